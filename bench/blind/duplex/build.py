"""Build the blind "duplex" evaluation set: home.json, spec.jsonl, cases.jsonl and README.md.

Usage: python build.py            (writes the files beside this script, then checks them)
       python build.py --check    (only checks the files already written)

One young family's two-floor flat (跃层) of 99 devices in 16 rooms. Every device uses a real
profile from SmartThingsEdgeDrivers (shared/data/smartthings/profiles.jsonl): the categories and
capabilities of its components are copied from that profile. The spec's commands come from the
capability definitions in shared/data/smartthings/capabilities.json; every description was written
for this set, about a quarter in English, as mixed exports are. Four profiles used in the home are
left out of the spec on purpose.

The cases were written from the home alone, without looking at any engine code. Devices are
named below by readable keys; deviceIds are UUIDs derived from those keys (uuid5), so no id
hints at a room or a type. Sets for bulk cases are computed by the helpers (`lights()`,
`in_rooms()`, `on_floor()`, ...), whose rules README.md states.
"""
from __future__ import annotations

import json
import sys
import uuid
import zlib
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
DATA = Path(__file__).resolve().parents[4] / "shared" / "data" / "smartthings"
if not (DATA / "profiles.jsonl").is_file() or not (DATA / "capabilities.json").is_file():
    raise SystemExit(f"SmartThings data not found under {DATA}")

NS = uuid.UUID("3b0e6a52-9d41-4c7e-8f21-5a6c2d9e0b37")
LOCATION_ID = str(uuid.uuid5(NS, "location:duplex"))

# ---------------------------------------------------------------------------------------------
# Rooms: key -> (name as the account shows it, core word, floor or None)
# ---------------------------------------------------------------------------------------------
ROOMS: dict[str, tuple[str, str, int | None]] = {
    "lr": ("1F 客厅", "客厅", 1),
    "dn": ("1F 餐厅", "餐厅", 1),
    "kt": ("1F厨房", "厨房", 1),
    "gb": ("1F 客卫", "客卫", 1),
    "nn": ("1F 保姆房", "保姆房", 1),
    "mb": ("2F 主卧", "主卧", 2),
    "sb": ("2F 次卧", "次卧", 2),
    "kd": ("2F 儿童房", "儿童房", 2),
    "st": ("2F 书房", "书房", 2),
    "mt": ("2F 主卫", "主卫", 2),
    "wr": ("2F 衣帽间", "衣帽间", 2),
    "fr": ("2F 起居室", "起居室", 2),
    "hl": ("二楼走廊", "走廊", 2),
    "bc": ("阳台", "阳台", None),
    "en": ("玄关", "玄关", None),
    "sr": ("储藏室", "储藏室", None),
}
STALE_ROOM = "garage"  # a deleted room (车库): its id is still on one device, but not in `rooms`
CORE = {k: v[1] for k, v in ROOMS.items()}
BY_CORE = {v[1]: k for k, v in ROOMS.items()}
# Words a person uses for several rooms at once (the brief: 卧室 = 主卧/次卧/儿童房, 卫生间 = 客卫/主卫).
BEDROOMS = ("mb", "sb", "kd")
BATHROOMS = ("gb", "mt")

# key: (label or None, name, room key / None / STALE_ROOM, profile name, driver, transport)
DEVICES: dict[str, tuple] = {
    # 1F 客厅 -------------------------------------------------------------------------------
    "lr_main": ("主灯", "Aqara Ceiling Light T1", "lr", "color-temp-bulb-2700K-6500K", "zigbee-switch", "ZIGBEE"),
    **{f"lr_d{i}": (f"筒灯{i}", "Zigbee Dimmable Downlight", "lr", "on-off-level", "zigbee-switch", "ZIGBEE")
       for i in range(1, 7)},
    "lr_d7": ("筒灯7", "Zigbee On/Off Downlight", "lr", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "lr_d8": ("筒灯8", "Zigbee On/Off Downlight", "lr", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "lr_strip": ("电视墙灯带", "Zigbee RGBW Light Strip", "lr", "rgbw-bulb-2700K-6500K", "zigbee-switch", "ZIGBEE"),
    "lr_floor": ("落地灯", "Hue white ambiance floor lamp", "lr", "white-ambiance", "philips-hue", "LAN"),
    "lr_bloom": ("Hue Bloom", "Hue Bloom", "lr", "legacy-color", "philips-hue", "LAN"),
    "lr_tv": ("客厅电视", "Matter Smart TV", "lr", "media-video-player", "matter-media", "MATTER"),
    "lr_beam": ("Sonos Beam", "Sonos Beam", "lr", "sonos-player", "sonos", "LAN"),
    "lr_amp": ("功放", "Harman Luxury AV Receiver", "lr", "maX10", "harman-luxury", "LAN"),
    "lr_ac": ("客厅空调", "Matter Room Air Conditioner", "lr", "room-air-conditioner", "matter-thermostat", "MATTER"),
    "lr_heat": ("地暖", "DeepSmart Floor Heating", "lr", "Heater.v1", "deepsmart", "LAN"),
    "lr_fresh": ("新风机", "DeepSmart Fresh Air", "lr", "Newfan.v1", "deepsmart", "LAN"),
    "lr_sheer": ("窗帘（纱）", "Zigbee Curtain Motor", "lr", "window-treatment-profile", "zigbee-window-treatment", "ZIGBEE"),
    "lr_cloth": ("窗帘（布）", "Aqara Curtain Driver E1", "lr", "window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment", "ZIGBEE"),
    "lr_th": ("客厅温湿度", "Aqara Temperature and Humidity Sensor", "lr", "humidity-temp-battery-aqara", "zigbee-humidity-sensor", "ZIGBEE"),
    "lr_fish": ("鱼缸", "Zigbee Smart Plug", "lr", "switch-power-smartplug", "zigbee-switch", "ZIGBEE"),
    "lr_dyson": ("Dyson", "Matter Purifier Fan", "lr", "air-purifier-hepa-ac-rock-wind", "matter-thermostat", "MATTER"),
    # 1F 餐厅 -------------------------------------------------------------------------------
    "dn_pendant": ("吊灯", "Matter Pendant Light", "dn", "light-level-colorTemperature-2700K-6500K", "matter-switch", "MATTER"),
    "dn_water": ("饮水机", "Matter Smart Plug", "dn", "plug-power", "matter-switch", "MATTER"),
    # 1F厨房 --------------------------------------------------------------------------------
    "kt_light": ("厨房灯", "Matter On/Off Light", "kt", "light-binary", "matter-switch", "MATTER"),
    "kt_hood": ("油烟机", "Matter Extractor Hood", "kt", "extractor-hood-light", "matter-appliance", "MATTER"),
    "kt_dish": ("洗碗机", "Matter Dishwasher", "kt", "dishwasher", "matter-appliance", "MATTER"),
    "kt_rice": ("电饭煲", "Zigbee Plug", "kt", "basic-plug", "zigbee-switch", "ZIGBEE"),
    "kt_gas": ("燃气报警器", "Aqara Natural Gas Detector", "kt", "gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector", "ZIGBEE"),
    "kt_leak": ("厨房水浸", "Zigbee Water Leak Sensor", "kt", "water-battery", "zigbee-water-leak-sensor", "ZIGBEE"),
    # 1F 客卫 -------------------------------------------------------------------------------
    "gb_light": ("客卫灯", "Zigbee Light", "gb", "on-off-bulb-no-firmware-update", "zigbee-switch", "ZIGBEE"),
    "gb_mirror": ("镜前灯", "Aqara Wall Switch H1", "gb", "aqara-switch-no-power", "zigbee-switch", "ZIGBEE"),
    "gb_fan": ("排气扇", "Zigbee Relay", "gb", "basic-switch", "zigbee-switch", "ZIGBEE"),
    # 1F 保姆房 -----------------------------------------------------------------------------
    "nn_ceiling": ("吸顶灯", "Zigbee On/Off Light", "nn", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "nn_ac": ("阿姨房空调", "DeepSmart AC", "nn", "Ac.v1", "deepsmart", "LAN"),
    "nn_blanket": ("电热毯", "Matter Plug", "nn", "plug-binary", "matter-switch", "MATTER"),
    # 2F 主卧 -------------------------------------------------------------------------------
    "mb_ceiling": ("吸顶灯", "Zigbee Tunable White Ceiling Light", "mb", "color-temp-bulb-2200K-6500K", "zigbee-switch", "ZIGBEE"),
    "mb_strip1": ("灯带1", "Zigbee RGBW Strip", "mb", "rgbw-bulb-2000K-6500K", "zigbee-switch", "ZIGBEE"),
    "mb_strip2": ("灯带2", "Zigbee RGBW Strip", "mb", "rgbw-bulb-2000K-6500K", "zigbee-switch", "ZIGBEE"),
    "mb_night": ("夜灯", "Matter Dimmable Night Light", "mb", "light-level", "matter-switch", "MATTER"),
    "mb_bedside": ("床头灯", "Aqara LED Bulb T1", "mb", "aqara-led-bulb", "zigbee-switch", "ZIGBEE"),
    "mb_cloth": ("主卧窗帘", "Aqara Curtain Driver E1", "mb", "window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment", "ZIGBEE"),
    "mb_sheer": ("纱帘", "Zigbee Roller Shade", "mb", "window-treatment-battery", "zigbee-window-treatment", "ZIGBEE"),
    "mb_ac": ("主卧空调", "Matter Room Air Conditioner", "mb", "room-air-conditioner-fan-heating-cooling", "matter-thermostat", "MATTER"),
    "mb_th": ("主卧温湿度计", "Zigbee Temperature Humidity Sensor", "mb", "humidity-temp-battery", "zigbee-humidity-sensor", "ZIGBEE"),
    "mb_humid": ("加湿器", "Zigbee Metering Plug", "mb", "switch-power-energy", "zigbee-switch", "ZIGBEE"),
    "mb_window": ("主卧窗磁", "Zigbee Contact Sensor", "mb", "contact-battery-profile", "zigbee-contact", "ZIGBEE"),
    "mb_knob": ("床头旋钮", "Aqara Knob H1", "mb", "aqara-knob-switch", "zigbee-button", "ZIGBEE"),
    # 2F 次卧 -------------------------------------------------------------------------------
    "sb_ceiling": ("吸顶灯", "Matter On/Off Light", "sb", "light-binary", "matter-switch", "MATTER"),
    "sb_night": ("夜灯", "Zigbee Night Light with Motion", "sb", "on-off-level-motion-sensor", "zigbee-switch", "ZIGBEE"),
    "sb_ac": ("次卧空调", "DeepSmart AC", "sb", "Ac.v1", "deepsmart", "LAN"),
    "sb_curtain": ("次卧窗帘", "Zigbee Curtain Motor", "sb", "window-treatment-no-preset", "zigbee-window-treatment", "ZIGBEE"),
    # 2F 儿童房 -----------------------------------------------------------------------------
    "kd_ceiling": ("吸顶灯", "Zigbee RGBW Ceiling Light", "kd", "rgbw-bulb-2200K-6500K", "zigbee-switch", "ZIGBEE"),
    "kd_lamp": ("Kids Lamp", "Matter Color Lamp", "kd", "light-color-level", "matter-switch", "MATTER"),
    "kd_night": ("豆豆的夜灯", "Matter Tunable Night Light", "kd", "light-level-colorTemperature-2200K-6500K", "matter-switch", "MATTER"),
    "kd_ac": ("儿童房空调", "DeepSmart AC", "kd", "Ac.v1", "deepsmart", "LAN"),
    "kd_curtain": ("儿童房窗帘", "Zigbee Roller Shade", "kd", "window-treatment-battery", "zigbee-window-treatment", "ZIGBEE"),
    "kd_heater": ("小太阳", "Matter Plug", "kd", "plug-binary", "matter-switch", "MATTER"),
    "kd_purifier": ("空气净化器", "Matter Air Purifier", "kd", "air-purifier-hepa", "matter-thermostat", "MATTER"),
    "kd_story": ("故事机", "Matter Speaker", "kd", "media-speaker", "matter-media", "MATTER"),
    # 2F 书房 -------------------------------------------------------------------------------
    "st_main": ("主灯", "Matter Tunable White Light", "st", "light-level-colorTemperature", "matter-switch", "MATTER"),
    "st_desk": ("台灯", "Matter Desk Lamp", "st", "light-level-colorTemperature-2700K-6500K", "matter-switch", "MATTER"),
    "st_ac": ("书房空调", "DeepSmart AC", "st", "Ac.v1", "deepsmart", "LAN"),
    "st_blind": ("百叶帘", "Matter Venetian Blind", "st", "window-covering-tilt", "matter-window-covering", "MATTER"),
    "st_pc": ("电脑插座", "Matter Energy Plug", "st", "plug-power-energy-powerConsumption", "matter-switch", "MATTER"),
    "st_speaker": ("书房音箱", "Bose SoundTouch 10", "st", "soundtouch-speaker", "bose", "LAN"),
    # 2F 主卫 -------------------------------------------------------------------------------
    "mt_light": ("主卫灯", "Matter On/Off Light", "mt", "light-binary", "matter-switch", "MATTER"),
    "mt_mirror": ("镜前灯", "Aqara Single Switch Module T1", "mt", "aqara-switch-module-no-power", "zigbee-switch", "ZIGBEE"),
    "mt_fan": ("排气扇", "Matter Relay", "mt", "switch-binary", "matter-switch", "MATTER"),
    "mt_heater": ("浴霸", "Laisiao Smart Bath Heater", "mt", "switch-smart-bath-heater-laisiao", "zigbee-switch", "ZIGBEE"),
    "mt_water": ("热水器", "Matter Water Heater", "mt", "water-heater", "matter-thermostat", "MATTER"),
    "mt_leak": ("主卫水浸", "Matter Leak Sensor", "mt", "leak-battery", "matter-sensor", "MATTER"),
    # 2F 衣帽间 -----------------------------------------------------------------------------
    "wr_light": ("衣柜灯", "Zigbee Dimmer", "wr", "on-off-level-no-firmware-update", "zigbee-switch", "ZIGBEE"),
    "wr_dehum": ("除湿机", "Matter Smart Plug", "wr", "plug-power", "matter-switch", "MATTER"),
    "wr_th": ("衣帽间温湿度", "Zigbee Temperature Humidity Sensor", "wr", "humidity-temperature", "zigbee-humidity-sensor", "ZIGBEE"),
    # 2F 起居室 -----------------------------------------------------------------------------
    "fr_floor": ("客厅落地灯", "Zigbee Tunable White Floor Lamp", "fr", "color-temp-bulb-2700K-5000K", "zigbee-switch", "ZIGBEE"),
    "fr_fanlight": ("吊扇灯", "Matter Ceiling Fan Light", "fr", "light-color-level-fan", "matter-switch", "MATTER"),
    "fr_screen": ("投影幕布", "Vividstorm Projector Screen", "fr", "projector-screen-VWSDSTUST120H", "zigbee-window-treatment", "ZIGBEE"),
    "fr_sun": ("遮阳帘", "Matter Roller Shade", "fr", "window-covering", "matter-window-covering", "MATTER"),
    "fr_ac": ("起居室空调", "Matter Room Air Conditioner", "fr", "room-air-conditioner-heating-cooling", "matter-thermostat", "MATTER"),
    "fr_proj": ("投影仪", "Zigbee Plug", "fr", "basic-plug", "zigbee-switch", "ZIGBEE"),
    # 二楼走廊 ------------------------------------------------------------------------------
    "hl_light": ("走廊灯", "Matter Light with Motion", "hl", "light-level-motion", "matter-switch", "MATTER"),
    "hl_motion": ("走廊人体感应", "Aqara Motion Sensor P1", "hl", "motion-illuminance-battery-aqara", "zigbee-motion-sensor", "ZIGBEE"),
    # 阳台 -----------------------------------------------------------------------------------
    "bc_light": ("阳台灯", "Matter Light with Power Meter", "bc", "light-power", "matter-switch", "MATTER"),
    "bc_washer": ("洗衣机", "Matter Laundry Washer", "bc", "laundry-washer", "matter-appliance", "MATTER"),
    "bc_plug": ("阳台插座", "Zigbee Plug", "bc", "basic-plug", "zigbee-switch", "ZIGBEE"),
    "bc_th": (None, "温湿度传感器 T1", "bc", "humidity-temp-battery-aqara", "zigbee-humidity-sensor", "ZIGBEE"),
    # 玄关 -----------------------------------------------------------------------------------
    "en_light": ("玄关灯", "Matter Light with Motion", "en", "light-level-motion", "matter-switch", "MATTER"),
    "en_shoe": ("鞋柜灯", "Zigbee Dimmer", "en", "on-off-level", "zigbee-switch", "ZIGBEE"),
    "en_lock": ("门锁", "Aqara Smart Lock", "en", "aqara-lock-battery", "aqara-lock", "ZIGBEE"),
    "en_door": ("入户门磁", "Zigbee Door Sensor", "en", "contact-battery-tamper-no-fw-update", "zigbee-contact", "ZIGBEE"),
    "en_motion": ("玄关人体", "Aqara Motion Sensor", "en", "motion-battery-aqara", "zigbee-motion-sensor", "ZIGBEE"),
    "en_siren": ("报警器", "Zigbee Siren", "en", "switch-alarm", "zigbee-siren", "ZIGBEE"),
    # 储藏室 ---------------------------------------------------------------------------------
    "sr_light": ("储藏室灯", "Zigbee On/Off Light", "sr", "on-off-bulb", "zigbee-switch", "ZIGBEE"),
    "sr_freezer": ("冰柜", "Z-Wave Plug", "sr", "smartplug-binary", "zwave-switch", "ZWAVE"),
    # no room, and a room that was deleted --------------------------------------------------
    "nr_robot": ("大白", "Matter Robot Vacuum", None, "rvc-clean-mode", "matter-rvc", "MATTER"),
    "nr_plug": ("移动插座", "Matter Plug", None, "plug-binary", "matter-switch", "MATTER"),
    "gr_light": ("车库灯", "Zigbee On/Off Light", STALE_ROOM, "on-off-bulb", "zigbee-switch", "ZIGBEE"),
}

# A device counts as a light when its category is Light, or when it is a wall-switch relay whose
# label names the light it drives (镜前灯). 排气扇 relays are Switch too, but not lights.
LIGHT_BY_LABEL = {"gb_mirror", "mt_mirror"}

# Profiles used in the home but left out of the spec (found by name only; commands unknown).
NOT_IN_SPEC = {"dishwasher", "contact-battery-profile", "aqara-knob-switch", "motion-battery-aqara"}

# ---------------------------------------------------------------------------------------------
# Profiles and capability definitions
# ---------------------------------------------------------------------------------------------
PROFILES: dict[tuple[str, str], dict] = {}
for _line in (DATA / "profiles.jsonl").read_text(encoding="utf-8").splitlines():
    _p = json.loads(_line)
    PROFILES[(_p["name"], _p["driver"].split("/")[-1])] = _p
CAPDEFS = json.loads((DATA / "capabilities.json").read_text(encoding="utf-8"))["capabilities"]

_seen_driver: dict[str, str] = {}
for _k, (_lab, _nm, _room, _prof, _drv, _tr) in DEVICES.items():
    if (_prof, _drv) not in PROFILES:
        raise SystemExit(f"{_k}: no real profile {_prof} in driver {_drv}")
    if _seen_driver.setdefault(_prof, _drv) != _drv:
        raise SystemExit(f"profile name {_prof} used from two drivers")


def profile_of(key: str) -> dict:
    _, _, _, prof, driver, _ = DEVICES[key]
    return PROFILES[(prof, driver)]


def category_of(key: str) -> str:
    cats = profile_of(key)["categories"]
    return cats[0] if cats else "Unknown"


def label_of(key: str) -> str:
    return DEVICES[key][0] or DEVICES[key][1]


def room_key(key: str) -> str | None:
    room = DEVICES[key][2]
    return room if room in ROOMS else None


def floor_of(key: str) -> int | None:
    rk = room_key(key)
    return ROOMS[rk][2] if rk else None


def dev_id(key: str) -> str:
    return str(uuid.uuid5(NS, "device:" + key))


def room_id(rk: str) -> str:
    return str(uuid.uuid5(NS, "room:" + rk))


# ---------------------------------------------------------------------------------------------
# Spec: descriptions written for this set, value ranges and value lists
# ---------------------------------------------------------------------------------------------
DESC = {  # capability.command -> (Chinese, English)
    "switch.on": ("开启", "switch on"),
    "switch.off": ("关闭", "switch off"),
    "switchLevel.setLevel": ("把亮度调到指定百分比", "set dimming level"),
    "statelessSwitchLevelStep.stepLevel": ("亮度加减一档（正数调亮，负数调暗）", "raise or lower brightness by a step"),
    "colorControl.setColor": ("设置灯光颜色", "set light colour (hue and saturation)"),
    "colorControl.setHue": ("设置色调", "set hue"),
    "colorControl.setSaturation": ("设置饱和度（颜色浓淡）", "set saturation"),
    "colorTemperature.setColorTemperature": ("设置色温，K 值越低越暖黄，越高越冷白", "set white colour temperature (kelvin)"),
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": ("色温调暖或调冷一些", "make the white warmer or cooler by a percentage"),
    "windowShade.open": ("完全拉开", "open fully"),
    "windowShade.close": ("完全合上", "close fully"),
    "windowShade.pause": ("停在当前位置", "stop where it is"),
    "windowShadeLevel.setShadeLevel": ("设置开合比例（0 全关，100 全开）", "set how far open (0 closed, 100 open)"),
    "windowShadePreset.presetPosition": ("移到常用位置", "go to the favourite position"),
    "windowShadePreset.setPresetPosition": ("修改常用位置", "store a favourite position"),
    "windowShadeTiltLevel.setShadeTiltLevel": ("调节叶片角度", "set slat angle"),
    "statelessWindowShadeLevelStep.stepShadeLevel": ("开合度加减一点", "nudge the opening up or down"),
    "airConditionerMode.setAirConditionerMode": ("切换空调模式", "set air conditioner mode"),
    "airConditionerFanMode.setFanMode": ("设置风速档位", "set fan speed"),
    "thermostatMode.setThermostatMode": ("设置运行模式", "set operating mode"),
    "thermostatMode.heat": ("切换为制热", "switch to heating"),
    "thermostatMode.cool": ("切换为制冷", "switch to cooling"),
    "thermostatMode.auto": ("切换为自动模式", "switch to auto"),
    "thermostatMode.off": ("停止运行", "stop operating"),
    "thermostatMode.emergencyHeat": ("紧急加热", "emergency heat"),
    "thermostatCoolingSetpoint.setCoolingSetpoint": ("设置制冷目标温度", "set cooling target temperature"),
    "thermostatHeatingSetpoint.setHeatingSetpoint": ("设置制热目标温度", "set heating target temperature"),
    "fanSpeedPercent.setPercent": ("按百分比设置风速", "set fan speed in percent"),
    "fanMode.setFanMode": ("设置风力档位", "set fan level"),
    "fanOscillationMode.setFanOscillationMode": ("设置摇头/摆风", "set oscillation"),
    "windMode.setWindMode": ("设置风型（自然风、睡眠风）", "set wind type"),
    "airPurifierFanMode.setAirPurifierFanMode": ("设置净化档位", "set purifier mode"),
    "audioVolume.setVolume": ("音量设为指定值", "set volume"),
    "audioVolume.volumeUp": ("音量加一格", "volume up"),
    "audioVolume.volumeDown": ("音量减一格", "volume down"),
    "audioMute.mute": ("静音", "mute"),
    "audioMute.unmute": ("解除静音", "unmute"),
    "audioMute.setMute": ("设置静音开关", "set mute on or off"),
    "mediaPlayback.play": ("播放", "play"),
    "mediaPlayback.pause": ("暂停", "pause"),
    "mediaPlayback.stop": ("停止播放", "stop"),
    "mediaPlayback.fastForward": ("快进", "fast forward"),
    "mediaPlayback.rewind": ("快退", "rewind"),
    "mediaPlayback.setPlaybackStatus": ("设置播放状态", "set playback status"),
    "mediaTrackControl.nextTrack": ("下一首 / 下一集", "next track"),
    "mediaTrackControl.previousTrack": ("上一首 / 上一集", "previous track"),
    "mediaPresets.playPreset": ("播放收藏的歌单或电台", "play a favourite"),
    "mediaInputSource.setInputSource": ("切换输入源（HDMI、光纤、蓝牙等）", "select input source"),
    "audioNotification.playTrack": ("播放一段提示音", "play a sound clip"),
    "audioNotification.playTrackAndResume": ("播放提示音后接着放原来的内容", "play a clip, then resume"),
    "audioNotification.playTrackAndRestore": ("播放提示音后恢复原来的状态", "play a clip, then restore"),
    "keypadInput.sendKey": ("模拟遥控器按键", "send a remote-control key"),
    "lock.lock": ("上锁", "lock"),
    "lock.unlock": ("解锁", "unlock"),
    "lock.unlatch": ("开门（收回锁舌）", "unlatch the door"),
    "alarm.siren": ("发出警报声", "sound the siren"),
    "alarm.strobe": ("闪光警示", "flash the strobe"),
    "alarm.both": ("声光报警", "siren and strobe"),
    "alarm.off": ("停止报警", "silence the alarm"),
    "operationalState.start": ("启动", "start"),
    "operationalState.pause": ("暂停", "pause"),
    "operationalState.resume": ("继续", "resume"),
    "operationalState.stop": ("停止", "stop"),
    "robotCleanerOperatingState.start": ("开始打扫", "start cleaning"),
    "robotCleanerOperatingState.pause": ("暂停打扫", "pause cleaning"),
    "robotCleanerOperatingState.goHome": ("回到充电座", "return to the dock"),
    "mode.setMode": ("切换模式", "set mode"),
    "laundryWasherRinseMode.setRinseMode": ("设置漂洗次数", "set rinse"),
    "laundryWasherSpinSpeed.setSpinSpeed": ("设置脱水转速", "set spin speed"),
    "refresh.refresh": ("刷新状态", "refresh status"),
    "energyMeter.resetEnergyMeter": ("用电量清零", "reset the energy counter"),
    "firmwareUpdate.checkForFirmwareUpdate": ("检查固件更新", "check for firmware update"),
    "firmwareUpdate.updateFirmware": ("升级固件", "update firmware"),
}
DESC_BY_CATEGORY = {
    ("Projector", "windowShade.open"): ("收起幕布（升上去）", "retract the screen"),
    ("Projector", "windowShade.close"): ("放下幕布", "lower the screen"),
    ("Projector", "windowShade.pause"): ("幕布停住", "stop the screen"),
    ("Projector", "mode.setMode"): ("设置幕布行程限位", "set the screen's travel limit"),
    ("RobotCleaner", "mode.setMode"): ("切换清洁模式（扫地、拖地）", "set cleaning mode"),
    ("Washer", "operationalState.start"): ("开始洗衣", "start the wash"),
    ("Washer", "mode.setMode"): ("选择洗衣程序", "select wash programme"),
    ("WaterHeater", "mode.setMode"): ("设置热水器工作方式", "set water heater mode"),
    ("AirConditioner", "switch.on"): ("开空调", "turn the air conditioner on"),
    ("AirConditioner", "switch.off"): ("关空调", "turn the air conditioner off"),
    ("Vent", "switch.on"): ("开启新风", "turn ventilation on"),
    ("Vent", "switch.off"): ("关闭新风", "turn ventilation off"),
    ("Vent", "airConditionerFanMode.setFanMode"): ("设置新风风量档位", "set ventilation airflow"),
    ("KitchenHood", "fanMode.setFanMode"): ("设置吸力档位", "set extraction level"),
    ("Siren", "switch.on"): ("打开报警器", "turn the siren on"),
    ("Siren", "switch.off"): ("关闭报警器", "turn the siren off"),
    ("Receiver", "switch.on"): ("功放开机", "power the receiver on"),
    ("Receiver", "switch.off"): ("功放关机", "power the receiver off"),
}
DESC_BY_PROFILE = {
    ("Ac.v1", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设置空调温度（制冷制热都用它）", "set the AC target temperature"),
    ("water-heater", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设置热水温度", "set hot water temperature"),
    ("Heater.v1", "thermostatHeatingSetpoint.setHeatingSetpoint"): ("设置地暖温度", "set floor heating temperature"),
    ("light-color-level-fan", "fanMode.setFanMode"): ("设置吊扇档位", "set ceiling fan speed"),
    ("light-color-level-fan", "fanSpeedPercent.setPercent"): ("吊扇风速百分比", "ceiling fan speed in percent"),
}
# Profiles exported in English as a whole (an English-language phone set them up).
ENGLISH_PROFILES = {"sonos-player", "legacy-color", "light-color-level", "air-purifier-hepa-ac-rock-wind"}

VALUES = {  # list key -> [(value, zh, en)]
    "ac_mode": [("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("dry", "除湿", "dry"),
                ("fan", "送风", "fan only"), ("auto", "自动", "auto")],
    "tmode_ac": [("off", "关", "off"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("auto", "自动", "auto"),
                 ("dryair", "除湿", "dry"), ("fanonly", "送风", "fan only")],
    "tmode_ac_basic": [("off", "关", "off"), ("cool", "制冷", "cool"), ("heat", "制热", "heat"), ("auto", "自动", "auto")],
    "tmode_heat": [("off", "关", "off"), ("heat", "加热", "heat")],
    "ac_fan": [("auto", "自动风", "auto"), ("low", "低风", "low"), ("medium", "中风", "medium"), ("high", "高风", "high")],
    "vent_fan": [("low", "低档", "low"), ("medium", "中档", "medium"), ("high", "高档", "high"), ("auto", "自动", "auto")],
    "fan_mode": [("off", "关", "off"), ("low", "低档", "low"), ("medium", "中档", "medium"), ("high", "高档", "high"),
                 ("auto", "自动", "auto")],
    "purifier": [("off", "关", "off"), ("auto", "自动", "auto"), ("sleep", "睡眠", "sleep"), ("low", "低档", "low"),
                 ("medium", "中档", "medium"), ("high", "高档", "high")],
    "wind": [("noWind", "普通风", "normal"), ("sleepWind", "睡眠风", "sleep wind"), ("naturalWind", "自然风", "natural wind")],
    "osc": [("off", "不摇头", "off"), ("horizontal", "左右摇头", "horizontal"), ("vertical", "上下摆风", "vertical"),
            ("swing", "大角度摇头", "swing")],
    "input": [("HDMI1", "HDMI1", "HDMI 1"), ("HDMI2", "HDMI2", "HDMI 2"), ("HDMI3", "HDMI3", "HDMI 3"),
              ("optical", "光纤", "optical"), ("coaxial", "同轴", "coaxial"), ("bluetooth", "蓝牙", "bluetooth"),
              ("wifi", "网络", "wifi"), ("aux", "AUX 音频", "aux"), ("USB", "U 盘", "USB")],
    "washer_mode": [("Normal", "标准洗", "normal"), ("Quick", "快洗", "quick"), ("Delicate", "轻柔洗", "delicate"),
                    ("Heavy", "强力洗", "heavy"), ("Wool", "羊毛", "wool")],
    "rvc_mode": [("Vacuum", "扫地", "vacuum"), ("Mop", "拖地", "mop"), ("Vacuum and Mop", "边扫边拖", "vacuum and mop")],
    "heater_mode": [("Off", "关", "off"), ("Manual", "手动", "manual"), ("Timed", "预约", "timed")],
    "screen_mode": [("设置上限位", "设置上限位", "set upper limit"), ("设置下限位", "设置下限位", "set lower limit"),
                    ("删除所有限位", "删除所有限位", "clear all limits")],
    "rinse": [("none", "不漂洗", "none"), ("normal", "标准漂洗", "normal"), ("extra", "多漂一次", "extra"),
              ("max", "最多漂洗", "max")],
    "spin": [("off", "不脱水", "no spin"), ("low", "低速", "low"), ("medium", "中速", "medium"), ("high", "高速", "high")],
    "mute": [("muted", "静音", "muted"), ("unmuted", "有声", "unmuted")],
    "playback": [("paused", "暂停", "paused"), ("playing", "播放中", "playing"), ("stopped", "停止", "stopped"),
                 ("fast forwarding", "快进", "fast forwarding"), ("rewinding", "快退", "rewinding")],
    "keys": [("UP", "上", "up"), ("DOWN", "下", "down"), ("LEFT", "左", "left"), ("RIGHT", "右", "right"),
             ("SELECT", "确定", "OK"), ("BACK", "返回", "back"), ("EXIT", "退出", "exit"), ("MENU", "菜单", "menu"),
             ("SETTINGS", "设置", "settings"), ("HOME", "主页", "home")]
            + [(f"NUMBER{i}", f"数字键{i}", f"digit {i}") for i in range(10)],
}
VALUE_LISTS = {  # (profile, capability.command) -> list key
    ("Ac.v1", "airConditionerMode.setAirConditionerMode"): "ac_mode",
    ("Ac.v1", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner", "thermostatMode.setThermostatMode"): "tmode_ac",
    ("room-air-conditioner-fan-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_ac",
    ("room-air-conditioner-heating-cooling", "thermostatMode.setThermostatMode"): "tmode_ac_basic",
    ("room-air-conditioner", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("room-air-conditioner-fan-heating-cooling", "airConditionerFanMode.setFanMode"): "ac_fan",
    ("Newfan.v1", "airConditionerFanMode.setFanMode"): "vent_fan",
    ("Heater.v1", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("water-heater", "thermostatMode.setThermostatMode"): "tmode_heat",
    ("water-heater", "mode.setMode"): "heater_mode",
    ("extractor-hood-light", "fanMode.setFanMode"): "fan_mode",
    ("light-color-level-fan", "fanMode.setFanMode"): "fan_mode",
    ("air-purifier-hepa", "airPurifierFanMode.setAirPurifierFanMode"): "purifier",
    ("air-purifier-hepa-ac-rock-wind", "airPurifierFanMode.setAirPurifierFanMode"): "purifier",
    ("laundry-washer", "mode.setMode"): "washer_mode",
    ("laundry-washer", "laundryWasherRinseMode.setRinseMode"): "rinse",
    ("laundry-washer", "laundryWasherSpinSpeed.setSpinSpeed"): "spin",
    ("rvc-clean-mode", "mode.setMode"): "rvc_mode",
    ("projector-screen-VWSDSTUST120H", "mode.setMode"): "screen_mode",
    ("maX10", "mediaInputSource.setInputSource"): "input",
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
}
CONFIG_KEYS = {"switchLevel.setLevel": ("switchLevel", "level.value"),
               "colorTemperature.setColorTemperature": ("colorTemperature", "colorTemperature.value"),
               "thermostatHeatingSetpoint.setHeatingSetpoint": ("thermostatHeatingSetpoint", "heatingSetpoint.value")}
ARG_TYPES = {"colorControl.setColor": "object", "mediaPresets.playPreset": "string",
             "audioNotification.playTrack": "string", "audioNotification.playTrackAndResume": "string",
             "audioNotification.playTrackAndRestore": "string"}


def english(profile: str, text_key: str) -> bool:
    if profile in ENGLISH_PROFILES:
        return True
    return zlib.crc32(f"{profile}|{text_key}".encode()) % 5 == 0


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
for _k in DEVICES:
    _prof = profile_of(_k)
    if _prof["name"] not in SPEC and _prof["name"] not in NOT_IN_SPEC:
        SPEC[_prof["name"]] = spec_line(_prof)


def spec_ids(key: str) -> set[str]:
    line = SPEC.get(DEVICES[key][3])
    return {c["id"] for c in line["capabilities"]} if line else set()


# ---------------------------------------------------------------------------------------------
# Command ids and families (any supported member of a family is an acceptable answer)
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
NEXT, PREV = C("mediaTrackControl", "nextTrack"), C("mediaTrackControl", "previousTrack")
KEY, INPUT = C("keypadInput", "sendKey"), C("mediaInputSource", "setInputSource")
LOCK, UNLOCK, UNLATCH = C("lock", "lock"), C("lock", "unlock"), C("lock", "unlatch")
OPSTART, OPPAUSE, OPSTOP = C("operationalState", "start"), C("operationalState", "pause"), C("operationalState", "stop")
RVCSTART, RVCPAUSE, RVCHOME = (C("robotCleanerOperatingState", m) for m in ("start", "pause", "goHome"))
SETMODE, RINSE, SPIN = C("mode", "setMode"), C("laundryWasherRinseMode", "setRinseMode"), C("laundryWasherSpinSpeed", "setSpinSpeed")
SIREN, BOTH, ALARMOFF = C("alarm", "siren"), C("alarm", "both"), C("alarm", "off")
ANY = "*"

BRIGHTER = [SETLEVEL, STEPLEVEL]          # 调亮 / 调暗 / 最亮 / 最暗
COLOR = [SETCOLOR, SETHUE]
WARMER = [SETCT, STEPCT]                  # warmer or cooler white
SETPOINT = [COOLSP, HEATSP]               # a temperature said without a mode
TO_COOL = [TCOOL, TMODE, ACMODE]
TO_HEAT = [THEAT, TMODE, ACMODE]
TO_AUTO = [TAUTO, TMODE, ACMODE]
AC_MODE = [TMODE, ACMODE]                 # 除湿 / 送风: only the set-mode commands carry them
AC_OFF = [OFF, TOFF]
FAN_STRONGER = [ACFAN, FANPCT, PURIFIER, FANMODE]
PURIFIER_ON = [PURIFIER, FANPCT]          # purifiers have no switch
VOLUME_UP = [VOLUP, SETVOL]
VOLUME_DOWN = [VOLDOWN, SETVOL]
QUIETER = [VOLDOWN, SETVOL, MUTE, SETMUTE]
SHADE_A_BIT = [SHADELEVEL, STEPSHADE]
DIM_OR_OFF = [SETLEVEL, STEPLEVEL, OFF]
SHADE_DOWN = [CLOSE, SHADELEVEL, STEPSHADE]


# ---------------------------------------------------------------------------------------------
# Sets (the rules README.md states)
# ---------------------------------------------------------------------------------------------
def label_room(key: str) -> str | None:
    """The room core word a label names (longest, non-overlapping; none or several -> None)."""
    label = label_of(key)
    hits = sorted({c for c in CORE.values() if c in label}, key=len, reverse=True)
    chosen: list[str] = []
    for c in hits:
        if not any(c in h for h in chosen):
            chosen.append(c)
    return BY_CORE[chosen[0]] if len(chosen) == 1 else None


def rooms_of(key: str) -> set[str]:
    """A device is in its roomId room and, when its label names another room of the home, in that one too."""
    out = {room_key(key)} if room_key(key) else set()
    lr = label_room(key)
    if lr:
        out.add(lr)
    return out


def lights() -> list[str]:
    return [k for k in DEVICES if category_of(k) == "Light" or k in LIGHT_BY_LABEL]


def of_category(*cats: str) -> list[str]:
    return [k for k in DEVICES if category_of(k) in cats]


def in_rooms(keys, *rooms: str) -> list[str]:
    return [k for k in keys if rooms_of(k) & set(rooms)]


def in_home_rooms(keys, *rooms: str) -> list[str]:
    """By roomId only (used with a floor word: 一楼客厅 is the room on 1F, not a label)."""
    return [k for k in keys if room_key(k) in rooms]


def except_rooms(keys, *rooms: str) -> list[str]:
    return [k for k in keys if not (rooms_of(k) & set(rooms))]


def on_floor(keys, floor: int) -> list[str]:
    """Floors belong to rooms: a device is on the floor its roomId room's name gives (floorless rooms: none)."""
    return [k for k in keys if floor_of(k) == floor]


def with_cmd(keys, cmd: str) -> list[str]:
    return [k for k in keys if cmd in spec_ids(k)]


def without(keys, *drop: str) -> list[str]:
    return [k for k in keys if k not in drop]


LIGHTS = lights()
BLINDS = of_category("Blind")
ACS = of_category("AirConditioner")
PLUGS = of_category("SmartPlug")
SPEAKERS = of_category("Speaker")
CEILINGS = [k for k in DEVICES if label_of(k) == "吸顶灯"]
DOWNLIGHTS = [f"lr_d{i}" for i in range(1, 9)]
NIGHTS = ["mb_night", "sb_night", "kd_night"]
STRIPS = ["lr_strip", "mb_strip1", "mb_strip2"]
LR_LIGHTS = in_rooms(LIGHTS, "lr")                      # includes 客厅落地灯 (2F 起居室) by its label
LR_LIGHTS_1F = in_home_rooms(LIGHTS, "lr")
BEDROOM_LIGHTS = in_rooms(LIGHTS, *BEDROOMS)
BATH_LIGHTS = in_rooms(LIGHTS, *BATHROOMS)

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
    if not keys:
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



# ---------------------------------------------------------------------------------------------
# The cases
# ---------------------------------------------------------------------------------------------
# --- 1. rooms by bare core word, alias, or full name -------------------------------------------
case("room", "客厅灯开一下", one(LR_LIGHTS, ON), tags=("room-core", "room", "type", "colloquial", "room-multi"))
case("room", "书房空调开一下", one("st_ac", ON), tags=("room-core", "room", "type", "climate", "colloquial"))
case("room", "卧室的灯都关了", every(BEDROOM_LIGHTS, OFF), tags=("room-alias", "room", "type"))
case("room", "卧室空调都关掉", every(in_rooms(ACS, *BEDROOMS), OFF), tags=("room-alias", "room", "type", "climate"))
case("room", "一楼卫生间的灯打开", one(in_rooms(LIGHTS, "gb"), ON), tags=("room-alias", "floor", "room", "type", "room-multi"))
case("room", "楼上洗手间的灯开一下", one(in_rooms(LIGHTS, "mt"), ON), tags=("room-alias", "floor", "room", "type", "room-multi", "colloquial"))
case("room", "楼下厕所的排气扇打开", one("gb_fan", ON), tags=("room-alias", "floor", "room", "duplicate-label"))
case("room", "厨房的灯关掉", one("kt_light", OFF), tags=("room-core", "room", "type"))
case("room", "打开1F 餐厅的吊灯", one("dn_pendant", ON), tags=("room-full", "room", "name"))
case("room", "餐厅灯打开", one("dn_pendant", ON), tags=("room-core", "room", "type"))
case("room", "主卧室的窗帘拉上", one(["mb_cloth", "mb_sheer"], CLOSE), tags=("room-alias", "room", "type", "cover"))
case("room", "孩子房间的空调关了", one("kd_ac", AC_OFF), tags=("room-alias", "room", "type", "climate"))
case("room", "保姆房吸顶灯打开", one("nn_ceiling", ON), tags=("room-core", "room", "duplicate-label"))
case("room", "阿姨房的空调开一下", one("nn_ac", ON), tags=("room-alias", "name", "climate", "colloquial"))
case("room", "起居室的空调调到25度", one("fr_ac", SETPOINT), tags=("room-core", "room", "type", "climate", "temperature"))
case("room", "二楼起居室的遮阳帘放下来", one("fr_sun", CLOSE), tags=("room-alias", "floor", "room", "name", "cover"))
case("room", "2F 主卫的排气扇关掉", one("mt_fan", OFF), tags=("room-full", "room", "duplicate-label"))
case("room", "衣帽间的灯打开", one("wr_light", ON), tags=("room-core", "room", "type"))
case("room", "走廊的灯关了", one("hl_light", OFF), tags=("room-core", "room", "type"))
case("room", "次卧的灯都打开", every(in_rooms(LIGHTS, "sb"), ON), tags=("room-core", "room", "type"))
case("room", "儿童房的窗帘拉开", one("kd_curtain", OPEN), tags=("room-core", "room", "type", "cover"))
case("room", "主卫的灯打开", one(in_rooms(LIGHTS, "mt"), ON), tags=("room-core", "room", "type", "room-multi"))
case("room", "2F 书房的主灯关掉", one("st_main", OFF), tags=("room-full", "room", "duplicate-label"))
case("room", "把书房的灯打开", one(in_rooms(LIGHTS, "st"), ON), tags=("room-core", "room", "type", "room-multi"))
case("room", "二楼书房空调调成制冷", one("st_ac", TO_COOL), tags=("room-alias", "floor", "room", "type", "climate", "mode"))

# --- 2. floors as scope ----------------------------------------------------------------------
case("floor", "楼下的灯都关了", every(on_floor(LIGHTS, 1), OFF), tags=("floor", "bulk-all", "floorless", "name-other-room"))
case("floor", "楼上所有窗帘关上", every(on_floor(BLINDS, 2), CLOSE), tags=("floor", "bulk-all", "cover"))
case("floor", "一楼的灯全部打开", every(on_floor(LIGHTS, 1), ON), tags=("floor", "bulk-all", "floorless", "name-other-room"))
case("floor", "二楼的空调都关掉", every(on_floor(ACS, 2), OFF), tags=("floor", "bulk-all", "climate"))
case("floor", "除了儿童房，楼上的灯都关了", every(except_rooms(on_floor(LIGHTS, 2), "kd"), OFF),
     tags=("floor", "except", "bulk-except", "floorless"))
case("floor", "2F的插座都关了", every(on_floor(PLUGS, 2), OFF), tags=("floor", "bulk-all", "plug", "floorless"))
case("floor", "楼下的窗帘都拉开", every(on_floor(BLINDS, 1), OPEN), tags=("floor", "bulk-all", "cover", "fullwidth"))
case("floor", "二楼的灯全关", every(on_floor(LIGHTS, 2), OFF), tags=("floor", "bulk-all", "floorless", "name-other-room"))
case("floor", "一楼的灯都调到50%", every(with_cmd(on_floor(LIGHTS, 1), SETLEVEL), SETLEVEL),
     tags=("floor", "bulk-all", "level", "capability-subset"))
case("floor", "楼上的落地灯打开", one("fr_floor", ON), tags=("floor", "segmentation", "name-other-room"))
case("floor", "一楼的空调全关了", every(on_floor(ACS, 1), OFF), tags=("floor", "bulk-all", "climate"))
case("floor", "楼上的吸顶灯都打开", every(on_floor(CEILINGS, 2), ON), tags=("floor", "bulk-all", "duplicate-label"))
case("floor", "除了主卧，二楼空调全关", every(except_rooms(on_floor(ACS, 2), "mb"), OFF),
     tags=("floor", "except", "bulk-except", "climate"))
case("floor", "一楼客厅的灯全关了", every(LR_LIGHTS_1F, OFF), tags=("floor", "bulk-all", "room", "name-other-room"))
case("floor", "楼上厕所的镜前灯关了", one("mt_mirror", OFF), tags=("floor", "room-alias", "duplicate-label", "category-by-name"))
case("floor", "一楼除了厨房，灯都关掉", every(except_rooms(on_floor(LIGHTS, 1), "kt"), OFF),
     tags=("floor", "except", "bulk-except"))
case("floor", "楼上的夜灯全关了", every(on_floor(NIGHTS, 2), OFF), tags=("floor", "bulk-all", "partial-name"))
case("floor", "二楼的窗帘都打开一半", every(on_floor(BLINDS, 2), SHADELEVEL), tags=("floor", "bulk-all", "cover", "level"))

# --- 3. label parts and indices --------------------------------------------------------------
case("index", "打开筒灯5", one("lr_d5", ON), tags=("label-index", "name"))
case("index", "筒灯五关掉", one("lr_d5", OFF), tags=("label-index", "name", "numeral-zh"))
case("index", "把5号筒灯调到40%", one("lr_d5", SETLEVEL), tags=("label-index", "name", "level"))
case("index", "打开第五个筒灯", one("lr_d5", ON), tags=("label-index", "name", "numeral-zh"))
case("index", "客厅的筒灯都打开", every(DOWNLIGHTS, ON), tags=("label-index", "bulk-all", "room"))
case("index", "打开筒灯", every(DOWNLIGHTS, ON), tags=("label-index", "bulk-all"))
case("index", "筒灯全部关掉", every(DOWNLIGHTS, OFF), tags=("label-index", "bulk-all"))
case("index", "客厅筒灯都调到30%", every(with_cmd(DOWNLIGHTS, SETLEVEL), SETLEVEL),
     tags=("label-index", "bulk-all", "level", "capability-subset"))
case("index", "灯带2调成蓝色", one("mb_strip2", COLOR), tags=("label-index", "name", "color"))
case("index", "二号灯带关掉", one("mb_strip2", OFF), tags=("label-index", "name", "numeral-zh"))
case("index", "主卧的灯带1亮度调到20", one("mb_strip1", SETLEVEL), tags=("label-index", "room", "name", "level"))
case("index", "筒灯八打开", one("lr_d8", ON), tags=("label-index", "name", "numeral-zh"))
case("index", "把筒灯3和筒灯4关了", one("lr_d3", OFF), one("lr_d4", OFF), tags=("label-index", "name"))
case("index", "主卧两个灯带都打开", every(["mb_strip1", "mb_strip2"], ON), tags=("label-index", "bulk-all", "room"))
case("index", "筒灯1到筒灯4打开", every(["lr_d1", "lr_d2", "lr_d3", "lr_d4"], ON), tags=("label-index", "bulk-all", "range"))
case("index", "第一个灯带换成暖光", one("mb_strip1", WARMER), tags=("label-index", "name", "color-temperature", "numeral-zh"))
case("index", "七号筒灯关一下", one("lr_d7", OFF), tags=("label-index", "name", "numeral-zh", "colloquial"))

# --- 4. type words the home teaches ------------------------------------------------------------
case("hometype", "投影幕布放下来", one("fr_screen", CLOSE), tags=("home-type", "name", "cover"))
case("hometype", "把幕布收起来", one("fr_screen", OPEN), tags=("home-type", "partial-name", "cover"))
case("hometype", "遮阳帘收起来", one("fr_sun", OPEN), tags=("home-type", "name", "cover"))
case("hometype", "打开新风", one("lr_fresh", ON), tags=("home-type", "partial-name", "air"))
case("hometype", "新风开到高档", one("lr_fresh", ACFAN), tags=("home-type", "partial-name", "air", "fan"))
case("hometype", "地暖调到22度", one("lr_heat", HEATSP), tags=("home-type", "name", "climate", "temperature"))
case("hometype", "地暖关了", one("lr_heat", [TOFF, TMODE]), tags=("home-type", "name", "climate", "no-switch"))
case("hometype", "功放声音小一点", one("lr_amp", VOLUME_DOWN), tags=("home-type", "name", "media", "volume", "relative"))
case("hometype", "故事机音量调到30", one("kd_story", SETVOL), tags=("home-type", "name", "media", "volume"))
case("hometype", "打开投影仪", one("fr_proj", ON), tags=("home-type", "name", "plug"))
case("hometype", "浴霸开一下", one("mt_heater", ON), tags=("home-type", "name", "colloquial"))
case("hometype", "吊扇开到最大", one("fr_fanlight", [FANMODE, FANPCT]), tags=("home-type", "partial-name", "fan"))
case("hometype", "除湿机打开", one("wr_dehum", ON), tags=("home-type", "name", "plug"))
case("hometype", "小太阳关掉", one("kd_heater", OFF), tags=("home-type", "nickname", "plug"))

# --- 5. segmentation: a label with a room word must not steal the room -----------------------
case("segment", "打开客厅落地灯", one("fr_floor", ON), tags=("segmentation", "name", "name-other-room"))
case("segment", "客厅的落地灯打开", one(["lr_floor", "fr_floor"], ON), tags=("segmentation", "room", "name-other-room", "ambiguous-soft"))
case("segment", "一楼客厅的落地灯关掉", one("lr_floor", OFF), tags=("segmentation", "floor", "room", "name-other-room"))
case("segment", "起居室的客厅落地灯调到50%", one("fr_floor", SETLEVEL), tags=("segmentation", "room", "name-other-room", "level"))
case("segment", "起居室的落地灯调暗一点", one("fr_floor", BRIGHTER), tags=("segmentation", "room", "name-other-room", "relative"))
case("segment", "客厅落地灯调成暖白光", one("fr_floor", WARMER), tags=("segmentation", "name-other-room", "color-temperature"))
case("segment", "打开阿姨房空调", one("nn_ac", ON), tags=("segmentation", "name", "climate"))
case("segment", "打开电视墙灯带", one("lr_strip", ON), tags=("segmentation", "name"))
case("segment", "豆豆的夜灯关掉", one("kd_night", OFF), tags=("segmentation", "nickname"))
case("segment", "书房主灯调到80%", one("st_main", SETLEVEL), tags=("segmentation", "room", "duplicate-label", "level"))
case("segment", "客厅主灯调到百分之六十", one("lr_main", SETLEVEL), tags=("segmentation", "room", "duplicate-label", "level", "numeral-zh"))
case("segment", "主卫灯开一下", one("mt_light", ON), tags=("segmentation", "name", "colloquial"))
case("segment", "客卫灯关了", one("gb_light", OFF), tags=("segmentation", "name"))
case("segment", "打开车库灯", one("gr_light", ON), tags=("segmentation", "name", "stale-room"))
case("segment", "客厅电视关掉", one("lr_tv", OFF), tags=("segmentation", "name", "media"))

# --- 6. actions read from capability arguments -------------------------------------------------
case("action", "把主卧空调调成制热", one("mb_ac", TO_HEAT), tags=("capability-action", "climate", "mode"))
case("action", "主卧空调开除湿", one("mb_ac", AC_MODE), tags=("capability-action", "climate", "mode"))
case("action", "书房空调开除湿模式", one("st_ac", AC_MODE), tags=("capability-action", "climate", "mode"))
case("action", "次卧空调开送风", one("sb_ac", AC_MODE), tags=("capability-action", "climate", "mode"))
case("action", "客厅空调调成送风模式", one("lr_ac", AC_MODE), tags=("capability-action", "climate", "mode"))
case("action", "儿童房空调设成自动", one("kd_ac", TO_AUTO), tags=("capability-action", "climate", "mode"))
case("action", "set the living room AC to cool", one("lr_ac", TO_COOL), tags=("capability-action", "climate", "mode", "code-mixed"))
case("action", "起居室空调制冷", one("fr_ac", TO_COOL), tags=("capability-action", "climate", "mode"))
case("action", "Dyson风大一点", one("lr_dyson", PURIFIER_ON), tags=("capability-action", "fan", "relative", "english-label"))
case("action", "客厅空调风小一点", one("lr_ac", [ACFAN, FANPCT]), tags=("capability-action", "climate", "fan", "relative"))
case("action", "书房空调风速调到高", one("st_ac", ACFAN), tags=("capability-action", "climate", "fan"))
case("action", "新风风量调小一点", one("lr_fresh", ACFAN), tags=("capability-action", "air", "fan", "relative"))
case("action", "Dyson摇头", one("lr_dyson", OSC), tags=("capability-action", "fan", "english-label"))
case("action", "Dyson别摇头了", one("lr_dyson", OSC), tags=("capability-action", "fan", "english-label", "polarity"))
case("action", "Dyson开自然风", one("lr_dyson", WIND), tags=("capability-action", "fan", "english-label", "mode"))
case("action", "Dyson调成睡眠模式", one("lr_dyson", PURIFIER), tags=("capability-action", "english-label", "mode"))
case("action", "电视换到8频道", one("lr_tv", KEY), tags=("capability-action", "media"))
case("action", "电视回到主页", one("lr_tv", KEY), tags=("capability-action", "media"))
case("action", "功放切到HDMI1", one("lr_amp", INPUT), tags=("capability-action", "media", "home-type"))
case("action", "切到蓝牙输入", one("lr_amp", INPUT), tags=("capability-action", "media", "unique-type"))
case("action", "大白去扫地", one("nr_robot", RVCSTART), tags=("capability-action", "nickname", "no-room", "appliance"))
case("action", "大白回去充电", one("nr_robot", RVCHOME), tags=("capability-action", "nickname", "no-room", "appliance"))
case("action", "大白先停一下", one("nr_robot", RVCPAUSE), tags=("capability-action", "nickname", "no-room", "appliance"))
case("action", "大白换成拖地模式", one("nr_robot", SETMODE), tags=("capability-action", "nickname", "no-room", "appliance", "mode"))
case("action", "报警器别响了", one("en_siren", [ALARMOFF, OFF]), tags=("capability-action", "security", "polarity"))
case("action", "报警器响一下试试", one("en_siren", [SIREN, BOTH, ON]), tags=("capability-action", "security", "colloquial"))
case("action", "遮阳帘放下来", one("fr_sun", CLOSE), tags=("capability-action", "cover", "home-type"))
case("action", "次卧窗帘拉开一点", one("sb_curtain", SHADE_A_BIT), tags=("capability-action", "cover", "relative"))
case("action", "主卧窗帘开一半", one("mb_cloth", SHADELEVEL), tags=("capability-action", "cover", "level"))
case("action", "儿童房窗帘开三分之一", one("kd_curtain", SHADELEVEL), tags=("capability-action", "cover", "level", "numeral-zh"))
case("action", "百叶帘叶片角度调到45度", one("st_blind", TILT), tags=("capability-action", "cover", "level"))
case("action", "吊灯调亮一点点", one("dn_pendant", BRIGHTER), tags=("capability-action", "level", "relative"))
case("action", "儿童房空调开制冷调到24度", one("kd_ac", ACMODE), one("kd_ac", HEATSP),
     tags=("capability-action", "two-actions", "climate", "mode", "temperature"))
case("action", "打开书房台灯并调到50%", one("st_desk", ON), one("st_desk", SETLEVEL),
     tags=("capability-action", "two-actions", "level"))
case("action", "客厅空调打开调到26度", one("lr_ac", ON), one("lr_ac", SETPOINT),
     tags=("capability-action", "two-actions", "climate", "temperature"))
case("action", "Sonos取消静音", one("lr_beam", [UNMUTE, SETMUTE]), tags=("capability-action", "media", "volume", "polarity", "english-label"))
case("action", "吊扇别吹了", one("fr_fanlight", [FANMODE, FANPCT]), tags=("capability-action", "fan", "polarity"))
case("action", "空气净化器别开了", one("kd_purifier", PURIFIER_ON), tags=("capability-action", "air", "polarity", "no-switch"))
case("action", "洗衣机换成快洗", one("bc_washer", SETMODE), tags=("capability-action", "appliance", "mode"))
case("action", "洗衣机多漂洗一次", one("bc_washer", RINSE), tags=("capability-action", "appliance", "mode"))
case("action", "洗衣机脱水调到高速", one("bc_washer", SPIN), tags=("capability-action", "appliance", "mode"))
case("action", "热水器调到预约模式", one("mt_water", SETMODE), tags=("capability-action", "mode"))
case("action", "油烟机开大档", one("kt_hood", [FANMODE, FANPCT]), tags=("capability-action", "appliance", "fan", "no-switch"))
case("action", "吊扇风速调到百分之四十", one("fr_fanlight", FANPCT), tags=("capability-action", "fan", "numeral-zh"))
case("action", "门锁打开", one("en_lock", [UNLOCK, UNLATCH]), tags=("capability-action", "security"))

# --- 7. quantifier "any" with a count -----------------------------------------------------------
case("anycount", "客厅开两盏灯", one(LR_LIGHTS, ON), tags=("any-count", "room", "type"))
case("anycount", "随便开一个灯", one(LIGHTS, ON), tags=("any-count", "type"))
case("anycount", "关两个插座", one(PLUGS, OFF), tags=("any-count", "type", "plug"))
case("anycount", "开三个筒灯", one(DOWNLIGHTS, ON), tags=("any-count", "label-index"))
case("anycount", "楼上随便开盏灯", one(on_floor(LIGHTS, 2), ON), tags=("any-count", "floor", "type"))
case("anycount", "主卧开一盏灯就行", one(in_rooms(LIGHTS, "mb"), ON), tags=("any-count", "room", "type"))

# --- 8. soft inheritance of the room across commands ----------------------------------------
case("inherit", "打开书房台灯，再把加湿器打开", one("st_desk", ON), one("mb_humid", ON), tags=("soft-inherit", "plug"))
case("inherit", "打开主卧吸顶灯，再把窗帘拉上", one("mb_ceiling", ON), one(["mb_cloth", "mb_sheer"], CLOSE),
     tags=("soft-inherit", "room", "cover", "duplicate-label"))
case("inherit", "打开儿童房的吸顶灯，空调也开一下", one("kd_ceiling", ON), one("kd_ac", ON),
     tags=("soft-inherit", "room", "climate", "duplicate-label"))
case("inherit", "关掉客厅电视，再把热水器调到45度", one("lr_tv", OFF), one("mt_water", HEATSP),
     tags=("soft-inherit", "media", "temperature"))
case("inherit", "把次卧的夜灯打开，然后窗帘关上", one("sb_night", ON), one("sb_curtain", CLOSE),
     tags=("soft-inherit", "room", "cover", "duplicate-label"))
case("inherit", "打开主卧的床头灯，再把除湿机开了", one("mb_bedside", ON), one("wr_dehum", ON), tags=("soft-inherit", "plug"))
case("inherit", "书房空调开一下，再让大白去扫地", one("st_ac", ON), one("nr_robot", RVCSTART),
     tags=("soft-inherit", "climate", "nickname", "no-room"))
case("inherit", "主卧窗帘拉开，再把灯都关了", one("mb_cloth", OPEN), every(in_rooms(LIGHTS, "mb"), OFF),
     tags=("soft-inherit", "room", "bulk-all", "cover"))

# --- 9. not a command, and long rambling transcripts ending in one request ---------------------
for _q in ("你好呀", "讲个笑话吧", "今天天气怎么样", "明天上海会下雨吗", "珠穆朗玛峰有多高", "谢谢你", "阿巴阿巴阿巴",
           "你叫什么名字", "一加一等于几", "李白是哪个朝代的", "灯泡是谁发明的", "窗帘一般多久洗一次比较好",
           "好的，没事了", "嗯", "what's the weather like today", "qwertyuiop"):
    case("none", _q, none(), tags=("not-command", *(("code-mixed",) if _q.isascii() and " " in _q else ())))

LONG_1 = ("哎呀今天真的是累死我了，早上七点就出门，地铁上人挤人，我站了一路，手机都差点被挤掉。到了公司又是开会，"
          "开了整整一上午，老板讲的那些东西我听了半天也没太明白，反正就是说下个季度的指标又要往上提，大家都不太高兴。"
          "中午随便吃了个盒饭，味道一般般，米饭还有点硬。下午又被拉去改方案，改了三四遍，客户那边还是不满意，"
          "说颜色太素了，要再鲜艳一点，真不知道他们到底想要什么。下班的时候外面下了点小雨，我又没带伞，"
          "在楼下等了二十多分钟才打到车，司机还绕了路。回来路上顺便在楼下超市买了点菜，西红柿和鸡蛋，"
          "晚上打算简单做个西红柿炒蛋就算了，豆豆说想吃可乐鸡翅，我说周末再做。一进门衣服都湿透了贴在身上。算了算了，不说这些了，你先帮我把客厅空调打开吧。")
LONG_2 = ("跟你说个事儿啊，这周六我爸妈要从老家过来住一阵子，估计得住到国庆以后。我妈那个人你也知道，特别爱干净，"
          "上次来的时候看见沙发底下有灰，念叨了我好几天。所以这两天我得抓紧把家里收拾收拾。保姆房那边阿姨说她周五下午"
          "会把床单被罩都换了，再把柜子擦一擦。楼上的儿童房最乱，豆豆的玩具扔得到处都是，乐高零件踩一脚能疼半天，"
          "我昨天晚上跟他说了好几遍让他自己收拾，他就是不听，光顾着看动画片。我老公呢，说周末要加班，指望不上。"
          "还有啊，我爸血压高，医生让他少吃盐，我得提前想想这几天做什么菜，清淡一点的，蒸鱼啊、白灼虾啊、炒个青菜什么的。"
          "对了，我妈晚上睡觉怕冷，到时候保姆房的被子得换厚一点的。哦还有，上次那个扫地机器人卡在餐桌底下的事情，"
          "后来我把椅子都推进去了，应该不会再卡了吧。唉，事情太多了，想想都头疼，一件一件来吧。现在先让大白把地扫一遍吧。")
LONG_3 = ("今天豆豆在幼儿园可开心了，老师说他们班下午做了手工，用彩纸剪了好多小星星贴在窗户上，豆豆剪的那个星星特别大，"
          "老师还表扬他了。他回来的路上一直跟我讲，讲了一路，说下次还要剪月亮，还要剪一个火箭。晚饭他吃了满满一碗饭，"
          "还吃了两块排骨，比平时乖多了。吃完饭我们下楼遛了一圈，小区里的桂花开了，香得不得了，豆豆捡了一小把桂花放在口袋里，"
          "说要带回来送给奶奶。回来以后洗了个澡，又闹着要听故事，我给他讲了三只小猪，他说听过了，又换了小马过河，"
          "讲到一半他就开始打哈欠了。说起来他最近睡得比以前早一些，可能是白天在幼儿园玩得太累了。老师还说下个月要开家长会，"
          "让我们准备一下孩子最近在家的表现，我想想该说点什么，总不能说他天天在家看动画片吧。哦对了，他还说想学游泳，"
          "隔壁的小朋友暑假学会了，他特别羡慕，天天念叨。我在想是报周末的班还是等明年夏天再说，你觉得呢？算了，这个以后再商量。"
          "还有他那个小书包拉链坏了，明天得去买个新的，不然东西老掉出来。嘘，小声点，他眼睛都快闭上了，把豆豆的夜灯调暗一点吧。")
LONG_4 = ("你知道吗，最近那个电视剧我追得快疯了，就是讲一个女的从小县城到大城市打拼的那个，前面几集特别好看，女主角刚毕业，"
          "租了一个特别小的房子，窗户对着隔壁楼的墙，一点阳光都没有，她每天早上五点多就起来挤公交去上班，看得我都想起自己刚工作"
          "那几年。后来她遇到了一个特别好的领导，一步一步带着她成长，中间还有好多职场上的勾心斗角，有一个同事一直在背后给她使绊子，"
          "把她的方案偷偷拿去邀功，我看得气死了，差点把遥控器都摔了。然后到中间又有感情线，她跟大学同学重新联系上了，"
          "两个人本来挺好的，结果男方家里不同意，嫌她是外地的，又没房子，那几集我哭得稀里哗啦的，纸巾用了一大包。"
          "我妈跟我一起看，她说现在的电视剧都这样，拖拖拉拉的，一个事儿能演十集，可她自己每天晚上八点准时坐在沙发上等着，"
          "比我还积极。对了，周末我表姐一家要过来吃饭，我想着做个火锅吧，省事，大家也爱吃，就是得提前去超市买点肥牛和毛肚，"
          "还有她家小孩不吃辣，得弄个鸳鸯锅。上次他们来的时候，小孩在楼上起居室玩得可疯了，把沙发垫都扔到地上了，"
          "我收拾了半天。今天晚上难得大家都在家，孩子作业也写完了，我老公说别看电视剧了，一起看个电影吧，他挑了一部老片子，"
          "说是他小时候最喜欢的，讲一只狗等主人的故事，我估计又得哭。好了好了，零食饮料都准备好了，灯我刚才已经顺手关掉了，"
          "把投影幕布放下来吧，我们准备看电影了。")
LONG_5 = ("喂？喂？听得到吗……哦你等一下，我这边信号不太好。嗯嗯，对，那个 proposal 我昨天晚上已经发给 Kevin 了，"
          "他说 deadline 可以往后推两天，但是 budget 那部分还要再 check 一下。你把上个月的 report 也一起附上吧，"
          "他们那边财务要对账的。还有下周三的 meeting 改到下午三点了，你记得跟 Lisa 说一声，她上次就没收到通知，白跑了一趟。"
          "嗯，我知道，这个 project 拖得确实有点久了，老板那边也在催，我们这周尽量把 demo 做出来。好的好的，那先这样，"
          "有事微信联系，拜拜。……唉，终于挂了，一打就是一个多小时，水都没顾上喝一口，天都黑透了，帮我把书房的台灯打开吧。")
case("long", LONG_1, one("lr_ac", ON), tags=("long-text", "climate"))
case("long", LONG_2, one("nr_robot", RVCSTART), tags=("long-text", "nickname", "no-room", "appliance"))
case("long", LONG_3, one("kd_night", BRIGHTER), tags=("long-text", "nickname", "relative"))
case("long", LONG_4, one("fr_screen", CLOSE), tags=("long-text", "home-type", "cover"))
case("long", LONG_5, one("st_desk", ON), tags=("long-text", "code-mixed"))

# --- 10. stated needs ----------------------------------------------------------------------------
case("need", "主卧好热", one("mb_ac", [ON, COOLSP, TCOOL, TMODE]), tags=("need", "room", "climate"))
case("need", "次卧太热了", one("sb_ac", [ON, HEATSP, ACMODE]), tags=("need", "room", "climate"))
case("need", "客厅太热了", one(["lr_ac", "lr_heat"], [ON, COOLSP, TCOOL, TMODE, HEATSP]), tags=("need", "room", "climate"))
case("need", "儿童房有点冷", one(["kd_ac", "kd_heater"], [ON, HEATSP, ACMODE]), tags=("need", "room", "climate", "plug"))
case("need", "保姆房有点冷", one(["nn_ac", "nn_blanket"], [ON, HEATSP, ACMODE]), tags=("need", "room", "climate", "plug"))
case("need", "客厅好闷啊", one(["lr_fresh", "lr_dyson"], [ON, ACFAN, PURIFIER, FANPCT]), tags=("need", "room", "air"))
case("need", "家里空气不太好", one(["lr_fresh", "lr_dyson", "kd_purifier"], [ON, ACFAN, PURIFIER, FANPCT]), tags=("need", "air"))
case("need", "衣帽间好潮", one("wr_dehum", ON), tags=("need", "room", "plug"))
case("need", "主卧有点潮", one(["mb_ac", "mb_humid"], [TMODE, OFF]), tags=("need", "room", "climate"))
case("need", "起居室太亮了", one([*in_rooms(LIGHTS, "fr"), "fr_sun"], [*DIM_OR_OFF, *SHADE_DOWN]),
     tags=("need", "room", "level", "cover", "name-other-room"))
case("need", "书房太暗了", one(in_rooms(LIGHTS, "st"), [ON, *BRIGHTER]), tags=("need", "room", "level"))
case("need", "客厅太吵了", one(["lr_beam", "lr_amp"], QUIETER), tags=("need", "room", "media", "volume"))
case("need", "洗澡水不够热", one("mt_water", HEATSP), tags=("need", "temperature"))
case("need", "厨房油烟好大", one("kt_hood", [FANMODE, FANPCT]), tags=("need", "room", "appliance", "no-switch"))
case("need", "儿童房空气不好", one("kd_purifier", PURIFIER_ON), tags=("need", "room", "air", "no-switch"))
case("need", "主卧太亮了，睡不着", one([*in_rooms(LIGHTS, "mb"), "mb_cloth", "mb_sheer"], [*DIM_OR_OFF, *SHADE_DOWN]),
     tags=("need", "room", "level", "cover"))

# --- 11. ask back ------------------------------------------------------------------------------
case("clarify", "打开夜灯", clarify(NIGHTS, ON), tags=("clarify", "duplicate-label"))
case("clarify", "把它关了", clarify([], OFF), tags=("clarify", "pronoun", "no-history"))
case("clarify", "关掉那个", clarify([], OFF), tags=("clarify", "pronoun", "no-history"))
case("clarify", "打开卫生间的灯", clarify(BATH_LIGHTS, ON), tags=("clarify", "room-alias", "type"))
case("clarify", "打开卧室的灯", clarify(BEDROOM_LIGHTS, ON), tags=("clarify", "room-alias", "type"))
case("clarify", "卧室空调开一下", clarify(in_rooms(ACS, *BEDROOMS), ON), tags=("clarify", "room-alias", "climate"))
case("clarify", "打开排气扇", clarify(["gb_fan", "mt_fan"], ON), tags=("clarify", "duplicate-label"))
case("clarify", "厕所的排气扇开一下", clarify(["gb_fan", "mt_fan"], ON), tags=("clarify", "room-alias", "duplicate-label"))
case("clarify", "打开镜前灯", clarify(["gb_mirror", "mt_mirror"], ON), tags=("clarify", "duplicate-label", "category-by-name"))
case("clarify", "打开吸顶灯", clarify(CEILINGS, ON), tags=("clarify", "duplicate-label"))
case("clarify", "主灯关一下", clarify(["lr_main", "st_main"], OFF), tags=("clarify", "duplicate-label"))
case("clarify", "把窗帘拉上", clarify(BLINDS, CLOSE), tags=("clarify", "type", "cover"))
case("clarify", "打开灯带", clarify(STRIPS, ON), tags=("clarify", "partial-name"))
case("clarify", "空调调到26度", clarify(ACS, SETPOINT), tags=("clarify", "type", "climate", "temperature"))
case("clarify", "音量调大一点", clarify(["lr_beam", "lr_amp", "kd_story", "st_speaker"], VOLUME_UP),
     tags=("clarify", "media", "volume", "relative"))
case("clarify", "调到26度", clarify([*ACS, "lr_heat"], SETPOINT), tags=("clarify", "no-history", "temperature"))
case("clarify", "打开空调", clarify(ACS, ON), tags=("clarify", "type", "climate"))

# --- 12. ordinary requests ------------------------------------------------------------------------
# on/off by name
case("onoff", "打开Hue Bloom", one("lr_bloom", ON), tags=("name", "english-label"))
case("onoff", "关闭Kids Lamp", one("kd_lamp", OFF), tags=("name", "english-label"))
case("onoff", "打开Sonos Beam", one("lr_beam", PLAY), tags=("name", "english-label", "media", "no-switch"))
case("onoff", "打开功放", one("lr_amp", ON), tags=("name", "media"))
case("onoff", "关掉书房音箱", one("st_speaker", [OFF, MPAUSE, MSTOP]), tags=("name", "media"))
case("onoff", "打开鱼缸", one("lr_fish", ON), tags=("name", "plug"))
case("onoff", "把饮水机关了", one("dn_water", OFF), tags=("name", "plug", "colloquial"))
case("onoff", "打开电热毯", one("nn_blanket", ON), tags=("name", "plug"))
case("onoff", "关掉投影仪", one("fr_proj", OFF), tags=("name", "plug"))
case("onoff", "打开阳台插座", one("bc_plug", ON), tags=("name", "plug"))
case("onoff", "冰柜断电", one("sr_freezer", OFF), tags=("name", "plug"))
case("onoff", "打开移动插座", one("nr_plug", ON), tags=("name", "plug", "no-room"))
case("onoff", "关掉玄关灯", one("en_light", OFF), tags=("name",))
case("onoff", "打开储藏室的灯", one("sr_light", ON), tags=("room-core", "room", "type"))
case("onoff", "阳台灯开一下", one("bc_light", ON), tags=("name", "colloquial"))
case("onoff", "打开客卫的排气扇", one("gb_fan", ON), tags=("room-core", "room", "duplicate-label"))
case("onoff", "打开床头灯", one("mb_bedside", ON), tags=("name",))
case("onoff", "关闭衣柜灯", one("wr_light", OFF), tags=("name",))
case("onoff", "打开吊扇灯", one("fr_fanlight", ON), tags=("name",))
case("onoff", "打开吊扇", one("fr_fanlight", [FANMODE, FANPCT]), tags=("partial-name", "fan"))
case("onoff", "打开新风机", one("lr_fresh", ON), tags=("name", "air"))
case("onoff", "关掉新风机", one("lr_fresh", OFF), tags=("name", "air"))
case("onoff", "打开空气净化器", one("kd_purifier", PURIFIER_ON), tags=("name", "air", "no-switch"))
case("onoff", "关闭客厅空调", one("lr_ac", AC_OFF), tags=("name", "climate"))
case("onoff", "打开次卧空调", one("sb_ac", ON), tags=("name", "climate"))
case("onoff", "关掉浴霸", one("mt_heater", OFF), tags=("name",))
case("onoff", "打开洗衣机", one("bc_washer", ON), tags=("name", "appliance"))
case("onoff", "关闭油烟机", one("kt_hood", [FANMODE, FANPCT]), tags=("name", "appliance", "no-switch"))
case("onoff", "打开热水器", one("mt_water", [THEAT, TMODE, SETMODE]), tags=("name", "no-switch"))
case("onoff", "打开地暖", one("lr_heat", [THEAT, TMODE]), tags=("name", "climate", "no-switch"))
case("onoff", "打开电视", one("lr_tv", ON), tags=("type", "unique-type", "media"))
case("onoff", "关掉电饭煲", one("kt_rice", OFF), tags=("name", "plug"))
case("onoff", "打开二楼走廊灯", one("hl_light", ON), tags=("name", "floor"))

# brightness, colour, colour temperature
case("level", "吊灯调到最亮", one("dn_pendant", SETLEVEL), tags=("level",))
case("level", "床头灯调到最暗", one("mb_bedside", BRIGHTER), tags=("level",))
case("level", "Hue Bloom亮度调到三十", one("lr_bloom", SETLEVEL), tags=("level", "english-label", "numeral-zh"))
case("level", "走廊灯亮度调到20%", one("hl_light", SETLEVEL), tags=("level",))
case("level", "鞋柜灯调暗一点", one("en_shoe", BRIGHTER), tags=("level", "relative"))
case("level", "次卧的夜灯调到10%", one("sb_night", SETLEVEL), tags=("level", "room", "duplicate-label"))
case("level", "衣柜灯亮度调一半", one("wr_light", SETLEVEL), tags=("level",))
case("level", "电视墙灯带亮度调到百分之十五", one("lr_strip", SETLEVEL), tags=("level", "numeral-zh"))
case("level", "台灯亮一点", one("st_desk", BRIGHTER), tags=("level", "relative"))
case("level", "玄关灯调到百分之八十", one("en_light", SETLEVEL), tags=("level", "numeral-zh"))
case("color", "Hue Bloom调成红色", one("lr_bloom", COLOR), tags=("color", "english-label"))
case("color", "电视墙灯带换成紫色", one("lr_strip", COLOR), tags=("color",))
case("color", "Kids Lamp换成粉色", one("kd_lamp", COLOR), tags=("color", "english-label"))
case("color", "儿童房吸顶灯调成绿色", one("kd_ceiling", COLOR), tags=("color", "room", "duplicate-label"))
case("color", "吊扇灯调成蓝色", one("fr_fanlight", COLOR), tags=("color",))
case("color", "灯带1调成橙色", one("mb_strip1", COLOR), tags=("color", "label-index"))
case("color", "书房台灯调成暖光", one("st_desk", WARMER), tags=("color-temperature", "room"))
case("color", "主卧吸顶灯色温调到4000K", one("mb_ceiling", SETCT), tags=("color-temperature", "room", "duplicate-label"))
case("color", "吊灯冷一点", one("dn_pendant", WARMER), tags=("color-temperature", "relative"))
case("color", "落地灯调成自然光", one(["lr_floor", "fr_floor"], WARMER), tags=("color-temperature", "ambiguous-soft", "name-other-room"))
case("color", "豆豆的夜灯调暖一点", one("kd_night", WARMER), tags=("color-temperature", "nickname", "relative"))
case("color", "主灯换成白光", clarify(["lr_main", "st_main"], WARMER), tags=("clarify", "color-temperature", "duplicate-label"))

# curtains and covers
case("cover", "打开窗帘（布）", one("lr_cloth", OPEN), tags=("cover", "name", "fullwidth"))
case("cover", "关上窗帘（纱）", one("lr_sheer", CLOSE), tags=("cover", "name", "fullwidth"))
case("cover", "客厅布帘拉开", one("lr_cloth", OPEN), tags=("cover", "room", "partial-name", "fullwidth"))
case("cover", "客厅的纱帘拉上", one("lr_sheer", CLOSE), tags=("cover", "room", "partial-name", "fullwidth"))
case("cover", "主卧窗帘停一下", one("mb_cloth", PAUSE), tags=("cover", "name"))
case("cover", "主卧纱帘开到30%", one("mb_sheer", SHADELEVEL), tags=("cover", "room", "level"))
case("cover", "百叶帘打开", one("st_blind", OPEN), tags=("cover", "name"))
case("cover", "次卧窗帘关一半", one("sb_curtain", SHADELEVEL), tags=("cover", "level"))
case("cover", "遮阳帘停", one("fr_sun", PAUSE), tags=("cover", "name"))
case("cover", "主卧纱帘到常用位置", one("mb_sheer", PRESET), tags=("cover", "room", "name"))

# lock, security, appliances
case("security", "锁门", one("en_lock", LOCK), tags=("security", "unique-type"))
case("security", "出门了，门锁一下", one("en_lock", LOCK), tags=("security", "colloquial"))
case("security", "燃气报警器静音", one("kt_gas", [MUTE, SETMUTE]), tags=("security", "name"))
case("appliance", "洗衣机开始洗", one("bc_washer", OPSTART), tags=("appliance",))
case("appliance", "洗衣机暂停", one("bc_washer", OPPAUSE), tags=("appliance",))
case("appliance", "洗碗机开始洗", one("kt_dish", ANY), tags=("appliance", "no-spec"))

# climate and air
case("climate", "地暖调高两度", one("lr_heat", HEATSP), tags=("climate", "temperature", "relative", "home-type"))
case("climate", "热水器调到50度", one("mt_water", HEATSP), tags=("temperature",))
case("climate", "热水器先别烧了", one("mt_water", [TOFF, TMODE, SETMODE]), tags=("colloquial", "no-switch", "polarity"))
case("climate", "空气净化器开到自动", one("kd_purifier", PURIFIER), tags=("air", "mode"))
case("climate", "客厅空调调到26度", one("lr_ac", SETPOINT), tags=("climate", "temperature"))
case("climate", "主卧空调自动模式", one("mb_ac", TO_AUTO), tags=("climate", "mode"))
case("climate", "阿姨房空调温度调高一度", one("nn_ac", HEATSP), tags=("climate", "temperature", "relative"))
case("climate", "起居室空调关掉", one("fr_ac", AC_OFF), tags=("climate", "name"))
case("climate", "主卧空调风速调到最大", one("mb_ac", [ACFAN, FANPCT]), tags=("climate", "fan"))
case("climate", "客厅空调开睡眠风", one("lr_ac", WIND), tags=("climate", "mode"))

# media
case("media", "电视暂停", one("lr_tv", MPAUSE), tags=("media", "unique-type"))
case("media", "电视下一集", one("lr_tv", NEXT), tags=("media", "unique-type"))
case("media", "功放音量调到35", one("lr_amp", SETVOL), tags=("media", "volume", "home-type"))
case("media", "Sonos下一首", one("lr_beam", NEXT), tags=("media", "english-label"))
case("media", "书房音箱暂停", one("st_speaker", MPAUSE), tags=("media", "name"))
case("media", "故事机小声一点", one("kd_story", VOLUME_DOWN), tags=("media", "volume", "relative"))
case("media", "故事机静音", one("kd_story", [MUTE, SETMUTE]), tags=("media", "volume"))
case("media", "书房音箱上一首", one("st_speaker", PREV), tags=("media", "name"))
case("media", "功放静音", one("lr_amp", [MUTE, SETMUTE]), tags=("media", "volume", "home-type"))

# mixed English
case("english", "把Sonos音量调到20", one("lr_beam", SETVOL), tags=("code-mixed", "english-label", "media", "volume"))
case("english", "书房的AC调到25度", one("st_ac", HEATSP), tags=("code-mixed", "room", "climate", "temperature"))
case("english", "Kids Lamp亮度调到百分之四十", one("kd_lamp", SETLEVEL), tags=("code-mixed", "english-label", "level", "numeral-zh"))
case("english", "turn off Hue Bloom", one("lr_bloom", OFF), tags=("code-mixed", "english-label"))
case("english", "把TV暂停一下", one("lr_tv", MPAUSE), tags=("code-mixed", "media", "unique-type"))
case("english", "Dyson开到最大", one("lr_dyson", PURIFIER_ON), tags=("code-mixed", "english-label", "fan"))

# state questions
case("state", "主卧湿度多少", one("mb_th", ANY), tags=("state-query", "room"))
case("state", "门锁了吗", one("en_lock", ANY), tags=("state-query", "security"))
case("state", "客厅现在几度", one(["lr_th", "lr_ac", "lr_heat"], ANY), tags=("state-query", "room"))
case("state", "主卧窗户关好了吗", one("mb_window", ANY), tags=("state-query", "room", "no-spec"))
case("state", "二楼走廊有人吗", one("hl_motion", ANY), tags=("state-query", "room", "floor"))
case("state", "主卫漏水了吗", one("mt_leak", ANY), tags=("state-query", "room"))
case("state", "衣帽间湿度高不高", one("wr_th", ANY), tags=("state-query", "room"))
case("state", "洗衣机洗完了吗", one("bc_washer", ANY), tags=("state-query", "appliance"))
case("state", "厨房燃气没问题吧", one("kt_gas", ANY), tags=("state-query", "room", "security"))
case("state", "电脑插座现在功率多少", one("st_pc", ANY), tags=("state-query", "plug"))
case("state", "热水器水温多少", one("mt_water", ANY), tags=("state-query",))
case("state", "阳台现在多少度", one("bc_th", ANY), tags=("state-query", "room", "no-label"))
case("state", "大白现在在干嘛", one("nr_robot", ANY), tags=("state-query", "nickname", "no-room"))
case("state", "洗碗机洗好了没", one("kt_dish", ANY), tags=("state-query", "appliance", "no-spec"))
case("state", "入户门关着吗", one(["en_door", "en_lock"], ANY), tags=("state-query", "security"))
case("state", "楼下客卫灯开着吗", one("gb_light", ANY), tags=("state-query", "floor"))

# bulk over the whole home or a type
case("bulk", "家里的灯全部关掉", every(LIGHTS, OFF), tags=("bulk-all", "category-by-name"))
case("bulk", "所有窗帘都打开", every(BLINDS, OPEN), tags=("bulk-all", "cover"))
case("bulk", "关闭全部空调", every(ACS, OFF), tags=("bulk-all", "climate"))
case("bulk", "所有插座都关掉", every(PLUGS, OFF), tags=("bulk-all", "plug"))
case("bulk", "所有夜灯都关掉", every(NIGHTS, OFF), tags=("bulk-all", "partial-name"))
case("bulk", "两个排气扇都打开", every(["gb_fan", "mt_fan"], ON), tags=("bulk-all", "duplicate-label"))
case("bulk", "灯带都调成紫色", every(STRIPS, COLOR), tags=("bulk-all", "color"))
case("bulk", "主卧的灯全关", every(in_rooms(LIGHTS, "mb"), OFF), tags=("bulk-all", "room"))
case("bulk", "所有吸顶灯都关掉", every(CEILINGS, OFF), tags=("bulk-all", "duplicate-label"))
case("bulk", "所有的灯都调成暖光", every(with_cmd(LIGHTS, SETCT), WARMER), tags=("bulk-all", "color-temperature", "capability-subset"))
case("bulk", "除了主卧，其他房间的灯都关掉", every(except_rooms(LIGHTS, "mb"), OFF), tags=("bulk-except", "except", "category-by-name"))
case("bulk", "除了书房和儿童房，把灯都关了", every(except_rooms(LIGHTS, "st", "kd"), OFF), tags=("bulk-except", "except"))
case("bulk", "插座全部关掉，冰柜除外", every(without(PLUGS, "sr_freezer"), OFF), tags=("bulk-except", "except", "exclude-name", "plug"))
case("bulk", "两个镜前灯都关了", every(["gb_mirror", "mt_mirror"], OFF), tags=("bulk-all", "duplicate-label", "category-by-name"))

# conversation: references to earlier turns
case("history", "调亮一点", one("st_desk", BRIGHTER), tags=("reference", "relative"), history=("打开2F 书房的台灯",))
case("history", "再亮一点", one("st_desk", BRIGHTER), tags=("reference", "relative"), history=("打开书房台灯", "调亮一点"))
case("history", "调到26度", one("mb_ac", SETPOINT), tags=("reference", "climate", "temperature"), history=("打开主卧空调",))
case("history", "声音大点", one("lr_beam", VOLUME_UP), tags=("reference", "media", "volume"), history=("打开Sonos Beam",))
case("history", "算了，让它回去充电吧", one("nr_robot", RVCHOME), tags=("reference", "pronoun", "appliance"), history=("大白去扫地",))
case("history", "亮度调到30", one("mb_strip2", SETLEVEL), tags=("reference", "level", "label-index"), history=("灯带2调成蓝色",))
case("history", "把它调暗点", one("lr_d5", BRIGHTER), tags=("reference", "pronoun", "relative", "label-index"), history=("打开筒灯5",))
case("history", "主卧的", one("mb_night", ON), tags=("reference", "clarify-followup", "duplicate-label"), history=("打开夜灯",))
case("history", "儿童房的", one(in_rooms(LIGHTS, "kd"), ON), tags=("reference", "clarify-followup", "room-alias"),
     history=("打开卧室的灯",))
case("history", "停", one("fr_sun", PAUSE), tags=("reference", "cover"), history=("打开遮阳帘",))
case("history", "风速调到最大", one("lr_ac", [ACFAN, FANPCT]), tags=("reference", "climate", "fan"), history=("打开客厅空调",))
case("history", "再收回去", one("fr_screen", OPEN), tags=("reference", "cover", "home-type"), history=("把投影幕布放下来",))
case("history", "切到制热", one("kd_ac", ACMODE), tags=("reference", "climate", "mode"), history=("打开儿童房空调",))
case("history", "下一首", one("st_speaker", NEXT), tags=("reference", "media"), history=("打开书房音箱",))
case("history", "换个颜色，粉色吧", one("lr_strip", COLOR), tags=("reference", "color"), history=("打开电视墙灯带",))
case("history", "暖一点", one("kd_lamp", WARMER), tags=("reference", "color-temperature", "english-label"), history=("打开Kids Lamp",))
case("history", "纱的也打开", one("lr_sheer", OPEN), tags=("reference", "cover", "fullwidth"), history=("把窗帘（布）打开",))
case("history", "调成制热", one("nn_ac", ACMODE), tags=("reference", "climate", "mode"), history=("打开阿姨房空调",))
case("history", "调到20度", one("lr_heat", HEATSP), tags=("reference", "climate", "temperature"), history=("打开地暖",))
case("history", "楼上的也关了", every(on_floor(LIGHTS, 2), OFF), tags=("reference", "floor", "bulk-all", "floorless"),
     history=("关掉楼下的灯",))
case("history", "开摇头", one("lr_dyson", OSC), tags=("reference", "fan", "english-label"), history=("把Dyson打开",))
case("history", "关掉吧", one("mt_heater", OFF), tags=("reference", "colloquial"), history=("打开浴霸",))
case("history", "它现在多少度", one("mb_ac", ANY), tags=("reference", "pronoun", "state-query"), history=("打开主卧空调",))
case("history", "那个也关了", one("gb_fan", OFF), tags=("reference", "pronoun", "duplicate-label"),
     history=("关掉客卫灯", "楼下的排气扇开着吗"))

# Traditional characters
case("traditional", "打開客廳主燈", one("lr_main", ON), tags=("traditional", "room", "duplicate-label"))
case("traditional", "關閉所有的燈", every(LIGHTS, OFF), tags=("traditional", "bulk-all", "category-by-name"))
case("traditional", "把兒童房空調調成制熱", one("kd_ac", TO_HEAT), tags=("traditional", "climate", "mode"))
case("traditional", "二樓的窗簾都拉上", every(on_floor(BLINDS, 2), CLOSE), tags=("traditional", "floor", "bulk-all", "cover"))
case("traditional", "書房檯燈調暗一點", one("st_desk", BRIGHTER), tags=("traditional", "level", "relative"))
case("traditional", "讓大白去掃地", one("nr_robot", RVCSTART), tags=("traditional", "nickname", "appliance"))
case("traditional", "臥室的燈都關了", every(BEDROOM_LIGHTS, OFF), tags=("traditional", "room-alias", "bulk-all"))
case("traditional", "熱水器調到四十五度", one("mt_water", HEATSP), tags=("traditional", "temperature", "numeral-zh"))
case("traditional", "打開遮陽簾", one("fr_sun", OPEN), tags=("traditional", "cover"))

# speech-recognition errors in names
case("asr", "大百去扫地", one("nr_robot", RVCSTART), tags=("asr-homophone", "nickname", "appliance"))
case("asr", "达白回去充电", one("nr_robot", RVCHOME), tags=("asr-homophone", "nickname", "appliance"))
case("asr", "打开逗逗的夜灯", one("kd_night", ON), tags=("asr-homophone", "nickname"))
case("asr", "打开戴森", one("lr_dyson", PURIFIER_ON), tags=("asr-homophone", "english-label", "no-switch"))
case("asr", "把除湿鸡打开", one("wr_dehum", ON), tags=("asr-homophone", "plug"))
case("asr", "打开加石器", one("mb_humid", ON), tags=("asr-homophone", "plug"))
case("asr", "小太羊关了", one("kd_heater", OFF), tags=("asr-homophone", "nickname", "plug"))
case("asr", "故四机声音小一点", one("kd_story", VOLUME_DOWN), tags=("asr-homophone", "media", "volume"))
case("asr", "投影幕部放下来", one("fr_screen", CLOSE), tags=("asr-homophone", "cover", "home-type"))
case("asr", "关掉鱼刚", one("lr_fish", OFF), tags=("asr-homophone", "plug"))
case("asr", "打开功方", one("lr_amp", ON), tags=("asr-homophone", "media"))
case("asr", "遮阳莲收起来", one("fr_sun", OPEN), tags=("asr-homophone", "cover"))

# colloquial
case("colloquial", "开一下鞋柜灯", one("en_shoe", ON), tags=("colloquial",))
case("colloquial", "帮我把客卫灯关掉吧", one("gb_light", OFF), tags=("colloquial",))
case("colloquial", "麻烦把阳台灯开开", one("bc_light", ON), tags=("colloquial",))
case("colloquial", "电饭煲给我通个电", one("kt_rice", ON), tags=("colloquial", "plug"))
case("colloquial", "鱼缸那个插座关了吧", one("lr_fish", OFF), tags=("colloquial", "plug"))
case("colloquial", "把电视给我关了", one("lr_tv", OFF), tags=("colloquial", "media"))
case("colloquial", "我要睡了，主卧窗帘帮我拉上", one("mb_cloth", CLOSE), tags=("colloquial", "cover"))
case("colloquial", "让大白歇会儿", one("nr_robot", [RVCPAUSE, RVCHOME]), tags=("colloquial", "nickname"))
case("colloquial", "吊灯开开", one("dn_pendant", ON), tags=("colloquial",))
case("colloquial", "储藏室灯忘关了，帮我关一下", one("sr_light", OFF), tags=("colloquial",))


# ---------------------------------------------------------------------------------------------
# Output
# ---------------------------------------------------------------------------------------------
TRAD = set("開關燈廳臥調書檯點電視兒頂帶簾讓掃熱樓陽")


def home_json() -> dict:
    rooms = [{"roomId": room_id(rk), "locationId": LOCATION_ID, "name": name} for rk, (name, _, _) in ROOMS.items()]
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
    return {"locationId": LOCATION_ID, "rooms": rooms, "items": items}


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
        if any(ch in TRAD for ch in c["query"]) and "traditional" not in tags:
            tags.append("traditional")
        expect = [{"devices": [dev_id(k) for k in e["devices"]], "capabilities": e["capabilities"], "mode": e["mode"]}
                  for e in c["expect"]]
        row = {"id": f"duplex-{c['group']}-{per_group[c['group']]:03d}", "home": "home.json", "query": c["query"],
               "expect": expect, "tags": tags}
        if c["history"]:
            row["history"] = c["history"]
        out.append(row)
    return out


TAG_MEANING = {
    # phenomena the brief names
    "room-core": "a room said by its core word (客厅 for \"1F 客厅\", 厨房 for \"1F厨房\")",
    "room-alias": "a room said by an alias (卧室 = 主卧/次卧/儿童房, 卫生间/厕所/洗手间 = 客卫/主卫, 主卧室, 孩子房间, 阿姨房, 二楼起居室)",
    "room-full": "the full room name as the account shows it (\"2F 主卫\")",
    "floor": "a floor word (楼上/楼下/一楼/二楼/2F) scopes the request",
    "floorless": "the exact set depends on floorless rooms (阳台, 玄关, 储藏室) being on no floor",
    "except": "an exclusion (除了…)",
    "label-index": "a numbered series (筒灯1..8, 灯带1/2): one member by index, or the whole series",
    "range": "a range of indices (筒灯1到筒灯4)",
    "home-type": "a type word only this home teaches (投影幕布, 遮阳帘, 新风, 地暖, 功放, 故事机, 小太阳)",
    "segmentation": "a label containing a room word or another label (客厅落地灯 in 2F 起居室)",
    "capability-action": "the action comes from a command's arguments (modes, fan speed, inputs, keys, robot, siren, shade level)",
    "two-actions": "two actions on one target in one clause",
    "polarity": "negated or reversing wording (取消静音, 别吹了, 别响了, 别摇头了)",
    "any-count": "a count with 'any' meaning (开两盏灯, 关两个插座): mode one, every acceptable device listed",
    "soft-inherit": "a second command with no room: the room carries over only when that room has such a device",
    "not-command": "chit-chat, questions about the world, gibberish: mode none (act on no device)",
    "long-text": "a long rambling transcript (300-1500 characters) ending in one real request",
    "need": "a stated need (好热, 好闷, 好潮, 太亮, 太吵, 水不够热): every device+command that meets it",
    "clarify": "mode clarify: the right answer is to ask",
    "no-history": "a reference (它, 那个) or bare value with no earlier turn",
    # generic
    "room": "the query names a room", "type": "the query names a device type (灯, 空调, 窗帘…)",
    "name": "the query names the device by (part of) its label", "partial-name": "only part of a label is said",
    "nickname": "a nickname label (大白, 豆豆的夜灯, 小太阳)",
    "duplicate-label": "the label is shared by devices in several rooms (吸顶灯, 夜灯, 主灯, 镜前灯, 排气扇)",
    "name-other-room": "the label names another room than the device's (客厅落地灯 sits in 2F 起居室)",
    "english-label": "an English label (Hue Bloom, Kids Lamp, Sonos Beam, Dyson)",
    "code-mixed": "Chinese with English words, or English only", "fullwidth": "full-width brackets in the label or query",
    "category-by-name": "a Switch relay counted as a light by its label (镜前灯)",
    "no-switch": "the device has no switch; another command turns it on or off",
    "no-room": "the device has no room", "stale-room": "the device's roomId is not in rooms",
    "no-label": "the device has no label; its name is shown",
    "no-spec": "the device's profile has no spec line: found by name, commands unknown (capabilities [\"*\"])",
    "unique-type": "the only device of its type in the home",
    "capability-subset": "bulk over only the devices that support the command",
    "ambiguous-soft": "several devices fit; any of them is accepted (mode one)",
    "room-multi": "a room with several lights: any of them is accepted",
    "level": "a level or percentage", "relative": "a relative change (调亮一点, 高一度)",
    "numeral-zh": "numbers in Chinese numerals", "color": "a colour", "color-temperature": "warm/cool white",
    "climate": "air conditioner or heating", "temperature": "a target temperature", "mode": "a mode or programme",
    "fan": "fan speed or oscillation", "air": "fresh air, purifiers", "cover": "curtains, blinds, shades, projector screen",
    "media": "TV, speakers, receiver", "volume": "volume or mute", "appliance": "washer, dishwasher, robot, hood",
    "security": "lock, siren, gas alarm", "plug": "smart plugs (appliances on plugs: 加湿器, 除湿机, 小太阳…)",
    "state-query": "a question about state (capabilities [\"*\"])",
    "bulk-all": "a quantifier (所有, 全部, 都): mode all", "bulk-except": "an exclusion with a quantifier: mode all",
    "exclude-name": "the exclusion names a device, not a room",
    "multi-command": "two or more commands in one request", "history": "earlier turns in `history`",
    "reference": "refers to an earlier turn", "pronoun": "它 / 那个", "clarify-followup": "answers an earlier question",
    "colloquial": "colloquial wording (开一下, 关掉吧, 帮我把…)", "asr-homophone": "a speech-recognition error in a name",
    "traditional": "Traditional characters",
}


def spec_stats() -> tuple[int, int, int, int]:
    n_cmd = sum(len(s["capabilities"]) for s in SPEC.values())
    n_en = sum(1 for s in SPEC.values() for c in s["capabilities"] if c["description"].isascii())
    vl = [v for s in SPEC.values() for c in s["capabilities"] for v in c.get("value_list", [])]
    vl_en = sum(1 for v in vl if v["description"].isascii() and not v["description"].isdigit())
    return n_cmd, n_en, len(vl), vl_en


def write_readme(home: dict, cases: list[dict]) -> None:
    n_cmd, n_en, n_vl, vl_en = spec_stats()
    tags = Counter(t for c in cases for t in c["tags"])
    modes = Counter(e["mode"] for c in cases for e in c["expect"])
    groups = Counter(c["id"].rsplit("-", 1)[0].removeprefix("duplex-") for c in cases)
    n_lights = len(LIGHTS)
    lines = [
        "# duplex: a blind evaluation set for a two-floor flat (跃层)",
        "",
        "Written without reading the engine's code, tests or docs: only `shared/` (formats, design,",
        "seeds, the dev set's conventions, the SmartThings data). Generated and checked by `build.py`",
        "(`python build.py` writes `home.json`, `spec.jsonl`, `cases.jsonl`, this README, then checks them;",
        "`python build.py --check` only checks). Formats: `shared/FORMATS.md`.",
        "",
        f"- rooms: {len(home['rooms'])} (two floors, plus floorless rooms); devices: {len(home['items'])}, "
        f"{n_lights} of them lights; locationId `{LOCATION_ID}`",
        f"- profiles used: {len({DEVICES[k][3] for k in DEVICES})}, all real SmartThingsEdgeDrivers profiles "
        "(main-component categories and capabilities copied); "
        f"{len(NOT_IN_SPEC)} left out of the spec on purpose: " + ", ".join(f"`{p}`" for p in sorted(NOT_IN_SPEC)),
        f"- spec: {len(SPEC)} lines, {n_cmd} commands, descriptions written for this set, {n_en} ({n_en / n_cmd:.0%}) in English;",
        f"  value_list entries: {n_vl}, {vl_en} ({vl_en / n_vl:.0%}) in English",
        f"- cases: {len(cases)}; expect entries by mode: " + ", ".join(f"{m} {k}" for m, k in sorted(modes.items())),
        "- deviceIds and roomIds are UUIDs (uuid5 of readable keys in `build.py`), so ids carry no hint.",
        "",
        "## Labelling decisions",
        "",
        "Conventions of `shared/bench/dev/README.md` are followed; where this home needed more, the choice is stated.",
        "",
        "1. **Mode one** lists every device a careful person would accept and every command that does the thing",
        "   (families: 调亮/调暗 → `setLevel` or `stepLevel`; a colour → `setColor` or `setHue`; warm/cool white →",
        "   `setColorTemperature` or the step; a temperature without a mode → either setpoint the device has; to cool →",
        "   `thermostatMode-cool`, `setThermostatMode` or `setAirConditionerMode`). Devices without `switch` are turned",
        "   on/off by their fan mode or percent (purifiers, Dyson, hood, the ceiling fan part of 吊扇灯),",
        "   `thermostatMode` (地暖, 热水器) or `play` (Sonos has no switch).",
        "2. **Mode all** is the exact set of devices in scope that support the command; every listed command is",
        "   supported by every device in the set (so \"一楼的灯都调到50%\" leaves out the on/off-only lights).",
        "3. **What is a light**: category `Light`, plus the two `镜前灯` wall-switch relays (category `Switch`). The",
        "   `排气扇` relays are not lights. `投影幕布` (category `Projector`) is not a 窗帘; `遮阳帘` (a `Blind`) is.",
        "   \"插座\" means category `SmartPlug`, including appliances on plugs (加湿器, 除湿机, 小太阳, 冰柜…).",
        "4. **Rooms**: a device is in its roomId room. When its label names another room of the home (`客厅落地灯`,",
        "   placed in 2F 起居室) it also counts as in that room for room words (dev rule 3, seed 000 §4–6), so",
        "   \"客厅的落地灯\" accepts both floor lamps and \"客厅开两盏灯\" accepts it; the exact label \"客厅落地灯\" means",
        "   that lamp only.",
        "5. **Floors** belong to rooms: a device is on the floor its roomId room's name gives (`1F …` = 一楼/楼下,",
        "   `2F …`/`二楼走廊` = 二楼/楼上). A label names no floor, so `客厅落地灯` is upstairs only and is *not* in",
        "   \"楼下的灯\". Floorless rooms (阳台, 玄关, 储藏室), the device with no room (大白, 移动插座) and the one",
        "   whose room was deleted (车库灯) are on no floor: the home does not say where they are, and a floor word",
        "   never widens a command (DESIGN §9). Cases whose set depends on this carry the tag `floorless`.",
        "6. **Room words**: core words reach their room (客厅 → 1F 客厅, 厨房 → 1F厨房, 走廊 → 二楼走廊). 卧室 is",
        "   主卧 + 次卧 + 儿童房 (no label here contains 卧室; 保姆房 is not included); 卫生间/厕所/洗手间 are 客卫 +",
        "   主卫; 楼上/楼下 with such a word picks the one on that floor. 阿姨房 is not a room: it is found in the",
        "   label `阿姨房空调` (1F 保姆房). A bare alias over rooms whose devices differ asks back (mode clarify);",
        "   a bulk over it (\"卧室的灯都关了\") is the union.",
        "7. **Series**: `筒灯1`..`筒灯8` (1F 客厅; 7 and 8 are on/off only). \"筒灯5/筒灯五/5号筒灯/第五个筒灯\" is",
        "   that one; \"打开筒灯\" / \"客厅的筒灯都打开\" is the whole series (mode all); \"开三个筒灯\" is mode one",
        "   over the series. `灯带1`/`灯带2` are in 2F 主卧; the third strip is `电视墙灯带` in 1F 客厅.",
        "8. **Ask back (mode clarify)** when a guess could act in the wrong room: 夜灯 (主卧, 次卧; 豆豆的夜灯 listed",
        "   too), 吸顶灯 ×4, 主灯 ×2, 镜前灯 ×2, 排气扇 ×2, 灯带 ×3, 窗帘 ×8, 空调 ×7, speakers ×4, bedroom and bathroom",
        "   aliases, and a pronoun or bare value with no history. `devices` lists the candidates for information",
        "   (empty when there is nothing to refer to).",
        "9. **Soft inheritance**: a second command without a room inherits the first one's room only when that room",
        "   has such a device (主卧吸顶灯 → 主卧's curtains); otherwise it is the unique device elsewhere (书房台灯, then",
        "   加湿器 → the one in 主卧).",
        "10. **Mode none** (extension): the engine must act on no device — no groups; `no_match` or an empty answer",
        "    passes. Long transcripts (`long-text`) contain past-tense mentions of devices but exactly one request,",
        "    at the end; the case has one `expect` entry for it.",
        "11. **Needs** list every device in that room that meets the need with the commands that do it (好热 → AC on /",
        "    cool / lower setpoint, plus the floor heating's setpoint in 客厅; 有点冷 → AC heat plus the heater or",
        "    electric blanket plug; 好闷/空气不好 → 新风机, Dyson, purifier; 好潮 → 除湿机, or AC dry mode and turning",
        "    the humidifier off; 太亮 → dim/off the lights or lower the shades; 太吵 → volume down or mute).",
        "12. **No spec line**: `洗碗机`, `主卧窗磁`, `床头旋钮`, `玄关人体` have profiles the spec leaves out; only three",
        "    cases name such a device, all with `capabilities: [\"*\"]` (tag `no-spec`).",
        "13. **State questions** use `[\"*\"]` and list every device that can answer.",
        "",
        "## Quirks of the real profiles that the cases keep",
        "",
        "- `Ac.v1` (DeepSmart; 阿姨房/次卧/儿童房/书房空调) has `airConditionerMode` and sets its temperature only",
        "  through `thermostatHeatingSetpoint` (16–30 °C), also when cooling. The Matter ACs (客厅/主卧/起居室) use",
        "  `thermostatMode` and both setpoints; 起居室空调 has no dry/fan-only mode and no fan speed.",
        "- `Newfan.v1` (DeepSmart fresh-air unit, category `Vent`) has `switch` + `airConditionerFanMode`.",
        "- `projector-screen-VWSDSTUST120H` (投影幕布) is a `windowShade`: `close` lowers the screen, `open` retracts",
        "  it (the spec's descriptions say so); its `mode` values are the driver's limit settings.",
        "- `light-color-level-fan` (吊扇灯): `switch` is the light; the fan is `fanMode`/`fanSpeedPercent`.",
        "- The TV (`media-video-player`) has no channel or input capability: \"换到8频道\" is `keypadInput` NUMBER8;",
        "  the only input source is the receiver (`maX10`, 功放). `sonos-player` enables only play/pause/stop.",
        "- No real profile exists for humidifiers, dehumidifiers or clothes racks: 加湿器/除湿机/小太阳 are",
        "  appliances on smart plugs, and there is no 晾衣架.",
        "",
        "## Rooms",
        "",
        "| room | floor | devices |", "| --- | --- | --- |",
    ]
    for rk, (name, _, floor) in ROOMS.items():
        n = sum(1 for k in DEVICES if room_key(k) == rk)
        lines.append(f"| {name} | {floor or '—'} | {n} |")
    lines += [f"| (no room) | — | {sum(1 for k in DEVICES if DEVICES[k][2] is None)} |",
              f"| (roomId of deleted room 车库) | — | {sum(1 for k in DEVICES if DEVICES[k][2] == STALE_ROOM)} |"]
    lines += ["", "## Case groups", "", "| group | cases |", "| --- | --- |"]
    lines += [f"| {g} | {k} |" for g, k in groups.items()]
    lines += ["", "## Tags", "", "| tag | cases | meaning |", "| --- | --- | --- |"]
    lines += [f"| {t} | {k} | {TAG_MEANING.get(t, '')} |" for t, k in tags.most_common()]
    lines += ["", "## Devices", "", "| label | room | category | profile | in spec |", "| --- | --- | --- | --- | --- |"]
    for key, (label, name, room, prof, _, _) in DEVICES.items():
        shown = label if label else f"(no label; name {name})"
        where = ROOMS[room][0] if room in ROOMS else ("(deleted room)" if room else "(none)")
        light = " (light)" if key in LIGHT_BY_LABEL else ""
        lines.append(f"| {shown} | {where} | {category_of(key)}{light} | {prof} | {'no' if prof in NOT_IN_SPEC else 'yes'} |")
    (HERE / "README.md").write_text("\n".join(lines) + "\n", encoding="utf-8")


# ---------------------------------------------------------------------------------------------
# Check (reads the written files back)
# ---------------------------------------------------------------------------------------------
def check() -> int:
    home = json.loads((HERE / "home.json").read_text(encoding="utf-8"))
    spec = {}
    for n, line in enumerate((HERE / "spec.jsonl").read_text(encoding="utf-8").splitlines(), 1):
        row = json.loads(line)
        spec[row["profileId"]] = {c["id"] for c in row["capabilities"]}
    devices = {d["deviceId"]: d for d in home["items"]}
    room_ids = {r["roomId"] for r in home["rooms"]}
    errors: list[str] = []
    names = {r["name"] for r in home["rooms"]}
    if not any(r.startswith(("1F", "一楼")) for r in names) or not any(r.startswith(("2F", "二楼")) for r in names):
        errors.append("home: both floors must appear in room names")
    if len(devices) < 80:
        errors.append(f"home: only {len(devices)} devices")
    used_profiles = {d["profile"]["id"] for d in devices.values()}
    missing_spec = used_profiles - set(spec)
    if not 3 <= len(missing_spec) <= 5:
        errors.append(f"spec: {len(missing_spec)} profiles left out (want 3-5)")
    if not any("roomId" not in d for d in devices.values()):
        errors.append("home: no device without a room")
    if not any(d.get("roomId") and d["roomId"] not in room_ids for d in devices.values()):
        errors.append("home: no device with a stale roomId")
    tags: Counter = Counter()
    modes: Counter = Counter()
    seen_ids, seen_q = set(), Counter()
    rows = [json.loads(x) for x in (HERE / "cases.jsonl").read_text(encoding="utf-8").splitlines()]
    for row in rows:
        cid = row["id"]
        if cid in seen_ids:
            errors.append(f"{cid}: duplicate id")
        seen_ids.add(cid)
        seen_q[(row["query"], tuple(row.get("history", ())))] += 1
        if row["home"] != "home.json" or not row["expect"] or not row["tags"]:
            errors.append(f"{cid}: home/expect/tags missing")
        for e in row["expect"]:
            modes[e["mode"]] += 1
            if e["mode"] not in ("one", "all", "clarify", "none"):
                errors.append(f"{cid}: unknown mode {e['mode']}")
            if e["mode"] == "none" and (e["devices"] or e["capabilities"]):
                errors.append(f"{cid}: mode none must list nothing")
            if e["mode"] in ("one", "all") and not e["devices"]:
                errors.append(f"{cid}: no devices")
            for d in e["devices"]:
                if d not in devices:
                    errors.append(f"{cid}: unknown device {d}")
                    continue
                prof = devices[d]["profile"]["id"]
                if "*" in e["capabilities"]:
                    continue
                ids = spec.get(prof, set())
                ok = [c for c in e["capabilities"] if c in ids]
                if e["mode"] == "all" and len(ok) != len(e["capabilities"]):
                    errors.append(f"{cid}: bulk device {d} ({prof}) lacks {set(e['capabilities']) - ids}")
                if e["mode"] in ("one", "clarify") and not ok:
                    errors.append(f"{cid}: device {d} ({prof}) supports none of {e['capabilities']}")
            for cap in e["capabilities"] if e["devices"] else ():
                if cap != "*" and not any(cap in spec.get(devices[d]["profile"]["id"], set())
                                          for d in e["devices"] if d in devices):
                    errors.append(f"{cid}: command {cap} not on any listed device")
        if "long-text" in row["tags"] and not 300 <= len(row["query"]) <= 1500:
            errors.append(f"{cid}: long text has {len(row['query'])} characters")
        tags.update(row["tags"])
    dup = [q for q, n in seen_q.items() if n > 1]
    if dup:
        errors.append(f"duplicate queries: {dup}")
    if len(rows) < 220:
        errors.append(f"only {len(rows)} cases")
    print(f"cases: {len(rows)}; expect entries by mode: " + ", ".join(f"{m} {n}" for m, n in sorted(modes.items())))
    print("tags: " + ", ".join(f"{t} {n}" for t, n in tags.most_common()))
    for err in errors:
        print("ERROR", err)
    print("check:", "FAILED" if errors else "ok")
    return 1 if errors else 0


def main() -> int:
    if "--check" in sys.argv[1:]:
        return check()
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
    n_cmd, n_en, n_vl, vl_en = spec_stats()
    print(f"rooms {len(home['rooms'])}, devices {len(home['items'])}, lights {len(LIGHTS)}, spec profiles {len(SPEC)}, "
          f"commands {n_cmd} ({n_en / n_cmd:.0%} English), value_list {n_vl} ({vl_en / n_vl:.0%} English)")
    return check()


if __name__ == "__main__":
    sys.exit(main())
