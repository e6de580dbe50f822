"""Build the `taipei` blind evaluation set: home.json, spec.jsonl, cases.jsonl and README.md.

Usage:
    python build.py            write the four files beside this script, then validate them
    python build.py --check    validate the files already written (and that they are what
                               this script would write), print counts per tag and mode

A Taipei family's four-storey townhouse (透天厝) set up in Traditional Chinese. Every device uses
a real SmartThings profile from SmartThingsEdgeDrivers (shared/data/smartthings/profiles.jsonl):
the categories and capabilities of component `main` (and the other components) are copied from
it, and `profile.id` is the profile name. The spec's commands, arguments and enums come from
shared/data/smartthings/capabilities.json; the descriptions were written for this set (about half
Traditional Chinese, a quarter Simplified, a quarter English, as exports from several phones are).

The cases were written blind: from shared/FORMATS.md, shared/bench/dev/README.md's labelling
conventions and the brief, never from the engine's code or tests. Cases name devices by readable
keys; deviceIds/roomIds in the output are uuid5 of those keys, so an id carries no hint. Bulk sets
are computed by the helpers below (`lights()`, `in_rooms()`, `on_floors()`, `except_rooms()`),
whose rules README.md states. Python 3.11, standard library only.
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
NS = uuid.UUID("5d1c6a3e-7b2f-4c8e-9f10-7a1e2b3c4d5e")
LOCATION_ID = str(uuid.uuid5(NS, "location:taipei-townhouse"))

# ---------------------------------------------------------------------------------------------
# Rooms: key -> (name, floor, core). floor "R" is the roof (頂樓), above 4樓; None = no floor.
# ---------------------------------------------------------------------------------------------
ROOMS: dict[str, tuple[str, str | None, str]] = {
    "living": ("1樓客廳", "1", "客廳"),
    "kitchen": ("1樓廚房", "1", "廚房"),
    "garage": ("1樓車庫", "1", "車庫"),
    "master": ("2樓主臥", "2", "主臥"),
    "kids": ("2樓小孩房", "2", "小孩房"),
    "bath2": ("2樓浴室", "2", "浴室"),
    "study": ("3F 書房", "3", "書房"),
    "guest": ("3F 客房", "3", "客房"),
    "bath3": ("3F 浴室", "3", "浴室"),
    "shrine": ("4樓佛堂", "4", "佛堂"),
    "laundry": ("4樓曬衣間", "4", "曬衣間"),
    "roof": ("頂樓陽台", "R", "陽台"),
    "entry": ("玄關", None, "玄關"),
    "stairs": ("樓梯間", None, "樓梯間"),
}
STALE_ROOM = "storage"  # 儲藏室: deleted from the location; its roomId survives on one device
# Kinds of room (README "Rooms"): a word for a kind covers every room of that kind.
ROOM_KINDS = {
    "臥室": ("master", "kids", "guest"),
    "房間": ("master", "kids", "guest"),
    "浴室": ("bath2", "bath3"), "廁所": ("bath2", "bath3"), "洗手間": ("bath2", "bath3"),
}
ROOM_ALIASES = {"主臥室": "master", "兒童房": "kids", "小孩的房間": "kids", "客人房": "guest",
                "神明廳": "shrine", "洗衣間": "laundry", "頂樓": "roof", "陽台": "roof"}

# ---------------------------------------------------------------------------------------------
# Devices. key: (label, name, room key | None | STALE_ROOM, profile name, driver, transport)
# ---------------------------------------------------------------------------------------------
Z, M, L, W = "ZIGBEE", "MATTER", "LAN", "ZWAVE"
DEVICES: dict[str, tuple] = {
    # 1樓客廳
    "lr_pendant": ("客廳吊燈", "Zigbee Tunable White Pendant", "living", "color-temp-bulb-2700K-6500K", "zigbee-switch", Z),
    "lr_dl1": ("崁燈1", "Zigbee Dimmer Downlight", "living", "on-off-level", "zigbee-switch", Z),
    "lr_dl2": ("崁燈2", "Zigbee Dimmer Downlight", "living", "on-off-level", "zigbee-switch", Z),
    "lr_dl3": ("崁燈3", "Zigbee Dimmer Downlight", "living", "on-off-level", "zigbee-switch", Z),
    "lr_dl4": ("崁燈4", "Zigbee Dimmer Downlight", "living", "on-off-level", "zigbee-switch", Z),
    "lr_dl5": ("崁燈5", "Zigbee On/Off Downlight", "living", "on-off-bulb", "zigbee-switch", Z),
    "lr_dl6": ("崁燈6", "Zigbee On/Off Downlight", "living", "on-off-bulb", "zigbee-switch", Z),
    "lr_strip": ("Hue 燈條", "Hue lightstrip plus", "living", "white-and-color-ambiance", "philips-hue", L),
    "lr_floor": ("立燈", "GE Link Bulb", "living", "ge-link-bulb", "zigbee-switch", Z),
    "lr_ac": ("客廳冷氣", "Matter Room Air Conditioner", "living", "room-air-conditioner", "matter-thermostat", M),
    "lr_fan": ("電風扇", "Matter Fan", "living", "fan-rock-wind", "matter-thermostat", M),
    "lr_tv": ("電視", "Matter Video Player", "living", "media-video-player", "matter-media", M),
    "lr_soundbar": ("Soundbar", "Samsung Soundbar", "living", "samsung-audio", "samsung-audio", L),
    "lr_dyson": ("Dyson", "Matter Air Purifier", "living", "air-purifier-hepa-rock-wind", "matter-thermostat", M),
    "lr_curtain": ("客廳窗簾", "Aqara Curtain Driver E1", "living", "window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment", Z),
    "lr_sheer": ("紗簾", "Zigbee Curtain Motor", "living", "window-treatment-profile", "zigbee-window-treatment", Z),
    "lr_screen": ("投影幕", "VIVIDSTORM Projector Screen", "living", "projector-screen-VWSDSTUST120H", "zigbee-window-treatment", Z),
    "lr_th": ("客廳溫濕度計", "Aqara Temperature and Humidity Sensor", "living", "humidity-temp-battery-aqara", "zigbee-humidity-sensor", Z),
    # 1樓廚房
    "kt_light": ("廚房燈", "Zigbee Light", "kitchen", "on-off-bulb-no-firmware-update", "zigbee-switch", Z),
    "kt_cabinet": ("流理台燈", "Matter On/Off Switch", "kitchen", "switch-binary", "matter-switch", M),
    "kt_hood": ("抽油煙機", "Matter Extractor Hood", "kitchen", "extractor-hood", "matter-appliance", M),
    "kt_rice": ("電鍋", "Matter Plug", "kitchen", "plug-binary", "matter-switch", M),
    "kt_dish": ("洗碗機", "Matter Dishwasher", "kitchen", "dishwasher", "matter-appliance", M),
    "kt_gas": ("瓦斯偵測器", "Aqara Natural Gas Detector", "kitchen", "gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector", Z),
    "kt_water": ("飲水機", "Matter Smart Plug", "kitchen", "plug-power", "matter-switch", M),
    "kt_fridge": ("冰箱", "Matter Refrigerator", "kitchen", "refrigerator-freezer", "matter-appliance", M),
    # 1樓車庫
    "gr_door": ("鐵捲門", "Matter Garage Door", "garage", "garage-door-battery", "matter-switch", M),
    "gr_light": ("車庫燈", "Matter On/Off Light", "garage", "light-binary", "matter-switch", M),
    "gr_plug": ("機車充電", "Matter Energy Plug", "garage", "plug-energy-powerConsumption", "matter-switch", M),
    "gr_motion": ("車庫感應器", "Zigbee Motion Sensor", "garage", "motion-battery", "zigbee-motion-sensor", Z),
    # 玄關
    "en_light": ("玄關燈", "Matter Light with Motion", "entry", "light-level-motion", "matter-switch", M),
    "en_shoe": ("鞋櫃燈", "Zigbee Dimmer Switch", "entry", "switch-level", "zigbee-switch", Z),
    "en_lock": ("大門電子鎖", "Aqara Smart Lock", "entry", "aqara-lock-battery", "aqara-lock", Z),
    "en_door": ("大門門磁", "Zigbee Door Sensor", "entry", "contact-battery-profile", "zigbee-contact", Z),
    "en_siren": ("警報器", "Zigbee Siren", "entry", "switch-alarm", "zigbee-siren", Z),
    # 樓梯間
    "sw_light": ("樓梯燈", "Zigbee Night Light with Motion", "stairs", "on-off-level-motion-sensor", "zigbee-switch", Z),
    "sw_motion": ("樓梯間感應器", "Zigbee Motion Sensor", "stairs", "motion-battery", "zigbee-motion-sensor", Z),
    # 2樓主臥
    "mb_ceiling": ("大燈", "Zigbee Tunable White Ceiling Light", "master", "color-temp-bulb-2200K-6500K", "zigbee-switch", Z),
    "mb_bed": ("床頭燈", "Aqara LED Bulb T1", "master", "aqara-led-bulb", "zigbee-switch", Z),
    "mb_ac": ("冷氣", "DeepSmart AC", "master", "Ac.v1", "deepsmart", L),
    "mb_curtain": ("主臥窗簾", "Zigbee Roller Shade", "master", "window-treatment-battery", "zigbee-window-treatment", Z),
    "mb_speaker": ("JBL喇叭", "JBL Speaker", "master", "jbl", "jbl", L),
    "mb_fan": ("循環扇", "Z-Wave Fan Controller", "master", "fan-4speed", "zwave-fan", W),
    "mb_blanket": ("電毯", "Zigbee Plug", "master", "basic-plug", "zigbee-switch", Z),
    "mb_window": ("主臥窗戶", "Zigbee Contact Sensor", "master", "contact-battery-profile", "zigbee-contact", Z),
    # 2樓小孩房
    "kd_ceiling": ("大燈", "Zigbee RGBW Ceiling Light", "kids", "rgbw-bulb-2000K-6500K", "zigbee-switch", Z),
    "kd_star": ("星星燈", "Zigbee Color Light", "kids", "color-bulb", "zigbee-switch", Z),
    "kd_night": ("小夜燈", "Matter Dimmable Light", "kids", "light-level", "matter-switch", M),
    "kd_lamp": ("米家台灯", "Mi Desk Lamp (Matter)", "kids", "light-level-colorTemperature-2200K-6500K", "matter-switch", M),
    "kd_ac": ("冷氣", "Matter Room Air Conditioner", "kids", "room-air-conditioner-fan-heating-cooling", "matter-thermostat", M),
    "kd_curtain": ("遮光窗簾", "Zigbee Blackout Shade", "kids", "window-treatment-no-preset", "zigbee-window-treatment", Z),
    "kd_story": ("故事機", "Matter Speaker", "kids", "media-speaker", "matter-media", M),
    "kd_purifier": ("空氣清淨機", "Matter Air Purifier", "kids", "air-purifier-hepa", "matter-thermostat", M),
    # 2樓浴室
    "b2_light": ("浴室燈", "Zigbee On/Off Light", "bath2", "on-off-bulb", "zigbee-switch", Z),
    "b2_fan": ("浴室抽風機", "Aqara Wall Switch H1", "bath2", "aqara-switch-no-power", "zigbee-switch", Z),
    "b2_heater": ("浴室暖風機", "Laisiao Smart Bath Heater", "bath2", "switch-smart-bath-heater-laisiao", "zigbee-switch", Z),
    "b2_leak": ("浴室漏水偵測", "Matter Leak Sensor", "bath2", "leak-battery", "matter-sensor", M),
    # 3F 書房
    "st_light": ("書房燈", "Matter Tunable White Light", "study", "light-level-colorTemperature", "matter-switch", M),
    "st_desk": ("檯燈", "Matter Desk Lamp", "study", "light-level-colorTemperature-2700K-6500K", "matter-switch", M),
    "st_ac": ("冷氣", "Matter Room Air Conditioner", "study", "room-air-conditioner-humidity-fan-heating-cooling", "matter-thermostat", M),
    "st_speaker": ("客廳喇叭", "Sonos One", "study", "sonos-player", "sonos", L),
    "st_blind": ("百葉窗", "Matter Venetian Blind", "study", "window-covering-tilt", "matter-window-covering", M),
    "st_pc": ("電腦插座", "Matter Energy Plug", "study", "plug-power-energy-powerConsumption", "matter-switch", M),
    "st_dehumid": ("書房除濕機", "Zigbee Plug with Meter", "study", "switch-power-energy", "zigbee-switch", Z),
    # 3F 客房 (阿嬤's room)
    "gs_light": ("客房燈", "Zigbee Light", "guest", "on-off-bulb-no-firmware-update", "zigbee-switch", Z),
    "gs_lamp": ("阿嬤的燈", "Zigbee Dimmable Lamp", "guest", "on-off-level-no-firmware-update", "zigbee-switch", Z),
    "gs_ac": ("窗型冷氣", "Matter Room Air Conditioner", "guest", "room-air-conditioner-heating-cooling", "matter-thermostat", M),
    "gs_heater": ("阿嬤的電暖器", "Matter Plug", "guest", "plug-binary", "matter-switch", M),
    "gs_curtain": ("客房窗簾", "Zigbee Curtain Motor", "guest", "window-treatment-powerSource", "zigbee-window-treatment", Z),
    # 3F 浴室
    "b3_light": ("浴室燈", "Zigbee Switch", "bath3", "basic-switch", "zigbee-switch", Z),
    "b3_fan": ("抽風機", "Zigbee Switch", "bath3", "basic-switch-no-firmware-update", "zigbee-switch", Z),
    # 4樓佛堂
    "sh_lamp": ("神明燈", "Aqara Single Switch Module T1", "shrine", "aqara-switch-module-no-power", "zigbee-switch", Z),
    "sh_light": ("佛堂燈", "Matter Dimmable Light", "shrine", "light-level-energy-powerConsumption", "matter-switch", M),
    "sh_chant": ("唸佛機", "Zigbee Smart Plug", "shrine", "switch-power-smartplug-no-firmware-update", "zigbee-switch", Z),
    # 4樓曬衣間
    "ld_light": ("曬衣間燈", "Matter Light with Power Meter", "laundry", "light-power", "matter-switch", M),
    "ld_sink": ("水槽燈", "Matter On/Off Light", "laundry", "light-binary", "matter-switch", M),
    "ld_dehumid": ("除濕機", "Zigbee Smart Plug", "laundry", "switch-power-smartplug", "zigbee-switch", Z),
    "ld_washer": ("洗衣機", "Matter Laundry Washer", "laundry", "laundry-washer", "matter-appliance", M),
    "ld_dryer": ("乾衣機", "Matter Laundry Dryer", "laundry", "laundry-dryer-tl", "matter-appliance", M),
    "ld_heater": ("電熱水器", "Matter Water Heater", "laundry", "water-heater", "matter-thermostat", M),
    "ld_leak": ("曬衣間漏水偵測", "Matter Leak Sensor", "laundry", "leak-battery", "matter-sensor", M),
    "ld_th": ("曬衣間溫溼度計", "Aqara 溫濕度傳感器", "laundry", "humidity-temp-battery", "zigbee-humidity-sensor", Z),
    # 頂樓陽台
    "rf_light": ("陽台燈", "Matter Dimmable Light with Meter", "roof", "light-level-power-energy-powerConsumption", "matter-switch", M),
    "rf_valve": ("澆花水閥", "Zigbee Irrigation Valve", "roof", "valve-battery-powerSource", "zigbee-valve", Z),
    "rf_lock": ("頂樓門鎖", "Matter Door Lock", "roof", "lock-user-pin-unlatch", "matter-lock", M),
    "rf_pump": ("加壓馬達", "Matter Pump", "roof", "pump-only", "matter-pump", M),
    # no room / a deleted room
    "nr_robot": ("小黑", "Matter Robot Vacuum", None, "rvc-clean-mode", "matter-rvc", M),
    "nr_storage": ("儲藏室燈", "Zigbee On/Off Light", STALE_ROOM, "on-off-bulb", "zigbee-switch", Z),
}
# Wall-switch relays (category Switch) whose label names the light they drive: they are lights.
LIGHT_BY_LABEL = {"kt_cabinet", "en_shoe", "b3_light", "sh_lamp"}
# Profiles of the home deliberately left out of spec.jsonl (their devices are reached by name/room
# only; cases about them are state questions with capabilities ["*"]).
SPECLESS = {"motion-battery", "contact-battery-profile", "leak-battery", "refrigerator-freezer"}

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


def label_of(key: str) -> str:
    return DEVICES[key][0] or DEVICES[key][1]


def room_of(key: str) -> str | None:
    room = DEVICES[key][2]
    return room if room in ROOMS else None


def dev_id(key: str) -> str:
    return str(uuid.uuid5(NS, "device:" + key))


def room_id(room_key: str) -> str:
    return str(uuid.uuid5(NS, "room:" + room_key))


# ---------------------------------------------------------------------------------------------
# Spec: descriptions (zh-Hant, zh-Hans, en), written for this set
# ---------------------------------------------------------------------------------------------
DESC: dict[str, tuple[str, str, str]] = {
    "switch.on": ("開啟電源", "打开电源", "turn on"),
    "switch.off": ("關閉電源", "关闭电源", "turn off"),
    "switchLevel.setLevel": ("設定亮度（百分比）", "设置亮度百分比", "set the brightness level"),
    "statelessSwitchLevelStep.stepLevel": ("亮度加減一段，正值變亮、負值變暗", "亮度按步长增减，正数调亮负数调暗", "step brightness up or down"),
    "colorControl.setColor": ("設定燈光顏色", "设置灯光颜色", "set the light colour"),
    "colorControl.setHue": ("設定色相", "设置色相", "set hue"),
    "colorControl.setSaturation": ("設定飽和度", "设置饱和度", "set saturation"),
    "colorTemperature.setColorTemperature": ("設定色溫（K 值越低越黃越暖）", "设置色温，K 值越低越暖", "set colour temperature in kelvin"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("色溫調暖或調冷一段", "色温按百分比调暖或调冷", "step colour temperature warmer or cooler"),
    "windowShade.open": ("打開窗簾", "打开窗帘", "open the shade"),
    "windowShade.close": ("關上窗簾", "关闭窗帘", "close the shade"),
    "windowShade.pause": ("窗簾停止", "窗帘暂停", "stop the shade"),
    "windowShadeLevel.setShadeLevel": ("設定窗簾開啟程度（0 全關、100 全開）", "设置窗帘开合度（0 全关，100 全开）", "set shade opening level"),
    "windowShadePreset.presetPosition": ("移到預設位置", "移动到预设位置", "move to the preset position"),
    "windowShadePreset.setPresetPosition": ("設定預設位置", "设置预设位置", "set the preset position"),
    "windowShadeTiltLevel.setShadeTiltLevel": ("設定百葉葉片角度", "设置百叶角度", "set slat tilt level"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("窗簾開大或關小一段", "窗帘按步长开大或关小", "step the shade level"),
    "doorControl.open": ("開門", "开门", "open the door"),
    "doorControl.close": ("關門", "关门", "close the door"),
    "lock.lock": ("上鎖", "上锁", "lock"),
    "lock.unlock": ("解鎖", "开锁", "unlock"),
    "lock.unlatch": ("解鎖並收回門閂", "开锁并收回锁舌", "unlatch"),
    "valve.open": ("打開水閥", "打开阀门", "open the valve"),
    "valve.close": ("關閉水閥", "关闭阀门", "close the valve"),
    "airConditionerMode.setAirConditionerMode": ("設定冷氣運轉模式", "设置空调运行模式", "set air conditioner mode"),
    "airConditionerFanMode.setFanMode": ("設定風量", "设置风速档位", "set fan mode"),
    "thermostatMode.setThermostatMode": ("設定運轉模式", "设置运行模式", "set thermostat mode"),
    "thermostatMode.auto": ("切換自動模式", "切换到自动模式", "switch to auto"),
    "thermostatMode.cool": ("切換冷氣（製冷）", "切换到制冷", "switch to cooling"),
    "thermostatMode.heat": ("切換暖氣（製熱）", "切换到制热", "switch to heating"),
    "thermostatMode.off": ("停止運轉", "停止运行", "switch the thermostat off"),
    "thermostatMode.emergencyHeat": ("緊急加熱", "紧急制热", "emergency heat"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("設定冷房溫度", "设置制冷目标温度", "set cooling setpoint"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("設定暖房溫度", "设置制热目标温度", "set heating setpoint"),
    "temperatureLevel.setTemperatureLevel": ("設定溫度段數", "设置温度档位", "set temperature level"),
    "fanSpeed.setFanSpeed": ("設定風扇段數", "设置风扇档位", "set fan speed"),
    "fanSpeedPercent.setPercent": ("設定風速百分比", "设置风速百分比", "set fan speed percent"),
    "fanMode.setFanMode": ("設定風量段數", "设置风机档位", "set fan mode"),
    "fanOscillationMode.setFanOscillationMode": ("設定擺頭方式", "设置摆风方式", "set oscillation mode"),
    "windMode.setWindMode": ("設定風型（自然風、睡眠風）", "设置风型（自然风、睡眠风）", "set wind mode"),
    "airPurifierFanMode.setAirPurifierFanMode": ("設定清淨機運轉模式", "设置净化器运行档位", "set air purifier fan mode"),
    "audioVolume.setVolume": ("設定音量", "设置音量", "set volume"),
    "audioVolume.volumeUp": ("音量調大", "音量调高", "volume up"),
    "audioVolume.volumeDown": ("音量調小", "音量调低", "volume down"),
    "audioMute.mute": ("靜音", "静音", "mute"),
    "audioMute.unmute": ("取消靜音", "取消静音", "unmute"),
    "audioMute.setMute": ("設定靜音狀態", "设置静音状态", "set mute state"),
    "mediaPlayback.play": ("播放", "播放", "play"),
    "mediaPlayback.pause": ("暫停", "暂停", "pause"),
    "mediaPlayback.stop": ("停止播放", "停止播放", "stop playback"),
    "mediaPlayback.fastForward": ("快轉", "快进", "fast forward"),
    "mediaPlayback.rewind": ("倒轉", "快退", "rewind"),
    "mediaPlayback.setPlaybackStatus": ("設定播放狀態", "设置播放状态", "set playback status"),
    "mediaTrackControl.nextTrack": ("下一首／下一集", "下一首（下一集）", "next track"),
    "mediaTrackControl.previousTrack": ("上一首／上一集", "上一首（上一集）", "previous track"),
    "mediaPresets.playPreset": ("播放我的最愛電台或歌單", "播放收藏的电台或歌单", "play a preset"),
    "keypadInput.sendKey": ("送出遙控器按鍵", "发送遥控器按键", "send a remote key"),
    "audioNotification.playTrack": ("播放提示音", "播放提示音", "play an audio clip"),
    "audioNotification.playTrackAndResume": ("播放提示音後繼續原本內容", "播放提示音后继续原内容", "play a clip, then resume"),
    "audioNotification.playTrackAndRestore": ("播放提示音後恢復原狀", "播放提示音后恢复原状态", "play a clip, then restore"),
    "alarm.siren": ("警報鳴響", "鸣笛报警", "sound the siren"),
    "alarm.strobe": ("閃光警示", "闪光报警", "strobe"),
    "alarm.both": ("聲光警報", "声光报警", "siren and strobe"),
    "alarm.off": ("解除警報", "解除报警", "silence the alarm"),
    "operationalState.start": ("開始運轉", "开始运行", "start"),
    "operationalState.pause": ("暫停運轉", "暂停运行", "pause"),
    "operationalState.resume": ("繼續運轉", "继续运行", "resume"),
    "operationalState.stop": ("停止運轉", "停止运行", "stop"),
    "robotCleanerOperatingState.start": ("開始打掃", "开始清扫", "start cleaning"),
    "robotCleanerOperatingState.pause": ("暫停打掃", "暂停清扫", "pause cleaning"),
    "robotCleanerOperatingState.goHome": ("回充電座", "回充电座充电", "return to the dock"),
    "mode.setMode": ("切換模式", "切换模式", "set mode"),
    "laundryWasherRinseMode.setRinseMode": ("設定洗清次數", "设置漂洗次数", "set rinse mode"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("設定脫水轉速", "设置脱水转速", "set spin speed"),
    "refresh.refresh": ("重新整理狀態", "刷新设备状态", "refresh"),
    "energyMeter.resetEnergyMeter": ("用電量歸零", "电量统计清零", "reset the energy meter"),
    "firmwareUpdate.checkForFirmwareUpdate": ("檢查韌體更新", "检查固件更新", "check for firmware update"),
    "firmwareUpdate.updateFirmware": ("更新韌體", "升级固件", "update firmware"),
}
DESC_BY_CATEGORY = {
    ("AirConditioner", "switch.on"): ("開冷氣", "打开空调", "turn the air conditioner on"),
    ("AirConditioner", "switch.off"): ("關冷氣", "关闭空调", "turn the air conditioner off"),
    ("Projector", "windowShade.open"): ("收起投影幕（捲上去）", "收起投影幕", "retract the projector screen"),
    ("Projector", "windowShade.close"): ("放下投影幕", "放下投影幕", "lower the projector screen"),
    ("Projector", "windowShade.pause"): ("投影幕停止", "投影幕停止", "stop the screen"),
    ("Projector", "mode.setMode"): ("設定投影幕行程上下限", "设置投影幕行程限位", "set screen travel limits"),
    ("GarageDoor", "doorControl.open"): ("打開鐵捲門", "打开卷帘门", "open the garage door"),
    ("GarageDoor", "doorControl.close"): ("關上鐵捲門", "关闭卷帘门", "close the garage door"),
    ("Washer", "operationalState.start"): ("開始洗衣", "开始洗衣", "start the wash"),
    ("Washer", "mode.setMode"): ("選擇洗衣行程", "选择洗衣程序", "select wash cycle"),
    ("Dryer", "operationalState.start"): ("開始烘衣", "开始烘干", "start drying"),
    ("Dryer", "mode.setMode"): ("選擇烘衣行程", "选择烘干程序", "select drying cycle"),
    ("Dishwasher", "operationalState.start"): ("開始洗碗", "开始洗碗", "start the dishwasher"),
    ("Dishwasher", "mode.setMode"): ("選擇洗碗行程", "选择洗碗程序", "select dishwasher cycle"),
    ("RobotCleaner", "mode.setMode"): ("切換清潔模式（掃地／拖地）", "切换清洁模式（扫地/拖地）", "set cleaning mode"),
    ("WaterHeater", "mode.setMode"): ("設定熱水器運轉模式", "设置热水器工作模式", "set water heater mode"),
    ("WaterHeater", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("設定出水溫度", "设置出水温度", "set water temperature"),
    ("KitchenHood", "fanMode.setFanMode"): ("設定排油煙風量", "设置油烟机风力档位", "set hood fan level"),
    ("Siren", "switch.on"): ("開啟警報器", "打开报警器", "turn the siren on"),
    ("Siren", "switch.off"): ("關閉警報器", "关闭报警器", "turn the siren off"),
    ("Pump", "switch.on"): ("啟動馬達", "启动水泵", "start the pump"),
    ("Pump", "switch.off"): ("停止馬達", "停止水泵", "stop the pump"),
    ("SmokeDetector", "audioMute.mute"): ("警報靜音", "报警静音", "silence the alarm sound"),
}
DESC_BY_PROFILE = {
    ("Ac.v1", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("設定冷氣溫度", "设置空调温度", "set target temperature"),
}

VALUES: dict[str, list[tuple[str, str, str, str]]] = {  # value, zh-Hant, zh-Hans, en
    "ac_mode": [("cool", "冷氣", "制冷", "cool"), ("heat", "暖氣", "制热", "heat"), ("fan", "送風", "送风", "fan only"),
                ("dry", "除濕", "除湿", "dry"), ("auto", "自動", "自动", "auto")],
    "tmode_ac": [("off", "關閉", "关闭", "off"), ("cool", "冷氣", "制冷", "cool"), ("heat", "暖氣", "制热", "heat"),
                 ("auto", "自動", "自动", "auto"), ("dryair", "除濕", "除湿", "dry"), ("fanonly", "送風", "送风", "fan only")],
    "tmode_ac_nofan": [("off", "關閉", "关闭", "off"), ("cool", "冷氣", "制冷", "cool"), ("heat", "暖氣", "制热", "heat"),
                       ("auto", "自動", "自动", "auto")],
    "tmode_heat": [("off", "關閉", "关闭", "off"), ("heat", "加熱", "加热", "heat")],
    "ac_fan": [("auto", "自動風", "自动风", "auto"), ("low", "弱風", "低风", "low"), ("medium", "中風", "中风", "medium"),
               ("high", "強風", "高风", "high")],
    "fan_fan": [("off", "關", "关闭", "off"), ("low", "弱", "低速", "low"), ("medium", "中", "中速", "medium"),
                ("high", "強", "高速", "high"), ("auto", "自動", "自动", "auto")],
    "hood_fan": [("off", "關", "关闭", "off"), ("low", "弱", "低档", "low"), ("medium", "中", "中档", "medium"),
                 ("high", "強（大火快炒）", "高档（爆炒）", "high"), ("auto", "自動", "自动", "auto")],
    "purifier": [("off", "關閉", "关闭", "off"), ("auto", "自動", "自动", "auto"), ("sleep", "睡眠", "睡眠", "sleep"),
                 ("low", "低速", "低档", "low"), ("medium", "中速", "中档", "medium"), ("high", "高速", "高档", "high")],
    "wind": [("noWind", "一般風", "常规风", "normal"), ("sleepWind", "睡眠風", "睡眠风", "sleep wind"),
             ("naturalWind", "自然風", "自然风", "natural wind")],
    "osc": [("off", "不擺頭", "不摆头", "off"), ("horizontal", "左右擺頭", "左右摆风", "horizontal"),
            ("vertical", "上下擺頭", "上下摆风", "vertical"), ("swing", "全方位擺頭", "全方位摆风", "swing")],
    "washer_mode": [("Normal", "標準", "标准洗", "normal"), ("Delicate", "輕柔", "轻柔洗", "delicate"),
                    ("Heavy", "強力", "强力洗", "heavy duty"), ("Quick", "快洗", "快洗", "quick wash"),
                    ("Bedding", "棉被", "被褥", "bedding")],
    "dryer_mode": [("Normal", "標準烘", "标准烘干", "normal"), ("Delicate", "低溫輕柔", "轻柔烘干", "delicate"),
                   ("Quick", "快速烘", "快速烘干", "quick dry")],
    "dish_mode": [("Normal", "標準", "标准洗", "normal"), ("Heavy", "強力", "强力洗", "heavy"),
                  ("Eco", "節能", "节能洗", "eco"), ("Quick", "快洗", "快洗", "quick")],
    "rvc_mode": [("Vacuum", "掃地", "扫地", "vacuum"), ("Mop", "拖地", "拖地", "mop"),
                 ("Vacuum and Mop", "掃拖", "扫拖一体", "vacuum and mop")],
    "heater_mode": [("Off", "關閉", "关闭", "off"), ("Manual", "手動", "手动", "manual"), ("Timed", "定時", "定时", "timed")],
    "screen_mode": [("Set upper limit", "設定上限位置", "设置上限位", "set upper limit"),
                    ("Delete all limits", "清除上下限", "清除所有限位", "delete all limits")],
    "rinse": [("none", "不洗清", "不漂洗", "none"), ("normal", "標準洗清", "标准漂洗", "normal"),
              ("extra", "加強洗清", "加强漂洗", "extra rinse"), ("max", "最多次洗清", "最大漂洗", "max")],
    "spin": [("off", "不脫水", "不脱水", "no spin"), ("low", "低速脫水", "低转速", "low"),
             ("medium", "中速脫水", "中转速", "medium"), ("high", "高速脫水", "高转速", "high")],
    "temp_level": [("Low", "低溫", "低温", "low"), ("Medium", "中溫", "中温", "medium"), ("High", "高溫", "高温", "high")],
    "mute": [("muted", "靜音", "静音", "muted"), ("unmuted", "取消靜音", "取消静音", "unmuted")],
    "playback": [("paused", "暫停", "暂停", "paused"), ("playing", "播放中", "播放", "playing"),
                 ("stopped", "停止", "停止", "stopped"), ("fast forwarding", "快轉", "快进", "fast forwarding"),
                 ("rewinding", "倒轉", "快退", "rewinding")],
    "keys": [("UP", "上", "上", "up"), ("DOWN", "下", "下", "down"), ("LEFT", "左", "左", "left"),
             ("RIGHT", "右", "右", "right"), ("SELECT", "確定", "确认", "select"), ("BACK", "返回", "返回", "back"),
             ("EXIT", "離開", "退出", "exit"), ("MENU", "選單", "菜单", "menu"), ("SETTINGS", "設定", "设置", "settings"),
             ("HOME", "首頁", "主页", "home")]
            + [(f"NUMBER{i}", f"數字{i}", f"数字{i}", f"number {i}") for i in range(10)],
}
VALUE_LISTS = {  # (profile, capability.command) -> value list key
    ("Ac.v1", "airConditionerMode.setAirConditionerMode"): "ac_mode",
    ("Ac.v1", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner", "thermostatMode.setThermostatMode"): "tmode_ac",
    ("room-air-conditioner-fan-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_ac",
    ("room-air-conditioner-humidity-fan-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_ac",
    ("room-air-conditioner-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_ac_nofan",
    ("room-air-conditioner", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner-fan-heating-cooling", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner-humidity-fan-heating-cooling", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("fan-rock-wind", "airConditionerFanMode.setFanMode"): "fan_fan",
    ("water-heater", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("water-heater", "mode.setMode"): "heater_mode",
    ("extractor-hood", "fanMode.setFanMode"): "hood_fan",
    ("air-purifier-hepa-rock-wind", "airPurifierFanMode.setAirPurifierFanMode"): "purifier",
    ("air-purifier-hepa", "airPurifierFanMode.setAirPurifierFanMode"): "purifier",
    ("laundry-washer", "mode.setMode"): "washer_mode",
    ("laundry-washer", "laundryWasherRinseMode.setRinseMode"): "rinse",
    ("laundry-washer", "laundryWasherSpinSpeed.setSpinSpeed"): "spin",
    ("laundry-dryer-tl", "mode.setMode"): "dryer_mode",
    ("laundry-dryer-tl", "temperatureLevel.setTemperatureLevel"): "temp_level",
    ("dishwasher", "mode.setMode"): "dish_mode",
    ("rvc-clean-mode", "mode.setMode"): "rvc_mode",
    ("projector-screen-VWSDSTUST120H", "mode.setMode"): "screen_mode",
}
GENERIC_VALUE_LISTS = {
    "windMode.setWindMode": "wind", "fanOscillationMode.setFanOscillationMode": "osc",
    "audioMute.setMute": "mute", "mediaPlayback.setPlaybackStatus": "playback", "keypadInput.sendKey": "keys",
}
RANGES = {  # (profile or None, capability.command) -> (min, max, unit)
    (None, "switchLevel.setLevel"): (0, 100, "%"),
    (None, "statelessSwitchLevelStep.stepLevel"): (-100, 100, "%"),
    (None, "statelessColorTemperatureStep.stepColorTemperatureByPercent"): (-100, 100, "%"),
    (None, "colorControl.setHue"): (0, 100, "%"),
    (None, "colorControl.setSaturation"): (0, 100, "%"),
    (None, "colorTemperature.setColorTemperature"): (2200, 6500, "K"),
    ("white-and-color-ambiance", "colorTemperature.setColorTemperature"): (2000, 6500, "K"),
    (None, "windowShadeLevel.setShadeLevel"): (0, 100, "%"),
    (None, "windowShadePreset.setPresetPosition"): (0, 100, "%"),
    (None, "windowShadeTiltLevel.setShadeTiltLevel"): (0, 100, "%"),
    (None, "statelessWindowShadeLevelStep.stepShadeLevel"): (-100, 100, "%"),
    (None, "thermostatCoolingSetpoint.setCoolingSetpoint"): (16, 30, "C"),
    (None, "thermostatHeatingSetpoint.setHeatingSetpoint"): (16, 30, "C"),
    ("water-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): (35, 75, "C"),
    (None, "fanSpeedPercent.setPercent"): (0, 100, "%"),
    ("fan-4speed", "fanSpeed.setFanSpeed"): (0, 4, None),
    (None, "audioVolume.setVolume"): (0, 100, "%"),
}
CONFIG_KEYS = {"switchLevel.setLevel": ("switchLevel", "level.value"),
               "colorTemperature.setColorTemperature": ("colorTemperature", "colorTemperature.value"),
               "thermostatHeatingSetpoint.setHeatingSetpoint": ("thermostatHeatingSetpoint", "heatingSetpoint.value")}
ARG_TYPES = {"colorControl.setColor": "object"}


def lang_of(*parts: str) -> int:
    """0 = Traditional, 1 = Simplified, 2 = English; about 50/25/25, stable per text."""
    h = zlib.crc32("|".join(parts).encode()) % 4
    return 0 if h < 2 else h - 1


def enabled_commands(profile: dict, cap: str) -> set[str] | None:
    for value in profile["capability_config"].get(cap, []):
        if value.get("key") == "{{enumCommands}}":
            return set(value.get("enabledValues", []))
    return None


DESC_LANG: Counter = Counter()   # 0 Traditional, 1 Simplified, 2 English (as written)
VL_LANG: Counter = Counter()


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
            texts = DESC_BY_PROFILE.get((name, key)) or DESC_BY_CATEGORY.get((category, key)) or DESC[key]
            DESC_LANG[lang_of(name, cmd_id)] += 1
            entry: dict = {"id": cmd_id, "description": texts[lang_of(name, cmd_id)]}
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
                    entry["value_range"] = {"min": rng[0], "max": rng[1], **({"unit": rng[2]} if rng[2] else {})}
                vl_key = VALUE_LISTS.get((name, key)) or GENERIC_VALUE_LISTS.get(key)
                if vl_key:
                    entry["value_list"] = [{"value": v, "description": (hant, hans, en)[lang_of(name, cmd_id, v)]}
                                           for v, hant, hans, en in VALUES[vl_key]]
                    VL_LANG.update(lang_of(name, cmd_id, v) for v, *_ in VALUES[vl_key])
                elif not rng and entry["type"] == "string" and "enum" in arg:
                    entry["value_list"] = [{"value": v, "description": v} for v in arg["enum"]]
            entries.append(entry)
    return {"profileId": name, "capabilities": entries}


SPEC: dict[str, dict] = {}
for _key in DEVICES:
    _prof = profile_of(_key)
    if _prof["name"] not in SPEC and _prof["name"] not in SPECLESS:
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
TILT = C("windowShadeTiltLevel", "setShadeTiltLevel")
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
NEXT = C("mediaTrackControl", "nextTrack")
LOCK, UNLOCK, UNLATCH = C("lock", "lock"), C("lock", "unlock"), C("lock", "unlatch")
VOPEN, VCLOSE = C("valve", "open"), C("valve", "close")
OPSTART, OPPAUSE = C("operationalState", "start"), C("operationalState", "pause")
RVCSTART, RVCHOME = C("robotCleanerOperatingState", "start"), C("robotCleanerOperatingState", "goHome")
SETMODE = C("mode", "setMode")
RINSE, SPIN = C("laundryWasherRinseMode", "setRinseMode"), C("laundryWasherSpinSpeed", "setSpinSpeed")
TEMPLEVEL = C("temperatureLevel", "setTemperatureLevel")
SIREN, BOTH, ALARMOFF = C("alarm", "siren"), C("alarm", "both"), C("alarm", "off")
ANY = "*"

BRIGHTER = [SETLEVEL, STEPLEVEL]          # brighter / dimmer
COLOR = [SETCOLOR, SETHUE]
WARMER = [SETCT, STEPCT]                  # warmer / cooler white
SETPOINT = [COOLSP, HEATSP]               # a temperature with no mode
AC_OFF = [OFF, TOFF]
FAN_ON = [ACFAN, FANPCT]                  # the Matter fan has no switch
PURIFIER_ON = [PURIFIER, FANPCT]
VOLUME_UP = [VOLUP, SETVOL]
VOLUME_DOWN = [VOLDOWN, SETVOL]
QUIETER = [VOLDOWN, SETVOL, MUTE, SETMUTE]
HEATER_OFF = [TOFF, TMODE, SETMODE]
UNLOCK_ANY = [UNLOCK, UNLATCH]
HOT_FIX = [ON, TCOOL, TMODE, COOLSP]      # "好熱": turn on / cooling mode / cooling setpoint
COLD_FIX = [ON, THEAT, TMODE, HEATSP, ACMODE]


# ---------------------------------------------------------------------------------------------
# Sets (the rules README.md states)
# ---------------------------------------------------------------------------------------------
def label_core(key: str) -> str | None:
    """The room core a label names (longest, non-overlapping; several or none -> None)."""
    label = label_of(key)
    cores = sorted({core for _, _, core in ROOMS.values() if core in label}, key=len, reverse=True)
    chosen: list[str] = []
    for core in cores:
        if not any(core in c for c in chosen):
            chosen.append(core)
    return chosen[0] if len(chosen) == 1 else None


def rooms_of(key: str) -> set[str]:
    """A device is in its room; when its label names another room's core, it is in that room too."""
    own = room_of(key)
    out = {own} if own else set()
    core = label_core(key)
    if core and (own is None or ROOMS[own][2] != core):
        matches = [r for r, (_, _, c) in ROOMS.items() if c == core]
        if len(matches) == 1:
            out.add(matches[0])
    return out


def lights() -> list[str]:
    return [k for k in DEVICES if category_of(k) == "Light" or k in LIGHT_BY_LABEL]


def of_category(*cats: str) -> list[str]:
    return [k for k in DEVICES if category_of(k) in cats]


def in_rooms(keys: list[str], *rooms: str) -> list[str]:
    return [k for k in keys if rooms_of(k) & set(rooms)]


def on_floors(keys: list[str], *floors: str) -> list[str]:
    return [k for k in keys if any(ROOMS[r][1] in floors for r in rooms_of(k))]


def except_rooms(keys: list[str], *rooms: str) -> list[str]:
    return [k for k in keys if not (rooms_of(k) & set(rooms))]


def with_cmd(keys: list[str], cmd: str) -> list[str]:
    return [k for k in keys if cmd in spec_ids(k)]


def without(keys: list[str], *drop: str) -> list[str]:
    return [k for k in keys if k not in drop]


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
    keys = list(keys)
    if len(keys) < 2:
        raise SystemExit(f"clarify needs several candidates: {keys}")
    e = one(keys, cmds)
    e["mode"] = "clarify"
    return e


def none() -> dict:
    return {"devices": [], "capabilities": [], "mode": "none"}


CASES: list[dict] = []


def case(group: str, query: str, *expect: dict, tags: tuple = (), history: tuple = ()) -> None:
    CASES.append({"group": group, "query": query, "expect": list(expect), "tags": list(tags),
                  "history": list(history)})



# ---------------------------------------------------------------------------------------------
# The cases
# ---------------------------------------------------------------------------------------------
LIGHTS = lights()
ACS = of_category("AirConditioner")
BLINDS = of_category("Blind")
SPEAKERS = of_category("Speaker")
PLUGS = of_category("SmartPlug")
DOWNLIGHTS = [f"lr_dl{i}" for i in range(1, 7)]
BEDROOMS = ("master", "kids", "guest")
LR_LIGHTS = in_rooms(LIGHTS, "living")
KT_LIGHTS = in_rooms(LIGHTS, "kitchen")
KD_LIGHTS = in_rooms(LIGHTS, "kids")
ST_LIGHTS = in_rooms(LIGHTS, "study")
GS_LIGHTS = in_rooms(LIGHTS, "guest")
SH_LIGHTS = in_rooms(LIGHTS, "shrine")
LD_LIGHTS = in_rooms(LIGHTS, "laundry")
DEHUMIDIFIERS = ["ld_dehumid", "st_dehumid"]
DRY_ACS = ["lr_ac", "mb_ac", "kd_ac", "st_ac"]   # the air conditioners whose modes include dry
EXHAUST_FANS = ["b2_fan", "b3_fan"]
BATH_LIGHTS = ["b2_light", "b3_light"]
DESK_LAMPS = ["st_desk", "kd_lamp"]              # 檯燈 (exact) and 米家台灯 (檯燈 -> 台灯)
OFFABLE = [k for k in DEVICES if OFF in spec_ids(k)]

# --- [room-core] a room said by its core, without the floor prefix ---------------------------
case("room", "客廳的燈關掉", one(LR_LIGHTS, OFF), tags=("room-core", "room-multi"))
case("room", "書房冷氣開一下", one("st_ac", ON), tags=("room-core", "colloquial", "duplicate-label"))
case("room", "廚房的燈打開", one(KT_LIGHTS, ON), tags=("room-core", "room-multi", "category-by-name"))
case("room", "車庫燈開一下", one("gr_light", ON), tags=("room-core", "name", "colloquial"))
case("room", "主臥窗簾關起來", one("mb_curtain", CLOSE), tags=("room-core", "cover"))
case("room", "小孩房冷氣關掉", one("kd_ac", AC_OFF), tags=("room-core", "duplicate-label", "climate"))
case("room", "佛堂的燈打開", one(SH_LIGHTS, ON), tags=("room-core", "room-multi", "category-by-name"))
case("room", "客房冷氣開暖氣", one("gs_ac", [THEAT, TMODE]), tags=("room-core", "capability-action", "climate"))
case("room", "曬衣間的除濕機打開", one("ld_dehumid", ON), tags=("room-core", "home-type"))
case("room", "陽台燈關掉", one("rf_light", OFF), tags=("room-core", "name"))
case("room", "玄關燈開一下", one("en_light", ON), tags=("room-core", "name", "colloquial"))
case("room", "樓梯間的燈打開", one("sw_light", ON), tags=("room-core", "room-type"))
case("room", "書房的百葉窗打開", one("st_blind", OPEN), tags=("room-core", "cover"))
case("room", "主臥冷氣調到27度", one("mb_ac", SETPOINT), tags=("room-core", "temperature", "climate", "duplicate-label"))
case("room", "車庫的門打開", one("gr_door", DOPEN), tags=("room-core", "home-type"))
case("room", "小孩房的窗簾打開", one("kd_curtain", OPEN), tags=("room-core", "room-type", "cover"))
case("room", "主臥的喇叭放音樂", one("mb_speaker", PLAY), tags=("room-core", "room-type", "media", "tw-word"))
case("room", "書房的喇叭暫停", one("st_speaker", MPAUSE), tags=("room-core", "room-type", "media", "tw-word", "name-other-room"))
case("room", "客廳的電扇開小一點", one("lr_fan", FAN_ON), tags=("room-core", "room-type", "tw-word", "relative"))
case("room", "車庫的插座打開", one("gr_plug", ON), tags=("room-core", "room-type", "plug"))
case("room", "頂樓陽台的水閥關掉", one("rf_valve", VCLOSE), tags=("room-core", "room-type", "valve"))
case("room", "客廳電燈關掉", one(LR_LIGHTS, OFF), tags=("room-core", "room-multi", "tw-word"))

# --- [room-alias] kinds of room and other words for a room ------------------------------------
case("alias", "臥室的燈都關掉", every(in_rooms(LIGHTS, *BEDROOMS), OFF), tags=("room-alias", "bulk-all"))
case("alias", "臥室冷氣打開", clarify(in_rooms(ACS, *BEDROOMS), ON), tags=("room-alias", "clarify", "climate"))
case("alias", "廁所燈打開", clarify(BATH_LIGHTS, ON), tags=("room-alias", "clarify", "duplicate-label"))
case("alias", "二樓廁所的燈打開", one("b2_light", ON), tags=("room-alias", "floor"))
case("alias", "三樓洗手間的抽風機開一下", one("b3_fan", ON), tags=("room-alias", "floor", "category-by-name"))
case("alias", "神明廳的燈打開", one(SH_LIGHTS, ON), tags=("room-alias", "room-multi"))
case("alias", "主臥室的大燈關掉", one("mb_ceiling", OFF), tags=("room-alias", "duplicate-label"))
case("alias", "兒童房的小夜燈打開", one("kd_night", ON), tags=("room-alias",))
case("alias", "洗衣間的燈打開", one(LD_LIGHTS, ON), tags=("room-alias", "room-multi"))
case("alias", "頂樓的燈打開", one("rf_light", ON), tags=("room-alias", "floor"))
case("alias", "小孩的房間好熱", one("kd_ac", HOT_FIX), tags=("room-alias", "need", "climate"))
case("alias", "客人房的窗簾拉開", one("gs_curtain", OPEN), tags=("room-alias", "cover"))
case("alias", "每間臥室的冷氣都關掉", every(in_rooms(ACS, *BEDROOMS), OFF), tags=("room-alias", "bulk-all", "climate"))
case("alias", "浴室的燈全部關掉", every(BATH_LIGHTS, OFF), tags=("room-alias", "bulk-all", "category-by-name"))
case("alias", "陽台的水閥打開", one("rf_valve", VOPEN), tags=("room-alias", "valve"))

# --- [floor] 1樓/2樓/4樓 and 3F prefixes; 頂樓 is the roof, above 4樓; 玄關/樓梯間 have no floor ---
case("floor", "二樓的燈都關掉", every(on_floors(LIGHTS, "2"), OFF), tags=("floor", "bulk-all"))
case("floor", "三樓冷氣全部關掉", every(on_floors(ACS, "3"), OFF), tags=("floor", "bulk-all", "climate"))
case("floor", "樓下的燈打開", clarify(LIGHTS, ON), tags=("floor", "clarify", "relative-floor"))
case("floor", "除了佛堂，四樓的燈都關", every(except_rooms(on_floors(LIGHTS, "4"), "shrine"), OFF),
     tags=("floor", "bulk-except"))
case("floor", "3樓的燈全部打開", every(on_floors(LIGHTS, "3"), ON), tags=("floor", "bulk-all", "category-by-name"))
case("floor", "二樓冷氣全部打開", every(on_floors(ACS, "2"), ON), tags=("floor", "bulk-all", "climate"))
case("floor", "一樓的燈全部關掉", every(on_floors(LIGHTS, "1"), OFF), tags=("floor", "bulk-all", "no-floor-room"))
case("floor", "四樓的燈全部打開", every(on_floors(LIGHTS, "4"), ON), tags=("floor", "bulk-all", "roof"))
case("floor", "樓上的冷氣關掉", clarify(ACS, AC_OFF), tags=("floor", "clarify", "relative-floor", "climate"))
case("floor", "2F的燈都打開", every(on_floors(LIGHTS, "2"), ON), tags=("floor", "bulk-all", "code-mixed"))
case("floor", "三樓浴室燈打開", one("b3_light", ON), tags=("floor", "segmentation", "duplicate-label", "category-by-name"))
case("floor", "二樓浴室的抽風機關掉", one("b2_fan", OFF), tags=("floor", "category-by-name"))
case("floor", "4樓的除濕機打開", one("ld_dehumid", ON), tags=("floor", "home-type"))
case("floor", "一樓冷氣開一下", one("lr_ac", ON), tags=("floor", "climate", "colloquial"))
case("floor", "三樓的冷氣打開", clarify(on_floors(ACS, "3"), ON), tags=("floor", "clarify", "climate"))
case("floor", "除了小孩房，二樓的燈都關掉", every(except_rooms(on_floors(LIGHTS, "2"), "kids"), OFF),
     tags=("floor", "bulk-except"))
case("floor", "頂樓跟四樓的燈都關掉", every(on_floors(LIGHTS, "4", "R"), OFF), tags=("floor", "bulk-all", "roof"))
case("floor", "樓下冷氣打開", clarify(ACS, ON), tags=("floor", "clarify", "relative-floor", "climate"))
case("floor", "二樓冷氣打開", clarify(on_floors(ACS, "2"), ON), tags=("floor", "clarify", "climate", "duplicate-label"))
case("floor", "二楼的灯全部打开", every(on_floors(LIGHTS, "2"), ON), tags=("floor", "bulk-all", "simplified"))
case("floor", "四樓的冷氣打開", clarify(ACS, ON), tags=("floor", "clarify", "empty-floor", "climate"))

# --- [label-index] a numbered series: 崁燈1..崁燈6 in 1樓客廳 (5 and 6 are on/off only) ------
case("index", "崁燈3打開", one("lr_dl3", ON), tags=("label-index",))
case("index", "崁燈三關掉", one("lr_dl3", OFF), tags=("label-index", "numeral-zh"))
case("index", "3號崁燈調到40%", one("lr_dl3", SETLEVEL), tags=("label-index", "level"))
case("index", "第三個崁燈打開", one("lr_dl3", ON), tags=("label-index", "ordinal"))
case("index", "崁燈全開", every(DOWNLIGHTS, ON), tags=("label-index", "bulk-all"))
case("index", "崁燈全部關掉", every(DOWNLIGHTS, OFF), tags=("label-index", "bulk-all"))
case("index", "崁燈6關掉", one("lr_dl6", OFF), tags=("label-index",))
case("index", "崁燈五打開", one("lr_dl5", ON), tags=("label-index", "numeral-zh"))
case("index", "崁燈一到三打開", every(["lr_dl1", "lr_dl2", "lr_dl3"], ON), tags=("label-index", "bulk-all", "range"))
case("index", "崁燈4跟5關掉", every(["lr_dl4", "lr_dl5"], OFF), tags=("label-index", "bulk-all"))
case("index", "所有崁燈調到30%", every(with_cmd(DOWNLIGHTS, SETLEVEL), SETLEVEL),
     tags=("label-index", "bulk-all", "capability-subset", "level"))
case("index", "二號崁燈調暗一點", one("lr_dl2", BRIGHTER), tags=("label-index", "relative", "numeral-zh"))
case("index", "除了崁燈1，其他崁燈都關掉", every(without(DOWNLIGHTS, "lr_dl1"), OFF),
     tags=("label-index", "bulk-except", "exclude-name"))
case("index", "第六顆崁燈打開", one("lr_dl6", ON), tags=("label-index", "ordinal", "numeral-zh"))
case("index", "崁燈四亮度調到百分之六十", one("lr_dl4", SETLEVEL), tags=("label-index", "level", "numeral-zh"))
case("index", "崁灯2打开", one("lr_dl2", ON), tags=("label-index", "simplified"))

# --- [home-type] kinds of device only this home names ----------------------------------------
case("hometype", "鐵捲門打開", one("gr_door", DOPEN), tags=("home-type",))
case("hometype", "鐵捲門拉下來", one("gr_door", DCLOSE), tags=("home-type", "colloquial"))
case("hometype", "神明燈打開", one("sh_lamp", ON), tags=("home-type", "category-by-name"))
case("hometype", "唸佛機關掉", one("sh_chant", OFF), tags=("home-type", "plug"))
case("hometype", "電鍋插電", one("kt_rice", ON), tags=("home-type", "plug", "colloquial"))
case("hometype", "除濕機打開", one(DEHUMIDIFIERS, ON), tags=("home-type", "ambiguous-soft", "plug"))
case("hometype", "乾衣機開始烘", one("ld_dryer", OPSTART), tags=("home-type", "appliance"))
case("hometype", "暖風機開一下", one("b2_heater", ON), tags=("home-type", "partial-name", "colloquial"))
case("hometype", "投影幕放下來", one("lr_screen", CLOSE), tags=("home-type", "cover"))
case("hometype", "投影幕收起來", one("lr_screen", OPEN), tags=("home-type", "cover"))
case("hometype", "故事機大聲一點", one("kd_story", VOLUME_UP), tags=("home-type", "volume", "relative"))
case("hometype", "加壓馬達關掉", one("rf_pump", OFF), tags=("home-type",))
case("hometype", "電熱水器溫度調到55度", one("ld_heater", HEATSP), tags=("home-type", "temperature"))
case("hometype", "瓦斯偵測器靜音", one("kt_gas", [MUTE, SETMUTE]), tags=("home-type", "security", "volume"))
case("hometype", "抽油煙機開到最強", one("kt_hood", [FANMODE, FANPCT]), tags=("home-type", "no-switch"))
case("hometype", "阿嬤的電暖器打開", one("gs_heater", ON), tags=("home-type", "nickname", "plug"))
case("hometype", "幫我開機車充電", one("gr_plug", ON), tags=("home-type", "plug", "colloquial"))
case("hometype", "飲水機關掉", one("kt_water", OFF), tags=("home-type", "plug"))
case("hometype", "電毯打開", one("mb_blanket", ON), tags=("home-type", "plug"))
case("hometype", "空氣清淨機開自動", one("kd_purifier", PURIFIER), tags=("home-type", "capability-action"))
case("hometype", "神明燈的開關幫我打開", one("sh_lamp", ON), tags=("home-type", "tw-word", "category-by-name"))
case("hometype", "抽風機打開", one(EXHAUST_FANS, ON), tags=("home-type", "ambiguous-soft", "category-by-name"))

# --- [segmentation] where the words must be cut right ----------------------------------------
case("segment", "書房燈開", one("st_light", ON), tags=("segmentation",))
case("segment", "主臥大燈關", one("mb_ceiling", OFF), tags=("segmentation", "duplicate-label"))
case("segment", "小孩房大燈調成粉紅色", one("kd_ceiling", COLOR), tags=("segmentation", "color", "duplicate-label"))
case("segment", "阿嬤的燈打開", one("gs_lamp", ON), tags=("segmentation", "nickname"))
case("segment", "頂樓門鎖打開", one("rf_lock", UNLOCK_ANY), tags=("segmentation", "security"))
case("segment", "大門鎖上", one("en_lock", LOCK), tags=("segmentation", "security"))
case("segment", "客廳吊燈調到七十", one("lr_pendant", SETLEVEL), tags=("segmentation", "level", "numeral-zh"))
case("segment", "流理台燈開", one("kt_cabinet", ON), tags=("segmentation", "category-by-name"))
case("segment", "二樓主臥冷氣打開", one("mb_ac", ON), tags=("segmentation", "floor", "duplicate-label"))
case("segment", "Hue燈條關掉", one("lr_strip", OFF), tags=("segmentation", "english-label"))
case("segment", "曬衣間燈開", one("ld_light", ON), tags=("segmentation",))
case("segment", "床頭燈調暖一點", one("mb_bed", WARMER), tags=("segmentation", "color-temperature", "relative"))
case("segment", "鞋櫃燈開", one("en_shoe", ON), tags=("segmentation", "category-by-name"))
case("segment", "星星燈關", one("kd_star", OFF), tags=("segmentation",))
case("segment", "水槽燈打開", one("ld_sink", ON), tags=("segmentation",))
case("segment", "大門電子鎖鎖起來", one("en_lock", LOCK), tags=("segmentation", "security"))
case("segment", "浴室暖風機關掉", one("b2_heater", OFF), tags=("segmentation", "home-type"))

# --- [capability-action] modes, fan, shades, robot, media, colour, locks, two actions, polarity -
case("action", "主臥冷氣開冷氣模式", one("mb_ac", ACMODE), tags=("capability-action", "ac-mode"))
case("action", "客廳冷氣切暖氣", one("lr_ac", [THEAT, TMODE]), tags=("capability-action", "ac-mode"))
case("action", "小孩房冷氣改除濕", one("kd_ac", TMODE), tags=("capability-action", "ac-mode"))
case("action", "書房冷氣送風就好", one("st_ac", TMODE), tags=("capability-action", "ac-mode"))
case("action", "主臥冷氣用自動模式", one("mb_ac", ACMODE), tags=("capability-action", "ac-mode"))
case("action", "客廳冷氣調cool", one("lr_ac", [TCOOL, TMODE]), tags=("capability-action", "ac-mode", "code-mixed"))
case("action", "主臥冷氣開涼一點的", one("mb_ac", [ACMODE, HEATSP]), tags=("capability-action", "ac-mode", "colloquial"))
case("action", "主臥冷氣風速調到最強", one("mb_ac", ACFAN), tags=("capability-action", "fan"))
case("action", "電風扇開到最大", one("lr_fan", FAN_ON), tags=("capability-action", "fan", "no-switch"))
case("action", "電風扇擺頭", one("lr_fan", OSC), tags=("capability-action", "oscillation"))
case("action", "Dyson不要擺頭", one("lr_dyson", OSC), tags=("capability-action", "oscillation", "polarity", "english-label"))
case("action", "循環扇調到三段", one("mb_fan", FANSPEED), tags=("capability-action", "fan", "numeral-zh"))
case("action", "客廳窗簾開一半", one("lr_curtain", SHADELEVEL), tags=("capability-action", "cover", "level"))
case("action", "主臥窗簾拉開一點", one("mb_curtain", [SHADELEVEL, STEPSHADE]), tags=("capability-action", "cover", "relative"))
case("action", "紗簾關到剩兩成", one("lr_sheer", SHADELEVEL), tags=("capability-action", "cover", "level", "numeral-zh"))
case("action", "百葉窗葉片角度調一半", one("st_blind", TILT), tags=("capability-action", "cover"))
case("action", "小黑去掃地", one("nr_robot", RVCSTART), tags=("capability-action", "nickname", "no-room"))
case("action", "小黑回去充電", one("nr_robot", RVCHOME), tags=("capability-action", "nickname", "no-room"))
case("action", "小黑改成拖地模式", one("nr_robot", SETMODE), tags=("capability-action", "nickname", "no-room"))
case("action", "Soundbar大聲一點", one("lr_soundbar", VOLUME_UP), tags=("capability-action", "volume", "english-label"))
case("action", "JBL喇叭靜音", one("mb_speaker", [MUTE, SETMUTE]), tags=("capability-action", "volume", "tw-word"))
case("action", "客廳喇叭取消靜音", one("st_speaker", [UNMUTE, SETMUTE]),
     tags=("capability-action", "volume", "name-other-room", "tw-word"))
case("action", "客廳喇叭下一首", one("st_speaker", NEXT), tags=("capability-action", "media", "name-other-room", "tw-word"))
case("action", "電視暫停", one("lr_tv", MPAUSE), tags=("capability-action", "media"))
case("action", "電視下一集", one("lr_tv", NEXT), tags=("capability-action", "media"))
case("action", "Hue 燈條換成藍色", one("lr_strip", COLOR), tags=("capability-action", "color", "english-label"))
case("action", "檯燈調成暖白光", one(DESK_LAMPS, WARMER), tags=("capability-action", "color-temperature", "ambiguous-soft"))
case("action", "客廳吊燈色溫調到4000K", one("lr_pendant", SETCT), tags=("capability-action", "color-temperature"))
case("action", "大門鎖起來", one("en_lock", LOCK), tags=("capability-action", "security"))
case("action", "頂樓的門鎖開一下", one("rf_lock", UNLOCK_ANY), tags=("capability-action", "security", "colloquial"))
case("action", "主臥冷氣開冷氣模式調到26度", one("mb_ac", ACMODE), one("mb_ac", SETPOINT),
     tags=("capability-action", "two-actions", "ac-mode", "temperature"))
case("action", "打開檯燈並調到50%", one(DESK_LAMPS, ON), one(DESK_LAMPS, SETLEVEL),
     tags=("capability-action", "two-actions", "level", "ambiguous-soft"))
case("action", "客廳冷氣開除濕，風速調小", one("lr_ac", TMODE), one("lr_ac", [ACFAN, FANPCT]),
     tags=("capability-action", "two-actions", "ac-mode", "fan"))
case("action", "小孩房冷氣開暖氣然後調到24度", one("kd_ac", [THEAT, TMODE]), one("kd_ac", HEATSP),
     tags=("capability-action", "two-actions", "ac-mode", "temperature"))
case("action", "電風扇不要吹了", one("lr_fan", FAN_ON), tags=("capability-action", "polarity", "no-switch"))
case("action", "JBL喇叭不要靜音", one("mb_speaker", [UNMUTE, SETMUTE]), tags=("capability-action", "polarity", "volume"))
case("action", "客廳吊燈不要那麼亮", one("lr_pendant", BRIGHTER), tags=("capability-action", "polarity", "relative"))
case("action", "洗衣機開始洗", one("ld_washer", OPSTART), tags=("capability-action", "appliance"))
case("action", "洗衣機脫水轉速調高", one("ld_washer", SPIN), tags=("capability-action", "appliance"))
case("action", "乾衣機改成低溫", one("ld_dryer", TEMPLEVEL), tags=("capability-action", "appliance"))
case("action", "洗碗機暫停", one("kt_dish", OPPAUSE), tags=("capability-action", "appliance"))
case("action", "澆花水閥打開", one("rf_valve", VOPEN), tags=("capability-action", "valve"))
case("action", "警報器響起來", one("en_siren", [SIREN, BOTH, ON]), tags=("capability-action", "security"))
case("action", "警報器關掉", one("en_siren", [ALARMOFF, OFF]), tags=("capability-action", "security"))
case("action", "客廳冷氣開睡眠風", one("lr_ac", WIND), tags=("capability-action", "ac-mode"))
case("action", "小孩房冷氣溫度調高一度", one("kd_ac", SETPOINT), tags=("capability-action", "temperature", "relative"))
case("action", "電熱水器關掉", one("ld_heater", HEATER_OFF), tags=("capability-action", "no-switch"))
case("action", "Dyson風速調到high", one("lr_dyson", [PURIFIER, FANPCT]), tags=("capability-action", "fan", "code-mixed"))
case("action", "客廳喇叭音量調到20", one("st_speaker", SETVOL), tags=("capability-action", "volume", "name-other-room"))
case("action", "故事機靜音", one("kd_story", [MUTE, SETMUTE]), tags=("capability-action", "volume", "home-type"))
case("action", "Soundbar暫停", one("lr_soundbar", MPAUSE), tags=("capability-action", "media", "english-label"))
case("action", "星星燈換成紫色", one("kd_star", COLOR), tags=("capability-action", "color"))
case("action", "洗衣機改用快洗", one("ld_washer", SETMODE), tags=("capability-action", "appliance"))

# --- [any-count] any of several will do ------------------------------------------------------
case("anycount", "隨便開一個燈", one(LIGHTS, ON), tags=("any-count",))
case("anycount", "客廳開兩盞燈就好", one(LR_LIGHTS, ON), tags=("any-count", "room-core"))
case("anycount", "隨便開一盞崁燈", one(DOWNLIGHTS, ON), tags=("any-count", "label-index"))
case("anycount", "開兩盞崁燈", one(DOWNLIGHTS, ON), tags=("any-count", "label-index"))
case("anycount", "小孩房隨便開一個燈", one(KD_LIGHTS, ON), tags=("any-count", "room-core"))

# --- [soft-inherit] a follow-up without a room prefers the room of the turn before ------------
case("inherit", "冷氣也打開", one("st_ac", ON), tags=("soft-inherit", "duplicate-label"), history=("書房燈打開",))
case("inherit", "窗簾也拉上", one("mb_curtain", CLOSE), tags=("soft-inherit", "cover"), history=("主臥冷氣開26度",))
case("inherit", "冷氣開一下", one("kd_ac", ON), tags=("soft-inherit", "duplicate-label"), history=("小孩房大燈打開",))
case("inherit", "電視打開", one("lr_tv", ON), tags=("soft-inherit", "inherit-miss"), history=("書房燈關掉",))
case("inherit", "抽風機也開", one("b3_fan", ON), tags=("soft-inherit", "category-by-name"), history=("三樓浴室燈打開",))
case("inherit", "抽風機也打開", one("b2_fan", ON), tags=("soft-inherit", "category-by-name"), history=("二樓浴室燈打開",))
case("inherit", "冷氣也開", one("gs_ac", ON), tags=("soft-inherit",), history=("客房燈打開",))
case("inherit", "主臥的也打開", one("mb_ac", ON), tags=("soft-inherit", "room-override"), history=("書房冷氣開一下",))
case("inherit", "主臥的也打開", one("mb_curtain", OPEN), tags=("soft-inherit", "room-override", "cover"),
     history=("打開客廳窗簾",))
case("inherit", "小孩房的也開", one("kd_ceiling", ON), tags=("soft-inherit", "room-override", "duplicate-label"),
     history=("主臥大燈打開",))

# --- [need] a need, not a command: every acceptable device and command -----------------------
case("need", "書房好熱", one("st_ac", HOT_FIX), tags=("need", "climate"))
case("need", "阿嬤房間有點冷", one(["gs_heater", "gs_ac"], [ON, THEAT, TMODE, HEATSP]), tags=("need", "climate", "nickname"))
case("need", "客廳好悶", one(["lr_ac", "lr_fan", "lr_dyson"], [*HOT_FIX, ACFAN, FANPCT, PURIFIER]), tags=("need", "climate"))
case("need", "好潮濕喔", one([*DEHUMIDIFIERS, *DRY_ACS], [ON, ACMODE, TMODE]), tags=("need", "home-type"))
case("need", "客廳太亮了", one([*LR_LIGHTS, "lr_curtain", "lr_sheer"], [OFF, SETLEVEL, STEPLEVEL, CLOSE, SHADELEVEL]),
     tags=("need", "room-core"))
case("need", "小孩房太吵了", one(["kd_story", "kd_purifier"], [*QUIETER, PURIFIER, FANPCT]), tags=("need", "volume"))
case("need", "洗澡水不夠熱", one("ld_heater", [HEATSP, THEAT, TMODE]), tags=("need", "home-type"))
case("need", "書房有點暗", one([*ST_LIGHTS, "st_blind"], [ON, SETLEVEL, STEPLEVEL, OPEN, SHADELEVEL, TILT]),
     tags=("need", "room-core"))
case("need", "主臥好冷喔", one(["mb_ac", "mb_blanket"], [ON, ACMODE, HEATSP]), tags=("need", "climate"))
case("need", "曬衣間的衣服都乾不了", one(["ld_dehumid", "ld_dryer"], [ON, OPSTART]), tags=("need", "home-type"))
case("need", "電視太大聲了", one("lr_soundbar", QUIETER), tags=("need", "volume", "tv-no-volume"))
case("need", "廚房好多油煙", one("kt_hood", [FANMODE, FANPCT]), tags=("need", "home-type", "no-switch"))
case("need", "浴室好冷", one("b2_heater", ON), tags=("need", "room-alias", "home-type"))
case("need", "阿嬤說她房間太亮", one([*GS_LIGHTS, "gs_curtain"], [OFF, SETLEVEL, STEPLEVEL, CLOSE, SHADELEVEL]),
     tags=("need", "nickname"))
case("need", "屋頂水壓好小", one("rf_pump", ON), tags=("need", "home-type"))

# --- [clarify] identical labels across rooms, several rooms, or nothing to refer to -----------
case("clarify", "冷氣打開", clarify(ACS, ON), tags=("clarify", "duplicate-label", "climate"))
case("clarify", "浴室燈打開", clarify(BATH_LIGHTS, ON), tags=("clarify", "duplicate-label"))
case("clarify", "把它關掉", clarify(OFFABLE, OFF), tags=("clarify", "pronoun", "no-referent"))
case("clarify", "大燈打開", clarify(["mb_ceiling", "kd_ceiling"], ON), tags=("clarify", "duplicate-label"))
case("clarify", "窗簾拉開", clarify(BLINDS, OPEN), tags=("clarify", "cover"))
case("clarify", "喇叭大聲一點", clarify(with_cmd(SPEAKERS, VOLUP), VOLUME_UP), tags=("clarify", "volume", "tw-word"))
case("clarify", "冷氣調到26度", clarify(ACS, SETPOINT), tags=("clarify", "duplicate-label", "temperature"))
case("clarify", "燈打開", clarify(LIGHTS, ON), tags=("clarify", "type"))
case("clarify", "電扇打開", clarify(of_category("Fan"), [ON, *FAN_ON]), tags=("clarify", "tw-word"))
case("clarify", "冷氣關掉", clarify(ACS, AC_OFF), tags=("clarify", "duplicate-label", "climate"))
case("clarify", "窗簾關一半", clarify(with_cmd(BLINDS, SHADELEVEL), SHADELEVEL), tags=("clarify", "cover", "level"))
case("clarify", "音樂暫停", clarify(with_cmd(SPEAKERS, MPAUSE), MPAUSE), tags=("clarify", "media"))
case("clarify", "大燈調到50%", clarify(["mb_ceiling", "kd_ceiling"], SETLEVEL), tags=("clarify", "duplicate-label", "level"))
case("clarify", "溫度調低一點", clarify(ACS, SETPOINT), tags=("clarify", "temperature", "relative"))
case("clarify", "幫我把冷氣溫度調高", clarify(ACS, SETPOINT), tags=("clarify", "temperature", "relative", "colloquial"))

# --- [not-command] chit-chat, weather, world questions, gibberish, thanks --------------------
for _q, _t in [("你好", ()), ("今天台北天氣怎麼樣", ("weather",)), ("明天會下雨嗎", ("weather",)),
               ("颱風什麼時候來", ("weather",)), ("101大樓有幾層樓", ("world", "floor-word")),
               ("冷氣是誰發明的", ("world", "device-word")), ("电灯是爱迪生发明的吗", ("world", "device-word", "simplified")),
               ("謝謝你喔", ("thanks",)), ("哈哈哈哈", ()), ("asdf jkl;", ("gibberish",)), ("嗯嗯嗯", ("gibberish",)),
               ("呷飽未", ("taiwanese",)), ("等一下再說好了", ()), ("你會講台語嗎", ()),
               ("幫我查一下高鐵時刻表", ("world",)), ("唉，今天上班好累", ()), ("阿嬤今年幾歲你知道嗎", ("nickname-word",)),
               ("晚安啦，明天見", ()), ("辛苦了，謝謝", ("thanks",)), ("我們家是四樓半的透天厝喔", ("floor-word",))]:
    case("none", _q, none(), tags=("not-command", *_t))

LONG_TEXTS = [
    ("欸，你有在聽嗎？我跟你講喔，今天早上我去傳統市場買菜，那個賣魚的阿伯說今年颱風比較多，漁船都不太能出海，"
     "所以魚都變貴了，一斤虱目魚要兩百多塊，我想說怎麼那麼貴，以前一百塊就買得到了。後來我又去隔壁攤買了一把地瓜葉"
     "跟一顆高麗菜，老闆娘人很好，還多送我兩根蔥。回來的時候在巷口遇到對面三樓那個陳太太，她說她孫子考上台大電機系了，"
     "很厲害喔，我說我們家弟弟也很會讀書啊，只是每天晚上都在玩手機，講都講不聽。中午我煮了一鍋排骨湯，你爸說太鹹，"
     "我說那你下次自己煮啊。下午我在佛堂念經念到一半就睡著了，醒來的時候已經四點多了，樓下電視還開著在播那個八點檔的"
     "重播，我也看不太懂在演什麼，一直在吵架。啊我剛剛上樓覺得房間涼涼的，晚上應該不會熱了，冷氣開整晚也浪費電，"
     "現在電費很貴捏，上個月電費單來我嚇一跳。好啦，我不囉嗦了，你幫我把三樓客房的冷氣關掉好了。",
     one("gs_ac", AC_OFF)),
    ("今天真的是累死了。早上八點就出門，結果市民大道又在塞車，從建國高架下來一路塞到公司，差點遲到。一進公司老闆又臨時"
     "說要開會，講下一季的業績要再拚一點，我心裡想說現在景氣這麼差是要怎麼拚。中午跟同事去吃牛肉麵，那家在忠孝東路的"
     "巷子裡面，排隊排了二十分鐘，不過湯頭真的不錯，下次帶你們去吃。下午客戶又打電話來抱怨出貨太慢，我在電話裡跟他"
     "解釋了快一個小時，嘴巴都講乾了。回家的時候開始下大雨，騎機車整個淋濕，新聞說明天颱風可能會從宜蘭登陸，叫大家要"
     "做好防颱準備，不要出門。對了，機車我已經牽進車庫了，充電的事情明天早上再說，今天先不要管它。晚餐我在路上隨便買了"
     "一個便當，現在只想趕快洗個澡然後睡覺。外面的風雨越來越大了，雨都打到門口來了。好啦不講了，幫我把鐵捲門拉下來。",
     one("gr_door", DCLOSE)),
    ("我跟你說，今天真的是兵荒馬亂。早上送弟弟去上學，他的數學作業又忘了帶，我只好再開車回來拿，結果在學校門口被警衛"
     "攔下來問了半天。回到家發現曬衣間那台除濕機的水桶又滿了，昨天才倒過耶，台北這種天氣真的是什麼東西都濕濕的，"
     "衣服晾了兩天都還有味道。中午我本來想說讓小黑把一樓掃一掃，結果它又卡在沙發底下，一直在那邊嗶嗶叫，我趴在地上"
     "拉了好久才把它弄出來，還順便撿到弟弟上禮拜說找不到的橡皮擦。下午姊姊說她房間的星星燈怪怪的，一閃一閃的，我看是"
     "燈泡要換了吧，晚一點再說。晚餐煮了三杯雞跟炒青菜，大家都說好吃，只有你爸說太油。剛剛看地板還是有一點灰塵，"
     "但我今天已經沒力氣了，明天再讓它重新掃一次就好。所以你現在先叫小黑回去充電啦。",
     one("nr_robot", RVCHOME)),
]
for _q, _e in LONG_TEXTS:
    case("long", _q, _e, tags=("long-text",))

# --- ordinary: on/off by name ------------------------------------------------------------------
case("name", "客廳吊燈打開", one("lr_pendant", ON), tags=("name",))
case("name", "立燈關掉", one("lr_floor", OFF), tags=("name",))
case("name", "打開電視", one("lr_tv", ON), tags=("name", "unique-type", "media"))
case("name", "Soundbar打開", one("lr_soundbar", ON), tags=("name", "english-label", "media"))
case("name", "把Dyson打開", one("lr_dyson", PURIFIER_ON), tags=("name", "english-label", "no-switch"))
case("name", "米家台灯打开", one("kd_lamp", ON), tags=("name", "simplified", "simplified-label"))
case("name", "儲藏室的燈打開", one("nr_storage", ON), tags=("name", "stale-room"))
case("name", "打开洗衣机", one("ld_washer", ON), tags=("name", "simplified", "appliance"))
case("name", "关掉电视", one("lr_tv", OFF), tags=("name", "simplified", "media"))
case("name", "書房除濕機關掉", one("st_dehumid", OFF), tags=("name", "home-type"))
case("name", "電腦插座關掉", one("st_pc", OFF), tags=("name", "plug"))
case("name", "打開浴室抽風機", one("b2_fan", ON), tags=("name", "category-by-name"))
case("name", "紗簾打開", one("lr_sheer", OPEN), tags=("name", "cover"))
case("name", "遮光窗簾拉上", one("kd_curtain", CLOSE), tags=("name", "cover"))
case("name", "客房窗簾打開", one("gs_curtain", OPEN), tags=("name", "cover"))
case("name", "小夜燈打開", one("kd_night", ON), tags=("name",))
case("name", "床頭燈關掉", one("mb_bed", OFF), tags=("name",))
case("name", "幫我把二樓浴室的電燈打開一下", one("b2_light", ON), tags=("name", "floor", "tw-word", "colloquial"))
case("name", "樓梯燈的開關關掉", one("sw_light", OFF), tags=("name", "tw-word"))
case("name", "把客厅的窗帘打开", one(["lr_curtain", "lr_sheer"], OPEN), tags=("room-type", "simplified", "cover", "room-multi"))
case("name", "小黑开始扫地", one("nr_robot", RVCSTART), tags=("name", "simplified", "nickname", "no-room"))
case("name", "主卧空调调到25度", one("mb_ac", SETPOINT), tags=("room-type", "simplified", "temperature", "mainland-word"))
case("name", "循環扇關掉", one("mb_fan", OFF), tags=("name",))
case("name", "把唸佛機打開", one("sh_chant", ON), tags=("name", "home-type"))

# --- brightness ----------------------------------------------------------------------------------
case("level", "客廳吊燈調到50%", one("lr_pendant", SETLEVEL), tags=("level",))
case("level", "立燈調亮一點", one("lr_floor", BRIGHTER), tags=("level", "relative"))
case("level", "玄關燈亮度調到百分之三十", one("en_light", SETLEVEL), tags=("level", "numeral-zh"))
case("level", "星星燈調暗", one("kd_star", BRIGHTER), tags=("level", "relative"))
case("level", "阿嬤的燈調到最暗", one("gs_lamp", BRIGHTER), tags=("level", "nickname"))
case("level", "书房灯调到80%", one("st_light", SETLEVEL), tags=("level", "simplified"))
case("level", "佛堂燈調到六十", one("sh_light", SETLEVEL), tags=("level", "numeral-zh"))
case("level", "把樓梯燈調暗一點", one("sw_light", BRIGHTER), tags=("level", "relative"))
case("level", "鞋櫃燈調到兩成亮", one("en_shoe", SETLEVEL), tags=("level", "category-by-name", "numeral-zh"))
case("level", "陽台燈亮度調一半", one("rf_light", SETLEVEL), tags=("level", "name"))

# --- state questions -----------------------------------------------------------------------------
case("state", "客廳現在幾度", one(["lr_th", "lr_ac"], ANY), tags=("state-query", "room-core"))
case("state", "大門有鎖嗎", one("en_lock", ANY), tags=("state-query", "security"))
case("state", "大門有沒有關好", one(["en_door", "en_lock"], ANY), tags=("state-query", "security", "no-spec"))
case("state", "車庫有人嗎", one("gr_motion", ANY), tags=("state-query", "room-core", "no-spec"))
case("state", "樓梯間有人嗎", one(["sw_motion", "sw_light"], ANY), tags=("state-query", "room-core", "no-spec"))
case("state", "浴室有沒有漏水", one("b2_leak", ANY), tags=("state-query", "room-alias", "no-spec"))
case("state", "冰箱門有關好嗎", one("kt_fridge", ANY), tags=("state-query", "no-spec"))
case("state", "洗衣機洗好了沒", one("ld_washer", ANY), tags=("state-query", "appliance"))
case("state", "主臥的窗戶有關嗎", one("mb_window", ANY), tags=("state-query", "room-core", "no-spec"))
case("state", "電熱水器現在幾度", one("ld_heater", ANY), tags=("state-query", "home-type"))
case("state", "瓦斯有沒有外洩", one("kt_gas", ANY), tags=("state-query", "security"))
case("state", "小黑掃完了嗎", one("nr_robot", ANY), tags=("state-query", "nickname"))
case("state", "書房濕度多少", one("st_ac", ANY), tags=("state-query", "room-core"))
case("state", "曬衣間濕度多少", one("ld_th", ANY), tags=("state-query", "room-core", "variant-char"))
case("state", "頂樓的門有鎖嗎", one("rf_lock", ANY), tags=("state-query", "security", "room-alias"))
case("state", "四樓有沒有漏水", one("ld_leak", ANY), tags=("state-query", "floor", "no-spec"))

# --- references to earlier turns (history) -------------------------------------------------------
case("history", "調亮一點", one("st_desk", BRIGHTER), tags=("reference", "relative"), history=("打開書房的檯燈",))
case("history", "調到25度", one("lr_ac", SETPOINT), tags=("reference", "temperature"), history=("客廳冷氣打開",))
case("history", "換成紫色", one("kd_star", COLOR), tags=("reference", "color"), history=("星星燈打開",))
case("history", "下一首", one("st_speaker", NEXT), tags=("reference", "media"), history=("客廳喇叭播放",))
case("history", "暫停一下", one("ld_washer", OPPAUSE), tags=("reference", "appliance"), history=("洗衣機開始洗",))
case("history", "把它關掉", one("lr_dl3", OFF), tags=("reference", "pronoun", "label-index"), history=("打開崁燈3",))
case("history", "停", one("mb_curtain", PAUSE), tags=("reference", "cover"), history=("主臥窗簾打開",))
case("history", "書房的", one("st_ac", ON), tags=("reference", "clarify-followup", "duplicate-label"), history=("冷氣打開",))
case("history", "三樓那個", one("b3_light", ON), tags=("reference", "clarify-followup", "floor"), history=("浴室燈打開",))
case("history", "不要吹了", one("lr_fan", FAN_ON), tags=("reference", "polarity", "no-switch"), history=("電風扇打開",))
case("history", "太吵了", one("lr_soundbar", QUIETER), tags=("reference", "need", "volume"), history=("Soundbar打開",))
case("history", "太亮了", one(ST_LIGHTS, [OFF, SETLEVEL, STEPLEVEL]), tags=("reference", "need", "soft-inherit"),
     history=("書房燈打開",))
case("history", "亮度調到30", one("lr_strip", SETLEVEL), tags=("reference", "level"), history=("Hue 燈條打開",))
case("history", "算了，關掉", one("kd_ac", AC_OFF), tags=("reference", "colloquial"), history=("小孩房冷氣打開",))
case("history", "主臥的", one("mb_ceiling", ON), tags=("reference", "clarify-followup", "duplicate-label"), history=("大燈打開",))
case("history", "關起來", one("gr_door", DCLOSE), tags=("reference", "home-type"), history=("鐵捲門打開",))
case("history", "冷氣不要開了", one("st_ac", AC_OFF), tags=("reference", "polarity"), history=("書房冷氣開一下",))
case("history", "那個關掉", one("sh_chant", OFF), tags=("reference", "pronoun", "home-type"), history=("唸佛機打開",))

# --- bulk: all -----------------------------------------------------------------------------------
case("bulk", "所有的燈都關掉", every(LIGHTS, OFF), tags=("bulk-all", "category-by-name", "stale-room"))
case("bulk", "全部的燈打開", every(LIGHTS, ON), tags=("bulk-all", "category-by-name"))
case("bulk", "所有冷氣都關掉", every(ACS, OFF), tags=("bulk-all", "climate"))
case("bulk", "全部窗簾都拉上", every(BLINDS, CLOSE), tags=("bulk-all", "cover"))
case("bulk", "所有插座都關掉", every(PLUGS, OFF), tags=("bulk-all", "plug"))
case("bulk", "所有喇叭都暫停", every(with_cmd(SPEAKERS, MPAUSE), MPAUSE), tags=("bulk-all", "media", "capability-subset", "tw-word"))
case("bulk", "所有燈都調到50%", every(with_cmd(LIGHTS, SETLEVEL), SETLEVEL), tags=("bulk-all", "level", "capability-subset"))
case("bulk", "小孩房的燈全部關掉", every(KD_LIGHTS, OFF), tags=("bulk-all", "room-core"))
case("bulk", "客廳的燈全部打開", every(LR_LIGHTS, ON), tags=("bulk-all", "room-core"))
case("bulk", "兩台除濕機都打開", every(DEHUMIDIFIERS, ON), tags=("bulk-all", "home-type"))
case("bulk", "兩個抽風機都打開", every(EXHAUST_FANS, ON), tags=("bulk-all", "category-by-name"))
case("bulk", "全部的門都鎖起來", every(of_category("SmartLock"), LOCK), tags=("bulk-all", "security"))
case("bulk", "所有的燈都調成暖光", every(with_cmd(LIGHTS, SETCT), SETCT), tags=("bulk-all", "color-temperature", "capability-subset"))
case("bulk", "所有的灯都关掉", every(LIGHTS, OFF), tags=("bulk-all", "simplified", "category-by-name"))
case("bulk", "書房的燈全部打開", every(ST_LIGHTS, ON), tags=("bulk-all", "room-core"))

# --- bulk: except --------------------------------------------------------------------------------
case("except", "除了主臥，其他的燈都關掉", every(except_rooms(LIGHTS, "master"), OFF), tags=("bulk-except", "category-by-name"))
case("except", "除了書房以外，冷氣全部關掉", every(except_rooms(ACS, "study"), OFF), tags=("bulk-except", "climate"))
case("except", "除了客廳，所有窗簾都關起來", every(except_rooms(BLINDS, "living"), CLOSE), tags=("bulk-except", "cover"))
case("except", "燈全部關掉，神明燈除外", every(without(LIGHTS, "sh_lamp"), OFF), tags=("bulk-except", "exclude-name", "home-type"))
case("except", "除了客廳跟廚房，燈都關", every(except_rooms(LIGHTS, "living", "kitchen"), OFF), tags=("bulk-except", "category-by-name"))
case("except", "客廳的燈除了立燈全部關掉", every(without(LR_LIGHTS, "lr_floor"), OFF), tags=("bulk-except", "exclude-name", "room-core"))
case("except", "除了小孩房，其他房間的冷氣都打開", every(except_rooms(ACS, "kids"), ON), tags=("bulk-except", "climate"))
case("except", "插座全部關掉，電腦插座跟電鍋不要動", every(without(PLUGS, "st_pc", "kt_rice"), OFF),
     tags=("bulk-except", "exclude-name", "plug"))


# ---------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------
TRAD_CHARS = set("開關燈廳臥調書檯點電視兒頂帶牆綠掃機們這個風氣簾樓濕溼幫暫聲捲鐵鍋鎖門麼陽臺曬飲間廁廚庫擺讓嗎還說聽級號強換彈隨蓋嬤熱裡現會謝颱東陰體層")
SIMP_CHARS = set("开关灯厅卧调书台点电视儿顶带墙绿扫机们这个风气帘楼湿窗帮暂声卷铁锅锁门么阳晒饮间厨库摆让吗还说听号强换随热里现会谢东层")


def finish_cases() -> list[dict]:
    out = []
    per_group: Counter = Counter()
    for c in CASES:
        per_group[c["group"]] += 1
        tags = list(dict.fromkeys(c["tags"]))
        modes = [e["mode"] for e in c["expect"]]
        if len(c["expect"]) > 1 and "multi-command" not in tags:
            tags.append("multi-command")
        if "all" in modes and not any(t.startswith("bulk") for t in tags):
            tags.append("bulk-all")
        if "clarify" in modes and "clarify" not in tags:
            tags.append("clarify")
        if c["history"]:
            tags.append("history")
        if any(ANY in e["capabilities"] for e in c["expect"]) and "state-query" not in tags:
            tags.append("state-query")
        q = c["query"]
        if any(ch in SIMP_CHARS for ch in q) and not any(ch in TRAD_CHARS for ch in q) and "simplified" not in tags:
            tags.append("simplified")
        if any(ch in TRAD_CHARS for ch in q) and "traditional" not in tags:
            tags.append("traditional")
        expect = [{"devices": [dev_id(k) for k in e["devices"]], "capabilities": e["capabilities"], "mode": e["mode"]}
                  for e in c["expect"]]
        row = {"id": f"tp-{c['group']}-{per_group[c['group']]:03d}", "home": "home.json", "query": q,
               "expect": expect, "tags": tags}
        if c["history"]:
            row["history"] = c["history"]
        out.append(row)
    return out


def home_json() -> dict:
    rooms = [{"roomId": room_id(k), "locationId": LOCATION_ID, "name": name} for k, (name, _, _) in ROOMS.items()]
    items = []
    for key, (label, name, room, prof_name, _driver, transport) in DEVICES.items():
        prof = profile_of(key)
        comps = [{"id": "main", "label": "main",
                  "capabilities": [{"id": c, "version": 1} for c in prof["capabilities"]],
                  "categories": [{"name": c, "categoryType": "manufacturer"} for c in prof["categories"]]}]
        comps += [{"id": o["id"], "label": o["id"],
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


def spec_lines() -> list[dict]:
    return list(SPEC.values())


def render() -> dict[str, str]:
    """The four files' contents, as this script writes them."""
    home = home_json()
    cases = finish_cases()
    files = {
        "home.json": json.dumps(home, ensure_ascii=False, indent=2) + "\n",
        "spec.jsonl": "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in spec_lines()),
        "cases.jsonl": "".join(json.dumps(row, ensure_ascii=False) + "\n" for row in cases),
    }
    files["README.md"] = readme(home, cases)
    return files


# ---------------------------------------------------------------------------------------------
# Validation (runs on the files as written: `--check`)
# ---------------------------------------------------------------------------------------------
REQUIRED_TAGS = ("room-core", "room-alias", "floor", "label-index", "home-type", "segmentation",
                 "capability-action", "any-count", "soft-inherit", "not-command", "long-text", "need",
                 "clarify", "name", "room-type", "level", "state-query", "reference", "bulk-all", "bulk-except")


def validate(home: dict, spec: list[dict], cases: list[dict]) -> list[str]:
    errors: list[str] = []
    capdefs = CAPDEFS
    by_name: dict[str, list[dict]] = {}
    for p in PROFILES.values():
        by_name.setdefault(p["name"], []).append(p)

    # home
    room_ids = {r["roomId"] for r in home["rooms"]}
    if len(room_ids) != len(home["rooms"]):
        errors.append("home: duplicate roomId")
    devices: dict[str, dict] = {}
    for item in home["items"]:
        did = item["deviceId"]
        if did in devices:
            errors.append(f"home: duplicate deviceId {did}")
        devices[did] = item
        main = [c for c in item["components"] if c["id"] == "main"]
        if len(main) != 1:
            errors.append(f"home: {did} has no single main component")
            continue
        caps = [c["id"] for c in main[0]["capabilities"]]
        cats = [c["name"] for c in main[0]["categories"]]
        if not any(p["capabilities"] == caps and p["categories"] == cats for p in by_name.get(item["profile"]["id"], [])):
            errors.append(f"home: {did} main component differs from every real profile {item['profile']['id']}")
        if "locationId" not in item:
            errors.append(f"home: {did} lacks locationId")
    home_profiles = {item["profile"]["id"] for item in home["items"]}

    # spec
    spec_by_profile: dict[str, set[str]] = {}
    for line in spec:
        pid = line["profileId"]
        if pid in spec_by_profile:
            errors.append(f"spec: duplicate profile {pid}")
        ids = set()
        main_caps = set(by_name[pid][0]["capabilities"]) if pid in by_name else set()
        for c in line["capabilities"]:
            parts = c["id"].split("-")
            if len(parts) != 3 or parts[0] != "main":
                errors.append(f"spec: {pid}: bad id {c['id']}")
                continue
            _, cap, cmd = parts
            if cap not in capdefs or cmd not in {x["name"] for x in capdefs[cap]["commands"]}:
                errors.append(f"spec: {pid}: {c['id']} is not a command of capabilities.json")
            if cap not in main_caps:
                errors.append(f"spec: {pid}: {cap} is not on the profile's main component")
            if not c.get("description"):
                errors.append(f"spec: {pid}: {c['id']} has no description")
            ids.add(c["id"])
        spec_by_profile[pid] = ids
    if set(spec_by_profile) - home_profiles:
        errors.append(f"spec: profiles not in the home: {sorted(set(spec_by_profile) - home_profiles)}")
    missing = home_profiles - set(spec_by_profile)
    if not 3 <= len(missing) <= 4:
        errors.append(f"spec: {len(missing)} home profiles left out (want 3-4): {sorted(missing)}")

    def supports(did: str) -> set[str]:
        return spec_by_profile.get(devices[did]["profile"]["id"], set())

    # cases
    seen_ids: set[str] = set()
    for row in cases:
        cid = row.get("id")
        where = f"case {cid}"
        if cid in seen_ids:
            errors.append(f"{where}: duplicate id")
        seen_ids.add(cid)
        if row.get("home") != "home.json" or not row.get("query") or not row.get("tags"):
            errors.append(f"{where}: home/query/tags missing")
        if not row.get("expect"):
            errors.append(f"{where}: empty expect")
        if "history" in row and not all(isinstance(h, str) and h for h in row["history"]):
            errors.append(f"{where}: bad history")
        if "long-text" in row["tags"] and not 300 <= len(row["query"]) <= 1000:
            errors.append(f"{where}: long text is {len(row['query'])} characters")
        for n, e in enumerate(row["expect"]):
            at = f"{where} expect[{n}]"
            mode, devs, cmds = e["mode"], e["devices"], e["capabilities"]
            if mode not in ("one", "all", "clarify", "none"):
                errors.append(f"{at}: unknown mode {mode}")
                continue
            if mode == "none":
                if devs or cmds:
                    errors.append(f"{at}: mode none must list no devices and no commands")
                continue
            if not devs or not cmds:
                errors.append(f"{at}: empty devices or capabilities")
                continue
            if len(set(devs)) != len(devs):
                errors.append(f"{at}: duplicate device")
            unknown = [d for d in devs if d not in devices]
            if unknown:
                errors.append(f"{at}: unknown device ids {unknown}")
                continue
            if ANY in cmds:
                if cmds != [ANY]:
                    errors.append(f"{at}: '*' must stand alone")
                continue
            for d in devs:
                if not supports(d):
                    errors.append(f"{at}: device {devices[d].get('label')} has no spec line, only '*' may be expected")
            for c in cmds:
                if not any(c in supports(d) for d in devs):
                    errors.append(f"{at}: no listed device supports {c}")
            if mode in ("one", "clarify"):
                for d in devs:
                    if supports(d) and not set(cmds) & supports(d):
                        errors.append(f"{at}: {devices[d].get('label')} supports none of {cmds}")
                if mode == "clarify" and len(devs) < 2:
                    errors.append(f"{at}: clarify with fewer than two candidates")
            if mode == "all":
                if len(devs) < 2:
                    errors.append(f"{at}: bulk set of fewer than two devices")
                for d in devs:
                    lack = [c for c in cmds if c not in supports(d)]
                    if lack:
                        errors.append(f"{at}: bulk device {devices[d].get('label')} lacks {lack}")

    # the brief's minimums
    n_light = sum(1 for item in home["items"]
                  if [c for c in item["components"] if c["id"] == "main"][0]["categories"][:1] == [{"name": "Light", "categoryType": "manufacturer"}])
    if len(home["items"]) < 85:
        errors.append(f"home: only {len(home['items'])} devices")
    if n_light < 25:
        errors.append(f"home: only {n_light} Light-category devices")
    if len(cases) < 200:
        errors.append(f"cases: only {len(cases)}")
    tags = Counter(t for row in cases for t in row["tags"])
    for t in REQUIRED_TAGS:
        if not tags[t]:
            errors.append(f"cases: no case tagged {t}")
    if tags["long-text"] != 3:
        errors.append(f"cases: {tags['long-text']} long-text cases (want 3)")
    return errors


def report(home: dict, spec: list[dict], cases: list[dict]) -> None:
    modes = Counter(e["mode"] for row in cases for e in row["expect"])
    tags = Counter(t for row in cases for t in row["tags"])
    n_cmd = sum(len(s["capabilities"]) for s in spec)
    print(f"rooms {len(home['rooms'])}, devices {len(home['items'])}, spec profiles {len(spec)}, commands {n_cmd}, "
          f"cases {len(cases)}, expect entries {sum(modes.values())}")
    print("modes: " + ", ".join(f"{m} {k}" for m, k in sorted(modes.items())))
    print("tags:")
    for t, k in tags.most_common():
        print(f"  {t:22s} {k}")


# ---------------------------------------------------------------------------------------------
# README
# ---------------------------------------------------------------------------------------------
TAG_MEANING = {
    "room-core": "a room said by its core (客廳 for 1樓客廳, 書房 for 3F 書房)",
    "room-alias": "a kind of room or another word for it (臥室, 廁所/洗手間/浴室, 神明廳, 洗衣間, 頂樓, 兒童房)",
    "floor": "a floor (二樓, 3樓, 2F, 樓上/樓下, 頂樓)",
    "relative-floor": "樓上/樓下: relative to where the speaker is, which the home does not know: clarify",
    "empty-floor": "the floor exists but has no device of that type: clarify, never widen",
    "no-floor-room": "the floor set leaves out 玄關 and 樓梯間, whose names carry no floor",
    "roof": "頂樓 is the roof, not 4樓: 頂樓陽台 is in or out of a 四樓 set accordingly",
    "label-index": "a numbered series (崁燈1..崁燈6): digits, Chinese numerals, 號, 第N個, ranges, all",
    "ordinal": "第三個 / 第六顆", "range": "一到三: a range of the series",
    "home-type": "a kind of device this home names (鐵捲門, 神明燈, 唸佛機, 電鍋, 除濕機, 暖風機, 投影幕, 故事機, 加壓馬達)",
    "segmentation": "the words must be cut right (三樓+浴室燈, 主臥+大燈, 大門+鎖上, 頂樓門鎖)",
    "capability-action": "a specific command: modes, fan, oscillation, shade level, robot, media, colour, lock",
    "ac-mode": "冷氣 modes: 冷氣/涼, 暖氣, 除濕, 送風, 自動, cool, 睡眠風", "oscillation": "擺頭",
    "two-actions": "two commands on one target: two entries", "polarity": "a negated request (不要吹了, 不要靜音)",
    "any-count": "any of several will do (隨便開一個燈, 開兩盞)",
    "soft-inherit": "a follow-up without a room prefers the previous turn's room, but does not require it",
    "room-override": "a follow-up names another room and inherits the type", "inherit-miss": "the inherited room has no such device",
    "not-command": "chit-chat, weather, world questions, gibberish, thanks: mode none",
    "long-text": "a 300-1000 character ramble ending in one real request",
    "need": "a need, not a command (好熱, 有點冷, 好悶, 好潮濕, 太亮, 太吵, 洗澡水不夠熱)",
    "clarify": "mode clarify", "no-referent": "a pronoun with nothing to refer to",
    "name": "names the device by its label", "room-type": "a room and a device type",
    "level": "a brightness/level", "relative": "a relative change (調亮一點, 高一度)",
    "state-query": "a question about state (capabilities [\"*\"])", "no-spec": "the device's profile is left out of spec.jsonl",
    "reference": "refers to an earlier turn", "history": "earlier turns in `history`", "pronoun": "它 / 那個",
    "clarify-followup": "answers an earlier clarifying question",
    "bulk-all": "a quantifier (所有, 全部, 都, 全開): mode all", "bulk-except": "an exclusion (除了…, …除外): mode all",
    "exclude-name": "the exclusion names a device", "capability-subset": "only the devices that support the command",
    "room-multi": "a room with several lights: any is accepted", "ambiguous-soft": "several label matches; any is accepted",
    "duplicate-label": "a label shared across rooms (冷氣 ×3, 大燈 ×2, 浴室燈 ×2)",
    "name-other-room": "客廳喇叭, which sits in 3F 書房", "category-by-name": "a Switch relay whose label says 燈 or 抽風機",
    "stale-room": "儲藏室燈: roomId of a deleted room", "no-room": "小黑 has no room",
    "english-label": "Hue 燈條, Soundbar, Dyson, JBL喇叭", "simplified-label": "米家台灯",
    "tw-word": "Taiwanese Mandarin words (電燈, 開關, 喇叭, 電扇)", "mainland-word": "空调 for 冷氣",
    "code-mixed": "Chinese with English words", "colloquial": "colloquial wording",
    "numeral-zh": "Chinese numerals", "traditional": "Traditional characters", "simplified": "Simplified characters",
    "nickname": "a nickname (小黑, 阿嬤的燈, 阿嬤的電暖器)", "climate": "air conditioners and heaters",
    "temperature": "a target temperature", "fan": "fan speed", "cover": "curtains, blinds, screen",
    "media": "TV and speakers", "volume": "volume or mute", "appliance": "washer, dryer, dishwasher",
    "security": "locks, siren, gas", "valve": "the watering valve", "plug": "smart plugs",
    "color": "a colour", "color-temperature": "warm/cool white", "no-switch": "no switch: another command turns it on/off",
    "unique-type": "the only device of its type", "partial-name": "part of a label", "type": "a device type only",
    "multi-command": "two or more commands in one sentence", "tv-no-volume": "the TV has no volume on main: the soundbar",
    "variant-char": "溼 in the label, 濕 in the query", "weather": "weather", "world": "a world question",
    "device-word": "names a device type but asks nothing of the home", "floor-word": "mentions floors but asks nothing",
    "thanks": "thanks", "gibberish": "gibberish", "taiwanese": "Taiwanese Hokkien", "nickname-word": "mentions 阿嬤",
}


def readme(home: dict, cases: list[dict]) -> str:
    spec = spec_lines()
    n_cmd = sum(len(s["capabilities"]) for s in spec)

    names = {0: "hant", 1: "hans", 2: "en"}
    descs = Counter({names[k]: v for k, v in DESC_LANG.items()})
    vls = Counter({names[k]: v for k, v in VL_LANG.items()})
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    tags = Counter(t for c in cases for t in c["tags"])
    groups = Counter(c["id"].rsplit("-", 1)[0].removeprefix("tp-") for c in cases)
    n_light = sum(1 for k in DEVICES if category_of(k) == "Light")
    per_room = Counter(room_of(k) for k in DEVICES)

    def pct(counter: Counter, key: str) -> str:
        total = sum(counter.values())
        return f"{counter[key]} ({counter[key] / total:.0%})"

    L = [
        "# taipei: a blind evaluation set for a Taipei family's 透天厝",
        "",
        "Generated by `build.py` (stdlib only; reads `shared/data/smartthings/`). `python build.py --check`",
        "re-validates the written files and prints counts per tag and mode. Formats: `shared/FORMATS.md`;",
        "labelling conventions: `shared/bench/dev/README.md`, followed unless stated below. The cases were written",
        "blind, from the formats, the conventions and the brief, without reading the engine's code, tests or docs.",
        "",
        f"- rooms: {len(home['rooms'])} (+1 deleted room still referenced); devices: {len(home['items'])}, "
        f"of which {n_light} are category `Light` and {len(LIGHTS)} count as lights",
        f"- spec: {len(spec)} profiles, {n_cmd} commands; descriptions Traditional {pct(descs, 'hant')}, "
        f"Simplified {pct(descs, 'hans')}, English {pct(descs, 'en')};",
        f"  value_list entries Traditional {pct(vls, 'hant')}, Simplified {pct(vls, 'hans')}, English {pct(vls, 'en')}",
        f"- home profiles left out of the spec ({len(SPECLESS)}): " + ", ".join(f"`{p}`" for p in sorted(SPECLESS)),
        f"- cases: {len(cases)}; expect entries by mode: " + ", ".join(f"{m} {k}" for m, k in sorted(modes.items())),
        "- deviceIds, roomIds and the locationId are uuid5 of readable keys (see `build.py`).",
        "",
        "## Rooms",
        "",
        "| room | floor | core | devices |", "| --- | --- | --- | --- |",
    ]
    for k, (name, floor, core) in ROOMS.items():
        fl = {"R": "roof (頂樓)", None: "none"}.get(floor, f"{floor}F")
        L.append(f"| {name} | {fl} | {core} | {per_room[k]} |")
    L += [f"| (no room) | – | – | {per_room[None]} (小黑, and 儲藏室燈 whose roomId is not in `rooms`) |", ""]
    L += [
        "## Labelling decisions",
        "",
        "1. **Floors.** A room is on the floor its name's prefix says: `1樓`/`2樓`/`4樓` and `3F` are the same",
        "   kind of prefix (三樓 = 3樓 = 3F). `玄關` and `樓梯間` carry no floor, so they are in **no** floor set:",
        "   \"一樓的燈全部關掉\" leaves 玄關燈 and 鞋櫃燈 out, although a 透天厝's 玄關 is physically on the ground",
        "   floor (the engine cannot know that from the data; tag `no-floor-room`).",
        "2. **頂樓 is the roof, above 4樓, not the 4th floor.** In a Taipei 透天厝 頂樓 is the rooftop (where the",
        "   water tower, the pump and the 頂樓加蓋 are). So `頂樓陽台` is not in \"四樓的…\" sets, \"頂樓的燈\" is",
        "   陽台燈 alone, and \"頂樓跟四樓的燈\" is the union (tag `roof`).",
        "3. **樓上 / 樓下** depend on where the speaker stands, which the home does not say: with four floors",
        "   they are always **clarify** (tag `relative-floor`). A floor that exists but has no device of the",
        "   asked type (\"四樓的冷氣打開\") is also clarify: it never widens to the whole house (tag `empty-floor`).",
        "4. **Kinds of room.** `臥室`/`房間` = 2樓主臥 + 2樓小孩房 + 3F 客房 (客房 is 阿嬤's bedroom; 書房 is not a",
        "   bedroom). `浴室`/`廁所`/`洗手間` = 2樓浴室 + 3F 浴室. A single-device command over a kind that spans",
        "   several rooms with a device each is clarify (\"臥室冷氣打開\", \"廁所燈打開\"); a bulk command takes all",
        "   of them. Other words for one room: 主臥室→主臥, 兒童房/小孩的房間→小孩房, 客人房→客房, 神明廳→佛堂,",
        "   洗衣間→曬衣間, 頂樓/陽台→頂樓陽台. 阿嬤房間 is not a room name: it is reached through the two labels",
        "   that say 阿嬤 (阿嬤的燈, 阿嬤的電暖器), both in 3F 客房.",
        "5. **What is a light.** Category `Light`, plus four wall-switch relays (category `Switch`) whose label",
        "   says 燈: 流理台燈, 鞋櫃燈, 3F 的 浴室燈, 神明燈. \"所有燈\" includes them, 神明燈 too (it is a lamp; the",
        "   family can exclude it, as one case does), and 儲藏室燈 (no room). 抽風機/浴室抽風機 are relays too but",
        "   are fans, not lights.",
        "6. **Rooms from labels.** A device is in its `roomId` room; when its label names another room's core",
        "   (客廳喇叭, placed in 3F 書房) it counts in both (seed 000 §4-6). But a label said verbatim beats a",
        "   room+type composition: \"客廳喇叭下一首\" is the 書房 Sonos only, not the living room's Soundbar",
        "   (the Soundbar's label does not match at all). Where the spoken word is a label **and** part of another",
        "   label (檯燈 vs 米家台灯 after 檯→台, 除濕機 vs 書房除濕機, 抽風機 vs 浴室抽風機) both are accepted",
        "   (mode one, `ambiguous-soft`), as the dev set does for 台灯/书房台灯.",
        "7. **Clarify** when identical labels sit in different rooms (冷氣 ×3 with 客廳冷氣 and 窗型冷氣 also",
        "   matching, 大燈 ×2, 浴室燈 ×2), for a bare type with many devices (燈, 窗簾, 喇叭, 電扇), for",
        "   \"把它關掉\" with no history (candidates: every device with `switch-off`, listed for information), and",
        "   for 樓上/樓下. `devices`/`capabilities` of a clarify entry list the candidates for information.",
        "8. **Need statements** (`need`) list every device and command that would meet the need: 好熱 → the",
        "   room's air conditioner on / cooling mode / cooling setpoint; 有點冷 → heater plug on, heating mode,",
        "   heating setpoint; 好悶 → AC, 電風扇 and Dyson; 好潮濕 (no room) → both dehumidifiers on, or dry mode on",
        "   the four ACs that have one; 太亮 → the room's lights off/dimmer, or its curtains closed; 太吵 → volume",
        "   down/mute, or the purifier's quieter fan mode; 洗澡水不夠熱 → the water heater's setpoint or heat mode.",
        "   The format accepts any listed command on any listed device, so e.g. `switch-on` on an AC also counts for",
        "   好潮濕; that leniency is the format's, not a claim.",
        "9. **Mode `none`** (an extension the brief defines): act on no device and ask nothing —",
        "   `{\"devices\": [], \"capabilities\": [], \"mode\": \"none\"}` — for chit-chat, weather, world questions",
        "   (some mention 冷氣, 電燈 or 樓層 on purpose), gibberish and thanks. The three `long-text` cases are",
        "   300-1000 character rambles that mention other devices in passing (電視還開著, 機車充電, 除濕機, 星星燈)",
        "   and end in one real request: only that one is expected.",
        "10. **soft-inherit.** A follow-up without a room prefers the room of the previous turn (書房燈打開 →",
        "   冷氣也打開 = 書房's 冷氣) but must not require it: when that room has no such device the home-wide",
        "   unique one is meant (書房燈關掉 → 電視打開 = the living-room TV). A follow-up naming another room",
        "   keeps the type and changes the room (書房冷氣開一下 → 主臥的也打開 = 主臥's 冷氣).",
        "11. **Any-count** (\"隨便開一個燈\", \"開兩盞崁燈\") is mode one listing every acceptable light: any one hit",
        "   is right (the format cannot require two).",
        "12. **Bulk** sets are exact and only keep devices that support the command (崁燈5/6 are on/off only, so",
        "   \"所有崁燈調到30%\" is 崁燈1-4; the 故事機 has no playback, so \"所有喇叭都暫停\" leaves it out).",
        "   \"所有插座\" is category `SmartPlug` (including the appliances on plugs: 電鍋, 除濕機, 唸佛機…).",
        "13. **Devices and the words for them.** 投影幕 放下來 = `windowShade-close` (the screen unrolls downward",
        "   like a shade closing), 收起來 = `open`. 鐵捲門 uses `doorControl`. The DeepSmart AC (`Ac.v1`, 主臥冷氣)",
        "   sets its temperature only through `thermostatHeatingSetpoint`, also when cooling; the Matter ACs use",
        "   `thermostatMode` and both setpoints; 窗型冷氣's modes have no dry/fan. The TV has no volume on `main`,",
        "   so \"電視太大聲了\" is the Soundbar. `jbl` enables only play/pause. The bath heater's extra switches",
        "   and the Dyson's filter are other components: out of scope.",
        "",
        "## Decisions a reviewer might dispute",
        "",
        "- 玄關/樓梯間 are on no floor (\"一樓的燈\" leaves 玄關燈 and 鞋櫃燈 out): 1 case.",
        "- 頂樓 = the roof, not 4樓: 2 cases (\"四樓的燈全部打開\", \"頂樓跟四樓的燈都關掉\").",
        "- \"客廳喇叭…\" accepts only the 書房 Sonos labelled 客廳喇叭, not the living room's Soundbar: 3 cases.",
        "- 檯燈/米家台灯, 除濕機/書房除濕機, 抽風機/浴室抽風機 accept either (dev convention), although they",
        "  sit in different rooms: 5 cases. Identical labels (冷氣, 大燈, 浴室燈) are clarify instead.",
        "- 神明燈 is a light for \"所有燈\" (a family may never want it switched off).",
        "- \"所有插座\" includes appliances on plugs (電鍋, 飲水機, 除濕機, 唸佛機, 電暖器, 電毯, 機車充電).",
        "- 投影幕 放下來 = `windowShade-close`, 收起來 = `open`.",
        "- Need cases are generous (curtains count for 太亮, the purifier for 太吵, AC dry mode for 好潮濕).",
        "- \"四樓的冷氣打開\" (no AC on 4樓) is clarify, not mode none.",
        "- \"晚安啦，明天見\" is mode none (the home has no scenes), though an engine with a 晚安 scene might act.",
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
        where = ROOMS[room][0] if room in ROOMS else ("(roomId of deleted room 儲藏室)" if room else "(none)")
        L.append(f"| {label or name} | {where} | {category_of(key)}{' (counted as light)' if key in LIGHT_BY_LABEL else ''}"
                 f" | {prof} | {'no' if prof in SPECLESS else 'yes'} |")
    return "\n".join(L) + "\n"


def main(argv: list[str]) -> int:
    files = render()
    if "--check" not in argv:
        for name, text in files.items():
            (HERE / name).write_text(text, encoding="utf-8")
    on_disk = {name: (HERE / name).read_text(encoding="utf-8") for name in files}
    home = json.loads(on_disk["home.json"])
    spec = [json.loads(line) for line in on_disk["spec.jsonl"].splitlines() if line.strip()]
    cases = [json.loads(line) for line in on_disk["cases.jsonl"].splitlines() if line.strip()]
    errors = validate(home, spec, cases)
    stale = [name for name in files if files[name] != on_disk[name]]
    if stale:
        errors.append(f"files differ from what build.py writes: {stale} (run python build.py)")
    report(home, spec, cases)
    for e in errors:
        print("ERROR:", e, file=sys.stderr)
    print("OK" if not errors else f"{len(errors)} error(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
