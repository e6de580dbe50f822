"""Home and capability spec of the Xi'an blind set (imported by build.py).

Every device copies the categories and capabilities of one real profile from
shared/data/smartthings/profiles.jsonl (SmartThingsEdgeDrivers); the spec lists,
for every profile, the commands of its `main` capabilities from capabilities.json.
"""
import hashlib
import json
import os
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.normpath(os.path.join(HERE, "..", "..", "..", "..", "shared", "data", "smartthings"))
if not os.path.isdir(DATA):
    DATA = "/work/shared/data/smartthings"

NS = uuid.UUID("3f0c6a57-0b51-4c57-9d2c-6b1f00a1c1a7")
LOCATION_ID = str(uuid.uuid5(NS, "location-xian"))


def uid(key):
    return str(uuid.uuid5(NS, key))


# ---------------------------------------------------------------- rooms
# (key, name, who typed it, floor)
ROOMS = [
    ("kecan", "客餐厅", "plan", "18F"),
    ("nanwo", "南卧", "husband", "18F"),
    ("beiwo", "北卧", "husband", "18F"),
    ("woshi1", "卧室1", "wife", "18F"),
    ("ciwo2", "次卧2", "plan", "18F"),
    ("duogong", "多功能房", "plan", "18F"),
    ("chufang", "厨房", "plan", "18F"),
    ("zhuwei", "主卫", "plan", "18F"),
    ("gongwei", "公卫", "plan", "18F"),
    ("beiyt", "北阳台", "husband", "18F"),
    ("nanyt", "南阳台", "husband", "18F"),
    ("xuanguan", "玄关", "plan", "18F"),
]
DELETED_ROOMS = [("chuwu", "储物间")]  # referenced by a device, absent from `rooms`
ROOM_NAME = {k: n for k, n, _, _ in ROOMS}
ROOM_NAME.update({k: n for k, n in DELETED_ROOMS})

# ---------------------------------------------------------------- devices
# (key, label, room key or None, driver, profile name)
DEVICES = [
    # 客餐厅 — open living/dining room
    ("k_main", "客厅主灯", "kecan", "zigbee-switch", "color-temp-bulb-2700K-6500K"),
    ("k_tong1", "筒灯1", "kecan", "zigbee-switch", "on-off-level"),
    ("k_tong2", "筒灯2", "kecan", "zigbee-switch", "on-off-level"),
    ("k_tong3", "筒灯3", "kecan", "zigbee-switch", "on-off-level"),
    ("k_tong4", "筒灯4", "kecan", "zigbee-switch", "on-off-level"),
    ("k_tong5", "筒灯5", "kecan", "zigbee-switch", "on-off-bulb"),
    ("k_tong6", "筒灯6", "kecan", "zigbee-switch", "on-off-bulb"),
    ("k_she1", "射灯-01", "kecan", "matter-switch", "light-level-colorTemperature"),
    ("k_she2", "射灯-02", "kecan", "matter-switch", "light-level-colorTemperature"),
    ("k_she3", "射灯-03", "kecan", "matter-switch", "light-level-colorTemperature"),
    ("k_diao", "餐厅吊灯", "kecan", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    ("k_dai", "电视墙灯带", "kecan", "zigbee-switch", "rgbw-bulb-2700K-6500K"),
    ("k_hue", "Hue Play", "kecan", "philips-hue", "white-and-color-ambiance"),
    ("k_yugang", "鱼缸等", "kecan", "zigbee-switch", "light-level-power"),
    ("k_ac", "格力柜机", "kecan", "matter-thermostat", "room-air-conditioner"),
    ("k_heat", "暖气温控器", "kecan", "zwave-thermostat", "base-radiator-thermostat"),
    ("k_pur", "小米空气净化器4", "kecan", "matter-thermostat", "air-purifier-aqs"),
    ("k_fresh", "新风机", "kecan", "deepsmart", "Newfan.v1"),
    ("k_curt", "客厅窗帘", "kecan", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    ("k_sha", "客厅纱帘", "kecan", "zigbee-window-treatment", "window-treatment-profile"),
    ("k_tv", "Xiaomi TV 65", "kecan", "matter-media", "media-video-player"),
    ("k_spk", "小爱音箱Pro", "kecan", "bose", "soundtouch-speaker"),
    ("k_plug", "米家智能插座3", "kecan", "zigbee-switch", "switch-power-energy-consumption-report-aqara"),
    ("k_th", "Aqara温湿度传感器T1", "kecan", "zigbee-humidity-sensor", "humidity-temp-battery-aqara"),
    ("k_robot", "石头扫地机器人", "kecan", "matter-rvc", "rvc-clean-mode-service-area"),
    ("k_smoke", "烟雾报警器", "kecan", "zigbee-smoke-detector", "smoke-battery-aqara"),
    # 南卧 — the couple's master bedroom, south-facing, en-suite 主卫
    ("n_ceil", "吸顶灯", "nanwo", "zigbee-switch", "color-temp-bulb-2200K-6500K"),
    ("n_bedl", "床头灯左", "nanwo", "zigbee-switch", "aqara-led-bulb"),
    ("n_bedr", "床头灯右", "nanwo", "zigbee-switch", "aqara-led-bulb"),
    ("n_ac", "美的空调", "nanwo", "deepsmart", "Ac.v1"),
    ("n_curt", "主卧窗帘", "nanwo", "zigbee-window-treatment", "window-treatment-aqara-curtain-driver-e1"),
    ("n_black", "遮光帘", "nanwo", "zigbee-window-treatment", "window-treatment-battery"),
    ("n_blanket", "电热毯插座", "nanwo", "matter-switch", "plug-binary"),
    ("n_fan", "米家直流变频落地扇", "nanwo", "matter-thermostat", "fan-rock-wind"),
    ("n_spk", "小爱音箱Play", "nanwo", "matter-media", "media-speaker"),
    ("n_win", "窗户传感器", "nanwo", "zigbee-contact", "contact-battery-profile"),
    # 北卧 — grandfather's room
    ("b_ceil", "吸顶灯", "beiwo", "zigbee-switch", "on-off-bulb"),
    ("b_night", "起夜灯", "beiwo", "zigbee-switch", "on-off-level-motion-sensor"),
    ("b_radio", "爷爷的收音机", "beiwo", "harman-luxury", "harman-luxury"),
    ("b_ac", "卧室2空调", "beiwo", "matter-thermostat", "room-air-conditioner-heating-cooling"),
    ("b_heat", "暖气片温控阀", "beiwo", "zwave-thermostat", "aeotec-radiator-thermostat"),
    ("b_curt", "北卧窗帘", "beiwo", "zigbee-window-treatment", "window-treatment-no-preset"),
    ("b_blanket", "电热摊", "beiwo", "zigbee-switch", "basic-plug"),
    ("b_fan", "老台扇", "beiwo", "zwave-fan", "fan-3speed"),
    ("b_th", "Aqara温湿度传感器T1", "beiwo", "zigbee-humidity-sensor", "humidity-temp-battery-aqara"),
    # 卧室1 — the son's bedroom (room created by the wife)
    ("w_light", "卧室1灯", "woshi1", "zigbee-switch", "rgbw-bulb-2000K-6500K"),
    ("w_night", "我的小夜灯", "woshi1", "zigbee-switch", "color-bulb"),
    ("w_star", "星空灯", "woshi1", "matter-switch", "light-color-level"),
    ("w_desk", "米家台灯1S", "woshi1", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    ("w_ac", "儿童房空调", "woshi1", "matter-thermostat", "room-air-conditioner-fan-heating-cooling"),
    ("w_curt", "窗帘", "woshi1", "zigbee-window-treatment", "window-treatment-profile-no-firmware-update"),
    ("w_th", "Aqara温湿度传感器T1", "woshi1", "zigbee-humidity-sensor", "humidity-temp-battery-aqara"),
    ("w_pur", "米家空气净化器Pro", "woshi1", "matter-thermostat", "air-purifier-rock"),
    # 次卧2 — small room: wardrobe and treadmill
    ("c_ceil", "吸顶灯", "ciwo2", "matter-switch", "light-level"),
    ("c_closet", "衣柜灯带", "ciwo2", "zigbee-switch", "switch-level"),
    ("c_tread", "跑步机插座", "ciwo2", "matter-switch", "plug-power"),
    ("c_roll", "卷帘", "ciwo2", "matter-window-covering", "window-covering"),
    ("c_win", "窗户传感器", "ciwo2", "zigbee-contact", "contact-battery-profile"),
    # 多功能房 — home office and guest room
    ("d_ceil", "吸顶灯", "duogong", "matter-switch", "light-binary"),
    ("d_desk", "米家台灯1S", "duogong", "matter-switch", "light-level-colorTemperature-2700K-6500K"),
    ("d_floor", "Floor Lamp", "duogong", "philips-hue", "white-ambiance"),
    ("d_bar", "Yeelight屏幕挂灯1S", "duogong", "matter-switch", "light-level-colorTemperature-2200K-6500K"),
    ("d_ac", "书房空调", "duogong", "matter-thermostat", "thermostat-fan-nostate-nobattery"),
    ("d_plug", "米家智能插座3", "duogong", "zigbee-switch", "switch-power-energy-consumption-report-aqara"),
    ("d_blind", "百叶帘", "duogong", "matter-window-covering", "window-covering-tilt"),
    ("d_spk", "Sonos One", "duogong", "sonos", "sonos-player"),
    ("d_heater", "北卧电暖器", "duogong", "zwave-switch", "smartplug-switch-power-energy"),
    # 厨房
    ("f_ceil", "吸顶灯", "chufang", "zigbee-switch", "on-off-level-no-firmware-update"),
    ("f_cab", "橱柜灯", "chufang", "zigbee-switch", "aqara-switch-module-no-power"),
    ("f_hood", "老板油烟机", "chufang", "matter-appliance", "extractor-hood-wind"),
    ("f_plug", "米家智能插座3", "chufang", "zigbee-switch", "switch-power-energy-consumption-report-aqara"),
    ("f_gas", "天然气报警器", "chufang", "zigbee-smoke-detector", "gas-lifetime-selfcheck-aqara"),
    ("f_valve", "进水总阀", "chufang", "matter-switch", "water-valve"),
    ("f_leak", "水浸卫士", "chufang", "zigbee-water-leak-sensor", "water-battery"),
    ("f_dish", "方太洗碗机", "chufang", "matter-appliance", "dishwasher"),
    # 主卫
    ("z_light", "主卫灯", "zhuwei", "zigbee-switch", "on-off-bulb-no-firmware-update"),
    ("z_bath", "浴霸", "zhuwei", "aqara-bath-heater", "aqara-bath-heater"),
    ("z_wh", "热水气", "zhuwei", "matter-thermostat", "water-heater"),
    ("z_leak", "水浸卫士", "zhuwei", "zigbee-water-leak-sensor", "water-battery"),
    # 公卫
    ("g_light", "卫生间灯", "gongwei", "zigbee-switch", "on-off-bulb"),
    ("g_mirror", "主卫镜前灯", "gongwei", "zigbee-switch", "on-off-level"),
    ("g_exh", "排气扇", "gongwei", "zigbee-switch", "aqara-switch-no-power"),
    # 北阳台
    ("by_light", "阳台灯", "beiyt", "zigbee-switch", "basic-switch"),
    ("by_wash", "小天鹅洗衣机", "beiyt", "matter-appliance", "laundry-washer"),
    ("by_dry", "烘干机", "beiyt", "matter-appliance", "laundry-dryer-tl"),
    # 南阳台
    ("ny_light", "南阳台灯", "nanyt", "zigbee-switch", "on-off-bulb"),
    ("ny_valve", "浇花阀", "nanyt", "zigbee-valve", "valve-battery-powerSource"),
    ("ny_win", "电动开窗器", "nanyt", "zigbee-window-treatment", "window-shade-only"),
    ("ny_grow", "植物补光灯", "nanyt", "zigbee-switch", "switch-power"),
    # 玄关
    ("x_light", "玄关灯", "xuanguan", "matter-switch", "light-level-motion"),
    ("x_lock", "Aqara智能门锁", "xuanguan", "aqara-lock", "aqara-lock-battery"),
    ("x_motion", "Aqara人体传感器", "xuanguan", "zigbee-motion-sensor", "motion-illuminance-battery-aqara"),
    ("x_door", "入户门传感器", "xuanguan", "zigbee-contact", "contact-battery-tamper-no-fw-update"),
    ("x_bell", "门铃", "xuanguan", "zwave-siren", "philio-sound-siren"),
    ("x_shoe", "鞋柜灯带", "xuanguan", "zigbee-switch", "switch-led-intensity"),
    # no room: never assigned, or assigned to a room that was deleted later
    ("nr_th", "Aqara温湿度传感器T1", None, "zigbee-humidity-sensor", "humidity-temp-battery-aqara"),
    ("nr_plug", "米家智能插座3", "chuwu", "zigbee-switch", "switch-power-energy-consumption-report-aqara"),
    ("nr_bulb", "Yeelight彩光灯泡", None, "zigbee-switch", "rgbw-bulb"),
]

# Profiles deliberately left out of spec.jsonl (their devices still exist).
MISSING_FROM_SPEC = {
    "st-zigbee-switch-switch-led-intensity",  # 鞋柜灯带
    "st-zwave-siren-philio-sound-siren",      # 门铃
    "st-matter-switch-plug-power",            # 跑步机插座
}

MANUFACTURER = {
    "zigbee-switch": "LUMI", "matter-switch": "Xiaomi", "philips-hue": "Signify Netherlands B.V.",
    "matter-thermostat": "Xiaomi", "zwave-thermostat": "Aeotec", "deepsmart": "DeepSmart",
    "zigbee-window-treatment": "LUMI", "matter-media": "Xiaomi", "bose": "Bose",
    "zigbee-humidity-sensor": "LUMI", "matter-rvc": "Roborock", "zigbee-smoke-detector": "LUMI",
    "zigbee-contact": "LUMI", "harman-luxury": "Harman", "zwave-fan": "GE",
    "matter-window-covering": "Aqara", "sonos": "Sonos", "zwave-switch": "Aeotec",
    "matter-appliance": "Midea", "zigbee-water-leak-sensor": "LUMI", "aqara-bath-heater": "Aqara",
    "zigbee-valve": "LUMI", "aqara-lock": "Aqara", "zigbee-motion-sensor": "LUMI", "zwave-siren": "Philio",
}


def device_type(driver):
    if driver.startswith("zigbee") or driver.startswith("aqara"):
        return "ZIGBEE"
    if driver.startswith("zwave"):
        return "ZWAVE"
    if driver.startswith("matter"):
        return "MATTER"
    return "LAN"


def profile_id(driver, name):
    return "st-%s-%s" % (driver, name)


def load_profiles():
    profs = {}
    with open(os.path.join(DATA, "profiles.jsonl"), encoding="utf-8") as f:
        for line in f:
            p = json.loads(line)
            profs[(p["driver"].split("/")[-1], p["name"])] = p
    return profs


def load_capabilities():
    with open(os.path.join(DATA, "capabilities.json"), encoding="utf-8") as f:
        return json.load(f)["capabilities"]


# ---------------------------------------------------------------- descriptions
# (capability, command) -> (中文, English)
CMD_DESC = {
    ("switch", "on"): ("打开设备电源", "turn the device on"),
    ("switch", "off"): ("关闭设备电源", "turn the device off"),
    ("switchLevel", "setLevel"): ("设置亮度百分比", "set brightness level"),
    ("statelessSwitchLevelStep", "stepLevel"): ("按步长调亮或调暗，正数变亮负数变暗", "step brightness up or down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温，数值越低光越暖", "set colour temperature in kelvin"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("按百分比把色温调冷或调暖", "step colour temperature by percent"),
    ("colorControl", "setColor"): ("设置灯光颜色（色相、饱和度或十六进制色值）", "set light colour (hue/saturation/hex)"),
    ("colorControl", "setHue"): ("设置色相", "set hue"),
    ("colorControl", "setSaturation"): ("设置颜色饱和度", "set colour saturation"),
    ("windowShade", "open"): ("打开窗帘", "open the shade"),
    ("windowShade", "close"): ("关闭窗帘", "close the shade"),
    ("windowShade", "pause"): ("暂停窗帘运动", "pause shade movement"),
    ("windowShadeLevel", "setShadeLevel"): ("设置开合度百分比（0 全关，100 全开）", "set shade open level"),
    ("windowShadePreset", "presetPosition"): ("移动到预设位置", "go to preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设置预设位置", "set the preset position"),
    ("windowShadeTiltLevel", "setShadeTiltLevel"): ("设置百叶角度", "set slat tilt level"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("按步长开合一点", "step shade level"),
    ("lock", "lock"): ("上锁", "lock"),
    ("lock", "unlock"): ("开锁", "unlock"),
    ("lock", "unlatch"): ("开门（解锁并收回锁舌）", "unlatch the door"),
    ("valve", "open"): ("打开阀门", "open the valve"),
    ("valve", "close"): ("关闭阀门", "close the valve"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调模式", "set air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置风速档位", "set fan mode"),
    ("thermostatMode", "auto"): ("切换到自动模式", "auto mode"),
    ("thermostatMode", "cool"): ("切换到制冷模式", "cool mode"),
    ("thermostatMode", "heat"): ("切换到制热模式", "heat mode"),
    ("thermostatMode", "off"): ("关闭（温控关）", "turn thermostat off"),
    ("thermostatMode", "emergencyHeat"): ("紧急加热", "emergency heat"),
    ("thermostatMode", "setThermostatMode"): ("设置温控模式", "set thermostat mode"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷目标温度", "set cooling setpoint"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置制热目标温度", "set heating setpoint"),
    ("thermostatFanMode", "fanAuto"): ("风机自动", "fan auto"),
    ("thermostatFanMode", "fanCirculate"): ("风机循环", "fan circulate"),
    ("thermostatFanMode", "fanOn"): ("风机常开", "fan on"),
    ("thermostatFanMode", "setThermostatFanMode"): ("设置风机模式", "set thermostat fan mode"),
    ("temperatureSetpoint", "setTemperatureSetpoint"): ("设置目标温度", "set temperature setpoint"),
    ("temperatureLevel", "setTemperatureLevel"): ("设置温度档位", "set temperature level"),
    ("fanSpeed", "setFanSpeed"): ("设置风扇档位", "set fan speed"),
    ("fanSpeedPercent", "setPercent"): ("设置风速百分比", "set fan speed percent"),
    ("fanMode", "setFanMode"): ("设置风扇模式/档位", "set fan mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("设置摇头/摆风方式", "set oscillation mode"),
    ("windMode", "setWindMode"): ("设置风类型（自然风、睡眠风）", "set wind mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置净化器模式", "set air purifier fan mode"),
    ("audioVolume", "setVolume"): ("设置音量", "set volume"),
    ("audioVolume", "volumeUp"): ("音量调高", "volume up"),
    ("audioVolume", "volumeDown"): ("音量调低", "volume down"),
    ("audioMute", "mute"): ("静音", "mute"),
    ("audioMute", "unmute"): ("取消静音", "unmute"),
    ("audioMute", "setMute"): ("设置静音状态", "set mute state"),
    ("mediaPlayback", "play"): ("开始播放", "play"),
    ("mediaPlayback", "pause"): ("暂停播放", "pause playback"),
    ("mediaPlayback", "stop"): ("停止播放", "stop playback"),
    ("mediaPlayback", "fastForward"): ("快进", "fast forward"),
    ("mediaPlayback", "rewind"): ("快退", "rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "set playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一首/下一个", "next track"),
    ("mediaTrackControl", "previousTrack"): ("上一首/上一个", "previous track"),
    ("mediaInputSource", "setInputSource"): ("切换输入源", "set input source"),
    ("mediaPresets", "playPreset"): ("播放收藏的预设", "play a preset"),
    ("keypadInput", "sendKey"): ("发送遥控器按键", "send a remote control key"),
    ("audioNotification", "playTrack"): ("播放提示音/音频", "play a track"),
    ("audioNotification", "playTrackAndRestore"): ("播放提示音后恢复", "play track and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放提示音后继续原来的播放", "play track and resume"),
    ("robotCleanerOperatingState", "start"): ("开始清扫", "start cleaning"),
    ("robotCleanerOperatingState", "pause"): ("暂停清扫", "pause cleaning"),
    ("robotCleanerOperatingState", "goHome"): ("回充电座", "return to dock"),
    ("serviceArea", "selectAreas"): ("选择清扫区域", "select areas to clean"),
    ("mode", "setMode"): ("设置运行模式/程序", "set mode"),
    ("operationalState", "start"): ("启动运行", "start"),
    ("operationalState", "stop"): ("停止运行", "stop"),
    ("operationalState", "pause"): ("暂停运行", "pause"),
    ("operationalState", "resume"): ("继续运行", "resume"),
    ("laundryWasherRinseMode", "setRinseMode"): ("设置漂洗次数", "set rinse mode"),
    ("laundryWasherSpinSpeed", "setSpinSpeed"): ("设置脱水转速", "set spin speed"),
    ("alarm", "both"): ("声光报警", "siren and strobe"),
    ("alarm", "off"): ("关闭报警", "alarm off"),
    ("alarm", "siren"): ("响警笛", "siren"),
    ("alarm", "strobe"): ("闪光报警", "strobe"),
    ("chime", "chime"): ("响铃", "chime"),
    ("chime", "off"): ("停止响铃", "chime off"),
    ("energyMeter", "resetEnergyMeter"): ("电量清零", "reset energy meter"),
}

VALUE_DESC = {
    "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "auto": ("自动", "auto"), "dry": ("除湿", "dry"),
    "fan": ("送风", "fan only"), "fanonly": ("送风", "fan only"), "off": ("关闭", "off"), "on": ("开", "on"),
    "low": ("低档", "low"), "medium": ("中档", "medium"), "high": ("高档", "high"), "turbo": ("强劲", "turbo"),
    "sleep": ("睡眠", "sleep"), "quiet": ("静音", "quiet"), "windFree": ("无风感", "wind free"),
    "emergency heat": ("紧急加热", "emergency heat"), "precooling": ("预冷", "pre-cooling"),
    "dryair": ("除湿", "dry air"), "asleep": ("睡眠", "asleep"), "eco": ("节能", "eco"),
    "noWind": ("无风", "no wind"), "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "horizontal": ("左右摆风", "horizontal swing"), "vertical": ("上下摆风", "vertical swing"), "swing": ("摇头", "swing"),
    "circulate": ("循环", "circulate"), "followschedule": ("按日程", "follow schedule"),
    "paused": ("暂停", "paused"), "playing": ("播放", "playing"), "stopped": ("停止", "stopped"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "AM": ("调幅广播", "AM radio"), "FM": ("调频广播", "FM radio"), "bluetooth": ("蓝牙", "bluetooth"),
    "USB": ("U盘", "USB"), "wifi": ("网络", "Wi-Fi"), "network": ("网络", "network"), "aux": ("音频输入", "aux"),
    "UP": ("上", "up"), "DOWN": ("下", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
    "SELECT": ("确认", "select"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"), "MENU": ("菜单", "menu"),
    "SETTINGS": ("设置", "settings"), "HOME": ("主页", "home"),
    "open": ("打开", "open"), "close": ("关闭", "close"), "pause": ("暂停", "pause"),
    "none": ("不漂洗", "none"), "normal": ("标准", "normal"), "extra": ("加漂", "extra"), "max": ("最多", "max"),
    "comfort": ("舒适", "comfort"), "away": ("离家", "away"), "home": ("在家", "home"), "manual": ("手动", "manual"),
    "warm": ("温", "warm"), "hot": ("热", "hot"), "lukewarm": ("微温", "lukewarm"), "bath": ("洗浴", "bath"),
    "antifreezing": ("防冻", "antifreezing"), "frostguard": ("防冻保护", "frost guard"),
}
for _i in range(10):
    VALUE_DESC["NUMBER%d" % _i] = ("数字%d" % _i, "number %d" % _i)

# Setpoint ranges when the profile has no config of its own (°C).
DEFAULT_SETPOINT = {
    "AirConditioner": (16, 30),
    "Thermostat": (5, 30),
    "WaterHeater": (30, 75),
}


def _english(key):
    """Deterministic ~30% English."""
    h = int(hashlib.md5(key.encode("utf-8")).hexdigest()[:8], 16)
    return h % 10 < 3


def _desc(pair, key):
    zh, en = pair
    return en if _english(key) else zh


def _config_range(prof, cap, key_prefix):
    for item in prof.get("capability_config", {}).get(cap, []):
        if item.get("key", "").startswith(key_prefix) and "range" in item:
            return item["range"]
    return None


def _config_enabled(prof, cap, key):
    for item in prof.get("capability_config", {}).get(cap, []):
        if item.get("key") == key and "enabledValues" in item:
            return item["enabledValues"]
    return None


def _value_list(values, key):
    out = []
    for v in values:
        pair = VALUE_DESC.get(v, (v, v))
        out.append({"value": v, "description": _desc(pair, key + ":" + v)})
    return out


def spec_for_profile(pid, prof, caps, category):
    lines = []
    driver = prof["driver"].split("/")[-1]
    for cap in prof["capabilities"]:
        if cap in ("refresh", "firmwareUpdate") or cap not in caps:
            continue
        cdef = caps[cap]
        enabled_cmds = _config_enabled(prof, cap, "{{enumCommands}}")
        for cmd in cdef.get("commands", []):
            name = cmd["name"]
            args = [a for a in cmd["arguments"] if not a.get("optional")] or cmd["arguments"]
            if enabled_cmds is not None and not args and name not in enabled_cmds:
                continue
            cid = "main-%s-%s" % (cap, name)
            pair = CMD_DESC.get((cap, name), (name, name))
            entry = {"id": cid, "description": _desc(pair, pid + cid)}
            if args:
                a = args[0]
                typ = a.get("type")
                entry["type"] = typ
                values = a.get("enum")
                if cap == "airConditionerMode":
                    obs = cdef["observed_values"]
                    values = obs[1]["values"] if driver == "deepsmart" else obs[0]["values"]
                elif cap == "airConditionerFanMode":
                    values = cdef["observed_values"][0]["values"]
                elif cap == "thermostatMode" and driver == "matter-thermostat":
                    values = cdef["observed_values"][0]["values"]
                elif cap == "fanOscillationMode" and driver == "matter-thermostat":
                    values = cdef["observed_values"][0]["values"]
                elif cap == "mediaPlayback" and name == "setPlaybackStatus":
                    en = _config_enabled(prof, cap, "playbackStatus.value")
                    if en:
                        values = [v for v in values if v in en]
                elif cap == "fanMode":
                    en = _config_enabled(prof, cap, "fanMode.value")
                    if en:
                        values = [v for v in values if v in en]
                if values:
                    entry["value_list"] = _value_list(values, pid + cid)
                elif typ in ("integer", "number"):
                    lo, hi, unit = a.get("minimum"), a.get("maximum"), None
                    if cap in ("switchLevel", "level"):
                        r = _config_range(prof, cap, "level.value")
                        lo, hi = r if r else (lo, hi)
                        unit = "%"
                    elif cap == "colorTemperature":
                        r = _config_range(prof, cap, "colorTemperature.value")
                        lo, hi = r if r else (2700, 6500)
                        unit = "K"
                    elif cap == "thermostatHeatingSetpoint":
                        r = _config_range(prof, cap, "heatingSetpoint.value")
                        lo, hi = r if r else DEFAULT_SETPOINT.get(category, (5, 30))
                        unit = "°C"
                    elif cap == "thermostatCoolingSetpoint":
                        r = _config_range(prof, cap, "coolingSetpoint.value")
                        lo, hi = r if r else DEFAULT_SETPOINT.get(category, (16, 30))
                        unit = "°C"
                    elif cap == "fanSpeed":
                        r = _config_range(prof, cap, "fanSpeed.value")
                        lo, hi = r if r else (0, 3 if "3speed" in prof["name"] else 4)
                    elif cap in ("fanSpeedPercent", "windowShadeLevel", "windowShadeTiltLevel", "windowShadePreset", "audioVolume"):
                        unit = "%"
                    elif cap in ("statelessSwitchLevelStep", "statelessColorTemperatureStep"):
                        unit = "%"
                    elif cap == "statelessWindowShadeLevelStep":
                        lo, hi, unit = -100, 100, "%"
                    elif cap == "colorControl":
                        lo, hi, unit = 0, 100, "%"
                    if lo is not None and hi is not None:
                        vr = {"min": lo, "max": hi}
                        if unit:
                            vr["unit"] = unit
                        entry["value_range"] = vr
            lines.append(entry)
    return lines


def build_home_and_spec():
    profs = load_profiles()
    caps = load_capabilities()
    rooms = [{"roomId": uid("room-" + k), "locationId": LOCATION_ID, "name": n} for k, n, _, _ in ROOMS]
    items = []
    spec = {}
    dev_info = {}
    for key, label, room, driver, pname in DEVICES:
        prof = profs[(driver, pname)]
        pid = profile_id(driver, pname)
        category = prof["categories"][0] if prof["categories"] else None
        comps = [{
            "id": "main", "label": "main",
            "capabilities": [{"id": c, "version": 1} for c in prof["capabilities"]],
            "categories": [{"name": c, "categoryType": "manufacturer"} for c in prof["categories"]],
        }]
        for c in prof["components"]:
            comps.append({
                "id": c["id"], "label": c["id"],
                "capabilities": [{"id": x, "version": 1} for x in c["capabilities"]],
                "categories": [{"name": x, "categoryType": "manufacturer"} for x in c.get("categories", [])],
            })
        item = {
            "deviceId": uid("device-" + key),
            "name": pname,
            "label": label,
            "manufacturerName": MANUFACTURER.get(driver, "SmartThingsCommunity"),
            "locationId": LOCATION_ID,
        }
        if room is not None:
            item["roomId"] = uid("room-" + room)
        item["profile"] = {"id": pid}
        item["components"] = comps
        item["type"] = device_type(driver)
        items.append(item)
        if pid not in spec and pid not in MISSING_FROM_SPEC:
            spec[pid] = spec_for_profile(pid, prof, caps, category)
        dev_info[key] = {
            "id": item["deviceId"], "label": label, "room": room, "category": category or "Unknown",
            "profile": pid, "caps": list(prof["capabilities"]),
        }
    return {"rooms": rooms, "items": items}, spec, dev_info


# ====================================================================== model of the home
HOME, SPEC, INFO = build_home_and_spec()
ROOM_KEYS_BY_NAME = {n: k for k, n, _, _ in ROOMS}
LIVE_ROOMS = {k for k, _, _, _ in ROOMS}
BEDROOMS = ["nanwo", "beiwo", "woshi1", "ciwo2"]        # rooms whose name contains 卧
BATHROOMS = ["zhuwei", "gongwei"]                       # 卫生间 / 厕所
BALCONIES = ["beiyt", "nanyt"]                          # 阳台


def cmds_of(key):
    pid = INFO[key]["profile"]
    if pid not in SPEC:
        return None
    return {c["id"] for c in SPEC[pid]}


def device_rooms(key):
    """Room of the roomId (if it is a live room) plus any live room the label names."""
    d = INFO[key]
    rooms = set()
    if d["room"] in LIVE_ROOMS:
        rooms.add(d["room"])
    for k, n, _, _ in ROOMS:
        if n in d["label"]:
            rooms.add(k)
    return rooms


def family(key):
    d = INFO[key]
    cat, label, caps = d["category"], d["label"], d["caps"]
    fams = {"any"}
    if cat == "Light" or (cat == "Switch" and "灯" in label):
        fams.add("light")
    if cat == "Blind":
        fams.add("curtain")
    if cat == "AirConditioner" or (cat == "Thermostat" and "thermostatCoolingSetpoint" in caps):
        fams.add("ac")
    if cat == "SmartPlug":
        fams.add("plug")
    return fams


def select(fam="any", rooms=None, exclude_rooms=(), label_prefix=None, label_eq=None,
           exclude_label_prefix=(), exclude_devices=(), needs=()):
    out = []
    for key, *_ in DEVICES:
        if fam not in family(key):
            continue
        dr = device_rooms(key)
        if rooms is not None and not (dr & set(rooms)):
            continue
        if dr & set(exclude_rooms):
            continue
        label = INFO[key]["label"]
        if label_prefix and not label.startswith(label_prefix):
            continue
        if label_eq and label not in label_eq:
            continue
        if any(label.startswith(p) for p in exclude_label_prefix):
            continue
        if key in exclude_devices:
            continue
        if needs:
            c = cmds_of(key)
            if c is None or not set(needs) <= c:
                continue
        out.append(key)
    return out


# ---------------------------------------------------------------- command ids
def M(s):
    return "main-" + s


ON, OFF = M("switch-on"), M("switch-off")
LVL, STEP = M("switchLevel-setLevel"), M("statelessSwitchLevelStep-stepLevel")
CT, CTSTEP = M("colorTemperature-setColorTemperature"), M("statelessColorTemperatureStep-stepColorTemperatureByPercent")
COLOR, HUE = M("colorControl-setColor"), M("colorControl-setHue")
OPEN, CLOSE, PAUSE = M("windowShade-open"), M("windowShade-close"), M("windowShade-pause")
SHADE, SHSTEP = M("windowShadeLevel-setShadeLevel"), M("statelessWindowShadeLevelStep-stepShadeLevel")
TILT = M("windowShadeTiltLevel-setShadeTiltLevel")
COOLSP, HEATSP = M("thermostatCoolingSetpoint-setCoolingSetpoint"), M("thermostatHeatingSetpoint-setHeatingSetpoint")
T_COOL, T_HEAT, T_OFF, T_AUTO, T_SET = (M("thermostatMode-cool"), M("thermostatMode-heat"), M("thermostatMode-off"),
                                        M("thermostatMode-auto"), M("thermostatMode-setThermostatMode"))
TF_AUTO, TF_SET = M("thermostatFanMode-fanAuto"), M("thermostatFanMode-setThermostatFanMode")
ACMODE, ACFAN = M("airConditionerMode-setAirConditionerMode"), M("airConditionerFanMode-setFanMode")
FANPCT, FANSPEED, FANMODE = M("fanSpeedPercent-setPercent"), M("fanSpeed-setFanSpeed"), M("fanMode-setFanMode")
OSC, WIND = M("fanOscillationMode-setFanOscillationMode"), M("windMode-setWindMode")
PURMODE = M("airPurifierFanMode-setAirPurifierFanMode")
VOL, VUP, VDOWN = M("audioVolume-setVolume"), M("audioVolume-volumeUp"), M("audioVolume-volumeDown")
MUTE, UNMUTE, SETMUTE = M("audioMute-mute"), M("audioMute-unmute"), M("audioMute-setMute")
PLAY, MPAUSE, MSTOP, PBSTATUS = (M("mediaPlayback-play"), M("mediaPlayback-pause"), M("mediaPlayback-stop"),
                                 M("mediaPlayback-setPlaybackStatus"))
NEXT, PREV = M("mediaTrackControl-nextTrack"), M("mediaTrackControl-previousTrack")
KEY, INPUT, PRESET = M("keypadInput-sendKey"), M("mediaInputSource-setInputSource"), M("mediaPresets-playPreset")
R_START, R_PAUSE, R_HOME = (M("robotCleanerOperatingState-start"), M("robotCleanerOperatingState-pause"),
                            M("robotCleanerOperatingState-goHome"))
AREAS, MODE = M("serviceArea-selectAreas"), M("mode-setMode")
OP_START, OP_STOP, OP_PAUSE, OP_RESUME = (M("operationalState-start"), M("operationalState-stop"),
                                          M("operationalState-pause"), M("operationalState-resume"))
LOCK, UNLOCK, UNLATCH = M("lock-lock"), M("lock-unlock"), M("lock-unlatch")
V_OPEN, V_CLOSE = M("valve-open"), M("valve-close")
RINSE, SPIN, TLEVEL = M("laundryWasherRinseMode-setRinseMode"), M("laundryWasherSpinSpeed-setSpinSpeed"), M("temperatureLevel-setTemperatureLevel")
ANY = "*"

# "turn on" / "turn off" of devices without a switch
AC_ON_NOSWITCH = [T_COOL, T_HEAT, T_AUTO, T_SET]
AC_OFF_NOSWITCH = [T_OFF, T_SET]


# ---------------------------------------------------------------- case DSL
CASES = []
SCOPES = {}  # (case id, entry index) -> scope kwargs of a mode-all entry


def one(devs, caps):
    return {"devices": list(devs), "capabilities": list(caps), "mode": "one"}


def clar(devs=(), caps=()):
    return {"devices": list(devs), "capabilities": list(caps), "mode": "clarify"}


def none():
    return {"devices": [], "capabilities": [], "mode": "none"}


def bulk(caps, **scope):
    return {"devices": None, "capabilities": list(caps), "mode": "all", "_scope": dict(scope)}


_counter = {}


def C(group, query, entries, tags, history=None):
    if isinstance(entries, dict):
        entries = [entries]
    _counter[group] = _counter.get(group, 0) + 1
    cid = "xian-%s-%03d" % (group, _counter[group])
    CASES.append({"id": cid, "query": query, "entries": entries, "tags": list(tags), "history": history})


def lights(*rooms):
    return select("light", rooms=list(rooms), needs=[ON])


def curtains(*rooms):
    return select("curtain", rooms=list(rooms))


ALL_ACS = select("ac")

# ====================================================================== cases
# --- by name -----------------------------------------------------------------
C("name", "把客厅主灯打开", one(["k_main"], [ON]), ["name"])
C("name", "客厅主灯关咧", one(["k_main"], [OFF]), ["name", "dialect"])
C("name", "开一哈餐厅吊灯", one(["k_diao"], [ON]), ["name", "dialect"])
C("name", "电视墙灯带关了", one(["k_dai"], [OFF]), ["name"])
C("name", "打开小米空气净化器4", one(["k_pur"], [PURMODE, FANPCT]), ["name", "no-switch", "air"])
C("name", "格力柜机开一下", one(["k_ac"], [ON]), ["name", "climate"])
C("name", "把美的空调关了", one(["n_ac"], [OFF]), ["name", "climate"])
C("name", "起夜灯开开", one(["b_night"], [ON]), ["name", "dialect"])
C("name", "星空灯打开", one(["w_star"], [ON]), ["name", "child"])
C("name", "打开爷爷的收音机", one(["b_radio"], [ON]), ["name", "custom-name", "media"])
C("name", "把方太洗碗机打开", one(["f_dish"], [ON, OP_START]), ["name", "appliance"])
C("name", "老板油烟机开一下", one(["f_hood"], [FANMODE, FANPCT]), ["name", "no-switch", "appliance"])
C("name", "关掉老板油烟机", one(["f_hood"], [FANMODE, FANPCT]), ["name", "no-switch", "appliance"])
C("name", "石头扫地机器人开始扫地", one(["k_robot"], [R_START]), ["name", "appliance"])
C("name", "小天鹅洗衣机开始洗", one(["by_wash"], [OP_START]), ["name", "appliance"])
C("name", "烘干机停一下", one(["by_dry"], [OP_PAUSE, OP_STOP]), ["name", "appliance"])
C("name", "电动开窗器打开", one(["ny_win"], [OPEN]), ["name", "cover"])
C("name", "浇花阀开一下", one(["ny_valve"], [V_OPEN]), ["name", "valve"])
C("name", "把进水总阀关了", one(["f_valve"], [V_CLOSE]), ["name", "valve"])
C("name", "Aqara智能门锁锁上", one(["x_lock"], [LOCK]), ["name", "security", "english-label"])
C("name", "排气扇开开", one(["g_exh"], [ON]), ["name", "dialect"])
C("name", "玄关灯开一哈", one(["x_light"], [ON]), ["name", "dialect"])
C("name", "植物补光灯关了", one(["ny_grow"], [OFF]), ["name", "category-by-name"])
C("name", "橱柜灯打开", one(["f_cab"], [ON]), ["name", "category-by-name"])
C("name", "衣柜灯带开", one(["c_closet"], [ON]), ["name", "category-by-name"])
C("name", "新风机开一下", one(["k_fresh"], [ON]), ["name", "air"])
C("name", "北卧窗帘拉上", one(["b_curt"], [CLOSE]), ["name", "cover"])
C("name", "遮光帘放下来", one(["n_black"], [CLOSE, SHADE]), ["name", "cover"])
C("name", "百叶帘打开", one(["d_blind"], [OPEN]), ["name", "cover"])
C("name", "卷帘拉起来", one(["c_roll"], [OPEN]), ["name", "cover"])
C("name", "主卧窗帘打开", one(["n_curt"], [OPEN]), ["name", "cover"])
C("name", "老台扇开开", one(["b_fan"], [ON]), ["name", "fan", "dialect"])
C("name", "米家直流变频落地扇打开", one(["n_fan"], [ACFAN, FANPCT]), ["name", "fan", "no-switch"])
C("name", "电热毯插座关了", one(["n_blanket"], [OFF]), ["name", "plug"])
C("name", "北卧电暖器打开", one(["d_heater"], [ON]), ["name", "name-other-room", "plug"])
C("name", "主卫镜前灯开一下", one(["g_mirror"], [ON]), ["name", "name-other-room"])
C("name", "烟雾报警器静音", one(["k_smoke"], [MUTE, SETMUTE]), ["name", "security"])
C("name", "天然气报警器别叫咧", one(["f_gas"], [MUTE, SETMUTE]), ["name", "security", "dialect"])
C("name", "暖气温控器调到20度", one(["k_heat"], [HEATSP]), ["name", "climate", "temperature"])
C("name", "Yeelight彩光灯泡打开", one(["nr_bulb"], [ON]), ["name", "no-room", "english-label"])
C("name", "鞋柜灯带打开", one(["x_shoe"], [ANY]), ["name", "spec-missing"])
C("name", "跑步机插座关了", one(["c_tread"], [ANY]), ["name", "spec-missing", "plug"])
C("name", "门铃响一下", one(["x_bell"], [ANY]), ["name", "spec-missing", "security"])
C("name", "把跑步机关咧", one(["c_tread"], [ANY]), ["partial-name", "spec-missing", "dialect"])
C("name", "打開客廳主燈", one(["k_main"], [ON]), ["name", "traditional"])
C("name", "筒灯３打开", one(["k_tong3"], [ON]), ["numbered", "fullwidth"])

# --- room + name / room + type ------------------------------------------------
C("room", "厨房的灯开一下", one(lights("chufang"), [ON]), ["room", "type", "room-multi", "category-by-name"])
C("room", "北卧的空调开一下", one(["b_ac"], [ON]), ["room", "type", "climate"])
C("room", "南卧空调关了", one(["n_ac"], [OFF]), ["room", "type", "climate"])
C("room", "书房的空调开", one(["d_ac"], AC_ON_NOSWITCH), ["room", "type", "alias", "climate", "no-switch"])
C("room", "书房空调关了", one(["d_ac"], AC_OFF_NOSWITCH), ["name", "climate", "no-switch"])
C("room", "客厅空调开", one(["k_ac"], [ON]), ["room", "type", "alias", "climate"])
C("room", "卧室1的空调打开", one(["w_ac"], [ON]), ["room", "type", "climate"])
C("room", "玄关的灯关了", one(["x_light"], [OFF]), ["room", "type"])
C("room", "北阳台的灯打开", one(["by_light"], [ON]), ["room", "type", "category-by-name"])
C("room", "南阳台灯开开", one(["ny_light"], [ON]), ["name", "room", "dialect"])
C("room", "公卫的灯开一下", one(lights("gongwei"), [ON]), ["room", "type", "room-multi", "name-other-room"])
C("room", "主卫灯关了", one(["z_light"], [OFF]), ["name", "room"])
C("room", "次卧的灯开", one(lights("ciwo2"), [ON]), ["room", "type", "alias", "room-multi"])
C("room", "多功能房的窗帘拉开", one(["d_blind"], [OPEN]), ["room", "type", "cover"])
C("room", "客厅窗帘打开", one(["k_curt"], [OPEN]), ["name", "cover"])
C("room", "南卧的窗帘拉上", one(["n_curt", "n_black"], [CLOSE]), ["room", "type", "cover", "room-multi"])
C("room", "卧室1窗帘打开", one(["w_curt"], [OPEN]), ["room", "type", "cover"])
C("room", "厨房插座关了", one(["f_plug"], [OFF]), ["room", "type", "plug", "duplicate-label"])
C("room", "书房的米家智能插座3关了", one(["d_plug"], [OFF]), ["room", "name", "alias", "plug", "duplicate-label"])
C("room", "客厅的米家插座关一下", one(["k_plug"], [OFF]), ["room", "partial-name", "alias", "plug", "duplicate-label"])
C("room", "卧室1的台灯开", one(["w_desk"], [ON]), ["room", "partial-name", "duplicate-label"])
C("room", "书房台灯打开", one(["d_desk"], [ON]), ["room", "partial-name", "alias", "duplicate-label"])
C("room", "北卧吸顶灯开一下", one(["b_ceil"], [ON]), ["room", "name", "duplicate-label"])
C("room", "厨房吸顶灯关了", one(["f_ceil"], [OFF]), ["room", "name", "duplicate-label"])
C("room", "次卧2吸顶灯开", one(["c_ceil"], [ON]), ["room", "name", "duplicate-label"])
C("room", "南卧的吸顶灯调到百分之三十", one(["n_ceil"], [LVL]), ["room", "name", "duplicate-label", "level", "numeral-zh"])
C("room", "多功能房吸顶灯关", one(["d_ceil"], [OFF]), ["room", "name", "duplicate-label"])
C("room", "饭厅的吊灯开开", one(["k_diao"], [ON]), ["room", "partial-name", "alias", "dialect"])
C("room", "北卧的电热毯开开", one(["b_blanket"], [ON]), ["room", "asr-label", "plug", "dialect"])
C("room", "阳台的洗衣机开始洗", one(["by_wash"], [OP_START]), ["room", "type", "appliance"])
C("room", "多功能房那个电暖器关了", one(["d_heater"], [OFF]), ["room", "partial-name", "name-other-room", "plug"])
C("room", "客厅那个音箱开一下", one(["k_spk"], [ON, PLAY]), ["room", "type", "alias", "media"])

# --- compass references ---------------------------------------------------------
C("compass", "南边那屋的灯开开", one(lights("nanwo"), [ON]), ["compass", "room-multi", "dialect"])
C("compass", "北边卧室的空调开一下", one(["b_ac"], [ON]), ["compass", "climate"])
C("compass", "朝阳那屋窗帘拉开", one(["n_curt", "n_black"], [OPEN]), ["compass", "cover", "room-multi"])
C("compass", "北边那屋窗帘拉上", one(["b_curt"], [CLOSE]), ["compass", "cover"])
C("compass", "灶房的灯开一哈", one(lights("chufang"), [ON]), ["alias", "dialect", "room-multi", "category-by-name"])
C("compass", "南边卧室的空调调成制冷", one(["n_ac"], [ACMODE]), ["compass", "climate", "mode"])
C("compass", "北边的灯开开", clar(lights("beiwo", "beiyt"), [ON]), ["compass", "ambiguous", "dialect"])

# --- partial names ---------------------------------------------------------------
C("partial", "开一下净化器4", one(["k_pur"], [PURMODE, FANPCT]), ["partial-name", "no-switch", "air"])
C("partial", "把落地扇打开", one(["n_fan"], [ACFAN, FANPCT]), ["partial-name", "fan", "no-switch"])
C("partial", "洗碗机开始洗", one(["f_dish"], [OP_START]), ["partial-name", "appliance"])
C("partial", "扫地机开始干活", one(["k_robot"], [R_START]), ["partial-name", "appliance"])
C("partial", "让扫地机器人回去充电", one(["k_robot"], [R_HOME]), ["partial-name", "appliance"])
C("partial", "收音机开开", one(["b_radio"], [ON, PLAY]), ["partial-name", "media", "elder"])
C("partial", "屏幕挂灯开", one(["d_bar"], [ON]), ["partial-name"])
C("partial", "把吊灯开了", one(["k_diao"], [ON]), ["partial-name", "unique-type"])
C("partial", "灯带换成紫色", one(["k_dai"], [COLOR, HUE]), ["partial-name", "color", "capability-disambiguation"])
C("partial", "纱帘拉上", one(["k_sha"], [CLOSE]), ["partial-name", "cover"])
C("partial", "开窗器关上", one(["ny_win"], [CLOSE]), ["partial-name", "cover"])
C("partial", "把总阀关咧", one(["f_valve"], [V_CLOSE]), ["partial-name", "valve", "dialect"])
C("partial", "门锁锁上", one(["x_lock"], [LOCK]), ["partial-name", "security", "unique-type"])
C("partial", "电视打开", one(["k_tv"], [ON]), ["type", "unique-type", "media"])
C("partial", "把那个Yeelight灯泡关了", one(["nr_bulb"], [OFF]), ["partial-name", "no-room", "english-label"])
C("partial", "Yeelight挂灯亮度调到80", one(["d_bar"], [LVL]), ["partial-name", "english-label", "level"])
C("partial", "小夜灯！开！", one(["w_night"], [ON]), ["partial-name", "child"])
C("partial", "洗衣机加一次漂洗", one(["by_wash"], [RINSE]), ["partial-name", "appliance", "mode"])

# --- ASR: misheard labels said correctly, misheard queries -----------------------------
C("asr", "把鱼缸灯关了", one(["k_yugang"], [OFF]), ["asr-label"])
C("asr", "鱼缸灯调暗一点", one(["k_yugang"], [LVL, STEP]), ["asr-label", "relative", "level"])
C("asr", "把热水器调到50度", one(["z_wh"], [HEATSP]), ["asr-label", "water-heater", "temperature"])
C("asr", "热水器温度调高点", one(["z_wh"], [HEATSP]), ["asr-label", "water-heater", "relative"])
C("asr", "热水器关了", one(["z_wh"], [T_OFF, T_SET]), ["asr-label", "water-heater", "no-switch"])
C("asr", "热水器开开，额要洗澡", one(["z_wh"], [T_HEAT, T_SET]), ["asr-label", "water-heater", "no-switch", "dialect"])
C("asr", "电热毯关了", clar(["n_blanket", "b_blanket"], [OFF]), ["asr-label", "ambiguous", "plug"])
C("asr", "格力贵机开一下", one(["k_ac"], [ON]), ["asr-query", "climate"])
C("asr", "把星空等关了", one(["w_star"], [OFF]), ["asr-query"])
C("asr", "小爱音响pro暂停", one(["k_spk"], [MPAUSE, PBSTATUS]), ["asr-query", "media"])

# --- English labels, code-mixing -------------------------------------------------------
C("english", "打开Hue Play", one(["k_hue"], [ON]), ["english-label"])
C("english", "Hue Play调成粉色", one(["k_hue"], [COLOR, HUE]), ["english-label", "color"])
C("english", "Hue Play brightness调到50", one(["k_hue"], [LVL]), ["english-label", "code-mixed", "level"])
C("english", "把Floor Lamp关了", one(["d_floor"], [OFF]), ["english-label"])
C("english", "floor lamp调暗一点", one(["d_floor"], [LVL, STEP]), ["english-label", "relative", "level"])
C("english", "Sonos One音量调到30", one(["d_spk"], [VOL]), ["english-label", "volume", "media"])
C("english", "Sonos暂停一下", one(["d_spk"], [MPAUSE, PBSTATUS]), ["english-label", "partial-name", "media"])
C("english", "Xiaomi TV 65关掉", one(["k_tv"], [OFF]), ["english-label", "media"])
C("english", "Yeelight彩光灯泡调成黄色", one(["nr_bulb"], [COLOR, HUE]), ["english-label", "no-room", "color"])
C("english", "把living room的窗帘拉开", one(["k_curt", "k_sha"], [OPEN]), ["code-mixed", "cover", "room-multi"])

# --- numbered members ------------------------------------------------------------------
C("number", "筒灯3关掉", one(["k_tong3"], [OFF]), ["numbered"])
C("number", "3号筒灯开一下", one(["k_tong3"], [ON]), ["numbered"])
C("number", "筒灯三打开", one(["k_tong3"], [ON]), ["numbered", "numeral-zh"])
C("number", "第三个筒灯关了", one(["k_tong3"], [OFF]), ["numbered", "numeral-zh"])
C("number", "把筒灯5开开", one(["k_tong5"], [ON]), ["numbered", "dialect"])
C("number", "六号筒灯关了", one(["k_tong6"], [OFF]), ["numbered", "numeral-zh"])
C("number", "把筒灯二灭了", one(["k_tong2"], [OFF]), ["numbered", "numeral-zh", "dialect"])
C("number", "射灯1打开", one(["k_she1"], [ON]), ["numbered", "padded"])
C("number", "射灯02调暗些", one(["k_she2"], [LVL, STEP]), ["numbered", "padded", "relative"])
C("number", "二号射灯调成暖光", one(["k_she2"], [CT]), ["numbered", "padded", "numeral-zh", "color-temperature"])
C("number", "射灯-03关一下", one(["k_she3"], [OFF]), ["numbered", "padded"])
C("number", "第一个射灯色温调到4000K", one(["k_she1"], [CT]), ["numbered", "padded", "color-temperature"])
C("number", "筒灯一调到百分之二十", one(["k_tong1"], [LVL]), ["numbered", "numeral-zh", "level"])
C("number", "筒灯4亮度调到一半", one(["k_tong4"], [LVL]), ["numbered", "level"])
C("number", "筒灯7打开", clar(select("light", label_prefix="筒灯"), [ON]), ["numbered-missing"])
C("number", "射灯4关了", clar(select("light", label_prefix="射灯"), [OFF]), ["numbered-missing", "padded"])
C("number", "第八个筒灯开一下", clar(select("light", label_prefix="筒灯"), [ON]), ["numbered-missing", "numeral-zh"])
C("number", "把10号筒灯开开", clar(select("light", label_prefix="筒灯"), [ON]), ["numbered-missing"])

# --- bulk: whole house ------------------------------------------------------------------
C("bulk", "家里的灯全关咧", bulk([OFF], fam="light"), ["bulk-house", "dialect"])
C("bulk", "把所有灯都打开", bulk([ON], fam="light"), ["bulk-house"])
C("bulk", "全屋的灯调到百分之五十", bulk([LVL], fam="light"), ["bulk-house", "capability-subset", "level", "numeral-zh"])
C("bulk", "所有窗帘都拉上", bulk([CLOSE], fam="curtain"), ["bulk-house", "cover"])
C("bulk", "家里的窗帘都开一半", bulk([SHADE], fam="curtain"), ["bulk-house", "cover", "level"])
C("bulk", "家里所有空调都关了", bulk([OFF], fam="ac"), ["bulk-house", "climate", "capability-subset"])
C("bulk", "把所有空调都打开", bulk([ON], fam="ac"), ["bulk-house", "climate", "capability-subset"])
C("bulk", "把所有插座都关了", bulk([OFF], fam="plug"), ["bulk-house", "plug", "duplicate-label"])
C("bulk", "能调颜色的灯都调成蓝色", bulk([COLOR, HUE], fam="light"), ["bulk-house", "capability-subset", "color"])
C("bulk", "家里能调色温的灯都调成暖光", bulk([CT], fam="light"), ["bulk-house", "capability-subset", "color-temperature"])
C("bulk", "所有吸顶灯都关了", bulk([OFF], fam="light", label_eq=["吸顶灯"]), ["bulk-name", "duplicate-label"])
C("bulk", "所有吸顶灯亮度调到70", bulk([LVL], fam="light", label_eq=["吸顶灯"]), ["bulk-name", "duplicate-label", "capability-subset", "level"])

# --- bulk: a room / a series -------------------------------------------------------------
C("bulkroom", "客厅的灯全关了", bulk([OFF], fam="light", rooms=["kecan"]), ["bulk-room", "alias"])
C("bulkroom", "把客餐厅所有的灯打开", bulk([ON], fam="light", rooms=["kecan"]), ["bulk-room"])
C("bulkroom", "客厅能调亮度的灯都调到40%", bulk([LVL], fam="light", rooms=["kecan"]), ["bulk-room", "alias", "capability-subset", "level"])
C("bulkroom", "南卧的灯都关了", bulk([OFF], fam="light", rooms=["nanwo"]), ["bulk-room"])
C("bulkroom", "卧室1的灯全部打开", bulk([ON], fam="light", rooms=["woshi1"]), ["bulk-room"])
C("bulkroom", "筒灯全开", bulk([ON], fam="light", label_prefix="筒灯"), ["bulk-name", "numbered"])
C("bulkroom", "筒灯都调到30%", bulk([LVL], fam="light", label_prefix="筒灯"), ["bulk-name", "numbered", "capability-subset", "level"])
C("bulkroom", "射灯全关了", bulk([OFF], fam="light", label_prefix="射灯"), ["bulk-name", "padded"])
C("bulkroom", "床头灯都灭了", bulk([OFF], fam="light", label_prefix="床头灯"), ["bulk-name", "dialect"])
C("bulkroom", "卫生间的灯都关了", bulk([OFF], fam="light", rooms=BATHROOMS), ["bulk-room", "alias", "name-other-room"])
C("bulkroom", "主卫的灯全关了", bulk([OFF], fam="light", rooms=["zhuwei"]), ["bulk-room", "name-other-room"])
C("bulkroom", "公卫的灯都关了", bulk([OFF], fam="light", rooms=["gongwei"]), ["bulk-room", "name-other-room"])
C("bulkroom", "两个阳台的灯都打开", bulk([ON], fam="light", rooms=BALCONIES), ["bulk-room", "alias", "category-by-name"])
C("bulkroom", "卧室的窗帘都拉开", bulk([OPEN], fam="curtain", rooms=BEDROOMS), ["bulk-room", "alias", "cover"])
C("bulkroom", "卧室的灯全关了", bulk([OFF], fam="light", rooms=BEDROOMS), ["bulk-room", "alias"])
C("bulkroom", "客厅窗帘全拉上", bulk([CLOSE], fam="curtain", rooms=["kecan"]), ["bulk-room", "alias", "cover"])

# --- bulk: exclusions ------------------------------------------------------------------
C("except", "除了卧室，别的灯都关了", bulk([OFF], fam="light", exclude_rooms=BEDROOMS), ["bulk-except", "alias"])
C("except", "除了客厅，其他屋的灯全关", bulk([OFF], fam="light", exclude_rooms=["kecan"]), ["bulk-except", "alias"])
C("except", "除了卧室都关了", bulk([OFF], fam="any", exclude_rooms=BEDROOMS), ["bulk-except", "alias", "no-type"])
C("except", "除了南卧和北卧，所有灯都关掉", bulk([OFF], fam="light", exclude_rooms=["nanwo", "beiwo"]), ["bulk-except"])
C("except", "除了筒灯，客厅的灯都关了", bulk([OFF], fam="light", rooms=["kecan"], exclude_label_prefix=["筒灯"]), ["bulk-except", "exclude-name", "alias"])
C("except", "除了起夜灯，北卧的灯都关了", bulk([OFF], fam="light", rooms=["beiwo"], exclude_devices=["b_night"]), ["bulk-except", "exclude-name"])
C("except", "窗帘除了遮光帘都打开", bulk([OPEN], fam="curtain", exclude_devices=["n_black"]), ["bulk-except", "exclude-name", "cover"])
C("except", "除了厨房跟卫生间，灯都关咧", bulk([OFF], fam="light", exclude_rooms=["chufang"] + BATHROOMS), ["bulk-except", "alias", "dialect"])
C("except", "除了阳台，其他地方的灯全开", bulk([ON], fam="light", exclude_rooms=BALCONIES), ["bulk-except", "alias"])
C("except", "除了北卧，所有空调都关了", bulk([OFF], fam="ac", exclude_rooms=["beiwo"]), ["bulk-except", "climate", "capability-subset"])

# --- unknown places ----------------------------------------------------------------------
C("unknown", "二楼的灯全关了", clar(), ["unknown-room", "floor"])
C("unknown", "楼上的窗帘拉上", clar(), ["unknown-room", "floor"])
C("unknown", "车库的门关上", clar(), ["unknown-room"])
C("unknown", "储物间的插座关了", clar(), ["unknown-room", "stale-room"])
C("unknown", "地下室灯开一下", clar(), ["unknown-room"])
C("unknown", "老人房的空调开开", clar(), ["unknown-room", "dialect"])
C("unknown", "花园里的灯打开", clar(), ["unknown-room"])
C("unknown", "除了储物间，灯都关了", clar(), ["unknown-room", "stale-room", "bulk-except"])

# --- brightness --------------------------------------------------------------------------
C("level", "客厅主灯调到80%", one(["k_main"], [LVL]), ["level"])
C("level", "把餐厅吊灯亮度调到一半", one(["k_diao"], [LVL]), ["level"])
C("level", "玄关灯亮度百分之十", one(["x_light"], [LVL]), ["level", "numeral-zh"])
C("level", "衣柜灯带调到60", one(["c_closet"], [LVL]), ["level", "category-by-name"])
C("level", "起夜灯调到最暗", one(["b_night"], [LVL]), ["level"])
C("level", "卧室1灯调到最亮", one(["w_light"], [LVL]), ["level"])
C("level", "客厅主灯再亮一点", one(["k_main"], [LVL, STEP]), ["level", "relative"])
C("level", "床头灯左暗一点", one(["n_bedl"], [LVL, STEP]), ["level", "relative"])
C("level", "玄关灯太亮咧，调暗些", one(["x_light"], [LVL, STEP]), ["level", "relative", "dialect"])
C("level", "浴霸的灯调亮点", one(["z_bath"], [LVL]), ["level", "relative", "no-light-category"])
C("level", "客厅的灯咋这么暗，调亮些", one(select("light", rooms=["kecan"], needs=[LVL]), [LVL, STEP]), ["level", "relative", "room-multi", "alias", "dialect"])

# --- colour and colour temperature ---------------------------------------------------------
C("color", "我的小夜灯变成红色", one(["w_night"], [COLOR, HUE]), ["color", "custom-name", "child"])
C("color", "星空灯换成蓝的", one(["w_star"], [COLOR, HUE]), ["color", "child"])
C("color", "星空灯变粉", one(["w_star"], [COLOR, HUE]), ["color", "child"])
C("color", "卧室1灯调成绿色", one(["w_light"], [COLOR, HUE]), ["color"])
C("color", "电视墙灯带调成暖黄色", one(["k_dai"], [COLOR, HUE, CT]), ["color"])
C("color", "客厅主灯调成暖光", one(["k_main"], [CT]), ["color-temperature"])
C("color", "南卧吸顶灯调成冷白光", one(["n_ceil"], [CT]), ["color-temperature", "duplicate-label", "room"])
C("color", "书房的台灯色温调到5000K", one(["d_desk"], [CT]), ["color-temperature", "alias", "duplicate-label"])
C("color", "卧室1的台灯调成自然光", one(["w_desk"], [CT]), ["color-temperature", "duplicate-label"])
C("color", "床头灯右再暖一点", one(["n_bedr"], [CT, CTSTEP]), ["color-temperature", "relative"])
C("color", "屏幕挂灯调冷一点", one(["d_bar"], [CT, CTSTEP]), ["color-temperature", "relative", "partial-name"])
C("color", "餐厅吊灯色温调到三千K", one(["k_diao"], [CT]), ["color-temperature", "numeral-zh"])

# --- climate ---------------------------------------------------------------------------------
C("climate", "格力柜机开制冷", one(["k_ac"], [T_COOL, T_SET]), ["climate", "mode"])
C("climate", "美的空调调成制热", one(["n_ac"], [ACMODE]), ["climate", "mode"])
C("climate", "卧室2空调调到26度", one(["b_ac"], [COOLSP, HEATSP]), ["climate", "temperature", "label-unknown-room"])
C("climate", "美的空调调到24度", one(["n_ac"], [HEATSP]), ["climate", "temperature", "heating-setpoint-only"])
C("climate", "儿童房空调二十六度", one(["w_ac"], [COOLSP, HEATSP]), ["climate", "temperature", "numeral-zh", "label-unknown-room"])
C("climate", "客厅空调温度调低两度", one(["k_ac"], [COOLSP, HEATSP]), ["climate", "temperature", "relative", "alias"])
C("climate", "书房空调制冷", one(["d_ac"], [T_COOL, T_SET]), ["climate", "mode", "no-switch"])
C("climate", "美的空调开除湿", one(["n_ac"], [ACMODE]), ["climate", "mode"])
C("climate", "格力柜机风速调到最大", one(["k_ac"], [ACFAN, FANPCT]), ["climate", "fan"])
C("climate", "儿童房空调风小一点", one(["w_ac"], [ACFAN, FANPCT]), ["climate", "fan", "relative"])
C("climate", "格力柜机开睡眠风", one(["k_ac"], [WIND]), ["climate", "mode"])
C("climate", "美的空调风速自动", one(["n_ac"], [ACFAN]), ["climate", "fan"])
C("climate", "书房空调风机调成自动", one(["d_ac"], [TF_AUTO, TF_SET]), ["climate", "fan"])
C("climate", "卧室2空调开制热", one(["b_ac"], [T_HEAT, T_SET]), ["climate", "mode"])
C("climate", "北卧暖气调到22度", one(["b_heat"], [HEATSP]), ["climate", "temperature", "room"])
C("climate", "客厅暖气关小一点", one(["k_heat"], [HEATSP]), ["climate", "relative", "alias"])
C("climate", "浴霸开暖风", one(["z_bath"], [T_HEAT, T_SET]), ["climate", "mode"])
C("climate", "浴霸温度调到38度", one(["z_bath"], [HEATSP]), ["climate", "temperature"])
C("climate", "热水器调到45度", one(["z_wh"], [HEATSP]), ["water-heater", "temperature", "asr-label"])
C("climate", "热水器调到四十度", one(["z_wh"], [HEATSP]), ["water-heater", "temperature", "asr-label", "numeral-zh"])

# --- fans, purifier, hood --------------------------------------------------------------------
C("fan", "老台扇开到三档", one(["b_fan"], [FANSPEED]), ["fan", "numeral-zh"])
C("fan", "老台扇调到一档", one(["b_fan"], [FANSPEED]), ["fan"])
C("fan", "落地扇风调小点", one(["n_fan"], [ACFAN, FANPCT]), ["fan", "relative", "partial-name"])
C("fan", "落地扇摇头", one(["n_fan"], [OSC]), ["fan", "partial-name"])
C("fan", "落地扇开自然风", one(["n_fan"], [WIND]), ["fan", "partial-name", "mode"])
C("fan", "小米空气净化器4调成睡眠模式", one(["k_pur"], [PURMODE]), ["air", "mode"])
C("fan", "米家空气净化器Pro开到最大档", one(["w_pur"], [PURMODE, FANPCT]), ["air", "fan"])
C("fan", "油烟机开大档", one(["f_hood"], [FANMODE, FANPCT]), ["appliance", "fan", "partial-name"])
C("fan", "新风机风速调到高档", one(["k_fresh"], [ACFAN]), ["air", "fan"])

# --- curtains ----------------------------------------------------------------------------------
C("cover", "客厅窗帘拉开一半", one(["k_curt"], [SHADE]), ["cover", "level"])
C("cover", "主卧窗帘开到百分之三十", one(["n_curt"], [SHADE]), ["cover", "level", "numeral-zh"])
C("cover", "北卧窗帘拉开一点", one(["b_curt"], [SHADE, SHSTEP]), ["cover", "relative"])
C("cover", "纱帘关一点", one(["k_sha"], [SHADE, SHSTEP]), ["cover", "relative", "partial-name"])
C("cover", "百叶帘角度调到45", one(["d_blind"], [TILT]), ["cover", "level"])
C("cover", "卷帘开到70%", one(["c_roll"], [SHADE]), ["cover", "level"])
C("cover", "遮光帘拉一半", one(["n_black"], [SHADE]), ["cover", "level"])

# --- media ----------------------------------------------------------------------------------------
C("media", "小爱音箱Pro音量调到40", one(["k_spk"], [VOL]), ["media", "volume"])
C("media", "小爱音箱Play声音大一点", one(["n_spk"], [VUP, VOL]), ["media", "volume", "relative"])
C("media", "收音机声音小些", one(["b_radio"], [VDOWN, VOL]), ["media", "volume", "relative", "partial-name"])
C("media", "客厅音箱静音", one(["k_spk"], [MUTE, SETMUTE]), ["media", "volume", "alias"])
C("media", "Sonos取消静音", one(["d_spk"], [UNMUTE, SETMUTE]), ["media", "volume", "english-label"])
C("media", "南卧的音箱音量调到二十", one(["n_spk"], [VOL]), ["media", "volume", "numeral-zh", "room"])
C("media", "电视换到5台", one(["k_tv"], [KEY]), ["media", "channel"])
C("media", "电视下一个台", one(["k_tv"], [NEXT, KEY]), ["media", "channel"])
C("media", "电视换到上一个台", one(["k_tv"], [PREV, KEY]), ["media", "channel"])
C("media", "电视暂停", one(["k_tv"], [MPAUSE, PBSTATUS]), ["media"])
C("media", "电视回到主页", one(["k_tv"], [KEY]), ["media"])
C("media", "爷爷的收音机换成FM", one(["b_radio"], [INPUT]), ["media", "channel", "custom-name"])
C("media", "收音机换个台", one(["b_radio"], [NEXT, PRESET]), ["media", "channel", "partial-name", "elder"])
C("media", "小爱音箱Pro放下一首", one(["k_spk"], [NEXT]), ["media"])

# --- other appliances, security ------------------------------------------------------------------
C("appliance", "把门锁开一下", one(["x_lock"], [UNLOCK, UNLATCH]), ["security", "partial-name"])
C("appliance", "扫地机先停一下", one(["k_robot"], [R_PAUSE]), ["appliance", "partial-name"])
C("appliance", "洗衣机脱水转速调到1000转", one(["by_wash"], [SPIN]), ["appliance", "mode", "partial-name"])
C("appliance", "烘干机调到低温", one(["by_dry"], [TLEVEL]), ["appliance", "mode"])
C("appliance", "洗碗机暂停", one(["f_dish"], [OP_PAUSE]), ["appliance", "partial-name"])
C("appliance", "扫地机器人快跑", one(["k_robot"], [R_START]), ["appliance", "child"])

# --- two commands on one target, two targets, sequences ---------------------------------------------
C("multi", "格力柜机开制冷调到24度", [one(["k_ac"], [T_COOL, T_SET]), one(["k_ac"], [COOLSP])], ["multi-action", "climate"])
C("multi", "美的空调开开，调到26度", [one(["n_ac"], [ON]), one(["n_ac"], [HEATSP])], ["multi-action", "climate", "heating-setpoint-only", "dialect"])
C("multi", "客厅主灯打开，亮度调到60", [one(["k_main"], [ON]), one(["k_main"], [LVL])], ["multi-action", "level"])
C("multi", "把星空灯打开换成紫色", [one(["w_star"], [ON]), one(["w_star"], [COLOR, HUE])], ["multi-action", "color"])
C("multi", "卧室2空调开制热二十二度", [one(["b_ac"], [T_HEAT, T_SET]), one(["b_ac"], [HEATSP])], ["multi-action", "climate", "numeral-zh"])
C("multi", "热水器开了调到五十度", [one(["z_wh"], [T_HEAT, T_SET]), one(["z_wh"], [HEATSP])], ["multi-action", "water-heater", "asr-label"])
C("multi", "打开客厅主灯和餐厅吊灯", [one(["k_main"], [ON]), one(["k_diao"], [ON])], ["multi-target"])
C("multi", "关掉电视和小爱音箱Pro", [one(["k_tv"], [OFF]), one(["k_spk"], [OFF])], ["multi-target", "media"])
C("multi", "玄关灯关了，门锁上", [one(["x_light"], [OFF]), one(["x_lock"], [LOCK])], ["multi-target", "security"])
C("multi", "把客厅窗帘拉开，纱帘拉上", [one(["k_curt"], [OPEN]), one(["k_sha"], [CLOSE])], ["multi-target", "cover"])
C("multi", "北卧吸顶灯关了，起夜灯开开", [one(["b_ceil"], [OFF]), one(["b_night"], [ON])], ["multi-target", "duplicate-label"])
C("multi", "客厅灯全关了，客厅窗帘也拉上", [bulk([OFF], fam="light", rooms=["kecan"]), one(["k_curt"], [CLOSE])], ["multi-target", "bulk-room", "cover"])
C("multi", "先把扫地机开了，再把新风机开了", [one(["k_robot"], [R_START]), one(["k_fresh"], [ON])], ["sequence"])
C("multi", "把电视关咧，然后把客厅的灯带调暗点", [one(["k_tv"], [OFF]), one(["k_dai"], [LVL, STEP])], ["sequence", "relative", "dialect"])
C("multi", "洗衣机开始洗，洗完了烘干机再开", [one(["by_wash"], [OP_START]), one(["by_dry"], [ON, OP_START])], ["sequence", "condition", "appliance"])
C("multi", "先把南卧窗帘拉上，再把床头灯左打开", [one(["n_curt", "n_black"], [CLOSE]), one(["n_bedl"], [ON])], ["sequence", "cover"])
C("multi", "客厅主灯关，格力柜机关，电视也关了", [one(["k_main"], [OFF]), one(["k_ac"], [OFF]), one(["k_tv"], [OFF])], ["multi-target", "three-commands"])

# --- history: references ---------------------------------------------------------------------------
C("history", "再亮一点", one(["k_main"], [LVL, STEP]), ["reference", "relative"], history=["打开客厅主灯"])
C("history", "换成蓝色", one(["w_star"], [COLOR, HUE]), ["reference", "color"], history=["打开星空灯"])
C("history", "调到25度", one(["k_ac"], [COOLSP, HEATSP]), ["reference", "climate"], history=["格力柜机开一下"])
C("history", "算了，拉开吧", one(["b_curt"], [OPEN]), ["reference", "cover"], history=["北卧窗帘拉上"])
C("history", "把它关了", one(["k_diao"], [OFF]), ["reference", "pronoun"], history=["打开餐厅吊灯"])
C("history", "纱帘也打开", one(["k_sha"], [OPEN]), ["reference", "also", "cover"], history=["客厅窗帘打开"])
C("history", "4号也开", one(["k_tong4"], [ON]), ["reference", "also", "numbered"], history=["筒灯3开一下"])
C("history", "声音再大点", one(["k_spk"], [VUP, VOL]), ["reference", "volume"], history=["小爱音箱Pro放首歌"])
C("history", "那个再调低一度", one(["n_ac"], [HEATSP]), ["reference", "pronoun", "climate", "heating-setpoint-only"], history=["美的空调开开"])
C("history", "亮度调到一半", one(["w_light"], [LVL]), ["reference", "level"], history=["把卧室1灯调成绿色"])
C("history", "暖一点", one(["d_floor"], [CT, CTSTEP]), ["reference", "color-temperature", "english-label"], history=["打开Floor Lamp"])
C("history", "北卧的也开", one(["b_ceil"], [ON]), ["reference", "also", "duplicate-label"], history=["南卧吸顶灯打开"])
C("history", "开到二档", one(["b_fan"], [FANSPEED]), ["reference", "fan"], history=["老台扇开开"])
C("history", "声音小一点，爷爷嫌吵", one(["b_radio"], [VDOWN, VOL]), ["reference", "volume"], history=["爷爷的收音机开开"])
C("history", "再高五度", one(["z_wh"], [HEATSP]), ["reference", "water-heater"], history=["热水器调到45度"])
C("history", "把空调关了", one(["k_ac"], [OFF]), ["reference", "climate"], history=["把格力柜机打开", "客厅主灯也开了"])
C("history", "停停停", one(["k_curt"], [PAUSE]), ["reference", "cover"], history=["把客厅窗帘拉上"])
C("history", "关了吧", one(["k_tv"], [OFF]), ["reference", "implicit"], history=["电视打开"])
C("history", "它也关了", one(["k_spk"], [OFF]), ["reference", "pronoun", "media"], history=["电视关掉", "小爱音箱Pro音量调到40"])
C("history", "把那个灯关了", one(["w_night"], [OFF]), ["reference", "pronoun", "child"], history=["我的小夜灯变成红色"])

# --- history: answers to a clarifying question --------------------------------------------------------
C("followup", "北卧的", one(["b_ceil"], [ON]), ["clarify-followup", "duplicate-label"], history=["打开吸顶灯"])
C("followup", "南卧那个", one(["n_ac"], [ON]), ["clarify-followup", "climate"], history=["把空调打开"])
C("followup", "书房的", one(["d_desk"], [OFF]), ["clarify-followup", "alias", "duplicate-label"], history=["台灯关了"])
C("followup", "厨房那个", one(["f_plug"], [OFF]), ["clarify-followup", "duplicate-label", "plug"], history=["米家智能插座3关一下"])
C("followup", "次卧2的", one(["c_win"], [ANY]), ["clarify-followup", "state-query", "duplicate-label"], history=["窗户传感器开着没"])
C("followup", "卧室1", one(["w_curt"], [OPEN]), ["clarify-followup", "cover"], history=["把窗帘拉开"])
C("followup", "客厅主灯", one(["k_main"], [ON]), ["clarify-followup"], history=["开灯"])
C("followup", "北卧那个，爷爷的", one(["b_blanket"], [OFF]), ["clarify-followup", "asr-label"], history=["电热毯关了"])

# --- references without history -------------------------------------------------------------------------
C("noref", "把它关了", clar(), ["reference-no-history", "pronoun"])
C("noref", "那个再调亮点", clar(), ["reference-no-history", "pronoun"])
C("noref", "也打开", clar(), ["reference-no-history", "also"])
C("noref", "再高两度", clar(), ["reference-no-history"])
C("noref", "关掉关掉", clar(), ["reference-no-history", "implicit"])
C("noref", "跟刚才一样", clar(), ["reference-no-history"])

# --- stated needs with a place --------------------------------------------------------------------------
C("need", "书房好热", one(["d_ac"], [T_COOL, T_SET, COOLSP]), ["need", "alias", "climate"])
C("need", "客厅太暗了", one(lights("kecan") + ["k_curt", "k_sha"], [ON, LVL, STEP, OPEN, SHADE]), ["need", "alias"])
C("need", "南卧冷得很", one(["n_ac"], [ON, ACMODE, HEATSP]), ["need", "climate", "dialect"])
C("need", "北卧有点冷", one(["b_ac", "b_heat"], [T_HEAT, T_SET, HEATSP]), ["need", "climate"])
C("need", "客厅好闷", one(["k_fresh", "k_pur", "k_ac"], [ON, ACFAN, PURMODE, FANPCT, T_COOL, T_SET, COOLSP]), ["need", "alias", "air"])
C("need", "厨房烟大得很", one(["f_hood"], [FANMODE, FANPCT]), ["need", "appliance", "dialect"])
C("need", "公卫有味道", one(["g_exh"], [ON]), ["need"])
C("need", "南卧太亮了，要睡觉", one(lights("nanwo") + ["n_curt", "n_black"], [OFF, LVL, STEP, CLOSE]), ["need"])
C("need", "北卧黑咕隆咚的", one(lights("beiwo"), [ON, LVL, STEP]), ["need", "dialect"])
C("need", "卧室1太热咧", one(["w_ac"], [ON, T_COOL, T_SET, COOLSP]), ["need", "climate", "dialect"])
C("need", "北阳台的衣服得烘一下", one(["by_dry"], [ON, OP_START]), ["need", "appliance"])
C("need", "南阳台的花该浇水了", one(["ny_valve"], [V_OPEN]), ["need", "valve"])
C("need", "卧室1空气不好", one(["w_pur"], [PURMODE, FANPCT]), ["need", "air"])

# --- stated needs without a place -------------------------------------------------------------------------
C("needx", "好热啊", clar(ALL_ACS, [ON] + AC_ON_NOSWITCH + [COOLSP]), ["need-no-place", "climate"])
C("needx", "太暗了", clar(), ["need-no-place"])
C("needx", "好闷", clar(), ["need-no-place", "air"])
C("needx", "冷得人受不了", clar(), ["need-no-place", "climate"])
C("needx", "额要睡觉咧", clar(), ["need-no-place", "dialect"])
C("needx", "这屋太黑咧", clar(), ["need-no-place", "deictic", "dialect"])

# --- quantifier with a count -------------------------------------------------------------------------------
C("count", "随便开两盏灯", one(select("light", needs=[ON]), [ON]), ["count"])
C("count", "客厅随便开两个筒灯", one(select("light", label_prefix="筒灯"), [ON]), ["count", "numbered", "alias"])
C("count", "开一盏卧室1的灯就行", one(lights("woshi1"), [ON]), ["count", "room-multi"])

# --- state questions -----------------------------------------------------------------------------------------
C("state", "客厅现在几度", one(["k_ac", "k_th", "k_heat"], [ANY]), ["state-query", "alias"])
C("state", "门锁好了没", one(["x_lock"], [ANY]), ["state-query", "security"])
C("state", "北卧湿度多少", one(["b_th"], [ANY]), ["state-query"])
C("state", "得是门没关？", one(["x_door", "x_lock"], [ANY]), ["state-query", "dialect", "security"])
C("state", "洗衣机洗完了没", one(["by_wash"], [ANY]), ["state-query", "appliance"])
C("state", "南卧窗户关了没", one(["n_win"], [ANY]), ["state-query", "duplicate-label"])
C("state", "厨房漏水了没有", one(["f_leak"], [ANY]), ["state-query"])
C("state", "热水器水烧热了没", one(["z_wh"], [ANY]), ["state-query", "asr-label"])
C("state", "玄关有人没", one(["x_motion", "x_light"], [ANY]), ["state-query"])
C("state", "客厅空气咋样", one(["k_pur"], [ANY]), ["state-query", "alias", "dialect"])
C("state", "扫地机扫完了没", one(["k_robot"], [ANY]), ["state-query", "appliance"])
C("state", "格力柜机现在多少度", one(["k_ac"], [ANY]), ["state-query", "climate"])
C("state", "卧室1温度多少", one(["w_th", "w_ac"], [ANY]), ["state-query"])
C("state", "温湿度传感器显示多少度", clar(select(label_eq=["Aqara温湿度传感器T1"]), [ANY]), ["state-query", "duplicate-label", "ambiguous"])
C("state", "水浸卫士报警了没", clar(["f_leak", "z_leak"], [ANY]), ["state-query", "duplicate-label", "ambiguous"])
C("state", "窗户传感器开着没", clar(["n_win", "c_win"], [ANY]), ["state-query", "duplicate-label", "ambiguous"])

# --- clarify: duplicates, bare types, nouns without verbs ------------------------------------------------------
C("clarify", "打开吸顶灯", clar(select("light", label_eq=["吸顶灯"]), [ON]), ["ambiguous", "duplicate-label"])
C("clarify", "把米家台灯1S打开", clar(["w_desk", "d_desk"], [ON]), ["ambiguous", "duplicate-label"])
C("clarify", "台灯调亮些", clar(["w_desk", "d_desk"], [LVL, STEP]), ["ambiguous", "duplicate-label", "relative"])
C("clarify", "米家智能插座3关了", clar(select("plug", label_eq=["米家智能插座3"]), [OFF]), ["ambiguous", "duplicate-label", "plug"])
C("clarify", "开灯", clar(select("light", needs=[ON]), [ON]), ["ambiguous", "bare-type"])
C("clarify", "打开空调", clar(ALL_ACS, [ON] + AC_ON_NOSWITCH), ["ambiguous", "bare-type", "climate"])
C("clarify", "窗帘拉上", clar(select("curtain"), [CLOSE]), ["ambiguous", "bare-type", "cover"])
C("clarify", "把净化器开开", clar(["k_pur", "w_pur"], [PURMODE, FANPCT]), ["ambiguous", "bare-type", "air", "dialect"])
C("clarify", "音箱声音大点", clar(["k_spk", "n_spk", "d_spk"], [VUP, VOL]), ["ambiguous", "bare-type", "volume"])
C("clarify", "风扇开一下", clar(["n_fan", "b_fan"], [ON, ACFAN, FANPCT]), ["ambiguous", "bare-type", "fan"])
C("clarify", "插座打开", clar(select("plug", needs=[ON]), [ON]), ["ambiguous", "bare-type", "plug"])
C("clarify", "暖气调到22度", clar(["k_heat", "b_heat"], [HEATSP]), ["ambiguous", "bare-type", "climate"])
C("clarify", "卫生间的灯开一下", clar(lights(*BATHROOMS), [ON]), ["ambiguous", "alias"])
C("clarify", "阳台的灯开一下", clar(lights(*BALCONIES), [ON]), ["ambiguous", "alias"])
C("clarify", "卧室的灯打开", clar(lights(*BEDROOMS), [ON]), ["ambiguous", "alias"])
C("clarify", "把灯带给咱关咧", clar(["k_dai", "c_closet"], [OFF]), ["ambiguous", "partial-name", "dialect"])
C("clarify", "空调关", clar(ALL_ACS, [OFF] + AC_OFF_NOSWITCH), ["ambiguous", "bare-type", "child"])
C("clarify", "我屋的灯关了", clar(), ["ambiguous", "deictic", "child"])
C("clarify", "窗帘", clar(select("curtain"), [ANY]), ["noun-only", "bare-type"])
C("clarify", "筒灯", clar(select("light", label_prefix="筒灯"), [ANY]), ["noun-only", "numbered"])
C("clarify", "格力柜机", clar(["k_ac"], [ANY]), ["noun-only", "name"])
C("clarify", "星空灯", clar(["w_star"], [ANY]), ["noun-only", "name", "child"])
C("clarify", "Yeelight", clar(["d_bar", "nr_bulb"], [ANY]), ["noun-only", "partial-name", "english-label"])
C("clarify", "客厅的空调", clar(["k_ac"], [ANY]), ["noun-only", "room", "alias"])

# --- nothing to do ----------------------------------------------------------------------------------------------
C("none", "今儿个天气咋样", none(), ["weather", "dialect"])
C("none", "明天西安下雨不", none(), ["weather"])
C("none", "得是要下雪咧", none(), ["weather", "dialect"])
C("none", "你吃了没", none(), ["chitchat", "dialect"])
C("none", "额今儿咥了一老碗biangbiang面，嘹咋咧", none(), ["remark", "dialect"])
C("none", "撒时候了", none(), ["world-question", "dialect"])
C("none", "陕西的省会是哪儿", none(), ["world-question"])
C("none", "灯泡一般能用几年", none(), ["world-question"])
C("none", "别开空调", none(), ["negation"])
C("none", "嫑关灯，额还看书呢", none(), ["negation", "dialect"])
C("none", "不用开窗帘", none(), ["negation"])
C("none", "空调开着呢，不用管", none(), ["negation"])
C("none", "算了算了，不弄了", none(), ["cancel"])
C("none", "刚才说的不算", none(), ["cancel"])
C("none", "没事了，你忙你的", none(), ["cancel"])
C("none", "啊啊啊啊", none(), ["gibberish"])
C("none", "qwerty asdf", none(), ["gibberish"])
C("none", "嗯", none(), ["gibberish"])
C("none", "😂😂😂", none(), ["emoji"])
C("none", "👍", none(), ["emoji"])
C("none", "这灯还挺好看的", none(), ["remark"])
C("none", "空调是去年买的", none(), ["remark"])
C("none", "唉，今天上班累得很", none(), ["remark", "dialect"])
C("none", "你是谁", none(), ["chitchat"])
C("none", "谝一会儿闲传", none(), ["chitchat", "dialect"])
C("none", "给娃讲个故事", none(), ["chitchat"])
C("none", "谢谢啊", none(), ["chitchat"])
C("none", "么麻达", none(), ["chitchat", "dialect"])
C("none", "我跟你说，今天单位开会开了三个钟头，领导讲的啥也没听进去，中午食堂的饭咸得很，下午又堵车……唉，就这些", none(), ["rambling"])

# --- rambling that ends in one real request ---------------------------------------------------------------------
C("ramble", "哎你听额说，今天早上额去菜市场，那个卖菜的老王又涨价了，一斤西红柿要五块，额说你咋不去抢呢，他还跟额谝了半天，回来腿都走酸了……算咧不说了，你把客厅的空调给额开开",
  one(["k_ac"], [ON]), ["rambling", "elder", "dialect", "alias"])
C("ramble", "妈妈说今天要检查作业，我数学还没写完，老师说明天要交，小明还借了我的橡皮没还，我的小夜灯打开",
  one(["w_night"], [ON]), ["rambling", "child", "custom-name"])
C("ramble", "这个周末娃他舅要来，额想着把多功能房收拾一下给他住，被子也得晒，唉事情多得很，先把多功能房的百叶帘打开透透气",
  one(["d_blind"], [OPEN]), ["rambling", "cover"])

# --- grandfather: slow speech with repetitions ----------------------------------------------------------------------
C("elder", "那个……那个……灯，客厅的……客厅那个大灯，给开一下", one(["k_main"], [ON]), ["elder", "alias"])
C("elder", "收音机……收音机声音，声音大一点，大一点", one(["b_radio"], [VUP, VOL]), ["elder", "volume"])
C("elder", "额那屋……北边那屋……窗帘，窗帘给拉上", one(["b_curt"], [CLOSE]), ["elder", "compass", "dialect"])
C("elder", "暖气……北卧暖气，调高，调高一点点", one(["b_heat"], [HEATSP]), ["elder", "climate", "relative"])
C("elder", "电热毯，额那个电热毯，北卧的，开开", one(["b_blanket"], [ON]), ["elder", "asr-label", "dialect"])
C("elder", "起夜灯……起夜灯，亮，亮一点", one(["b_night"], [LVL, STEP]), ["elder", "relative"])

# --- conditions -----------------------------------------------------------------------------------------------------
C("cond", "等我回家就把客厅空调打开", one(["k_ac"], [ON]), ["condition", "alias"])
C("cond", "要是下雨了就把电动开窗器关上", one(["ny_win"], [CLOSE]), ["condition", "cover"])
C("cond", "天黑了把玄关灯开开", one(["x_light"], [ON]), ["condition", "dialect"])
C("cond", "十点以后把北卧的收音机关了", one(["b_radio"], [OFF]), ["condition", "media"])
C("cond", "我出门以后扫地机再开始扫", one(["k_robot"], [R_START]), ["condition", "appliance"])
C("cond", "如果厨房漏水就把总阀关了", one(["f_valve"], [V_CLOSE]), ["condition", "valve"])
C("cond", "半小时以后把电热毯插座关了", one(["n_blanket"], [OFF]), ["condition", "plug"])


# ====================================================================== materialise
def materialise():
    """Cases in FORMATS.md shape (device keys -> deviceIds, bulk sets computed)."""
    out = []
    for c in CASES:
        exp = []
        tags = list(c["tags"])
        for i, e in enumerate(c["entries"]):
            e = dict(e)
            if e["mode"] == "all":
                scope = e.pop("_scope")
                SCOPES[(c["id"], i)] = scope
                e["devices"] = select(needs=e["capabilities"], **scope)
            exp.append({"devices": [INFO[k]["id"] for k in e["devices"]],
                        "capabilities": e["capabilities"], "mode": e["mode"]})
        modes = [e["mode"] for e in exp]
        auto = []
        if "all" in modes:
            auto.append("bulk")
        if "clarify" in modes:
            auto.append("clarify")
        if "none" in modes:
            auto.append("none")
        if len(exp) > 1:
            auto.append("multi-command")
        if c["history"]:
            auto.append("history")
        for t in auto:
            if t not in tags:
                tags.append(t)
        case = {"id": c["id"], "home": "home.json", "query": c["query"], "expect": exp, "tags": tags}
        if c["history"]:
            case["history"] = list(c["history"])
        out.append(case)
    return out


def dumps_home(home):
    return json.dumps(home, ensure_ascii=False, indent=2) + "\n"


def dumps_spec(spec):
    lines = []
    for pid in sorted(spec):
        lines.append(json.dumps({"profileId": pid, "capabilities": spec[pid]}, ensure_ascii=False))
    return "\n".join(lines) + "\n"


def dumps_cases(cases):
    return "\n".join(json.dumps(c, ensure_ascii=False) for c in cases) + "\n"


# ====================================================================== check
def check():
    errors = []

    def err(msg):
        errors.append(msg)

    paths = {n: os.path.join(HERE, n) for n in ("home.json", "spec.jsonl", "cases.jsonl")}
    # JSON validity
    with open(paths["home.json"], encoding="utf-8") as f:
        home_txt = f.read()
    home = json.loads(home_txt)
    spec_txt = open(paths["spec.jsonl"], encoding="utf-8").read()
    spec = {}
    for n, line in enumerate(spec_txt.splitlines(), 1):
        obj = json.loads(line)
        if obj["profileId"] in spec:
            err("spec: duplicate profile %s" % obj["profileId"])
        spec[obj["profileId"]] = {c["id"] for c in obj["capabilities"]}
    cases_txt = open(paths["cases.jsonl"], encoding="utf-8").read()
    cases = [json.loads(line) for line in cases_txt.splitlines()]

    # deterministic: the files are what build.py writes
    h2, s2, _ = build_home_and_spec()
    c2 = materialise()
    if dumps_home(h2) != home_txt:
        err("home.json differs from what build.py generates")
    if dumps_spec(s2) != spec_txt:
        err("spec.jsonl differs from what build.py generates")
    if dumps_cases(c2) != cases_txt:
        err("cases.jsonl differs from what build.py generates")

    # home: real-profile fidelity, ids, rooms
    profs = load_profiles()
    capdefs = load_capabilities()
    room_ids = {r["roomId"] for r in home["rooms"]}
    dev_by_id = {}
    for it in home["items"]:
        if it["deviceId"] in dev_by_id:
            err("home: duplicate deviceId %s" % it["deviceId"])
        dev_by_id[it["deviceId"]] = it
        pid = it["profile"]["id"]
        match = [p for (drv, nm), p in profs.items() if profile_id(drv, nm) == pid]
        if len(match) != 1:
            err("home: %s profile %s is not one real profile" % (it["label"], pid))
            continue
        p = match[0]
        main = [c for c in it["components"] if c["id"] == "main"][0]
        if [c["id"] for c in main["capabilities"]] != p["capabilities"]:
            err("home: %s capabilities differ from profile %s" % (it["label"], pid))
        if [c["name"] for c in main["categories"]] != p["categories"]:
            err("home: %s categories differ from profile %s" % (it["label"], pid))
        if it["name"] != p["name"]:
            err("home: %s name is not the profile name" % it["label"])
    n_devices = len(home["items"])
    n_noroom = sum(1 for it in home["items"] if it.get("roomId") not in room_ids)
    missing = {it["profile"]["id"] for it in home["items"]} - set(spec)
    if not 2 <= len(missing) <= 3:
        err("spec: %d profiles missing on purpose, want 2-3" % len(missing))
    # spec commands are real commands of real capabilities
    for pid, ids in spec.items():
        for cid in ids:
            comp, cap, cmd = cid.split("-", 2)
            cdef = capdefs.get(cap)
            if comp != "main" or not cdef or cmd not in [c["name"] for c in cdef["commands"]]:
                err("spec: %s has unknown command %s" % (pid, cid))
            if cap in ("refresh", "firmwareUpdate"):
                err("spec: %s lists %s" % (pid, cid))

    def supports(dev_id):
        pid = dev_by_id[dev_id]["profile"]["id"]
        return spec.get(pid)

    # cases
    seen = set()
    modes = {}
    for c in cases:
        cid = c.get("id")
        if cid in seen:
            err("case id duplicated: %s" % cid)
        seen.add(cid)
        if c.get("home") != "home.json":
            err("%s: home is not home.json" % cid)
        if not isinstance(c.get("query"), str) or not c["query"]:
            err("%s: empty query" % cid)
        if not c.get("tags"):
            err("%s: no tags" % cid)
        if "history" in c and not (isinstance(c["history"], list) and all(isinstance(h, str) and h for h in c["history"])):
            err("%s: bad history" % cid)
        if not c.get("expect"):
            err("%s: no expect" % cid)
        for i, e in enumerate(c["expect"]):
            mode = e.get("mode")
            modes[mode] = modes.get(mode, 0) + 1
            devs, caps = e.get("devices"), e.get("capabilities")
            if mode not in ("one", "all", "clarify", "none"):
                err("%s: bad mode %r" % (cid, mode))
                continue
            if len(set(devs)) != len(devs):
                err("%s: duplicated device in entry %d" % (cid, i))
            for d in devs:
                if d not in dev_by_id:
                    err("%s: unknown device %s" % (cid, d))
            if any(d not in dev_by_id for d in devs):
                continue
            if mode == "none":
                if devs or caps:
                    err("%s: a none entry lists devices or commands" % cid)
                if len(c["expect"]) != 1:
                    err("%s: none mixed with other entries" % cid)
                continue
            if mode in ("one", "all") and (not devs or not caps):
                err("%s: entry %d has no devices or commands" % (cid, i))
            if caps == [ANY]:
                continue
            if ANY in caps:
                err("%s: '*' mixed with commands" % cid)
            for d in devs:
                s = supports(d)
                if s is None:
                    err("%s: %s has no spec line; only '*' can be accepted" % (cid, dev_by_id[d]["label"]))
                elif mode == "all" and not set(caps) <= s:
                    err("%s: %s lacks one of %s" % (cid, dev_by_id[d]["label"], caps))
                elif not set(caps) & s:
                    err("%s: %s supports none of %s" % (cid, dev_by_id[d]["label"], caps))
            for cap in caps:
                if not any(supports(d) and cap in supports(d) for d in devs):
                    err("%s: command %s is in the spec of none of the listed devices" % (cid, cap))
            if mode == "all":
                scope = SCOPES[(cid, i)]
                want = {INFO[k]["id"] for k in select(**scope)
                        if supports(INFO[k]["id"]) is not None and set(caps) <= supports(INFO[k]["id"])}
                if set(devs) != want:
                    err("%s: bulk set differs from the in-scope capable devices (%s)" % (cid, scope))
    if n_devices < 90:
        err("only %d devices" % n_devices)
    if len(cases) < 300:
        err("only %d cases" % len(cases))
    for e in errors:
        print("ERROR", e)
    print("devices %d (no room %d), rooms %d, profiles %d (in spec %d, missing %d)" % (
        n_devices, n_noroom, len(home["rooms"]), len({it["profile"]["id"] for it in home["items"]}),
        len(spec), len(missing)))
    print("cases %d; expect entries by mode: %s" % (len(cases), ", ".join("%s %d" % kv for kv in sorted(modes.items()))))
    print("check: %s" % ("FAILED (%d errors)" % len(errors) if errors else "OK"))
    return not errors


# ====================================================================== README
TAG_MEANING = {
    "name": "names the device by its full label",
    "partial-name": "names the device by part of its label (净化器4, 落地扇, 总阀)",
    "custom-name": "a label renamed by the family (爷爷的收音机, 我的小夜灯)",
    "room": "names a room of the home",
    "type": "names a device type (灯, 空调, 窗帘…)",
    "alias": "a room word that is not the room's name but means it here (客厅/餐厅/饭厅→客餐厅, 书房→多功能房, 次卧→次卧2, 灶房→厨房, 卧室/卫生间/阳台 = several rooms)",
    "compass": "a room given by compass (南边那屋, 北边卧室, 朝阳那屋)",
    "room-multi": "several devices of the room fit; any of them is accepted (mode one)",
    "duplicate-label": "the label is shared by devices in several rooms (吸顶灯 ×5, 米家智能插座3 ×4, Aqara温湿度传感器T1 ×4, 米家台灯1S ×2…)",
    "name-other-room": "the label names another room than the device's roomId (主卫镜前灯 in 公卫, 北卧电暖器 in 多功能房)",
    "label-unknown-room": "the label names a room the account does not have (卧室2空调, 儿童房空调)",
    "unique-type": "the only device of its type in the home",
    "category-by-name": "a relay of category Switch that drives a lamp (橱柜灯, 阳台灯, 衣柜灯带, 植物补光灯)",
    "no-light-category": "the lamp is part of a device that is not a light (浴霸)",
    "no-switch": "the device has no switch; another command turns it on or off",
    "no-room": "the device has no room (no roomId)",
    "stale-room": "a roomId that points to a deleted room (储物间)",
    "spec-missing": "the device's profile is not in spec.jsonl: only '*' can be accepted",
    "english-label": "the label is English or a brand name (Hue Play, Floor Lamp, Sonos One, Xiaomi TV 65)",
    "asr-label": "the label is a speech-recognition mistake and the user says the right word (鱼缸等/鱼缸灯, 热水气/热水器, 电热摊/电热毯)",
    "asr-query": "the request itself is misheard (格力贵机, 星空等)",
    "code-mixed": "Chinese mixed with English words",
    "traditional": "Traditional characters",
    "fullwidth": "full-width digits",
    "numbered": "a member of a numbered series (筒灯1..6)",
    "padded": "a zero-padded series (射灯-01..03)",
    "numbered-missing": "a member number that does not exist: ask",
    "numeral-zh": "numbers in Chinese numerals",
    "capability-disambiguation": "only one of the matching devices can do what is asked",
    "bulk": "mode all (automatic tag)",
    "bulk-house": "the whole home",
    "bulk-room": "a room or several rooms",
    "bulk-name": "a label series or a shared label (所有吸顶灯, 筒灯全开)",
    "bulk-except": "an exclusion (除了…)",
    "exclude-name": "the exclusion names devices, not rooms",
    "no-type": "a bulk command with no device type (除了卧室都关了)",
    "capability-subset": "only the devices in scope that support the command are listed",
    "unknown-room": "a place the home does not have: ask, never widen",
    "floor": "a floor word in a one-level flat",
    "level": "a brightness, position or percentage",
    "relative": "a relative change (亮一点, 调低两度, 拉开一点)",
    "color": "a colour",
    "color-temperature": "warm/cool white or kelvin",
    "climate": "air conditioners, radiators, bath heater",
    "temperature": "a target temperature",
    "heating-setpoint-only": "Ac.v1 (美的空调) sets its target only through thermostatHeatingSetpoint, also when cooling",
    "mode": "a mode or program",
    "fan": "a fan speed or fan mode",
    "air": "purifiers and the fresh-air unit",
    "water-heater": "the water heater (label 热水气)",
    "cover": "curtains, blinds, window opener",
    "volume": "volume or mute",
    "channel": "a TV channel or radio station/source",
    "media": "TV, speakers, radio",
    "appliance": "washer, dryer, dishwasher, robot, hood",
    "valve": "water valves",
    "security": "lock, door, smoke/gas alarms, doorbell",
    "plug": "smart plugs",
    "multi-command": "two or more commands in one request (automatic tag)",
    "multi-action": "two commands on one device",
    "multi-target": "commands on two or more devices",
    "three-commands": "three commands",
    "sequence": "commands in order (先…再…, 然后)",
    "condition": "a condition or time (等我回家就…); labelled as the action it contains",
    "history": "earlier turns in `history` (automatic tag)",
    "reference": "refers to an earlier turn",
    "pronoun": "它 / 那个",
    "also": "也",
    "implicit": "the device is implied (关了吧)",
    "clarify-followup": "the query answers a clarifying question asked after the history",
    "reference-no-history": "a reference with no earlier turn: ask",
    "need": "states a need with a place; every device/command that meets it is accepted",
    "need-no-place": "states a need with no place: ask",
    "deictic": "这屋 / 我屋: the speaker's room is unknown",
    "count": "a count (随便开两盏灯); any device of the set is accepted",
    "state-query": "a question about state (capabilities ['*'])",
    "clarify": "mode clarify (automatic tag)",
    "ambiguous": "several devices fit and a guess could act on the wrong one",
    "bare-type": "a type word with several devices of that type",
    "noun-only": "a device or type with no verb",
    "none": "mode none (automatic tag)",
    "weather": "weather talk",
    "chitchat": "small talk",
    "remark": "a remark, not a request",
    "world-question": "a question about the world",
    "negation": "a refusal or negation (别开空调)",
    "cancel": "a cancellation",
    "gibberish": "noise",
    "emoji": "only emoji",
    "rambling": "a long transcript; mode one when it ends in one real request, none when it does not",
    "dialect": "Shaanxi/Xi'an dialect (额, 咋, 撒, 得是, 嫑, 咧, 一哈, 开开, 灭, 咥, 谝, 嘹咋咧)",
    "elder": "the grandfather's slow speech with repetitions",
    "child": "the son's short commands",
}

README_HEAD = """# blind/xian: a held-out evaluation set for one Xi'an household

Generated by `build.py` (`python build.py` writes `home.json`, `spec.jsonl`, `cases.jsonl` and this
README; `python build.py --check` re-validates them). It reads `shared/data/smartthings/`
(profiles.jsonl, capabilities.json). Formats: `shared/FORMATS.md`. deviceIds and roomIds are UUIDs
(uuid5 of readable keys in `build.py`), so ids carry no hint.

## The household

A three-bedroom flat on the 18th floor of a tower in Xi'an (one level: every room is on 18F). A couple
lives in the south bedroom, the husband's elderly father in the north bedroom, their primary-school son
in 卧室1. Rooms keep the names of the developer's floor plan, typed into the app by different people:
the husband used compass names (南卧, 北卧, 北阳台, 南阳台), the wife the app's numbering (卧室1), the rest
is the plan's wording (客餐厅, 次卧2, 多功能房, 主卫, 公卫, 玄关). The plan names four rooms as bedrooms
(南卧, 北卧, 卧室1, 次卧2); the family sleeps in three and uses the small 次卧2 as wardrobe and treadmill
room; 多功能房 is the home office and guest room. Most devices are Xiaomi/Mijia and Aqara
with default app names; the son renamed a few (爷爷的收音机, 我的小夜灯), the wife numbered hers
(卧室1灯, 卧室2空调 — there is no room 卧室2: that air conditioner is in 北卧).

"""


def readme(cases):
    lines = [README_HEAD]
    counts = {}
    for k, *_ in DEVICES:
        r = INFO[k]["room"]
        counts[r] = counts.get(r, 0) + 1
    use = {"kecan": "open living/dining room", "nanwo": "couple's master bedroom, south-facing (朝阳), en-suite 主卫",
           "beiwo": "grandfather's bedroom", "woshi1": "son's bedroom", "ciwo2": "wardrobe + treadmill",
           "duogong": "home office / guest room", "chufang": "kitchen", "zhuwei": "en-suite bathroom of 南卧",
           "gongwei": "shared bathroom", "beiyt": "laundry balcony", "nanyt": "plants balcony", "xuanguan": "entrance"}
    by = {"plan": "floor plan", "husband": "husband", "wife": "wife"}
    lines.append("### Rooms\n\n| room | floor | typed by | used as | devices |\n| --- | --- | --- | --- | --- |")
    for k, n, who, floor in ROOMS:
        lines.append("| %s | %s | %s | %s | %d |" % (n, floor, by[who], use[k], counts.get(k, 0)))
    lines.append("| (储物间, deleted) | — | — | the roomId of one plug still points here; not in `rooms` | %d |" % counts.get("chuwu", 0))
    lines.append("| (no roomId) | — | — | never assigned | %d |" % counts.get(None, 0))
    lines.append("")
    lines.append("""### Notable labels

- **Duplicates across rooms**: 吸顶灯 in 南卧, 北卧, 次卧2, 多功能房, 厨房; 米家智能插座3 in 客餐厅, 多功能房,
  厨房 and one in the deleted room; Aqara温湿度传感器T1 in 客餐厅, 北卧, 卧室1 and one with no room;
  米家台灯1S in 卧室1 and 多功能房; 窗户传感器 in 南卧 and 次卧2; 水浸卫士 in 厨房 and 主卫.
- **Numbered series**: 筒灯1..筒灯6 (1–4 dimmable, 5–6 on/off only) and 射灯-01..射灯-03, all in 客餐厅.
- **Labels naming another room**: 主卫镜前灯 sits in 公卫; 北卧电暖器 sits in 多功能房.
  **Labels naming a room the account does not have**: 卧室2空调 (in 北卧), 儿童房空调 (in 卧室1), and room
  words that are aliases of the device's own room (客厅主灯, 餐厅吊灯, 书房空调, 主卧窗帘).
- **English/brand labels**: Hue Play, Floor Lamp, Sonos One, Xiaomi TV 65, Aqara智能门锁, Yeelight屏幕挂灯1S,
  Yeelight彩光灯泡. **Speech-recognition mistakes in labels**: 鱼缸等 (鱼缸灯), 热水气 (热水器), 电热摊 (电热毯).
- **Relays (category Switch) that are lamps**: 橱柜灯, 阳台灯, 衣柜灯带, 植物补光灯. 排气扇 is a Switch that is not a lamp.
- **No room**: Aqara温湿度传感器T1 and Yeelight彩光灯泡 have no roomId; one 米家智能插座3 points to the deleted room 储物间.
- **Profiles left out of spec.jsonl on purpose**: %s.
""" % ", ".join("`%s` (%s)" % (p, ", ".join(INFO[k]["label"] for k, *_ in DEVICES if INFO[k]["profile"] == p))
               for p in sorted(MISSING_FROM_SPEC)))
    lines.append("### Devices\n\n| label | room | category | profile | families |\n| --- | --- | --- | --- | --- |")
    for k, label, room, driver, pname in DEVICES:
        fams = sorted(family(k) - {"any"})
        rn = ROOM_NAME.get(room, "—") if room else "—"
        if room == "chuwu":
            rn = "(deleted 储物间)"
        lines.append("| %s | %s | %s | %s%s | %s |" % (label, rn, INFO[k]["category"], INFO[k]["profile"],
                                                    " (not in spec)" if INFO[k]["profile"] in MISSING_FROM_SPEC else "",
                                                    ", ".join(fams)))
    n_cmd = sum(len(v) for v in SPEC.values())
    n_en = sum(1 for v in SPEC.values() for c in v if all(ord(ch) < 128 for ch in c["description"]))
    n_val = sum(len(c.get("value_list", [])) for v in SPEC.values() for c in v)
    n_val_en = sum(1 for v in SPEC.values() for c in v for x in c.get("value_list", []) if all(ord(ch) < 128 for ch in x["description"]))
    lines.append("""
Every device copies `name`, the categories and the capabilities of component `main` (and its other
components) from one real profile of profiles.jsonl; `profile.id` is `st-<driver>-<profile name>`.
%d devices, %d rooms, %d distinct profiles.

## How the spec was built

One line per profile present in the home, except the %d left out on purpose. For every capability
of `main`, every command that capabilities.json defines, skipping `refresh` and `firmwareUpdate`
and capabilities that capabilities.json does not define (e.g. `audioTrackData`, `stse.*`,
`samsungim.hueSyncMode`). Sensors therefore have lines with no commands. Arguments: the first
required argument gives `type`; integer/number arguments get `value_range` from the profile's own
`capability_config` when it has one (switchLevel 1–100, colour temperature, heating setpoint ranges),
otherwise from the capability definition, except colour temperature (2700–6500 K) and setpoints
(air conditioners 16–30 °C, thermostats 5–30 °C, water heater 30–75 °C) where the definition's range is
meaningless. Enums become `value_list`; free strings use the values the drivers are observed to send
(capabilities.json `observed_values`): Matter thermostat modes and rock modes for the matter-thermostat
profiles, DeepSmart's AC modes for `Ac.v1`, low/medium/high/auto for `airConditionerFanMode`. A
profile's `{{enumCommands}}` config (Sonos: play/pause/stop) removes the other commands. Descriptions
are Chinese or English, chosen by a hash: %d commands, %d (%d%%) described in English;
%d enum values, %d in English.
""" % (len(DEVICES), len(ROOMS), len({INFO[k]["profile"] for k in INFO}), len(MISSING_FROM_SPEC),
       n_cmd, n_en, round(100.0 * n_en / n_cmd), n_val, n_val_en))
    # counts
    modes_cases, modes_entries = {}, {}
    tags = {}
    for c in cases:
        ms = sorted({e["mode"] for e in c["expect"]})
        key = "+".join(ms)
        modes_cases[key] = modes_cases.get(key, 0) + 1
        for e in c["expect"]:
            modes_entries[e["mode"]] = modes_entries.get(e["mode"], 0) + 1
        for t in c["tags"]:
            tags[t] = tags.get(t, 0) + 1
    lines.append("## Cases\n\n%d cases, %d expect entries.\n" % (len(cases), sum(modes_entries.values())))
    lines.append("| mode | entries |\n| --- | --- |")
    for m in ("one", "all", "clarify", "none"):
        lines.append("| %s | %d |" % (m, modes_entries.get(m, 0)))
    lines.append("\n| modes in the case | cases |\n| --- | --- |")
    for k in sorted(modes_cases):
        lines.append("| %s | %d |" % (k, modes_cases[k]))
    lines.append("\n| tag | cases | meaning |\n| --- | --- | --- |")
    for t, n in sorted(tags.items(), key=lambda kv: (-kv[1], kv[0])):
        lines.append("| %s | %d | %s |" % (t, n, TAG_MEANING[t]))
    lines.append(README_DECISIONS)
    return "\n".join(lines) + "\n"

README_DECISIONS = """
## Labelling decisions

The labels say what a careful assistant that knows this account (labels, rooms, categories,
capabilities) and the family's way of speaking would do. When the request is genuinely ambiguous
in this home the answer is to ask (mode `clarify`); a request about one room never lists devices of
another room.

### Modes

- **one**: `devices` lists every device a careful person would accept, `capabilities` every command
  that does what was asked on them. Every listed device supports at least one listed command and
  every listed command is supported by at least one listed device (`--check` enforces both).
- **all** (bulk): exactly the devices in scope (type family, rooms, label filter, exclusions) whose
  spec line has **every** listed command. Devices in scope that would need another command are left
  out: 书房空调 has no `switch`, so "所有空调都关了" lists the four air conditioners with
  `switch-off`; 筒灯5/6 cannot dim, so "筒灯都调到30%" lists 筒灯1–4. A device whose profile is not in
  the spec is never in a bulk set (the engine cannot know it supports the command). A bulk with no
  type word ("除了卧室都关了") covers every device in scope that has the command. `build.py` keeps the
  scope of every bulk entry and `--check` recomputes the set.
- **clarify**: `devices`/`capabilities` list the candidates for information only; for unknown places
  and references without history they are empty.
- **none**: `{"devices": [], "capabilities": [], "mode": "none"}` — chit-chat, weather, world questions,
  remarks, refusals and negations (别开空调, 嫑关灯), cancellations, gibberish, emoji, and a rambling
  transcript that asks for nothing. "天然气报警器别叫咧" is not a negation: it asks to mute the alarm (mode one).
- **state questions** use `capabilities: ["*"]` and list every device that can answer (temperature:
  the air conditioner, the thermometer and the radiator thermostat of the room).
- **Devices whose profile is missing from the spec** (鞋柜灯带, 门铃, 跑步机插座) are accepted with `["*"]`
  when named; they are never the only answer to a type or room request that other devices fit.

### What counts as which type

- **灯**: category `Light`, plus a `Switch` whose label contains 灯 (橱柜灯, 阳台灯, 衣柜灯带, 植物补光灯).
  Not 浴霸 (a Thermostat whose `main` has a dimmable light; "浴霸的灯调亮点" is mode one on it, but it is
  never in a 灯 bulk set), not 排气扇. Whole-home "灯" includes devices with no room.
- **空调**: category `AirConditioner`, plus a `Thermostat` with a cooling setpoint (书房空调). The radiator
  valves (暖气温控器, 暖气片温控阀) are **暖气**, not 空调.
- **窗帘**: category `Blind` (8 devices). 电动开窗器 (WindowOpener) is not a curtain.
- **插座**: category `SmartPlug` (电热毯插座, 电热摊, 北卧电暖器 and the 米家智能插座3s included).
- **风扇**: category `Fan` (米家直流变频落地扇, 老台扇); 排气扇, 新风机, 油烟机 are not 风扇.
- **音箱**: the three speakers (小爱音箱Pro, 小爱音箱Play, Sonos One); the grandfather's 收音机 is a Speaker
  by category but is addressed as 收音机.

### Which commands for which wording

- 开/关 → `switch-on`/`switch-off`. Without a switch: purifiers → `airPurifierFanMode` or `fanSpeedPercent`;
  the Matter fan → `airConditionerFanMode` or `fanSpeedPercent`; the hood → `fanMode` or `fanSpeedPercent`;
  书房空调 → `thermostatMode` cool/heat/auto or `setThermostatMode` (off: `off` or `setThermostatMode`);
  the water heater → `thermostatMode-heat`/`setThermostatMode` (off likewise). 打开洗碗机 accepts
  `switch-on` or `operationalState-start`; 开始洗 is `operationalState-start`; 停一下 is pause or stop.
- Brightness: a percentage/最亮/最暗 → `switchLevel-setLevel`; 亮一点/暗一点 → `setLevel` or
  `statelessSwitchLevelStep-stepLevel` where the device has it.
- Colour names → `colorControl-setColor` or `setHue`. 暖光/冷白光/自然光/kelvin → `setColorTemperature`;
  暖一点/冷一点 → `setColorTemperature` or the step command. 暖黄色 on the RGBW strip also accepts colour temperature.
- Air conditioners: 制冷/制热 on the Matter ACs → `thermostatMode-cool|heat` or `setThermostatMode`; on
  美的空调 (`Ac.v1`) → `airConditionerMode-setAirConditionerMode`. A temperature with no mode → cooling
  or heating setpoint; with 制冷 → cooling setpoint. 美的空调 has only `thermostatHeatingSetpoint`, so
  every temperature on it is the heating setpoint. 风速/风大风小 → `airConditionerFanMode` or
  `fanSpeedPercent`; 睡眠风/自然风 → `windMode`; 摇头 → `fanOscillationMode`; 老台扇 N 档 → `fanSpeed-setFanSpeed`.
- Curtains: 拉开/打开/拉起来 → `windowShade-open`; 拉上/关/放下来 → `close` (遮光帘 放下来 also `setShadeLevel`);
  一半/N% → `windowShadeLevel-setShadeLevel`; 拉开一点 → `setShadeLevel` or the step command; 停 → `pause`;
  百叶角度 → `windowShadeTiltLevel`.
- Media: 音量 N → `setVolume`; 大一点/小一点 → `volumeUp`/`volumeDown` or `setVolume`; 静音 → `mute` or
  `setMute`. The TV profile has no `tvChannel`: 换到5台 → `keypadInput-sendKey` (NUMBER5); 下一个台 →
  `nextTrack` or `sendKey`. The radio: FM → `mediaInputSource-setInputSource`; 换个台 → `nextTrack` or `playPreset`.
- Lock: 锁上 → `lock`; 开门 → `unlock` or `unlatch`. Valves: `valve-open`/`close`.
- Stated needs with a place list every device and command that meets them: "客厅太暗了" = the lights of
  客餐厅 (on or brighter) and its two curtains (open); "书房好热" = 书房空调 cooling or a lower cooling
  setpoint; "北卧有点冷" = 卧室2空调 heating and the radiator valve. Without a place ("好热啊", "太暗了",
  "这屋太黑咧") the assistant asks.
- Conditions and times (等我回家就…, 十点以后…, 洗完了…再开) are labelled as the action they contain.
- A count (随便开两盏灯) is mode one over every device of the set.

### Rooms, aliases and floors

- A device is in the room of its `roomId`. When its label names another room of the home it counts
  in both (seed 000 §4–6: name fallback on conflict): 主卫镜前灯 is a 主卫 light and a 公卫 light,
  北卧电暖器 is in 多功能房 and in 北卧. Exclusions drop a device by either room.
- Aliases used in the requests: 客厅/餐厅/饭厅/living room → 客餐厅; 书房 → 多功能房 (the home office;
  书房空调 sits there); 主卧/南边那屋/朝阳那屋 → 南卧; 北边卧室/北边那屋/额那屋 (said by the grandfather) → 北卧;
  次卧 → 次卧2; 灶房 → 厨房. Words that cover several rooms: 卧室 = the four rooms whose name contains
  卧 (南卧, 北卧, 卧室1, 次卧2); 卫生间/厕所 = 主卫 + 公卫; 阳台 = 北阳台 + 南阳台; 北边 alone = 北卧 + 北阳台.
  In bulk requests they mean all of those rooms; for a single device they are ambiguous (ask) unless
  only one of the rooms has a matching device (阳台的洗衣机).
- The flat has one level: 二楼, 楼上 are unknown places. So are 车库, 地下室, 花园, 老人房, and 储物间 (the
  deleted room: the engine cannot see its name). Unknown places — also in an exclusion — are asked about,
  never widened to the whole home. 我屋/这屋 (the speaker's own room) is unknown too.
- Devices with no room take part in whole-home requests and in exclusions (they are in no excluded room),
  never in a room request.

### Names

- A label said in full or in part picks the device when only one device fits; the same label in
  several rooms without a room word → ask (吸顶灯, 米家台灯1S, 米家智能插座3, 温湿度传感器, 窗户传感器,
  水浸卫士, 电热毯 = 电热毯插座 + 电热摊). With a room word it picks that room's device.
- Labels misheard at setup (鱼缸等, 热水气, 电热摊) are reached by the right word; misheard requests
  (格力贵机, 星空等, 小爱音响pro) by the label they were meant to be.
- Numbered members: 筒灯3 = 3号筒灯 = 筒灯三 = 第三个筒灯; 射灯1/射灯02/二号射灯/第一个射灯 reach the padded
  射灯-01..03. A member that does not exist (筒灯7, 射灯4, 10号筒灯) → ask.
- 灯带 alone fits 电视墙灯带 and 衣柜灯带 → ask, except when only one can do it (换成紫色: only the TV-wall strip has colour).
- A noun without a verb (窗帘, 筒灯, 格力柜机, 星空灯, 客厅的空调) → ask what to do.

### History

`history` holds the earlier turns of the same conversation. 它/那个/也/再…一点 resolve to the device of the
last turn ("它也关了" after the TV and then the speaker = the speaker). A short answer after a request that
should have been asked about ("打开吸顶灯" → "北卧的") completes that request. The same words with no
history → ask.
"""


def main():
    import sys
    if "--check" in sys.argv[1:]:
        ok = check()
        sys.exit(0 if ok else 1)
    home, spec, _ = build_home_and_spec()
    cases = materialise()
    with open(os.path.join(HERE, "home.json"), "w", encoding="utf-8") as f:
        f.write(dumps_home(home))
    with open(os.path.join(HERE, "spec.jsonl"), "w", encoding="utf-8") as f:
        f.write(dumps_spec(spec))
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        f.write(dumps_cases(cases))
    with open(os.path.join(HERE, "README.md"), "w", encoding="utf-8") as f:
        f.write(readme(cases))
    print("wrote home.json (%d devices), spec.jsonl (%d profiles), cases.jsonl (%d cases), README.md"
          % (len(home["items"]), len(spec), len(cases)))


if __name__ == "__main__":
    main()
