#!/usr/bin/env python3
"""Blind evaluation set "nanjing": a three-level townhouse with a basement.

Writes home.json, spec.jsonl, cases.jsonl and README.md beside this file.

    python build.py           # generate, then validate what was written
    python build.py --check   # only validate the files on disk, print counts

Standard library only (Python 3.11).
"""
from __future__ import annotations

import hashlib
import json
import sys
import uuid
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent


def data_dir() -> Path:
    p = Path(__file__).resolve().parents[4] / "shared/data/smartthings"
    if not (p / "profiles.jsonl").exists():
        p = Path("/work/shared/data/smartthings")
    return p


NS = uuid.uuid5(uuid.NAMESPACE_URL, "https://example.invalid/blind/nanjing")
LOCATION_ID = str(uuid.uuid5(NS, "location:nanjing"))


def rid(key: str) -> str:
    return str(uuid.uuid5(NS, "room:" + key))


def did(key: str) -> str:
    return str(uuid.uuid5(NS, "device:" + key))


# --------------------------------------------------------------------------
# Rooms: key -> (name, floor).  Floors: -1 (basement, B1), 1, 2, 3.
# --------------------------------------------------------------------------
ROOMS = {
    "b1_av": ("B1 影音室", -1),
    "b1_laundry": ("B1 洗衣房", -1),
    "b1_garage": ("-1F 车库", -1),
    "f1_living": ("1F 客厅", 1),
    "f1_dining": ("1F 餐厅", 1),
    "f1_kitchen": ("1F 厨房", 1),
    "f1_elder": ("1F 老人房", 1),
    "f2_master": ("2F 主卧", 2),
    "f2_mbath": ("2F 主卫", 2),
    "f2_kid": ("2F 儿童房", 2),
    "f2_study": ("2F 书房", 2),
    "r2a": ("Room-2A", 2),      # family: 小女儿房间
    "f3_office": ("3F 办公室", 3),
    "f3_terrace": ("3F 露台", 3),
    "f3_attic": ("3F 阁楼储藏", 3),
    "r3b": ("Room-3B", 3),      # family: 健身房
}
# roomId used by one device but absent from `rooms` (installer deleted "2F 走廊").
ORPHAN_ROOM_KEY = "f2_hall_deleted"

# --------------------------------------------------------------------------
# Devices: (key, label, room key or None, profile name, driver hint or None)
# --------------------------------------------------------------------------
DEVICES = [
    # ---- B1 影音室
    ("av_strip", "影音室灯带", "b1_av", "rgbw-bulb-2200K-6500K", None),
    ("av_down", "影音室筒灯", "b1_av", "light-level-colorTemperature-2200K-6500K", None),
    ("av_screen", "投影幕布", "b1_av", "projector-screen-VWSDSTUST120H", None),
    ("av_projplug", "投影仪插座", "b1_av", "plug-power", None),
    ("av_amp", "功放", "b1_av", "maX10", None),
    ("av_ac", "影音室空调", "b1_av", "room-air-conditioner-fan-heating-cooling", None),
    ("av_motion", "影音室人体感应", "b1_av", "motion-battery", "matter-sensor"),
    # ---- B1 洗衣房
    ("ld_light", "洗衣房灯", "b1_laundry", "on-off-bulb", None),
    ("ld_washer", "洗衣机", "b1_laundry", "laundry-washer", None),
    ("ld_dryer", "红干机", "b1_laundry", "laundry-dryer", None),          # ASR: 烘干机
    ("ld_valve", "进户总水阀", "b1_laundry", "water-valve", None),
    ("ld_heater", "热水器", "b1_laundry", "water-heater", None),
    ("ld_leak", "洗衣房漏水", "b1_laundry", "leak-battery", "matter-sensor"),
    # ---- -1F 车库
    ("gr_light", "车库灯", "b1_garage", "basic-switch", "zigbee-switch"),  # relay, labelled light
    ("gr_motionlight", "车库感应灯", "b1_garage", "light-level-motion", None),
    ("gr_door", "车库门", "b1_garage", "base-garage-door", None),
    ("gr_evse", "充电桩", "b1_garage", "evse", None),                       # profile left out of spec
    ("gr_vent", "车库排风扇", "b1_garage", "vent", None),
    ("gr_smoke", "车库烟感", "b1_garage", "smoke-detector", "zigbee-smoke-detector"),  # left out
    # ---- 1F 客厅
    ("lv_dl01", "L1-客厅-筒灯-01", "f1_living", "on-off-level", None),
    ("lv_dl02", "L1-客厅-筒灯-02", "f1_living", "on-off-level", None),
    ("lv_dl03", "L1-客厅-筒灯-03", "f1_living", "on-off-level", None),
    ("lv_dl04", "L1-客厅-筒灯-04", "f1_living", "on-off-level", None),
    ("lv_dl05", "L1-客厅-筒灯-05", "f1_living", "color-temp-bulb-2200K-5000K", None),
    ("lv_dl06", "L1-客厅-筒灯-06", "f1_living", "color-temp-bulb-2200K-5000K", None),
    ("lv_dl07", "L1-客厅-筒灯-07", "f1_living", "on-off-bulb", None),
    ("lv_dl08", "L1-客厅-筒灯-08", "f1_living", "on-off-bulb", None),
    ("lv_main", "客厅主灯", "f1_living", "light-color-level-2700K-6500K", None),
    ("lv_sidestrip", "餐厅边柜灯带", "f1_living", "rgbw-bulb-2700K-6500K", None),  # names another room
    ("lv_ac", "空调", "f1_living", "room-air-conditioner", None),
    ("lv_tv", "客厅电视", "f1_living", "media-video-player", None),
    ("lv_soundbar", "客厅回音壁", "f1_living", "samsung-audio", None),
    ("lv_curtain", "客厅窗帘", "f1_living", "window-treatment-profile", None),
    ("lv_sheer", "客厅纱帘", "f1_living", "window-treatment-battery", None),
    ("lv_purifier", "客厅净化器", "f1_living", "air-purifier-hepa-aqs", None),
    ("lv_th", "客厅温湿度计", "f1_living", "temperature-humidity-battery", None),
    ("lv_lock", "入户门锁", "f1_living", "aqara-lock-battery", None),
    ("lv_contact", "入户门磁", "f1_living", "contact-battery", "matter-sensor"),  # left out
    ("lv_robot", "扫地机器忍", "f1_living", "rvc-clean-mode", None),     # ASR: 扫地机器人
    # ---- 1F 餐厅
    ("dn_pendant", "吊灯", "f1_dining", "light-level-colorTemperature-2700K-6500K", None),
    ("dn_down", "餐厅筒灯", "f1_dining", "light-binary", None),
    ("dn_feeder", "猫粮喂食器", "f1_dining", "aqara-pet-feeder", None),
    ("dn_water", "饮水机插座", "f1_dining", "plug-binary", None),
    # ---- 1F 厨房
    ("kt_light", "厨房顶灯", "f1_kitchen", "light-level", None),
    ("kt_strip", "橱柜灯带", "f1_kitchen", "switch-level", "zigbee-switch"),  # relay, labelled light
    ("kt_hood", "油烟机", "f1_kitchen", "extractor-hood-wind-light", None),
    ("kt_dish", "洗碗机", "f1_kitchen", "dishwasher", None),
    ("kt_micro", "微波炉", "f1_kitchen", "microwave-oven", None),
    ("kt_leak", "厨房水浸", "f1_kitchen", "water-battery", "zigbee-water-leak-sensor"),
    ("kt_smoke", "厨房烟感", "f1_kitchen", "smoke-detector", "zigbee-smoke-detector"),
    # ---- 1F 老人房
    ("el_ceiling", "老人房吸顶灯", "f1_elder", "color-temp-bulb", None),
    ("el_night", "老人房夜灯", "f1_elder", "motion-light", None),
    ("el_ac", "空调", "f1_elder", "room-air-conditioner-heating-cooling", None),
    ("el_floor", "老人房地暖", "f1_elder", "thermostat-heating-only-nostate-nobattery", None),
    ("el_curtain", "老人房窗帘", "f1_elder", "window-treatment-no-preset", None),
    ("el_blanket", "电热毯插座", "f1_elder", "plug-binary", None),
    ("el_button", "紧急按钮", "f1_elder", "one-button-battery", "zigbee-button"),
    # ---- 2F 主卧
    ("ms_pendant", "吊灯", "f2_master", "white-ambiance", None),
    ("ms_bedside", "主卧床头等", "f2_master", "aqara-light", None),     # ASR: 床头灯
    ("ms_down", "主卧筒灯", "f2_master", "light-level", None),
    ("ms_ac", "空调", "f2_master", "room-air-conditioner-humidity-fan-heating-cooling", None),
    ("ms_curtain", "主卧窗帘", "f2_master", "window-treatment-aqara-curtain-driver-e1", None),
    ("ms_blackout", "主卧遮光帘", "f2_master", "window-treatment-reverse", None),
    ("ms_humid", "加湿气", "f2_master", "plug-binary", None),            # ASR: 加湿器
    ("ms_speaker", "主卧音箱", "f2_master", "sonos-player", None),
    # ---- 2F 主卫
    ("mb_light", "主卫灯", "f2_mbath", "light-energy-powerConsumption", None),
    ("mb_mirror", "镜前灯", "f2_mbath", "light-binary", None),
    ("mb_heater", "浴霸", "f2_mbath", "aqara-bath-heater", None),
    ("mb_fan", "主卫排气扇", "f2_mbath", "fan-3speed", None),
    ("mb_leak", "主卫漏水", "f2_mbath", "leak-battery", "matter-sensor"),
    # ---- 2F 儿童房
    ("kd_ceiling", "儿童房顶灯", "f2_kid", "color-temp-bulb-2000k-6500k", None),
    ("kd_star", "星星灯", "f2_kid", "color-bulb", None),
    ("kd_night", "儿童房夜灯", "f2_kid", "on-off-level-motion-sensor", None),
    ("kd_ac", "空调", "f2_kid", "room-air-conditioner-fan-heating-cooling-nostate", None),
    ("kd_curtain", "儿童房窗帘", "f2_kid", "covering", None),
    # ---- 2F 书房
    ("st_ceiling", "书房吸顶灯", "f2_study", "color-temp-bulb-2700K-6500K", None),
    ("st_desk", "书房台灯", "f2_study", "ge-link-bulb", None),
    ("st_ac", "空调", "f2_study", "room-air-conditioner-humidity-heating-cooling", None),
    ("st_curtain", "书房窗帘", "f2_study", "window-treatment-hanssem", None),
    ("st_motion", "书房人体感应", "f2_study", "motion-battery", "matter-sensor"),
    # ---- Room-2A (小女儿房间)
    ("ga_ceiling", "2A顶灯", "r2a", "color-temp-bulb-2700K-5000K", None),
    ("ga_night", "小夜灯", "r2a", "on-off-level-no-firmware-update", None),
    ("ga_princess", "公主灯", "r2a", "light-color-level-2000K-7000K", None),
    ("ga_ac", "空调", "r2a", "room-air-conditioner-modular", None),
    ("ga_curtain", "2A窗帘", "r2a", "window-treatment-battery", None),
    ("ga_th", "2A温湿度", "r2a", "temperature-humidity-battery", None),
    # ---- 2F corridor: roomId not in rooms
    ("hall_light", "2F走廊灯", ORPHAN_ROOM_KEY, "light-level-energy-powerConsumption", None),
    # ---- 3F 办公室
    ("of_pendant", "吊灯", "f3_office", "switch-level-colortemp", None),
    ("of_dl1", "3F-办公-筒灯-01", "f3_office", "light-level-power-energy", None),
    ("of_dl2", "3F-办公-筒灯-02", "f3_office", "light-level-power-energy", None),
    ("of_bar", "显示器灯条", "f3_office", "aqara-led-bulb", None),
    ("of_printer", "打印机插座", "f3_office", "plug-power", None),
    ("of_nas", "NAS插座", "f3_office", "plug-power-energy-powerConsumption", None),
    ("of_coffee", "咖啡机插座", "f3_office", "smartplug-binary", None),
    ("of_ac", "空调", "f3_office", "Ac.v1", None),
    ("of_curtain", "办公室窗帘", "f3_office", "window-covering-tilt", None),
    ("of_purifier", "办公室净化器", "f3_office", "air-purifier-hepa-ac-rock-wind", None),
    # ---- 3F 露台
    ("tr_string", "露台灯串", "f3_terrace", "switch-binary", "matter-switch"),  # relay, labelled light
    ("tr_wall", "露台壁灯", "f3_terrace", "light-power", None),
    ("tr_drip", "露台滴灌", "f3_terrace", "irrigation-system", None),
    ("tr_water", "花架浇水器", "f3_terrace", "watering-kit-thirdreality", None),
    ("tr_awning", "露台遮阳篷", "f3_terrace", "fibaro-roller-shutter", None),
    ("tr_rain", "露台雨量", "f3_terrace", "rain-battery", None),           # left out
    ("tr_sw2", "SW-3F-02", "f3_terrace", "basic-switch", "zigbee-switch"),
    # ---- 3F 阁楼储藏
    ("at_light", "阁楼灯", "f3_attic", "on-off-bulb-no-firmware-update", None),
    ("at_sw1", "SW-3F-01", "f3_attic", "basic-switch", "zigbee-switch"),
    ("at_dehum", "阁楼除湿机插座", "f3_attic", "plug-binary", None),
    ("at_smoke", "阁楼烟感", "f3_attic", "smoke-detector", "zigbee-smoke-detector"),
    # ---- Room-3B (健身房)
    ("gy_light", "3B顶灯", "r3b", "light-level-power-energy-powerConsumption", None),
    ("gy_spot", "健身房射灯", "r3b", "light-binary", None),
    ("gy_tread", "跑步机插座", "r3b", "switch-power-energy", None),
    ("gy_fan", "健身房风扇", "r3b", "fan-rock-wind", None),
    ("gy_sauna", "汗蒸房加热器", "r3b", "Heater.v1", None),
    ("gy_speaker", "健身房音箱", "r3b", "jbl", None),
    # ---- no room at all (the stair runs through every floor)
    ("stair_strip", "楼梯灯带", None, "light-level-power", "matter-switch"),
]

# Relays (category Switch) that are clearly labelled as lights and count as lights.
LIGHT_RELAYS = {"gr_light", "kt_strip", "tr_string"}
# Labels that name a room other than the device's own room.
LABEL_ROOMS = {"lv_sidestrip": ["f1_dining"]}
# Devices whose room is unknown but whose label names a floor.
LABEL_FLOOR = {"hall_light": 2}
# Profiles deliberately left out of spec.jsonl.
LEFT_OUT = ["evse", "rain-battery", "smoke-detector", "contact-battery"]

# --------------------------------------------------------------------------
# Commands
# --------------------------------------------------------------------------
CMD = {
    "ON": "main-switch-on", "OFF": "main-switch-off",
    "LVL": "main-switchLevel-setLevel", "STEP": "main-statelessSwitchLevelStep-stepLevel",
    "CT": "main-colorTemperature-setColorTemperature",
    "CTSTEP": "main-statelessColorTemperatureStep-stepColorTemperatureByPercent",
    "COLOR": "main-colorControl-setColor", "HUE": "main-colorControl-setHue",
    "COOL": "main-thermostatCoolingSetpoint-setCoolingSetpoint",
    "HEAT": "main-thermostatHeatingSetpoint-setHeatingSetpoint",
    "TMODE": "main-thermostatMode-setThermostatMode", "TM_COOL": "main-thermostatMode-cool",
    "TM_HEAT": "main-thermostatMode-heat", "TM_OFF": "main-thermostatMode-off",
    "TM_AUTO": "main-thermostatMode-auto",
    "ACMODE": "main-airConditionerMode-setAirConditionerMode",
    "ACFAN": "main-airConditionerFanMode-setFanMode",
    "FANPCT": "main-fanSpeedPercent-setPercent", "FANMODE": "main-fanMode-setFanMode",
    "FANSPEED": "main-fanSpeed-setFanSpeed", "WIND": "main-windMode-setWindMode",
    "OSC": "main-fanOscillationMode-setFanOscillationMode",
    "APMODE": "main-airPurifierFanMode-setAirPurifierFanMode",
    "SH_OPEN": "main-windowShade-open", "SH_CLOSE": "main-windowShade-close",
    "SH_PAUSE": "main-windowShade-pause", "SH_LVL": "main-windowShadeLevel-setShadeLevel",
    "SH_STEP": "main-statelessWindowShadeLevelStep-stepShadeLevel",
    "SH_TILT": "main-windowShadeTiltLevel-setShadeTiltLevel",
    "VOL": "main-audioVolume-setVolume", "VUP": "main-audioVolume-volumeUp",
    "VDOWN": "main-audioVolume-volumeDown", "MUTE": "main-audioMute-mute",
    "SETMUTE": "main-audioMute-setMute", "PLAY": "main-mediaPlayback-play",
    "PAUSE": "main-mediaPlayback-pause", "NEXT": "main-mediaTrackControl-nextTrack",
    "INPUT": "main-mediaInputSource-setInputSource",
    "V_OPEN": "main-valve-open", "V_CLOSE": "main-valve-close", "LEVEL": "main-level-setLevel",
    "RVC_START": "main-robotCleanerOperatingState-start",
    "RVC_HOME": "main-robotCleanerOperatingState-goHome",
    "RVC_PAUSE": "main-robotCleanerOperatingState-pause",
    "DOOR_OPEN": "main-doorControl-open", "DOOR_CLOSE": "main-doorControl-close",
    "LOCK": "main-lock-lock", "UNLOCK": "main-lock-unlock",
    "OP_START": "main-operationalState-start", "OP_STOP": "main-operationalState-stop",
    "OP_PAUSE": "main-operationalState-pause",
    "MODE": "main-mode-setMode", "FEED": "main-feederOperatingState-startFeeding",
    "PORTION": "main-feederPortion-setPortion", "COOKTIME": "main-cookTime-setCookTime",
    "RINSE": "main-laundryWasherRinseMode-setRinseMode",
    "*": "*",
}

# Descriptions of commands: "capability.command" -> (Chinese, English)
DESC = {
    "switch.on": ("打开设备电源", "turn the device on"),
    "switch.off": ("关闭设备电源", "turn the device off"),
    "switchLevel.setLevel": ("设置亮度百分比", "set the brightness level in percent"),
    "level.setLevel": ("设置开度或等级", "set the level (0-100)"),
    "statelessSwitchLevelStep.stepLevel": ("按步长调亮或调暗，正数变亮负数变暗", "step brightness up or down by a percentage"),
    "colorTemperature.setColorTemperature": ("设置色温（开尔文），数值越低越暖", "set the color temperature in kelvin"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("按百分比调冷或调暖色温", "step color temperature warmer or cooler by percent"),
    "colorControl.setColor": ("设置灯光颜色（色相和饱和度）", "set the light color (hue and saturation)"),
    "colorControl.setHue": ("设置色相", "set hue"),
    "colorControl.setSaturation": ("设置饱和度", "set saturation"),
    "windowShade.open": ("打开窗帘", "open the shade"),
    "windowShade.close": ("关闭窗帘", "close the shade"),
    "windowShade.pause": ("暂停窗帘运动", "pause shade movement"),
    "windowShadeLevel.setShadeLevel": ("设置窗帘开合百分比", "set the shade opening level in percent"),
    "windowShadePreset.presetPosition": ("移动到预设位置", "move to the preset position"),
    "windowShadePreset.setPresetPosition": ("设置预设位置", "set the preset position"),
    "windowShadeTiltLevel.setShadeTiltLevel": ("设置百叶角度", "set the slat tilt level"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("按步长开合窗帘", "step the shade level up or down"),
    "doorControl.open": ("开门", "open the door"),
    "doorControl.close": ("关门", "close the door"),
    "lock.lock": ("上锁", "lock"),
    "lock.unlock": ("开锁", "unlock"),
    "lock.unlatch": ("解闩", "unlatch"),
    "valve.open": ("打开阀门", "open the valve"),
    "valve.close": ("关闭阀门", "close the valve"),
    "airConditionerMode.setAirConditionerMode": ("设置空调模式", "set air conditioner mode"),
    "airConditionerFanMode.setFanMode": ("设置空调风速", "set the fan mode of the air conditioner"),
    "thermostatMode.auto": ("切换到自动模式", "set mode to auto"),
    "thermostatMode.cool": ("切换到制冷模式", "set mode to cool"),
    "thermostatMode.emergencyHeat": ("切换到紧急制热", "set mode to emergency heat"),
    "thermostatMode.heat": ("切换到制热模式", "set mode to heat"),
    "thermostatMode.off": ("关闭温控", "set mode to off"),
    "thermostatMode.setThermostatMode": ("设置温控模式", "set thermostat mode"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("设置制冷目标温度", "set the cooling setpoint"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("设置制热目标温度", "set the heating setpoint"),
    "thermostatFanMode.fanAuto": ("风扇自动", "fan auto"),
    "thermostatFanMode.fanCirculate": ("风扇循环", "fan circulate"),
    "thermostatFanMode.fanOn": ("风扇常开", "fan on"),
    "thermostatFanMode.setThermostatFanMode": ("设置温控器风扇模式", "set thermostat fan mode"),
    "temperatureSetpoint.setTemperatureSetpoint": ("设置目标温度", "set the temperature setpoint"),
    "temperatureLevel.setTemperatureLevel": ("设置温度档位", "set the temperature level"),
    "fanSpeed.setFanSpeed": ("设置风扇档位", "set the fan speed step"),
    "fanSpeedPercent.setPercent": ("设置风速百分比", "set the fan speed in percent"),
    "fanMode.setFanMode": ("设置风扇模式", "set the fan mode"),
    "fanOscillationMode.setFanOscillationMode": ("设置摆风（摇头）模式", "set fan oscillation mode"),
    "windMode.setWindMode": ("设置风感模式", "set the wind mode"),
    "airPurifierFanMode.setAirPurifierFanMode": ("设置净化器风机模式", "set the air purifier fan mode"),
    "audioVolume.setVolume": ("设置音量", "set the volume"),
    "audioVolume.volumeUp": ("音量加", "turn the volume up"),
    "audioVolume.volumeDown": ("音量减", "turn the volume down"),
    "audioMute.mute": ("静音", "mute"),
    "audioMute.unmute": ("取消静音", "unmute"),
    "audioMute.setMute": ("设置静音状态", "set the mute state"),
    "mediaPlayback.play": ("播放", "play"),
    "mediaPlayback.pause": ("暂停", "pause"),
    "mediaPlayback.stop": ("停止播放", "stop"),
    "mediaPlayback.fastForward": ("快进", "fast forward"),
    "mediaPlayback.rewind": ("快退", "rewind"),
    "mediaPlayback.setPlaybackStatus": ("设置播放状态", "set the playback status"),
    "mediaTrackControl.nextTrack": ("下一首", "next track"),
    "mediaTrackControl.previousTrack": ("上一首", "previous track"),
    "mediaInputSource.setInputSource": ("切换输入源", "set the input source"),
    "mediaPresets.playPreset": ("播放预设", "play a preset"),
    "keypadInput.sendKey": ("发送遥控按键", "send a remote-control key"),
    "audioNotification.playTrack": ("播放提示音", "play a notification track"),
    "audioNotification.playTrackAndRestore": ("播放提示音后恢复", "play a track and restore"),
    "audioNotification.playTrackAndResume": ("播放提示音后继续", "play a track and resume"),
    "robotCleanerOperatingState.start": ("开始清扫", "start cleaning"),
    "robotCleanerOperatingState.pause": ("暂停清扫", "pause cleaning"),
    "robotCleanerOperatingState.goHome": ("回充", "return to the dock"),
    "operationalState.start": ("启动运行", "start the operation"),
    "operationalState.stop": ("停止运行", "stop the operation"),
    "operationalState.pause": ("暂停运行", "pause the operation"),
    "operationalState.resume": ("继续运行", "resume the operation"),
    "mode.setMode": ("设置模式", "set the mode"),
    "laundryWasherRinseMode.setRinseMode": ("设置漂洗次数", "set the rinse mode"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("设置脱水转速", "set the spin speed"),
    "cookTime.setCookTime": ("设置烹饪时长（秒）", "set the cook time in seconds"),
    "feederOperatingState.startFeeding": ("立即出粮", "start feeding"),
    "feederPortion.setPortion": ("设置出粮份量", "set the feeding portion"),
    "alarm.both": ("声光报警", "siren and strobe"),
    "alarm.off": ("关闭报警", "alarm off"),
    "alarm.siren": ("鸣笛", "siren"),
    "alarm.strobe": ("闪光", "strobe"),
    "momentary.push": ("按一下", "push"),
    "refresh.refresh": ("刷新状态", "refresh the device state"),
    "firmwareUpdate.checkForFirmwareUpdate": ("检查固件更新", "check for firmware update"),
    "firmwareUpdate.updateFirmware": ("更新固件", "update firmware"),
    "energyMeter.resetEnergyMeter": ("电量计数清零", "reset the energy meter"),
}

VALUE_ZH = {
    "cool": "制冷", "heat": "制热", "auto": "自动", "dry": "除湿", "fan": "送风", "off": "关闭",
    "low": "低风", "medium": "中风", "high": "高风", "turbo": "强劲", "sleep": "睡眠", "quiet": "静音",
    "windFree": "无风感", "noWind": "无风感", "sleepWind": "睡眠风", "naturalWind": "自然风",
    "muted": "静音", "unmuted": "取消静音", "eco": "节能", "fanonly": "仅送风", "dryair": "除湿",
    "fixed": "固定", "swing": "摆动", "horizontal": "左右摆", "vertical": "上下摆", "all": "全向摆",
    "paused": "已暂停", "playing": "播放中", "stopped": "已停止",
    "none": "不额外漂洗", "normal": "标准", "extra": "加漂", "max": "最多",
    "g": "克", "servings": "份",
}

# value lists for string arguments
ENUM_OVERRIDE = {
    ("Ac.v1", "airConditionerMode"): ["cool", "heat", "fan", "dry", "auto"],
    (None, "airConditionerFanMode"): ["auto", "low", "medium", "high"],
    (None, "fanOscillationMode"): ["off", "fixed", "swing", "horizontal", "vertical", "all"],
    (None, "mediaInputSource"): ["HDMI1", "HDMI2", "HDMI3", "optical", "bluetooth", "USB", "aux"],
}
THERMOSTAT_MODES_BY_CAT = {
    "AirConditioner": ["off", "cool", "heat", "auto", "dryair", "fanonly"],
    "Thermostat": ["off", "heat", "eco"],
    "WaterHeater": ["off", "heat", "eco"],
}


def zh_or_en(key: str) -> bool:
    """Deterministic ~50/50 choice; True = Chinese."""
    return hashlib.md5(key.encode("utf-8")).digest()[0] % 2 == 0


# --------------------------------------------------------------------------
# Loading profiles / building home + spec
# --------------------------------------------------------------------------
def load_sources():
    d = data_dir()
    profiles = [json.loads(line) for line in (d / "profiles.jsonl").open(encoding="utf-8") if line.strip()]
    caps = json.loads((d / "capabilities.json").read_text(encoding="utf-8"))["capabilities"]
    return profiles, caps


def pick_profile(profiles, name, driver_hint):
    hits = [p for p in profiles if p["name"] == name and (driver_hint is None or p["driver"].endswith("/" + driver_hint))]
    if len(hits) != 1:
        raise SystemExit(f"profile {name!r} (driver {driver_hint}) matched {len(hits)} lines")
    return hits[0]


def build_home(profiles):
    rooms = [{"roomId": rid(k), "name": n, "locationId": LOCATION_ID} for k, (n, _f) in ROOMS.items()]
    items = []
    used = {}
    for key, label, room, pname, drv in DEVICES:
        p = pick_profile(profiles, pname, drv)
        if pname in used and used[pname] is not p:
            raise SystemExit(f"profile id {pname} used with two different profile lines")
        used[pname] = p
        cat = p["categories"][0] if p["categories"] else None
        comp = {"id": "main",
                "categories": ([{"name": cat, "categoryType": "manufacturer"}] if cat else []),
                "capabilities": [{"id": c, "version": 1} for c in p["capabilities"]]}
        item = {"deviceId": did(key), "label": label, "name": pname,
                "locationId": LOCATION_ID, "profile": {"id": pname}, "components": [comp]}
        if room is not None:
            item["roomId"] = rid(room)
        items.append(item)
    return {"rooms": rooms, "items": items}, used


def arg_entry(profile, cap_id, cmd, caps):
    """Type / range / value list of a command's first argument."""
    args = cmd.get("arguments") or []
    if not args:
        return {}
    a = args[0]
    out = {}
    t = a.get("type")
    if t:
        out["type"] = t
    cfg = profile.get("capability_config", {}).get(cap_id) or []
    rng = None
    for c in cfg:
        if "range" in c:
            rng = c["range"]
    unit = {"switchLevel": "%", "level": "%", "windowShadeLevel": "%", "windowShadePreset": "%",
            "windowShadeTiltLevel": "%", "fanSpeedPercent": "%", "audioVolume": "%",
            "statelessSwitchLevelStep": "%", "statelessColorTemperatureStep": "%",
            "colorTemperature": "K", "thermostatCoolingSetpoint": "C",
            "thermostatHeatingSetpoint": "C", "cookTime": "s", "feederPortion": "g"}.get(cap_id)
    if rng:
        out["value_range"] = {"min": rng[0], "max": rng[1]}
    elif "minimum" in a and "maximum" in a and cap_id not in ("thermostatCoolingSetpoint", "thermostatHeatingSetpoint"):
        out["value_range"] = {"min": a["minimum"], "max": a["maximum"]}
    elif cap_id == "statelessWindowShadeLevelStep":
        out["value_range"] = {"min": -100, "max": 100}
    elif cap_id == "colorControl" and cmd["name"] == "setHue":
        out["value_range"] = {"min": 0, "max": 100}
    if "value_range" in out and unit:
        out["value_range"]["unit"] = unit
    values = None
    pname = profile["name"]
    if (pname, cap_id) in ENUM_OVERRIDE:
        values = ENUM_OVERRIDE[(pname, cap_id)]
    elif (None, cap_id) in ENUM_OVERRIDE and t == "string":
        values = ENUM_OVERRIDE[(None, cap_id)]
    elif cap_id == "thermostatMode":
        enabled = [c.get("enabledValues") for c in cfg if c.get("key") == "thermostatMode.value" and c.get("enabledValues")]
        if enabled:
            values = enabled[0]
        else:
            cat = profile["categories"][0] if profile["categories"] else ""
            values = THERMOSTAT_MODES_BY_CAT.get(cat, ["off", "heat", "cool", "auto"])
    elif cap_id == "fanMode":
        enabled = [c.get("enabledValues") for c in cfg if c.get("enabledValues")]
        values = enabled[0] if enabled else a.get("enum")
    elif a.get("enum"):
        values = a["enum"]
    if values:
        vl = []
        for v in values:
            zh = VALUE_ZH.get(v)
            use_zh = zh is not None and zh_or_en(f"{pname}|{cap_id}|{v}")
            vl.append({"value": v, "description": zh if use_zh else v})
        out["value_list"] = vl
    return out


def build_spec(used, caps):
    lines = []
    for pname in sorted(used):
        if pname in LEFT_OUT:
            continue
        p = used[pname]
        entries = []
        for cap_id in p["capabilities"]:
            cap = caps.get(cap_id)
            if not cap or not cap.get("commands"):
                continue
            for cmd in cap["commands"]:
                cid = f"main-{cap_id}-{cmd['name']}"
                zh, en = DESC.get(f"{cap_id}.{cmd['name']}", (None, f"{cmd['name']} ({cap['name']})"))
                desc = zh if (zh and zh_or_en(f"{pname}|{cid}")) else en
                e = {"id": cid, "description": desc}
                e.update(arg_entry(p, cap_id, cmd, caps))
                entries.append(e)
        lines.append({"profileId": pname, "capabilities": entries})
    return lines


# --------------------------------------------------------------------------
# Scope helpers (used by the cases)
# --------------------------------------------------------------------------
DEV = {d[0]: d for d in DEVICES}
_SPEC_CMDS: dict[str, set] = {}   # device key -> set of command ids (filled in main)
_CATEGORY: dict[str, str] = {}


def floor_of(k):
    room = DEV[k][2]
    if room in ROOMS:
        return ROOMS[room][1]
    return LABEL_FLOOR.get(k)


def rooms_of(k):
    room = DEV[k][2]
    rs = {room} if room in ROOMS else set()
    rs.update(LABEL_ROOMS.get(k, []))
    return rs


def is_light(k):
    return _CATEGORY.get(k) == "Light" or k in LIGHT_RELAYS


def supports(k, cmd_short):
    return CMD[cmd_short] in _SPEC_CMDS.get(k, set())


def lights(rooms=None, floors=None, not_rooms=(), not_floors=(), need=()):
    out = []
    for k, *_ in DEVICES:
        if not is_light(k):
            continue
        if rooms is not None and not (rooms_of(k) & set(rooms)):
            continue
        if floors is not None and floor_of(k) not in floors:
            continue
        if rooms_of(k) & set(not_rooms):
            continue
        if floor_of(k) in not_floors:
            continue
        if any(not supports(k, c) for c in need):
            continue
        out.append(k)
    return out


AIRCON = ["lv_ac", "el_ac", "ms_ac", "kd_ac", "st_ac", "ga_ac", "of_ac", "av_ac"]
LV_DOWNLIGHTS = [f"lv_dl0{i}" for i in range(1, 9)]


# --------------------------------------------------------------------------
# Cases
# --------------------------------------------------------------------------
def one(devs, *caps):
    return {"devices": list(devs), "capabilities": [CMD[c] for c in caps], "mode": "one"}


def all_(devs, *caps):
    return {"devices": list(devs), "capabilities": [CMD[c] for c in caps], "mode": "all"}


def clar(devs, *caps):
    return {"devices": list(devs), "capabilities": [CMD[c] for c in caps], "mode": "clarify"}


def none():
    return {"devices": [], "capabilities": [], "mode": "none"}


LONG_1 = (
    "哎我跟你讲，今天上午那个客户又打电话来了，韶了快一个小时，讲来讲去还是那个报价的事情。"
    "我说我们这种小公司利润本来就薄，你好歹给我们留一点余地吧，他就是不松口，还说别家比我们便宜百分之五。"
    "中午随便在楼下吃了碗鸭血粉丝汤，下午又去新街口跑了一趟银行，回来的时候地铁上人多得不得了，挤得我一身汗。"
    "我老婆说晚上要去丈母娘家吃饭，小女儿作业还没写完，儿子又在房间里打游戏，喊了三遍都不理人，我真是一个头两个大。"
    "明天上午还有个视频会，材料我到现在都还没打出来，合同也要再从头到尾看一遍，发票的事情财务那边也一直在催。"
    "算了算了，不想了，想多了头疼，先把手上的事情一件一件弄完再讲。"
    "哦对了，你帮我把打印机插座打开，我待会儿上去要打合同。"
)
LONG_2 = (
    "小王啊，我跟你讲哦，你奶奶今天早上又说她房间冷，说夜里睡觉脚底下冰冰凉，怎么捂都捂不热。"
    "我说那个电热毯你开了没有，她说开了，开了也没用，说是地上的寒气往上冒。"
    "我说那你阿要把空调开开，她又说空调吹得她嗓子干，一吹就咳嗽，去年冬天就是这样子咳了一个多月，跑了好几趟鼓楼医院挂号。"
    "南京的冬天你也晓得的，湿冷湿冷的，不得了，骨头缝里都是凉的，比北方还难过。"
    "她年纪大了，又不肯讲，什么都自己忍着，问她她就说没得事没得事，你看看这个人，急死人了，我跟你爸讲了好几回他也不当回事。"
    "我想想还是地暖最舒服，不干也不吵，就是上次那个装地暖的师傅讲的，温度不要开太高，开太高了反而闷，二十二三度就差不多了。"
    "你帮我把老人房的地暖调到二十三度吧。"
)


def build_cases():
    C = []

    def add(cid, query, expect, tags, history=None):
        c = {"id": f"nj-{cid}", "home": "home.json", "query": query, "expect": expect, "tags": tags}
        if history:
            c["history"] = history
        C.append(c)

    # ---------------- bare names
    n = iter(range(1, 1000))
    nm = lambda: f"name-{next(n):03d}"
    add(nm(), "打开客厅主灯", [one(["lv_main"], "ON")], ["name"])
    add(nm(), "把星星灯关掉", [one(["kd_star"], "OFF")], ["name"])
    add(nm(), "公主灯打开", [one(["ga_princess"], "ON")], ["name"])
    add(nm(), "显示器灯条开一下", [one(["of_bar"], "ON")], ["name", "office"])
    add(nm(), "把打印机插座关了", [one(["of_printer"], "OFF")], ["name", "office"])
    add(nm(), "NAS插座打开", [one(["of_nas"], "ON")], ["name", "office"])
    add(nm(), "咖啡机插座开一下", [one(["of_coffee"], "ON")], ["name", "office"])
    add(nm(), "打开跑步机插座", [one(["gy_tread"], "ON")], ["name", "gym"])
    add(nm(), "把功放打开", [one(["av_amp"], "ON")], ["name"])
    add(nm(), "楼梯灯带打开", [one(["stair_strip"], "ON")], ["name", "no-room"])
    add(nm(), "2F走廊灯关一下", [one(["hall_light"], "OFF")], ["name", "orphan-room"])
    add(nm(), "走廊灯打开", [one(["hall_light"], "ON")], ["name", "orphan-room"])
    add(nm(), "橱柜灯带打开", [one(["kt_strip"], "ON")], ["name", "relay-light"])
    add(nm(), "打开露台灯串", [one(["tr_string"], "ON")], ["name", "relay-light"])
    add(nm(), "车库门关上", [one(["gr_door"], "DOOR_CLOSE")], ["name"])
    add(nm(), "你阿能帮我把车库门打开", [one(["gr_door"], "DOOR_OPEN")], ["name", "nanjing"])
    add(nm(), "电热毯插座打开", [one(["el_blanket"], "ON")], ["name"])
    add(nm(), "镜前灯关了", [one(["mb_mirror"], "OFF")], ["name"])
    add(nm(), "开浴霸", [one(["mb_heater"], "ON")], ["name"])
    add(nm(), "打开油烟机", [one(["kt_hood"], "FANMODE", "FANPCT")], ["name", "no-switch"])
    add(nm(), "洗碗机开始洗", [one(["kt_dish"], "OP_START")], ["name", "appliance"])
    add(nm(), "入户门锁锁上", [one(["lv_lock"], "LOCK")], ["name"])
    add(nm(), "投影仪插座打开", [one(["av_projplug"], "ON")], ["name"])
    add(nm(), "饮水机插座关了", [one(["dn_water"], "OFF")], ["name"])
    add(nm(), "客厅电视关了", [one(["lv_tv"], "OFF")], ["name", "media"])
    add(nm(), "阁楼除湿机插座打开", [one(["at_dehum"], "ON")], ["name"])
    add(nm(), "车库排风扇开一下", [one(["gr_vent"], "ON")], ["name"])
    add(nm(), "主卫排气扇打开", [one(["mb_fan"], "ON")], ["name"])
    add(nm(), "老人房夜灯关掉", [one(["el_night"], "OFF")], ["name"])
    add(nm(), "小夜灯开一下", [one(["ga_night"], "ON")], ["name"])
    add(nm(), "车库感应灯关了", [one(["gr_motionlight"], "OFF")], ["name"])
    add(nm(), "露台壁灯打开", [one(["tr_wall"], "ON")], ["name"])
    add(nm(), "星星灯一直亮着，挨刀的，关掉", [one(["kd_star"], "OFF")], ["name", "nanjing"])
    add(nm(), "好歹把走廊灯开一下，黑漆漆的", [one(["hall_light"], "ON")], ["name", "nanjing", "orphan-room"])
    # exact label vs. room: 车库灯 is a label; the other garage light is 车库感应灯
    add(nm(), "打开车库灯", [one(["gr_light"], "ON")], ["name", "relay-light", "exact-label"])

    # ---------------- ASR-garbled labels
    n = iter(range(1, 1000))
    asr = lambda: f"asr-{next(n):03d}"
    add(asr(), "打开主卧床头灯", [one(["ms_bedside"], "ON")], ["asr-label"])
    add(asr(), "床头灯调暗一点", [one(["ms_bedside"], "LVL", "STEP")], ["asr-label", "relative"])
    add(asr(), "加湿器打开", [one(["ms_humid"], "ON")], ["asr-label"])
    add(asr(), "主卧的加湿器关了", [one(["ms_humid"], "OFF")], ["asr-label", "room"])
    add(asr(), "扫地机器人开始扫地", [one(["lv_robot"], "RVC_START")], ["asr-label", "robot"])
    add(asr(), "扫地机器人回去充电", [one(["lv_robot"], "RVC_HOME")], ["asr-label", "robot"])
    add(asr(), "烘干机开始烘", [one(["ld_dryer"], "OP_START")], ["asr-label", "appliance"])
    add(asr(), "把烘干机暂停一下", [one(["ld_dryer"], "OP_PAUSE")], ["asr-label", "appliance"])

    # ---------------- installer codes said aloud
    n = iter(range(1, 1000))
    code = lambda: f"code-{next(n):03d}"
    add(code(), "打开L1-客厅-筒灯-03", [one(["lv_dl03"], "ON")], ["installer-code"])
    add(code(), "L1客厅筒灯零三关掉", [one(["lv_dl03"], "OFF")], ["installer-code", "spoken-code"])
    add(code(), "筒灯3打开", [one(["lv_dl03"], "ON")], ["installer-code", "index"])
    add(code(), "客厅筒灯五关一下", [one(["lv_dl05"], "OFF")], ["installer-code", "index"])
    add(code(), "五号筒灯调到百分之三十", [one(["lv_dl05"], "LVL")], ["installer-code", "index", "value"])
    add(code(), "八号筒灯打开", [one(["lv_dl08"], "ON")], ["installer-code", "index"])
    add(code(), "客厅筒灯二调暗一点", [one(["lv_dl02"], "LVL", "STEP")], ["installer-code", "index", "relative"])
    add(code(), "L1-客厅-筒灯-06调到80%", [one(["lv_dl06"], "LVL")], ["installer-code", "value"])
    add(code(), "客厅第四个筒灯关掉", [one(["lv_dl04"], "OFF")], ["installer-code", "index"])
    add(code(), "L一客厅筒灯零七打开", [one(["lv_dl07"], "ON")], ["installer-code", "spoken-code"])
    add(code(), "客厅筒灯六色温调到3000K", [one(["lv_dl06"], "CT")], ["installer-code", "index", "value"])
    add(code(), "办公室筒灯二打开", [one(["of_dl2"], "ON")], ["installer-code", "index", "office"])
    add(code(), "3F办公筒灯01关掉", [one(["of_dl1"], "OFF")], ["installer-code", "office"])
    add(code(), "打开SW-3F-01", [one(["at_sw1"], "ON")], ["installer-code"])
    add(code(), "SW3F零一关掉", [one(["at_sw1"], "OFF")], ["installer-code", "spoken-code"])
    add(code(), "SW-3F-02关一下", [one(["tr_sw2"], "OFF")], ["installer-code"])
    add(code(), "2A顶灯打开", [one(["ga_ceiling"], "ON")], ["installer-code"])
    add(code(), "3B顶灯关掉", [one(["gy_light"], "OFF")], ["installer-code"])

    # ---------------- room + name / room + type
    n = iter(range(1, 1000))
    rm = lambda: f"room-{next(n):03d}"
    add(rm(), "打开老人房的空调", [one(["el_ac"], "ON")], ["room", "duplicate-label"])
    add(rm(), "主卧空调关掉", [one(["ms_ac"], "OFF")], ["room", "duplicate-label"])
    add(rm(), "儿童房空调打开", [one(["kd_ac"], "ON")], ["room", "duplicate-label"])
    add(rm(), "书房的空调开一下", [one(["st_ac"], "ON")], ["room", "duplicate-label"])
    add(rm(), "办公室空调关了", [one(["of_ac"], "OFF")], ["room", "duplicate-label", "office"])
    add(rm(), "客厅空调打开", [one(["lv_ac"], "ON")], ["room", "duplicate-label"])
    add(rm(), "影音室空调关掉", [one(["av_ac"], "OFF")], ["room"])
    add(rm(), "把餐厅吊灯打开", [one(["dn_pendant"], "ON")], ["room", "duplicate-label"])
    add(rm(), "主卧的吊灯关了", [one(["ms_pendant"], "OFF")], ["room", "duplicate-label"])
    add(rm(), "办公室吊灯打开", [one(["of_pendant"], "ON")], ["room", "duplicate-label", "office"])
    add(rm(), "三楼吊灯关掉", [one(["of_pendant"], "OFF")], ["floor", "duplicate-label"])
    add(rm(), "二楼的吊灯调到60%", [one(["ms_pendant"], "LVL")], ["floor", "duplicate-label", "value"])
    add(rm(), "一楼吊灯开一下", [one(["dn_pendant"], "ON")], ["floor", "duplicate-label"])
    add(rm(), "厨房的灯打开", [all_(lights(rooms=["f1_kitchen"]), "ON")], ["room", "type", "bulk", "relay-light"])
    add(rm(), "把书房的灯关了", [all_(lights(rooms=["f2_study"]), "OFF")], ["room", "type", "bulk"])
    add(rm(), "主卫的灯打开", [all_(lights(rooms=["f2_mbath"]), "ON")], ["room", "type", "bulk"])
    add(rm(), "洗衣房的灯打开", [one(["ld_light"], "ON")], ["room", "type"])
    add(rm(), "阁楼的灯开一下", [one(["at_light"], "ON")], ["room", "type"])
    add(rm(), "露台的灯打开", [all_(lights(rooms=["f3_terrace"]), "ON")], ["room", "type", "bulk", "relay-light"])
    add(rm(), "车库的灯都打开", [all_(lights(rooms=["b1_garage"]), "ON")], ["room", "type", "bulk", "relay-light"])
    add(rm(), "影音室的灯关掉", [all_(lights(rooms=["b1_av"]), "OFF")], ["room", "type", "bulk"])
    add(rm(), "老人房的窗帘拉上", [one(["el_curtain"], "SH_CLOSE")], ["room", "type", "cover"])
    add(rm(), "儿童房窗帘打开", [one(["kd_curtain"], "SH_OPEN", "SH_LVL")], ["room", "type", "cover"])
    add(rm(), "书房窗帘关上", [one(["st_curtain"], "SH_CLOSE")], ["room", "type", "cover"])
    add(rm(), "餐厅的灯关掉", [all_(lights(rooms=["f1_dining"]), "OFF")], ["room", "type", "bulk", "label-other-room"])
    add(rm(), "客厅的灯全部打开", [all_(lights(rooms=["f1_living"]), "ON")], ["room", "type", "bulk"])
    add(rm(), "阿能把儿童房的灯关掉啊，小伙子还不睡觉", [all_(lights(rooms=["f2_kid"]), "OFF")], ["room", "type", "bulk", "nanjing"])
    add(rm(), "老人房的灯打开", [all_(lights(rooms=["f1_elder"]), "ON")], ["room", "type", "bulk"])
    add(rm(), "办公室的净化器打开", [one(["of_purifier"], "APMODE", "FANPCT")], ["room", "no-switch", "office"])
    add(rm(), "客厅电视打开", [one(["lv_tv"], "ON")], ["room", "media"])
    add(rm(), "厨房漏水那个传感器阿有电啊", [one(["kt_leak"], "*")], ["room", "state"])
    add(rm(), "主卧的音箱暂停", [one(["ms_speaker"], "PAUSE")], ["room", "media"])
    add(rm(), "把老人房的电热毯关了", [one(["el_blanket"], "OFF")], ["room"])
    add(rm(), "餐厅的喂食器喂一次", [one(["dn_feeder"], "FEED")], ["room", "appliance"])

    # ---------------- family names for installer-coded rooms
    n = iter(range(1, 1000))
    fam = lambda: f"family-{next(n):03d}"
    add(fam(), "小女儿房间的空调打开", [one(["ga_ac"], "ON")], ["family-room-name", "duplicate-label"])
    add(fam(), "小女儿房间的灯都关了", [all_(lights(rooms=["r2a"]), "OFF")], ["family-room-name", "bulk"])
    add(fam(), "把小女儿房里的窗帘拉开", [one(["ga_curtain"], "SH_OPEN", "SH_LVL")], ["family-room-name", "cover"])
    add(fam(), "小女儿房间空调调到26度", [one(["ga_ac"], "COOL", "HEAT")], ["family-room-name", "value", "climate"])
    add(fam(), "小女儿屋里开个灯", [one(lights(rooms=["r2a"]), "ON")], ["family-room-name", "quantifier"])
    add(fam(), "健身房的风扇打开", [one(["gy_fan"], "ACFAN", "FANPCT")], ["family-room-name", "no-switch"])
    add(fam(), "健身房灯打开", [all_(lights(rooms=["r3b"]), "ON")], ["family-room-name", "bulk"])
    add(fam(), "健身房音箱音量调到40", [one(["gy_speaker"], "VOL")], ["family-room-name", "value", "media"])
    add(fam(), "健身房的跑步机插座断掉", [one(["gy_tread"], "OFF")], ["family-room-name", "gym"])
    add(fam(), "Room-2A的灯全关", [all_(lights(rooms=["r2a"]), "OFF")], ["installer-code", "bulk"])
    add(fam(), "Room 3B的风扇调到最大", [one(["gy_fan"], "FANPCT", "ACFAN")], ["installer-code", "value"])
    add(fam(), "小女儿房间现在多少度", [one(["ga_th", "ga_ac"], "*")], ["family-room-name", "state"])
    add(fam(), "健身房的汗蒸房加热器开到35度", [one(["gy_sauna"], "HEAT")], ["family-room-name", "value", "gym"])
    add(fam(), "健身房音乐暂停一下", [one(["gy_speaker"], "PAUSE")], ["family-room-name", "media"])
    add(fam(), "小女儿房间的公主灯换成粉色", [one(["ga_princess"], "COLOR", "HUE")], ["family-room-name", "value", "color"])

    # ---------------- floors
    n = iter(range(1, 1000))
    fl = lambda: f"floor-{next(n):03d}"
    add(fl(), "三楼的灯都关了", [all_(lights(floors=[3]), "OFF")], ["floor", "bulk"])
    add(fl(), "地下室的灯全部打开", [all_(lights(floors=[-1]), "ON")], ["floor", "basement", "bulk"])
    add(fl(), "负一楼的灯关掉", [all_(lights(floors=[-1]), "OFF")], ["floor", "basement", "bulk"])
    add(fl(), "B1的灯都开一下", [all_(lights(floors=[-1]), "ON")], ["floor", "basement", "bulk", "installer-code"])
    add(fl(), "二楼的灯都关掉", [all_(lights(floors=[2]), "OFF")], ["floor", "bulk", "orphan-room"])
    add(fl(), "一楼所有的灯打开", [all_(lights(floors=[1]), "ON")], ["floor", "bulk"])
    add(fl(), "一楼灯阿是都开着的？全关掉", [all_(lights(floors=[1]), "OFF")], ["floor", "bulk", "nanjing"])
    add(fl(), "三楼的空调打开", [one(["of_ac"], "ON")], ["floor", "climate"])
    add(fl(), "二楼的空调都打开", [all_(["ms_ac", "kd_ac", "st_ac", "ga_ac"], "ON")], ["floor", "bulk", "climate"])
    add(fl(), "一楼空调全关", [all_(["lv_ac", "el_ac"], "OFF")], ["floor", "bulk", "climate"])
    add(fl(), "二楼的空调都调到26度", [all_(["ms_ac", "kd_ac", "st_ac", "ga_ac"], "COOL", "HEAT")], ["floor", "bulk", "climate", "value"])
    add(fl(), "二楼窗帘都拉上", [all_(["ms_curtain", "ms_blackout", "kd_curtain", "st_curtain", "ga_curtain"], "SH_CLOSE")], ["floor", "bulk", "cover"])
    add(fl(), "一楼的窗帘全部拉开", [all_(["lv_curtain", "lv_sheer", "el_curtain"], "SH_OPEN")], ["floor", "bulk", "cover"])
    add(fl(), "负一楼的空调关了", [one(["av_ac"], "OFF")], ["floor", "basement", "climate"])
    add(fl(), "三楼所有插座都关掉", [all_(["of_printer", "of_nas", "of_coffee", "at_dehum", "gy_tread"], "OFF")], ["floor", "bulk", "type"])
    add(fl(), "地下室的投影仪插座打开", [one(["av_projplug"], "ON")], ["floor", "basement"])
    add(fl(), "三楼的窗帘关上", [one(["of_curtain"], "SH_CLOSE")], ["floor", "cover"])
    add(fl(), "二楼的音箱下一首", [one(["ms_speaker"], "NEXT")], ["floor", "media"])
    add(fl(), "二楼走廊的灯关掉", [one(["hall_light"], "OFF")], ["floor", "orphan-room"])

    # ---------------- whole house / capability subsets / exclusion
    n = iter(range(1, 1000))
    bk = lambda: f"bulk-{next(n):03d}"
    add(bk(), "家里所有的灯都关掉", [all_(lights(), "OFF")], ["whole-house", "bulk"])
    add(bk(), "全屋灯打开", [all_(lights(), "ON")], ["whole-house", "bulk"])
    add(bk(), "所有空调都关了", [all_(AIRCON, "OFF")], ["whole-house", "bulk", "climate"])
    add(bk(), "家里空调统统打开", [all_(AIRCON, "ON")], ["whole-house", "bulk", "climate"])
    add(bk(), "所有灯调到40%", [all_(lights(need=["LVL"]), "LVL")], ["whole-house", "bulk", "capability-subset", "value"])
    add(bk(), "把一楼的灯都调成暖光", [all_(lights(floors=[1], need=["CT"]), "CT")], ["floor", "bulk", "capability-subset", "value"])
    add(bk(), "二楼能变色的灯都换成蓝色", [all_(lights(floors=[2], need=["COLOR", "HUE"]), "COLOR", "HUE")], ["floor", "bulk", "capability-subset", "color"])
    add(bk(), "客厅的灯全部调到50%", [all_(lights(rooms=["f1_living"], need=["LVL"]), "LVL")], ["room", "bulk", "capability-subset", "value"])
    add(bk(), "主卧的灯调到30%", [all_(lights(rooms=["f2_master"], need=["LVL"]), "LVL")], ["room", "bulk", "value"])
    add(bk(), "三楼的灯都调暗到20%", [all_(lights(floors=[3], need=["LVL"]), "LVL")], ["floor", "bulk", "capability-subset", "value"])
    add(bk(), "客厅筒灯全部打开", [all_(LV_DOWNLIGHTS, "ON")], ["installer-code", "bulk", "series"])
    add(bk(), "客厅筒灯全部调到60%", [all_([k for k in LV_DOWNLIGHTS if supports(k, "LVL")], "LVL")], ["installer-code", "bulk", "series", "capability-subset"])
    add(bk(), "办公室的插座都关了，NAS别关", [all_(["of_printer", "of_coffee"], "OFF")], ["office", "bulk", "exclusion"])
    add(bk(), "NAS插座和打印机插座都打开", [all_(["of_nas", "of_printer"], "ON")], ["office", "bulk", "named-pair"])
    add(bk(), "全屋所有的灯色温都调到4000K", [all_(lights(need=["CT"]), "CT")], ["whole-house", "bulk", "capability-subset", "value"])
    # exclusion
    add(bk(), "除了二楼，其他灯都关掉", [all_(lights(not_floors=[2]), "OFF")], ["exclusion", "floor", "whole-house", "bulk", "orphan-room"])
    add(bk(), "除了主卧，二楼的灯都关了", [all_(lights(floors=[2], not_rooms=["f2_master"]), "OFF")], ["exclusion", "room", "floor", "bulk"])
    add(bk(), "除了客厅，一楼的灯全关", [all_(lights(floors=[1], not_rooms=["f1_living"]), "OFF")], ["exclusion", "room", "floor", "bulk"])
    add(bk(), "除了餐厅，一楼的灯都打开", [all_(lights(floors=[1], not_rooms=["f1_dining"]), "ON")], ["exclusion", "room", "floor", "bulk", "label-other-room"])
    add(bk(), "空调除了老人房的都关掉", [all_([k for k in AIRCON if k != "el_ac"], "OFF")], ["exclusion", "room", "bulk", "climate"])
    add(bk(), "除了地下室，所有灯都关", [all_(lights(not_floors=[-1]), "OFF")], ["exclusion", "floor", "basement", "bulk"])
    add(bk(), "除了小女儿房间，二楼的空调都关了", [all_(["ms_ac", "kd_ac", "st_ac"], "OFF")], ["exclusion", "family-room-name", "bulk", "climate"])
    add(bk(), "三楼除了办公室的灯，别的都关掉", [all_(lights(floors=[3], not_rooms=["f3_office"]), "OFF")], ["exclusion", "room", "floor", "bulk"])
    add(bk(), "除了一楼和二楼，别的灯全开", [all_(lights(not_floors=[1, 2]), "ON")], ["exclusion", "floor", "bulk"])
    add(bk(), "除了健身房，三楼的灯都关了", [all_(lights(floors=[3], not_rooms=["r3b"]), "OFF")], ["exclusion", "family-room-name", "floor", "bulk"])

    # ---------------- quantifier: any, with a count
    n = iter(range(1, 1000))
    qt = lambda: f"any-{next(n):03d}"
    add(qt(), "随便开一盏客厅的筒灯", [one(LV_DOWNLIGHTS, "ON")], ["quantifier", "series"])
    add(qt(), "客厅筒灯随便开两个就行", [one(LV_DOWNLIGHTS, "ON")], ["quantifier", "series", "count"])
    add(qt(), "二楼随便开一个空调", [one(["ms_ac", "kd_ac", "st_ac", "ga_ac"], "ON")], ["quantifier", "floor", "climate"])
    add(qt(), "书房开个灯", [one(lights(rooms=["f2_study"]), "ON")], ["quantifier", "room"])
    add(qt(), "开一盏灯就够了，客厅的", [one(lights(rooms=["f1_living"]), "ON")], ["quantifier", "room"])
    add(qt(), "办公室开一个筒灯", [one(["of_dl1", "of_dl2"], "ON")], ["quantifier", "office"])
    add(qt(), "露台开一盏灯照一下", [one(lights(rooms=["f3_terrace"]), "ON")], ["quantifier", "room"])
    add(qt(), "三楼随便哪个灯开一个", [one(lights(floors=[3]), "ON")], ["quantifier", "floor"])

    # ---------------- stated needs
    n = iter(range(1, 1000))
    nd = lambda: f"need-{next(n):03d}"
    add(nd(), "书房太暗了", [one(lights(rooms=["f2_study"]), "ON", "LVL", "STEP")], ["need", "room"])
    add(nd(), "小女儿房间热得不得了", [one(["ga_ac"], "ON", "COOL", "TMODE", "TM_COOL")], ["need", "family-room-name", "nanjing"])
    add(nd(), "老人房有点冷", [one(["el_ac", "el_floor"], "ON", "HEAT", "TMODE", "TM_HEAT")], ["need", "room"])
    add(nd(), "办公室空气不太好", [one(["of_purifier"], "APMODE", "FANPCT")], ["need", "office"])
    add(nd(), "客厅太亮了，晃眼睛", [one(lights(rooms=["f1_living"]), "LVL", "STEP", "OFF")], ["need", "room"])
    add(nd(), "影音室闷得不得了", [one(["av_ac"], "ON", "COOL", "TMODE", "TM_COOL")], ["need", "nanjing"])
    add(nd(), "厨房油烟好大", [one(["kt_hood"], "FANMODE", "FANPCT")], ["need", "room"])
    add(nd(), "主卧太干了", [one(["ms_humid"], "ON")], ["need", "asr-label"])
    add(nd(), "健身房热死了", [one(["gy_fan"], "ACFAN", "FANPCT")], ["need", "family-room-name", "no-switch"])
    add(nd(), "书房热得不得了，阿要把空调开开", [one(["st_ac"], "ON")], ["need", "nanjing", "climate"])
    add(nd(), "主卫有味道", [one(["mb_fan"], "ON", "FANSPEED")], ["need", "room"])
    add(nd(), "洗澡冷，主卫暖和一点", [one(["mb_heater"], "ON", "HEAT", "TMODE", "TM_HEAT")], ["need", "room"])
    add(nd(), "车库里味道好重", [one(["gr_vent"], "ON", "FANMODE")], ["need", "room"])
    add(nd(), "主卧冷得不得了，空调开制热", [one(["ms_ac"], "TMODE", "TM_HEAT")], ["need", "nanjing", "climate"])

    # ---------------- values: light
    n = iter(range(1, 1000))
    vl = lambda: f"value-{next(n):03d}"
    add(vl(), "客厅主灯调到70%", [one(["lv_main"], "LVL")], ["value", "brightness"])
    add(vl(), "书房台灯亮度调到百分之二十", [one(["st_desk"], "LVL")], ["value", "brightness"])
    add(vl(), "把老人房吸顶灯调暗一点", [one(["el_ceiling"], "LVL", "STEP")], ["value", "relative"])
    add(vl(), "公主灯再亮点", [one(["ga_princess"], "LVL", "STEP")], ["value", "relative"])
    add(vl(), "办公室吊灯调亮一些", [one(["of_pendant"], "LVL")], ["value", "relative", "no-step"])
    add(vl(), "楼梯灯带调到最暗", [one(["stair_strip"], "LVL")], ["value", "brightness", "no-room"])
    add(vl(), "显示器灯条亮度调到最高", [one(["of_bar"], "LVL")], ["value", "brightness", "office"])
    add(vl(), "橱柜灯带调到一半亮", [one(["kt_strip"], "LVL")], ["value", "brightness", "relay-light"])
    add(vl(), "书房吸顶灯调成冷白光", [one(["st_ceiling"], "CT")], ["value", "color-temp"])
    add(vl(), "显示器灯条色温调到4000K", [one(["of_bar"], "CT")], ["value", "color-temp", "office"])
    add(vl(), "主卧床头灯调暖一点", [one(["ms_bedside"], "CT", "CTSTEP")], ["value", "color-temp", "relative", "asr-label"])
    add(vl(), "影音室筒灯色温5000", [one(["av_down"], "CT")], ["value", "color-temp"])
    add(vl(), "餐厅吊灯换成暖光", [one(["dn_pendant"], "CT")], ["value", "color-temp"])
    add(vl(), "星星灯换成粉色", [one(["kd_star"], "COLOR", "HUE")], ["value", "color"])
    add(vl(), "影音室灯带调成蓝色", [one(["av_strip"], "COLOR", "HUE")], ["value", "color"])
    add(vl(), "公主灯变成紫色", [one(["ga_princess"], "COLOR", "HUE")], ["value", "color"])
    add(vl(), "把餐厅边柜灯带调成红的", [one(["lv_sidestrip"], "COLOR", "HUE")], ["value", "color", "label-other-room"])
    add(vl(), "客厅主灯换个绿色", [one(["lv_main"], "COLOR", "HUE")], ["value", "color"])
    # climate
    add(vl(), "客厅空调制冷模式", [one(["lv_ac"], "TMODE", "TM_COOL")], ["value", "climate", "mode"])
    add(vl(), "办公室空调调成制热", [one(["of_ac"], "ACMODE")], ["value", "climate", "mode", "office"])
    add(vl(), "办公室空调开除湿", [one(["of_ac"], "ACMODE")], ["value", "climate", "mode", "office"])
    add(vl(), "老人房空调调到26度", [one(["el_ac"], "COOL", "HEAT")], ["value", "climate", "setpoint"])
    add(vl(), "老人房调到24度", [one(["el_ac", "el_floor"], "COOL", "HEAT")], ["value", "climate", "setpoint", "room"])
    add(vl(), "主卧空调风速调到高", [one(["ms_ac"], "ACFAN", "FANPCT")], ["value", "climate", "fan"])
    add(vl(), "书房空调温度调高两度", [one(["st_ac"], "COOL", "HEAT")], ["value", "climate", "relative"])
    add(vl(), "办公室空调二十二度", [one(["of_ac"], "HEAT")], ["value", "climate", "setpoint", "office"])
    add(vl(), "影音室空调开自动风", [one(["av_ac"], "ACFAN")], ["value", "climate", "fan"])
    add(vl(), "客厅空调开无风感", [one(["lv_ac"], "WIND")], ["value", "climate", "fan"])
    add(vl(), "儿童房空调调成自动模式", [one(["kd_ac"], "TMODE", "TM_AUTO")], ["value", "climate", "mode"])
    add(vl(), "老人房地暖调到22度", [one(["el_floor"], "HEAT")], ["value", "climate", "setpoint"])
    add(vl(), "浴霸调到28度", [one(["mb_heater"], "HEAT")], ["value", "climate", "setpoint"])
    add(vl(), "汗蒸房加热器关掉", [one(["gy_sauna"], "TMODE", "TM_OFF")], ["value", "no-switch", "gym"])
    # fans, purifiers, hood
    add(vl(), "健身房风扇开到中档", [one(["gy_fan"], "ACFAN", "FANPCT")], ["value", "fan"])
    add(vl(), "健身房风扇摇头", [one(["gy_fan"], "OSC")], ["value", "fan"])
    add(vl(), "健身房风扇开自然风", [one(["gy_fan"], "WIND")], ["value", "fan"])
    add(vl(), "主卫排气扇开到二档", [one(["mb_fan"], "FANSPEED")], ["value", "fan"])
    add(vl(), "车库排风扇调到高速", [one(["gr_vent"], "FANMODE")], ["value", "fan"])
    add(vl(), "客厅净化器调到睡眠模式", [one(["lv_purifier"], "APMODE")], ["value", "purifier"])
    add(vl(), "办公室净化器风速调到60%", [one(["of_purifier"], "FANPCT")], ["value", "purifier", "office"])
    add(vl(), "油烟机开到最大档", [one(["kt_hood"], "FANMODE", "FANPCT")], ["value", "fan"])
    # covers
    add(vl(), "客厅窗帘开到一半", [one(["lv_curtain"], "SH_LVL")], ["value", "cover"])
    add(vl(), "主卧窗帘关一半", [one(["ms_curtain"], "SH_LVL")], ["value", "cover"])
    add(vl(), "书房窗帘拉开30%", [one(["st_curtain"], "SH_LVL")], ["value", "cover"])
    add(vl(), "客厅纱帘再开一点", [one(["lv_sheer"], "SH_LVL", "SH_STEP")], ["value", "cover", "relative"])
    add(vl(), "办公室百叶角度调到50", [one(["of_curtain"], "SH_TILT")], ["value", "cover", "office"])
    add(vl(), "主卧遮光帘停一下", [one(["ms_blackout"], "SH_PAUSE")], ["value", "cover"])
    add(vl(), "露台遮阳篷开到70%", [one(["tr_awning"], "SH_LVL")], ["value", "cover", "terrace"])
    add(vl(), "遮阳篷先停住", [one(["tr_awning"], "SH_PAUSE")], ["value", "cover", "terrace"])
    add(vl(), "2A窗帘开到80", [one(["ga_curtain"], "SH_LVL")], ["value", "cover", "installer-code"])
    # projector screen
    add(vl(), "投影幕布放下来", [one(["av_screen"], "SH_CLOSE")], ["value", "projector-screen"])
    add(vl(), "幕布收上去", [one(["av_screen"], "SH_OPEN")], ["value", "projector-screen"])
    add(vl(), "投影幕布停一下", [one(["av_screen"], "SH_PAUSE")], ["value", "projector-screen"])
    add(vl(), "这个挨刀的投影幕布又卡住了，再给我放下来", [one(["av_screen"], "SH_CLOSE")], ["value", "projector-screen", "nanjing"])
    # media
    add(vl(), "客厅回音壁音量调到30", [one(["lv_soundbar"], "VOL")], ["value", "media", "volume"])
    add(vl(), "主卧音箱声音小一点", [one(["ms_speaker"], "VOL", "VDOWN")], ["value", "media", "volume", "relative"])
    add(vl(), "功放声音大点", [one(["av_amp"], "VOL", "VUP")], ["value", "media", "volume", "relative"])
    add(vl(), "健身房音箱静音", [one(["gy_speaker"], "MUTE", "SETMUTE")], ["value", "media"])
    add(vl(), "电视暂停一下", [one(["lv_tv"], "PAUSE")], ["value", "media"])
    add(vl(), "功放切到HDMI2", [one(["av_amp"], "INPUT")], ["value", "media"])
    add(vl(), "主卧音箱下一首", [one(["ms_speaker"], "NEXT")], ["value", "media"])
    add(vl(), "电视声音调大一点", [one(["lv_tv", "lv_soundbar"], "VOL", "VUP")], ["value", "media", "volume", "relative"])
    add(vl(), "客厅回音壁继续播放", [one(["lv_soundbar"], "PLAY")], ["value", "media"])
    # water / irrigation / valve
    add(vl(), "总水阀关掉", [one(["ld_valve"], "V_CLOSE")], ["value", "valve"])
    add(vl(), "把进户水阀打开", [one(["ld_valve"], "V_OPEN")], ["value", "valve"])
    add(vl(), "露台滴灌打开", [one(["tr_drip"], "V_OPEN", "OP_START")], ["value", "irrigation", "terrace"])
    add(vl(), "给露台的花浇浇水", [one(["tr_drip", "tr_water"], "V_OPEN", "OP_START", "ON")], ["value", "irrigation", "terrace", "need"])
    add(vl(), "花架浇水器关掉", [one(["tr_water"], "OFF")], ["value", "irrigation", "terrace"])
    add(vl(), "滴灌开到一半", [one(["tr_drip"], "LEVEL")], ["value", "irrigation", "terrace"])
    add(vl(), "露台滴灌停掉", [one(["tr_drip"], "V_CLOSE", "OP_STOP")], ["value", "irrigation", "terrace"])
    # robot
    add(vl(), "扫地机回去充电", [one(["lv_robot"], "RVC_HOME")], ["value", "robot"])
    add(vl(), "扫地机暂停", [one(["lv_robot"], "RVC_PAUSE")], ["value", "robot"])
    add(vl(), "扫地机器人换成拖地模式", [one(["lv_robot"], "MODE")], ["value", "robot"])
    add(vl(), "扫地机扫一下客厅", [one(["lv_robot"], "RVC_START")], ["value", "robot"])
    # water heater
    add(vl(), "热水器调到50度", [one(["ld_heater"], "HEAT")], ["value", "water-heater"])
    add(vl(), "热水器打开", [one(["ld_heater"], "TMODE", "TM_HEAT", "TM_AUTO")], ["value", "water-heater", "no-switch"])
    add(vl(), "热水器关掉", [one(["ld_heater"], "TMODE", "TM_OFF")], ["value", "water-heater", "no-switch"])
    add(vl(), "热水器温度再高一点", [one(["ld_heater"], "HEAT")], ["value", "water-heater", "relative"])
    # appliances
    add(vl(), "洗衣机开始洗", [one(["ld_washer"], "OP_START")], ["value", "appliance"])
    add(vl(), "洗衣机多漂洗一次", [one(["ld_washer"], "RINSE")], ["value", "appliance"])
    add(vl(), "洗衣机换成快洗模式", [one(["ld_washer"], "MODE")], ["value", "appliance"])
    add(vl(), "微波炉热两分钟", [one(["kt_micro"], "COOKTIME", "OP_START")], ["value", "appliance"])
    add(vl(), "喂食器出粮20克", [one(["dn_feeder"], "PORTION", "FEED")], ["value", "appliance"])
    add(vl(), "给猫喂点粮", [one(["dn_feeder"], "FEED")], ["value", "appliance", "need"])
    add(vl(), "门锁打开", [one(["lv_lock"], "UNLOCK")], ["value", "lock"])
    add(vl(), "车库门开一下", [one(["gr_door"], "DOOR_OPEN")], ["value", "door"])

    # ---------------- two commands in one request
    n = iter(range(1, 1000))
    mt = lambda: f"multi-{next(n):03d}"
    add(mt(), "打开客厅主灯，然后把客厅窗帘拉上", [one(["lv_main"], "ON"), one(["lv_curtain"], "SH_CLOSE")], ["multi"])
    add(mt(), "把书房台灯打开再把书房空调调到25度", [one(["st_desk"], "ON"), one(["st_ac"], "COOL", "HEAT")], ["multi", "climate"])
    add(mt(), "关掉电视，打开功放", [one(["lv_tv"], "OFF"), one(["av_amp"], "ON")], ["multi", "media"])
    add(mt(), "主卧空调开了，顺便把加湿器也开开", [one(["ms_ac"], "ON"), one(["ms_humid"], "ON")], ["multi", "asr-label"])
    add(mt(), "车库门关上，车库灯也关了", [one(["gr_door"], "DOOR_CLOSE"), one(["gr_light"], "OFF")], ["multi"])
    add(mt(), "先把投影幕布放下来，再把影音室的灯关了", [one(["av_screen"], "SH_CLOSE"), all_(lights(rooms=["b1_av"]), "OFF")], ["multi", "projector-screen", "bulk"])
    add(mt(), "跑步机插座打开，健身房风扇也开一下", [one(["gy_tread"], "ON"), one(["gy_fan"], "ACFAN", "FANPCT")], ["multi", "gym"])
    add(mt(), "把热水器调到45度，洗衣机开始洗", [one(["ld_heater"], "HEAT"), one(["ld_washer"], "OP_START")], ["multi", "water-heater"])
    add(mt(), "关掉楼梯灯带，打开2F走廊灯", [one(["stair_strip"], "OFF"), one(["hall_light"], "ON")], ["multi", "no-room", "orphan-room"])
    add(mt(), "扫地机开始扫，顺便把客厅窗帘拉开", [one(["lv_robot"], "RVC_START"), one(["lv_curtain"], "SH_OPEN", "SH_LVL")], ["multi", "robot"])
    add(mt(), "办公室空调打开，显示器灯条调到50%", [one(["of_ac"], "ON"), one(["of_bar"], "LVL")], ["multi", "office"])
    add(mt(), "三楼的灯都关了，办公室空调也关掉", [all_(lights(floors=[3]), "OFF"), one(["of_ac"], "OFF")], ["multi", "floor", "bulk"])
    add(mt(), "把老人房窗帘拉上，夜灯打开", [one(["el_curtain"], "SH_CLOSE"), one(["el_night"], "ON")], ["multi"])
    add(mt(), "咖啡机插座打开，打印机插座关掉", [one(["of_coffee"], "ON"), one(["of_printer"], "OFF")], ["multi", "office"])
    add(mt(), "总水阀关了，热水器也关了", [one(["ld_valve"], "V_CLOSE"), one(["ld_heater"], "TMODE", "TM_OFF")], ["multi", "valve"])
    # one clause, two actions on one target
    add(mt(), "客厅主灯打开调到30%", [one(["lv_main"], "ON"), one(["lv_main"], "LVL")], ["two-actions"])
    add(mt(), "把主卧空调打开调成制冷", [one(["ms_ac"], "ON"), one(["ms_ac"], "TMODE", "TM_COOL")], ["two-actions", "climate"])
    add(mt(), "公主灯打开换成粉色", [one(["ga_princess"], "ON"), one(["ga_princess"], "COLOR", "HUE")], ["two-actions", "color"])
    add(mt(), "星星灯开开，亮度调低点", [one(["kd_star"], "ON"), one(["kd_star"], "LVL", "STEP")], ["two-actions", "relative"])
    add(mt(), "影音室空调打开，风速调到低", [one(["av_ac"], "ON"), one(["av_ac"], "ACFAN", "FANPCT")], ["two-actions", "climate"])
    add(mt(), "书房台灯打开调到最亮", [one(["st_desk"], "ON"), one(["st_desk"], "LVL")], ["two-actions"])
    add(mt(), "功放打开切到蓝牙", [one(["av_amp"], "ON"), one(["av_amp"], "INPUT")], ["two-actions", "media"])

    # ---------------- conditions (label the action part)
    n = iter(range(1, 1000))
    cd = lambda: f"cond-{next(n):03d}"
    add(cd(), "十点以后把办公室的灯关了", [all_(lights(rooms=["f3_office"]), "OFF")], ["condition", "office", "bulk"])
    add(cd(), "等我到家了把客厅空调打开", [one(["lv_ac"], "ON")], ["condition", "climate"])
    add(cd(), "要是下雨了就把滴灌关掉", [one(["tr_drip"], "V_CLOSE", "OP_STOP")], ["condition", "irrigation"])
    add(cd(), "半小时以后关掉电热毯插座", [one(["el_blanket"], "OFF")], ["condition"])
    add(cd(), "明天早上七点把主卧窗帘打开", [one(["ms_curtain"], "SH_OPEN", "SH_LVL")], ["condition", "cover"])
    add(cd(), "温度超过28度就开书房空调", [one(["st_ac"], "ON")], ["condition", "climate"])
    add(cd(), "晚上十一点以后把NAS插座关掉", [one(["of_nas"], "OFF")], ["condition", "office"])
    add(cd(), "有人进车库就把车库灯打开", [one(["gr_light"], "ON")], ["condition", "relay-light"])

    # ---------------- references with history
    n = iter(range(1, 1000))
    hs = lambda: f"history-{next(n):03d}"
    add(hs(), "调亮一点", [one(["st_desk"], "LVL", "STEP")], ["history", "reference", "relative"], ["打开书房台灯"])
    add(hs(), "换成蓝色", [one(["lv_main"], "COLOR", "HUE")], ["history", "reference", "color"], ["打开客厅主灯"])
    add(hs(), "调到25度", [one(["ms_ac"], "COOL", "HEAT")], ["history", "reference", "climate"], ["把主卧空调打开"])
    add(hs(), "开一半就行了", [one(["lv_curtain"], "SH_LVL")], ["history", "reference", "cover"], ["客厅窗帘打开"])
    add(hs(), "声音大一点", [one(["av_amp"], "VOL", "VUP")], ["history", "reference", "media"], ["打开功放"])
    add(hs(), "把它关了", [one(["kd_star"], "OFF")], ["history", "reference", "pronoun"], ["星星灯打开"])
    add(hs(), "再调低两度", [one(["ga_ac"], "COOL", "HEAT")], ["history", "reference", "climate", "family-room-name"], ["小女儿房间的空调打开"])
    add(hs(), "还有三号也打开", [one(["lv_dl03"], "ON")], ["history", "reference", "installer-code"], ["打开L1-客厅-筒灯-02"])
    add(hs(), "台灯也一样", [one(["st_desk"], "LVL")], ["history", "reference"], ["书房吸顶灯调到50%"])
    add(hs(), "算了，关掉吧", [one(["el_ac"], "OFF")], ["history", "reference"], ["打开老人房空调"])
    add(hs(), "摇头", [one(["gy_fan"], "OSC")], ["history", "reference", "fan"], ["健身房风扇打开"])
    add(hs(), "再打开", [all_(lights(rooms=["b1_av"]), "ON")], ["history", "reference", "bulk"], ["影音室的灯都关了"])
    add(hs(), "二楼的也是", [all_(lights(floors=[2]), "OFF")], ["history", "reference", "bulk", "floor"], ["三楼的灯都关了"])
    add(hs(), "遮光帘也关", [one(["ms_blackout"], "SH_CLOSE")], ["history", "reference", "cover"], ["主卧窗帘关上"])
    add(hs(), "让它回去充电", [one(["lv_robot"], "RVC_HOME")], ["history", "reference", "robot", "pronoun"], ["扫地机器人开始扫地"])
    add(hs(), "风速调大一点", [one(["lv_ac"], "ACFAN", "FANPCT")], ["history", "reference", "climate"], ["客厅空调打开", "调到26度"])
    add(hs(), "再高5度", [one(["ld_heater"], "HEAT")], ["history", "reference", "water-heater"], ["热水器调到50度"])
    add(hs(), "那个也关掉", [one(["ms_pendant"], "OFF")], ["history", "reference", "pronoun"], ["主卧吊灯打开"])
    add(hs(), "亮度调到百分之十", [one(["kd_night"], "LVL")], ["history", "reference"], ["儿童房夜灯开一下"])
    add(hs(), "主卧的", [one(["ms_pendant"], "ON")], ["history", "clarify-followup", "duplicate-label"], ["打开吊灯"])
    add(hs(), "老人房那个", [one(["el_ac"], "ON")], ["history", "clarify-followup", "duplicate-label"], ["空调打开"])
    add(hs(), "小女儿房间的", [one(["ga_ac"], "OFF")], ["history", "clarify-followup", "family-room-name"], ["把空调关掉"])
    add(hs(), "再暗一点", [one(["ms_bedside"], "LVL", "STEP")], ["history", "reference", "relative", "asr-label"], ["打开主卧床头灯", "调暗一点"])

    # ---------------- state questions
    n = iter(range(1, 1000))
    sq = lambda: f"state-{next(n):03d}"
    add(sq(), "客厅现在多少度", [one(["lv_th", "lv_ac"], "*")], ["state", "room"])
    add(sq(), "车库门关好了吗", [one(["gr_door"], "*")], ["state"])
    add(sq(), "入户门锁锁了没有", [one(["lv_lock"], "*")], ["state"])
    add(sq(), "洗衣机洗好了没", [one(["ld_washer"], "*")], ["state", "appliance"])
    add(sq(), "充电桩在充电吗", [one(["gr_evse"], "*")], ["state", "spec-missing"])
    add(sq(), "厨房漏水了吗", [one(["kt_leak"], "*")], ["state"])
    add(sq(), "NAS插座现在功率多少", [one(["of_nas"], "*")], ["state", "office"])
    add(sq(), "阁楼烟感报警了没有", [one(["at_smoke"], "*")], ["state", "spec-missing"])
    add(sq(), "露台外面在下雨吗", [one(["tr_rain"], "*")], ["state", "spec-missing"])
    add(sq(), "热水器现在水温多少", [one(["ld_heater"], "*")], ["state", "water-heater"])
    add(sq(), "客厅主灯开着吗", [one(["lv_main"], "*")], ["state"])
    add(sq(), "客厅空气质量怎么样", [one(["lv_purifier"], "*")], ["state"])
    add(sq(), "入户门关着吗", [one(["lv_contact", "lv_lock"], "*")], ["state", "spec-missing"])
    add(sq(), "主卫有没有漏水", [one(["mb_leak"], "*")], ["state"])
    add(sq(), "书房有人吗", [one(["st_motion"], "*")], ["state"])
    add(sq(), "老人房地暖现在几度", [one(["el_floor"], "*")], ["state"])
    add(sq(), "跑步机插座用了多少电", [one(["gy_tread"], "*")], ["state", "gym"])
    add(sq(), "2A温湿度计显示湿度多少", [one(["ga_th"], "*")], ["state", "installer-code"])

    # ---------------- clarify
    n = iter(range(1, 1000))
    cl = lambda: f"clarify-{next(n):03d}"
    add(cl(), "打开吊灯", [clar(["dn_pendant", "ms_pendant", "of_pendant"], "ON")], ["clarify", "duplicate-label"])
    add(cl(), "空调打开", [clar(AIRCON, "ON")], ["clarify", "duplicate-label", "climate"])
    add(cl(), "把空调调到26度", [clar(AIRCON, "COOL", "HEAT")], ["clarify", "duplicate-label", "climate"])
    add(cl(), "吊灯调暗一点", [clar(["dn_pendant", "ms_pendant", "of_pendant"], "LVL", "STEP")], ["clarify", "duplicate-label"])
    add(cl(), "关掉它", [clar([], "OFF")], ["clarify", "pronoun", "no-history"])
    add(cl(), "把它调亮一点", [clar([], "LVL", "STEP")], ["clarify", "pronoun", "no-history"])
    add(cl(), "那个打开", [clar([], "ON")], ["clarify", "pronoun", "no-history"])
    add(cl(), "四楼的灯打开", [clar([], "ON")], ["clarify", "missing-place"])
    add(cl(), "阳台的灯关掉", [clar([], "OFF")], ["clarify", "missing-place"])
    add(cl(), "花园的灯打开", [clar([], "ON")], ["clarify", "missing-place"])
    add(cl(), "五楼空调开一下", [clar([], "ON")], ["clarify", "missing-place"])
    add(cl(), "筒灯九打开", [clar(LV_DOWNLIGHTS, "ON")], ["clarify", "missing-index", "installer-code"])
    add(cl(), "L1-客厅-筒灯-12关掉", [clar(LV_DOWNLIGHTS, "OFF")], ["clarify", "missing-index", "installer-code"])
    add(cl(), "办公室第三个筒灯打开", [clar(["of_dl1", "of_dl2"], "ON")], ["clarify", "missing-index", "office"])
    add(cl(), "打开筒灯1", [clar(["lv_dl01", "of_dl1"], "ON")], ["clarify", "duplicate-index", "installer-code"])
    add(cl(), "好热", [clar(AIRCON, "ON", "COOL")], ["clarify", "bare-need"])
    add(cl(), "太暗了", [clar(lights(), "ON", "LVL")], ["clarify", "bare-need"])
    add(cl(), "冷得不得了", [clar(AIRCON + ["el_floor"], "ON", "HEAT")], ["clarify", "bare-need", "nanjing"])
    add(cl(), "所有窗帘", [clar(["lv_curtain", "lv_sheer", "el_curtain", "ms_curtain", "ms_blackout", "kd_curtain", "st_curtain", "ga_curtain", "of_curtain"], "SH_OPEN", "SH_CLOSE")], ["clarify", "no-verb"])
    add(cl(), "客厅的灯", [clar(lights(rooms=["f1_living"]), "ON", "OFF")], ["clarify", "no-verb"])
    add(cl(), "楼上的灯关掉", [clar(lights(floors=[2, 3]), "OFF")], ["clarify", "upstairs-downstairs"])
    add(cl(), "楼下空调开一下", [clar(["lv_ac", "el_ac", "av_ac"], "ON")], ["clarify", "upstairs-downstairs"])
    add(cl(), "楼上开个空调", [clar(["ms_ac", "kd_ac", "st_ac", "ga_ac", "of_ac"], "ON")], ["clarify", "upstairs-downstairs"])
    add(cl(), "把楼下的窗帘拉上", [clar(["lv_curtain", "lv_sheer", "el_curtain"], "SH_CLOSE")], ["clarify", "upstairs-downstairs"])
    add(cl(), "打开夜灯", [clar(["el_night", "kd_night", "ga_night"], "ON")], ["clarify", "duplicate-label"])
    add(cl(), "窗帘拉开", [clar(["lv_curtain", "lv_sheer", "el_curtain", "ms_curtain", "ms_blackout", "kd_curtain", "st_curtain", "ga_curtain", "of_curtain"], "SH_OPEN")], ["clarify", "type"])
    add(cl(), "把音箱声音调小", [clar(["ms_speaker", "gy_speaker"], "VOL", "VDOWN")], ["clarify", "duplicate-label", "media"])
    add(cl(), "开净化器", [clar(["lv_purifier", "of_purifier"], "APMODE", "FANPCT")], ["clarify", "duplicate-label"])
    add(cl(), "打开筒灯", [clar(LV_DOWNLIGHTS + ["dn_down", "av_down", "ms_down", "of_dl1", "of_dl2"], "ON")], ["clarify", "duplicate-label"])
    add(cl(), "顶灯关一下", [clar(["kt_light", "kd_ceiling", "ga_ceiling", "gy_light"], "OFF")], ["clarify", "duplicate-label"])
    add(cl(), "孩子房间空调打开", [clar(["kd_ac", "ga_ac"], "ON")], ["clarify", "ambiguous-room"])
    add(cl(), "开灯", [clar(lights(), "ON")], ["clarify", "type"])
    add(cl(), "空调调成制冷", [clar(AIRCON, "TMODE", "TM_COOL", "ACMODE")], ["clarify", "duplicate-label", "climate"])
    add(cl(), "灯带打开", [clar(["av_strip", "lv_sidestrip", "kt_strip", "stair_strip"], "ON")], ["clarify", "duplicate-label"])

    # ---------------- none
    n = iter(range(1, 1000))
    no = lambda: f"none-{next(n):03d}"
    for q, t in [
        ("今天南京天气怎么样", ["none", "weather"]),
        ("明天阿会下雨啊", ["none", "weather", "nanjing"]),
        ("你叫什么名字", ["none", "chitchat"]),
        ("南京到上海高铁要多长时间", ["none", "world"]),
        ("鸭血粉丝汤哪家好吃", ["none", "world"]),
        ("这个挨刀的灯又坏了", ["none", "remark", "nanjing"]),
        ("客厅那个空调噪音好大", ["none", "remark"]),
        ("扫地机器人昨天卡在沙发底下了，不得了", ["none", "remark", "nanjing"]),
        ("别关车库灯", ["none", "refusal"]),
        ("不要开空调，开了头疼", ["none", "refusal"]),
        ("NAS插座千万别断电", ["none", "refusal"]),
        ("阿要开空调啊？算了，不开了", ["none", "refusal", "nanjing"]),
        ("算了", ["none", "cancel"]),
        ("算了算了，不用了", ["none", "cancel"]),
        ("你不要韶了", ["none", "chitchat", "nanjing"]),
        ("嗯嗯", ["none", "filler"]),
        ("asdkjh 呃呃呃", ["none", "gibberish"]),
        ("那个……就是……嗯……", ["none", "gibberish"]),
        ("谢谢啊", ["none", "chitchat"]),
        ("今天几号了", ["none", "world"]),
        ("空调是谁发明的", ["none", "world"]),
        ("这个月电费好贵啊", ["none", "remark"]),
        ("你好歹让我把话讲完", ["none", "chitchat", "nanjing"]),
        ("投影幕布是在哪家买的来着", ["none", "remark"]),
        ("灯的英文怎么说", ["none", "world"]),
        ("哈哈哈哈哈", ["none", "filler"]),
        ("主卧窗帘不用动", ["none", "refusal"]),
        ("新街口今天人多不多", ["none", "world"]),
    ]:
        add(no(), q, [none()], t)

    # ---------------- long transcripts ending in one request
    add("long-001", LONG_1, [one(["of_printer"], "ON")], ["long-transcript", "office", "nanjing"])
    add("long-002", LONG_2, [one(["el_floor"], "HEAT")], ["long-transcript", "climate", "nanjing"])

    # resolve device keys to ids
    for c in C:
        for e in c["expect"]:
            e["devices"] = [did(k) for k in e["devices"]]
    return C


# --------------------------------------------------------------------------
# README
# --------------------------------------------------------------------------
def readme(home, spec, cases):
    items = home["items"]
    room_name = {r["roomId"]: r["name"] for r in home["rooms"]}
    per_room = Counter()
    light_per_room = Counter()
    for k, label, room, pname, drv in DEVICES:
        rn = ROOMS[room][0] if room in ROOMS else ("(roomId not in rooms)" if room else "(no room)")
        per_room[rn] += 1
        if is_light(k):
            light_per_room[rn] += 1
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    n_lights = sum(1 for k, *_ in DEVICES if is_light(k))
    n_dimm = len(lights(need=["LVL"]))
    n_ct = len(lights(need=["CT"]))
    n_color = len(lights(need=["COLOR"]))
    descs = [e["description"] for line in spec for e in line["capabilities"]]
    zh = sum(1 for d in descs if any("\u4e00" <= ch <= "\u9fff" for ch in d))
    tags = Counter(t for c in cases for t in c["tags"])
    L = []
    L.append("# Blind evaluation set: nanjing\n")
    L.append("Written blind: no engine source, tests, docs or other bench sets of the project were read.\n")
    L.append("Files: `home.json` (SmartThings devices + rooms), `spec.jsonl` (commands per profile), "
             "`cases.jsonl` (requests with expectations), all written by `build.py` "
             "(`python build.py` regenerates; `python build.py --check` validates the files on disk).\n")
    L.append("## The home\n")
    L.append("A three-level townhouse (联排别墅) in Nanjing with a basement, owned by a couple who run a small "
             "office on the top floor. The installer named rooms with codes; the owners renamed most of them "
             "but two still carry installer codes: `Room-2A` is the younger daughter's room (the family says "
             "小女儿房间) and `Room-3B` is the gym (健身房, with a small sauna heater). Floors: -1/B1 (basement: "
             "影音室, 洗衣房, 车库), 1, 2, 3.\n")
    L.append(f"- devices: {len(items)}; rooms: {len(home['rooms'])}; lights: {n_lights} "
             f"(dimmable {n_dimm}, colour temperature {n_ct}, colour {n_color}, on/off only {n_lights - n_dimm})\n")
    L.append("| room | floor | devices | lights |\n| --- | --- | --- | --- |")
    for key, (name, floor) in ROOMS.items():
        L.append(f"| {name} | {floor} | {per_room[name]} | {light_per_room[name]} |")
    L.append(f"| (roomId not in rooms: `2F走廊灯`) | 2 by label | {per_room['(roomId not in rooms)']} | {light_per_room['(roomId not in rooms)']} |")
    L.append(f"| (no room: `楼梯灯带`) | none | {per_room['(no room)']} | {light_per_room['(no room)']} |")
    L.append("")
    L.append("Every device copies the categories and capabilities of component `main` of one real profile "
             "in `shared/data/smartthings/profiles.jsonl`; `profile.id` is the profile name. "
             "deviceId / roomId are uuid5 of readable keys (`device:<key>`, `room:<key>`).\n")
    L.append("Labels include: the installer series `L1-客厅-筒灯-01`..`08` (01-04 dimmable, 05-06 colour "
             "temperature, 07-08 on/off only) and `3F-办公-筒灯-01/02`; relays `SW-3F-01` (attic) and "
             "`SW-3F-02` (terrace); `2F走廊灯`; `吊灯` on three floors (1F 餐厅, 2F 主卧, 3F 办公室); `空调` "
             "in seven rooms (客厅, 老人房, 主卧, 儿童房, 书房, Room-2A, 办公室) plus `影音室空调`; "
             "`餐厅边柜灯带` which stands in 1F 客厅; office devices `打印机插座`, `显示器灯条`, `NAS插座`, "
             "`咖啡机插座`; gym `跑步机插座`, `健身房风扇`, `汗蒸房加热器`; terrace irrigation `露台滴灌` "
             "and `花架浇水器`; `投影幕布` in the 影音室; ASR-garbled labels `主卧床头等` (床头灯), `加湿气` "
             "(加湿器, a plug), `扫地机器忍` (扫地机器人), `红干机` (烘干机).\n")
    L.append("### Left out of spec.jsonl on purpose\n")
    for p in LEFT_OUT:
        users = [label for k, label, room, pname, drv in DEVICES if pname == p]
        L.append(f"- `{p}`: {', '.join(users)}")
    L.append("\nThese devices appear only in state questions (`[\"*\"]`) and in none of the command cases.\n")
    L.append(f"spec.jsonl: {len(spec)} profiles, {len(descs)} commands; descriptions {zh} Chinese / "
             f"{len(descs) - zh} English (chosen by a hash, about half each). Commands are those the "
             "capability definitions in `capabilities.json` give for each capability of `main` "
             "(capabilities without commands, or not described there, contribute nothing). Ranges come "
             "from the profile's `capability_config` when present, otherwise from the argument schema "
             "(thermostat setpoints without a profile range carry no range: the schema's -460..10000 says "
             "nothing useful).\n")
    L.append("## Labelling decisions\n")
    decisions = [
        "mode `one` lists every acceptable device and every command that does the job. Brighter/dimmer → "
        "`setLevel` and `stepLevel` where the device has it (the office 吊灯, profile `switch-level-colortemp`, "
        "has no `stepLevel`, so only `setLevel`). Warmer/cooler → `setColorTemperature` and "
        "`stepColorTemperatureByPercent`. A colour → `setColor` and `setHue`.",
        "A bare temperature on an air conditioner → `setCoolingSetpoint` and `setHeatingSetpoint`; the office "
        "空调 (DeepSmart `Ac.v1`) has only a heating setpoint, so only that. An AC mode → `setThermostatMode` "
        "plus the matching shortcut (`cool`, `heat`, `auto`) for thermostatMode devices, "
        "`setAirConditionerMode` for `Ac.v1`. Fan speed on an AC → `airConditionerFanMode.setFanMode` and "
        "`fanSpeedPercent.setPercent` where present.",
        "Devices without `switch` are switched by what they have: 油烟机 and 健身房风扇 by fan mode / fan "
        "percent; air purifiers by `setAirPurifierFanMode` / `setPercent`; 热水器 on → `setThermostatMode`, "
        "`heat`, `auto`; 热水器 / 汗蒸房加热器 off → `setThermostatMode`, `off`.",
        "Curtains: open → `windowShade.open` and `setShadeLevel` (a level of 100 also opens) in mode one; "
        "in bulk cases only `open` / `close` (every curtain has them). Percentages → `setShadeLevel`; "
        "\"a bit more\" → `setShadeLevel` and `stepShadeLevel` where present.",
        "Projector screen (`windowShade` + `mode`): lowering the screen (放下来) is `close` (it covers the "
        "wall like a roller blind going down), raising it (收上去) is `open`. No case says 打开幕布, which "
        "could mean either.",
        "The awning 露台遮阳篷 (category Blind) is not a 窗帘: only addressed by name, never counted in "
        "curtain bulk or curtain clarify sets. The projector screen is not a curtain either.",
        "Lights = category `Light` plus relays clearly labelled as lights: `车库灯` (basic-switch), "
        "`橱柜灯带` (switch-level), `露台灯串` (switch-binary). `SW-3F-01` and `SW-3F-02` are relays with "
        "code labels and are NOT lights. The bath heater 浴霸 (category Thermostat, has switchLevel and "
        "colorTemperature) is NOT a light.",
        "mode `all` = exactly the devices in scope that support every listed command. \"所有灯调到40%\" "
        "lists only lights with `setLevel`; \"能变色的灯\" only those with `setColor` and `setHue`; "
        "\"调成暖光\" only those with `setColorTemperature`.",
        "\"把书房的灯关了\" with several lights in the one room is mode `all`; \"书房开个灯\" (any one) is "
        "mode `one` listing every light there. A floor with several devices of the kind said is `all`; "
        "\"三楼的空调打开\" is `one` because 3F has a single AC (the gym has none).",
        "A device is in its roomId room. `餐厅边柜灯带` stands in 1F 客厅 but names 餐厅: it is included in "
        "both 客厅 and 餐厅 scopes, and an exclusion of either room drops it (\"除了餐厅，一楼的灯都打开\" "
        "leaves it off the list; \"除了客厅，一楼的灯全关\" too).",
        "`2F走廊灯` has a roomId that is not in `rooms`, so it has no room; its label names floor 2, so it "
        "counts as a 2F light in floor scopes and is dropped by \"除了二楼\". `楼梯灯带` has no room and no "
        "floor: it is in whole-house scopes only (and stays in \"除了二楼，其他灯都关掉\").",
        "\"打开车库灯\": the label `车库灯` matches exactly, so mode `one` with that relay (a group that also "
        "holds 车库感应灯 still hits). \"车库的灯都打开\" is `all` with both.",
        "插座 = the SmartPlugs whose label says 插座 (`加湿气` is a plug too, but it is named and asked for as the humidifier). The relays `SW-3F-01` / `SW-3F-02` "
        "(category Switch) are not 插座, so \"三楼所有插座都关掉\" is the five SmartPlugs on 3F (office, attic, gym).",
        "\"三楼的窗帘关上\" is mode `one` with 办公室窗帘 alone: the only curtain on 3F (the awning is not a curtain).",
        "A request that needs a setting plus a start to be carried out as one act (\"微波炉热两分钟\", "
        "\"喂食器出粮20克\", \"露台滴灌打开\") is one entry listing both commands (e.g. `setCookTime` and "
        "`operationalState.start`); a clause with two separate verbs on one target (\"客厅主灯打开调到30%\") "
        "is two entries.",
        "Named pair on one verb (\"NAS插座和打印机插座都打开\") is one command → one mode `all` entry with "
        "exactly those two devices.",
        "Floor words: 地下室 / 负一楼 / B1 = floor -1 (影音室, 洗衣房, 车库). 楼上 / 楼下 are always "
        "clarify: the home has four levels and the speaker's floor is unknown. 四楼, 五楼, 阳台, 花园 do "
        "not exist → clarify (the home has a 露台, which is not taken for 阳台).",
        "Family names: 小女儿房间 = Room-2A, 健身房 = Room-3B. 孩子房间 could be 儿童房 or Room-2A → clarify.",
        "Indexes: \"筒灯3\" / \"五号筒灯\" / \"客厅筒灯五\" → the living-room series member; \"筒灯1\" exists in "
        "both series (客厅 01, 办公 01) → clarify; \"筒灯九\", \"L1-客厅-筒灯-12\", \"办公室第三个筒灯\" do "
        "not exist → clarify.",
        "\"电视声音调大一点\": the TV profile has no volume; its sound goes through the 客厅回音壁. Both "
        "devices are acceptable, commands `setVolume` / `volumeUp`.",
        "Needs by room list the devices and commands that meet them (书房太暗了 → lights with on / level / "
        "step; 老人房有点冷 → AC and floor heating with on / heating setpoint / heat mode). A bare need "
        "(好热, 太暗了, 冷得不得了) → clarify.",
        "Conditions and timing (十点以后…, 等我到家了…) are labelled by their action part only.",
        "History follow-ups: a reply that names the place after a clarify (\"主卧的\" after \"打开吊灯\") "
        "is labelled as the completed request.",
        "State questions use `[\"*\"]` and list every device that can answer (客厅现在多少度 → 温湿度计 and "
        "the AC, both measure temperature; 入户门关着吗 → door contact and lock).",
        "mode `none`: chit-chat, weather, world questions, remarks about devices (\"这个挨刀的灯又坏了\"), "
        "refusals (\"别关车库灯\", \"阿要开空调啊？算了，不开了\"), \"算了\", gibberish. Two long rambling "
        "transcripts end in one real request and are labelled normally.",
        "Clarify entries list the candidate devices for information (empty when nothing can be named, "
        "e.g. \"关掉它\" without history or a place that does not exist).",
    ]
    for d in decisions:
        L.append(f"- {d}")
    L.append("\n## Counts\n")
    L.append(f"- cases: {len(cases)}")
    L.append(f"- expect entries: {sum(modes.values())} — " + ", ".join(f"{m}: {modes[m]}" for m in ("one", "all", "clarify", "none")))
    L.append(f"- cases with history: {sum(1 for c in cases if c.get('history'))}")
    L.append(f"- cases with two expect entries: {sum(1 for c in cases if len(c['expect']) > 1)}")
    L.append("\nTags: " + ", ".join(f"`{t}` {n}" for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0]))))
    L.append("")
    return "\n".join(L)


# --------------------------------------------------------------------------
# Check
# --------------------------------------------------------------------------
def check() -> int:
    errs = []
    home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
    spec = [json.loads(l) for l in (HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    cases = [json.loads(l) for l in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    spec_by_prof = {}
    for line in spec:
        if line["profileId"] in spec_by_prof:
            errs.append(f"duplicate spec line {line['profileId']}")
        spec_by_prof[line["profileId"]] = {c["id"] for c in line["capabilities"]}
    devs = {d["deviceId"]: d for d in home["items"]}
    if len(devs) != len(home["items"]):
        errs.append("duplicate deviceId")
    room_ids = {r["roomId"] for r in home["rooms"]}
    orphan = [d for d in home["items"] if d.get("roomId") and d["roomId"] not in room_ids]
    noroom = [d for d in home["items"] if not d.get("roomId")]
    if len(orphan) != 1 or len(noroom) != 1:
        errs.append(f"expected one orphan-room device and one room-less device, got {len(orphan)} / {len(noroom)}")
    missing_prof = sorted({d["profile"]["id"] for d in home["items"]} - set(spec_by_prof))
    if len(missing_prof) != 4:
        errs.append(f"expected 4 profiles missing from spec, got {missing_prof}")

    def cmds(dev_id):
        return spec_by_prof.get(devs[dev_id]["profile"]["id"], set())

    def cat(dev_id):
        comp = [c for c in devs[dev_id]["components"] if c["id"] == "main"][0]
        return comp["categories"][0]["name"] if comp["categories"] else "Unknown"

    ids = set()
    modes = Counter()
    for c in cases:
        cid = c.get("id")
        if cid in ids:
            errs.append(f"duplicate case id {cid}")
        ids.add(cid)
        if c.get("home") != "home.json":
            errs.append(f"{cid}: home")
        if not c.get("tags"):
            errs.append(f"{cid}: no tags")
        if "history" in c and (not isinstance(c["history"], list) or not all(isinstance(h, str) and h for h in c["history"])):
            errs.append(f"{cid}: bad history")
        if not c.get("expect"):
            errs.append(f"{cid}: no expect")
        for e in c["expect"]:
            m = e.get("mode")
            modes[m] += 1
            for d in e["devices"]:
                if d not in devs:
                    errs.append(f"{cid}: unknown device {d}")
            if len(set(e["devices"])) != len(e["devices"]):
                errs.append(f"{cid}: duplicate device in expect")
            if m == "one":
                if not e["devices"] or not e["capabilities"]:
                    errs.append(f"{cid}: empty mode-one entry")
                for cap in e["capabilities"]:
                    if cap == "*":
                        continue
                    if not any(cap in cmds(d) for d in e["devices"] if d in devs):
                        errs.append(f"{cid}: {cap} in no listed device's spec")
            elif m == "all":
                if len(e["devices"]) < 2 or not e["capabilities"]:
                    errs.append(f"{cid}: mode-all entry with <2 devices or no command")
                for d in e["devices"]:
                    if d not in devs:
                        continue
                    for cap in e["capabilities"]:
                        if cap not in cmds(d):
                            errs.append(f"{cid}: {devs[d]['label']} does not support {cap}")
            elif m == "clarify":
                pass
            elif m == "none":
                if e["devices"] or e["capabilities"]:
                    errs.append(f"{cid}: mode none lists something")
            else:
                errs.append(f"{cid}: bad mode {m}")
    long_cases = [c for c in cases if "long-transcript" in c["tags"]]
    for c in long_cases:
        if not (300 <= len(c["query"]) <= 800):
            errs.append(f"{c['id']}: transcript length {len(c['query'])}")
    if len(long_cases) != 2:
        errs.append("expected 2 long transcripts")
    n_lights = sum(1 for d in home["items"] if cat(d["deviceId"]) == "Light")
    descs = [e["description"] for line in spec for e in line["capabilities"]]
    zh = sum(1 for d in descs if any("\u4e00" <= ch <= "\u9fff" for ch in d))
    if len(home["items"]) < 100:
        errs.append("fewer than 100 devices")
    if len(cases) < 240:
        errs.append("fewer than 240 cases")
    print(f"devices: {len(home['items'])} (category Light: {n_lights}, plus {len(LIGHT_RELAYS)} relays labelled as lights)")
    print(f"rooms: {len(home['rooms'])}; spec profiles: {len(spec)}; commands: {len(descs)} ({zh} zh / {len(descs) - zh} en)")
    print(f"profiles left out of spec: {', '.join(missing_prof)}")
    print(f"cases: {len(cases)}; expect entries: {sum(modes.values())} -> " + ", ".join(f"{m} {modes[m]}" for m in ("one", "all", "clarify", "none")))
    print(f"history cases: {sum(1 for c in cases if c.get('history'))}; long transcripts: {[len(c['query']) for c in long_cases]}")
    if errs:
        print(f"{len(errs)} problem(s):")
        for e in errs:
            print("  -", e)
        return 1
    print("check: OK")
    return 0


def main(argv):
    if "--check" in argv:
        return check()
    profiles, caps = load_sources()
    home, used = build_home(profiles)
    spec = build_spec(used, caps)
    spec_by_prof = {l["profileId"]: {c["id"] for c in l["capabilities"]} for l in spec}
    for k, label, room, pname, drv in DEVICES:
        _SPEC_CMDS[k] = spec_by_prof.get(pname, set())
        p = used[pname]
        _CATEGORY[k] = p["categories"][0] if p["categories"] else "Unknown"
    cases = build_cases()
    (HERE / "home.json").write_text(json.dumps(home, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    with (HERE / "spec.jsonl").open("w", encoding="utf-8") as f:
        for line in spec:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with (HERE / "cases.jsonl").open("w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    (HERE / "README.md").write_text(readme(home, spec, cases), encoding="utf-8")
    return check()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
