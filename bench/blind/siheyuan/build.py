#!/usr/bin/env python3
"""Blind evaluation set "siheyuan": a renovated Beijing courtyard house (四合院).

Stdlib only.  `python build.py` writes home.json, spec.jsonl, cases.jsonl and
README.md beside this file and validates them; `python build.py --check`
re-validates the files on disk and prints counts.
"""
from __future__ import annotations

import collections
import hashlib
import json
import sys
import uuid
from pathlib import Path

HERE = Path(__file__).resolve().parent
NS = uuid.uuid5(uuid.NAMESPACE_URL, "https://example.invalid/blind/siheyuan")
LOCATION_ID = str(uuid.uuid5(NS, "location:siheyuan"))


def data_dir() -> Path:
    p = Path(__file__).resolve().parents[4] / "shared/data/smartthings"
    if (p / "profiles.jsonl").exists():
        return p
    return Path("/work/shared/data/smartthings")


def room_id(key: str) -> str:
    return str(uuid.uuid5(NS, "room:" + key))


def dev_id(key: str) -> str:
    return str(uuid.uuid5(NS, "device:" + key))


# --------------------------------------------------------------------------
# Rooms
# --------------------------------------------------------------------------
ROOMS = [
    ("keting", "正房客厅"),
    ("dongwu", "正房东屋"),      # grandparents' bedroom: 东屋 / 爷爷奶奶屋
    ("xiwu", "正房西屋"),        # study: 书房 / 西屋
    ("dongxiang", "东厢房"),     # son and wife
    ("xixiang", "西厢房"),       # child: 孩子屋 / 宝宝屋
    ("daozuo", "倒座房"),        # guest room / tea room: 茶室 / 客房
    ("erfang", "耳房"),          # storage + washing machine
    ("chufang", "厨房"),
    ("weishengjian", "卫生间"),
    ("yuanzi", "院子"),          # courtyard: 院里
    ("menlou", "门楼"),          # gate house
    ("youlang", "游廊"),         # covered corridor
]
ROOM_NAME = dict(ROOMS)
PHANTOM_ROOM = "houzhaofang"     # roomId used by one device, absent from rooms

# --------------------------------------------------------------------------
# Profiles: alias -> (driver basename, profile name); all copied from profiles.jsonl
# --------------------------------------------------------------------------
PROFILES = {
    # lights
    "ct2700": ("matter-switch", "light-level-colorTemperature-2700K-6500K"),
    "level": ("matter-switch", "light-level"),
    "binary": ("matter-switch", "light-binary"),
    "color": ("matter-switch", "light-color-level-2700K-6500K"),
    "color2000": ("matter-switch", "light-color-level-2000K-7000K"),
    "level_power": ("matter-switch", "light-level-power"),
    "light_power": ("matter-switch", "light-power"),
    "aqara_bulb": ("zigbee-switch", "aqara-led-bulb"),
    "aqara_light": ("zigbee-switch", "aqara-light"),
    "onoff_bulb": ("zigbee-switch", "on-off-bulb"),
    "onoff_level": ("zigbee-switch", "on-off-level"),
    "color_bulb": ("zigbee-switch", "color-bulb"),
    "rgbw_zb": ("zigbee-switch", "rgbw-bulb-2700K-6500K"),
    "ge_link": ("zigbee-switch", "ge-link-bulb"),
    "hue_white": ("philips-hue", "white"),
    "hue_color": ("philips-hue", "white-and-color-ambiance"),
    "fibaro_rgbw": ("zwave-bulb", "fibaro-rgbw-controller"),
    "zw_ct": ("zwave-bulb", "switch-level-colortemp"),
    "motion_light": ("zwave-sensor", "motion-light"),
    # relays (category Switch)
    "aqara_relay": ("zigbee-switch", "aqara-switch-no-power"),
    "wallhero": ("zigbee-switch", "wallhero"),
    "aqara_module": ("zigbee-switch", "aqara-switch-module-no-power"),
    # plugs
    "plug_binary": ("matter-switch", "plug-binary"),
    "plug_power": ("matter-switch", "plug-power"),
    "plug_energy": ("matter-switch", "plug-power-energy-powerConsumption"),
    "plug_level_energy": ("matter-switch", "plug-level-energy-powerConsumption"),
    # climate
    "ac_full": ("matter-thermostat", "room-air-conditioner"),
    "ac_deepsmart": ("deepsmart", "Ac.v1"),
    "ac_hc": ("matter-thermostat", "room-air-conditioner-heating-cooling"),
    "ac_fan_hc": ("matter-thermostat", "room-air-conditioner-fan-heating-cooling"),
    "ac_hum": ("matter-thermostat", "room-air-conditioner-humidity-fan-heating-cooling"),
    "heater": ("deepsmart", "Heater.v1"),
    "purifier_wind": ("matter-thermostat", "air-purifier-hepa-ac-wind"),
    "purifier": ("matter-thermostat", "air-purifier"),
    "fan_rock": ("matter-thermostat", "fan-rock-wind"),
    "fan_3speed": ("zwave-fan", "fan-3speed"),
    "vent": ("britzyhub", "vent"),
    "bath_heater": ("aqara-bath-heater", "aqara-bath-heater"),
    "water_heater": ("matter-thermostat", "water-heater"),
    # media
    "tv": ("matter-media", "media-video-player"),
    "sam_audio": ("samsung-audio", "samsung-audio"),
    "harman": ("harman-luxury", "harman-luxury"),
    "jbl": ("jbl", "jbl"),
    # coverings
    "curtain_matter": ("matter-window-covering", "window-covering"),
    "curtain_aqara": ("zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    "blind_tilt": ("matter-window-covering", "window-covering-tilt"),
    "curtain_btn": ("zwave-window-treatment", "stateless-curtain-power-button"),
    "curtain_profile": ("zigbee-window-treatment", "window-treatment-profile"),
    "curtain_nopreset": ("zigbee-window-treatment", "window-treatment-no-preset"),
    "awning": ("zigbee-window-treatment", "window-treatment-powerSource"),
    # appliances
    "rvc": ("matter-rvc", "rvc-clean-mode"),
    "washer": ("matter-appliance", "laundry-washer"),
    "dryer": ("matter-appliance", "laundry-dryer"),
    "hood": ("matter-appliance", "extractor-hood-light"),
    "fridge": ("matter-appliance", "refrigerator-freezer"),
    "dishwasher": ("matter-appliance", "dishwasher"),
    "microwave": ("matter-appliance", "microwave-oven"),
    "gas_valve": ("britzyhub", "gas-valve"),
    # garden / pets
    "irrigation": ("matter-switch", "irrigation-system"),
    "pump": ("matter-pump", "pump-only"),
    # security / sensors
    "lock": ("matter-lock", "lock-battery"),
    "gate": ("matter-window-covering", "gate"),
    "camera": ("matter-switch", "camera"),
    "contact": ("matter-sensor", "contact-battery"),
    "motion": ("matter-sensor", "matter-motion-battery-illuminance"),
    "smoke": ("matter-sensor", "smoke-battery"),
    "leak": ("matter-sensor", "leak-battery"),
    "temp_hum_aqara": ("zigbee-humidity-sensor", "humidity-temp-battery-aqara"),
    "temp_hum": ("matter-sensor", "temperature-humidity-battery"),
    "temp_hum_p": ("matter-sensor", "temperature-humidity-pressure-battery"),
    "soil": ("matter-sensor", "soil-sensor-battery"),
}

# Three profiles deliberately left out of spec.jsonl (their devices still exist).
LEFT_OUT = ["pump", "camera", "plug_level_energy"]


def profile_id(alias: str) -> str:
    drv, name = PROFILES[alias]
    return f"{drv}.{name}"


# --------------------------------------------------------------------------
# Devices: key, label, room key (None = no room), profile alias
# --------------------------------------------------------------------------
DEVICES = [
    # 正房客厅
    ("k_dadeng", "大灯", "keting", "ct2700"),
    ("k_tongdeng", "筒灯", "keting", "level"),
    ("k_yeelight", "Yeelight", "keting", "color"),
    ("k_dengdai", "电视墙灯带", "keting", "color_bulb"),
    ("k_ac", "空调", "keting", "ac_full"),
    ("k_tv", "电视", "keting", "tv"),
    ("k_soundbar", "电视音响", "keting", "sam_audio"),
    ("k_curtain", "客厅窗帘", "keting", "curtain_matter"),
    ("k_rvc", "扫地鸡", "keting", "rvc"),                 # misheard 扫地机
    ("k_purifier", "空气净化气", "keting", "purifier_wind"),  # misheard 空气净化器
    ("k_fan", "电扇", "keting", "fan_rock"),
    ("k_aqara", "Aqara 温湿度", "keting", "temp_hum_aqara"),
    # 正房东屋 (爷爷奶奶屋)
    ("d_dadeng", "奶奶屋大灯", "dongwu", "level"),
    ("d_chuangtou", "床头灯", "dongwu", "onoff_bulb"),
    ("d_ac", "空调", "dongwu", "ac_deepsmart"),
    ("d_radio", "爷爷的收音机插座", "dongwu", "plug_power"),
    ("d_blanket", "电褥子", "dongwu", "plug_binary"),
    ("d_curtain", "东屋窗帘", "dongwu", "curtain_aqara"),
    ("d_heater", "地暖", "dongwu", "heater"),
    # 正房西屋 (书房)
    ("x_taideng", "台灯", "xiwu", "aqara_light"),
    ("x_dingdeng", "西屋顶灯", "xiwu", "hue_white"),
    ("x_ac", "空调", "xiwu", "ac_hc"),
    ("x_blind", "百叶窗", "xiwu", "blind_tilt"),
    ("x_pc", "电脑插座", "xiwu", "plug_energy"),
    # 东厢房
    ("e_dadeng", "大灯", "dongxiang", "color"),
    ("e_shufang_taideng", "书房台灯", "dongxiang", "zw_ct"),   # label names the study
    ("e_chuangtou", "床头灯", "dongxiang", "level"),
    ("e_ac", "空调", "dongxiang", "ac_fan_hc"),
    ("e_curtain", "窗帘", "dongxiang", "curtain_profile"),
    ("e_aroma", "香薰机", "dongxiang", "plug_binary"),
    # 西厢房 (孩子屋)
    ("c_dadeng", "大灯", "xixiang", "aqara_bulb"),
    ("c_yedeng", "宝宝夜灯", "xixiang", "rgbw_zb"),
    ("c_taideng", "台灯", "xixiang", "onoff_level"),
    ("c_xingkong", "星空灯", "xixiang", "color2000"),
    ("c_ac", "空调", "xixiang", "ac_hum"),
    ("c_curtain", "西厢窗帘", "xixiang", "curtain_nopreset"),
    ("c_story", "故事机", "xixiang", "jbl"),
    ("c_purifier", "净化器", "xixiang", "purifier"),
    ("c_temp", "宝宝屋温湿度计", "xixiang", "temp_hum"),
    # 倒座房 (茶室 / 客房)
    ("t_dadeng", "大灯", "daozuo", "binary"),
    ("t_taideng", "台灯", "daozuo", "light_power"),
    ("t_diaodeng", "茶台吊灯", "daozuo", "fibaro_rgbw"),
    ("t_kettle", "茶台烧水壶", "daozuo", "plug_binary"),
    ("t_speaker", "Harman 音箱", "daozuo", "harman"),
    ("t_zhulian", "竹帘", "daozuo", "curtain_btn"),
    ("t_fan", "吊扇", "daozuo", "fan_3speed"),
    # 耳房
    ("r_light", "耳房灯", "erfang", "aqara_module"),
    ("r_washer", "洗衣机", "erfang", "washer"),
    ("r_dryer", "烘干机", "erfang", "dryer"),
    ("r_leak", "耳房漏水传感器", "erfang", "leak"),
    # 厨房
    ("f_light", "厨房顶灯", "chufang", "wallhero"),
    ("f_cabinet", "橱柜灯带", "chufang", "level_power"),
    ("f_hood", "油烟机", "chufang", "hood"),
    ("f_fridge", "冰箱", "chufang", "fridge"),
    ("f_dishwasher", "洗碗机", "chufang", "dishwasher"),
    ("f_microwave", "微波炉", "chufang", "microwave"),
    ("f_gas", "燃气阀门", "chufang", "gas_valve"),
    ("f_smoke", "厨房烟感", "chufang", "smoke"),
    ("f_rice", "电饭锅", "chufang", "plug_binary"),
    # 卫生间
    ("w_light", "吸顶灯", "weishengjian", "onoff_bulb"),
    ("w_mirror", "镜前灯", "weishengjian", "aqara_relay"),
    ("w_bath", "浴霸", "weishengjian", "bath_heater"),
    ("w_water", "热水气", "weishengjian", "water_heater"),   # misheard 热水器
    ("w_vent", "排风扇", "weishengjian", "vent"),
    ("w_leak", "卫生间漏水", "weishengjian", "leak"),
    # 院子
    ("y_deng1", "院灯1", "yuanzi", "level"),
    ("y_deng2", "院灯2", "yuanzi", "level"),
    ("y_deng3", "院灯3", "yuanzi", "level"),
    ("y_deng4", "院灯4", "yuanzi", "level"),
    ("y_shiliu", "石榴树射灯", "yuanzi", "hue_color"),
    ("y_valve", "浇花阀门", "yuanzi", "irrigation"),
    ("y_fish", "鱼缸", "yuanzi", "pump"),
    ("y_feeder", "狗狗喂食器", "yuanzi", "plug_power"),
    ("y_dogpad", "狗窝暖垫", "yuanzi", "plug_level_energy"),
    ("y_tianpeng", "天棚", "yuanzi", "awning"),
    ("y_temp", "院子温度计", "yuanzi", "temp_hum_p"),
    ("y_soil", "花池土壤湿度", "yuanzi", "soil"),
    # 门楼
    ("m_light", "门楼灯", "menlou", "motion_light"),
    ("m_lock", "街门锁", "menlou", "lock"),
    ("m_gate", "大门", "menlou", "gate"),
    ("m_camera", "门口摄像头", "menlou", "camera"),
    ("m_contact", "街门门磁", "menlou", "contact"),
    # 游廊
    ("l_1", "廊灯1", "youlang", "ge_link"),
    ("l_2", "廊灯2", "youlang", "ge_link"),
    ("l_3", "廊灯3", "youlang", "ge_link"),
    ("l_4", "廊灯4", "youlang", "ge_link"),
    ("l_5", "廊灯5", "youlang", "ge_link"),
    ("l_6", "廊灯6", "youlang", "ge_link"),
    ("l_motion", "游廊人体感应", "youlang", "motion"),
    # room id not in rooms / no room at all
    ("h_freezer", "冰柜", PHANTOM_ROOM, "plug_power"),
    ("n_heater", "小太阳", None, "plug_binary"),
]
DEV = {d[0]: d for d in DEVICES}

# Relays (category Switch) that are clearly labelled as lights and count as lights.
RELAY_LIGHTS = ["r_light", "f_light", "w_mirror"]
# Labels that name a room other than the device's own room: key -> extra room keys.
LABEL_ROOMS = {"e_shufang_taideng": ["xiwu"]}

# --------------------------------------------------------------------------
# Spec text
# --------------------------------------------------------------------------
CMD_DESC = {
    "switch.on": ("打开", "turn on"),
    "switch.off": ("关闭", "turn off"),
    "switchLevel.setLevel": ("设置亮度", "set brightness level"),
    "statelessSwitchLevelStep.stepLevel": ("亮度步进增减", "step brightness up or down"),
    "colorTemperature.setColorTemperature": ("设置色温", "set color temperature"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("按百分比调节色温", "step color temperature by percent"),
    "colorControl.setColor": ("设置颜色", "set color"),
    "colorControl.setHue": ("设置色调", "set hue"),
    "colorControl.setSaturation": ("设置饱和度", "set saturation"),
    "thermostatMode.auto": ("切换到自动模式", "auto mode"),
    "thermostatMode.cool": ("切换到制冷模式", "cool mode"),
    "thermostatMode.emergencyHeat": ("辅助电加热", "emergency heat"),
    "thermostatMode.heat": ("切换到制热模式", "heat mode"),
    "thermostatMode.off": ("关闭温控模式", "thermostat mode off"),
    "thermostatMode.setThermostatMode": ("设置运行模式", "set thermostat mode"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("设置制热目标温度", "set heating setpoint"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("设置制冷目标温度", "set cooling setpoint"),
    "airConditionerMode.setAirConditionerMode": ("设置空调模式", "set air conditioner mode"),
    "airConditionerFanMode.setFanMode": ("设置风速档位", "set fan mode"),
    "fanSpeedPercent.setPercent": ("设置风速百分比", "set fan speed percent"),
    "windMode.setWindMode": ("设置风感", "set wind mode"),
    "fanOscillationMode.setFanOscillationMode": ("设置摆风", "set fan oscillation mode"),
    "fanMode.setFanMode": ("设置风扇模式", "set fan mode"),
    "fanSpeed.setFanSpeed": ("设置风扇档位", "set fan speed"),
    "airPurifierFanMode.setAirPurifierFanMode": ("设置净化器风量模式", "set air purifier fan mode"),
    "mediaPlayback.fastForward": ("快进", "fast forward"),
    "mediaPlayback.pause": ("暂停播放", "pause"),
    "mediaPlayback.play": ("播放", "play"),
    "mediaPlayback.rewind": ("快退", "rewind"),
    "mediaPlayback.setPlaybackStatus": ("设置播放状态", "set playback status"),
    "mediaPlayback.stop": ("停止播放", "stop"),
    "mediaTrackControl.nextTrack": ("下一首", "next track"),
    "mediaTrackControl.previousTrack": ("上一首", "previous track"),
    "keypadInput.sendKey": ("发送遥控器按键", "send key"),
    "audioMute.mute": ("静音", "mute"),
    "audioMute.setMute": ("设置静音状态", "set mute"),
    "audioMute.unmute": ("取消静音", "unmute"),
    "audioVolume.setVolume": ("设置音量", "set volume"),
    "audioVolume.volumeDown": ("音量调小", "volume down"),
    "audioVolume.volumeUp": ("音量调大", "volume up"),
    "mediaInputSource.setInputSource": ("切换输入源", "set input source"),
    "mediaPresets.playPreset": ("播放预设", "play preset"),
    "audioNotification.playTrack": ("播放音频", "play track"),
    "audioNotification.playTrackAndRestore": ("播放提示音后恢复", "play track and restore"),
    "audioNotification.playTrackAndResume": ("播放提示音后继续", "play track and resume"),
    "windowShade.open": ("打开", "open"),
    "windowShade.close": ("关闭", "close"),
    "windowShade.pause": ("暂停", "pause"),
    "windowShadePreset.presetPosition": ("移动到预设位置", "go to preset position"),
    "windowShadePreset.setPresetPosition": ("设置预设位置", "set preset position"),
    "windowShadeLevel.setShadeLevel": ("设置开合度", "set shade level"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("开合度步进增减", "step shade level"),
    "windowShadeTiltLevel.setShadeTiltLevel": ("设置叶片角度", "set tilt level"),
    "statelessCurtainPowerButton.setButton": ("帘子按键：开/关/停", "curtain button: open / close / pause"),
    "robotCleanerOperatingState.goHome": ("回充", "go home"),
    "robotCleanerOperatingState.pause": ("暂停清扫", "pause cleaning"),
    "robotCleanerOperatingState.start": ("开始清扫", "start cleaning"),
    "mode.setMode": ("设置模式", "set mode"),
    "operationalState.pause": ("暂停", "pause"),
    "operationalState.resume": ("继续运行", "resume"),
    "operationalState.start": ("启动", "start"),
    "operationalState.stop": ("停止", "stop"),
    "laundryWasherRinseMode.setRinseMode": ("设置漂洗次数", "set rinse mode"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("设置脱水转速", "set spin speed"),
    "cookTime.setCookTime": ("设置加热时长", "set cook time"),
    "valve.open": ("打开阀门", "open valve"),
    "valve.close": ("关闭阀门", "close valve"),
    "level.setLevel": ("设置开度", "set level"),
    "doorControl.open": ("开门", "open door"),
    "doorControl.close": ("关门", "close door"),
    "lock.lock": ("上锁", "lock"),
    "lock.unlock": ("开锁", "unlock"),
    "lock.unlatch": ("开门闩", "unlatch"),
    "energyMeter.resetEnergyMeter": ("电量统计清零", "reset energy meter"),
    "refresh.refresh": ("刷新状态", "refresh"),
}

VALUE_DESC = {
    "off": ("关闭", "off"), "auto": ("自动", "auto"), "cool": ("制冷", "cool"), "heat": ("制热", "heat"),
    "dryair": ("除湿", "dry"), "dry": ("除湿", "dry"), "fanonly": ("送风", "fan only"), "fan": ("送风", "fan"),
    "asleep": ("睡眠", "sleep"), "eco": ("节能", "eco"), "emergency heat": ("辅热", "emergency heat"),
    "low": ("低风", "low"), "medium": ("中风", "medium"), "high": ("高风", "high"), "turbo": ("强劲", "turbo"),
    "noWind": ("无风感", "no wind"), "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "horizontal": ("左右摆风", "horizontal"), "vertical": ("上下摆风", "vertical"), "swing": ("摇头", "swing"),
    "sleep": ("睡眠", "sleep"), "quiet": ("静音", "quiet"), "windFree": ("无风感", "wind free"),
    "paused": ("已暂停", "paused"), "playing": ("播放中", "playing"), "stopped": ("已停止", "stopped"),
    "fast forwarding": ("快进中", "fast forwarding"), "rewinding": ("快退中", "rewinding"),
    "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "open": ("打开", "open"), "close": ("关闭", "close"), "pause": ("暂停", "pause"),
    "none": ("不漂洗", "none"), "normal": ("标准漂洗", "normal"), "extra": ("加强漂洗", "extra"), "max": ("最多漂洗", "max"),
    "bluetooth": ("蓝牙", "bluetooth"), "optical": ("光纤", "optical"), "wifi": ("无线网络", "wifi"),
    "HDMI": ("HDMI", "HDMI"), "aux": ("音频输入", "aux"), "USB": ("U盘", "USB"),
}

# Plausible subsets of large enums / free-string arguments, per profile alias.
ENUM_OVERRIDE = {
    ("ac_full", "thermostatMode.setThermostatMode"): ["off", "auto", "cool", "heat", "dryair", "fanonly", "asleep"],
    ("ac_hc", "thermostatMode.setThermostatMode"): ["off", "auto", "cool", "heat"],
    ("ac_fan_hc", "thermostatMode.setThermostatMode"): ["off", "auto", "cool", "heat", "fanonly"],
    ("ac_hum", "thermostatMode.setThermostatMode"): ["off", "auto", "cool", "heat", "dryair", "fanonly"],
    ("heater", "thermostatMode.setThermostatMode"): ["off", "heat", "eco", "auto"],
    ("water_heater", "thermostatMode.setThermostatMode"): ["off", "heat", "eco"],
    ("bath_heater", "thermostatMode.setThermostatMode"): ["off", "heat", "dryair", "fanonly"],
    ("ac_deepsmart", "airConditionerMode.setAirConditionerMode"): ["cool", "heat", "fan", "dry", "auto"],
    ("fan_rock", "fanOscillationMode.setFanOscillationMode"): ["off", "horizontal", "vertical", "swing"],
    ("bath_heater", "fanOscillationMode.setFanOscillationMode"): ["off", "swing"],
}
# Commands a capability lists that a given profile does not offer.
SKIP_CMDS = {"lock.unlatch"}
SPEC_SKIP_CAPS = {"firmwareUpdate"}
UNITS = {
    "switchLevel.setLevel": "%", "statelessSwitchLevelStep.stepLevel": "%",
    "colorTemperature.setColorTemperature": "K", "statelessColorTemperatureStep.stepColorTemperatureByPercent": "%",
    "audioVolume.setVolume": "%", "fanSpeedPercent.setPercent": "%", "windowShadeLevel.setShadeLevel": "%",
    "windowShadePreset.setPresetPosition": "%", "windowShadeTiltLevel.setShadeTiltLevel": "%",
    "level.setLevel": "%", "cookTime.setCookTime": "s",
    "thermostatHeatingSetpoint.setHeatingSetpoint": "C", "thermostatCoolingSetpoint.setCoolingSetpoint": "C",
    "colorControl.setHue": "%", "colorControl.setSaturation": "%",
}
CONFIG_KEY = {  # capability_config capability -> command whose range it narrows
    "switchLevel": "switchLevel.setLevel", "colorTemperature": "colorTemperature.setColorTemperature",
    "thermostatHeatingSetpoint": "thermostatHeatingSetpoint.setHeatingSetpoint",
    "thermostatCoolingSetpoint": "thermostatCoolingSetpoint.setCoolingSetpoint", "level": "level.setLevel",
}
EXTRA_RANGE = {("fan_3speed", "fanSpeed.setFanSpeed"): (0, 3)}


def english(pid: str, cid: str) -> bool:
    h = int(hashlib.md5(f"{pid}|{cid}".encode()).hexdigest(), 16)
    return h % 10 < 3


def load_sources():
    dd = data_dir()
    profiles = {}
    for line in (dd / "profiles.jsonl").read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        p = json.loads(line)
        profiles[(p["driver"].split("/")[-1], p["name"])] = p
    caps = json.loads((dd / "capabilities.json").read_text(encoding="utf-8"))["capabilities"]
    return profiles, caps


def spec_line(alias, prof, caps):
    pid = profile_id(alias)
    out = []
    conf = prof.get("capability_config") or {}
    for cap in prof["capabilities"]:
        if cap in SPEC_SKIP_CAPS or cap not in caps:
            continue
        enabled_cmds = None
        for c in conf.get(cap, []):
            if c.get("key") == "{{enumCommands}}":
                enabled_cmds = set(c.get("enabledValues", []))
        for cmd in caps[cap].get("commands") or []:
            short = f"{cap}.{cmd['name']}"
            if short in SKIP_CMDS:
                continue
            if enabled_cmds is not None and cmd["name"] not in enabled_cmds and cmd["name"] != "setPlaybackStatus":
                continue
            cid = f"main-{cap}-{cmd['name']}"
            en = english(pid, cid)
            zh_d, en_d = CMD_DESC[short]
            entry = {"id": cid, "description": en_d if en else zh_d}
            args = [a for a in cmd.get("arguments", []) if not a.get("optional")]
            if args:
                a = args[0]
                t = a.get("type")
                entry["type"] = t
                values = ENUM_OVERRIDE.get((alias, short))
                if values is None and "enum" in a:
                    values = list(a["enum"])
                    for c in conf.get(cap, []):
                        if c.get("key", "").endswith(".value") and c.get("enabledValues") and cap in ("fanMode",):
                            values = list(c["enabledValues"])
                if values is None and t == "string" and caps[cap].get("observed_values"):
                    values = list(caps[cap]["observed_values"][-1]["values"])
                if values is not None:
                    vl = []
                    for v in values:
                        zh_v, en_v = VALUE_DESC.get(v, (v, v))
                        vl.append({"value": v, "description": en_v if en else zh_v})
                    entry["value_list"] = vl
                elif t in ("integer", "number"):
                    lo, hi = a.get("minimum"), a.get("maximum")
                    if short.startswith("thermostat") and short.endswith("Setpoint"):
                        lo = hi = None  # capability bounds (-460..10000) are not a device range
                    for ccap, c_short in CONFIG_KEY.items():
                        if c_short == short:
                            for c in conf.get(ccap, []):
                                if "range" in c:
                                    lo, hi = c["range"]
                    if (alias, short) in EXTRA_RANGE:
                        lo, hi = EXTRA_RANGE[(alias, short)]
                    if short in ("colorControl.setHue", "colorControl.setSaturation"):
                        lo, hi = 0, 100
                    if lo is not None and hi is not None:
                        vr = {"min": lo, "max": hi}
                        if short in UNITS:
                            vr["unit"] = UNITS[short]
                        entry["value_range"] = vr
            out.append(entry)
    return {"profileId": pid, "capabilities": out}


def build_home(profiles):
    rooms = [{"roomId": room_id(k), "name": n, "locationId": LOCATION_ID} for k, n in ROOMS]
    items = []
    for key, label, room, alias in DEVICES:
        drv, name = PROFILES[alias]
        p = profiles[(drv, name)]
        cats = p["categories"]
        item = {
            "deviceId": dev_id(key),
            "name": name,
            "label": label,
            "locationId": LOCATION_ID,
        }
        if room is not None:
            item["roomId"] = room_id(room)
        item["profile"] = {"id": profile_id(alias)}
        item["components"] = [{
            "id": "main",
            "label": "main",
            "categories": [{"name": c, "categoryType": "manufacturer"} for c in cats],
            "capabilities": [{"id": c, "version": 1} for c in p["capabilities"]],
        }]
        item["type"] = "MATTER" if drv.startswith("matter") else ("ZIGBEE" if drv.startswith("zigbee") else (
            "ZWAVE" if drv.startswith("zwave") else "LAN"))
        items.append(item)
    return {"rooms": rooms, "items": items}


# --------------------------------------------------------------------------
# Model helpers used to label cases
# --------------------------------------------------------------------------
class Model:
    def __init__(self, home, spec):
        self.by_key = {}
        spec_cmds = {s["profileId"]: {c["id"] for c in s["capabilities"]} for s in spec}
        self.cmds = {}
        self.cat = {}
        for key, label, room, alias in DEVICES:
            pid = profile_id(alias)
            self.cmds[key] = spec_cmds.get(pid)  # None = profile not in spec
        for key, label, room, alias in DEVICES:
            item = next(i for i in home["items"] if i["deviceId"] == dev_id(key))
            self.cat[key] = item["components"][0]["categories"][0]["name"]

    def supports(self, key, short):
        c = self.cmds[key]
        return c is not None and full(short) in c

    def is_light(self, key):
        return self.cat[key] == "Light" or key in RELAY_LIGHTS

    def rooms_of(self, key):
        r = {DEV[key][2]}
        r.update(LABEL_ROOMS.get(key, []))
        return r

    def lights(self, rooms=None, exclude=()):
        out = []
        for key, *_ in DEVICES:
            if not self.is_light(key):
                continue
            rs = self.rooms_of(key)
            if rooms is not None and not (rs & set(rooms)):
                continue
            if rs & set(exclude):
                continue
            out.append(key)
        return out

    def of_cat(self, cat, rooms=None):
        return [k for k, *_ in DEVICES if self.cat[k] == cat and (rooms is None or self.rooms_of(k) & set(rooms))]


def full(short: str) -> str:
    cap, cmd = short.split(".")
    return f"main-{cap}-{cmd}"


# command groups (short names)
ON = ["switch.on"]
OFF = ["switch.off"]
LEVEL = ["switchLevel.setLevel"]
BRIGHTER = ["switchLevel.setLevel", "statelessSwitchLevelStep.stepLevel"]
CT = ["colorTemperature.setColorTemperature"]
CT_REL = ["colorTemperature.setColorTemperature", "statelessColorTemperatureStep.stepColorTemperatureByPercent"]
COLOR = ["colorControl.setColor", "colorControl.setHue"]
SETPOINT = ["thermostatCoolingSetpoint.setCoolingSetpoint", "thermostatHeatingSetpoint.setHeatingSetpoint"]
HEATSP = ["thermostatHeatingSetpoint.setHeatingSetpoint"]
AC_FAN = ["airConditionerFanMode.setFanMode", "fanSpeedPercent.setPercent"]
SHADE_LEVEL = ["windowShadeLevel.setShadeLevel"]
VOL_DOWN = ["audioVolume.volumeDown", "audioVolume.setVolume"]
VOL_UP = ["audioVolume.volumeUp", "audioVolume.setVolume"]
STAR = ["*"]


def one(devs, cmds, count=None):
    e = {"devices": list(devs), "capabilities": list(cmds), "mode": "one"}
    if count is not None:
        e["count"] = count
    return e


def all_(devs, cmds):
    return {"devices": list(devs), "capabilities": list(cmds), "mode": "all"}


def clar(devs=(), cmds=()):
    return {"devices": list(devs), "capabilities": list(cmds), "mode": "clarify"}


def none():
    return {"devices": [], "capabilities": [], "mode": "none"}


LONG_1 = (
    "哎，我跟你说啊，这院子啊，打我爷爷那辈儿就在这儿住，那会儿哪有什么空调啊，夏天就靠一把大蒲扇，"
    "晚上搬个小马扎往院里一坐，天棚底下凉快着呢。那会儿胡同里的孩子们满世界跑，逮蛐蛐儿、粘知了，"
    "一玩儿就是一下午，谁家做饭了，那香味儿飘得满胡同都是。后来翻修了，儿子非得弄这些个智能的玩意儿，"
    "说是动动嘴就能开灯开空调，我一开始还不信，心说这不是糊弄人吗，嘿，您还别说，还真挺方便。"
    "就是我这记性啊，老记不住哪个叫什么名儿，上回把院灯当廊灯喊了半天，它也不理我，闹了个大笑话，"
    "孙子在旁边乐得直不起腰来。今儿个也是，这天儿闷得人喘不上气来，后脊梁全是汗，老伴儿在屋里直嚷嚷热，"
    "说是血压都要上来了。得，说这么多也没用，劳驾，把东屋的空调给我开开。"
)
LONG_2 = (
    "妈，您先别忙活了，坐下歇会儿。对了，明儿个孩子学校开家长会，我得请半天假，您跟爸接一下孩子成吗？"
    "接完了直接带回来就行，甭带他去吃那些个炸鸡汉堡的，上回吃完闹了两天肚子。还有啊，狗狗的疫苗也该打了，"
    "下礼拜我抽空带它去宠物医院。哎，刚才说到哪儿了？对，晚饭您甭做太多，我俩回来晚，给我们留点儿就得。"
    "孩子他爸说周末想去趟颐和园，我看够呛，天气预报说要下雨，再说了人也多，挤得慌。"
    "您要是嫌闷得慌，就去胡同口跟张大妈她们聊聊天儿，别老一个人在屋里坐着看电视。"
    "还有那个物业说下礼拜三停水，您记着提前接两桶，别到时候抓瞎。爸那降压药也快吃完了，回头我从网上再给他订两盒，"
    "您甭操心了。孩子这两天老说屋里黑，睡觉害怕，非得开着点儿灯才睡得着。"
    "行了行了，不说了，孩子都困得睁不开眼了，把孩子屋那个宝宝夜灯给开开吧。"
)


def build_cases(m: Model):
    L = m.lights
    ALL_ON = [k for k in L() if m.supports(k, "switch.on")]
    ALL_OFF = [k for k in L() if m.supports(k, "switch.off")]

    def bulk(scope, cmds):
        devs = [k for k in scope if all(m.supports(k, c) for c in cmds)]
        assert devs, (scope, cmds)
        return all_(devs, cmds)

    ACS = ["k_ac", "d_ac", "x_ac", "e_ac", "c_ac"]
    DADENG = ["k_dadeng", "d_dadeng", "e_dadeng", "c_dadeng", "t_dadeng"]
    TAIDENG = ["x_taideng", "c_taideng", "t_taideng", "e_shufang_taideng"]
    STUDY_LAMP = ["x_taideng", "e_shufang_taideng"]
    LANG = ["l_1", "l_2", "l_3", "l_4", "l_5", "l_6"]
    YUANDENG = ["y_deng1", "y_deng2", "y_deng3", "y_deng4"]
    CURTAINS = [k for k in m.of_cat("Blind") if k != "y_tianpeng"]

    C = []

    def c(cid, query, expect, tags, history=None):
        C.append((cid, query, expect, tags, history))

    # ---------------- bare names ----------------
    c("name-001", "劳驾，把Yeelight打开", [one(["k_yeelight"], ON)], ["name", "brand", "colloquial"])
    c("name-002", "电褥子给我开开", [one(["d_blanket"], ON)], ["name", "colloquial"])
    c("name-003", "爷爷的收音机插座关了吧", [one(["d_radio"], OFF)], ["name", "family-name"])
    c("name-004", "宝宝夜灯开开", [one(["c_yedeng"], ON)], ["name", "family-name", "light"])
    c("name-005", "星空灯儿关了", [one(["c_xingkong"], OFF)], ["name", "erhua", "light"])
    c("name-006", "把油烟机开开", [one(["f_hood"], ["fanMode.setFanMode", "fanSpeedPercent.setPercent"])],
      ["name", "no-switch", "colloquial"])
    c("name-007", "石榴树射灯给点上", [one(["y_shiliu"], ON)], ["name", "garden", "light"])
    c("name-008", "电视关了吧，甭看了", [one(["k_tv"], OFF)], ["name", "colloquial"])
    c("name-009", "狗窝暖垫开开，今儿够冷的", [one(["y_dogpad"], STAR)], ["name", "pet", "out-of-spec"])
    c("name-010", "鱼缸那泵给开开", [one(["y_fish"], STAR)], ["name", "garden", "out-of-spec"])
    c("name-011", "小太阳开开", [one(["n_heater"], ON)], ["name", "no-room"])
    c("name-012", "冰柜关了", [one(["h_freezer"], OFF)], ["name", "room-missing"])
    c("name-013", "把街门锁上", [one(["m_lock"], ["lock.lock"])], ["name", "lock"])
    c("name-014", "电饭锅开开", [one(["f_rice"], ON)], ["name", "plug"])
    c("name-015", "香薰机关了", [one(["e_aroma"], OFF)], ["name", "plug"])
    c("name-016", "茶台烧水壶开开，我沏壶茶", [one(["t_kettle"], ON)], ["name", "plug", "colloquial"])
    c("name-017", "电扇开开", [one(["k_fan"], ["airConditionerFanMode.setFanMode", "fanSpeedPercent.setPercent"])],
      ["name", "no-switch", "fan"])
    c("name-018", "排风扇开一下", [one(["w_vent"], ON)], ["name", "fan"])
    c("name-019", "浴霸开开，我要洗澡", [one(["w_bath"], ON)], ["name", "climate"])
    c("name-020", "门楼灯开开", [one(["m_light"], ON)], ["name", "light"])
    c("name-021", "橱柜灯带打开", [one(["f_cabinet"], ON)], ["name", "light"])
    c("name-022", "镜前灯关了", [one(["w_mirror"], OFF)], ["name", "relay-light"])
    c("name-023", "耳房灯开开", [one(["r_light"], ON)], ["name", "relay-light"])
    c("name-024", "故事机打开", [one(["c_story"], ["mediaPlayback.play"])], ["name", "no-switch", "media"])
    c("name-025", "竹帘放下来", [one(["t_zhulian"], ["statelessCurtainPowerButton.setButton"])],
      ["name", "no-switch", "curtain"])
    c("name-026", "天棚支起来", [one(["y_tianpeng"], ["windowShade.open"])], ["name", "garden", "curtain"])
    c("name-027", "百叶窗关上", [one(["x_blind"], ["windowShade.close"])], ["name", "curtain"])
    c("name-028", "扫地机开始扫吧", [one(["k_rvc"], ["robotCleanerOperatingState.start"])],
      ["name", "misheard-label", "robot"])
    c("name-029", "客厅空气净化器开开",
      [one(["k_purifier"], ["airPurifierFanMode.setAirPurifierFanMode", "fanSpeedPercent.setPercent"])],
      ["room", "misheard-label", "no-switch"])
    c("name-030", "热水器调到五十度", [one(["w_water"], HEATSP)], ["name", "misheard-label", "value"])
    c("name-031", "灯带开开", [one(["k_dengdai"], ON)], ["partial-name", "light"])
    c("name-032", "夜灯开开", [one(["c_yedeng"], ON)], ["partial-name", "light"])
    c("name-033", "收音机开开", [one(["d_radio"], ON)], ["partial-name", "family-name"])
    c("name-034", "暖垫给狗开开", [one(["y_dogpad"], STAR)], ["partial-name", "pet", "out-of-spec"])
    c("name-035", "喂食器开开", [one(["y_feeder"], ON)], ["partial-name", "pet"])
    c("name-036", "把Harman关了", [one(["t_speaker"], OFF)], ["name", "brand", "media"])
    c("name-037", "yeelight调成暖光", [one(["k_yeelight"], CT)], ["name", "brand", "value", "color-temp"])
    c("name-038", "电脑插座关了", [one(["x_pc"], OFF)], ["name", "plug"])
    c("name-039", "冰箱调成速冻", [one(["f_fridge"], ["mode.setMode"])], ["name", "appliance", "value"])
    c("name-040", "地暖开开", [one(["d_heater"], ["thermostatMode.heat", "thermostatMode.setThermostatMode"])],
      ["name", "no-switch", "climate"])

    # ---------------- room + name / room + type ----------------
    c("room-001", "客厅大灯开开", [one(["k_dadeng"], ON)], ["room", "duplicate-label"])
    c("room-002", "东厢房的大灯关了", [one(["e_dadeng"], OFF)], ["room", "duplicate-label"])
    c("room-003", "倒座房大灯儿开开", [one(["t_dadeng"], ON)], ["room", "duplicate-label", "erhua"])
    c("room-004", "西厢房那大灯关了吧", [one(["c_dadeng"], OFF)], ["room", "duplicate-label"])
    c("room-005", "正房西屋的空调开开", [one(["x_ac"], ON)], ["room", "duplicate-label"])
    c("room-006", "客厅空调关了", [one(["k_ac"], OFF)], ["room", "duplicate-label"])
    c("room-007", "厨房的灯开开", [bulk(L(["chufang"]), ON)], ["room", "type", "bulk", "relay-light"])
    c("room-008", "卫生间的灯关了", [bulk(L(["weishengjian"]), OFF)], ["room", "type", "bulk", "relay-light"])
    c("room-009", "耳房的灯开开", [one(["r_light"], ON)], ["room", "type", "relay-light"])
    c("room-010", "门楼的灯儿开开", [one(["m_light"], ON)], ["room", "type", "erhua"])
    c("room-011", "西厢房的空调调到二十六度", [one(["c_ac"], SETPOINT)], ["room", "value", "climate"])
    c("room-012", "东厢房窗帘拉上", [one(["e_curtain"], ["windowShade.close"])], ["room", "curtain"])
    c("room-013", "客厅窗帘打开", [one(["k_curtain"], ["windowShade.open"])], ["room", "curtain"])
    c("room-014", "倒座房的台灯开开", [one(["t_taideng"], ON)], ["room", "duplicate-label"])
    c("room-015", "西厢房台灯关了", [one(["c_taideng"], OFF)], ["room", "duplicate-label"])
    c("room-016", "东屋的床头灯开开", [one(["d_chuangtou"], ON)], ["room", "duplicate-label", "room-by-use"])
    c("room-017", "东厢房床头灯关喽", [one(["e_chuangtou"], OFF)], ["room", "duplicate-label"])
    c("room-018", "游廊的灯都开开", [bulk(L(["youlang"]), ON)], ["room", "bulk", "type"])
    c("room-019", "院里的灯都开开", [bulk(L(["yuanzi"]), ON)], ["room", "bulk", "room-by-use"])
    c("room-020", "后罩房的冰柜关了", [one(["h_freezer"], OFF)], ["room-missing", "name"])
    c("room-021", "厨房的油烟机关了",
      [one(["f_hood"], ["fanMode.setFanMode", "fanSpeedPercent.setPercent"])], ["room", "no-switch"])
    c("room-022", "卫生间排风扇关了", [one(["w_vent"], OFF)], ["room", "name"])
    c("room-023", "东厢房的香薰机开开", [one(["e_aroma"], ON)], ["room", "name"])
    c("room-024", "客厅的电视开开", [one(["k_tv"], ON)], ["room", "type"])
    c("room-025", "倒座房的吊扇开开", [one(["t_fan"], ON)], ["room", "fan"])

    # ---------------- rooms said by use ----------------
    c("use-001", "爷爷奶奶屋的空调开开", [one(["d_ac"], ON)], ["room-by-use", "duplicate-label"])
    c("use-002", "东屋空调关了", [one(["d_ac"], OFF)], ["room-by-use", "duplicate-label"])
    c("use-003", "书房空调开开", [one(["x_ac"], ON)], ["room-by-use", "duplicate-label"])
    c("use-004", "西屋台灯开开", [one(STUDY_LAMP, ON)], ["room-by-use", "duplicate-label", "label-names-room"])
    c("use-005", "孩子屋的空调开开", [one(["c_ac"], ON)], ["room-by-use", "duplicate-label"])
    c("use-006", "宝宝屋的夜灯关了", [one(["c_yedeng"], OFF)], ["room-by-use", "partial-name"])
    c("use-007", "茶室的大灯开开", [one(["t_dadeng"], ON)], ["room-by-use", "duplicate-label"])
    c("use-008", "客房的台灯关了", [one(["t_taideng"], OFF)], ["room-by-use", "duplicate-label"])
    c("use-009", "院里的浇花阀门开开", [one(["y_valve"], ["valve.open", "operationalState.start"])],
      ["room-by-use", "garden", "valve"])
    c("use-010", "老两口屋里的窗帘拉上", [one(["d_curtain"], ["windowShade.close"])], ["room-by-use", "curtain"])
    c("use-011", "书房的灯关了", [bulk(L(["xiwu"]), OFF)], ["room-by-use", "bulk", "label-names-room"])
    c("use-012", "孩子屋的灯都关了", [bulk(L(["xixiang"]), OFF)], ["room-by-use", "bulk"])
    c("use-013", "茶室的灯都开开", [bulk(L(["daozuo"]), ON)], ["room-by-use", "bulk", "no-switch"])
    c("use-014", "书房台灯开开", [one(STUDY_LAMP, ON)], ["label-names-room", "room-by-use"])
    c("use-015", "堂屋的空调关了", [one(["k_ac"], OFF)], ["room-by-use", "duplicate-label"])
    c("use-016", "小两口屋里的大灯开开", [one(["e_dadeng"], ON)], ["room-by-use", "duplicate-label"])
    c("use-017", "小孙子屋里的台灯开开", [one(["c_taideng"], ON)], ["room-by-use", "duplicate-label"])
    c("use-018", "客房的空调开开", [clar()], ["room-by-use", "clarify", "no-device-in-room"])
    c("use-019", "茶室那竹帘卷起来", [one(["t_zhulian"], ["statelessCurtainPowerButton.setButton"])],
      ["room-by-use", "no-switch", "curtain"])
    c("use-020", "书房百叶窗打开", [one(["x_blind"], ["windowShade.open"])], ["room-by-use", "curtain"])
    c("use-021", "宝宝屋的窗帘拉上", [one(["c_curtain"], ["windowShade.close"])], ["room-by-use", "curtain"])

    # ---------------- numbered labels ----------------
    c("num-001", "廊灯3开开", [one(["l_3"], ON)], ["numbered"])
    c("num-002", "廊灯三关了", [one(["l_3"], OFF)], ["numbered", "chinese-numeral"])
    c("num-003", "三号廊灯开开", [one(["l_3"], ON)], ["numbered", "chinese-numeral"])
    c("num-004", "第三个廊灯关了", [one(["l_3"], OFF)], ["numbered", "ordinal"])
    c("num-005", "把五号廊灯开开", [one(["l_5"], ON)], ["numbered", "chinese-numeral"])
    c("num-006", "廊灯6关了", [one(["l_6"], OFF)], ["numbered"])
    c("num-007", "院灯2开开", [one(["y_deng2"], ON)], ["numbered"])
    c("num-008", "二号院灯关了", [one(["y_deng2"], OFF)], ["numbered", "chinese-numeral"])
    c("num-009", "第四个院灯开开", [one(["y_deng4"], ON)], ["numbered", "ordinal"])
    c("num-010", "院灯一调到百分之三十", [one(["y_deng1"], LEVEL)], ["numbered", "chinese-numeral", "value"])
    c("num-011", "廊灯一、廊灯二开开", [bulk(["l_1", "l_2"], ON)], ["numbered", "list"])
    c("num-012", "头一个廊灯开开", [one(["l_1"], ON)], ["numbered", "ordinal", "colloquial"])
    c("num-013", "最后那个廊灯关了", [one(["l_6"], OFF)], ["numbered", "ordinal"])
    c("num-014", "廊灯二号开开", [one(["l_2"], ON)], ["numbered", "chinese-numeral"])
    c("num-015", "院灯四关喽", [one(["y_deng4"], OFF)], ["numbered", "chinese-numeral", "colloquial"])
    c("num-016", "第二个廊灯调暗点儿", [one(["l_2"], BRIGHTER)], ["numbered", "ordinal", "relative"])

    # ---------------- values ----------------
    c("val-001", "客厅大灯调到百分之六十", [one(["k_dadeng"], LEVEL)], ["value", "brightness"])
    c("val-002", "筒灯亮度调到30", [one(["k_tongdeng"], LEVEL)], ["value", "brightness"])
    c("val-003", "奶奶屋大灯亮点儿", [one(["d_dadeng"], BRIGHTER)], ["relative", "brightness", "family-name"])
    c("val-004", "宝宝夜灯暗点儿，太晃眼", [one(["c_yedeng"], BRIGHTER)], ["relative", "brightness"])
    c("val-005", "书房台灯调暗点儿", [one(STUDY_LAMP, BRIGHTER)], ["relative", "brightness", "label-names-room"])
    c("val-006", "茶台吊灯调到一半", [one(["t_diaodeng"], LEVEL)], ["value", "brightness", "no-switch"])
    c("val-007", "茶台吊灯开开", [one(["t_diaodeng"], LEVEL)], ["no-switch", "light"])
    c("val-008", "茶台吊灯关了", [one(["t_diaodeng"], LEVEL)], ["no-switch", "light"])
    c("val-009", "院灯3调到最亮", [one(["y_deng3"], BRIGHTER)], ["value", "brightness", "numbered"])
    c("val-010", "橱柜灯带调到八十", [one(["f_cabinet"], LEVEL)], ["value", "brightness"])
    c("val-011", "客厅大灯调成暖光", [one(["k_dadeng"], CT)], ["value", "color-temp"])
    c("val-012", "西屋台灯色温调到4000K", [one(STUDY_LAMP, CT)], ["value", "color-temp", "room-by-use"])
    c("val-013", "孩子屋大灯再白一点儿", [one(["c_dadeng"], CT_REL)], ["relative", "color-temp", "room-by-use"])
    c("val-014", "东厢房大灯调成冷白光", [one(["e_dadeng"], CT)], ["value", "color-temp"])
    c("val-015", "Yeelight调成红色", [one(["k_yeelight"], COLOR)], ["value", "color", "brand"])
    c("val-016", "宝宝夜灯换个粉色的", [one(["c_yedeng"], COLOR)], ["value", "color"])
    c("val-017", "星空灯变蓝色", [one(["c_xingkong"], COLOR)], ["value", "color"])
    c("val-018", "石榴树射灯来个绿色儿", [one(["y_shiliu"], COLOR)], ["value", "color", "erhua", "garden"])
    c("val-019", "电视墙灯带调成紫的", [one(["k_dengdai"], COLOR)], ["value", "color"])
    c("val-020", "客厅空调调到制冷", [one(["k_ac"], ["thermostatMode.cool", "thermostatMode.setThermostatMode"])],
      ["value", "ac-mode"])
    c("val-021", "东屋空调开制热", [one(["d_ac"], ["airConditionerMode.setAirConditionerMode"])],
      ["value", "ac-mode", "room-by-use"])
    c("val-022", "东屋空调给我搁到二十四度", [one(["d_ac"], HEATSP)], ["value", "setpoint", "colloquial"])
    c("val-023", "书房空调除除湿", [one(["x_ac"], ["thermostatMode.setThermostatMode"])],
      ["value", "ac-mode", "room-by-use"])
    c("val-024", "东厢房空调二十六度", [one(["e_ac"], SETPOINT)], ["value", "setpoint"])
    c("val-025", "客厅空调温度调低两度", [one(["k_ac"], SETPOINT)], ["relative", "setpoint"])
    c("val-026", "孩子屋空调风小点儿", [one(["c_ac"], AC_FAN)], ["relative", "fan-speed", "room-by-use"])
    c("val-027", "客厅空调风速调到最大", [one(["k_ac"], AC_FAN)], ["value", "fan-speed"])
    c("val-028", "客厅空调改成睡眠风", [one(["k_ac"], ["windMode.setWindMode"])], ["value", "ac-mode"])
    c("val-029", "东屋空调风速调成自动", [one(["d_ac"], ["airConditionerFanMode.setFanMode"])], ["value", "fan-speed"])
    c("val-030", "地暖调到二十二度", [one(["d_heater"], HEATSP)], ["value", "setpoint"])
    c("val-031", "浴霸调到暖风", [one(["w_bath"], ["thermostatMode.heat", "thermostatMode.setThermostatMode"])],
      ["value", "mode"])
    c("val-032", "吊扇给我搁二档上", [one(["t_fan"], ["fanSpeed.setFanSpeed"])], ["value", "fan-speed", "colloquial"])
    c("val-033", "电扇开到最大", [one(["k_fan"], ["airConditionerFanMode.setFanMode", "fanSpeedPercent.setPercent"])],
      ["value", "fan-speed", "no-switch"])
    c("val-034", "电扇摇头", [one(["k_fan"], ["fanOscillationMode.setFanOscillationMode"])], ["value", "fan"])
    c("val-035", "油烟机风力调大点儿", [one(["f_hood"], ["fanMode.setFanMode", "fanSpeedPercent.setPercent"])],
      ["relative", "fan-speed"])
    c("val-036", "西厢房净化器调到睡眠模式", [one(["c_purifier"], ["airPurifierFanMode.setAirPurifierFanMode"])],
      ["value", "mode"])
    c("val-037", "客厅窗帘拉一半", [one(["k_curtain"], SHADE_LEVEL)], ["value", "curtain"])
    c("val-038", "东屋窗帘开到百分之三十", [one(["d_curtain"], SHADE_LEVEL)], ["value", "curtain", "room-by-use"])
    c("val-039", "西厢窗帘再拉开点儿",
      [one(["c_curtain"], SHADE_LEVEL + ["statelessWindowShadeLevelStep.stepShadeLevel"])], ["relative", "curtain"])
    c("val-040", "百叶窗的叶片翻一半", [one(["x_blind"], ["windowShadeTiltLevel.setShadeTiltLevel"])],
      ["value", "curtain"])
    c("val-041", "天棚收起来", [one(["y_tianpeng"], ["windowShade.close"])], ["garden", "curtain"])
    c("val-042", "竹帘停一下", [one(["t_zhulian"], ["statelessCurtainPowerButton.setButton"])], ["curtain", "no-switch"])
    c("val-043", "客厅窗帘停", [one(["k_curtain"], ["windowShade.pause"])], ["curtain"])
    c("val-044", "电视声儿小点儿", [one(["k_soundbar"], VOL_DOWN)], ["volume", "relative", "erhua"])
    c("val-045", "Harman音箱音量调到30", [one(["t_speaker"], ["audioVolume.setVolume"])], ["volume", "value", "brand"])
    c("val-046", "故事机声音大点儿", [one(["c_story"], VOL_UP)], ["volume", "relative"])
    c("val-047", "电视音响静音", [one(["k_soundbar"], ["audioMute.mute", "audioMute.setMute"])], ["volume"])
    c("val-048", "茶室音箱切到蓝牙", [one(["t_speaker"], ["mediaInputSource.setInputSource"])],
      ["value", "media", "room-by-use"])
    c("val-049", "故事机下一首", [one(["c_story"], ["mediaTrackControl.nextTrack"])], ["media"])
    c("val-050", "电视暂停一下", [one(["k_tv"], ["mediaPlayback.pause"])], ["media"])
    c("val-051", "浇花阀门开开", [one(["y_valve"], ["valve.open", "operationalState.start"])], ["valve", "garden"])
    c("val-052", "浇花阀门开一半", [one(["y_valve"], ["level.setLevel"])], ["valve", "value", "garden"])
    c("val-053", "浇花阀门关喽", [one(["y_valve"], ["valve.close", "operationalState.stop"])], ["valve", "garden"])
    c("val-054", "扫地机回去充电", [one(["k_rvc"], ["robotCleanerOperatingState.goHome"])],
      ["robot", "misheard-label"])
    c("val-055", "扫地机先停停", [one(["k_rvc"], ["robotCleanerOperatingState.pause"])], ["robot"])
    c("val-056", "扫地机换成拖地模式", [one(["k_rvc"], ["mode.setMode"])], ["robot", "value"])
    c("val-057", "洗衣机开始洗", [one(["r_washer"], ["operationalState.start"])], ["appliance"])
    c("val-058", "洗衣机先暂停", [one(["r_washer"], ["operationalState.pause"])], ["appliance"])
    c("val-059", "洗衣机多漂一遍", [one(["r_washer"], ["laundryWasherRinseMode.setRinseMode"])],
      ["appliance", "value"])
    c("val-060", "烘干机开开", [one(["r_dryer"], ON + ["operationalState.start"])], ["appliance"])
    c("val-061", "微波炉热两分钟", [one(["f_microwave"], ["cookTime.setCookTime", "operationalState.start"])],
      ["appliance", "value"])
    c("val-062", "洗碗机开始洗吧", [one(["f_dishwasher"], ["operationalState.start"])], ["appliance"])
    c("val-063", "大门开开", [one(["m_gate"], ["doorControl.open"])], ["gate", "name"])
    c("val-064", "街门锁打开", [one(["m_lock"], ["lock.unlock"])], ["lock", "name"])
    c("val-065", "大门关上", [one(["m_gate"], ["doorControl.close"])], ["gate"])
    c("val-066", "大门开一半就行", [one(["m_gate"], ["level.setLevel"])], ["gate", "value"])
    c("val-067", "给狗狗喂食", [one(["y_feeder"], ON)], ["pet", "plug"])
    c("val-068", "狗狗喂食器关了", [one(["y_feeder"], OFF)], ["pet", "name"])
    c("val-069", "星空灯亮度调到百分之二十", [one(["c_xingkong"], LEVEL)], ["value", "brightness"])
    c("val-070", "西屋顶灯暗点儿", [one(["x_dingdeng"], BRIGHTER)], ["relative", "brightness"])
    c("val-071", "客厅空调搁二十六", [one(["k_ac"], SETPOINT)], ["value", "setpoint", "colloquial"])
    c("val-072", "东厢房空调风速调成高风", [one(["e_ac"], AC_FAN)], ["value", "fan-speed"])
    c("val-073", "热水器调成节能模式",
      [one(["w_water"], ["thermostatMode.setThermostatMode", "mode.setMode"])], ["value", "misheard-label"])
    c("val-074", "浴霸的灯调暗点儿", [one(["w_bath"], LEVEL)], ["relative", "brightness"])

    # ---------------- two commands / two actions ----------------
    c("multi-001", "客厅大灯开开，窗帘拉上", [one(["k_dadeng"], ON), one(["k_curtain"], ["windowShade.close"])],
      ["multi", "room"])
    c("multi-002", "电视关了，客厅空调也关了", [one(["k_tv"], OFF), one(["k_ac"], OFF)], ["multi"])
    c("multi-003", "东屋空调开开，调到二十六度", [one(["d_ac"], ON), one(["d_ac"], HEATSP)],
      ["multi", "same-target", "setpoint"])
    c("multi-004", "把客厅大灯打开调到百分之五十", [one(["k_dadeng"], ON), one(["k_dadeng"], LEVEL)],
      ["multi", "same-target", "one-clause"])
    c("multi-005", "宝宝夜灯开开调成黄色", [one(["c_yedeng"], ON), one(["c_yedeng"], COLOR)],
      ["multi", "same-target", "one-clause"])
    c("multi-006", "扫地机停了回去充电",
      [one(["k_rvc"], ["robotCleanerOperatingState.pause"]), one(["k_rvc"], ["robotCleanerOperatingState.goHome"])],
      ["multi", "same-target", "one-clause", "robot"])
    c("multi-007", "院灯1开开，院灯2关了", [one(["y_deng1"], ON), one(["y_deng2"], OFF)], ["multi", "numbered"])
    c("multi-008", "书房空调关了，台灯也关了", [one(["x_ac"], OFF), one(STUDY_LAMP, OFF)],
      ["multi", "room-by-use", "label-names-room"])
    c("multi-009", "洗衣机开始洗，烘干机也开开",
      [one(["r_washer"], ["operationalState.start"]), one(["r_dryer"], ON + ["operationalState.start"])],
      ["multi", "appliance"])
    c("multi-010", "关了电褥子，把东屋床头灯开开", [one(["d_blanket"], OFF), one(["d_chuangtou"], ON)],
      ["multi", "room-by-use"])
    c("multi-011", "茶室的大灯开开，烧水壶也开开", [one(["t_dadeng"], ON), one(["t_kettle"], ON)],
      ["multi", "room-by-use"])
    c("multi-012", "廊灯全开开，院灯全关了", [bulk(LANG, ON), bulk(YUANDENG, OFF)], ["multi", "bulk"])
    c("multi-013", "客厅大灯调暗点儿再暖一点儿", [one(["k_dadeng"], BRIGHTER), one(["k_dadeng"], CT_REL)],
      ["multi", "same-target", "one-clause", "relative"])
    c("multi-014", "门楼灯开开，街门锁上", [one(["m_light"], ON), one(["m_lock"], ["lock.lock"])], ["multi"])
    c("multi-015", "浴霸开开调到暖风",
      [one(["w_bath"], ON), one(["w_bath"], ["thermostatMode.heat", "thermostatMode.setThermostatMode"])],
      ["multi", "same-target", "one-clause"])
    c("multi-016", "孩子屋空调开开，故事机关了", [one(["c_ac"], ON), one(["c_story"], ["mediaPlayback.pause"])],
      ["multi", "room-by-use", "no-switch"])
    c("multi-017", "得嘞，电视关了，灯带也关了", [one(["k_tv"], OFF), one(["k_dengdai"], OFF)],
      ["multi", "colloquial"])
    c("multi-018", "空调开开调到制冷，客厅的", [one(["k_ac"], ON),
                                       one(["k_ac"], ["thermostatMode.cool", "thermostatMode.setThermostatMode"])],
      ["multi", "same-target", "late-room"])

    # ---------------- bulk ----------------
    c("bulk-001", "全家的灯都关了", [bulk(ALL_OFF, OFF)], ["bulk", "whole-house"])
    c("bulk-002", "所有灯都开开", [bulk(ALL_ON, ON)], ["bulk", "whole-house"])
    c("bulk-003", "除了孩子屋，灯都关了", [bulk(L(exclude=["xixiang"]), OFF)], ["bulk", "exclusion", "room-by-use"])
    c("bulk-004", "除了书房，别的屋灯都关了", [bulk(L(exclude=["xiwu"]), OFF)],
      ["bulk", "exclusion", "room-by-use", "label-names-room"])
    c("bulk-005", "东厢房、西厢房的灯都关了", [bulk(L(["dongxiang", "xixiang"]), OFF)], ["bulk", "list"])
    c("bulk-006", "游廊和院子的灯都开开", [bulk(L(["youlang", "yuanzi"]), ON)], ["bulk", "list"])
    c("bulk-007", "所有空调都关了", [bulk(ACS, OFF)], ["bulk", "whole-house", "climate"])
    c("bulk-008", "家里窗帘都拉上", [bulk(CURTAINS, ["windowShade.close"])], ["bulk", "whole-house", "curtain"])
    c("bulk-009", "院灯都调到百分之五十", [bulk(YUANDENG, LEVEL)], ["bulk", "value", "numbered"])
    c("bulk-010", "廊灯都调暗点儿", [bulk(LANG, BRIGHTER)], ["bulk", "relative"])
    c("bulk-011", "东屋、西屋、客厅的空调都开开", [bulk(["d_ac", "x_ac", "k_ac"], ON)],
      ["bulk", "list", "room-by-use"])
    c("bulk-012", "正房的灯都关了", [bulk(L(["keting", "dongwu", "xiwu"]), OFF)],
      ["bulk", "room-group", "label-names-room"])
    c("bulk-013", "两边厢房的灯都关喽", [bulk(L(["dongxiang", "xixiang"]), OFF)], ["bulk", "room-group"])
    c("bulk-014", "除了院子，灯都关了", [bulk(L(exclude=["yuanzi"]), OFF)], ["bulk", "exclusion"])
    c("bulk-015", "除了游廊跟门楼，灯全关了", [bulk(L(exclude=["youlang", "menlou"]), OFF)],
      ["bulk", "exclusion", "list"])
    c("bulk-016", "把家里的灯都调成暖光", [bulk(L(), CT)], ["bulk", "whole-house", "color-temp"])
    c("bulk-017", "客厅的灯全给我开开", [bulk(L(["keting"]), ON)], ["bulk", "room"])
    c("bulk-018", "东屋的灯都关了", [bulk(L(["dongwu"]), OFF)], ["bulk", "room-by-use"])
    c("bulk-019", "茶室、书房、孩子屋的灯都关了", [bulk(L(["daozuo", "xiwu", "xixiang"]), OFF)],
      ["bulk", "list", "room-by-use", "label-names-room"])
    c("bulk-020", "院子里的灯都调到一半", [bulk(L(["yuanzi"]), LEVEL)], ["bulk", "value", "room-by-use"])
    c("bulk-021", "所有台灯都关了", [bulk(TAIDENG, OFF)], ["bulk", "duplicate-label"])
    c("bulk-022", "四个院灯都关了", [bulk(YUANDENG, OFF)], ["bulk", "numbered"])
    c("bulk-023", "除了东屋，空调都关了", [bulk([a for a in ACS if a != "d_ac"], OFF)],
      ["bulk", "exclusion", "climate", "room-by-use"])
    c("bulk-024", "孩子屋跟书房的窗帘都拉上", [bulk(["c_curtain", "x_blind"], ["windowShade.close"])],
      ["bulk", "list", "curtain", "room-by-use"])

    # ---------------- quantifier any with a count ----------------
    c("any-001", "随便开两个廊灯", [one(LANG, ON, count=2)], ["quantifier-any"])
    c("any-002", "院灯开一个就行", [one(YUANDENG, ON, count=1)], ["quantifier-any"])
    c("any-003", "廊灯开俩就够了", [one(LANG, ON, count=2)], ["quantifier-any", "colloquial"])
    c("any-004", "随便哪个台灯开一盏", [one(TAIDENG, ON, count=1)], ["quantifier-any", "duplicate-label"])
    c("any-005", "院灯随便关三个", [one(YUANDENG, OFF, count=3)], ["quantifier-any"])

    # ---------------- stated needs ----------------
    c("need-001", "东屋太热了",
      [one(["d_ac"], ON + ["airConditionerMode.setAirConditionerMode"] + HEATSP)], ["need", "room-by-use"])
    c("need-002", "院里太黑了", [one(L(["yuanzi"]), ON + BRIGHTER)], ["need", "room-by-use"])
    c("need-003", "孩子屋太冷了",
      [one(["c_ac"], ON + ["thermostatMode.heat", "thermostatMode.setThermostatMode"] + HEATSP)],
      ["need", "room-by-use"])
    c("need-004", "书房太暗了，看不清字", [one(L(["xiwu"]), ON + BRIGHTER)], ["need", "room-by-use",
                                                                      "label-names-room"])
    c("need-005", "卫生间有味儿", [one(["w_vent"], ON + ["fanMode.setFanMode"])], ["need", "erhua"])
    c("need-006", "客厅太亮了，晃眼", [one(L(["keting"]), OFF + BRIGHTER)], ["need"])
    c("need-007", "茶室有点儿热", [one(["t_fan"], ON + ["fanSpeed.setFanSpeed"])], ["need", "room-by-use"])
    c("need-008", "厨房油烟太大了", [one(["f_hood"], ["fanMode.setFanMode", "fanSpeedPercent.setPercent"])],
      ["need", "no-switch"])
    c("need-009", "狗窝太凉了", [one(["y_dogpad"], STAR)], ["need", "pet", "out-of-spec"])
    c("need-010", "花该浇水了", [one(["y_valve"], ["valve.open", "operationalState.start"])], ["need", "garden"])
    c("need-011", "游廊黑咕隆咚的", [one(LANG, ON + BRIGHTER)], ["need", "colloquial"])
    c("need-012", "东厢房太热了，睡不着",
      [one(["e_ac"], ON + ["thermostatMode.cool", "thermostatMode.setThermostatMode"] + SETPOINT + AC_FAN)],
      ["need"])

    # ---------------- conditions ----------------
    c("cond-001", "等孩子睡了把西厢房灯关了", [bulk(L(["xixiang"]), OFF)], ["condition", "bulk"])
    c("cond-002", "一会儿我出门了把街门锁上", [one(["m_lock"], ["lock.lock"])], ["condition"])
    c("cond-003", "要是下雨了就把天棚收起来", [one(["y_tianpeng"], ["windowShade.close"])], ["condition", "garden"])
    c("cond-004", "七点钟把院灯都开开", [bulk(YUANDENG, ON)], ["condition", "bulk", "numbered"])
    c("cond-005", "等水开了把烧水壶关了", [one(["t_kettle"], OFF)], ["condition", "partial-name"])
    c("cond-006", "奶奶要是睡了，电视声儿调小点儿", [one(["k_soundbar"], VOL_DOWN)], ["condition", "volume"])
    c("cond-007", "天黑了把门楼灯开开", [one(["m_light"], ON)], ["condition"])
    c("cond-008", "洗完了把洗衣机关了", [one(["r_washer"], OFF + ["operationalState.stop"])], ["condition"])

    # ---------------- references with history ----------------
    c("hist-001", "再亮点儿", [one(["k_dadeng"], BRIGHTER)], ["history", "reference", "relative"],
      ["把客厅大灯开开"])
    c("hist-002", "调成蓝色的", [one(["c_yedeng"], COLOR)], ["history", "reference", "color"], ["宝宝夜灯开开"])
    c("hist-003", "调到二十五度", [one(["d_ac"], HEATSP)], ["history", "reference", "setpoint"], ["东屋空调开开"])
    c("hist-004", "把它关了", [one(["l_3"], OFF)], ["history", "reference", "pronoun"], ["廊灯3开开"])
    c("hist-005", "那台灯呢，也开开", [one(STUDY_LAMP, ON)], ["history", "reference", "label-names-room"],
      ["书房空调开开"])
    c("hist-006", "拉开一半吧", [one(["k_curtain"], SHADE_LEVEL)], ["history", "reference", "curtain"],
      ["客厅窗帘拉上"])
    c("hist-007", "声儿大点儿", [one(["c_story"], VOL_UP)], ["history", "reference", "volume"], ["故事机打开"])
    c("hist-008", "三号也开开", [one(["y_deng3"], ON)], ["history", "reference", "numbered"], ["院灯2开开"])
    c("hist-009", "再暗点儿", [one(["e_dadeng"], BRIGHTER)], ["history", "reference", "relative"],
      ["东厢房大灯开开", "调暗点儿"])
    c("hist-010", "得嘞，让它回去吧", [one(["k_rvc"], ["robotCleanerOperatingState.goHome"])],
      ["history", "reference", "pronoun", "robot"], ["扫地机开始扫"])
    c("hist-011", "风小点儿", [one(["c_ac"], AC_FAN)], ["history", "reference", "fan-speed"], ["把西厢房的空调开开"])
    c("hist-012", "关了吧", [one(["t_diaodeng"], LEVEL)], ["history", "reference", "no-switch"], ["茶台吊灯开开"])
    c("hist-013", "洗完了没有", [one(["r_washer"], STAR)], ["history", "reference", "state"], ["洗衣机开始洗"])
    c("hist-014", "都调暗点儿", [bulk(LANG, BRIGHTER)], ["history", "reference", "bulk"], ["所有廊灯开开"])
    c("hist-015", "这屋空调也开开", [one(["c_ac"], ON)], ["history", "reference", "this-room"], ["孩子屋的大灯开开"])
    c("hist-016", "那个也关了", [one(["e_chuangtou"], OFF)], ["history", "reference", "pronoun"],
      ["东厢房大灯关了", "东厢房床头灯开开"])
    c("hist-017", "再高两度", [one(["k_ac"], SETPOINT)], ["history", "reference", "setpoint"],
      ["客厅空调调到二十四度"])
    c("hist-018", "甭关了，调暗点儿就行", [one(["d_dadeng"], BRIGHTER)], ["history", "reference", "correction"],
      ["奶奶屋大灯开开"])
    c("hist-019", "东厢房的呢", [one(["e_ac"], OFF)], ["history", "reference", "ellipsis"], ["西厢房的空调关了"])

    # ---------------- state questions ----------------
    c("state-001", "院里现在多少度", [one(["y_temp"], STAR)], ["state", "room-by-use"])
    c("state-002", "东屋空调开着呢吗", [one(["d_ac"], STAR)], ["state", "room-by-use"])
    c("state-003", "街门锁上没有", [one(["m_lock"], STAR)], ["state", "lock"])
    c("state-004", "耳房漏水没有", [one(["r_leak"], STAR)], ["state"])
    c("state-005", "宝宝屋多少度", [one(["c_temp", "c_ac"], STAR)], ["state", "room-by-use"])
    c("state-006", "客厅湿度多少", [one(["k_aqara", "k_ac"], STAR)], ["state"])
    c("state-007", "花池干不干", [one(["y_soil"], STAR)], ["state", "garden"])
    c("state-008", "游廊有人吗", [one(["l_motion"], STAR)], ["state"])
    c("state-009", "街门关着吗", [one(["m_contact", "m_gate"], STAR)], ["state"])
    c("state-010", "厨房烟感报警了吗", [one(["f_smoke"], STAR)], ["state"])
    c("state-011", "冰箱门关好了吗", [one(["f_fridge"], STAR)], ["state"])
    c("state-012", "门口摄像头拍到人没有", [one(["m_camera"], STAR)], ["state", "out-of-spec"])
    c("state-013", "洗衣机洗完了吗", [one(["r_washer"], STAR)], ["state"])
    c("state-014", "客厅大灯开着没", [one(["k_dadeng"], STAR)], ["state", "duplicate-label"])
    c("state-015", "燃气阀门关上了吗", [one(["f_gas"], STAR)], ["state", "no-commands"])
    c("state-016", "Aqara温湿度现在多少度", [one(["k_aqara"], STAR)], ["state", "brand"])
    c("state-017", "卫生间漏水了没", [one(["w_leak"], STAR)], ["state"])
    c("state-018", "鱼缸的泵还转着吗", [one(["y_fish"], STAR)], ["state", "out-of-spec"])

    # ---------------- clarify ----------------
    c("clar-001", "把大灯打开", [clar(DADENG, ON)], ["clarify", "duplicate-label"])
    c("clar-002", "空调开开", [clar(ACS, ON)], ["clarify", "duplicate-label"])
    c("clar-003", "台灯关了", [clar(TAIDENG, OFF)], ["clarify", "duplicate-label"])
    c("clar-004", "把它关了", [clar()], ["clarify", "pronoun", "no-history"])
    c("clar-005", "二楼的灯开开", [clar()], ["clarify", "unknown-room"])
    c("clar-006", "车库门打开", [clar()], ["clarify", "unknown-room"])
    c("clar-007", "廊灯9开开", [clar(LANG, ON)], ["clarify", "numbered", "bad-index"])
    c("clar-008", "太热了", [clar(ACS)], ["clarify", "need"])
    c("clar-009", "所有灯", [clar(L())], ["clarify", "no-verb"])
    c("clar-010", "床头灯开开", [clar(["d_chuangtou", "e_chuangtou"], ON)], ["clarify", "duplicate-label"])
    c("clar-011", "窗帘拉上", [clar(CURTAINS, ["windowShade.close"])], ["clarify", "type"])
    c("clar-012", "地下室的灯关了", [clar()], ["clarify", "unknown-room"])
    c("clar-013", "开开", [clar()], ["clarify", "no-object"])
    c("clar-014", "院灯5开开", [clar(YUANDENG, ON)], ["clarify", "numbered", "bad-index"])
    c("clar-015", "第七个廊灯关了", [clar(LANG, OFF)], ["clarify", "numbered", "bad-index", "ordinal"])
    c("clar-016", "把灯调亮点儿", [clar([k for k in L() if m.supports(k, "switchLevel.setLevel")], BRIGHTER)],
      ["clarify", "type"])
    c("clar-017", "那屋的灯关了", [clar()], ["clarify", "this-room", "no-history"])
    c("clar-018", "这屋太黑了", [clar()], ["clarify", "need", "this-room", "no-history"])
    c("clar-019", "大灯调到百分之五十", [clar(DADENG[:4], LEVEL)], ["clarify", "duplicate-label", "value"])
    c("clar-020", "空调调到二十六度", [clar(ACS, SETPOINT)], ["clarify", "duplicate-label", "setpoint"])
    c("clar-021", "太黑了", [clar()], ["clarify", "need"])
    c("clar-022", "阁楼的空调关了", [clar()], ["clarify", "unknown-room"])
    c("clar-023", "西厢房的电视打开", [clar(["k_tv"])], ["clarify", "no-device-in-room"])
    c("clar-024", "廊灯零开开", [clar(LANG, ON)], ["clarify", "numbered", "bad-index"])

    # ---------------- none ----------------
    c("none-001", "今儿天儿不错啊", [none()], ["none", "chit-chat"])
    c("none-002", "明儿北京下雨吗", [none()], ["none", "weather"])
    c("none-003", "故宫几点关门", [none()], ["none", "world"])
    c("none-004", "这空调是前年买的", [none()], ["none", "remark"])
    c("none-005", "甭关院灯", [none()], ["none", "refusal"])
    c("none-006", "得了得了不用了", [none()], ["none", "refusal"])
    c("none-007", "哎呦喂，累死我了", [none()], ["none", "chit-chat"])
    c("none-008", "您吃了吗", [none()], ["none", "chit-chat"])
    c("none-009", "爷爷又把遥控器搁哪儿了", [none()], ["none", "remark"])
    c("none-010", "这灯儿还挺亮堂", [none()], ["none", "remark"])
    c("none-011", "咕噜咕噜八拉八拉", [none()], ["none", "gibberish"])
    c("none-012", "嗯嗯啊啊那个那个", [none()], ["none", "gibberish"])
    c("none-013", "别开空调，费电", [none()], ["none", "refusal"])
    c("none-014", "谁把廊灯弄坏了", [none()], ["none", "remark"])
    c("none-015", "狗狗今儿乖不乖", [none()], ["none", "chit-chat", "pet"])
    c("none-016", "一加一等于几", [none()], ["none", "world"])
    c("none-017", "油烟机那动静跟拖拉机似的", [none()], ["none", "remark"])
    c("none-018", "今儿个农历初几啊", [none()], ["none", "world"])
    c("none-019", "算了，灯先甭开了", [none()], ["none", "refusal"])
    c("none-020", "那窗帘不用管它", [none()], ["none", "refusal"])
    c("none-021", "你叫什么名字", [none()], ["none", "chit-chat"])
    c("none-022", "我跟你说，这院子以前是我爷爷的", [none()], ["none", "remark"])
    c("none-023", "qwe rty 哈", [none()], ["none", "gibberish"])
    c("none-024", "北京烤鸭哪家最地道", [none()], ["none", "world"])
    c("none-025", "这石榴树今年结得真多", [none()], ["none", "remark", "garden"])
    c("none-026", "甭管扫地机，它爱扫就扫吧", [none()], ["none", "refusal"])
    c("none-027", "明天降温吗，要不要穿秋裤", [none()], ["none", "weather"])
    c("none-028", "鱼缸里那几条金鱼还挺精神", [none()], ["none", "remark"])

    # ---------------- long transcripts ----------------
    c("long-001", LONG_1, [one(["d_ac"], ON)], ["long", "elderly", "room-by-use"])
    c("long-002", LONG_2, [one(["c_yedeng"], ON)], ["long", "room-by-use"])

    # ---------------- grandparents' slow, repetitive speech ----------------
    c("elder-001", "那个……那个……奶奶屋那个大灯……开开……开开", [one(["d_dadeng"], ON)],
      ["elderly", "repetition", "family-name"])
    c("elder-002", "收音机，收音机那个插座，爷爷的，给我开开", [one(["d_radio"], ON)],
      ["elderly", "repetition", "family-name"])
    c("elder-003", "空调……东屋的，东屋的空调，关喽关喽", [one(["d_ac"], OFF)],
      ["elderly", "repetition", "room-by-use"])
    c("elder-004", "电褥子，电褥子，开开啊，开开", [one(["d_blanket"], ON)], ["elderly", "repetition"])
    c("elder-005", "哎，那个什么，院子里浇花的那个阀门，开开吧", [one(["y_valve"], ["valve.open",
                                                                          "operationalState.start"])],
      ["elderly", "garden", "descriptive"])
    c("elder-006", "小孙子屋里那灯……那个夜灯……关了吧关了吧", [one(["c_yedeng"], OFF)],
      ["elderly", "repetition", "room-by-use"])
    c("elder-007", "电视，电视那声儿，太大了太大了", [one(["k_soundbar"], VOL_DOWN)],
      ["elderly", "repetition", "volume", "need"])
    c("elder-008", "劳驾您，劳驾，把那个……地暖，地暖调高点儿", [one(["d_heater"], HEATSP)],
      ["elderly", "repetition", "relative", "setpoint"])
    c("elder-009", "我说，那个门楼的灯，门楼的灯，给开开吧，黑灯瞎火的", [one(["m_light"], ON)],
      ["elderly", "repetition"])
    c("elder-010", "窗帘，我们屋的窗帘，东屋的，拉上拉上", [one(["d_curtain"], ["windowShade.close"])],
      ["elderly", "repetition", "room-by-use"])
    c("elder-011", "那狗……狗狗吃的那个……喂食的，给开开", [one(["y_feeder"], ON)],
      ["elderly", "descriptive", "pet"])
    c("elder-012", "老伴儿，老伴儿那边那床头灯，东屋的，关喽", [one(["d_chuangtou"], OFF)],
      ["elderly", "repetition", "room-by-use"])

    # ---------------- misc colloquial ----------------
    c("misc-001", "劳驾，把孩子屋空调给我调到二十七度", [one(["c_ac"], SETPOINT)], ["colloquial", "setpoint"])
    c("misc-002", "廊灯都给我开开", [bulk(LANG, ON)], ["bulk", "colloquial"])
    c("misc-003", "得嘞，把书房的空调关喽", [one(["x_ac"], OFF)], ["colloquial", "room-by-use"])
    c("misc-004", "把门儿锁上", [one(["m_lock"], ["lock.lock"])], ["erhua", "lock"])
    c("misc-005", "Aqara那个温湿度计电量还够吗", [one(["k_aqara"], STAR)], ["state", "brand"])
    c("misc-006", "茶台那吊灯亮点儿", [one(["t_diaodeng"], LEVEL)], ["relative", "no-switch"])
    c("misc-007", "孩子屋那星空灯给开开", [one(["c_xingkong"], ON)], ["room-by-use", "colloquial"])
    c("misc-008", "把院灯三给我关喽", [one(["y_deng3"], OFF)], ["numbered", "chinese-numeral", "colloquial"])
    c("misc-009", "客厅那电扇风小点儿", [one(["k_fan"], ["airConditionerFanMode.setFanMode",
                                                    "fanSpeedPercent.setPercent"])], ["relative", "fan-speed"])
    c("misc-010", "吊扇关喽", [one(["t_fan"], OFF)], ["name", "colloquial"])
    c("misc-011", "故事机先别放了", [one(["c_story"], ["mediaPlayback.pause"])],
      ["no-switch", "media"])
    c("misc-012", "洗碗机先停一下", [one(["f_dishwasher"], ["operationalState.pause", "operationalState.stop"])],
      ["appliance"])
    c("misc-013", "东厢房的窗帘拉开一点儿",
      [one(["e_curtain"], SHADE_LEVEL + ["statelessWindowShadeLevelStep.stepShadeLevel"])], ["relative", "curtain"])
    c("misc-014", "电视音响开开", [one(["k_soundbar"], ON)], ["name", "media"])
    c("misc-015", "Harman 下一首", [one(["t_speaker"], ["mediaTrackControl.nextTrack"])], ["brand", "media"])
    c("misc-016", "石榴树那灯关了吧", [one(["y_shiliu"], OFF)], ["partial-name", "garden"])
    c("misc-017", "鱼缸那泵关一下", [one(["y_fish"], STAR)], ["out-of-spec", "garden"])
    c("misc-018", "摄像头转一下看看门口", [one(["m_camera"], STAR)], ["out-of-spec"])
    c("misc-019", "西屋顶灯开开", [one(["x_dingdeng"], ON)], ["name", "room-by-use"])
    c("misc-020", "游廊的灯儿都关喽", [bulk(L(["youlang"]), OFF)], ["bulk", "erhua"])
    c("misc-021", "卫生间的镜前灯开开", [one(["w_mirror"], ON)], ["room", "relay-light"])
    c("misc-022", "浴霸的灯儿开开", [one(["w_bath"], ON + LEVEL)], ["erhua", "name"])
    c("misc-023", "厨房顶灯关了", [one(["f_light"], OFF)], ["name", "relay-light"])
    c("misc-024", "孩子屋那净化器关了", [one(["c_purifier"], ["airPurifierFanMode.setAirPurifierFanMode",
                                                         "fanSpeedPercent.setPercent"])],
      ["room-by-use", "no-switch"])
    c("misc-025", "热水器开开", [one(["w_water"], ["thermostatMode.heat", "thermostatMode.setThermostatMode"])],
      ["misheard-label", "no-switch"])
    c("misc-026", "竹帘卷上去", [one(["t_zhulian"], ["statelessCurtainPowerButton.setButton"])],
      ["no-switch", "curtain"])
    c("misc-027", "宝宝夜灯调成暖黄光", [one(["c_yedeng"], CT + COLOR)], ["value", "color-temp"])
    c("misc-028", "空调开开，西屋的", [one(["x_ac"], ON)], ["late-room", "room-by-use"])
    c("misc-029", "廊灯二跟廊灯四关了", [bulk(["l_2", "l_4"], OFF)], ["numbered", "list", "chinese-numeral"])
    c("misc-030", "二号三号院灯开开", [bulk(["y_deng2", "y_deng3"], ON)], ["numbered", "list"])
    return C


# --------------------------------------------------------------------------
# README
# --------------------------------------------------------------------------
def readme_text(home, spec, cases, profiles):
    m_counts = collections.Counter(e["mode"] for c in cases for e in c["expect"])
    tags = collections.Counter(t for c in cases for t in c["tags"])
    cats = collections.Counter(i["components"][0]["categories"][0]["name"] for i in home["items"])
    room_names = {r["roomId"]: r["name"] for r in home["rooms"]}
    per_room = collections.Counter(room_names.get(i.get("roomId"), "(none)") for i in home["items"])
    left = ", ".join(f"`{profile_id(a)}`" for a in LEFT_OUT)
    left_devs = ", ".join(f"{d[1]}" for d in DEVICES if d[3] in LEFT_OUT)
    n_cmd = sum(len(s["capabilities"]) for s in spec)
    n_en = sum(1 for s in spec for cc in s["capabilities"] if all(ord(ch) < 128 for ch in cc["description"]))
    lights = [d for d in DEVICES if PROFILES[d[3]] and
              profiles[PROFILES[d[3]]]["categories"][0] == "Light"]
    lines = []
    a = lines.append
    a("# Blind set: siheyuan (北京四合院)")
    a("")
    a("Written blind: no engine source, tests, docs or other bench sets of the project were read.")
    a("")
    a("A renovated Beijing courtyard house: a retired couple (爷爷、奶奶), their son's family with a "
      "six-year-old, and a dog. Requests are in Beijing colloquial Mandarin (甭、得嘞、您、劳驾、给我、搁、"
      "儿化音、开开/关喽), including the grandparents' slow, repetitive speech.")
    a("")
    a("Files: `home.json`, `spec.jsonl`, `cases.jsonl` are generated by `build.py` (stdlib only). "
      "`python build.py` regenerates and validates; `python build.py --check` re-validates the files on disk.")
    a("Profiles and capability commands are copied from `shared/data/smartthings` (`profiles.jsonl`, "
      "`capabilities.json`). deviceId / roomId are uuid5 of readable keys (`device:k_dadeng`, `room:keting`).")
    a("")
    a("## Home")
    a("")
    a(f"{len(home['items'])} devices, {len(home['rooms'])} rooms, one floor. "
      f"{len(lights)} devices of category Light, plus {len(RELAY_LIGHTS)} relays labelled as lights "
      f"(耳房灯, 厨房顶灯, 镜前灯) = {len(lights) + len(RELAY_LIGHTS)} lights.")
    a("")
    a("| room | what it is / how the family says it | devices |")
    a("| --- | --- | --- |")
    alias = {
        "正房客厅": "living room (also 堂屋)", "正房东屋": "grandparents' bedroom: 东屋, 爷爷奶奶屋, 老两口屋, 奶奶屋",
        "正房西屋": "study: 书房, 西屋", "东厢房": "son and wife: 小两口屋", "西厢房": "child: 孩子屋, 宝宝屋, 小孙子屋",
        "倒座房": "guest / tea room: 茶室, 客房", "耳房": "storage + washing machine", "厨房": "kitchen",
        "卫生间": "bathroom", "院子": "courtyard: 院里", "门楼": "gate house (街门)", "游廊": "covered corridor",
    }
    for _, n in ROOMS:
        a(f"| {n} | {alias[n]} | {per_room[n]} |")
    a(f"| (roomId `{room_id(PHANTOM_ROOM)}`, not in rooms) | 冰柜 (the family calls the place 后罩房) | 1 |")
    a("| (no roomId) | 小太阳 portable heater | 1 |")
    a("")
    a("Categories: " + ", ".join(f"{k} {v}" for k, v in sorted(cats.items(), key=lambda x: (-x[1], x[0]))) + ".")
    a("")
    a("Light variety: on/off only (倒座房大灯, 东屋床头灯, 卫生间吸顶灯, 倒座房台灯, 门楼灯 with motion), "
      "dimmable (筒灯, 奶奶屋大灯, 东厢房床头灯, 院灯1-4, 廊灯1-6, 孩子屋台灯, 西屋顶灯, 橱柜灯带), "
      "dimmable without `switch` (茶台吊灯, fibaro-rgbw-controller: only `switchLevel`), "
      "colour temperature (客厅大灯, 孩子屋大灯, 西屋台灯, 书房台灯 — the last without step commands), "
      "colour (Yeelight, 东厢房大灯, 电视墙灯带 [no colour temperature], 宝宝夜灯, 星空灯, 石榴树射灯).")
    a("")
    a("Label traps: 大灯 in 客厅/东厢房/西厢房/倒座房 plus 奶奶屋大灯 in 东屋; 空调 in 5 rooms; 台灯 in 西屋, "
      "西厢房, 倒座房; 床头灯 in 东屋 and 东厢房; 书房台灯 sits in 东厢房 (the study is 正房西屋); "
      "numbered 廊灯1-6 and 院灯1-4; brand labels Yeelight, Aqara 温湿度, Harman 音箱; "
      "misheard labels 扫地鸡 (扫地机), 空气净化气 (空气净化器), 热水气 (热水器); family labels 爷爷的收音机插座, "
      "奶奶屋大灯, 宝宝夜灯, 电褥子; pets 狗狗喂食器 (a plug), 狗窝暖垫; garden 浇花阀门, 鱼缸 (pump), 天棚 "
      "(awning), 石榴树射灯.")
    a("")
    a("## Spec")
    a("")
    a(f"{len(spec)} spec lines, {n_cmd} commands; descriptions ~{round(100 * n_en / n_cmd)}% English, rest "
      "Chinese (chosen per command by a hash, value-list descriptions follow the command's language). "
      "Every command of every `main` capability that `capabilities.json` describes is listed, including "
      "`refresh`; `firmwareUpdate` is left out, and `lock.unlatch` is left out (profile is not an unlatch lock). "
      "Capabilities absent from `capabilities.json` (e.g. `safetyValve`, `pumpOperationMode`, "
      "`samsungim.hueSyncMode`, `powerConsumptionReport`) have no commands. Large or free-string enums are cut "
      "to plausible values (thermostat modes per device type, DeepSmart air-conditioner modes, "
      "`fanMode` from the profile's enabledValues); ranges come from the profile's capability_config where it "
      "has one; `mediaPlayback` honours the profile's enabled commands.")
    a("")
    a(f"Left out of the spec on purpose: {left} (devices: {left_devs}). Cases naming them use "
      "`capabilities: [\"*\"]`, because no command id for them can be taken from the spec.")
    a("")
    a("## Labelling decisions")
    a("")
    for d in DECISIONS:
        a(f"- {d}")
    a("")
    a("## Counts")
    a("")
    a(f"{len(cases)} cases, {sum(m_counts.values())} expect entries: " +
      ", ".join(f"{k} {m_counts[k]}" for k in ("one", "all", "clarify", "none")) + ".")
    a(f"Cases with `history`: {sum(1 for c in cases if c.get('history'))}. "
      f"Entries with `count` (quantifier any): {sum(1 for c in cases for e in c['expect'] if 'count' in e)}.")
    a("")
    a("Tags: " + ", ".join(f"{k} {v}" for k, v in sorted(tags.items(), key=lambda x: (-x[1], x[0]))) + ".")
    a("")
    return "\n".join(lines)


DECISIONS = [
    "`mode: one` lists every acceptable device and every command that does the job. Brighter/dimmer "
    "(亮点儿/暗点儿, 最亮) → `switchLevel-setLevel` plus `statelessSwitchLevelStep-stepLevel` when the device has "
    "it; an absolute percentage → `setLevel` only. Warmer/whiter relative → `setColorTemperature` plus "
    "`stepColorTemperatureByPercent`; 暖光/冷白光/4000K → `setColorTemperature` only. A colour name → "
    "`setColor` or `setHue`. 暖黄光 on a colour+CT bulb accepts colour-temperature and colour commands.",
    "A bare temperature on an air conditioner → `setCoolingSetpoint` and `setHeatingSetpoint` where present; "
    "the 东屋 DeepSmart unit (`Ac.v1`) only has `setHeatingSetpoint`, so that is the only command for it. "
    "AC modes: matter ACs → `thermostatMode-cool`/`heat` and `setThermostatMode`; 除湿 → `setThermostatMode` only; "
    "DeepSmart → `setAirConditionerMode`. AC fan speed → `airConditionerFanMode-setFanMode` and "
    "`fanSpeedPercent-setPercent`; 睡眠风 → `windMode-setWindMode`.",
    "Devices without `switch` are switched by what they have: 茶台吊灯 (only `switchLevel`) on/off/亮点儿 → "
    "`setLevel`; 油烟机, 电扇, 净化器 on/off → fan-mode / fan-percent commands; 故事机 打开 → `mediaPlayback-play`, "
    "别放了/关 → `pause` (the jbl profile enables only play and pause); 地暖 and 热水器 开开 → `thermostatMode-heat` or `setThermostatMode`; 竹帘 "
    "(stateless curtain button) → `setButton`.",
    "`mode: all` = exactly the devices in scope that support every listed command (computed by `build.py` "
    "from the spec). Consequences: 茶台吊灯 (no `switch`) drops out of every bulk on/off, including "
    "茶室的灯都开开; 把家里的灯都调成暖光 covers only lights with `setColorTemperature`; 廊灯都调暗点儿 lists "
    "`setLevel` and `stepLevel` because all 廊灯 have both.",
    "\"把X屋的灯关了\" with several lights in that room is `mode: all` even when one device's label looks like "
    "the room's light; the kitchen relay is labelled 厨房顶灯 and the bathroom ceiling light 吸顶灯 so that "
    "厨房的灯 / 卫生间的灯 are plainly room + type (both rooms have two lights: bulk). Rooms with one light "
    "(耳房, 门楼) are `mode: one`.",
    "Lights = category Light plus the three relays labelled as lights: 耳房灯 (aqara-switch-module-no-power), "
    "厨房顶灯 (wallhero), 镜前灯 (aqara-switch-no-power). Not lights: 浴霸 (Thermostat with a lamp: its "
    "`switchLevel` is used only for 浴霸的灯…) and every plug (电褥子, 收音机插座, 烧水壶 …). 石榴树射灯 and 门楼灯 are Lights and count.",
    "A device is in its roomId room; a label naming another room counts for either when including, and an "
    "exclusion drops it by either. Only 书房台灯 (in 东厢房) names another room (书房 = 正房西屋). So 书房台灯 / "
    "西屋台灯 / 书房的台灯 accept both 西屋台灯 and 东厢房's 书房台灯; 书房的灯关了 and 正房的灯都关了 include it; "
    "除了书房，别的屋灯都关了 drops it; 东厢房、西厢房的灯 includes it by its roomId.",
    "Room words: 东屋/爷爷奶奶屋/老两口屋/奶奶屋 = 正房东屋; 书房/西屋 = 正房西屋; 孩子屋/宝宝屋/小孙子屋 = 西厢房; "
    "茶室/客房 = 倒座房; 院里 = 院子; 堂屋 = 正房客厅; 小两口屋 = 东厢房; 正房 = the three 正房 rooms; "
    "厢房/两边厢房 = 东厢房 + 西厢房.",
    "家里窗帘都拉上 = every Blind with `windowShade-close` except 天棚 (a courtyard awning, not a curtain); 竹帘 "
    "drops out because it has no `windowShade-close`. 孩子屋跟书房的窗帘 = 西厢窗帘 + 百叶窗.",
    "Quantifier any with a count (随便开两个廊灯) is `mode: one` listing every acceptable device, with an extra "
    "key `count` (number wanted); scoring by hit@k ignores it.",
    "Stated needs are `mode: one` over every device that helps, with every helpful command: 院里太黑了 → the five "
    "courtyard lights (on / setLevel / stepLevel); 东屋太热了 → the DeepSmart AC (on, setAirConditionerMode, "
    "setHeatingSetpoint); 茶室有点儿热 → 吊扇 (the tea room has no AC); 书房太暗了 → the three study lamps. A need "
    "with no room (太热了, 太黑了) or 这屋/那屋 with no history is `clarify`.",
    "Conditions (等孩子睡了…, 七点钟…, 要是下雨了…) are labelled by their action part only.",
    "`clarify` entries list the candidate devices where there are any (and the command when clear); unknown rooms "
    "(二楼, 车库, 地下室, 阁楼), 把它关了 without history, a bare 开开 list none. 客房的空调开开 is clarify (no AC in "
    "倒座房); 西厢房的电视打开 is clarify with the only TV (客厅) as candidate. 窗帘拉上 with no room is clarify "
    "although one curtain is labelled just 窗帘 (six curtain-type devices). 大灯调到百分之五十 lists only the four "
    "dimmable 大灯 candidates.",
    "Index that does not exist (廊灯9, 廊灯零, 第七个廊灯, 院灯5) is clarify with the existing series as candidates.",
    "State questions use `capabilities: [\"*\"]` and list every device that can answer (宝宝屋多少度 → 温湿度计 and "
    "the AC, which reports temperature; 街门关着吗 → 门磁 and the gate).",
    "Out-of-spec devices (鱼缸 pump, 门口摄像头, 狗窝暖垫) are labelled with `[\"*\"]` whatever the request.",
    "电视声儿小点儿: the TV profile (`media-video-player`) has no volume on `main`; the family's soundbar 电视音响 "
    "(samsung-audio) carries the volume, so volume requests about 电视 go to 电视音响.",
    "大门 is the motorised gate (Door, `doorControl` + `level`); 街门锁 is the lock. 大门开开 → gate "
    "`doorControl-open` only; 锁上 → `lock-lock`; 开一半 → gate `level-setLevel`.",
    "浇花阀门 (irrigation-system): 开开 accepts `valve-open` or `operationalState-start`, 关 accepts `valve-close` "
    "or `operationalState-stop`, 开一半 → `level-setLevel`. 烘干机开开 accepts `switch-on` or "
    "`operationalState-start`; 洗衣机开始洗 → `operationalState-start`.",
    "A late room (空调开开，西屋的) resolves to that room. 电视 in a two-command case with 客厅空调 stays 客厅's TV "
    "(the only TV).",
    "`mode: none` entries are `{\"devices\": [], \"capabilities\": [], \"mode\": \"none\"}`: chit-chat, weather, "
    "world questions, remarks about devices, refusals (甭关院灯, 别开空调), 得了得了不用了, gibberish. The two long "
    "rambling transcripts end in one real request and are labelled normally.",
    "Two commands in one request give one entry each, in order; one clause with two actions on one target "
    "(把客厅大灯打开调到百分之五十) likewise gives two entries.",
]


# --------------------------------------------------------------------------
# Validation
# --------------------------------------------------------------------------
def validate(home, spec, cases, strict=True):
    errors = []
    ids = {i["deviceId"] for i in home["items"]}
    room_ids = {r["roomId"] for r in home["rooms"]}
    spec_by_pid = {}
    for s in spec:
        if s["profileId"] in spec_by_pid:
            errors.append(f"duplicate spec line {s['profileId']}")
        spec_by_pid[s["profileId"]] = {c["id"] for c in s["capabilities"]}
    dev_cmds = {i["deviceId"]: spec_by_pid.get(i["profile"]["id"]) for i in home["items"]}
    if len(ids) != len(home["items"]):
        errors.append("duplicate deviceId")
    missing_room = [i["label"] for i in home["items"] if i.get("roomId") and i["roomId"] not in room_ids]
    no_room = [i["label"] for i in home["items"] if not i.get("roomId")]
    if len(missing_room) != 1 or len(no_room) != 1:
        errors.append(f"expected one device with unknown roomId and one with none: {missing_room} {no_room}")
    out_of_spec = {i["profile"]["id"] for i in home["items"]} - set(spec_by_pid)
    if len(out_of_spec) != 3:
        errors.append(f"expected 3 profiles left out of spec, got {sorted(out_of_spec)}")
    seen = set()
    for c in cases:
        cid = c.get("id")
        if cid in seen:
            errors.append(f"duplicate case id {cid}")
        seen.add(cid)
        if not c.get("tags"):
            errors.append(f"{cid}: no tags")
        if c.get("home") != "home.json":
            errors.append(f"{cid}: home must be home.json")
        if "history" in c and not (isinstance(c["history"], list) and all(isinstance(h, str) for h in c["history"])):
            errors.append(f"{cid}: bad history")
        if not c.get("expect"):
            errors.append(f"{cid}: empty expect")
        for e in c["expect"]:
            mode = e.get("mode")
            devs, caps = e.get("devices", []), e.get("capabilities", [])
            extra = set(e) - {"devices", "capabilities", "mode", "count"}
            if extra:
                errors.append(f"{cid}: unknown keys {extra}")
            if "count" in e and mode != "one":
                errors.append(f"{cid}: count only on mode one")
            for d in devs:
                if d not in ids:
                    errors.append(f"{cid}: unknown device {d}")
            if mode == "none":
                if devs or caps:
                    errors.append(f"{cid}: mode none must list nothing")
            elif mode == "one":
                if not devs or not caps:
                    errors.append(f"{cid}: mode one needs devices and capabilities")
                if caps == ["*"]:
                    continue
                if "*" in caps:
                    errors.append(f"{cid}: '*' mixed with commands")
                for cap in caps:
                    if not any(dev_cmds.get(d) and cap in dev_cmds[d] for d in devs):
                        errors.append(f"{cid}: {cap} not in any listed device's spec line")
                if strict:
                    for d in devs:
                        if not dev_cmds.get(d) or not (set(caps) & dev_cmds[d]):
                            errors.append(f"{cid}: listed device {d} supports none of {caps}")
            elif mode == "all":
                if len(devs) < 1 or not caps:
                    errors.append(f"{cid}: mode all needs devices and capabilities")
                if len(set(devs)) != len(devs):
                    errors.append(f"{cid}: duplicate devices")
                for d in devs:
                    for cap in caps:
                        if not dev_cmds.get(d) or cap not in dev_cmds[d]:
                            errors.append(f"{cid}: mode all device {d} lacks {cap}")
            elif mode == "clarify":
                pass
            else:
                errors.append(f"{cid}: bad mode {mode}")
    return errors


def read_jsonl(p: Path):
    return [json.loads(l) for l in p.read_text(encoding="utf-8").splitlines() if l.strip()]


def report(home, spec, cases):
    modes = collections.Counter(e["mode"] for c in cases for e in c["expect"])
    n_light = sum(1 for i in home["items"] if i["components"][0]["categories"][0]["name"] == "Light")
    print(f"devices: {len(home['items'])} (Light category: {n_light}, relays labelled as lights: "
          f"{len(RELAY_LIGHTS)}), rooms: {len(home['rooms'])}, spec lines: {len(spec)}")
    print(f"cases: {len(cases)}, expect entries: {sum(modes.values())} -> " +
          ", ".join(f"{k}={modes.get(k, 0)}" for k in ("one", "all", "clarify", "none")))
    print(f"history cases: {sum(1 for c in cases if c.get('history'))}")
    return n_light


def main(argv):
    check_only = "--check" in argv
    if check_only:
        home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
        spec = read_jsonl(HERE / "spec.jsonl")
        cases = read_jsonl(HERE / "cases.jsonl")
    else:
        profiles, caps = load_sources()
        for a, key in PROFILES.items():
            if key not in profiles:
                raise SystemExit(f"profile {key} not found in profiles.jsonl")
        used = []
        for d in DEVICES:
            if d[3] not in used:
                used.append(d[3])
        home = build_home(profiles)
        spec = [spec_line(a, profiles[PROFILES[a]], caps) for a in sorted(used) if a not in LEFT_OUT]
        model = Model(home, spec)
        raw = build_cases(model)
        cases = []
        for cid, q, expect, tags, history in raw:
            ex = []
            for e in expect:
                e2 = dict(e)
                e2["devices"] = [dev_id(k) for k in e["devices"]]
                e2["capabilities"] = [x if x == "*" else full(x) for x in e["capabilities"]]
                ex.append(e2)
            case = {"id": cid, "home": "home.json", "query": q, "expect": ex, "tags": tags}
            if history:
                case["history"] = history
            cases.append(case)
        for cid, q, *_ in raw:
            if cid.startswith("long-") and not (300 <= len(q) <= 800):
                raise SystemExit(f"{cid}: length {len(q)} not in 300..800")
        (HERE / "home.json").write_text(json.dumps(home, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        (HERE / "spec.jsonl").write_text("".join(json.dumps(s, ensure_ascii=False) + "\n" for s in spec),
                                         encoding="utf-8")
        (HERE / "cases.jsonl").write_text("".join(json.dumps(c, ensure_ascii=False) + "\n" for c in cases),
                                          encoding="utf-8")
        (HERE / "README.md").write_text(readme_text(home, spec, cases, profiles), encoding="utf-8")
    errors = validate(home, spec, cases)
    n_light = report(home, spec, cases)
    if len(home["items"]) < 85:
        errors.append("fewer than 85 devices")
    if n_light < 30:
        errors.append("fewer than 30 lights")
    if len(cases) < 230:
        errors.append("fewer than 230 cases")
    if errors:
        print("ERRORS:")
        for e in errors:
            print("  " + e)
        return 1
    print("OK")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
