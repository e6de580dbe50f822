#!/usr/bin/env python3
"""Blind evaluation set "shenzhen": generator and checker (stdlib only).

    python build.py           write home.json, spec.jsonl, cases.jsonl, README.md beside this file
    python build.py --check   re-validate the files on disk and print counts

Every device copies the categories and main-component capabilities of a real
SmartThings profile (shared/data/smartthings/profiles.jsonl); the spec lines are
built from the real capability commands (capabilities.json).
"""
import hashlib
import json
import sys
import uuid
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
HOME_NAME = "shenzhen"


def data_dir():
    p = Path(__file__).resolve().parents[4] / "shared/data/smartthings"
    if (p / "profiles.jsonl").exists():
        return p
    return Path("/work/shared/data/smartthings")


NS = uuid.uuid5(uuid.NAMESPACE_URL, "blind-bench/" + HOME_NAME)
LOCATION_ID = str(uuid.uuid5(NS, "location:" + HOME_NAME))


def dev_id(key):
    return str(uuid.uuid5(NS, "device:" + key))


def room_id(key):
    return str(uuid.uuid5(NS, "room:" + key))


# --------------------------------------------------------------------------
# Rooms. Floor membership is carried only by the room name prefix 上层/下层.
# --------------------------------------------------------------------------
ROOMS = [
    ("lr", "下层 客厅"),
    ("kit", "下层 厨房"),
    ("hall", "玄关"),
    ("din", "餐厅"),
    ("laundry", "洗衣房"),
    ("pubbath", "公卫"),
    ("study", "Study"),
    ("balcony", "Balcony"),
    ("mbr", "上层 主卧"),
    ("sbr", "上层 次卧"),
    ("closet", "上层 衣帽间"),
    ("upcorr", "上层 走廊"),
    ("mbath", "主卫"),
    ("guest", "Guest Room"),
    ("bath2", "Bathroom 2"),
]
ROOM_NAME = dict(ROOMS)
FLOOR = {k: ("upper" if n.startswith("上层") else "lower" if n.startswith("下层") else None) for k, n in ROOMS}
DELETED_ROOM = "__deleted__"   # roomId that is not in rooms (room deleted in the app)

# --------------------------------------------------------------------------
# Devices: key, label, room key (None = no roomId), profile name, driver, model name
# --------------------------------------------------------------------------
DEVICES = [
    # 下层 客厅
    ("lr_ceiling", "客厅吸顶灯", "lr", "light-color-level-2700K-6500K", "matter-switch", "Yeelight Ceiling Light"),
    ("lr_lamp", "Living Room Lamp", "lr", "white-ambiance", "philips-hue", "Hue White Ambiance"),
    ("lr_floor", "落地灯", "lr", "on-off-level", "zigbee-switch", "IKEA Tradfri dimmable"),
    ("lr_spot1", "Spot 1", "lr", "light-level-colorTemperature-2700K-6500K", "matter-switch", "Matter Spotlight GU10"),
    ("lr_spot2", "Spot 2", "lr", "light-level-colorTemperature-2700K-6500K", "matter-switch", "Matter Spotlight GU10"),
    ("lr_spot3", "Spot 3", "lr", "light-level-colorTemperature-2700K-6500K", "matter-switch", "Matter Spotlight GU10"),
    ("lr_spot4", "Spot 4", "lr", "light-level-colorTemperature-2700K-6500K", "matter-switch", "Matter Spotlight GU10"),
    ("lr_spot5", "Spot 5", "lr", "light-level-colorTemperature-2700K-6500K", "matter-switch", "Matter Spotlight GU10"),
    ("lr_nanoleaf", "Nanoleaf 面板", "lr", "light-color-level-1800K-6500K", "matter-switch", "Nanoleaf Shapes"),
    ("lr_homepod", "HomePod旁边的灯", "lr", "color-bulb", "zigbee-switch", "Zigbee Color Bulb"),
    ("lr_fish", "鱼缸灯", "lr", "plug-power", "matter-switch", "Matter Smart Plug"),
    ("lr_ac", "AC", "lr", "room-air-conditioner", "matter-thermostat", "Gree Matter AC"),
    ("lr_tv", "TV", "lr", "media-video-player", "matter-media", "Matter Video Player"),
    ("lr_soundbar", "Soundbar", "lr", "harman-luxury", "harman-luxury", "JBL Synthesis SDR"),
    ("lr_curtain", "客厅窗帘", "lr", "window-covering-profile", "matter-window-covering", "Matter Curtain Motor"),
    ("lr_sheer", "纱帘", "lr", "window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment", "Aqara Curtain Driver E1"),
    ("lr_purifier", "空气净化器", "lr", "air-purifier-hepa-aqs", "matter-thermostat", "Matter Air Purifier"),
    ("lr_sensor", "客厅传感器", "lr", "motion-illuminance-temperature-humidity", "matter-sensor", "Matter Multisensor"),
    ("lr_robot", "Roborock", "lr", "rvc-clean-mode-service-area", "matter-rvc", "Roborock Qrevo"),
    # 下层 厨房
    ("kit_light", "厨房顶灯", "kit", "on-off-bulb", "zigbee-switch", "Zigbee On/Off Bulb"),
    ("kit_strip", "橱柜灯带", "kit", "light-level", "matter-switch", "Matter Dimmable Strip"),
    ("kit_coffee", "咖啡机", "kit", "plug-binary", "matter-switch", "Matter Plug"),
    ("kit_water", "净水气", "kit", "wemo.mini-smart-plug.v1", "wemo", "Wemo Mini"),
    ("kit_hood", "油烟机", "kit", "extractor-hood-wind-light", "matter-appliance", "Matter Extractor Hood"),
    ("kit_dish", "洗碗机", "kit", "dishwasher", "matter-appliance", "Matter Dishwasher"),
    ("kit_fridge", "冰箱", "kit", "refrigerator-freezer", "matter-appliance", "Matter Refrigerator"),
    ("kit_micro", "微波炉", "kit", "microwave-oven", "matter-appliance", "Matter Microwave"),
    ("kit_leak", "厨房水浸", "kit", "leak-battery", "matter-sensor", "Matter Leak Sensor"),
    # 玄关
    ("hall_light", "玄关灯", "hall", "light-level-motion", "matter-switch", "Matter Light with Motion"),
    ("hall_shoe", "鞋柜灯", "hall", "on-off-bulb-no-firmware-update", "zigbee-switch", "Zigbee On/Off Bulb"),
    ("hall_lock", "Front Door", "hall", "lock-user-pin", "matter-lock", "Matter Smart Lock"),
    ("hall_contact", "大门门磁", "hall", "contact-battery", "matter-sensor", "Matter Contact Sensor"),
    ("hall_bell", "门铃", "hall", "aeotec-doorbell-siren", "zwave-siren", "Aeotec Doorbell 6"),
    ("hall_cam", "门口摄像头", "hall", "camera", "matter-switch", "Matter Camera"),
    # 餐厅
    ("din_pendant", "餐桌吊灯", "din", "rgbw-bulb-2200K-6500K", "zigbee-switch", "Zigbee RGBW Bulb"),
    ("din_floor", "落地灯", "din", "light-binary", "matter-switch", "Matter On/Off Light"),
    ("din_ac", "空调", "din", "Ac.v1", "deepsmart", "DeepSmart AC"),
    ("din_th", "温湿度计", "din", "temperature-humidity-batteryLevel", "matter-sensor", "Matter T/H Sensor"),
    ("din_feeder", "猫粮机", "din", "aqara-pet-feeder", "aqara-feeder", "Aqara Pet Feeder C1"),
    # 洗衣房
    ("ld_light", "洗衣房灯", "laundry", "light-power", "matter-switch", "Matter On/Off Light"),
    ("ld_washer", "洗衣机", "laundry", "laundry-washer", "matter-appliance", "Matter Washer"),
    ("ld_dryer", "烘干机", "laundry", "laundry-dryer-tl", "matter-appliance", "Matter Dryer"),
    ("ld_leak", "Leak sensor", "laundry", "water-battery", "zigbee-water-leak-sensor", "Zigbee Water Sensor"),
    ("ld_valve", "总水阀", "laundry", "water-valve", "matter-switch", "Matter Water Valve"),
    # 公卫
    ("pb_light", "公卫灯", "pubbath", "wemo.light-switch.v1", "wemo", "Wemo Light Switch"),
    ("pb_fan", "排气扇", "pubbath", "aqara-switch-module-no-power", "zigbee-switch", "Aqara Relay T1"),
    ("pb_heater", "浴霸", "pubbath", "switch-smart-bath-heater-laisiao", "zigbee-switch", "Laisiao Bath Heater"),
    # Study
    ("st_desk", "desk light", "study", "light-level-colorTemperature-2200K-6500K", "matter-switch", "Matter Desk Lamp"),
    ("st_bar", "屏幕挂灯", "study", "light-level-colorTemperature", "matter-switch", "Matter Monitor Light Bar"),
    ("st_ac", "AC", "study", "room-air-conditioner-fan-heating-cooling", "matter-thermostat", "Midea Matter AC"),
    ("st_monitor", "显示器插座", "study", "plug-power-energy-powerConsumption", "matter-switch", "Matter Energy Plug"),
    ("st_printer", "3D打印机", "study", "switch-power-energy-consumption-report-aqara", "zigbee-switch", "Aqara Smart Plug"),
    ("st_fan", "desk fan", "study", "fan-rock", "matter-thermostat", "Matter Desk Fan"),
    ("st_blind", "Study blinds", "study", "window-covering-tilt", "matter-window-covering", "Matter Venetian Blind"),
    ("st_aq", "空气检测仪", "study", "aqs-temp-humidity-co2-pm25-tvoc-meas", "matter-sensor", "Matter Air Quality Sensor"),
    # Balcony
    ("bl_light", "Balcony light", "balcony", "on-off-bulb", "zigbee-switch", "Zigbee On/Off Bulb"),
    ("bl_shade", "阳台卷帘", "balcony", "window-treatment-profile", "zigbee-window-treatment", "Zigbee Roller Shade"),
    ("bl_valve", "浇花水阀", "balcony", "valve-battery-powerSource", "zigbee-valve", "Zigbee Garden Valve"),
    # 上层 主卧
    ("mb_strip1", "灯带1", "mbr", "rgbw-bulb-2700K-6500K", "zigbee-switch", "Zigbee RGBW Strip"),
    ("mb_strip2", "灯带2", "mbr", "rgbw-bulb-2700K-6500K", "zigbee-switch", "Zigbee RGBW Strip"),
    ("mb_strip3", "灯带3", "mbr", "rgbw-bulb-2700K-6500K", "zigbee-switch", "Zigbee RGBW Strip"),
    ("mb_strip4", "灯带4", "mbr", "rgbw-bulb-2700K-6500K", "zigbee-switch", "Zigbee RGBW Strip"),
    ("mb_ceiling", "主卧吸顶灯", "mbr", "aqara-light", "zigbee-switch", "Aqara Ceiling Light T1"),
    ("mb_floor", "落地灯", "mbr", "white", "philips-hue", "Hue White"),
    ("mb_bedside", "床头灯", "mbr", "light-color-level-2000K-7000K", "matter-switch", "Matter Color Lamp"),
    ("mb_ac", "空调", "mbr", "room-air-conditioner-humidity-fan-heating-cooling", "matter-thermostat", "Haier Matter AC"),
    ("mb_curtain", "主卧窗帘", "mbr", "window-covering-battery", "matter-window-covering", "Matter Curtain Motor"),
    ("mb_blackout", "遮光帘", "mbr", "window-treatment-aqara-roller-shade-rotate", "zigbee-window-treatment", "Aqara Roller Shade"),
    ("mb_sonos", "Sonos", "mbr", "sonos-player", "sonos", "Sonos One"),
    ("mb_diffuser", "香薰机", "mbr", "wemo.insight-smart-plug.v1", "wemo", "Wemo Insight"),
    ("mb_screen", "投影幕布", "mbr", "projector-screen-VWSDSTUST120H", "zigbee-window-treatment", "Projector Screen"),
    # 上层 次卧
    ("sb_light", "次卧灯", "sbr", "color-temp-bulb-2700K-6500K", "zigbee-switch", "Zigbee CT Bulb"),
    ("sb_mood", "氛围等", "sbr", "rgbw-bulb-1800K-6500K", "zigbee-switch", "Zigbee RGBW Bulb"),
    ("sb_reading", "Reading lamp", "sbr", "on-off-level-no-firmware-update", "zigbee-switch", "Zigbee Dimmable Bulb"),
    ("sb_ac", "AC", "sbr", "room-air-conditioner-heating-cooling", "matter-thermostat", "Matter AC"),
    ("sb_fan", "吊扇", "sbr", "fan-light", "zigbee-fan", "Zigbee Ceiling Fan"),
    ("sb_curtain", "次卧窗帘", "sbr", "window-treatment-no-preset", "zigbee-window-treatment", "Zigbee Curtain"),
    # 上层 衣帽间
    ("cl_light", "衣帽间灯", "closet", "on-off-level-intensity", "zigbee-switch", "Zigbee Dimmer Relay"),
    ("cl_dehum", "除湿机", "closet", "plug-power", "matter-switch", "Matter Smart Plug"),
    ("cl_th", "衣帽间温湿度", "closet", "humidity-temp-battery-aqara", "zigbee-humidity-sensor", "Aqara T/H Sensor"),
    # 上层 走廊
    ("uc_light", "楼梯灯", "upcorr", "on-off-level-motion-sensor", "zigbee-switch", "Zigbee Motion Light"),
    ("uc_motion", "走廊人体", "upcorr", "frient-motion-battery", "zigbee-motion-sensor", "frient Motion Sensor"),
    ("uc_robot", "楼上扫地机", "upcorr", "rvc", "matter-rvc", "Matter Robot Vacuum"),
    # 主卫
    ("mba_heater", "浴霸", "mbath", "aqara-bath-heater", "aqara-bath-heater", "Aqara Smart Bath Heater"),
    ("mba_light", "镜前灯", "mbath", "light-level", "matter-switch", "Matter Mirror Light"),
    ("mba_fan", "主卫排风", "mbath", "basic-switch-no-firmware-update", "zigbee-switch", "Zigbee Relay"),
    ("mba_leak", "主卫漏水", "mbath", "leak-battery", "matter-sensor", "Matter Leak Sensor"),
    # Guest Room
    ("gr_lamp", "Study Lamp", "guest", "color-temp-bulb-2200K-4000K", "zigbee-switch", "Zigbee CT Lamp"),
    ("gr_light", "Guest Room light", "guest", "on-off-bulb-no-firmware-update", "zigbee-switch", "Zigbee On/Off Bulb"),
    ("gr_ac", "AC", "guest", "room-air-conditioner-fan-heating-cooling-nostate", "matter-thermostat", "Matter AC"),
    ("gr_curtain", "Guest curtain", "guest", "window-treatment-hanssem", "zigbee-window-treatment", "Hanssem Curtain"),
    # Bathroom 2
    ("b2_light", "Mirror Light", "bath2", "light-level-energy-powerConsumption", "matter-switch", "Matter Mirror Light"),
    ("b2_fan", "Exhaust fan", "bath2", "aqara-switch-no-power", "zigbee-switch", "Aqara Wall Switch"),
    ("b2_wh", "Water heater", "bath2", "water-heater", "matter-thermostat", "Matter Water Heater"),
    # no room / room missing from rooms
    ("old_lamp", "Old lamp", DELETED_ROOM, "on-off-bulb", "zigbee-switch", "Zigbee On/Off Bulb"),
    ("roam", "Sonos Roam", None, "sonos-player", "sonos", "Sonos Roam"),
]
DEV = {d[0]: d for d in DEVICES}

# Profiles deliberately left out of spec.jsonl (the devices still exist).
LEFT_OUT = ["aqara-pet-feeder", "projector-screen-VWSDSTUST120H", "camera"]

# Switch-category relays whose label clearly names a light: counted as lights.
RELAY_LIGHTS = ["pb_light", "cl_light"]

# Labels that name a room other than the device's own (count for either room).
LABEL_ROOMS = {"gr_lamp": {"study"}}

# --------------------------------------------------------------------------
# Spec descriptions (zh, en); the language is picked per line by a stable hash
# --------------------------------------------------------------------------
DESC = {
    "switch.on": ("打开设备电源", "turn the device on"),
    "switch.off": ("关闭设备电源", "turn the device off"),
    "switchLevel.setLevel": ("设置亮度百分比", "set brightness level"),
    "statelessSwitchLevelStep.stepLevel": ("按步长调亮或调暗，正数变亮负数变暗", "step brightness up or down"),
    "colorTemperature.setColorTemperature": ("设置色温，数值越低越暖", "set colour temperature in kelvin"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("按百分比把色温调冷或调暖", "step colour temperature warmer or cooler"),
    "colorControl.setColor": ("设置灯光颜色（色相、饱和度或十六进制色值）", "set light colour (hue/saturation or hex)"),
    "colorControl.setHue": ("设置色相", "set hue"),
    "colorControl.setSaturation": ("设置颜色饱和度", "set colour saturation"),
    "windowShade.open": ("打开窗帘", "open the shade"),
    "windowShade.close": ("关闭窗帘", "close the shade"),
    "windowShade.pause": ("暂停窗帘运动", "stop the shade where it is"),
    "windowShadeLevel.setShadeLevel": ("设置窗帘开合百分比", "set shade opening level"),
    "windowShadePreset.presetPosition": ("移动到预设位置", "move to preset position"),
    "windowShadePreset.setPresetPosition": ("设置预设位置", "set the preset position"),
    "windowShadeTiltLevel.setShadeTiltLevel": ("设置百叶角度", "set slat tilt level"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("窗帘开合按步长调整", "step shade level up or down"),
    "lock.lock": ("上锁", "lock"),
    "lock.unlock": ("开锁", "unlock"),
    "lock.unlatch": ("拉开锁舌", "unlatch"),
    "valve.open": ("打开阀门", "open valve"),
    "valve.close": ("关闭阀门", "close valve"),
    "airConditionerMode.setAirConditionerMode": ("设置空调模式", "set air conditioner mode"),
    "airConditionerFanMode.setFanMode": ("设置空调风速档位", "set fan mode"),
    "thermostatMode.auto": ("切换到自动模式", "switch to auto mode"),
    "thermostatMode.cool": ("切换到制冷模式", "switch to cooling"),
    "thermostatMode.heat": ("切换到制热模式", "switch to heating"),
    "thermostatMode.emergencyHeat": ("切换到紧急加热", "emergency heat"),
    "thermostatMode.off": ("关闭温控模式", "set thermostat mode to off"),
    "thermostatMode.setThermostatMode": ("设置温控模式", "set thermostat mode"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("设置制冷目标温度", "set cooling setpoint"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("设置制热目标温度", "set heating setpoint"),
    "fanSpeed.setFanSpeed": ("设置风扇档位", "set fan speed"),
    "fanSpeedPercent.setPercent": ("设置风速百分比", "set fan speed percent"),
    "fanMode.setFanMode": ("设置风扇模式", "set fan mode"),
    "fanOscillationMode.setFanOscillationMode": ("设置摆风模式", "set oscillation mode"),
    "windMode.setWindMode": ("设置风类型（自然风、睡眠风）", "set wind mode"),
    "airPurifierFanMode.setAirPurifierFanMode": ("设置净化器风量模式", "set air purifier fan mode"),
    "audioVolume.setVolume": ("设置音量", "set volume"),
    "audioVolume.volumeUp": ("调高音量", "volume up"),
    "audioVolume.volumeDown": ("调低音量", "volume down"),
    "audioMute.mute": ("静音", "mute"),
    "audioMute.unmute": ("取消静音", "unmute"),
    "audioMute.setMute": ("设置静音状态", "set mute state"),
    "mediaPlayback.play": ("播放", "play"),
    "mediaPlayback.pause": ("暂停播放", "pause playback"),
    "mediaPlayback.stop": ("停止播放", "stop playback"),
    "mediaPlayback.fastForward": ("快进", "fast forward"),
    "mediaPlayback.rewind": ("快退", "rewind"),
    "mediaPlayback.setPlaybackStatus": ("设置播放状态", "set playback status"),
    "mediaTrackControl.nextTrack": ("下一首", "next track"),
    "mediaTrackControl.previousTrack": ("上一首", "previous track"),
    "mediaInputSource.setInputSource": ("切换输入源", "set input source"),
    "mediaPresets.playPreset": ("播放预设电台/歌单", "play a preset"),
    "audioNotification.playTrack": ("播放提示音", "play an audio track"),
    "audioNotification.playTrackAndRestore": ("播放提示音后恢复", "play track and restore"),
    "audioNotification.playTrackAndResume": ("播放提示音后继续播放", "play track and resume"),
    "keypadInput.sendKey": ("发送遥控器按键", "send a remote key"),
    "alarm.both": ("同时响铃并闪光", "siren and strobe"),
    "alarm.off": ("关闭警报", "turn alarm off"),
    "alarm.siren": ("响铃", "siren"),
    "alarm.strobe": ("闪光", "strobe"),
    "chime.chime": ("播放门铃声", "play chime"),
    "chime.off": ("停止门铃声", "stop chime"),
    "robotCleanerOperatingState.start": ("开始清扫", "start cleaning"),
    "robotCleanerOperatingState.pause": ("暂停清扫", "pause cleaning"),
    "robotCleanerOperatingState.goHome": ("回充电座", "return to dock"),
    "serviceArea.selectAreas": ("选择清扫区域", "select areas to clean"),
    "mode.setMode": ("设置运行模式", "set mode"),
    "operationalState.start": ("启动运行", "start"),
    "operationalState.stop": ("停止运行", "stop"),
    "operationalState.pause": ("暂停运行", "pause"),
    "operationalState.resume": ("继续运行", "resume"),
    "laundryWasherRinseMode.setRinseMode": ("设置漂洗次数", "set rinse mode"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("设置脱水转速", "set spin speed"),
    "temperatureLevel.setTemperatureLevel": ("设置温度档位", "set temperature level"),
    "cookTime.setCookTime": ("设置加热时长", "set cook time"),
    "feederOperatingState.startFeeding": ("立即出粮", "start feeding"),
    "feederPortion.setPortion": ("设置出粮份量", "set portion"),
    "energyMeter.resetEnergyMeter": ("清零电量统计", "reset energy meter"),
    "refresh.refresh": ("刷新设备状态", "refresh"),
    "firmwareUpdate.checkForFirmwareUpdate": ("检查固件更新", "check for firmware update"),
    "firmwareUpdate.updateFirmware": ("升级固件", "update firmware"),
}
VALUE_DESC = {
    "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "auto": ("自动", "auto"), "dry": ("除湿", "dry"),
    "dryair": ("除湿", "dry"), "fanonly": ("送风", "fan only"), "fanOnly": ("送风", "fan only"),
    "fan": ("送风", "fan"), "off": ("关闭", "off"), "emergency heat": ("紧急加热", "emergency heat"),
    "precooling": ("预冷", "pre-cooling"), "asleep": ("睡眠", "sleep"), "coolClean": ("制冷自清洁", "cool + clean"),
    "dryClean": ("除湿自清洁", "dry + clean"), "heatClean": ("制热自清洁", "heat + clean"),
    "low": ("低速", "low"), "medium": ("中速", "medium"), "high": ("高速", "high"), "turbo": ("强劲", "turbo"),
    "sleep": ("睡眠", "sleep"), "quiet": ("静音", "quiet"), "windFree": ("无风感", "wind-free"),
    "noWind": ("无风", "no wind"), "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "playing": ("播放中", "playing"), "paused": ("已暂停", "paused"), "stopped": ("已停止", "stopped"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "bluetooth": ("蓝牙", "Bluetooth"), "optical": ("光纤", "optical"), "wifi": ("无线网络", "Wi-Fi"),
}


def zh_or_en(seed):
    return int(hashlib.md5(seed.encode()).hexdigest(), 16) % 10 < 6


UNITS = {
    "switchLevel": "%", "statelessSwitchLevelStep": "%", "colorTemperature": "K",
    "statelessColorTemperatureStep": "%", "colorControl": "%", "windowShadeLevel": "%",
    "windowShadePreset": "%", "windowShadeTiltLevel": "%", "statelessWindowShadeLevelStep": "%",
    "fanSpeedPercent": "%", "audioVolume": "%", "audioNotification": "%",
    "thermostatCoolingSetpoint": "C", "thermostatHeatingSetpoint": "C", "cookTime": "s",
}


def load_data():
    d = data_dir()
    profiles = {}
    for line in (d / "profiles.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            p = json.loads(line)
            profiles.setdefault(p["name"], []).append(p)
    caps = json.loads((d / "capabilities.json").read_text(encoding="utf-8"))["capabilities"]
    return profiles, caps


def pick_profile(profiles, name, driver):
    cands = [p for p in profiles.get(name, []) if p["driver"].endswith("/" + driver)]
    assert len(cands) == 1, (name, driver, len(cands))
    return cands[0]


def config_for(profile, cap, key_suffix):
    for entry in profile.get("capability_config", {}).get(cap, []):
        if entry.get("key", "").endswith(key_suffix):
            return entry
    return None


def spec_line(profile, caps):
    """Command entries of component main built from the real capability definitions."""
    pcaps = profile["capabilities"]
    out = []
    for cap in pcaps:
        cdef = caps.get(cap)
        if not cdef or not cdef.get("commands"):
            continue
        cmds = [c for c in cdef["commands"]]
        enum_cfg = config_for(profile, cap, "{{enumCommands}}")
        if enum_cfg:
            allowed = set(enum_cfg["enabledValues"])
            cmds = [c for c in cmds if c["name"] in allowed or c["name"].startswith("set")]
        if cap == "lock":
            lc = config_for(profile, "lock", "lock.value")
            if lc and "unlatched" not in lc["enabledValues"]:
                cmds = [c for c in cmds if c["name"] != "unlatch"]
        if cap == "thermostatMode":
            if "thermostatCoolingSetpoint" not in pcaps:
                cmds = [c for c in cmds if c["name"] != "cool"]
            if "thermostatHeatingSetpoint" not in pcaps:
                cmds = [c for c in cmds if c["name"] not in ("heat", "emergencyHeat")]
        for c in sorted(cmds, key=lambda c: c["name"]):
            key = f"{cap}.{c['name']}"
            cid = f"main-{cap}-{c['name']}"
            zh, en = DESC.get(key, (None, f"{cap} {c['name']}"))
            use_zh = zh is not None and zh_or_en(profile["name"] + cid)
            entry = {"id": cid, "description": zh if use_zh else en}
            args = c.get("arguments", [])
            if args:
                a = args[0]
                entry["type"] = a.get("type", "string")
                rng = None
                cfg = None
                for suffix in (".value",):
                    for e in profile.get("capability_config", {}).get(cap, []):
                        if "range" in e:
                            cfg = e
                if cfg and a.get("type") in ("integer", "number"):
                    rng = {"min": cfg["range"][0], "max": cfg["range"][1]}
                elif "minimum" in a and "maximum" in a and a["minimum"] > -400:
                    rng = {"min": a["minimum"], "max": a["maximum"]}
                elif "minimum" in a and "items" not in a and cap in ("statelessSwitchLevelStep",):
                    rng = {"min": -100, "max": 100}
                if rng is not None:
                    if cap in UNITS:
                        rng["unit"] = UNITS[cap]
                    entry["value_range"] = rng
                values = None
                if a.get("type") == "string":
                    obs = cdef.get("observed_values") or []
                    if obs and isinstance(obs[0].get("values"), list):
                        values = list(obs[0]["values"])
                    elif a.get("enum"):
                        values = list(a["enum"])
                    if cap == "thermostatMode" and values:
                        if "thermostatCoolingSetpoint" not in pcaps:
                            values = [v for v in values if v not in ("cool", "precooling")]
                        if "thermostatHeatingSetpoint" not in pcaps:
                            values = [v for v in values if v not in ("heat", "emergency heat")]
                    if cap == "mediaPlayback" and values:
                        st = config_for(profile, cap, "playbackStatus.value")
                        if st:
                            values = [v for v in values if v in st["enabledValues"]]
                    ecfg = config_for(profile, cap, ".value")
                    if values and ecfg and "enabledValues" in ecfg and cap not in ("mediaPlayback",):
                        values = [v for v in values if v in ecfg["enabledValues"]] or values
                if values:
                    vl = []
                    for v in values:
                        vz, ve = VALUE_DESC.get(v, (v, v))
                        vl.append({"value": v, "description": vz if zh_or_en(profile["name"] + cid + v) else ve})
                    entry["value_list"] = vl
            out.append(entry)
    return {"profileId": profile["name"], "capabilities": out}


# --------------------------------------------------------------------------
# Build the home
# --------------------------------------------------------------------------
def build_home(profiles):
    rooms = [{"roomId": room_id(k), "locationId": LOCATION_ID, "name": n} for k, n in ROOMS]
    items = []
    prof_of = {}
    for key, label, room, pname, driver, model in DEVICES:
        p = pick_profile(profiles, pname, driver)
        prof_of[key] = p
        cats = [{"name": c, "categoryType": "manufacturer"} for c in p["categories"]]
        item = {
            "deviceId": dev_id(key),
            "name": model,
            "label": label,
            "manufacturerName": "SmartThingsCommunity",
            "presentationId": pname,
            "locationId": LOCATION_ID,
        }
        if room == DELETED_ROOM:
            item["roomId"] = room_id("attic-deleted")
        elif room is not None:
            item["roomId"] = room_id(room)
        item["components"] = [{
            "id": "main", "label": "main",
            "capabilities": [{"id": c, "version": 1} for c in p["capabilities"]],
            "categories": cats,
        }]
        item["profile"] = {"id": pname}
        item["type"] = "MATTER" if driver.startswith("matter") else "ZIGBEE" if driver.startswith("zigbee") else \
            "ZWAVE" if driver.startswith("zwave") else "LAN"
        items.append(item)
    return {"rooms": rooms, "items": items}, prof_of


# --------------------------------------------------------------------------
# Case helpers
# --------------------------------------------------------------------------
class Ctx:
    def __init__(self, prof_of, spec_by_profile, known_cmds):
        self.prof_of = prof_of
        self.spec = spec_by_profile
        self.known = known_cmds

    def category(self, key):
        return self.prof_of[key]["categories"][0] if self.prof_of[key]["categories"] else "Unknown"

    def cmds(self, key):
        line = self.spec.get(self.prof_of[key]["name"])
        return {c["id"] for c in line["capabilities"]} if line else set()

    def supports(self, key, cmd):
        return cmd in self.cmds(key)

    def is_light(self, key):
        return self.category(key) == "Light" or key in RELAY_LIGHTS

    def rooms_of(self, key):
        r = DEV[key][2]
        s = set()
        if r not in (None, DELETED_ROOM):
            s.add(r)
        return s | LABEL_ROOMS.get(key, set())

    def floors_of(self, key):
        r = DEV[key][2]
        return {FLOOR[r]} if r not in (None, DELETED_ROOM) and FLOOR[r] else set()

    def select(self, kind, rooms=None, floors=None, ex_rooms=(), ex_floors=(), need=()):
        out = []
        for key, *_ in DEVICES:
            if not kind(key):
                continue
            if rooms is not None and not (self.rooms_of(key) & set(rooms)):
                continue
            if floors is not None and not (self.floors_of(key) & set(floors)):
                continue
            if self.rooms_of(key) & set(ex_rooms):
                continue
            if self.floors_of(key) & set(ex_floors):
                continue
            if not all(self.supports(key, full(c)) for c in need):
                continue
            out.append(key)
        return out


def full(c):
    return c if c == "*" or c.startswith("main-") else "main-" + c.replace(".", "-")


CTX = None


def _devs(devs):
    return [devs] if isinstance(devs, str) else list(devs)


def one(devs, cmds):
    devs = _devs(devs)
    cmds = [full(c) for c in _devs(cmds)]
    if cmds != ["*"]:
        for c in cmds:
            assert c in CTX.known, ("unknown command", c)
        kept = [c for c in cmds if any(CTX.supports(d, c) for d in devs)]
        assert kept, ("no listed device supports", devs, cmds)
        cmds = kept
    return {"devices": [dev_id(d) for d in devs], "capabilities": cmds, "mode": "one"}


def all_(devs, cmds):
    devs = _devs(devs)
    cmds = [full(c) for c in _devs(cmds)]
    assert devs, "empty bulk"
    for d in devs:
        for c in cmds:
            assert CTX.supports(d, c), ("bulk device lacks", d, c)
    return {"devices": [dev_id(d) for d in devs], "capabilities": cmds, "mode": "all"}


def clar(devs, cmds):
    devs = _devs(devs)
    cmds = [full(c) for c in _devs(cmds)]
    for c in cmds:
        assert c in CTX.known, ("unknown command", c)
    return {"devices": [dev_id(d) for d in devs], "capabilities": cmds, "mode": "clarify"}


NONE = {"devices": [], "capabilities": [], "mode": "none"}

# command groups (alternatives that do the same job; filtered per device)
ON = ["switch.on"]
OFF = ["switch.off"]
BRIGHT = ["switchLevel.setLevel", "statelessSwitchLevelStep.stepLevel"]
LEVEL = ["switchLevel.setLevel"]
CT = ["colorTemperature.setColorTemperature", "statelessColorTemperatureStep.stepColorTemperatureByPercent"]
COLOR = ["colorControl.setColor", "colorControl.setHue"]
OPEN = ["windowShade.open", "windowShadeLevel.setShadeLevel"]
CLOSE = ["windowShade.close", "windowShadeLevel.setShadeLevel"]
SHADE_LVL = ["windowShadeLevel.setShadeLevel"]
SETPT = ["thermostatCoolingSetpoint.setCoolingSetpoint", "thermostatHeatingSetpoint.setHeatingSetpoint"]
COOLSET = ["thermostatCoolingSetpoint.setCoolingSetpoint"]
HEATSET = ["thermostatHeatingSetpoint.setHeatingSetpoint"]
COOL = ["thermostatMode.cool", "thermostatMode.setThermostatMode", "airConditionerMode.setAirConditionerMode"]
HEAT = ["thermostatMode.heat", "thermostatMode.setThermostatMode", "airConditionerMode.setAirConditionerMode"]
ACMODE = ["thermostatMode.setThermostatMode", "airConditionerMode.setAirConditionerMode"]
ACFAN = ["airConditionerFanMode.setFanMode", "fanSpeedPercent.setPercent"]
FANSPD = ["fanSpeedPercent.setPercent", "airConditionerFanMode.setFanMode", "fanMode.setFanMode", "fanSpeed.setFanSpeed"]
VOL_UP = ["audioVolume.volumeUp", "audioVolume.setVolume"]
VOL_DOWN = ["audioVolume.volumeDown", "audioVolume.setVolume"]
QUIET = ["audioVolume.volumeDown", "audioVolume.setVolume", "audioMute.mute", "audioMute.setMute"]
PURIFIER_ON = ["airPurifierFanMode.setAirPurifierFanMode", "fanSpeedPercent.setPercent"]


def build_cases():
    L = CTX.is_light
    ALL_LIGHTS = CTX.select(L)
    lights_in = lambda *rooms: CTX.select(L, rooms=rooms)
    BLINDS = lambda k: CTX.category(k) == "Blind"
    ACS = lambda k: CTX.category(k) == "AirConditioner"
    SPOTS = [f"lr_spot{i}" for i in range(1, 6)]
    STRIPS = [f"mb_strip{i}" for i in range(1, 5)]
    ALL_ACS = CTX.select(ACS)
    LR_LEVEL = CTX.select(L, rooms=["lr"], need=BRIGHT)

    C = []

    def add(cid, query, expect, tags, history=None):
        if isinstance(expect, dict):
            expect = [expect]
        c = {"id": "sz-" + cid, "home": "home.json", "query": query, "expect": expect, "tags": tags}
        if history:
            c["history"] = history
        C.append(c)

    # ---------------- bare names ----------------
    add("name-001", "desk light开一下", one("st_desk", ON), ["name", "code-switch"])
    add("name-002", "Nanoleaf 面板关掉", one("lr_nanoleaf", OFF), ["name", "code-switch"])
    add("name-003", "把HomePod旁边的灯打开", one("lr_homepod", ON), ["name", "code-switch"])
    add("name-004", "咖啡机开一下", one("kit_coffee", ON), ["name", "plug"])
    add("name-005", "鱼缸灯关了吧", one("lr_fish", OFF), ["name", "plug"])
    add("name-006", "显示器插座断电", one("st_monitor", OFF), ["name", "plug"])
    add("name-007", "3D打印机 turn off 一下", one("st_printer", OFF), ["name", "plug", "code-switch"])
    add("name-008", "Living Room Lamp 打开", one("lr_lamp", ON), ["name", "english"])
    add("name-009", "turn on the balcony light", one("bl_light", ON), ["name", "english"])
    add("name-010", "Study Lamp开一下", one("gr_lamp", ON), ["name", "label-other-room", "code-switch"])
    add("name-011", "Old lamp开一下", one("old_lamp", ON), ["name", "missing-room"])
    add("name-012", "Sonos Roam暂停", one("roam", ["mediaPlayback.pause", "mediaPlayback.setPlaybackStatus"]),
        ["name", "no-room", "media"])
    add("name-013", "打开次卧的氛围灯", one("sb_mood", ON), ["room", "asr-label"])
    add("name-014", "净水器关掉", one("kit_water", OFF), ["name", "asr-label", "plug"])
    add("name-015", "除湿机开起来", one("cl_dehum", ON), ["name", "plug"])
    add("name-016", "香薰机熄咗佢", one("mb_diffuser", OFF), ["name", "cantonese", "plug"])
    add("name-017", "Soundbar开机", one("lr_soundbar", ON), ["name", "media", "code-switch"])
    add("name-018", "Roborock开始扫地", one("lr_robot", ["robotCleanerOperatingState.start"]), ["name", "robot"])
    add("name-019", "楼上扫地机回去充电", one("uc_robot", ["robotCleanerOperatingState.goHome"]), ["name", "robot", "floor"])
    add("name-020", "洗碗机开始洗", one("kit_dish", ["operationalState.start"]), ["name", "appliance"])
    add("name-021", "油烟机开到最大", one("kit_hood", ["fanMode.setFanMode", "fanSpeedPercent.setPercent"]),
        ["name", "no-switch", "fan"])
    add("name-022", "微波炉停一下", one("kit_micro", ["operationalState.pause", "operationalState.stop"]), ["name", "appliance"])
    add("name-023", "Front Door锁上", one("hall_lock", ["lock.lock"]), ["name", "lock", "code-switch"])
    add("name-024", "帮我开下大门锁", one("hall_lock", ["lock.unlock"]), ["name", "lock", "synonym"])
    add("name-025", "门铃响一下", one("hall_bell", ["chime.chime"]), ["name", "siren"])
    add("name-026", "总水阀关掉", one("ld_valve", ["valve.close"]), ["name", "valve"])
    add("name-027", "浇花水阀开一下", one("bl_valve", ["valve.open"]), ["name", "valve"])
    add("name-028", "空气净化器开一下", one("lr_purifier", PURIFIER_ON), ["name", "no-switch"])
    add("name-029", "desk fan开一下", one("st_fan", ["airConditionerFanMode.setFanMode", "fanSpeedPercent.setPercent"]),
        ["name", "no-switch", "fan", "code-switch"])
    add("name-030", "吊扇开一下", one("sb_fan", ON), ["name", "fan"])
    add("name-031", "楼梯灯开一下", one("uc_light", ON), ["name"])
    add("name-032", "衣帽间灯开一下", one("cl_light", ON), ["name", "relay-light"])
    add("name-033", "公卫灯关掉", one("pb_light", OFF), ["name", "relay-light"])
    add("name-034", "遮光帘拉上", one("mb_blackout", CLOSE), ["name", "cover"])
    add("name-035", "纱帘打开", one("lr_sheer", OPEN), ["name", "cover"])
    add("name-036", "Guest curtain close一下", one("gr_curtain", CLOSE), ["name", "cover", "code-switch"])
    add("name-037", "TV off", one("lr_tv", OFF), ["name", "media", "english"])
    add("name-038", "TV暂停一下", one("lr_tv", ["mediaPlayback.pause", "mediaPlayback.setPlaybackStatus"]), ["name", "media"])
    add("name-039", "烘干机开始", one("ld_dryer", ["operationalState.start"]), ["name", "appliance"])
    add("name-040", "洗衣机暂停", one("ld_washer", ["operationalState.pause"]), ["name", "appliance"])
    add("name-041", "冰箱调到速冻模式", one("kit_fridge", ["mode.setMode"]), ["name", "appliance", "value"])
    add("name-042", "唔该开下desk light", one("st_desk", ON), ["name", "cantonese", "code-switch"])
    add("name-043", "Water heater 调到 50 度", one("b2_wh", HEATSET), ["name", "climate", "value"])
    add("name-044", "门铃声音停掉", one("hall_bell", ["chime.off", "alarm.off"]), ["name", "siren"])
    add("name-045", "打开洗衣机", one("ld_washer", ["switch.on", "operationalState.start"]), ["name", "appliance"])

    # ---------------- room + name / room + type ----------------
    add("room-001", "客厅的落地灯关掉", one("lr_floor", OFF), ["room", "duplicate-label"])
    add("room-002", "餐厅落地灯开一下", one("din_floor", ON), ["room", "duplicate-label"])
    add("room-003", "主卧的落地灯调暗点", one("mb_floor", BRIGHT), ["room", "duplicate-label", "relative"])
    add("room-004", "书房的AC开一下", one("st_ac", ON), ["room", "english-room", "duplicate-label", "climate"])
    add("room-005", "客房AC关掉", one("gr_ac", OFF), ["room", "english-room", "duplicate-label", "climate"])
    add("room-006", "Guest Room 的空调调到26度", one("gr_ac", SETPT), ["room", "english-room", "climate", "value"])
    add("room-007", "living room 的 AC set 到 24 度", one("lr_ac", SETPT), ["room", "english-room", "climate", "value", "code-switch"])
    add("room-008", "次卧AC调到cool", one("sb_ac", COOL), ["room", "duplicate-label", "climate", "code-switch"])
    add("room-009", "主卧空调开除湿", one("mb_ac", ACMODE), ["room", "climate", "value"])
    add("room-010", "餐厅空调调到制冷", one("din_ac", COOL), ["room", "climate"])
    add("room-011", "餐厅的空调set到25度", one("din_ac", SETPT), ["room", "climate", "value", "code-switch"])
    add("room-012", "二卫的灯开一下", one("b2_light", ON), ["room", "english-room", "type"])
    add("room-013", "Bathroom 2 的 exhaust fan 开一下", one("b2_fan", ON), ["room", "english-room", "name"])
    add("room-014", "客房的窗帘拉开", one("gr_curtain", OPEN), ["room", "english-room", "type", "cover"])
    add("room-015", "阳台的灯关掉", one("bl_light", OFF), ["room", "english-room", "type"])
    add("room-016", "洗衣房的灯开一下", one("ld_light", ON), ["room", "type"])
    add("room-017", "厨房的灯带开一下", one("kit_strip", ON), ["room", "type"])
    add("room-018", "主卫的灯开一下", one("mba_light", ON), ["room", "type"])
    add("room-019", "主卫浴霸开一下", one("mba_heater", ON), ["room", "duplicate-label"])
    add("room-020", "公卫的排气扇开一下", one("pb_fan", ON), ["room", "name"])
    add("room-021", "master bedroom 的 AC 关一下", one("mb_ac", OFF), ["room", "english", "climate"])
    add("room-022", "dining room的落地灯关掉", one("din_floor", OFF), ["room", "english", "duplicate-label"])
    add("room-023", "阳台卷帘放下来", one("bl_shade", CLOSE), ["room", "english-room", "cover"])
    add("room-024", "客厅的电视开一下", one("lr_tv", ON), ["room", "type", "media"])
    add("room-025", "Study的fan开一下", one("st_fan", ["airConditionerFanMode.setFanMode", "fanSpeedPercent.setPercent"]),
        ["room", "english-room", "no-switch", "fan"])
    add("room-026", "书房的百叶窗打开", one("st_blind", OPEN), ["room", "english-room", "type", "cover"])
    add("room-027", "衣帽间的灯关掉", one("cl_light", OFF), ["room", "type", "relay-light"])
    add("room-028", "客厅空气净化器调到睡眠模式", one("lr_purifier", ["airPurifierFanMode.setAirPurifierFanMode"]),
        ["room", "value"])
    add("room-029", "guest room 的灯全部关掉", all_(lights_in("guest"), OFF),
        ["room", "english-room", "bulk", "label-other-room"])
    add("room-030", "把living room的灯关掉", all_(lights_in("lr"), OFF), ["room", "english-room", "bulk", "code-switch"])
    add("room-031", "书房的灯都开一下", all_(lights_in("study"), ON), ["room", "english-room", "bulk", "label-other-room"])
    add("room-032", "主卧的灯全开", all_(lights_in("mbr"), ON), ["room", "bulk"])
    add("room-033", "厨房的灯全部打开", all_(lights_in("kit"), ON), ["room", "bulk"])
    add("room-034", "帮我熄咗客厅啲灯", all_(lights_in("lr"), OFF), ["room", "bulk", "cantonese"])
    add("room-035", "楼梯口那个灯关掉", one("uc_light", OFF), ["room", "type", "synonym"])
    add("room-036", "玄关的鞋柜灯开一下", one("hall_shoe", ON), ["room", "name"])

    # ---------------- floors ----------------
    add("floor-001", "楼上的灯都关了", all_(CTX.select(L, floors=["upper"]), OFF), ["floor", "bulk"])
    add("floor-002", "下层的灯全部打开", all_(CTX.select(L, floors=["lower"]), ON), ["floor", "bulk"])
    add("floor-003", "楼上的落地灯开一下", one("mb_floor", ON), ["floor", "duplicate-label"])
    add("floor-004", "楼下客厅的AC调到cool", one("lr_ac", COOL), ["floor", "room", "climate", "code-switch"])
    add("floor-005", "楼上所有窗帘都拉上", all_(CTX.select(BLINDS, floors=["upper"]), ["windowShade.close"]),
        ["floor", "bulk", "cover"])
    add("floor-006", "除了楼上，所有灯都关掉", all_(CTX.select(L, ex_floors=["upper"]), OFF),
        ["floor", "bulk", "exclusion"])
    add("floor-007", "上层次卧的AC关掉", one("sb_ac", OFF), ["floor", "room", "duplicate-label", "climate"])
    add("floor-008", "下层厨房的灯带调亮一点", one("kit_strip", BRIGHT), ["floor", "room", "relative"])
    add("floor-009", "除了次卧，楼上的灯都关掉", all_(CTX.select(L, floors=["upper"], ex_rooms=["sbr"]), OFF),
        ["floor", "bulk", "exclusion"])
    add("floor-010", "把下层所有窗帘拉开", all_(CTX.select(BLINDS, floors=["lower"]), ["windowShade.open"]),
        ["floor", "bulk", "cover"])
    add("floor-011", "楼上走廊的灯调到20%", one("uc_light", LEVEL), ["floor", "room", "value"])
    add("floor-012", "upstairs 的灯 all off", all_(CTX.select(L, floors=["upper"]), OFF), ["floor", "bulk", "english"])

    # ---------------- numbered labels ----------------
    add("num-001", "Spot 3关掉", one("lr_spot3", OFF), ["numbered"])
    add("num-002", "spot三调暗一点", one("lr_spot3", BRIGHT), ["numbered", "relative"])
    add("num-003", "第三个spot调到50%", one("lr_spot3", LEVEL), ["numbered", "value"])
    add("num-004", "灯带2号换成蓝色", one("mb_strip2", COLOR), ["numbered", "colour"])
    add("num-005", "二号灯带关掉", one("mb_strip2", OFF), ["numbered"])
    add("num-006", "把灯带4调成暖光", one("mb_strip4", CT), ["numbered", "colour-temp"])
    add("num-007", "spot 1 和 spot 2 开一下", all_(["lr_spot1", "lr_spot2"], ON), ["numbered", "multi-target"])
    add("num-008", "Spot five 调亮一点", one("lr_spot5", BRIGHT), ["numbered", "english", "relative"])
    add("num-009", "灯带一开一下", one("mb_strip1", ON), ["numbered"])
    add("num-010", "spot4色温调到3000K", one("lr_spot4", ["colorTemperature.setColorTemperature"]),
        ["numbered", "colour-temp", "value"])
    add("num-011", "第二个spot关了", one("lr_spot2", OFF), ["numbered"])
    add("num-012", "灯带3亮度调到百分之四十", one("mb_strip3", LEVEL), ["numbered", "value"])
    add("num-013", "主卧灯带1跟灯带3都关掉", all_(["mb_strip1", "mb_strip3"], OFF), ["numbered", "multi-target"])

    # ---------------- values ----------------
    add("val-001", "客厅吸顶灯调到60%", one("lr_ceiling", LEVEL), ["value", "brightness"])
    add("val-002", "desk light亮一点", one("st_desk", BRIGHT), ["relative", "brightness", "code-switch"])
    add("val-003", "Nanoleaf brightness set to 20", one("lr_nanoleaf", LEVEL), ["value", "brightness", "english"])
    add("val-004", "主卧吸顶灯暗一点", one("mb_ceiling", BRIGHT), ["relative", "brightness"])
    add("val-005", "desk light色温调到4000K", one("st_desk", ["colorTemperature.setColorTemperature"]), ["value", "colour-temp"])
    add("val-006", "Living Room Lamp 暖一点", one("lr_lamp", CT), ["relative", "colour-temp"])
    add("val-007", "屏幕挂灯调成冷白光", one("st_bar", CT), ["colour-temp"])
    add("val-008", "Nanoleaf 调成红色", one("lr_nanoleaf", COLOR), ["colour"])
    add("val-009", "HomePod旁边的灯换个green", one("lr_homepod", COLOR), ["colour", "code-switch"])
    add("val-010", "床头灯调成粉色", one("mb_bedside", COLOR), ["colour"])
    add("val-011", "餐桌吊灯调成暖白", one("din_pendant", ["colorTemperature.setColorTemperature",
                                                      "statelessColorTemperatureStep.stepColorTemperatureByPercent",
                                                      "colorControl.setColor"]), ["colour-temp"])
    add("val-012", "书房AC风速调到high", one("st_ac", ACFAN), ["climate", "fan", "code-switch"])
    add("val-013", "主卧空调风小一点", one("mb_ac", ACFAN), ["climate", "fan", "relative"])
    add("val-014", "次卧AC温度调低两度", one("sb_ac", SETPT), ["climate", "relative"])
    add("val-015", "desk fan调到三档", one("st_fan", ["fanSpeedPercent.setPercent", "airConditionerFanMode.setFanMode"]),
        ["fan", "value"])
    add("val-016", "吊扇调到最高档", one("sb_fan", ["fanSpeed.setFanSpeed"]), ["fan", "value"])
    add("val-017", "desk fan摇头", one("st_fan", ["fanOscillationMode.setFanOscillationMode"]), ["fan"])
    add("val-018", "客厅窗帘开一半", one("lr_curtain", SHADE_LVL), ["cover", "value"])
    add("val-019", "主卧窗帘开到30%", one("mb_curtain", SHADE_LVL), ["cover", "value"])
    add("val-020", "Study blinds 叶片角度调到45", one("st_blind", ["windowShadeTiltLevel.setShadeTiltLevel"]),
        ["cover", "value", "code-switch"])
    add("val-021", "阳台卷帘降一点", one("bl_shade", ["statelessWindowShadeLevelStep.stepShadeLevel",
                                                  "windowShadeLevel.setShadeLevel"]), ["cover", "relative"])
    add("val-022", "纱帘停", one("lr_sheer", ["windowShade.pause"]), ["cover"])
    add("val-023", "Sonos声音大一点", one("mb_sonos", VOL_UP), ["media", "volume", "relative"])
    add("val-024", "soundbar音量调到30", one("lr_soundbar", ["audioVolume.setVolume"]), ["media", "volume", "value"])
    add("val-025", "电视声音小一点", one("lr_soundbar", VOL_DOWN), ["media", "volume", "tv-audio-via-soundbar"])
    add("val-026", "Soundbar切到HDMI1", one("lr_soundbar", ["mediaInputSource.setInputSource"]), ["media", "input"])
    add("val-027", "soundbar换成蓝牙输入", one("lr_soundbar", ["mediaInputSource.setInputSource"]), ["media", "input"])
    add("val-028", "Sonos静音", one("mb_sonos", ["audioMute.mute", "audioMute.setMute"]), ["media"])
    add("val-029", "Sonos下一首", one("mb_sonos", ["mediaTrackControl.nextTrack"]), ["media"])
    add("val-030", "TV下一集", one("lr_tv", ["mediaTrackControl.nextTrack"]), ["media"])
    add("val-031", "Roborock暂停", one("lr_robot", ["robotCleanerOperatingState.pause"]), ["robot"])
    add("val-032", "roborock切到拖地模式", one("lr_robot", ["mode.setMode"]), ["robot", "value"])
    add("val-033", "Roborock去扫一下厨房", one("lr_robot", ["serviceArea.selectAreas", "robotCleanerOperatingState.start"]),
        ["robot", "value"])
    add("val-034", "洗衣机换成快洗模式", one("ld_washer", ["mode.setMode"]), ["appliance", "value"])
    add("val-035", "洗衣机加一次漂洗", one("ld_washer", ["laundryWasherRinseMode.setRinseMode"]), ["appliance", "value"])
    add("val-036", "主卫浴霸开暖风", one("mba_heater", HEAT), ["climate"])
    add("val-037", "客厅AC风速auto", one("lr_ac", ACFAN), ["climate", "fan", "code-switch"])
    add("val-038", "客厅AC开睡眠风", one("lr_ac", ["windMode.setWindMode"]), ["climate", "fan"])
    add("val-039", "次卧灯色温调到2700", one("sb_light", ["colorTemperature.setColorTemperature"]), ["colour-temp", "value"])
    add("val-040", "氛围灯调成紫色", one("sb_mood", COLOR), ["colour", "asr-label"])
    add("val-041", "Reading lamp 调暗一点", one("sb_reading", BRIGHT), ["relative", "brightness"])
    add("val-042", "Study Lamp亮度调到最高", one("gr_lamp", LEVEL), ["value", "brightness", "label-other-room"])
    add("val-043", "烘干机调成低温", one("ld_dryer", ["temperatureLevel.setTemperatureLevel", "mode.setMode"]),
        ["appliance", "value"])
    add("val-044", "微波炉定时两分钟", one("kit_micro", ["cookTime.setCookTime"]), ["appliance", "value"])
    add("val-045", "油烟机开自然风", one("kit_hood", ["windMode.setWindMode"]), ["fan"])
    add("val-046", "Mirror Light 调到 70", one("b2_light", LEVEL), ["value", "brightness", "english"])
    add("val-047", "餐厅空调风速调低", one("din_ac", ["airConditionerFanMode.setFanMode"]), ["climate", "fan", "relative"])
    add("val-048", "客厅 AC 调成 heat 模式", one("lr_ac", HEAT), ["climate", "code-switch"])
    add("val-049", "纱帘开到七成", one("lr_sheer", SHADE_LVL), ["cover", "value"])
    add("val-050", "Sonos 播放", one("mb_sonos", ["mediaPlayback.play", "mediaPlayback.setPlaybackStatus"]), ["media"])

    # ---------------- two commands ----------------
    add("multi-001", "打开desk light然后把书房AC关了", [one("st_desk", ON), one("st_ac", OFF)],
        ["multi-command", "code-switch"])
    add("multi-002", "Spot 1关掉，Spot 2调到40%", [one("lr_spot1", OFF), one("lr_spot2", LEVEL)],
        ["multi-command", "numbered"])
    add("multi-003", "书房空调开制冷调到24度", [one("st_ac", COOL), one("st_ac", COOLSET + HEATSET)],
        ["multi-command", "same-target", "climate"])
    add("multi-004", "主卧窗帘拉上顺便开床头灯", [one("mb_curtain", CLOSE), one("mb_bedside", ON)], ["multi-command"])
    add("multi-005", "关掉TV，soundbar也关了", [one("lr_tv", OFF), one("lr_soundbar", OFF)], ["multi-command", "media"])
    add("multi-006", "咖啡机开一下，再把厨房顶灯打开", [one("kit_coffee", ON), one("kit_light", ON)], ["multi-command"])
    add("multi-007", "turn off desk light and turn on Study Lamp", [one("st_desk", OFF), one("gr_lamp", ON)],
        ["multi-command", "english", "label-other-room"])
    add("multi-008", "客厅AC开一下，风速调到auto", [one("lr_ac", ON), one("lr_ac", ACFAN)],
        ["multi-command", "same-target", "climate"])
    add("multi-009", "Sonos暂停，然后把主卧的灯全关了",
        [one("mb_sonos", ["mediaPlayback.pause", "mediaPlayback.setPlaybackStatus"]), all_(lights_in("mbr"), OFF)],
        ["multi-command", "bulk"])
    add("multi-010", "锁门然后关玄关灯", [one("hall_lock", ["lock.lock"]), one("hall_light", OFF)],
        ["multi-command", "lock"])
    add("multi-011", "desk light开到80%再调成暖光", [one("st_desk", LEVEL), one("st_desk", CT)],
        ["multi-command", "same-target"])
    add("multi-012", "Roborock先暂停再回去充电",
        [one("lr_robot", ["robotCleanerOperatingState.pause"]), one("lr_robot", ["robotCleanerOperatingState.goHome"])],
        ["multi-command", "same-target", "robot"])
    add("multi-013", "主卧空调开制热，调到22度", [one("mb_ac", HEAT), one("mb_ac", HEATSET + COOLSET)],
        ["multi-command", "same-target", "climate"])
    add("multi-014", "灯带1换成橙色，灯带2换成蓝色", [one("mb_strip1", COLOR), one("mb_strip2", COLOR)],
        ["multi-command", "numbered", "colour"])
    add("multi-015", "Nanoleaf 面板打开调到30%", [one("lr_nanoleaf", ON), one("lr_nanoleaf", LEVEL)],
        ["multi-command", "same-target"])
    add("multi-016", "关客厅窗帘，开Living Room Lamp", [one("lr_curtain", CLOSE), one("lr_lamp", ON)],
        ["multi-command", "code-switch"])
    add("multi-017", "洗衣机开始洗，烘干机也开起来", [one("ld_washer", ["operationalState.start"]),
                                          one("ld_dryer", ["switch.on", "operationalState.start"])],
        ["multi-command", "appliance"])
    add("multi-018", "开咗个吊扇，顺便熄埋次卧灯", [one("sb_fan", ON), one("sb_light", OFF)], ["multi-command", "cantonese"])

    # ---------------- bulk ----------------
    add("bulk-001", "turn off 所有灯", all_(ALL_LIGHTS, OFF), ["bulk", "code-switch"])
    add("bulk-002", "全屋灯全部打开", all_(ALL_LIGHTS, ON), ["bulk"])
    add("bulk-003", "所有灯调到30%", all_(CTX.select(L, need=LEVEL), LEVEL), ["bulk", "value", "capability-filter"])
    add("bulk-004", "除了主卧，所有窗帘都拉上", all_(CTX.select(BLINDS, ex_rooms=["mbr"]), ["windowShade.close"]),
        ["bulk", "exclusion", "cover"])
    add("bulk-005", "所有窗帘都打开", all_(CTX.select(BLINDS), ["windowShade.open"]), ["bulk", "cover"])
    add("bulk-006", "所有AC都关掉", all_(ALL_ACS, OFF), ["bulk", "climate", "duplicate-label"])
    add("bulk-007", "除了书房，所有灯都关掉", all_(CTX.select(L, ex_rooms=["study"]), OFF),
        ["bulk", "exclusion", "label-other-room"])
    add("bulk-008", "所有spot调到50%", all_(SPOTS, LEVEL), ["bulk", "numbered", "value"])
    add("bulk-009", "灯带都换成蓝色", all_(STRIPS, COLOR), ["bulk", "numbered", "colour"])
    add("bulk-010", "所有灯带亮度调到20", all_(STRIPS, LEVEL), ["bulk", "numbered", "value"])
    add("bulk-011", "主卧所有灯都调暗一点", all_(CTX.select(L, rooms=["mbr"], need=BRIGHT), BRIGHT),
        ["bulk", "relative", "room"])
    add("bulk-012", "所有插座都关了", all_(CTX.select(lambda k: CTX.category(k) == "SmartPlug"), OFF), ["bulk", "plug"])
    add("bulk-013", "所有卫生间的排气扇都打开", all_(["pb_fan", "mba_fan", "b2_fan"], ON), ["bulk", "room"])
    add("bulk-014", "两个扫地机都开始扫", all_(["lr_robot", "uc_robot"], ["robotCleanerOperatingState.start"]),
        ["bulk", "robot"])
    add("bulk-015", "除了主卧，所有空调都关了", all_(CTX.select(ACS, ex_rooms=["mbr"]), OFF), ["bulk", "exclusion", "climate"])
    add("bulk-016", "所有light都turn on，除了balcony", all_(CTX.select(L, ex_rooms=["balcony"]), ON),
        ["bulk", "exclusion", "code-switch", "english-room"])
    add("bulk-017", "除了客房，其他灯全部关掉", all_(CTX.select(L, ex_rooms=["guest"]), OFF),
        ["bulk", "exclusion", "english-room", "label-other-room"])
    add("bulk-018", "所有支持调色温的灯都调成4000K",
        all_(CTX.select(L, need=["colorTemperature.setColorTemperature"]), ["colorTemperature.setColorTemperature"]),
        ["bulk", "colour-temp", "capability-filter"])
    add("bulk-019", "客厅所有灯调到40%", all_(CTX.select(L, rooms=["lr"], need=LEVEL), LEVEL),
        ["bulk", "room", "value", "capability-filter"])
    add("bulk-020", "所有的窗帘都停下来", all_(CTX.select(BLINDS), ["windowShade.pause"]), ["bulk", "cover"])
    add("bulk-021", "把所有会变色的灯都调成暖黄色", all_(CTX.select(L, need=COLOR), COLOR),
        ["bulk", "colour", "capability-filter"])
    add("bulk-022", "spot全部关掉", all_(SPOTS, OFF), ["bulk", "numbered"])
    add("bulk-023", "除咗客厅同饭厅，啲灯全部熄晒", all_(CTX.select(L, ex_rooms=["lr", "din"]), OFF),
        ["bulk", "exclusion", "cantonese"])
    add("bulk-024", "所有门锁都锁上", all_(["hall_lock"], ["lock.lock"]), ["bulk", "lock"])

    # ---------------- quantifier any ----------------
    add("any-001", "随便开一盏灯", one(ALL_LIGHTS, ON), ["quantifier", "any"])
    add("any-002", "开两个spot", one(SPOTS, ON), ["quantifier", "any", "count", "numbered"])
    add("any-003", "主卧随便开一个灯带", one(STRIPS, ON), ["quantifier", "any", "numbered"])
    add("any-004", "客厅开一盏灯就行", one(lights_in("lr"), ON), ["quantifier", "any", "room"])
    add("any-005", "open any one of the spots", one(SPOTS, ON), ["quantifier", "any", "english"])
    add("any-006", "开三个灯带，随便哪三个", one(STRIPS, ON), ["quantifier", "any", "count"])

    # ---------------- stated needs ----------------
    add("need-001", "Study好热", one(["st_ac", "st_fan"], COOL + COOLSET + ["fanSpeedPercent.setPercent",
                                                                          "airConditionerFanMode.setFanMode"]),
        ["need", "english-room", "climate"])
    add("need-002", "客厅太亮了", one(LR_LEVEL + ["lr_curtain", "lr_sheer"], BRIGHT + CLOSE + OFF), ["need", "room"])
    add("need-003", "主卧好吵", one("mb_sonos", QUIET), ["need", "room", "media"])
    add("need-004", "客厅有点吵", one("lr_soundbar", QUIET), ["need", "room", "media"])
    add("need-005", "次卧好冷", one("sb_ac", HEAT + HEATSET), ["need", "room", "climate"])
    add("need-006", "书房太暗了", one(lights_in("study") + ["st_blind"], ON + BRIGHT + OPEN), ["need", "room"])
    add("need-007", "衣帽间好潮湿", one("cl_dehum", ON), ["need", "room"])
    add("need-008", "厨房油烟好大", one("kit_hood", ["fanMode.setFanMode", "fanSpeedPercent.setPercent"]), ["need", "room"])
    add("need-009", "客厅空气好差", one("lr_purifier", PURIFIER_ON), ["need", "room"])
    add("need-010", "客房有点热", one("gr_ac", COOL + COOLSET), ["need", "english-room", "climate"])
    add("need-011", "living room 好热啊", one("lr_ac", COOL + COOLSET), ["need", "english-room", "climate"])
    add("need-012", "主卧太亮了睡不着", one(CTX.select(L, rooms=["mbr"], need=BRIGHT) + ["mb_curtain", "mb_blackout"],
                                      BRIGHT + CLOSE + OFF), ["need", "room"])

    # ---------------- references with history ----------------
    add("hist-001", "把它关了", one("st_desk", OFF), ["history", "reference"], history=["打开desk light"])
    add("hist-002", "再调亮点", one("lr_spot3", BRIGHT), ["history", "reference", "relative"], history=["Spot 3开一下"])
    add("hist-003", "Nanoleaf那个也关了", one("lr_nanoleaf", OFF), ["history", "reference"], history=["客厅吸顶灯关了"])
    add("hist-004", "声音大一点", one("mb_sonos", VOL_UP), ["history", "reference", "media"], history=["Sonos播放一下"])
    add("hist-005", "调到25度", one("mb_ac", SETPT), ["history", "reference", "climate"], history=["主卧空调开一下"])
    add("hist-006", "停！", one("mb_curtain", ["windowShade.pause"]), ["history", "reference", "cover"],
        history=["打开主卧窗帘"])
    add("hist-007", "换成紫色", one("mb_strip2", COLOR), ["history", "reference", "colour"], history=["灯带2号开一下"])
    add("hist-008", "风速调大点", one("st_ac", ACFAN), ["history", "reference", "climate"], history=["书房AC开一下"])
    add("hist-009", "暂停", one("lr_robot", ["robotCleanerOperatingState.pause"]), ["history", "reference", "robot"],
        history=["Roborock开始扫地"])
    add("hist-010", "再暗一点", one("st_desk", BRIGHT), ["history", "reference", "relative"],
        history=["打开desk light", "调到50%"])
    add("hist-011", "书房的也关了", one("st_ac", OFF), ["history", "reference", "ellipsis", "english-room"],
        history=["客厅AC关掉"])
    add("hist-012", "客房的也一样", one("gr_ac", COOL), ["history", "reference", "ellipsis", "english-room"],
        history=["把书房的AC调到cool"])
    add("hist-013", "关掉", one("lr_tv", OFF), ["history", "reference", "media"], history=["TV开一下"])
    add("hist-014", "都调到30%", all_(SPOTS, LEVEL), ["history", "reference", "bulk"], history=["所有spot打开"])
    add("hist-015", "那个也关了", one("lr_homepod", OFF), ["history", "reference"],
        history=["HomePod旁边的灯开一下", "Nanoleaf 面板也开一下", "Nanoleaf关掉"])
    add("hist-016", "它暖一点", one("lr_lamp", CT), ["history", "reference", "colour-temp"],
        history=["Living Room Lamp开一下"])
    add("hist-017", "拉开一半就好", one("gr_curtain", SHADE_LVL), ["history", "reference", "cover"],
        history=["客房的窗帘拉开"])
    add("hist-018", "顺便锁埋佢", one("hall_lock", ["lock.lock"]), ["history", "reference", "cantonese", "lock"],
        history=["Front Door 锁了没有"])

    # ---------------- state questions ----------------
    add("state-001", "客厅现在几度", one(["lr_ac", "lr_sensor"], ["*"]), ["state-query", "room"])
    add("state-002", "Front Door锁了没有", one("hall_lock", ["*"]), ["state-query", "lock"])
    add("state-003", "大门关好没", one(["hall_contact", "hall_lock"], ["*"]), ["state-query"])
    add("state-004", "洗衣机洗完了吗", one("ld_washer", ["*"]), ["state-query", "appliance"])
    add("state-005", "衣帽间湿度多少", one(["cl_th"], ["*"]), ["state-query", "room"])
    add("state-006", "书房空气质量怎么样", one("st_aq", ["*"]), ["state-query", "english-room"])
    add("state-007", "厨房有没有漏水", one("kit_leak", ["*"]), ["state-query", "room"])
    add("state-008", "desk light开着吗", one("st_desk", ["*"]), ["state-query", "code-switch"])
    add("state-009", "餐厅温度多少", one(["din_th", "din_ac"], ["*"]), ["state-query", "room"])
    add("state-010", "楼上走廊有人吗", one(["uc_motion", "uc_light"], ["*"]), ["state-query", "floor"])
    add("state-011", "猫粮机还在线吗", one("din_feeder", ["*"]), ["state-query", "unspecced"])
    add("state-012", "门口摄像头有没有开", one("hall_cam", ["*"]), ["state-query", "unspecced"])
    add("state-013", "3D打印机现在功率多少", one("st_printer", ["*"]), ["state-query", "plug"])
    add("state-014", "Sonos Roam在播什么", one("roam", ["*"]), ["state-query", "no-room"])
    add("state-015", "主卧现在几度", one("mb_ac", ["*"]), ["state-query", "room"])
    add("state-016", "热水器多少度了", one("b2_wh", ["*"]), ["state-query", "synonym"])
    add("state-017", "洗衣房有漏水吗", one("ld_leak", ["*"]), ["state-query", "room"])
    add("state-018", "投影幕布放下来了吗", one("mb_screen", ["*"]), ["state-query", "unspecced"])
    add("state-019", "客厅AC而家开紧未", one("lr_ac", ["*"]), ["state-query", "cantonese"])
    add("state-020", "Old lamp is it on?", one("old_lamp", ["*"]), ["state-query", "english", "missing-room"])

    # ---------------- clarify ----------------
    FLOORS3 = ["lr_floor", "din_floor", "mb_floor"]
    add("clar-001", "打开落地灯", clar(FLOORS3, ON), ["clarify", "duplicate-label"])
    add("clar-002", "AC关掉", clar(ALL_ACS, OFF), ["clarify", "duplicate-label", "climate"])
    add("clar-003", "把它关了", clar([], OFF), ["clarify", "reference", "no-history"])
    add("clar-004", "阁楼的灯打开", clar([], ON), ["clarify", "unknown-room"])
    add("clar-005", "三楼的空调开一下", clar([], ON), ["clarify", "unknown-floor"])
    add("clar-006", "Spot 9开一下", clar(SPOTS, ON), ["clarify", "numbered", "bad-index"])
    add("clar-007", "灯带5号关掉", clar(STRIPS, OFF), ["clarify", "numbered", "bad-index"])
    add("clar-008", "好热啊", clar(ALL_ACS, COOL + COOLSET), ["clarify", "need", "no-room"])
    add("clar-009", "浴霸开一下", clar(["pb_heater", "mba_heater"], ON), ["clarify", "duplicate-label"])
    add("clar-010", "镜前灯开一下", clar(["mba_light", "b2_light"], ON), ["clarify", "synonym-label"])
    add("clar-011", "排气扇开一下", clar(["pb_fan", "mba_fan", "b2_fan"], ON), ["clarify", "synonym-label"])
    add("clar-012", "扫地机开始扫地", clar(["lr_robot", "uc_robot"], ["robotCleanerOperatingState.start"]),
        ["clarify", "type"])
    add("clar-013", "空调set到24度", clar(ALL_ACS, SETPT), ["clarify", "duplicate-label", "code-switch"])
    add("clar-014", "调亮一点", clar([], BRIGHT), ["clarify", "no-target"])
    add("clar-015", "开一下fan", clar(["st_fan", "sb_fan"], ON + ["fanSpeedPercent.setPercent"]), ["clarify", "type", "code-switch"])
    add("clar-016", "楼上的空调开一下", clar(["mb_ac", "sb_ac"], ON), ["clarify", "floor", "duplicate-label"])
    add("clar-017", "卫生间的灯开一下", clar(["pb_light", "mba_light", "b2_light"], ON), ["clarify", "room-ambiguous"])
    add("clar-018", "地下室的灯关了", clar([], OFF), ["clarify", "unknown-room"])
    add("clar-019", "AC调到cool", clar(ALL_ACS, COOL), ["clarify", "duplicate-label", "code-switch"])
    add("clar-020", "好吵", clar(["mb_sonos", "lr_soundbar", "roam"], QUIET), ["clarify", "need", "no-room"])
    add("clar-021", "把温度调低一点", clar(ALL_ACS, SETPT), ["clarify", "no-target", "climate"])
    add("clar-022", "窗帘拉上", clar(CTX.select(BLINDS), CLOSE), ["clarify", "type"])
    add("clar-023", "Spot 开一下", clar(SPOTS, ON), ["clarify", "numbered", "missing-index"])
    add("clar-024", "三楼书房的灯关掉", clar([], OFF), ["clarify", "unknown-floor"])

    # ---------------- none ----------------
    nones = [
        ("今天深圳天气怎么样", ["none", "weather"]),
        ("AC好像有点旧了", ["none", "remark", "device-mention"]),
        ("算了不用了", ["none", "cancel"]),
        ("哈哈哈 你好傻", ["none", "chit-chat"]),
        ("asdfgh 嗯嗯 jkl", ["none", "gibberish"]),
        ("明天几点开会来着", ["none", "chit-chat"]),
        ("Nanoleaf 面板几钱买的", ["none", "remark", "device-mention", "cantonese"]),
        ("desk light 挺好看的", ["none", "remark", "device-mention"]),
        ("帮我查下腾讯今天的股价", ["none", "world"]),
        ("讲个笑话来听听", ["none", "chit-chat"]),
        ("the Sonos sounds amazing lol", ["none", "remark", "device-mention", "english"]),
        ("空调遥控器又不见了", ["none", "remark", "device-mention"]),
        ("唔该晒", ["none", "cantonese", "thanks"]),
        ("冇事冇事", ["none", "cantonese", "cancel"]),
        ("谁发明了电灯泡", ["none", "world", "device-mention"]),
        ("我今晚加班，不回来吃饭", ["none", "chit-chat"]),
        ("嗯……那个……呃", ["none", "gibberish"]),
        ("OK cool thanks", ["none", "english", "thanks"]),
        ("落地灯好像是宜家买的", ["none", "remark", "device-mention"]),
        ("明天记得买猫粮", ["none", "remark"]),
        ("深圳到香港的高铁要多久", ["none", "world"]),
        ("Roborock 这个牌子是国产的吗", ["none", "remark", "device-mention"]),
        ("灯带的颜色好土啊哈哈", ["none", "remark", "device-mention"]),
        ("呢个月电费好贵", ["none", "remark", "cantonese"]),
    ]
    for i, (q, tags) in enumerate(nones, 1):
        add(f"none-{i:03d}", q, NONE, tags)
    add("none-025", "算了不用了", NONE, ["none", "cancel", "history"], history=["客厅AC调到cool"])
    add("none-026", "thanks", NONE, ["none", "thanks", "history", "english"], history=["desk light开一下"])

    # ---------------- long rambling transcripts ----------------
    long1 = ("喂，那个，我跟你讲哦，今天真的是累死了，早上九点就被拉去开那个季度review，老板一直在讲什么降本增效，"
             "然后下午又有两个bug要fix，我mentor还请假了，所以全部都是我一个人顶着，搞到现在才从科技园那边打车回来，"
             "深南大道又塞车，塞了差不多四十分钟，司机还一直听那个粤语电台，我都听不太懂哈哈。然后回到楼下才发现外卖"
             "放错了柜子，又跑上跑下，电梯还要等好久，这栋楼的电梯真的是永远都在维修。唉算了，不讲这些了，反正明天"
             "还要早起，那个客户八点半就要开会，我PPT都还没改完，数据那几页还要找产品对一下口径，想想就头大。"
             "我室友说周末一起去吃潮汕牛肉火锅放松一下，我说好啊，但是估计又要加班。我现在就想躺一下，你帮我把主卧的窗帘拉上，"
             "然后床头灯调暗一点，就这样，谢谢。")
    add("long-001", long1, [one("mb_curtain", CLOSE), one("mb_bedside", BRIGHT)],
        ["long", "multi-command", "rambling"])
    long2 = ("OK so basically，我刚刚在想周末要不要去大梅沙，but then 看了下天气 app 说周六可能有台风，所以 probably "
             "不去了。Anyway 我那个 side project 的 demo 还没搞完，the 3D printer 打了一半那个支架又翘边了，可能是热床"
             "温度不够，or maybe 是那卷 PLA 受潮了，深圳这个湿度真的 crazy，衣帽间的除湿机开了一整天水箱都满了。我朋友"
             "Kevin 说要不要换个 enclosure，我觉得有点贵，而且书房也没地方放了，桌子上全是显示器跟键盘。Hmm 先不管了，"
             "下个月发 bonus 再说吧。Oh right，can you 把书房的 AC 调到 26 度，it's getting kind of cold in here。")
    add("long-002", long2, one("st_ac", SETPT), ["long", "rambling", "code-switch", "english-room", "climate"])
    return C


# --------------------------------------------------------------------------
# README
# --------------------------------------------------------------------------
def write_readme(home, spec_lines, cases, prof_of):
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    cats = Counter(CTX.category(k) for k, *_ in DEVICES)
    lights = [k for k, *_ in DEVICES if CTX.is_light(k)]
    tag_counts = Counter(t for c in cases for t in c["tags"])
    room_rows = []
    for k, n in ROOMS:
        ds = [d for d in DEVICES if d[2] == k]
        room_rows.append(f"| {n} | {FLOOR[k] or '—'} | {len(ds)} | " + ", ".join(d[1] for d in ds) + " |")
    lines = [
        "# Blind evaluation set: shenzhen",
        "",
        "Written blind: no engine source, tests, docs or other bench sets of the project were read.",
        "",
        "A high-rise apartment in Shenzhen shared by two young tech workers, joined to the rented flat",
        "upstairs: two floors. One partner set the rooms up in Chinese (some with a floor prefix 上层/下层),",
        "the other in English. Requests are phrased the way they talk: Mandarin with heavy English",
        "code-switching, a little Cantonese (熄咗, 唔该, 啲), and plain Mandarin.",
        "",
        "Files: `home.json` (rooms + items, SmartThings REST shape), `spec.jsonl`, `cases.jsonl`, `build.py`",
        "(stdlib generator; `python build.py --check` re-validates the files on disk).",
        "Device and room ids are uuid5 of readable keys (`device:<key>`, `room:<key>`).",
        "",
        "## The home",
        "",
        f"- {len(home['rooms'])} rooms, {len(home['items'])} devices, {len(spec_lines)} spec lines "
        f"({len(set(p['name'] for p in prof_of.values()))} distinct profiles used).",
        f"- Lights: {len(lights)} ({sum(1 for k in lights if CTX.category(k) == 'Light')} of category Light plus the "
        f"relays {', '.join(DEV[k][1] for k in RELAY_LIGHTS)}).",
        "- Every device copies the categories and the main-component capabilities of one real profile of",
        "  profiles.jsonl (profile id = profile name; driver noted in build.py).",
        "- Device `Old lamp` has a roomId that is not in `rooms` (its room was deleted); `Sonos Roam` has no roomId.",
        "",
        "| room | floor | devices | labels |",
        "| --- | --- | --- | --- |",
        *room_rows,
        "",
        "Categories: " + ", ".join(f"{c} {n}" for c, n in sorted(cats.items(), key=lambda x: (-x[1], x[0]))) + ".",
        "",
        "Deliberate traps in the labels: `落地灯` in three rooms; `AC` in four rooms plus two ACs labelled `空调`;",
        "numbered series `Spot 1..5` (下层 客厅) and `灯带1..4` (上层 主卧); `Study Lamp` placed in Guest Room;",
        "ASR-garbled labels `氛围等` (氛围灯) and `净水气` (净水器); plugs named after what they power",
        "(咖啡机, 鱼缸灯, 显示器插座, 3D打印机, 除湿机, 香薰机); synonym labels across rooms",
        "(`镜前灯` / `Mirror Light`, `排气扇` / `主卫排风` / `Exhaust fan`, `浴霸` twice); two robot vacuums.",
        "",
        "Left out of spec.jsonl on purpose (the devices exist and can be found by name/room): "
        + ", ".join(f"`{p}` ({', '.join(DEV[k][1] for k in DEV if DEV[k][3] == p)})" for p in LEFT_OUT)
        + ". Cases only ask their state (`[\"*\"]`).",
        "",
        "Spec lines: one per profile used, commands from capabilities.json for every capability of main that",
        "has commands (refresh and firmwareUpdate included, as real exports carry them). Ranges come from the",
        "profile's own config when it has one, else from the definition; string arguments get a value_list",
        "from the definition enum or the observed values. Commands a profile's config disables are dropped",
        "(e.g. `lock.unlatch` where the lock lists no `unlatched` state, media/alarm enumCommands, `thermostatMode.cool`",
        "on heating-only devices). Descriptions are about 60% Chinese / 40% English, chosen by a stable hash.",
        "",
        "## Labelling decisions",
        "",
        "- **mode one** lists every acceptable device and every command that does the job. Brighter/darker:",
        "  `switchLevel-setLevel` and `statelessSwitchLevelStep-stepLevel` (whichever the device has). Warmer/cooler",
        "  light: `setColorTemperature` or `stepColorTemperatureByPercent`. A colour: `setColor` or `setHue`.",
        "  Opening/closing a covering: `windowShade-open/close` or `windowShadeLevel-setShadeLevel`; partial",
        "  positions only `setShadeLevel`. A bare temperature on an AC: cooling or heating setpoint; AC modes: the",
        "  `thermostatMode` shortcut command, `setThermostatMode`, or `setAirConditionerMode` (DeepSmart AC).",
        "  Devices without `switch` are switched by what they have (desk fan → fan mode / speed percent; air",
        "  purifier → purifier fan mode / speed percent; hood → fan mode / speed percent).",
        "- Power on/off uses only `switch` (not setLevel 0).",
        "- **mode all** = exactly the devices in scope that support every listed command (computed from the",
        "  spec), so bulk brightness/colour/colour-temperature requests include only the lights that can do it.",
        "  Bulk entries list one command (or alternatives every device in the set supports).",
        "- Lights = category Light plus Switch-category relays clearly labelled as lights: "
        + ", ".join(f"`{DEV[k][1]}`" for k in RELAY_LIGHTS) + ".",
        "  Smart plugs are never lights, even `鱼缸灯` (it powers an aquarium lamp but is a SmartPlug;",
        "  `所有插座` covers it). The bath heaters (one has a lamp: switchLevel, colorTemperature)",
        "  are not lights.",
        "- Curtains (窗帘, bulk) = category Blind (curtains, sheer, blackout, roller, venetian). The projector",
        "  screen (category Projector, not in spec) is never a curtain.",
        "- A device is in the room of its roomId. A label naming another room counts for either room when",
        "  including (`Study Lamp` is in 书房/Study scope and in Guest Room scope) and an exclusion drops it by",
        "  either (除了书房 / 除了客房 both drop it).",
        "- Room + generic type (`客厅的灯`, `书房的灯`) in a room with several matching devices is read as the",
        "  whole set (mode all); with one matching device it is mode one.",
        "- Floors: only room names carry floor information. 楼上/上层/upstairs = rooms named `上层 …`",
        "  (主卧, 次卧, 衣帽间, 走廊); 楼下/下层 = rooms named `下层 …` (客厅, 厨房). Rooms without a prefix",
        "  (Study, Guest Room, 玄关, 餐厅, 主卫 …) are outside every floor scope, because the home data does",
        "  not say where they are. `三楼` is a floor the home does not have → clarify.",
        "- English room names are matched by meaning: 书房 = Study, 客房 = Guest Room, 二卫 = Bathroom 2,",
        "  阳台 = Balcony, living room = 下层 客厅, master bedroom = 上层 主卧, dining room = 餐厅.",
        "- The TV profile (media-video-player) has no volume and no input source. `电视声音小一点` is labelled",
        "  with the Soundbar in the same room; input switching is asked of the Soundbar only.",
        "- Locks: `lock-user-pin` has lock/unlock (no unlatch). 开门锁 = unlock.",
        "- Quantifier any (`随便开一盏灯`, `开两个spot`): mode one with every device of the set acceptable (the",
        "  count is not encoded).",
        "- Stated needs with a room: mode one with the devices there that address it and the commands that",
        "  do (`Study好热` → AC cooling mode/cooling setpoint or the desk fan's speed; `客厅太亮了` → dim or",
        "  switch off a light, or close a curtain; `好吵` → the speaker's volume/mute). Without a room → clarify.",
        "- Several commands in one request: one entry per command, in the order spoken (also two actions on",
        "  one target: `书房空调开制冷调到24度` → mode, then setpoint). Two named targets of one command",
        "  (`spot 1 和 spot 2 开一下`) are one mode-all entry with exactly those devices.",
        "- References: `history` holds the earlier turns; the entry names the device they point at.",
        "- Clarify entries list the candidate devices (empty when none exists) and the command meant.",
        "  Duplicated labels without a room, synonym labels in several rooms (镜前灯/Mirror Light; 排气扇/Exhaust fan),",
        "  two robot vacuums, `把它关了` without history, rooms/floors the home lacks, a missing index (`Spot 9`,",
        "  `灯带5`), a bare type with many devices (`窗帘拉上`, `开一下fan`) and bare needs are clarify.",
        "- mode none: chit-chat, weather, world questions, remarks that mention a device without asking,",
        "  cancellations, thanks, gibberish. The two long voice transcripts (300–800 characters) end in a real",
        "  request and are labelled like any other request.",
        "",
        "## Counts",
        "",
        f"- cases: {len(cases)}; expect entries: {sum(modes.values())}",
        f"- entries by mode: one {modes.get('one', 0)}, all {modes.get('all', 0)}, clarify {modes.get('clarify', 0)}, "
        f"none {modes.get('none', 0)}",
        f"- cases with history: {sum(1 for c in cases if c.get('history'))}; multi-entry cases: "
        f"{sum(1 for c in cases if len(c['expect']) > 1)}",
        "",
        "Tags: " + ", ".join(f"{t} {n}" for t, n in sorted(tag_counts.items(), key=lambda x: (-x[1], x[0]))) + ".",
        "",
    ]
    (HERE / "README.md").write_text("\n".join(lines), encoding="utf-8")


# --------------------------------------------------------------------------
# Build / check
# --------------------------------------------------------------------------
def build():
    global CTX
    profiles, caps = load_data()
    home, prof_of = build_home(profiles)
    used = []
    for key, *_ in DEVICES:
        n = prof_of[key]["name"]
        if n not in used:
            used.append(n)
    for p in LEFT_OUT:
        assert p in used, p
    spec_lines = [spec_line(prof_of[next(k for k in DEV if DEV[k][3] == n)], caps) for n in used if n not in LEFT_OUT]
    spec_by = {s["profileId"]: s for s in spec_lines}
    known = set()
    for cap, cdef in caps.items():
        for c in cdef.get("commands", []):
            known.add(f"main-{cap}-{c['name']}")
    CTX = Ctx(prof_of, spec_by, known)
    cases = build_cases()
    ids = [c["id"] for c in cases]
    assert len(ids) == len(set(ids)), "duplicate case ids"
    for c in cases:
        if "long" in c["tags"]:
            assert 300 <= len(c["query"]) <= 800, (c["id"], len(c["query"]))
    (HERE / "home.json").write_text(json.dumps(home, ensure_ascii=False, indent=1), encoding="utf-8")
    (HERE / "spec.jsonl").write_text("".join(json.dumps(s, ensure_ascii=False) + "\n" for s in spec_lines),
                                     encoding="utf-8")
    (HERE / "cases.jsonl").write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases),
                                      encoding="utf-8")
    write_readme(home, spec_lines, cases, prof_of)
    print(f"wrote {len(home['items'])} devices, {len(spec_lines)} spec lines, {len(cases)} cases")
    return check()


def check():
    errors = []
    home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
    spec = [json.loads(l) for l in (HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    cases = [json.loads(l) for l in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    spec_cmds = {s["profileId"]: {c["id"] for c in s["capabilities"]} for s in spec}
    devices = {d["deviceId"]: d for d in home["items"]}
    room_ids = {r["roomId"] for r in home["rooms"]}
    if len(devices) != len(home["items"]):
        errors.append("duplicate deviceId")

    def cmds_of(did):
        return spec_cmds.get(devices[did]["profile"]["id"], set())

    seen = set()
    modes = Counter()
    for c in cases:
        cid = c.get("id")
        if cid in seen:
            errors.append(f"{cid}: duplicate id")
        seen.add(cid)
        if not (HERE / c.get("home", "")).exists():
            errors.append(f"{cid}: home file missing")
        if not c.get("query") or not isinstance(c.get("tags"), list) or not c["tags"]:
            errors.append(f"{cid}: query/tags missing")
        if "history" in c and not (isinstance(c["history"], list) and all(isinstance(h, str) for h in c["history"])):
            errors.append(f"{cid}: bad history")
        if not c.get("expect"):
            errors.append(f"{cid}: no expect")
        for i, e in enumerate(c.get("expect", [])):
            mode = e.get("mode")
            modes[mode] += 1
            devs, cmds = e.get("devices", []), e.get("capabilities", [])
            where = f"{cid}[{i}]"
            if mode == "none" and (devs or cmds):
                errors.append(f"{where}: mode none must list nothing")
            for d in devs:
                if d not in devices:
                    errors.append(f"{where}: unknown device {d}")
            if any(d not in devices for d in devs):
                continue
            if mode == "one":
                if not devs or not cmds:
                    errors.append(f"{where}: empty mode-one entry")
                if cmds != ["*"]:
                    for cmd in cmds:
                        if not any(cmd in cmds_of(d) for d in devs):
                            errors.append(f"{where}: {cmd} in no listed device's spec line")
            elif mode == "all":
                if not devs or not cmds:
                    errors.append(f"{where}: empty mode-all entry")
                if len(set(devs)) != len(devs):
                    errors.append(f"{where}: duplicate devices")
                for d in devs:
                    for cmd in cmds:
                        if cmd not in cmds_of(d):
                            errors.append(f"{where}: {devices[d]['label']} lacks {cmd}")
            elif mode == "clarify":
                pass
            elif mode == "none":
                pass
            else:
                errors.append(f"{where}: bad mode {mode}")
    missing_room = [d["label"] for d in home["items"] if d.get("roomId") and d["roomId"] not in room_ids]
    no_room = [d["label"] for d in home["items"] if not d.get("roomId")]
    unspecced = sorted({d["profile"]["id"] for d in home["items"]} - set(spec_cmds))
    lights = sum(1 for d in home["items"] if d["components"][0]["categories"]
                 and d["components"][0]["categories"][0]["name"] == "Light")
    print(f"devices {len(devices)} (category Light {lights}), rooms {len(home['rooms'])}, spec lines {len(spec)}")
    print(f"profiles without spec line: {', '.join(unspecced)}")
    print(f"roomId not in rooms: {missing_room}; no roomId: {no_room}")
    print(f"cases {len(cases)}, expect entries {sum(modes.values())}: "
          + ", ".join(f"{m} {modes[m]}" for m in ("one", "all", "clarify", "none")))
    if errors:
        print(f"{len(errors)} ERROR(S):")
        for e in errors:
            print("  " + e)
        return 1
    print("check OK")
    return 0


if __name__ == "__main__":
    if "--check" in sys.argv[1:]:
        sys.exit(check())
    sys.exit(build())
