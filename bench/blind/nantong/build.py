#!/usr/bin/env python3
"""Blind evaluation set "nantong": a retired couple's two-storey terraced house (排屋) in a
newer estate in 南通 -- a basement level (B1) with the garage, a mahjong room and a store
room; the ground floor with the living and dining rooms, the kitchen and the downstairs
bedroom of the grandfather's 95-year-old mother; the couple's floor above; an attic tea
room and a roof terrace on top; a front garden and a back garden with a sunroom.  The son
set it all up from 上海, with every naming habit a real account collects.

    python build.py            write home.json, spec.jsonl, cases.jsonl next to this file
    python build.py --check    re-read the three files, validate them against
                               shared/FORMATS.md and the real profiles, and check they
                               equal this script's output
    python build.py --stats    print the device table and the count tables of README.md

Every device copies the categories, capabilities and components of one real SmartThings
profile (shared/data/smartthings/profiles.jsonl); every spec command is a command of its
capability in shared/data/smartthings/capabilities.json.  Deterministic: every id is a
uuid5 of a readable key under a fixed namespace; no randomness, no clock.  Standard
library only.
"""
import hashlib
import json
import os
import sys
import uuid
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "nantong"
NS = uuid.UUID("0b7f4e52-6a1d-5c39-9d0e-6e616e746f6e")


def data_dir():
    env = os.environ.get("SMARTTHINGS_DATA")
    cands = [env] if env else []
    d = HERE
    for _ in range(8):
        cands.append(os.path.join(d, "shared", "data", "smartthings"))
        d = os.path.dirname(d)
    for c in cands:
        if c and os.path.exists(os.path.join(c, "profiles.jsonl")):
            return os.path.abspath(c)
    sys.exit("cannot find shared/data/smartthings (walked up from %s; set SMARTTHINGS_DATA)" % HERE)


def uid(kind, key):
    return str(uuid.uuid5(NS, "%s/%s/%s" % (SET, kind, key)))


LOCATION_ID = uid("location", "gu-jia-nantong")

# ---------------------------------------------------------------------------
# Rooms: key -> (name exactly as the son typed it, level).  Levels are this set's
# knowledge (home.json has no floor field): "B1", "1F", "2F", "3F"; "yard" = the
# two gardens (outdoors, on no floor); "stair" = the stairwell (every floor, none).
# ---------------------------------------------------------------------------
ROOMS = OrderedDict([
    ("garage", ("B1车库", "B1")),
    ("mahjong", ("棋牌室", "B1")),
    ("store", ("B1储藏室", "B1")),
    ("front", ("前院", "yard")),
    ("hall", ("门厅", "1F")),
    ("living", ("1F客厅", "1F")),
    ("dining", ("餐厅", "1F")),
    ("kitchen", ("厨房", "1F")),
    ("elder", ("老人访", "1F")),        # voice-typed 老人房 (fáng -> 访), never corrected
    ("elder_old", ("太奶奶房", "1F")),  # the first entry for the same bedroom, named by the grandson
    ("bath1", ("1F卫生间", "1F")),
    ("sun", ("Sunroom", "1F")),         # the 阳光房 off the living room, onto the back garden
    ("back", ("后院", "yard")),
    ("stairs", ("楼梯", "stair")),
    ("master", ("2F-主卧", "2F")),
    ("study", ("书房", "2F")),
    ("guest", ("次卧", "2F")),          # was "Bedroom 2"; the son's family sleep here at weekends
    ("kid", ("Room 5", "2F")),          # the app's default name; it is the grandson's 儿童房
    ("mbath", ("主卫", "2F")),
    ("pbath", ("公卫", "2F")),
    ("balcony", ("2F阳台", "2F")),
    ("tea", ("阁楼(茶室)", "3F")),
    ("terrace", ("露台", "3F")),
])
FLOORS = ("B1", "1F", "2F", "3F")
ELDER = ("elder", "elder_old")          # one bedroom, two entries in the account

# ---------------------------------------------------------------------------
# Devices: (key, label or None, (profile name, driver), room key or None)
# ---------------------------------------------------------------------------
DEVICES = [
    # B1车库 -- the garage under the house, down the ramp from the estate road
    ("g_door", "车库门", ("base-garage-door", "zwave-garage-door-opener"), "garage"),
    ("g_light", "车库灯", ("on-off-bulb", "zigbee-switch"), "garage"),
    ("g_ev", "电动车充电", ("switch-power-energy-consumption-report", "zigbee-switch"), "garage"),
    ("g_cam", "车库摄像头", ("camera", "matter-switch"), "garage"),
    # 棋牌室 -- the mahjong room
    ("mj_light", "吸顶灯", ("light-level", "matter-switch"), "mahjong"),
    ("mj_table", "麻将桌灯", ("light-level-colorTemperature", "matter-switch"), "mahjong"),
    ("mj_machine", "麻将机", ("basic-plug", "zigbee-switch"), "mahjong"),
    ("mj_ac", "空调", ("room-air-conditioner-fan-heating-cooling", "matter-thermostat"), "mahjong"),
    ("mj_dehum", "除湿机", ("plug-power", "matter-switch"), "mahjong"),
    ("mj_floor", "地暖", ("Heater.v1", "deepsmart"), "mahjong"),
    ("mj_th", "温湿度计", ("humidity-temp-battery-aqara", "zigbee-humidity-sensor"), "mahjong"),
    # B1储藏室 -- the store room (rice, the chest freezer, things that mould in 黄梅天)
    ("st_light", "储藏室灯", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "store"),
    ("st_dehum", "除湿机", ("switch-power-energy", "zigbee-switch"), "store"),
    ("st_freezer", "冰柜", ("plug-binary", "matter-switch"), "store"),
    ("st_leak", None, ("water-battery", "zigbee-water-leak-sensor"), "store"),
    # 前院 -- the front garden and its gate
    ("f_lock", "院门锁", ("lock-user-pin-batteryLevel", "matter-lock"), "front"),
    ("f_cam", "前院摄像头", ("camera", "matter-switch"), "front"),
    ("f_light", "庭院灯", ("light-binary", "matter-switch"), "front"),
    ("f_gate", "门头灯", ("on-off-bulb", "zigbee-switch"), "front"),
    # 门厅
    ("h_light", "门厅灯", ("light-level-motion", "matter-switch"), "hall"),
    ("h_lock", "入户门锁", ("lock-battery", "zigbee-lock"), "hall"),
    # 1F客厅
    ("l_down1", "筒灯1", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "living"),
    ("l_down2", "筒灯2", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "living"),
    ("l_down3", "筒灯3", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "living"),
    ("l_down4", "筒灯4", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "living"),
    ("l_down5", "筒灯5", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "living"),
    ("l_down6", "筒灯6", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "living"),
    ("l_down7", "筒灯7", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "living"),
    ("l_down8", "筒灯8", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "living"),
    ("l_spotA", "射灯A", ("light-level", "matter-switch"), "living"),
    ("l_spotB", "射灯B", ("light-level", "matter-switch"), "living"),
    ("l_spotC", "射灯C", ("light-level", "matter-switch"), "living"),
    ("l_spotD", "射灯D", ("light-level", "matter-switch"), "living"),
    ("l_pendant", "客厅吊灯", ("light-color-level-2700K-6500K", "matter-switch"), "living"),
    ("l_strip", "客厅灯带", ("rgbw-bulb", "zigbee-switch"), "living"),
    ("l_ac", "空调", ("Ac.v1", "deepsmart"), "living"),
    ("l_floor", "地暖", ("Heater.v1", "deepsmart"), "living"),
    ("l_tv", "电视", ("media-video-player", "matter-media"), "living"),
    ("l_bar", "Soundbar", ("samsung-audio", "samsung-audio"), "living"),
    ("l_curtain", "客厅窗帘", ("window-covering", "matter-window-covering"), "living"),
    ("l_sheer", "客厅纱帘", ("window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment"), "living"),
    ("l_rvc", "Roborock Q7", ("rvc-clean-mode", "matter-rvc"), "living"),
    ("l_fish", "别关-鱼缸", ("smartplug-binary", "zwave-switch"), "living"),
    # 餐厅
    ("d_light", "餐厅吊灯", ("light-level-colorTemperature", "matter-switch"), "dining"),
    ("d_cab", "餐边柜灯", ("plug-level", "matter-switch"), "dining"),
    ("d_water", "饮水机", ("plug-power", "matter-switch"), "dining"),
    # 厨房
    ("k_light", "厨房灯", ("basic-switch", "zigbee-switch"), "kitchen"),
    ("k_valve", "燃气阀", ("valve-generic", "zwave-valve"), "kitchen"),
    ("k_gas", "燃气报警器", ("gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector"), "kitchen"),
    ("k_smoke", "烟雾报警器", ("smoke-battery-aqara", "zigbee-smoke-detector"), "kitchen"),
    ("k_hood", "油烟机", ("extractor-hood-light", "matter-appliance"), "kitchen"),
    ("k_fridge", "冰箱", ("refrigerator-freezer", "matter-appliance"), "kitchen"),
    ("k_wh", "小厨宝", ("water-heater", "matter-thermostat"), "kitchen"),
    ("k_rice", "电饭煲", ("basic-plug", "zigbee-switch"), "kitchen"),
    # 老人访 (= 老人房) -- 老太太's bedroom, downstairs
    ("e_light", "吸顶灯", ("light-level", "matter-switch"), "elder"),
    ("e_night", "小夜灯", ("aqara-led-bulb", "zigbee-switch"), "elder"),
    ("e_ac", "空调", ("room-air-conditioner-heating-cooling", "matter-thermostat"), "elder"),
    ("e_floor", "地暖", ("Heater.v1", "deepsmart"), "elder"),
    ("e_blanket", "电热毯", ("switch-power-smartplug-no-firmware-update", "zigbee-switch"), "elder"),
    ("e_cam", "老人房摄像头", ("camera", "matter-switch"), "elder"),
    ("e_curtain", "老人房窗帘", ("window-treatment-no-preset", "zigbee-window-treatment"), "elder"),
    ("e_motion", "人体感应", ("motion-battery", "zigbee-motion-sensor"), "elder"),
    ("e_heater", "次卧取暖器", ("switch-power-smartplug", "zigbee-switch"), "elder"),   # carried down from 次卧
    # 太奶奶房 -- the old entry for the same bedroom; only a forgotten plug is left in it
    ("eo_sun", "小太阳", ("basic-plug", "zigbee-switch"), "elder_old"),
    # 1F卫生间
    ("b1_light", "卫生间灯", ("light-binary", "matter-switch"), "bath1"),
    ("b1_heater", "浴霸", ("aqara-bath-heater", "aqara-bath-heater"), "bath1"),
    ("b1_fan", "排气扇", ("basic-switch", "tuya-zigbee"), "bath1"),
    ("b1_wh", "热水器", ("water-heater-power-energy-powerConsumption", "matter-thermostat"), "bath1"),
    # Sunroom (阳光房)
    ("s_light", "阳光房吊灯", ("light-level-power", "zigbee-switch"), "sun"),
    ("s_shade", "遮阳帘", ("window-treatment-aqara-roller-shade-rotate", "zigbee-window-treatment"), "sun"),
    ("s_fan", "吊扇", ("fan-3speed", "zwave-fan"), "sun"),
    ("s_sonos", "Sonos", ("sonos-player", "sonos"), "sun"),
    # 后院 -- the back garden, half of it vegetables
    ("bk_light", "后院灯", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "back"),
    ("bk_valve", "菜地浇水", ("valve-battery-powerSource", "zigbee-valve"), "back"),
    # 楼梯
    ("sw_light", "楼梯灯", ("light-level-motion", "matter-switch"), "stairs"),
    # 2F-主卧 -- the couple
    ("m_light", "吸顶灯", ("color-temp-bulb-2200K-6500K", "zigbee-switch"), "master"),
    ("m_bedL", "床头灯左", ("white-ambiance", "philips-hue"), "master"),
    ("m_bedR", "床头灯右", ("white-ambiance", "philips-hue"), "master"),
    ("m_ac", "空调", ("room-air-conditioner", "matter-thermostat"), "master"),
    ("m_tv", "小米电视", ("media-video-speaker", "matter-media"), "master"),
    ("m_curtain", "主卧窗帘", ("window-treatment-battery", "zigbee-window-treatment"), "master"),
    ("m_sheer", "主卧纱帘", ("window-covering-batteryLevel", "matter-window-covering"), "master"),
    ("m_blanket", "电热毯", ("plug-binary", "matter-switch"), "master"),
    # 书房 -- the grandfather's calligraphy
    ("sd_light", "书房灯", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "study"),
    ("sd_desk", "台灯", ("color-temp-bulb", "zigbee-switch"), "study"),
    ("sd_curtain", "书房窗帘", ("window-treatment-profile", "zigbee-window-treatment"), "study"),
    # 次卧 -- kept for the son's family
    ("gu_light", "吸顶灯", ("light-level-power", "matter-switch"), "guest"),
    ("gu_ac", "空调", ("room-air-conditioner-modular", "matter-thermostat"), "guest"),
    ("gu_curtain", "次卧窗帘", ("window-covering-profile", "matter-window-covering"), "guest"),
    # Room 5 -- the grandson's 儿童房
    ("kd_light", "儿童房灯", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "kid"),
    ("kd_star", "星空灯", ("color-bulb", "zigbee-switch"), "kid"),
    ("kd_desk", "台灯", ("white-ambiance", "philips-hue"), "kid"),
    ("kd_ac", "儿童房空调", ("room-air-conditioner-humidity-heating-cooling", "matter-thermostat"), "kid"),
    ("kd_story", "故事机", ("soundtouch-speaker", "bose"), "kid"),
    ("kd_curtain", "儿童房窗帘", ("window-treatment-no-preset", "zigbee-window-treatment"), "kid"),
    # 主卫, 公卫
    ("mb_light", "卫生间灯", ("light-binary", "matter-switch"), "mbath"),
    ("mb_heater", "浴霸", ("aqara-bath-heater", "aqara-bath-heater"), "mbath"),
    ("mb_wh", "热水器", ("water-heater", "matter-thermostat"), "mbath"),
    ("pb_light", "卫生间灯", ("light-binary", "matter-switch"), "pbath"),
    ("pb_fan", "排气扇", ("basic-switch", "zigbee-switch"), "pbath"),
    # 2F阳台 -- washing and the motorised clothes rack
    ("bl_rack", "晾衣架", ("window-treatment-profile-no-firmware-update", "zigbee-window-treatment"), "balcony"),
    ("bl_light", "阳台灯", ("on-off-bulb", "zigbee-switch"), "balcony"),
    ("bl_washer", "洗衣机", ("laundry-washer-tl", "matter-appliance"), "balcony"),
    ("bl_dryer", "烘干机", ("laundry-dryer-tl", "matter-appliance"), "balcony"),
    # 阁楼(茶室)
    ("t_light", "茶室灯", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "tea"),
    ("t_spot1", "射灯1", ("color-temp-bulb-2700K-6500K", "zigbee-switch"), "tea"),
    ("t_spot2", "射灯2", ("color-temp-bulb-2700K-6500K", "zigbee-switch"), "tea"),
    ("t_spot3", "射灯3", ("color-temp-bulb-2700K-6500K", "zigbee-switch"), "tea"),
    ("t_spot4", "射灯4", ("color-temp-bulb-2700K-6500K", "zigbee-switch"), "tea"),
    ("t_stove", "茶炉", ("plug-power-energy-powerConsumption", "matter-switch"), "tea"),
    ("t_ac", "空调", ("room-air-conditioner-fan-heating-cooling-nostate", "matter-thermostat"), "tea"),
    ("t_jbl", "JBL", ("jbl", "jbl"), "tea"),
    ("t_skylight", "天窗帘", ("window-treatment-hanssem", "zigbee-window-treatment"), "tea"),
    # 露台 -- the roof terrace with the plants
    ("tr_g1", "地灯1", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "terrace"),
    ("tr_g2", "地灯2", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "terrace"),
    ("tr_g3", "地灯3", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "terrace"),
    ("tr_g4", "地灯4", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "terrace"),
    ("tr_strip", "露台灯带", ("rgbw-bulb-2700K-6500K", "zigbee-switch"), "terrace"),
    ("tr_valve", "露台浇花", ("valve-battery-powerSource", "zigbee-valve"), "terrace"),
    # no room
    ("x_fresh", "新风系统", ("Newfan.v1", "deepsmart"), None),       # whole-house fresh air
    ("sd_ac", "空调-书房", ("room-air-conditioner-humidity-fan-heating-cooling", "matter-thermostat"), None),
    ("x_mosq", "电蚊香", ("basic-plug", "zigbee-switch"), None),     # goes wherever the mosquitoes are
    ("x_roam", "Sonos Roam", ("sonos-player", "sonos"), None),      # the son's portable speaker
]
# A device with no label shows its name (FORMATS.md §1).
UNLABELLED_NAME = {"st_leak": "Aqara Water Leak Sensor"}
# Where a label places a device that its room does not (or that has no room).
LABEL_ROOM = {"sd_ac": "study", "e_heater": "guest"}

# Profiles left out of spec.jsonl, as real accounts carry profiles the spec does not know.
# The cameras, the sensors and the sunroom's ceiling fan (a Z-Wave fan controller).
SPEC_OMITTED = {("camera", "matter-switch"), ("humidity-temp-battery-aqara", "zigbee-humidity-sensor"),
                ("motion-battery", "zigbee-motion-sensor"), ("fan-3speed", "zwave-fan")}

DEV = OrderedDict((d[0], d) for d in DEVICES)
ROOM_OF = {d[0]: d[3] for d in DEVICES}
MANUFACTURER = {
    "matter-switch": "Matter", "matter-thermostat": "Matter", "matter-media": "Matter",
    "matter-lock": "Matter", "matter-appliance": "Matter", "matter-rvc": "Roborock",
    "matter-window-covering": "Matter", "zigbee-switch": "LUMI", "tuya-zigbee": "_TZ3000_qewo8dlz",
    "zwave-switch": "Aeotec", "zwave-fan": "GE", "zwave-valve": "EcoNet", "zwave-garage-door-opener": "Qubino",
    "zigbee-motion-sensor": "LUMI", "zigbee-smoke-detector": "LUMI", "zigbee-water-leak-sensor": "LUMI",
    "zigbee-humidity-sensor": "LUMI", "zigbee-valve": "_TZE200_81isopgh", "zigbee-lock": "Yale",
    "zigbee-window-treatment": "LUMI", "philips-hue": "Signify Netherlands B.V.", "sonos": "Sonos",
    "bose": "Bose", "jbl": "Harman", "samsung-audio": "Samsung Electronics", "deepsmart": "DeepSmart",
    "aqara-bath-heater": "Aqara"}


def label_of(k):
    return DEV[k][1] if DEV[k][1] is not None else UNLABELLED_NAME[k]


def profile_id(pname, driver):
    return uid("profile", "%s/%s" % (driver, pname))


def pid_of(k):
    return profile_id(*DEV[k][2])


def device_type(driver):
    if driver.startswith("matter"):
        return "MATTER"
    if driver.startswith("zigbee") or driver in ("tuya-zigbee", "aqara-bath-heater"):
        return "ZIGBEE"
    if driver.startswith("zwave"):
        return "ZWAVE"
    return "LAN"


# ---------------------------------------------------------------------------
# Spec.  Descriptions written for this set, about a quarter of them in English
# (chosen by a hash), as real spec files mix both.
# ---------------------------------------------------------------------------
SKIP_CAPS = {"refresh", "firmwareUpdate", "energyMeter"}

DESC = {
    ("switch", "on"): ("打开", "turn on"),
    ("switch", "off"): ("关闭", "turn off"),
    ("switchLevel", "setLevel"): ("设置亮度百分比", "set brightness level"),
    ("statelessSwitchLevelStep", "stepLevel"): ("亮度调高/调低", "step brightness up or down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温（暖光/白光）", "set color temperature"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("色温调暖/调冷", "step color temperature"),
    ("colorControl", "setColor"): ("设置颜色", "set color"),
    ("colorControl", "setHue"): ("设置色相", "set hue"),
    ("colorControl", "setSaturation"): ("设置饱和度", "set saturation"),
    ("windowShade", "open"): ("打开窗帘", "open"),
    ("windowShade", "close"): ("关闭窗帘", "close"),
    ("windowShade", "pause"): ("暂停", "pause"),
    ("windowShadeLevel", "setShadeLevel"): ("设置开合度", "set shade level"),
    ("windowShadePreset", "presetPosition"): ("移动到预设位置", "go to preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设置预设位置", "set preset position"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("开合度增减", "step shade level"),
    ("doorControl", "open"): ("开门", "open the door"),
    ("doorControl", "close"): ("关门", "close the door"),
    ("lock", "lock"): ("上锁", "lock"),
    ("lock", "unlock"): ("解锁", "unlock"),
    ("valve", "open"): ("打开阀门", "open valve"),
    ("valve", "close"): ("关闭阀门", "close valve"),
    ("thermostatMode", "auto"): ("自动模式", "auto mode"),
    ("thermostatMode", "cool"): ("制冷模式", "cool mode"),
    ("thermostatMode", "heat"): ("制热模式", "heat mode"),
    ("thermostatMode", "off"): ("关闭（模式关）", "set mode to off"),
    ("thermostatMode", "setThermostatMode"): ("设置运行模式", "set thermostat mode"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷温度", "set cooling setpoint"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置制热温度", "set heating setpoint"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调模式", "set air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置风速", "set fan mode"),
    ("fanSpeedPercent", "setPercent"): ("风速百分比", "set fan speed percent"),
    ("fanMode", "setFanMode"): ("设置风量档位", "set fan mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("设置摆风", "set oscillation mode"),
    ("windMode", "setWindMode"): ("设置风感", "set wind mode"),
    ("audioVolume", "setVolume"): ("设置音量", "set volume"),
    ("audioVolume", "volumeUp"): ("调大音量", "volume up"),
    ("audioVolume", "volumeDown"): ("调小音量", "volume down"),
    ("audioMute", "mute"): ("静音", "mute"),
    ("audioMute", "unmute"): ("取消静音", "unmute"),
    ("audioMute", "setMute"): ("设置静音状态", "set mute"),
    ("mediaPlayback", "play"): ("播放", "play"),
    ("mediaPlayback", "pause"): ("暂停", "pause"),
    ("mediaPlayback", "stop"): ("停止播放", "stop"),
    ("mediaPlayback", "fastForward"): ("快进", "fast forward"),
    ("mediaPlayback", "rewind"): ("快退", "rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "set playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一首/下一个", "next track"),
    ("mediaTrackControl", "previousTrack"): ("上一首/上一个", "previous track"),
    ("mediaPresets", "playPreset"): ("播放收藏", "play preset"),
    ("keypadInput", "sendKey"): ("发送遥控按键", "send key"),
    ("audioNotification", "playTrack"): ("播放提示音", "play track"),
    ("audioNotification", "playTrackAndRestore"): ("播放提示音后恢复", "play track and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放提示音后继续", "play track and resume"),
    ("robotCleanerOperatingState", "start"): ("开始清扫", "start cleaning"),
    ("robotCleanerOperatingState", "pause"): ("暂停清扫", "pause cleaning"),
    ("robotCleanerOperatingState", "goHome"): ("回充", "return to dock"),
    ("mode", "setMode"): ("切换模式", "set mode"),
    ("operationalState", "start"): ("启动", "start"),
    ("operationalState", "stop"): ("停止", "stop"),
    ("operationalState", "pause"): ("暂停", "pause"),
    ("operationalState", "resume"): ("继续", "resume"),
    ("laundryWasherRinseMode", "setRinseMode"): ("漂洗次数", "set rinse mode"),
    ("laundryWasherSpinSpeed", "setSpinSpeed"): ("脱水转速", "set spin speed"),
    ("temperatureLevel", "setTemperatureLevel"): ("温度档位", "set temperature level"),
}
DESC_PROFILE = {
    ("aqara-bath-heater", "switch", "on"): ("打开浴霸照明", "turn on the bath heater light"),
    ("aqara-bath-heater", "switch", "off"): ("关闭浴霸照明", "turn off the bath heater light"),
    ("aqara-bath-heater", "switchLevel", "setLevel"): ("浴霸照明亮度", "bath heater light level"),
    ("aqara-bath-heater", "colorTemperature", "setColorTemperature"): ("浴霸照明色温", "bath heater light color temperature"),
    ("aqara-bath-heater", "thermostatMode", "setThermostatMode"): ("浴霸模式（暖风/凉风/换气/干燥）", "bath heater mode"),
    ("aqara-bath-heater", "thermostatMode", "heat"): ("浴霸暖风", "bath heater warm air"),
    ("aqara-bath-heater", "thermostatMode", "cool"): ("浴霸凉风", "bath heater cool air"),
    ("aqara-bath-heater", "thermostatMode", "off"): ("关闭浴霸", "turn the bath heater off"),
    ("aqara-bath-heater", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("浴霸暖风温度", "bath heater temperature"),
    ("aqara-bath-heater", "fanMode", "setFanMode"): ("浴霸风量", "bath heater fan speed"),
    ("aqara-bath-heater", "fanOscillationMode", "setFanOscillationMode"): ("浴霸摆风", "bath heater swing"),
    ("Heater.v1", "thermostatMode", "setThermostatMode"): ("地暖开关模式", "floor heating mode"),
    ("Heater.v1", "thermostatMode", "heat"): ("地暖加热", "floor heating on"),
    ("Heater.v1", "thermostatMode", "off"): ("地暖关闭", "floor heating off"),
    ("Heater.v1", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置地暖温度", "set floor heating temperature"),
    ("water-heater", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置水温", "set water temperature"),
    ("water-heater-power-energy-powerConsumption", "thermostatHeatingSetpoint", "setHeatingSetpoint"):
        ("设置水温", "set water temperature"),
    ("water-heater", "thermostatMode", "heat"): ("开始加热", "heat water"),
    ("water-heater-power-energy-powerConsumption", "thermostatMode", "heat"): ("开始加热", "heat water"),
    ("Ac.v1", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置空调温度", "set temperature"),
    ("Newfan.v1", "switch", "on"): ("打开新风", "turn on fresh air"),
    ("Newfan.v1", "switch", "off"): ("关闭新风", "turn off fresh air"),
    ("Newfan.v1", "airConditionerFanMode", "setFanMode"): ("新风风量", "fresh air fan speed"),
    ("base-garage-door", "doorControl", "open"): ("打开车库门", "open garage door"),
    ("base-garage-door", "doorControl", "close"): ("关闭车库门", "close garage door"),
    ("window-treatment-profile-no-firmware-update", "windowShade", "open"): ("升起", "raise"),
    ("window-treatment-profile-no-firmware-update", "windowShade", "close"): ("降下", "lower"),
    ("window-treatment-profile-no-firmware-update", "windowShadeLevel", "setShadeLevel"): ("设置高度", "set height"),
    ("gas-lifetime-selfcheck-aqara", "audioMute", "mute"): ("报警器消音", "silence the alarm"),
    ("smoke-battery-aqara", "audioMute", "mute"): ("报警器消音", "silence the alarm"),
    ("valve-generic", "valve", "open"): ("打开阀门", "open valve"),
    ("valve-generic", "valve", "close"): ("关闭阀门", "close valve"),
    ("valve-battery-powerSource", "valve", "open"): ("开始浇水", "start watering"),
    ("valve-battery-powerSource", "valve", "close"): ("停止浇水", "stop watering"),
    ("extractor-hood-light", "fanMode", "setFanMode"): ("吸力档位", "set fan level"),
    ("rvc-clean-mode", "mode", "setMode"): ("清扫模式", "set cleaning mode"),
    ("refrigerator-freezer", "mode", "setMode"): ("冰箱模式", "set refrigerator mode"),
    ("water-heater", "mode", "setMode"): ("热水器工作模式", "set water heater mode"),
    ("water-heater-power-energy-powerConsumption", "mode", "setMode"): ("热水器工作模式", "set water heater mode"),
}

VALUE_DESC = {
    "off": ("关", "off"), "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "auto": ("自动", "auto"),
    "fanonly": ("送风", "fan only"), "dryair": ("除湿", "dry"), "asleep": ("睡眠", "sleep"),
    "fan": ("送风", "fan"), "dry": ("抽湿", "dry"),
    "low": ("低档", "low"), "medium": ("中档", "medium"), "high": ("高档", "high"),
    "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "swing": ("摆风", "swing"), "fixed": ("固定", "fixed"),
    "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "playing": ("播放", "playing"), "paused": ("暂停", "paused"), "stopped": ("停止", "stopped"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "none": ("不漂洗", "no rinse"), "normal": ("标准漂洗", "normal rinse"), "extra": ("加漂", "extra rinse"),
    "max": ("最多漂洗", "max rinse"),
    "UP": ("上", "up"), "DOWN": ("下", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
    "SELECT": ("确认", "select"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"), "MENU": ("菜单", "menu"),
    "SETTINGS": ("设置", "settings"), "HOME": ("主页", "home"),
    # the labels these Matter appliances report (ModeBase supportedModes): this home's facts
    "Normal": ("标准", "normal"), "Quick": ("快洗", "quick"), "Heavy": ("强力", "heavy"),
    "Delicate": ("轻柔", "delicate"), "Bedding": ("被褥", "bedding"), "Wool": ("羊毛", "wool"),
    "Sanitize": ("除菌", "sanitize"), "Cold": ("冷水", "cold"), "Warm": ("温水", "warm"), "Hot": ("热水", "hot"),
    "Low": ("低温", "low"), "Medium": ("中温", "medium"), "High": ("高温", "high"),
    "No Spin": ("不脱水", "no spin"), "400": ("400转", "400 rpm"), "800": ("800转", "800 rpm"),
    "1200": ("1200转", "1200 rpm"),
    "Rapid Cool": ("速冷", "rapid cool"), "Rapid Freeze": ("速冻", "rapid freeze"), "Energy Save": ("节能", "energy save"),
    "Vacuum": ("扫地", "vacuum"), "Mop": ("拖地", "mop"), "Vacuum and Mop": ("扫拖", "vacuum and mop"),
    "Quiet": ("静音", "quiet"), "Manual": ("手动", "manual"), "Timed": ("定时", "timed"), "Off": ("关", "off"),
}
VALUE_DESC_PROFILE = {
    ("aqara-bath-heater", "thermostatMode"): {"off": ("关", "off"), "heat": ("暖风", "warm air"),
                                              "dryair": ("干燥", "dry"), "cool": ("凉风", "cool air"),
                                              "fanonly": ("换气", "ventilate")},
    ("Heater.v1", "thermostatMode"): {"off": ("关", "off"), "heat": ("加热", "heat")},
}
for _i in range(10):
    VALUE_DESC["NUMBER%d" % _i] = ("数字%d" % _i, "number %d" % _i)

# Argument facts the shared files do not carry, per profile name.  Thermostat modes are
# values of THERMOSTAT_MODE_MAP (matter-thermostat fields.lua, the observed_values of
# capabilities.json); which of them each unit offers is this home's fact.  Ac.v1 and
# Newfan.v1: DeepSmart dpenum.lua.  Heater.v1: DeepSmart commands.lua (off, or on = heat).
# aqara-bath-heater: drivers/Aqara/aqara-bath-heater/src/init.lua.  `mode` values are the
# labels these Matter appliances report.
AC_FAN = ["auto", "low", "medium", "high"]
DS_FAN = ["low", "medium", "high", "auto"]
ENUMS = {
    "room-air-conditioner-fan-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "fanonly", "dryair"], "airConditionerFanMode": AC_FAN},
    "room-air-conditioner-heating-cooling": {"thermostatMode": ["off", "cool", "heat", "auto"]},
    "room-air-conditioner": {
        "thermostatMode": ["off", "cool", "heat", "auto", "fanonly", "dryair", "asleep"],
        "airConditionerFanMode": AC_FAN, "windMode": ["sleepWind", "naturalWind"]},
    "room-air-conditioner-humidity-fan-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "auto", "fanonly", "dryair"], "airConditionerFanMode": AC_FAN},
    "room-air-conditioner-modular": {
        "thermostatMode": ["off", "cool", "heat", "auto", "dryair", "asleep"],
        "airConditionerFanMode": AC_FAN, "windMode": ["sleepWind", "naturalWind"]},
    "room-air-conditioner-humidity-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "auto", "dryair"], "airConditionerFanMode": AC_FAN},
    "room-air-conditioner-fan-heating-cooling-nostate": {
        "thermostatMode": ["off", "cool", "heat", "dryair"], "airConditionerFanMode": AC_FAN},
    "Ac.v1": {"airConditionerMode": ["cool", "heat", "fan", "dry", "auto"], "airConditionerFanMode": DS_FAN},
    "Newfan.v1": {"airConditionerFanMode": DS_FAN},
    "Heater.v1": {"thermostatMode": ["off", "heat"]},
    "water-heater": {"thermostatMode": ["off", "heat"], "mode": ["Off", "Manual", "Timed"]},
    "water-heater-power-energy-powerConsumption": {"thermostatMode": ["off", "heat"],
                                                   "mode": ["Off", "Manual", "Timed"]},
    "aqara-bath-heater": {"thermostatMode": ["off", "heat", "dryair", "cool", "fanonly"],
                          "fanOscillationMode": ["swing", "fixed"], "fanMode": ["low", "medium", "high"]},
    "extractor-hood-light": {"fanMode": ["off", "low", "medium", "high"]},
    "laundry-washer-tl": {"mode": ["Normal", "Quick", "Heavy", "Delicate", "Bedding", "Wool"],
                          "temperatureLevel": ["Cold", "Warm", "Hot"],
                          "laundryWasherSpinSpeed": ["No Spin", "400", "800", "1200"]},
    "laundry-dryer-tl": {"mode": ["Normal", "Quick", "Delicate", "Bedding", "Sanitize"],
                         "temperatureLevel": ["Low", "Medium", "High"]},
    "refrigerator-freezer": {"mode": ["Normal", "Rapid Cool", "Rapid Freeze", "Energy Save"]},
    "rvc-clean-mode": {"mode": ["Vacuum", "Mop", "Vacuum and Mop", "Quiet"]},
}
AC_PROFILES = [p for p in ENUMS if p.startswith("room-air-conditioner")]
RANGES = {  # (profile, capability) -> (min, max, unit); profile config wins where it has one
    ("white-ambiance", "colorTemperature"): (2200, 6500, "K"),
    ("aqara-bath-heater", "colorTemperature"): (2700, 6500, "K"),
    ("aqara-bath-heater", "thermostatHeatingSetpoint"): (16, 45, "C"),
    ("aqara-bath-heater", "switchLevel"): (1, 100, "%"),
    ("water-heater", "thermostatHeatingSetpoint"): (35, 75, "C"),
    ("water-heater-power-energy-powerConsumption", "thermostatHeatingSetpoint"): (35, 75, "C"),
    ("Heater.v1", "thermostatHeatingSetpoint"): (5, 35, "C"),
    ("Ac.v1", "thermostatHeatingSetpoint"): (16, 30, "C"),
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


def real_commands(profile, caps):
    """Every command of the profile's main capabilities that capabilities.json knows."""
    out = []
    for cap in profile["capabilities"]:
        if cap in SKIP_CAPS or cap not in caps:
            continue
        for cmd in caps[cap].get("commands", []):
            out.append("main-%s-%s" % (cap, cmd["name"]))
    return out


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
                continue   # no lock here reports "unlatched"
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
                if rng is None and (pname, cap) in RANGES:
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
                    unit = (rng[2] if len(rng) > 2 else None) or UNITS.get(cap)
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
    real = {}
    for key, label, (pname, driver), room in DEVICES:
        p = profiles[(pname, driver)]
        used[(pname, driver)] = p
        real[key] = real_commands(p, caps)

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
    return home, spec, real


HOME, SPEC, REAL_CMDS = build_home_and_spec()
SPEC_CMDS = {line["profileId"]: [c["id"] for c in line["capabilities"]] for line in SPEC}
SPEC_ENTRY = {(line["profileId"], c["id"]): c for line in SPEC for c in line["capabilities"]}
ITEM = {k: it for k, it in zip(DEV, HOME["items"])}


# ---------------------------------------------------------------------------
# What each device can do, and the intents the cases are written in.
# ---------------------------------------------------------------------------
def C(cap, cmd):
    return "main-%s-%s" % (cap, cmd)


def category(k):
    cats = ITEM[k]["components"][0]["categories"]
    return cats[0]["name"] if cats else "Unknown"


CAT = {k: category(k) for k in DEV}
PROF = {k: DEV[k][2][0] for k in DEV}


def in_spec(k):
    return DEV[k][2] not in SPEC_OMITTED


def cmds_of(k):
    """The spec's commands; for a profile left out of the spec, its real profile's commands."""
    return SPEC_CMDS[pid_of(k)] if in_spec(k) else REAL_CMDS[k]


def has(k, cid):
    return cid in cmds_of(k)


def values_of(k, cid):
    e = SPEC_ENTRY.get((pid_of(k), cid))
    return [v["value"] for v in e.get("value_list", [])] if e else []


def range_of(k, cid):
    e = SPEC_ENTRY.get((pid_of(k), cid))
    if e and "value_range" in e:
        return e["value_range"]["min"], e["value_range"]["max"]
    if (PROF[k], cid.split("-")[1]) == ("fan-3speed", "fanSpeed"):
        return 0, 3      # a three-speed fan (zwave-fan fan-3speed); the spec does not carry it
    return None


def _f(k, *cids):
    return [c for c in cids if has(k, c)]


def _in_range(k, cid, v):
    r = range_of(k, cid)
    return r is None or r[0] <= v <= r[1]


def _fv(k, v, *cids):
    """The commands among cids the device has and whose range takes v."""
    return [c for c in _f(k, *cids) if _in_range(k, c, v)]


MATTER_MODE = {"cool": "cool", "heat": "heat", "auto": "auto", "dry": "dryair", "fan": "fanonly",
               "sleep": "asleep", "off": "off"}
DS_MODE = {"cool": "cool", "heat": "heat", "auto": "auto", "dry": "dry", "fan": "fan"}
HEAT_ONLY = ("Heater.v1", "water-heater", "water-heater-power-energy-powerConsumption")
BATH = "aqara-bath-heater"
HEATER_LABELS = ("电热毯", "小太阳", "次卧取暖器")
SP_COOL, SP_HEAT = C("thermostatCoolingSetpoint", "setCoolingSetpoint"), C("thermostatHeatingSetpoint", "setHeatingSetpoint")


def _mode(k, m):
    out = []
    cid = C("thermostatMode", "setThermostatMode")
    if has(k, cid) and MATTER_MODE.get(m) in values_of(k, cid):
        out += _f(k, C("thermostatMode", MATTER_MODE[m])) + [cid]
    cid = C("airConditionerMode", "setAirConditionerMode")
    if has(k, cid) and DS_MODE.get(m) in values_of(k, cid):
        out.append(cid)
    if m == "sleep" and "sleepWind" in values_of(k, C("windMode", "setWindMode")):
        out.append(C("windMode", "setWindMode"))
    return out


def _fan(k, value=None):
    out = []
    for cid in (C("airConditionerFanMode", "setFanMode"), C("fanMode", "setFanMode")):
        if has(k, cid) and (value is None or value in values_of(k, cid)):
            out.append(cid)
    if value in (None, "low", "medium", "high", "off"):
        out += _f(k, C("fanSpeedPercent", "setPercent"), C("fanSpeed", "setFanSpeed"))
    return out


def i_on(k):
    cat, prof = CAT[k], PROF[k]
    if prof == BATH or prof in HEAT_ONLY:
        return _mode(k, "heat")
    if has(k, C("switch", "on")):
        out = [C("switch", "on")]
        if cat == "Speaker":
            out += _f(k, C("mediaPlayback", "play"))
        if cat in ("Washer", "Dryer"):
            out += _f(k, C("operationalState", "start"))
        return out
    if cat == "KitchenHood":
        return _fan(k)
    if cat == "Speaker":
        return _f(k, C("mediaPlayback", "play"))
    if cat == "Blind":
        return _f(k, C("windowShade", "open"), C("windowShadeLevel", "setShadeLevel"))
    return _f(k, C("valve", "open"), C("robotCleanerOperatingState", "start"), C("doorControl", "open"))


def i_off(k):
    cat, prof = CAT[k], PROF[k]
    if prof == BATH:      # heating off; the light off belongs to "浴霸关掉" too
        return _mode(k, "off") + _f(k, C("switch", "off"))
    if prof in HEAT_ONLY:
        return _mode(k, "off")
    if has(k, C("switch", "off")):
        out = [C("switch", "off")]
        if cat == "AirConditioner":
            out += _mode(k, "off")
        if cat == "Speaker":
            out += _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "stop"))
        if cat in ("Washer", "Dryer"):
            out += _f(k, C("operationalState", "stop"), C("operationalState", "pause"))
        if cat == "Fan":
            out += _f(k, C("fanSpeed", "setFanSpeed"))
        return out
    if cat == "KitchenHood":
        return _fan(k, "off")
    if cat == "Speaker":
        return _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "stop"))
    if cat == "Blind":
        return _f(k, C("windowShade", "close"), C("windowShadeLevel", "setShadeLevel"))
    return _f(k, C("valve", "close"), C("robotCleanerOperatingState", "goHome"),
              C("robotCleanerOperatingState", "pause"), C("doorControl", "close"))


def i_temp(k):
    if PROF[k] == BATH or PROF[k] in HEAT_ONLY or PROF[k] == "Ac.v1":
        return _f(k, SP_HEAT)
    return _f(k, SP_COOL, SP_HEAT)


def i_cool_sp(k):
    # Ac.v1 has one setpoint, used in every mode
    return _f(k, SP_COOL) or (_f(k, SP_HEAT) if PROF[k] == "Ac.v1" else [])


def i_warm(k):   # "冷": make it warmer
    if CAT[k] == "AirConditioner" or PROF[k] == BATH or PROF[k] == "Heater.v1":
        return _mode(k, "heat") + _f(k, SP_HEAT)
    if label_of(k) in HEATER_LABELS:
        return _f(k, C("switch", "on"))
    return []


def i_cool(k):   # "热": make it cooler
    if CAT[k] == "AirConditioner":
        return _f(k, C("switch", "on")) + _mode(k, "cool") + i_cool_sp(k) + _fan(k)
    if CAT[k] == "Fan":
        return _f(k, C("switch", "on")) + _fan(k)
    return []


def i_dry(k):    # "潮": dehumidify
    if CAT[k] == "AirConditioner" or PROF[k] == BATH:
        return _mode(k, "dry")
    if "除湿" in label_of(k):
        return _f(k, C("switch", "on"))
    return []


def i_vent(k):   # "闷", "有味道": move the air
    if PROF[k] == "Newfan.v1":
        return _f(k, C("switch", "on")) + _fan(k)
    if label_of(k) == "排气扇":
        return _f(k, C("switch", "on"))
    if CAT[k] == "KitchenHood":
        return _fan(k)
    if PROF[k] == BATH:
        return _mode(k, "fan")
    return []


def i_bright(k):
    return _f(k, C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel"))


def i_lightup(k):   # "暗": lights on or brighter
    return _f(k, C("switch", "on")) + i_bright(k) if is_light(k) else []


def i_dimoff(k):    # "晃眼": dimmer or off
    return i_bright(k) + _f(k, C("switch", "off")) if is_light(k) else []


def i_quieter(k):
    if CAT[k] not in ("Speaker", "Television"):
        return []
    return _f(k, C("audioVolume", "volumeDown"), C("audioVolume", "setVolume"), C("audioMute", "mute"),
              C("audioMute", "setMute"), C("mediaPlayback", "pause"), C("mediaPlayback", "stop"),
              C("switch", "off"))


SIMPLE = {
    "on": i_on, "off": i_off,
    "light_on": lambda k: _f(k, C("switch", "on")), "light_off": lambda k: _f(k, C("switch", "off")),
    "bright": i_bright,
    "ct": lambda k: _f(k, C("colorTemperature", "setColorTemperature"),
                       C("statelessColorTemperatureStep", "stepColorTemperatureByPercent")),
    "color": lambda k: _f(k, C("colorControl", "setColor"), C("colorControl", "setHue")),
    "open": lambda k: _f(k, C("windowShade", "open"), C("windowShadeLevel", "setShadeLevel"),
                         C("doorControl", "open"), C("valve", "open")),
    "close": lambda k: _f(k, C("windowShade", "close"), C("windowShadeLevel", "setShadeLevel"),
                          C("doorControl", "close"), C("valve", "close")),
    "shade_step": lambda k: _f(k, C("windowShadeLevel", "setShadeLevel"),
                               C("statelessWindowShadeLevelStep", "stepShadeLevel")),
    "spause": lambda k: _f(k, C("windowShade", "pause")),
    "preset": lambda k: _f(k, C("windowShadePreset", "presetPosition")),
    "temp": i_temp, "cool_sp": i_cool_sp, "heat_sp": lambda k: _f(k, SP_HEAT),
    "fan": lambda k: _fan(k),
    "volup": lambda k: _f(k, C("audioVolume", "volumeUp"), C("audioVolume", "setVolume")),
    "voldown": lambda k: _f(k, C("audioVolume", "volumeDown"), C("audioVolume", "setVolume")),
    "mute": lambda k: _f(k, C("audioMute", "mute"), C("audioMute", "setMute")),
    "unmute": lambda k: _f(k, C("audioMute", "unmute"), C("audioMute", "setMute")),
    "play": lambda k: _f(k, C("mediaPlayback", "play")),
    "pause": lambda k: _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "stop")),
    "next": lambda k: _f(k, C("mediaTrackControl", "nextTrack")),
    "prev": lambda k: _f(k, C("mediaTrackControl", "previousTrack")),
    "key": lambda k: _f(k, C("keypadInput", "sendKey")),
    "ch": lambda k: _f(k, C("mediaTrackControl", "nextTrack"), C("keypadInput", "sendKey")),
    "preset_play": lambda k: _f(k, C("mediaPresets", "playPreset")),
    "lock": lambda k: _f(k, C("lock", "lock")), "unlock": lambda k: _f(k, C("lock", "unlock")),
    "start": lambda k: _f(k, C("operationalState", "start"), C("switch", "on"),
                          C("robotCleanerOperatingState", "start")),
    "stop_op": lambda k: _f(k, C("operationalState", "stop"), C("operationalState", "pause"), C("switch", "off")),
    "pause_op": lambda k: _f(k, C("operationalState", "pause"), C("robotCleanerOperatingState", "pause")),
    "resume": lambda k: _f(k, C("operationalState", "resume")),
    "home": lambda k: _f(k, C("robotCleanerOperatingState", "goHome")),
    "mute_alarm": lambda k: _f(k, C("audioMute", "mute"), C("audioMute", "setMute")),
    "warm": i_warm, "cool": i_cool, "dry": i_dry, "vent": i_vent,
    "lightup": i_lightup, "dimoff": i_dimoff, "quieter": i_quieter,
}


def resolve_intent(k, intent):
    """The commands of device k that carry out intent ([] when it cannot)."""
    if intent in SIMPLE:
        return SIMPLE[intent](k)
    kind, _, arg = intent.partition(":")
    if kind == "level":
        return _fv(k, int(arg), C("switchLevel", "setLevel"))
    if kind == "ct":
        return _fv(k, int(arg), C("colorTemperature", "setColorTemperature"))
    if kind == "shade":
        return _fv(k, int(arg), C("windowShadeLevel", "setShadeLevel"))
    if kind == "temp":
        return [c for c in i_temp(k) if _in_range(k, c, float(arg))]
    if kind == "cool_sp":
        return [c for c in i_cool_sp(k) if _in_range(k, c, float(arg))]
    if kind == "heat_sp":
        return _fv(k, float(arg), SP_HEAT)
    if kind == "vol":
        return _fv(k, int(arg), C("audioVolume", "setVolume"))
    if kind == "fanspeed":
        return _fv(k, int(arg), C("fanSpeed", "setFanSpeed"))
    if kind == "pct":
        return _fv(k, int(arg), C("fanSpeedPercent", "setPercent"))
    if kind == "mode":
        return _mode(k, arg)
    if kind == "fan":
        return _fan(k, arg)
    if kind in ("wind", "swing", "setmode", "tlevel", "spin", "rinse", "keyv"):
        cid = {"wind": C("windMode", "setWindMode"), "swing": C("fanOscillationMode", "setFanOscillationMode"),
               "setmode": C("mode", "setMode"), "tlevel": C("temperatureLevel", "setTemperatureLevel"),
               "spin": C("laundryWasherSpinSpeed", "setSpinSpeed"),
               "rinse": C("laundryWasherRinseMode", "setRinseMode"), "keyv": C("keypadInput", "sendKey")}[kind]
        return [cid] if arg in values_of(k, cid) else []
    raise KeyError("unknown intent %r" % intent)


# ---------------------------------------------------------------------------
# Families of devices a person names by type, and the scopes of the house.
# ---------------------------------------------------------------------------
def is_light(k):
    return CAT[k] == "Light" or (CAT[k] in ("Switch", "SmartPlug") and "灯" in label_of(k))


FAMILY = {
    "light": is_light,
    "ac": lambda k: CAT[k] == "AirConditioner",
    "curtain": lambda k: CAT[k] == "Blind" and k != "bl_rack",
    "floorheat": lambda k: label_of(k) == "地暖",
    "plug": lambda k: CAT[k] == "SmartPlug",
    "dehum": lambda k: "除湿" in label_of(k),
    "lock": lambda k: CAT[k] == "SmartLock",
    "camera": lambda k: CAT[k] == "Camera",
    "speaker": lambda k: CAT[k] == "Speaker",
    "tv": lambda k: CAT[k] == "Television",
    "wh": lambda k: CAT[k] == "WaterHeater",
    "bathheater": lambda k: PROF[k] == BATH,
    "down": lambda k: label_of(k).startswith("筒灯"),
    "spot": lambda k: "射灯" in label_of(k),
    "ground": lambda k: label_of(k).startswith("地灯"),
    "strip": lambda k: "灯带" in label_of(k),
    "ceiling": lambda k: label_of(k) == "吸顶灯",
    "bathlight": lambda k: label_of(k) == "卫生间灯",
    "exhaust": lambda k: label_of(k) == "排气扇",
    "blanket": lambda k: label_of(k) == "电热毯",
    "heater": lambda k: label_of(k) in ("小太阳", "次卧取暖器"),
    "valve": lambda k: CAT[k] == "WaterValve",
    "watering": lambda k: CAT[k] == "WaterValve" and k != "k_valve",
    "bedlamp": lambda k: label_of(k).startswith("床头灯"),
    "desk": lambda k: label_of(k) == "台灯",
    "pendant": lambda k: "吊灯" in label_of(k),
    "sensor": lambda k: CAT[k] in ("TempHumiditySensor", "MotionSensor", "LeakSensor", "SmokeDetector"),
}


def places(k):
    return {p for p in (ROOM_OF[k], LABEL_ROOM.get(k)) if p}


def floor_rooms(*floors):
    return [r for r, v in ROOMS.items() if v[1] in floors]


def sel(fam=None, rooms=None, floors=None, ex_rooms=(), ex=(), need=None):
    """Devices of a family, in order, within a scope.  A device is in a room when its room
    or the room its label names is that room (LABEL_ROOM), as seed 000 §4-6 read it."""
    allowed = None
    if rooms is not None or floors is not None:
        allowed = set(rooms or []) | set(floor_rooms(*(floors or [])))
    out = []
    for k in DEV:
        p = places(k)
        if allowed is not None and not (p & allowed):
            continue
        if p & set(ex_rooms) or k in ex:
            continue
        if fam is not None and not FAMILY[fam](k):
            continue
        if need is not None and not resolve_intent(k, need):
            continue
        out.append(k)
    return out


def minus(keys, *drop):
    for d in drop:
        if d not in keys:
            raise CaseError("%s not in the set it is taken from" % d)
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
        raise CaseError("a bulk of fewer than two devices: %r" % keys)
    return {"devices": keys, "capabilities": _caps(keys, intents, True), "mode": "all"}


def ask(keys=(), *intents):
    keys = _keys(keys)
    return {"devices": keys, "capabilities": _caps(keys, intents, False), "mode": "clarify"}


def st(keys):
    return one(keys, "*")


NONE = {"devices": [], "capabilities": [], "mode": "none"}

CASES = []
_COUNTERS = Counter()
_SEEN = {}


def add(group, query, expect, tags, history=None):
    if isinstance(expect, dict):
        expect = [expect]
    tags = tags.split() if isinstance(tags, str) else list(tags)
    modes = [e["mode"] for e in expect]
    extra = []
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
    for t in extra:
        if t not in tags:
            tags.append(t)
    if len(set(tags)) != len(tags):
        raise CaseError("duplicate tag in %r" % tags)
    key = (query, tuple(history or ()))
    if key in _SEEN:
        raise CaseError("duplicate query %r (also %s)" % (query, _SEEN[key]))
    _COUNTERS[group] += 1
    cid = "%s-%s-%03d" % (SET, group, _COUNTERS[group])
    _SEEN[key] = cid
    case = OrderedDict([("id", cid), ("home", "home.json"), ("query", query)])
    if history:
        case["history"] = list(history)
    case["expect"] = [OrderedDict([("devices", [uid("device", k) for k in e["devices"]]),
                                   ("capabilities", e["capabilities"]), ("mode", e["mode"])]) for e in expect]
    case["tags"] = tags
    CASES.append(case)


# Sets used again and again
LIGHT = sel("light")
AC = sel("ac")
CURTAIN = sel("curtain")
PLUG = sel("plug")
DOWN = sel("down")
LSPOT = ["l_spotA", "l_spotB", "l_spotC", "l_spotD"]
TSPOT = ["t_spot1", "t_spot2", "t_spot3", "t_spot4"]
GROUND = sel("ground")
LOCK = sel("lock")
CAMS = sel("camera")
DEHUM = sel("dehum")
FLOORHEAT = sel("floorheat")
WH = sel("wh")
SPEAKER = sel("speaker")
TV = sel("tv")
BATHL = sel("bathlight")
BATHH = sel("bathheater")
CEIL = sel("ceiling")
BED = sel("bedlamp")
BLANKET = sel("blanket")
HEATERS = sel("heater")
VALVES = sel("valve")
WATERING = sel("watering")
EXH = sel("exhaust")
DESK = sel("desk")
PENDANT = sel("pendant")
E_L = sel("light", rooms=ELDER)
L_LIV = sel("light", rooms=["living"])
L_MJ = sel("light", rooms=["mahjong"])
L_MASTER = sel("light", rooms=["master"])
L_KID = sel("light", rooms=["kid"])
L_TEA = sel("light", rooms=["tea"])
L_TR = sel("light", rooms=["terrace"])
L_STUDY = sel("light", rooms=["study"])
L_DIN = sel("light", rooms=["dining"])
YARD_L = sel("light", rooms=["front", "back"])
LB1, L1, L2, L3 = (sel("light", floors=[f]) for f in FLOORS)
AC1, AC2, AC3 = (sel("ac", floors=[f]) for f in ("1F", "2F", "3F"))
C1, C2 = sel("curtain", floors=["1F"]), sel("curtain", floors=["2F"])
BEDROOM_AC = ["e_ac", "m_ac", "gu_ac", "kd_ac"]
AC_FANS = sel("ac", need="fan:auto")


def odd(keys):
    return keys[0::2]


def even(keys):
    return keys[1::2]


# ===========================================================================
# CASES
# ===========================================================================
def cases_name():
    g = "name"
    add(g, "筒灯3打开", one("l_down3", "on"), "name series")
    add(g, "客厅吊灯开一下", one("l_pendant", "on"), "name")
    add(g, "客厅灯带打开", one("l_strip", "on"), "name")
    add(g, "麻将机开开", one("mj_machine", "on"), "name plug dialect")
    add(g, "麻将机歇掉", one("mj_machine", "off"), "name plug dialect")
    add(g, "茶炉插上电", one("t_stove", "on"), "name plug")
    add(g, "茶炉关了吧", one("t_stove", "off"), "name plug")
    add(g, "电动车充电关掉", one("g_ev", "off"), "name plug")
    add(g, "电动车充上电", one("g_ev", "on"), "name plug partial")
    add(g, "车库灯开", one("g_light", "on"), "name")
    add(g, "储藏室灯打开", one("st_light", "on"), "name")
    add(g, "门厅灯关了", one("h_light", "off"), "name")
    add(g, "庭院灯打开", one("f_light", "on"), "name")
    add(g, "门头灯开一下", one("f_gate", "on"), "name")
    add(g, "后院灯关掉", one("bk_light", "off"), "name")
    add(g, "楼梯灯开", one("sw_light", "on"), "name")
    add(g, "餐厅吊灯打开", one("d_light", "on"), "name")
    add(g, "餐边柜灯开", one("d_cab", "on"), "name plug")
    add(g, "饮水机开一下", one("d_water", "on"), "name plug")
    add(g, "厨房灯关了", one("k_light", "off"), "name switch-light")
    add(g, "油烟机打开", one("k_hood", "on"), "name no-switch")
    add(g, "小夜灯开", one("e_night", "on"), "name")
    add(g, "小太阳开开", one("eo_sun", "on"), "name plug dialect")
    add(g, "次卧取暖器打开", one("e_heater", "on"), "name label-names-room")
    add(g, "阳光房吊灯关掉", one("s_light", "off"), "name")
    add(g, "遮阳帘放下来", one("s_shade", "close"), "name curtain")
    add(g, "吊扇开一下", one("s_fan", "on"), "name spec-missing fan")
    add(g, "吊扇关了", one("s_fan", "off"), "name spec-missing fan")
    add(g, "床头灯左开", one("m_bedL", "on"), "name series")
    add(g, "右边床头灯关掉", one("m_bedR", "off"), "name series word-order")
    add(g, "小米电视打开", one("m_tv", "on"), "name tv brand-label")
    add(g, "主卧窗帘拉开", one("m_curtain", "open"), "name curtain")
    add(g, "主卧纱帘拉上", one("m_sheer", "close"), "name curtain")
    add(g, "书房灯开", one("sd_light", "on"), "name")
    add(g, "书房窗帘关上", one("sd_curtain", "close"), "name curtain")
    add(g, "空调-书房打开", one("sd_ac", "on"), "name no-room ac")
    add(g, "次卧窗帘打开", one("gu_curtain", "open"), "name curtain")
    add(g, "儿童房灯开一下", one("kd_light", "on"), "name")
    add(g, "星空灯打开", one("kd_star", "on"), "name")
    add(g, "儿童房空调关掉", one("kd_ac", "off"), "name ac")
    add(g, "故事机打开", one("kd_story", "on"), "name speaker")
    add(g, "儿童房窗帘拉上", one("kd_curtain", "close"), "name curtain")
    add(g, "晾衣架降下来", one("bl_rack", "close"), "name rack")
    add(g, "晾衣架升上去", one("bl_rack", "open"), "name rack")
    add(g, "阳台灯开", one("bl_light", "on"), "name")
    add(g, "洗衣机开始洗", one("bl_washer", "start"), "name washer")
    add(g, "烘干机停一下", one("bl_dryer", "stop_op"), "name dryer")
    add(g, "茶室灯打开", one("t_light", "on"), "name")
    add(g, "天窗帘拉上", one("t_skylight", "close"), "name curtain")
    add(g, "露台灯带打开", one("tr_strip", "on"), "name")
    add(g, "露台浇花打开", one("tr_valve", "open"), "name valve")
    add(g, "菜地浇水开一下", one("bk_valve", "open"), "name valve")
    add(g, "菜地浇水关掉", one("bk_valve", "close"), "name valve")
    add(g, "新风系统打开", one("x_fresh", "on"), "name no-room fresh-air")
    add(g, "新风关掉", one("x_fresh", "off"), "name no-room fresh-air partial")
    add(g, "电蚊香插上", one("x_mosq", "on"), "name no-room plug")
    add(g, "电蚊香关了", one("x_mosq", "off"), "name no-room plug")
    add(g, "Sonos Roam 暂停一下", one("x_roam", "pause"), "name english-label no-room speaker")
    add(g, "Sonos 放点音乐", one("s_sonos", "play"), "name english-label speaker")
    add(g, "Soundbar 打开", one("l_bar", "on"), "name english-label speaker")
    add(g, "让 Roborock 扫一下地", one("l_rvc", "start"), "name english-label robot")
    add(g, "JBL 放首歌", one("t_jbl", "play"), "name english-label speaker")
    add(g, "冰柜插座打开", one("st_freezer", "on"), "name plug")
    add(g, "冰箱调成速冻", one("k_fridge", "setmode:Rapid Freeze"), "name mode fridge")
    add(g, "小厨宝打开", one("k_wh", "on"), "name water-heater no-switch")
    add(g, "电饭煲插座通电", one("k_rice", "on"), "name plug")
    add(g, "鱼缸关掉", one("l_fish", "off"), "name instruction-label")
    add(g, "鱼缸插座打开", one("l_fish", "on"), "name instruction-label")
    add(g, "院门锁锁上", one("f_lock", "lock"), "name lock")
    add(g, "入户门锁上", one("h_lock", "lock"), "name lock")
    add(g, "车库门关上", one("g_door", "close"), "name garage-door")
    add(g, "车库门打开", one("g_door", "open"), "name garage-door")
    add(g, "燃气阀关掉", one("k_valve", "close"), "name gas safety")
    add(g, "客厅纱帘打开", one("l_sheer", "open"), "name curtain")
    add(g, "麻将桌灯打开", one("mj_table", "on"), "name")
    add(g, "扫地机器人开始扫", one("l_rvc", "start"), "name type-word robot")
    add(g, "油烟机关了", one("k_hood", "off"), "name no-switch")
    add(g, "洗衣机暂停", one("bl_washer", "pause_op"), "name washer")
    add(g, "烘干机开起来", one("bl_dryer", "start"), "name dryer")
    # part of a label, a type word, a label several devices share
    add(g, "吊灯开", ask(PENDANT, "on"), "name partial")
    add(g, "纱帘拉上", ask(["l_sheer", "m_sheer"], "close"), "name partial")
    add(g, "灯带开一下", ask(["l_strip", "tr_strip"], "on"), "name partial")
    add(g, "浇花打开", one("tr_valve", "open"), "name partial valve")
    add(g, "浇水打开", ask(WATERING, "open"), "name partial valve")
    add(g, "取暖器开", one(HEATERS, "on"), "name type-word same-bedroom")
    add(g, "充电的关了", one("g_ev", "off"), "name partial plug")
    add(g, "床头灯开", one(BED, "on"), "name series")
    add(g, "台灯开", ask(DESK, "on"), "name identical-label")
    add(g, "电热毯关了", ask(BLANKET, "off"), "name identical-label")
    add(g, "除湿机开", ask(DEHUM, "on"), "name identical-label")
    add(g, "热水器烧上", ask(WH, "on"), "name identical-label")
    add(g, "浴霸开一下", ask(BATHH, "on"), "name identical-label")
    add(g, "排气扇开", ask(EXH, "on"), "name identical-label")
    add(g, "卫生间灯开", ask(BATHL, "on"), "name identical-label")
    add(g, "吸顶灯关", ask(CEIL, "off"), "name identical-label")
    add(g, "空调开", ask(AC, "on"), "name identical-label type-word")
    add(g, "地暖开", ask(FLOORHEAT, "on"), "name identical-label")
    add(g, "电视开", ask(TV, "on"), "name type-word")
    add(g, "窗帘拉开", ask(CURTAIN, "open"), "name type-word")
    add(g, "射灯开", ask(LSPOT + TSPOT, "on"), "name duplicate-series")
    add(g, "筒灯开", one(DOWN, "on"), "name series")
    add(g, "地灯开", one(GROUND, "on"), "name series")
    add(g, "摄像头关了", ask(CAMS), "name camera unsupported spec-missing")
    add(g, "空调关了", ask(AC, "off"), "name identical-label type-word")
    add(g, "电热毯开开", ask(BLANKET, "on"), "name identical-label dialect")
    add(g, "老伙计开一下", ask(), "name unknown-name")


def cases_series():
    g = "series"
    add(g, "3号筒灯打开", one("l_down3", "on"), "series")
    add(g, "筒灯三开一下", one("l_down3", "on"), "series numeral")
    add(g, "第三个筒灯开", one("l_down3", "on"), "series ordinal")
    add(g, "把筒灯5关掉", one("l_down5", "off"), "series")
    add(g, "五号筒灯亮一点", one("l_down5", "bright"), "series value")
    add(g, "筒灯八关", one("l_down8", "off"), "series numeral")
    add(g, "最后一个筒灯关掉", one("l_down8", "off"), "series ordinal")
    add(g, "第一个筒灯开开", one("l_down1", "on"), "series ordinal dialect")
    add(g, "筒灯幺号开", one("l_down1", "on"), "series numeral")
    add(g, "筒灯1到4开", al(DOWN[:4], "on"), "series range")
    add(g, "一到四号筒灯关掉", al(DOWN[:4], "off"), "series range numeral")
    add(g, "筒灯5-8关", al(DOWN[4:], "off"), "series range")
    add(g, "单号的筒灯开", al(odd(DOWN), "on"), "series odd-even")
    add(g, "双数筒灯关掉", al(even(DOWN), "off"), "series odd-even")
    add(g, "前面四个筒灯开", al(DOWN[:4], "on"), "series ordinal range")
    add(g, "后四个筒灯关了", al(DOWN[4:], "off"), "series ordinal range")
    add(g, "筒灯2和筒灯6关掉", al(["l_down2", "l_down6"], "off"), "series")
    add(g, "2号6号筒灯开", al(["l_down2", "l_down6"], "on"), "series")
    add(g, "筒灯七八关了", al(["l_down7", "l_down8"], "off"), "series numeral")
    add(g, "筒灯九开", ask(DOWN, "on"), "series unknown-member")
    add(g, "第十个筒灯关掉", ask(DOWN, "off"), "series unknown-member ordinal")
    add(g, "桶灯3开", one("l_down3", "on"), "series asr")
    add(g, "同灯七关掉", one("l_down7", "off"), "series asr")
    add(g, "tong deng 4 kai", one("l_down4", "on"), "series pinyin child")
    add(g, "筒灯山开一下", one("l_down3", "on"), "series asr")
    add(g, "筒3开", one("l_down3", "on"), "series asr")
    add(g, "筒灯除了3号都开", al(minus(DOWN, "l_down3"), "on"), "series exclusion")
    add(g, "筒灯6号调到百分之四十", one("l_down6", "level:40"), "series value")
    add(g, "射灯A开", one("l_spotA", "on"), "series")
    add(g, "射灯a关掉", one("l_spotA", "off"), "series")
    add(g, "A号射灯打开", one("l_spotA", "on"), "series")
    add(g, "射灯B跟C开一下", al(["l_spotB", "l_spotC"], "on"), "series")
    add(g, "客厅第二个射灯开", one("l_spotB", "on"), "series ordinal room")
    add(g, "客厅最后那个射灯关掉", one("l_spotD", "off"), "series ordinal room")
    add(g, "射灯2开", one("t_spot2", "on"), "series duplicate-series")
    add(g, "射灯二关", one("t_spot2", "off"), "series numeral duplicate-series")
    add(g, "2号射灯开一下", one("t_spot2", "on"), "series duplicate-series")
    add(g, "第二个射灯开", ask(["l_spotB", "t_spot2"], "on"), "series ordinal duplicate-series")
    add(g, "第一个射灯关掉", ask(["l_spotA", "t_spot1"], "off"), "series ordinal duplicate-series")
    add(g, "茶室射灯1到3开", al(TSPOT[:3], "on"), "series range room")
    add(g, "阁楼的射灯全关", al(TSPOT, "off"), "series room")
    add(g, "客厅射灯ABCD都关了", al(LSPOT, "off"), "series")
    add(g, "射灯E开", ask(LSPOT, "on"), "series unknown-member")
    add(g, "射灯5开", ask(TSPOT, "on"), "series unknown-member")
    add(g, "设灯C开", one("l_spotC", "on"), "series asr")
    add(g, "摄灯3关一下", one("t_spot3", "off"), "series asr")
    add(g, "射灯D亮度调低一点", one("l_spotD", "bright"), "series value")
    add(g, "射灯4调成暖光", one("t_spot4", "ct"), "series value colour-temp")
    add(g, "射灯A调暖一点", ask(["l_spotA"], "ct"), "series unsupported colour-temp")
    add(g, "she deng B kai", one("l_spotB", "on"), "series pinyin")
    add(g, "茶室第三个射灯关了", one("t_spot3", "off"), "series ordinal room")
    add(g, "地灯1开", one("tr_g1", "on"), "series")
    add(g, "2号地灯关掉", one("tr_g2", "off"), "series")
    add(g, "地灯三开开", one("tr_g3", "on"), "series numeral dialect")
    add(g, "第四个地灯关了", one("tr_g4", "off"), "series ordinal")
    add(g, "露台地灯1到3开", al(GROUND[:3], "on"), "series range")
    add(g, "地灯一和四开", al(["tr_g1", "tr_g4"], "on"), "series numeral")
    add(g, "地灯5开一下", ask(GROUND, "on"), "series unknown-member")
    add(g, "第灯2开", one("tr_g2", "on"), "series asr")
    add(g, "地灯全部打开", al(GROUND, "on"), "series")
    add(g, "地灯2调亮点", ask(["tr_g2"], "bright"), "series unsupported value")
    add(g, "左边那个床头灯开", one("m_bedL", "on"), "series")
    add(g, "床头灯右边那盏调暗", one("m_bedR", "bright"), "series value")
    add(g, "两个床头灯都关", al(BED, "off"), "series count")
    add(g, "第二个地灯跟第三个地灯开", al(["tr_g2", "tr_g3"], "on"), "series ordinal")
    add(g, "筒灯从二号到五号都关了", al(DOWN[1:5], "off"), "series range")
    add(g, "射灯一二三开", al(TSPOT[:3], "on"), "series numeral duplicate-series")


def cases_room():
    g = "room"
    add(g, "客厅的灯打开", one(L_LIV, "on"), "room")
    add(g, "living room 的灯开一下", one(L_LIV, "on"), "room english")
    add(g, "把 living room 的 light 关了", one(L_LIV, "off"), "room english son")
    add(g, "客厅的帘子都拉上", al(["l_curtain", "l_sheer"], "close"), "room curtain")
    add(g, "客厅窗帘拉上", one("l_curtain", "close"), "room name curtain")
    add(g, "客厅帘拉上", one(["l_curtain", "l_sheer"], "close"), "room asr curtain")
    add(g, "餐厅灯开", one(L_DIN, "on"), "room")
    add(g, "饭厅的灯关了", one(L_DIN, "off"), "room alias")
    add(g, "厨房的灯开", one("k_light", "on"), "room switch-light")
    add(g, "车库的灯打开", one("g_light", "on"), "room")
    add(g, "garage 灯开一下", one("g_light", "on"), "room english")
    add(g, "棋牌室的灯开", one(L_MJ, "on"), "room")
    add(g, "打麻将那个屋的灯开开", one(L_MJ, "on"), "room use-name grandma")
    add(g, "麻将房灯关掉", one(L_MJ, "off"), "room alias")
    add(g, "棋牌是的灯关一下", one(L_MJ, "off"), "room asr")
    add(g, "杂物间的灯开一下", one("st_light", "on"), "room alias")
    add(g, "储物间灯关了", one("st_light", "off"), "room alias")
    add(g, "玄关灯开", one("h_light", "on"), "room alias")
    add(g, "进门那块的灯亮一下", one("h_light", "on"), "room use-name grandma")
    add(g, "老人房的灯开", one(E_L, "on"), "room garbled-room")
    add(g, "老人访的灯关了", one(E_L, "off"), "room garbled-room")
    add(g, "老太太房间灯开一下", one(E_L, "on"), "room person-room")
    add(g, "太奶奶房间的灯打开", one(E_L, "on"), "room person-room child")
    add(g, "太奶奶房的小太阳关掉", one("eo_sun", "off"), "room person-room plug")
    add(g, "老人房的小太阳开一下", one("eo_sun", "on"), "room same-bedroom plug")
    add(g, "老太太屋里的电热毯打开", one("e_blanket", "on"), "room person-room identical-label")
    add(g, "太奶奶房间的电热毯关掉", one("e_blanket", "off"), "room person-room same-bedroom identical-label child")
    add(g, "老人房的取暖器开开", one(HEATERS, "on"), "room same-bedroom type-word dialect")
    add(g, "一楼卫生间灯开", one("b1_light", "on"), "room identical-label")
    add(g, "主卫灯开", one("mb_light", "on"), "room identical-label")
    add(g, "主卧卫生间的灯打开", one("mb_light", "on"), "room alias identical-label")
    add(g, "公卫灯关", one("pb_light", "off"), "room identical-label")
    add(g, "二楼卫生间灯开", ask(["mb_light", "pb_light"], "on"), "room floor identical-label")
    add(g, "楼下卫生间的灯开一下", ask(BATHL, "on"), "room relative-floor identical-label")
    add(g, "厕所灯关一下", ask(BATHL, "off"), "room alias identical-label")
    add(g, "阳光房灯开", one("s_light", "on"), "room")
    add(g, "Sunroom 的灯关掉", one("s_light", "off"), "room english-room")
    add(g, "玻璃房的灯开一下", one("s_light", "on"), "room alias")
    add(g, "sunroom 遮阳帘拉下来", one("s_shade", "close"), "room english-room curtain")
    add(g, "菜园子那边灯开一下", one("bk_light", "on"), "room alias")
    add(g, "院子里的灯开", one(YARD_L, "on"), "room yard")
    add(g, "前院灯都打开", al(["f_light", "f_gate"], "on"), "room yard")
    add(g, "主卧灯开", one(L_MASTER, "on"), "room")
    add(g, "爸妈房间的灯关了", one(L_MASTER, "off"), "room person-room son")
    add(g, "2F主卧空调开", one("m_ac", "on"), "room ac")
    add(g, "主卧空调关了", one("m_ac", "off"), "room ac identical-label")
    add(g, "爷爷书房的台灯开", one("sd_desk", "on"), "room person-room identical-label")
    add(g, "书房台灯关掉", one("sd_desk", "off"), "room identical-label")
    add(g, "书房空调打开", one("sd_ac", "on"), "room label-only-place ac")
    add(g, "书房的空调调到26度", one("sd_ac", "temp:26"), "room label-only-place value")
    add(g, "次卧空调开", one("gu_ac", "on"), "room ac identical-label")
    add(g, "客房空调开一下", one("gu_ac", "on"), "room alias ac")
    add(g, "磊磊他们住的那间空调开开", one("gu_ac", "on"), "room use-name dialect ac")
    add(g, "儿童房的灯都关了", al(L_KID, "off"), "room default-room")
    add(g, "Room 5 的灯开", one(L_KID, "on"), "room english-room default-room")
    add(g, "小宇房间空调开", one("kd_ac", "on"), "room person-room ac")
    add(g, "孙子房间窗帘拉开", one("kd_curtain", "open"), "room person-room curtain")
    add(g, "我房间的灯开", ask(), "room unknown-speaker child")
    add(g, "阳台上的灯开一下", one("bl_light", "on"), "room")
    add(g, "露台的灯开", one(L_TR, "on"), "room")
    add(g, "天台灯都关了", al(L_TR, "off"), "room alias")
    add(g, "阁楼灯开", one(L_TEA, "on"), "room")
    add(g, "茶室的灯全开", al(L_TEA, "on"), "room")
    add(g, "tea room 空调开", one("t_ac", "on"), "room english ac")
    add(g, "卧室灯开", ask(sel("light", rooms=["elder", "master", "guest", "kid"]), "on"), "room ambiguous-room")
    add(g, "bedroom 的 AC 关一下", ask(BEDROOM_AC, "off"), "room english ambiguous-room")
    add(g, "master bedroom 空调开", one("m_ac", "on"), "room english ac")
    add(g, "kitchen 灯关了", one("k_light", "off"), "room english")
    add(g, "书方灯开", one("sd_light", "on"), "room asr")
    add(g, "家里客厅灯关了", one(L_LIV, "off"), "room son")
    add(g, "保姆房灯开", ask(), "room unknown-room")
    add(g, "车库里面的灯关掉", one("g_light", "off"), "room")
    add(g, "书房的灯开一下", one(L_STUDY, "on"), "room")
    add(g, "爷爷写字那屋的灯开", one(L_STUDY, "on"), "room use-name grandma")
    add(g, "孙子睡的那屋空调开一下", one("kd_ac", "on"), "room use-name grandma ac")
    add(g, "做饭那块的灯开", one("k_light", "on"), "room use-name grandma")
    add(g, "吃饭那屋的灯开开", one(L_DIN, "on"), "room use-name grandma")
    add(g, "阁楼(茶室)空调关掉", one("t_ac", "off"), "room ac brackets")
    add(g, "阁楼（茶室）的灯关了", one(L_TEA, "off"), "room brackets")
    add(g, "B1车库的灯开着没", one("g_light", "*"), "room")
    add(g, "二楼阳台晾衣架降下来", one("bl_rack", "close"), "room rack")
    add(g, "老人房窗帘拉开", one("e_curtain", "open"), "room curtain garbled-room")
    add(g, "老太太房里空调开一下", one("e_ac", "on"), "room person-room ac identical-label")
    add(g, "棋牌室空调开", one("mj_ac", "on"), "room ac identical-label")
    add(g, "客厅空调开开", one("l_ac", "on"), "room ac identical-label dialect")
    add(g, "客厅的空调关了", one("l_ac", "off"), "room ac identical-label")
    add(g, "茶室空调开一下", one("t_ac", "on"), "room ac identical-label")
    add(g, "客房的灯开", one("gu_light", "on"), "room alias identical-label")
    add(g, "奶奶房间的灯开一下", ask(sel("light", rooms=["elder", "master"]), "on"), "room person-room ambiguous-person")
    add(g, "客厅电视打开", one("l_tv", "on"), "room tv")
    add(g, "主卧电视关了", one("m_tv", "off"), "room tv")
    add(g, "小宇屋里的灯全关", al(L_KID, "off"), "room person-room")
    add(g, "卧室空调关掉", ask(BEDROOM_AC, "off"), "room ambiguous-room ac")


def cases_floor():
    g = "floor"
    add(g, "一楼的灯都关了", al(L1, "off"), "floor")
    add(g, "1楼灯全开", al(L1, "on"), "floor")
    add(g, "1F 的 light 都 off", al(L1, "off"), "floor english")
    add(g, "二楼灯全部关掉", al(L2, "off"), "floor")
    add(g, "2楼的空调都关了", al(AC2, "off"), "floor label-only-place ac")
    add(g, "三楼灯都关", al(L3, "off"), "floor")
    add(g, "顶楼的灯全部打开", al(L3, "on"), "floor alias")
    add(g, "地下室的灯都关了", al(LB1, "off"), "floor")
    add(g, "负一楼除湿机都开", al(DEHUM, "on"), "floor")
    add(g, "B1 的除湿机全部打开", al(DEHUM, "on"), "floor english")
    add(g, "楼上的灯都歇掉", ask(L2 + L3, "off"), "floor relative-floor dialect")
    add(g, "楼下灯全关了", ask(LB1 + L1, "off"), "floor relative-floor")
    add(g, "楼上空调都开开", ask(AC2 + AC3, "on"), "floor relative-floor dialect")
    add(g, "我在客厅，楼上的灯都关掉", al(L2 + L3, "off"), "floor relative-floor-resolved")
    add(g, "我在楼下客厅呢，楼上空调全关", al(AC2 + AC3, "off"), "floor relative-floor-resolved")
    add(g, "二楼三楼的灯都关了", al(L2 + L3, "off"), "floor")
    add(g, "一楼二楼窗帘都拉上", al(C1 + C2, "close"), "floor curtain")
    add(g, "楼上楼下的空调都关了", al(AC, "off"), "floor whole-home")
    add(g, "一楼空调开一下", ask(AC1, "on"), "floor identical-label")
    add(g, "二楼的电视开", one("m_tv", "on"), "floor unique-on-floor")
    add(g, "一楼电视打开", one("l_tv", "on"), "floor unique-on-floor")
    add(g, "二楼窗帘拉开", ask(C2, "open"), "floor several-rooms curtain")
    add(g, "三楼空调开", one("t_ac", "on"), "floor unique-on-floor")
    add(g, "顶楼空调关掉", one("t_ac", "off"), "floor alias unique-on-floor")
    add(g, "地下室空调开", one("mj_ac", "on"), "floor unique-on-floor")
    add(g, "地下室地暖开开", one("mj_floor", "on"), "floor unique-on-floor dialect")
    add(g, "一楼地暖都开开", al(["l_floor", "e_floor"], "on"), "floor dialect")
    add(g, "二楼地暖开一下", ask(), "floor nothing-there")
    add(g, "四楼灯关了", ask(), "floor unknown-floor")
    add(g, "负二楼的灯开", ask(), "floor unknown-floor")
    add(g, "地下室灯开一下", ask(LB1, "on"), "floor several-rooms")
    add(g, "二楼灯开", ask(L2, "on"), "floor several-rooms")
    add(g, "三楼的窗帘拉上", one("t_skylight", "close"), "floor unique-on-floor curtain")
    add(g, "地下室的吸顶灯开", one("mj_light", "on"), "floor identical-label")
    add(g, "二楼吸顶灯开一下", ask(["m_light", "gu_light"], "on"), "floor identical-label")
    add(g, "二楼吸顶灯都开", al(["m_light", "gu_light"], "on"), "floor identical-label")
    add(g, "一楼的吸顶灯关掉", one("e_light", "off"), "floor identical-label")
    add(g, "二楼浴霸开", one("mb_heater", "on"), "floor identical-label")
    add(g, "一楼的浴霸关掉", one("b1_heater", "off"), "floor identical-label")
    add(g, "二楼的排气扇开一下", one("pb_fan", "on"), "floor identical-label")
    add(g, "把一楼的窗帘全部打开", al(C1, "open"), "floor curtain")
    add(g, "地下室插座都关掉", al(sel("plug", floors=["B1"]), "off"), "floor plug")
    add(g, "一楼插座全关", al(sel("plug", floors=["1F"]), "off"), "floor plug instruction-label")
    add(g, "二楼空调全部打开", al(AC2, "on"), "floor label-only-place ac")
    add(g, "一楼空调都关了", al(AC1, "off"), "floor ac")
    add(g, "三楼的灯全关了", al(L3, "off"), "floor")
    add(g, "一楼的灯全部打开", al(L1, "on"), "floor")
    add(g, "负一楼的灯全开", al(LB1, "on"), "floor")
    add(g, "二楼所有窗帘拉上", al(C2, "close"), "floor curtain")
    add(g, "地下室除湿机开一台", one(DEHUM, "on"), "floor count")
    add(g, "二楼的台灯开", ask(DESK, "on"), "floor identical-label")
    add(g, "二楼热水器烧上", one("mb_wh", "on"), "floor identical-label")
    add(g, "地下一层空调制热", one("mj_ac", "mode:heat"), "floor mode")
    add(g, "楼上热不热", ask(), "floor relative-floor state")
    add(g, "2F 的 AC 全部 turn on", al(AC2, "on"), "floor english")
    add(g, "三楼灯开", ask(L3, "on"), "floor several-rooms")
    add(g, "一楼窗帘拉开", ask(C1, "open"), "floor several-rooms curtain")


def cases_bulk():
    g = "bulk"
    add(g, "所有灯都关了", al(LIGHT, "off"), "bulk-home")
    add(g, "全屋灯关掉", al(LIGHT, "off"), "bulk-home")
    add(g, "家里灯全关了吧", al(LIGHT, "off"), "bulk-home son")
    add(g, "把灯统统歇掉", al(LIGHT, "off"), "bulk-home dialect")
    add(g, "all lights off", al(LIGHT, "off"), "bulk-home english")
    add(g, "所有的灯都打开", al(LIGHT, "on"), "bulk-home")
    add(g, "所有空调关掉", al(AC, "off"), "bulk-home ac")
    add(g, "AC 全部 off", al(AC, "off"), "bulk-home english son ac")
    add(g, "空调统统关掉", al(AC, "off"), "bulk-home dialect ac")
    add(g, "家里窗帘全拉上", al(CURTAIN, "close"), "bulk-home curtain")
    add(g, "窗帘都打开", al(CURTAIN, "open"), "bulk-home curtain")
    add(g, "插座全关", al(PLUG, "off"), "bulk-home plug instruction-label")
    add(g, "所有除湿机都打开", al(DEHUM, "on"), "bulk-home identical-label")
    add(g, "黄梅天来了，除湿机统统开起来", al(DEHUM, "on"), "bulk-home dialect identical-label")
    add(g, "地暖全关", al(FLOORHEAT, "off"), "bulk-home identical-label")
    add(g, "地暖都开开", al(FLOORHEAT, "on"), "bulk-home dialect identical-label")
    add(g, "门都锁上", al(LOCK, "lock"), "bulk-home lock")
    add(g, "锁都锁好", al(LOCK, "lock"), "bulk-home lock")
    add(g, "所有射灯关", al(LSPOT + TSPOT, "off"), "bulk-home duplicate-series")
    add(g, "射灯全部打开", al(LSPOT + TSPOT, "on"), "bulk-home duplicate-series")
    add(g, "所有筒灯开", al(DOWN, "on"), "series")
    add(g, "筒灯都关掉", al(DOWN, "off"), "series")
    add(g, "灯带都打开", al(["l_strip", "tr_strip"], "on"), "bulk-home")
    add(g, "床头灯全开", al(BED, "on"), "series")
    add(g, "吸顶灯都关了", al(CEIL, "off"), "bulk-home identical-label")
    add(g, "卫生间灯全关", al(BATHL, "off"), "bulk-home identical-label")
    add(g, "浴霸都关了", al(BATHH, "off"), "bulk-home identical-label")
    add(g, "热水器全部关掉", al(WH, "off"), "bulk-home water-heater")
    add(g, "排气扇都开", al(EXH, "on"), "bulk-home identical-label")
    add(g, "电视都关了", al(TV, "off"), "bulk-home tv")
    add(g, "音箱都停了", al(SPEAKER, "off"), "bulk-home speaker")
    add(g, "电热毯都关掉", al(BLANKET, "off"), "bulk-home identical-label")
    add(g, "取暖器都关了", al(HEATERS, "off"), "bulk-home")
    add(g, "浇水的都关了", al(WATERING, "close"), "bulk-home valve")
    add(g, "阀门都关了", al(VALVES, "close"), "bulk-home valve gas safety")
    add(g, "所有的台灯关掉", al(DESK, "off"), "bulk-home identical-label")
    add(g, "吊灯全开", al(PENDANT, "on"), "bulk-home")
    add(g, "摄像头都打开", ask(CAMS), "camera unsupported spec-missing")
    add(g, "客厅灯全关", al(L_LIV, "off"), "room")
    add(g, "老人房的灯都关了", al(E_L, "off"), "room garbled-room")
    add(g, "主卧灯全开", al(L_MASTER, "on"), "room")
    add(g, "棋牌室灯都开开", al(L_MJ, "on"), "room dialect")
    add(g, "露台灯都关了", al(L_TR, "off"), "room")
    add(g, "阁楼的灯全部打开", al(L_TEA, "on"), "room")
    add(g, "院子灯全关", al(YARD_L, "off"), "room yard")
    add(g, "书房灯全关了", al(L_STUDY, "off"), "room")
    add(g, "餐厅的灯都关了", al(L_DIN, "off"), "room")
    add(g, "厨房的东西全关了", ask(), "typeless-all")
    add(g, "车库里的全部关掉", ask(), "typeless-all")
    add(g, "老太太房间的东西都关了", ask(), "typeless-all person-room")
    add(g, "家里所有电器都关了", ask(), "typeless-all")
    add(g, "客厅的灯都调到50%", al(L_LIV, "level:50"), "room value")
    add(g, "所有空调都调到26度", al(AC, "temp:26"), "bulk-home value ac")
    add(g, "二楼空调全部制冷", al(AC2, "mode:cool"), "floor mode ac")
    add(g, "窗帘都开一半", al(CURTAIN, "shade:50"), "bulk-home value curtain")
    add(g, "筒灯全部调成暖光", al(DOWN, "ct"), "series value colour-temp")
    add(g, "客厅灯都调成暖光", al(sel("light", rooms=["living"], need="ct"), "ct"),
        "room value colour-temp capability-subset")
    add(g, "所有灯调到百分之三十", al(sel("light", need="level:30"), "level:30"),
        "bulk-home value capability-subset")
    add(g, "空调都调成除湿", al(sel("ac", need="mode:dry"), "mode:dry"), "bulk-home mode ac capability-subset")
    add(g, "地暖都调到20度", al(FLOORHEAT, "heat_sp:20"), "bulk-home value identical-label")
    add(g, "爸妈那边空调全关", al(AC, "off"), "bulk-home son ac")
    add(g, "南通那边所有灯关掉", al(LIGHT, "off"), "bulk-home son")
    add(g, "家里的 light 全部 turn off 吧", al(LIGHT, "off"), "bulk-home english son")
    add(g, "把 Room 5 的 light 都 turn off", al(L_KID, "off"), "room english default-room")
    add(g, "所有窗帘都关掉", al(CURTAIN, "close"), "bulk-home curtain")
    add(g, "家里所有空调都打开", al(AC, "on"), "bulk-home ac")
    add(g, "全部空调调成制热", al(AC, "mode:heat"), "bulk-home mode ac")
    add(g, "灯全部开开，要找东西", al(LIGHT, "on"), "bulk-home dialect")
    add(g, "把家里的灯全给我关了", al(LIGHT, "off"), "bulk-home")
    add(g, "灯全关掉睡觉了", al(LIGHT, "off"), "bulk-home")
    add(g, "筒灯全部调到百分之八十", al(DOWN, "level:80"), "series value")
    add(g, "射灯都调暗一点", al(LSPOT + TSPOT, "bright"), "bulk-home value duplicate-series")
    add(g, "客厅灯带和露台灯带都换成蓝色", al(["l_strip", "tr_strip"], "color"), "value colour")
    add(g, "所有插座都打开", al(PLUG, "on"), "bulk-home plug")
    add(g, "两个除湿机都开起来", al(DEHUM, "on"), "identical-label count")
    add(g, "两台电视都关掉", al(TV, "off"), "tv count")
    add(g, "地下室所有东西都关了", ask(), "typeless-all floor")
    add(g, "家里的空调全部调到24度制冷", [al(AC, "mode:cool"), al(AC, "cool_sp:24")], "bulk-home value mode ac")
    add(g, "浴霸全部关掉", al(BATHH, "off"), "bulk-home identical-label")
    add(g, "卫生间的灯都打开", al(BATHL, "on"), "bulk-home identical-label")
    add(g, "客厅射灯都打开", al(LSPOT, "on"), "room series")
    add(g, "露台的地灯全关了", al(GROUND, "off"), "room series")
    add(g, "阁楼射灯全部开一下", al(TSPOT, "on"), "room series")
    add(g, "主卧窗帘纱帘都拉上", al(["m_curtain", "m_sheer"], "close"), "room curtain")
    add(g, "主卧的窗帘都打开", al(["m_curtain", "m_sheer"], "open"), "room curtain")
    add(g, "客厅所有窗帘打开", al(["l_curtain", "l_sheer"], "open"), "room curtain")
    add(g, "家里门锁全部锁好", al(LOCK, "lock"), "bulk-home lock")
    add(g, "全屋窗帘关一半", al(CURTAIN, "shade:50"), "bulk-home value curtain")
    add(g, "所有音箱暂停", al(SPEAKER, "pause"), "bulk-home speaker")
    add(g, "家里音箱全部静音", al(SPEAKER, "mute"), "bulk-home speaker")
    add(g, "所有的吸顶灯开开", al(CEIL, "on"), "bulk-home identical-label dialect")
    add(g, "老人房灯全部调暗", al(E_L, "bright"), "room value garbled-room")
    add(g, "院子里灯全部打开", al(YARD_L, "on"), "room yard")


def cases_exclusion():
    g = "excl"
    noE = sel("light", ex_rooms=ELDER)
    add(g, "除了老太太房间的灯，其他都关了", al(noE, "off"), "exclusion person-room")
    add(g, "除了老人房，家里灯全关", al(noE, "off"), "exclusion garbled-room")
    add(g, "灯都关了，老太太那屋别关", al(noE, "off"), "exclusion person-room")
    add(g, "留着太奶奶房间的灯，其余全关", al(noE, "off"), "exclusion person-room child")
    add(g, "除了老太太房里的，灯统统歇掉", al(noE, "off"), "exclusion person-room dialect")
    add(g, "除了客厅，一楼灯都关", al(sel("light", floors=["1F"], ex_rooms=["living"]), "off"), "exclusion floor")
    add(g, "一楼灯全关，厨房的留着", al(sel("light", floors=["1F"], ex_rooms=["kitchen"]), "off"), "exclusion floor")
    add(g, "二楼空调全关，儿童房的别关", al(minus(AC2, "kd_ac"), "off"), "exclusion floor default-room ac")
    add(g, "除了书房，二楼灯都关掉", al(sel("light", floors=["2F"], ex_rooms=["study"]), "off"), "exclusion floor")
    add(g, "除了筒灯，客厅灯都关", al([k for k in L_LIV if k not in DOWN], "off"), "exclusion room series")
    add(g, "客厅灯全关，灯带留着", al(minus(L_LIV, "l_strip"), "off"), "exclusion room")
    add(g, "客厅灯都关掉，就留吊灯", al(minus(L_LIV, "l_pendant"), "off"), "exclusion room")
    add(g, "筒灯全关，3号别关", al(minus(DOWN, "l_down3"), "off"), "exclusion series")
    add(g, "射灯全开，除了射灯2", al(minus(LSPOT + TSPOT, "t_spot2"), "on"), "exclusion duplicate-series")
    add(g, "空调都关了，除了老太太房里那台", al(minus(AC, "e_ac"), "off"), "exclusion person-room ac")
    add(g, "窗帘全拉上，主卧纱帘不要动", al(minus(CURTAIN, "m_sheer"), "close"), "exclusion curtain")
    add(g, "插座都关了，鱼缸和冰柜别关", al(minus(PLUG, "l_fish", "st_freezer"), "off"), "exclusion plug instruction-label")
    add(g, "所有插座关掉，除了冰柜", al(minus(PLUG, "st_freezer"), "off"), "exclusion plug instruction-label")
    add(g, "除了车库，地下室的灯全关", al(sel("light", floors=["B1"], ex_rooms=["garage"]), "off"), "exclusion floor")
    add(g, "除了露台，三楼灯都关", al(L_TEA, "off"), "exclusion floor")
    add(g, "家里灯全部关掉，楼梯灯留着", al(minus(LIGHT, "sw_light"), "off"), "exclusion")
    add(g, "all lights off except the kids room", al(sel("light", ex_rooms=["kid"]), "off"),
        "exclusion english default-room")
    add(g, "除了阳台的灯，二楼的都关", al(sel("light", floors=["2F"], ex_rooms=["balcony"]), "off"), "exclusion floor")
    add(g, "除了厕所，楼上灯都关", ask(), "exclusion relative-floor")
    add(g, "除了小宇房间，二楼灯都关", al(sel("light", floors=["2F"], ex_rooms=["kid"]), "off"),
        "exclusion person-room floor")
    add(g, "除了爸妈房间，二楼空调全关", al(minus(AC2, "m_ac"), "off"), "exclusion person-room son ac")
    add(g, "除了老太太房间的，都关了", ask(), "exclusion typeless-all dialect")
    add(g, "除了五楼，灯都关", ask(), "exclusion unknown-room")
    add(g, "灯全关，保姆房的别关", ask(), "exclusion unknown-room")
    add(g, "除了卫生间，一楼灯全关", al(sel("light", floors=["1F"], ex_rooms=["bath1"]), "off"), "exclusion floor")
    add(g, "二楼灯都关，卫生间的别关", al(sel("light", floors=["2F"], ex_rooms=["mbath", "pbath"]), "off"),
        "exclusion floor identical-label")
    add(g, "除了储藏室，地下室除湿机都开", one("mj_dehum", "on"), "exclusion floor single-left")
    add(g, "除了主卧，二楼窗帘都拉上", al(sel("curtain", floors=["2F"], ex_rooms=["master"]), "close"),
        "exclusion floor curtain")
    add(g, "所有空调关掉，书房那台留着", al(minus(AC, "sd_ac"), "off"), "exclusion label-only-place ac")
    add(g, "除了茶室的，空调全部关了", al(minus(AC, "t_ac"), "off"), "exclusion ac")
    add(g, "地暖都关了，老人房的不要关", al(minus(FLOORHEAT, "e_floor"), "off"), "exclusion garbled-room")
    add(g, "除了地灯，露台灯全开", one("tr_strip", "on"), "exclusion single-left")
    add(g, "灯都开开，就是射灯别开", al([k for k in LIGHT if k not in LSPOT + TSPOT], "on"),
        "exclusion duplicate-series dialect")
    add(g, "一楼窗帘全拉开，老人房的不动", al(sel("curtain", floors=["1F"], ex_rooms=ELDER), "open"),
        "exclusion floor curtain")
    add(g, "除了床头灯，主卧灯都关了", one("m_light", "off"), "exclusion single-left")
    add(g, "客厅灯全关，筒灯3和4留着", al(minus(L_LIV, "l_down3", "l_down4"), "off"), "exclusion room series")
    add(g, "除了客厅跟餐厅，一楼的灯都关", al(sel("light", floors=["1F"], ex_rooms=["living", "dining"]), "off"),
        "exclusion floor")
    add(g, "二楼三楼灯全关，书房除外", al(sel("light", floors=["2F", "3F"], ex_rooms=["study"]), "off"),
        "exclusion floor")
    add(g, "把灯都关了，但是院子里的要亮着", al(sel("light", ex_rooms=["front", "back"]), "off"), "exclusion yard")
    add(g, "除了门厅和楼梯，所有灯关掉", al(sel("light", ex_rooms=["hall", "stairs"]), "off"), "exclusion")
    add(g, "除了鱼缸，客厅插座都关了", ask(["l_fish"]), "exclusion plug nothing-left")
    add(g, "空调全开，除了阁楼", al(minus(AC, "t_ac"), "on"), "exclusion ac")
    add(g, "家里窗帘都关，遮阳帘别动", al(minus(CURTAIN, "s_shade"), "close"), "exclusion curtain")
    add(g, "除了老人房，地暖都开", al(minus(FLOORHEAT, "e_floor"), "on"), "exclusion garbled-room")
    add(g, "热水器都关了，留小厨宝", al(minus(WH, "k_wh"), "off"), "exclusion water-heater")
    add(g, "除了 master bedroom，二楼的 AC 都关掉", al(minus(AC2, "m_ac"), "off"), "exclusion english ac")
    add(g, "除了卧室，灯都关", al(sel("light", ex_rooms=["master", "guest", "kid"] + list(ELDER)), "off"),
        "exclusion every-bedroom")
    add(g, "除了奶奶房间，灯全关了", ask(), "exclusion ambiguous-person")
    add(g, "所有射灯关掉，阁楼的除外", al(LSPOT, "off"), "exclusion duplicate-series")
    add(g, "一楼灯都关，只留客厅吊灯", al(minus(L1, "l_pendant"), "off"), "exclusion floor")
    add(g, "全关了，老太太房里的灯别关", al(noE, "off"), "exclusion person-room")
    add(g, "除了冰箱冰柜，地下室插座全关", al(minus(sel("plug", floors=["B1"]), "st_freezer"), "off"),
        "exclusion floor plug")
    add(g, "除了麻将桌灯，棋牌室灯关掉", one("mj_light", "off"), "exclusion single-left")
    add(g, "除开儿童房，楼上的空调都关", ask(), "exclusion relative-floor")
    add(g, "家里灯全关，只留小夜灯", al(minus(LIGHT, "e_night"), "off"), "exclusion")
    add(g, "除了书房的灯别的全关", al(sel("light", ex_rooms=["study"]), "off"), "exclusion")
    add(g, "除了一楼，其他楼层的灯都关了", al(LB1 + L2 + L3, "off"), "exclusion floor")
    add(g, "灯全部关掉，院子的也关，就留门头灯", al(minus(LIGHT, "f_gate"), "off"), "exclusion yard")
    add(g, "除了2F-主卧，二楼灯全开", al(sel("light", floors=["2F"], ex_rooms=["master"]), "on"), "exclusion floor")


def cases_count():
    g = "count"
    add(g, "开两盏灯", ask(LIGHT, "on"), "count no-place")
    add(g, "客厅开两个筒灯", one(DOWN, "on"), "count series")
    add(g, "开三盏射灯", ask(LSPOT + TSPOT, "on"), "count duplicate-series")
    add(g, "客厅射灯开两个", one(LSPOT, "on"), "count series room")
    add(g, "露台地灯开两盏", one(GROUND, "on"), "count series")
    add(g, "露台开四盏地灯", al(GROUND, "on"), "count series equals-all")
    add(g, "茶室射灯开五个", ask(TSPOT, "on"), "count series too-many")
    add(g, "床头灯开一个", one(BED, "on"), "count series")
    add(g, "开一台空调", ask(AC, "on"), "count no-place ac")
    add(g, "客厅灯留两盏，其他关了", ask(L_LIV, "off"), "count keep-some")
    add(g, "关掉一半筒灯", one(DOWN, "off"), "count series")
    add(g, "开几盏灯", ask(LIGHT, "on"), "count vague")
    add(g, "随便开个灯", ask(LIGHT, "on"), "count no-place")
    add(g, "客厅开三盏灯", one(L_LIV, "on"), "count room")
    add(g, "二楼开一盏灯", ask(L2, "on"), "count floor several-rooms")
    add(g, "棋牌室两个灯都开", al(L_MJ, "on"), "count equals-all")
    add(g, "书房开一盏灯就行", one(L_STUDY, "on"), "count room")
    add(g, "筒灯开六个", one(DOWN, "on"), "count series")
    add(g, "射灯开十个", ask(LSPOT + TSPOT, "on"), "count too-many")
    add(g, "主卧开两盏灯", one(L_MASTER, "on"), "count room")
    add(g, "客厅窗帘开一个", one(["l_curtain", "l_sheer"], "open"), "count room curtain")
    add(g, "露台灯留一盏就行，其他关掉", ask(L_TR, "off"), "count keep-some")
    add(g, "阁楼开两个射灯，暖光", [one(TSPOT, "on"), one(TSPOT, "ct")], "count series value colour-temp")
    add(g, "地灯开三个", one(GROUND, "on"), "count series")
    add(g, "三个卫生间的灯都开", al(BATHL, "on"), "count identical-label equals-all")
    add(g, "两个浴霸都开起来", al(BATHH, "on"), "count identical-label equals-all")
    add(g, "四个吸顶灯全关了", al(CEIL, "off"), "count identical-label equals-all")
    add(g, "开一个除湿机", ask(DEHUM, "on"), "count identical-label no-place")
    add(g, "来两盏灯，看不清", ask(LIGHT, "on"), "count need no-place")
    add(g, "客厅的筒灯开一半", one(DOWN, "on"), "count series")
    add(g, "三台空调开起来", ask(AC, "on"), "count no-place ac")


def cases_value():
    g = "value"
    # brightness
    add(g, "客厅吊灯调到50%", one("l_pendant", "level:50"), "value brightness")
    add(g, "筒灯3亮度调到百分之三十", one("l_down3", "level:30"), "value brightness series")
    add(g, "书房灯调亮一点", one("sd_light", "bright"), "value brightness")
    add(g, "台灯暗一点", ask(DESK, "bright"), "value brightness identical-label")
    add(g, "书房台灯暗一点", one("sd_desk", "bright"), "value brightness")
    add(g, "星空灯调到最暗", one("kd_star", "level:1"), "value brightness")
    add(g, "茶室灯调到八十", one("t_light", "level:80"), "value brightness numeral")
    add(g, "吸顶灯调到一半", ask(CEIL, "level:50"), "value brightness identical-label")
    add(g, "次卧吸顶灯一半亮度", one("gu_light", "level:50"), "value brightness identical-label")
    add(g, "麻将桌灯亮些", one("mj_table", "bright"), "value brightness dialect")
    add(g, "车库灯调暗点", ask(["g_light"], "bright"), "value unsupported")
    add(g, "卫生间灯调亮", ask(BATHL, "bright"), "value identical-label unsupported")
    add(g, "门厅灯亮度开到最大", one("h_light", "level:100"), "value brightness")
    add(g, "楼梯灯调到百分之二十", one("sw_light", "level:20"), "value brightness")
    add(g, "阳光房吊灯亮度七成", one("s_light", "level:70"), "value brightness")
    add(g, "餐边柜灯暗一点", one("d_cab", "bright"), "value brightness plug")
    add(g, "小夜灯调到10%", one("e_night", "level:10"), "value brightness")
    add(g, "客厅灯带亮度调低", one("l_strip", "bright"), "value brightness")
    add(g, "主卧吸顶灯调亮", one("m_light", "bright"), "value brightness identical-label")
    add(g, "儿童房灯调到六十", one("kd_light", "level:60"), "value brightness")
    add(g, "餐厅吊灯暗点儿", one("d_light", "bright"), "value brightness")
    # colour temperature
    add(g, "书房灯调成暖光", one("sd_light", "ct"), "value colour-temp")
    add(g, "筒灯都调成白光", al(DOWN, "ct"), "value colour-temp series")
    add(g, "客厅吊灯色温4000K", one("l_pendant", "ct:4000"), "value colour-temp")
    add(g, "主卧吸顶灯冷白光", one("m_light", "ct"), "value colour-temp identical-label")
    add(g, "床头灯左调暖一点", one("m_bedL", "ct"), "value colour-temp")
    add(g, "茶室灯色温调到2200", one("t_light", "ct:2200"), "value colour-temp")
    add(g, "儿童房灯色温调到2000K", ask(["kd_light"], "ct"), "value colour-temp out-of-range")
    add(g, "麻将桌灯调成白一点的光", one("mj_table", "ct"), "value colour-temp")
    add(g, "小夜灯暖黄色", one("e_night", "ct"), "value colour-temp")
    add(g, "书房台灯色温5000", one("sd_desk", "ct:5000"), "value colour-temp")
    add(g, "星空灯调成暖光", ask(["kd_star"], "ct"), "value colour-temp unsupported")
    # colour
    add(g, "客厅灯带调成蓝色", one("l_strip", "color"), "value colour")
    add(g, "星空灯换成粉色的", one("kd_star", "color"), "value colour")
    add(g, "露台灯带红色", one("tr_strip", "color"), "value colour")
    add(g, "吊灯变成紫色", ask(PENDANT, "color"), "value colour partial")
    add(g, "客厅吊灯变紫色", one("l_pendant", "color"), "value colour")
    add(g, "书房灯调成绿色", ask(["sd_light"], "color"), "value colour unsupported")
    add(g, "灯带换个颜色", ask(["l_strip", "tr_strip"], "color"), "value colour partial")
    add(g, "露台灯带调成彩色的，过节", one("tr_strip", "color"), "value colour")
    # setpoints
    add(g, "客厅空调调到26度", one("l_ac", "temp:26"), "value setpoint ac")
    add(g, "老人房空调调高两度", one("e_ac", "temp"), "value setpoint ac garbled-room")
    add(g, "主卧空调24度", one("m_ac", "temp:24"), "value setpoint ac")
    add(g, "次卧空调制冷25度", [one("gu_ac", "mode:cool"), one("gu_ac", "cool_sp:25")], "value setpoint mode ac")
    add(g, "地暖调到22度", ask(FLOORHEAT, "heat_sp:22"), "value setpoint identical-label")
    add(g, "客厅地暖调到二十度", one("l_floor", "heat_sp:20"), "value setpoint numeral")
    add(g, "老太太房间地暖高一点", one("e_floor", "heat_sp"), "value setpoint person-room")
    add(g, "地下室地暖18度", one("mj_floor", "heat_sp:18"), "value setpoint floor")
    add(g, "热水器50度", ask(WH, "heat_sp:50"), "value setpoint identical-label")
    add(g, "主卫热水器调到45度", one("mb_wh", "heat_sp:45"), "value setpoint")
    add(g, "小厨宝水温调到六十", one("k_wh", "heat_sp:60"), "value setpoint numeral")
    add(g, "浴霸温度调到30度", ask(BATHH, "heat_sp:30"), "value setpoint identical-label")
    add(g, "一楼浴霸调到30度", one("b1_heater", "heat_sp:30"), "value setpoint")
    add(g, "空调-书房调到27度", one("sd_ac", "temp:27"), "value setpoint no-room")
    add(g, "客厅空调调到35度", ask(["l_ac"], "temp"), "value setpoint out-of-range")
    add(g, "客厅地暖调到40度", ask(["l_floor"], "heat_sp"), "value setpoint out-of-range")
    add(g, "主卫热水器开到90度", ask(["mb_wh"], "heat_sp"), "value setpoint out-of-range")
    add(g, "客厅空调开到毛二十六度", one("l_ac", "temp:26"), "value setpoint dialect")
    add(g, "棋牌室空调调低一点", one("mj_ac", "temp"), "value setpoint")
    add(g, "茶室空调制热28度", [one("t_ac", "mode:heat"), one("t_ac", "heat_sp:28")], "value setpoint mode")
    add(g, "儿童房空调调到二十六度半", one("kd_ac", "temp:26.5"), "value setpoint numeral")
    add(g, "主卧空调温度降两度", one("m_ac", "temp"), "value setpoint")
    add(g, "空调调到25度", ask(AC, "temp:25"), "value setpoint identical-label")
    add(g, "一楼卫生间热水器调到55度", one("b1_wh", "heat_sp:55"), "value setpoint")
    add(g, "浴霸一楼的，温度高点", one("b1_heater", "heat_sp"), "value setpoint word-order")
    # fan
    add(g, "客厅空调风速调到高", one("l_ac", "fan:high"), "value fan ac")
    add(g, "主卧空调风小一点", one("m_ac", "fan"), "value fan ac")
    add(g, "新风开到高档", one("x_fresh", "fan:high"), "value fan fresh-air")
    add(g, "新风风量调低", one("x_fresh", "fan"), "value fan fresh-air")
    add(g, "吊扇调到2档", one("s_fan", "fanspeed:2"), "value fan spec-missing")
    add(g, "吊扇开最大", one("s_fan", "fanspeed:3"), "value fan spec-missing")
    add(g, "油烟机开大档", one("k_hood", "fan:high"), "value fan")
    add(g, "老人房空调风速调到中", ask(["e_ac"], "fan"), "value fan unsupported")
    add(g, "儿童房空调风速自动", one("kd_ac", "fan:auto"), "value fan ac")
    add(g, "棋牌室空调风开到最大", one("mj_ac", "fan"), "value fan ac")
    add(g, "新风调成自动", one("x_fresh", "fan:auto"), "value fan fresh-air")
    add(g, "浴霸风小点", ask(BATHH, "fan"), "value fan identical-label")
    add(g, "主卫浴霸风量调到高", one("mb_heater", "fan:high"), "value fan")
    # volume
    add(g, "Soundbar 声音调到30", one("l_bar", "vol:30"), "value volume english-label")
    add(g, "音响声音小一点", ask(SPEAKER, "voldown"), "value volume type-word")
    add(g, "客厅音响小声点", one("l_bar", "voldown"), "value volume")
    add(g, "故事机音量调到二十", one("kd_story", "vol:20"), "value volume numeral")
    add(g, "JBL 大声点", one("t_jbl", "volup"), "value volume english-label")
    add(g, "Sonos 静音", one("s_sonos", "mute"), "value volume english-label")
    add(g, "客厅电视声音小点", one("l_bar", "voldown"), "value volume other-device")
    add(g, "主卧电视声音大一点", ask(["m_tv"]), "value volume unsupported other-component")
    add(g, "阳光房的音箱声音开大", one("s_sonos", "volup"), "value volume")
    add(g, "茶室音箱音量百分之四十", one("t_jbl", "vol:40"), "value volume")
    add(g, "Sonos Roam 取消静音", one("x_roam", "unmute"), "value volume english-label no-room")
    # channel and keys
    add(g, "客厅电视换到5台", one("l_tv", "keyv:NUMBER5"), "value channel")
    add(g, "电视换到中央一台", ask(TV, "key"), "value channel type-word")
    add(g, "客厅电视调到1台", one("l_tv", "keyv:NUMBER1"), "value channel")
    add(g, "小米电视下一个台", one("m_tv", "ch"), "value channel")
    add(g, "客厅电视回主页", one("l_tv", "keyv:HOME"), "value channel")
    add(g, "客厅电视换到江苏卫视", ask(["l_tv"], "key"), "value channel unsupported")
    add(g, "主卧电视换个台", one("m_tv", "ch"), "value channel")
    add(g, "客厅电视按一下返回", one("l_tv", "keyv:BACK"), "value channel")
    add(g, "小米电视换到8频道", one("m_tv", "keyv:NUMBER8"), "value channel")
    # shades
    add(g, "客厅窗帘开一半", one("l_curtain", "shade:50"), "value shade")
    add(g, "客厅窗帘拉开三分之一", one("l_curtain", "shade:33"), "value shade fraction")
    add(g, "主卧窗帘关到四分之三", one("m_curtain", "shade:25"), "value shade fraction")
    add(g, "书房窗帘开到百分之七十", one("sd_curtain", "shade:70"), "value shade")
    add(g, "遮阳帘放一半", one("s_shade", "shade:50"), "value shade")
    add(g, "儿童房窗帘开一点点", one("kd_curtain", "shade_step"), "value shade")
    add(g, "天窗帘关三成", one("t_skylight", "shade:70"), "value shade fraction")
    add(g, "晾衣架降到一半", one("bl_rack", "shade:50"), "value shade rack")
    add(g, "次卧窗帘拉到2/3", one("gu_curtain", "shade:67"), "value shade fraction")
    add(g, "窗帘开一半", ask(CURTAIN, "shade:50"), "value shade type-word")
    add(g, "主卧窗帘停一下", one("m_curtain", "spause"), "value shade")
    add(g, "主卧窗帘到预设位置", one("m_curtain", "preset"), "value shade preset")
    add(g, "儿童房窗帘到常用位置", ask(["kd_curtain"], "preset"), "value shade preset unsupported")
    add(g, "老人房窗帘开四分之一", one("e_curtain", "shade:25"), "value shade fraction garbled-room")
    add(g, "客厅纱帘拉开一点", one("l_sheer", "shade_step"), "value shade")
    add(g, "主卧纱帘开到60", one("m_sheer", "shade:60"), "value shade")
    add(g, "晾衣架再往下放一点", one("bl_rack", "shade_step"), "value shade rack")


def cases_mode():
    g = "mode"
    add(g, "客厅空调制冷", one("l_ac", "mode:cool"), "mode ac")
    add(g, "客厅空调开除湿", one("l_ac", "mode:dry"), "mode ac")
    add(g, "老人房空调制热", one("e_ac", "mode:heat"), "mode ac garbled-room")
    add(g, "老人房空调除湿", ask(["e_ac"], "mode:dry"), "mode ac unsupported")
    add(g, "主卧空调睡眠模式", one("m_ac", "mode:sleep"), "mode ac")
    add(g, "次卧空调自动", one("gu_ac", "mode:auto"), "mode ac")
    add(g, "棋牌室空调抽湿", one("mj_ac", "mode:dry"), "mode ac")
    add(g, "阁楼空调送风", ask(["t_ac"], "mode:fan"), "mode ac unsupported")
    add(g, "儿童房空调送风", ask(["kd_ac"], "mode:fan"), "mode ac unsupported")
    add(g, "空调-书房送风模式", one("sd_ac", "mode:fan"), "mode ac no-room")
    add(g, "主卧空调自然风", one("m_ac", "wind:naturalWind"), "mode ac")
    add(g, "儿童房空调睡眠", ask(["kd_ac"], "mode:sleep"), "mode ac unsupported")
    add(g, "次卧空调睡眠模式", one("gu_ac", "mode:sleep"), "mode ac")
    add(g, "浴霸换气", ask(BATHH, "mode:fan"), "mode identical-label")
    add(g, "主卫浴霸换气", one("mb_heater", "mode:fan"), "mode bath-heater")
    add(g, "一楼浴霸暖风开", one("b1_heater", "mode:heat"), "mode bath-heater")
    add(g, "主卫浴霸摆风", one("mb_heater", "swing:swing"), "mode bath-heater")
    add(g, "一楼浴霸干燥模式", one("b1_heater", "mode:dry"), "mode bath-heater")
    add(g, "浴霸灯开", ask(BATHH, "light_on"), "mode bath-light identical-label")
    add(g, "主卫浴霸的灯打开", one("mb_heater", "light_on"), "mode bath-light")
    add(g, "洗衣机用快洗", one("bl_washer", "setmode:Quick"), "mode washer")
    add(g, "洗衣机洗被子", one("bl_washer", "setmode:Bedding"), "mode washer")
    add(g, "洗衣机水温调到温水", one("bl_washer", "tlevel:Warm"), "mode washer")
    add(g, "洗衣机脱水1200转", one("bl_washer", "spin:1200"), "mode washer")
    add(g, "洗衣机多漂一次", one("bl_washer", "rinse:extra"), "mode washer")
    add(g, "洗衣机用羊毛模式", one("bl_washer", "setmode:Wool"), "mode washer")
    add(g, "洗衣机60度洗", ask(["bl_washer"], "tlevel:Hot"), "mode washer unsupported-value")
    add(g, "烘干机高温", one("bl_dryer", "tlevel:High"), "mode dryer")
    add(g, "烘干机除菌模式", one("bl_dryer", "setmode:Sanitize"), "mode dryer")
    add(g, "扫地机拖地模式", one("l_rvc", "setmode:Mop"), "mode robot")
    add(g, "扫地机回去充电", one("l_rvc", "home"), "mode robot")
    add(g, "扫地机静音扫", one("l_rvc", "setmode:Quiet"), "mode robot")
    add(g, "冰箱节能模式", one("k_fridge", "setmode:Energy Save"), "mode fridge")
    add(g, "冰箱速冷", one("k_fridge", "setmode:Rapid Cool"), "mode fridge")
    add(g, "热水器定时模式", ask(WH, "setmode:Timed"), "mode identical-label")
    add(g, "主卫热水器改成定时", one("mb_wh", "setmode:Timed"), "mode water-heater")
    add(g, "地暖自动模式", ask(FLOORHEAT), "mode unsupported identical-label")
    add(g, "客厅地暖开自动", ask(["l_floor"]), "mode unsupported")
    add(g, "新风自动", one("x_fresh", "fan:auto"), "mode fresh-air")
    add(g, "客厅空调送风", one("l_ac", "mode:fan"), "mode ac")
    add(g, "客厅空调睡眠模式", ask(["l_ac"], "mode:sleep"), "mode ac unsupported")
    add(g, "棋牌室空调制热", one("mj_ac", "mode:heat"), "mode ac")
    add(g, "主卧空调开抽湿", one("m_ac", "mode:dry"), "mode ac")
    add(g, "空调制冷", ask(AC, "mode:cool"), "mode ac identical-label")
    add(g, "茶室空调除湿", one("t_ac", "mode:dry"), "mode ac")
    add(g, "次卧空调自然风", one("gu_ac", "wind:naturalWind"), "mode ac")
    add(g, "书房空调自动模式", one("sd_ac", "mode:auto"), "mode ac label-only-place")
    add(g, "小厨宝手动加热", one("k_wh", "setmode:Manual"), "mode water-heater")
    add(g, "扫地机扫拖一起", one("l_rvc", "setmode:Vacuum and Mop"), "mode robot")
    add(g, "浴霸凉风", ask(BATHH, "mode:cool"), "mode identical-label")
    add(g, "主卫浴霸不要摆了", one("mb_heater", "swing:fixed"), "mode bath-heater")
    add(g, "老人房空调自动模式", one("e_ac", "mode:auto"), "mode ac garbled-room")


def cases_multi():
    g = "multi"
    add(g, "客厅吊灯打开，调到暖光", [one("l_pendant", "on"), one("l_pendant", "ct")], "multi same-target")
    add(g, "主卧空调打开调到26度", [one("m_ac", "on"), one("m_ac", "temp:26")], "multi same-target value")
    add(g, "书房灯开开，亮度调到七十", [one("sd_light", "on"), one("sd_light", "level:70")], "multi same-target dialect")
    add(g, "客厅窗帘拉上，灯打开", [one("l_curtain", "close"), one(L_LIV, "on")], "multi room-carry")
    add(g, "把电视关了，灯也关了", [ask(TV, "off"), ask(LIGHT, "off")], "multi type-word")
    add(g, "客厅电视关了，灯也关了", [one("l_tv", "off"), one(L_LIV, "off")], "multi room-carry")
    add(g, "车库门关上，院门锁锁上", [one("g_door", "close"), one("f_lock", "lock")], "multi lock garage-door")
    add(g, "燃气阀关掉，油烟机也关了", [one("k_valve", "close"), one("k_hood", "off")], "multi gas safety")
    add(g, "打开新风，关掉排气扇", [one("x_fresh", "on"), ask(EXH, "off")], "multi identical-label")
    add(g, "一楼卫生间排气扇开，浴霸暖风开", [one("b1_fan", "on"), one("b1_heater", "mode:heat")],
        "multi room-carry bath-heater")
    add(g, "麻将机开开，棋牌室空调开开，灯也开开",
        [one("mj_machine", "on"), one("mj_ac", "on"), one(L_MJ, "on")], "multi dialect room-carry")
    add(g, "茶炉烧上，JBL放点音乐，茶室灯调暗",
        [one("t_stove", "on"), one("t_jbl", "play"), one("t_light", "bright")], "multi")
    add(g, "晾衣架降下来，阳台灯开一下", [one("bl_rack", "close"), one("bl_light", "on")], "multi rack")
    add(g, "洗衣机开始洗，洗完烘干机接着烘", [one("bl_washer", "start"), one("bl_dryer", "start")],
        "multi condition washer")
    add(g, "扫地机去扫地，扫完回去充电", [one("l_rvc", "start"), one("l_rvc", "home")], "multi same-target robot")
    add(g, "星空灯打开，儿童房灯关掉，故事机放故事",
        [one("kd_star", "on"), one("kd_light", "off"), one("kd_story", "play")], "multi child")
    add(g, "主卧窗帘拉上，床头灯开，吸顶灯关",
        [one("m_curtain", "close"), one(BED, "on"), one("m_light", "off")], "multi room-carry identical-label")
    add(g, "客厅空调关了开地暖", [one("l_ac", "off"), one("l_floor", "on")], "multi room-carry")
    add(g, "储藏室除湿机开开，灯关掉", [one("st_dehum", "on"), one("st_light", "off")], "multi room-carry dialect")
    add(g, "庭院灯开，门头灯也开", [one("f_light", "on"), one("f_gate", "on")], "multi")
    add(g, "筒灯1到4开，5到8关", [al(DOWN[:4], "on"), al(DOWN[4:], "off")], "multi series range")
    add(g, "射灯A开，射灯B不要开", one("l_spotA", "on"), "multi negation series")
    add(g, "二楼灯都关了，三楼的也关了", [al(L2, "off"), al(L3, "off")], "multi floor")
    add(g, "客厅灯关掉，电视打开，Soundbar 音量二十",
        [one(L_LIV, "off"), one("l_tv", "on"), one("l_bar", "vol:20")], "multi room-carry english-label")
    add(g, "老人房空调制热，地暖也开开", [one("e_ac", "mode:heat"), one("e_floor", "on")],
        "multi room-carry garbled-room dialect")
    add(g, "书房窗帘开一半，台灯打开", [one("sd_curtain", "shade:50"), one("sd_desk", "on")],
        "multi room-carry identical-label value")
    add(g, "先把车库门打开，再把车库灯开了", [one("g_door", "open"), one("g_light", "on")], "multi garage-door")
    add(g, "空调关掉，窗户那个帘子拉开，客厅的", [one("l_ac", "off"), one(["l_curtain", "l_sheer"], "open")],
        "multi room-carry word-order")
    add(g, "电动车充上电，车库灯关了", [one("g_ev", "on"), one("g_light", "off")], "multi")
    add(g, "露台浇花开一下，地灯全打开", [one("tr_valve", "open"), al(GROUND, "on")], "multi valve")
    add(g, "菜地浇水打开，十分钟后关掉", [one("bk_valve", "open"), one("bk_valve", "close")],
        "multi same-target delay valve")
    add(g, "茶炉开了，等下十点钟关掉", [one("t_stove", "on"), one("t_stove", "off")], "multi same-target delay")
    add(g, "客厅灯带开，换成绿色，亮度调低",
        [one("l_strip", "on"), one("l_strip", "color"), one("l_strip", "bright")], "multi same-target value colour")
    add(g, "主卫浴霸暖风开，热水器烧到50度", [one("mb_heater", "mode:heat"), one("mb_wh", "heat_sp:50")],
        "multi room-carry identical-label")
    add(g, "院门锁锁上，前院灯关掉", [one("f_lock", "lock"), one(["f_light", "f_gate"], "off")], "multi lock")
    add(g, "把客厅空调开开，调到制热，26度",
        [one("l_ac", "on"), one("l_ac", "mode:heat"), one("l_ac", "temp:26")], "multi same-target dialect")
    add(g, "关灯关空调，二楼的", [al(L2, "off"), al(AC2, "off")], "multi floor word-order")
    add(g, "小米电视关了，主卧窗帘拉上", [one("m_tv", "off"), one("m_curtain", "close")], "multi")
    add(g, "射灯3开，不对，4号", one("t_spot4", "on"), "multi correction duplicate-series")
    add(g, "筒灯2开开，哦不是，筒灯5", one("l_down5", "on"), "multi correction series dialect")
    add(g, "麻将机关了，棋牌室灯也歇掉", [one("mj_machine", "off"), al(L_MJ, "off")], "multi dialect")
    add(g, "客厅空调开一下，老人房的也开", [one("l_ac", "on"), one("e_ac", "on")], "multi identical-label")
    add(g, "楼梯灯开，门厅灯也开", [one("sw_light", "on"), one("h_light", "on")], "multi")
    add(g, "星空灯调成蓝色，故事机声音小一点", [one("kd_star", "color"), one("kd_story", "voldown")], "multi child")
    add(g, "烘干机停了，晾衣架升上去", [one("bl_dryer", "stop_op"), one("bl_rack", "open")], "multi")
    add(g, "油烟机开大档，厨房灯打开", [one("k_hood", "fan:high"), one("k_light", "on")], "multi value")


def cases_history():
    g = "hist"
    add(g, "调暗一点", one("l_pendant", "bright"), "history reference ellipsis", ["客厅吊灯打开"])
    add(g, "调到26度", one("m_ac", "temp:26"), "history reference ellipsis", ["主卧空调开一下"])
    add(g, "它太亮了", one("sd_light", "bright"), "history reference need", ["书房灯开"])
    add(g, "关上", one("g_door", "close"), "history reference state", ["车库门关了没"])
    add(g, "再开大点", one("l_curtain", "shade_step"), "history reference", ["客厅窗帘拉开"])
    add(g, "4号也开", one("l_down4", "on"), "history series also", ["筒灯3开"])
    add(g, "还有5号", one("l_down5", "on"), "history series also", ["筒灯3开"])
    add(g, "老人房的也开", one("e_ac", "on"), "history also garbled-room", ["客厅空调开"])
    add(g, "换成蓝色", one("kd_star", "color"), "history reference ellipsis", ["把星空灯打开"])
    add(g, "好了，关掉吧", one("t_stove", "off"), "history reference", ["茶炉开了"])
    add(g, "下一个", one("kd_story", "next"), "history reference", ["故事机放个故事"])
    add(g, "换到3台", one("m_tv", "keyv:NUMBER3"), "history reference channel", ["小米电视打开"])
    add(g, "客厅的", one("l_pendant", "on"), "history answer", ["吊灯开"])
    add(g, "老太太房里的", one("e_ac", "on"), "history answer person-room", ["空调开一下"])
    add(g, "一楼的", one("b1_light", "on"), "history answer", ["卫生间灯开"])
    add(g, "两个都开", al(BLANKET, "on"), "history answer", ["电热毯开开"])
    add(g, "那个关掉", ask(["l_strip", "sd_desk"], "off"), "history reference two-referents",
        ["客厅灯带开", "书房台灯开"])
    add(g, "都关了", al(["l_strip", "sd_desk"], "off"), "history reference", ["客厅灯带开", "书房台灯开"])
    add(g, "把它关了", ask(), "reference no-history")
    add(g, "那个调亮点", ask(), "reference no-history")
    add(g, "刚才那个再开一下", ask(), "reference no-history")
    add(g, "算了", NONE, "history cancel", ["车库门打开"])
    add(g, "等等，楼梯灯别关", al(minus(LIGHT, "sw_light"), "off"), "history exclusion correction", ["所有灯都关了"])
    add(g, "除了老人房", al(sel("light", floors=["1F"], ex_rooms=ELDER), "on"), "history exclusion",
        ["一楼灯全开"])
    add(g, "太冷了", one("l_ac", "warm"), "history need", ["客厅空调调到26度"])
    add(g, "它现在多少度", one("m_ac", "*"), "history reference", ["主卧空调开"])
    add(g, "锁上", one("f_lock", "lock"), "history reference lock", ["院门锁锁了没"])
    add(g, "打开", one("f_lock", "unlock"), "history reference lock safety", ["院门锁锁了没"])
    add(g, "开开", ask(["k_valve"], "open"), "history reference gas safety dialect", ["燃气阀关了没"])
    add(g, "二楼的", one("m_tv", "on"), "history answer floor", ["电视开"])
    add(g, "书房的", one("sd_desk", "off"), "history answer", ["台灯关掉"])
    add(g, "小宇的", one("kd_desk", "on"), "history answer person-room", ["台灯打开"])
    add(g, "全部", al(AC, "off"), "history answer", ["空调关了"])
    add(g, "主卧的", one("m_blanket", "off"), "history answer", ["电热毯关了"])
    add(g, "储藏室那台", one("st_dehum", "on"), "history answer", ["除湿机开"])
    add(g, "棋牌室也开", one("mj_dehum", "on"), "history also", ["储藏室除湿机打开"])
    add(g, "亮些", one("e_light", "bright"), "history reference great-grandma", ["老人房吸顶灯开"])
    add(g, "再亮些", one("e_light", "bright"), "history reference great-grandma",
        ["老人房吸顶灯开", "亮些"])
    add(g, "关了", one(["e_light", "e_night"], "off"), "history reference great-grandma",
        ["老人房的灯开开"])
    add(g, "将将那个灯再开开", one("sd_desk", "on"), "history reference dialect", ["书房台灯关掉"])
    add(g, "它也关了", one("l_tv", "off"), "history reference", ["客厅灯全关", "客厅电视开着没"])
    add(g, "调到暖光", al(L_MASTER, "ct"), "history reference", ["主卧灯全开"])
    add(g, "温度再高两度", one("e_floor", "heat_sp"), "history reference", ["老太太房间地暖开开"])
    add(g, "三楼的也是", al(L3, "off"), "history also floor", ["二楼灯全部关掉"])
    add(g, "不用了", NONE, "history cancel", ["晾衣架降下来"])
    add(g, "先别关", NONE, "history cancel", ["所有空调关掉"])
    add(g, "等等，主卧的先别关", al(minus(AC, "m_ac"), "off"), "history exclusion correction",
        ["所有空调关掉"])
    add(g, "风大点", one("x_fresh", "fan"), "history reference ellipsis", ["新风打开"])
    add(g, "停", one("l_rvc", "pause_op"), "history reference robot", ["扫地机开始扫"])
    add(g, "声音小点", one("kd_story", "voldown"), "history reference", ["故事机放个故事"])
    add(g, "关", ask(), "reference no-history great-grandma")
    add(g, "一半", one("l_curtain", "shade:50"), "history reference ellipsis", ["客厅窗帘打开"])
    add(g, "它开着没", ask(), "reference no-history state")
    add(g, "也调到26度", one("e_ac", "temp:26"), "history also", ["主卧空调调到26度", "老人房空调开"])
    add(g, "那两个都关了", al(["tr_g1", "tr_g2"], "off"), "history reference", ["地灯1开", "地灯2开"])
    add(g, "换个颜色", one("tr_strip", "color"), "history reference", ["露台灯带打开"])
    add(g, "这个也关了", ask(), "reference no-history")
    add(g, "全都开开", al(GROUND, "on"), "history answer dialect", ["地灯开"])
    add(g, "算了，不开了", NONE, "history cancel gas", ["燃气阀打开"])
    add(g, "楼上那个", one("m_tv", "on"), "history answer relative-floor-resolved", ["电视开"])


def cases_need():
    g = "need"
    warm_e = ["e_ac", "e_floor", "e_blanket", "e_heater", "eo_sun"]
    add(g, "客厅好热", one("l_ac", "cool"), "need hot")
    add(g, "老人房有点冷", one(warm_e, "warm"), "need cold garbled-room same-bedroom")
    add(g, "老太太房里冷", one(warm_e, "warm"), "need cold person-room same-bedroom")
    add(g, "太奶奶说她房间好冷", one(warm_e, "warm"), "need cold person-room child")
    add(g, "冷", ask(), "need cold no-place great-grandma")
    add(g, "亮些", ask(), "need dark no-place great-grandma")
    add(g, "热", ask(), "need hot no-place great-grandma")
    add(g, "书房太暗了", one(L_STUDY, "lightup"), "need dark")
    add(g, "茶室有点闷", one("t_ac", "cool"), "need stuffy")
    add(g, "地下室潮得很", one(["mj_dehum", "st_dehum", "mj_ac"], "dry"), "need humid floor")
    add(g, "黄梅天了，地下室瞎潮", one(["mj_dehum", "st_dehum", "mj_ac"], "dry"), "need humid floor dialect")
    add(g, "棋牌室返潮", one(["mj_dehum", "mj_ac"], "dry"), "need humid")
    add(g, "储藏室发霉了", one("st_dehum", "dry"), "need humid")
    add(g, "书房潮，纸都软了", one("sd_ac", "dry"), "need humid label-only-place")
    add(g, "老太太房间潮", ask(), "need humid nothing-fits person-room")
    add(g, "厨房有味道", one("k_hood", "vent"), "need smell")
    add(g, "卫生间有味道", ask(["b1_fan", "pb_fan", "b1_heater", "mb_heater"], "vent"), "need smell identical-label")
    add(g, "一楼卫生间有味儿", one(["b1_fan", "b1_heater"], "vent"), "need smell")
    add(g, "家里空气不好", one("x_fresh", "vent"), "need stuffy whole-home fresh-air")
    add(g, "屋里闷得慌，透透气", one("x_fresh", "vent"), "need stuffy fresh-air")
    add(g, "客厅太亮了，晃眼", one(L_LIV, "dimoff"), "need glare")
    add(g, "主卧太晒了", one(["m_curtain", "m_sheer"], "close"), "need sun")
    add(g, "阳光房太晒", one("s_shade", "close"), "need sun english-room")
    add(g, "茶室热", one("t_ac", "cool"), "need hot")
    add(g, "儿童房太吵了", one("kd_story", "quieter"), "need noise")
    add(g, "客厅吵死了", one(["l_tv", "l_bar"], "quieter"), "need noise")
    add(g, "水不热", ask(WH, "heat_sp"), "need hot-water no-place grandma")
    add(g, "一楼洗澡水不热", one("b1_wh", "on", "heat_sp"), "need hot-water")
    add(g, "黄梅天衣服晾不干", one("bl_dryer", "start"), "need laundry")
    add(g, "地上脏了", one("l_rvc", "start"), "need dirty")
    add(g, "菜地要浇水了", one("bk_valve", "open"), "need plants")
    add(g, "露台的花干了", one("tr_valve", "open"), "need plants")
    add(g, "鱼缸没氧了", one("l_fish", "on"), "need instruction-label")
    add(g, "打麻将那屋黑咕隆咚的", one(L_MJ, "lightup"), "need dark use-name grandma")
    add(g, "小宇要睡觉了，他房间灯太亮", one(L_KID, "dimoff"), "need glare person-room")
    add(g, "有人抽烟，客厅烟味大", one("x_fresh", "vent"), "need smell fresh-air")
    add(g, "好热啊", ask(), "need hot no-place")
    add(g, "太暗了", ask(), "need dark no-place")
    add(g, "有味道", ask(), "need smell no-place")
    add(g, "看不见", ask(), "need dark no-place great-grandma")
    add(g, "吵", ask(), "need noise no-place great-grandma")
    add(g, "主卧好冷", one(["m_ac", "m_blanket"], "warm"), "need cold")
    add(g, "棋牌室冷，等下要打麻将", one(["mj_ac", "mj_floor"], "warm"), "need cold")
    add(g, "客厅冷飕飕的", one(["l_ac", "l_floor"], "warm"), "need cold")
    add(g, "次卧太热了", one("gu_ac", "cool"), "need hot")
    add(g, "阳光房热死了", one("s_fan", "cool"), "need hot spec-missing")
    add(g, "二楼主卧热得睡不着", one("m_ac", "cool"), "need hot")
    add(g, "客厅太暗，看不清报纸", one(L_LIV, "lightup"), "need dark grandma")
    add(g, "楼梯太黑了", one("sw_light", "lightup"), "need dark")
    add(g, "厨房油烟太大", one("k_hood", "vent"), "need smell")
    add(g, "地下室一股霉味", one(["mj_dehum", "st_dehum", "mj_ac"], "dry"), "need humid smell floor")
    add(g, "外面天黑了，院子里黑乎乎的", one(YARD_L, "lightup"), "need dark yard")
    add(g, "阁楼上晒得很", one("t_skylight", "close"), "need sun")
    add(g, "书房冷，手都写不动字", one("sd_ac", "warm"), "need cold label-only-place")
    add(g, "小宇房间太热了", one("kd_ac", "cool"), "need hot person-room")
    add(g, "茶叶要受潮了，茶室湿气重", one("t_ac", "dry"), "need humid")
    add(g, "衣服要晒，晾衣架放下来", one("bl_rack", "close"), "need rack")
    add(g, "我要看动画片", ask(TV, "on"), "need child type-word")
    add(g, "主卫冷，要洗澡", one("mb_heater", "warm"), "need cold")
    add(g, "客厅电视太吵了", one(["l_tv", "l_bar"], "quieter"), "need noise")
    add(g, "屋里蚊子多", one("x_mosq", "on"), "need mosquito no-room")


def cases_state():
    g = "state"
    add(g, "车库门关了没", st("g_door"), "state garage-door")
    add(g, "车库门关了没？车库门关了没啊？", st("g_door"), "state repeat grandma garage-door")
    add(g, "院门锁锁好了吗", st("f_lock"), "state lock")
    add(g, "门都锁了吧", st(LOCK), "state lock any")
    add(g, "老太太起来了没", st(["e_motion", "e_cam"]), "state person-room spec-missing")
    add(g, "给老太太看着的摄像头开着的吧", st("e_cam"), "state camera use-name grandma spec-missing")
    add(g, "地下室湿度多少", st("mj_th"), "state humidity spec-missing floor")
    add(g, "棋牌室多少度", st(["mj_th", "mj_ac", "mj_floor"]), "state temperature")
    add(g, "储藏室漏水了没", st("st_leak"), "state leak unlabelled")
    add(g, "燃气报警器响了没", st("k_gas"), "state gas")
    add(g, "厨房烟感正常吧", st("k_smoke"), "state smoke")
    add(g, "冰箱门关好没有", st("k_fridge"), "state fridge")
    add(g, "电动车充满了没", st("g_ev"), "state plug")
    add(g, "洗衣机洗好了没", st("bl_washer"), "state washer")
    add(g, "热水器烧好了没", ask(WH), "state identical-label")
    add(g, "主卫热水器水温多少", st("mb_wh"), "state water-heater")
    add(g, "客厅空调开着吗", st("l_ac"), "state ac")
    add(g, "家里空调都关了没", st(AC), "state any ac")
    add(g, "灯都关了吗", st(LIGHT), "state any son")
    add(g, "楼上灯关了没", ask(), "state relative-floor")
    add(g, "书房灯开着没", st("sd_light"), "state")
    add(g, "扫地机扫完了吗", st("l_rvc"), "state robot")
    add(g, "新风开着的吗", st("x_fresh"), "state no-room fresh-air")
    add(g, "麻将机关了吧", st("mj_machine"), "state plug")
    add(g, "茶炉还开着吗", st("t_stove"), "state plug")
    add(g, "鱼缸插座通着电没", st("l_fish"), "state instruction-label")
    add(g, "老人房窗帘拉上了没", st("e_curtain"), "state garbled-room")
    add(g, "晾衣架收起来没有", st("bl_rack"), "state rack")
    add(g, "露台浇花关了吗", st("tr_valve"), "state valve")
    add(g, "燃气阀关着的吧", st("k_valve"), "state gas")
    add(g, "地暖开着吗", ask(FLOORHEAT), "state identical-label")
    add(g, "老太太房里地暖开着的吧", st("e_floor"), "state person-room")
    add(g, "屋里几度", ask(), "state no-place")
    add(g, "前院摄像头在线吗", st("f_cam"), "state camera spec-missing")
    add(g, "车库摄像头还好用吧", st("g_cam"), "state camera spec-missing")
    add(g, "哪里的灯还亮着", st(LIGHT), "state any")
    add(g, "辣块的灯还亮着啊", st(LIGHT), "state any dialect")
    add(g, "车库门可关了？", st("g_door"), "state dialect garage-door")
    add(g, "院门锁可锁了", st("f_lock"), "state dialect lock")
    add(g, "电热毯可开了？老太太房里的", st("e_blanket"), "state dialect person-room")
    add(g, "南通那边的车库门 check 一下", st("g_door"), "state english son garage-door")
    add(g, "帮我看看 basement 的 humidity", st("mj_th"), "state english son spec-missing")
    add(g, "烧水的那个关了没", ask(["t_stove", "k_wh", "d_water"]), "state use-name grandma")
    add(g, "洗衣服的那个洗好了没", st("bl_washer"), "state use-name grandma")
    add(g, "放车的那个门关了没？关了没？", st("g_door"), "state use-name repeat grandma garage-door")
    add(g, "冻肉的那个柜子插着电没", st("st_freezer"), "state use-name grandma")
    add(g, "养鱼的那个插座开着的吧", st("l_fish"), "state use-name grandma instruction-label")
    add(g, "老太太房里那个暖和的小太阳开了没", st("eo_sun"), "state use-name grandma same-bedroom")
    add(g, "空调开着吗", ask(AC), "state identical-label")
    add(g, "入户门锁了没有", st("h_lock"), "state lock")
    add(g, "Aqara 那个漏水的有没有报警", st("st_leak"), "state unlabelled english-label")
    add(g, "小宇房间空调几度", st("kd_ac"), "state person-room")
    add(g, "客厅窗帘开着还是关着", st("l_curtain"), "state curtain")
    add(g, "烘干机还要多久", st("bl_dryer"), "state dryer")
    add(g, "地下室的除湿机都开着吗", st(DEHUM), "state any floor")
    add(g, "主卧空调现在什么模式", st("m_ac"), "state ac")
    add(g, "二楼卫生间灯关了吗", st(["mb_light", "pb_light"]), "state any identical-label")
    add(g, "爸妈房间电视开着吗", st("m_tv"), "state son person-room")
    add(g, "什么？车库门关了没有？", st("g_door"), "state repeat grandma garage-door")
    add(g, "茶室温度多少", st("t_ac"), "state temperature")
    add(g, "门锁了没", ask(LOCK), "state lock type-word")


def cases_safety():
    g = "safety"
    add(g, "燃气阀打开", ask(["k_valve"], "open"), "safety gas gas-open")
    add(g, "燃气开开，要烧饭", ask(["k_valve"], "open"), "safety gas gas-open dialect")
    add(g, "把煤气打开", ask(["k_valve"], "open"), "safety gas gas-open")
    add(g, "燃气报警器叫了，快关气", one("k_valve", "close"), "safety gas")
    add(g, "燃气报警器别叫了", one("k_gas", "mute_alarm"), "safety alarm")
    add(g, "烟雾报警器吵死了，关掉", one("k_smoke", "mute_alarm"), "safety alarm")
    add(g, "开门", ask(["g_door", "f_lock", "h_lock"]), "safety vague-door")
    add(g, "门开一下", ask(["g_door", "f_lock", "h_lock"]), "safety vague-door")
    add(g, "把门打开，快递来了", ask(["f_lock", "h_lock"], "unlock"), "safety vague-door")
    add(g, "院门锁打开", one("f_lock", "unlock"), "safety lock unlock")
    add(g, "院门开一下", one("f_lock", "unlock"), "safety lock unlock")
    add(g, "入户门开一下，我没带钥匙", one("h_lock", "unlock"), "safety lock unlock")
    add(g, "所有门都打开", ask(LOCK + ["g_door"]), "safety bulk-unlock")
    add(g, "门锁全部解锁", ask(LOCK, "unlock"), "safety bulk-unlock")
    add(g, "车库门开开", one("g_door", "open"), "safety garage-door dialect")
    add(g, "家里门都锁上", al(LOCK, "lock"), "safety lock")
    add(g, "门都关好", ask(LOCK + ["g_door"]), "safety vague-door")
    add(g, "有人按门铃，把院门开一下", one("f_lock", "unlock"), "safety lock unlock")
    add(g, "外面说是物业的，让开门", ask(["f_lock", "h_lock"], "unlock"), "safety vague-door stranger")
    add(g, "kai men", ask(["g_door", "f_lock", "h_lock"]), "safety vague-door pinyin child")
    add(g, "煤气关了", one("k_valve", "close"), "safety gas")
    add(g, "闻到煤气味了", one("k_valve", "close"), "safety gas need")
    add(g, "燃气报警器关掉", one("k_gas", "mute_alarm"), "safety alarm")
    add(g, "燃气阀开一点", ask(["k_valve"], "open"), "safety gas gas-open")
    add(g, "把菜地的水打开", one("bk_valve", "open"), "safety valve")
    add(g, "把阀门打开", ask(VALVES, "open"), "safety valve gas-open")
    add(g, "燃气罚关掉", one("k_valve", "close"), "safety gas asr")
    add(g, "院门所锁上", one("f_lock", "lock"), "safety lock asr")
    add(g, "车裤门关上", one("g_door", "close"), "safety garage-door asr")
    add(g, "front door lock 一下", ask(LOCK, "lock"), "safety lock english ambiguous")
    add(g, "garage door close", one("g_door", "close"), "safety garage-door english")
    add(g, "解锁", ask(LOCK, "unlock"), "safety unlock vague-door")
    add(g, "把锁打开", ask(LOCK, "unlock"), "safety unlock vague-door")
    add(g, "入户门锁打开，我到门口了", one("h_lock", "unlock"), "safety lock unlock")
    add(g, "老太太要出去，大门开一下", ask(["f_lock", "h_lock"], "unlock"), "safety vague-door person")
    add(g, "煤气总阀门关一下", one("k_valve", "close"), "safety gas")
    add(g, "燃气阀打开一下，我要炖汤，我看着呢", ask(["k_valve"], "open"), "safety gas gas-open rambling")
    add(g, "小宇说 ran qi fa da kai", ask(["k_valve"], "open"), "safety gas gas-open pinyin child")
    add(g, "车库门关一半", ask(["g_door"]), "safety garage-door unsupported-value")
    add(g, "院门锁锁一下，入户门也锁上", [one("f_lock", "lock"), one("h_lock", "lock")], "safety lock")
    add(g, "把门锁了", ask(LOCK, "lock"), "safety lock type-word")
    add(g, "开锁开锁开锁", ask(LOCK, "unlock"), "safety unlock repeat")


def cases_none():
    g = "none"
    for q, t in [
        ("今天天气怎么样", "chitchat weather"),
        ("南通今朝落雨啊", "chitchat weather dialect"),
        ("吃过了啊", "chitchat dialect"),
        ("儿子么事辰光家来", "chitchat dialect"),
        ("乖乖，这个东西还会说话", "chitchat dialect"),
        ("谢谢", "chitchat thanks"),
        ("好的", "chitchat"),
        ("没事了", "chitchat"),
        ("你叫么事名字", "chitchat dialect"),
        ("小宇周末家来不家来", "chitchat dialect"),
        ("黄梅天又来了，烦死了", "chitchat remark"),
        ("空调是哪年买的", "chitchat remark-naming-device"),
        ("电视机遥控器辣块去了", "chitchat dialect remark-naming-device"),
        ("麻将三缺一，喊老王来", "chitchat"),
        ("老太太今年九十五了", "chitchat"),
        ("唱个歌听听", "chitchat"),
        ("讲个笑话", "chitchat"),
        ("几点了", "chitchat"),
        ("我想吃螃蟹", "chitchat"),
        ("今天星期几", "chitchat"),
        ("小宇作业做完没", "chitchat"),
        ("hello", "chitchat english"),
        ("scene 是什么意思", "chitchat english"),
        ("明天记得提醒我吃药", "chitchat"),
        ("嗯", "chitchat"),
        ("啊？", "chitchat grandma"),
        ("你说什么？我听不清", "chitchat grandma"),
        ("别关-鱼缸是谁起的名字", "chitchat remark-naming-device instruction-label"),
        ("鱼缸别关啊", "keep-on instruction-label"),
        ("客厅空调开着别关", "keep-on"),
        ("小太阳不要关，老太太怕冷", "keep-on"),
        ("这个新风系统多少钱买的", "chitchat remark-naming-device"),
        ("筒灯怎么有一个不亮了", "chitchat remark-naming-device"),
        ("麻将机又卡牌了", "chitchat remark-naming-device"),
        ("老头子，吃饭了", "chitchat"),
        ("乖乖隆地咚", "chitchat dialect"),
        ("你好呀", "chitchat"),
        ("算了算了", "cancel"),
        ("取消", "cancel"),
        ("wifi 密码多少", "chitchat"),
        ("今朝菜场鱼瞎贵", "chitchat dialect"),
        ("小宇，快下来吃饭", "chitchat child"),
        ("太奶奶你饿不饿", "chitchat"),
        ("爸，我下礼拜回来", "chitchat son"),
        ("门口快递到了没", "chitchat"),
        ("晓得了晓得了", "chitchat dialect"),
        ("嗯嗯，蛮好", "chitchat dialect"),
        ("燃气费交了没有", "chitchat remark-naming-device"),
        ("好了不用你了", "cancel"),
        ("Hey SmartThings", "chitchat english wake-word"),
    ]:
        add(g, q, NONE, t + " none")


def cases_people():
    """How these people talk: the grandfather's 南通话, the grandmother naming things by their
    use and repeating herself, the great-grandmother's few words, the son's remote mix of
    English, the grandson's pinyin and mispronunciations; speech-recognition slips."""
    g = "speech"
    # 爷爷: 南通话 with Mandarin
    add(g, "客厅的灯歇掉", one(L_LIV, "off"), "dialect")
    add(g, "书房灯瞎暗，开亮点", one(L_STUDY, "lightup"), "dialect need")
    add(g, "麻将机开开，今朝三缺一", one("mj_machine", "on"), "dialect plug")
    add(g, "客厅瞎冷，地暖开开", one("l_floor", "on"), "dialect need")
    add(g, "儿子家来了，次卧空调先开开", one("gu_ac", "on"), "dialect ac")
    add(g, "乖乖，茶炉还开着，歇掉歇掉", one("t_stove", "off"), "dialect plug")
    add(g, "空调开到毛二十六度", ask(AC, "temp:26"), "dialect identical-label value")
    add(g, "老太太房里空调开到毛二十四度", one("e_ac", "temp:24"), "dialect person-room value")
    add(g, "茶室灯点起来", one("t_light", "on"), "dialect")
    add(g, "灯熄掉", ask(LIGHT, "off"), "dialect type-word")
    add(g, "书房灯熄掉", one(L_STUDY, "off"), "dialect")
    add(g, "夜里冷，老太太房间电热毯开开", one("e_blanket", "on"), "dialect person-room")
    add(g, "楼上的空调统统歇掉", ask(AC2 + AC3, "off"), "dialect relative-floor")
    add(g, "除了老太太房间的灯，统统歇掉", al(sel("light", ex_rooms=ELDER), "off"), "dialect exclusion person-room")
    add(g, "地下室灯统统点起来，我去拿点东西", al(LB1, "on"), "dialect floor")
    add(g, "车库门歇下来", one("g_door", "close"), "dialect garage-door")
    add(g, "二楼灯可关了？没关的话统统歇掉", al(L2, "off"), "dialect floor")
    add(g, "么事东西瞎响？把茶室那个音箱歇掉", one("t_jbl", "off"), "dialect speaker")
    add(g, "辣块的空调开着？统统关掉", al(AC, "off"), "dialect ac")
    add(g, "院子里灯点一下，我去菜地望望", one(YARD_L, "on"), "dialect yard")
    add(g, "菜地浇水开开，浇个毛十分钟", [one("bk_valve", "open"), one("bk_valve", "close")], "dialect valve delay")
    add(g, "书房窗帘拉开，写字要亮", one("sd_curtain", "open"), "dialect need")
    add(g, "一楼灯统统歇掉，楼梯灯留着", al(L1, "off"), "dialect floor exclusion")
    add(g, "晚上打麻将，棋牌室空调先开开，开到毛二十五度",
        [one("mj_ac", "on"), one("mj_ac", "temp:25")], "dialect ac value")
    add(g, "老太太睡了，她房里灯歇掉", one(E_L, "off"), "dialect person-room")
    add(g, "电动车可充满了", st("g_ev"), "dialect state")
    add(g, "将将开的那个除湿机关掉", ask(DEHUM, "off"), "dialect reference no-history")
    # 奶奶 (68): by use, asks, repeats
    add(g, "晒衣服的架子放下来", one("bl_rack", "close"), "use-name grandma rack")
    add(g, "扫地的那个机器叫它扫扫", one("l_rvc", "start"), "use-name grandma robot")
    add(g, "看电视那个音响小点声", one("l_bar", "voldown"), "use-name grandma")
    add(g, "泡茶的那个炉子开一下", one("t_stove", "on"), "use-name grandma")
    add(g, "种菜那块的水开一下", one("bk_valve", "open"), "use-name grandma valve")
    add(g, "充电的那个，电动车的，关了", one("g_ev", "off"), "use-name grandma")
    add(g, "老太太床上那个热的毯子开开", one("e_blanket", "on"), "use-name grandma person-room")
    add(g, "冻东西的那个柜子关了吧", one("st_freezer", "off"), "use-name grandma")
    add(g, "二楼卫生间抽风的那个开一下", one("pb_fan", "on"), "use-name grandma identical-label")
    add(g, "打麻将那屋的空调开开", one("mj_ac", "on"), "use-name grandma ac")
    add(g, "放车那屋的灯开开，开开", one("g_light", "on"), "use-name grandma repeat")
    add(g, "窗帘，客厅窗帘，拉上，拉上", one("l_curtain", "close"), "grandma repeat")
    add(g, "洗衣机，洗衣机停一下", one("bl_washer", "stop_op"), "grandma repeat")
    add(g, "那个……给老太太照亮的小灯开一下", one("e_night", "on"), "use-name grandma")
    add(g, "晚上起夜那个小灯，老太太屋里的，亮一点", one("e_night", "bright"), "use-name grandma")
    add(g, "孙子讲故事的那个机器关掉", one("kd_story", "off"), "use-name grandma")
    add(g, "厨房烧热水的那个开一下", one("k_wh", "on"), "use-name grandma water-heater")
    add(g, "洗澡的热水器，楼下的，开开", ask(["b1_wh", "mb_wh"], "on"), "grandma relative-floor")
    # 太奶奶 (95)
    add(g, "关了", ask(), "great-grandma reference no-history")
    add(g, "开灯", ask(LIGHT, "on"), "great-grandma type-word")
    add(g, "灯", ask(LIGHT), "great-grandma fragment")
    add(g, "冷得很", ask(), "great-grandma need no-place")
    add(g, "亮点亮点", ask(), "great-grandma need no-place repeat")
    add(g, "电视", ask(TV), "great-grandma fragment")
    add(g, "太热了，关小点", ask(), "great-grandma need no-place")
    # 儿子 (in 上海)
    add(g, "次卧 AC 先开起来，我们周五晚上到", one("gu_ac", "on"), "son english ac")
    add(g, "小宇 room 的 AC 调到 26", one("kd_ac", "temp:26"), "son english person-room value")
    add(g, "爸妈房间 TV 关一下", one("m_tv", "off"), "son english person-room")
    add(g, "家里新风开一下，PM2.5 太高", one("x_fresh", "on"), "son english fresh-air")
    add(g, "把回家 scene 打开", ask(), "son english scene")
    add(g, "睡眠 scene 执行一下", ask(), "son english scene")
    add(g, "开个离家模式", ask(), "son scene")
    add(g, "all lights off except 奶奶房间", ask(), "son english exclusion ambiguous-person")
    add(g, "爸妈那边 garage door 关了没", st("g_door"), "son english garage-door")
    add(g, "妈，我远程帮你把 living room 的空调开了啊，26度",
        [one("l_ac", "on"), one("l_ac", "temp:26")], "son english rambling")
    add(g, "南通那边的 sunroom 遮阳帘 close 一下", one("s_shade", "close"), "son english english-room")
    add(g, "home 里面 all AC turn off", al(AC, "off"), "son english")
    add(g, "tea room 的 light 全开", al(L_TEA, "on"), "son english")
    add(g, "2F 的 curtain 都 close", al(C2, "close"), "son english floor curtain")
    add(g, "basement 的 dehumidifier 都 on", al(DEHUM, "on"), "son english floor")
    add(g, "帮爸妈把 front yard 的 light 打开", al(["f_light", "f_gate"], "on"), "son english yard")
    add(g, "Roborock 回 dock", one("l_rvc", "home"), "son english robot")
    add(g, "家里 water heater 都关掉", al(WH, "off"), "son english water-heater")
    add(g, "爸妈那边的灯全部关了吧，都几点了", al(LIGHT, "off"), "son")
    add(g, "check 一下老人房的 camera 在不在线", st("e_cam"), "son english camera spec-missing")
    add(g, "把 master bedroom 的 light 调暗一点", one(L_MASTER, "bright"), "son english")
    add(g, "kitchen 燃气阀 close 一下", one("k_valve", "close"), "son english gas")
    # 小宇 (7)
    add(g, "星星灯打开", one("kd_star", "on"), "child mispronounce")
    add(g, "心空灯开", one("kd_star", "on"), "child asr")
    add(g, "空条开", ask(AC, "on"), "child mispronounce identical-label")
    add(g, "儿童房空条开", one("kd_ac", "on"), "child mispronounce")
    add(g, "故事鸡讲故事", one("kd_story", "play"), "child mispronounce")
    add(g, "kai deng", ask(LIGHT, "on"), "child pinyin type-word")
    add(g, "gu shi ji da kai", one("kd_story", "on"), "child pinyin")
    add(g, "xing kong deng guan diao", one("kd_star", "off"), "child pinyin")
    add(g, "星空灯变成彩虹色", ask(["kd_star"], "color"), "child value unsupported-value")
    add(g, "太奶奶房间好冷，开开那个小太阳", one("eo_sun", "on"), "child person-room")
    add(g, "扫地鸡快来扫", one("l_rvc", "start"), "child mispronounce robot")
    add(g, "爷爷的书房灯关", one(L_STUDY, "off"), "child person-room")
    add(g, "客厅电视我要看动画片", one("l_tv", "on"), "child")
    add(g, "窗连拉开", ask(CURTAIN, "open"), "child mispronounce type-word")
    add(g, "我的台灯开", ask(DESK, "on"), "child unknown-speaker identical-label")
    add(g, "我房间空调开冷一点", ask(), "child unknown-speaker")
    add(g, "星空灯换成蓝色的，要亮亮的", [one("kd_star", "color"), one("kd_star", "bright")], "child value")
    add(g, "故事机下一个故事", one("kd_story", "next"), "child")
    add(g, "故事机声音大大的", one("kd_story", "volup"), "child value")
    add(g, "我要睡觉了，把星空灯打开，大灯关掉", [one("kd_star", "on"), one("kd_light", "off")], "child room-carry")
    add(g, "儿童房大灯关掉", one("kd_light", "off"), "child")
    add(g, "che ku deng kai", one("g_light", "on"), "child pinyin")
    # speech recognition slips
    add(g, "打开同灯5", one("l_down5", "on"), "asr series")
    add(g, "桶灯全部关掉", al(DOWN, "off"), "asr series")
    add(g, "关闭设灯B", one("l_spotB", "off"), "asr series")
    add(g, "凉衣架降下来", one("bl_rack", "close"), "asr rack")
    add(g, "亮衣架升上去", one("bl_rack", "open"), "asr rack")
    add(g, "储藏室出湿机打开", one("st_dehum", "on"), "asr")
    add(g, "地下室的厨师机都开开", al(DEHUM, "on"), "asr floor dialect")
    add(g, "茶路开了", one("t_stove", "on"), "asr plug")
    add(g, "马将机开开", one("mj_machine", "on"), "asr plug dialect")
    add(g, "鱼霸开", ask(BATHH, "on"), "asr identical-label")
    add(g, "主卫鱼霸暖风", one("mb_heater", "mode:heat"), "asr bath-heater")
    add(g, "信封开一下", one("x_fresh", "on"), "asr fresh-air")
    add(g, "新峰关了", one("x_fresh", "off"), "asr fresh-air")
    add(g, "遮羊帘放下来", one("s_shade", "close"), "asr curtain")
    add(g, "客厅地南开", one("l_floor", "on"), "asr")
    add(g, "客厅空掉打开", one("l_ac", "on"), "asr ac")
    add(g, "烘干鸡开始", one("bl_dryer", "start"), "asr dryer")
    add(g, "星空等打开", one("kd_star", "on"), "asr")
    add(g, "客厅的登带开", one("l_strip", "on"), "asr")
    add(g, "露台第灯全开", al(GROUND, "on"), "asr series")
    add(g, "麻将桌登关了", one("mj_table", "off"), "asr")
    add(g, "小夜登开一下", one("e_night", "on"), "asr")
    add(g, "冰贵插座开着没", st("st_freezer"), "asr")
    add(g, "电动车冲电打开", one("g_ev", "on"), "asr plug")
    add(g, "阳光房掉扇开", one("s_fan", "on"), "asr spec-missing fan")
    add(g, "次卧取暖气关掉", one("e_heater", "off"), "asr label-names-room")
    add(g, "鱼刚插座关了", one("l_fish", "off"), "asr instruction-label")
    # long, rambling, polite
    add(g, "麻烦你帮我把客厅的灯关一下好吧谢谢", one(L_LIV, "off"), "filler")
    add(g, "那个……嗯……就是那个书房的台灯，开一下", one("sd_desk", "on"), "filler")
    add(g, "小宇他爸刚打电话说周末要家来，他们住的那个次卧，空调先开起来吧",
        one("gu_ac", "on"), "rambling dialect")
    add(g, "今年黄梅天真要命，衣服晾了三天都没干，储藏室里东西都长毛了，你把那边的除湿机开开",
        one("st_dehum", "on"), "rambling dialect need")
    add(g, "我跟你讲啊，老太太昨天夜里说冷，我起来一摸电热毯都没开，今天早点给她开起来",
        one("e_blanket", "on"), "rambling grandma person-room")
    add(g, "妈，我在上海看监控，家里车库门好像没关，你别管了我这边来关，车库门关上",
        one("g_door", "close"), "rambling son garage-door")
    add(g, "哎呀老了老了，眼睛不行了，书房那个台灯再调亮一点吧", one("sd_desk", "bright"), "rambling")
    add(g, "请帮我把二楼主卧的空调调到制冷模式谢谢", one("m_ac", "mode:cool"), "filler")
    add(g, "今天中午太阳好大，阳光房那个遮阳帘放一半下来吧，花要晒坏了", one("s_shade", "shade:50"), "rambling")
    add(g, "你帮个忙啊，露台的花好几天没浇了，浇花的那个水开一下", one("tr_valve", "open"), "rambling use-name")
    add(g, "晚饭吃好了，我们下去打麻将，你把麻将机跟棋牌室的灯都开开",
        [one("mj_machine", "on"), al(L_MJ, "on")], "rambling dialect")
    add(g, "老头子你又忘了关茶炉，快点，茶炉关掉", one("t_stove", "off"), "rambling grandma")
    add(g, "明天要下雨，阳台上衣服收不收？晾衣架先升上去吧", one("bl_rack", "open"), "rambling")
    add(g, "这个天真是闷，新风开一下，风开大点",
        [one("x_fresh", "on"), one("x_fresh", "fan")], "rambling need")
    add(g, "哎你帮我看一下，就是那个，燃气阀，关了没有", st("k_valve"), "filler gas")
    add(g, "宝宝睡觉了，你把儿童房的灯全关了，小声点啊", al(L_KID, "off"), "rambling default-room")
    add(g, "好了好了都睡觉了，家里灯全关了吧，就老太太房里的小夜灯留着",
        al(minus(LIGHT, "e_night"), "off"), "rambling exclusion")


def cases_clarify():
    """Where a careful engine must ask: the place, the device or the command is not settled."""
    g = "ask"
    add(g, "把灯开一下", ask(LIGHT, "on"), "type-word no-place")
    add(g, "灯太亮了", ask(LIGHT, "dimoff"), "need no-place")
    add(g, "空调调到26度", ask(AC, "temp:26"), "identical-label value")
    add(g, "地暖高两度", ask(FLOORHEAT, "heat_sp"), "identical-label value")
    add(g, "吸顶灯调暗点", ask(CEIL, "bright"), "identical-label value")
    add(g, "卫生间灯关掉", ask(BATHL, "off"), "identical-label")
    add(g, "浴霸暖风开起来", ask(BATHH, "mode:heat"), "identical-label mode")
    add(g, "除湿机关了", ask(DEHUM, "off"), "identical-label")
    add(g, "台灯关一下", ask(DESK, "off"), "identical-label")
    add(g, "排气扇关了", ask(EXH, "off"), "identical-label")
    add(g, "热水器关掉", ask(WH, "off"), "identical-label")
    add(g, "空调制热", ask(AC, "mode:heat"), "identical-label mode")
    add(g, "空调风小点", ask(AC, "fan"), "identical-label value")
    add(g, "窗帘关了", ask(CURTAIN, "close"), "type-word")
    add(g, "音箱放首歌", ask(SPEAKER, "play"), "type-word")
    add(g, "电视声音小一点", ask(TV + ["l_bar"], "voldown"), "type-word value")
    add(g, "摄像头转一下", ask(CAMS), "camera unsupported spec-missing")
    add(g, "把老人房摄像头关掉", ask(["e_cam"]), "camera unsupported spec-missing")
    add(g, "车库摄像头录像", ask(["g_cam"]), "camera unsupported spec-missing")
    add(g, "温湿度计调一下", ask(["mj_th"]), "sensor unsupported spec-missing")
    add(g, "漏水传感器关掉", ask(["st_leak"]), "sensor unsupported unlabelled")
    add(g, "冰箱温度调低", ask(["k_fridge"]), "unsupported other-component")
    add(g, "油烟机灯开一下", ask(["k_hood"]), "unsupported other-component")
    add(g, "燃气报警器打开", ask(["k_gas"]), "unsupported alarm")
    add(g, "把扫地机派到老人房去扫", ask(["l_rvc"], "start"), "unsupported robot")
    add(g, "吊扇调到5档", ask(["s_fan"]), "out-of-range spec-missing")
    add(g, "茶炉温度调到90度", ask(["t_stove"]), "unsupported plug")
    add(g, "电热毯调低一档", ask(BLANKET), "unsupported identical-label")
    add(g, "老人房电热毯调到二档", ask(["e_blanket"]), "unsupported person-room")
    add(g, "次卧窗帘调成百叶", ask(["gu_curtain"]), "unsupported")
    add(g, "院门锁密码改一下", ask(["f_lock"]), "unsupported lock")
    add(g, "二楼的空调开一下", ask(AC2, "on"), "floor several-rooms")
    add(g, "一楼的灯开一下", ask(L1, "on"), "floor several-rooms")
    add(g, "地下室除湿机开一下", ask(DEHUM, "on"), "floor identical-label")
    add(g, "楼上窗帘拉上", ask(C2, "close"), "relative-floor")
    add(g, "楼下电视开一下", ask(TV, "on"), "relative-floor")
    add(g, "上面的灯关了", ask(), "relative-floor")
    add(g, "下面车库灯开一下", one("g_light", "on"), "relative-floor-resolved name")
    add(g, "楼上卫生间排气扇开", ask(EXH, "on"), "relative-floor identical-label")
    add(g, "奶奶房间空调关一下", ask(["e_ac", "m_ac"], "off"), "ambiguous-person")
    add(g, "爷爷奶奶房间的空调开", one("m_ac", "on"), "person-room")
    add(g, "磊磊房间的灯开", ask(["gu_light"] + L_KID, "on"), "ambiguous-person")
    add(g, "我屋里太热了", ask(), "unknown-speaker need")
    add(g, "我这边灯关了", ask(), "unknown-speaker")
    add(g, "这个房间的空调开一下", ask(), "unknown-speaker")
    add(g, "你把那个开一下", ask(), "reference no-history")
    add(g, "它调到26度", ask(), "reference no-history value")
    add(g, "关掉它", ask(), "reference no-history")
    add(g, "再调暗一点", ask(), "reference no-history ellipsis")
    add(g, "也打开", ask(), "reference no-history ellipsis")
    add(g, "执行晚安场景", ask(), "scene")
    add(g, "回家模式", ask(), "scene")
    add(g, "会客模式开启", ask(), "scene")
    add(g, "打开观影模式", ask(), "scene")
    add(g, "老伙计关一下", ask(), "unknown-name")
    add(g, "把小白开开", ask(), "unknown-name")
    add(g, "加湿器开一下", ask(), "unknown-name nothing-there")
    add(g, "空气净化器打开", ask(["x_fresh"], "on"), "unknown-name nothing-there")
    add(g, "热水壶烧水", ask(["t_stove", "k_wh", "d_water"], "on"), "type-word use-name")
    add(g, "把风扇开开", one("s_fan", "on"), "type-word unique-type spec-missing dialect")
    add(g, "烧点水", ask(["t_stove", "k_wh", "d_water"], "on"), "need use-name")
    add(g, "门口灯开一下", ask(["h_light", "f_gate"], "on"), "ambiguous-place")
    add(g, "大门锁上", ask(LOCK, "lock"), "ambiguous-place lock")
    add(g, "老人房的插座都关了", al(sel("plug", rooms=ELDER), "off"), "plug same-bedroom garbled-room")
    add(g, "阳台的窗帘拉上", ask(), "nothing-there")
    add(g, "厨房空调开一下", ask(), "nothing-there")
    add(g, "车库空调开", ask(), "nothing-there")
    add(g, "餐厅窗帘关了", ask(), "nothing-there")
    add(g, "一楼卫生间的窗帘拉上", ask(), "nothing-there")
    add(g, "二楼的地暖开一下", ask(), "nothing-there floor")
    add(g, "露台空调开开", ask(), "nothing-there dialect")
    add(g, "把除湿机调到50%湿度", ask(DEHUM), "unsupported identical-label")
    add(g, "厕所排气扇开一下", ask(EXH, "on"), "identical-label alias")
    add(g, "主卧的灯调成红色", ask(L_MASTER, "color"), "unsupported value")
    add(g, "客厅射灯调成暖光", ask(LSPOT, "ct"), "unsupported value series")
    add(g, "射灯B调到2700K", ask(["l_spotB"], "ct"), "unsupported value series")
    add(g, "阳台灯调暗一点", ask(["bl_light"], "bright"), "unsupported value")
    add(g, "楼梯灯换个颜色", ask(["sw_light"], "color"), "unsupported value")
    add(g, "客厅空调摆风", ask(["l_ac"]), "unsupported ac")
    add(g, "主卧空调15度", ask(["m_ac"], "temp"), "out-of-range ac")
    add(g, "小厨宝开到100度", ask(["k_wh"], "heat_sp"), "out-of-range")
    add(g, "次卧空调调到32度", ask(["gu_ac"], "temp"), "out-of-range ac")
    add(g, "客厅灯调到150%", ask(L_LIV, "bright"), "out-of-range")
    add(g, "一楼浴霸调到50度", ask(["b1_heater"], "heat_sp"), "out-of-range")
    add(g, "茶室射灯开到一万K", ask(TSPOT, "ct"), "out-of-range series")
    add(g, "把那个东西关了", ask(), "vague")
    add(g, "全部打开", ask(), "typeless-all")
    add(g, "都关了", ask(), "typeless-all")
    add(g, "一楼的全部关掉", ask(), "typeless-all floor")
    add(g, "客厅里的东西都关了", ask(), "typeless-all room")
    add(g, "关掉所有设备", ask(), "typeless-all")
    add(g, "空调", ask(AC), "fragment")
    add(g, "窗帘窗帘窗帘", ask(CURTAIN), "fragment repeat")
    add(g, "书房那个", ask(["sd_light", "sd_desk", "sd_curtain", "sd_ac"]), "fragment")
    add(g, "开", ask(), "fragment")
    add(g, "调一下温度", ask(), "vague value")
    add(g, "灯调一下", ask(LIGHT), "vague type-word")
    add(g, "客厅灯调一下", ask(L_LIV), "vague room")



def cases_bulk_speech():
    """Bulk commands as these people give them: by floor, room, kind, whole home."""
    g = "bulk2"
    PL1 = sel("plug", floors=["1F"])
    add(g, "地下室的灯统统歇掉", al(LB1, "off"), "floor dialect")
    add(g, "客厅筒灯统统开开", al(DOWN, "on"), "room series dialect")
    add(g, "楼上楼下所有空调统统开开", al(AC, "on"), "bulk-home dialect ac")
    add(g, "老太太屋里那两个灯都关了吧", al(E_L, "off"), "person-room grandma count")
    add(g, "打麻将那屋灯都关了", al(L_MJ, "off"), "use-name grandma")
    add(g, "我要全部灯都开！", al(LIGHT, "on"), "bulk-home child")
    add(g, "所有的登都关了", al(LIGHT, "off"), "bulk-home asr")
    add(g, "窗连全部拉上", al(CURTAIN, "close"), "bulk-home asr curtain")
    add(g, "空掉全关", al(AC, "off"), "bulk-home asr ac")
    add(g, "2F 的 light 全 off", al(L2, "off"), "floor english son")
    add(g, "all AC set to 26", al(AC, "temp:26"), "bulk-home english son value")
    add(g, "B1 all lights on", al(LB1, "on"), "floor english son")
    add(g, "close all curtains", al(CURTAIN, "close"), "bulk-home english son curtain")
    add(g, "turn off all the plugs except 冰柜", al(minus(PLUG, "st_freezer"), "off"), "exclusion english son plug")
    add(g, "把 1F 的 curtain 全部 open", al(C1, "open"), "floor english son curtain")
    add(g, "3F 的 light 都关一下", al(L3, "off"), "floor english son")
    add(g, "爸妈那边 2 楼的 AC 全部关掉", al(AC2, "off"), "floor son english ac")
    add(g, "家里 floor heating 都开", al(FLOORHEAT, "on"), "bulk-home english son identical-label")
    add(g, "把 terrace 的灯都打开", al(L_TR, "on"), "room english son")
    add(g, "all lights in the living room off", al(L_LIV, "off"), "room english son")
    add(g, "客厅筒灯都调到百分之六十", al(DOWN, "level:60"), "series value")
    add(g, "二楼灯都调暗一点", al(sel("light", floors=["2F"], need="bright"), "bright"),
        "floor value capability-subset")
    add(g, "客厅灯全部调亮", al(L_LIV, "bright"), "room value")
    add(g, "一楼窗帘全拉到一半", al(C1, "shade:50"), "floor value curtain")
    add(g, "二楼空调都调到26度", al(AC2, "temp:26"), "floor value ac")
    add(g, "一楼地暖都调到22度", al(["l_floor", "e_floor"], "heat_sp:22"), "floor value")
    add(g, "所有空调风速调到自动", al(AC_FANS, "fan:auto"), "bulk-home value ac capability-subset")
    add(g, "主卧两个床头灯都调成暖光", al(BED, "ct"), "series value colour-temp")
    add(g, "茶室射灯全部调暖", al(TSPOT, "ct"), "room series value colour-temp")
    add(g, "露台灯全部打开，今晚在上面乘凉", al(L_TR, "on"), "room rambling")
    add(g, "阁楼茶室的灯都关了，茶喝好了", al(L_TEA, "off"), "room rambling")
    add(g, "小宇房间灯全部关掉，他睡着了", al(L_KID, "off"), "person-room")
    add(g, "老人房的灯全部调暗一点，老太太要睡了", al(E_L, "bright"), "garbled-room value rambling")
    add(g, "书房的灯都开，我写几个字", al(L_STUDY, "on"), "room rambling")
    add(g, "餐厅灯全开，吃饭了", al(L_DIN, "on"), "room")
    add(g, "院子的灯都点起来", al(YARD_L, "on"), "yard dialect")
    add(g, "前院的灯全部关掉", al(["f_light", "f_gate"], "off"), "yard")
    add(g, "一楼的插座全部关掉，鱼缸别关", al(minus(PL1, "l_fish"), "off"), "floor exclusion plug instruction-label")
    add(g, "老太太屋里取暖的都打开", al(HEATERS, "on"), "person-room same-bedroom")
    add(g, "老人房电热毯跟小太阳都开开", al(["e_blanket", "eo_sun"], "on"), "garbled-room same-bedroom dialect")
    add(g, "客厅的窗帘纱帘统统拉开", al(["l_curtain", "l_sheer"], "open"), "room curtain dialect")
    add(g, "二楼窗帘全部关上", al(C2, "close"), "floor curtain")
    add(g, "家里的电视都关掉，吃饭了", al(TV, "off"), "bulk-home tv")
    add(g, "所有音箱都关了，吵死了", al(SPEAKER, "off"), "bulk-home speaker need")
    add(g, "卫生间的灯统统关掉", al(BATHL, "off"), "bulk-home identical-label dialect")
    add(g, "三个卫生间灯全开", al(BATHL, "on"), "identical-label count")
    add(g, "吸顶灯全部打开", al(CEIL, "on"), "identical-label")
    add(g, "两个排气扇都关掉", al(EXH, "off"), "identical-label count")
    add(g, "电热毯统统关掉，天亮了", al(BLANKET, "off"), "identical-label dialect")
    add(g, "取暖的两个都关了", al(HEATERS, "off"), "count use-name")
    add(g, "浇花浇菜的水都打开", al(WATERING, "open"), "valve use-name")
    add(g, "露台跟菜地都浇一下水", al(WATERING, "open"), "valve")
    add(g, "所有的门锁都锁上，睡觉了", al(LOCK, "lock"), "lock rambling")
    add(g, "院门入户门都锁好", al(LOCK, "lock"), "lock")
    add(g, "射灯统统关掉", al(LSPOT + TSPOT, "off"), "duplicate-series dialect")
    add(g, "地灯全部关了", al(GROUND, "off"), "series")
    add(g, "两条灯带都关掉", al(["l_strip", "tr_strip"], "off"), "count")
    add(g, "家里的台灯都关了", al(DESK, "off"), "identical-label")
    add(g, "吊灯全部关掉", al(PENDANT, "off"), "partial")
    add(g, "除湿机全部关了，出太阳了", al(DEHUM, "off"), "identical-label rambling")
    add(g, "地暖都关掉，开春了", al(FLOORHEAT, "off"), "identical-label rambling")
    add(g, "热水器都烧起来，今晚都要洗澡", al(WH, "on"), "water-heater rambling")
    add(g, "两个浴霸都开暖风", al(BATHH, "mode:heat"), "identical-label mode count")
    add(g, "所有空调都调成制冷", al(AC, "mode:cool"), "ac mode")
    add(g, "家里空调全部调到自动", al(sel("ac", need="mode:auto"), "mode:auto"), "ac mode capability-subset")
    add(g, "所有窗帘开到百分之三十", al(CURTAIN, "shade:30"), "curtain value")
    add(g, "全部筒灯冷白光", al(DOWN, "ct"), "series value colour-temp")
    add(g, "客厅的射灯都调到最亮", al(LSPOT, "level:100"), "series value")
    add(g, "一楼灯全部开开", al(L1, "on"), "floor dialect")
    add(g, "二楼的灯统统关掉", al(L2, "off"), "floor dialect")
    add(g, "三楼灯全部开一下", al(L3, "on"), "floor")
    add(g, "地下一层的除湿机统统开开", al(DEHUM, "on"), "floor dialect")
    add(g, "负一楼灯都关了吗？没关就都关了", al(LB1, "off"), "floor")
    add(g, "楼上楼下的窗帘都拉开", al(CURTAIN, "open"), "whole-home curtain")
    add(g, "整个房子的灯全关", al(LIGHT, "off"), "bulk-home")
    add(g, "家里头所有空调统统关掉，出门了", al(AC, "off"), "bulk-home dialect rambling")
    add(g, "我们出门了，家里灯全关，窗帘全拉上",
        [al(LIGHT, "off"), al(CURTAIN, "close")], "bulk-home rambling")
    add(g, "客厅灯全开，窗帘全拉上", [al(L_LIV, "on"), al(["l_curtain", "l_sheer"], "close")], "room")
    add(g, "一楼灯全关，二楼灯全开", [al(L1, "off"), al(L2, "on")], "floor")
    add(g, "把二楼的空调都关了，然后二楼的窗帘都打开", [al(AC2, "off"), al(C2, "open")], "floor")
    add(g, "客厅筒灯全开，射灯全关", [al(DOWN, "on"), al(LSPOT, "off")], "room series")
    add(g, "地灯都开，露台灯带换成黄色", [al(GROUND, "on"), one("tr_strip", "color")], "series colour")
    add(g, "除了筒灯，客厅别的灯都开开", al([k for k in L_LIV if k not in DOWN], "on"), "exclusion room dialect")
    add(g, "二楼的灯都关了，小宇房间的留着", al(sel("light", floors=["2F"], ex_rooms=["kid"]), "off"),
        "exclusion floor person-room")
    add(g, "除了老太太房间，一楼的灯统统歇掉", al(sel("light", floors=["1F"], ex_rooms=ELDER), "off"),
        "exclusion floor person-room dialect")
    add(g, "一楼空调全关，老太太房里那台留着", one("l_ac", "off"), "exclusion floor single-left person-room")
    add(g, "除了阳光房，一楼窗帘都拉上", al(minus(C1, "s_shade"), "close"), "exclusion floor english-room")
    add(g, "除了主卧，二楼空调都开", al(minus(AC2, "m_ac"), "on"), "exclusion floor ac")
    add(g, "家里的灯全关了，院子里的留着", al(sel("light", ex_rooms=["front", "back"]), "off"), "exclusion yard")
    add(g, "除了冰柜跟鱼缸，插座统统关掉", al(minus(PLUG, "l_fish", "st_freezer"), "off"),
        "exclusion plug dialect instruction-label")
    add(g, "所有窗帘都拉上，老人房的不要拉", al(sel("curtain", ex_rooms=ELDER), "close"),
        "exclusion garbled-room curtain")
    add(g, "灯统统关掉，楼梯跟门厅的留着", al(sel("light", ex_rooms=["stairs", "hall"]), "off"), "exclusion dialect")
    add(g, "三楼的灯全关，射灯留着", al(minus(L3, *TSPOT), "off"), "exclusion floor series")
    add(g, "除了茶室，家里的空调全关", al(minus(AC, "t_ac"), "off"), "exclusion ac")
    add(g, "all lights off except 楼梯灯", al(minus(LIGHT, "sw_light"), "off"), "exclusion english son")
    add(g, "除了 Sunroom，1F 的 light 全关", al(sel("light", floors=["1F"], ex_rooms=["sun"]), "off"),
        "exclusion english son english-room")
    add(g, "除了书房，所有房间的窗帘都打开", al(sel("curtain", ex_rooms=["study"]), "open"), "exclusion curtain")
    add(g, "地下室灯全关，车库的别关", al(sel("light", floors=["B1"], ex_rooms=["garage"]), "off"),
        "exclusion floor")
    add(g, "二楼卫生间的灯都关掉", al(["mb_light", "pb_light"], "off"), "floor identical-label")
    add(g, "主卫公卫的灯都开", al(["mb_light", "pb_light"], "on"), "identical-label")
    add(g, "一楼二楼的空调都开", al(AC1 + AC2, "on"), "floor ac")
    add(g, "二楼三楼的窗帘全拉上", al(C2 + ["t_skylight"], "close"), "floor curtain")
    add(g, "地下室跟一楼的灯全关", al(LB1 + L1, "off"), "floor")
    add(g, "客厅跟餐厅的灯全开", al(L_LIV + L_DIN, "on"), "room")
    add(g, "主卧跟次卧的空调都打开", al(["m_ac", "gu_ac"], "on"), "room ac identical-label")
    add(g, "书房跟小宇房间的灯都关了", al(L_STUDY + L_KID, "off"), "room person-room")
    add(g, "老人房跟客厅的地暖都开开", al(["l_floor", "e_floor"], "on"), "room garbled-room dialect")



def cases_more():
    """Conversations that end in a bulk, and more of the household's own ways of asking."""
    g = "conv"
    noE = sel("light", ex_rooms=ELDER)
    add(g, "餐厅的也是", al(L_DIN, "off"), "history also", ["客厅灯全关"])
    add(g, "都调到26度", al(AC2, "temp:26"), "history reference value", ["二楼空调全部打开"])
    add(g, "调暗点", al(DOWN, "bright"), "history reference value", ["所有筒灯开"])
    add(g, "算了，都关上", al(CURTAIN, "close"), "history correction curtain", ["窗帘都打开"])
    add(g, "二楼也关", al(L2, "off"), "history also floor", ["一楼的灯都关了"])
    add(g, "除了老太太房间的，都歇掉", al(noE, "off"), "history exclusion person-room dialect",
        ["家里灯怎么全亮着"])
    add(g, "全部", al(BATHL, "on"), "history answer identical-label", ["卫生间灯开"])
    add(g, "两个都开", al(DEHUM, "on"), "history answer identical-label", ["除湿机开"])
    add(g, "统统关掉", al(CEIL, "off"), "history answer identical-label dialect", ["吸顶灯关"])
    add(g, "都开", al(DESK, "on"), "history answer identical-label", ["台灯开"])
    add(g, "楼上楼下都开", al(AC, "on"), "history answer whole-home", ["空调开"])
    add(g, "全部开", al(L2, "on"), "history answer floor", ["二楼灯开"])
    add(g, "客厅的全开", al(LSPOT, "on"), "history answer duplicate-series", ["射灯开"])
    add(g, "我在一楼", al(L2 + L3, "off"), "history answer relative-floor-resolved dialect",
        ["楼上的灯都歇掉"])
    add(g, "我在三楼茶室", al(L2 + L1 + LB1, "off"), "history answer relative-floor-resolved",
        ["楼下灯全关了"])
    add(g, "我在地下室打麻将", al(AC1 + AC2 + AC3, "on"), "history answer relative-floor-resolved dialect",
        ["楼上空调都开开"])
    add(g, "全开开", al(FLOORHEAT, "on"), "history answer identical-label dialect", ["地暖开"])
    add(g, "两个都开暖风", al(BATHH, "mode:heat"), "history answer identical-label", ["浴霸开一下"])
    add(g, "老头子，地下室灯你又没关，统统关掉", al(LB1, "off"), "floor grandma rambling dialect")
    add(g, "太奶奶房间的灯都开开", al(E_L, "on"), "person-room child dialect")
    add(g, "家里灯全部 off，我们回上海了", al(LIGHT, "off"), "bulk-home english son")
    add(g, "living room 的 downlight 都开", al(DOWN, "on"), "series english son")
    add(g, "把 spotlight 全 off", al(LSPOT + TSPOT, "off"), "duplicate-series english son")
    add(g, "2F 所有 AC 调 cool mode", al(AC2, "mode:cool"), "floor english son mode")
    add(g, "黄梅天到了，地下室那两台除湿机都开起来，日夜开", al(DEHUM, "on"), "floor rambling dialect")
    add(g, "乖乖，灯怎么全亮着，统统歇掉", al(LIGHT, "off"), "bulk-home dialect")
    add(g, "家里窗帘瞎脏，先全部拉开透透气", al(CURTAIN, "open"), "bulk-home dialect rambling curtain")
    add(g, "tong deng quan bu guan", al(DOWN, "off"), "series pinyin child")
    add(g, "所有灯都开，我怕黑", al(LIGHT, "on"), "bulk-home child need")
    add(g, "二楼统统窗帘拉上，太阳晒进来了", al(C2, "close"), "floor dialect need curtain")
    add(g, "客厅的筒灯，一二三四，都开", al(DOWN[:4], "on"), "series numeral")
    add(g, "射灯 A B 关掉", al(["l_spotA", "l_spotB"], "off"), "series")
    add(g, "露台地灯一个个都开开", al(GROUND, "on"), "series dialect")
    add(g, "把老人访的灯都关掉", al(E_L, "off"), "garbled-room")
    add(g, "茶室 spotlight 都开", al(TSPOT, "on"), "series english son")
    # asking back, as these people say it
    add(g, "楼上灯统统开开", ask(L2 + L3, "on"), "relative-floor dialect")
    add(g, "辣块空调还开着？关掉它", ask(AC, "off"), "dialect reference")
    add(g, "老太太说亮些", ask(E_L, "bright"), "person need no-place")
    add(g, "太奶奶冷", ask(), "child need no-place")
    add(g, "奶奶说她房间冷", ask(), "ambiguous-person need")
    add(g, "热死了热死了", ask(), "need no-place repeat")
    add(g, "空调开开，瞎热", ask(AC, "cool"), "dialect need identical-label")
    add(g, "毛二十度就行了", ask(), "dialect reference no-history value")
    add(g, "帮我把那个，那个什么，开一下", ask(), "filler vague")
    add(g, "lights on", ask(LIGHT, "on"), "english type-word")
    add(g, "AC on 一下", ask(AC, "on"), "english identical-label")
    add(g, "open the curtain", ask(CURTAIN, "open"), "english type-word")
    add(g, "把 bedroom 的 light 关了", ask(sel("light", rooms=["elder", "master", "guest", "kid"]), "off"),
        "english ambiguous-room son")
    add(g, "turn on the TV", ask(TV, "on"), "english type-word")
    add(g, "kong tiao da kai", ask(AC, "on"), "pinyin child identical-label")
    add(g, "我房间好黑", ask(), "child unknown-speaker need")
    add(g, "电视声音大点，听不见", ask(TV + ["l_bar"], "volup"), "grandma type-word value")
    add(g, "窗帘拉一半，太阳刺眼", ask(CURTAIN, "shade:50"), "need type-word")
    add(g, "浴霸开开，要洗澡了", ask(BATHH, "on"), "dialect identical-label")
    add(g, "热水器烧一下，老头子要洗澡", ask(WH, "on"), "grandma identical-label")
    add(g, "小太阳关掉，不对，是电热毯", ask(BLANKET, "off"), "correction identical-label")
    add(g, "吸顶灯亮些", ask(CEIL, "bright"), "great-grandma identical-label")
    add(g, "地暖关小点", ask(FLOORHEAT, "heat_sp"), "identical-label value")
    add(g, "那个灯，那个灯，关掉", ask(), "grandma repeat reference no-history")
    add(g, "卫生间排气扇开，有味道", ask(EXH, "on"), "identical-label need")
    add(g, "除湿机开开，瞎潮", ask(DEHUM, "on"), "dialect need identical-label")
    add(g, "把除了厨房的，都关了", ask(), "typeless-all exclusion")
    add(g, "scene 切换到 sleep", ask(), "scene english son")
    add(g, "家里的监控打开", ask(CAMS), "camera unsupported spec-missing")
    add(g, "二楼那个吸顶灯亮些", ask(["m_light", "gu_light"], "bright"), "great-grandma floor identical-label")
    # one device, the household's way
    add(g, "我要打麻将，把那个机器开开", one("mj_machine", "on"), "use-name dialect")
    add(g, "书房的窗帘拉开点，爷爷写字", one("sd_curtain", "shade_step"), "grandma value")
    add(g, "老太太屋里太亮，窗帘拉上", one("e_curtain", "close"), "grandma need person-room")
    add(g, "阳台上那个架子降下来晒被子", one("bl_rack", "close"), "use-name grandma rack")
    add(g, "主卧电视换到8台，我看新闻", one("m_tv", "keyv:NUMBER8"), "grandma channel")
    add(g, "茶炉开开，泡壶茶", one("t_stove", "on"), "dialect plug")
    add(g, "麻将机歇一歇", one("mj_machine", "off"), "dialect plug")
    add(g, "储藏室那个除湿的开开", one("st_dehum", "on"), "use-name dialect")
    add(g, "棋牌室那个抽湿的开开", one("mj_dehum", "on"), "use-name dialect")
    add(g, "老太太屋里看着的那个，摄像头，好好的吧", st("e_cam"), "grandma use-name spec-missing")
    add(g, "xing kong deng bian lan se", one("kd_star", "color"), "pinyin child colour")
    add(g, "gu shi ji xia yi ge", one("kd_story", "next"), "pinyin child")
    add(g, "小宇 room 的 star light 开一下", one("kd_star", "on"), "english son person-room")
    add(g, "爸妈 bedroom 的空调 set 到 26", one("m_ac", "temp:26"), "english son person-room value")
    add(g, "晾衣架 up", one("bl_rack", "open"), "english rack")
    add(g, "Roborock 开始 clean", one("l_rvc", "start"), "english robot")
    add(g, "院门 lock 了没", st("f_lock"), "english son lock")
    add(g, "车库门 open 一下，我到了", one("g_door", "open"), "english son garage-door")
    add(g, "厨房那个 gas 阀 close", one("k_valve", "close"), "english gas")
    add(g, "主卧 AC 调 sleep mode", one("m_ac", "mode:sleep"), "english mode")
    add(g, "客厅 Soundbar volume 调到 15", one("l_bar", "vol:15"), "english value")
    add(g, "阳光房吊扇开到二档，瞎热", one("s_fan", "fanspeed:2"), "dialect spec-missing need")
    add(g, "老太太那屋地暖调到毛二十二度", one("e_floor", "heat_sp:22"), "dialect person-room value")
    add(g, "书房空调抽湿，纸要潮了", one("sd_ac", "mode:dry"), "need label-only-place")
    add(g, "客厅吊灯亮些，看不清", one("l_pendant", "bright"), "need")
    add(g, "露台浇花开开，花瞎干", one("tr_valve", "open"), "dialect need valve")


def build_cases():
    for f in (cases_name, cases_series, cases_room, cases_floor, cases_bulk, cases_exclusion, cases_count,
              cases_value, cases_mode, cases_multi, cases_history, cases_need, cases_state, cases_safety,
              cases_none, cases_people, cases_clarify, cases_bulk_speech,
              cases_more):
        f()


# Phenomena a fixed list of words would not foresee: how these people say things.
SPEECH_TAGS = {"dialect", "asr", "english", "child", "pinyin", "rambling", "use-name", "need", "repeat",
               "person-room", "great-grandma", "grandma", "son", "mispronounce", "fragment", "filler", "person",
               "ambiguous-person"}


# ===========================================================================
# Output, validation, statistics
# ===========================================================================
def dumps_jsonl(rows):
    return "".join(json.dumps(r, ensure_ascii=False, separators=(", ", ": ")) + "\n" for r in rows)


def render():
    if not CASES:
        build_cases()
    home = json.dumps(HOME, ensure_ascii=False, indent=1) + "\n"
    return {"home.json": home, "spec.jsonl": dumps_jsonl(SPEC), "cases.jsonl": dumps_jsonl(CASES)}


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
        fail("home.json: %d rooms (want 20-35)" % len(room_ids))
    dev_ids = {}
    for i, it in enumerate(home["items"]):
        where = "home.json items[%d]" % i
        if not it.get("deviceId") or it["deviceId"] in dev_ids:
            fail(where + ": deviceId missing or duplicate")
        if not (it.get("label") or it.get("name")):
            fail(where + ": no label or name")
        if "roomId" in it and it["roomId"] not in room_ids:
            fail(where + ": roomId not in rooms")
        if not it.get("profile", {}).get("id"):
            fail(where + ": profile.id missing")
        mains = [c for c in it.get("components", []) if c.get("id") == "main"]
        if len(mains) != 1:
            fail(where + ": exactly one main component required")
        dev_ids[it["deviceId"]] = it
    if len(dev_ids) < 110:
        fail("home.json: %d devices (want at least 110)" % len(dev_ids))
    # every device copies a real profile
    real_cmds = {}
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
        real_cmds[it["deviceId"]] = set(real_commands(p, caps))
    # spec
    spec_cmds = {}
    for n, line in enumerate(files["spec.jsonl"].splitlines(), 1):
        row = json.loads(line)
        pid = row.get("profileId")
        if not pid or not isinstance(row.get("capabilities"), list):
            fail("spec.jsonl line %d: profileId and capabilities required" % n)
        if pid in spec_cmds:
            fail("spec.jsonl line %d: duplicate profileId" % n)
        ids = []
        for c in row["capabilities"]:
            cid = c.get("id", "")
            parts = cid.split("-")
            if len(parts) != 3 or parts[0] != "main" or not c.get("description"):
                fail("spec.jsonl line %d: bad command %r" % (n, cid))
            cap, cmd = parts[1], parts[2]
            if cap not in caps or cmd not in [x["name"] for x in caps[cap].get("commands", [])]:
                fail("spec.jsonl line %d: %s is not a command of capability %s" % (n, cmd, cap))
            if "value_range" in c and not (c["value_range"]["min"] <= c["value_range"]["max"]):
                fail("spec.jsonl line %d: bad range in %s" % (n, cid))
            for v in c.get("value_list", []):
                if "value" not in v or "description" not in v:
                    fail("spec.jsonl line %d: bad value_list in %s" % (n, cid))
            ids.append(cid)
        spec_cmds[pid] = set(ids)
    for it in dev_ids.values():
        pid = it["profile"]["id"]
        if pid in spec_cmds and not spec_cmds[pid] <= real_cmds[it["deviceId"]]:
            fail("spec line of %s has commands its real profile lacks" % it.get("label", it["name"]))
    used_pids = {it["profile"]["id"] for it in dev_ids.values()}
    if set(spec_cmds) - used_pids:
        fail("spec.jsonl has profiles no device uses")
    missing = used_pids - set(spec_cmds)
    if missing != {profile_id(*p) for p in SPEC_OMITTED} or not 3 <= len(missing) <= 6:
        fail("spec.jsonl omits unexpected profiles")
    # cases
    seen = set()
    n_cases = 0
    for n, line in enumerate(files["cases.jsonl"].splitlines(), 1):
        c = json.loads(line)
        n_cases += 1
        where = "cases.jsonl line %d (%s)" % (n, c.get("id"))
        if set(c) - {"id", "home", "query", "expect", "tags", "history"}:
            fail(where + ": unknown field")
        if not c.get("id") or c["id"] in seen:
            fail(where + ": id missing or duplicate")
        seen.add(c["id"])
        if c.get("home") != "home.json" or not isinstance(c.get("query"), str) or not c["query"].strip():
            fail(where + ": home/query")
        if not c.get("tags") or not all(isinstance(t, str) and t for t in c["tags"]):
            fail(where + ": tags")
        if "history" in c and not (isinstance(c["history"], list) and c["history"]
                                   and all(isinstance(h, str) and h for h in c["history"])):
            fail(where + ": history must be a non-empty list of strings")
        if not isinstance(c.get("expect"), list) or not c["expect"]:
            fail(where + ": expect")
        for e in c["expect"]:
            mode = e.get("mode")
            devs, cps = e.get("devices"), e.get("capabilities")
            if set(e) != {"devices", "capabilities", "mode"}:
                fail(where + ": expect entry fields")
            if mode not in ("one", "all", "clarify", "none") or not isinstance(devs, list) or not isinstance(cps, list):
                fail(where + ": bad expect entry")
            if len(set(devs)) != len(devs) or len(set(cps)) != len(cps):
                fail(where + ": duplicate device or command")
            for d in devs:
                if d not in dev_ids:
                    fail(where + ": unknown device %s" % d)
            if mode == "none":
                if devs or cps:
                    fail(where + ": mode none must be empty")
                continue
            if mode in ("one", "all") and not devs:
                fail(where + ": mode %s needs devices" % mode)
            if mode == "all" and len(devs) < 2:
                fail(where + ": mode all needs at least two devices")
            if cps == ["*"]:
                if mode != "one":
                    fail(where + ": '*' only in mode one")
                continue
            if mode in ("one", "all") and not cps:
                fail(where + ": mode %s needs capabilities" % mode)

            def cmds(d):
                pid = dev_ids[d]["profile"]["id"]
                return spec_cmds[pid] if pid in spec_cmds else real_cmds[d]
            for cp in cps:
                if not any(cp in cmds(d) for d in devs):
                    fail(where + ": no listed device has %s" % cp)
            if mode in ("one", "all"):
                for d in devs:
                    if not (cmds(d) & set(cps)):
                        fail(where + ": device %s has none of %s" % (label_of_id(d), cps))
    return n_cases


def label_of_id(d):
    for k in DEV:
        if uid("device", k) == d:
            return label_of(k)
    return d


def where_label(k):
    r = ROOM_OF[k]
    return ROOMS[r][0] if r else "—"


def stats():
    render()
    out = []
    cats = Counter(CAT[k] for k in DEV)
    out.append("- rooms: %d, devices: %d, profiles: %d (spec lines: %d), spec commands: %d" % (
        len(ROOMS), len(DEVICES), len({d[2] for d in DEVICES}), len(SPEC),
        sum(len(l["capabilities"]) for l in SPEC)))
    out.append("- categories: " + ", ".join("%s %d" % kv for kv in cats.most_common()))
    en = sum(1 for l in SPEC for c in l["capabilities"] if not any("\u4e00" <= ch <= "\u9fff" for ch in c["description"]))
    vl = [v for l in SPEC for c in l["capabilities"] for v in c.get("value_list", [])]
    en_v = sum(1 for v in vl if not any("\u4e00" <= ch <= "\u9fff" for ch in v["description"]))
    out.append("- English command descriptions: %d of %d; English value descriptions: %d of %d" % (
        en, sum(len(l["capabilities"]) for l in SPEC), en_v, len(vl)))
    out.append("")
    out.append("| label | room | level | category | profile (driver) | in spec |")
    out.append("| --- | --- | --- | --- | --- | --- |")
    for key, label, (pname, driver), room in DEVICES:
        lvl = ROOMS[room][1] if room else ("2F (by label)" if key in LABEL_ROOM else "—")
        out.append("| %s | %s | %s | %s | %s (%s) | %s |" % (
            label_of(key) + ("" if label else " *(no label; name)*"), where_label(key), lvl,
            CAT[key], pname, driver, "no" if (pname, driver) in SPEC_OMITTED else "yes"))
    out.append("")
    n = len(CASES)
    modes = Counter(e["mode"] for c in CASES for e in c["expect"])
    case_modes = Counter()
    for c in CASES:
        for m in {e["mode"] for e in c["expect"]}:
            case_modes[m] += 1
    out.append("- cases: %d; with history: %d; with more than one command: %d" % (
        n, sum(1 for c in CASES if c.get("history")), sum(1 for c in CASES if len(c["expect"]) > 1)))
    out.append("- expect entries by mode: " + ", ".join("%s %d" % kv for kv in sorted(modes.items())))
    out.append("- cases with an entry of mode: " + ", ".join(
        "%s %d (%.0f%%)" % (m, case_modes[m], 100.0 * case_modes[m] / n) for m in ("one", "all", "clarify", "none")))
    sp = sum(1 for c in CASES if SPEECH_TAGS & set(c["tags"]))
    out.append("- said in a way a fixed word list would not foresee (a tag among %s): %d (%.0f%%)" % (
        ", ".join(sorted(SPEECH_TAGS)), sp, 100.0 * sp / n))
    groups = Counter(c["id"].split("-")[1] for c in CASES)
    out.append("- groups (middle part of the id): " + ", ".join("%s %d" % kv for kv in groups.items()))
    out.append("")
    tags = Counter(t for c in CASES for t in c["tags"])
    out.append("| tag | cases |")
    out.append("| --- | --- |")
    for t, k in sorted(tags.items(), key=lambda kv: (-kv[1], kv[0])):
        out.append("| %s | %d |" % (t, k))
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
