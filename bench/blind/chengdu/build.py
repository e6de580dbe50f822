#!/usr/bin/env python3
"""Generator for the blind evaluation set "chengdu".

Writes home.json, spec.jsonl, cases.jsonl and README.md beside this file.
`python build.py --check` re-validates the files already on disk.

Standard library only (Python 3.11).
"""
from __future__ import annotations

import json
import re
import sys
import uuid
import zlib
from collections import Counter, OrderedDict
from pathlib import Path

HERE = Path(__file__).resolve().parent


def data_dir() -> Path:
    try:
        cand = Path(__file__).resolve().parents[4] / "shared/data/smartthings"
        if (cand / "profiles.jsonl").exists():
            return cand
    except IndexError:
        pass
    return Path("/work/shared/data/smartthings")


NS = uuid.uuid5(uuid.NAMESPACE_URL, "https://example.invalid/smarthome/blind/chengdu")
LOCATION_ID = str(uuid.uuid5(NS, "location/chengdu"))


def room_id(key: str) -> str:
    return str(uuid.uuid5(NS, f"room/{key}"))


def device_id(key: str) -> str:
    return str(uuid.uuid5(NS, f"device/{key}"))


# --------------------------------------------------------------------------------------
# Rooms: key -> (name, floor). floor None = not on one floor (stairwell) or unknown.
# --------------------------------------------------------------------------------------
ROOMS = OrderedDict([
    ("tea",      ("负一楼茶室", "B1")),
    ("garage",   ("负一楼车库", "B1")),
    ("living",   ("1F客厅", "1")),
    ("kitchen",  ("一楼厨房", "1")),
    ("dining",   ("1楼餐厅", "1")),
    ("elder",    ("一楼 老人房", "1")),
    ("master",   ("二楼主卧", "2")),
    ("study",    ("2楼书房", "2")),
    ("teen",     ("二楼儿童房", "2")),
    ("bath",     ("二楼卫生间", "2")),
    ("terrace",  ("三楼露台", "3")),
    ("theater",  ("三楼 影音室", "3")),
    ("stairs",   ("楼梯间", None)),
    ("newroom",  ("新房间", None)),
])
GHOST_ROOM = "balcony_old"   # a roomId that is not in `rooms` (room deleted in the app)

# --------------------------------------------------------------------------------------
# Devices: (key, label, room key | GHOST_ROOM | None, profile name, device name)
# --------------------------------------------------------------------------------------
DEVICES = [
    # 1F客厅
    ("liv_down1", "筒灯1", "living", "aqara-light", "Aqara Downlight T1"),
    ("liv_down2", "筒灯2", "living", "aqara-light", "Aqara Downlight T1"),
    ("liv_down3", "筒灯3", "living", "aqara-light", "Aqara Downlight T1"),
    ("liv_down4", "筒灯4", "living", "aqara-light", "Aqara Downlight T1"),
    ("liv_down5", "筒灯5", "living", "on-off-bulb", "Zigbee On/Off Light"),
    ("liv_down6", "筒灯6", "living", "on-off-bulb", "Zigbee On/Off Light"),
    ("liv_main", "大灯", "living", "light-level-colorTemperature-2700K-6500K", "Matter Ceiling Light"),
    ("liv_huego", "Hue Go", "living", "legacy-color", "Hue Go"),
    ("liv_strip", "氛围灯带", "living", "light-color-level", "Matter Light Strip"),
    ("liv_ac", "柜机", "living", "room-air-conditioner-modular", "Matter Room AC"),
    ("liv_tv", "电视", "living", "media-video-speaker", "Matter TV"),
    ("liv_soundbar", "Soundbar", "living", "samsung-audio", "Samsung Soundbar"),
    ("liv_curtain", "客厅窗帘", "living", "window-treatment-aqara-curtain-driver-e1", "Aqara Curtain Driver E1"),
    ("liv_sheer", "纱帘", "living", "window-covering-batteryLevel", "Matter Window Covering"),
    ("liv_fountain", "猫猫饮水机", "living", "plug-binary", "Matter Plug"),
    ("liv_purifier", "Mi Air Purifier", "living", "air-purifier-hepa-aqs-pm25-meas", "Matter Air Purifier"),
    ("liv_th", "温湿度计", "living", "humidity-temp-battery-aqara", "Aqara TH Sensor"),
    ("liv_lock", "入户门锁", "living", "lock-nocodes-notamper-batteryLevel", "Matter Door Lock"),
    ("liv_fan", "落地扇", "living", "fan-modular", "Matter Fan"),
    # 一楼厨房
    ("kit_ceiling", "吸顶灯", "kitchen", "on-off-bulb-no-firmware-update", "Zigbee Light"),
    ("kit_hood", "抽油烟机", "kitchen", "extractor-hood-light", "Matter Extractor Hood"),
    ("kit_dish", "洗碗机", "kitchen", "dishwasher", "Matter Dishwasher"),
    ("kit_gas", "燃气报警器", "kitchen", "gas-lifetime-selfcheck-aqara", "Aqara Gas Detector"),
    ("kit_plug", "插座", "kitchen", "switch-power-smartplug", "Zigbee Smart Plug"),
    ("kit_leak", "水浸传感器", "kitchen", "water-battery", "Zigbee Water Leak Sensor"),
    ("kit_micro", "微波炉", "kitchen", "microwave-oven", "Matter Microwave"),
    # 1楼餐厅
    ("din_pendant", "餐厅吊灯", "dining", "white-ambiance", "Hue White Ambiance"),
    ("din_cabinet", "餐边柜灯", "dining", "light-binary", "Matter On/Off Light"),
    ("din_fridge", "冰箱", "dining", "refrigerator-freezer", "Matter Refrigerator"),
    # 一楼 老人房
    ("eld_ceiling", "吸顶灯", "elder", "on-off-level", "Zigbee Dimmable Light"),
    ("eld_bedside", "床头灯", "elder", "ge-link-bulb", "GE Link Bulb"),
    ("eld_night", "起夜灯", "elder", "motion-light", "Z-Wave Motion Light"),
    ("eld_ac", "空调", "elder", "Ac.v1", "DeepSmart AC"),
    ("eld_purifier", "空气进化器", "elder", "air-purifier", "Matter Air Purifier"),
    ("eld_fan", "老伙计", "elder", "fan-3speed", "Z-Wave 3-Speed Fan"),
    ("eld_blanket", "电热毯", "elder", "plug-power", "Matter Plug"),
    ("eld_curtain", "窗帘", "elder", "window-treatment-profile", "Zigbee Window Treatment"),
    ("eld_button", "紧急按钮", "elder", "aqara-single-button-mode", "Aqara Wireless Mini Switch"),
    # 二楼主卧
    ("mst_main", "主卧灯", "master", "color-temp-bulb-2200K-6500K", "Zigbee CT Bulb"),
    ("mst_studylamp", "书房台灯", "master", "aqara-led-bulb", "Aqara LED Bulb T1"),
    ("mst_bedside", "床头灯", "master", "rgbw-bulb-2580K-7050K", "Z-Wave RGBW Bulb"),
    ("mst_closet", "衣帽间灯", "master", "light-binary", "Matter On/Off Light"),
    ("mst_ac", "空调", "master", "room-air-conditioner", "Matter Room AC"),
    ("mst_curtain", "主卧窗帘", "master", "window-treatment-hanssem", "Zigbee Curtain"),
    ("mst_blackout", "遮光帘", "master", "window-treatment-battery", "Zigbee Roller Blind"),
    ("mst_diffuser", "香熏机", "master", "wemo.mini-smart-plug.v1", "Wemo Mini"),
    # 2楼书房
    ("stu_ceiling", "顶灯", "study", "color-temp-bulb-2700K-5000K", "Zigbee CT Bulb"),
    ("stu_fan", "风扇", "study", "fan-rock", "Matter Fan"),
    ("stu_printer", "打印机插座", "study", "plug-power-energy-powerConsumption", "Matter Plug"),
    ("stu_curtain", "书房窗帘", "study", "covering", "Matter Window Covering"),
    # 二楼儿童房 (the teenager's)
    ("teen_ceiling", "吸顶灯", "teen", "color-temp-bulb-2700K-6500K", "Zigbee CT Bulb"),
    ("teen_rgb", "RGB灯带", "teen", "rgbw-bulb-2000K-6500K", "Zigbee RGBW Strip"),
    ("teen_desk", "台灯", "teen", "light-level", "Matter Dimmable Light"),
    ("teen_ac", "空调", "teen", "room-air-conditioner-fan-heating-cooling", "Matter Room AC"),
    ("teen_curtain", "窗帘", "teen", "window-treatment-no-preset", "Zigbee Window Treatment"),
    ("teen_console", "游戏机插座", "teen", "switch-power-energy", "Zigbee Smart Plug"),
    ("teen_speaker", "小音箱", "teen", "media-speaker", "Matter Speaker"),
    # 二楼卫生间
    ("bth_mirror", "镜前灯", "bath", "light-power", "Matter Light"),
    ("bth_heater", "浴霸", "bath", "aqara-bath-heater", "Aqara Bath Heater"),
    ("bth_exhaust", "排气扇", "bath", "vent", "Vent"),
    ("bth_water", "热水器", "bath", "water-heater", "Matter Water Heater"),
    # 三楼 影音室
    ("thr_spot1", "射灯1", "theater", "light-level-power-energy-powerConsumption", "Matter Spotlight"),
    ("thr_spot2", "射灯2", "theater", "light-level-power-energy-powerConsumption", "Matter Spotlight"),
    ("thr_spot3", "射灯3", "theater", "light-level-power-energy-powerConsumption", "Matter Spotlight"),
    ("thr_stars", "星空顶", "theater", "light-color-level-1800K-6500K", "Matter Color Light"),
    ("thr_ac", "空调", "theater", "room-air-conditioner-fan-wind-heating-cooling", "Matter Room AC"),
    ("thr_amp", "功放", "theater", "maX10", "Harman maX10"),
    ("thr_proj", "投影仪", "theater", "media-video-player", "Matter Video Player"),
    ("thr_screen", "投影幕布", "theater", "projector-screen-VWSDSTUST120H", "Projector Screen"),
    ("thr_blackout", "遮光帘", "theater", "window-treatment-profile-no-firmware-update", "Zigbee Roller Blind"),
    ("thr_sonos", "Sonos One", "theater", "sonos-player", "Sonos One"),
    # 三楼露台
    ("ter_light", "露台灯", "terrace", "light-energy-powerConsumption", "Matter Light"),
    ("ter_lawn", "草坪灯", "terrace", "on-off-bulb", "Zigbee On/Off Light"),
    ("ter_string", "串灯", "terrace", "aqara-switch-module-no-power", "Aqara Relay Module"),
    ("ter_valve", "浇花水阀", "terrace", "water-valve", "Matter Water Valve"),
    ("ter_awning", "遮阳篷", "terrace", "window-treatment-power", "Z-Wave Awning Motor"),
    ("ter_th", "户外温湿度", "terrace", "temperature-humidity-battery", "Matter TH Sensor"),
    # 楼梯间
    ("sta_light", "楼梯灯", "stairs", "light-level-motion", "Matter Motion Light"),
    ("sta_litter", "猫砂盆插座", "stairs", "plug-power", "Matter Plug"),
    ("sta_smoke", "烟感", "stairs", "smoke-battery-aqara", "Aqara Smoke Detector"),
    ("sta_motion", "人体感应", "stairs", "motion-battery-aqara", "Aqara Motion Sensor"),
    ("sta_feeder", "猫粮机", "stairs", "aqara-pet-feeder", "Aqara Pet Feeder C1"),
    # 负一楼茶室
    ("tea_pendant", "茶室吊灯", "tea", "white-ambiance", "Hue White Ambiance"),
    ("tea_floor", "落地灯", "tea", "ge-link-bulb", "GE Link Bulb"),
    ("tea_bar", "茶吧机", "tea", "switch-power-smartplug", "Zigbee Smart Plug"),
    ("tea_fresh", "新风", "tea", "Newfan.v1", "DeepSmart Fresh Air"),
    # 负一楼车库
    ("gar_light", "灯", "garage", "on-off-bulb", "Zigbee On/Off Light"),
    ("gar_light2", "灯2", "garage", "on-off-bulb", "Zigbee On/Off Light"),
    ("gar_door", "车库门", "garage", "garage-door-battery", "Matter Garage Door"),
    ("gar_washer", "洗衣机", "garage", "laundry-washer", "Matter Washer"),
    ("gar_dryer", "烘干机", "garage", "laundry-dryer", "Matter Dryer"),
    # 新房间
    ("new_bulb", "灯泡", "newroom", "aqara-led-bulb", "Aqara LED Bulb T1"),
    ("new_plug", "Aqara Plug 2", "newroom", "switch-power-energy-consumption-report-aqara", "Aqara Smart Plug"),
    # roomId not in rooms / no room
    ("ghost_balcony", "阳台灯", GHOST_ROOM, "switch-led-intensity", "Zigbee Light"),
    ("robot", "小黑", None, "rvc-clean-mode-service-area", "Matter Robot Vacuum"),
]

# Profiles deliberately left out of spec.jsonl (the devices still exist in home.json).
SPEC_LEFT_OUT = ["aqara-pet-feeder", "motion-battery-aqara", "water-battery", "smoke-battery-aqara"]

# Relays (category Switch) that are clearly labelled as a light and count as lights.
LIGHT_RELAYS = ["ter_string"]

# Labels that name a room other than the device's own room: device key -> room keys.
LABEL_ROOMS = {"mst_studylamp": ["study"]}

# --------------------------------------------------------------------------------------
# Spec text
# --------------------------------------------------------------------------------------
SKIP_CAPS = {"firmwareUpdate"}

CMD_TEXT = {
    "switch.on": ("打开设备", "Turn the device on"),
    "switch.off": ("关闭设备", "Turn the device off"),
    "switchLevel.setLevel": ("设置亮度百分比", "Set brightness level"),
    "statelessSwitchLevelStep.stepLevel": ("亮度调高或调低（步进）", "Step brightness up or down"),
    "colorTemperature.setColorTemperature": ("设置色温（K），数值越低越暖", "Set color temperature in Kelvin"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("色温调暖或调冷（步进）", "Step color temperature warmer or cooler"),
    "colorControl.setColor": ("设置灯光颜色", "Set light color (hue, saturation)"),
    "colorControl.setHue": ("设置色相", "Set hue"),
    "colorControl.setSaturation": ("设置饱和度", "Set saturation"),
    "refresh.refresh": ("刷新设备状态", "Refresh device status"),
    "thermostatMode.auto": ("切换到自动模式", "Switch to auto mode"),
    "thermostatMode.cool": ("切换到制冷模式", "Switch to cooling mode"),
    "thermostatMode.heat": ("切换到制热模式", "Switch to heating mode"),
    "thermostatMode.emergencyHeat": ("紧急制热", "Emergency heat"),
    "thermostatMode.off": ("关闭温控模式", "Set thermostat mode to off"),
    "thermostatMode.setThermostatMode": ("设置运行模式", "Set operating mode"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("设置制热目标温度", "Set heating setpoint"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("设置制冷目标温度", "Set cooling setpoint"),
    "airConditionerFanMode.setFanMode": ("设置风速档位", "Set fan mode"),
    "fanSpeedPercent.setPercent": ("设置风速百分比", "Set fan speed percentage"),
    "windMode.setWindMode": ("设置风感（自然风/睡眠风）", "Set wind mode"),
    "mediaPlayback.play": ("播放", "Play"),
    "mediaPlayback.pause": ("暂停播放", "Pause playback"),
    "mediaPlayback.stop": ("停止播放", "Stop playback"),
    "mediaPlayback.fastForward": ("快进", "Fast forward"),
    "mediaPlayback.rewind": ("快退", "Rewind"),
    "mediaPlayback.setPlaybackStatus": ("设置播放状态", "Set playback status"),
    "mediaTrackControl.nextTrack": ("下一个（下一首/下一个节目）", "Next track"),
    "mediaTrackControl.previousTrack": ("上一个（上一首/上一个节目）", "Previous track"),
    "keypadInput.sendKey": ("发送遥控器按键", "Send a remote-control key"),
    "audioMute.mute": ("静音", "Mute"),
    "audioMute.unmute": ("取消静音", "Unmute"),
    "audioMute.setMute": ("设置静音状态", "Set mute state"),
    "audioVolume.setVolume": ("设置音量", "Set volume"),
    "audioVolume.volumeUp": ("音量加", "Volume up"),
    "audioVolume.volumeDown": ("音量减", "Volume down"),
    "windowShade.open": ("打开（拉开）", "Open"),
    "windowShade.close": ("关闭（合上）", "Close"),
    "windowShade.pause": ("暂停运行", "Pause movement"),
    "windowShadeLevel.setShadeLevel": ("设置开合百分比", "Set shade level"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("开合度步进调整", "Step shade level"),
    "windowShadePreset.presetPosition": ("移动到预设位置", "Go to preset position"),
    "windowShadePreset.setPresetPosition": ("设置预设位置", "Set preset position"),
    "airPurifierFanMode.setAirPurifierFanMode": ("设置净化器风量模式", "Set air purifier fan mode"),
    "lock.lock": ("上锁", "Lock"),
    "lock.unlock": ("开锁", "Unlock"),
    "lock.unlatch": ("开锁并收回锁舌", "Unlatch"),
    "fanMode.setFanMode": ("设置风扇档位", "Set fan mode"),
    "mode.setMode": ("设置工作模式", "Set mode"),
    "operationalState.start": ("启动运行", "Start"),
    "operationalState.stop": ("停止运行", "Stop"),
    "operationalState.pause": ("暂停运行", "Pause"),
    "operationalState.resume": ("继续运行", "Resume"),
    "cookTime.setCookTime": ("设置加热时长（秒）", "Set cook time"),
    "airConditionerMode.setAirConditionerMode": ("设置空调模式", "Set air conditioner mode"),
    "fanSpeed.setFanSpeed": ("设置风扇档位", "Set fan speed"),
    "fanOscillationMode.setFanOscillationMode": ("设置摆风（摇头）", "Set oscillation mode"),
    "energyMeter.resetEnergyMeter": ("电量统计清零", "Reset energy meter"),
    "mediaInputSource.setInputSource": ("切换输入源", "Set input source"),
    "audioNotification.playTrack": ("播放提示音", "Play a track"),
    "audioNotification.playTrackAndRestore": ("播放提示音后恢复原状态", "Play a track and restore"),
    "audioNotification.playTrackAndResume": ("播放提示音后继续原播放", "Play a track and resume"),
    "mediaPresets.playPreset": ("播放收藏的预设", "Play a preset"),
    "valve.open": ("打开阀门", "Open valve"),
    "valve.close": ("关闭阀门", "Close valve"),
    "doorControl.open": ("开门", "Open door"),
    "doorControl.close": ("关门", "Close door"),
    "laundryWasherRinseMode.setRinseMode": ("设置漂洗次数", "Set rinse mode"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("设置脱水转速", "Set spin speed"),
    "robotCleanerOperatingState.start": ("开始清扫", "Start cleaning"),
    "robotCleanerOperatingState.pause": ("暂停清扫", "Pause cleaning"),
    "robotCleanerOperatingState.goHome": ("返回充电座", "Return to dock"),
    "serviceArea.selectAreas": ("选择清扫区域", "Select areas to clean"),
    "feederOperatingState.startFeeding": ("立即喂食", "Start feeding"),
    "feederPortion.setPortion": ("设置出粮份量", "Set portion"),
}

VALUE_TEXT = {
    "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "auto": ("自动", "auto"),
    "dryair": ("除湿", "dry"), "dry": ("除湿", "dry"), "fanonly": ("送风", "fan only"),
    "fan": ("送风", "fan"), "off": ("关闭", "off"), "asleep": ("睡眠", "sleep"), "eco": ("节能", "eco"),
    "low": ("低档", "low"), "medium": ("中档", "medium"), "high": ("高档", "high"),
    "turbo": ("强劲", "turbo"), "sleep": ("睡眠", "sleep"), "quiet": ("静音", "quiet"),
    "windFree": ("无风感", "wind free"), "noWind": ("无风感", "no wind"),
    "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "horizontal": ("左右摆风", "horizontal"), "vertical": ("上下摆风", "vertical"),
    "swing": ("摇头", "swing"), "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "playing": ("播放", "playing"), "paused": ("暂停", "paused"), "stopped": ("停止", "stopped"),
    "HDMI1": ("HDMI1", "HDMI1"), "HDMI2": ("HDMI2", "HDMI2"), "HDMI3": ("HDMI3", "HDMI3"),
    "bluetooth": ("蓝牙", "bluetooth"), "optical": ("光纤", "optical"), "coaxial": ("同轴", "coaxial"),
    "aux": ("AUX", "aux"), "wifi": ("网络", "wifi"), "USB": ("USB", "USB"),
    "none": ("不漂洗", "none"), "normal": ("标准", "normal"), "extra": ("加强", "extra"), "max": ("最强", "max"),
}

KEYCODES = ["UP", "DOWN", "LEFT", "RIGHT", "SELECT", "BACK", "EXIT", "MENU", "SETTINGS", "HOME",
            "NUMBER0", "NUMBER1", "NUMBER2", "NUMBER3", "NUMBER4", "NUMBER5", "NUMBER6",
            "NUMBER7", "NUMBER8", "NUMBER9"]

# Per-profile supported values for free-string / large-enum arguments.
AC_THERMOSTAT_MODES = ["off", "auto", "cool", "heat", "dryair", "fanonly", "asleep"]
MODE_VALUES = {
    ("Ac.v1", "airConditionerMode.setAirConditionerMode"): ["cool", "heat", "fan", "dry", "auto"],
    ("water-heater", "thermostatMode.setThermostatMode"): ["off", "heat", "eco"],
    ("aqara-bath-heater", "thermostatMode.setThermostatMode"): ["off", "heat", "fanonly", "dryair"],
}
SETPOINT_RANGE = {
    "water-heater": (35, 75),
    "aqara-bath-heater": (20, 35),
}


ENGLISH_PCT = 34


def is_english(profile: str, cid: str) -> bool:
    return zlib.crc32(f"{profile}|{cid}".encode()) % 100 < ENGLISH_PCT


def build_spec_line(prof: dict, caps: dict) -> dict:
    pname = prof["name"]
    cfg = prof.get("capability_config") or {}
    out = []
    for cap in prof["capabilities"]:
        if cap in SKIP_CAPS or cap not in caps:
            continue
        enabled_cmds = None
        for c in cfg.get(cap, []):
            if c.get("key") == "{{enumCommands}}":
                enabled_cmds = set(c.get("enabledValues", []))
        for cmd in caps[cap]["commands"]:
            name = cmd["name"]
            if enabled_cmds is not None and name not in enabled_cmds and name != "setPlaybackStatus":
                continue
            key = f"{cap}.{name}"
            cid = f"main-{cap}-{name}"
            zh, en = CMD_TEXT.get(key, (name, name))
            eng = is_english(pname, cid)
            entry = {"id": cid, "description": en if eng else zh}
            args = [a for a in cmd["arguments"] if not a.get("optional")]
            if args:
                a = args[0]
                t = a.get("type")
                entry["type"] = t
                vr = None
                vl = None
                if cap in ("switchLevel", "level"):
                    lo, hi = 0, 100
                    for c in cfg.get(cap, []):
                        if "range" in c:
                            lo, hi = c["range"]
                    vr = {"min": lo, "max": hi, "unit": "%"}
                elif cap == "colorTemperature":
                    m = re.search(r"(\d{4,5})[kK]-(\d{4,5})[kK]", pname)
                    lo, hi = (int(m.group(1)), int(m.group(2))) if m else (2700, 6500)
                    for c in cfg.get(cap, []):
                        if "range" in c:
                            lo, hi = c["range"]
                    vr = {"min": lo, "max": hi, "unit": "K"}
                elif cap in ("thermostatHeatingSetpoint", "thermostatCoolingSetpoint"):
                    lo, hi = SETPOINT_RANGE.get(pname, (16, 30))
                    for c in cfg.get(cap, []):
                        if "range" in c:
                            lo, hi = c["range"]
                    vr = {"min": lo, "max": hi, "unit": "C"}
                elif cap == "colorControl" and name in ("setHue", "setSaturation"):
                    vr = {"min": 0, "max": 100, "unit": "%"}
                elif cap == "fanSpeed":
                    vr = {"min": 0, "max": 3 if "3speed" in pname else 4}
                elif cap == "cookTime":
                    vr = {"min": 1, "max": 86400, "unit": "s"}
                elif "minimum" in a and "maximum" in a:
                    unit = "%" if a["maximum"] == 100 else None
                    vr = {"min": a["minimum"], "max": a["maximum"]}
                    if unit:
                        vr["unit"] = unit
                elif cap == "statelessWindowShadeLevelStep":
                    vr = {"min": -100, "max": 100, "unit": "%"}
                # value lists
                values = None
                if (pname, key) in MODE_VALUES:
                    values = MODE_VALUES[(pname, key)]
                elif key == "thermostatMode.setThermostatMode":
                    values = AC_THERMOSTAT_MODES
                elif key == "airConditionerMode.setAirConditionerMode":
                    values = ["cool", "heat", "fan", "dry", "auto"]
                elif key == "airConditionerFanMode.setFanMode":
                    values = ["low", "medium", "high", "auto"]
                elif key == "fanOscillationMode.setFanOscillationMode":
                    values = ["off", "horizontal", "vertical", "swing"]
                elif key == "mediaInputSource.setInputSource":
                    values = ["HDMI1", "HDMI2", "HDMI3", "bluetooth", "optical", "coaxial", "aux", "wifi", "USB"]
                elif key == "keypadInput.sendKey":
                    values = KEYCODES
                elif "enum" in a:
                    values = list(a["enum"])
                    for c in cfg.get(cap, []):
                        if c.get("key", "").endswith(".value") and "enabledValues" in c and cap in ("fanMode",):
                            values = [v for v in values if v in c["enabledValues"]]
                if values:
                    vl = []
                    for v in values:
                        zhv, env = VALUE_TEXT.get(v, (v, v))
                        vl.append({"value": v, "description": env if is_english(pname, cid + v) else zhv})
                if vr:
                    entry["value_range"] = vr
                if vl:
                    entry["value_list"] = vl
            out.append(entry)
    return {"profileId": pname, "capabilities": out}


# --------------------------------------------------------------------------------------
# Loading profile data
# --------------------------------------------------------------------------------------
def load_data():
    d = data_dir()
    profiles = {}
    dup = Counter()
    with open(d / "profiles.jsonl", encoding="utf-8") as f:
        for line in f:
            p = json.loads(line)
            dup[p["name"]] += 1
            profiles[p["name"]] = p
    caps = json.loads((d / "capabilities.json").read_text(encoding="utf-8"))["capabilities"]
    return profiles, dup, caps


# --------------------------------------------------------------------------------------
# Home model helpers (used to label cases)
# --------------------------------------------------------------------------------------
class Home:
    def __init__(self, profiles, caps):
        self.profiles = profiles
        self.caps = caps
        self.dev = {k: dict(key=k, label=l, room=r, profile=p, name=n) for k, l, r, p, n in DEVICES}
        self.cmds = {}
        for k, d in self.dev.items():
            prof = profiles[d["profile"]]
            s = set()
            for cap in prof["capabilities"]:
                if cap in caps and cap not in SKIP_CAPS:
                    for c in caps[cap]["commands"]:
                        s.add(f"main-{cap}-{c['name']}")
            self.cmds[k] = s
            d["category"] = (prof["categories"] or ["Unknown"])[0]

    def floor(self, k):
        r = self.dev[k]["room"]
        return ROOMS[r][1] if r in ROOMS else None

    def eff_rooms(self, k):
        r = self.dev[k]["room"]
        s = set(LABEL_ROOMS.get(k, []))
        if r in ROOMS:
            s.add(r)
        return s

    def eff_floors(self, k):
        return {ROOMS[r][1] for r in self.eff_rooms(k) if ROOMS[r][1]}

    def lights(self):
        return [k for k in self.dev if self.dev[k]["category"] == "Light" or k in LIGHT_RELAYS]

    def of_cat(self, *cats):
        return [k for k in self.dev if self.dev[k]["category"] in cats]

    def scope(self, base, rooms=None, floors=None, ex_rooms=(), ex_floors=(), ex_keys=()):
        out = []
        for k in base:
            er, ef = self.eff_rooms(k), self.eff_floors(k)
            if rooms is not None and not (er & set(rooms)):
                continue
            if floors is not None and not (ef & set(floors)):
                continue
            if er & set(ex_rooms) or ef & set(ex_floors) or k in ex_keys:
                continue
            out.append(k)
        return out

    def supporting(self, keys, cmds):
        return [k for k in keys if all(c in self.cmds[k] for c in cmds)]


# --------------------------------------------------------------------------------------
# Command id constants
# --------------------------------------------------------------------------------------
def C(cap, cmd):
    return f"main-{cap}-{cmd}"


ON, OFF = C("switch", "on"), C("switch", "off")
LVL, STEP = C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel")
CT, CTSTEP = C("colorTemperature", "setColorTemperature"), C("statelessColorTemperatureStep", "stepColorTemperatureByPercent")
COLOR, HUE, SAT = C("colorControl", "setColor"), C("colorControl", "setHue"), C("colorControl", "setSaturation")
TM_COOL, TM_HEAT, TM_AUTO, TM_OFF = (C("thermostatMode", x) for x in ("cool", "heat", "auto", "off"))
TM_SET = C("thermostatMode", "setThermostatMode")
HEATSP, COOLSP = C("thermostatHeatingSetpoint", "setHeatingSetpoint"), C("thermostatCoolingSetpoint", "setCoolingSetpoint")
ACMODE = C("airConditionerMode", "setAirConditionerMode")
ACFAN = C("airConditionerFanMode", "setFanMode")
PCT = C("fanSpeedPercent", "setPercent")
FANMODE = C("fanMode", "setFanMode")
FANSPEED = C("fanSpeed", "setFanSpeed")
OSC = C("fanOscillationMode", "setFanOscillationMode")
WIND = C("windMode", "setWindMode")
APMODE = C("airPurifierFanMode", "setAirPurifierFanMode")
OPEN, CLOSE, SPAUSE = C("windowShade", "open"), C("windowShade", "close"), C("windowShade", "pause")
SHADE = C("windowShadeLevel", "setShadeLevel")
SHADESTEP = C("statelessWindowShadeLevelStep", "stepShadeLevel")
PLAY, PAUSE, MSTOP = C("mediaPlayback", "play"), C("mediaPlayback", "pause"), C("mediaPlayback", "stop")
PSTATUS = C("mediaPlayback", "setPlaybackStatus")
NEXT, PREV = C("mediaTrackControl", "nextTrack"), C("mediaTrackControl", "previousTrack")
KEY = C("keypadInput", "sendKey")
MUTE, UNMUTE, SETMUTE = C("audioMute", "mute"), C("audioMute", "unmute"), C("audioMute", "setMute")
VOL, VUP, VDOWN = C("audioVolume", "setVolume"), C("audioVolume", "volumeUp"), C("audioVolume", "volumeDown")
INPUT = C("mediaInputSource", "setInputSource")
PRESET = C("mediaPresets", "playPreset")
LOCK, UNLOCK = C("lock", "lock"), C("lock", "unlock")
OP_START, OP_STOP, OP_PAUSE = C("operationalState", "start"), C("operationalState", "stop"), C("operationalState", "pause")
SETMODE = C("mode", "setMode")
COOKTIME = C("cookTime", "setCookTime")
VALVE_OPEN, VALVE_CLOSE = C("valve", "open"), C("valve", "close")
DOOR_OPEN, DOOR_CLOSE = C("doorControl", "open"), C("doorControl", "close")
RVC_START, RVC_PAUSE, RVC_HOME = (C("robotCleanerOperatingState", x) for x in ("start", "pause", "goHome"))
AREAS = C("serviceArea", "selectAreas")
STAR = "*"

NONE = {"devices": [], "capabilities": [], "mode": "none"}

# convenient command bundles
BRIGHTER = [LVL, STEP]
WARMER = [CT, CTSTEP]
COLOR_SET = [COLOR, HUE]
AC_SETPOINT = [COOLSP, HEATSP]
AC_COOL = [TM_COOL, TM_SET, ACMODE]
AC_HEAT = [TM_HEAT, TM_SET, ACMODE]
AC_AUTO = [TM_AUTO, TM_SET, ACMODE]
AC_MODE_SET = [TM_SET, ACMODE]
AC_OFF = [OFF, TM_OFF]
NO_SWITCH_FAN = [FANMODE, PCT, APMODE, ACFAN, FANSPEED]   # "switch on/off" a fan-like thing without `switch`
FAN_STRENGTH = [FANMODE, PCT, APMODE, ACFAN, FANSPEED]


def build_cases(H: Home):
    """Return list of case dicts. Device keys are resolved to ids at the end."""
    cases = []
    counters = Counter()

    def fcmds(keys, cmds):
        """Keep only the commands that some listed device supports."""
        if cmds == [STAR]:
            return [STAR]
        out = [c for c in cmds if any(c in H.cmds[k] for k in keys)]
        if not out:
            raise SystemExit(f"no listed command supported by {keys}: {cmds}")
        return out

    def one(keys, cmds):
        keys = [keys] if isinstance(keys, str) else list(keys)
        return {"devices": keys, "capabilities": fcmds(keys, cmds), "mode": "one"}

    def allm(keys, cmds):
        keys = list(keys)
        sup = H.supporting(keys, cmds)
        if not sup:
            raise SystemExit(f"empty bulk set for {cmds}")
        return {"devices": sup, "capabilities": list(cmds), "mode": "all"}

    def clar(keys=(), cmds=()):
        keys = list(keys)
        cmds = list(cmds)
        if keys and cmds:
            cmds = [c for c in cmds if any(c in H.cmds[k] for k in keys)] or cmds
        return {"devices": keys, "capabilities": cmds, "mode": "clarify"}

    def add(group, query, expect, tags, history=None):
        counters[group] += 1
        c = {"id": f"cd-{group}-{counters[group]:03d}", "home": "home.json", "query": query,
             "expect": expect if isinstance(expect, list) else [expect], "tags": tags}
        if history:
            c["history"] = history
        cases.append(c)

    L = H.lights()
    ALL_ACS = H.of_cat("AirConditioner")
    DOWN = [f"liv_down{i}" for i in range(1, 7)]
    SPOTS = ["thr_spot1", "thr_spot2", "thr_spot3"]
    BEDSIDE = ["eld_bedside", "mst_bedside"]
    CEILING = ["kit_ceiling", "eld_ceiling", "teen_ceiling"]
    CURTAINS = [k for k in H.of_cat("Blind") if k not in ("thr_screen", "ter_awning")]
    FANS = ["liv_fan", "stu_fan", "eld_fan"]
    PLUGS = H.of_cat("SmartPlug")

    # ---------------- names: bare labels ----------------
    add("name", "Hue Go 打开", one("liv_huego", [ON]), ["name", "english"])
    add("name", "把hue go关了嘛", one("liv_huego", [OFF]), ["name", "english", "sichuanese"])
    add("name", "turn on Hue Go", one("liv_huego", [ON]), ["name", "english", "english-query"])
    add("name", "那个叫 Hue Go 的小灯开一下", one("liv_huego", [ON]), ["name", "english", "colloquial"])
    add("name", "大灯开起", one("liv_main", [ON]), ["name", "lazy-label", "sichuanese"])
    add("name", "氛围灯带开一哈", one("liv_strip", [ON]), ["name", "sichuanese"])
    add("name", "餐厅吊灯打开", one("din_pendant", [ON]), ["name"])
    add("name", "餐边柜灯关了", one("din_cabinet", [OFF]), ["name"])
    add("name", "起夜灯开起", one("eld_night", [ON]), ["name", "sichuanese"])
    add("name", "主卧灯关了嘛", one("mst_main", [OFF]), ["name", "sichuanese"])
    add("name", "衣帽间灯开一下", one("mst_closet", [ON]), ["name"])
    add("name", "镜前灯打开", one("bth_mirror", [ON]), ["name"])
    add("name", "星空顶开起，巴适得很", one("thr_stars", [ON]), ["name", "sichuanese"])
    add("name", "露台灯关了", one("ter_light", [OFF]), ["name"])
    add("name", "草坪灯开一下", one("ter_lawn", [ON]), ["name"])
    add("name", "串灯打开", one("ter_string", [ON]), ["name", "relay-light"])
    add("name", "楼梯灯开起", one("sta_light", [ON]), ["name", "sichuanese"])
    add("name", "茶室吊灯开一下", one("tea_pendant", [ON]), ["name"])
    add("name", "落地灯关了", one("tea_floor", [OFF]), ["name"])
    add("name", "灯2关了", one("gar_light2", [OFF]), ["name", "lazy-label"])
    add("name", "车库那个灯2开一下", one("gar_light2", [ON]), ["name", "room", "lazy-label"])
    add("name", "RGB灯带开起", one("teen_rgb", [ON]), ["name", "english"])
    add("name", "阳台灯打开", one("ghost_balcony", [ON]), ["name", "ghost-room"])
    add("name", "阳台的灯关了嘛", one("ghost_balcony", [OFF]), ["name", "ghost-room", "sichuanese"])
    add("name", "灯泡关了", one("new_bulb", [OFF]), ["name", "lazy-label"])
    add("name", "猫猫饮水机开起", one("liv_fountain", [ON]), ["name", "pet", "sichuanese"])
    add("name", "猫砂盆插座关了", one("sta_litter", [OFF]), ["name", "pet"])
    add("name", "电热毯开一下，今天冷惨了", one("eld_blanket", [ON]), ["name", "sichuanese"])
    add("name", "打印机插座开一下", one("stu_printer", [ON]), ["name"])
    add("name", "游戏机插座关了，莫耍了", one("teen_console", [OFF]), ["name", "sichuanese"])
    add("name", "茶吧机打开", one("tea_bar", [ON]), ["name"])
    add("name", "Aqara Plug 2 关掉", one("new_plug", [OFF]), ["name", "english", "numbered"])
    add("name", "turn off the aqara plug 2", one("new_plug", [OFF]), ["name", "english", "english-query"])
    add("name", "aqara插座二号开一下", one("new_plug", [ON]), ["name", "english-said-chinese", "numbered"])
    add("name", "Mi Air Purifier 开一下", one("liv_purifier", NO_SWITCH_FAN), ["name", "english", "no-switch"])
    add("name", "小米空气净化器关了", one("liv_purifier", NO_SWITCH_FAN), ["name", "english-said-chinese", "no-switch"])
    add("name", "空气进化器打开", one("eld_purifier", NO_SWITCH_FAN), ["name", "garbled-label", "no-switch"])
    add("name", "老人房的空气净化器开一下", one("eld_purifier", NO_SWITCH_FAN), ["room", "type", "garbled-label", "no-switch"])
    add("name", "香薰机开起", one("mst_diffuser", [ON]), ["name", "garbled-label", "sichuanese"])
    add("name", "老伙计开起", one("eld_fan", [ON]), ["nickname", "sichuanese"])
    add("name", "把老伙计关了嘛，吹得脑壳痛", one("eld_fan", [OFF]), ["nickname", "sichuanese"])
    add("name", "小黑去扫一哈地", one("robot", [RVC_START]), ["nickname", "robot", "no-room", "sichuanese"])
    add("name", "扫地机器人回去充电", one("robot", [RVC_HOME]), ["type", "robot", "no-room"])
    add("name", "落地扇开一下", one("liv_fan", NO_SWITCH_FAN), ["name", "no-switch"])
    add("name", "抽油烟机开起", one("kit_hood", NO_SWITCH_FAN), ["name", "no-switch", "sichuanese"])
    add("name", "油烟机关了", one("kit_hood", NO_SWITCH_FAN), ["name", "no-switch"])
    add("name", "排气扇开一下", one("bth_exhaust", [ON]), ["name"])
    add("name", "新风开起", one("tea_fresh", [ON]), ["name", "sichuanese"])
    add("name", "浴霸开起，我要洗澡了", one("bth_heater", [ON]), ["name", "sichuanese"])
    add("name", "车库门打开", one("gar_door", [DOOR_OPEN]), ["name", "door"])
    add("name", "搞快点把车库门关了", one("gar_door", [DOOR_CLOSE]), ["name", "door", "sichuanese"])
    add("name", "把大门锁了", one("liv_lock", [LOCK]), ["name", "lock", "synonym"])
    add("name", "浇花水阀打开", one("ter_valve", [VALVE_OPEN]), ["name", "valve"])
    add("name", "燃气报警器莫叫了，吵死了", one("kit_gas", [MUTE, SETMUTE]), ["name", "sichuanese"])
    add("name", "洗衣机开始洗", one("gar_washer", [OP_START]), ["name", "appliance"])
    add("name", "烘干机停了", one("gar_dryer", [OP_STOP, OFF]), ["name", "appliance"])
    add("name", "洗碗机启动一下", one("kit_dish", [OP_START]), ["name", "appliance"])
    add("name", "微波炉热两分钟", one("kit_micro", [COOKTIME, OP_START]), ["name", "appliance", "value"])
    add("name", "冰箱调成速冻模式", one("din_fridge", [SETMODE]), ["name", "appliance", "value"])
    add("name", "热水器调到50度", one("bth_water", [HEATSP]), ["name", "setpoint", "value"])
    add("name", "热水器关了", one("bth_water", [TM_OFF, TM_SET]), ["name", "no-switch"])

    # ---------------- numbered labels ----------------
    add("num", "筒灯3开一下", one("liv_down3", [ON]), ["numbered"])
    add("num", "筒灯三关了", one("liv_down3", [OFF]), ["numbered", "chinese-numeral"])
    add("num", "3号筒灯调到40%", one("liv_down3", [LVL]), ["numbered", "brightness", "value"])
    add("num", "第三个筒灯暗一点", one("liv_down3", BRIGHTER), ["numbered", "ordinal", "relative"])
    add("num", "把五号筒灯打开", one("liv_down5", [ON]), ["numbered", "chinese-numeral"])
    add("num", "筒灯六关了嘛", one("liv_down6", [OFF]), ["numbered", "chinese-numeral", "sichuanese"])
    add("num", "筒灯1亮度调到百分之八十", one("liv_down1", [LVL]), ["numbered", "brightness", "value"])
    add("num", "第二个筒灯开起", one("liv_down2", [ON]), ["numbered", "ordinal", "sichuanese"])
    add("num", "射灯2关了", one("thr_spot2", [OFF]), ["numbered"])
    add("num", "二号射灯调暗点", one("thr_spot2", BRIGHTER), ["numbered", "chinese-numeral", "relative"])
    add("num", "射灯一开起", one("thr_spot1", [ON]), ["numbered", "chinese-numeral"])
    add("num", "影音室第三个射灯开到20", one("thr_spot3", [LVL]), ["numbered", "ordinal", "room", "brightness"])
    add("num", "筒灯4换成冷白光", one("liv_down4", [CT]), ["numbered", "color-temp"])
    add("num", "客厅4号筒灯亮一点", one("liv_down4", BRIGHTER), ["numbered", "room", "relative"])

    # ---------------- room + name / room + type / bare room core ----------------
    add("room", "一楼厨房的灯打开", one("kit_ceiling", [ON]), ["room", "type", "duplicate-label"])
    add("room", "厨房吸顶灯关了", one("kit_ceiling", [OFF]), ["room", "name", "duplicate-label"])
    add("room", "老人房吸顶灯开一下", one("eld_ceiling", [ON]), ["room", "name", "duplicate-label"])
    add("room", "儿童房的吸顶灯关了嘛", one("teen_ceiling", [OFF]), ["room", "name", "duplicate-label", "sichuanese"])
    add("room", "主卧床头灯开起", one("mst_bedside", [ON]), ["room", "name", "duplicate-label"])
    add("room", "老人房床头灯关了", one("eld_bedside", [OFF]), ["room", "name", "duplicate-label"])
    add("room", "书房灯开一下", one(["stu_ceiling", "mst_studylamp"], [ON]), ["room-core", "type", "cross-room-label"])
    add("room", "把书房灯灯开起", one(["stu_ceiling", "mst_studylamp"], [ON]), ["room-core", "type", "cross-room-label", "sichuanese"])
    add("room", "2楼书房的顶灯关了", one("stu_ceiling", [OFF]), ["room", "name"])
    add("room", "书房台灯开起", one("mst_studylamp", [ON]), ["name", "cross-room-label"])
    add("room", "主卧那个书房台灯调暗点", one("mst_studylamp", BRIGHTER), ["room", "name", "cross-room-label", "relative"])
    add("room", "厕所灯开一下", one("bth_mirror", [ON]), ["room-synonym", "type"])
    add("room", "洗手间的灯关了", one("bth_mirror", [OFF]), ["room-synonym", "type"])
    add("room", "楼梯间的灯灯打开", one("sta_light", [ON]), ["room", "type", "sichuanese"])
    add("room", "咋个这么黑哦，楼梯间灯开一下", one("sta_light", [ON]), ["room", "type", "sichuanese"])
    add("room", "新房间的灯打开", one("new_bulb", [ON]), ["room", "type"])
    add("room", "新房间的插座关了", one("new_plug", [OFF]), ["room", "type"])
    add("room", "厨房插座关一下", one("kit_plug", [OFF]), ["room", "lazy-label"])
    add("room", "客厅空调开一下", one("liv_ac", [ON]), ["room", "type"])
    add("room", "影音室空调关了", one("thr_ac", AC_OFF), ["room", "type", "duplicate-label"])
    add("room", "娃儿房间空调开起", one("teen_ac", [ON]), ["room-synonym", "type", "duplicate-label", "sichuanese"])
    add("room", "老人房空调关了嘛", one("eld_ac", AC_OFF), ["room", "type", "duplicate-label", "sichuanese"])
    add("room", "主卧空调打开", one("mst_ac", [ON]), ["room", "type", "duplicate-label"])
    add("room", "三楼的空调开一下", one("thr_ac", [ON]), ["floor", "type"])
    add("room", "负一楼的新风开起", one("tea_fresh", [ON]), ["floor", "name"])
    add("room", "二楼的热水器调到45度", one("bth_water", [HEATSP]), ["floor", "name", "setpoint"])
    add("room", "客厅窗帘拉开", one("liv_curtain", [OPEN]), ["name", "cover"])
    add("room", "纱帘关上", one("liv_sheer", [CLOSE]), ["name", "cover"])
    add("room", "儿童房窗帘拉开", one("teen_curtain", [OPEN]), ["room", "type", "duplicate-label", "cover"])
    add("room", "老人房窗帘关一哈", one("eld_curtain", [CLOSE]), ["room", "type", "duplicate-label", "cover", "sichuanese"])
    add("room", "主卧遮光帘拉上", one("mst_blackout", [CLOSE]), ["room", "name", "duplicate-label", "cover"])
    add("room", "影音室遮光帘关了", one("thr_blackout", [CLOSE]), ["room", "name", "duplicate-label", "cover"])
    add("room", "书房窗帘拉开一半", one("stu_curtain", [SHADE]), ["room", "cover", "value"])
    add("room", "主卧窗帘开到30%", one("mst_curtain", [SHADE]), ["room", "cover", "value"])
    add("room", "遮阳篷开一半", one("ter_awning", [SHADE]), ["name", "cover", "value"])
    add("room", "客厅窗帘停一下", one("liv_curtain", [SPAUSE]), ["name", "cover"])
    add("room", "把幕布停倒", one("thr_screen", [SPAUSE]), ["name", "cover", "sichuanese"])
    add("room", "1楼客厅的大灯关了", one("liv_main", [OFF]), ["room", "name", "floor-prefix"])
    add("room", "负一楼茶室落地灯开起", one("tea_floor", [ON]), ["room", "name", "floor-prefix"])
    add("room", "地下室车库门关了", one("gar_door", [DOOR_CLOSE]), ["room-synonym", "name", "door"])
    add("room", "三楼影音室星空顶关了", one("thr_stars", [OFF]), ["room", "name", "floor-prefix"])
    add("room", "老人房风扇开一下", one("eld_fan", [ON]), ["room", "type", "nickname"])
    add("room", "书房风扇关了", one("stu_fan", NO_SWITCH_FAN), ["room", "type", "no-switch"])
    add("room", "客厅的风扇开起", one("liv_fan", NO_SWITCH_FAN), ["room", "type", "no-switch"])
    add("room", "露台浇一哈花", one("ter_valve", [VALVE_OPEN]), ["room", "valve", "sichuanese"])

    # ---------------- values: brightness ----------------
    add("value", "大灯调到50%", one("liv_main", [LVL]), ["brightness", "value"])
    add("value", "把Hue Go亮度调到百分之三十", one("liv_huego", [LVL]), ["brightness", "value", "english"])
    add("value", "餐厅吊灯亮一点", one("din_pendant", BRIGHTER), ["brightness", "relative"])
    add("value", "主卧床头灯暗一点", one("mst_bedside", BRIGHTER), ["brightness", "relative", "no-step"])
    add("value", "楼梯灯调到最亮", one("sta_light", [LVL]), ["brightness", "value"])
    add("value", "茶室吊灯调暗些，喝茶要暗点才巴适", one("tea_pendant", BRIGHTER), ["brightness", "relative", "sichuanese"])
    add("value", "儿童房台灯开到70", one("teen_desk", [LVL]), ["brightness", "value", "room"])
    add("value", "老人房床头灯调到10%，老汉要睡了", one("eld_bedside", [LVL]), ["brightness", "value", "room", "sichuanese"])
    add("value", "氛围灯带亮度调低点", one("liv_strip", BRIGHTER), ["brightness", "relative"])
    add("value", "新房间那个灯泡调到一半亮", one("new_bulb", [LVL]), ["brightness", "value", "room"])
    add("value", "落地灯亮度百分之六十", one("tea_floor", [LVL]), ["brightness", "value"])

    # ---------------- colour temperature / colour ----------------
    add("value", "大灯暖一点", one("liv_main", WARMER), ["color-temp", "relative"])
    add("value", "主卧灯换成冷白光", one("mst_main", [CT]), ["color-temp", "value"])
    add("value", "书房顶灯调成暖光", one("stu_ceiling", [CT]), ["color-temp", "value"])
    add("value", "儿童房吸顶灯色温调到4000K", one("teen_ceiling", [CT]), ["color-temp", "value", "duplicate-label"])
    add("value", "餐厅吊灯冷一点", one("din_pendant", WARMER), ["color-temp", "relative"])
    add("value", "茶室吊灯调黄一点", one("tea_pendant", WARMER), ["color-temp", "relative", "colloquial"])
    add("value", "Hue Go 调成红色", one("liv_huego", COLOR_SET), ["color", "english"])
    add("value", "RGB灯带换成蓝色", one("teen_rgb", COLOR_SET), ["color"])
    add("value", "星空顶弄成紫色嘛", one("thr_stars", COLOR_SET), ["color", "sichuanese"])
    add("value", "氛围灯带调成绿色", one("liv_strip", COLOR_SET), ["color"])
    add("value", "主卧床头灯换个粉红色", one("mst_bedside", COLOR_SET), ["color", "room", "duplicate-label"])
    add("value", "Hue Go 颜色淡一点，饱和度调低", one("liv_huego", [SAT, COLOR]), ["color", "english", "relative"])

    # ---------------- AC modes / setpoints / fans ----------------
    add("climate", "客厅空调制冷", one("liv_ac", AC_COOL), ["ac-mode", "room"])
    add("climate", "老人房空调开制热", one("eld_ac", AC_HEAT), ["ac-mode", "room", "duplicate-label"])
    add("climate", "主卧空调除湿", one("mst_ac", AC_MODE_SET), ["ac-mode", "room"])
    add("climate", "影音室空调调成送风", one("thr_ac", AC_MODE_SET), ["ac-mode", "room"])
    add("climate", "儿童房空调开自动", one("teen_ac", AC_AUTO), ["ac-mode", "room"])
    add("climate", "老人房空调除湿", one("eld_ac", AC_MODE_SET), ["ac-mode", "room"])
    add("climate", "柜机调到26度", one("liv_ac", AC_SETPOINT), ["setpoint", "name"])
    add("climate", "客厅空调调到26度", one("liv_ac", AC_SETPOINT), ["setpoint", "room"])
    add("climate", "老人房空调调到28度", one("eld_ac", AC_SETPOINT), ["setpoint", "room", "heating-only-setpoint"])
    add("climate", "主卧空调温度调低两度", one("mst_ac", AC_SETPOINT), ["setpoint", "relative", "room"])
    add("climate", "影音室空调开到24度制冷", [one("thr_ac", [COOLSP]), one("thr_ac", AC_COOL)], ["setpoint", "ac-mode", "multi-command"])
    add("climate", "老人房空调风开大点", one("eld_ac", [ACFAN]), ["fan", "relative", "room"])
    add("climate", "主卧空调风速调到低档", one("mst_ac", [ACFAN, PCT]), ["fan", "value", "room"])
    add("climate", "影音室空调开自然风", one("thr_ac", [WIND]), ["fan", "value", "room"])
    add("climate", "柜机调成睡眠风", one("liv_ac", [WIND]), ["fan", "value", "name"])
    add("climate", "书房风扇开到最大", one("stu_fan", [ACFAN, PCT]), ["fan", "value", "room"])
    add("climate", "书房风扇摇头", one("stu_fan", [OSC]), ["fan", "room"])
    add("climate", "老伙计开到三档", one("eld_fan", [FANSPEED]), ["fan", "nickname", "value"])
    add("climate", "落地扇调到50%", one("liv_fan", [PCT]), ["fan", "value"])
    add("climate", "落地扇风小点", one("liv_fan", [FANMODE, PCT]), ["fan", "relative"])
    add("climate", "空气进化器开成睡眠模式", one("eld_purifier", [APMODE]), ["fan", "garbled-label", "value"])
    add("climate", "Mi Air Purifier 调到高档", one("liv_purifier", [APMODE, PCT]), ["fan", "english", "value"])
    add("climate", "抽油烟机开大档", one("kit_hood", [FANMODE, PCT]), ["fan", "value"])
    add("climate", "新风风量调到高", one("tea_fresh", [ACFAN]), ["fan", "value"])
    add("climate", "排气扇开到中档", one("bth_exhaust", [FANMODE]), ["fan", "value"])

    # ---------------- TV / media ----------------
    add("media", "电视打开", one("liv_tv", [ON]), ["tv", "name"])
    add("media", "电视换到5台", one("liv_tv", [KEY]), ["tv", "channel"])
    add("media", "电视下一个台", one("liv_tv", [NEXT, KEY]), ["tv", "channel"])
    add("media", "电视暂停一下", one("liv_tv", [PAUSE, PSTATUS]), ["tv", "media"])
    add("media", "电视声音小点", one("liv_soundbar", [VDOWN, VOL]), ["tv", "volume", "tv-volume-via-soundbar"])
    add("media", "Soundbar 静音", one("liv_soundbar", [MUTE, SETMUTE]), ["media", "english"])
    add("media", "Soundbar 音量调到20", one("liv_soundbar", [VOL]), ["media", "english", "volume"])
    add("media", "功放切到HDMI2", one("thr_amp", [INPUT]), ["media", "input"])
    add("media", "功放换成蓝牙输入", one("thr_amp", [INPUT]), ["media", "input"])
    add("media", "功放音量调到30", one("thr_amp", [VOL]), ["media", "volume"])
    add("media", "投影仪打开，今晚看电影", one("thr_proj", [ON]), ["media", "name"])
    add("media", "Sonos 下一首", one("thr_sonos", [NEXT]), ["media", "english"])
    add("media", "搜诺思声音大点", one("thr_sonos", [VUP, VOL]), ["media", "english-said-chinese", "volume"])
    add("media", "Sonos pause", one("thr_sonos", [PAUSE, PSTATUS]), ["media", "english", "english-query"])
    add("media", "小音箱静音", one("teen_speaker", [MUTE, SETMUTE]), ["media"])
    add("media", "影音室的音乐暂停", one(["thr_sonos", "thr_amp"], [PAUSE, PSTATUS]), ["media", "room"])
    add("media", "影音室声音大点", one(["thr_sonos", "thr_amp"], [VUP, VOL]), ["media", "room", "volume"])

    # ---------------- robot cleaner ----------------
    add("robot", "扫地机开始扫地", one("robot", [RVC_START]), ["robot", "type", "no-room"])
    add("robot", "小黑暂停一下", one("robot", [RVC_PAUSE]), ["robot", "nickname", "no-room"])
    add("robot", "扫地机只扫厨房", one("robot", [AREAS, RVC_START]), ["robot", "value", "no-room"])
    add("robot", "扫地机换拖地模式", one("robot", [SETMODE]), ["robot", "value", "no-room"])

    # ---------------- two commands in one request ----------------
    add("multi", "客厅的大灯打开，窗帘也拉上", [one("liv_main", [ON]), one(["liv_curtain", "liv_sheer"], [CLOSE])],
        ["multi-command", "room", "cover"])
    add("multi", "打开客厅大灯然后关窗帘", [one("liv_main", [ON]), one(["liv_curtain", "liv_sheer"], [CLOSE])],
        ["multi-command", "room", "cover"])
    add("multi", "关了电视，把射灯1打开", [one("liv_tv", [OFF]), one("thr_spot1", [ON])], ["multi-command", "numbered"])
    add("multi", "主卧空调开起，调到26度", [one("mst_ac", [ON]), one("mst_ac", AC_SETPOINT)], ["multi-command", "setpoint"])
    add("multi", "把落地灯关了再把茶吧机打开", [one("tea_floor", [OFF]), one("tea_bar", [ON])], ["multi-command"])
    add("multi", "厕所排气扇开一下，镜前灯也开起", [one("bth_exhaust", [ON]), one("bth_mirror", [ON])], ["multi-command", "sichuanese"])
    add("multi", "投影仪打开，遮光帘拉上", [one("thr_proj", [ON]), one("thr_blackout", [CLOSE])], ["multi-command", "context-room", "duplicate-label"])
    add("multi", "车库门打开，灯2也开了", [one("gar_door", [DOOR_OPEN]), one("gar_light2", [ON])], ["multi-command", "lazy-label"])
    add("multi", "Hue Go 开起调成蓝色", [one("liv_huego", [ON]), one("liv_huego", COLOR_SET)], ["multi-command", "color", "english"])
    add("multi", "先把老伙计关了，再开老人房空调", [one("eld_fan", [OFF]), one("eld_ac", [ON])], ["multi-command", "nickname"])
    add("multi", "浴霸开了，热水器调到45度", [one("bth_heater", [ON]), one("bth_water", [HEATSP])], ["multi-command", "setpoint"])
    add("multi", "功放打开切到HDMI1", [one("thr_amp", [ON]), one("thr_amp", [INPUT])], ["multi-command", "input"])
    add("multi", "星空顶开起，射灯全部关了", [one("thr_stars", [ON]), allm(SPOTS, [OFF])], ["multi-command", "bulk-all"])

    # ---------------- bulk (mode all) ----------------
    F1 = H.scope(L, floors=["1"])
    add("bulk", "所有灯关了", allm(L, [OFF]), ["bulk-all", "light"])
    add("bulk", "屋头的灯全部打开", allm(L, [ON]), ["bulk-all", "light", "sichuanese"])
    add("bulk", "屋头莫得人了，灯全部关了", allm(L, [OFF]), ["bulk-all", "light", "sichuanese"])
    add("bulk", "把所有灯调到50%", allm(L, [LVL]), ["bulk-all", "light", "brightness", "capability-filter"])
    add("bulk", "所有灯色温调到3000K", allm(L, [CT]), ["bulk-all", "light", "color-temp", "capability-filter"])
    add("bulk", "除了老人房，一楼的灯都关了", allm(H.scope(L, floors=["1"], ex_rooms=["elder"]), [OFF]),
        ["bulk-all", "floor", "exclusion"])
    add("bulk", "二楼的灯全部关了", allm(H.scope(L, floors=["2"]), [OFF]), ["bulk-all", "floor"])
    add("bulk", "一楼的灯都打开", allm(F1, [ON]), ["bulk-all", "floor"])
    add("bulk", "一楼的灯全部调到百分之二十", allm(F1, [LVL]), ["bulk-all", "floor", "brightness", "capability-filter"])
    add("bulk", "负一楼的灯全部关了嘛", allm(H.scope(L, floors=["B1"]), [OFF]), ["bulk-all", "floor", "sichuanese"])
    add("bulk", "三楼的灯都关了", allm(H.scope(L, floors=["3"]), [OFF]), ["bulk-all", "floor", "relay-light"])
    add("bulk", "除了影音室，三楼的灯都关了", allm(H.scope(L, floors=["3"], ex_rooms=["theater"]), [OFF]),
        ["bulk-all", "floor", "exclusion", "relay-light"])
    add("bulk", "除了二楼，其他灯全部关了", allm(H.scope(L, ex_floors=["2"]), [OFF]), ["bulk-all", "floor-exclusion"])
    add("bulk", "灯全部关了，楼梯灯留倒", allm(H.scope(L, ex_keys=["sta_light"]), [OFF]),
        ["bulk-all", "exclusion", "device-exclusion", "sichuanese"])
    add("bulk", "书房的灯都关了", allm(H.scope(L, rooms=["study"]), [OFF]), ["bulk-all", "room-core", "cross-room-label"])
    add("bulk", "二楼的灯除了书房都关了", allm(H.scope(L, floors=["2"], ex_rooms=["study"]), [OFF]),
        ["bulk-all", "floor", "exclusion", "cross-room-label"])
    add("bulk", "主卧的灯全部关了", allm(H.scope(L, rooms=["master"]), [OFF]), ["bulk-all", "room", "cross-room-label"])
    add("bulk", "除了主卧，二楼的灯都打开", allm(H.scope(L, floors=["2"], ex_rooms=["master"]), [ON]),
        ["bulk-all", "floor", "exclusion", "cross-room-label"])
    add("bulk", "客厅筒灯全部调到30%", allm(DOWN, [LVL]), ["bulk-all", "numbered", "brightness", "capability-filter"])
    add("bulk", "客厅的筒灯全部打开", allm(DOWN, [ON]), ["bulk-all", "numbered"])
    add("bulk", "射灯全部开起", allm(SPOTS, [ON]), ["bulk-all", "numbered", "sichuanese"])
    add("bulk", "二楼所有窗帘拉上", allm(H.scope(CURTAINS, floors=["2"]), [CLOSE]), ["bulk-all", "floor", "cover"])
    add("bulk", "一楼的窗帘全部拉开", allm(H.scope(CURTAINS, floors=["1"]), [OPEN]), ["bulk-all", "floor", "cover"])
    add("bulk", "所有空调关了", allm(ALL_ACS, [OFF]), ["bulk-all", "climate"])
    add("bulk", "出门了，所有插座都关了", allm(PLUGS, [OFF]), ["bulk-all", "plug"])
    add("bulk", "客厅的灯全部关了", allm(H.scope(L, rooms=["living"]), [OFF]), ["bulk-all", "room"])
    add("bulk", "露台的灯全部打开", allm(H.scope(L, rooms=["terrace"]), [ON]), ["bulk-all", "room", "relay-light"])
    add("bulk", "负一楼除了车库，灯都关了", allm(H.scope(L, floors=["B1"], ex_rooms=["garage"]), [OFF]),
        ["bulk-all", "floor", "exclusion"])
    add("bulk", "老人房的灯都关了，老人家要睡了", allm(H.scope(L, rooms=["elder"]), [OFF]), ["bulk-all", "room"])
    add("bulk", "儿童房的灯全部关了，快点睡觉", allm(H.scope(L, rooms=["teen"]), [OFF]), ["bulk-all", "room"])
    add("bulk", "车库的灯全部打开", allm(H.scope(L, rooms=["garage"]), [ON]), ["bulk-all", "room", "lazy-label"])
    add("bulk", "茶室的灯全部调到百分之四十", allm(H.scope(L, rooms=["tea"]), [LVL]), ["bulk-all", "room", "brightness"])
    add("bulk", "除了楼梯间和车库，所有灯都关了", allm(H.scope(L, ex_rooms=["stairs", "garage"]), [OFF]),
        ["bulk-all", "exclusion"])

    # ---------------- quantifier any ----------------
    add("any", "随便开一个灯", one(L, [ON]), ["any", "light"])
    add("any", "打开两盏灯", one(L, [ON]), ["any", "any-count", "light"])
    add("any", "客厅随便开两个筒灯", one(DOWN, [ON]), ["any", "any-count", "numbered"])
    add("any", "射灯开一个就行", one(SPOTS, [ON]), ["any", "numbered"])
    add("any", "老人房随便开个灯", one(H.scope(L, rooms=["elder"]), [ON]), ["any", "room"])
    add("any", "露台随便开一盏灯嘛", one(H.scope(L, rooms=["terrace"]), [ON]), ["any", "room", "relay-light", "sichuanese"])

    # ---------------- stated needs ----------------
    add("need", "影音室好热", one("thr_ac", [ON] + AC_COOL + [COOLSP]), ["need", "room", "climate"])
    add("need", "客厅热得遭不住", one(["liv_ac", "liv_fan"], [ON] + AC_COOL + [COOLSP, FANMODE, PCT]),
        ["need", "room", "climate", "sichuanese"])
    add("need", "书房太暗了", one(["stu_ceiling", "mst_studylamp"], [ON] + BRIGHTER), ["need", "room-core", "brightness"])
    add("need", "茶室好暗哦", one(["tea_pendant", "tea_floor"], [ON] + BRIGHTER), ["need", "room", "brightness", "sichuanese"])
    add("need", "茶室好闷", one("tea_fresh", [ON, ACFAN]), ["need", "room", "air"])
    add("need", "客厅有点闷", one(["liv_purifier", "liv_fan"], [APMODE, PCT, FANMODE]), ["need", "room", "air", "no-switch"])
    add("need", "老人房冷惨了", one(["eld_ac", "eld_blanket"], [ON] + AC_HEAT + [HEATSP]), ["need", "room", "climate", "sichuanese"])
    add("need", "主卧太亮了，刺眼睛", one(H.scope(L, rooms=["master"]) + ["mst_curtain", "mst_blackout"], [LVL, STEP, OFF, CLOSE]),
        ["need", "room", "brightness", "cover"])
    add("need", "卫生间好潮哦", one("bth_exhaust", [ON, FANMODE]), ["need", "room", "air"])
    add("need", "厨房油烟好大", one("kit_hood", [FANMODE, PCT]), ["need", "room", "air", "no-switch"])
    add("need", "影音室太吵了", one(["thr_amp", "thr_sonos"], [VDOWN, VOL, MUTE, SETMUTE]), ["need", "room", "volume"])
    add("need", "儿童房热死了", one("teen_ac", [ON] + AC_COOL + [COOLSP]), ["need", "room", "climate"])
    add("need", "太阳好晒哦，露台遮一下", one("ter_awning", [CLOSE, OPEN, SHADE]), ["need", "room", "cover"])

    # ---------------- references with history ----------------
    add("hist", "把它关了", one("liv_huego", [OFF]), ["reference", "history"], history=["打开Hue Go"])
    add("hist", "再亮一点", one("mst_main", BRIGHTER), ["reference", "history", "relative"], history=["主卧灯开到30%"])
    add("hist", "让它摇头", one("stu_fan", [OSC]), ["reference", "history", "fan"], history=["书房风扇开起"])
    add("hist", "调到24度", one("thr_ac", AC_SETPOINT), ["reference", "history", "setpoint"], history=["影音室空调打开"])
    add("hist", "再暗点", one("thr_spot2", BRIGHTER), ["reference", "history", "relative"], history=["射灯2开一下"])
    add("hist", "算了，关了嘛", one("liv_curtain", [CLOSE]), ["reference", "history", "cover", "sichuanese"],
        history=["客厅窗帘拉开"])
    add("hist", "温度再高两度", one("eld_ac", [HEATSP]), ["reference", "history", "setpoint"],
        history=["老人房空调开起", "调成制热"])
    add("hist", "声音小点", one("thr_amp", [VDOWN, VOL]), ["reference", "history", "volume"], history=["功放打开"])
    add("hist", "色温暖一点", one("teen_ceiling", WARMER), ["reference", "history", "color-temp"],
        history=["儿童房的吸顶灯打开"])
    add("hist", "4号也开起", one("liv_down4", [ON]), ["reference", "history", "numbered", "ellipsis"], history=["筒灯3开一下"])
    add("hist", "叫它回去充电", one("robot", [RVC_HOME]), ["reference", "history", "robot"], history=["小黑开始扫地"])
    add("hist", "关了嘛", one("kit_ceiling", [OFF]), ["reference", "history", "sichuanese"], history=["一楼厨房的灯打开"])
    add("hist", "床头灯也开起", one("eld_bedside", [ON]), ["history", "context-room", "duplicate-label"],
        history=["老人房吸顶灯开一下"])
    add("hist", "空调调到22度", one("thr_ac", AC_SETPOINT), ["history", "context-room", "duplicate-label", "setpoint"],
        history=["影音室好热"])
    add("hist", "那个也关了", one("tea_bar", [OFF]), ["reference", "history"], history=["落地灯关了", "茶吧机是不是还开起的"])
    add("hist", "换成红色", one("liv_strip", COLOR_SET), ["reference", "history", "color"], history=["氛围灯带开一哈"])
    add("hist", "开到一半", one("stu_curtain", [SHADE]), ["reference", "history", "cover"], history=["书房窗帘关了"])

    # ---------------- state questions ----------------
    add("state", "客厅空调开着没得？", one("liv_ac", [STAR]), ["state", "room", "sichuanese"])
    add("state", "车库门关了没得", one("gar_door", [STAR]), ["state", "sichuanese"])
    add("state", "大门锁了没有", one("liv_lock", [STAR]), ["state", "synonym"])
    add("state", "冰箱门关好没得", one("din_fridge", [STAR]), ["state", "sichuanese"])
    add("state", "厨房漏水没得", one("kit_leak", [STAR]), ["state", "unspecced", "sichuanese"])
    add("state", "楼梯间有人没得", one("sta_motion", [STAR]), ["state", "unspecced", "sichuanese"])
    add("state", "猫粮机还有粮没得", one("sta_feeder", [STAR]), ["state", "unspecced", "pet"])
    add("state", "客厅现在好多度", one(["liv_th", "liv_ac"], [STAR]), ["state", "room", "sichuanese"])
    add("state", "外头好多度哦", one("ter_th", [STAR]), ["state", "sichuanese"])
    add("state", "烟感有没有报警", one("sta_smoke", [STAR]), ["state", "unspecced"])
    add("state", "洗衣机洗完没得", one("gar_washer", [STAR]), ["state", "appliance", "sichuanese"])
    add("state", "扫地机在扫没得", one("robot", [STAR]), ["state", "robot", "no-room"])
    add("state", "主卧灯关了没得", one("mst_main", [STAR]), ["state", "name"])
    add("state", "电视在放啥子", one("liv_tv", [STAR]), ["state", "tv", "sichuanese"])
    add("state", "影音室空调现在是啥子模式", one("thr_ac", [STAR]), ["state", "room", "sichuanese"])
    add("state", "老人房的空气进化器开起的没得", one("eld_purifier", [STAR]), ["state", "room", "garbled-label", "sichuanese"])
    add("state", "给猫喂点粮", one("sta_feeder", [STAR]), ["unspecced", "pet"])

    # ---------------- clarify ----------------
    add("clarify", "空调打开", clar(ALL_ACS, [ON]), ["clarify", "duplicate-label"])
    add("clarify", "吸顶灯关了", clar(CEILING, [OFF]), ["clarify", "duplicate-label"])
    add("clarify", "床头灯开一下", clar(BEDSIDE, [ON]), ["clarify", "duplicate-label"])
    add("clarify", "遮光帘拉上", clar(["mst_blackout", "thr_blackout"], [CLOSE]), ["clarify", "duplicate-label", "cover"])
    add("clarify", "空调调到26度", clar(ALL_ACS, AC_SETPOINT), ["clarify", "duplicate-label", "setpoint"])
    add("clarify", "窗帘拉开", clar(CURTAINS, [OPEN]), ["clarify", "type", "cover"])
    add("clarify", "把灯打开", clar(L, [ON]), ["clarify", "type", "lazy-label"])
    add("clarify", "把灯灯打开嘛", clar(L, [ON]), ["clarify", "type", "sichuanese"])
    add("clarify", "开风扇", clar(FANS, [ON] + NO_SWITCH_FAN), ["clarify", "type"])
    add("clarify", "把它关了", clar(), ["clarify", "reference", "no-history"])
    add("clarify", "那个灯开一下", clar(L, [ON]), ["clarify", "reference", "no-history"])
    add("clarify", "它调到50%", clar(), ["clarify", "reference", "no-history"])
    add("clarify", "阁楼的灯开一下", clar(), ["clarify", "unknown-room"])
    add("clarify", "阳光房的窗帘关了", clar(), ["clarify", "unknown-room"])
    add("clarify", "楼上的灯关了", clar(), ["clarify", "relative-floor"])
    add("clarify", "楼下的灯全部打开", clar(), ["clarify", "relative-floor"])
    add("clarify", "楼上那个空调关了", clar(), ["clarify", "relative-floor"])
    add("clarify", "筒灯7开一下", clar(DOWN, [ON]), ["clarify", "numbered", "bad-index"])
    add("clarify", "第七个筒灯开起", clar(DOWN, [ON]), ["clarify", "numbered", "bad-index"])
    add("clarify", "射灯4关了", clar(SPOTS, [OFF]), ["clarify", "numbered", "bad-index"])
    add("clarify", "好热哦", clar(ALL_ACS + FANS), ["clarify", "need", "no-room"])
    add("clarify", "好暗哦", clar(), ["clarify", "need", "no-room"])
    add("clarify", "冷得很", clar(), ["clarify", "need", "no-room"])
    add("clarify", "娃儿房间的电视打开", clar(), ["clarify", "missing-device"])
    add("clarify", "车库的空调开一下", clar(), ["clarify", "missing-device"])
    add("clarify", "窗帘关一半", clar(CURTAINS, [SHADE]), ["clarify", "type", "cover"])

    # ---------------- none ----------------
    for q, tags in [
        ("今天成都天气咋样", ["weather"]),
        ("明天要下雨不哦", ["weather", "sichuanese"]),
        ("你好呀", ["chit-chat"]),
        ("讲个笑话来听嘛", ["chit-chat", "sichuanese"]),
        ("妈说客厅灯太丑了", ["device-mention"]),
        ("火锅底料还有没得", ["chit-chat", "sichuanese"]),
        ("老汉儿又在看电视", ["device-mention", "sichuanese"]),
        ("空调是哪年买的哦", ["device-mention"]),
        ("asdfgh 嗯嗯啊", ["gibberish"]),
        ("呃……那个……算了", ["gibberish"]),
        ("川大今年录取分数线好多", ["world"]),
        ("猫儿又把饮水机打翻了", ["device-mention", "pet"]),
        ("哈哈哈哈哈", ["gibberish"]),
        ("月亮离地球好远", ["world"]),
        ("我今天好累哦", ["chit-chat"]),
        ("你是哪个", ["chit-chat", "sichuanese"]),
        ("四川话说巴适是啥子意思", ["world", "sichuanese"]),
        ("莫关客厅灯，我还在看书", ["negation", "sichuanese"]),
        ("灯不用开，外头还亮", ["negation"]),
        ("那个扫地机好笨哦，又卡在沙发底下了", ["device-mention"]),
        ("宽窄巷子周末人多不多", ["world"]),
        ("嗯", ["gibberish"]),
    ]:
        add("none", q, dict(NONE), ["none"] + tags)

    # ---------------- long voice transcripts ----------------
    long1 = ("喂？哦，是在录音啊？我跟你说嘛，今天上午我去菜市场买了两斤莴笋，还称了点折耳根，你老汉儿最喜欢吃凉拌折耳根了，"
             "结果回来的时候在楼下碰到王嬢嬢，她说她孙女今年考上川大了，哎呀我就想到我们家那个娃儿，成天关起门打游戏，"
             "也不晓得作业做完没得。中午煮了个回锅肉，猫儿又跳上灶台，差点把锅铲都给我蹬下去了，我把它撵下去，它还冲我叫，"
             "你说气人不气人。下午我眯了一下，起来腰杆有点痛，你爸说是床垫太软了要换，我说换啥子换，才买了三年。"
             "晚上看了会儿电视，那个剧嘛拖拖拉拉的，一集就讲了个相亲，看得我瞌睡都来了。隔壁李孃孃还打电话来，说下个礼拜社区要组织去青城山耍，"
             "问我去不去，我说看你爸的腰杆咋样再说，她又扯到她儿媳妇，一说就是半个钟头，电话都打烫了。好了好了，不说了，天气转凉了，"
             "晚上脚底板冰冰凉，你帮我把老人房的电热毯开起嘛。")
    long2 = ("我跟你讲，昨天晚上那把排位简直离谱，我们这边打野全程在野区刷，对面中单都来抓了三次了，他还在那儿打龙，"
             "我就说兄弟你能不能看一下小地图，他还说我菜。然后我妈上来敲门，说十一点了还不睡，我说马上马上，结果又打了两把。"
             "今天早上起来眼睛都是肿的，数学课上差点睡着，老师点我起来回答问题，我连题目都没听到，同桌在旁边笑得打抖。"
             "放学的时候跟同学在校门口吃了碗冒菜，太辣了，现在嘴巴还是麻的。同学还说周末要去太古里拍照，喊我一起，我说看情况嘛，"
             "我妈肯定又要说我月考考得撇还到处耍。回来路上还看到一只橘猫，跟我们家那只长得好像，"
             "我还以为它跑出来了。算了算了，作业写完了，我准备耍一会儿，氛围要整起来，帮我把RGB灯带调成蓝色。")
    long3 = ("喂喂，这个东西开起没有？嗯，开起了。今天公司开了一下午的会，领导又在说下个季度的指标，说啥子要降本增效，"
             "我听得脑壳都大了。开完会又堵车，二环高架上堵了四十分钟，前面好像是两个车刮了，交警半天才来。"
             "回来路上给娃儿买了双球鞋，他说要那种白色的，我也不晓得买对没得，反正他妈说好看。周末我们可能要回一趟老家，"
             "去看一下二姑，她最近身体不太好，在华西住了几天院，现在出院了。对了，明天记得提醒我交物业费，上次就忘了，"
             "被物业打电话催了两回。还有车子也该保养了，上次那个师傅说刹车片要换，我一直拖到现在，这个礼拜六一定要去弄了，"
             "顺便把车洗一下，上面全是灰，跟个泥巴车一样。好了不摆了，太阳晒进来了，刺眼睛得很，客厅窗帘关一下。")
    long4 = ("你说这个房子嘛，当初装修的时候就没商量好，你爸要这样，你大舅要那样，最后搞成个四不像，客厅那个大灯是你爸挑的，丑得很，亮是亮，就是像个大锅盖。"
             "楼上主卧的窗帘也是，颜色太深了，白天拉起来跟晚上一样。还有那个扫地机，买回来就只晓得在沙发底下转圈圈，"
             "猫儿看到它就跑，吓得毛都立起来了。娃儿又喊要在他房间装个啥子RGB的灯，说打游戏要氛围，我说你成绩有氛围没得嘛。"
             "你二姨上个星期来耍，说我们屋头的开关太多了，找个灯都要找半天。还有三楼那个影音室，花了那么多钱，一年到头看不了几回电影，"
             "倒是你爸周末在上面看球，一看就是一下午，喊他下来吃饭都喊不动，饭菜热了三回。茶室那个茶吧机也是，买回来就泡过两回茶。"
             "唉，算了，不说了，我去洗澡了，你们也早点睡。")
    add("long", long1, one("eld_blanket", [ON]), ["long-transcript", "sichuanese"])
    add("long", long2, one("teen_rgb", COLOR_SET), ["long-transcript", "color", "sichuanese"])
    add("long", long3, one("liv_curtain", [CLOSE]), ["long-transcript", "cover", "sichuanese"])
    add("long", long4, dict(NONE), ["long-transcript", "none", "device-mention", "sichuanese"])

    # resolve keys -> ids
    for c in cases:
        for e in c["expect"]:
            e["devices"] = [device_id(k) for k in e["devices"]]
    return cases


# --------------------------------------------------------------------------------------
# Writing
# --------------------------------------------------------------------------------------
def build_home(H: Home):
    rooms = [{"roomId": room_id(k), "locationId": LOCATION_ID, "name": n} for k, (n, _f) in ROOMS.items()]
    items = []
    for k, label, room, prof_name, name in DEVICES:
        prof = H.profiles[prof_name]
        cats = prof["categories"] or []
        item = {
            "deviceId": device_id(k),
            "name": name,
            "label": label,
            "manufacturerName": "SmartThingsCommunity",
            "locationId": LOCATION_ID,
        }
        if room is not None:
            item["roomId"] = room_id(room)
        item["components"] = [{
            "id": "main",
            "label": "main",
            "capabilities": [{"id": c, "version": 1} for c in prof["capabilities"]],
            "categories": [{"name": c, "categoryType": "manufacturer"} for c in cats],
        }]
        item["profile"] = {"id": prof_name}
        drv = prof["driver"].split("/")[-1]
        item["type"] = next((t.upper() for t in ("zigbee", "zwave", "matter") if drv.startswith(t)), "LAN")
        items.append(item)
    return {"rooms": rooms, "items": items}


def build_spec(H: Home):
    used = []
    for _k, _l, _r, p, _n in DEVICES:
        if p not in used:
            used.append(p)
    lines = []
    for p in used:
        if p in SPEC_LEFT_OUT:
            continue
        lines.append(build_spec_line(H.profiles[p], H.caps))
    return lines


def dump_jsonl(path: Path, rows):
    with open(path, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")


def mode_counts(cases):
    cnt = Counter()
    for c in cases:
        for e in c["expect"]:
            cnt[e["mode"]] += 1
    return cnt


def readme_text(H: Home, home, spec, cases):
    cnt_mode = mode_counts(cases)
    cat_cnt = Counter(H.dev[k]["category"] for k in H.dev)
    lights = H.lights()
    room_lines = []
    for rk, (rn, fl) in ROOMS.items():
        n = sum(1 for k in H.dev if H.dev[k]["room"] == rk)
        room_lines.append(f"| {rn} | {fl or '—'} | {n} |")
    ghost = [H.dev[k]["label"] for k in H.dev if H.dev[k]["room"] == GHOST_ROOM]
    noroom = [H.dev[k]["label"] for k in H.dev if H.dev[k]["room"] is None]
    tag_cnt = Counter(t for c in cases for t in c["tags"])
    en = sum(1 for s in spec for c in s["capabilities"] if c["description"].isascii())
    tot = sum(len(s["capabilities"]) for s in spec)
    longest = [len(c["query"]) for c in cases if "long-transcript" in c["tags"]]
    lines = [
        "# Blind evaluation set: chengdu",
        "",
        "A three-storey family house near Chengdu (grandparents, parents, a teenager, a cat), set up over the",
        "years by different family members, so names are messy. Files (all generated by `build.py`):",
        "",
        "- `home.json` — rooms + devices in the SmartThings REST shape.",
        "- `spec.jsonl` — one line per device profile (component `main`).",
        "- `cases.jsonl` — the evaluation cases.",
        "",
        "`python build.py` regenerates everything; `python build.py --check` re-validates the files on disk.",
        "Device and room ids are uuid5 of readable keys (`device/<key>`, `room/<key>`).",
        "",
        "Written blind: no engine source, tests, docs or other bench sets of the project were read.",
        "",
        "## The home",
        "",
        f"- devices: **{len(home['items'])}**, rooms: **{len(home['rooms'])}**, lights: **{len(lights)}**"
        f" (category `Light`: {len(lights) - len(LIGHT_RELAYS)}, plus relay(s) labelled as a light:"
        f" {', '.join(H.dev[k]['label'] for k in LIGHT_RELAYS)}).",
        f"- a device whose roomId is not in `rooms`: {', '.join(ghost)}; a device with no roomId: {', '.join(noroom)}.",
        "- every device copies `categories` and `capabilities` of component `main` of one real profile from",
        "  `shared/data/smartthings/profiles.jsonl`; `profile.id` is that profile's name (all names used are unique).",
        "",
        "| room | floor | devices |",
        "| --- | --- | --- |",
        *room_lines,
        f"| (roomId not in rooms) | — | {len(ghost)} |",
        f"| (no room) | — | {len(noroom)} |",
        "",
        "Devices by category: " + ", ".join(f"{c} {n}" for c, n in sorted(cat_cnt.items(), key=lambda x: -x[1])) + ".",
        "",
        "Messy naming on purpose: numbered series (筒灯1..6 in 1F客厅, 射灯1-3 in 影音室), English/brand labels",
        "(Hue Go, Aqara Plug 2, Mi Air Purifier, Soundbar, Sonos One), a label naming another room (书房台灯 sits in",
        "二楼主卧), lazy labels (灯, 灯2 in the garage, 插座 in the kitchen, 灯泡 in 新房间), ASR-garbled labels",
        "(空气进化器 for 空气净化器, 香熏机 for 香薰机), pet devices (猫猫饮水机, 猫砂盆插座, 猫粮机), nicknames",
        "(老伙计 = the old 3-speed fan in 老人房, 小黑 = the robot vacuum), duplicate labels across rooms (吸顶灯 ×3,",
        "空调 ×4 plus 柜机 in the living room, 床头灯 ×2, 窗帘 ×2, 遮光帘 ×2).",
        "",
        "### Spec",
        "",
        f"- {len(spec)} profile lines; left out on purpose (devices still in home.json): "
        + ", ".join(f"`{p}`" for p in SPEC_LEFT_OUT) + " (猫粮机, 人体感应, 水浸传感器, 烟感).",
        "- Commands come from `capabilities.json` for every capability of the profile's `main` that has commands;",
        "  `firmwareUpdate` is skipped; `refresh` and `energyMeter.resetEnergyMeter` are kept (realistic noise).",
        "  Where the profile restricts `{{enumCommands}}` (mediaPlayback on Sonos / Samsung audio) only those are listed.",
        f"- Descriptions: {tot - en} Chinese / {en} English of {tot} ({100 * en // max(tot, 1)}% English), chosen by a",
        "  hash of profile+command; `value_list` descriptions are mixed the same way.",
        "- Ranges: level/colour-temperature/heating ranges from the profile's `capability_config` when present, else",
        "  the capability definition (colour temperature without config: the range in the profile name, else",
        "  2700–6500 K); setpoint ranges without config are typical device ranges (AC 16–30 °C, water",
        "  heater 35–75 °C, bath heater 20–35 °C). Free-string modes use the observed values in capabilities.json",
        "  (thermostatMode on room ACs: off/auto/cool/heat/dryair/fanonly/asleep; airConditionerMode on the",
        "  DeepSmart AC: cool/heat/fan/dry/auto).",
        "",
        "## Labelling decisions",
        "",
        "- **mode one** lists every acceptable device and every command that does the job (commands no listed",
        "  device supports are dropped by the generator).",
        "  - on/off/open/close use the dedicated command (`switch-on/off`, `windowShade-open/close`, `doorControl`,",
        "    `valve`, `lock`); level commands are only expected when a value/fraction or a relative change is said.",
        "    For ACs with `thermostatMode`, `thermostatMode-off` is accepted next to `switch-off` for \"off\".",
        "  - devices without `switch` are switched by what they have: fans/purifiers/hood → `fanMode-setFanMode`,",
        "    `fanSpeedPercent-setPercent`, `airPurifierFanMode-setAirPurifierFanMode`, `airConditionerFanMode-setFanMode`",
        "    (whichever the device has); water heater off → `thermostatMode-off` / `setThermostatMode`.",
        "  - brighter/darker → `setLevel` or `stepLevel` (only `setLevel` on lights without the step capability);",
        "    warmer/cooler → `setColorTemperature` or `stepColorTemperatureByPercent`; an absolute colour",
        "    temperature (冷白光, 暖光, 4000K) → `setColorTemperature` only; colour → `setColor` or `setHue`.",
        "  - a bare temperature on an AC → cooling or heating setpoint (the DeepSmart AC in 老人房 only has heating",
        "    setpoint). AC modes: `thermostatMode-cool/heat/auto` or `setThermostatMode` on Matter room ACs,",
        "    `setAirConditionerMode` on the DeepSmart AC; 除湿/送风 → the set-mode command.",
        "  - TV: the Matter TV profile has no `tvChannel` and no volume. A channel number → `keypadInput-sendKey`;",
        "    next channel → `mediaTrackControl-nextTrack` or `sendKey`; \"电视声音小点\" in the living room is",
        "    labelled on the Soundbar next to the TV (the only device there with `audioVolume`).",
        "  - stated needs: 好热 → the room's AC (`switch-on`, cool mode, cooling setpoint) and, in the living room, the",
        "    fan; 太暗 → the room's lights (`switch-on`, `setLevel`, `stepLevel`); 好闷 → fresh-air unit / purifier /",
        "    fan of the room; 冷 → AC heating or the electric blanket in 老人房.",
        "  - state questions use `[\"*\"]`; so do requests to the pet feeder, whose profile is not in the spec.",
        "  - quantifier \"any\" (随便开一个灯, 打开两盏灯) → mode one over every acceptable light.",
        "  - two requests in one utterance → one expect entry per command, in spoken order.",
        "- **mode all** = exactly the devices in scope that support every listed command (computed by the",
        "  generator). \"把所有灯调到50%\" therefore covers only lights with `switchLevel`; the on/off-only lights",
        "  and the relay are not in the set.",
        "  - Lights = category `Light` plus the relay 串灯 (`aqara-switch-module-no-power`, category Switch) on the",
        "    terrace. The bath heater (浴霸, category Thermostat, has `switchLevel`) is **not** a light.",
        "  - A device is in the room of its roomId. The label 书房台灯 names 2楼书房 while the lamp sits in 二楼主卧:",
        "    when including it counts for either room (\"书房的灯都关了\" includes it, \"主卧的灯全部关了\" includes it);",
        "    an exclusion drops it by either (\"二楼的灯除了书房都关了\" and \"除了主卧，二楼的灯都打开\" both drop it).",
        "  - Floors: 负一楼 = B1 (茶室, 车库), 一楼 = 1F客厅 / 一楼厨房 / 1楼餐厅 / 一楼 老人房, 二楼 = 主卧 / 书房 /",
        "    儿童房 / 卫生间, 三楼 = 露台 / 影音室. 楼梯间 and 新房间 belong to no floor, so floor scopes leave them",
        "    out; whole-house scopes (所有灯) include them, the device whose roomId is not in `rooms` (阳台灯) too.",
        "  - \"所有插座\" = category `SmartPlug` (9 devices, including plugs labelled by what is plugged in: 电热毯,",
        "    茶吧机, 香熏机, 猫猫饮水机); the relay 串灯 (category Switch) is not a plug.",
        "  - \"所有窗帘\"-type scopes cover category `Blind` except the projector screen (投影幕布) and the awning (遮阳篷).",
        "  - Bulk commands list only the canonical command (e.g. `switch-off`), so that every device in the set supports it;",
        "    \"所有空调关了\" lists `switch-off` only (the DeepSmart AC has no `thermostatMode`).",
        "- **mode clarify**: identically labelled devices without a room (空调, 吸顶灯, 床头灯, 遮光帘), a bare type with",
        "  many matches (窗帘, 开风扇, 把灯打开 — even though the garage has a device labelled just 灯), \"它/那个\"",
        "  with no history, rooms the home does not have (阁楼, 阳光房), 楼上/楼下 (three storeys + basement),",
        "  an index that does not exist (筒灯7, 射灯4), a need with no room (好热哦), and a device type the named room",
        "  does not have (儿童房的电视, 车库的空调). Candidate devices are listed where there are any.",
        "- **mode none** (`{\"devices\": [], \"capabilities\": [], \"mode\": \"none\"}`): chit-chat, weather, world",
        "  questions, mentioning a device without asking (妈说客厅灯太丑了), negations (莫关客厅灯), gibberish, and",
        "  one long rambling transcript with no request.",
        f"- Long transcripts: {len(longest)} ({', '.join(str(n) for n in longest)} characters); three end in one real",
        "  request and are labelled normally.",
        "- Context: \"投影仪打开，遮光帘拉上\" resolves 遮光帘 to the theatre by the first clause; \"床头灯也开起\" after",
        "  a turn about 老人房 resolves to the 老人房 bedside lamp; \"空调调到22度\" after \"影音室好热\" → theatre AC.",
        "- \"客厅的大灯打开，窗帘也拉上\": both 客厅窗帘 and 纱帘 are acceptable for 窗帘.",
        "- \"主卧太亮了，刺眼睛\" may be lamps or sunshine: the master-bedroom lights (dim/off) and its two curtains",
        "  (close) are all acceptable.",
        "- The awning (遮阳篷) uses `windowShade`, whose direction is undefined for an awning; for \"露台遮一下\" any of",
        "  open / close / setShadeLevel on it is accepted.",
        "- \"阳台灯\" / \"阳台的灯\" → the device labelled 阳台灯 (its roomId points to a deleted room), not the terrace",
        "  lights: the label matches exactly and the house has no room called 阳台.",
        "- \"老人房空调调到28度\": the DeepSmart AC has only a heating setpoint, so only that command is listed.",
        "",
        "## Counts",
        "",
        f"- cases: **{len(cases)}**; expect entries: **{sum(cnt_mode.values())}**",
        "- entries by mode: " + ", ".join(f"{m} **{cnt_mode.get(m, 0)}**" for m in ("one", "all", "clarify", "none")),
        f"- cases with history: {sum(1 for c in cases if 'history' in c)}; multi-command cases:"
        f" {sum(1 for c in cases if len(c['expect']) > 1)}",
        "",
        "Tags: " + ", ".join(f"{t} {n}" for t, n in sorted(tag_cnt.items(), key=lambda x: (-x[1], x[0]))) + ".",
        "",
    ]
    return "\n".join(lines)


def generate():
    profiles, dup, caps = load_data()
    for _k, _l, _r, p, _n in DEVICES:
        if p not in profiles:
            raise SystemExit(f"unknown profile {p}")
        if dup[p] != 1:
            raise SystemExit(f"profile name not unique: {p}")
    keys = [d[0] for d in DEVICES]
    assert len(keys) == len(set(keys))
    H = Home(profiles, caps)
    home = build_home(H)
    spec = build_spec(H)
    cases = build_cases(H)
    (HERE / "home.json").write_text(json.dumps(home, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    dump_jsonl(HERE / "spec.jsonl", spec)
    dump_jsonl(HERE / "cases.jsonl", cases)
    (HERE / "README.md").write_text(readme_text(H, home, spec, cases), encoding="utf-8")
    print(f"wrote home.json ({len(home['items'])} devices, {len(home['rooms'])} rooms), "
          f"spec.jsonl ({len(spec)} profiles), cases.jsonl ({len(cases)} cases), README.md")
    return check()


# --------------------------------------------------------------------------------------
# Check (reads only the files on disk)
# --------------------------------------------------------------------------------------
def check() -> int:
    errors = []
    warnings = []
    home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
    spec = [json.loads(l) for l in (HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    cases = [json.loads(l) for l in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    spec_cmds = {}
    for s in spec:
        if s["profileId"] in spec_cmds:
            errors.append(f"duplicate spec line {s['profileId']}")
        spec_cmds[s["profileId"]] = {c["id"] for c in s["capabilities"]}
        for c in s["capabilities"]:
            if not c["id"].startswith("main-") or c["id"].count("-") < 2:
                errors.append(f"bad command id {c['id']}")
    dev = {}
    for it in home["items"]:
        if it["deviceId"] in dev:
            errors.append(f"duplicate deviceId {it['deviceId']}")
        dev[it["deviceId"]] = it
    room_ids = {r["roomId"] for r in home["rooms"]}
    unspecced = {d for d, it in dev.items() if it["profile"]["id"] not in spec_cmds}

    def dcmds(d):
        return spec_cmds.get(dev[d]["profile"]["id"], set())

    ids = set()
    for c in cases:
        cid = c.get("id")
        if cid in ids:
            errors.append(f"duplicate case id {cid}")
        ids.add(cid)
        if c.get("home") != "home.json":
            errors.append(f"{cid}: home must be home.json")
        if not isinstance(c.get("query"), str) or not c["query"].strip():
            errors.append(f"{cid}: empty query")
        if not c.get("tags"):
            errors.append(f"{cid}: no tags")
        if "history" in c and not (isinstance(c["history"], list) and all(isinstance(h, str) for h in c["history"])):
            errors.append(f"{cid}: history must be a list of strings")
        if not c.get("expect"):
            errors.append(f"{cid}: empty expect")
        for e in c.get("expect", []):
            mode, devs, cmds = e.get("mode"), e.get("devices"), e.get("capabilities")
            if mode not in ("one", "all", "clarify", "none"):
                errors.append(f"{cid}: bad mode {mode}")
                continue
            for d in devs:
                if d not in dev:
                    errors.append(f"{cid}: unknown device {d}")
            if len(set(devs)) != len(devs):
                errors.append(f"{cid}: duplicate device in expect")
            if any(d not in dev for d in devs):
                continue
            if mode == "none":
                if devs or cmds:
                    errors.append(f"{cid}: mode none must list nothing")
            elif mode == "one":
                if not devs or not cmds:
                    errors.append(f"{cid}: mode one needs devices and capabilities")
                    continue
                if cmds == ["*"]:
                    continue
                if "*" in cmds:
                    errors.append(f"{cid}: '*' must stand alone")
                for cmd in cmds:
                    if not any(cmd in dcmds(d) for d in devs):
                        errors.append(f"{cid}: command {cmd} in no listed device's spec line")
                for d in devs:
                    if d in unspecced:
                        errors.append(f"{cid}: device {dev[d]['label']} has no spec line; use ['*']")
                    elif not set(cmds) & dcmds(d):
                        warnings.append(f"{cid}: device {dev[d]['label']} supports none of {cmds}")
            elif mode == "all":
                if not devs or not cmds:
                    errors.append(f"{cid}: mode all needs devices and capabilities")
                    continue
                for d in devs:
                    for cmd in cmds:
                        if cmd not in dcmds(d):
                            errors.append(f"{cid}: bulk device {dev[d]['label']} lacks {cmd}")
            elif mode == "clarify":
                for cmd in cmds:
                    if devs and cmd != "*" and not any(cmd in dcmds(d) for d in devs):
                        warnings.append(f"{cid}: clarify command {cmd} not supported by candidates")
        if "long-transcript" in c.get("tags", []) and not (300 <= len(c["query"]) <= 800):
            errors.append(f"{cid}: long transcript is {len(c['query'])} chars")

    # home checks
    ghost = [it["label"] for it in home["items"] if it.get("roomId") and it["roomId"] not in room_ids]
    noroom = [it["label"] for it in home["items"] if not it.get("roomId")]
    lights = [it for it in home["items"] if (it["components"][0]["categories"] or [{}])[0].get("name") == "Light"]
    if len(home["items"]) < 90:
        errors.append("fewer than 90 devices")
    if len(lights) < 30:
        errors.append("fewer than 30 lights")
    if not ghost or not noroom:
        errors.append("need a device with an unknown roomId and one with no room")
    if not (3 <= len({dev[d]["profile"]["id"] for d in unspecced}) <= 4):
        errors.append("3-4 profiles should be left out of the spec")
    if len(cases) < 230:
        errors.append(f"only {len(cases)} cases")

    cnt = mode_counts(cases)
    print(f"devices {len(home['items'])} (lights by category {len(lights)}), rooms {len(home['rooms'])}, "
          f"spec lines {len(spec)}, profiles without spec line "
          f"{sorted({dev[d]['profile']['id'] for d in unspecced})}")
    print(f"devices with unknown roomId {ghost}, without roomId {noroom}")
    print(f"cases {len(cases)}, expect entries {sum(cnt.values())}: "
          + ", ".join(f"{m} {cnt.get(m, 0)}" for m in ("one", "all", "clarify", "none")))
    for w in warnings:
        print("warning:", w)
    for e in errors:
        print("ERROR:", e)
    print("check:", "FAILED" if errors else "ok")
    return 1 if errors else 0


if __name__ == "__main__":
    if "--check" in sys.argv[1:]:
        sys.exit(check())
    sys.exit(generate())
