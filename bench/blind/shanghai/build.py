"""Blind evaluation set "shanghai": a renovated 1990s Shanghai flat (couple + toddler).

Usage:
    python build.py           write home.json, spec.jsonl, cases.jsonl, README.md beside this script
    python build.py --check   re-validate the files on disk (ids, commands, bulk sets) and print counts

Stdlib only (Python 3.11). Real facts come from shared/data/smartthings (profiles.jsonl,
capabilities.json): every device copies the categories and capabilities of a real
SmartThingsEdgeDrivers profile; the spec's commands come from the capability definitions;
descriptions were written for this set (about 30% in English).
Written blind: nothing under the engine's src/tests/docs/bench was read.
"""
from __future__ import annotations

import json
import re
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
NS = uuid.UUID("5d0c3b7e-1f2a-4c55-8e1d-6a3b9f0c2e44")
LOCATION_ID = str(uuid.uuid5(NS, "location:shanghai-flat"))

# ---------------------------------------------------------------------------------------------
# Rooms and devices
# ---------------------------------------------------------------------------------------------
ROOMS = ["客餐厅", "厨房", "主卧", "宝宝房", "书房兼客房", "卫生间", "晾衣阳台", "过道", "新房间"]
ROOM_KEYS = {"客餐厅": "living-dining", "厨房": "kitchen", "主卧": "master", "宝宝房": "baby",
             "书房兼客房": "study-guest", "卫生间": "bath", "晾衣阳台": "balcony", "过道": "hallway",
             "新房间": "new-room"}
STALE_ROOM = "储藏室"  # a room deleted in the app: its id survives on one device, not in `rooms`

# key: (label or None, name, room or None, profile name, driver, transport)
DEVICES: dict[str, tuple] = {
    # 客餐厅
    "lr_pendant": ("沙发上方吊灯", "Matter Tunable White Pendant", "客餐厅", "light-level-colorTemperature-2700K-6500K", "matter-switch", "MATTER"),
    "lr_dining": ("餐桌灯", "Matter Dimmable Light", "客餐厅", "light-level", "matter-switch", "MATTER"),
    "lr_y1": ("Yeelight 1", "Yeelight Downlight", "客餐厅", "color-temp-bulb-2700K-6500K", "zigbee-switch", "ZIGBEE"),
    "lr_y2": ("Yeelight 2", "Yeelight Downlight", "客餐厅", "color-temp-bulb-2700K-6500K", "zigbee-switch", "ZIGBEE"),
    "lr_y3": ("Yeelight 3", "Yeelight Downlight", "客餐厅", "color-temp-bulb-2700K-6500K", "zigbee-switch", "ZIGBEE"),
    "lr_strip": ("电视墙灯带", "Zigbee RGBW Strip", "客餐厅", "rgbw-bulb-2200K-6500K", "zigbee-switch", "ZIGBEE"),
    "lr_floor": ("落地灯", "Hue white ambiance", "客餐厅", "white-ambiance", "philips-hue", "LAN"),
    "lr_curtain": ("客厅窗帘", "Aqara Curtain Driver E1", "客餐厅", "window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment", "ZIGBEE"),
    "lr_sheer": ("客厅纱帘", "Zigbee Curtain Motor", "客餐厅", "window-treatment-profile", "zigbee-window-treatment", "ZIGBEE"),
    "lr_ac": ("柜机", "Matter Room Air Conditioner", "客餐厅", "room-air-conditioner", "matter-thermostat", "MATTER"),
    "lr_tv": ("电视机", "Matter Video Player", "客餐厅", "media-video-player", "matter-media", "MATTER"),
    "lr_sound": ("回音壁", "Samsung Soundbar", "客餐厅", "samsung-audio", "samsung-audio", "LAN"),
    "lr_purifier": ("客厅净化器", "Matter Air Purifier", "客餐厅", "air-purifier-hepa-wind", "matter-thermostat", "MATTER"),
    "lr_th": ("客厅温湿度计", "Aqara Temperature and Humidity Sensor", "客餐厅", "humidity-temp-battery-aqara", "zigbee-humidity-sensor", "ZIGBEE"),
    "lr_fresh": ("新风", "DeepSmart Fresh Air", "客餐厅", "Newfan.v1", "deepsmart", "LAN"),
    # 厨房
    "kt_light": ("厨房灯", "Aqara Single Switch Module T1", "厨房", "aqara-switch-module-no-power", "zigbee-switch", "ZIGBEE"),
    "kt_cabinet": ("橱柜灯", "Zigbee Dimmer", "厨房", "on-off-level", "zigbee-switch", "ZIGBEE"),
    "kt_hood": ("油烟机", "Matter Extractor Hood", "厨房", "extractor-hood-light", "matter-appliance", "MATTER"),
    "kt_rice": ("电饭煲", "Zigbee Plug", "厨房", "basic-plug", "zigbee-switch", "ZIGBEE"),
    "kt_heater": ("燃气热水器", "Matter Water Heater", "厨房", "water-heater", "matter-thermostat", "MATTER"),
    "kt_gas": ("燃气报警器", "Aqara Natural Gas Detector", "厨房", "gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector", "ZIGBEE"),
    "kt_leak": ("厨房水浸", "Zigbee Water Leak Sensor", "厨房", "water-battery", "zigbee-water-leak-sensor", "ZIGBEE"),
    # 主卧
    "mb_ceiling": ("顶灯", "Zigbee Tunable White Ceiling Light", "主卧", "color-temp-bulb-2200K-6500K", "zigbee-switch", "ZIGBEE"),
    "mb_bed": ("床头灯", "Aqara LED Bulb T1", "主卧", "aqara-led-bulb", "zigbee-switch", "ZIGBEE"),
    "mb_desk": ("书房台灯", "Matter Desk Lamp", "主卧", "light-level-colorTemperature-2200K-6500K", "matter-switch", "MATTER"),
    "mb_ac": ("空调", "DeepSmart AC", "主卧", "Ac.v1", "deepsmart", "LAN"),
    "mb_curtain": ("主卧窗帘", "Zigbee Roller Shade", "主卧", "window-treatment-battery", "zigbee-window-treatment", "ZIGBEE"),
    "mb_speaker": ("床头音箱", "JBL Speaker", "主卧", "jbl", "jbl", "LAN"),
    "mb_blanket": ("电热毯", "Matter Plug", "主卧", "plug-binary", "matter-switch", "MATTER"),
    "mb_window": ("主卧窗磁", "Zigbee Contact Sensor", "主卧", "contact-battery-profile", "zigbee-contact", "ZIGBEE"),
    # 宝宝房
    "kd_ceiling": ("顶灯", "Zigbee RGBW Ceiling Light", "宝宝房", "rgbw-bulb-2000K-6500K", "zigbee-switch", "ZIGBEE"),
    "kd_night": ("宝宝房小夜灯", "Zigbee Night Light with Motion", "宝宝房", "on-off-level-motion-sensor", "zigbee-switch", "ZIGBEE"),
    "kd_star": ("星空投影灯", "Zigbee Color Light", "宝宝房", "color-bulb", "zigbee-switch", "ZIGBEE"),
    "kd_ac": ("空调", "Matter Room Air Conditioner", "宝宝房", "room-air-conditioner-fan-heating-cooling", "matter-thermostat", "MATTER"),
    "kd_curtain": ("宝宝房窗帘", "Zigbee Curtain Motor", "宝宝房", "window-treatment-no-preset", "zigbee-window-treatment", "ZIGBEE"),
    "kd_purifier": ("宝宝房净化器", "Matter Air Purifier", "宝宝房", "air-purifier-hepa", "matter-thermostat", "MATTER"),
    "kd_th": ("宝宝房温湿度计", "Zigbee Temp Humidity Sensor", "宝宝房", "humidity-temp-battery", "zigbee-humidity-sensor", "ZIGBEE"),
    "kd_story": ("故事机", "Matter Speaker", "宝宝房", "media-speaker", "matter-media", "MATTER"),
    # 书房兼客房
    "st_ceiling": ("顶灯", "Matter On/Off Light", "书房兼客房", "light-binary", "matter-switch", "MATTER"),
    "st_lamp": ("台灯", "GE Link Bulb", "书房兼客房", "ge-link-bulb", "zigbee-switch", "ZIGBEE"),
    "st_pc": ("电脑插座", "Matter Energy Plug", "书房兼客房", "plug-power-energy-powerConsumption", "matter-switch", "MATTER"),
    "st_blind": ("百叶帘", "Matter Venetian Blind", "书房兼客房", "window-covering-tilt", "matter-window-covering", "MATTER"),
    "st_fan": ("落地扇", "Matter Fan", "书房兼客房", "fan-rock-wind", "matter-thermostat", "MATTER"),
    "st_ac": ("书房空调", "Matter Room Air Conditioner", "书房兼客房", "room-air-conditioner-heating-cooling", "matter-thermostat", "MATTER"),
    # 卫生间
    "bt_light": ("卫生间灯", "Zigbee Light", "卫生间", "on-off-bulb-no-firmware-update", "zigbee-switch", "ZIGBEE"),
    "bt_mirror": ("镜前灯", "Zigbee Dimmer with Meter", "卫生间", "light-level-power", "zigbee-switch", "ZIGBEE"),
    "bt_vent": ("排气扇", "Aqara Wall Switch H1", "卫生间", "aqara-switch-no-power", "zigbee-switch", "ZIGBEE"),
    "bt_heater": ("浴霸", "Laisiao Smart Bath Heater", "卫生间", "switch-smart-bath-heater-laisiao", "zigbee-switch", "ZIGBEE"),
    "bt_leak": ("卫生间水浸", "Matter Leak Sensor", "卫生间", "leak-battery", "matter-sensor", "MATTER"),
    # 晾衣阳台
    "bc_light": ("阳台灯", "Matter Light with Power Meter", "晾衣阳台", "light-power", "matter-switch", "MATTER"),
    "bc_rack": ("电动晾衣架", "Aqara Roller Motor", "晾衣阳台", "window-treatment-aqara", "zigbee-window-treatment", "ZIGBEE"),
    "bc_washer": ("洗烘一体机", "Matter Laundry Washer", "晾衣阳台", "laundry-washer", "matter-appliance", "MATTER"),
    "bc_plug": ("阳台插座", "Zigbee Plug", "晾衣阳台", "basic-plug", "zigbee-switch", "ZIGBEE"),
    "bc_th": (None, "Aqara 温湿度传感器", "晾衣阳台", "humidity-temp-battery", "zigbee-humidity-sensor", "ZIGBEE"),
    # 过道
    "hw_light": ("过道灯", "Matter Light with Motion", "过道", "light-level-motion", "matter-switch", "MATTER"),
    "hw_shoe": ("鞋柜灯", "Zigbee Dimmer", "过道", "on-off-level", "zigbee-switch", "ZIGBEE"),
    "hw_lock": ("门锁", "Aqara Smart Lock", "过道", "aqara-lock-battery", "aqara-lock", "ZIGBEE"),
    "hw_door": ("大门门磁", "Zigbee Door Sensor", "过道", "contact-battery-tamper-no-fw-update", "zigbee-contact", "ZIGBEE"),
    "hw_motion": ("过道人体感应", "Aqara Motion Sensor", "过道", "motion-battery-aqara", "zigbee-motion-sensor", "ZIGBEE"),
    # 新房间 (never renamed)
    "nw_light": (None, "Aqara Ceiling Light L1", "新房间", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "nw_dehum": ("除湿机插座", "Matter Plug", "新房间", "plug-binary", "matter-switch", "MATTER"),
    # no room / deleted room
    "nr_robot": ("扫拖机器人", "Matter Robot Vacuum", None, "rvc-clean-mode", "matter-rvc", "MATTER"),
    "nr_storage": ("储藏室灯", "Zigbee On/Off Light", STALE_ROOM, "on-off-bulb", "zigbee-switch", "ZIGBEE"),
}
# Profiles deliberately left out of spec.jsonl (sensors: the devices still exist in home.json).
SPEC_OMIT = {"gas-lifetime-selfcheck-aqara", "contact-battery-tamper-no-fw-update", "motion-battery-aqara"}
# A wall-switch relay whose label names the light it drives counts as a light.
LIGHT_BY_LABEL = {"kt_light"}
# Label names another room of the home (书房 = alias of 书房兼客房): counts in both rooms for bulk.
LABEL_ROOM = {"mb_desk": "书房兼客房"}
# Blind-category devices that are not curtains (a person saying 窗帘 does not mean them).
NOT_CURTAIN = {"bc_rack"}

# ---------------------------------------------------------------------------------------------
# Profiles and capability definitions
# ---------------------------------------------------------------------------------------------
PROFILES: dict = {}
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


def dev_id(key: str) -> str:
    return str(uuid.uuid5(NS, "device:" + key))


def room_id(room: str) -> str:
    return str(uuid.uuid5(NS, "room:" + ROOM_KEYS.get(room, room)))


# ---------------------------------------------------------------------------------------------
# Spec: descriptions written for this set
# ---------------------------------------------------------------------------------------------
DESC = {  # cap.cmd -> (zh, en)
    "switch.on": ("开启", "switch on"),
    "switch.off": ("关闭", "switch off"),
    "switchLevel.setLevel": ("亮度调到指定百分比", "set dim level (percent)"),
    "statelessSwitchLevelStep.stepLevel": ("亮度增减若干（正数调亮，负数调暗）", "raise or lower brightness by a step"),
    "colorControl.setColor": ("设定灯光颜色", "set colour (hue/saturation or hex)"),
    "colorControl.setHue": ("设定色调", "set hue"),
    "colorControl.setSaturation": ("设定饱和度", "set saturation"),
    "colorTemperature.setColorTemperature": ("设定白光色温（K，越小越暖黄）", "set white colour temperature (kelvin)"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("色温往暖或往冷调一档", "nudge colour temperature warmer/cooler"),
    "windowShade.open": ("全部拉开", "open fully"),
    "windowShade.close": ("全部合拢", "close fully"),
    "windowShade.pause": ("停在当前位置", "stop moving"),
    "windowShadeLevel.setShadeLevel": ("开合程度设为百分比（0 合拢，100 全开）", "set opening percentage"),
    "windowShadePreset.presetPosition": ("去到收藏位置", "move to the saved preset"),
    "windowShadePreset.setPresetPosition": ("保存收藏位置", "store a preset position"),
    "windowShadeTiltLevel.setShadeTiltLevel": ("调节叶片翻转角度", "set slat tilt"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("开合程度增减一步", "step the opening up or down"),
    "airConditionerMode.setAirConditionerMode": ("切换空调模式", "change AC operating mode"),
    "airConditionerFanMode.setFanMode": ("切换风量档位", "change fan level"),
    "thermostatMode.setThermostatMode": ("选择运行模式", "choose operating mode"),
    "thermostatMode.heat": ("进入制热", "heat mode"),
    "thermostatMode.cool": ("进入制冷", "cool mode"),
    "thermostatMode.auto": ("进入自动", "auto mode"),
    "thermostatMode.off": ("停止运行", "mode off"),
    "thermostatMode.emergencyHeat": ("应急加热", "emergency heat"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("制冷时的目标温度", "cooling target temperature"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("制热时的目标温度", "heating target temperature"),
    "fanSpeedPercent.setPercent": ("风量百分比", "fan speed in percent"),
    "fanMode.setFanMode": ("吸力档位", "fan level"),
    "fanOscillationMode.setFanOscillationMode": ("摇头方式", "oscillation (swing) mode"),
    "windMode.setWindMode": ("风感（自然风/睡眠风）", "wind type"),
    "airPurifierFanMode.setAirPurifierFanMode": ("净化档位", "purifier fan mode"),
    "audioVolume.setVolume": ("音量设为指定值", "set volume"),
    "audioVolume.volumeUp": ("声音大一点", "volume up"),
    "audioVolume.volumeDown": ("声音小一点", "volume down"),
    "audioMute.mute": ("静音", "mute"),
    "audioMute.unmute": ("恢复声音", "unmute"),
    "audioMute.setMute": ("设定静音开关", "set mute"),
    "mediaPlayback.play": ("播放", "play"),
    "mediaPlayback.pause": ("暂停", "pause"),
    "mediaPlayback.stop": ("停止", "stop"),
    "mediaPlayback.fastForward": ("快进", "fast forward"),
    "mediaPlayback.rewind": ("倒回", "rewind"),
    "mediaPlayback.setPlaybackStatus": ("设定播放状态", "set playback status"),
    "mediaTrackControl.nextTrack": ("切到下一个（歌曲/剧集）", "next track"),
    "mediaTrackControl.previousTrack": ("回到上一个（歌曲/剧集）", "previous track"),
    "mediaPresets.playPreset": ("播放收藏", "play a favourite"),
    "audioNotification.playTrack": ("播一段提示音", "play a notification clip"),
    "audioNotification.playTrackAndResume": ("插播提示音后接着放", "play clip then resume"),
    "audioNotification.playTrackAndRestore": ("插播提示音后还原", "play clip then restore"),
    "keypadInput.sendKey": ("模拟遥控器按键", "send a remote key"),
    "lock.lock": ("锁门", "lock the door"),
    "lock.unlock": ("解锁开门", "unlock"),
    "lock.unlatch": ("收回锁舌", "unlatch"),
    "operationalState.start": ("启动程序", "start the cycle"),
    "operationalState.pause": ("暂停程序", "pause the cycle"),
    "operationalState.resume": ("继续程序", "resume the cycle"),
    "operationalState.stop": ("终止程序", "stop the cycle"),
    "robotCleanerOperatingState.start": ("开始打扫", "start cleaning"),
    "robotCleanerOperatingState.pause": ("暂停打扫", "pause cleaning"),
    "robotCleanerOperatingState.goHome": ("回基站充电", "go back to the dock"),
    "mode.setMode": ("选择模式", "select mode"),
    "laundryWasherRinseMode.setRinseMode": ("漂洗次数", "rinse setting"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("脱水转速", "spin speed"),
    "refresh.refresh": ("同步最新状态", "refresh status"),
    "energyMeter.resetEnergyMeter": ("用电量清零", "reset energy counter"),
    "firmwareUpdate.checkForFirmwareUpdate": ("检查新固件", "check for new firmware"),
    "firmwareUpdate.updateFirmware": ("安装新固件", "install firmware"),
}
DESC_BY_PROFILE = {
    ("Ac.v1", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("空调设定温度", "AC target temperature"),
    ("water-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("出水温度", "outlet water temperature"),
    ("water-heater", "mode.setMode"): ("热水器工作模式", "water heater mode"),
    ("Newfan.v1", "airConditionerFanMode.setFanMode"): ("新风风量", "fresh-air volume"),
    ("laundry-washer", "operationalState.start"): ("开始洗衣", "start washing"),
    ("laundry-washer", "mode.setMode"): ("洗涤程序", "wash programme"),
    ("rvc-clean-mode", "mode.setMode"): ("清洁方式（扫/拖/扫拖）", "cleaning mode"),
    ("extractor-hood-light", "fanMode.setFanMode"): ("油烟机风力", "hood suction level"),
}
ENGLISH_PROFILES = {"window-covering-tilt", "room-air-conditioner-heating-cooling", "media-speaker", "white-ambiance"}

VALUES = {  # list key -> [(value, zh, en)]
    "ac_mode": [("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("fan", "送风", "fan"), ("dry", "除湿", "dry"), ("auto", "自动", "auto")],
    "tm_full": [("off", "关", "off"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("auto", "自动", "auto"),
                ("dryair", "除湿", "dry air"), ("fanonly", "送风", "fan only")],
    "tm_fan": [("off", "关", "off"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("auto", "自动", "auto"), ("fanonly", "送风", "fan only")],
    "tm_basic": [("off", "关", "off"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("auto", "自动", "auto")],
    "tm_heat": [("off", "关", "off"), ("heat", "加热", "heat")],
    "ac_fan": [("auto", "自动风", "auto"), ("low", "小风", "low"), ("medium", "中风", "medium"), ("high", "大风", "high")],
    "fan_fan": [("off", "关", "off"), ("low", "一档", "low"), ("medium", "二档", "medium"), ("high", "三档", "high"), ("auto", "自动", "auto")],
    "hood": [("off", "关", "off"), ("low", "小档", "low"), ("medium", "中档", "medium"), ("high", "大档", "high"),
             ("turbo", "爆炒档", "turbo"), ("auto", "自动", "auto")],
    "purifier": [("off", "关", "off"), ("auto", "自动", "auto"), ("sleep", "睡眠", "sleep"), ("low", "低", "low"),
                 ("medium", "中", "medium"), ("high", "高", "high"), ("quiet", "静音", "quiet")],
    "wind": [("noWind", "普通风", "normal"), ("sleepWind", "睡眠风", "sleep wind"), ("naturalWind", "自然风", "natural wind")],
    "osc": [("off", "不摇头", "off"), ("horizontal", "左右摇头", "horizontal"), ("vertical", "上下摇头", "vertical"), ("swing", "全向摇头", "swing")],
    "washer": [("Normal", "标准", "normal"), ("Quick", "快洗", "quick"), ("Delicate", "轻柔", "delicate"),
               ("Heavy", "强力", "heavy"), ("Baby", "婴儿衣物", "baby care"), ("WashDry", "洗烘一体", "wash and dry")],
    "rvc": [("Vacuum", "扫地", "vacuum"), ("Mop", "拖地", "mop"), ("Vacuum and Mop", "扫拖一起", "vacuum and mop")],
    "heater_mode": [("Off", "关闭", "off"), ("Manual", "手动", "manual"), ("Timed", "预约", "timed")],
    "rinse": [("none", "不漂", "none"), ("normal", "标准漂洗", "normal"), ("extra", "多漂一次", "extra"), ("max", "最多漂洗", "max")],
    "spin": [("off", "不脱水", "no spin"), ("low", "低转速", "low"), ("medium", "中转速", "medium"), ("high", "高转速", "high")],
    "mute": [("muted", "静音", "muted"), ("unmuted", "有声", "unmuted")],
    "playback": [("paused", "暂停", "paused"), ("playing", "播放", "playing"), ("stopped", "停止", "stopped"),
                 ("fast forwarding", "快进", "fast forwarding"), ("rewinding", "倒回", "rewinding")],
    "keys": [("UP", "上", "up"), ("DOWN", "下", "down"), ("LEFT", "左", "left"), ("RIGHT", "右", "right"),
             ("SELECT", "确定", "ok"), ("BACK", "返回", "back"), ("EXIT", "退出", "exit"), ("MENU", "菜单", "menu"),
             ("SETTINGS", "设置", "settings"), ("HOME", "首页", "home")]
            + [(f"NUMBER{i}", f"数字{i}", f"digit {i}") for i in range(10)],
}
VALUE_LISTS = {
    ("Ac.v1", "airConditionerMode.setAirConditionerMode"): "ac_mode",
    ("Ac.v1", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("Newfan.v1", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner", "thermostatMode.setThermostatMode"): "tm_full",
    ("room-air-conditioner-fan-heating-cooling", "thermostatMode.setThermostatMode"): "tm_fan",
    ("room-air-conditioner-heating-cooling", "thermostatMode.setThermostatMode"): "tm_basic",
    ("water-heater", "thermostatMode.setThermostatMode"): "tm_heat",
    ("room-air-conditioner", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner-fan-heating-cooling", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("fan-rock-wind", "airConditionerFanMode.setFanMode"): "fan_fan",
    ("extractor-hood-light", "fanMode.setFanMode"): "hood",
    ("laundry-washer", "mode.setMode"): "washer",
    ("rvc-clean-mode", "mode.setMode"): "rvc",
    ("water-heater", "mode.setMode"): "heater_mode",
    ("laundry-washer", "laundryWasherRinseMode.setRinseMode"): "rinse",
    ("laundry-washer", "laundryWasherSpinSpeed.setSpinSpeed"): "spin",
}
GENERIC_VALUE_LISTS = {"airPurifierFanMode.setAirPurifierFanMode": "purifier", "windMode.setWindMode": "wind",
                       "fanOscillationMode.setFanOscillationMode": "osc", "audioMute.setMute": "mute",
                       "mediaPlayback.setPlaybackStatus": "playback", "keypadInput.sendKey": "keys"}
RANGES = {
    "switchLevel.setLevel": (0, 100, "%"), "statelessSwitchLevelStep.stepLevel": (-100, 100, "%"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": (-100, 100, "%"),
    "colorControl.setHue": (0, 100, "%"), "colorControl.setSaturation": (0, 100, "%"),
    "windowShadeLevel.setShadeLevel": (0, 100, "%"), "windowShadePreset.setPresetPosition": (0, 100, "%"),
    "windowShadeTiltLevel.setShadeTiltLevel": (0, 100, "%"), "statelessWindowShadeLevelStep.stepShadeLevel": (-100, 100, "%"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": (16, 30, "C"), "thermostatHeatingSetpoint.setHeatingSetpoint": (16, 30, "C"),
    "fanSpeedPercent.setPercent": (0, 100, "%"), "audioVolume.setVolume": (0, 100, "%"),
}
PROFILE_RANGES = {("water-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): (35, 65, "C")}


def english(profile: str, key: str) -> bool:
    return profile in ENGLISH_PROFILES or zlib.crc32(f"sh|{profile}|{key}".encode()) % 4 == 0


def enabled_commands(profile: dict, cap: str) -> set[str] | None:
    for value in profile["capability_config"].get(cap, []):
        if value.get("key") == "{{enumCommands}}":
            return set(value.get("enabledValues", []))
    return None


def ct_range(profile: dict) -> tuple[int, int]:
    m = re.search(r"(\d{4})[kK]-(\d{4})[kK]", profile["name"])
    return (int(m.group(1)), int(m.group(2))) if m else (2200, 6500)


def spec_line(profile: dict) -> dict:
    name = profile["name"]
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
            zh, en = DESC_BY_PROFILE.get((name, key)) or DESC[key]
            entry: dict = {"id": f"main-{cap}-{cmd['name']}", "description": en if english(name, key) else zh}
            args = [a for a in cmd["arguments"] if not a.get("optional")]
            if args:
                arg = args[0]
                entry["type"] = arg.get("type", "string")
                rng = PROFILE_RANGES.get((name, key)) or RANGES.get(key)
                if key == "colorTemperature.setColorTemperature":
                    lo, hi = ct_range(profile)
                    rng = (lo, hi, "K")
                if key == "switchLevel.setLevel":
                    for v in profile["capability_config"].get("switchLevel", []):
                        if v.get("key") == "level.value" and "range" in v:
                            rng = (v["range"][0], v["range"][1], "%")
                if rng:
                    entry["value_range"] = {"min": rng[0], "max": rng[1], "unit": rng[2]}
                vl = VALUE_LISTS.get((name, key)) or GENERIC_VALUE_LISTS.get(key)
                if vl:
                    entry["value_list"] = [{"value": v, "description": ve if english(name, key + v) else vz}
                                           for v, vz, ve in VALUES[vl]]
            entries.append(entry)
    return {"profileId": name, "capabilities": entries}


def build_spec() -> dict[str, dict]:
    spec: dict[str, dict] = {}
    for key in DEVICES:
        prof = profile_of(key)
        if prof["name"] not in spec and prof["name"] not in SPEC_OMIT:
            spec[prof["name"]] = spec_line(prof)
    return spec


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
TMODE, TCOOL, THEAT, TOFF = (C("thermostatMode", m) for m in ("setThermostatMode", "cool", "heat", "off"))
ACMODE, ACFAN = C("airConditionerMode", "setAirConditionerMode"), C("airConditionerFanMode", "setFanMode")
FANPCT, FANMODE = C("fanSpeedPercent", "setPercent"), C("fanMode", "setFanMode")
OSC, WIND = C("fanOscillationMode", "setFanOscillationMode"), C("windMode", "setWindMode")
PURIFIER = C("airPurifierFanMode", "setAirPurifierFanMode")
SETVOL, VOLUP, VOLDOWN = C("audioVolume", "setVolume"), C("audioVolume", "volumeUp"), C("audioVolume", "volumeDown")
MUTE, UNMUTE = C("audioMute", "mute"), C("audioMute", "unmute")
PLAY, MPAUSE, MSTOP = C("mediaPlayback", "play"), C("mediaPlayback", "pause"), C("mediaPlayback", "stop")
NEXT = C("mediaTrackControl", "nextTrack")
LOCK, UNLOCK = C("lock", "lock"), C("lock", "unlock")
OPSTART, OPPAUSE, OPSTOP, OPRESUME = (C("operationalState", m) for m in ("start", "pause", "stop", "resume"))
RVCSTART, RVCPAUSE, RVCHOME = (C("robotCleanerOperatingState", m) for m in ("start", "pause", "goHome"))
SETMODE, RINSE, SPIN = C("mode", "setMode"), C("laundryWasherRinseMode", "setRinseMode"), C("laundryWasherSpinSpeed", "setSpinSpeed")
ANY = "*"

BRIGHTER = [SETLEVEL, STEPLEVEL]
COLOR = [SETCOLOR, SETHUE]
WARMER = [SETCT, STEPCT]
SETPOINT = [COOLSP, HEATSP]
VOL_UP = [VOLUP, SETVOL]
VOL_DOWN = [VOLDOWN, SETVOL]
FAN_ONOFF = [ACFAN, FANPCT]          # the Matter fan has no switch
HOOD_ONOFF = [FANMODE, FANPCT]
PURIFIER_ONOFF = [PURIFIER, FANPCT]

# ---------------------------------------------------------------------------------------------
# Sets
# ---------------------------------------------------------------------------------------------
SPEC = build_spec()


def spec_ids(key: str) -> set[str]:
    line = SPEC.get(DEVICES[key][3])
    return {c["id"] for c in line["capabilities"]} if line else set()


def lights() -> list[str]:
    return [k for k in DEVICES if category_of(k) == "Light" or k in LIGHT_BY_LABEL]


def curtains() -> list[str]:
    return [k for k in DEVICES if category_of(k) == "Blind" and k not in NOT_CURTAIN]


def acs() -> list[str]:
    return [k for k in DEVICES if category_of(k) == "AirConditioner"]


def rooms_of(key: str) -> set[str]:
    out = {room_of(key)} if room_of(key) else set()
    if key in LABEL_ROOM:
        out.add(LABEL_ROOM[key])
    return out


def in_rooms(keys: list[str], *rooms: str) -> list[str]:
    return [k for k in keys if rooms_of(k) & set(rooms)]


def except_rooms(keys: list[str], *rooms: str) -> list[str]:
    return [k for k in keys if not rooms_of(k) & set(rooms)]


def in_room_by_id(keys: list[str], room: str) -> list[str]:
    return [k for k in keys if room_of(k) == room]


def supporting(keys: list[str], *cmds: str) -> list[str]:
    return [k for k in keys if all(c in spec_ids(k) for c in cmds)]


# ---------------------------------------------------------------------------------------------
# Cases
# ---------------------------------------------------------------------------------------------
CASES: list[dict] = []


def _e(keys, caps, mode):
    keys = [keys] if isinstance(keys, str) else list(keys)
    caps = [caps] if isinstance(caps, str) else list(caps)
    return {"devices": keys, "capabilities": caps, "mode": mode}


def one(keys, caps):
    return _e(keys, caps, "one")


def every(keys, caps):
    return _e(keys, caps, "all")


def ask(keys, caps):
    return _e(keys, caps, "clarify")


def none():
    return {"devices": [], "capabilities": [], "mode": "none"}


def case(query: str, *expect: dict, tags: tuple = (), history: tuple = ()) -> None:
    CASES.append({"query": query, "expect": list(expect), "tags": list(tags), "history": list(history)})


LIGHTS = lights()
LR = in_room_by_id(LIGHTS, "客餐厅")
YEE = ["lr_y1", "lr_y2", "lr_y3"]

# --- room words as people say them ----------------------------------------------------------
case("客厅的落地灯打开", one("lr_floor", ON), tags=("room",))
case("餐厅灯开一下", one(["lr_dining", "lr_pendant"], ON), tags=("room", "ambiguous-soft"))
case("把客厅窗帘拉上", one("lr_curtain", CLOSE), tags=("room", "capability-action", "cover"))
case("儿童房的窗帘拉开", one("kd_curtain", OPEN), tags=("room", "capability-action", "cover"))
case("小孩房间的顶灯开开", one("kd_ceiling", ON), tags=("room", "duplicate-label", "shanghai"))
case("宝宝房顶灯关脱", one("kd_ceiling", OFF), tags=("room", "duplicate-label", "shanghai"))
case("主卧顶灯打开", one("mb_ceiling", ON), tags=("room", "duplicate-label"))
case("书房顶灯关掉", one("st_ceiling", OFF), tags=("room", "duplicate-label", "room-alias"))
case("客房的顶灯开一下", one("st_ceiling", ON), tags=("room", "duplicate-label", "room-alias"))
case("书房兼客房的顶灯关了", one("st_ceiling", OFF), tags=("room", "duplicate-label"))
case("阳台灯开开", one("bc_light", ON), tags=("room", "shanghai"))
case("晾衣阳台的灯关掉", one("bc_light", OFF), tags=("room",))
case("走廊灯打开", one(["hw_light", "hw_shoe"], ON), tags=("room", "room-alias", "room-multi"))
case("过道的鞋柜灯关了", one("hw_shoe", OFF), tags=("room",))
case("新房间的灯打开", one("nw_light", ON), tags=("room", "no-label"))
case("新房间那个灯关脱", one("nw_light", OFF), tags=("room", "no-label", "shanghai"))
case("新房间的除湿机开起来", one("nw_dehum", ON), tags=("room", "partial-name"))
case("卫生间镜前灯打开", one("bt_mirror", ON), tags=("room",))
case("厕所灯开一下", one(["bt_light", "bt_mirror"], ON), tags=("room", "room-alias", "room-multi"))
case("浴室的灯关掉", one(["bt_light", "bt_mirror"], OFF), tags=("room", "room-alias", "room-multi"))
case("厨房灯开一下", one("kt_light", ON), tags=("room", "category-by-name"))
case("灶披间的灯开开", one(["kt_light", "kt_cabinet"], ON), tags=("room", "room-alias", "shanghai", "category-by-name"))
case("厨房橱柜灯调到百分之六十", one("kt_cabinet", SETLEVEL), tags=("room", "capability-action", "level", "numeral-zh"))
case("书房的台灯打开", one(["st_lamp", "mb_desk"], ON), tags=("room", "name-other-room", "ambiguous-soft"))
case("主卧那个书房台灯关掉", one("mb_desk", OFF), tags=("room", "name-other-room"))
case("客房台灯调亮一点", one("st_lamp", BRIGHTER), tags=("room", "room-alias", "level"))
case("阳台插座打开", one("bc_plug", ON), tags=("room",))
case("储藏室灯打开", one("nr_storage", ON), tags=("stale-room", "unknown-room"))
case("储藏室的灯关掉", one("nr_storage", OFF), tags=("stale-room", "unknown-room"))
case("客厅空调打开", one("lr_ac", ON), tags=("room", "climate"))
case("餐厅的空调开一下", one("lr_ac", ON), tags=("room", "room-alias", "climate"))
case("书房空调开起来", one("st_ac", ON), tags=("room", "climate"))
case("客房空调调到二十五度", one("st_ac", SETPOINT), tags=("room", "room-alias", "climate", "temperature", "numeral-zh"))
case("主卧空调关掉", one("mb_ac", OFF), tags=("room", "climate", "duplicate-label"))
case("宝宝房空调开了", one("kd_ac", ON), tags=("room", "climate", "duplicate-label"))
case("儿童房空调调到二十六度", one("kd_ac", SETPOINT), tags=("room", "room-alias", "climate", "temperature", "numeral-zh"))
case("小囡房间空调关脱", one("kd_ac", OFF), tags=("room", "room-alias", "climate", "shanghai"))
case("卧室空调开一开", one("mb_ac", ON), tags=("room", "room-alias", "climate", "shanghai"))
case("过道灯亮度调到三十", one("hw_light", SETLEVEL), tags=("room", "level", "numeral-zh"))
case("门口鞋柜灯开一下", one("hw_shoe", ON), tags=("partial-name",))
case("客厅净化器开起来", one("lr_purifier", PURIFIER_ONOFF), tags=("room", "no-switch", "air"))

# --- labels with an index (a numbered brand series) ---------------------------------------------
case("打开Yeelight 2", one("lr_y2", ON), tags=("label-index",))
case("二号Yeelight关掉", one("lr_y2", OFF), tags=("label-index", "numeral-zh"))
case("Yeelight一号调亮一点", one("lr_y1", BRIGHTER), tags=("label-index", "numeral-zh", "level"))
case("把3号Yeelight调成暖光", one("lr_y3", WARMER), tags=("label-index", "color-temperature"))
case("yeelight 3 关了", one("lr_y3", OFF), tags=("label-index", "lowercase"))
case("第二个Yeelight打开", one("lr_y2", ON), tags=("label-index",))
case("Yeelight1亮度调到百分之二十", one("lr_y1", SETLEVEL), tags=("label-index", "level", "numeral-zh"))
case("Yeelight 三号色温调到四千", one("lr_y3", SETCT), tags=("label-index", "color-temperature", "numeral-zh"))
case("易来二号灯打开", one("lr_y2", ON), tags=("label-index", "code-mixed"))
case("YEELIGHT 1 开一下", one("lr_y1", ON), tags=("label-index", "lowercase"))
case("Yeelight全开", every(YEE, ON), tags=("label-index", "bulk"))
case("Yeelight全部关掉", every(YEE, OFF), tags=("label-index", "bulk"))
case("所有Yeelight亮度调到一半", every(supporting(YEE, SETLEVEL), SETLEVEL), tags=("label-index", "bulk", "level"))
case("Yeelight 1跟2都打开", every(["lr_y1", "lr_y2"], ON), tags=("label-index", "bulk"))
case("除了Yeelight 3，其他Yeelight都关掉", every(["lr_y1", "lr_y2"], OFF), tags=("label-index", "bulk", "bulk-except", "exclude-name"))
case("Yeelight都调冷白一点", every(supporting(YEE, SETCT, STEPCT), WARMER), tags=("label-index", "bulk", "color-temperature"))
case("打开Yeelight", one(YEE, ON), tags=("label-index", "ambiguous-soft", "any-count"))
case("Yeelight四号打开", ask(YEE, ON), tags=("label-index", "missing-index"))

# --- bulk ----------------------------------------------------------------------------------------
case("所有灯都关了", every(LIGHTS, OFF), tags=("bulk", "category-by-name"))
case("全屋的灯统统打开", every(LIGHTS, ON), tags=("bulk", "category-by-name", "shanghai"))
case("除了宝宝房，灯都关掉", every(except_rooms(LIGHTS, "宝宝房"), OFF), tags=("bulk", "bulk-except", "room", "category-by-name"))
case("客餐厅的灯全打开", every(in_rooms(LIGHTS, "客餐厅"), ON), tags=("bulk", "room"))
case("客厅灯全部关掉", every(in_rooms(LIGHTS, "客餐厅"), OFF), tags=("bulk", "room", "room-alias"))
case("餐厅的灯都关脱", every(in_rooms(LIGHTS, "客餐厅"), OFF), tags=("bulk", "room", "room-alias", "shanghai"))
case("主卧的灯全部关掉", every(in_rooms(LIGHTS, "主卧"), OFF), tags=("bulk", "room"))
case("书房的灯都打开", every(in_rooms(LIGHTS, "书房兼客房"), ON), tags=("bulk", "room", "room-alias", "name-other-room"))
case("除了主卧，其他灯全关", every(except_rooms(LIGHTS, "主卧"), OFF), tags=("bulk", "bulk-except", "room", "category-by-name"))
case("除了书房跟宝宝房，别的房间灯都关掉", every(except_rooms(LIGHTS, "书房兼客房", "宝宝房"), OFF),
     tags=("bulk", "bulk-except", "room", "name-other-room", "category-by-name"))
case("所有灯调到百分之五十", every(supporting(LIGHTS, SETLEVEL), SETLEVEL), tags=("bulk", "capability-subset", "level", "numeral-zh"))
case("家里的灯全部调暖一点", every(supporting(LIGHTS, SETCT, STEPCT), WARMER), tags=("bulk", "capability-subset", "color-temperature"))
case("所有窗帘都拉上", every(supporting(curtains(), CLOSE), CLOSE), tags=("bulk", "cover", "category-by-name"))
case("窗帘全部拉开", every(supporting(curtains(), OPEN), OPEN), tags=("bulk", "cover", "category-by-name"))
case("客厅的窗帘全拉上", every(in_rooms(curtains(), "客餐厅"), CLOSE), tags=("bulk", "cover", "room"))
case("所有空调都关掉", every(acs(), OFF), tags=("bulk", "climate"))
case("除了宝宝房，空调统统关脱", every(except_rooms(acs(), "宝宝房"), OFF), tags=("bulk", "bulk-except", "climate", "shanghai"))
case("所有空调风速都调成自动", every(supporting(acs(), ACFAN), ACFAN), tags=("bulk", "capability-subset", "climate"))
case("卫生间的灯全部关掉", every(in_rooms(LIGHTS, "卫生间"), OFF), tags=("bulk", "room"))
case("走廊的灯都开开", every(in_rooms(LIGHTS, "过道"), ON), tags=("bulk", "room", "room-alias"))
case("宝宝房的灯全关", every(in_rooms(LIGHTS, "宝宝房"), OFF), tags=("bulk", "room"))
case("厨房灯全部打开", every(in_rooms(LIGHTS, "厨房"), ON), tags=("bulk", "room", "category-by-name"))
case("客餐厅的灯都调到百分之三十", every(supporting(in_rooms(LIGHTS, "客餐厅"), SETLEVEL), SETLEVEL), tags=("bulk", "room", "level"))

# --- capability actions: climate ---------------------------------------------------------------
case("主卧空调调成制冷", one("mb_ac", ACMODE), tags=("capability-action", "climate", "mode"))
case("宝宝房空调开制热", one("kd_ac", [THEAT, TMODE]), tags=("capability-action", "climate", "mode"))
case("柜机调到除湿", one("lr_ac", TMODE), tags=("capability-action", "climate", "mode"))
case("柜机温度调到24度", one("lr_ac", SETPOINT), tags=("capability-action", "climate", "temperature"))
case("主卧空调二十六度", one("mb_ac", HEATSP), tags=("capability-action", "climate", "temperature", "numeral-zh", "profile-quirk"))
case("宝宝房空调风速调小一点", one("kd_ac", [ACFAN, FANPCT]), tags=("capability-action", "climate", "fan", "relative"))
case("主卧空调风开到最大", one("mb_ac", ACFAN), tags=("capability-action", "climate", "fan"))
case("柜机开自动风", one("lr_ac", [ACFAN, FANPCT]), tags=("capability-action", "climate", "fan"))
case("柜机换成睡眠风", one("lr_ac", WIND), tags=("capability-action", "climate", "mode"))
case("书房空调开制冷", one("st_ac", [TCOOL, TMODE]), tags=("capability-action", "climate", "mode"))
case("主卧空调高一度", one("mb_ac", HEATSP), tags=("capability-action", "climate", "relative", "profile-quirk"))
case("宝宝房空调再低一度", one("kd_ac", SETPOINT), tags=("capability-action", "climate", "relative"))
case("客厅空调开送风模式", one("lr_ac", TMODE), tags=("capability-action", "climate", "mode"))
case("主卧空调调成除湿", one("mb_ac", ACMODE), tags=("capability-action", "climate", "mode"))
case("宝宝房空调调到自动模式", one("kd_ac", [C("thermostatMode", "auto"), TMODE]), tags=("capability-action", "climate", "mode"))
case("落地扇开起来", one("st_fan", FAN_ONOFF), tags=("capability-action", "air", "no-switch"))
case("落地扇摇头", one("st_fan", OSC), tags=("capability-action", "air"))
case("落地扇风速百分之四十", one("st_fan", FANPCT), tags=("capability-action", "air", "fan", "numeral-zh"))
case("落地扇关脱", one("st_fan", FAN_ONOFF), tags=("capability-action", "air", "no-switch", "shanghai"))
case("落地扇换自然风", one("st_fan", WIND), tags=("capability-action", "air", "mode"))
case("新风开一下", one("lr_fresh", ON), tags=("capability-action", "air"))
case("新风开到高档", one("lr_fresh", ACFAN), tags=("capability-action", "air", "fan"))
case("新风关掉", one("lr_fresh", OFF), tags=("capability-action", "air"))
case("客厅净化器调成睡眠模式", one("lr_purifier", PURIFIER), tags=("capability-action", "air", "mode"))
case("宝宝房净化器打开", one("kd_purifier", PURIFIER_ONOFF), tags=("capability-action", "air", "no-switch"))
case("油烟机开大档", one("kt_hood", HOOD_ONOFF), tags=("capability-action", "appliance", "fan"))
case("油烟机关掉", one("kt_hood", HOOD_ONOFF), tags=("capability-action", "appliance", "no-switch"))
case("燃气热水器温度调到四十五度", one("kt_heater", HEATSP), tags=("capability-action", "temperature", "numeral-zh"))
case("热水器关掉", one("kt_heater", [TOFF, TMODE, SETMODE]), tags=("capability-action", "no-switch", "partial-name"))
case("浴霸打开", one("bt_heater", ON), tags=("capability-action",))
case("排气扇开开", one("bt_vent", ON), tags=("capability-action", "category-by-name", "shanghai"))
case("排气扇关脱", one("bt_vent", OFF), tags=("capability-action", "category-by-name", "shanghai"))

# --- capability actions: covers -----------------------------------------------------------------
case("客厅窗帘开一半", one("lr_curtain", SHADELEVEL), tags=("capability-action", "cover", "level"))
case("主卧窗帘拉上", one("mb_curtain", CLOSE), tags=("capability-action", "cover"))
case("纱帘拉开", one("lr_sheer", OPEN), tags=("capability-action", "cover", "partial-name"))
case("宝宝房窗帘关到百分之三十", one("kd_curtain", SHADELEVEL), tags=("capability-action", "cover", "level"))
case("主卧窗帘停一停", one("mb_curtain", PAUSE), tags=("capability-action", "cover", "shanghai"))
case("百叶帘叶片角度调到四十五", one("st_blind", TILT), tags=("capability-action", "cover", "numeral-zh"))
case("书房百叶帘放下来", one("st_blind", [CLOSE, SHADELEVEL]), tags=("capability-action", "cover", "room-alias"))
case("主卧窗帘到预设位置", one("mb_curtain", PRESET), tags=("capability-action", "cover"))
case("客厅窗帘再开大一点", one("lr_curtain", [STEPSHADE, SHADELEVEL]), tags=("capability-action", "cover", "relative"))
case("晾衣架降下来", one("bc_rack", [CLOSE, SHADELEVEL]), tags=("capability-action", "cover", "partial-name"))
case("电动晾衣架升上去", one("bc_rack", [OPEN, SHADELEVEL]), tags=("capability-action", "cover"))
case("晾衣架停脱", one("bc_rack", PAUSE), tags=("capability-action", "cover", "shanghai", "partial-name"))
case("晾衣架放到一半", one("bc_rack", SHADELEVEL), tags=("capability-action", "cover", "partial-name"))

# --- capability actions: appliances ---------------------------------------------------------------
case("扫拖机器人开始扫地", one("nr_robot", RVCSTART), tags=("capability-action", "appliance", "no-room"))
case("扫地机回去充电", one("nr_robot", RVCHOME), tags=("capability-action", "appliance", "no-room", "partial-name"))
case("机器人先停一停", one("nr_robot", RVCPAUSE), tags=("capability-action", "appliance", "no-room", "partial-name"))
case("扫拖机器人换成拖地模式", one("nr_robot", SETMODE), tags=("capability-action", "appliance", "no-room", "mode"))
case("让扫拖机器人扫拖一起来", one("nr_robot", SETMODE), tags=("capability-action", "appliance", "no-room", "mode"))
case("洗烘一体机开始洗", one("bc_washer", OPSTART), tags=("capability-action", "appliance"))
case("洗衣机暂停一下", one("bc_washer", OPPAUSE), tags=("capability-action", "appliance", "partial-name"))
case("洗衣机继续洗", one("bc_washer", OPRESUME), tags=("capability-action", "appliance", "partial-name"))
case("洗衣机换成快洗", one("bc_washer", SETMODE), tags=("capability-action", "appliance", "mode"))
case("洗烘一体机脱水转速调高", one("bc_washer", SPIN), tags=("capability-action", "appliance"))
case("洗衣机多漂一次", one("bc_washer", RINSE), tags=("capability-action", "appliance"))
case("汏衣裳的机器停脱", one("bc_washer", [OPSTOP, OPPAUSE]), tags=("capability-action", "appliance", "shanghai"))
case("洗烘一体机打开电源", one("bc_washer", ON), tags=("capability-action", "appliance"))
case("电热毯开起来", one("mb_blanket", ON), tags=("capability-action",))
case("电饭煲断电", one("kt_rice", OFF), tags=("capability-action",))
case("电脑插座关了", one("st_pc", OFF), tags=("capability-action",))

# --- capability actions: media ---------------------------------------------------------------------
case("电视机打开", one("lr_tv", ON), tags=("capability-action", "media"))
case("电视关掉", one("lr_tv", OFF), tags=("capability-action", "media"))
case("电视暂停一下", one("lr_tv", MPAUSE), tags=("capability-action", "media"))
case("电视换下一集", one("lr_tv", NEXT), tags=("capability-action", "media"))
case("回音壁音量调到三十", one("lr_sound", SETVOL), tags=("capability-action", "media", "volume", "numeral-zh"))
case("回音壁声音响一点", one("lr_sound", VOL_UP), tags=("capability-action", "media", "volume", "relative"))
case("电视声音大一点", one("lr_sound", VOL_UP), tags=("capability-action", "media", "volume", "profile-quirk"))
case("床头音箱静音", one("mb_speaker", MUTE), tags=("capability-action", "media", "volume"))
case("故事机声音小一点", one("kd_story", VOL_DOWN), tags=("capability-action", "media", "volume", "relative"))
case("故事机音量二十", one("kd_story", SETVOL), tags=("capability-action", "media", "volume", "numeral-zh"))
case("床头音箱放歌", one("mb_speaker", PLAY), tags=("capability-action", "media"))
case("床头音箱下一首", one("mb_speaker", NEXT), tags=("capability-action", "media"))
case("回音壁取消静音", one("lr_sound", UNMUTE), tags=("capability-action", "media", "volume"))

# --- capability actions: lights (level, colour temperature, colour) ----------------------------------
case("沙发上方吊灯调成暖光", one("lr_pendant", WARMER), tags=("capability-action", "color-temperature"))
case("沙发上面的吊灯开一下", one("lr_pendant", ON), tags=("capability-action", "word-order"))
case("主卧顶灯色温调到四千K", one("mb_ceiling", SETCT), tags=("capability-action", "color-temperature", "duplicate-label"))
case("床头灯调暖一点", one("mb_bed", WARMER), tags=("capability-action", "color-temperature", "relative"))
case("落地灯换成冷白光", one("lr_floor", WARMER), tags=("capability-action", "color-temperature"))
case("宝宝房顶灯调成粉红色", one("kd_ceiling", COLOR), tags=("capability-action", "color", "duplicate-label"))
case("星空投影灯换成蓝色", one("kd_star", COLOR), tags=("capability-action", "color"))
case("电视墙灯带调成紫色", one("lr_strip", COLOR), tags=("capability-action", "color"))
case("餐桌灯调到百分之八十", one("lr_dining", SETLEVEL), tags=("capability-action", "level", "numeral-zh"))
case("宝宝房小夜灯调到最暗", one("kd_night", BRIGHTER), tags=("capability-action", "level"))
case("镜前灯亮一点", one("bt_mirror", BRIGHTER), tags=("capability-action", "level", "relative"))

# --- lock -----------------------------------------------------------------------------------------
case("门锁上", one("hw_lock", LOCK), tags=("capability-action", "security"))
case("帮我把门锁打开", one("hw_lock", UNLOCK), tags=("capability-action", "security"))
case("出门了，大门锁一锁", one("hw_lock", LOCK), tags=("capability-action", "security", "shanghai"))

# --- two actions in one clause --------------------------------------------------------------------
case("客厅窗帘拉上，灯带打开", one("lr_curtain", CLOSE), one("lr_strip", ON), tags=("capability-action", "cover", "partial-name"))
case("电视关了，回音壁也关掉", one("lr_tv", OFF), one("lr_sound", OFF), tags=("capability-action", "media"))
case("把主卧空调打开调到二十六度", one("mb_ac", ON), one("mb_ac", HEATSP), tags=("capability-action", "climate", "profile-quirk"))
case("餐桌灯打开调到一半", one("lr_dining", ON), one("lr_dining", SETLEVEL), tags=("capability-action", "level"))
case("洗衣机换快洗然后开始", one("bc_washer", SETMODE), one("bc_washer", OPSTART), tags=("capability-action", "appliance"))
case("宝宝房空调开制热二十四度", one("kd_ac", [THEAT, TMODE]), one("kd_ac", HEATSP), tags=("capability-action", "climate"))
case("扫拖机器人停下来回去充电", one("nr_robot", RVCPAUSE), one("nr_robot", RVCHOME), tags=("capability-action", "appliance", "no-room"))
case("关掉镜前灯，打开排气扇", one("bt_mirror", OFF), one("bt_vent", ON), tags=("capability-action", "category-by-name"))
case("主卧窗帘拉开，顶灯关掉", one("mb_curtain", OPEN), one("mb_ceiling", OFF), tags=("capability-action", "duplicate-label", "room"))
case("新风开开，柜机调到二十六度", one("lr_fresh", ON), one("lr_ac", SETPOINT), tags=("capability-action", "climate", "air"))

# --- any-count: "one of them will do" ----------------------------------------------------------------
case("随便开一个Yeelight", one(YEE, ON), tags=("any-count", "label-index"))
case("客厅开一盏灯就够了", one(LR, ON), tags=("any-count", "room", "room-alias"))
case("宝宝房开个小灯", one(["kd_night", "kd_star"], ON), tags=("any-count", "room"))
case("主卧随便开个灯", one(in_room_by_id(LIGHTS, "主卧"), ON), tags=("any-count", "room"))
case("过道随便哪个灯亮一下", one(["hw_light", "hw_shoe"], ON), tags=("any-count", "room"))
case("卫生间开一盏灯", one(["bt_light", "bt_mirror"], ON), tags=("any-count", "room"))

# --- not a command ---------------------------------------------------------------------------------
for q in ("今天上海天气哪能", "明天要落雨伐", "侬好呀", "讲个笑话听听", "美国总统是谁", "现在几点钟了",
          "宝宝今天吃了两碗饭，老开心了", "黄梅天啥辰光结束啊", "东方明珠有多高", "谢谢侬", "晚饭吃啥好呢",
          "地铁二号线到虹桥火车站要多久", "算了，没事了", "电灯是谁发明的", "我老婆讲客厅窗帘颜色不好看",
          "空调是哪一年发明出来的"):
    case(q, none(), tags=("not-command",))

LONG_1 = ("哎，今朝真是忙煞了。早上七点钟宝宝就醒了，哭着要喝奶，我老公还在困觉，我一个人冲奶粉、换尿不湿，"
          "弄好了又要烧早饭。八点钟阿姨来了，我赶紧去挤地铁，二号线人多得来，从世纪大道一路站到静安寺，"
          "包里的咖啡还泼出来一点。上班开了三个会，中午随便吃了碗小馄饨，下午又被老板叫过去改方案，改到五点半。"
          "回来路上顺便去菜场买了点青菜、一条鲫鱼，准备晚上烧个鲫鱼汤给宝宝喝，听说对长身体好。"
          "到屋里厢一看，阿姨讲宝宝下半天困得不太好，可能是房间里太热了，小面孔红彤彤的，背上都是汗。"
          "黄梅天就是这样，又闷又潮，衣裳晒了三天都不干，我真的吃不消。老公还在路上，讲要八点钟才到屋里。"
          "我想想还是先让宝宝舒服一点，等一歇再洗澡。好了不多讲了，帮我把宝宝房的空调打开，调到二十六度。")
LONG_2 = ("跟侬讲，礼拜六我们一家去了趟外婆家，外婆烧了一桌子菜，红烧肉、油爆虾、腌笃鲜，宝宝吃得满面孔都是酱油。"
          "吃好饭外公带宝宝到弄堂里兜了一圈，看人家下象棋，宝宝开心得不得了，一直拍手。回来的时候打车，"
          "司机师傅开得老快，宝宝在车上就困着了。到屋里一看，客餐厅地板上全是饼干屑，是早上宝宝自己吃的时候撒的，"
          "沙发底下还有几粒葡萄干，猫也跟着在上面踩来踩去。我老公讲明天再弄，我讲明天还要上班，哪有辰光。"
          "地板是去年刚刚重新铺的木地板，当时装修搞了三个月，老房子的水电全部重新走过，墙也重新刷过，"
          "为了这块地板我跟老公还吵过一架，他要复合地板，我一定要实木的，现在脏了看着心里交关不舒服。"
          "再讲宝宝现在欢喜在地上爬来爬去，啥东西都要往嘴巴里塞，地上不干净我总归不放心。"
          "算了算了，我也懒得自己扫了，"
          "帮我叫扫拖机器人开始扫地吧。")
case(LONG_1, one("kd_ac", ON), tags=("long-text", "climate", "room", "shanghai"))
case(LONG_2, one("nr_robot", RVCSTART), tags=("long-text", "appliance", "no-room", "shanghai"))

# --- needs, not commands -------------------------------------------------------------------------
case("宝宝房有点热", one("kd_ac", [ON, COOLSP, TCOOL, TMODE]), tags=("need", "climate", "room"))
case("客厅好闷", one(["lr_fresh", "lr_ac"], [ON, ACFAN]), tags=("need", "air", "room", "room-alias"))
case("洗澡水不够热", one("kt_heater", HEATSP), tags=("need",))
case("宝宝房有点冷", one("kd_ac", [ON, HEATSP, THEAT, TMODE]), tags=("need", "climate", "room"))
case("主卧冷飕飕的", one("mb_ac", [ON, HEATSP, ACMODE]), tags=("need", "climate", "room"))
case("书房里暗洞洞的", one(["st_ceiling", "st_lamp"], [ON, SETLEVEL, STEPLEVEL]), tags=("need", "room", "room-alias", "shanghai"))
case("餐桌灯太亮了", one("lr_dining", BRIGHTER), tags=("need", "level"))
case("主卧太亮了，眼睛吃不消", one(in_room_by_id(LIGHTS, "主卧") + ["mb_curtain"], [SETLEVEL, STEPLEVEL, OFF, CLOSE]),
     tags=("need", "room", "shanghai"))
case("黄梅天屋里潮得不得了", one("nw_dehum", ON), tags=("need", "shanghai"))
case("卫生间一股味道", one("bt_vent", ON), tags=("need", "room", "category-by-name"))
case("厨房油烟太大了", one("kt_hood", HOOD_ONOFF), tags=("need", "room", "appliance"))
case("衣裳晒好了，晾衣架收上去", one("bc_rack", [OPEN, SHADELEVEL]), tags=("need", "cover", "shanghai"))
case("回音壁太吵了", one("lr_sound", [VOLDOWN, SETVOL, MUTE, MPAUSE, MSTOP]), tags=("need", "media", "volume"))

# --- clarify ------------------------------------------------------------------------------------
CEILINGS = ["mb_ceiling", "kd_ceiling", "st_ceiling"]
case("打开顶灯", ask(CEILINGS, ON), tags=("clarify", "duplicate-label"))
case("顶灯关脱", ask(CEILINGS, OFF), tags=("clarify", "duplicate-label", "shanghai"))
case("顶灯调亮一点", ask(supporting(CEILINGS, SETLEVEL), BRIGHTER), tags=("clarify", "duplicate-label", "level"))
case("空调打开", ask(acs(), ON), tags=("clarify", "climate", "duplicate-label"))
case("空调调到二十六度", ask(acs(), SETPOINT), tags=("clarify", "climate", "temperature"))
case("把它关了", ask([], OFF), tags=("clarify", "pronoun"))
case("楼上的灯打开", ask(LIGHTS, ON), tags=("clarify", "unknown-floor"))
case("二楼卫生间的灯关掉", ask(["bt_light", "bt_mirror"], OFF), tags=("clarify", "unknown-floor", "room"))
case("阁楼的灯开一下", ask(LIGHTS, ON), tags=("clarify", "unknown-room"))
case("打开净化器", ask(["lr_purifier", "kd_purifier"], PURIFIER_ONOFF), tags=("clarify", "air"))
case("窗帘拉上", ask(curtains(), CLOSE), tags=("clarify", "cover"))
case("音箱声音小一点", ask(["lr_sound", "mb_speaker", "kd_story"], VOL_DOWN), tags=("clarify", "media", "volume"))
case("打开灯", ask(LIGHTS, ON), tags=("clarify",))
case("热煞了", ask(acs(), [ON, COOLSP, TCOOL, TMODE, ACMODE]), tags=("clarify", "need", "shanghai"))
case("太亮了", ask(supporting(LIGHTS, SETLEVEL), [SETLEVEL, STEPLEVEL, OFF]), tags=("clarify", "need"))
case("太吵了", ask(["lr_sound", "mb_speaker", "kd_story", "lr_tv"], [VOLDOWN, SETVOL, MUTE, MPAUSE]), tags=("clarify", "need"))
case("空调温度高一点", ask(acs(), SETPOINT), tags=("clarify", "climate", "relative"))

# --- history and references -------------------------------------------------------------------------
case("再调亮一点", one("lr_pendant", BRIGHTER), tags=("reference", "level"), history=("打开沙发上方吊灯",))
case("调到二十六度", one("mb_ac", HEATSP), tags=("reference", "climate", "profile-quirk"), history=("把主卧空调打开",))
case("伊太亮了，暗一点", one("lr_y2", BRIGHTER), tags=("reference", "pronoun", "shanghai", "label-index"), history=("打开Yeelight 2",))
case("暂停", one("bc_washer", OPPAUSE), tags=("reference", "appliance"), history=("洗烘一体机开始洗",))
case("宝宝房的", one("kd_ceiling", ON), tags=("reference", "clarify-followup", "duplicate-label"), history=("打开顶灯",))
case("主卧那只", one("mb_ac", ON), tags=("reference", "clarify-followup", "climate"), history=("空调打开",))
case("关掉伊", one("lr_tv", OFF), tags=("reference", "pronoun", "shanghai"), history=("电视机打开",))
case("再打开一半", one("kd_curtain", SHADELEVEL), tags=("reference", "cover"), history=("宝宝房窗帘拉上",))
case("好了，让它回去", one("nr_robot", RVCHOME), tags=("reference", "pronoun", "appliance"), history=("扫拖机器人开始扫地",))
case("太吵了", one("mb_speaker", [VOLDOWN, SETVOL, MUTE, MPAUSE]), tags=("reference", "need", "media"), history=("床头音箱放歌",))
case("纱帘也一样", one("lr_sheer", SHADELEVEL), tags=("reference", "cover"), history=("客厅窗帘开一半",))
case("2号也关掉", one("lr_y2", OFF), tags=("reference", "label-index"), history=("关掉Yeelight 1",))
case("再高两度", one("kt_heater", HEATSP), tags=("reference", "relative"), history=("燃气热水器调到四十度",))
case("现在几度", one("lr_ac", ANY), tags=("reference", "climate"), history=("打开客厅空调",))
case("色温调暖点", one("mb_ceiling", WARMER), tags=("reference", "color-temperature"), history=("主卧顶灯打开",))
case("把它们都调暗一点", every(supporting(in_rooms(LIGHTS, "客餐厅"), SETLEVEL, STEPLEVEL), BRIGHTER),
     tags=("reference", "pronoun", "bulk", "level"), history=("客餐厅的灯全打开",))
case("风量开大点", one("lr_fresh", ACFAN), tags=("reference", "air", "fan"), history=("新风开一下",))
case("锁好了伐", one("hw_lock", ANY), tags=("reference", "security", "shanghai"), history=("门锁上",))
case("让它摇头", one("st_fan", OSC), tags=("reference", "pronoun", "air"), history=("落地扇开起来",))
case("关掉", one("bt_heater", OFF), tags=("reference",), history=("浴霸打开",))
case("还是开吧", one("kd_night", ON), tags=("reference",), history=("宝宝房小夜灯关掉",))
case("主卧的也关掉", one("mb_curtain", CLOSE), tags=("reference", "cover", "room"), history=("宝宝房窗帘拉上",))

# --- state questions ---------------------------------------------------------------------------------
case("客厅现在几度", one(["lr_th", "lr_ac"], ANY), tags=("room", "room-alias"))
case("宝宝房湿度多少", one("kd_th", ANY), tags=("room",))
case("阳台温度多少", one("bc_th", ANY), tags=("room", "no-label"))
case("洗衣机还要洗多久", one("bc_washer", ANY), tags=("appliance", "partial-name"))
case("厨房漏水了伐", one("kt_leak", ANY), tags=("room", "shanghai"))
case("卫生间地上有水伐", one("bt_leak", ANY), tags=("room", "shanghai"))
case("主卧窗关好了伐", one("mb_window", ANY), tags=("room", "shanghai"))
case("燃气有没有漏", one("kt_gas", ANY), tags=("not-in-spec",))
case("大门关好了伐", one(["hw_door", "hw_lock"], ANY), tags=("not-in-spec", "security", "shanghai"))
case("过道有人伐", one("hw_motion", ANY), tags=("room", "not-in-spec", "shanghai"))
case("扫拖机器人现在在做啥", one("nr_robot", ANY), tags=("appliance", "no-room", "shanghai"))
case("电热毯开着伐", one("mb_blanket", ANY), tags=("shanghai",))
case("热水器现在几度", one("kt_heater", ANY), tags=())


# ---------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------
TAG_MEANING = {
    "room": "the query names a room (any of its spoken forms)",
    "room-alias": "the room is named by a word other than its app name (客厅/餐厅→客餐厅, 书房/客房, 走廊, 厕所, 灶披间…)",
    "bulk": "a quantifier or a set (所有, 全, 都, 统统): mode all",
    "bulk-except": "an exclusion (除了…): mode all",
    "exclude-name": "the exclusion names a device, not a room",
    "label-index": "a numbered brand series (Yeelight 1/2/3) named by index",
    "missing-index": "an index that does not exist in the series",
    "capability-action": "a device-specific command (modes, setpoints, fan, covers, robot, washer, media, lock)",
    "capability-subset": "bulk restricted to the devices that support the command",
    "any-count": "any one device of a set is fine (随便开一个, 开一盏就够)",
    "not-command": "chit-chat or a world question: mode none (act on nothing, ask nothing)",
    "long-text": "a long rambling transcript ending in one request",
    "need": "states a need, not a command (有点热, 好闷, 太亮了, 洗澡水不够热)",
    "clarify": "mode clarify: the right answer is a question",
    "history": "earlier turns in `history`", "reference": "refers to an earlier turn",
    "pronoun": "它 / 伊 / 它们", "clarify-followup": "answers an earlier clarifying question",
    "state-query": "a question about state (capabilities [\"*\"])",
    "duplicate-label": "the label (顶灯, 空调) is shared by devices in several rooms",
    "name-other-room": "the label names another room (书房台灯 sits in 主卧)",
    "category-by-name": "the label says what the category does not (厨房灯 and 排气扇 are Switch relays; 电动晾衣架 is a Blind)",
    "no-room": "the device has no room", "stale-room": "the device's roomId is not in rooms",
    "unknown-room": "the room word is not a room of the home", "unknown-floor": "a floor the one-floor flat does not have",
    "no-label": "the device has no label; its name is shown", "not-in-spec": "the device's profile has no spec line",
    "no-switch": "the device has no switch: another command turns it on/off",
    "shanghai": "Shanghainese flavour (关脱, 开开, 伐, 伊, 侬, 汏衣裳, 灶披间, 小囡, 煞)",
    "numeral-zh": "numbers in Chinese numerals", "level": "a level or percentage", "relative": "a relative change",
    "color": "a colour", "color-temperature": "warm/cool white", "climate": "air conditioners", "temperature": "a target temperature",
    "mode": "a mode or programme", "fan": "fan speed", "air": "fan, fresh air, purifiers", "cover": "curtains, blinds, drying rack",
    "media": "TV and speakers", "volume": "volume or mute", "appliance": "washer, robot, hood",
    "security": "lock and door", "partial-name": "only part of the label is said", "room-multi": "a room with several fitting lights",
    "ambiguous-soft": "several devices fit; any is accepted (mode one)", "multi-command": "two commands in one clause",
    "profile-quirk": "a real-profile quirk decides the command (Ac.v1 sets temperature via heatingSetpoint; TV has no volume)",
    "code-mixed": "Chinese with a brand word (易来 = Yeelight)", "lowercase": "the label's case differs",
    "word-order": "label words reordered or paraphrased",
}


def home_json() -> dict:
    rooms = [{"roomId": room_id(r), "locationId": LOCATION_ID, "name": r} for r in ROOMS]
    items = []
    for key, (label, name, room, prof_name, driver, transport) in DEVICES.items():
        prof = profile_of(key)
        comps = [{"id": "main", "label": "main",
                  "capabilities": [{"id": c, "version": 1} for c in prof["capabilities"]],
                  "categories": [{"name": c, "categoryType": "manufacturer"} for c in prof["categories"]]}]
        comps += [{"id": o["id"], "label": o["id"],
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
    for i, c in enumerate(CASES, 1):
        tags = list(dict.fromkeys(c["tags"]))
        modes = [e["mode"] for e in c["expect"]]
        extra = []
        if len(c["expect"]) > 1:
            extra.append("multi-command")
        if "all" in modes:
            extra.append("bulk")
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
        row = {"id": f"sh-{i:03d}", "home": "home.json", "query": c["query"], "expect": expect, "tags": tags}
        if c["history"]:
            row["history"] = c["history"]
        out.append(row)
    return out


# ---------------------------------------------------------------------------------------------
# Validation (reads the files on disk)
# ---------------------------------------------------------------------------------------------
def check() -> int:
    home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
    spec = {}
    for line in (HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines():
        if line.strip():
            obj = json.loads(line)
            spec[obj["profileId"]] = {c["id"] for c in obj["capabilities"]}
    cases = [json.loads(l) for l in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines() if l.strip()]
    errors: list[str] = []
    devs = {d["deviceId"]: d for d in home["items"]}
    room_ids = {r["roomId"] for r in home["rooms"]}

    # home facts against the real profiles
    for key, d in zip(DEVICES, home["items"]):
        prof = profile_of(key)
        main = next(c for c in d["components"] if c["id"] == "main")
        if [c["id"] for c in main["capabilities"]] != prof["capabilities"]:
            errors.append(f"{key}: capabilities differ from real profile")
        if [c["name"] for c in main["categories"]] != prof["categories"]:
            errors.append(f"{key}: categories differ from real profile")
    if len(home["items"]) < 60:
        errors.append("fewer than 60 devices")
    n_lights = sum(1 for k in DEVICES if category_of(k) == "Light" or k in LIGHT_BY_LABEL)
    if n_lights < 20:
        errors.append("fewer than 20 lights")
    used = {d["profile"]["id"] for d in home["items"]}
    omitted = used - set(spec)
    if not 2 <= len(omitted) <= 3:
        errors.append(f"profiles left out of spec: {sorted(omitted)} (want 2-3)")
    for pid, ids in spec.items():
        for cid in ids:
            if not re.fullmatch(r"main-[A-Za-z.]+-[A-Za-z]+", cid):
                errors.append(f"{pid}: bad command id {cid}")

    def supports(did: str, cid: str) -> bool:
        return cid in spec.get(devs[did]["profile"]["id"], set())

    ids_seen = set()
    for c in cases:
        cid = c["id"]
        if cid in ids_seen:
            errors.append(f"{cid}: duplicate id")
        ids_seen.add(cid)
        if not c["expect"]:
            errors.append(f"{cid}: no expect")
        if "long-text" in c["tags"] and not 300 <= len(c["query"]) <= 800:
            errors.append(f"{cid}: long-text length {len(c['query'])}")
        for e in c["expect"]:
            mode, dl, cl = e["mode"], e["devices"], e["capabilities"]
            for d in dl:
                if d not in devs:
                    errors.append(f"{cid}: unknown device {d}")
            if any(d not in devs for d in dl):
                continue
            if mode == "none":
                if dl or cl:
                    errors.append(f"{cid}: mode none must list nothing")
                continue
            if mode not in ("one", "all", "clarify"):
                errors.append(f"{cid}: bad mode {mode}")
                continue
            if not cl:
                errors.append(f"{cid}: no capabilities")
            if mode in ("one", "all") and not dl:
                errors.append(f"{cid}: no devices")
            if cl == ["*"]:
                continue
            if "*" in cl:
                errors.append(f"{cid}: '*' mixed with commands")
            if mode == "all":
                for d in dl:
                    for k in cl:
                        if not supports(d, k):
                            errors.append(f"{cid}: bulk device {devs[d].get('label', devs[d]['name'])} lacks {k}")
            elif mode == "one" and len(dl) == 1:
                for k in cl:
                    if not supports(dl[0], k):
                        errors.append(f"{cid}: {devs[dl[0]].get('label', devs[dl[0]]['name'])} lacks {k}")
            else:  # several acceptable devices / clarify candidates: each side must meet the other
                for k in cl:
                    if dl and not any(supports(d, k) for d in dl):
                        errors.append(f"{cid}: no listed device supports {k}")
                for d in dl:
                    if not any(supports(d, k) for k in cl):
                        errors.append(f"{cid}: {devs[d].get('label', devs[d]['name'])} supports none of {cl}")
    if len(cases) < 180:
        errors.append(f"only {len(cases)} cases")
    for d in home["items"]:
        if d.get("roomId") and d["roomId"] not in room_ids:
            pass  # the deliberately stale room

    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    tags = Counter(t for c in cases for t in c["tags"])
    print(f"devices {len(home['items'])}, lights {n_lights}, rooms {len(home['rooms'])}, spec profiles {len(spec)} "
          f"(omitted: {', '.join(sorted(omitted))})")
    print(f"cases {len(cases)}; expect entries by mode: " + ", ".join(f"{m} {k}" for m, k in sorted(modes.items())))
    print("tags: " + ", ".join(f"{t} {k}" for t, k in tags.most_common()))
    for e in errors:
        print("ERROR", e)
    print("OK" if not errors else f"{len(errors)} errors")
    return 1 if errors else 0


def write_readme(home: dict, cases: list[dict]) -> None:
    n_cmd = sum(len(s["capabilities"]) for s in SPEC.values())
    n_en = sum(1 for s in SPEC.values() for c in s["capabilities"] if c["description"].isascii())
    tags = Counter(t for c in cases for t in c["tags"])
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    L = [
        "# shanghai: a blind evaluation set for one renovated 1990s Shanghai flat",
        "",
        "A working couple with a toddler, one floor. Generated by `build.py` (stdlib, Python 3.11) from the real",
        "SmartThingsEdgeDrivers facts in `shared/data/smartthings`; `python build.py --check` re-validates the files.",
        "Written blind: no engine source, tests, docs or other bench sets of the project were read.",
        "",
        f"- rooms: {len(home['rooms'])}; devices: {len(home['items'])} (lights: {len(LIGHTS)}); spec profiles: {len(SPEC)}",
        f"  (left out on purpose: {', '.join(sorted(SPEC_OMIT))} — sensors, reached only by state questions)",
        f"- spec commands: {n_cmd}, {n_en} ({n_en / n_cmd:.0%}) described in English",
        f"- cases: {len(cases)}; expect entries by mode: " + ", ".join(f"{m} {k}" for m, k in sorted(modes.items())),
        "- deviceIds, roomIds and locationId are uuid5 of readable keys in `build.py`.",
        "",
        "## Rooms",
        "",
        "客餐厅 (open living+dining: 客厅, 餐厅 and 客餐厅 all mean it), 厨房 (also 灶披间), 主卧 (卧室 taken as 主卧),",
        "宝宝房 (儿童房, 小孩房间, 小囡房间), 书房兼客房 (书房 and 客房 both mean it), 卫生间 (厕所, 浴室),",
        "晾衣阳台 (阳台), 过道 (走廊), 新房间 (never renamed). `储藏室灯` carries the roomId of a deleted room",
        "(储藏室, not in `rooms`); `扫拖机器人` has no room.",
        "",
        "## How the labels were decided",
        "",
        "1. **mode one** lists every acceptable device and every command that does the job on it. Families:",
        "   brighter/dimmer → setLevel or stepLevel; colour → setColor or setHue; warmer/cooler → setColorTemperature",
        "   or the step command; a bare temperature → cooling or heating setpoint. Devices without `switch`",
        "   (Matter fan, purifiers, hood, water heater, robot) are switched by fan mode/percent, thermostatMode or start.",
        "2. **Lights** = category `Light` plus `厨房灯` (a Switch relay labelled as a light). `排气扇` is also a",
        "   relay (category Switch) but is not a light. `电动晾衣架` uses a real roller-shade profile (category",
        "   Blind); it is *not* a curtain: \"所有窗帘\" excludes it. 降下来 → close/setShadeLevel, 升上去/收上去 →",
        "   open/setShadeLevel (a roller shade closes downwards).",
        "3. **Rooms.** A device is in its roomId room. `书房台灯` sits in 主卧 but its label names 书房 (alias of",
        "   书房兼客房): for bulk it counts in both (include keeps it by either, exclude drops it by either).",
        "   \"书房(的)台灯\" accepts both it and the 台灯 of 书房兼客房 (ambiguous-soft). Single-device need/any-count",
        "   cases for a room list only devices whose roomId is that room.",
        "4. **mode all** is the exact set in scope that supports every listed command (\"所有灯调到50%\" = the",
        "   dimmable lights; \"所有空调风速自动\" = the three ACs with `airConditionerFanMode`).",
        "5. **mode clarify** when a guess could act in the wrong room: 顶灯 (3 rooms), 空调 (4 ACs, two labelled",
        "   空调), 净化器 (2 rooms), 窗帘 (5), 音箱, \"把它关了\" with no history, \"楼上/二楼\" (one floor), 阁楼",
        "   (no such room), Yeelight 4 (no such index), bare needs with no room (热煞了, 太亮了, 太吵了).",
        "   `devices`/`capabilities` of a clarify entry list the candidates, for information only.",
        "6. **mode none** (extension): chit-chat, weather, world questions, and sentences that mention a device",
        "   without asking anything (\"我老婆讲客厅窗帘颜色不好看\"). Act on nothing and ask nothing.",
        "7. **State questions** use `[\"*\"]`, listing every device that can answer.",
        "8. Yeelight 1/2/3 are identical colour-temperature downlights in 客餐厅. \"打开Yeelight\" with no index is",
        "   mode one over all three (interchangeable, one room); \"Yeelight全开\" is mode all.",
        "",
        "## Real-profile quirks kept",
        "",
        "- `Ac.v1` (主卧 空调) sets its temperature only via `thermostatHeatingSetpoint`, even for cooling; modes via",
        "  `airConditionerMode`. The Matter ACs use `thermostatMode` + both setpoints; 书房空调 has no fan mode.",
        "- `media-video-player` (电视机) has no volume on main: \"电视声音大一点\" goes to 回音壁 in the same room.",
        "- `jbl` (床头音箱) enables only play/pause; `media-speaker` (故事机) has only volume and mute.",
        "- `Newfan.v1` (新风) has `switch` + `airConditionerFanMode`; the hood's light and the bath heater's",
        "  extra switches are other components, out of scope.",
        "",
        "## Validation (`--check`)",
        "",
        "Device ids exist; for a one-device entry every command is in the device's spec line; for several devices",
        "(acceptable alternatives or clarify candidates) every command is supported by some listed device and",
        "every listed device supports some listed command; every device of a mode-all entry supports every",
        "listed command; mode none lists nothing; long-text queries are 300–800 characters; the home's",
        "categories/capabilities equal the real profiles'.",
        "",
        "## Tags",
        "",
        "| tag | cases | meaning |", "| --- | --- | --- |",
    ]
    L += [f"| {t} | {k} | {TAG_MEANING.get(t, '')} |" for t, k in tags.most_common()]
    L += ["", "## Devices", "", "| label | room | category | profile |", "| --- | --- | --- | --- |"]
    for key, (label, name, room, prof, _, _) in DEVICES.items():
        shown = label if label else f"(no label; name {name})"
        where = room if room in ROOMS else ("(roomId of a deleted room)" if room else "(none)")
        omit = " (not in spec)" if prof in SPEC_OMIT else ""
        L.append(f"| {shown} | {where} | {category_of(key)} | {prof}{omit} |")
    (HERE / "README.md").write_text("\n".join(L) + "\n", encoding="utf-8")


def main() -> int:
    if "--check" in sys.argv[1:]:
        return check()
    names = {}
    for key, dev in DEVICES.items():
        prev = names.setdefault(dev[3], dev[4])
        assert prev == dev[4], f"profile name {dev[3]} used with two drivers"
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
    return check()


if __name__ == "__main__":
    sys.exit(main())
