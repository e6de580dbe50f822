#!/usr/bin/env python3
"""Blind evaluation set "tongzhou": a three-generation family's 150 m2 four-bedroom flat on the
19th floor of a newer tower in 通州, Beijing, with the family's parking space and charger on B2 and
a rented storage cage on B1, all in one SmartThings account.

    python build.py            write home.json, spec.jsonl, cases.jsonl next to this file
    python build.py --check    re-read the three files, validate them against shared/FORMATS.md
                               and the real profiles, and check they equal this script's output
    python build.py --stats    print the device table and the count tables used in README.md

Every device copies the categories and components of one real SmartThings profile
(shared/data/smartthings/profiles.jsonl); every command in spec.jsonl is a command of its
capability in shared/data/smartthings/capabilities.json, with the real argument types, ranges and
enums.  Deterministic: every id is a uuid5 of a readable key under a fixed namespace; no
randomness, no clock.  Standard library only.
"""
import hashlib
import json
import os
import sys
import uuid
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "tongzhou"
NS = uuid.UUID("a3e1c0de-7f52-5b1e-9c4d-746f6e677a68")


def data_dir():
    """shared/data/smartthings: $SMARTTHINGS_DATA, or found by walking up from this folder."""
    env = os.environ.get("SMARTTHINGS_DATA")
    cands = [env] if env else []
    d = HERE
    for _ in range(8):
        cands.append(os.path.join(d, "shared", "data", "smartthings"))
        parent = os.path.dirname(d)
        if parent == d:
            break
        d = parent
    for c in cands:
        if c and os.path.exists(os.path.join(c, "profiles.jsonl")):
            return os.path.abspath(c)
    sys.exit("cannot find shared/data/smartthings (set SMARTTHINGS_DATA)")


def uid(kind, key):
    return str(uuid.uuid5(NS, "%s/%s/%s" % (SET, kind, key)))


LOCATION_ID = uid("location", "liu-jia-tongzhou")

# ---------------------------------------------------------------------------
# Rooms: key -> (name exactly as typed in the account, where).  "where" is this set's
# knowledge, not a field of home.json: "flat" = the 19th-floor flat; "lobby" = the 19th-floor
# lift lobby outside the front door; "b1", "b2" = the basement levels.
# ---------------------------------------------------------------------------
ROOMS = OrderedDict([
    ("hall", ("悬关", "flat")),              # 玄关, typed by voice and never corrected
    ("lobby", ("19F电梯厅", "lobby")),
    ("corr", ("走廊", "flat")),
    ("whole", ("全屋", "flat")),             # whole-flat systems: fresh air, the gateway
    ("lr", ("客厅", "flat")),
    ("lr_en", ("Living Room", "flat")),      # the Hue app's room, imported with the Hue lights
    ("dn", ("餐厅", "flat")),
    ("kt", ("厨房", "flat")),
    ("mb", ("Master Bedroom", "flat")),
    ("mbath", ("主卫", "flat")),
    ("closet", ("衣帽间", "flat")),
    ("baby", ("宝宝房", "flat")),
    ("duo", ("朵朵の房间", "flat")),
    ("nanny", ("阿姨房", "flat")),
    ("study", ("书房/客房", "flat")),
    ("pbath", ("公卫", "flat")),
    ("lbal", ("生活阳台", "flat")),
    ("vbal", ("新房间", "flat")),            # the app's default name: it is the 景观阳台
    ("mi", ("默认房间", "flat")),            # Mi Home's default room, carried over by the import
    ("b2", ("B2车位", "b2")),
    ("garage", ("车库", "b2")),              # created first, left empty when B2车位 was made
    ("b1", ("B1储物间", "b1")),
])

# ---------------------------------------------------------------------------
# Devices: (key, label or None, (profile name, driver), room key or None)
# ---------------------------------------------------------------------------
DEVICES = [
    # 悬关 (玄关)
    ("h_lock", "德施曼门锁", ("lock-user-pin-schedule-batteryLevel", "matter-lock"), "hall"),
    ("h_light", "玄关灯", ("light-binary", "matter-switch"), "hall"),
    ("h_shoe", "鞋柜灯带", ("light-level", "matter-switch"), "hall"),
    ("h_motion", "Aqara 人体传感器", ("motion-battery", "zigbee-motion-sensor"), "hall"),
    # 19F电梯厅 -- the lift lobby outside the front door
    ("lb_cam", "小米智能猫眼", ("camera", "matter-switch"), "lobby"),
    # 走廊
    ("c_ceil", "吸顶灯", ("on-off-bulb", "zigbee-switch"), "corr"),
    ("c_d1", "走廊-筒灯1", ("on-off-level", "zigbee-switch"), "corr"),
    ("c_d2", "走廊-筒灯2", ("on-off-level", "zigbee-switch"), "corr"),
    ("c_d3", "走廊-筒灯3", ("on-off-level", "zigbee-switch"), "corr"),
    ("c_night", "走廊感应夜灯", ("light-level-motion", "matter-switch"), "corr"),
    ("c_smoke", "烟雾报警器", ("smoke-battery-aqara", "zigbee-smoke-detector"), "corr"),
    # 全屋
    ("w_fresh", "新风系统", ("Newfan.v1", "deepsmart"), "whole"),
    ("w_hub", "Xiaomi 中枢网关", ("hub-thing", "hub"), "whole"),
    # 客厅
    ("l_main", "客厅-主灯", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "lr"),
    ("l_s1", "射灯 1", ("light-level-colorTemperature", "matter-switch"), "lr"),
    ("l_s2", "射灯 2", ("light-level-colorTemperature", "matter-switch"), "lr"),
    ("l_s3", "射灯 3", ("light-level-colorTemperature", "matter-switch"), "lr"),
    ("l_s4", "射灯 4", ("light-level-colorTemperature", "matter-switch"), "lr"),
    ("l_strip", "Yeelight 彩光灯带", ("light-color-level-1800K-6500K", "matter-switch"), "lr"),
    ("l_ac", "柜机", ("room-air-conditioner-fan-wind-heating-cooling", "matter-thermostat"), "lr"),
    ("l_tv", "小米电视", ("media-video-player", "matter-media"), "lr"),
    ("l_bar", "Samsung Soundbar", ("samsung-audio", "samsung-audio"), "lr"),
    ("l_xiaoai", "小爱音箱Pro", ("media-speaker", "matter-media"), "lr"),
    ("l_curtain", "Aqara 窗帘电机", ("window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment"), "lr"),
    ("l_sheer", "纱帘", ("window-treatment-aqara", "zigbee-window-treatment"), "lr"),
    ("l_purifier", "米家空气净化器 4 Pro", ("air-purifier-hepa-wind-aqs-pm25-meas-pm25-level", "matter-thermostat"), "lr"),
    ("l_humid", "加湿器", ("plug-power", "matter-switch"), "lr"),
    ("l_plug", "米家智能插座3", ("plug-power-energy-powerConsumption", "matter-switch"), "lr"),
    ("l_turtle", "乌龟缸加热棒", ("basic-plug", "zigbee-switch"), "lr"),
    ("l_th", "米家温湿度计2", ("humidity-temp-battery-aqara", "zigbee-humidity-sensor"), "lr"),
    # Living Room -- the Hue lights, in the room the Hue import made (they are in 客厅)
    ("le_go", "Hue Go", ("white-and-color-ambiance", "philips-hue"), "lr_en"),
    ("le_p1", "Hue Play 1", ("white-and-color-ambiance", "philips-hue"), "lr_en"),
    ("le_p2", "Hue Play 2", ("white-and-color-ambiance", "philips-hue"), "lr_en"),
    ("le_strip", "Hue lightstrip", ("white-and-color-ambiance", "philips-hue"), "lr_en"),
    # 餐厅
    ("d_pend", "餐厅-吊灯", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "dn"),
    ("d_1", "筒灯1", ("on-off-level", "zigbee-switch"), "dn"),
    ("d_2", "筒灯2", ("on-off-level", "zigbee-switch"), "dn"),
    ("d_water", "管线机", ("plug-binary", "matter-switch"), "dn"),
    # 厨房
    ("k_light", "厨房灯", ("light-binary", "matter-switch"), "kt"),
    ("k_hood", "方太油烟机", ("extractor-hood-light", "matter-appliance"), "kt"),
    ("k_valve", "燃气阀", ("valve-battery-powerSource", "zigbee-valve"), "kt"),
    ("k_gas", "燃气报警器", ("gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector"), "kt"),
    ("k_dish", "洗碗机", ("dishwasher-tl", "matter-appliance"), "kt"),
    ("k_fridge", "别拔-冰箱", ("switch-power-energy-consumption-report-aqara", "zigbee-switch"), "kt"),
    ("k_ro", "净水器", ("plug-binary", "matter-switch"), "kt"),
    ("k_plug", "米家智能插座3", ("plug-power-energy-powerConsumption", "matter-switch"), "kt"),
    ("k_leak", "水浸传感器", ("water-battery", "zigbee-water-leak-sensor"), "kt"),
    ("k_wh", "林内热水器", ("water-heater", "matter-thermostat"), "kt"),
    ("k_micro", "美的微波炉", ("microwave-oven", "matter-appliance"), "kt"),
    # Master Bedroom (主卧)
    ("m_d1", "主卧-筒灯1", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "mb"),
    ("m_d2", "主卧-筒灯2", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "mb"),
    ("m_d3", "主卧-筒灯3", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "mb"),
    ("m_d4", "主卧-筒灯4", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "mb"),
    ("m_bed", "床头灯", ("aqara-led-bulb", "zigbee-switch"), "mb"),
    ("m_ac", "空调", ("room-air-conditioner", "matter-thermostat"), "mb"),
    ("m_curtain", "主卧窗帘", ("window-covering", "matter-window-covering"), "mb"),
    ("m_sheer", "主卧纱帘", ("window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment"), "mb"),
    ("m_humid", "加湿器", ("basic-plug", "zigbee-switch"), "mb"),
    ("m_purifier", "米家空气净化器 4 Lite", ("air-purifier-hepa", "matter-thermostat"), "mb"),
    ("m_xiaoai", "小爱音箱Play", ("media-speaker", "matter-media"), "mb"),
    # 主卫
    ("mb_heater", "浴霸", ("aqara-bath-heater", "aqara-bath-heater"), "mbath"),
    ("mb_light", "主卫-镜前灯", ("light-binary", "matter-switch"), "mbath"),
    # 衣帽间
    ("cl_ceil", "吸顶灯", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "closet"),
    ("cl_strip", "衣柜感应灯", ("on-off-level-motion-sensor", "zigbee-switch"), "closet"),
    # 宝宝房 -- the baby sleeps here with 姥姥
    ("b_main", "宝宝房主灯", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "baby"),
    ("b_night", "宝宝夜灯", ("rgbw-bulb-2200K-6500K", "zigbee-switch"), "baby"),
    ("b_ac", "空调", ("room-air-conditioner-modular", "matter-thermostat"), "baby"),
    ("b_humid", "加湿器", ("plug-power", "matter-switch"), "baby"),
    ("b_cam", "宝宝监控", ("camera", "matter-switch"), "baby"),
    ("b_blanket", "姥姥电热毯", ("switch-power-smartplug", "zigbee-switch"), "baby"),
    ("b_oil", "油汀", ("plug-power-energy-powerConsumption", "matter-switch"), "baby"),
    ("b_curtain", "宝宝房遮光帘", ("window-treatment-no-preset", "zigbee-window-treatment"), "baby"),
    ("b_xiaoai", "小爱音箱mini", ("media-speaker", "matter-media"), "baby"),
    ("b_th", "宝宝房温湿度计", ("humidity-temp-battery-aqara", "zigbee-humidity-sensor"), "baby"),
    ("b_purifier", "宝宝房净化器", ("air-purifier-hepa-wind", "matter-thermostat"), "baby"),
    # 朵朵の房间
    ("o_ceil", "吸顶灯", ("light-level", "matter-switch"), "duo"),
    ("o_lamp", "朵朵台灯", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "duo"),
    ("o_studylamp", "书房台灯", ("white-ambiance", "philips-hue"), "duo"),   # moved from the study
    ("o_star", "星空投影灯", ("basic-plug", "zigbee-switch"), "duo"),
    ("o_ac", "空调", ("room-air-conditioner-humidity-fan-heating-cooling", "matter-thermostat"), "duo"),
    ("o_curtain", "窗帘", ("window-treatment-battery", "zigbee-window-treatment"), "duo"),
    # 阿姨房 (保姆间)
    ("n_ceil", "吸顶灯", ("on-off-bulb", "zigbee-switch"), "nanny"),
    ("n_ac", "小米空调伴侣2", ("Ac.v1", "deepsmart"), "nanny"),
    ("n_heater", "电暖器", ("switch-power-smartplug", "zigbee-switch"), "nanny"),
    ("n_fan", "米家落地扇", ("fan-rock-wind", "matter-thermostat"), "nanny"),
    # 书房/客房
    ("s_ceil", "Yeelight 吸顶灯 Pro", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "study"),
    ("s_lamp", "米家台灯1S", ("light-level-colorTemperature", "matter-switch"), "study"),
    ("s_bar", "屏幕挂灯", ("light-level", "matter-switch"), "study"),
    ("s_ac", "书房空调", ("room-air-conditioner-heating-cooling", "matter-thermostat"), "study"),
    ("s_blind", "书房卷帘", ("window-treatment-aqara-roller-shade-rotate", "zigbee-window-treatment"), "study"),
    ("s_plug", "米家智能插座3", ("plug-power-energy-powerConsumption", "matter-switch"), "study"),
    # 公卫
    ("p_heater", "浴霸", ("aqara-bath-heater", "aqara-bath-heater"), "pbath"),
    ("p_light", "公卫灯", ("light-binary", "matter-switch"), "pbath"),
    # 生活阳台
    ("lb_washer", "小天鹅洗衣机", ("laundry-washer-tl", "matter-appliance"), "lbal"),
    ("lb_dryer", "小天鹅烘干机", ("laundry-dryer-tl", "matter-appliance"), "lbal"),
    ("lb_rack", "晾衣架", ("window-treatment-profile-no-firmware-update", "zigbee-window-treatment"), "lbal"),
    ("lb_light", "阳台灯", ("on-off-bulb", "zigbee-switch"), "lbal"),
    ("lb_leak", "阳台水浸", ("water-battery", "zigbee-water-leak-sensor"), "lbal"),
    # 新房间 (the 景观阳台)
    ("v_light", "景观阳台灯", ("light-binary", "matter-switch"), "vbal"),
    ("v_grow", "绿植补光灯", ("plug-binary", "matter-switch"), "vbal"),
    ("v_shade", "遮阳帘", ("window-covering", "matter-window-covering"), "vbal"),
    ("v_valve", "滴灌阀", ("water-valve", "matter-switch"), "vbal"),
    ("v_door", "阳台门磁", ("contact-battery-profile", "zigbee-contact"), "vbal"),
    # 默认房间 -- imported from Mi Home and never placed
    ("x_robot", "米家扫拖机器人", ("rvc-clean-mode", "matter-rvc"), "mi"),
    ("x_night", "米家夜灯", ("light-level-motion", "matter-switch"), "mi"),
    # no room
    ("z_lumi", None, ("basic-plug", "zigbee-switch"), None),
    ("z_yeebed", "Yeelight 床头灯", ("light-color-level-2700K-6500K", "matter-switch"), None),
    ("z_fanheater", "暖风机", ("basic-plug", "zigbee-switch"), None),
    # B2车位
    ("g_charger", "充电桩", ("evse-energy-meas", "matter-energy"), "b2"),
    ("g_cam", "车位摄像头", ("camera", "matter-switch"), "b2"),
    # B1储物间
    ("s1_light", "储物间灯", ("on-off-bulb", "zigbee-switch"), "b1"),
    ("s1_dehum", "储物间除湿机", ("basic-plug", "zigbee-switch"), "b1"),
    ("s1_th", "储物间温湿度", ("humidity-temp-battery-aqara", "zigbee-humidity-sensor"), "b1"),
    ("s1_door", "储物间门磁", ("contact-battery-profile", "zigbee-contact"), "b1"),
]
# A device without a label shows its name (FORMATS.md section 1): the plug left as the
# Aqara model string and the tail of its MAC address.
UNLABELLED_NAME = {"z_lumi": "lumi.plug.0a3f"}

# Profiles left out of spec.jsonl, as real accounts carry profiles the spec does not know.
# None of them has a command a request could drive from component main.
SPEC_OMITTED = {("camera", "matter-switch"), ("humidity-temp-battery-aqara", "zigbee-humidity-sensor"),
                ("motion-battery", "zigbee-motion-sensor"), ("hub-thing", "hub")}

DEV = OrderedDict((d[0], d) for d in DEVICES)
ROOM_OF = {d[0]: d[3] for d in DEVICES}
MANUFACTURER = {"matter-switch": "Matter", "matter-thermostat": "Matter", "matter-media": "Matter",
                "matter-lock": "Matter", "matter-appliance": "Matter", "matter-rvc": "Matter",
                "matter-window-covering": "Matter", "matter-energy": "Matter",
                "zigbee-switch": "LUMI", "zigbee-window-treatment": "LUMI", "zigbee-motion-sensor": "LUMI",
                "zigbee-smoke-detector": "LUMI", "zigbee-water-leak-sensor": "LUMI",
                "zigbee-humidity-sensor": "LUMI", "zigbee-contact": "LUMI", "zigbee-valve": "_TZE200",
                "philips-hue": "Signify Netherlands B.V.", "samsung-audio": "Samsung Electronics",
                "deepsmart": "DeepSmart", "aqara-bath-heater": "Aqara", "hub": "Xiaomi"}


def label_of(k):
    return DEV[k][1] if DEV[k][1] is not None else UNLABELLED_NAME[k]


def profile_id(pname, driver):
    return uid("profile", "%s/%s" % (driver, pname))


def pid_of(k):
    return profile_id(*DEV[k][2])


def device_type(driver):
    if driver.startswith("matter"):
        return "MATTER"
    if driver.startswith("zigbee") or driver == "aqara-bath-heater":
        return "ZIGBEE"
    return "LAN"


# ---------------------------------------------------------------------------
# Spec.  Descriptions written for this set, about a quarter in English (chosen by a hash of
# profile and command), as real spec files mix both.
# ---------------------------------------------------------------------------
SKIP_CAPS = {"refresh", "firmwareUpdate", "energyMeter"}

DESC = {
    ("switch", "on"): ("开启", "turn on"),
    ("switch", "off"): ("关闭", "turn off"),
    ("switchLevel", "setLevel"): ("设置亮度", "set level"),
    ("statelessSwitchLevelStep", "stepLevel"): ("亮度增减", "step level"),
    ("colorTemperature", "setColorTemperature"): ("设置色温", "set color temperature"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("色温冷暖微调", "step color temperature"),
    ("colorControl", "setColor"): ("设置颜色", "set color"),
    ("colorControl", "setHue"): ("设置色相", "set hue"),
    ("colorControl", "setSaturation"): ("设置饱和度", "set saturation"),
    ("windowShade", "open"): ("打开", "open"),
    ("windowShade", "close"): ("关闭", "close"),
    ("windowShade", "pause"): ("暂停", "pause"),
    ("windowShadeLevel", "setShadeLevel"): ("设置开合度", "set shade level"),
    ("windowShadePreset", "presetPosition"): ("移动到预设位置", "go to preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设置预设位置", "set preset position"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("开合度增减", "step shade level"),
    ("lock", "lock"): ("上锁", "lock"),
    ("lock", "unlock"): ("解锁", "unlock"),
    ("valve", "open"): ("打开阀门", "open valve"),
    ("valve", "close"): ("关闭阀门", "close valve"),
    ("thermostatMode", "auto"): ("自动模式", "auto"),
    ("thermostatMode", "cool"): ("制冷", "cool"),
    ("thermostatMode", "heat"): ("制热", "heat"),
    ("thermostatMode", "off"): ("关机", "off"),
    ("thermostatMode", "setThermostatMode"): ("设置模式", "set thermostat mode"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷温度", "set cooling setpoint"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置制热温度", "set heating setpoint"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调模式", "set air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置风速", "set fan mode"),
    ("fanSpeedPercent", "setPercent"): ("设置风速百分比", "set fan speed percent"),
    ("fanMode", "setFanMode"): ("设置风量", "set fan mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置净化器模式", "set air purifier fan mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("设置摇头", "set fan oscillation mode"),
    ("windMode", "setWindMode"): ("设置风感", "set wind mode"),
    ("audioVolume", "setVolume"): ("设置音量", "set volume"),
    ("audioVolume", "volumeUp"): ("音量加", "volume up"),
    ("audioVolume", "volumeDown"): ("音量减", "volume down"),
    ("audioMute", "mute"): ("静音", "mute"),
    ("audioMute", "unmute"): ("取消静音", "unmute"),
    ("audioMute", "setMute"): ("设置静音", "set mute"),
    ("mediaPlayback", "play"): ("播放", "play"),
    ("mediaPlayback", "pause"): ("暂停", "pause"),
    ("mediaPlayback", "stop"): ("停止", "stop"),
    ("mediaPlayback", "fastForward"): ("快进", "fast forward"),
    ("mediaPlayback", "rewind"): ("快退", "rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "set playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一首", "next track"),
    ("mediaTrackControl", "previousTrack"): ("上一首", "previous track"),
    ("keypadInput", "sendKey"): ("发送遥控按键", "send key"),
    ("robotCleanerOperatingState", "start"): ("开始清扫", "start cleaning"),
    ("robotCleanerOperatingState", "pause"): ("暂停清扫", "pause cleaning"),
    ("robotCleanerOperatingState", "goHome"): ("回充", "return to dock"),
    ("mode", "setMode"): ("设置模式", "set mode"),
    ("operationalState", "start"): ("启动", "start"),
    ("operationalState", "stop"): ("停止", "stop"),
    ("operationalState", "pause"): ("暂停", "pause"),
    ("operationalState", "resume"): ("继续", "resume"),
    ("laundryWasherRinseMode", "setRinseMode"): ("设置漂洗次数", "set rinse mode"),
    ("laundryWasherSpinSpeed", "setSpinSpeed"): ("设置脱水转速", "set spin speed"),
    ("temperatureLevel", "setTemperatureLevel"): ("设置温度档", "set temperature level"),
    ("cookTime", "setCookTime"): ("设置加热时长", "set cook time"),
}
# Wording that says what the command does on this particular profile.
DESC_PROFILE = {
    ("aqara-bath-heater", "switch", "on"): ("打开浴霸照明", "bath heater light on"),
    ("aqara-bath-heater", "switch", "off"): ("关闭浴霸照明", "bath heater light off"),
    ("aqara-bath-heater", "switchLevel", "setLevel"): ("浴霸照明亮度", "bath heater light level"),
    ("aqara-bath-heater", "colorTemperature", "setColorTemperature"): ("浴霸照明色温", "bath heater light colour temperature"),
    ("aqara-bath-heater", "thermostatMode", "setThermostatMode"): ("浴霸模式（暖风/凉风/换气/干燥/关）", "bath heater mode"),
    ("aqara-bath-heater", "thermostatMode", "heat"): ("浴霸暖风", "bath heater warm air"),
    ("aqara-bath-heater", "thermostatMode", "cool"): ("浴霸凉风", "bath heater cool air"),
    ("aqara-bath-heater", "thermostatMode", "off"): ("浴霸关闭", "bath heater off"),
    ("aqara-bath-heater", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("浴霸暖风温度", "bath heater temperature"),
    ("aqara-bath-heater", "fanMode", "setFanMode"): ("浴霸风量", "bath heater fan speed"),
    ("aqara-bath-heater", "fanOscillationMode", "setFanOscillationMode"): ("浴霸摆风", "bath heater swing"),
    ("water-heater", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置出水温度", "set water temperature"),
    ("water-heater", "thermostatMode", "heat"): ("热水器加热", "water heater on"),
    ("water-heater", "thermostatMode", "off"): ("热水器关闭", "water heater off"),
    ("evse-energy-meas", "mode", "setMode"): ("设置充电模式", "set charging mode"),
    ("microwave-oven", "mode", "setMode"): ("设置微波模式", "set microwave mode"),
    ("Newfan.v1", "switch", "on"): ("开启新风", "fresh air on"),
    ("Newfan.v1", "switch", "off"): ("关闭新风", "fresh air off"),
    ("Newfan.v1", "airConditionerFanMode", "setFanMode"): ("新风风量", "fresh air fan speed"),
    ("gas-lifetime-selfcheck-aqara", "audioMute", "mute"): ("报警器消音", "silence the alarm"),
    ("smoke-battery-aqara", "audioMute", "mute"): ("报警器消音", "silence the alarm"),
}

VALUE_DESC = {
    "off": ("关", "off"), "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "auto": ("自动", "auto"),
    "fanonly": ("送风", "fan only"), "dryair": ("除湿", "dry"), "asleep": ("睡眠", "sleep"),
    "fan": ("送风", "fan"), "dry": ("除湿", "dry"), "sleep": ("睡眠", "sleep"),
    "low": ("低风", "low"), "medium": ("中风", "medium"), "high": ("高风", "high"),
    "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "horizontal": ("左右摇头", "horizontal"), "swing": ("摆风", "swing"), "fixed": ("固定", "fixed"),
    "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "playing": ("播放中", "playing"), "paused": ("已暂停", "paused"), "stopped": ("已停止", "stopped"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "none": ("不漂洗", "none"), "normal": ("标准漂洗", "normal"), "extra": ("加漂", "extra"),
    "max": ("最大漂洗", "max"),
    "UP": ("上", "up"), "DOWN": ("下", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
    "SELECT": ("确认", "OK"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"), "MENU": ("菜单", "menu"),
    "SETTINGS": ("设置", "settings"), "HOME": ("主页", "home"),
    # labels these appliances report for their Matter modes: this home's facts
    "Auto": ("智能洗", "auto"), "Intensive": ("强力洗", "intensive"), "Eco": ("节能洗", "eco"),
    "Quick": ("快洗", "quick"), "Baby Care": ("母婴除菌", "baby care"), "Glass": ("玻璃器皿", "glass"),
    "Normal": ("标准", "normal"), "Heavy": ("强力", "heavy"), "Delicate": ("轻柔", "delicate"),
    "Bedding": ("床品", "bedding"), "Wool": ("羊毛", "wool"), "Down": ("羽绒服", "down jacket"),
    "Cold": ("冷水", "cold"), "20°C": ("20度", "20°C"), "40°C": ("40度", "40°C"), "60°C": ("60度", "60°C"),
    "90°C": ("90度", "90°C"),
    "No Spin": ("不脱水", "no spin"), "400": ("400转", "400 rpm"), "800": ("800转", "800 rpm"),
    "1000": ("1000转", "1000 rpm"), "1200": ("1200转", "1200 rpm"),
    "Low": ("低温", "low"), "Medium": ("中温", "medium"), "High": ("高温", "high"),
    "Vacuum": ("扫地", "vacuum"), "Mop": ("拖地", "mop"), "Vacuum and Mop": ("扫拖", "vacuum and mop"),
    "Deep Clean": ("深度清洁", "deep clean"),
    "Manual": ("立即充电", "charge now"), "Time of Use": ("谷电时段充电", "off-peak charging"),
    "Defrost": ("解冻", "defrost"), "Off": ("关闭", "off"), "Timed": ("预约", "timed"),
}
VALUE_DESC_PROFILE = {
    ("aqara-bath-heater", "thermostatMode"): {"off": ("关", "off"), "heat": ("暖风", "warm air"),
                                              "dryair": ("干燥", "dry"), "cool": ("凉风", "cool air"),
                                              "fanonly": ("换气", "ventilate")},
    ("microwave-oven", "mode"): {"Normal": ("微波加热", "heat")},
    ("water-heater", "mode"): {"Manual": ("手动加热", "manual")},
    ("water-heater", "thermostatMode"): {"off": ("关", "off"), "heat": ("加热", "heat")},
}
for _i in range(10):
    VALUE_DESC["NUMBER%d" % _i] = ("数字%d" % _i, "number %d" % _i)

# Argument facts the shared files do not carry, per profile.  Thermostat modes are values of
# the capability's enum that each unit offers; Ac.v1 and Newfan.v1: DeepSmart dpenum.lua;
# aqara-bath-heater: drivers/Aqara/aqara-bath-heater/src/init.lua (SUPPORTED_THERMOSTAT_MODES,
# SUPPORTED_FAN_MODES, SUPPORTED_SPEED_MODES, setpoint clamp 16-45, colour 2700-6500 K).
# `mode` values are the labels these Matter appliances report (this home's facts).
AC_FAN = ["auto", "low", "medium", "high"]
WIND = ["sleepWind", "naturalWind"]
PURIFIER = ["off", "auto", "sleep", "low", "medium", "high"]
ENUMS = {
    "room-air-conditioner-fan-wind-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "auto", "fanonly", "dryair"],
        "airConditionerFanMode": AC_FAN, "windMode": WIND},
    "room-air-conditioner": {
        "thermostatMode": ["off", "cool", "heat", "auto", "fanonly", "dryair", "asleep"],
        "airConditionerFanMode": AC_FAN, "windMode": WIND},
    "room-air-conditioner-modular": {
        "thermostatMode": ["off", "cool", "heat", "auto", "dryair", "asleep"],
        "airConditionerFanMode": AC_FAN, "windMode": WIND},
    "room-air-conditioner-humidity-fan-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "auto", "fanonly", "dryair"], "airConditionerFanMode": AC_FAN},
    "room-air-conditioner-heating-cooling": {"thermostatMode": ["off", "cool", "heat", "auto"]},
    "Ac.v1": {"airConditionerMode": ["cool", "heat", "fan", "dry", "auto"],
              "airConditionerFanMode": ["low", "medium", "high", "auto"]},
    "Newfan.v1": {"airConditionerFanMode": ["low", "medium", "high", "auto"]},
    "air-purifier-hepa-wind-aqs-pm25-meas-pm25-level": {"airPurifierFanMode": PURIFIER, "windMode": WIND},
    "air-purifier-hepa": {"airPurifierFanMode": PURIFIER},
    "air-purifier-hepa-wind": {"airPurifierFanMode": PURIFIER, "windMode": WIND},
    "fan-rock-wind": {"airConditionerFanMode": ["off", "low", "medium", "high", "auto"],
                      "fanOscillationMode": ["off", "horizontal"], "windMode": WIND},
    "extractor-hood-light": {"fanMode": ["off", "low", "medium", "high"]},
    "aqara-bath-heater": {"thermostatMode": ["off", "heat", "dryair", "cool", "fanonly"],
                          "fanOscillationMode": ["swing", "fixed"], "fanMode": ["low", "medium", "high"]},
    "water-heater": {"thermostatMode": ["off", "heat"], "mode": ["Off", "Manual", "Timed"]},
    "dishwasher-tl": {"mode": ["Auto", "Intensive", "Eco", "Quick", "Glass", "Baby Care"],
                      "temperatureLevel": ["Low", "Medium", "High"]},
    "laundry-washer-tl": {"mode": ["Normal", "Quick", "Heavy", "Delicate", "Bedding", "Wool", "Down", "Baby Care"],
                          "temperatureLevel": ["Cold", "20°C", "40°C", "60°C", "90°C"],
                          "laundryWasherSpinSpeed": ["No Spin", "400", "800", "1000", "1200"]},
    "laundry-dryer-tl": {"mode": ["Normal", "Quick", "Delicate", "Bedding", "Baby Care"],
                         "temperatureLevel": ["Low", "Medium", "High"]},
    "microwave-oven": {"mode": ["Normal", "Defrost"]},
    "rvc-clean-mode": {"mode": ["Vacuum", "Mop", "Vacuum and Mop", "Deep Clean"]},
    "evse-energy-meas": {"mode": ["Manual", "Time of Use"]},
}
AC_PROFILES = [p for p in ENUMS if p.startswith("room-air-conditioner")]
RANGES = {  # (profile, capability) -> (min, max, unit)
    ("white-ambiance", "colorTemperature"): (2200, 6500, "K"),
    ("white-and-color-ambiance", "colorTemperature"): (2000, 6500, "K"),
    ("aqara-bath-heater", "colorTemperature"): (2700, 6500, "K"),
    ("aqara-bath-heater", "thermostatHeatingSetpoint"): (16, 45, "C"),
    ("aqara-bath-heater", "switchLevel"): (1, 100, "%"),
    ("water-heater", "thermostatHeatingSetpoint"): (35, 65, "C"),
    ("microwave-oven", "cookTime"): (1, 5940, "s"),
}
for _p in AC_PROFILES:
    RANGES[(_p, "thermostatCoolingSetpoint")] = (16, 30, "C")
    RANGES[(_p, "thermostatHeatingSetpoint")] = (16, 30, "C")

UNITS = {"switchLevel": "%", "statelessSwitchLevelStep": "%", "colorTemperature": "K",
         "statelessColorTemperatureStep": "%", "windowShadeLevel": "%", "windowShadePreset": "%",
         "statelessWindowShadeLevelStep": "%", "fanSpeedPercent": "%", "audioVolume": "%",
         "thermostatHeatingSetpoint": "C", "thermostatCoolingSetpoint": "C", "colorControl": "%"}


def english(seed, share=25):
    return int(hashlib.sha1(seed.encode("utf-8")).hexdigest(), 16) % 100 < share


def load_sources():
    d = data_dir()
    profiles = {}
    with open(os.path.join(d, "profiles.jsonl"), encoding="utf-8") as f:
        for line in f:
            p = json.loads(line)
            profiles.setdefault((p["name"], p["driver"].split("/")[-1]), p)
    with open(os.path.join(d, "capabilities.json"), encoding="utf-8") as f:
        caps = dict(json.load(f)["capabilities"])
    return profiles, caps


def spec_line(profile, caps):
    pname = profile["name"]
    pid = profile_id(pname, profile["driver"].split("/")[-1])
    cfgs = profile.get("capability_config", {})
    enums = ENUMS.get(pname, {})
    out = []
    for cap in profile["capabilities"]:
        if cap in SKIP_CAPS or cap not in caps:
            continue
        cfg = cfgs.get(cap, [])
        enabled_cmds = enabled_states = None
        for c in cfg:
            if c.get("key") == "{{enumCommands}}":
                enabled_cmds = list(c["enabledValues"])
            elif c.get("key", "").endswith(".value") and "enabledValues" in c:
                enabled_states = list(c["enabledValues"])
        for cmd in caps[cap].get("commands", []):
            name = cmd["name"]
            if cap == "mediaPlayback" and enabled_cmds is not None and name not in enabled_cmds \
                    and name != "setPlaybackStatus":
                continue
            if cap == "lock" and name == "unlatch":
                continue   # the front door lock has no latch to pull
            if cap == "thermostatMode" and name != "setThermostatMode":
                modes = enums.get("thermostatMode")
                if name == "emergencyHeat" or (modes is not None and name not in modes):
                    continue
            cid = "main-%s-%s" % (cap, name)
            zh, en = DESC_PROFILE.get((pname, cap, name), DESC[(cap, name)])
            entry = OrderedDict([("id", cid), ("description", en if english(pid + cid) else zh)])
            args = [a for a in cmd.get("arguments", []) if not a.get("optional")]
            if args:
                a = args[0]
                typ = a.get("type")
                entry["type"] = typ
                rng = None
                for c in cfg:
                    if "range" in c:
                        rng = (c["range"][0], c["range"][1], None)
                if (pname, cap) in RANGES:
                    rng = RANGES[(pname, cap)]
                if rng is None and typ in ("integer", "number"):
                    if a.get("minimum") is not None and a.get("maximum") is not None:
                        rng = (a["minimum"], a["maximum"], None)
                    elif cap == "colorControl":
                        rng = (0, 100, "%")
                    elif cap == "statelessWindowShadeLevelStep":
                        rng = (-100, 100, "%")
                if rng and not (cap.startswith("thermostat") and rng[0] < -100):
                    vr = OrderedDict([("min", rng[0]), ("max", rng[1])])
                    unit = rng[2] or UNITS.get(cap)
                    if unit:
                        vr["unit"] = unit
                    entry["value_range"] = vr
                values = enums.get(cap)
                if values is None and a.get("enum"):
                    values = list(a["enum"])
                if cap == "mediaPlayback" and name == "setPlaybackStatus" and enabled_states:
                    values = enabled_states
                if values is not None and typ == "string":
                    vl = []
                    vdp = VALUE_DESC_PROFILE.get((pname, cap), {})
                    for v in values:
                        vzh, ven = vdp.get(v) or VALUE_DESC.get(v, (v, v))
                        vl.append(OrderedDict([("value", v),
                                               ("description", ven if english(pid + cid + v) else vzh)]))
                    entry["value_list"] = vl
            out.append(entry)
    return OrderedDict([("profileId", pid), ("capabilities", out)])


def build_home_and_spec():
    profiles, caps = load_sources()
    rooms = [OrderedDict([("roomId", uid("room", k)), ("locationId", LOCATION_ID), ("name", v[0])])
             for k, v in ROOMS.items()]
    items = []
    used = OrderedDict()
    for key, label, (pname, driver), room in DEVICES:
        p = profiles[(pname, driver)]
        used[(pname, driver)] = p

        def comp(cid, capl, cats):
            return OrderedDict([("id", cid), ("label", cid),
                                ("capabilities", [OrderedDict([("id", c), ("version", 1)]) for c in capl]),
                                ("categories", [OrderedDict([("name", c), ("categoryType", "manufacturer")])
                                                for c in cats])])
        comps = [comp("main", p["capabilities"], p["categories"])]
        for c in p.get("components", []):
            comps.append(comp(c["id"], c["capabilities"], c.get("categories", [])))
        it = OrderedDict()
        it["deviceId"] = uid("device", key)
        it["name"] = UNLABELLED_NAME.get(key, pname)
        if label is not None:
            it["label"] = label
        it["manufacturerName"] = MANUFACTURER.get(driver, "SmartThingsCommunity")
        it["presentationId"] = uid("presentation", "%s/%s" % (driver, pname))
        it["locationId"] = LOCATION_ID
        if room is not None:
            it["roomId"] = uid("room", room)
        it["components"] = comps
        it["profile"] = OrderedDict([("id", profile_id(pname, driver))])
        it["type"] = device_type(driver)
        items.append(it)
    home = OrderedDict([("rooms", rooms), ("items", items)])
    spec = [spec_line(p, caps) for k, p in used.items() if k not in SPEC_OMITTED]
    return home, spec, profiles, caps


HOME, SPEC, PROFILES, CAPS = build_home_and_spec()
SPEC_CMDS = {line["profileId"]: [c["id"] for c in line["capabilities"]] for line in SPEC}
SPEC_ENTRY = {(line["profileId"], c["id"]): c for line in SPEC for c in line["capabilities"]}
ITEM = {k: it for k, it in zip(DEV, HOME["items"])}


# ---------------------------------------------------------------------------
# What each device can do, and the intents the cases are written in.  An intent resolves,
# per device, to every command that carries it out; a case's `capabilities` is the union.
# ---------------------------------------------------------------------------
def C(cap, cmd):
    return "main-%s-%s" % (cap, cmd)


def category(k):
    cats = ITEM[k]["components"][0]["categories"]
    return cats[0]["name"] if cats else "Unknown"


CAT = {k: category(k) for k in DEV}
PROF = {k: DEV[k][2][0] for k in DEV}


def real_cmds(k):
    """Commands of the device's real profile (for devices whose profile the spec leaves out)."""
    p = PROFILES[DEV[k][2]]
    out = []
    for cap in p["capabilities"]:
        if cap in SKIP_CAPS or cap not in CAPS:
            continue
        out += [C(cap, c["name"]) for c in CAPS[cap].get("commands", [])]
    return out


def cmds_of(k):
    return SPEC_CMDS.get(pid_of(k))


def has(k, cid):
    return cid in (cmds_of(k) or [])


def values_of(k, cid):
    e = SPEC_ENTRY.get((pid_of(k), cid))
    return [v["value"] for v in e.get("value_list", [])] if e else []


def _f(k, *cids):
    return [c for c in cids if has(k, c)]


HEATERS = ("WaterHeater", "Thermostat")          # on/off is a thermostat mode
FANLIKE = ("Fan", "AirPurifier", "KitchenHood")  # no switch: on/off is a fan mode or percent
THERMO_MODE = {"cool": "cool", "heat": "heat", "auto": "auto", "dry": "dryair", "fan": "fanonly",
               "sleep": "asleep", "off": "off"}
AC_MODE = {"cool": "cool", "heat": "heat", "auto": "auto", "dry": "dry", "fan": "fan"}
FAN_CMDS = (C("airConditionerFanMode", "setFanMode"), C("fanMode", "setFanMode"),
            C("airPurifierFanMode", "setAirPurifierFanMode"))


def _fan(k, value=None, pct=True):
    out = [c for c in FAN_CMDS if has(k, c) and (value is None or value in values_of(k, c))]
    if pct:
        out += _f(k, C("fanSpeedPercent", "setPercent"))
    return out


def _mode(k, m):
    out = []
    if has(k, C("thermostatMode", "setThermostatMode")):
        v = THERMO_MODE.get(m)
        if v in values_of(k, C("thermostatMode", "setThermostatMode")):
            out += _f(k, C("thermostatMode", v)) + [C("thermostatMode", "setThermostatMode")]
    if has(k, C("airConditionerMode", "setAirConditionerMode")) and m in AC_MODE:
        if AC_MODE[m] in values_of(k, C("airConditionerMode", "setAirConditionerMode")):
            out.append(C("airConditionerMode", "setAirConditionerMode"))
    if m == "sleep":
        if "sleep" in values_of(k, C("airPurifierFanMode", "setAirPurifierFanMode")):
            out.append(C("airPurifierFanMode", "setAirPurifierFanMode"))
        if "sleepWind" in values_of(k, C("windMode", "setWindMode")):
            out.append(C("windMode", "setWindMode"))
    if m == "auto" and "auto" in values_of(k, C("airPurifierFanMode", "setAirPurifierFanMode")):
        out.append(C("airPurifierFanMode", "setAirPurifierFanMode"))
    return out


def i_on(k):
    cat = CAT[k]
    if cat in HEATERS:
        return _mode(k, "heat")
    if cat == "ElectricVehicleCharger":
        return _f(k, C("mode", "setMode"))
    if has(k, C("switch", "on")):
        out = [C("switch", "on")]
        if cat == "Speaker":
            out += _f(k, C("mediaPlayback", "play"))
        if cat in ("Washer", "Dryer", "Dishwasher"):
            out += _f(k, C("operationalState", "start"))
        return out
    if cat in FANLIKE:
        return _fan(k)
    if cat == "Speaker":
        return _f(k, C("mediaPlayback", "play"), C("audioMute", "unmute"))
    return _f(k, C("valve", "open"), C("robotCleanerOperatingState", "start"), C("operationalState", "start"),
              C("windowShade", "open"))


def i_off(k):
    cat = CAT[k]
    if PROF[k] == "aqara-bath-heater":   # heat off; its light off is part of "浴霸关了" too
        return _mode(k, "off") + _f(k, C("switch", "off"))
    if cat in HEATERS:
        return _mode(k, "off")
    if has(k, C("switch", "off")):
        out = [C("switch", "off")]
        if cat == "AirConditioner":
            out += _mode(k, "off")
        if cat == "Speaker":
            out += _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "stop"))
        if cat in ("Washer", "Dryer", "Dishwasher"):
            out += _f(k, C("operationalState", "stop"), C("operationalState", "pause"))
        return out
    if cat in FANLIKE:
        return _fan(k, "off")
    if cat == "Speaker":
        return _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "stop"), C("audioMute", "mute"))
    return _f(k, C("valve", "close"), C("robotCleanerOperatingState", "goHome"),
              C("robotCleanerOperatingState", "pause"), C("operationalState", "stop"),
              C("operationalState", "pause"), C("windowShade", "close"))


def i_temp(k):
    return _f(k, C("thermostatCoolingSetpoint", "setCoolingSetpoint"),
              C("thermostatHeatingSetpoint", "setHeatingSetpoint"))


def i_cool_sp(k):
    if has(k, C("thermostatCoolingSetpoint", "setCoolingSetpoint")):
        return [C("thermostatCoolingSetpoint", "setCoolingSetpoint")]
    return _f(k, C("thermostatHeatingSetpoint", "setHeatingSetpoint"))   # Ac.v1: one setpoint for every mode


def i_warm(k):    # "冷": make it warmer
    cat = CAT[k]
    if cat == "AirConditioner":
        return _f(k, C("switch", "on")) + _mode(k, "heat") + _f(k, C("thermostatHeatingSetpoint", "setHeatingSetpoint"))
    if cat in HEATERS:
        return _mode(k, "heat") + _f(k, C("thermostatHeatingSetpoint", "setHeatingSetpoint"))
    return _f(k, C("switch", "on"))


def i_cool(k):    # "热": make it cooler
    cat = CAT[k]
    if cat == "AirConditioner":
        return _f(k, C("switch", "on")) + _mode(k, "cool") + i_cool_sp(k) + _fan(k)
    if cat == "Fan":
        return _fan(k)
    return _f(k, C("switch", "on"))


def i_dry(k):     # "潮": dehumidify
    if CAT[k] == "AirConditioner" or PROF[k] == "aqara-bath-heater":
        return _mode(k, "dry")
    return _f(k, C("switch", "on"))


def i_purify(k):  # "有味道", "雾霾": purifier on or stronger, fresh air on or stronger
    return i_on(k) + [c for c in _fan(k) if c not in i_on(k)]


def i_brighter(k):
    if not has(k, C("switchLevel", "setLevel")):
        return []
    return _f(k, C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel"))


def i_lightup(k):   # "暗": lights on or brighter
    return _f(k, C("switch", "on")) + i_brighter(k)


def i_dimoff(k):    # "刺眼": dimmer or off
    return i_brighter(k) + _f(k, C("switch", "off"))


def i_quieter(k):
    return _f(k, C("audioVolume", "volumeDown"), C("audioVolume", "setVolume"), C("audioMute", "mute"),
              C("audioMute", "setMute"), C("mediaPlayback", "pause"), C("mediaPlayback", "stop"))


SIMPLE = {
    "on": i_on, "off": i_off,
    "sw_on": lambda k: _f(k, C("switch", "on")), "sw_off": lambda k: _f(k, C("switch", "off")),
    "bright": i_brighter, "level": lambda k: _f(k, C("switchLevel", "setLevel")),
    "ct": lambda k: _f(k, C("colorTemperature", "setColorTemperature"),
                       C("statelessColorTemperatureStep", "stepColorTemperatureByPercent")),
    "ct_abs": lambda k: _f(k, C("colorTemperature", "setColorTemperature")),
    "color": lambda k: _f(k, C("colorControl", "setColor"), C("colorControl", "setHue")),
    "open": lambda k: _f(k, C("windowShade", "open"), C("valve", "open")),
    "close": lambda k: _f(k, C("windowShade", "close"), C("valve", "close")),
    "pause": lambda k: _f(k, C("windowShade", "pause"), C("mediaPlayback", "pause"),
                          C("operationalState", "pause"), C("robotCleanerOperatingState", "pause")),
    "shade": lambda k: _f(k, C("windowShadeLevel", "setShadeLevel")),
    "shade_step": lambda k: _f(k, C("windowShadeLevel", "setShadeLevel"),
                               C("statelessWindowShadeLevelStep", "stepShadeLevel")),
    "preset": lambda k: _f(k, C("windowShadePreset", "presetPosition")),
    "lock": lambda k: _f(k, C("lock", "lock")), "unlock": lambda k: _f(k, C("lock", "unlock")),
    "temp": i_temp, "cool_sp": i_cool_sp,
    "heat_sp": lambda k: _f(k, C("thermostatHeatingSetpoint", "setHeatingSetpoint")),
    "fan": lambda k: _fan(k),
    "fan_pct": lambda k: _f(k, C("fanSpeedPercent", "setPercent")),
    "vol": lambda k: _f(k, C("audioVolume", "setVolume"), C("audioVolume", "volumeUp"),
                        C("audioVolume", "volumeDown")),
    "volset": lambda k: _f(k, C("audioVolume", "setVolume")),
    "volup": lambda k: _f(k, C("audioVolume", "volumeUp"), C("audioVolume", "setVolume")),
    "voldown": lambda k: _f(k, C("audioVolume", "volumeDown"), C("audioVolume", "setVolume")),
    "mute": lambda k: _f(k, C("audioMute", "mute"), C("audioMute", "setMute")),
    "unmute": lambda k: _f(k, C("audioMute", "unmute"), C("audioMute", "setMute")),
    "play": lambda k: _f(k, C("mediaPlayback", "play")),
    "stopplay": lambda k: _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "stop")),
    "next": lambda k: _f(k, C("mediaTrackControl", "nextTrack")),
    "prev": lambda k: _f(k, C("mediaTrackControl", "previousTrack")),
    "ff": lambda k: _f(k, C("mediaPlayback", "fastForward")),
    "rew": lambda k: _f(k, C("mediaPlayback", "rewind")),
    "key": lambda k: _f(k, C("keypadInput", "sendKey")),
    "start": lambda k: _f(k, C("operationalState", "start"), C("switch", "on"),
                          C("robotCleanerOperatingState", "start")),
    "stop_op": lambda k: _f(k, C("operationalState", "stop"), C("switch", "off")),
    "pause_op": lambda k: _f(k, C("operationalState", "pause"), C("robotCleanerOperatingState", "pause")),
    "resume": lambda k: _f(k, C("operationalState", "resume")),
    "home": lambda k: _f(k, C("robotCleanerOperatingState", "goHome")),
    "cooktime": lambda k: _f(k, C("cookTime", "setCookTime")),
    "mute_alarm": lambda k: _f(k, C("audioMute", "mute"), C("audioMute", "setMute")),
    "warm": i_warm, "cool": i_cool, "dry": i_dry, "purify": i_purify,
    "lightup": i_lightup, "dimoff": i_dimoff, "quieter": i_quieter,
}


def resolve_intent(k, intent):
    if intent in SIMPLE:
        return SIMPLE[intent](k)
    kind, _, arg = intent.partition(":")
    if kind == "mode":
        return _mode(k, arg)
    if kind == "fan":
        if arg in ("max", "min", "up", "down"):
            return _fan(k)
        return _fan(k, arg, pct=False)
    if kind == "wind":
        return [C("windMode", "setWindMode")] if arg in values_of(k, C("windMode", "setWindMode")) else []
    if kind == "osc":
        cid = C("fanOscillationMode", "setFanOscillationMode")
        return [cid] if arg in values_of(k, cid) else []
    if kind in ("wmode", "tlevel", "spin", "rinse", "wh"):
        cid = {"wmode": C("mode", "setMode"), "tlevel": C("temperatureLevel", "setTemperatureLevel"),
               "spin": C("laundryWasherSpinSpeed", "setSpinSpeed"),
               "rinse": C("laundryWasherRinseMode", "setRinseMode"), "wh": C("mode", "setMode")}[kind]
        return [cid] if arg in values_of(k, cid) else []
    raise KeyError("unknown intent %r" % intent)


# ---------------------------------------------------------------------------
# Families a person names by type, and the scopes of the home.
# ---------------------------------------------------------------------------
def is_light(k):
    return CAT[k] == "Light" or (CAT[k] in ("Switch", "SmartPlug") and "灯" in label_of(k))


FAMILY = {
    "light": is_light,
    "ceiling": lambda k: "吸顶灯" in label_of(k),
    "downlight": lambda k: "筒灯" in label_of(k),
    "ac": lambda k: CAT[k] == "AirConditioner",
    "curtain": lambda k: CAT[k] == "Blind" and k != "lb_rack",
    "sheer": lambda k: "纱帘" in label_of(k),
    "humid": lambda k: "加湿器" in label_of(k),
    "purifier": lambda k: CAT[k] == "AirPurifier",
    "heater": lambda k: label_of(k) in ("电暖器", "油汀", "暖风机"),
    "plug": lambda k: CAT[k] == "SmartPlug",
    "speaker": lambda k: CAT[k] == "Speaker",
    "xiaoai": lambda k: "小爱" in label_of(k),
    "camera": lambda k: CAT[k] == "Camera",
    "bathheater": lambda k: PROF[k] == "aqara-bath-heater",
    "lamp": lambda k: "台灯" in label_of(k) and "阳台" not in label_of(k),   # 阳台灯 is not a 台灯
    "smoke": lambda k: CAT[k] == "SmokeDetector",
    "leak": lambda k: CAT[k] == "LeakSensor",
    "contact": lambda k: CAT[k] == "ContactSensor",
    "th": lambda k: CAT[k] == "TempHumiditySensor",
    "hue": lambda k: label_of(k).startswith("Hue"),
    "spot": lambda k: label_of(k).startswith("射灯"),
    "valve": lambda k: CAT[k] == "WaterValve",
    "mi_plug": lambda k: label_of(k) == "米家智能插座3",
}
LR = ["lr", "lr_en"]     # 客厅 is two rooms in the account: 客厅 and the Hue import's Living Room


def where_of(k):
    r = ROOM_OF[k]
    return ROOMS[r][1] if r else None


def sel(fam=None, rooms=None, where=None, exclude_rooms=(), exclude=(), need=None):
    """Devices of a family, in account order, within a scope: rooms (keys), or where
    ("flat", "b1", "b2", "basement"), or the whole account when neither is given."""
    out = []
    for k in DEV:
        r = ROOM_OF[k]
        if rooms is not None and r not in rooms:
            continue
        if where is not None:
            w = where_of(k)
            if where == "basement":
                if w not in ("b1", "b2"):
                    continue
            elif w != where:
                continue
        if r in exclude_rooms or k in exclude:
            continue
        if fam is not None and not FAMILY[fam](k):
            continue
        if need is not None and not resolve_intent(k, need):
            continue
        out.append(k)
    return out


def minus(keys, *drop):
    return [k for k in keys if k not in drop]


# ---------------------------------------------------------------------------
# Case builders
# ---------------------------------------------------------------------------
class CaseError(Exception):
    pass


def _keys(keys):
    if isinstance(keys, str):
        keys = [keys]
    keys = list(keys)
    for k in keys:
        if k not in DEV:
            raise CaseError("unknown device key %r" % k)
    if len(set(keys)) != len(keys):
        raise CaseError("duplicate device in %r" % keys)
    return keys


def _caps(keys, intents, strict):
    caps = []
    for k in keys:
        got = []
        for it in intents:
            got += resolve_intent(k, it)
        if strict and not got:
            raise CaseError("%s (%s) cannot do %r" % (k, label_of(k), intents))
        for c in got:
            if c not in caps:
                caps.append(c)
    return caps


def one(keys, *intents):
    keys = _keys(keys)
    if not keys:
        raise CaseError("mode one without devices")
    if intents == ("*",):
        return {"devices": keys, "capabilities": ["*"], "mode": "one"}
    return {"devices": keys, "capabilities": _caps(keys, intents, True), "mode": "one"}


def al(keys, *intents):
    keys = _keys(keys)
    if len(keys) < 2:
        raise CaseError("bulk over fewer than two devices: %r" % keys)
    return {"devices": keys, "capabilities": _caps(keys, intents, True), "mode": "all"}


def ask(keys=(), *intents):
    keys = _keys(keys)
    if intents == ("*",):
        return {"devices": keys, "capabilities": [], "mode": "clarify"}
    return {"devices": keys, "capabilities": _caps(keys, intents, False), "mode": "clarify"}


def st(keys):
    return one(keys, "*")


NONE = {"devices": [], "capabilities": [], "mode": "none"}

CASES = []
_COUNTERS = Counter()
_SEEN_QUERIES = {}
# Tags that mark a request said in a way a fixed list of words would not foresee.
SPEECH_TAGS = {"beijing", "sichuan", "nanny", "child", "asr", "english", "long", "indirect", "paraphrase",
               "need", "by-use", "by-shape", "by-place", "filler", "correction", "routine", "quiet", "polite",
               "homophone", "transliteration", "stutter", "repetition", "dropped-character", "spoken-digit"}


# Umbrella tags added to the specific ones, so a report can be read per broad phenomenon.
PARENT_TAGS = {"beijing": "dialect", "sichuan": "dialect", "dialect": "dialect",
               "downstairs": "floor", "upstairs": "floor", "floor-code": "floor", "basement": "floor",
               "unknown-floor": "floor", "exclusion-afterthought": "exclusion", "exclusion": "exclusion",
               "ambiguous-room": "alias", "person-room": "alias", "speaker-room": "alias",
               "garbled-room": "alias", "default-room-name": "alias", "english-room": "alias",
               "homophone": "asr", "transliteration": "asr", "dropped-character": "asr",
               "spoken-digit": "asr", "pinyin": "asr", "unsupported-part": "unsupported",
               "remark-naming-device": "chitchat", "cancel": "negation"}


def add(group, query, expect, tags, history=None):
    if isinstance(expect, dict):
        expect = [expect]
    tags = tags.split() if isinstance(tags, str) else list(tags)
    modes = [e["mode"] for e in expect]
    extra = [group] if group not in tags else []
    if "clarify" in modes:
        extra.append("clarify")
    if "none" in modes:
        extra.append("none")
    if "all" in modes:
        extra.append("bulk")
    if len(expect) > 1:
        extra.append("multi")
    if history:
        extra.append("history")
    if any(e["capabilities"] == ["*"] for e in expect):
        extra.append("state")
    if SPEECH_TAGS & (set(tags) | set(extra)):
        extra.append("free-phrasing")
    for t, parent in PARENT_TAGS.items():
        if t in tags or t in extra:
            extra.append(parent)
    for t in extra:
        if t not in tags:
            tags.append(t)
    key = (query, tuple(history or ()))
    if key in _SEEN_QUERIES:
        raise CaseError("duplicate query %r (also %s)" % (query, _SEEN_QUERIES[key]))
    _COUNTERS[group] += 1
    cid = "%s-%s-%03d" % (SET, group, _COUNTERS[group])
    _SEEN_QUERIES[key] = cid
    case = OrderedDict([("id", cid), ("home", "home.json"), ("query", query)])
    if history:
        case["history"] = list(history)
    case["expect"] = [OrderedDict([("devices", [uid("device", k) for k in e["devices"]]),
                                   ("capabilities", e["capabilities"]), ("mode", e["mode"])]) for e in expect]
    case["tags"] = tags
    case["_keys"] = [e["devices"] for e in expect]
    CASES.append(case)


# Sets used again and again
LIGHT = sel("light")
AC = sel("ac")
CURTAIN = sel("curtain")
SHEER = sel("sheer")
HUMID = sel("humid")
PURIFIER = sel("purifier")
HEATER = sel("heater")
PLUG = sel("plug")
SPEAKER = sel("speaker")
XIAOAI = sel("xiaoai")
CAMERA = sel("camera")
BATH = sel("bathheater")
CEIL = sel("ceiling")
SPOTS = sel("spot")
MB_DOWN = ["m_d1", "m_d2", "m_d3", "m_d4"]
CORR_DOWN = ["c_d1", "c_d2", "c_d3"]
DN_DOWN = ["d_1", "d_2"]
HUE = sel("hue")
LR_LIGHT = sel("light", rooms=LR)
FLAT_LIGHT = sel("light", where="flat")


# ===========================================================================
# CASES
# ===========================================================================
def cases_name():
    g = "name"
    add(g, "客厅-主灯打开", one("l_main", "on"), "exact-label room-prefix-label")
    add(g, "打开客厅主灯", one("l_main", "on"), "partial-label")
    add(g, "柜机开一下", one("l_ac", "on"), "exact-label ac")
    add(g, "小米电视关了", one("l_tv", "off"), "brand-label tv")
    add(g, "Samsung Soundbar 暂停一下", one("l_bar", "pause"), "english-label speaker")
    add(g, "小爱音箱Pro音量调到30", one("l_xiaoai", "volset"), "brand-label volume value")
    add(g, "Aqara 窗帘电机打开", one("l_curtain", "open"), "english-label curtain")
    add(g, "纱帘拉上", ask(SHEER, "close"), "type-word-label duplicate-label curtain")
    add(g, "米家空气净化器 4 Pro 打开", one("l_purifier", "on"), "brand-label purifier")
    add(g, "乌龟缸加热棒关一下", one("l_turtle", "off"), "plug-says-load")
    add(g, "米家智能插座3 关掉", ask(sel("mi_plug"), "off"), "duplicate-label plug")
    add(g, "厨房那个米家智能插座3关掉", one("k_plug", "off"), "duplicate-label room plug")
    add(g, "书房的米家智能插座3打开", one("s_plug", "on"), "duplicate-label room plug")
    add(g, "lumi.plug.0a3f 关了", one("z_lumi", "off"), "default-name no-room plug")
    add(g, "Hue Go 打开", one("le_go", "on"), "english-label")
    add(g, "Hue lightstrip 关掉", one("le_strip", "off"), "english-label")
    add(g, "餐厅-吊灯调暗一点", one("d_pend", "bright"), "room-prefix-label brightness")
    add(g, "管线机开一下", one("d_water", "on"), "plug-says-load")
    add(g, "厨房灯关掉", one("k_light", "off"), "exact-label")
    add(g, "方太油烟机打开", one("k_hood", "on"), "brand-label hood")
    add(g, "油烟机开一下", one("k_hood", "on"), "unique-type hood")
    add(g, "燃气报警器消音", one("k_gas", "mute_alarm"), "alarm")
    add(g, "洗碗机开始洗", one("k_dish", "start"), "unique-type dishwasher")
    add(g, "别拔-冰箱 这个插座关一下", one("k_fridge", "off"), "instruction-label plug")
    add(g, "净水器关了", one("k_ro", "off"), "plug-says-load")
    add(g, "林内热水器打开", one("k_wh", "on"), "brand-label water-heater")
    add(g, "热水器开一下", one("k_wh", "on"), "unique-type water-heater")
    add(g, "美的微波炉停一下", one("k_micro", "pause_op"), "brand-label microwave")
    add(g, "床头灯打开", ask(["m_bed", "z_yeebed"], "on"), "type-word-label duplicate-label")
    add(g, "主卧床头灯打开", one("m_bed", "on"), "room")
    add(g, "主卧窗帘拉开", one(["m_curtain", "m_sheer"], "open"), "room-prefix-label curtain")
    add(g, "主卧纱帘关上", one("m_sheer", "close"), "room-prefix-label curtain")
    add(g, "小爱音箱Play静音", one("m_xiaoai", "mute"), "brand-label speaker")
    add(g, "主卫浴霸开一下", one("mb_heater", "on"), "duplicate-label room bath-heater")
    add(g, "主卫-镜前灯开", one("mb_light", "on"), "room-prefix-label")
    add(g, "镜前灯关了", one("mb_light", "off"), "partial-label")
    add(g, "衣柜感应灯关掉", one("cl_strip", "off"), "exact-label")
    add(g, "宝宝房主灯打开", one("b_main", "on"), "exact-label")
    add(g, "宝宝夜灯开", one("b_night", "on"), "renamed-label")
    add(g, "姥姥电热毯开开", one("b_blanket", "on"), "renamed-label blanket")
    add(g, "油汀关了", one("b_oil", "off"), "heater")
    add(g, "宝宝房遮光帘拉上", one("b_curtain", "close"), "curtain")
    add(g, "小爱音箱mini声音小一点", one("b_xiaoai", "voldown"), "brand-label volume")
    add(g, "宝宝房净化器打开", one("b_purifier", "on"), "renamed-label purifier")
    add(g, "朵朵台灯关了", one("o_lamp", "off"), "renamed-label")
    add(g, "星空投影灯打开", one("o_star", "on"), "plug-says-load light-by-label")
    add(g, "书房台灯开一下", ask(["o_studylamp", "s_lamp"], "on"), "label-names-other-room")
    add(g, "小米空调伴侣2开一下", one("n_ac", "on"), "brand-label ac")
    add(g, "空调伴侣关了", one("n_ac", "off"), "partial-label ac")
    add(g, "电暖器开", ask(HEATER, "on"), "type-word-label heater")
    add(g, "米家落地扇打开", one("n_fan", "on"), "brand-label fan")
    add(g, "落地扇关了", one("n_fan", "off"), "unique-type fan")
    add(g, "Yeelight 吸顶灯 Pro 开", one("s_ceil", "on"), "english-label")
    add(g, "米家台灯1S打开", one("s_lamp", "on"), "brand-label")
    add(g, "屏幕挂灯关掉", one("s_bar", "off"), "exact-label")
    add(g, "书房空调开", one("s_ac", "on"), "ac")
    add(g, "书房卷帘放下来", one("s_blind", "close", "shade"), "curtain")
    add(g, "公卫灯开一下", one("p_light", "on"), "exact-label")
    add(g, "小天鹅洗衣机开始洗", one("lb_washer", "start"), "brand-label washer")
    add(g, "烘干机打开", one("lb_dryer", "on"), "unique-type dryer")
    add(g, "晾衣架降下来", one("lb_rack", "close", "shade"), "rack")
    add(g, "阳台灯开一下", ask(["lb_light", "v_light"], "on"), "type-word-label duplicate-label")
    add(g, "景观阳台灯关了", one("v_light", "off"), "exact-label")
    add(g, "绿植补光灯打开", one("v_grow", "on"), "plug-says-load light-by-label")
    add(g, "遮阳帘拉下来", one("v_shade", "close", "shade"), "curtain")
    add(g, "滴灌阀打开", one("v_valve", "open"), "valve")
    add(g, "米家扫拖机器人开始扫", one("x_robot", "start"), "brand-label robot default-room")
    add(g, "扫地机器人回去充电", one("x_robot", "home"), "unique-type robot")
    add(g, "米家夜灯关掉", one("x_night", "off"), "default-room")
    add(g, "Yeelight 床头灯调暖一点", one("z_yeebed", "ct"), "english-label no-room colour-temp")
    add(g, "暖风机打开", one("z_fanheater", "on"), "no-room heater")
    add(g, "充电桩开始充电", one("g_charger", "wmode:Manual"), "charger")
    add(g, "储物间灯开一下", one("s1_light", "on"), "basement")
    add(g, "储物间除湿机开", one("s1_dehum", "on"), "basement plug-says-load")
    add(g, "德施曼门锁锁上", one("h_lock", "lock"), "brand-label lock")
    add(g, "玄关灯开", one("h_light", "on"), "exact-label garbled-room")
    add(g, "鞋柜灯带打开", one("h_shoe", "on"), "exact-label")
    add(g, "走廊感应夜灯关了", one("c_night", "off"), "exact-label")
    add(g, "新风系统打开", one("w_fresh", "on"), "fresh-air")
    add(g, "新风开到高档", one("w_fresh", "fan:high"), "fresh-air value")
    add(g, "烟雾报警器别响了", one("c_smoke", "mute_alarm"), "alarm")
    add(g, "乌龟缸关了", one("l_turtle", "off"), "partial-label")
    add(g, "净化器4 Lite开", one("m_purifier", "on"), "partial-label purifier")
    add(g, "吸顶灯开", ask(CEIL, "on"), "type-word-label duplicate-label")
    add(g, "空调开", ask(AC, "on"), "type-word ac")
    add(g, "加湿器打开", ask(HUMID, "on"), "type-word-label duplicate-label")
    add(g, "浴霸开", ask(BATH, "on"), "type-word-label duplicate-label bath-heater")
    add(g, "窗帘拉上", ask(CURTAIN, "close"), "type-word-label curtain")
    add(g, "遮光帘拉上", one("b_curtain", "close"), "partial-label curtain")
    add(g, "卷帘拉起来", one("s_blind", "open", "shade"), "partial-label curtain")
    add(g, "猫眼打开看看", ask(["lb_cam"]), "camera spec-missing unsupported")


def cases_series():
    g = "series"
    add(g, "射灯3开", one("l_s3", "on"), "number")
    add(g, "射灯 3 关掉", one("l_s3", "off"), "number spacing")
    add(g, "3号射灯打开", one("l_s3", "on"), "number-first")
    add(g, "射灯三开一下", one("l_s3", "on"), "chinese-numeral")
    add(g, "第三个射灯关了", one("l_s3", "off"), "ordinal")
    add(g, "射灯第三个调暗一点", one("l_s3", "bright"), "ordinal brightness")
    add(g, "三号射灯调到百分之五十", one("l_s3", "level"), "chinese-numeral brightness value")
    add(g, "射灯1开", one("l_s1", "on"), "number")
    add(g, "射灯一号关", one("l_s1", "off"), "chinese-numeral")
    add(g, "头一个射灯开开", one("l_s1", "on"), "ordinal beijing")
    add(g, "射灯二调成暖光", one("l_s2", "ct"), "chinese-numeral colour-temp")
    add(g, "最后一个射灯关了", one("l_s4", "off"), "ordinal")
    add(g, "射灯4号亮度调满", one("l_s4", "level"), "number brightness")
    add(g, "射灯5开", ask(SPOTS, "on"), "missing-member")
    add(g, "第五个射灯关掉", ask(SPOTS, "off"), "missing-member ordinal")
    add(g, "射灯一二开", al(["l_s1", "l_s2"], "on"), "named-set")
    add(g, "射灯1到3关掉", al(["l_s1", "l_s2", "l_s3"], "off"), "range")
    add(g, "单号射灯打开", al(["l_s1", "l_s3"], "on"), "odd-even")
    add(g, "双数的射灯关了", al(["l_s2", "l_s4"], "off"), "odd-even")
    add(g, "前两个射灯开", al(["l_s1", "l_s2"], "on"), "ordinal range")
    add(g, "射灯2和射灯4关掉", al(["l_s2", "l_s4"], "off"), "named-set")
    add(g, "射灯全打开", al(SPOTS, "on"), "all")
    add(g, "射灯除了2号都关", al(["l_s1", "l_s3", "l_s4"], "off"), "exclusion")
    add(g, "主卧-筒灯2关", one("m_d2", "off"), "room-prefix-label")
    add(g, "主卧筒灯3开", one("m_d3", "on"), "room-prefix-label")
    add(g, "主卧第四个筒灯关掉", one("m_d4", "off"), "ordinal")
    add(g, "主卧筒灯四调到一半", one("m_d4", "level"), "chinese-numeral brightness")
    add(g, "主卧三号筒灯调冷白光", one("m_d3", "ct_abs"), "number-first colour-temp")
    add(g, "主卧的1号筒灯开一下", one("m_d1", "on"), "number-first")
    add(g, "主卧筒灯全关", al(MB_DOWN, "off"), "all")
    add(g, "主卧筒灯1和2开", al(["m_d1", "m_d2"], "on"), "named-set")
    add(g, "主卧筒灯一三开着，二四关了", [al(["m_d1", "m_d3"], "on"), al(["m_d2", "m_d4"], "off")], "named-set")
    add(g, "主卧筒灯5开", ask(MB_DOWN, "on"), "missing-member")
    add(g, "筒灯3开", ask(["m_d3", "c_d3"], "on"), "duplicate-series")
    add(g, "筒灯1关了", ask(["d_1", "m_d1", "c_d1"], "off"), "duplicate-series exact-vs-prefixed")
    add(g, "筒灯4开", one("m_d4", "on"), "duplicate-series unique-member")
    add(g, "四号筒灯关了", one("m_d4", "off"), "duplicate-series unique-member number-first")
    add(g, "餐厅筒灯1开", one("d_1", "on"), "room")
    add(g, "餐厅的筒灯二关了", one("d_2", "off"), "room chinese-numeral")
    add(g, "餐厅筒灯都开", al(DN_DOWN, "on"), "all room")
    add(g, "餐厅第三个筒灯开", ask(DN_DOWN, "on"), "missing-member")
    add(g, "走廊筒灯二开", one("c_d2", "on"), "chinese-numeral")
    add(g, "走廊-筒灯3调暗", one("c_d3", "bright"), "room-prefix-label brightness")
    add(g, "走廊的筒灯都关了", al(CORR_DOWN, "off"), "all")
    add(g, "走廊筒灯2、3关掉", al(["c_d2", "c_d3"], "off"), "named-set")
    add(g, "所有筒灯都关了", al(sel("downlight"), "off"), "all whole-home")
    add(g, "筒灯全开", al(sel("downlight"), "on"), "all whole-home")
    add(g, "Hue Play 2调成蓝色", one("le_p2", "color"), "english-label colour")
    add(g, "第一个Hue Play关了", one("le_p1", "off"), "english-label ordinal")
    add(g, "两个Hue Play都打开", al(["le_p1", "le_p2"], "on"), "english-label all count")
    add(g, "Hue Play 3 开", ask(["le_p1", "le_p2"], "on"), "english-label missing-member")
    add(g, "吸顶灯全关了", al(CEIL, "off"), "all type-word-label")
    add(g, "射灯叁关掉", one("l_s3", "off"), "formal-numeral")
    add(g, "把那个射灯，就第二个，开了", one("l_s2", "on"), "ordinal paraphrase")
    add(g, "射灯two开一下", one("l_s2", "on"), "english number")
    add(g, "客厅射灯挨个都开了", al(SPOTS, "on"), "all beijing")
    add(g, "主卧筒灯留一号，别的关了", al(["m_d2", "m_d3", "m_d4"], "off"), "exclusion")
    add(g, "走廊第一个筒灯开", one("c_d1", "on"), "ordinal")
    add(g, "走廊筒灯4关掉", ask(CORR_DOWN, "off"), "missing-member")


def cases_room():
    g = "room"
    MB_L = sel("light", rooms=["mb"])
    BABY_L = sel("light", rooms=["baby"])
    DUO_L = sel("light", rooms=["duo"])
    STUDY_L = sel("light", rooms=["study"])
    HALL_L = sel("light", rooms=["hall"])
    CORR_L = sel("light", rooms=["corr"])
    DN_L = sel("light", rooms=["dn"])
    VBAL_L = sel("light", rooms=["vbal"])
    add(g, "客厅的灯开一下", one(LR_LIGHT, "on"), "light")
    add(g, "客厅灯全关了", al(LR_LIGHT, "off"), "all light two-rooms-one-place")
    add(g, "Living Room 的灯关掉", one(HUE, "off"), "english-room light")
    add(g, "Living Room的灯都关了", al(HUE, "off"), "english-room all light")
    add(g, "客厅空调开开", one("l_ac", "on"), "ac")
    add(g, "客厅窗帘都拉上", al(["l_curtain", "l_sheer"], "close"), "all curtain")
    add(g, "客厅窗帘拉开", one(["l_curtain", "l_sheer"], "open"), "curtain")
    add(g, "主卧灯都关了", al(MB_L, "off"), "all light alias")
    add(g, "Master Bedroom 的空调开一下", one("m_ac", "on"), "english-room ac")
    add(g, "主卧的灯开", one(MB_L, "on"), "light alias")
    add(g, "大卧室空调开", one("m_ac", "on"), "alias ac")
    add(g, "主卧窗帘纱帘都拉上", al(["m_curtain", "m_sheer"], "close"), "all curtain")
    add(g, "宝宝房灯全关", al(BABY_L, "off"), "all light")
    add(g, "宝宝房空调开一下", one("b_ac", "on"), "ac duplicate-label")
    add(g, "婴儿房的窗帘拉上", one("b_curtain", "close"), "alias curtain")
    add(g, "宝宝屋加湿器开", one("b_humid", "on"), "alias duplicate-label")
    add(g, "朵朵房间的灯都关", al(DUO_L, "off"), "all light light-by-label")
    add(g, "朵朵の房间窗帘拉上", one("o_curtain", "close"), "exact-room curtain")
    add(g, "朵朵屋空调开", one("o_ac", "on"), "alias ac duplicate-label")
    add(g, "朵朵房的灯开", one(DUO_L, "on"), "alias light")
    add(g, "阿姨房空调开", one("n_ac", "on"), "ac")
    add(g, "保姆间的灯开一下", one("n_ceil", "on"), "alias light duplicate-label")
    add(g, "阿姨屋的电暖器关了", one("n_heater", "off"), "alias heater")
    add(g, "书房的灯全开", al(STUDY_L, "on"), "all light")
    add(g, "客房空调开一下", one("s_ac", "on"), "alias ac")
    add(g, "书房/客房的卷帘放下来", one("s_blind", "close", "shade"), "exact-room curtain")
    add(g, "公卫浴霸开", one("p_heater", "on"), "bath-heater duplicate-label")
    add(g, "客卫的灯开一下", one("p_light", "on"), "alias")
    add(g, "主卫灯开", one("mb_light", "on"), "light")
    add(g, "衣帽间的灯都开", al(["cl_ceil", "cl_strip"], "on"), "all light")
    add(g, "衣帽间吸顶灯关了", one("cl_ceil", "off"), "duplicate-label")
    add(g, "厨房的灯开", one("k_light", "on"), "light")
    add(g, "餐厅灯全关", al(DN_L, "off"), "all light")
    add(g, "餐厅的灯开一下", one(DN_L, "on"), "light")
    add(g, "生活阳台的灯开", one("lb_light", "on"), "light")
    add(g, "洗衣机那个阳台灯关了", one("lb_light", "off"), "alias paraphrase")
    add(g, "景观阳台的灯全开", al(VBAL_L, "on"), "default-room-name all light")
    add(g, "新房间的灯关了", one(VBAL_L, "off"), "default-room-name light")
    add(g, "大阳台遮阳帘拉下来", one("v_shade", "close", "shade"), "alias curtain")
    add(g, "阳台的灯关了", ask(["lb_light", "v_light", "v_grow"], "off"), "ambiguous-room")
    add(g, "悬关的灯开", one(HALL_L, "on"), "garbled-room light")
    add(g, "玄关灯全关", al(HALL_L, "off"), "garbled-room all light")
    add(g, "门口的灯开一下", one(HALL_L, "on"), "alias")
    add(g, "进门那儿的灯打开", one(HALL_L, "on"), "alias beijing")
    add(g, "走廊灯都关", al(CORR_L, "off"), "all light")
    add(g, "过道的灯开一下", one(CORR_L, "on"), "alias light")
    add(g, "卫生间灯开", ask(["mb_light", "p_light"], "on"), "ambiguous-room")
    add(g, "卫生间浴霸开一下", ask(BATH, "on"), "ambiguous-room bath-heater")
    add(g, "卧室空调开", ask(sel("ac", rooms=["mb", "baby", "duo", "nanny", "study"]), "on"), "ambiguous-room ac")
    add(g, "儿童房空调开", ask(["b_ac", "o_ac"], "on"), "ambiguous-room ac")
    add(g, "孩子屋的灯关了", ask(BABY_L + DUO_L, "off"), "ambiguous-room")
    add(g, "小孩房窗帘拉上", ask(["b_curtain", "o_curtain"], "close"), "ambiguous-room curtain")
    add(g, "姥姥那屋空调开开", ask(["b_ac"], "on"), "person-room")
    add(g, "我屋的灯关了", ask(LIGHT, "off"), "speaker-room")
    add(g, "厨房以外的地方有没有漏水", st("lb_leak"), "exclusion leak")
    add(g, "主卧加湿器关了", one("m_humid", "off"), "duplicate-label")
    add(g, "客厅加湿器开", one("l_humid", "on"), "duplicate-label")
    add(g, "客厅的净化器开", one("l_purifier", "on"), "purifier")
    add(g, "主卧净化器调到睡眠", one("m_purifier", "mode:sleep"), "purifier mode")
    add(g, "客厅的音箱放首歌", one("l_bar", "play"), "speaker")
    add(g, "厨房插座全关", al(sel("plug", rooms=["kt"]), "off"), "all plug instruction-label")
    add(g, "宝宝房插座都关了", al(sel("plug", rooms=["baby"]), "off"), "all plug")
    add(g, "客厅的Hue都关了", al(HUE, "off"), "english-label all")
    add(g, "车库的充电桩开始充", one("g_charger", "wmode:Manual"), "empty-room charger")
    add(g, "车位那个摄像头还在线吗", st("g_cam"), "spec-missing camera")
    add(g, "电梯厅有人吗", st("lb_cam"), "spec-missing camera")
    add(g, "储藏室的除湿机开一下", one("s1_dehum", "on"), "alias basement")
    add(g, "地下室的灯开", one("s1_light", "on"), "alias basement")
    add(g, "默认房间的灯关了", one("x_night", "off"), "default-room")
    add(g, "全屋的新风开", one("w_fresh", "on"), "whole-room fresh-air")
    add(g, "书房里的台灯开", one("s_lamp", "on"), "label-names-other-room")
    add(g, "朵朵房间那个书房台灯关了", one("o_studylamp", "off"), "label-names-other-room")


def cases_scope():
    g = "scope"
    BED_ROOMS = ["mb", "baby", "duo", "nanny", "study"]
    add(g, "全屋的灯都关了", al(LIGHT, "off"), "whole-home all light")
    add(g, "家里所有的灯都关掉", al(LIGHT, "off"), "whole-home all light")
    add(g, "把家里空调全关了", al(AC, "off"), "whole-home all ac")
    add(g, "所有窗帘都拉上", al(CURTAIN, "close"), "whole-home all curtain")
    add(g, "全屋窗帘打开", al(CURTAIN, "open"), "whole-home all curtain")
    add(g, "所有净化器都开", al(PURIFIER, "on"), "whole-home all purifier")
    add(g, "加湿器都打开", al(HUMID, "on"), "whole-home all humidifier")
    add(g, "家里的电暖器全关", al(HEATER, "off"), "whole-home all heater")
    add(g, "所有的小爱都静音", al(XIAOAI, "mute"), "whole-home all speaker")
    add(g, "全部浴霸关掉", al(BATH, "off"), "whole-home all bath-heater")
    add(g, "两个卫生间的灯都开", al(["mb_light", "p_light"], "on"), "all count")
    add(g, "所有卧室的灯都关了", al(sel("light", rooms=BED_ROOMS), "off"), "bedrooms all light")
    add(g, "卧室的空调都开", al(sel("ac", rooms=BED_ROOMS), "on"), "bedrooms all ac")
    add(g, "卧室的灯全关", al(sel("light", rooms=BED_ROOMS), "off"), "bedrooms all light")
    add(g, "19楼的灯全关", al(FLAT_LIGHT, "off"), "floor all light")
    add(g, "家里（不算地下）的灯都关了", al(FLAT_LIGHT, "off"), "floor exclusion all light")
    add(g, "地下的灯都关了", one("s1_light", "off"), "basement all-over-one")
    add(g, "B1的灯关了", one("s1_light", "off"), "floor-code basement")
    add(g, "负一层的除湿机开一下", one("s1_dehum", "on"), "floor-code basement")
    add(g, "负二那个摄像头能看吗", st("g_cam"), "floor-code basement camera")
    add(g, "B2充电桩谷电再充", one("g_charger", "wmode:Time of Use"), "floor-code charger mode")
    add(g, "地库充电桩开始充", one("g_charger", "wmode:Manual"), "alias charger")
    add(g, "楼下储物间的灯开一下", one("s1_light", "on"), "downstairs room")
    add(g, "楼下充电桩充上电", one("g_charger", "wmode:Manual"), "downstairs unique")
    add(g, "楼下的灯关了", ask(["s1_light"], "off"), "downstairs relative")
    add(g, "楼上的灯都关了", ask(LIGHT, "off"), "upstairs relative")
    add(g, "楼上空调开一下", ask(AC, "on"), "upstairs relative")
    add(g, "楼下东西都关了吧", ask(sel(where="basement", need="off"), "off"), "downstairs typeless-all")
    add(g, "B1 B2的东西全关", ask(sel(where="basement", need="off"), "off"), "basement typeless-all")
    add(g, "车库灯开一下", ask([], "on"), "missing-type")
    add(g, "地下车库的灯开", ask([], "on"), "missing-type")
    add(g, "20楼的灯关了", ask([], "off"), "unknown-floor")
    add(g, "二楼的空调开", ask([], "on"), "unknown-floor")
    add(g, "全屋除了卧室，灯都关了", al(sel("light", exclude_rooms=BED_ROOMS), "off"), "exclusion bedrooms all light")
    add(g, "家里东西全关了", ask(sel(need="off"), "off"), "typeless-all whole-home")
    add(g, "把家里能关的都关了", ask(sel(need="off"), "off"), "typeless-all whole-home")
    add(g, "全家所有的空调都调到26度", al(AC, "temp"), "whole-home all ac value")
    add(g, "所有的灯调到50%", al(sel("light", need="level"), "level"), "whole-home all light value partial-support")
    add(g, "所有摄像头都关掉", ask(CAMERA), "whole-home camera spec-missing")
    add(g, "全屋的插座都关了", al(PLUG, "off"), "whole-home all plug instruction-label")
    add(g, "家里所有门窗传感器状态怎么样", one(sel("contact"), "*"), "whole-home sensors")


def cases_bulk():
    """The mother's bulk orders, with and without exclusions."""
    g = "bulk"
    BED_ROOMS = ["mb", "baby", "duo", "nanny", "study"]
    DIM_LR = sel("light", rooms=LR, need="bright")
    add(g, "除了宝宝房，灯都关了", al(sel("light", exclude_rooms=["baby"]), "off"), "exclusion mother")
    add(g, "宝宝睡了，客厅的都调暗", al(DIM_LR, "bright"), "mother quiet brightness")
    add(g, "除了主卧，空调全关", al(minus(AC, "m_ac"), "off"), "exclusion ac")
    add(g, "宝宝房的别关，其他空调都关了", al(minus(AC, "b_ac"), "off"), "exclusion ac mother")
    add(g, "除了宝宝房和主卧，窗帘都拉上", al(sel("curtain", exclude_rooms=["baby", "mb"]), "close"),
        "exclusion curtain")
    add(g, "留着走廊夜灯，其他灯全关", al(minus(LIGHT, "c_night"), "off"), "exclusion keep")
    add(g, "灯都关了，玄关的留着", al(sel("light", exclude_rooms=["hall"]), "off"), "exclusion keep garbled-room")
    add(g, "除了冰箱，插座全关", al(minus(PLUG, "k_fridge"), "off"), "exclusion plug instruction-label")
    add(g, "插座都关了，冰箱那个别动", al(minus(PLUG, "k_fridge"), "off"), "exclusion plug instruction-label")
    add(g, "所有插座都关掉", al(PLUG, "off"), "plug instruction-label")
    add(g, "客厅除了主灯，别的灯都关", al(minus(LR_LIGHT, "l_main"), "off"), "exclusion room")
    add(g, "客厅射灯都关，主灯别关", al(SPOTS, "off"), "exclusion series")
    add(g, "客厅的灯除了Hue都关了", al(minus(LR_LIGHT, *HUE), "off"), "exclusion english-label")
    add(g, "全屋窗帘拉上，纱帘不用", al(minus(CURTAIN, *SHEER), "close"), "exclusion curtain")
    add(g, "纱帘都拉上", al(SHEER, "close"), "curtain")
    add(g, "除了宝宝房的，加湿器都关了", al(minus(HUMID, "b_humid"), "off"), "exclusion humidifier")
    add(g, "厨房以外的灯都关", al(sel("light", exclude_rooms=["kt"]), "off"), "exclusion")
    add(g, "除了卧室，灯都关了", al(sel("light", exclude_rooms=BED_ROOMS), "off"), "exclusion bedrooms")
    add(g, "除了宝宝房，其他屋的空调都调到26度", al(minus(AC, "b_ac"), "temp"), "exclusion value ac")
    add(g, "客厅、餐厅的灯都打开", al(LR_LIGHT + sel("light", rooms=["dn"]), "on"), "rooms")
    add(g, "客厅和餐厅的灯都关了，厨房留着", al(LR_LIGHT + sel("light", rooms=["dn"]), "off"), "rooms exclusion")
    add(g, "主卧和宝宝房的窗帘都拉上", al(sel("curtain", rooms=["mb", "baby"]), "close"), "rooms curtain")
    add(g, "朵朵房和书房的灯全关", al(sel("light", rooms=["duo", "study"]), "off"), "rooms")
    add(g, "卫生间的浴霸都关了", al(BATH, "off"), "bath-heater")
    add(g, "主卧跟宝宝房的加湿器都开", al(["m_humid", "b_humid"], "on"), "rooms humidifier")
    add(g, "除了朵朵房间，空调都开制热", al(sel("ac", exclude_rooms=["duo"]), "mode:heat"), "exclusion ac mode")
    add(g, "净化器都开自动，宝宝房的开睡眠", [al(minus(PURIFIER, "b_purifier"), "fan:auto"),
                                        one("b_purifier", "mode:sleep")], "purifier mode exclusion")
    add(g, "所有空调都开睡眠模式", al(sel("ac", need="mode:sleep"), "mode:sleep"), "ac mode partial-support")
    add(g, "所有小爱音箱音量调到20", al(XIAOAI, "volset"), "speaker value")
    add(g, "家里音箱都静音", al(SPEAKER, "mute"), "speaker")
    add(g, "走廊和玄关的灯都关", al(sel("light", rooms=["corr", "hall"]), "off"), "rooms")
    add(g, "全屋的灯除了宝宝夜灯都关了", al(minus(LIGHT, "b_night"), "off"), "exclusion device")
    add(g, "除了走廊感应夜灯和宝宝夜灯，灯全关", al(minus(LIGHT, "c_night", "b_night"), "off"), "exclusion devices")
    add(g, "灯全关，就留宝宝夜灯跟米家夜灯", al(minus(LIGHT, "b_night", "x_night"), "off"), "exclusion keep")
    add(g, "吸顶灯都开了，衣帽间的不用", al(minus(CEIL, "cl_ceil"), "on"), "exclusion duplicate-label")
    add(g, "柜机和空调伴侣……算了，所有空调都关", al(AC, "off"), "correction")
    add(g, "所有加湿器都关了，宝宝房除外", al(minus(HUMID, "b_humid"), "off"), "exclusion")
    add(g, "除了阿姨房，其他地方的电暖器都关", al(minus(HEATER, "n_heater"), "off"), "exclusion heater no-room")
    add(g, "筒灯都关，走廊的留着", al(minus(sel("downlight"), *CORR_DOWN), "off"), "exclusion series")
    add(g, "窗帘全拉开，宝宝房的先别动", al(minus(CURTAIN, "b_curtain"), "open"), "exclusion curtain")
    add(g, "除了主卧，所有纱帘拉开", one("l_sheer", "open"), "exclusion all-over-one")
    add(g, "除了书房，所有台灯关掉", al(["o_lamp", "o_studylamp"], "off"), "exclusion label-names-other-room")
    add(g, "把宝宝房以外的小爱都静音", al(["l_xiaoai", "m_xiaoai"], "mute"), "exclusion speaker")
    add(g, "客厅的灯调到三成，射灯除外", al(minus(DIM_LR, *SPOTS), "level"), "exclusion value")
    add(g, "所有灯都调成暖光", al(sel("light", need="ct"), "ct"), "value colour-temp partial-support")
    add(g, "彩色的灯都调成粉色", al(sel("light", need="color"), "color"), "value colour by-capability")
    add(g, "客厅的彩灯全换成蓝色", al(sel("light", rooms=LR, need="color"), "color"), "value colour")
    add(g, "Hue都调到百分之四十", al(HUE, "level"), "english-label value")
    add(g, "所有窗帘开一半", al(CURTAIN, "shade"), "value fraction")
    add(g, "纱帘都开到三分之一", al(SHEER, "shade"), "value fraction")
    add(g, "客厅窗帘都拉到底", al(["l_curtain", "l_sheer"], "close", "shade"), "curtain")
    add(g, "卧室的窗帘全拉上", al(sel("curtain", rooms=BED_ROOMS), "close"), "bedrooms curtain")
    add(g, "把所有的吸顶灯都打开", al(CEIL, "on"), "duplicate-label")
    add(g, "射灯和灯带都开", al(SPOTS + ["l_strip"], "on"), "named-set")
    add(g, "主卧和客厅的空调都调到25度", al(["l_ac", "m_ac"], "temp"), "rooms ac value")
    add(g, "家里的加湿器和净化器都开", [al(HUMID, "on"), al(PURIFIER, "on")], "two-kinds")
    add(g, "除了宝宝房，别的屋都关灯关空调",
        [al(sel("light", exclude_rooms=["baby"]), "off"), al(minus(AC, "b_ac"), "off")], "exclusion two-kinds mother")
    add(g, "除了B1，灯都关", al(minus(LIGHT, "s1_light"), "off"), "exclusion floor-code")
    add(g, "地下的都别管，家里的灯全关", al(minus(LIGHT, "s1_light"), "off"), "exclusion basement")
    add(g, "所有的电热毯都关", one("b_blanket", "off"), "all-over-one blanket")
    add(g, "朵朵房间的灯除了星空灯都关", al(["o_ceil", "o_lamp", "o_studylamp"], "off"), "exclusion")
    add(g, "书房的灯都关了，挂灯留着", al(["s_ceil", "s_lamp"], "off"), "exclusion partial-label")
    add(g, "玄关、走廊、客厅的灯都打开", al(sel("light", rooms=["hall", "corr"] + LR), "on"), "rooms")
    add(g, "把厨房、餐厅、生活阳台的灯全关了", al(sel("light", rooms=["kt", "dn", "lbal"]), "off"), "rooms")
    add(g, "两个阳台的灯都开", al(sel("light", rooms=["lbal", "vbal"]), "on"), "rooms count")
    add(g, "除了净水器和冰箱，厨房插座都关", one("k_plug", "off"), "exclusion all-over-one")
    add(g, "所有能调色温的灯都调到4000K", al(sel("light", need="ct_abs"), "ct_abs"), "value by-capability")
    add(g, "全屋除了朵朵房，空调都开26度", [al(minus(AC, "o_ac"), "on"), al(minus(AC, "o_ac"), "temp")],
        "exclusion ac value")
    add(g, "空调全开制冷，书房的不用", al(minus(AC, "s_ac"), "mode:cool"), "exclusion ac mode")
    add(g, "客厅和主卧的净化器调高档", al(["l_purifier", "m_purifier"], "fan:high"), "rooms purifier value")
    add(g, "家里所有的灯，除了宝宝房、朵朵房，全部关掉", al(sel("light", exclude_rooms=["baby", "duo"]), "off"),
        "exclusion rooms")
    add(g, "除了玄关，灯都开", al(sel("light", exclude_rooms=["hall"]), "on"), "exclusion")
    add(g, "全屋的灯都调亮点", al(sel("light", need="bright"), "bright"), "brightness partial-support")
    add(g, "所有的窗帘停一下", al(CURTAIN, "pause"), "curtain")
    add(g, "筒灯都调到最暗", al(sel("downlight"), "level"), "series value")
    add(g, "射灯跟筒灯都关了", al(SPOTS + sel("downlight"), "off"), "named-sets")
    add(g, "除了宝宝房，卧室的灯都关掉", al(sel("light", rooms=["mb", "duo", "nanny", "study"]), "off"),
        "exclusion bedrooms")
    add(g, "除了客厅的，别的Hue……哦都在客厅，那Hue都关", al(HUE, "off"), "correction english-label")


def cases_excl():
    """Exclusions said in every way: 除了, 以外, 别关, 留着, 不要动, 除外, 先不管."""
    g = "exclusion"
    add(g, "除了客厅，其他地方灯都关", al(sel("light", exclude_rooms=LR), "off"), "exclusion")
    add(g, "客厅以外的灯全部关掉", al(sel("light", exclude_rooms=LR), "off"), "exclusion")
    add(g, "灯都关了吧，客厅的别关", al(sel("light", exclude_rooms=LR), "off"), "exclusion negation")
    add(g, "客厅的灯留着，其他的关了", al(sel("light", exclude_rooms=LR), "off"), "exclusion keep")
    add(g, "除客厅外，全屋关灯", al(sel("light", exclude_rooms=LR), "off"), "exclusion formal")
    add(g, "把灯都关了，客厅那几个先不管", al(sel("light", exclude_rooms=LR), "off"), "exclusion")
    add(g, "空调都关了，就留宝宝房那台", al(minus(AC, "b_ac"), "off"), "exclusion keep")
    add(g, "空调只留主卧的，其他关", al(minus(AC, "m_ac"), "off"), "exclusion keep")
    add(g, "宝宝房、朵朵房间除外，空调都关了", al(minus(AC, "b_ac", "o_ac"), "off"), "exclusion rooms")
    add(g, "空调全关，阿姨房的不要动", al(minus(AC, "n_ac"), "off"), "exclusion")
    add(g, "窗帘都拉开，书房卷帘别动", al(minus(CURTAIN, "s_blind"), "open"), "exclusion device")
    add(g, "窗帘全关了，纱帘除外", al(minus(CURTAIN, *SHEER), "close"), "exclusion")
    add(g, "插座全断了，别拔-冰箱那个除外", al(minus(PLUG, "k_fridge"), "off"), "exclusion instruction-label")
    add(g, "插座都关，冰箱和乌龟缸的不关", al(minus(PLUG, "k_fridge", "l_turtle"), "off"), "exclusion")
    add(g, "除了主卧筒灯，灯都关", al(minus(LIGHT, *MB_DOWN), "off"), "exclusion series")
    add(g, "除了射灯3，射灯都开", al(["l_s1", "l_s2", "l_s4"], "on"), "exclusion series")
    add(g, "灯全关，卫生间的不用管", al(sel("light", exclude_rooms=["mbath", "pbath"]), "off"), "exclusion ambiguous-room-as-exclusion")
    add(g, "除了有人的屋，灯都关了", ask(LIGHT, "off"), "exclusion unknown-condition")
    add(g, "除了厨房，其他的都关了", ask(sel(exclude_rooms=["kt"], need="off"), "off"), "exclusion typeless-all")
    add(g, "除了卧室，别的屋都关了", ask(sel(exclude_rooms=["mb", "baby", "duo", "nanny", "study"], need="off"), "off"),
        "exclusion typeless-all")
    add(g, "除了车库，灯都关", al(LIGHT, "off"), "exclusion empty-room")
    add(g, "除了花园，灯全关", ask(LIGHT, "off"), "exclusion unknown-room")
    add(g, "除了姥姥屋，空调都关", ask(AC, "off"), "exclusion person-room")
    add(g, "除了我屋，灯都关了", ask(LIGHT, "off"), "exclusion speaker-room")
    add(g, "全关了，除了宝宝房", ask(sel(exclude_rooms=["baby"], need="off"), "off"), "exclusion typeless-all")
    add(g, "儿童房以外的空调都关", ask(AC, "off"), "exclusion ambiguous-room")
    add(g, "除了阳台，灯都关", ask(LIGHT, "off"), "exclusion ambiguous-room")
    add(g, "灯都开开，走廊的不要", al(sel("light", exclude_rooms=["corr"]), "on"), "exclusion")
    add(g, "客厅的灯关了，灯带别关", al(minus(LR_LIGHT, "l_strip"), "off"), "exclusion partial-label")
    add(g, "客厅的灯都关了，就留个Hue Go", al(minus(LR_LIGHT, "le_go"), "off"), "exclusion english-label")
    add(g, "主卧灯全关，床头灯别关", al(MB_DOWN, "off"), "exclusion")
    add(g, "宝宝房的灯关了，夜灯留着", one("b_main", "off"), "exclusion all-over-one")
    add(g, "朵朵屋灯关了，投影灯留着", al(["o_ceil", "o_lamp", "o_studylamp"], "off"), "exclusion")
    add(g, "加湿器都关，除了宝宝的", al(minus(HUMID, "b_humid"), "off"), "exclusion person")
    add(g, "净化器都关了，宝宝房的不要关", al(minus(PURIFIER, "b_purifier"), "off"), "exclusion")
    add(g, "所有灯调暗，宝宝房、走廊除外",
        al(sel("light", exclude_rooms=["baby", "corr"], need="bright"), "bright"), "exclusion brightness")
    add(g, "除了客厅柜机，空调都调到27度", al(minus(AC, "l_ac"), "temp"), "exclusion value")
    add(g, "除了宝宝监控，摄像头都关了", ask(["lb_cam", "g_cam"]), "exclusion camera spec-missing")
    add(g, "除了冰箱别的都断电", ask(minus(PLUG, "k_fridge"), "off"), "exclusion typeless-all power")


def cases_count():
    g = "count"
    add(g, "开两盏灯", ask(LIGHT, "on"), "no-place")
    add(g, "开一盏灯就行", ask(LIGHT, "on"), "no-place")
    add(g, "客厅开两盏灯", one(LR_LIGHT, "on"), "room")
    add(g, "主卧开两个筒灯", one(MB_DOWN, "on"), "series")
    add(g, "射灯开一个就行", one(SPOTS, "on"), "series")
    add(g, "主卧开五个筒灯", ask(MB_DOWN, "on"), "too-many")
    add(g, "射灯开六个", ask(SPOTS, "on"), "too-many")
    add(g, "餐厅两个筒灯都开", al(DN_DOWN, "on"), "equal-count")
    add(g, "把三个加湿器都开了", al(HUMID, "on"), "equal-count")
    add(g, "四个射灯全关", al(SPOTS, "off"), "equal-count")
    add(g, "两个净化器开一下", ask(PURIFIER, "on"), "fewer-than-set")
    add(g, "关掉一半的灯", ask(LIGHT, "off"), "fraction-of-set")
    add(g, "客厅的灯关一半", ask(LR_LIGHT, "off"), "fraction-of-set")
    add(g, "客厅留一盏灯，其他关了", ask(LR_LIGHT, "off"), "keep-unnamed")
    add(g, "走廊三个筒灯全开", al(CORR_DOWN, "on"), "equal-count")
    add(g, "走廊开一个筒灯", one(CORR_DOWN, "on"), "series")
    add(g, "主卧开三个筒灯", one(MB_DOWN, "on"), "series")
    add(g, "开俩空调", ask(AC, "on"), "no-place beijing")
    add(g, "两个浴霸都开", al(BATH, "on"), "equal-count bath-heater")
    add(g, "三个吸顶灯开一下", ask(CEIL, "on"), "fewer-than-set duplicate-label")
    add(g, "四个吸顶灯都关了", al(["c_ceil", "cl_ceil", "o_ceil", "n_ceil"], "off"), "equal-count duplicate-label")
    add(g, "两个Hue Play开一个", one(["le_p1", "le_p2"], "on"), "series english-label")
    add(g, "客厅两个窗帘都拉上", al(["l_curtain", "l_sheer"], "close"), "equal-count curtain")
    add(g, "卧室开一台空调", ask(sel("ac", rooms=["mb", "baby", "duo", "nanny", "study"]), "on"), "ambiguous-room")
    add(g, "随便开个灯", ask(LIGHT, "on"), "no-place")
    add(g, "给我来两盏灯，书房的", one(sel("light", rooms=["study"]), "on"), "room beijing")
    add(g, "筒灯开三个", ask(sel("downlight"), "on"), "no-place series")
    add(g, "宝宝房开一个灯，别太亮", [one(["b_main", "b_night"], "on"), one(["b_main", "b_night"], "level", "bright")],
        "room quiet")


def cases_value():
    g = "value"
    # brightness
    add(g, "客厅-主灯调到30%", one("l_main", "level"), "brightness percent")
    add(g, "主灯亮度调到百分之六十", one("l_main", "level"), "brightness chinese-numeral partial-label")
    add(g, "餐厅吊灯亮度开一半", one("d_pend", "level"), "brightness fraction")
    add(g, "宝宝夜灯调到最暗", one("b_night", "level"), "brightness extreme")
    add(g, "朵朵台灯亮度调到最大", one("o_lamp", "level"), "brightness extreme")
    add(g, "米家台灯1S调亮一点", one("s_lamp", "bright"), "brightness relative")
    add(g, "屏幕挂灯暗一点", one("s_bar", "bright"), "brightness relative")
    add(g, "走廊感应夜灯调到10", one("c_night", "level"), "brightness bare-number")
    add(g, "鞋柜灯带亮度七成", one("h_shoe", "level"), "brightness fraction")
    add(g, "床头灯，主卧那个，调到20%亮度", one("m_bed", "level"), "brightness afterthought-room")
    add(g, "Hue Go亮度百分之百", one("le_go", "level"), "brightness english-label")
    add(g, "衣柜感应灯调暗点儿", one("cl_strip", "bright"), "brightness beijing")
    # colour temperature
    add(g, "客厅主灯调成暖光", one("l_main", "ct"), "colour-temp")
    add(g, "客厅-主灯色温调到3000K", one("l_main", "ct_abs"), "colour-temp kelvin")
    add(g, "朵朵台灯调成白光，她要写作业", one("o_lamp", "ct", "ct_abs"), "colour-temp reason")
    add(g, "Yeelight 吸顶灯 Pro 色温4000", one("s_ceil", "ct_abs"), "colour-temp bare-number")
    add(g, "餐厅吊灯冷一点", one("d_pend", "ct"), "colour-temp relative")
    add(g, "宝宝房主灯换成最暖的那个色", one("b_main", "ct", "ct_abs"), "colour-temp extreme")
    add(g, "书房台灯调成自然光", ask(["o_studylamp", "s_lamp"], "ct"), "colour-temp label-names-other-room")
    add(g, "主卧筒灯2色温调到五千五", one("m_d2", "ct_abs"), "colour-temp chinese-numeral series")
    # colour
    add(g, "Yeelight 彩光灯带调成紫色", one("l_strip", "color"), "colour")
    add(g, "灯带换个红色", one(["l_strip", "le_strip"], "color"), "colour partial-label")
    add(g, "宝宝夜灯调成橙色的", one("b_night", "color"), "colour")
    add(g, "Hue lightstrip 变成绿色", one("le_strip", "color"), "colour english-label")
    add(g, "Yeelight 床头灯换成粉红", one("z_yeebed", "color"), "colour no-room")
    add(g, "Hue Play 1 蓝色，Hue Play 2 红色", [one("le_p1", "color"), one("le_p2", "color")], "colour series")
    # setpoint
    add(g, "柜机调到26度", one("l_ac", "temp"), "setpoint")
    add(g, "客厅空调温度二十五", one("l_ac", "temp"), "setpoint chinese-numeral")
    add(g, "主卧空调调到26.5度", one("m_ac", "temp"), "setpoint decimal")
    add(g, "宝宝房空调调高一度", one("b_ac", "temp"), "setpoint relative")
    add(g, "朵朵屋空调低两度", one("o_ac", "temp"), "setpoint relative")
    add(g, "书房空调制冷24度", [one("s_ac", "mode:cool"), one("s_ac", "cool_sp")], "setpoint mode")
    add(g, "阿姨房空调调到二十七度", one("n_ac", "temp"), "setpoint single-setpoint")
    add(g, "热水器水温调到42度", one("k_wh", "heat_sp"), "setpoint water-heater")
    add(g, "洗澡水调热一点", one("k_wh", "heat_sp"), "setpoint water-heater paraphrase")
    add(g, "主卫浴霸温度调到三十", one("mb_heater", "heat_sp"), "setpoint bath-heater")
    add(g, "柜机调到15度", ask(["l_ac"], "temp"), "setpoint out-of-range")
    add(g, "热水器调到80度", ask(["k_wh"], "heat_sp"), "setpoint out-of-range")
    add(g, "空调调到26", ask(AC, "temp"), "setpoint type-word")
    # fan speed
    add(g, "柜机风速调到高", one("l_ac", "fan:high"), "fan-speed")
    add(g, "主卧空调风小点", one("m_ac", "fan"), "fan-speed relative")
    add(g, "宝宝房空调风速自动", one("b_ac", "fan:auto"), "fan-speed")
    add(g, "米家落地扇开到最大档", one("n_fan", "fan:max"), "fan-speed extreme")
    add(g, "落地扇风速百分之四十", one("n_fan", "fan_pct"), "fan-speed percent")
    add(g, "新风风量调到中档", one("w_fresh", "fan:medium"), "fan-speed fresh-air")
    add(g, "油烟机开大档", one("k_hood", "fan:high"), "fan-speed hood")
    add(g, "油烟机调到低速", one("k_hood", "fan:low"), "fan-speed hood")
    add(g, "净化器4 Pro 风速开到70%", one("l_purifier", "fan_pct"), "fan-speed percent purifier")
    add(g, "书房空调风速调大", ask(["s_ac"], "fan"), "fan-speed unsupported")
    # volume
    add(g, "Soundbar音量调到25", one("l_bar", "volset"), "volume english-label")
    add(g, "回音壁声音大一点", one("l_bar", "volup"), "volume alias")
    add(g, "小爱音箱Pro声音开到一半", one("l_xiaoai", "volset"), "volume fraction")
    add(g, "小爱音箱Play音量最小", one("m_xiaoai", "volset", "voldown"), "volume extreme")
    add(g, "小爱mini音量调到10", one("b_xiaoai", "volset"), "volume partial-label")
    add(g, "客厅音箱小点声", one(["l_bar", "l_xiaoai"], "voldown"), "volume room")
    # channel / keys
    add(g, "小米电视换到5台", one("l_tv", "key"), "channel")
    add(g, "电视调到13频道", one("l_tv", "key"), "channel type-word")
    add(g, "电视下一个台", one("l_tv", "key", "next"), "channel relative")
    add(g, "电视按一下返回", one("l_tv", "key"), "remote-key")
    add(g, "小米电视回主页", one("l_tv", "key"), "remote-key")
    add(g, "电视快进", one("l_tv", "ff"), "media")
    # shades
    add(g, "Aqara 窗帘电机开一半", one("l_curtain", "shade"), "fraction")
    add(g, "客厅纱帘拉到三分之一", one("l_sheer", "shade"), "fraction")
    add(g, "主卧窗帘开到30%", one("m_curtain", "shade"), "percent")
    add(g, "宝宝房遮光帘留一条缝", one("b_curtain", "shade_step"), "vague-fraction")
    add(g, "朵朵屋窗帘开到四分之三", one("o_curtain", "shade"), "fraction")
    add(g, "书房卷帘放一半下来", one("s_blind", "shade"), "fraction")
    add(g, "遮阳帘再往下放一点", one("v_shade", "shade_step"), "relative")
    add(g, "主卧窗帘到预设位置", one("m_curtain", "preset"), "preset")
    add(g, "晾衣架降到一半", one("lb_rack", "shade"), "fraction rack")
    add(g, "宝宝房遮光帘去预设位置", ask(["b_curtain"], "preset"), "preset unsupported")
    # appliances
    add(g, "微波炉定时两分钟", one("k_micro", "cooktime"), "duration")
    add(g, "微波炉热一分半", [one("k_micro", "cooktime"), one("k_micro", "start")], "duration")
    add(g, "洗衣机水温40度", one("lb_washer", "tlevel:40°C"), "temperature-level")
    add(g, "洗衣机脱水1000转", one("lb_washer", "spin:1000"), "spin")
    add(g, "洗衣机别脱水", one("lb_washer", "spin:No Spin"), "spin negation-as-value")
    add(g, "洗衣机加漂一次", one("lb_washer", "rinse:extra"), "rinse")
    add(g, "烘干机温度调低", one("lb_dryer", "tlevel:Low"), "temperature-level")
    add(g, "洗碗机用高温", one("k_dish", "tlevel:High"), "temperature-level")
    add(g, "洗衣机水温调到30度", ask(["lb_washer"], "tlevel:40°C"), "temperature-level unsupported-value")
    add(g, "浴霸暖风开到40度，公卫的", [one("p_heater", "mode:heat"), one("p_heater", "heat_sp")], "bath-heater setpoint")


def cases_mode():
    g = "mode"
    add(g, "柜机开制冷", one("l_ac", "mode:cool"), "ac")
    add(g, "客厅空调除湿", one("l_ac", "mode:dry"), "ac")
    add(g, "柜机送风模式", one("l_ac", "mode:fan"), "ac")
    add(g, "主卧空调睡眠模式", one("m_ac", "mode:sleep"), "ac")
    add(g, "宝宝房空调开自动", one("b_ac", "mode:auto"), "ac")
    add(g, "朵朵屋空调制热", one("o_ac", "mode:heat"), "ac")
    add(g, "书房空调除湿", ask(["s_ac"], "mode:dry"), "ac unsupported-value")
    add(g, "空调伴侣调成送风", one("n_ac", "mode:fan"), "ac single-setpoint")
    add(g, "阿姨房空调抽湿", one("n_ac", "mode:dry"), "ac")
    add(g, "柜机调成自然风", one("l_ac", "wind:naturalWind"), "ac wind")
    add(g, "宝宝房空调睡眠风", one("b_ac", "wind:sleepWind"), "ac wind")
    add(g, "朵朵房空调睡眠模式", ask(["o_ac"], "mode:sleep"), "ac unsupported-value")
    add(g, "净化器4 Pro开自动", one("l_purifier", "fan:auto"), "purifier")
    add(g, "宝宝房净化器睡眠模式", one("b_purifier", "mode:sleep"), "purifier")
    add(g, "主卧净化器开最高档", one("m_purifier", "fan:high"), "purifier")
    add(g, "落地扇自然风", one("n_fan", "wind:naturalWind"), "fan")
    add(g, "落地扇摇头", one("n_fan", "osc:horizontal"), "fan oscillation")
    add(g, "落地扇别摇了", one("n_fan", "osc:off"), "fan oscillation negation-as-value")
    add(g, "主卫浴霸开换气", one("mb_heater", "mode:fan"), "bath-heater")
    add(g, "公卫浴霸干燥模式", one("p_heater", "mode:dry"), "bath-heater")
    add(g, "主卫浴霸凉风", one("mb_heater", "mode:cool"), "bath-heater")
    add(g, "公卫浴霸摆风", one("p_heater", "osc:swing"), "bath-heater")
    add(g, "主卫浴霸风量调大", one("mb_heater", "fan:high"), "bath-heater fan-speed")
    add(g, "主卫浴霸的灯开一下", one("mb_heater", "sw_on"), "bath-heater light")
    add(g, "公卫浴霸灯调暗", one("p_heater", "level"), "bath-heater light brightness")
    add(g, "洗衣机洗羽绒服", one("lb_washer", "wmode:Down"), "washer")
    add(g, "洗衣机用快洗", one("lb_washer", "wmode:Quick"), "washer")
    add(g, "洗衣机换母婴模式，洗宝宝衣服", one("lb_washer", "wmode:Baby Care"), "washer reason")
    add(g, "洗衣机洗床单被罩", one("lb_washer", "wmode:Bedding"), "washer by-use")
    add(g, "烘干机轻柔烘", one("lb_dryer", "wmode:Delicate"), "dryer")
    add(g, "烘干机开母婴除菌", one("lb_dryer", "wmode:Baby Care"), "dryer")
    add(g, "洗碗机节能洗", one("k_dish", "wmode:Eco"), "dishwasher")
    add(g, "洗碗机洗一下奶瓶，用除菌的", one("k_dish", "wmode:Baby Care"), "dishwasher by-use")
    add(g, "洗碗机强力洗", one("k_dish", "wmode:Intensive"), "dishwasher")
    add(g, "扫地机只拖地", one("x_robot", "wmode:Mop"), "robot")
    add(g, "扫拖机器人扫拖一起", one("x_robot", "wmode:Vacuum and Mop"), "robot")
    add(g, "扫地机深度清洁一下", one("x_robot", "wmode:Deep Clean"), "robot")
    add(g, "充电桩改成谷电充", one("g_charger", "wmode:Time of Use"), "charger")
    add(g, "充电桩立即充电", one("g_charger", "wmode:Manual"), "charger")
    add(g, "微波炉解冻", one("k_micro", "wmode:Defrost"), "microwave")
    add(g, "热水器换成预约模式", one("k_wh", "wh:Timed"), "water-heater")
    add(g, "洗衣机洗羊绒衫", one("lb_washer", "wmode:Wool"), "washer nearest-value by-use")
    add(g, "洗碗机快洗", one("k_dish", "wmode:Quick"), "dishwasher")
    add(g, "扫地机静音模式", ask(["x_robot"]), "robot unsupported-value")


def cases_multi():
    g = "multi"
    add(g, "客厅主灯关了，灯带打开", [one("l_main", "off"), one("l_strip", "on")], "two-devices")
    add(g, "柜机开到26度", [one("l_ac", "on"), one("l_ac", "temp")], "two-actions")
    add(g, "主卧空调开制冷，调到25", [one("m_ac", "mode:cool"), one("m_ac", "temp")], "two-actions")
    add(g, "宝宝房主灯关了，夜灯开最暗", [one("b_main", "off"), one("b_night", "on"), one("b_night", "level")],
        "three-commands room-carry")
    add(g, "把电视和Soundbar都关了", al(["l_tv", "l_bar"], "off"), "named-set mixed-kinds")
    add(g, "窗帘拉上，灯打开，客厅的", [one(["l_curtain", "l_sheer"], "close"), one(LR_LIGHT, "on")],
        "room-after")
    add(g, "洗衣机洗完了烘干机接着烘", [one("lb_dryer", "start")], "condition")
    add(g, "先把晾衣架降下来，再把阳台灯打开", [one("lb_rack", "close", "shade"), one("lb_light", "on")],
        "sequence alias")
    add(g, "油烟机开，厨房灯也开", [one("k_hood", "on"), one("k_light", "on")], "also")
    add(g, "热水器开了，主卫浴霸也开暖风", [one("k_wh", "on"), one("mb_heater", "mode:heat")], "also")
    add(g, "关电视，开小爱放歌", [one("l_tv", "off"), ask(["l_xiaoai"], "play")], "unsupported-part")
    add(g, "新风开高档，净化器开自动，客厅的",
        [one("w_fresh", "fan:high"), one("l_purifier", "fan:auto")], "room-after fresh-air")
    add(g, "书房空调开，卷帘放下来，挂灯开", [one("s_ac", "on"), one("s_blind", "close", "shade"), one("s_bar", "on")],
        "three-commands room-carry")
    add(g, "主卧灯全关，床头灯开最暗", [al(sel("light", rooms=["mb"]), "off"), one("m_bed", "on"), one("m_bed", "level")],
        "bulk-then-one")
    add(g, "宝宝房空调26度，加湿器打开", [one("b_ac", "temp"), one("b_humid", "on")], "room-carry")
    add(g, "滴灌阀开，十分钟后关", [one("v_valve", "open"), one("v_valve", "close")], "delay")
    add(g, "洗碗机开始洗，洗完了把净水器关了", [one("k_dish", "start"), one("k_ro", "off")], "sequence")
    add(g, "扫地机开始扫，扫完回去充电", [one("x_robot", "start"), one("x_robot", "home")], "sequence")
    add(g, "射灯1开，射灯2别开", one("l_s1", "on"), "negation")
    add(g, "关客厅空调开主卧空调", [one("l_ac", "off"), one("m_ac", "on")], "no-punctuation")
    add(g, "朵朵台灯开，星空投影灯关", [one("o_lamp", "on"), one("o_star", "off")], "two-devices")
    add(g, "全屋灯关，门锁上", [al(LIGHT, "off"), one("h_lock", "lock")], "bulk-then-one leaving")
    add(g, "燃气阀关了，热水器也关了", [one("k_valve", "close"), one("k_wh", "off")], "safety")
    add(g, "小米电视开，Soundbar也开，音量调到20",
        [one("l_tv", "on"), one("l_bar", "on"), one("l_bar", "volset")], "three-commands")
    add(g, "主卧窗帘拉开一半，纱帘全拉上", [one("m_curtain", "shade"), one("m_sheer", "close")], "fraction")
    add(g, "阿姨房电暖器关了开空调制热", [one("n_heater", "off"), one("n_ac", "mode:heat")], "room-carry")
    add(g, "客厅、主卧空调关，宝宝房空调开", [al(["l_ac", "m_ac"], "off"), one("b_ac", "on")], "bulk-then-one")
    add(g, "净水器开，管线机也开一下", [one("k_ro", "on"), one("d_water", "on")], "also")
    add(g, "鞋柜灯带开，玄关灯也开", al(["h_shoe", "h_light"], "on"), "named-set")
    add(g, "射灯调到50%，色温调暖", [al(SPOTS, "level"), al(SPOTS, "ct")], "series two-actions")
    add(g, "宝宝房加湿器开，净化器开睡眠", [one("b_humid", "on"), one("b_purifier", "mode:sleep")], "room-carry")
    add(g, "洗衣机开快洗，水温40度，1000转",
        [one("lb_washer", "wmode:Quick"), one("lb_washer", "tlevel:40°C"), one("lb_washer", "spin:1000")],
        "three-commands washer")
    add(g, "充电桩充电，车位摄像头看一眼", [one("g_charger", "wmode:Manual"), st("g_cam")], "command-and-state")
    add(g, "储物间灯关了，除湿机开着别关", one("s1_light", "off"), "negation")
    add(g, "把客厅的柜机和净化器都开了", [one("l_ac", "on"), one("l_purifier", "on")], "named-set mixed-kinds")
    add(g, "景观阳台补光灯开，遮阳帘拉上一半", [one("v_grow", "on"), one("v_shade", "shade")], "room-carry")
    add(g, "Hue Go关，Hue lightstrip开", [one("le_go", "off"), one("le_strip", "on")], "english-label")
    add(g, "关了卫生间浴霸，哦主卫的，然后开公卫灯", [one("mb_heater", "off"), one("p_light", "on")], "correction")
    add(g, "微波炉解冻五分钟", [one("k_micro", "wmode:Defrost"), one("k_micro", "cooktime")], "mode duration")
    add(g, "电视暂停，灯带调成蓝色", [one("l_tv", "pause"), one(["l_strip", "le_strip"], "color")], "two-devices")


def cases_history():
    g = "history"
    H = lambda *q: list(q)
    add(g, "调到26度", one("l_ac", "temp"), "ellipsis", history=H("柜机打开"))
    add(g, "把它关了", one("m_bed", "off"), "pronoun", history=H("主卧床头灯打开"))
    add(g, "再暗一点", one("l_main", "bright"), "ellipsis brightness", history=H("客厅-主灯调到50%"))
    add(g, "那个也开了", ask([], "on"), "pronoun no-antecedent")
    add(g, "它调成暖光", ask([], "ct"), "pronoun no-antecedent")
    add(g, "刚才那个关了", ask([], "off"), "reference no-antecedent")
    add(g, "关掉", ask([], "off"), "ellipsis no-antecedent")
    add(g, "刚才那个灯再亮点", one("b_night", "bright"), "reference", history=H("宝宝夜灯开"))
    add(g, "主卧的也开", one("m_humid", "on"), "also room", history=H("客厅加湿器开"))
    add(g, "宝宝房的也一样", one("b_ac", "temp"), "also room", history=H("主卧空调调到26度"))
    add(g, "都关了", al(["l_tv", "l_bar"], "off"), "both", history=H("小米电视打开", "Soundbar打开"))
    add(g, "那个关了", ask(["l_tv", "l_bar"], "off"), "pronoun two-antecedents",
        history=H("小米电视打开", "Soundbar打开"))
    add(g, "客厅的", one("l_humid", "on"), "answer", history=H("加湿器打开"))
    add(g, "宝宝房那个", one("b_ac", "on"), "answer", history=H("空调开"))
    add(g, "主卫的", one("mb_heater", "on"), "answer", history=H("浴霸开"))
    add(g, "全部", al(HUMID, "on"), "answer all", history=H("加湿器打开"))
    add(g, "两个都关", al(["m_bed", "z_yeebed"], "off"), "answer both", history=H("床头灯关了"))
    add(g, "主卧那个", one("m_d3", "on"), "answer series", history=H("筒灯3开"))
    add(g, "走廊的", one("c_d3", "on"), "answer series", history=H("筒灯3开"))
    add(g, "朵朵屋里那个", one("o_studylamp", "on"), "answer label-names-other-room", history=H("书房台灯开一下"))
    add(g, "生活阳台", one("lb_light", "off"), "answer", history=H("阳台的灯关了"))
    add(g, "算了，不用了", NONE, "cancel", history=H("空调开"))
    add(g, "等会儿再说", NONE, "cancel", history=H("窗帘拉上"))
    add(g, "调到24", one("o_ac", "temp"), "ellipsis", history=H("朵朵屋空调开"))
    add(g, "风小点", one("o_ac", "fan"), "ellipsis", history=H("朵朵屋空调开", "调到24"))
    add(g, "再低一度", one("o_ac", "temp"), "ellipsis", history=H("朵朵屋空调开", "调到24"))
    add(g, "还是关了吧", one("o_ac", "off"), "ellipsis", history=H("朵朵屋空调开", "调到24", "风小点"))
    add(g, "它现在几度", one("m_ac", "*"), "pronoun state", history=H("主卧空调开"))
    add(g, "那收起来", one("lb_rack", "open", "shade"), "state-then-act",
        history=H("晾衣架是不是还放着"))
    add(g, "声音小点", one("l_bar", "voldown"), "ellipsis volume", history=H("客厅的音箱放首歌"))
    add(g, "下一首", one("l_bar", "next"), "ellipsis", history=H("Samsung Soundbar 播放"))
    add(g, "红色", one("le_go", "color"), "ellipsis value", history=H("Hue Go 打开"))
    add(g, "也调成红色", one("le_p1", "color"), "also value", history=H("Hue Go 调成红色", "Hue Play 1 开"))
    add(g, "还有餐厅的", al(sel("light", rooms=["dn"]), "off"), "also bulk", history=H("客厅灯全关了"))
    add(g, "主卧的也是", al(["m_curtain", "m_sheer"], "close"), "also bulk", history=H("客厅窗帘都拉上"))
    add(g, "除了主卧", al(minus(AC, "m_ac"), "off"), "exclusion-afterthought", history=H("空调都关了"))
    add(g, "等等，宝宝房的先别关", al(sel("light", exclude_rooms=["baby"]), "off"), "exclusion-afterthought",
        history=H("灯都关了"))
    add(g, "除了厨房都关了", al(sel("light", exclude_rooms=["kt"]), "off"), "exclusion type-carry",
        history=H("所有灯都打开"))
    add(g, "那朵朵房间呢", one("o_ac", "*"), "also state", history=H("宝宝房空调开着吗"))
    add(g, "再开一个", one(["l_s1", "l_s2", "l_s4"], "on"), "count series", history=H("射灯3开"))
    add(g, "第二个也开", one("l_s2", "on"), "series ordinal", history=H("射灯1开"))
    add(g, "下一个", one("m_d3", "on"), "series relative", history=H("主卧筒灯1开", "主卧筒灯2开"))
    add(g, "一样的，开26度", [one("b_ac", "on"), one("b_ac", "temp")], "also two-actions",
        history=H("主卧空调开26度", "宝宝房空调呢"))
    add(g, "不对，是主卧的", one("m_sheer", "close"), "correction", history=H("纱帘拉上"))
    add(g, "我说的是客厅那个", one("l_plug", "off"), "correction", history=H("米家智能插座3 关掉"))
    add(g, "嗯，都关", al(sel("mi_plug"), "off"), "answer all", history=H("米家智能插座3 关掉"))
    add(g, "把它锁上", one("h_lock", "lock"), "pronoun lock", history=H("门锁锁了没"))
    add(g, "调到中档", one("w_fresh", "fan:medium"), "ellipsis", history=H("新风系统打开"))
    add(g, "开一半", one("s_blind", "shade"), "ellipsis fraction", history=H("书房卷帘放下来"))
    add(g, "暂停", one("x_robot", "pause_op"), "ellipsis", history=H("米家扫拖机器人开始扫"))
    add(g, "刚开的那个再关上", one("o_star", "off"), "reference", history=H("星空投影灯打开"))
    add(g, "跟刚才一样", one("p_heater", "mode:heat"), "also", history=H("主卫浴霸开暖风", "公卫浴霸呢"))
    add(g, "那个那个，刚才说的那个灯", one("v_grow", "on"), "reference filler", history=H("绿植补光灯打开"))
    add(g, "这个也关了吧", ask([], "off"), "pronoun no-antecedent")
    add(g, "它几度了", ask([], "*"), "pronoun no-antecedent state")
    add(g, "打开", one("k_dish", "on"), "ellipsis state-then-act", history=H("洗碗机关着吗"))
    add(g, "关了吧", one("k_wh", "off"), "ellipsis state-then-act", history=H("热水器开着没"))
    add(g, "还是太亮", one(["b_main", "b_night"], "bright"), "need ellipsis",
        history=H("宝宝房开一个灯，别太亮"))
    add(g, "都调成暖光", one("d_pend", "ct"), "also bulk partial-support",
        history=H("餐厅灯全开"))
    add(g, "主卧", one(sel("light", rooms=["mb"]), "off"), "answer room", history=H("卧室灯关一下"))
    add(g, "宝宝房", one("b_curtain", "close"), "answer room", history=H("小孩房窗帘拉上"))


def cases_need():
    g = "need"
    add(g, "客厅好热", one(["l_ac"], "cool"), "hot room")
    add(g, "主卧太冷了", one(["m_ac"], "warm"), "cold room")
    add(g, "宝宝房有点干", one(["b_humid"], "on"), "dry-air room")
    add(g, "客厅太干了，嗓子疼", one(["l_humid"], "on"), "dry-air room")
    add(g, "客厅有味道", one(["l_purifier", "w_fresh"], "purify"), "smell room")
    add(g, "外面雾霾好大，屋里开点啥", ask(PURIFIER + ["w_fresh"], "purify"), "smog no-place")
    add(g, "客厅太暗了", one(LR_LIGHT, "lightup"), "dark room")
    add(g, "书房太暗了看不清字", one(sel("light", rooms=["study"]), "lightup"), "dark room")
    add(g, "主卧灯太刺眼", one(sel("light", rooms=["mb"]), "dimoff"), "glare room")
    add(g, "太暗了", ask(LIGHT, "lightup"), "dark no-place")
    add(g, "好热啊", ask(AC + ["n_fan"], "cool"), "hot no-place")
    add(g, "冷死了", ask(AC + HEATER + ["b_blanket"], "warm"), "cold no-place")
    add(g, "阿姨房冷", one(["n_ac", "n_heater"], "warm"), "cold room")
    add(g, "阿姨房太热了", one(["n_ac", "n_fan"], "cool"), "hot room")
    add(g, "主卫洗澡冷", one(["mb_heater"], "warm"), "cold bathroom")
    add(g, "洗澡水不热", one("k_wh", "warm"), "hot-water")
    add(g, "朵朵房间太晒了", one(["o_curtain"], "close", "shade"), "sun room")
    add(g, "客厅太晒了", one(["l_curtain", "l_sheer"], "close", "shade"), "sun room")
    add(g, "书房太吵了", ask([]), "noise room nothing-to-offer")
    add(g, "客厅太吵了", one(["l_bar", "l_xiaoai"], "quieter"), "noise room")
    add(g, "储物间有点潮", one(["s1_dehum"], "on"), "damp room")
    add(g, "主卫潮乎乎的", one(["mb_heater"], "dry"), "damp bathroom")
    add(g, "公卫有味儿", one(["p_heater"], "mode:fan"), "smell bathroom")
    add(g, "屋里空气不好", ask(PURIFIER + ["w_fresh"], "purify"), "smell no-place")
    add(g, "厨房油烟好大", one("k_hood", "on", "fan:high"), "smoke kitchen")
    add(g, "衣服要收了", one("lb_rack", "open", "shade"), "laundry by-use")
    add(g, "衣服湿的，得烘一下", one("lb_dryer", "start"), "laundry by-use")
    add(g, "要洗碗了", one("k_dish", "start"), "by-use")
    add(g, "地上好多头发", one("x_robot", "start"), "by-use robot")
    add(g, "花该浇水了", one("v_valve", "open"), "by-use valve")
    add(g, "车快没电了", one("g_charger", "wmode:Manual"), "by-use charger")
    add(g, "乌龟缸水凉了", one("l_turtle", "on"), "by-use plug")
    add(g, "看不清鞋了", one(["h_light", "h_shoe"], "lightup"), "dark by-use")
    add(g, "找衣服看不见", one(["cl_ceil", "cl_strip"], "lightup"), "dark by-use")
    add(g, "宝宝房太亮了，宝宝睡不着", one(sel("light", rooms=["baby"]) + ["b_curtain"], "dimoff", "close"),
        "glare room quiet")
    add(g, "朵朵房间有点闷", one(["o_ac"], "cool"), "stuffy room")
    add(g, "书房好闷", one(["s_ac"], "cool"), "stuffy room")
    add(g, "宝宝房温度有点低", one(["b_ac", "b_oil"], "warm"), "cold room")
    add(g, "姥姥说被窝冷", one("b_blanket", "on"), "cold by-use person")
    add(g, "我要洗澡了", ask(["k_wh"] + BATH, "on"), "by-use ambiguous")
    add(g, "准备做饭了", ask(["k_hood", "k_light"], "on"), "by-use vague")
    add(g, "该睡觉了", ask(LIGHT, "off"), "routine vague")
    add(g, "我出门了", ask(sel(need="off"), "off"), "routine vague")
    add(g, "家里空气太干了", al(HUMID, "on"), "dry-air whole-home")
    add(g, "主卧太干", one("m_humid", "on"), "dry-air room")
    add(g, "客厅PM2.5超标了", one(["l_purifier", "w_fresh"], "purify"), "smog room english")
    add(g, "水喝完了，管线机开一下", one("d_water", "on"), "by-use")
    add(g, "看电视反光", one(["l_curtain", "l_sheer"], "close", "shade"), "glare tv by-use")
    add(g, "厨房太暗", one("k_light", "on"), "dark room")
    add(g, "储物间黑乎乎的", one("s1_light", "on"), "dark basement beijing")


def cases_state():
    g = "state"
    add(g, "门锁锁好了吗", st("h_lock"), "lock")
    add(g, "德施曼门锁现在什么状态", st("h_lock"), "lock")
    add(g, "客厅现在多少度", one(["l_th", "l_ac"], "*"), "temperature room")
    add(g, "宝宝房湿度多少", one(["b_th", "b_ac"], "*"), "humidity room")
    add(g, "储物间潮不潮", st("s1_th"), "humidity basement spec-missing")
    add(g, "宝宝醒了没", st("b_cam"), "camera spec-missing")
    add(g, "门口有人吗", one(["lb_cam", "h_motion"], "*"), "camera motion spec-missing")
    add(g, "厨房漏水了吗", st("k_leak"), "leak")
    add(g, "哪儿漏水了", one(sel("leak"), "*"), "leak any")
    add(g, "燃气报警器响了没", st("k_gas"), "gas")
    add(g, "烟雾报警器有没有报警", st("c_smoke"), "smoke")
    add(g, "家里烟雾燃气都正常吗", one(sel("smoke"), "*"), "smoke gas any")
    add(g, "阳台门关了没", st("v_door"), "contact")
    add(g, "储物间门关好了吗", st("s1_door"), "contact basement")
    add(g, "客厅空调开着吗", st("l_ac"), "ac")
    add(g, "空调开着吗", ask(AC, "*"), "ac type-word")
    add(g, "空调都关了吗", one(AC, "*"), "ac any")
    add(g, "洗衣机洗完了吗", st("lb_washer"), "washer")
    add(g, "洗碗机还有多久", st("k_dish"), "dishwasher")
    add(g, "车充满了吗", st("g_charger"), "charger")
    add(g, "充电桩在充电吗", st("g_charger"), "charger")
    add(g, "扫地机扫完了没", st("x_robot"), "robot")
    add(g, "热水器现在几度", st("k_wh"), "water-heater")
    add(g, "宝宝房净化器开着没", st("b_purifier"), "purifier")
    add(g, "客厅空气怎么样", one(["l_purifier"], "*"), "air-quality room")
    add(g, "乌龟缸加热棒开着吗", st("l_turtle"), "plug")
    add(g, "冰箱插座有电吗", st("k_fridge"), "plug instruction-label")
    add(g, "lumi.plug.0a3f 是开着还是关着", st("z_lumi"), "plug default-name")
    add(g, "灯都关了吗", one(LIGHT, "*"), "light any")
    add(g, "宝宝房的灯关了没", one(sel("light", rooms=["baby"]), "*"), "light room")
    add(g, "窗帘都拉上了吗", one(CURTAIN, "*"), "curtain any")
    add(g, "晾衣架是不是还放着", st("lb_rack"), "rack")
    add(g, "走廊有人走过吗", one(["c_night"], "*"), "motion-light")
    add(g, "玄关有人吗", one(["h_motion"], "*"), "motion spec-missing garbled-room")
    add(g, "电视开着吗", st("l_tv"), "tv")
    add(g, "姥姥电热毯关了吗", st("b_blanket"), "blanket")
    add(g, "加湿器开着吗", ask(HUMID, "*"), "type-word-label duplicate-label")
    add(g, "主卧的加湿器开着吗", st("m_humid"), "duplicate-label room")
    add(g, "滴灌阀关了吗", st("v_valve"), "valve")
    add(g, "燃气阀关着吗", st("k_valve"), "gas valve")
    add(g, "B1储物间温度多少", st("s1_th"), "temperature basement spec-missing")
    add(g, "小米智能猫眼拍到啥了", st("lb_cam"), "camera spec-missing")
    add(g, "网关在线吗", st("w_hub"), "hub spec-missing")


def cases_none():
    g = "none"
    for q, t in [
        ("你好", "chitchat greeting"),
        ("今天北京天气怎么样", "chitchat weather"),
        ("明天限行尾号是几", "chitchat beijing-life"),
        ("通州到国贸地铁要多久", "chitchat commute"),
        ("宝宝该打什么疫苗了", "chitchat baby"),
        ("朵朵几点放学", "chitchat child"),
        ("晚上吃啥", "chitchat"),
        ("讲个笑话", "chitchat"),
        ("谢谢", "chitchat thanks"),
        ("得嘞，谢了啊", "chitchat thanks beijing"),
        ("要得要得", "chitchat sichuan"),
        ("好的好的，麻烦你了", "chitchat nanny"),
        ("嗯", "filler"),
        ("啊？", "filler"),
        ("那个……", "filler"),
        ("小爱同学", "wake-word"),
        ("小爱同学小爱同学", "wake-word"),
        ("哈哈哈", "chitchat"),
        ("😴", "emoji"),
        ("👶🍼", "emoji"),
        ("asdf", "gibberish"),
        ("空调是哪年买的", "remark-naming-device"),
        ("这个净化器滤芯多少钱", "remark-naming-device"),
        ("Hue 的灯真贵", "remark-naming-device english"),
        ("那个米家智能插座3是谁起的名", "remark-naming-device"),
        ("别拔-冰箱这名字谁改的", "remark-naming-device instruction-label"),
        ("门锁密码多少来着", "question-not-state lock"),
        ("帮我订个外卖", "out-of-scope"),
        ("明天七点叫我起床", "out-of-scope"),
        ("物业电话多少", "out-of-scope"),
        ("这个月电费多少钱", "out-of-scope"),
        ("空调别开了，开窗就行", "negation"),
        ("灯先别关", "negation"),
        ("甭开了", "negation beijing"),
        ("不用开空调", "negation"),
        ("宝宝夜灯一直开着，不用管", "negation"),
        ("冰箱插座别动", "negation instruction-label"),
        ("算了", "cancel"),
        ("取消", "cancel"),
        ("没事儿了", "cancel beijing"),
        ("莫得事了", "cancel sichuan"),
        ("不好意思说错了", "cancel nanny"),
        ("宝宝今天吃了多少奶", "chitchat baby"),
        ("姥姥的降压药吃了吗", "chitchat person"),
        ("阿姨今天休息", "chitchat person"),
        ("ok", "chitchat english"),
        ("thank you", "chitchat english"),
        ("妈妈我想看小猪佩奇", "chitchat child"),
        ("你会唱歌吗", "chitchat"),
        ("晚安", "chitchat"),
        ("我回来了", "chitchat"),
        ("车停哪个位置来着", "chitchat basement"),
        ("储物间租金该交了", "chitchat basement"),
    ]:
        add(g, q, NONE, t)


def cases_beijing():
    """The father: Beijing Mandarin, 儿化, Beijing words, tech English."""
    g = "beijing"
    DN_L = sel("light", rooms=["dn"])
    add(g, "劳驾把客厅灯给关喽", one(LR_LIGHT, "off"), "beijing polite")
    add(g, "麻利儿把客厅窗帘拉上", one(["l_curtain", "l_sheer"], "close"), "beijing")
    add(g, "得嘞，柜机开开，二十六度", [one("l_ac", "on"), one("l_ac", "temp")], "beijing two-actions")
    add(g, "甭开空调了，新风开开得了", one("w_fresh", "on"), "beijing negation")
    add(g, "赶紧的，灯全给我关了", al(LIGHT, "off"), "beijing all")
    add(g, "整点儿音乐，客厅的", one("l_bar", "play"), "beijing speaker")
    add(g, "这屋倍儿冷", ask(AC + HEATER + ["b_blanket"], "warm"), "beijing need speaker-room")
    add(g, "搁客厅那灯带给我调个蓝的", one(["l_strip", "le_strip"], "color"), "beijing colour")
    add(g, "射灯仨都开了", ask(SPOTS, "on"), "beijing count-mismatch")
    add(g, "俩Hue Play都给我开喽", al(["le_p1", "le_p2"], "on"), "beijing english-label count")
    add(g, "把那破扫地机叫回来", one("x_robot", "home"), "beijing robot")
    add(g, "充电桩给我充上", one("g_charger", "wmode:Manual"), "beijing charger")
    add(g, "门儿锁上没", st("h_lock"), "beijing lock")
    add(g, "把门儿给锁上", one("h_lock", "lock"), "beijing lock")
    add(g, "回头把热水器关喽", one("k_wh", "off"), "beijing")
    add(g, "吃饭了，餐厅灯开开", one(DN_L, "on"), "beijing")
    add(g, "电视给我关喽，Soundbar也关", [one("l_tv", "off"), one("l_bar", "off")], "beijing english-label")
    add(g, "全屋灯都灭了", al(LIGHT, "off"), "beijing all")
    add(g, "书房的灯给我捻亮点儿", one(sel("light", rooms=["study"], need="bright"), "bright"), "beijing brightness")
    add(g, "这灯太晃眼了", ask(LIGHT, "dimoff"), "beijing need no-place")
    add(g, "哥们儿，把宝宝屋温度整高点儿", one("b_ac", "temp"), "beijing setpoint alias")
    add(g, "客厅那几个射灯甭开了", NONE, "beijing negation")
    add(g, "麻溜儿的，空调都给我关了", al(AC, "off"), "beijing all")
    add(g, "储物间那灯给灭喽", one("s1_light", "off"), "beijing basement")
    add(g, "地库那充电桩改谷电", one("g_charger", "wmode:Time of Use"), "beijing charger")
    add(g, "把 purifier 开 auto", ask(PURIFIER, "fan:auto"), "beijing english type-word")
    add(g, "客厅 purifier 开 auto", one("l_purifier", "fan:auto"), "beijing english")
    add(g, "AC 调 26", ask(AC, "temp"), "beijing english type-word")
    add(g, "主卧 AC 调 26", one("m_ac", "temp"), "beijing english")
    add(g, "Soundbar volume 调到 30", one("l_bar", "volset"), "beijing english")
    add(g, "柜机 mode 调成 cool", one("l_ac", "mode:cool"), "beijing english")
    add(g, "Turn on 柜机", one("l_ac", "on"), "beijing english")
    add(g, "宝宝房 AC 开 sleep mode", one("b_ac", "mode:sleep"), "beijing english")
    add(g, "净化器 4 Pro 开 max", one("l_purifier", "fan:max"), "beijing english")
    add(g, "Hue Go 调成 warm white", one("le_go", "ct", "ct_abs"), "beijing english colour-temp")
    add(g, "TV 关了", one("l_tv", "off"), "beijing english unique-type")
    add(g, "robot 开始 clean", one("x_robot", "start"), "beijing english")
    add(g, "dishwasher 开 eco", one("k_dish", "wmode:Eco"), "beijing english")
    add(g, "把 washer 调成 quick wash", one("lb_washer", "wmode:Quick"), "beijing english")
    add(g, "fresh air 开 high", one("w_fresh", "fan:high"), "beijing english")
    add(g, "B1 light off", one("s1_light", "off"), "beijing english floor-code")
    add(g, "lock the door", one("h_lock", "lock"), "beijing english")
    add(g, "unlock 一下", ask(["h_lock"], "unlock"), "beijing english safety")
    add(g, "Living Room all lights off", al(HUE, "off"), "beijing english english-room")
    add(g, "把 Hue 全 turn off", al(HUE, "off"), "beijing english")
    add(g, "客厅 light 调 warm 一点", one(sel("light", rooms=LR, need="ct"), "ct"), "beijing english colour-temp")
    add(g, "bedroom AC on", ask(sel("ac", rooms=["mb", "baby", "duo", "nanny", "study"]), "on"),
        "beijing english ambiguous-room")
    add(g, "master bedroom 的 AC 调 25", one("m_ac", "temp"), "beijing english english-room")
    add(g, "purifier 全部 off", al(PURIFIER, "off"), "beijing english all")
    add(g, "humidifier 都 on", al(HUMID, "on"), "beijing english all")
    add(g, "curtains 全 close", al(CURTAIN, "close"), "beijing english all")
    add(g, "把 dryer start 一下", one("lb_dryer", "start"), "beijing english")
    add(g, "Soundbar next song", one("l_bar", "next"), "beijing english")
    add(g, "小米 TV pause", one("l_tv", "pause"), "beijing english")
    add(g, "charger 开始 charging", one("g_charger", "wmode:Manual"), "beijing english")
    add(g, "Hue Play brightness 50%", ask(["le_p1", "le_p2"], "level"), "beijing english series-no-number")
    add(g, "turn off 所有 lights except 宝宝房", al(sel("light", exclude_rooms=["baby"]), "off"),
        "beijing english exclusion")
    add(g, "door lock status?", st("h_lock"), "beijing english")
    add(g, "这破灯带怎么又亮了，关喽", one(["l_strip", "le_strip"], "off"), "beijing partial-label")
    add(g, "给我把走廊那仨筒灯都关喽", al(CORR_DOWN, "off"), "beijing count")
    add(g, "把那几个吸顶灯全给关了", al(CEIL, "off"), "beijing duplicate-label all")
    add(g, "柜机风给整大点儿", one("l_ac", "fan"), "beijing fan-speed")
    add(g, "客厅太闷得慌，新风开大点", one("w_fresh", "fan:up"), "beijing need fresh-air")
    add(g, "您受累，把洗碗机开了", one("k_dish", "start"), "beijing polite")


def cases_sichuan():
    """姥姥: Sichuanese mixed with Mandarin; names things by what they do."""
    g = "sichuan"
    BABY_L = sel("light", rooms=["baby"])
    add(g, "好热哦，把空调开起嘛", ask(AC, "cool"), "sichuan need no-place")
    add(g, "宝宝房好热哦，空调开起", one("b_ac", "cool"), "sichuan need")
    add(g, "那个啥子，烤火的那个开起", ask(HEATER, "on"), "sichuan by-use type-word")
    add(g, "宝宝屋头烤火的开起", one("b_oil", "on"), "sichuan by-use alias")
    add(g, "电热毯开起嘛，我要睡了", one("b_blanket", "on"), "sichuan")
    add(g, "把灯关了嘛，宝宝要睡了", ask(LIGHT, "off"), "sichuan no-place quiet")
    add(g, "搞快点，把宝宝房的灯关了", one(BABY_L, "off"), "sichuan")
    add(g, "莫得热水了，烧水的那个开起", one("k_wh", "on"), "sichuan by-use")
    add(g, "洗碗的那个机器开起", one("k_dish", "start"), "sichuan by-use")
    add(g, "扫地的那个机器人放出来扫一哈", one("x_robot", "start"), "sichuan by-use")
    add(g, "晾衣服的架架放下来", one("lb_rack", "close", "shade"), "sichuan by-use")
    add(g, "衣服干了，架架收上去", one("lb_rack", "open", "shade"), "sichuan by-use")
    add(g, "巴适，就这样", NONE, "sichuan chitchat")
    add(g, "阿姨屋头那个吹风的开起", one("n_fan", "on"), "sichuan by-use")
    add(g, "看娃娃的那个摄像头开起", ask(["b_cam"]), "sichuan by-use camera spec-missing")
    add(g, "宝宝房加湿的那个开起", one("b_humid", "on"), "sichuan by-use")
    add(g, "屋头干得很，加湿器都开起", al(HUMID, "on"), "sichuan all need")
    add(g, "客厅电视关了嘛，吵得很", one("l_tv", "off"), "sichuan")
    add(g, "那个小爱，声音关小点", ask(XIAOAI, "voldown"), "sichuan type-word")
    add(g, "莫开那个灯，刺眼睛", NONE, "sichuan negation")
    add(g, "宝宝屋头的窗帘拉起嘛，太阳晒到娃娃了", one("b_curtain", "close"), "sichuan need")
    add(g, "冷得很，宝宝房空调开热风", one("b_ac", "mode:heat"), "sichuan mode")
    add(g, "空调开成二十六度就要得", ask(AC, "temp"), "sichuan no-place")
    add(g, "宝宝房空调温度整低点", one("b_ac", "temp"), "sichuan setpoint")
    add(g, "那个啥子，做饭那个抽烟的开起", one("k_hood", "on"), "sichuan by-use")
    add(g, "厨房的灯开起，黑黢黢的", one("k_light", "on"), "sichuan need")
    add(g, "热水器关了嘛，浪费气", one("k_wh", "off"), "sichuan")
    add(g, "燃气关了莫得", st("k_valve"), "sichuan state gas")
    add(g, "气关了嘛", one("k_valve", "close"), "sichuan gas safety")
    add(g, "门锁好没得", st("h_lock"), "sichuan state lock")
    add(g, "阳台上的衣服收一哈", one("lb_rack", "open", "shade"), "sichuan by-use")
    add(g, "花花浇一哈水", one("v_valve", "open"), "sichuan by-use")
    add(g, "浴霸开起，我要洗澡", ask(BATH, "on"), "sichuan ambiguous-room")
    add(g, "公卫那个浴霸开起，热风", one("p_heater", "mode:heat"), "sichuan")
    add(g, "洗衣机洗好没得", st("lb_washer"), "sichuan state")
    add(g, "把宝宝的衣服洗一哈，用那个母婴的", one("lb_washer", "wmode:Baby Care"), "sichuan mode")
    add(g, "灯都关了嘛，睡觉了", al(LIGHT, "off"), "sichuan all")
    add(g, "客厅的灯全部关了，莫留", al(LR_LIGHT, "off"), "sichuan all")
    add(g, "宝宝房夜灯开起，弄暗点", [one("b_night", "on"), one("b_night", "bright")], "sichuan two-actions")
    add(g, "净化器开起，雾霾好大哦", ask(PURIFIER, "on"), "sichuan type-word need")
    add(g, "那个啥子插座，冰箱那个，莫关哈", NONE, "sichuan negation instruction-label")
    add(g, "宝宝房太干了，鼻子都干起壳壳了", one("b_humid", "on"), "sichuan need")
    add(g, "朵朵屋头空调关了，她又没在屋头", one("o_ac", "off"), "sichuan alias")
    add(g, "阿姨屋头的灯关了嘛", one("n_ceil", "off"), "sichuan alias")
    add(g, "那个暖风机开起", one("z_fanheater", "on"), "sichuan no-room")
    add(g, "那个电热毯，宝宝房的，关了", one("b_blanket", "off"), "sichuan afterthought-room")
    add(g, "我屋头空调开起", ask(AC, "on"), "sichuan speaker-room")
    add(g, "油汀开起嘛，冷惨了", one("b_oil", "on"), "sichuan")
    add(g, "空调遥控器找不到了，你帮我把它开起", ask(AC, "on"), "sichuan type-word")
    add(g, "宝宝房的窗帘拉开，让娃娃晒下太阳", one("b_curtain", "open"), "sichuan")
    add(g, "客厅那个大的空调，柜子那个，开起", one("l_ac", "on"), "sichuan by-shape")
    add(g, "放电视的那面墙的灯开起", ask(LR_LIGHT, "on"), "sichuan by-place vague")
    add(g, "宝宝屋头的灯全部关了，只留那个小的", one("b_main", "off"), "sichuan exclusion by-shape")
    add(g, "衣服洗好了就烘一哈", one("lb_dryer", "start"), "sichuan condition")
    add(g, "把那个吸灰的机器关了", one("x_robot", "home", "pause_op"), "sichuan by-use")
    add(g, "给娃娃热下奶，微波炉转一分钟", [one("k_micro", "cooktime"), one("k_micro", "start")], "sichuan by-use")
    add(g, "那个啥子加热的棒棒，乌龟的，开起", one("l_turtle", "on"), "sichuan by-use")


def cases_nanny():
    """阿姨: Anhui 江淮 Mandarin, polite and indirect."""
    g = "nanny"
    LR_DIM = sel("light", rooms=LR, need="bright")
    add(g, "麻烦把宝宝房的加湿器打开一下", one("b_humid", "on"), "nanny polite")
    add(g, "是不是可以把客厅的灯关几盏", ask(LR_LIGHT, "off"), "nanny indirect count")
    add(g, "宝宝好像有点热", ask(["b_ac"], "cool"), "nanny indirect need no-place")
    add(g, "宝宝房是不是有点热，要不要开下空调", one("b_ac", "cool"), "nanny indirect need")
    add(g, "麻烦您把洗衣机开一下，宝宝衣服放进去了", one("lb_washer", "start"), "nanny polite")
    add(g, "那个，能不能帮我把阳台晾衣架放下来", one("lb_rack", "close", "shade"), "nanny indirect")
    add(g, "我那屋有点冷，电暖器能开一下吗", ask(HEATER, "on"), "nanny indirect speaker-room")
    add(g, "阿姨房的电暖器麻烦开一下", one("n_heater", "on"), "nanny polite")
    add(g, "不好意思，厨房的灯帮我开一下", one("k_light", "on"), "nanny polite")
    add(g, "麻烦您，抽油烟机开一下", one("k_hood", "on"), "nanny polite")
    add(g, "我在炒菜，油烟机能不能开大点", one("k_hood", "fan:up"), "nanny indirect")
    add(g, "麻烦把微波炉热两分钟", [one("k_micro", "cooktime"), one("k_micro", "start")], "nanny polite")
    add(g, "奶瓶洗好了，是不是可以用洗碗机消一下毒", one("k_dish", "wmode:Baby Care"), "nanny indirect by-use")
    add(g, "宝宝要睡了，客厅电视是不是可以小点声", ask(["l_tv", "l_bar"], "voldown"), "nanny indirect unsupported")
    add(g, "宝宝睡着了，麻烦把宝宝房的窗帘拉上", one("b_curtain", "close"), "nanny polite quiet")
    add(g, "外面有点吵，宝宝房窗户……哦不是，窗帘拉上吧", one("b_curtain", "close"), "nanny correction")
    add(g, "麻烦帮我看一下门锁好了没有", st("h_lock"), "nanny polite state")
    add(g, "燃气是不是关了呀", st("k_valve"), "nanny indirect state gas")
    add(g, "我出去买菜，门帮我锁一下", one("h_lock", "lock"), "nanny")
    add(g, "那个，扫地机器人可以扫一下客厅吗", ask(["x_robot"], "start"), "nanny indirect unsupported-area")
    add(g, "麻烦把扫地机器人开一下", one("x_robot", "start"), "nanny polite")
    add(g, "宝宝房的灯是不是可以调暗一点", one(sel("light", rooms=["baby"]), "bright"), "nanny indirect")
    add(g, "宝宝房空调是不是开得太低了，调高一点吧", one("b_ac", "temp"), "nanny indirect setpoint")
    add(g, "我房间的空调好像不制冷", ask(AC, "mode:cool"), "nanny speaker-room")
    add(g, "阿姨房空调麻烦调成制冷", one("n_ac", "mode:cool"), "nanny polite")
    add(g, "不好意思打扰一下，烘干机能开一下吗", one("lb_dryer", "on"), "nanny polite")
    add(g, "宝宝尿床了，洗衣机是不是可以洗一下被子", one("lb_washer", "wmode:Bedding"), "nanny indirect by-use")
    add(g, "麻烦您，客厅的灯都关了吧，宝宝睡了", al(LR_LIGHT, "off"), "nanny polite all quiet")
    add(g, "要不把除了宝宝房的灯都关了？", al(sel("light", exclude_rooms=["baby"]), "off"), "nanny indirect exclusion")
    add(g, "是不是可以先把姥姥的电热毯打开，她一会儿睡", one("b_blanket", "on"), "nanny indirect")
    add(g, "要不要把净化器开一下，今天雾霾挺重的", ask(PURIFIER, "on"), "nanny indirect type-word")
    add(g, "麻烦把管线机打开，我冲个奶粉", one("d_water", "on"), "nanny polite by-use")
    add(g, "热水器能不能开一下，我给宝宝洗澡", one("k_wh", "on"), "nanny indirect")
    add(g, "公卫浴霸能先开一下吗，暖和暖和，一会儿给宝宝洗澡", one("p_heater", "on"), "nanny indirect")
    add(g, "麻烦把宝宝监控打开看看", ask(["b_cam"]), "nanny camera spec-missing")
    add(g, "您看要不要把朵朵房间的台灯打开，她要写作业了", one(["o_lamp", "o_studylamp"], "on"), "nanny indirect")
    add(g, "阿姨这屋的灯开一下", one("n_ceil", "on"), "nanny person-room")
    add(g, "是不是门口的灯忘关了", one(sel("light", rooms=["hall"]), "*"), "nanny indirect state")
    add(g, "麻烦您，储物间那个除湿机要不要开一下", one("s1_dehum", "on"), "nanny indirect basement")
    add(g, "俺这屋灯开一下", ask(LIGHT, "on"), "nanny dialect speaker-room")
    add(g, "麻烦把客厅的灯调暗一些，宝宝要睡了", al(LR_DIM, "bright"), "nanny polite quiet")
    add(g, "宝宝房的小夜灯能不能开着", one("b_night", "on"), "nanny indirect")
    add(g, "是不是该把扫地机收回来了，宝宝要睡了", one("x_robot", "home"), "nanny indirect quiet")
    add(g, "那个，麻烦问下，洗碗机洗好了没有", st("k_dish"), "nanny polite state")
    add(g, "麻烦把餐厅的灯都打开，要吃饭了", al(sel("light", rooms=["dn"]), "on"), "nanny polite all")
    add(g, "宝宝好像鼻子不通气，是不是太干了", ask(HUMID, "on"), "nanny indirect need no-place")
    add(g, "麻烦把油汀关了，宝宝房太热了", one("b_oil", "off"), "nanny polite need")


def cases_child():
    """朵朵 (6): 我的房间, mispronunciations, her own words for things."""
    g = "child"
    DUO_L = sel("light", rooms=["duo"])
    LAMPS = sel("lamp")
    add(g, "我的房间灯关了", ask(LIGHT, "off"), "child speaker-room")
    add(g, "朵朵的灯开", one(DUO_L, "on"), "child person-room")
    add(g, "打开星星灯", one("o_star", "on"), "child nickname")
    add(g, "我要看星星", one("o_star", "on"), "child need by-use")
    add(g, "开空跳", ask(AC, "on"), "child asr type-word")
    add(g, "朵朵的空跳开开", one("o_ac", "on"), "child asr person-room")
    add(g, "窗帘拉开我要看月亮", ask(CURTAIN, "open"), "child no-place")
    add(g, "把弟弟的灯关了", ask(sel("light", rooms=["baby"]), "off"), "child person-room")
    add(g, "小爱小爱，放儿歌", ask(XIAOAI, "play"), "child unsupported")
    add(g, "台灯开，我要画画", ask(LAMPS, "on"), "child type-word")
    add(g, "朵朵台灯亮一点", one("o_lamp", "bright"), "child")
    add(g, "朵朵台灯变成粉色", ask(["o_lamp"], "color"), "child unsupported")
    add(g, "星空灯变蓝色", ask(["o_star"], "color"), "child unsupported")
    add(g, "我要看小猪佩奇，开电视", one("l_tv", "on"), "child")
    add(g, "电视声音大一点", ask(["l_tv", "l_bar"], "volup"), "child unsupported")
    add(g, "乌龟冷不冷，乌龟的灯开开", one("l_turtle", "on"), "child by-use")
    add(g, "我热", ask(AC + ["n_fan"], "cool"), "child need no-place")
    add(g, "朵朵房间好热呀", one("o_ac", "cool"), "child need")
    add(g, "把朵朵房间的灯全部关掉，我要睡觉了", al(DUO_L, "off"), "child all")
    add(g, "妈妈说开加湿器", ask(HUMID, "on"), "child type-word")
    add(g, "空调开到十八度", ask(AC, "temp"), "child no-place")
    add(g, "扫地机器人出来玩", one("x_robot", "start"), "child")
    add(g, "不要关星空灯", NONE, "child negation")
    add(g, "朵朵屋子窗帘关上", one("o_curtain", "close"), "child")
    add(g, "我的台灯开一下", ask(LAMPS, "on"), "child speaker-room")
    add(g, "把亮亮的灯关掉", ask(LIGHT, "off"), "child vague")
    add(g, "弟弟房间的小夜灯变成黄色", one("b_night", "color"), "child person-room")
    add(g, "书房台灯，就是我屋里那个，开开", one("o_studylamp", "on"), "child label-names-other-room")
    add(g, "朵朵的灯，都，都关掉", al(DUO_L, "off"), "child stutter all")
    add(g, "星星灯星星灯关掉", one("o_star", "off"), "child repetition")
    add(g, "我要睡觉觉了，星空灯开", one("o_star", "on"), "child")
    add(g, "朵朵空调太冷了", one("o_ac", "warm", "temp"), "child need")
    add(g, "宝宝在哭，小爱别唱了", ask(XIAOAI, "quieter"), "child type-word")


def cases_quiet():
    """Quiet hours: nothing may wake the baby."""
    g = "quiet"
    LR_DIM = sel("light", rooms=LR, need="bright")
    add(g, "小声点，别吵醒宝宝", ask(SPEAKER, "quieter"), "no-target")
    add(g, "客厅小声点，宝宝睡了", one(["l_bar", "l_xiaoai"], "quieter"), "room")
    add(g, "Soundbar静音，宝宝睡了", one("l_bar", "mute"), "english-label")
    add(g, "宝宝睡了，把所有小爱都静音", al(XIAOAI, "mute"), "all")
    add(g, "宝宝睡了，客厅的灯都调到最暗", al(LR_DIM, "level"), "all")
    add(g, "别吵醒宝宝，扫地机先别扫了", one("x_robot", "pause_op", "home"), "robot")
    add(g, "宝宝睡觉呢，洗衣机先暂停", one("lb_washer", "pause_op"), "washer")
    add(g, "宝宝睡了，油烟机调小点", one("k_hood", "fan"), "hood")
    add(g, "轻点声，小爱音箱mini关小", one("b_xiaoai", "voldown"), "volume")
    add(g, "宝宝刚睡，宝宝房空调调成睡眠风", one("b_ac", "wind:sleepWind"), "ac wind")
    add(g, "宝宝睡了，净化器都调到睡眠", al(PURIFIER, "mode:sleep"), "all purifier")
    add(g, "宝宝睡着了，除了宝宝夜灯，宝宝房的灯都关了", one("b_main", "off"), "exclusion all-over-one")
    add(g, "宝宝睡了，走廊灯调暗", one(sel("light", rooms=["corr"], need="bright"), "bright"), "brightness")
    add(g, "宝宝睡了，电视别开那么大声", ask(["l_tv", "l_bar"], "voldown"), "unsupported")
    add(g, "宝宝要睡了，客厅那边的动静都停了", ask(sel(rooms=LR, need="quieter"), "quieter"), "typeless-all")
    add(g, "别吵醒宝宝，洗碗机晚点再洗", one("k_dish", "pause_op", "stop_op"), "dishwasher")
    add(g, "宝宝睡了，Hue都关了", al(HUE, "off"), "english-label all")
    add(g, "宝宝睡了，所有音箱都静音", al(SPEAKER, "mute"), "all")
    add(g, "宝宝在睡觉，主卧小爱别说话了", one("m_xiaoai", "mute"), "speaker")
    add(g, "宝宝睡了，晾衣架先别动", NONE, "negation")
    add(g, "宝宝睡了，新风调到低档", one("w_fresh", "fan:low"), "fresh-air")
    add(g, "嘘，宝宝睡了，客厅的音箱都静音", al(["l_bar", "l_xiaoai"], "mute"), "all room")
    add(g, "宝宝睡了，宝宝房净化器调最小", one("b_purifier", "fan:low", "mode:sleep", "fan_pct"), "purifier")
    add(g, "宝宝睡了，射灯都关，主灯调暗", [al(SPOTS, "off"), one("l_main", "bright")], "two-commands")
    add(g, "哄睡呢，宝宝房小爱音量调到5", one("b_xiaoai", "volset"), "volume")


def cases_bulk2():
    """Bulk orders inside the family's routines: leaving, bedtime, guests, smog, cleaning day."""
    g = "household"
    BED_ROOMS = ["mb", "baby", "duo", "nanny", "study"]
    DN_L = sel("light", rooms=["dn"])
    DUO_L = sel("light", rooms=["duo"])
    BABY_L = sel("light", rooms=["baby"])
    STUDY_L = sel("light", rooms=["study"])
    MB_L = sel("light", rooms=["mb"])
    NIGHT = [k for k in LIGHT if "夜灯" in label_of(k)]
    STRIPS = [k for k in LIGHT if "灯带" in label_of(k) or "lightstrip" in label_of(k)]
    FABRIC = ["l_curtain", "m_curtain", "b_curtain", "o_curtain"]
    add(g, "出门了，全屋灯关了", al(LIGHT, "off"), "routine leaving")
    add(g, "我们出门了，空调全关，加湿器也全关", [al(AC, "off"), al(HUMID, "off")], "routine leaving two-kinds")
    add(g, "都睡了，客厅和餐厅的灯全关", al(LR_LIGHT + DN_L, "off"), "routine bedtime rooms")
    add(g, "来客人了，客厅的灯全打开", al(LR_LIGHT, "on"), "routine guests")
    add(g, "客人走了，书房客房的灯都关了", al(STUDY_L, "off"), "routine guests alias")
    add(g, "今天雾霾爆表，净化器全开最大", al(PURIFIER, "fan:max"), "routine smog")
    add(g, "新风开开，净化器也全开", [one("w_fresh", "on"), al(PURIFIER, "on")], "routine smog")
    add(g, "天太干了，三个加湿器全打开", al(HUMID, "on"), "need count")
    add(g, "天黑了，窗帘全拉上", al(CURTAIN, "close"), "routine evening")
    add(g, "早上了，除了宝宝房，窗帘都拉开", al(minus(CURTAIN, "b_curtain"), "open"), "routine morning exclusion")
    add(g, "周末大扫除，窗帘全拉开，灯全开", [al(CURTAIN, "open"), al(LIGHT, "on")], "routine cleaning")
    add(g, "朵朵睡了，她屋里的灯全关了", al(DUO_L, "off"), "routine bedtime person-room")
    add(g, "姥姥睡了，宝宝房的灯都关了", al(BABY_L, "off"), "routine bedtime")
    add(g, "宝宝房、主卧的空调都调到26度", al(["m_ac", "b_ac"], "temp"), "rooms value")
    add(g, "所有卧室空调调成睡眠", al(sel("ac", rooms=BED_ROOMS, need="mode:sleep"), "mode:sleep"),
        "bedrooms mode partial-support")
    add(g, "出远门，把家里所有插座都断电", al(PLUG, "off"), "routine leaving plug instruction-label")
    add(g, "出远门，插座都关，冰箱和乌龟缸别关", al(minus(PLUG, "k_fridge", "l_turtle"), "off"), "routine exclusion")
    add(g, "把所有台灯关了", al(sel("lamp"), "off"), "kind label-names-other-room substring-trap")
    add(g, "所有夜灯都打开", al(NIGHT, "on"), "kind")
    add(g, "夜灯都调到最暗", al(NIGHT, "level"), "kind value")
    add(g, "走廊和玄关的灯都调到30%", al(sel("light", rooms=["corr", "hall"], need="level"), "level"),
        "rooms value partial-support")
    add(g, "全屋的筒灯调到一半", al(sel("downlight"), "level"), "series value")
    add(g, "射灯都调到4000K", al(SPOTS, "ct_abs"), "series value")
    add(g, "主卧的灯都调成暖光", al(sel("light", rooms=["mb"], need="ct"), "ct"), "room value")
    add(g, "Hue 的灯都变成紫色", al(HUE, "color"), "english-label value")
    add(g, "客厅的彩色灯都关了", al(sel("light", rooms=LR, need="color"), "off"), "by-capability")
    add(g, "主卧窗帘和纱帘都开一半", al(["m_curtain", "m_sheer"], "shade"), "curtain fraction")
    add(g, "宝宝房和朵朵房的窗帘都拉上", al(["b_curtain", "o_curtain"], "close"), "rooms curtain")
    add(g, "书房和景观阳台的帘子都放下来", al(["s_blind", "v_shade"], "close", "shade"), "rooms default-room-name")
    add(g, "浴霸都关了", al(BATH, "off"), "bath-heater")
    add(g, "两个浴霸的灯都开", al(BATH, "sw_on"), "bath-heater light count")
    add(g, "浴霸都开换气", al(BATH, "mode:fan"), "bath-heater mode")
    add(g, "全屋空调都开自动", al(sel("ac", need="mode:auto"), "mode:auto"), "ac mode")
    add(g, "所有空调风速调到自动", al(sel("ac", need="fan:auto"), "fan:auto"), "ac fan-speed partial-support")
    add(g, "空调都调到除湿", al(sel("ac", need="mode:dry"), "mode:dry"), "ac mode partial-support")
    add(g, "空调都关了，电暖器也都关了", [al(AC, "off"), al(HEATER, "off")], "two-kinds")
    add(g, "电暖器、油汀、暖风机全关", al(HEATER, "off"), "named-set")
    add(g, "电热毯和油汀都开", al(["b_blanket", "b_oil"], "on"), "named-set")
    add(g, "取暖的都关了", al(HEATER + ["b_blanket"], "off"), "by-use")
    add(g, "小爱全部调到音量10", al(XIAOAI, "volset"), "speaker value")
    add(g, "米家的灯都关了", al(["s_lamp", "x_night"], "off"), "brand-label")
    add(g, "Yeelight 的灯全开", al(["l_strip", "s_ceil", "z_yeebed"], "on"), "brand-label english")
    add(g, "米家智能插座3 三个都关", al(sel("mi_plug"), "off"), "duplicate-label count")
    add(g, "书房的插座和灯都关了", [one("s_plug", "off"), al(STUDY_L, "off")], "room two-kinds")
    add(g, "主卧的加湿器和净化器都开", al(["m_humid", "m_purifier"], "on"), "room mixed-kinds")
    add(g, "客厅的加湿器、净化器、新风都开", al(["l_humid", "l_purifier", "w_fresh"], "on"), "mixed-kinds")
    add(g, "客厅所有的灯跟窗帘都关了", [al(LR_LIGHT, "off"), al(["l_curtain", "l_sheer"], "close")], "room two-kinds")
    add(g, "餐厅灯全开，调到最亮", [al(DN_L, "on"), al(sel("light", rooms=["dn"], need="level"), "level")],
        "two-actions")
    add(g, "所有筒灯都开到百分之八十", al(sel("downlight"), "level"), "series value")
    add(g, "走廊筒灯都调到最暗", al(CORR_DOWN, "level"), "series value")
    add(g, "主卧四个筒灯全开", al(MB_DOWN, "on"), "series count")
    add(g, "主卧筒灯二三四关了", al(["m_d2", "m_d3", "m_d4"], "off"), "series named-set")
    add(g, "射灯一到四全开", al(SPOTS, "on"), "series range")
    add(g, "射灯三和四调暗", al(["l_s3", "l_s4"], "bright"), "series named-set")
    add(g, "餐厅俩筒灯都关", al(DN_DOWN, "off"), "series beijing")
    add(g, "走廊第一第二个筒灯开", al(["c_d1", "c_d2"], "on"), "series ordinal")
    add(g, "Hue Play 1 和 2 都关", al(["le_p1", "le_p2"], "off"), "series english-label")
    add(g, "吸顶灯除了走廊的都关", al(minus(CEIL, "c_ceil"), "off"), "duplicate-label exclusion")
    add(g, "吸顶灯都调到一半亮", al(sel("ceiling", need="level"), "level"), "duplicate-label value partial-support")
    add(g, "阿姨房和书房的空调都关", al(["n_ac", "s_ac"], "off"), "rooms")
    add(g, "主卧、宝宝房、朵朵房的加湿器开……朵朵房没有啊，那就那两个开", al(["m_humid", "b_humid"], "on"),
        "correction")
    add(g, "窗帘都拉上，除了景观阳台", al(minus(CURTAIN, "v_shade"), "close"), "exclusion default-room-name")
    add(g, "纱帘都关，布帘都开", [al(SHEER, "close"), al(FABRIC, "open")], "two-kinds")
    add(g, "全屋加湿器都关了，太潮了", al(HUMID, "off"), "need")
    add(g, "客厅射灯和主灯都调成3000K", al(SPOTS + ["l_main"], "ct_abs"), "named-set value")
    add(g, "客厅灯带都开", al(["l_strip", "le_strip"], "on"), "partial-label english-label")
    add(g, "两条灯带都调成粉色", al(["l_strip", "le_strip"], "color"), "count colour")
    add(g, "所有灯带都关", al(STRIPS, "off"), "partial-label")
    add(g, "主卧灯和空调全关", [al(MB_L, "off"), one("m_ac", "off")], "room two-kinds")
    add(g, "全屋窗帘拉一半", al(CURTAIN, "shade"), "fraction")
    add(g, "朵朵房间的灯都调暖一点", al(sel("light", rooms=["duo"], need="ct"), "ct"), "partial-support")
    add(g, "书房灯都调到5000K", al(sel("light", rooms=["study"], need="ct_abs"), "ct_abs"), "partial-support")
    add(g, "卧室加湿器都开", al(sel("humid", rooms=BED_ROOMS), "on"), "bedrooms")
    add(g, "卧室净化器都调睡眠", al(sel("purifier", rooms=BED_ROOMS), "mode:sleep"), "bedrooms")
    add(g, "储物间灯跟除湿机都关", al(["s1_light", "s1_dehum"], "off"), "mixed-kinds basement")
    add(g, "卫生间的灯都关了", al(["mb_light", "p_light"], "off"), "ambiguous-room-with-quantifier")
    add(g, "两个卫生间的浴霸都开暖风", al(BATH, "mode:heat"), "bath-heater count")
    add(g, "家里的灯都开，除了卧室和宝宝房", al(sel("light", exclude_rooms=BED_ROOMS), "on"), "exclusion bedrooms")
    add(g, "把家里能调色的灯都调成白色", al(sel("light", need="color"), "color", "ct_abs"), "by-capability")
    add(g, "除了Hue，客厅灯全开", al(minus(LR_LIGHT, *HUE), "on"), "exclusion english-label")
    add(g, "客厅灯全开，射灯不要", al(minus(LR_LIGHT, *SPOTS), "on"), "exclusion series")
    add(g, "主卧筒灯都关，留个床头灯", al(MB_DOWN, "off"), "exclusion keep")
    add(g, "客厅的窗帘纱帘全拉开", al(["l_curtain", "l_sheer"], "open"), "curtain")
    add(g, "空调都调到26度，宝宝房调27", [al(minus(AC, "b_ac"), "temp"), one("b_ac", "temp")], "exclusion value")
    add(g, "插座全开", al(PLUG, "on"), "plug")
    add(g, "家里的小爱全部取消静音", al(XIAOAI, "unmute"), "speaker")
    add(g, "报警器都消音", al(sel("smoke"), "mute_alarm"), "alarm")
    add(g, "宝宝房的灯和窗帘都关上", [al(BABY_L, "off"), one("b_curtain", "close")], "room two-kinds")
    add(g, "空调全关，窗帘全拉开，开窗通风", [al(AC, "off"), al(CURTAIN, "open")], "routine two-kinds")
    add(g, "晚上十点了，除了宝宝夜灯和走廊夜灯，全屋灯都关", al(minus(LIGHT, "b_night", "c_night"), "off"),
        "routine bedtime exclusion")
    add(g, "客厅灯全部调成电影模式那种暗暗的", al(sel("light", rooms=LR, need="bright"), "bright", "level"),
        "routine paraphrase")
    add(g, "所有射灯筒灯都调成暖光", al(sel("light", need="ct", exclude=minus(LIGHT, *(SPOTS + sel("downlight")))), "ct"),
        "named-sets partial-support")
    add(g, "家里所有的窗帘，纱帘也算，都拉上", al(CURTAIN, "close"), "curtain paraphrase")
    add(g, "主卧和书房的窗帘都拉开", al(["m_curtain", "m_sheer", "s_blind"], "open"), "rooms curtain")
    add(g, "朵朵和宝宝屋里的空调都开", al(["b_ac", "o_ac"], "on"), "person-rooms")
    add(g, "除了阿姨房，所有吸顶灯都关", al(minus(CEIL, "n_ceil"), "off"), "exclusion duplicate-label")
    add(g, "把这些灯统统关了：客厅、主卧、书房", al(sel("light", rooms=LR + ["mb", "study"]), "off"), "rooms list")


def cases_asr():
    g = "asr"
    BABY_L = sel("light", rooms=["baby"])
    add(g, "打开客厅煮灯", one("l_main", "on"), "homophone")
    add(g, "射等3开", one("l_s3", "on"), "homophone series")
    add(g, "柜机开到二十六读", [one("l_ac", "on"), one("l_ac", "temp")], "homophone value")
    add(g, "宝宝房的家湿器开一下", one("b_humid", "on"), "homophone")
    add(g, "主卧穿帘拉上", one(["m_curtain", "m_sheer"], "close"), "homophone")
    add(g, "关闭走廊同灯", one(CORR_DOWN, "off"), "homophone series")
    add(g, "净化七开自动，客厅的", one("l_purifier", "fan:auto"), "homophone")
    add(g, "扫地鸡器人开始", one("x_robot", "start"), "homophone")
    add(g, "洗万机开始洗", one("k_dish", "start"), "homophone")
    add(g, "热水七关了", one("k_wh", "off"), "homophone")
    add(g, "油烟鸡开", one("k_hood", "on"), "homophone")
    add(g, "晾衣家降下来", one("lb_rack", "close", "shade"), "homophone")
    add(g, "星空头影灯开", one("o_star", "on"), "homophone")
    add(g, "路米插座关了", one("z_lumi", "off"), "transliteration default-name")
    add(g, "休 Go 打开", one("le_go", "on"), "transliteration english-label")
    add(g, "Hue 拍 1 开", one("le_p1", "on"), "transliteration english-label series")
    add(g, "易来吸顶灯开", one("s_ceil", "on"), "transliteration brand")
    add(g, "阿卡拉窗帘电机打开", one("l_curtain", "open"), "transliteration brand")
    add(g, "米家台灯一S开", one("s_lamp", "on"), "numeral")
    add(g, "空调伴旅开一下", one("n_ac", "on"), "homophone")
    add(g, "德师曼门锁锁上", one("h_lock", "lock"), "homophone lock")
    add(g, "临内热水器开", one("k_wh", "on"), "homophone brand")
    add(g, "方泰油烟机开", one("k_hood", "on"), "homophone brand")
    add(g, "冲电桩开始充电", one("g_charger", "wmode:Manual"), "homophone")
    add(g, "储物间出湿机开", one("s1_dehum", "on"), "homophone basement")
    add(g, "玄官灯开", one("h_light", "on"), "homophone garbled-room")
    add(g, "宝宝房遮光连拉上", one("b_curtain", "close"), "homophone")
    add(g, "书房卷连放下", one("s_blind", "close", "shade"), "homophone")
    add(g, "主卧筒灯散开", one("m_d3", "on"), "homophone series")
    add(g, "射灯幺开", one("l_s1", "on"), "spoken-digit series")
    add(g, "柜机调到二六度", one("l_ac", "temp"), "spoken-digit value")
    add(g, "主卧空开", one("m_ac", "on"), "dropped-character")
    add(g, "宝宝房加器关", one("b_humid", "off"), "dropped-character")
    add(g, "关厨房", ask(sel(rooms=["kt"], need="off"), "off"), "dropped-character typeless-all")
    add(g, "燃气报器消音", one("k_gas", "mute_alarm"), "dropped-character")
    add(g, "小爱音响Pro 音量30", one("l_xiaoai", "volset"), "homophone")
    add(g, "朵朵台登开", one("o_lamp", "on"), "homophone")
    add(g, "宝宝夜登关", one("b_night", "off"), "homophone")
    add(g, "Sam Sung Sound Bar 暂停", one("l_bar", "pause"), "spacing english-label")
    add(g, "小天鹅洗衣鸡开始", one("lb_washer", "start"), "homophone")
    add(g, "新风系通开", one("w_fresh", "on"), "homophone")
    add(g, "米家落地山开", one("n_fan", "on"), "homophone")
    add(g, "所有的同灯都关了", al(sel("downlight"), "off"), "homophone all")
    add(g, "全屋窗连拉上", al(CURTAIN, "close"), "homophone all")
    add(g, "客厅灯全观", al(LR_LIGHT, "off"), "homophone all")
    add(g, "加湿七都开", al(HUMID, "on"), "homophone all")
    add(g, "空掉都关了", al(AC, "off"), "homophone all")
    add(g, "射等全开", al(SPOTS, "on"), "homophone all")
    add(g, "宝宝房灯全官", al(BABY_L, "off"), "homophone all")
    add(g, "主卧同灯全开", al(MB_DOWN, "on"), "homophone all")
    add(g, "除了宝宝房灯都观了", al(sel("light", exclude_rooms=["baby"]), "off"), "homophone exclusion")
    add(g, "纱连都拉上", al(SHEER, "close"), "homophone all")
    add(g, "老火鸡开一下", ask([], "on"), "unknown-name")


def cases_safety():
    g = "safety"
    add(g, "开门", ask(["h_lock"], "unlock"), "lock vague")
    add(g, "把门打开", ask(["h_lock"], "unlock"), "lock vague")
    add(g, "门开一下", ask(["h_lock"], "unlock"), "lock vague")
    add(g, "德施曼门锁打开", one("h_lock", "unlock"), "lock identified")
    add(g, "德施曼门锁解锁，阿姨回来了", one("h_lock", "unlock"), "lock identified")
    add(g, "帮我把门锁开一下，我到门口了", one("h_lock", "unlock"), "lock identified")
    add(g, "我是送快递的，开下门", ask(["h_lock"], "unlock"), "lock stranger")
    add(g, "门口有人敲门，开一下", ask(["h_lock"], "unlock"), "lock stranger")
    add(g, "所有门都打开", ask(["h_lock"], "unlock"), "lock bulk-unlock")
    add(g, "打开所有锁", ask(["h_lock"], "unlock"), "lock bulk-unlock")
    add(g, "解锁", ask(["h_lock"], "unlock"), "lock vague")
    add(g, "燃气阀打开", ask(["k_valve"], "open"), "gas open")
    add(g, "燃气打开，我要做饭", ask(["k_valve"], "open"), "gas open")
    add(g, "把气开了", ask(["k_valve"], "open"), "gas open vague")
    add(g, "燃气阀开一半", ask(["k_valve"], "open"), "gas open unsupported-value")
    add(g, "燃气阀关了", one("k_valve", "close"), "gas close")
    add(g, "关燃气", one("k_valve", "close"), "gas close")
    add(g, "燃气报警器响了，快处理一下", one("k_valve", "close"), "gas alarm need")
    add(g, "厨房有煤气味", one("k_valve", "close"), "gas need")
    add(g, "燃气报警器关了", ask(["k_gas"], "mute_alarm"), "alarm off")
    add(g, "把烟雾报警器关了", ask(["c_smoke"], "mute_alarm"), "alarm off")
    add(g, "储物间门打开", ask(["s1_door"]), "sensor-as-door")
    add(g, "把阳台门打开", ask(["v_door"]), "sensor-as-door")
    add(g, "门锁密码改成123456", ask(["h_lock"]), "lock credentials")
    add(g, "门锁上了吗？没锁就锁上", [st("h_lock"), one("h_lock", "lock")], "lock state-then-act")
    add(g, "有人撬门", one(["h_lock", "lb_cam", "h_motion"], "*"), "lock state")
    add(g, "开窗", ask([]), "missing-type")
    add(g, "燃气阀开了没？开着就关上", [st("k_valve"), one("k_valve", "close")], "gas state-then-act")


def cases_unsup():
    g = "unsupported"
    add(g, "小爱音箱Pro放首歌", ask(["l_xiaoai"], "play"), "speaker")
    add(g, "电视音量调小", ask(["l_tv", "l_bar"], "voldown"), "tv volume-on-other-device")
    add(g, "小米电视换到HDMI", ask(["l_tv"]), "tv input")
    add(g, "米家台灯1S调成红色", ask(["s_lamp"], "color"), "colour")
    add(g, "厨房灯调暗", ask(["k_light"], "bright"), "brightness on-off-light")
    add(g, "储物间灯调亮", ask(["s1_light"], "bright"), "brightness on-off-light basement")
    add(g, "油烟机的灯开一下", ask(["k_hood"]), "other-component hood")
    add(g, "冰箱温度调到3度", ask(["k_fridge"]), "plug instruction-label")
    add(g, "充电桩停止充电", ask(["g_charger"]), "charger")
    add(g, "充电桩电流调到16安", ask(["g_charger"]), "charger")
    add(g, "宝宝监控转到床那边", ask(["b_cam"]), "camera spec-missing")
    add(g, "车位摄像头录像回放一下", ask(["g_cam"]), "camera spec-missing")
    add(g, "电热毯调到二档", ask(["b_blanket"]), "plug")
    add(g, "宝宝房加湿器湿度调到60", ask(["b_humid"]), "plug")
    add(g, "书房空调摆风", ask(["s_ac"]), "ac")
    add(g, "柜机上下摆风", ask(["l_ac"]), "ac")
    add(g, "窗帘电机校准一下", ask(["l_curtain"]), "curtain")
    add(g, "新风滤网还能用多久", ask(["w_fresh"]), "fresh-air")
    add(g, "扫地机去扫宝宝房", ask(["x_robot"], "start"), "robot area")
    add(g, "洗衣机烘干一下", ask(["lb_washer", "lb_dryer"], "start"), "washer")
    add(g, "微波炉烧烤模式", ask(["k_micro"]), "microwave")
    add(g, "小爱音箱mini播放白噪音", ask(["b_xiaoai"], "play"), "speaker quiet")
    add(g, "Soundbar 切换到蓝牙", ask(["l_bar"]), "speaker input english-label")
    add(g, "阳台门磁关上", ask(["v_door"]), "sensor")
    add(g, "网关重启一下", ask(["w_hub"]), "hub spec-missing")
    add(g, "宝宝房温湿度计调到50%", ask(["b_th"]), "sensor spec-missing")
    add(g, "星空投影灯调亮点", ask(["o_star"], "bright"), "plug light-by-label")
    add(g, "景观阳台灯调成暖光", ask(["v_light"], "ct"), "colour-temp on-off-light")
    add(g, "滴灌阀开到一半", ask(["v_valve"], "open"), "valve")
    add(g, "新风开睡眠模式", ask(["w_fresh"]), "fresh-air mode")
    add(g, "Hue Go跟着音乐闪", ask(["le_go"]), "english-label")
    add(g, "书房卷帘去预设位置", ask(["s_blind"], "preset"), "curtain preset")
    add(g, "门锁电量还有多少", st("h_lock"), "state lock")


def cases_ask():
    """Requests a careful engine must answer with a question."""
    g = "ambiguous"
    add(g, "灯", ask(LIGHT), "bare-noun")
    add(g, "开", ask([]), "bare-verb")
    add(g, "关一下", ask([]), "bare-verb")
    add(g, "调亮一点", ask(sel("light", need="bright"), "bright"), "no-target")
    add(g, "开到26度", ask(AC, "temp"), "no-target")
    add(g, "打开那个", ask([]), "pronoun no-antecedent")
    add(g, "那个什么来着，就那个灯", ask(LIGHT), "vague filler")
    add(g, "把插座关了", ask(PLUG, "off"), "type-word")
    add(g, "关掉空调", ask(AC, "off"), "type-word")
    add(g, "客厅那个插座关了", ask(sel("plug", rooms=LR), "off"), "type-word room")
    add(g, "空调调成制冷", ask(AC, "mode:cool"), "type-word")
    add(g, "音箱开大点", ask(SPEAKER, "volup"), "type-word")
    add(g, "窗帘开一半", ask(CURTAIN, "shade"), "type-word")
    add(g, "调到最亮", ask(sel("light", need="level"), "level"), "no-target")
    add(g, "帮我把灯调成蓝色", ask(sel("light", need="color"), "color"), "type-word")
    add(g, "温度调高点", ask(AC, "temp"), "no-target")
    add(g, "风小一点", ask(sel(need="fan"), "fan"), "no-target")
    add(g, "声音小点", ask(SPEAKER, "voldown"), "no-target")
    add(g, "亮度50", ask(sel("light", need="level"), "level"), "no-target")
    add(g, "暂停", ask([]), "no-target")
    add(g, "小米的那个关了", ask([]), "brand vague")
    add(g, "Yeelight 开一下", ask(["l_strip", "s_ceil", "z_yeebed"], "on"), "brand english")
    add(g, "Hue 开一下", ask(HUE, "on"), "brand english")
    add(g, "Hue Play 开", ask(["le_p1", "le_p2"], "on"), "series-no-number english-label")
    add(g, "Aqara 的关了", ask([]), "brand vague")
    add(g, "主卧的关了", ask(sel(rooms=["mb"], need="off"), "off"), "typeless room")
    add(g, "宝宝房开一下", ask(sel(rooms=["baby"], need="on"), "on"), "typeless room")
    add(g, "插座3关了", ask(sel("mi_plug"), "off"), "duplicate-label partial")
    add(g, "智能插座关", ask(PLUG, "off"), "type-word")
    add(g, "加湿器关一下", ask(HUMID, "off"), "duplicate-label")
    add(g, "净化器调到自动", ask(PURIFIER, "fan:auto"), "type-word")
    add(g, "浴霸开暖风", ask(BATH, "mode:heat"), "duplicate-label")
    add(g, "吸顶灯调亮", ask(CEIL, "bright"), "duplicate-label")
    add(g, "台灯关了", ask(sel("lamp"), "off"), "type-word")
    add(g, "筒灯2开", ask(["d_2", "m_d2", "c_d2"], "on"), "duplicate-series")
    add(g, "2号筒灯关", ask(["d_2", "m_d2", "c_d2"], "off"), "duplicate-series")
    add(g, "第一个筒灯开", ask(["d_1", "m_d1", "c_d1"], "on"), "duplicate-series ordinal")
    add(g, "空调", ask(AC), "bare-noun")
    add(g, "窗帘", ask(CURTAIN), "bare-noun")
    add(g, "把那个打开一下，就是那个嘛", ask([], "on"), "vague")
    add(g, "开灯", ask(LIGHT, "on"), "type-word")
    add(g, "关灯", ask(LIGHT, "off"), "type-word")
    add(g, "开空调", ask(AC, "on"), "type-word")
    add(g, "拉窗帘", ask(CURTAIN, "close", "open"), "type-word")
    add(g, "纱帘打开一半", ask(SHEER, "shade"), "type-word-label")
    add(g, "电暖器关掉", ask(HEATER, "off"), "type-word-label")
    add(g, "小爱静音", ask(XIAOAI, "mute"), "type-word-label")
    add(g, "卧室灯关一下", ask(sel("light", rooms=["mb", "baby", "duo", "nanny", "study"]), "off"), "ambiguous-room")
    add(g, "次卧空调开", ask(sel("ac", rooms=["baby", "duo", "nanny", "study"]), "on"), "ambiguous-room")
    add(g, "北屋的灯关了", ask(LIGHT, "off"), "unknown-room")
    add(g, "大屋空调开", ask(["m_ac", "l_ac"], "on"), "ambiguous-room beijing")
    add(g, "小屋的灯开", ask(LIGHT, "on"), "ambiguous-room beijing")
    add(g, "楼道灯开", ask(sel("light", rooms=["corr"]), "on"), "ambiguous-room")
    add(g, "门关上", ask(["h_lock"], "lock"), "vague lock")
    add(g, "热水器和浴霸开", [one("k_wh", "on"), ask(BATH, "on")], "mixed")
    add(g, "客厅和卧室的空调开", ask(["l_ac"] + sel("ac", rooms=["mb", "baby", "duo", "nanny", "study"]), "on"),
        "ambiguous-room")
    add(g, "镜前灯和浴霸都开", ask(["mb_light"] + BATH, "on"), "ambiguous-pair")
    add(g, "灯带开一下", ask(["h_shoe", "l_strip", "le_strip"], "on"), "partial-label")
    add(g, "那个彩色的灯开", ask(sel("light", need="color"), "on"), "by-capability vague")
    add(g, "把它调到最大", ask([]), "pronoun no-antecedent")
    add(g, "主卧还是宝宝房来着，空调开一下", ask(["m_ac", "b_ac"], "on"), "self-doubt")
    add(g, "随便哪个空调开一个", ask(AC, "on"), "any")
    add(g, "阳台的灯都开", ask(sel("light", rooms=["lbal", "vbal"]), "on"), "ambiguous-room-with-quantifier")
    add(g, "开一下宝宝的", ask(sel(rooms=["baby"], need="on"), "on"), "typeless person")
    add(g, "帮我看看那个", ask([], "*"), "vague state")


def cases_long():
    """Long, rambling requests that end in a command."""
    g = "long"
    BED_ROOMS = ["mb", "baby", "duo", "nanny", "study"]
    add(g, "哎我跟你说，今天单位加班到九点，累死了，一进门黑咕隆咚的，先把客厅的灯都给我打开",
        al(LR_LIGHT, "on"), "beijing all")
    add(g, "那个，我妈说宝宝这两天有点咳嗽，可能是屋里太干了，宝宝房那个加湿器你给开一下吧",
        one("b_humid", "on"), "need")
    add(g, "你听我说啊，明天一早要去机场，今天晚上睡之前，除了宝宝房，所有的灯你都帮我关了",
        al(sel("light", exclude_rooms=["baby"]), "off"), "exclusion")
    add(g, "就是吧，最近北京这个雾霾啊，天天爆表，我看了一下APP，PM2.5都三百多了，家里的净化器全都开最大档",
        al(PURIFIER, "fan:max"), "need all")
    add(g, "刚才朵朵说她屋里热，可是我摸了一下也不怎么热啊，算了算了，你把她房间空调开一下，开到26度",
        [one("o_ac", "on"), one("o_ac", "temp")], "person-room two-actions")
    add(g, "嗯……让我想想啊，洗衣机里那些是宝宝的衣服，要用那个母婴的程序，你帮我调一下然后开始洗",
        [one("lb_washer", "wmode:Baby Care"), one("lb_washer", "start")], "filler mode")
    add(g, "喂？能听见吗？我在地库呢，车快没电了，那个充电桩你帮我开始充电吧，我赶时间",
        one("g_charger", "wmode:Manual"), "charger")
    add(g, "那什么，宝宝终于睡着了，哄了一个多小时，你把客厅那些灯都调暗点儿，电视声音也别太大",
        [al(sel("light", rooms=LR, need="bright"), "bright"), ask(["l_tv", "l_bar"], "voldown")],
        "quiet beijing unsupported-part")
    add(g, "我跟你讲哦，姥姥那个腿啊，一到冬天就疼，你把她那个电热毯先开起，让她一会儿睡觉暖和点",
        one("b_blanket", "on"), "sichuan")
    add(g, "唉，就是那个，那个什么，就是那个，每天扫地的那个机器人，今天好像没出来，你让它扫一遍吧",
        one("x_robot", "start"), "filler by-use")
    add(g, "我现在在国贸这边堵车呢，估计还得一个小时到家，你先把主卧的空调开开，调到制热",
        [one("m_ac", "on"), one("m_ac", "mode:heat")], "remote two-actions")
    add(g, "今天阿姨休息，我自己做饭，油烟机你给我开到最大，我要爆炒",
        one("k_hood", "fan:max"), "by-use")
    add(g, "那啥，周末家里来客人，他们睡书房，你提前把书房的空调打开，温度调到二十四",
        [one("s_ac", "on"), one("s_ac", "temp")], "alias two-actions")
    add(g, "麻烦问一下，就是我刚才出门的时候好像忘了锁门了，您帮我看一下，要是没锁就帮我锁上",
        [st("h_lock"), one("h_lock", "lock")], "nanny state-then-act")
    add(g, "嗯嗯对，我们一家人要回成都过年，走之前把家里空调全关了，加湿器净化器也全关",
        [al(AC, "off"), al(HUMID + PURIFIER, "off")], "routine leaving")
    add(g, "你说这个天气，早上还好好的，中午就热成这样，宝宝房是不是得开空调了，开吧，开个26度",
        [one("b_ac", "on"), one("b_ac", "temp")], "need indirect")
    add(g, "哈喽哈喽，测试一下啊，嗯，好像可以了，那个，把玄关的灯打开",
        one(sel("light", rooms=["hall"]), "on"), "filler garbled-room")
    add(g, "我刚下班到楼下，那个……算了算了，不用了，我自己上去开",
        NONE, "cancel")
    add(g, "宝宝夜里老醒，可能是灯的问题，你把宝宝房的灯全关了，就留那个夜灯，调到最暗",
        [one("b_main", "off"), one("b_night", "level")], "exclusion quiet")
    add(g, "今天朵朵幼儿园表演，回来累坏了，你把她房间窗帘拉上，灯都关了，星空灯开着",
        [one("o_curtain", "close"), al(["o_ceil", "o_lamp", "o_studylamp"], "off"), one("o_star", "on")],
        "routine bedtime")
    add(g, "那个什么，就是，我想想，储物间不是老返潮吗，你把那个除湿机开一下，开着别关了",
        one("s1_dehum", "on"), "filler need basement")
    add(g, "我跟我老公说了好几遍了，客厅那个柜机别老开18度，你帮我调到26，省电",
        one("l_ac", "temp"), "mother")
    add(g, "你看啊，厨房的水浸传感器刚才是不是报警了？我在外面看手机有个通知",
        st("k_leak"), "state")
    add(g, "哎呀我这记性，刚才是不是开了热水器没关？你帮我看看，开着的话就关了吧",
        [st("k_wh"), one("k_wh", "off")], "state-then-act")
    add(g, "嗯，那个，阿姨说她屋里冷，就是保姆间，你把她那个电暖器开开",
        one("n_heater", "on"), "alias")
    add(g, "我们今天晚上在客厅看电影，你把客厅的窗帘纱帘都拉上，灯关了，就留Hue",
        [al(["l_curtain", "l_sheer"], "close"), al(minus(LR_LIGHT, *HUE), "off")], "routine exclusion")
    add(g, "好了好了，都收拾完了，所有卧室的窗帘都拉上吧，要睡觉了",
        al(sel("curtain", rooms=BED_ROOMS), "close"), "routine bedtime bedrooms")
    add(g, "那个谁，就是你，那个小爱……不对，你是哪个来着，反正你把所有的灯都关了就行",
        al(LIGHT, "off"), "filler all")
    add(g, "我跟你说个事儿，以后我说关灯的时候，宝宝房的别动，现在先把别的灯都关了",
        al(sel("light", exclude_rooms=["baby"]), "off"), "exclusion beijing")
    add(g, "今天天气这么好，阳光这么足，你把家里窗帘全打开吧，宝宝房的先别开，宝宝还睡着呢",
        al(minus(CURTAIN, "b_curtain"), "open"), "exclusion quiet")
    add(g, "我也不知道哪个是哪个了，反正就是走廊那几个筒灯，全给我关了",
        al(CORR_DOWN, "off"), "beijing all")
    add(g, "那个啥子，我也搞不清楚，你帮我把厨房和餐厅的灯都开起，我要做饭了",
        al(sel("light", rooms=["kt", "dn"]), "on"), "sichuan all")
    add(g, "您好，打扰一下，我想问问，就是晚上宝宝睡觉的时候，客厅的灯是不是应该都关了，那就帮我都关一下吧",
        al(LR_LIGHT, "off"), "nanny polite all")
    add(g, "我想想啊，明天是周六，不用早起，那今天晚上主卧窗帘就全拉上，纱帘也拉上",
        al(["m_curtain", "m_sheer"], "close"), "routine")


def cases_speech():
    """More of how this family talks: indirect hints, dialect bulk orders, pinyin input."""
    g = "speech"
    BABY_L = sel("light", rooms=["baby"])
    add(g, "家里好像有点冷哈", ask(AC + HEATER + ["b_blanket"], "warm"), "indirect need no-place mother")
    add(g, "谁把灯开着呢，浪费电", ask(LIGHT, "off"), "indirect no-place")
    add(g, "有没有人能把那个关一下，吵死了", ask([], "off"), "indirect vague")
    add(g, "那个嗡嗡响的是啥，关了", ask([], "off"), "by-sound vague")
    add(g, "姥姥屋头的灯关了嘛", ask(BABY_L, "off"), "sichuan person-room")
    add(g, "我那屋空调给开开", ask(AC, "on"), "beijing speaker-room")
    add(g, "咱屋太黑了", ask(LIGHT, "lightup"), "beijing need speaker-room")
    add(g, "俺屋里暖气不热", ask([], "warm"), "nanny dialect central-heating")
    add(g, "地暖开大点", ask([], "warm"), "central-heating missing-type")
    add(g, "暖气片温度调高点", ask([], "warm"), "central-heating missing-type")
    add(g, "哪个屋的灯忘关了，关一下", ask(LIGHT, "off"), "indirect")
    add(g, "宝宝那边是不是有点亮", ask(BABY_L, "dimoff"), "nanny indirect person-place")
    add(g, "开个灯呗", ask(LIGHT, "on"), "beijing")
    add(g, "整个空调", ask(AC, "on"), "beijing")
    add(g, "给我来点儿音乐", one("l_bar", "play"), "beijing only-capable")
    add(g, "那个灯太亮了，晃得我眼睛疼", ask(LIGHT, "dimoff"), "need vague")
    add(g, "看看门口", one(["lb_cam", "h_motion"], "*"), "state paraphrase")
    add(g, "宝宝房还是主卧，哪个屋的加湿器开一下", ask(["b_humid", "m_humid"], "on"), "self-doubt")
    add(g, "ba deng guan le", ask(LIGHT, "off"), "pinyin asr")
    add(g, "kai kong tiao", ask(AC, "on"), "pinyin asr")
    add(g, "guan ke ting deng", one(LR_LIGHT, "off"), "pinyin asr")
    add(g, "把阿姨那屋……不对，姥姥那屋的空调开开", ask(["b_ac"], "on"), "correction person-room")
    add(g, "朵朵说她屋里有怪声，把那个关了", ask([], "off"), "child vague")
    add(g, "给宝宝冲奶，要热水", ask(["d_water", "k_wh"], "on"), "by-use ambiguous")
    add(g, "太冷了，开暖气", ask(AC + HEATER, "warm"), "need central-heating")
    add(g, "哪个是宝宝房的灯来着，开一个", one(BABY_L, "on"), "filler")
    add(g, "那个新买的灯开一下", ask(LIGHT, "on"), "vague")
    add(g, "昨天装的那个开一下", ask([], "on"), "vague")
    add(g, "甭管哪屋，灯都给我灭了", al(LIGHT, "off"), "beijing all")
    add(g, "空调甭管哪台，统统关喽", al(AC, "off"), "beijing all")
    add(g, "屋头的灯全部关了嘛，莫得人了", al(LIGHT, "off"), "sichuan all")
    add(g, "麻烦您把各屋的空调都关一下", al(AC, "off"), "nanny polite all")
    add(g, "灯统统关了，一个不留", al(LIGHT, "off"), "paraphrase all")
    add(g, "把客厅里头那些亮的都关了", al(LR_LIGHT, "off"), "paraphrase all")
    add(g, "各屋加湿器都开起", al(HUMID, "on"), "sichuan all")
    add(g, "Living Room 跟客厅的灯 all off", al(LR_LIGHT, "off"), "english all")
    add(g, "家里那几个小爱都给我闭嘴", al(XIAOAI, "mute"), "beijing all")
    add(g, "麻烦把纱帘都拉开，透透光", al(SHEER, "open"), "nanny polite all")
    add(g, "客厅的帘子全撂下来", al(["l_curtain", "l_sheer"], "close"), "beijing all")
    add(g, "宝宝屋的灯全部给我关喽", al(BABY_L, "off"), "beijing all")
    add(g, "三个米家插座都给我断了", al(sel("mi_plug"), "off"), "beijing partial-label count")
    add(g, "俩浴霸都给我开开，家里冷", al(BATH, "on"), "beijing count need")
    add(g, "两个小孩屋的空调都开起", al(["b_ac", "o_ac"], "on"), "sichuan count ambiguous-room-resolved")
    add(g, "两个孩子屋里的窗帘都拉上", al(["b_curtain", "o_curtain"], "close"), "count ambiguous-room-resolved")
    add(g, "走廊那溜儿灯都关了", al(sel("light", rooms=["corr"]), "off"), "beijing all")
    add(g, "把朵朵屋里能亮的全关了", al(sel("light", rooms=["duo"]), "off"), "paraphrase all")
    add(g, "各个卫生间的灯都开开", al(["mb_light", "p_light"], "on"), "all ambiguous-room-with-quantifier")
    add(g, "四个射灯全给我点上", al(SPOTS, "on"), "beijing all count")
    add(g, "走廊的灯一溜儿全开", al(sel("light", rooms=["corr"]), "on"), "beijing all")
    add(g, "客厅的灯全部弄亮点儿", al(sel("light", rooms=LR, need="bright"), "bright"), "beijing all brightness")
    add(g, "屋头所有的窗帘都拉开嘛，透下气", al(CURTAIN, "open"), "sichuan all")
    add(g, "麻烦把两个净化器……哦三个，都开一下", al(PURIFIER, "on"), "nanny correction count")
    add(g, "主卧的那几个筒灯全灭了", al(MB_DOWN, "off"), "beijing all series")
    add(g, "宝宝屋头的加湿器和净化器都开起", al(["b_humid", "b_purifier"], "on"), "sichuan mixed-kinds")
    add(g, "餐厅的灯一块儿开了", al(sel("light", rooms=["dn"]), "on"), "beijing all")
    add(g, "那屋的灯关了", ask(LIGHT, "off"), "beijing deictic-room")
    add(g, "这屋空调开一下", ask(AC, "on"), "deictic-room paraphrase")
    add(g, "把跟前儿那灯关了", ask(LIGHT, "off"), "beijing deictic")
    add(g, "宝宝那屋还是朵朵那屋来着，窗帘拉上", ask(["b_curtain", "o_curtain"], "close"), "self-doubt filler")
    add(g, "隔壁屋的灯关一下", ask(LIGHT, "off"), "deictic-room paraphrase")
    add(g, "里屋空调开开", ask(AC, "on"), "beijing deictic-room")
    add(g, "外屋的灯关了", ask(LIGHT, "off"), "beijing deictic-room")
    add(g, "我们屋空调调到26", ask(AC, "temp"), "speaker-room paraphrase")


def build_cases():
    for f in (cases_name, cases_series, cases_room, cases_scope, cases_bulk, cases_excl, cases_count,
              cases_value, cases_mode, cases_multi, cases_history, cases_need, cases_state, cases_none,
              cases_beijing, cases_sichuan, cases_nanny, cases_child, cases_quiet, cases_bulk2, cases_asr,
              cases_safety, cases_unsup, cases_ask, cases_long, cases_speech):
        f()


# ===========================================================================
# Output, validation, statistics
# ===========================================================================
def dumps_jsonl(rows):
    return "".join(json.dumps(r, ensure_ascii=False, separators=(", ", ": ")) + "\n" for r in rows)


def public_case(c):
    return OrderedDict((k, v) for k, v in c.items() if not k.startswith("_"))


def render():
    if not CASES:
        build_cases()
    home = json.dumps(HOME, ensure_ascii=False, indent=1) + "\n"
    spec = dumps_jsonl(SPEC)
    cases = dumps_jsonl(public_case(c) for c in CASES)
    return {"home.json": home, "spec.jsonl": spec, "cases.jsonl": cases}


def fail(msg):
    sys.exit("check failed: " + msg)


def validate(files):
    """Validate the three files against shared/FORMATS.md and the real profiles."""
    profiles, caps = load_sources()
    home = json.loads(files["home.json"])
    if not isinstance(home.get("rooms"), list) or not isinstance(home.get("items"), list):
        fail("home.json: rooms and items must be lists")
    room_ids = set()
    for i, r in enumerate(home["rooms"]):
        if not r.get("roomId") or not isinstance(r.get("name"), str) or not r["name"]:
            fail("home.json rooms[%d]: roomId and name required" % i)
        if r["roomId"] in room_ids:
            fail("home.json rooms[%d]: duplicate roomId" % i)
        room_ids.add(r["roomId"])
    if not 20 <= len(room_ids) <= 35:
        fail("home.json: %d rooms, want 20-35" % len(room_ids))
    dev_ids = OrderedDict()
    for i, it in enumerate(home["items"]):
        where_ = "home.json items[%d]" % i
        if not it.get("deviceId") or it["deviceId"] in dev_ids:
            fail(where_ + ": deviceId missing or duplicate")
        if not (it.get("label") or it.get("name")):
            fail(where_ + ": no label or name")
        if "roomId" in it and it["roomId"] not in room_ids:
            fail(where_ + ": roomId not in rooms")
        mains = [c for c in it.get("components", []) if c.get("id") == "main"]
        if len(mains) != 1:
            fail(where_ + ": exactly one main component required")
        if not it.get("profile", {}).get("id"):
            fail(where_ + ": profile.id required")
        dev_ids[it["deviceId"]] = it
    if len(dev_ids) < 110:
        fail("home.json: %d devices, want at least 110" % len(dev_ids))
    # every device copies a real profile
    real_of_pid = {}
    for key, label, (pname, driver), room in DEVICES:
        it = dev_ids.get(uid("device", key))
        if it is None:
            fail("device %s missing from home.json" % key)
        p = profiles.get((pname, driver))
        if p is None:
            fail("%s: no real profile %s (%s)" % (key, pname, driver))
        main = [c for c in it["components"] if c["id"] == "main"][0]
        if [c["id"] for c in main["capabilities"]] != p["capabilities"]:
            fail("%s: main capabilities differ from profile %s" % (key, pname))
        if [c["name"] for c in main["categories"]] != p["categories"]:
            fail("%s: categories differ from profile %s" % (key, pname))
        if [c["id"] for c in it["components"][1:]] != [c["id"] for c in p.get("components", [])]:
            fail("%s: components differ from profile %s" % (key, pname))
        real_of_pid[it["profile"]["id"]] = p
    # spec: one line per profile, every command a command of its capability with real arguments
    spec_cmds = {}
    for n, line in enumerate(files["spec.jsonl"].splitlines(), 1):
        row = json.loads(line)
        pid = row.get("profileId")
        if not pid or not isinstance(row.get("capabilities"), list):
            fail("spec.jsonl line %d: profileId and capabilities required" % n)
        if pid in spec_cmds:
            fail("spec.jsonl line %d: duplicate profileId" % n)
        p = real_of_pid.get(pid)
        if p is None:
            fail("spec.jsonl line %d: profile no device uses" % n)
        ids = []
        for c in row["capabilities"]:
            cid = c.get("id", "")
            parts = cid.split("-")
            if len(parts) != 3 or parts[0] != "main" or not c.get("description"):
                fail("spec.jsonl line %d: bad command %r" % (n, cid))
            cap, cmd = parts[1], parts[2]
            if cap not in p["capabilities"]:
                fail("spec.jsonl line %d: %s is not on the profile's main component" % (n, cap))
            cdefs = [x for x in caps.get(cap, {}).get("commands", []) if x["name"] == cmd]
            if not cdefs:
                fail("spec.jsonl line %d: %s is not a command of capability %s" % (n, cmd, cap))
            args = [a for a in cdefs[0].get("arguments", []) if not a.get("optional")]
            if args and c.get("type") != args[0].get("type"):
                fail("spec.jsonl line %d: %s type differs from the capability's argument" % (n, cid))
            if not args and ("type" in c or "value_range" in c or "value_list" in c):
                fail("spec.jsonl line %d: %s takes no argument" % (n, cid))
            if "value_range" in c:
                vr = c["value_range"]
                if not vr["min"] <= vr["max"]:
                    fail("spec.jsonl line %d: bad range in %s" % (n, cid))
                a = args[0]
                if (a.get("minimum") is not None and vr["min"] < a["minimum"]) or \
                        (a.get("maximum") is not None and vr["max"] > a["maximum"]):
                    fail("spec.jsonl line %d: range of %s outside the capability's" % (n, cid))
            for v in c.get("value_list", []):
                if "value" not in v or "description" not in v:
                    fail("spec.jsonl line %d: bad value_list in %s" % (n, cid))
                if args[0].get("enum") and v["value"] not in args[0]["enum"]:
                    fail("spec.jsonl line %d: %r is not in the enum of %s" % (n, v["value"], cid))
            ids.append(cid)
        spec_cmds[pid] = set(ids)
    used_pids = {it["profile"]["id"] for it in home["items"]}
    missing = used_pids - set(spec_cmds)
    if missing != {profile_id(*p) for p in SPEC_OMITTED}:
        fail("spec.jsonl omits unexpected profiles")
    if not 3 <= len(missing) <= 6:
        fail("spec.jsonl should leave out 3-6 profiles, leaves out %d" % len(missing))

    def commands_of(d):
        pid = dev_ids[d]["profile"]["id"]
        if pid in spec_cmds:
            return spec_cmds[pid]
        p = real_of_pid[pid]
        return {"main-%s-%s" % (cap, x["name"]) for cap in p["capabilities"]
                for x in caps.get(cap, {}).get("commands", [])}
    # cases
    seen = set()
    n_cases = 0
    for n, line in enumerate(files["cases.jsonl"].splitlines(), 1):
        c = json.loads(line)
        n_cases += 1
        where_ = "cases.jsonl line %d (%s)" % (n, c.get("id"))
        if not c.get("id") or c["id"] in seen:
            fail(where_ + ": id missing or duplicate")
        seen.add(c["id"])
        if c.get("home") != "home.json" or not isinstance(c.get("query"), str) or not c["query"].strip():
            fail(where_ + ": home/query")
        if not c.get("tags") or not all(isinstance(t, str) and t for t in c["tags"]):
            fail(where_ + ": tags")
        if "history" in c and not (isinstance(c["history"], list) and c["history"]
                                   and all(isinstance(h, str) for h in c["history"])):
            fail(where_ + ": history must be a non-empty list of strings")
        if not isinstance(c.get("expect"), list) or not c["expect"]:
            fail(where_ + ": expect")
        for e in c["expect"]:
            mode = e.get("mode")
            devs, cps = e.get("devices"), e.get("capabilities")
            if mode not in ("one", "all", "clarify", "none") or not isinstance(devs, list) or not isinstance(cps, list):
                fail(where_ + ": bad expect entry")
            if len(set(devs)) != len(devs):
                fail(where_ + ": duplicate device")
            for d in devs:
                if d not in dev_ids:
                    fail(where_ + ": unknown device %s" % d)
            if mode == "none":
                if devs or cps:
                    fail(where_ + ": mode none must be empty")
                continue
            if mode in ("one", "all") and not devs:
                fail(where_ + ": mode %s needs devices" % mode)
            if mode == "all" and len(devs) < 2:
                fail(where_ + ": mode all over fewer than two devices")
            if cps == ["*"]:
                if mode != "one":
                    fail(where_ + ": '*' only in mode one")
                continue
            if mode in ("one", "all") and not cps:
                fail(where_ + ": mode %s needs capabilities" % mode)
            dev_cmds = {d: commands_of(d) for d in devs}
            for cp in cps:
                if not any(cp in s for s in dev_cmds.values()):
                    fail(where_ + ": no listed device supports %s" % cp)
            if mode in ("one", "all"):
                for d, s in dev_cmds.items():
                    if not (s & set(cps)):
                        fail(where_ + ": device %s supports none of %s" % (label_of_id(d), cps))
    return n_cases


def label_of_id(d):
    for k in DEV:
        if uid("device", k) == d:
            return label_of(k)
    return d


def count_table(counter, head, unit="cases"):
    out = ["| %s | %s |" % (head, unit), "| --- | --- |"]
    for t, n in sorted(counter.items(), key=lambda kv: (-kv[1], kv[0])):
        out.append("| %s | %d |" % (t, n))
    return out


def stats():
    render()
    out = []
    cats = Counter(CAT[k] for k in DEV)
    out.append("rooms: %d, devices: %d, profiles: %d (spec lines: %d), spec commands: %d" % (
        len(ROOMS), len(DEVICES), len({d[2] for d in DEVICES}), len(SPEC),
        sum(len(l["capabilities"]) for l in SPEC)))
    out.append("categories: " + ", ".join("%s %d" % kv for kv in cats.most_common()))
    zh = lambda s: any("\u4e00" <= ch <= "\u9fff" for ch in s)
    en = sum(1 for l in SPEC for c in l["capabilities"] if not zh(c["description"]))
    vl = [v for l in SPEC for c in l["capabilities"] for v in c.get("value_list", [])]
    en_v = sum(1 for v in vl if not zh(v["description"]))
    out.append("English command descriptions: %d of %d; English value descriptions: %d of %d" % (
        en, sum(len(l["capabilities"]) for l in SPEC), en_v, len(vl)))
    out.append("")
    out.append("| room (as typed) | where | devices |")
    out.append("| --- | --- | --- |")
    for rk, (name, where) in ROOMS.items():
        out.append("| `%s` | %s | %d |" % (name, where, sum(1 for d in DEVICES if d[3] == rk)))
    out.append("| (no room) | — | %d |" % sum(1 for d in DEVICES if d[3] is None))
    out.append("")
    out.append("| label | room | category | profile (driver) | in spec |")
    out.append("| --- | --- | --- | --- | --- |")
    for key, label, (pname, driver), room in DEVICES:
        out.append("| %s | %s | %s | %s (%s) | %s |" % (
            label_of(key) + ("" if label else " *(no label; name)*"), ROOMS[room][0] if room else "—",
            CAT[key], pname, driver, "no" if (pname, driver) in SPEC_OMITTED else "yes"))
    out.append("")
    n = len(CASES)
    modes = Counter(e["mode"] for c in CASES for e in c["expect"])
    out.append("cases: %d; expect entries: %s" % (n, ", ".join("%s %d" % kv for kv in sorted(modes.items()))))
    case_modes = Counter()
    for c in CASES:
        for m in sorted({e["mode"] for e in c["expect"]}):
            case_modes[m] += 1
    out.append("cases with an entry of mode: " + ", ".join(
        "%s %d (%.1f%%)" % (m, case_modes[m], 100.0 * case_modes[m] / n) for m in ("one", "all", "clarify", "none")))
    free = sum(1 for c in CASES if "free-phrasing" in c["tags"])
    out.append("cases tagged free-phrasing: %d (%.1f%%); with history: %d" % (
        free, 100.0 * free / n, sum(1 for c in CASES if c.get("history"))))
    groups = Counter(c["id"].split("-")[1] for c in CASES)
    out.append("groups: " + ", ".join("%s %d" % kv for kv in groups.items()))
    out.append("")
    out += count_table(Counter(e["mode"] for c in CASES for e in c["expect"]), "mode", "expect entries")
    out.append("")
    out += count_table(Counter(t for c in CASES for t in c["tags"]), "tag")
    return "\n".join(out)


def main(argv):
    files = render()
    if "--stats" in argv:
        print(stats())
        return
    if "--check" in argv:
        current = {}
        for name in files:
            path = os.path.join(HERE, name)
            if not os.path.exists(path):
                fail("%s missing (run build.py)" % name)
            with open(path, encoding="utf-8") as f:
                current[name] = f.read()
        n = validate(current)
        for name in files:
            if current[name] != files[name]:
                fail("%s differs from what build.py writes (run build.py)" % name)
        print("ok: %d devices, %d rooms, %d spec lines, %d cases" % (len(DEVICES), len(ROOMS), len(SPEC), n))
        return
    validate(files)
    for name, text in files.items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
            f.write(text)
    print("wrote %s: %d devices, %d rooms, %d spec lines, %d cases" % (
        ", ".join(files), len(DEVICES), len(ROOMS), len(SPEC), len(CASES)))


if __name__ == "__main__":
    main(sys.argv[1:])
