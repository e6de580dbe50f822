#!/usr/bin/env python3
"""Blind evaluation set "shantou": a Teochew (潮汕) extended family's four-storey
self-built house in Chenghai, Shantou, with the family's toy workshop on the ground floor.

    python build.py            write home.json, spec.jsonl, cases.jsonl next to this file
    python build.py --check    re-read the three files and validate them
    python build.py --stats    print the tables used in README.md

Every device copies the categories and components of one real SmartThings profile
(shared/data/smartthings/profiles.jsonl); every command comes from
shared/data/smartthings/capabilities.json (one exception, documented below:
safetyValve.close of the gas valves, from the EdgeDrivers britzyhub handler).
Deterministic: ids are uuid5 of readable keys; no randomness, no clock.
"""
import hashlib
import json
import os
import sys
import uuid
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
DATA_CANDIDATES = [
    os.path.join(HERE, "..", "..", "..", "..", "shared", "data", "smartthings"),
    "/work/shared/data/smartthings",
]
NS = uuid.UUID("3f0c9d52-7a1e-5b8e-a4c6-5a6e746f7500")
SET = "shantou"


def data_dir():
    for d in DATA_CANDIDATES:
        if os.path.exists(os.path.join(d, "profiles.jsonl")):
            return os.path.abspath(d)
    sys.exit("cannot find shared/data/smartthings")


def uid(kind, key):
    return str(uuid.uuid5(NS, "%s:%s:%s" % (SET, kind, key)))


LOCATION_ID = uid("location", "chenghai-lin")

# ---------------------------------------------------------------------------
# Rooms.  key -> (name, floor).  Floor is this set's knowledge of the house
# (1 = workshop floor, 2 = grandparents, 3 = elder son, 4 = younger son,
# 5 = rooftop); it is NOT written to home.json (the format has no floors).
# "大伯房" was created by the 4F children for their uncle's bedroom and never
# used: the elder son's devices went into "3F-主卧".  It is the empty room.
# ---------------------------------------------------------------------------
ROOMS = OrderedDict([
    ("ws", ("车间", 1)),
    ("ws2", ("车间2", 1)),
    ("wh", ("仓库", 1)),
    ("of", ("办公室", 1)),
    ("sp", ("样品间", 1)),
    ("st", ("1F楼梯口", 1)),
    ("sh", ("2F神厅", 2)),
    ("gp", ("阿公阿嬷房", 2)),
    ("k2", ("2F厨房", 2)),
    ("b2", ("二楼卫生间", 2)),
    ("lv3", ("三楼客厅", 3)),
    ("mb3", ("3F-主卧", 3)),
    ("qq", ("3楼琪琪房", 3)),
    ("k3", ("3楼厨房", 3)),
    ("b3", ("3F卫生间", 3)),
    ("bl3", ("三楼阳台", 3)),
    ("dbf", ("大伯房", 3)),
    ("lv4", ("阿叔家客厅", 4)),
    ("mb4", ("4F主人房", 4)),
    ("kid", ("4楼 细仔房", 4)),
    ("k4", ("阿叔家厨房", 4)),
    ("b4", ("4楼洗手间", 4)),
    ("roof", ("厝顶", 5)),
])

# ---------------------------------------------------------------------------
# Devices: key, label (None = never labelled), (profile name, driver), room key
# (None = no roomId).
# ---------------------------------------------------------------------------
DEVICES = [
    # --- 1F 车间 (main workshop) ---
    ("ws_l1", "车间灯1", ("light-power", "matter-switch"), "ws"),
    ("ws_l2", "车间灯2", ("light-power", "matter-switch"), "ws"),
    ("ws_l3", "车间灯3", ("light-power", "matter-switch"), "ws"),
    ("ws_line", "流水线灯", ("basic-switch", "zigbee-switch"), "ws"),          # relay, category Switch
    ("ws_ex1", "排气扇1", ("aqara-switch-module", "zigbee-switch"), "ws"),
    ("ws_ex2", "排汽扇2", ("aqara-switch-module", "zigbee-switch"), "ws"),     # typo 汽 for 气
    ("ws_fan", "车间大风扇", ("fan-4speed", "zwave-fan"), "ws"),
    ("ws_ac", "车间空调", ("room-air-conditioner", "matter-thermostat"), "ws"),
    ("ws_sd1", "焊台-1", ("plug-power-energy-powerConsumption", "matter-switch"), "ws"),
    ("ws_sd2", "焊台-2", ("plug-power-energy-powerConsumption", "matter-switch"), "ws"),
    ("ws_sd3", "焊台-3", ("plug-power-energy-powerConsumption", "matter-switch"), "ws"),
    ("ws_th", "车间温湿度", ("temperature-humidity", "matter-sensor"), "ws"),
    ("ws_smoke", "车间烟感", ("smoke-battery", "zigbee-smoke-detector"), "ws"),
    ("ws_cam", "车间摄像头", ("camera", "matter-switch"), "ws"),
    ("ws_door", "卷闸门", ("base-garage-door", "zwave-garage-door-opener"), "ws"),
    ("ws_lock", "车间门锁", ("lock-without-codes", "zigbee-lock"), "ws"),
    # --- 1F 车间2 (assembly room) ---
    ("ws2_la", "装配线灯A", ("on-off-bulb", "zigbee-switch"), "ws2"),
    ("ws2_lb", "装配线灯B", ("on-off-bulb", "zigbee-switch"), "ws2"),
    ("ws2_ex", "车间2排风", ("switch-power", "zigbee-switch"), "ws2"),
    ("ws2_ac", "车间2空调", ("Ac.v1", "deepsmart"), "ws2"),
    ("ws2_sd4", "焊台-4", ("plug-power", "matter-switch"), "ws2"),
    ("ws2_oven", "烘箱", ("switch-power-energy-consumption-report", "zigbee-switch"), "ws2"),
    # --- 1F 仓库 ---
    ("wh_l", "仓库灯", ("light-binary", "matter-switch"), "wh"),
    ("wh_dh", "仓库抽湿机", ("plug-power", "matter-switch"), "wh"),
    ("wh_th", "仓库温湿度", ("humidity-temp-battery-aqara", "zigbee-humidity-sensor"), "wh"),
    ("wh_leak", "仓库水浸", ("leak-battery", "matter-sensor"), "wh"),
    # --- 1F 办公室 ---
    ("of_l", "Office Light", ("light-level", "matter-switch"), "of"),
    ("of_ac", "办公室空调", ("room-air-conditioner-fan-heating-cooling", "matter-thermostat"), "of"),
    ("of_water", "饮水机", ("plug-binary", "matter-switch"), "of"),
    ("of_print", "打印机插座", ("switch-power-smartplug", "zigbee-switch"), "of"),
    ("of_tea", "办公室茶炉", ("basic-plug", "zigbee-switch"), "of"),
    # --- 1F 样品间 ---
    ("sp_strip", "展示柜灯带", ("rgbw-bulb-2700K-6500K", "zigbee-switch"), "sp"),
    ("sp_spot1", "射灯1", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "sp"),
    ("sp_spot2", "射灯2", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "sp"),
    ("sp_dh", "样品间除湿机", ("switch-power-energy-consumption-report-aqara", "zigbee-switch"), "sp"),
    ("sp_th", "样品间温湿度", ("temperature-humidity-batteryLevel", "matter-sensor"), "sp"),
    # --- 1F 楼梯口 (the house door) ---
    ("st_lock", "大门锁", ("lock-user-pin-batteryLevel", "matter-lock"), "st"),
    ("st_l", "楼梯灯", ("light-level-motion", "matter-switch"), "st"),
    ("st_cam", "门口摄像头", ("camera", "matter-switch"), "st"),
    # --- 2F 神厅 (ancestral hall: altar, tea tray) ---
    ("sh_shen", "神灯", ("plug-binary", "matter-switch"), "sh"),               # red altar lamps on a plug
    ("sh_fo", "佛灯", ("smartplug-binary", "zwave-switch"), "sh"),
    ("sh_l", "2F厅灯", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "sh"),
    ("sh_fan", "吊扇", ("fan-light", "zigbee-fan"), "sh"),
    ("sh_ac", "二楼柜机", ("room-air-conditioner-fan-wind-heating-cooling", "matter-thermostat"), "sh"),
    ("sh_kettle", "茶炉", ("plug-power", "matter-switch"), "sh"),
    ("sh_tv", "2F电视", ("media-video-player", "matter-media"), "sh"),
    ("sh_chant", "念佛机", ("jbl", "jbl"), "sh"),
    ("sh_smoke", "神厅烟感", ("smoke-battery-aqara", "zigbee-smoke-detector"), "sh"),
    ("sh_pur", "空气净化器", ("air-purifier-hepa-aqs", "matter-thermostat"), "sh"),
    # --- 2F 阿公阿嬷房 ---
    ("gp_l", "房间灯", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "gp"),
    ("gp_night", "二楼夜灯", ("on-off-level-motion-sensor", "zigbee-switch"), "gp"),
    ("gp_ac", "阿公房空凋", ("Ac.v1", "deepsmart"), "gp"),                      # typo 凋 for 调
    ("gp_blanket", "电热毯", ("plug-binary", "matter-switch"), "gp"),
    ("gp_fan", "落地扇", ("fan-rock", "matter-thermostat"), "gp"),
    ("gp_th", "阿嬷房温度计", ("humidity-temp-battery", "zigbee-humidity-sensor"), "gp"),
    ("gp_curtain", "窗帘", ("window-treatment-no-preset", "zigbee-window-treatment"), "gp"),
    # --- 2F 厨房 ---
    ("k2_l", "厨房灯", ("aqara-switch-module-no-power", "zigbee-switch"), "k2"),
    ("k2_gas", "2楼煤气阀", ("gas-valve", "britzyhub"), "k2"),
    ("k2_alarm", "燃气报警器", ("gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector"), "k2"),
    ("k2_hood", "抽油烟机", ("extractor-hood", "matter-appliance"), "k2"),
    ("k2_fridge", "老冰箱", ("refrigerator-freezer", "matter-appliance"), "k2"),
    ("k2_rice", "电饭锅", ("plug-binary", "matter-switch"), "k2"),
    # --- 2F 卫生间 ---
    ("b2_l", "卫生间灯", ("light-binary", "matter-switch"), "b2"),
    ("b2_heater", "浴霸", ("switch-smart-bath-heater-laisiao", "zigbee-switch"), "b2"),
    ("b2_wh", "2F热水器", ("aeotec-heavy-duty", "zwave-switch"), "b2"),        # electric heater on a relay
    ("b2_leak", "卫生间水浸", ("leak", "matter-sensor"), "b2"),
    # --- 3F 三楼客厅 ---
    ("lv3_l", "客厅灯", ("light-color-level-2700K-6500K", "matter-switch"), "lv3"),
    ("lv3_down", "筒灯", ("light-level", "matter-switch"), "lv3"),
    ("lv3_tv", "[TV] Samsung 7 Series (55)", ("media-video-player", "matter-media"), "lv3"),
    ("lv3_sb", "Soundbar", ("samsung-audio", "samsung-audio"), "lv3"),
    ("lv3_ac", "三楼客厅空调", ("room-air-conditioner-fan-wind-heating-cooling", "matter-thermostat"), "lv3"),
    ("lv3_curtain", "客厅窗帘", ("window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment"), "lv3"),
    ("lv3_robot", "扫地机器人", ("rvc-clean-mode", "matter-rvc"), "lv3"),
    ("lv3_fish", "鱼缸灯", ("plug-binary", "matter-switch"), "lv3"),
    ("lv3_th", "三楼温湿度", ("temperature-humidity-pressure", "matter-sensor"), "lv3"),
    # --- 3F-主卧 (elder son 阿兴 and 阿娟) ---
    ("mb3_l", "大灯", ("color-temp-bulb-2200K-6500K", "zigbee-switch"), "mb3"),
    ("mb3_bed", "床头灯", ("aqara-led-bulb", "zigbee-switch"), "mb3"),
    ("mb3_ac", "3F主卧空调", ("room-air-conditioner-heating-cooling", "matter-thermostat"), "mb3"),
    ("mb3_curtain", "遮光帘", ("window-treatment-battery", "zigbee-window-treatment"), "mb3"),
    ("mb3_mirror", "化妆镜灯", ("switch-level", "zigbee-switch"), "mb3"),       # dimmer relay, category Switch
    # --- 3楼琪琪房 (elder son's daughter) ---
    ("qq_l", "房间灯", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "qq"),
    ("qq_hue", "Hue color lamp 1", ("white-and-color-ambiance", "philips-hue"), "qq"),
    ("qq_ac", "琪琪空调", ("room-air-conditioner-fan-heating-cooling-nostate", "matter-thermostat"), "qq"),
    ("qq_desk", "书桌台灯", ("ge-link-bulb", "zigbee-switch"), "qq"),
    ("qq_spk", "蓝牙音箱", ("jbl", "jbl"), "qq"),
    # --- 3楼厨房 ---
    ("k3_l", "3楼厨房灯", ("light-binary", "matter-switch"), "k3"),
    ("k3_gas", "3F燃气阀", ("gas-valve", "britzyhub"), "k3"),
    ("k3_hood", "3F油烟机", ("extractor-hood-wind", "matter-appliance"), "k3"),
    ("k3_fridge", "冰箱", ("refrigerator-freezer-tn", "matter-appliance"), "k3"),
    ("k3_dish", "洗碗机", ("dishwasher", "matter-appliance"), "k3"),
    ("k3_alarm", "3F燃气报警", ("gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector"), "k3"),
    # --- 3F卫生间 ---
    ("b3_wh", "3F热水器", ("water-heater", "matter-thermostat"), "b3"),
    ("b3_heater", "风暖浴霸", ("aqara-bath-heater", "aqara-bath-heater"), "b3"),
    ("b3_mirror", "镜前灯", ("light-level", "matter-switch"), "b3"),
    ("b3_ex", "排气扇", ("aqara-switch-no-power", "zigbee-switch"), "b3"),
    # --- 三楼阳台 ---
    ("bl3_washer", "滚筒洗衣机", ("laundry-washer-tl", "matter-appliance"), "bl3"),
    ("bl3_dryer", "烘干机", ("laundry-dryer", "matter-appliance"), "bl3"),
    ("bl3_rack", "电动晾衣架", ("aqara-switch-module", "zigbee-switch"), "bl3"),
    ("bl3_l", "3F阳台灯", ("on-off-bulb", "zigbee-switch"), "bl3"),
    # --- 4F 阿叔家客厅 (younger son 阿荣 and 阿敏) ---
    ("lv4_l", "客厅灯", ("light-color-level-2200K-6500K", "matter-switch"), "lv4"),
    ("lv4_strip", "电视墙灯带", ("rgbw-bulb-2000K-6500K", "zigbee-switch"), "lv4"),
    ("lv4_tv", "客厅电视", ("media-video-speaker", "matter-media"), "lv4"),
    ("lv4_ac", "美的空调", ("room-air-conditioner-fan-heating-cooling", "matter-thermostat"), "lv4"),
    ("lv4_curtain", "客厅窗帘", ("window-covering", "matter-window-covering"), "lv4"),
    ("lv4_sheer", "客厅纱帘", ("window-treatment-hanssem", "zigbee-window-treatment"), "lv4"),
    ("lv4_pur", "净化器", ("air-purifier-ac-wind", "matter-thermostat"), "lv4"),
    ("lv4_sonos", "Sonos One", ("sonos-player", "sonos"), "lv4"),
    ("lv4_fan", "循环扇", ("fan-rock-wind", "matter-thermostat"), "lv4"),
    ("lv4_lock", "4楼门锁", ("lock-without-codes", "matter-lock"), "lv4"),
    ("lv4_th", "4F温湿度计", ("temperature-humidity-pressure-battery", "matter-sensor"), "lv4"),
    # --- 4F主人房 ---
    ("mb4_l", "大灯", ("light-level-colorTemperature", "matter-switch"), "mb4"),
    ("mb4_bed", "床头灯", ("white-ambiance", "philips-hue"), "mb4"),
    ("mb4_ac", "主人房空调", ("room-air-conditioner-humidity-fan-heating-cooling", "matter-thermostat"), "mb4"),
    ("mb4_curtain", "卧室窗帘", ("window-treatment-powerSource", "zigbee-window-treatment"), "mb4"),
    ("mb4_dh", "抽湿机", ("plug-power", "matter-switch"), "mb4"),
    # --- 4楼 细仔房 (乐乐, 7) ---
    ("kid_l", "乐乐的灯", ("light-color-level", "matter-switch"), "kid"),
    ("kid_night", "恐龙夜灯", ("color-bulb", "zigbee-switch"), "kid"),
    ("kid_ac", "细仔房空调", ("Ac.v1", "deepsmart"), "kid"),
    ("kid_story", "故事机", ("soundtouch-speaker", "bose"), "kid"),
    ("kid_fan", "小风扇", ("fan-3speed", "zwave-fan"), "kid"),
    ("kid_cam", "宝宝监控", ("camera", "matter-switch"), "kid"),
    # --- 阿叔家厨房 (4F) ---
    ("k4_l", "厨房灯", ("aqara-switch-module-no-power", "zigbee-switch"), "k4"),
    ("k4_gas", "4F燃气阀", ("gas-valve", "britzyhub"), "k4"),
    ("k4_hood", "油烟机", ("extractor-hood-ac-light", "matter-appliance"), "k4"),
    ("k4_fridge", "冰箱", ("refrigerator-freezer-tl", "matter-appliance"), "k4"),
    ("k4_micro", "微波炉", ("microwave-oven", "matter-appliance"), "k4"),
    ("k4_alarm", "燃气报警器", ("gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector"), "k4"),
    # --- 4楼洗手间 ---
    ("b4_wh", "热水器", ("water-heater-power-energy-powerConsumption", "matter-thermostat"), "b4"),
    ("b4_mirror", "镜前灯", ("light-binary", "matter-switch"), "b4"),
    ("b4_ex", "排气扇", ("basic-switch", "tuya-zigbee"), "b4"),
    ("b4_leak", "洗手间水浸", ("leak-battery", "matter-sensor"), "b4"),
    # --- 厝顶 (rooftop) ---
    ("rf_pump", "抽水泵", ("pump-only", "matter-pump"), "roof"),
    ("rf_valve", "浇花水阀", ("valve-battery-powerSource", "zigbee-valve"), "roof"),
    ("rf_l", "天台灯", ("light-power-energy-powerConsumption", "matter-switch"), "roof"),
    ("rf_tiangong", "天公灯", ("plug-binary", "matter-switch"), "roof"),      # lamp of the 天公 incense burner
    ("rf_washer", "洗衣机", ("laundry-washer", "matter-appliance"), "roof"),
    ("rf_mosq", "驱蚊器", ("basic-plug", "zigbee-switch"), "roof"),
    # --- no room ---
    ("nr_plug", "智能插座", ("plug-binary", "matter-switch"), None),
    ("nr_ebike", "电动车充电", ("smartplug-switch-power-energy", "zwave-switch"), None),
    ("nr_th", None, ("humidity-temp-battery-aqara", "zigbee-humidity-sensor"), None),
]
UNLABELLED_NAME = {"nr_th": "Aqara Temperature and Humidity Sensor"}

DEV = OrderedDict((d[0], d) for d in DEVICES)
ROOM_OF = {d[0]: d[3] for d in DEVICES}


def label_of(k):
    return DEV[k][1] if DEV[k][1] is not None else UNLABELLED_NAME[k]


def profile_id(name, driver):
    return "st-%s-%s" % (driver, name)


def pid_of(k):
    return profile_id(*DEV[k][2])


def device_type(driver):
    if driver.startswith("matter") or driver == "britzyhub":
        return "MATTER"
    if driver.startswith("zigbee") or driver in ("tuya-zigbee", "aqara-bath-heater"):
        return "ZIGBEE"
    if driver.startswith("zwave"):
        return "ZWAVE"
    return "LAN"


# ---------------------------------------------------------------------------
# Spec.  Descriptions (zh, en) written for this set; about a quarter of the
# lines of each profile are in English, chosen by a hash.
# ---------------------------------------------------------------------------
SKIP_CAPS = {"refresh", "firmwareUpdate"}

DESC = {
    ("switch", "on"): ("打开电源", "switch on"),
    ("switch", "off"): ("关闭电源", "switch off"),
    ("switchLevel", "setLevel"): ("设置亮度（百分比）", "set the level in percent"),
    ("statelessSwitchLevelStep", "stepLevel"): ("亮度加减一档，正数调亮、负数调暗", "step the level up or down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温（开尔文，数值低偏暖黄、高偏冷白）", "set colour temperature in kelvin"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("色温按百分比调暖或调冷", "step colour temperature by percent"),
    ("colorControl", "setColor"): ("设置灯光颜色", "set the light colour"),
    ("colorControl", "setHue"): ("设置色调", "set hue"),
    ("colorControl", "setSaturation"): ("设置饱和度", "set saturation"),
    ("windowShade", "open"): ("打开（拉开）", "open"),
    ("windowShade", "close"): ("关闭（拉上）", "close"),
    ("windowShade", "pause"): ("停止移动", "stop where it is"),
    ("windowShadeLevel", "setShadeLevel"): ("设置打开的百分比", "set how far open, in percent"),
    ("windowShadePreset", "presetPosition"): ("到常用位置", "go to the preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设定常用位置", "set the preset position"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("开大一点或关小一点", "step the opening up or down"),
    ("doorControl", "open"): ("开门（升起）", "open the door"),
    ("doorControl", "close"): ("关门（放下）", "close the door"),
    ("lock", "lock"): ("锁门", "lock"),
    ("lock", "unlock"): ("开锁", "unlock"),
    ("lock", "unlatch"): ("开锁并收回锁舌", "unlatch"),
    ("valve", "open"): ("打开阀门", "open the valve"),
    ("valve", "close"): ("关闭阀门", "close the valve"),
    ("safetyValve", "close"): ("关闭燃气阀", "close the gas valve"),
    ("thermostatMode", "auto"): ("自动模式", "auto mode"),
    ("thermostatMode", "cool"): ("制冷模式", "cool mode"),
    ("thermostatMode", "emergencyHeat"): ("紧急制热", "emergency heat"),
    ("thermostatMode", "heat"): ("制热/加热模式", "heat mode"),
    ("thermostatMode", "off"): ("模式设为关闭", "mode off"),
    ("thermostatMode", "setThermostatMode"): ("设置工作模式", "set the operating mode"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷温度", "set the cooling setpoint"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置目标温度（制热）", "set the heating setpoint"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调模式", "set the air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置风量", "set the fan mode"),
    ("fanSpeedPercent", "setPercent"): ("设置风速百分比", "set fan speed in percent"),
    ("fanSpeed", "setFanSpeed"): ("设置风扇档位", "set the fan speed step"),
    ("fanMode", "setFanMode"): ("设置风机档位", "set the fan mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("设置摇头/摆风", "set oscillation"),
    ("windMode", "setWindMode"): ("设置风感（自然风、睡眠风）", "set the wind mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置净化器档位", "set the purifier fan mode"),
    ("audioVolume", "setVolume"): ("设置音量", "set volume"),
    ("audioVolume", "volumeUp"): ("音量调大", "volume up"),
    ("audioVolume", "volumeDown"): ("音量调小", "volume down"),
    ("audioMute", "mute"): ("静音", "mute"),
    ("audioMute", "unmute"): ("取消静音", "unmute"),
    ("audioMute", "setMute"): ("设置静音", "set mute"),
    ("mediaPlayback", "play"): ("播放", "play"),
    ("mediaPlayback", "pause"): ("暂停", "pause"),
    ("mediaPlayback", "stop"): ("停止播放", "stop"),
    ("mediaPlayback", "fastForward"): ("快进", "fast forward"),
    ("mediaPlayback", "rewind"): ("快退", "rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "set playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一首/下一集", "next track"),
    ("mediaTrackControl", "previousTrack"): ("上一首/上一集", "previous track"),
    ("mediaPresets", "playPreset"): ("播放收藏的节目", "play a preset"),
    ("keypadInput", "sendKey"): ("遥控器按键", "send a remote key"),
    ("audioNotification", "playTrack"): ("播放一段音频", "play an audio track"),
    ("audioNotification", "playTrackAndRestore"): ("播放音频后恢复", "play a track and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放音频后继续", "play a track and resume"),
    ("robotCleanerOperatingState", "start"): ("开始扫地", "start cleaning"),
    ("robotCleanerOperatingState", "pause"): ("暂停扫地", "pause cleaning"),
    ("robotCleanerOperatingState", "goHome"): ("回去充电", "go back to the dock"),
    ("mode", "setMode"): ("设置模式/程序", "set the mode"),
    ("operationalState", "start"): ("开始运行", "start"),
    ("operationalState", "stop"): ("停止运行", "stop"),
    ("operationalState", "pause"): ("暂停运行", "pause"),
    ("operationalState", "resume"): ("继续运行", "resume"),
    ("laundryWasherRinseMode", "setRinseMode"): ("设置漂洗次数", "set the rinse mode"),
    ("laundryWasherSpinSpeed", "setSpinSpeed"): ("设置脱水转速", "set the spin speed"),
    ("temperatureLevel", "setTemperatureLevel"): ("设置水温档位", "set the temperature level"),
    ("cookTime", "setCookTime"): ("设置加热时间（秒）", "set the cook time in seconds"),
    ("energyMeter", "resetEnergyMeter"): ("电量清零", "reset the energy meter"),
}

VALUE_DESC = {
    "off": ("关", "off"), "on": ("开", "on"), "cool": ("制冷", "cool"), "heat": ("制热", "heat"),
    "auto": ("自动", "auto"), "fanonly": ("送风", "fan only"), "dryair": ("除湿/抽湿", "dry"),
    "fan": ("送风", "fan"), "dry": ("除湿/抽湿", "dry"), "emergency heat": ("紧急制热", "emergency heat"),
    "low": ("低档/小风", "low"), "medium": ("中档", "medium"), "high": ("高档/大风", "high"),
    "turbo": ("强劲", "turbo"), "sleep": ("睡眠", "sleep"), "quiet": ("静音档", "quiet"),
    "windFree": ("无风感", "wind free"),
    "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"), "noWind": ("无风", "no wind"),
    "horizontal": ("左右摇头", "horizontal"), "vertical": ("上下摆风", "vertical"), "swing": ("摆动", "swing"),
    "muted": ("静音", "muted"), "unmuted": ("有声", "unmuted"),
    "playing": ("播放", "playing"), "paused": ("暂停", "paused"), "stopped": ("停止", "stopped"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "none": ("不漂洗", "no rinse"), "normal": ("正常漂洗", "normal"), "extra": ("多漂一次", "extra"),
    "max": ("最多漂洗", "max"),
    "UP": ("上", "up"), "DOWN": ("下", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
    "SELECT": ("确定", "OK"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"), "MENU": ("菜单", "menu"),
    "SETTINGS": ("设置", "settings"), "HOME": ("主页", "home"),
}
for _i in range(10):
    VALUE_DESC["NUMBER%d" % _i] = ("数字%d" % _i, "number %d" % _i)

MATTER_AC = {"room-air-conditioner", "room-air-conditioner-fan-heating-cooling",
             "room-air-conditioner-heating-cooling", "room-air-conditioner-fan-wind-heating-cooling",
             "room-air-conditioner-fan-heating-cooling-nostate",
             "room-air-conditioner-humidity-fan-heating-cooling"}
MATTER_FANS = {"fan-rock", "fan-rock-wind"}
WATER_HEATERS = {"water-heater", "water-heater-power-energy-powerConsumption"}
PURIFIERS = {"air-purifier-hepa-aqs", "air-purifier-ac-wind"}

# Argument facts that neither capabilities.json nor the profile's capability_config carry.
# Sources: matter-thermostat thermostat_utils/fields.lua (THERMOSTAT 5-40 C, WATER_HEATER 30-80 C,
# THERMOSTAT_MODE_MAP, WIND_MODE_MAP, ROCK_MODE_MAP); DeepSmart dpenum.lua (Ac.v1 modes and fan
# modes, the observed_values of capabilities.json); zwave-fan fan-3speed/fan-4speed speed steps.
RANGE_OVERRIDE = {
    ("fan-3speed", "fanSpeed"): (0, 3, None),
    ("fan-4speed", "fanSpeed"): (0, 4, None),
    ("white-and-color-ambiance", "colorTemperature"): (2000, 6500, "K"),
    ("white-ambiance", "colorTemperature"): (2200, 6500, "K"),
    # Aqara bath heater driver (drivers/Aqara/aqara-bath-heater/src/init.lua): setpoint clamped
    # to 16-45 C, light colour temperature 2700-6500 K, level 1-100.
    ("aqara-bath-heater", "thermostatHeatingSetpoint"): (16, 45, "C"),
    ("aqara-bath-heater", "colorTemperature"): (2700, 6500, "K"),
    ("aqara-bath-heater", "switchLevel"): (1, 100, "%"),
}
for _p in MATTER_AC:
    RANGE_OVERRIDE[(_p, "thermostatCoolingSetpoint")] = (5, 40, "C")
    RANGE_OVERRIDE[(_p, "thermostatHeatingSetpoint")] = (5, 40, "C")
for _p in WATER_HEATERS:
    RANGE_OVERRIDE[(_p, "thermostatHeatingSetpoint")] = (30, 80, "C")

ENUM_OVERRIDE = {
    "*MATTER_AC": {"thermostatMode": ["off", "cool", "heat", "auto", "fanonly", "dryair"],
                   "airConditionerFanMode": ["auto", "low", "medium", "high"],
                   "windMode": ["sleepWind", "naturalWind"]},
    "*MATTER_FANS": {"airConditionerFanMode": ["off", "low", "medium", "high", "auto"],
                     "fanOscillationMode": ["horizontal", "vertical", "swing"],
                     "windMode": ["sleepWind", "naturalWind"]},
    "*WATER_HEATERS": {"thermostatMode": ["off", "heat"]},
    "*PURIFIERS": {"windMode": ["sleepWind", "naturalWind"]},
    "aqara-bath-heater": {"thermostatMode": ["off", "heat", "dryair", "cool", "fanonly"],
                          "fanOscillationMode": ["swing", "fixed"],
                          "fanMode": ["low", "medium", "high"]},
    "Ac.v1": {"airConditionerMode": ["cool", "heat", "fan", "dry", "auto"],
              "airConditionerFanMode": ["low", "medium", "high", "auto"]},
}


def enum_override(pname, cap):
    for group, members in (("*MATTER_AC", MATTER_AC), ("*MATTER_FANS", MATTER_FANS),
                           ("*WATER_HEATERS", WATER_HEATERS), ("*PURIFIERS", PURIFIERS)):
        if pname in members and cap in ENUM_OVERRIDE[group]:
            return ENUM_OVERRIDE[group][cap]
    return ENUM_OVERRIDE.get(pname, {}).get(cap)


UNITS = {"switchLevel": "%", "statelessSwitchLevelStep": "%", "colorTemperature": "K",
         "statelessColorTemperatureStep": "%", "windowShadeLevel": "%", "windowShadePreset": "%",
         "statelessWindowShadeLevelStep": "%", "fanSpeedPercent": "%", "audioVolume": "%",
         "thermostatHeatingSetpoint": "C", "thermostatCoolingSetpoint": "C", "cookTime": "s",
         "colorControl": "%"}

# safetyValve is not among the capabilities of capabilities.json.  Its one command, close, is
# the only one the britzyhub gas-valve driver handles (src/gas-valve/init.lua: capability_handlers
# safetyValve.close); a SmartThings safety valve cannot be opened remotely.
EXTRA_CAPS = {"safetyValve": {"commands": [{"name": "close", "arguments": []}]}}


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
        caps = json.load(f)["capabilities"]
    caps = dict(caps)
    caps.update(EXTRA_CAPS)
    return profiles, caps


def spec_line(profile, caps):
    pname = profile["name"]
    pid = profile_id(pname, profile["driver"].split("/")[-1])
    cfgs = profile.get("capability_config", {})
    out = []
    for cap in profile["capabilities"]:
        if cap in SKIP_CAPS or cap not in caps:
            continue
        cfg = cfgs.get(cap, [])
        enabled_cmds = None
        enabled_states = None
        for c in cfg:
            if c.get("key") == "{{enumCommands}}":
                enabled_cmds = list(c["enabledValues"])
            elif c.get("key", "").endswith(".value") and "enabledValues" in c:
                enabled_states = list(c["enabledValues"])
        for cmd in caps[cap]["commands"]:
            name = cmd["name"]
            if cap == "mediaPlayback" and enabled_cmds is not None and name not in enabled_cmds \
                    and name != "setPlaybackStatus":
                continue
            if cap == "lock" and name == "unlatch" and not (enabled_states and "unlatched" in enabled_states):
                continue
            if cap == "energyMeter":
                continue  # resetting the meter is not a voice command of this home
            if cap == "thermostatMode" and name != "setThermostatMode":
                # shortcut commands only for the modes the device supports
                modes = enum_override(pname, cap)
                if modes is not None and {"emergencyHeat": "emergency heat"}.get(name, name) not in modes:
                    continue
            cid = "main-%s-%s" % (cap, name)
            zh, en = DESC[(cap, name)]
            use_en = english(pid + cid)
            entry = OrderedDict([("id", cid), ("description", en if use_en else zh)])
            args = [a for a in cmd.get("arguments", []) if not a.get("optional")]
            if args:
                a = args[0]
                typ = a.get("type")
                entry["type"] = typ
                rng = None
                for c in cfg:
                    if "range" in c:
                        rng = (c["range"][0], c["range"][1], None)
                if (pname, cap) in RANGE_OVERRIDE:
                    rng = RANGE_OVERRIDE[(pname, cap)]
                if rng is None and typ in ("integer", "number"):
                    if "minimum" in a and "maximum" in a:
                        rng = (a["minimum"], a["maximum"], None)
                    elif cap == "colorControl":
                        rng = (0, 100, "%")
                    elif cap == "statelessWindowShadeLevelStep":
                        rng = (-100, 100, "%")
                if rng and not (cap in ("thermostatHeatingSetpoint", "thermostatCoolingSetpoint")
                                and rng[0] < -100):
                    vr = OrderedDict([("min", rng[0]), ("max", rng[1])])
                    unit = rng[2] or UNITS.get(cap)
                    if unit:
                        vr["unit"] = unit
                    entry["value_range"] = vr
                values = enum_override(pname, cap)
                if values is None and a.get("enum"):
                    values = list(a["enum"])
                if cap == "mediaPlayback" and name == "setPlaybackStatus" and enabled_states:
                    values = enabled_states
                if cap == "audioMute" and name == "setMute":
                    values = ["muted", "unmuted"]
                if values is not None and typ == "string":
                    vl = []
                    for v in values:
                        vzh, ven = VALUE_DESC.get(v, (v, v))
                        vl.append(OrderedDict([("value", v), ("description",
                                               ven if english(pid + cid + v, 25) else vzh)]))
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
        main = OrderedDict([("id", "main"), ("label", "main"),
                            ("capabilities", [OrderedDict([("id", c), ("version", 1)]) for c in p["capabilities"]]),
                            ("categories", [OrderedDict([("name", c), ("categoryType", "manufacturer")])
                                            for c in p["categories"]])])
        comps = [main]
        for c in p.get("components", []):
            comps.append(OrderedDict([("id", c["id"]), ("label", c["id"]),
                                      ("capabilities", [OrderedDict([("id", x), ("version", 1)])
                                                        for x in c["capabilities"]]),
                                      ("categories", [OrderedDict([("name", x), ("categoryType", "manufacturer")])
                                                      for x in c.get("categories", [])])]))
        it = OrderedDict()
        it["deviceId"] = uid("device", key)
        it["name"] = UNLABELLED_NAME.get(key, pname)
        if label is not None:
            it["label"] = label
        it["manufacturerName"] = "SmartThingsCommunity"
        it["locationId"] = LOCATION_ID
        if room is not None:
            it["roomId"] = uid("room", room)
        it["components"] = comps
        it["profile"] = OrderedDict([("id", profile_id(pname, driver))])
        it["type"] = device_type(driver)
        items.append(it)
    home = OrderedDict([("rooms", rooms), ("items", items)])
    spec = [spec_line(p, caps) for p in used.values()]
    return home, spec


HOME, SPEC = build_home_and_spec()
SPEC_CMDS = {line["profileId"]: [c["id"] for c in line["capabilities"]] for line in SPEC}


def cmds_of(k):
    return SPEC_CMDS[pid_of(k)]


def has(k, c):
    return c in cmds_of(k)


# ---------------------------------------------------------------------------
# Device families and selectors (used to write the expectations exactly).
# ---------------------------------------------------------------------------
PROFILES_BY_KEY = {}


def category(k):
    line = [c for c in HOME["items"] if c["deviceId"] == uid("device", k)][0]
    cats = line["components"][0]["categories"]
    return cats[0]["name"] if cats else "Unknown"


CAT = {k: category(k) for k in DEV}


def is_light(k):
    lab = label_of(k)
    return CAT[k] == "Light" or (CAT[k] in ("Switch", "SmartPlug") and "灯" in lab)


FAMILY = {
    "light": is_light,
    "ac": lambda k: CAT[k] == "AirConditioner",
    "curtain": lambda k: CAT[k] == "Blind",
    "fan": lambda k: CAT[k] == "Fan",
    "exhaust": lambda k: any(w in label_of(k) for w in ("排气扇", "排汽扇", "排风")),
    "plug": lambda k: CAT[k] == "SmartPlug",
    "lock": lambda k: CAT[k] == "SmartLock",
    "gasvalve": lambda k: CAT[k] == "GasValve",
    "gasalarm": lambda k: "燃气报警" in label_of(k),
    "waterheater": lambda k: CAT[k] == "WaterHeater" or "热水器" in label_of(k),
    "tv": lambda k: CAT[k] == "Television",
    "speaker": lambda k: CAT[k] == "Speaker",
    "dehum": lambda k: "抽湿" in label_of(k) or "除湿" in label_of(k),
    "purifier": lambda k: CAT[k] == "AirPurifier",
    "hood": lambda k: CAT[k] == "KitchenHood",
    "fridge": lambda k: CAT[k] == "Refrigerator",
    "washer": lambda k: CAT[k] == "Washer",
    "camera": lambda k: CAT[k] == "Camera",
    "solder": lambda k: "焊台" in label_of(k),
    "kettle": lambda k: "茶炉" in label_of(k),
    "altar": lambda k: k in ("sh_shen", "sh_fo", "rf_tiangong"),
    "bathheater": lambda k: "浴霸" in label_of(k),
    "temp": lambda k: "temperatureMeasurement" in [c["id"] for c in [i for i in HOME["items"]
                                                                     if i["deviceId"] == uid("device", k)][0]["components"][0]["capabilities"]],
    "humid": lambda k: "relativeHumidityMeasurement" in [c["id"] for c in [i for i in HOME["items"]
                                                                          if i["deviceId"] == uid("device", k)][0]["components"][0]["capabilities"]],
}

FLOOR = {"1": [r for r, v in ROOMS.items() if v[1] == 1], "2": [r for r, v in ROOMS.items() if v[1] == 2],
         "3": [r for r, v in ROOMS.items() if v[1] == 3], "4": [r for r, v in ROOMS.items() if v[1] == 4],
         "roof": ["roof"]}


def sel(fam=None, rooms=None, floors=None, exclude_rooms=(), exclude=(), need=None, where=None):
    """Device keys of a family inside rooms/floors, minus exclusions, supporting `need`."""
    out = []
    allowed = None
    if rooms is not None or floors is not None:
        allowed = set(rooms or [])
        for f in floors or []:
            allowed |= set(FLOOR[str(f)])
    for k in DEV:
        if fam is not None and not FAMILY[fam](k):
            continue
        if allowed is not None and ROOM_OF[k] not in allowed:
            continue
        if ROOM_OF[k] in exclude_rooms or k in exclude:
            continue
        if need is not None and not any(has(k, c) for c in ([need] if isinstance(need, str) else need)):
            continue
        if where is not None and not where(k):
            continue
        out.append(k)
    return out


# ---------------------------------------------------------------------------
# Intents -> acceptable commands of one device.
# ---------------------------------------------------------------------------
def _m(k, *cands):
    return [c for c in cands if has(k, c)]


def _on(k):
    if k == "b3_heater":
        return _m(k, "main-thermostatMode-heat", "main-thermostatMode-setThermostatMode", "main-switch-on")
    if CAT[k] in ("Washer", "Dryer", "Dishwasher"):
        return _m(k, "main-switch-on", "main-operationalState-start")
    if has(k, "main-switch-on"):
        return ["main-switch-on"]
    return _m(k, "main-airPurifierFanMode-setAirPurifierFanMode", "main-fanMode-setFanMode",
              "main-airConditionerFanMode-setFanMode", "main-fanSpeedPercent-setPercent",
              "main-thermostatMode-heat", "main-thermostatMode-setThermostatMode",
              "main-robotCleanerOperatingState-start", "main-operationalState-start", "main-valve-open",
              "main-doorControl-open")


def _off(k):
    if k == "b3_heater":
        return _m(k, "main-thermostatMode-off", "main-thermostatMode-setThermostatMode", "main-switch-off")
    if CAT[k] in ("Washer", "Dryer", "Dishwasher"):
        return _m(k, "main-switch-off", "main-operationalState-stop")
    if has(k, "main-switch-off"):
        return ["main-switch-off"]
    return _m(k, "main-airPurifierFanMode-setAirPurifierFanMode", "main-fanMode-setFanMode",
              "main-airConditionerFanMode-setFanMode", "main-fanSpeedPercent-setPercent",
              "main-thermostatMode-off", "main-thermostatMode-setThermostatMode",
              "main-robotCleanerOperatingState-pause", "main-robotCleanerOperatingState-goHome",
              "main-operationalState-stop", "main-valve-close", "main-safetyValve-close",
              "main-doorControl-close")


def _temp(k):   # a target temperature without a mode
    if k == "b3_heater" or CAT[k] == "WaterHeater":
        return _m(k, "main-thermostatHeatingSetpoint-setHeatingSetpoint")
    return _m(k, "main-thermostatCoolingSetpoint-setCoolingSetpoint",
              "main-thermostatHeatingSetpoint-setHeatingSetpoint")


def _cool_sp(k):  # a cooling target (Ac.v1 has only the heating setpoint, used for every mode)
    if has(k, "main-thermostatCoolingSetpoint-setCoolingSetpoint"):
        return ["main-thermostatCoolingSetpoint-setCoolingSetpoint"]
    return _m(k, "main-thermostatHeatingSetpoint-setHeatingSetpoint")


def _mode(short):
    def f(k):
        return _m(k, "main-thermostatMode-%s" % short, "main-thermostatMode-setThermostatMode",
                  "main-airConditionerMode-setAirConditionerMode")
    return f


def _setmode_only(k):
    return _m(k, "main-thermostatMode-setThermostatMode", "main-airConditionerMode-setAirConditionerMode")


def _fan(k):
    return _m(k, "main-airConditionerFanMode-setFanMode", "main-fanSpeedPercent-setPercent",
              "main-fanSpeed-setFanSpeed", "main-airPurifierFanMode-setAirPurifierFanMode",
              "main-fanMode-setFanMode")


INTENT = {
    "on": _on,
    "off": _off,
    "level": lambda k: _m(k, "main-switchLevel-setLevel"),
    "dim": lambda k: _m(k, "main-switchLevel-setLevel", "main-statelessSwitchLevelStep-stepLevel"),
    "ct": lambda k: _m(k, "main-colorTemperature-setColorTemperature"),
    "ctstep": lambda k: _m(k, "main-colorTemperature-setColorTemperature",
                           "main-statelessColorTemperatureStep-stepColorTemperatureByPercent"),
    "color": lambda k: _m(k, "main-colorControl-setColor", "main-colorControl-setHue"),
    "temp": _temp,
    "cool_sp": _cool_sp,
    "heat_sp": lambda k: _m(k, "main-thermostatHeatingSetpoint-setHeatingSetpoint"),
    "cool": _mode("cool"),
    "heat": _mode("heat"),
    "auto": _mode("auto"),
    "dry": _setmode_only,
    "fanonly": _setmode_only,
    "fan": _fan,
    "wind": lambda k: _m(k, "main-windMode-setWindMode"),
    "swing": lambda k: _m(k, "main-fanOscillationMode-setFanOscillationMode"),
    "purmode": lambda k: _m(k, "main-airPurifierFanMode-setAirPurifierFanMode"),
    "open": lambda k: _m(k, "main-windowShade-open", "main-valve-open", "main-doorControl-open"),
    "close": lambda k: _m(k, "main-windowShade-close", "main-valve-close", "main-doorControl-close",
                          "main-safetyValve-close"),
    "stopmove": lambda k: _m(k, "main-windowShade-pause"),
    "shade": lambda k: _m(k, "main-windowShadeLevel-setShadeLevel"),
    "shadestep": lambda k: _m(k, "main-windowShadeLevel-setShadeLevel",
                              "main-statelessWindowShadeLevelStep-stepShadeLevel"),
    "preset": lambda k: _m(k, "main-windowShadePreset-presetPosition"),
    "lock": lambda k: _m(k, "main-lock-lock"),
    "unlock": lambda k: _m(k, "main-lock-unlock"),
    "play": lambda k: _m(k, "main-mediaPlayback-play"),
    "pause": lambda k: _m(k, "main-mediaPlayback-pause"),
    "stop": lambda k: _m(k, "main-mediaPlayback-stop") or _m(k, "main-mediaPlayback-pause"),
    "next": lambda k: _m(k, "main-mediaTrackControl-nextTrack"),
    "prev": lambda k: _m(k, "main-mediaTrackControl-previousTrack"),
    "ff": lambda k: _m(k, "main-mediaPlayback-fastForward"),
    "rew": lambda k: _m(k, "main-mediaPlayback-rewind"),
    "key": lambda k: _m(k, "main-keypadInput-sendKey"),
    "volup": lambda k: _m(k, "main-audioVolume-volumeUp", "main-audioVolume-setVolume"),
    "voldown": lambda k: _m(k, "main-audioVolume-volumeDown", "main-audioVolume-setVolume"),
    "vol": lambda k: _m(k, "main-audioVolume-setVolume"),
    "mute": lambda k: _m(k, "main-audioMute-mute", "main-audioMute-setMute"),
    "unmute": lambda k: _m(k, "main-audioMute-unmute", "main-audioMute-setMute"),
    "presetplay": lambda k: _m(k, "main-mediaPresets-playPreset"),
    "start": lambda k: _m(k, "main-operationalState-start", "main-robotCleanerOperatingState-start"),
    "pause_op": lambda k: _m(k, "main-operationalState-pause", "main-robotCleanerOperatingState-pause"),
    "resume": lambda k: _m(k, "main-operationalState-resume", "main-robotCleanerOperatingState-start"),
    "stop_op": lambda k: _m(k, "main-operationalState-stop"),
    "home": lambda k: _m(k, "main-robotCleanerOperatingState-goHome"),
    "setmode": lambda k: _m(k, "main-mode-setMode"),
    "rinse": lambda k: _m(k, "main-laundryWasherRinseMode-setRinseMode"),
    "spin": lambda k: _m(k, "main-laundryWasherSpinSpeed-setSpinSpeed"),
    "templevel": lambda k: _m(k, "main-temperatureLevel-setTemperatureLevel"),
    "cooktime": lambda k: _m(k, "main-cookTime-setCookTime"),
}


def resolve(keys, intents):
    caps = []
    for it in intents:
        if it.startswith("main-"):
            if not any(has(k, it) for k in keys):
                raise ValueError("no device of %s has %s" % (keys, it))
            if it not in caps:
                caps.append(it)
            continue
        found = False
        for k in keys:
            for c in INTENT[it](k):
                found = True
                if c not in caps:
                    caps.append(c)
        if not found:
            raise ValueError("intent %s matches nothing on %s" % (it, keys))
    return caps


def _keys(keys):
    if isinstance(keys, str):
        keys = keys.split()
    for k in keys:
        if k not in DEV:
            raise KeyError(k)
    return list(keys)


def one(keys, *intents):
    keys = _keys(keys)
    if intents == ("*",):
        return {"devices": keys, "capabilities": ["*"], "mode": "one"}
    return {"devices": keys, "capabilities": resolve(keys, intents), "mode": "one"}


def all_(keys, *intents):
    keys = _keys(keys)
    if len(keys) < 2:
        raise ValueError("bulk of fewer than two devices: %s" % keys)
    return {"devices": keys, "capabilities": resolve(keys, intents), "mode": "all"}


def clar(keys=(), *intents):
    keys = _keys(keys)
    caps = resolve(keys, intents) if (keys and intents) else []
    return {"devices": keys, "capabilities": caps, "mode": "clarify"}


NONE = {"devices": [], "capabilities": [], "mode": "none"}

CASES = []
_COUNTERS = Counter()


def add(group, query, expect, tags, history=None):
    if isinstance(expect, dict):
        expect = [expect]
    _COUNTERS[group] += 1
    c = OrderedDict([("id", "%s-%s-%03d" % (SET, group, _COUNTERS[group])), ("home", "home.json"),
                     ("query", query), ("expect", expect), ("tags", list(tags))])
    if history:
        c["history"] = list(history)
    CASES.append(c)


# ===========================================================================
# CASES
# Speakers: 阿公/阿嬷 (Teochew-flavoured Mandarin: 厝, 食茶, 惦惦, 睇, 开火/熄火,
# 乌, 伊, 无, 爱, 好勢, 拍开, 拢, 个=的, 好寒, 洗身, 困), 大伯 阿兴 and 阿叔 阿荣
# (workshop talk: 开工, 收工, 赶货, 打样, 出货), 阿敏 (4F daughter-in-law, standard
# polite Mandarin), 琪琪 (3F teenager, code-mixed), 乐乐 (4F boy, 7), 小吴 (office).
# ===========================================================================

def cases_name():
    g = "name"
    # --- ground floor, workshop talk ---
    add(g, "开车间灯1", one("ws_l1", "on"), ["name", "numbered"])
    add(g, "车间灯2关掉", one("ws_l2", "off"), ["name", "numbered"])
    add(g, "把车间灯3打开", one("ws_l3", "on"), ["name", "numbered"])
    add(g, "流水线灯开起来，准备开工", one("ws_line", "on"), ["name", "relay-light", "workshop"])
    add(g, "流水线的灯熄掉", one("ws_line", "off"), ["name", "relay-light", "dialect"])
    add(g, "排气扇1开一下", one("ws_ex1", "on"), ["name", "numbered", "workshop"])
    add(g, "把排气扇2关了", one("ws_ex2", "off"), ["name", "typo-label", "numbered"])
    add(g, "排汽扇2开", one("ws_ex2", "on"), ["name", "typo-label", "numbered"])
    add(g, "车间大风扇开起来", one("ws_fan", "on"), ["name", "workshop"])
    add(g, "大风扇关了吧", one("ws_fan", "off"), ["name", "partial-name"])
    add(g, "车间空调关掉", one("ws_ac", "off"), ["name"])
    add(g, "焊台-1通电", one("ws_sd1", "on"), ["name", "numbered", "workshop", "plug"])
    add(g, "2号焊台开一下", one("ws_sd2", "on"), ["name", "numbered", "word-order", "plug"])
    add(g, "焊台三断电", one("ws_sd3", "off"), ["name", "numbered", "number-zh", "plug"])
    add(g, "焊台4关掉", one("ws2_sd4", "off"), ["name", "numbered", "plug"])
    add(g, "卷闸门拉起来，开工了", one("ws_door", "open"), ["name", "door", "workshop"])
    add(g, "卷闸门放下来", one("ws_door", "close"), ["name", "door"])
    add(g, "卷帘门落下", one("ws_door", "close"), ["name", "door", "asr"])
    add(g, "车间门锁锁上", one("ws_lock", "lock"), ["name", "lock", "safety"])
    add(g, "装配线灯A开", one("ws2_la", "on"), ["name", "numbered"])
    add(g, "装配线B灯关掉", one("ws2_lb", "off"), ["name", "numbered", "word-order"])
    add(g, "车间2排风打开", one("ws2_ex", "on"), ["name"])
    add(g, "车间2空调开一下", one("ws2_ac", "on"), ["name"])
    add(g, "烘箱开起来，这批样品要烘", one("ws2_oven", "on"), ["name", "workshop"])
    add(g, "烘箱关了，烘好了", one("ws2_oven", "off"), ["name", "workshop"])
    add(g, "仓库灯开", one("wh_l", "on"), ["name"])
    add(g, "仓库抽湿机开起来", one("wh_dh", "on"), ["name", "plug"])
    add(g, "Office Light off", one("of_l", "off"), ["name", "english-label", "code-mixed"])
    add(g, "把office light开一下", one("of_l", "on"), ["name", "english-label", "code-mixed"])
    add(g, "办公室空调打开", one("of_ac", "on"), ["name"])
    add(g, "饮水机关了", one("of_water", "off"), ["name", "unique-type"])
    add(g, "打印机插座开一下", one("of_print", "on"), ["name", "plug"])
    add(g, "打印机开一下，要打出货单", one("of_print", "on"), ["name", "partial-name", "workshop"])
    add(g, "办公室茶炉烧水", one("of_tea", "on"), ["name", "plug"])
    add(g, "展示柜灯带开", one("sp_strip", "on"), ["name"])
    add(g, "射灯1关掉", one("sp_spot1", "off"), ["name", "numbered"])
    add(g, "样品间除湿机开", one("sp_dh", "on"), ["name", "plug"])
    add(g, "楼梯灯开一下", one("st_l", "on"), ["name"])
    add(g, "大门锁上", one("st_lock", "lock"), ["name", "lock", "safety"])
    # --- 2F, grandparents ---
    add(g, "神灯开起来", one("sh_shen", "on"), ["name", "altar", "plug-light"])
    add(g, "阿嬷个神灯拍开", one("sh_shen", "on"), ["name", "altar", "dialect"])
    add(g, "佛灯熄掉", one("sh_fo", "off"), ["name", "altar", "dialect"])
    add(g, "佛灯开", one("sh_fo", "on"), ["name", "altar", "plug-light"])
    add(g, "天公灯开起来，今暝拜天公", one("rf_tiangong", "on"), ["name", "altar", "dialect"])
    add(g, "2F厅灯开", one("sh_l", "on"), ["name"])
    add(g, "二楼厅灯熄掉", one("sh_l", "off"), ["name", "partial-name", "floor", "dialect"])
    add(g, "吊扇开", one("sh_fan", "on"), ["name", "unique-type"])
    add(g, "吊扇关掉", one("sh_fan", "off"), ["name"])
    add(g, "二楼柜机开一下", one("sh_ac", "on"), ["name"])
    add(g, "柜机关了", one("sh_ac", "off"), ["name", "partial-name"])
    add(g, "2F电视关掉", one("sh_tv", "off"), ["name"])
    add(g, "2F电视开，阿公爱睇潮剧", one("sh_tv", "on"), ["name", "dialect"])
    add(g, "念佛机开起来", one("sh_chant", "play"), ["name", "no-switch", "media"])
    add(g, "念佛机关掉", one("sh_chant", "pause"), ["name", "no-switch", "media"])
    add(g, "二楼夜灯开", one("gp_night", "on"), ["name"])
    add(g, "阿公房空调打开", one("gp_ac", "on"), ["name", "typo-label"])
    add(g, "阿公房空凋关掉", one("gp_ac", "off"), ["name", "typo-label"])
    add(g, "电热毯开", one("gp_blanket", "on"), ["name", "unique-type", "plug"])
    add(g, "电热毯关了，伊好烧", one("gp_blanket", "off"), ["name", "dialect", "plug"])
    add(g, "落地扇开", one("gp_fan", "on"), ["name", "no-switch", "unique-type"])
    add(g, "落地扇停掉", one("gp_fan", "off"), ["name", "no-switch"])
    add(g, "2楼煤气阀关掉", one("k2_gas", "close"), ["name", "gas", "safety"])
    add(g, "二楼抽油烟机开", one("k2_hood", "on"), ["name", "no-switch", "floor"])
    add(g, "电饭锅开", one("k2_rice", "on"), ["name", "unique-type", "plug"])
    add(g, "电饭锅拔掉", one("k2_rice", "off"), ["name", "plug"])
    add(g, "2F热水器开", one("b2_wh", "on"), ["name", "relay"])
    add(g, "阿嬷爱洗身，2F热水器拍开", one("b2_wh", "on"), ["name", "relay", "dialect"])
    add(g, "二楼卫生间灯开", one("b2_l", "on"), ["name", "room"])
    # --- 3F ---
    add(g, "筒灯开", one("lv3_down", "on"), ["name", "unique-type"])
    add(g, "Soundbar开一下", one("lv3_sb", "on"), ["name", "english-label"])
    add(g, "三楼客厅空调开", one("lv3_ac", "on"), ["name", "room"])
    add(g, "扫地机器人开始扫地", one("lv3_robot", "start"), ["name", "appliance"])
    add(g, "扫地机开工", one("lv3_robot", "start"), ["name", "partial-name", "appliance"])
    add(g, "鱼缸灯关了", one("lv3_fish", "off"), ["name", "plug-light"])
    add(g, "鱼缸的灯开一下", one("lv3_fish", "on"), ["name", "plug-light"])
    add(g, "遮光帘拉上", one("mb3_curtain", "close"), ["name", "curtain"])
    add(g, "化妆镜灯开", one("mb3_mirror", "on"), ["name", "relay-light"])
    add(g, "3F主卧空调关", one("mb3_ac", "off"), ["name"])
    add(g, "Hue color lamp 1 打开", one("qq_hue", "on"), ["name", "english-label", "teen"])
    add(g, "hue关掉", one("qq_hue", "off"), ["name", "english-label", "partial-name", "teen"])
    add(g, "琪琪空调开", one("qq_ac", "on"), ["name"])
    add(g, "书桌台灯开", one("qq_desk", "on"), ["name"])
    add(g, "台灯关一下", one("qq_desk", "off"), ["name", "partial-name", "unique-type"])
    add(g, "蓝牙音箱放歌", one("qq_spk", "play"), ["name", "media", "teen"])
    add(g, "3楼厨房灯关", one("k3_l", "off"), ["name"])
    add(g, "3F油烟机开", one("k3_hood", "on"), ["name", "no-switch"])
    add(g, "洗碗机开始洗", one("k3_dish", "start"), ["name", "appliance", "unique-type"])
    add(g, "3F热水器开", one("b3_wh", "on"), ["name", "no-switch"])
    add(g, "3F热水器关掉", one("b3_wh", "off"), ["name", "no-switch"])
    add(g, "风暖浴霸开", one("b3_heater", "on"), ["name"])
    add(g, "滚筒洗衣机启动", one("bl3_washer", "start"), ["name", "appliance"])
    add(g, "烘干机开", one("bl3_dryer", "on"), ["name", "appliance", "unique-type"])
    add(g, "电动晾衣架开一下", one("bl3_rack", "on"), ["name"])
    add(g, "3F阳台灯开", one("bl3_l", "on"), ["name"])
    # --- 4F ---
    add(g, "电视墙灯带开", one("lv4_strip", "on"), ["name"])
    add(g, "灯带关掉", clar(["sp_strip", "lv4_strip"], "off"), ["partial-name", "two-rooms"])
    add(g, "美的空调开", one("lv4_ac", "on"), ["name", "brand-label"])
    add(g, "麻烦把美的空调关一下", one("lv4_ac", "off"), ["name", "brand-label", "polite"])
    add(g, "客厅纱帘拉开", one("lv4_sheer", "open"), ["name", "curtain"])
    add(g, "Sonos One播放", one("lv4_sonos", "play"), ["name", "english-label", "media"])
    add(g, "sonos暂停", one("lv4_sonos", "pause"), ["name", "english-label", "media"])
    add(g, "循环扇开", one("lv4_fan", "on"), ["name", "no-switch"])
    add(g, "循环扇关了吧", one("lv4_fan", "off"), ["name", "no-switch"])
    add(g, "4楼门锁锁上", one("lv4_lock", "lock"), ["name", "lock", "safety"])
    add(g, "主人房空调开", one("mb4_ac", "on"), ["name"])
    add(g, "卧室窗帘拉开", one("mb4_curtain", "open"), ["name", "curtain"])
    add(g, "乐乐的灯关掉", one("kid_l", "off"), ["name", "possessive"])
    add(g, "恐龙夜灯开开", one("kid_night", "on"), ["name", "kid"])
    add(g, "我的恐龙灯亮亮", one("kid_night", "on"), ["name", "kid", "partial-name"])
    add(g, "细仔房空调开", one("kid_ac", "on"), ["name", "room"])
    add(g, "故事机开", one("kid_story", "on", "play"), ["name", "media"])
    add(g, "小风扇开", one("kid_fan", "on"), ["name"])
    add(g, "4F燃气阀关掉", one("k4_gas", "close"), ["name", "gas", "safety"])
    add(g, "微波炉开始", one("k4_micro", "start"), ["name", "appliance", "unique-type"])
    add(g, "微波炉停一下", one("k4_micro", "pause_op", "stop_op"), ["name", "appliance"])
    # --- rooftop, no room ---
    add(g, "抽水泵开", one("rf_pump", "on"), ["name", "unique-type"])
    add(g, "水泵关了", one("rf_pump", "off"), ["name", "partial-name"])
    add(g, "浇花水阀开", one("rf_valve", "open"), ["name", "valve"])
    add(g, "浇花水阀关掉", one("rf_valve", "close"), ["name", "valve"])
    add(g, "天台灯开", one("rf_l", "on"), ["name", "room-alias"])
    add(g, "驱蚊器开一下", one("rf_mosq", "on"), ["name", "plug"])
    add(g, "智能插座关掉", one("nr_plug", "off"), ["name", "no-room", "default-label", "plug"])
    add(g, "电动车充电开", one("nr_ebike", "on"), ["name", "no-room", "plug"])
    add(g, "电车充电停了，充满了", one("nr_ebike", "off"), ["name", "no-room", "partial-name"])


def cases_room():
    g = "room"
    F1L = sel("light", floors=[1])
    add(g, "仓库的灯打开", one("wh_l", "on"), ["room", "type"])
    add(g, "仓库里乌麻麻，开火", one("wh_l", "on"), ["room", "type", "dialect"])
    add(g, "办公室的灯关掉", one("of_l", "off"), ["room", "type", "english-label"])
    add(g, "样品间的灯开一下", one(sel("light", rooms=["sp"]), "on"), ["room", "type", "room-multi"])
    add(g, "车间的灯开", one(sel("light", rooms=["ws"]), "on"), ["room", "type", "room-multi"])
    add(g, "车间2的灯关了", one(sel("light", rooms=["ws2"]), "off"), ["room", "type", "room-multi"])
    add(g, "楼梯口的灯开", one("st_l", "on"), ["room", "type"])
    add(g, "阿公阿嬷房的灯开", one(sel("light", rooms=["gp"]), "on"), ["room", "type", "room-multi", "kinship"])
    add(g, "阿公阿嬷房个火熄掉", one(sel("light", rooms=["gp"]), "off"), ["room", "type", "dialect", "kinship"])
    add(g, "二楼厨房的灯开", one("k2_l", "on"), ["room", "type", "relay-light", "floor"])
    add(g, "阿叔家厨房灯关", one("k4_l", "off"), ["room", "type", "relay-light", "kinship"])
    add(g, "3楼厨房的灯开一下", one("k3_l", "on"), ["room", "type"])
    add(g, "琪琪房的空调开", one("qq_ac", "on"), ["room", "type", "possessive"])
    add(g, "琪琪房的灯关了", one(sel("light", rooms=["qq"]), "off"), ["room", "type", "room-multi"])
    add(g, "细仔房空调关了", one("kid_ac", "off"), ["room", "type"])
    add(g, "细仔房的灯开", one(sel("light", rooms=["kid"]), "on"), ["room", "type", "room-multi"])
    add(g, "主人房窗帘拉开", one("mb4_curtain", "open"), ["room", "type", "curtain"])
    add(g, "4F主人房的灯调暗一点", one(sel("light", rooms=["mb4"]), "dim"), ["room", "type", "room-multi", "brightness"])
    add(g, "厝顶的灯开", one(sel("light", rooms=["roof"]), "on"), ["room", "type", "dialect", "room-multi"])
    add(g, "天台的灯关掉", one(sel("light", rooms=["roof"]), "off"), ["room", "type", "room-alias", "room-multi"])
    add(g, "楼顶的水泵开一下", one("rf_pump", "on"), ["room", "type", "room-alias"])
    add(g, "三楼阳台的灯开", one("bl3_l", "on"), ["room", "type"])
    add(g, "阳台灯关掉", one("bl3_l", "off"), ["room", "type", "unique-room"])
    add(g, "三楼客厅窗帘关上", one("lv3_curtain", "close"), ["room", "type", "duplicate-label", "curtain"])
    add(g, "三楼客厅的电视开", one("lv3_tv", "on"), ["room", "type", "english-label"])
    add(g, "三楼客厅的灯开", one(sel("light", rooms=["lv3"]), "on"), ["room", "type", "room-multi"])
    add(g, "阿叔家客厅的空调开", one("lv4_ac", "on"), ["room", "type", "kinship"])
    add(g, "阿叔家客厅的电视关了", one("lv4_tv", "off"), ["room", "type", "kinship"])
    add(g, "车间的空调开", one("ws_ac", "on"), ["room", "type", "exact-room"])
    add(g, "车间2的空调关掉", one("ws2_ac", "off"), ["room", "type"])
    add(g, "办公室的空调开一下", one("of_ac", "on"), ["room", "type"])
    add(g, "3F-主卧的空调开", one("mb3_ac", "on"), ["room", "type"])
    add(g, "3F主卧的窗帘拉开", one("mb3_curtain", "open"), ["room", "type", "curtain"])
    add(g, "二楼卫生间的浴霸开", one("b2_heater", "on"), ["room", "type", "floor"])
    add(g, "三楼卫生间的浴霸关掉", one("b3_heater", "off"), ["room", "type", "floor"])
    add(g, "4楼洗手间的排气扇开", one("b4_ex", "on"), ["room", "type", "duplicate-label"])
    add(g, "三楼卫生间排气扇关了", one("b3_ex", "off"), ["room", "type", "duplicate-label"])
    add(g, "车间的排气扇开一个", one(["ws_ex1", "ws_ex2"], "on"), ["room", "type", "count"])
    add(g, "车间的摄像头睇一下", one("ws_cam", "*"), ["room", "type", "state", "camera", "dialect"])
    add(g, "仓库的抽湿机关掉", one("wh_dh", "off"), ["room", "type", "dialect"])
    add(g, "样品间的除湿机开着", one("sp_dh", "on"), ["room", "type"])
    add(g, "主人房的抽湿机开", one("mb4_dh", "on"), ["room", "type"])
    add(g, "办公室的茶炉开", one("of_tea", "on"), ["room", "type"])
    add(g, "神厅的茶炉开起来，食茶", one("sh_kettle", "on"), ["room", "type", "dialect"])
    add(g, "二楼的茶炉关掉", one("sh_kettle", "off"), ["floor", "type"])
    # floor + a type the floor has once
    add(g, "二楼的电视开", one("sh_tv", "on"), ["floor", "type"])
    add(g, "三楼的电视关掉", one("lv3_tv", "off"), ["floor", "type"])
    add(g, "四楼电视开一下", one("lv4_tv", "on"), ["floor", "type"])
    add(g, "二楼的热水器开", one("b2_wh", "on"), ["floor", "type", "relay"])
    add(g, "四楼热水器关了", one("b4_wh", "off"), ["floor", "type", "no-switch"])
    add(g, "三楼的洗衣机开始洗", one("bl3_washer", "start"), ["floor", "type", "appliance"])
    add(g, "厝顶的洗衣机开", one("rf_washer", "on"), ["room", "type", "appliance", "dialect"])
    add(g, "天台的洗衣机暂停", one("rf_washer", "pause_op"), ["room", "type", "appliance", "room-alias"])
    add(g, "二楼的油烟机开", one("k2_hood", "on"), ["floor", "type", "no-switch"])
    add(g, "四楼油烟机关掉", one("k4_hood", "off"), ["floor", "type", "no-switch"])
    add(g, "三楼的煤气阀关掉", one("k3_gas", "close"), ["floor", "type", "gas", "safety"])
    add(g, "阿叔家的煤气阀关好", one("k4_gas", "close"), ["kinship", "type", "gas", "safety"])
    add(g, "二楼的净化器开", one("sh_pur", "on"), ["floor", "type", "no-switch"])
    add(g, "四楼的净化器关了", one("lv4_pur", "off"), ["floor", "type", "no-switch"])
    add(g, "三楼的冰箱调成速冻", one("k3_fridge", "setmode"), ["floor", "type", "duplicate-label", "appliance"])
    add(g, "二楼的冰箱调节能模式", one("k2_fridge", "setmode"), ["floor", "type", "appliance"])
    add(g, "四楼的燃气报警器静音", one("k4_alarm", "mute"), ["floor", "type", "duplicate-label", "safety"])
    add(g, "二楼燃气报警器叫个不停，关掉声音", one("k2_alarm", "mute"), ["floor", "type", "duplicate-label", "safety"])
    add(g, "一楼门口的摄像头睇下", one("st_cam", "*"), ["floor", "type", "camera", "state", "dialect"])


def cases_duplicate():
    g = "dup"
    add(g, "三楼的客厅灯开", one("lv3_l", "on"), ["duplicate-label", "floor"])
    add(g, "四楼客厅灯关掉", one("lv4_l", "off"), ["duplicate-label", "floor"])
    add(g, "阿叔家的客厅灯调亮一点", one("lv4_l", "dim"), ["duplicate-label", "kinship", "brightness"])
    add(g, "三楼客厅个客厅灯熄掉", one("lv3_l", "off"), ["duplicate-label", "room", "dialect"])
    add(g, "3F主卧的大灯开", one("mb3_l", "on"), ["duplicate-label", "room"])
    add(g, "主人房的大灯关", one("mb4_l", "off"), ["duplicate-label", "room"])
    add(g, "四楼大灯开一下", one("mb4_l", "on"), ["duplicate-label", "floor"])
    add(g, "三楼的大灯关掉", one("mb3_l", "off"), ["duplicate-label", "floor"])
    add(g, "三楼床头灯开", one("mb3_bed", "on"), ["duplicate-label", "floor"])
    add(g, "四楼主人房床头灯调暗", one("mb4_bed", "dim"), ["duplicate-label", "room", "brightness"])
    add(g, "3F-主卧床头灯关", one("mb3_bed", "off"), ["duplicate-label", "room"])
    add(g, "琪琪房的房间灯开", one("qq_l", "on"), ["duplicate-label", "room"])
    add(g, "阿公阿嬷房的房间灯关了", one("gp_l", "off"), ["duplicate-label", "room", "kinship"])
    add(g, "二楼房间灯开", one("gp_l", "on"), ["duplicate-label", "floor"])
    add(g, "3楼的房间灯关掉", one("qq_l", "off"), ["duplicate-label", "floor"])
    add(g, "2楼厨房灯开", one("k2_l", "on"), ["duplicate-label", "floor", "relay-light"])
    add(g, "四楼厨房灯关掉", one("k4_l", "off"), ["duplicate-label", "floor", "relay-light"])
    add(g, "三楼卫生间镜前灯开", one("b3_mirror", "on"), ["duplicate-label", "room"])
    add(g, "4楼洗手间的镜前灯关掉", one("b4_mirror", "off"), ["duplicate-label", "room"])
    add(g, "四楼镜前灯开", one("b4_mirror", "on"), ["duplicate-label", "floor"])
    add(g, "三楼排气扇开", one("b3_ex", "on"), ["duplicate-label", "floor"])
    add(g, "四楼的排气扇关掉", one("b4_ex", "off"), ["duplicate-label", "floor"])
    add(g, "三楼客厅窗帘开一半", one("lv3_curtain", "shade"), ["duplicate-label", "room", "curtain-position"])
    add(g, "阿叔家客厅窗帘拉上", one("lv4_curtain", "close"), ["duplicate-label", "room", "kinship"])
    add(g, "四楼的客厅窗帘拉开", one("lv4_curtain", "open"), ["duplicate-label", "floor"])
    add(g, "阿叔家的冰箱调成速冻", one("k4_fridge", "setmode"), ["duplicate-label", "kinship", "appliance"])
    add(g, "3楼冰箱换节能模式", one("k3_fridge", "setmode"), ["duplicate-label", "floor", "appliance"])
    add(g, "三楼燃气报警静音", one("k3_alarm", "mute"), ["partial-name", "floor", "safety"])
    add(g, "阿叔家厨房个燃气报警器惦惦", one("k4_alarm", "mute"), ["duplicate-label", "room", "dialect", "safety"])
    add(g, "二楼厨房的燃气报警器别叫了", one("k2_alarm", "mute"), ["duplicate-label", "room", "safety"])


def cases_values():
    # --- brightness ---
    g = "level"
    add(g, "2F厅灯调到60%", one("sh_l", "level"), ["brightness", "value"])
    add(g, "Office Light亮度调到百分之八十", one("of_l", "level"), ["brightness", "value", "number-zh", "english-label"])
    add(g, "筒灯调暗一点", one("lv3_down", "dim"), ["brightness", "relative"])
    add(g, "射灯2亮度30", one("sp_spot2", "level"), ["brightness", "value", "numbered"])
    add(g, "展示柜灯带调到最亮", one("sp_strip", "dim"), ["brightness", "relative"])
    add(g, "楼梯灯亮度调到20", one("st_l", "level"), ["brightness", "value"])
    add(g, "二楼夜灯暗一点", one("gp_night", "dim"), ["brightness", "relative"])
    add(g, "乐乐的灯调暗些，伊要困了", one("kid_l", "dim"), ["brightness", "relative", "dialect"])
    add(g, "化妆镜灯亮一点", one("mb3_mirror", "dim"), ["brightness", "relative", "relay-light"])
    add(g, "书桌台灯调到七十", one("qq_desk", "level"), ["brightness", "value", "number-zh"])
    add(g, "三楼主卧床头灯调到10%", one("mb3_bed", "level"), ["brightness", "value", "duplicate-label"])
    add(g, "三楼卫生间镜前灯调到一半", one("b3_mirror", "level"), ["brightness", "value", "duplicate-label"])
    add(g, "恐龙夜灯调到最暗", one("kid_night", "dim"), ["brightness", "relative", "kid"])
    add(g, "Hue调亮一点", one("qq_hue", "dim"), ["brightness", "relative", "english-label", "teen"])
    add(g, "电视墙灯带亮度调到四成", one("lv4_strip", "level"), ["brightness", "value", "number-zh"])
    add(g, "四楼大灯亮度50", one("mb4_l", "level"), ["brightness", "value", "duplicate-label"])
    add(g, "三楼客厅灯调暗", one("lv3_l", "dim"), ["brightness", "relative", "duplicate-label"])
    add(g, "射灯1再亮一点，客户要睇样品", one("sp_spot1", "dim"), ["brightness", "relative", "dialect"])
    add(g, "2F厅灯太光了，暗一点", one("sh_l", "dim"), ["brightness", "relative", "dialect"])
    add(g, "主人房的床头灯亮度调到百分之三十", one("mb4_bed", "level"), ["brightness", "value", "number-zh", "duplicate-label"])
    add(g, "乐乐的灯亮度调到100", one("kid_l", "level"), ["brightness", "value"])
    add(g, "琪琪房间灯调到40%", one("qq_l", "level"), ["brightness", "value", "duplicate-label"])
    add(g, "二楼夜灯调到5%", one("gp_night", "level"), ["brightness", "value"])
    add(g, "Office Light dim一点", one("of_l", "dim"), ["brightness", "relative", "code-mixed"])
    add(g, "3F主卧大灯调亮些", one("mb3_l", "dim"), ["brightness", "relative", "duplicate-label"])
    # --- colour temperature ---
    g = "ct"
    add(g, "2F厅灯调成暖光", one("sh_l", "ct"), ["colortemp", "named-white"])
    add(g, "三楼主卧大灯色温调到4000K", one("mb3_l", "ct"), ["colortemp", "value", "duplicate-label"])
    add(g, "三楼客厅灯冷一点", one("lv3_l", "ctstep"), ["colortemp", "relative", "duplicate-label"])
    add(g, "射灯1调成自然光", one("sp_spot1", "ct"), ["colortemp", "named-white"])
    add(g, "射灯2调白一点", one("sp_spot2", "ctstep"), ["colortemp", "relative"])
    add(g, "Hue调暖一点", one("qq_hue", "ctstep"), ["colortemp", "relative", "english-label"])
    add(g, "主人房床头灯暖黄一点", one("mb4_bed", "ctstep"), ["colortemp", "relative", "duplicate-label"])
    add(g, "琪琪房的房间灯调成白光，要写作业", one("qq_l", "ct"), ["colortemp", "named-white", "duplicate-label"])
    add(g, "乐乐的灯换成暖光", one("kid_l", "ct"), ["colortemp", "named-white"])
    add(g, "电视墙灯带色温3000", one("lv4_strip", "ct"), ["colortemp", "value"])
    add(g, "四楼大灯色温调到5000K", one("mb4_l", "ct"), ["colortemp", "value", "duplicate-label"])
    add(g, "三楼大灯调到2700K", one("mb3_l", "ct"), ["colortemp", "value", "duplicate-label"])
    add(g, "风暖浴霸的灯调成暖光", one("b3_heater", "ct"), ["colortemp", "named-white"])
    add(g, "展示柜灯带调成冷白光", one("sp_strip", "ct"), ["colortemp", "named-white"])
    add(g, "三楼床头灯色温暖一点", one("mb3_bed", "ctstep"), ["colortemp", "relative", "duplicate-label"])
    add(g, "阿叔家客厅灯色温调到六千五", one("lv4_l", "ct"), ["colortemp", "value", "number-zh", "duplicate-label"])
    add(g, "2F厅灯色温调高点，太黄了", one("sh_l", "ctstep"), ["colortemp", "relative"])
    # --- colour ---
    g = "color"
    add(g, "恐龙夜灯调成蓝色", one("kid_night", "color"), ["color"])
    add(g, "恐龙灯变绿色！", one("kid_night", "color"), ["color", "kid", "partial-name"])
    add(g, "乐乐的灯变红色", one("kid_l", "color"), ["color"])
    add(g, "Hue color lamp 1 调成粉红色", one("qq_hue", "color"), ["color", "english-label"])
    add(g, "把hue换成purple", one("qq_hue", "color"), ["color", "code-mixed", "teen"])
    add(g, "展示柜灯带换红色，客户要来睇货", one("sp_strip", "color"), ["color", "dialect", "workshop"])
    add(g, "电视墙灯带调紫色", one("lv4_strip", "color"), ["color"])
    add(g, "三楼客厅灯调成黄色", one("lv3_l", "color"), ["color", "duplicate-label"])
    add(g, "阿叔家客厅灯换成蓝色的", one("lv4_l", "color"), ["color", "duplicate-label", "kinship"])
    add(g, "灯带（电视墙）调成橙色", one("lv4_strip", "color"), ["color", "word-order", "fullwidth"])
    add(g, "样品间灯带调成金黄色", one("sp_strip", "color"), ["color", "partial-name"])
    add(g, "乐乐的灯调成彩虹色", clar(["kid_l"], "color"), ["color", "missing-value"])
    add(g, "2F厅灯变红色", clar(["sh_l"]), ["color", "unsupported"])


def cases_climate():
    g = "ac"
    add(g, "车间空调调到26度", one("ws_ac", "temp"), ["setpoint", "value"])
    add(g, "车间2空调调到27度", one("ws2_ac", "temp"), ["setpoint", "value", "heating-setpoint-only"])
    add(g, "阿公房空调开到28度", one("gp_ac", "temp"), ["setpoint", "value", "typo-label"])
    add(g, "阿公房空凋调到廿七度", one("gp_ac", "temp"), ["setpoint", "value", "number-zh", "dialect", "typo-label"])
    add(g, "琪琪空调调低两度", one("qq_ac", "temp"), ["setpoint", "relative"])
    add(g, "二楼柜机温度高一点，阿嬷嫌冷", one("sh_ac", "temp"), ["setpoint", "relative"])
    add(g, "美的空调调到二十五度", one("lv4_ac", "temp"), ["setpoint", "value", "number-zh", "brand-label"])
    add(g, "办公室空调24度", one("of_ac", "temp"), ["setpoint", "value", "no-verb"])
    add(g, "三楼客厅空调温度调到26", one("lv3_ac", "temp"), ["setpoint", "value"])
    add(g, "主人房空调调高一度", one("mb4_ac", "temp"), ["setpoint", "relative"])
    add(g, "细仔房空调调到26度", one("kid_ac", "temp"), ["setpoint", "value", "heating-setpoint-only"])
    add(g, "3F主卧空调设成27度", one("mb3_ac", "temp"), ["setpoint", "value"])
    add(g, "车间空调制冷，调到25度", [one("ws_ac", "cool"), one("ws_ac", "cool_sp")], ["ac-mode", "setpoint", "two-actions"])
    add(g, "美的空调制冷24度", [one("lv4_ac", "cool"), one("lv4_ac", "cool_sp")], ["ac-mode", "setpoint", "two-actions", "brand-label"])
    add(g, "主人房空调除湿", one("mb4_ac", "dry"), ["ac-mode"])
    add(g, "阿公房空凋开抽湿", one("gp_ac", "dry"), ["ac-mode", "dialect", "typo-label"])
    add(g, "二楼柜机开制热", one("sh_ac", "heat"), ["ac-mode"])
    add(g, "3F主卧空调调成自动", one("mb3_ac", "auto"), ["ac-mode"])
    add(g, "琪琪空调送风就好", one("qq_ac", "fanonly"), ["ac-mode"])
    add(g, "车间2空调换制冷模式", one("ws2_ac", "cool"), ["ac-mode"])
    add(g, "细仔房空调调成除湿", one("kid_ac", "dry"), ["ac-mode"])
    add(g, "办公室空调制冷", one("of_ac", "cool"), ["ac-mode"])
    add(g, "三楼客厅空调调成睡眠风", one("lv3_ac", "wind"), ["wind-mode"])
    add(g, "车间空调开自然风", one("ws_ac", "wind"), ["wind-mode"])
    add(g, "二楼柜机睡眠风", one("sh_ac", "wind"), ["wind-mode", "no-verb"])
    add(g, "车间空调风开到最大", one("ws_ac", "fan"), ["fan-speed"])
    add(g, "办公室空调风小一点", one("of_ac", "fan"), ["fan-speed", "relative"])
    add(g, "美的空调风速中档", one("lv4_ac", "fan"), ["fan-speed", "brand-label"])
    add(g, "阿公房空凋风速调低", one("gp_ac", "fan"), ["fan-speed", "typo-label"])
    add(g, "主人房空调风速自动", one("mb4_ac", "fan"), ["fan-speed"])
    add(g, "细仔房空调风开小，乐乐会着凉", one("kid_ac", "fan"), ["fan-speed", "relative"])
    add(g, "琪琪空调风速调到高档", one("qq_ac", "fan"), ["fan-speed"])
    add(g, "三楼客厅空调温度降两度，风大一点",
        [one("lv3_ac", "temp"), one("lv3_ac", "fan")], ["setpoint", "fan-speed", "two-actions", "relative"])
    add(g, "阿公房空凋调到35度", clar(["gp_ac"], "temp"), ["setpoint", "out-of-range"])
    add(g, "细仔房空调开到十度", clar(["kid_ac"], "temp"), ["setpoint", "out-of-range", "number-zh"])
    add(g, "车间空调调个温度", clar(["ws_ac"], "temp"), ["setpoint", "missing-value"])
    add(g, "美的空调调一下", clar(["lv4_ac"]), ["missing-value", "vague"])
    # --- fans, purifiers, hoods, bath heater ---
    g = "fan"
    add(g, "车间大风扇开到三档", one("ws_fan", "fan"), ["fan-speed", "value"])
    add(g, "车间大风扇开最大", one("ws_fan", "fan"), ["fan-speed"])
    add(g, "吊扇调到最大", one("sh_fan", "fan"), ["fan-speed"])
    add(g, "吊扇慢一点", one("sh_fan", "fan"), ["fan-speed", "relative"])
    add(g, "落地扇摇头", one("gp_fan", "swing"), ["oscillation", "no-switch"])
    add(g, "落地扇风小一点", one("gp_fan", "fan"), ["fan-speed", "relative", "no-switch"])
    add(g, "循环扇开自然风", one("lv4_fan", "wind"), ["wind-mode", "no-switch"])
    add(g, "循环扇左右摆", one("lv4_fan", "swing"), ["oscillation", "no-switch"])
    add(g, "循环扇风速调到60%", one("lv4_fan", "main-fanSpeedPercent-setPercent"), ["fan-speed", "value", "no-switch"])
    add(g, "小风扇开一档", one("kid_fan", "fan", "on"), ["fan-speed", "value"])
    add(g, "小风扇开大大", one("kid_fan", "fan"), ["fan-speed", "kid"])
    add(g, "四楼净化器调到睡眠模式", one("lv4_pur", "purmode"), ["purifier-mode", "floor"])
    add(g, "二楼的空气净化器开自动", one("sh_pur", "purmode"), ["purifier-mode", "floor"])
    add(g, "四楼净化器风量调到50%", one("lv4_pur", "main-fanSpeedPercent-setPercent"), ["fan-speed", "value", "floor"])
    add(g, "神厅净化器开到最大，香烟太重", one("sh_pur", "fan"), ["fan-speed", "room", "need"])
    add(g, "四楼的油烟机开大档", one("k4_hood", "fan"), ["fan-speed", "floor"])
    add(g, "抽油烟机调低", one("k2_hood", "fan"), ["fan-speed", "relative"])
    add(g, "3F油烟机开到最大", one("k3_hood", "fan"), ["fan-speed"])
    add(g, "3F油烟机换成自然风", one("k3_hood", "wind"), ["wind-mode"])
    add(g, "风暖浴霸风速调到高档", one("b3_heater", "main-fanMode-setFanMode"), ["fan-speed"])
    add(g, "风暖浴霸摆风", one("b3_heater", "swing"), ["oscillation"])
    add(g, "风暖浴霸调到38度", one("b3_heater", "heat_sp"), ["setpoint", "value"])
    add(g, "风暖浴霸换成干燥模式", one("b3_heater", "dry"), ["ac-mode"])
    # --- water heaters ---
    g = "water"
    add(g, "3F热水器调到45度", one("b3_wh", "heat_sp"), ["water-heater", "setpoint", "value"])
    add(g, "四楼热水器调到50度", one("b4_wh", "heat_sp"), ["water-heater", "setpoint", "value"])
    add(g, "4楼洗手间的热水器温度调高点", one("b4_wh", "heat_sp"), ["water-heater", "setpoint", "relative"])
    add(g, "三楼热水器水温调到四十二", one("b3_wh", "heat_sp"), ["water-heater", "setpoint", "number-zh"])
    add(g, "3F热水器调到90度", clar(["b3_wh"], "heat_sp"), ["water-heater", "out-of-range"])
    add(g, "2F热水器调到50度", clar(["b2_wh"]), ["water-heater", "unsupported", "relay"])
    add(g, "四楼热水器换个模式", clar(["b4_wh"], "setmode"), ["water-heater", "missing-value"])


def cases_cover():
    g = "cover"
    add(g, "遮光帘拉一半", one("mb3_curtain", "shade"), ["curtain-position", "value"])
    add(g, "卧室窗帘开到30%", one("mb4_curtain", "shade"), ["curtain-position", "value"])
    add(g, "客厅纱帘关一点", one("lv4_sheer", "shadestep"), ["curtain-position", "relative"])
    add(g, "阿公阿嬷房的窗帘拉开", one("gp_curtain", "open"), ["curtain", "room", "type-word-label"])
    add(g, "阿嬷房窗帘关起来，日头太猛", one("gp_curtain", "close"), ["curtain", "room-alias", "dialect"])
    add(g, "三楼客厅窗帘停", one("lv3_curtain", "stopmove"), ["curtain", "duplicate-label"])
    add(g, "阿叔家客厅窗帘开到常用位置", one("lv4_curtain", "preset"), ["curtain-position", "duplicate-label"])
    add(g, "遮光帘再拉开一点", one("mb3_curtain", "shadestep"), ["curtain-position", "relative"])
    add(g, "卧室窗帘停一下", one("mb4_curtain", "stopmove"), ["curtain"])
    add(g, "客厅纱帘开到百分之七十", one("lv4_sheer", "shade"), ["curtain-position", "value", "number-zh"])
    add(g, "主人房窗帘留条缝", one("mb4_curtain", "shadestep"), ["curtain-position", "vague-value"])
    add(g, "3F主卧遮光帘全关", one("mb3_curtain", "close", "main-windowShadeLevel-setShadeLevel"), ["curtain"])
    add(g, "四楼客厅纱帘停住", one("lv4_sheer", "stopmove"), ["curtain", "floor"])
    add(g, "卷闸门开一半", clar(["ws_door"]), ["door", "unsupported"])


def cases_media():
    g = "media"
    add(g, "念佛机大声点，阿嬷听无", one("sh_chant", "volup"), ["volume", "relative", "dialect"])
    add(g, "念佛机惦惦", one("sh_chant", "mute", "pause"), ["volume", "dialect"])
    add(g, "念佛机放下一首经", one("sh_chant", "next"), ["track"])
    add(g, "念佛机音量调到二十", one("sh_chant", "vol"), ["volume", "value", "number-zh"])
    add(g, "Soundbar音量调到30", one("lv3_sb", "vol"), ["volume", "value", "english-label"])
    add(g, "Soundbar静音", one("lv3_sb", "mute"), ["volume", "english-label"])
    add(g, "回音壁声音小一点", one("lv3_sb", "voldown"), ["volume", "relative", "synonym"])
    add(g, "Sonos下一首", one("lv4_sonos", "next"), ["track", "english-label"])
    add(g, "Sonos One上一首", one("lv4_sonos", "prev"), ["track", "english-label"])
    add(g, "麻烦把Sonos的音量调到15", one("lv4_sonos", "vol"), ["volume", "value", "polite"])
    add(g, "Sonos播放收藏的电台", one("lv4_sonos", "presetplay"), ["preset"])
    add(g, "蓝牙音箱声音小点", one("qq_spk", "voldown"), ["volume", "relative"])
    add(g, "音箱next一下", one("qq_spk", "next"), ["track", "code-mixed", "teen", "speaker-context"],
        history=["蓝牙音箱放歌"])
    add(g, "蓝牙音箱取消静音", one("qq_spk", "unmute"), ["volume"])
    add(g, "故事机讲故事", one("kid_story", "play"), ["kid"])
    add(g, "故事机换下一个", one("kid_story", "next"), ["track", "kid"])
    add(g, "故事机音量调到20", one("kid_story", "vol"), ["volume", "value"])
    add(g, "故事机播放第一个收藏", one("kid_story", "presetplay"), ["preset"])
    add(g, "故事机停", one("kid_story", "stop"), ["kid"])
    add(g, "2F电视暂停", one("sh_tv", "pause"), ["tv"])
    add(g, "2F电视继续播", one("sh_tv", "play"), ["tv"])
    add(g, "2F电视换下一集", one("sh_tv", "next"), ["tv", "track"])
    add(g, "三楼电视快进", one("lv3_tv", "ff"), ["tv", "floor"])
    add(g, "Samsung电视关掉", one("lv3_tv", "off"), ["tv", "english-label", "partial-name"])
    add(g, "三星电视开", one("lv3_tv", "on"), ["tv", "translated-name"])
    add(g, "四楼电视返回主页", one("lv4_tv", "key"), ["tv", "keypad", "floor"])
    add(g, "客厅电视按确定", clar(["lv3_tv", "lv4_tv"], "key"), ["tv", "keypad", "two-living-rooms"])
    add(g, "阿叔家电视往下翻", one("lv4_tv", "key"), ["tv", "keypad", "kinship"])
    add(g, "四楼电视快退一点", one("lv4_tv", "rew"), ["tv", "floor"])
    add(g, "2F电视停止播放", one("sh_tv", "stop"), ["tv"])
    add(g, "2F电视声音大一点", clar(["sh_tv"]), ["tv", "volume", "unsupported"])


def cases_appliance():
    g = "appl"
    add(g, "滚筒洗衣机洗快洗模式", one("bl3_washer", "setmode"), ["appliance", "mode"])
    add(g, "滚筒洗衣机暂停", one("bl3_washer", "pause_op"), ["appliance"])
    add(g, "滚筒洗衣机多漂一次", one("bl3_washer", "rinse"), ["appliance"])
    add(g, "滚筒洗衣机脱水转速调高", one("bl3_washer", "spin"), ["appliance"])
    add(g, "滚筒洗衣机水温调到40度", one("bl3_washer", "templevel"), ["appliance", "value"])
    add(g, "滚筒洗衣机继续洗", one("bl3_washer", "resume"), ["appliance"])
    add(g, "厝顶洗衣机开始洗", one("rf_washer", "start"), ["appliance", "dialect"])
    add(g, "天台洗衣机漂洗调成最多", one("rf_washer", "rinse"), ["appliance", "room-alias"])
    add(g, "天台洗衣机停掉", one("rf_washer", "stop_op", "off"), ["appliance", "room-alias"])
    add(g, "烘干机停了", one("bl3_dryer", "stop_op", "off"), ["appliance"])
    add(g, "烘干机继续", one("bl3_dryer", "resume"), ["appliance"])
    add(g, "烘干机调成低温烘", one("bl3_dryer", "setmode"), ["appliance", "mode"])
    add(g, "洗碗机暂停", one("k3_dish", "pause_op"), ["appliance"])
    add(g, "洗碗机换强力洗", one("k3_dish", "setmode"), ["appliance", "mode"])
    add(g, "洗碗机关掉", one("k3_dish", "off"), ["appliance"])
    add(g, "微波炉热两分钟", one("k4_micro", "cooktime", "start"), ["appliance", "value"])
    add(g, "微波炉解冻模式", one("k4_micro", "setmode"), ["appliance", "mode", "no-verb"])
    add(g, "微波炉继续", one("k4_micro", "resume"), ["appliance"])
    add(g, "扫地机器人回去充电", one("lv3_robot", "home"), ["appliance"])
    add(g, "扫地机暂停一下，乐乐在地上玩", one("lv3_robot", "pause_op"), ["appliance"])
    add(g, "扫地机器人换拖地模式", one("lv3_robot", "setmode"), ["appliance", "mode"])
    add(g, "老冰箱调到节能模式", one("k2_fridge", "setmode"), ["appliance", "mode"])
    add(g, "老冰箱速冻", one("k2_fridge", "setmode"), ["appliance", "mode", "no-verb"])
    g = "water2"
    add(g, "厝顶浇花", one("rf_valve", "open"), ["valve", "need", "dialect"])
    add(g, "花要淋水了", one("rf_valve", "open"), ["valve", "need", "dialect"])
    add(g, "天台浇花的水关掉", one("rf_valve", "close"), ["valve", "room-alias"])
    add(g, "水塔无水了，抽水泵开起来", one("rf_pump", "on"), ["pump", "dialect"])
    add(g, "水塔抽满了，水泵停", one("rf_pump", "off"), ["pump"])
    add(g, "厝顶水泵开一下", one("rf_pump", "on"), ["pump", "dialect"])


def cases_state():
    g = "state"
    add(g, "车间现在几度", one(["ws_th", "ws_ac"], "*"), ["state", "temperature", "room"])
    add(g, "仓库湿度多少", one("wh_th", "*"), ["state", "humidity", "room"])
    add(g, "样品间潮不潮", one("sp_th", "*"), ["state", "humidity", "room"])
    add(g, "阿嬷房几度", one(["gp_th", "gp_ac"], "*"), ["state", "temperature", "room-alias"])
    add(g, "大门锁了没", one("st_lock", "*"), ["state", "lock"])
    add(g, "车间门锁好了吗", one("ws_lock", "*"), ["state", "lock"])
    add(g, "卷闸门关了没有", one("ws_door", "*"), ["state", "door"])
    add(g, "仓库有没有进水", one("wh_leak", "*"), ["state", "leak"])
    add(g, "二楼卫生间漏水无", one("b2_leak", "*"), ["state", "leak", "dialect"])
    add(g, "神灯开着无", one("sh_shen", "*"), ["state", "altar", "dialect"])
    add(g, "焊台-3关了没", one("ws_sd3", "*"), ["state", "plug"])
    add(g, "三楼客厅温度多少", one(["lv3_th", "lv3_ac"], "*"), ["state", "temperature"])
    add(g, "四楼客厅湿度几多", one("lv4_th", "*"), ["state", "humidity", "kinship-floor"])
    add(g, "3F热水器水温几度", one("b3_wh", "*"), ["state", "water-heater"])
    add(g, "三楼热水器烧好了吗", one("b3_wh", "*"), ["state", "water-heater"])
    add(g, "滚筒洗衣机洗完了吗", one("bl3_washer", "*"), ["state", "appliance"])
    add(g, "烘干机还有多久", one("bl3_dryer", "*"), ["state", "appliance"])
    add(g, "门口摄像头有拍到人吗", one("st_cam", "*"), ["state", "camera"])
    add(g, "乐乐困了没，睇下宝宝监控", one("kid_cam", "*"), ["state", "camera", "dialect"])
    add(g, "车间摄像头有人走动吗", one("ws_cam", "*"), ["state", "camera"])
    add(g, "厝内有地方漏水无", one(sel(where=lambda k: CAT[k] == "LeakSensor"), "*"),
        ["state", "leak", "dialect", "whole-house"])
    add(g, "燃气有没有漏", one(sel("gasalarm"), "*"), ["state", "gas", "whole-house"])
    add(g, "Aqara那个温湿度计读数多少", one("nr_th", "*"), ["state", "no-room", "unlabelled"])
    add(g, "二楼空气好不好", one("sh_pur", "*"), ["state", "air-quality", "floor"])
    add(g, "二楼空气净化器现在什么档", one("sh_pur", "*"), ["state", "purifier", "floor"])
    add(g, "扫地机器人在扫吗", one("lv3_robot", "*"), ["state", "appliance"])
    add(g, "老冰箱门关好没", one("k2_fridge", "*"), ["state", "appliance"])
    add(g, "电动车充好电没", one("nr_ebike", "*"), ["state", "no-room"])
    add(g, "四楼门锁锁了吗", one("lv4_lock", "*"), ["state", "lock"])
    add(g, "琪琪空调开着没", one("qq_ac", "*"), ["state"])
    add(g, "美的空调现在设几度", one("lv4_ac", "*"), ["state", "setpoint", "brand-label"])
    add(g, "洗手间有没有水漫出来", one("b4_leak", "*"), ["state", "leak", "room-alias"])
    add(g, "样品间的除湿机开着吗", one("sp_dh", "*"), ["state", "plug"])
    add(g, "烘箱还在烘吗", one("ws2_oven", "*"), ["state", "plug"])
    add(g, "念佛机在放无", one("sh_chant", "*"), ["state", "media", "dialect"])
    add(g, "4F温湿度计显示多少", one("lv4_th", "*"), ["state", "name"])
    add(g, "楼梯有人走动吗", one("st_l", "*"), ["state", "motion"])
    add(g, "阿公阿嬷房夜灯有感应到人吗", one("gp_night", "*"), ["state", "motion"])
    add(g, "车间烟感有报警吗", one("ws_smoke", "*"), ["state", "smoke", "no-commands"])
    add(g, "三楼湿度多少", one(["lv3_th"], "*"), ["state", "humidity", "floor"])
    add(g, "焊台-2耗了多少电", one("ws_sd2", "*"), ["state", "energy"])
    add(g, "仓库后面有没有积水", one("wh_leak", "*"), ["state", "leak"])
    add(g, "阿嬷房湿度", one("gp_th", "*"), ["state", "humidity", "no-verb"])
    # state questions that cannot tell which device
    add(g, "温度几多", clar(sel("temp")), ["state", "temperature", "no-place"])
    add(g, "洗衣机洗好了没", clar(sel("washer")), ["state", "appliance", "two-floors"])
    add(g, "冰箱门关好没", clar(sel("fridge")), ["state", "appliance", "duplicate-label"])
    add(g, "摄像头睇一下", clar(sel("camera")), ["state", "camera", "dialect"])
    add(g, "门锁了没", clar(sel("lock")), ["state", "lock"])


def cases_need():
    g = "need"
    add(g, "车间热死人", one(["ws_ac", "ws_fan"], "on", "cool", "cool_sp", "fan"), ["need", "room", "dialect"])
    add(g, "车间好闷，透透气", one(["ws_ex1", "ws_ex2"], "on"), ["need", "room"])
    add(g, "车间里焊锡烟好大", one(["ws_ex1", "ws_ex2"], "on"), ["need", "room", "workshop"])
    add(g, "车间2味道好重，抽下风", one("ws2_ex", "on"), ["need", "room"])
    add(g, "回南天了，仓库好潮", one("wh_dh", "on"), ["need", "room", "humidity"])
    add(g, "样品间返潮了，样品会发霉", one("sp_dh", "on"), ["need", "room", "humidity"])
    add(g, "阿公阿嬷房好寒", one("gp_ac", "heat", "heat_sp", "on"), ["need", "room", "dialect", "cold"])
    add(g, "神厅乌麻麻", one("sh_l", "on"), ["need", "room", "dialect", "dark"])
    add(g, "楼梯好乌，开火", one("st_l", "on"), ["need", "room", "dialect", "dark"])
    add(g, "琪琪房太亮了，刺眼", one(sel("light", rooms=["qq"]), "dim", "off"), ["need", "room", "bright"])
    add(g, "主人房太晒了", one("mb4_curtain", "close", "shadestep"), ["need", "room", "sun"])
    add(g, "三楼客厅好热", one("lv3_ac", "on", "cool", "cool_sp"), ["need", "room"])
    add(g, "四楼客厅空气不好", one("lv4_pur", "on", "fan"), ["need", "room", "air"])
    add(g, "拜老爷烧香，神厅烟好大", one("sh_pur", "on", "fan"), ["need", "room", "altar"])
    add(g, "细仔房好热，乐乐困唔去", one(["kid_ac", "kid_fan"], "on", "cool", "cool_sp", "fan"),
        ["need", "room", "dialect"])
    add(g, "阿叔家厨房油烟好大", one("k4_hood", "on", "fan"), ["need", "room", "kinship"])
    add(g, "二楼卫生间好冷，阿嬷要洗身", one("b2_heater", "on"), ["need", "room", "dialect", "cold"])
    add(g, "三楼卫生间好寒，开暖风", one("b3_heater", "on", "heat_sp"), ["need", "room", "cold"])
    add(g, "衣服还湿湿，帮忙烘一下", one("bl3_dryer", "on", "start"), ["need", "unique-type", "dialect"])
    add(g, "厝顶蚊好多", one("rf_mosq", "on"), ["need", "room", "dialect"])
    add(g, "神厅烧水食茶", one("sh_kettle", "on"), ["need", "room", "dialect", "tea"])
    add(g, "阿公要食茶，二楼茶炉开", one("sh_kettle", "on"), ["need", "floor", "tea"])
    add(g, "办公室烧水泡茶", one("of_tea", "on"), ["need", "room", "tea"])
    add(g, "办公室好热", one("of_ac", "on", "cool", "cool_sp"), ["need", "room"])
    add(g, "样品间好暗，睇唔清颜色", one(sel("light", rooms=["sp"]), "on", "dim"), ["need", "room", "dialect", "dark"])
    add(g, "车间2太热了，师傅受不了", one("ws2_ac", "on", "cool", "cool_sp"), ["need", "room", "workshop"])
    add(g, "3F主卧有点闷热", one("mb3_ac", "on", "cool", "cool_sp"), ["need", "room"])
    add(g, "琪琪房好热啊啊啊", one("qq_ac", "on", "cool", "cool_sp"), ["need", "room", "teen"])
    add(g, "4F主人房好潮湿", one(["mb4_dh", "mb4_ac"], "on", "dry"), ["need", "room", "humidity"])
    add(g, "三楼客厅太暗了", one(sel("light", rooms=["lv3"]), "on", "dim"), ["need", "room", "dark"])
    add(g, "乐乐怕黑，细仔房留盏小灯", one("kid_night", "on"), ["need", "room", "count"])
    add(g, "阿公阿嬷房太光，阿公要困", one(sel("light", rooms=["gp"]), "off", "dim"), ["need", "room", "dialect", "bright"])
    add(g, "三楼客厅太吵了", one(["lv3_sb", "lv3_tv"], "voldown", "mute", "pause"), ["need", "room", "noise"])
    add(g, "二楼厅里太吵，念佛机惦惦", one("sh_chant", "mute", "pause", "voldown"), ["need", "dialect"])
    add(g, "电动车要充电", one("nr_ebike", "on"), ["need", "no-room"])
    add(g, "水塔快没水了", one("rf_pump", "on"), ["need", "pump"])


def cases_history():
    g = "hist"
    add(g, "调到26度", one("qq_ac", "temp"), ["reference", "setpoint"], history=["开琪琪空调"])
    add(g, "把它调暗点", one("sh_l", "dim"), ["reference", "pronoun", "brightness"], history=["打开2F厅灯"])
    add(g, "伊太大声了", one("sh_chant", "voldown", "mute"), ["reference", "pronoun", "dialect"],
        history=["念佛机开起来"])
    add(g, "三楼的", one("lv3_l", "on"), ["answer", "duplicate-label"], history=["客厅灯开一下"])
    add(g, "四楼那个", one("b4_wh", "on"), ["answer", "type-word-label"], history=["热水器开一下"])
    add(g, "阿叔家的", one("k4_hood", "on"), ["answer", "kinship"], history=["油烟机开"])
    add(g, "车间灯2也开", one("ws_l2", "on"), ["also", "numbered"], history=["开车间灯1"])
    add(g, "还有焊台-2", one("ws_sd2", "off"), ["also", "ellipsis"], history=["关掉焊台-1"])
    add(g, "算了，不用了", NONE, ["cancel"], history=["把四楼的灯全关了"])
    add(g, "免了免了", NONE, ["cancel", "dialect"], history=["神厅烧水食茶"])
    add(g, "再低一度", one("lv4_ac", "temp"), ["reference", "relative", "ellipsis"], history=["美的空调调到26度"])
    add(g, "关掉", one("sh_fan", "off"), ["reference", "ellipsis"], history=["开吊扇"])
    add(g, "换成绿色", one("kid_night", "color"), ["reference", "color"], history=["开恐龙夜灯"])
    add(g, "空调也开", one("gp_ac", "on"), ["reference", "room-carry"], history=["阿公阿嬷房的灯开一下"])
    add(g, "唔是，是二楼的柜机", one("sh_ac", "on"), ["correction", "dialect"], history=["开三楼客厅空调"])
    add(g, "另一个也开", one("ws2_lb", "on"), ["reference", "other"], history=["开装配线灯A"])
    add(g, "三楼那个", one("k3_fridge", "setmode"), ["answer", "duplicate-label"], history=["冰箱调成速冻"])
    add(g, "大门", one("st_lock", "unlock"), ["answer", "safety", "unlock"], history=["开门"])
    add(g, "两个都开", all_(["lv3_curtain", "lv4_curtain"], "open"), ["answer", "both", "duplicate-label"],
        history=["客厅窗帘打开"])
    add(g, "都关了", all_(["ws_sd1", "ws_sd2"], "off"), ["reference", "both"], history=["焊台-1和焊台-2开着没"])
    add(g, "声音小一点", one("kid_story", "voldown"), ["reference", "volume"], history=["故事机讲故事"])
    add(g, "下一个", one("kid_story", "next"), ["reference", "track", "ellipsis"],
        history=["故事机讲故事", "声音小一点"])
    add(g, "再暗一点", one("kid_l", "dim"), ["reference", "relative"], history=["乐乐的灯调暗些"])
    add(g, "风大一点", one("ws_ac", "fan"), ["reference", "fan-speed"], history=["车间空调开"])
    add(g, "开一半就好", one("mb3_curtain", "shade"), ["reference", "curtain-position"], history=["遮光帘拉开"])
    add(g, "停", one("lv3_curtain", "stopmove"), ["reference", "ellipsis"], history=["三楼客厅窗帘拉上"])
    add(g, "锁上", one("lv4_lock", "lock"), ["reference", "lock"], history=["4楼门锁锁了吗"])
    add(g, "关了它", one("ws2_oven", "off"), ["reference", "pronoun"], history=["烘箱还在烘吗"])
    add(g, "那就开起来", one("sp_dh", "on"), ["reference", "answer"], history=["样品间的除湿机开着吗"])
    add(g, "调成暖光", one("mb4_bed", "ct"), ["reference", "colortemp"], history=["主人房床头灯开"])
    add(g, "伊个亮度调到一半", one("gp_night", "level"), ["reference", "pronoun", "dialect"],
        history=["二楼夜灯开"])
    add(g, "车间的", one("ws_ac", "temp"), ["answer"], history=["空调调到26度"])
    add(g, "细仔房的", one(sel("light", rooms=["kid"]), "off"), ["answer", "room"], history=["关灯"])
    add(g, "全部", all_(sel("light", floors=[3]), "off"), ["answer", "bulk"], history=["三楼的灯关一下"])
    add(g, "焊台-3", one("ws_sd3", "on"), ["answer", "numbered"], history=["焊台开一下"])
    add(g, "办公室那个", one("of_tea", "on"), ["answer"], history=["茶炉开起来"])
    add(g, "二楼", one("sh_pur", "on"), ["answer", "floor"], history=["净化器开"])
    add(g, "仓库的", one("wh_dh", "on"), ["answer"], history=["抽湿机开"])
    add(g, "滚筒那个", one("bl3_washer", "start"), ["answer", "partial-name"], history=["洗衣机开始洗"])
    add(g, "不要了，取消", NONE, ["cancel"], history=["微波炉热两分钟"])
    add(g, "好勢，多谢", NONE, ["thanks", "dialect"], history=["2F电视开"])
    add(g, "再热一点", one("b3_wh", "heat_sp"), ["reference", "relative"], history=["3F热水器调到45度"])
    add(g, "音量调到十", one("lv3_sb", "vol"), ["reference", "volume", "number-zh"], history=["Soundbar开一下"])
    add(g, "暂停", one("sh_tv", "pause"), ["reference", "ellipsis", "tv"], history=["2F电视开，阿公爱睇潮剧"])
    add(g, "它亮度多少", one("sh_l", "*"), ["reference", "state"], history=["2F厅灯开"])
    add(g, "两盏都关掉", all_(["sp_spot1", "sp_spot2"], "off"), ["reference", "both"], history=["射灯1开", "射灯2开"])
    add(g, "那就三楼的", one("lv3_ac", "on"), ["answer"], history=["客厅空调开"])
    add(g, "四楼的全部", all_(sel("light", floors=[4]), "off"), ["answer", "bulk", "floor"], history=["关灯"])
    add(g, "先别关，等一下", NONE, ["cancel"], history=["收工，车间的灯全关"])
    add(g, "它也关了", one("ws_ac", "off"), ["reference", "pronoun"], history=["收工，焊台全部关掉", "车间空调还开着吗"])
    add(g, "颜色换回白的", one("sp_strip", "ct", "color"), ["reference", "colortemp"],
        history=["展示柜灯带换红色，客户要来睇货"])
    add(g, "那个关掉", clar(["ws_sd1", "ws_sd2"], "off"), ["reference", "vague"], history=["焊台-1开", "焊台-2开"])
    add(g, "都开", all_(["wh_dh", "sp_dh"], "on"), ["reference", "both", "humidity"],
        history=["仓库和样品间潮不潮"])
    add(g, "锁上它", one("ws_lock", "lock"), ["reference", "pronoun", "lock"], history=["车间门锁好了吗"])
    add(g, "二楼的那个拍开", one("sh_fan", "on"), ["answer", "dialect"], history=["风扇开"])
    add(g, "拉开一半", one("lv4_sheer", "shade"), ["reference", "curtain-position"], history=["客厅纱帘拉上"])
    add(g, "夜灯也熄掉", one("gp_night", "off"), ["also", "dialect", "room-carry"], history=["阿公阿嬷房的房间灯关了"])


def cases_multi():
    g = "multi"
    WSL = sel("light", rooms=["ws"])
    add(g, "开流水线灯，焊台-1也开", [one("ws_line", "on"), one("ws_sd1", "on")], ["two-targets", "workshop"])
    add(g, "2F电视关掉，念佛机开起来", [one("sh_tv", "off"), one("sh_chant", "play")], ["two-targets"])
    add(g, "美的空调开到25度，客厅纱帘拉上", [one("lv4_ac", "temp"), one("lv4_sheer", "close")], ["two-targets", "setpoint"])
    add(g, "收工了，卷闸门放下来，车间门锁上", [one("ws_door", "close"), one("ws_lock", "lock")],
        ["two-targets", "workshop", "safety"])
    add(g, "开工，卷闸门拉起来，车间的灯全开", [one("ws_door", "open"), all_(WSL, "on")],
        ["two-targets", "workshop", "bulk"])
    add(g, "阿公房空凋开，落地扇关掉", [one("gp_ac", "on"), one("gp_fan", "off")], ["two-targets", "typo-label"])
    add(g, "琪琪空调调到26度，然后把Hue调成暖光", [one("qq_ac", "temp"), one("qq_hue", "ct")],
        ["two-targets", "sequence"])
    add(g, "神灯佛灯都开，念佛机放经", [all_(["sh_shen", "sh_fo"], "on"), one("sh_chant", "play")],
        ["two-targets", "altar", "named-set"])
    add(g, "先关乐乐的灯，再开恐龙夜灯", [one("kid_l", "off"), one("kid_night", "on")], ["sequence"])
    add(g, "楼梯灯开，大门锁上", [one("st_l", "on"), one("st_lock", "lock")], ["two-targets", "safety"])
    add(g, "仓库灯关掉，抽湿机开着唔好关", [one("wh_l", "off")], ["negation", "dialect", "one-command"])
    add(g, "滚筒洗衣机洗完就开烘干机", [one("bl3_dryer", "on", "start")], ["condition", "one-command"])
    add(g, "三楼客厅空调关掉，窗帘拉开通通风", [one("lv3_ac", "off"), one("lv3_curtain", "open")],
        ["two-targets", "room-carry"])
    add(g, "Office Light关掉，办公室空调也关", [one("of_l", "off"), one("of_ac", "off")], ["two-targets"])
    add(g, "焊台-1焊台-2开，焊台-3唔使开", [all_(["ws_sd1", "ws_sd2"], "on")], ["named-set", "negation", "dialect"])
    add(g, "开射灯1，展示柜灯带调成白光", [one("sp_spot1", "on"), one("sp_strip", "ct")], ["two-targets"])
    add(g, "主人房窗帘拉上，床头灯开", [one("mb4_curtain", "close"), one("mb4_bed", "on")],
        ["two-targets", "room-carry", "duplicate-label"])
    add(g, "三楼卫生间浴霸开，热水器调到45度", [one("b3_heater", "on"), one("b3_wh", "heat_sp")],
        ["two-targets", "room-carry", "water-heater"])
    add(g, "扫地机器人开始扫，扫完回去充电", [one("lv3_robot", "start"), one("lv3_robot", "home")],
        ["two-actions", "sequence"])
    add(g, "乐乐的灯关掉，故事机讲故事，音量调到15",
        [one("kid_l", "off"), one("kid_story", "play"), one("kid_story", "vol")], ["three-commands"])
    add(g, "车间大风扇开到二档，排气扇1也开", [one("ws_fan", "fan"), one("ws_ex1", "on")], ["two-targets"])
    add(g, "神厅的空调关掉，吊扇开", [one("sh_ac", "off"), one("sh_fan", "on")], ["two-targets", "room-carry"])
    add(g, "遮光帘拉上，大灯关掉，床头灯调到10%",
        [one("mb3_curtain", "close"), one("mb3_l", "off"), one("mb3_bed", "level")],
        ["three-commands", "duplicate-label", "room-carry"])
    add(g, "3F主卧遮光帘拉上，3F主卧大灯关掉", [one("mb3_curtain", "close"), one("mb3_l", "off")],
        ["two-targets", "duplicate-label"])
    add(g, "洗碗机开始洗，三楼厨房灯关", [one("k3_dish", "start"), one("k3_l", "off")], ["two-targets"])
    add(g, "阿叔家客厅灯调暗，电视墙灯带开", [one("lv4_l", "dim"), one("lv4_strip", "on")],
        ["two-targets", "kinship"])
    add(g, "微波炉热一分钟，油烟机开", [one("k4_micro", "cooktime", "start"), one("k4_hood", "on")],
        ["two-targets", "type-word-label", "room-carry"])
    add(g, "电热毯开，阿公房空凋关", [one("gp_blanket", "on"), one("gp_ac", "off")], ["two-targets", "typo-label"])
    add(g, "把神灯关了……不对，神灯开着，关佛灯", [one("sh_fo", "off")], ["self-correction", "altar"])
    add(g, "2F厅灯开到80%再调成暖光", [one("sh_l", "level"), one("sh_l", "ct")], ["two-actions", "sequence"])
    add(g, "卷闸门拉起来，排气扇1、排气扇2都开",
        [one("ws_door", "open"), all_(["ws_ex1", "ws_ex2"], "on")], ["two-targets", "named-set", "typo-label"])
    add(g, "三楼热水器开，洗衣机开始洗", [one("b3_wh", "on"), one("bl3_washer", "start")], ["two-targets", "floor-carry"])
    add(g, "循环扇关了，美的空调开", [one("lv4_fan", "off"), one("lv4_ac", "on")], ["two-targets"])
    add(g, "Sonos暂停，客厅电视开", [one("lv4_sonos", "pause"), one("lv4_tv", "on")],
        ["two-targets", "room-carry"])
    add(g, "四楼净化器开自动，客厅纱帘拉开一半", [one("lv4_pur", "purmode"), one("lv4_sheer", "shade")],
        ["two-targets", "type-word-label"])
    add(g, "琪琪房的灯全关，只留书桌台灯", [all_(["qq_l", "qq_hue"], "off")], ["bulk", "exclude"])
    add(g, "车间灯1开，车间灯2关", [one("ws_l1", "on"), one("ws_l2", "off")], ["two-targets", "numbered"])
    add(g, "电饭锅开，抽油烟机也开", [one("k2_rice", "on"), one("k2_hood", "on")], ["two-targets", "no-switch"])
    add(g, "浇花水阀开，过十分钟再关", [one("rf_valve", "open"), one("rf_valve", "close")],
        ["two-actions", "timing"])
    add(g, "焊台全关，流水线灯也关", [all_(sel("solder"), "off"), one("ws_line", "off")],
        ["bulk", "workshop", "two-targets"])
    add(g, "恐龙夜灯调成蓝色，亮度调低", [one("kid_night", "color"), one("kid_night", "dim")], ["two-actions"])
    add(g, "4楼门锁锁上，四楼的灯全关", [one("lv4_lock", "lock"), all_(sel("light", floors=[4]), "off")],
        ["bulk", "floor", "safety"])


def cases_bulk():
    g = "bulk"
    L = lambda **kw: sel("light", **kw)
    # --- lights by room ---
    add(g, "收工了，车间的灯全关", all_(L(rooms=["ws"]), "off"), ["bulk", "room", "workshop"])
    add(g, "车间的灯全部打开", all_(L(rooms=["ws"]), "on"), ["bulk", "room", "relay-light"])
    add(g, "车间2的灯都开", all_(L(rooms=["ws2"]), "on"), ["bulk", "room"])
    add(g, "装配线灯全关", all_(["ws2_la", "ws2_lb"], "off"), ["bulk", "label-series"])
    add(g, "两个车间的灯都开", all_(L(rooms=["ws", "ws2"]), "on"), ["bulk", "two-rooms", "workshop"])
    add(g, "车间和车间2的灯全关", all_(L(rooms=["ws", "ws2"]), "off"), ["bulk", "two-rooms"])
    add(g, "样品间的灯全部打开", all_(L(rooms=["sp"]), "on"), ["bulk", "room"])
    add(g, "射灯都关", all_(["sp_spot1", "sp_spot2"], "off"), ["bulk", "label-series"])
    add(g, "车间灯1到3全开", all_(["ws_l1", "ws_l2", "ws_l3"], "on"), ["bulk", "label-series", "range"])
    add(g, "三楼客厅的灯全开", all_(L(rooms=["lv3"]), "on"), ["bulk", "room", "plug-light"])
    add(g, "琪琪房的灯全部关", all_(L(rooms=["qq"]), "off"), ["bulk", "room"])
    add(g, "3F-主卧的灯都关", all_(L(rooms=["mb3"]), "off"), ["bulk", "room", "relay-light"])
    add(g, "4F主人房的灯全开", all_(L(rooms=["mb4"]), "on"), ["bulk", "room"])
    add(g, "细仔房的灯都关掉", all_(L(rooms=["kid"]), "off"), ["bulk", "room"])
    add(g, "厝顶的灯全开", all_(L(rooms=["roof"]), "on"), ["bulk", "room", "dialect", "altar"])
    add(g, "阿公阿嬷房个火拢熄掉", all_(L(rooms=["gp"]), "off"), ["bulk", "room", "dialect"])
    add(g, "阿叔家客厅的灯全关", all_(L(rooms=["lv4"]), "off"), ["bulk", "room", "kinship"])
    # --- lights by floor / zone ---
    add(g, "一楼所有灯关掉", all_(L(floors=[1]), "off"), ["bulk", "floor"])
    add(g, "楼下车间那层的灯全关", all_(L(floors=[1]), "off"), ["bulk", "floor", "workshop"])
    add(g, "三楼的灯全关", all_(L(floors=[3]), "off"), ["bulk", "floor"])
    add(g, "三楼所有灯打开", all_(L(floors=[3]), "on"), ["bulk", "floor"])
    add(g, "四楼所有的灯关掉", all_(L(floors=[4]), "off"), ["bulk", "floor"])
    add(g, "阿叔那层的灯全关", all_(L(floors=[4]), "off"), ["bulk", "kinship-floor"])
    add(g, "阿叔家的灯全部打开", all_(L(floors=[4]), "on"), ["bulk", "kinship-floor"])
    add(g, "二楼的灯全开", all_(L(floors=[2]), "on"), ["bulk", "floor", "altar"])
    add(g, "二楼的灯全关，神灯佛灯留着", all_(L(floors=[2], exclude=["sh_shen", "sh_fo"]), "off"),
        ["bulk", "floor", "exclude", "altar"])
    add(g, "除了阿公阿嬷房，二楼的灯都关", all_(L(floors=[2], exclude_rooms=["gp"]), "off"),
        ["bulk", "floor", "exclude", "altar"])
    add(g, "全厝的灯拢熄掉", all_(L(), "off"), ["bulk", "whole-house", "dialect", "altar"])
    add(g, "全厝的灯都关了，神灯佛灯天公灯免关", all_(L(exclude=sel("altar")), "off"),
        ["bulk", "whole-house", "exclude", "altar", "dialect"])
    add(g, "所有灯关掉，除了三楼的", all_(L(exclude_rooms=FLOOR["3"]), "off"), ["bulk", "whole-house", "exclude"])
    add(g, "四楼的灯全关，乐乐的灯不要关", all_(L(floors=[4], exclude=["kid_l"]), "off"),
        ["bulk", "floor", "exclude", "negation"])
    add(g, "除了车间，一楼的灯全关", all_(L(floors=[1], exclude_rooms=["ws"]), "off"),
        ["bulk", "floor", "exclude", "exact-room"])
    add(g, "三楼的灯都关掉，琪琪房的别动", all_(L(floors=[3], exclude_rooms=["qq"]), "off"),
        ["bulk", "floor", "exclude"])
    add(g, "厝顶和四楼的灯全关", all_(L(floors=[4, "roof"]), "off"), ["bulk", "two-floors", "altar"])
    add(g, "二楼三楼的灯都开", all_(L(floors=[2, 3]), "on"), ["bulk", "two-floors", "altar"])
    # --- capability subsets ---
    add(g, "四楼的灯都调到30%", all_(L(floors=[4], need="main-switchLevel-setLevel"), "level"),
        ["bulk", "floor", "capability-subset", "brightness"])
    add(g, "三楼所有能调色的灯都调成蓝色", all_(L(floors=[3], need="main-colorControl-setColor"), "color"),
        ["bulk", "floor", "capability-subset", "color"])
    add(g, "所有彩色的灯调成红色，过年喜庆", all_(L(need="main-colorControl-setColor"), "color"),
        ["bulk", "whole-house", "capability-subset", "color"])
    add(g, "三楼的灯全部调成暖光", all_(L(floors=[3], need="main-colorTemperature-setColorTemperature"), "ct"),
        ["bulk", "floor", "capability-subset", "colortemp"])
    add(g, "样品间的灯全部调到最亮", all_(L(rooms=["sp"]), "level"), ["bulk", "room", "brightness"])
    add(g, "全厝的灯亮度都调到50%", all_(L(need="main-switchLevel-setLevel"), "level"),
        ["bulk", "whole-house", "capability-subset", "brightness"])
    add(g, "车间的灯全部调暗", clar(L(rooms=["ws"])), ["bulk", "room", "unsupported"])
    # --- solder stations, plugs, exhaust ---
    add(g, "焊台全部关掉", all_(sel("solder"), "off"), ["bulk", "label-series", "workshop", "plug"])
    add(g, "收工，焊台都断电", all_(sel("solder"), "off"), ["bulk", "label-series", "workshop"])
    add(g, "开工，焊台全开", all_(sel("solder"), "on"), ["bulk", "label-series", "workshop"])
    add(g, "车间的焊台全关", all_(sel("solder", rooms=["ws"]), "off"), ["bulk", "label-series", "room", "exact-room"])
    add(g, "除了焊台-4，焊台全开", all_(sel("solder", exclude=["ws2_sd4"]), "on"), ["bulk", "label-series", "exclude"])
    add(g, "车间的排气扇全开", all_(["ws_ex1", "ws_ex2"], "on"), ["bulk", "room", "typo-label"])
    add(g, "所有排气扇都关", all_(sel("exhaust"), "off"), ["bulk", "whole-house", "typo-label"])
    add(g, "车间的插座全关", all_(sel("plug", rooms=["ws"]), "off"), ["bulk", "room", "plug"])
    add(g, "办公室的全部关掉，下班了", all_(sel(rooms=["of"]), "off"), ["bulk", "room", "everything"])
    add(g, "车间2的东西全关", all_(sel(rooms=["ws2"]), "off"), ["bulk", "room", "everything"])
    add(g, "抽湿机全开，回南天了", all_(sel("dehum"), "on"), ["bulk", "whole-house", "humidity"])
    add(g, "仓库和样品间的抽湿机都开", all_(["wh_dh", "sp_dh"], "on"), ["bulk", "two-rooms", "humidity"])
    # --- air conditioners ---
    add(g, "四楼所有空调关掉", all_(sel("ac", floors=[4]), "off"), ["bulk", "floor"])
    add(g, "阿叔家的空调全关", all_(sel("ac", floors=[4]), "off"), ["bulk", "kinship-floor"])
    add(g, "三楼的空调全部开", all_(sel("ac", floors=[3]), "on"), ["bulk", "floor"])
    add(g, "全厝的空调都关了", all_(sel("ac"), "off"), ["bulk", "whole-house", "dialect"])
    add(g, "一楼的空调全开", all_(sel("ac", floors=[1]), "on"), ["bulk", "floor", "workshop"])
    add(g, "车间和办公室的空调全开", all_(["ws_ac", "of_ac"], "on"), ["bulk", "two-rooms", "exact-room"])
    add(g, "所有空调调到26度", all_(sel("ac"), "temp"), ["bulk", "whole-house", "setpoint"])
    add(g, "三楼的空调都调到制冷", all_(sel("ac", floors=[3]), "cool"), ["bulk", "floor", "ac-mode"])
    add(g, "除了细仔房，四楼空调都关", all_(sel("ac", floors=[4], exclude_rooms=["kid"]), "off"),
        ["bulk", "floor", "exclude"])
    add(g, "二楼的空调全开", all_(sel("ac", floors=[2]), "on"), ["bulk", "floor"])
    add(g, "两个车间的空调都关", all_(["ws_ac", "ws2_ac"], "off"), ["bulk", "two-rooms"])
    add(g, "所有空调都开除湿", all_(sel("ac"), "dry"), ["bulk", "whole-house", "ac-mode", "humidity"])
    add(g, "四楼的空调全部调到27度", all_(sel("ac", floors=[4]), "temp"), ["bulk", "floor", "setpoint"])
    add(g, "楼上的空调全关，楼下车间的留着", all_(sel("ac", floors=[2, 3, 4]), "off"),
        ["bulk", "exclude", "relative-floor"])
    # --- curtains ---
    add(g, "所有窗帘拉上", all_(sel("curtain"), "close"), ["bulk", "whole-house", "curtain"])
    add(g, "全厝的窗帘拉开", all_(sel("curtain"), "open"), ["bulk", "whole-house", "curtain", "dialect"])
    add(g, "四楼的窗帘全关", all_(sel("curtain", floors=[4]), "close"), ["bulk", "floor", "curtain"])
    add(g, "三楼的窗帘都拉开", all_(sel("curtain", floors=[3]), "open"), ["bulk", "floor", "curtain"])
    add(g, "阿叔家客厅的窗帘都拉上", all_(sel("curtain", rooms=["lv4"]), "close"), ["bulk", "room", "curtain"])
    add(g, "所有窗帘开到一半", all_(sel("curtain"), "shade"), ["bulk", "whole-house", "curtain-position"])
    add(g, "除了阿公阿嬷房，窗帘全拉上", all_(sel("curtain", exclude_rooms=["gp"]), "close"),
        ["bulk", "whole-house", "exclude", "curtain"])
    # --- locks, gas ---
    add(g, "所有门都锁上", all_(sel("lock"), "lock"), ["bulk", "lock", "safety"])
    add(g, "睡前把门锁全部锁好", all_(sel("lock"), "lock"), ["bulk", "lock", "safety"])
    add(g, "煤气阀全部关掉", all_(sel("gasvalve"), "close"), ["bulk", "gas", "safety"])
    add(g, "出门前所有燃气阀关好", all_(sel("gasvalve"), "close"), ["bulk", "gas", "safety"])
    add(g, "三个厨房的煤气都关了", all_(sel("gasvalve"), "close"), ["bulk", "gas", "safety", "count"])
    add(g, "燃气报警器全部静音", all_(sel("gasalarm"), "mute"), ["bulk", "safety"])
    # --- fans, heaters, media, appliances ---
    add(g, "所有风扇关掉", all_(sel("fan"), "off"), ["bulk", "whole-house", "mixed-commands"])
    add(g, "四楼的风扇全开", all_(sel("fan", floors=[4]), "on"), ["bulk", "floor", "mixed-commands"])
    add(g, "所有热水器关掉", all_(sel("waterheater"), "off"), ["bulk", "whole-house", "water-heater", "mixed-commands"])
    add(g, "所有电视关掉", all_(sel("tv"), "off"), ["bulk", "whole-house", "tv"])
    add(g, "全厝的音箱都暂停", all_(sel("speaker"), "pause"), ["bulk", "whole-house", "media", "dialect"])
    add(g, "净化器全开", all_(sel("purifier"), "on"), ["bulk", "whole-house", "no-switch"])
    add(g, "油烟机全部关掉", all_(sel("hood"), "off"), ["bulk", "whole-house", "no-switch"])
    add(g, "两个洗衣机都停", all_(sel("washer"), "stop_op", "pause_op"), ["bulk", "appliance", "count"])
    add(g, "两个茶炉都关掉", all_(sel("kettle"), "off"), ["bulk", "count", "tea"])
    add(g, "两个浴霸都开", all_(sel("bathheater"), "on"), ["bulk", "count"])
    # --- named sets and altar ---
    add(g, "神灯佛灯都开", all_(["sh_shen", "sh_fo"], "on"), ["bulk", "named-set", "altar"])
    add(g, "神灯同佛灯熄掉", all_(["sh_shen", "sh_fo"], "off"), ["bulk", "named-set", "altar", "dialect"])
    add(g, "拜老爷，神灯、佛灯、天公灯全部开", all_(sel("altar"), "on"), ["bulk", "named-set", "altar"])
    add(g, "初一十五，厝内个神灯佛灯天公灯拢开起来", all_(sel("altar"), "on"), ["bulk", "named-set", "altar", "dialect"])
    add(g, "客厅灯和筒灯都关掉", all_(["lv3_l", "lv3_down"], "off"), ["bulk", "named-set", "room-carry"])
    add(g, "射灯1射灯2都调到80%", all_(["sp_spot1", "sp_spot2"], "level"), ["bulk", "named-set", "brightness"])
    add(g, "遮光帘和卧室窗帘都拉上", all_(["mb3_curtain", "mb4_curtain"], "close"), ["bulk", "named-set", "curtain"])
    add(g, "大门锁和车间门锁都锁上", all_(["st_lock", "ws_lock"], "lock"), ["bulk", "named-set", "lock", "safety"])
    add(g, "恐龙夜灯跟乐乐的灯都变蓝色", all_(["kid_night", "kid_l"], "color"), ["bulk", "named-set", "color", "kid"])
    add(g, "美的空调和主人房空调都调到26度", all_(["lv4_ac", "mb4_ac"], "temp"), ["bulk", "named-set", "setpoint"])
    add(g, "2F热水器、3F热水器都开", all_(["b2_wh", "b3_wh"], "on"), ["bulk", "named-set", "mixed-commands"])
    # --- house-wide other types ---
    add(g, "全厝的空调和风扇都关", [all_(sel("ac"), "off"), all_(sel("fan"), "off")],
        ["bulk", "whole-house", "two-types"])
    add(g, "三楼的灯和空调全关", [all_(L(floors=[3]), "off"), all_(sel("ac", floors=[3]), "off")],
        ["bulk", "floor", "two-types"])
    add(g, "收工：车间的灯、排气扇、焊台全部关掉",
        [all_(L(rooms=["ws"]), "off"), all_(["ws_ex1", "ws_ex2"], "off"), all_(sel("solder", rooms=["ws"]), "off")],
        ["bulk", "room", "three-commands", "workshop"])


def cases_clarify():
    g = "ask"
    L = lambda **kw: sel("light", **kw)
    # --- a bare type over several rooms ---
    add(g, "开灯", clar(), ["bare-type", "whole-house"])
    add(g, "关灯", clar(), ["bare-type", "whole-house"])
    add(g, "灯关一下", clar(), ["bare-type"])
    add(g, "开火", clar(), ["bare-type", "dialect"])
    add(g, "开空调", clar(sel("ac"), "on"), ["bare-type"])
    add(g, "空调关掉", clar(sel("ac"), "off"), ["bare-type"])
    add(g, "空调调到26度", clar(sel("ac"), "temp"), ["bare-type", "setpoint"])
    add(g, "空调开制冷", clar(sel("ac"), "cool"), ["bare-type", "ac-mode"])
    add(g, "电视打开", clar(sel("tv"), "on"), ["bare-type", "tv"])
    add(g, "电视关一下", clar(sel("tv"), "off"), ["bare-type", "tv"])
    add(g, "窗帘拉开", clar(sel("curtain"), "open"), ["bare-type", "type-word-label", "curtain"])
    add(g, "窗帘关上", clar(sel("curtain"), "close"), ["bare-type", "type-word-label", "curtain"])
    add(g, "风扇开", clar(sel("fan"), "on"), ["bare-type"])
    add(g, "风扇关掉", clar(sel("fan"), "off"), ["bare-type"])
    add(g, "热水器开一下", clar(sel("waterheater"), "on"), ["bare-type", "type-word-label", "water-heater"])
    add(g, "热水器调到50度", clar(["b3_wh", "b4_wh"], "heat_sp"), ["bare-type", "type-word-label", "water-heater"])
    add(g, "冰箱调成速冻", clar(sel("fridge"), "setmode"), ["duplicate-label", "appliance"])
    add(g, "洗衣机开始洗", clar(sel("washer"), "start"), ["type-word-label", "appliance"])
    add(g, "油烟机开", clar(sel("hood"), "on"), ["type-word-label", "no-switch"])
    add(g, "抽油烟机关掉", clar(sel("hood"), "off"), ["type-word-label", "no-switch"])
    add(g, "净化器开", clar(sel("purifier"), "on"), ["type-word-label", "no-switch"])
    add(g, "空气净化器关了", clar(sel("purifier"), "off"), ["type-word-label", "no-switch"])
    add(g, "抽湿机开", clar(sel("dehum"), "on"), ["type-word-label", "dialect"])
    add(g, "除湿机关掉", clar(sel("dehum"), "off"), ["bare-type"])
    add(g, "浴霸开", clar(sel("bathheater"), "on"), ["type-word-label"])
    add(g, "茶炉开起来", clar(sel("kettle"), "on"), ["type-word-label", "tea"])
    add(g, "烧水食茶", clar(sel("kettle"), "on"), ["need", "tea", "dialect", "no-place"])
    add(g, "音箱放歌", clar(sel("speaker"), "play"), ["bare-type", "media"])
    add(g, "放首歌来听", clar(sel("speaker"), "play"), ["bare-type", "media", "no-device"])
    add(g, "排气扇开", clar(sel("exhaust"), "on"), ["duplicate-label", "typo-label"])
    add(g, "排气扇关了", clar(sel("exhaust"), "off"), ["duplicate-label"])
    add(g, "摄像头关掉", clar(sel("camera")), ["bare-type", "camera", "no-commands"])
    add(g, "插座关掉", clar(sel("plug"), "off"), ["bare-type", "plug"])
    add(g, "焊台开", clar(sel("solder"), "on"), ["label-series", "workshop"])
    add(g, "焊台关一个", clar(sel("solder"), "off"), ["label-series", "count"])
    add(g, "夜灯开", clar(["gp_night", "kid_night"], "on"), ["partial-name", "two-floors"])
    add(g, "把空调风调大", clar(sel("ac"), "fan"), ["bare-type", "fan-speed"])
    add(g, "电视暂停一下", clar(sel("tv"), "pause"), ["bare-type", "tv"])
    add(g, "洗衣机暂停", clar(sel("washer"), "pause_op"), ["type-word-label", "appliance"])
    # --- a label shared by devices in different rooms ---
    add(g, "客厅灯开一下", clar(["lv3_l", "lv4_l"], "on"), ["duplicate-label"])
    add(g, "客厅灯调暗", clar(["lv3_l", "lv4_l"], "dim"), ["duplicate-label", "brightness"])
    add(g, "大灯关掉", clar(["mb3_l", "mb4_l"], "off"), ["duplicate-label"])
    add(g, "床头灯开", clar(["mb3_bed", "mb4_bed"], "on"), ["duplicate-label"])
    add(g, "床头灯调暖一点", clar(["mb3_bed", "mb4_bed"], "ctstep"), ["duplicate-label", "colortemp"])
    add(g, "房间灯开", clar(["gp_l", "qq_l"], "on"), ["duplicate-label"])
    add(g, "厨房灯关", clar(sel("light", where=lambda k: "厨房灯" in label_of(k)), "off"), ["duplicate-label", "relay-light"])
    add(g, "镜前灯开", clar(["b3_mirror", "b4_mirror"], "on"), ["duplicate-label"])
    add(g, "客厅窗帘拉上", clar(["lv3_curtain", "lv4_curtain"], "close"), ["duplicate-label", "curtain"])
    add(g, "燃气报警器静音", clar(sel("gasalarm"), "mute"), ["duplicate-label", "safety"])
    # --- a room word that several rooms share ---
    add(g, "客厅空调开", clar(["lv3_ac", "lv4_ac"], "on"), ["two-living-rooms"])
    add(g, "客厅电视开", clar(["lv3_tv", "lv4_tv"], "on"), ["two-living-rooms", "label-vs-room"])
    add(g, "客厅的灯全关", clar(L(rooms=["lv3", "lv4"]), "off"), ["two-living-rooms", "bulk"])
    add(g, "客厅好热", clar(["lv3_ac", "lv4_ac", "lv4_fan"], "on"), ["two-living-rooms", "need"])
    add(g, "厨房的灯开", clar(L(rooms=["k2", "k3", "k4"]), "on"), ["three-kitchens"])
    add(g, "厨房的灯全关", clar(L(rooms=["k2", "k3", "k4"]), "off"), ["three-kitchens", "bulk"])
    add(g, "厨房煤气阀关掉", clar(sel("gasvalve"), "close"), ["three-kitchens", "gas", "safety"])
    add(g, "厨房油烟好大", clar(sel("hood"), "on"), ["three-kitchens", "need"])
    add(g, "卫生间的灯开", clar(["b2_l", "b3_mirror", "b4_mirror"], "on"), ["three-bathrooms"])
    add(g, "洗手间排气扇开一下", clar(["b3_ex", "b4_ex"], "on"), ["three-bathrooms", "duplicate-label"])
    add(g, "主卧空调开", clar(["mb3_ac", "mb4_ac"], "on"), ["two-master-bedrooms"])
    add(g, "主卧的灯全关", clar(L(rooms=["mb3", "mb4"]), "off"), ["two-master-bedrooms", "bulk"])
    add(g, "主卧窗帘拉开", clar(["mb3_curtain", "mb4_curtain"], "open"), ["two-master-bedrooms", "curtain"])
    add(g, "房间空调开", clar(["gp_ac", "mb3_ac", "qq_ac", "mb4_ac", "kid_ac"], "on"), ["vague-room"])
    # --- a floor with several rooms, no quantifier ---
    add(g, "二楼的风扇开", clar(sel("fan", floors=[2]), "on"), ["floor", "two-rooms"])
    add(g, "四楼的空调开", clar(sel("ac", floors=[4]), "on"), ["floor", "several-rooms"])
    add(g, "三楼的灯开", clar(L(floors=[3]), "on"), ["floor", "several-rooms"])
    add(g, "一楼的空调开一下", clar(sel("ac", floors=[1]), "on"), ["floor", "several-rooms"])
    add(g, "三楼的窗帘拉开", clar(sel("curtain", floors=[3]), "open"), ["floor", "two-rooms", "curtain"])
    add(g, "四楼空调调到26度", clar(sel("ac", floors=[4]), "temp"), ["floor", "several-rooms", "setpoint"])
    # --- who is speaking / where is here ---
    add(g, "我房间的灯关掉", clar(), ["speaker-unknown"])
    add(g, "我这层的空调全关", clar(), ["speaker-unknown", "bulk"])
    add(g, "这里好热", clar(), ["speaker-unknown", "need"])
    add(g, "这间的灯开", clar(), ["speaker-unknown"])
    add(g, "楼下的灯关了", clar(), ["speaker-unknown", "relative-floor"])
    add(g, "阮房间个空调拍开", clar(), ["speaker-unknown", "dialect"])
    add(g, "我爱困了，房间火熄掉", clar(), ["speaker-unknown", "dialect"])
    # --- a reference with nothing before it ---
    add(g, "把它关掉", clar(), ["pronoun", "no-history"])
    add(g, "伊开起来", clar(), ["pronoun", "no-history", "dialect"])
    add(g, "那个调亮点", clar(), ["pronoun", "no-history"])
    add(g, "再调高一点", clar(), ["no-history", "relative"])
    add(g, "另一个也关", clar(), ["no-history"])
    # --- rooms and floors the home does not have, or that hold nothing ---
    add(g, "大伯房的灯开", clar(), ["empty-room"])
    add(g, "大伯房空调开到26度", clar(), ["empty-room", "setpoint"])
    add(g, "除了大伯房，三楼的灯全关", clar(L(floors=[3]), "off"), ["empty-room", "exclude", "bulk"])
    add(g, "书房的灯开", clar(), ["unknown-room"])
    add(g, "除了书房，灯都关了", clar(), ["unknown-room", "exclude", "bulk"])
    add(g, "五楼的灯全关", clar(), ["unknown-floor", "bulk"])
    add(g, "地下室的抽湿机开", clar(sel("dehum"), "on"), ["unknown-room"])
    add(g, "车库门开", clar(["ws_door"]), ["unknown-room", "door"])
    add(g, "阿姑房的空调关", clar(), ["unknown-room", "kinship"])
    add(g, "二楼客厅的灯开", clar(L(floors=[2]), "on"), ["unknown-room", "floor"])
    # --- a member of a series that does not exist ---
    add(g, "焊台-5开", clar(sel("solder"), "on"), ["missing-member", "label-series"])
    add(g, "车间灯4开", clar(L(rooms=["ws"]), "on"), ["missing-member", "label-series"])
    add(g, "射灯3关", clar(["sp_spot1", "sp_spot2"], "off"), ["missing-member", "label-series"])
    add(g, "装配线灯C开", clar(["ws2_la", "ws2_lb"], "on"), ["missing-member", "label-series"])
    add(g, "排气扇3开", clar(["ws_ex1", "ws_ex2"], "on"), ["missing-member", "label-series"])
    # --- a value or an action is missing ---
    add(g, "2F厅灯亮度调到", clar(["sh_l"], "level"), ["missing-value", "truncated"])
    add(g, "循环扇调一下", clar(["lv4_fan"]), ["missing-value", "vague"])
    add(g, "琪琪空调", clar(["qq_ac"]), ["no-verb"])
    add(g, "神灯", clar(["sh_shen"]), ["no-verb", "altar"])
    add(g, "把卷闸门", clar(["ws_door"]), ["no-verb", "truncated"])
    # --- unsafe or impossible ---
    add(g, "开门", clar(sel("lock") + ["ws_door"]), ["safety", "unlock", "door"])
    add(g, "门开一下，阿叔回来了", clar(sel("lock") + ["ws_door"]), ["safety", "unlock", "door"])
    add(g, "把锁打开", clar(sel("lock"), "unlock"), ["safety", "unlock"])
    add(g, "所有门锁都打开", clar(sel("lock"), "unlock"), ["safety", "unlock", "bulk"])
    add(g, "车间门开", clar(["ws_lock", "ws_door"]), ["safety", "door", "label-vs-room"])
    add(g, "煤气开一下", clar(sel("gasvalve")), ["safety", "gas", "unsupported"])
    add(g, "2楼煤气阀打开", clar(["k2_gas"]), ["safety", "gas", "unsupported"])
    add(g, "煤气阀关掉", clar(sel("gasvalve"), "close"), ["gas", "safety", "bare-type"])
    add(g, "烟感别叫了", clar(["sh_smoke", "ws_smoke"]), ["safety", "bare-type"])
    add(g, "车间灯1调暗一点", clar(["ws_l1"]), ["unsupported", "brightness"])
    add(g, "筒灯调成暖光", clar(["lv3_down"]), ["unsupported", "colortemp"])
    add(g, "吊扇的灯开一下", clar(["sh_fan"]), ["unsupported", "other-component"])
    add(g, "油烟机（四楼）的灯打开", clar(["k4_hood"]), ["unsupported", "other-component", "fullwidth"])
    # --- vague children, needs without a place ---
    add(g, "我要看动画片", clar(sel("tv"), "on"), ["kid", "need", "no-place"])
    add(g, "好黑呀", clar(), ["kid", "need", "no-place", "dark"])
    add(g, "开灯灯", clar(), ["kid", "bare-type"])
    add(g, "我怕黑", clar(), ["kid", "need", "no-place"])
    add(g, "好热啊", clar(), ["need", "no-place"])
    add(g, "热死人了", clar(), ["need", "no-place", "dialect"])
    add(g, "好寒", clar(), ["need", "no-place", "dialect", "cold"])
    add(g, "好潮啊", clar(sel("dehum"), "on"), ["need", "no-place", "humidity"])
    add(g, "太吵了", clar(), ["need", "no-place", "noise"])
    add(g, "太暗了", clar(), ["need", "no-place", "dark"])
    add(g, "我要洗身", clar(sel("waterheater"), "on"), ["need", "no-place", "dialect", "water-heater"])
    add(g, "空气好差", clar(sel("purifier"), "on"), ["need", "no-place", "air"])


def cases_none():
    g = "none"
    for q, tags in [
        ("食饱未？", ["chitchat", "dialect"]),
        ("今日会落雨无？", ["weather", "dialect"]),
        ("汕头明天几度", ["weather"]),
        ("外面还在落雨吗", ["weather", "dialect"]),
        ("多谢哦", ["thanks"]),
        ("好勢，无事了", ["thanks", "dialect"]),
        ("阿公，食茶啦", ["talking-to-person", "dialect"]),
        ("乐乐，快去写作业", ["talking-to-person"]),
        ("阿嬷，电视遥控器放哪里", ["talking-to-person"]),
        ("这批货几时出？", ["workshop", "world"]),
        ("明天几点开工", ["workshop", "world"]),
        ("老爷保佑，生意兴隆", ["prayer", "altar"]),
        ("今年英歌舞几时出游", ["world", "culture"]),
        ("明天是初一还是十五", ["world", "culture"]),
        ("潮剧几点播", ["world"]),
        ("快递到了没", ["world"]),
        ("你叫乜个名", ["chitchat", "dialect"]),
        ("讲个笑话来听", ["chitchat"]),
        ("帮我订明天去广州的高铁", ["out-of-scope"]),
        ("美的空调是几时买的", ["remark", "names-device"]),
        ("这个扫地机器人真聪明", ["remark", "names-device"]),
        ("神灯的灯泡要换了，明天去买", ["remark", "names-device", "altar"]),
        ("空调滴水了，明天叫师傅来修", ["remark", "names-device"]),
        ("焊台-2的烙铁头坏了", ["remark", "names-device", "workshop"]),
        ("卷闸门好吵，要上油了", ["remark", "names-device"]),
        ("嗯", ["filler"]),
        ("哈哈哈哈", ["filler"]),
        ("😂😂", ["emoji"]),
        ("asdfjkl", ["gibberish"]),
        ("呜啦啦啦奥特曼变身", ["kid", "gibberish"]),
        ("我要做奥特曼！", ["kid"]),
        ("今晚食乜个", ["chitchat", "dialect"]),
        ("牛肉丸好食", ["chitchat"]),
        ("你好", ["greeting"]),
        ("早晨", ["greeting"]),
        ("晚安", ["greeting"]),
        ("不用了", ["cancel", "no-history"]),
        ("这个月的货款收到没", ["workshop", "world"]),
        ("WiFi密码是几多", ["world"]),
        ("我爱食粿", ["chitchat", "dialect"]),
    ]:
        add(g, q, NONE, tags)


def cases_safety_more():
    g = "safe"
    add(g, "大门锁打开", one("st_lock", "unlock"), ["safety", "unlock", "named"])
    add(g, "帮我开一下大门，我手上拿东西", one("st_lock", "unlock"), ["safety", "unlock", "named"])
    add(g, "车间门锁开一下，师傅来了", one("ws_lock", "unlock"), ["safety", "unlock", "named", "workshop"])
    add(g, "4楼门锁解锁", one("lv4_lock", "unlock"), ["safety", "unlock", "named"])
    add(g, "大门锁好没？锁上", one("st_lock", "lock"), ["safety", "lock"])
    add(g, "卷闸门开到顶", one("ws_door", "open"), ["door"])
    add(g, "落雨了，卷闸门关起来", one("ws_door", "close"), ["door", "dialect"])
    add(g, "台风要来了，卷闸门放落来", one("ws_door", "close"), ["door", "dialect"])
    add(g, "3F燃气阀关掉", one("k3_gas", "close"), ["gas", "safety"])
    add(g, "二楼煤气关掉，阿嬷忘记关火", one("k2_gas", "close"), ["gas", "safety", "floor"])
    add(g, "燃气报警器响了，四楼的煤气阀快关", one("k4_gas", "close"), ["gas", "safety", "floor"])
    add(g, "神厅烟感叫个不停，消音", one("sh_smoke", "mute"), ["safety", "altar"])
    add(g, "拜老爷烧香又触发烟感，惦惦", one("sh_smoke", "mute"), ["safety", "altar", "dialect"])
    add(g, "3F燃气报警取消静音", one("k3_alarm", "unmute"), ["safety"])


def cases_more():
    g = "dial"   # Teochew-flavoured speech of the grandparents
    add(g, "二楼个电视拍开，阿公爱睇新闻", one("sh_tv", "on"), ["dialect", "floor"])
    add(g, "2F电视惦惦", one("sh_tv", "pause", "off"), ["dialect", "tv"])
    add(g, "阿公房空凋太冷，调高两度", one("gp_ac", "temp"), ["relative", "typo-label"])
    add(g, "落地扇拍灭", one("gp_fan", "off"), ["dialect", "no-switch"])
    add(g, "神灯坏去了，先拍灭", one("sh_shen", "off"), ["dialect", "altar"])
    add(g, "厝顶个天台灯熄掉", one("rf_l", "off"), ["dialect", "room-alias"])
    add(g, "佛灯开着，暗暝唔好关", one("sh_fo", "on"), ["dialect", "altar", "negation"])
    add(g, "念佛机细声点", one("sh_chant", "voldown"), ["dialect", "volume"])
    add(g, "吊扇开慢慢个", one("sh_fan", "fan"), ["dialect", "fan-speed"])
    add(g, "电热毯拍开，今暝好寒", one("gp_blanket", "on"), ["dialect", "plug"])
    add(g, "阿嬷房温度计几度", one("gp_th", "*"), ["dialect", "state"])
    add(g, "2F厅灯开光光", one("sh_l", "on", "level", "dim"), ["dialect", "brightness"])
    add(g, "念佛机放经", one("sh_chant", "play"), ["dialect", "media"])
    add(g, "天公灯熄掉", one("rf_tiangong", "off"), ["dialect", "altar"])
    add(g, "吊扇唔使开了", one("sh_fan", "off"), ["dialect", "negation"])
    g = "work"   # the sons, workshop talk
    add(g, "赶货，今晚加班，车间大风扇开", one("ws_fan", "on"), ["workshop"])
    add(g, "打样要用烘箱，开起来", one("ws2_oven", "on"), ["workshop"])
    add(g, "焊台-1先关，烙铁头要换", one("ws_sd1", "off"), ["workshop", "numbered"])
    add(g, "排汽扇2关掉", one("ws_ex2", "off"), ["typo-label", "numbered"])
    add(g, "流水线灯开亮", one("ws_line", "on"), ["relay-light", "workshop"])
    add(g, "车间空调调成除湿，胶水干得快", one("ws_ac", "dry"), ["ac-mode", "workshop"])
    add(g, "车间2空调风速调高", one("ws2_ac", "fan"), ["fan-speed"])
    add(g, "办公室空调关掉，人都走了", one("of_ac", "off"), ["room"])
    add(g, "饮水机开，客人来了", one("of_water", "on"), ["unique-type"])
    add(g, "Office Light亮度调到最亮", one("of_l", "dim"), ["english-label", "brightness"])
    add(g, "展示柜灯带关掉", one("sp_strip", "off"), ["name"])
    add(g, "样品间射灯2开", one("sp_spot2", "on"), ["room", "numbered"])
    add(g, "车间空调送风", one("ws_ac", "fanonly"), ["ac-mode", "no-verb"])
    add(g, "装配线灯A关了", one("ws2_la", "off"), ["numbered"])
    add(g, "仓库灯关掉，货点完了", one("wh_l", "off"), ["workshop"])
    add(g, "车间2排风关掉", one("ws2_ex", "off"), ["name"])
    g = "polite"  # 阿敏, standard Mandarin
    add(g, "麻烦帮我把电视墙灯带调成暖白色", one("lv4_strip", "ct"), ["polite", "colortemp"])
    add(g, "请把卧室窗帘关上，谢谢", one("mb4_curtain", "close"), ["polite", "curtain"])
    add(g, "帮我把四楼的净化器调到自动模式", one("lv4_pur", "purmode"), ["polite", "floor"])
    add(g, "能不能把主人房空调调到二十六度", one("mb4_ac", "temp"), ["polite", "number-zh"])
    add(g, "麻烦把循环扇的风调小一点", one("lv4_fan", "fan"), ["polite", "relative", "no-switch"])
    add(g, "请把Sonos One的音量调低一点", one("lv4_sonos", "voldown"), ["polite", "english-label"])
    add(g, "帮我看看4楼门锁有没有锁好", one("lv4_lock", "*"), ["polite", "state", "lock"])
    add(g, "微波炉帮我设三十秒", one("k4_micro", "cooktime"), ["polite", "number-zh"])
    add(g, "请帮我把乐乐房间的空调调到26度", one("kid_ac", "temp"), ["polite", "possessive-room"])
    add(g, "麻烦把阿叔家厨房的灯关一下", one("k4_l", "off"), ["polite", "kinship", "relay-light"])
    g = "young"   # 琪琪 (teen) and 乐乐 (7)
    add(g, "Hue调成蓝色然后亮度50", [one("qq_hue", "color"), one("qq_hue", "level")], ["teen", "two-actions"])
    add(g, "琪琪空调开到二十四度", one("qq_ac", "temp"), ["teen", "number-zh"])
    add(g, "蓝牙音箱音量拉满", one("qq_spk", "vol", "volup"), ["teen", "volume"])
    add(g, "书桌台灯亮度七十", one("qq_desk", "level"), ["teen", "number-zh", "no-verb"])
    add(g, "恐龙灯变紫色", one("kid_night", "color"), ["kid", "partial-name"])
    add(g, "故事机讲三只小猪", one("kid_story", "play"), ["kid"])
    add(g, "小风扇关掉", one("kid_fan", "off"), ["kid"])
    add(g, "故事机大声", one("kid_story", "volup"), ["kid", "volume"])
    add(g, "我要听故事", one("kid_story", "play"), ["kid", "need", "unique-type"])
    g = "form"    # written forms, speech recognition
    add(g, "開車間燈1", one("ws_l1", "on"), ["traditional", "numbered"])
    add(g, "三樓客廳空調關掉", one("lv3_ac", "off"), ["traditional"])
    add(g, "把焊臺－２關掉", one("ws_sd2", "off"), ["traditional", "fullwidth", "numbered"])
    add(g, "念佛鸡开起来", one("sh_chant", "play"), ["asr"])
    add(g, "卷闸们放下来", one("ws_door", "close"), ["asr", "door"])
    add(g, "美帝空调开", one("lv4_ac", "on"), ["asr", "brand-label"])
    add(g, "恐龙叶灯开", one("kid_night", "on"), ["asr"])
    add(g, "Office来特关掉", one("of_l", "off"), ["asr", "code-mixed", "english-label"])
    add(g, "阿公房空调调到二十八度", one("gp_ac", "temp"), ["number-zh", "typo-label"])
    add(g, "sonos one音量调到百分之二十", one("lv4_sonos", "vol"), ["number-zh", "english-label"])
    add(g, "油烟机（四楼）风速调大", one("k4_hood", "fan"), ["fullwidth", "floor"])
    add(g, "浴霸（二楼）关掉", one("b2_heater", "off"), ["fullwidth", "floor"])
    add(g, "焊苔-3开", one("ws_sd3", "on"), ["asr", "numbered"])
    g = "misc"
    add(g, "鱼缸灯开着，鱼要晒光", one("lv3_fish", "on"), ["plug-light"])
    add(g, "扫地机器人去扫一下", one("lv3_robot", "start"), ["appliance"])
    add(g, "电动车充电关掉", one("nr_ebike", "off"), ["no-room"])
    add(g, "智能插座开", one("nr_plug", "on"), ["no-room", "default-label"])
    add(g, "驱蚊器关掉", one("rf_mosq", "off"), ["plug"])
    add(g, "抽水泵开五分钟", one("rf_pump", "on"), ["timing"])
    add(g, "浇花水阀开十分钟", one("rf_valve", "open"), ["timing", "valve"])
    add(g, "烘干机开始烘", one("bl3_dryer", "start"), ["appliance"])
    add(g, "洗碗机继续洗", one("k3_dish", "resume"), ["appliance"])
    add(g, "滚筒洗衣机换成羊毛模式", one("bl3_washer", "setmode"), ["appliance", "mode"])
    add(g, "天台洗衣机脱水调低", one("rf_washer", "spin"), ["appliance", "room-alias"])
    add(g, "3F油烟机关掉", one("k3_hood", "off"), ["no-switch"])
    add(g, "老冰箱调回正常模式", one("k2_fridge", "setmode"), ["appliance", "mode"])
    add(g, "三楼冰箱门关好没", one("k3_fridge", "*"), ["state", "duplicate-label"])
    add(g, "四楼冰箱现在是什么模式", one("k4_fridge", "*"), ["state", "duplicate-label"])
    add(g, "风暖浴霸关掉", one("b3_heater", "off"), ["name"])
    add(g, "风暖浴霸的灯亮一点", one("b3_heater", "level"), ["brightness"])
    add(g, "3F热水器开到加热", one("b3_wh", "heat"), ["water-heater", "mode"])
    add(g, "四楼热水器调成节能模式", one("b4_wh", "setmode"), ["water-heater", "mode"])
    add(g, "遮光帘开", one("mb3_curtain", "open"), ["curtain"])
    add(g, "客厅纱帘全开", one("lv4_sheer", "open", "shade"), ["curtain", "quantifier-one-device"])
    add(g, "卧室窗帘关到一半", one("mb4_curtain", "shade"), ["curtain-position"])
    add(g, "阿公阿嬷房窗帘开一半", one("gp_curtain", "shade"), ["curtain-position", "kinship"])
    add(g, "三楼客厅窗帘开到80%", one("lv3_curtain", "shade"), ["curtain-position", "duplicate-label"])
    add(g, "二楼柜机风速调小", one("sh_ac", "fan"), ["fan-speed"])
    add(g, "主人房空调关了，开抽湿机", [one("mb4_ac", "off"), one("mb4_dh", "on")],
        ["two-targets", "room-carry", "type-word-label"])
    add(g, "楼梯灯调暗一点", one("st_l", "dim"), ["brightness", "relative"])
    add(g, "2F厅灯关掉", one("sh_l", "off"), ["name"])


# ---------------------------------------------------------------------------
# Assemble, validate, write.
# ---------------------------------------------------------------------------
CASE_GROUPS = [cases_name, cases_room, cases_duplicate, cases_values, cases_climate, cases_cover,
               cases_media, cases_appliance, cases_state, cases_need, cases_history, cases_multi,
               cases_bulk, cases_clarify, cases_none, cases_safety_more, cases_more]


def build_cases():
    del CASES[:]
    _COUNTERS.clear()
    for fn in CASE_GROUPS:
        fn()
    out = []
    for c in CASES:
        tags = list(c["tags"])
        modes = [e["mode"] for e in c["expect"]]

        def tag(t):
            if t not in tags:
                tags.append(t)
        if "clarify" in modes:
            tag("clarify")
        if "none" in modes:
            tag("none")
        if "all" in modes:
            tag("bulk")
        if len(modes) > 1:
            tag("multi-command")
        if c.get("history"):
            tag("history")
        c2 = OrderedDict(c)
        c2["tags"] = tags
        # device keys -> deviceIds
        exp = []
        for e in c["expect"]:
            exp.append(OrderedDict([("devices", [uid("device", k) for k in e["devices"]]),
                                    ("capabilities", list(e["capabilities"])), ("mode", e["mode"])]))
        c2["expect"] = exp
        out.append(c2)
    return out


def validate(home, spec, cases):
    errors = []
    profiles, caps = load_sources()
    ids = [d["deviceId"] for d in home["items"]]
    if len(ids) != len(set(ids)):
        errors.append("duplicate deviceId")
    room_ids = {r["roomId"] for r in home["rooms"]}
    if len(room_ids) != len(home["rooms"]):
        errors.append("duplicate roomId")
    spec_by_pid = {}
    for line in spec:
        if line["profileId"] in spec_by_pid:
            errors.append("duplicate spec line %s" % line["profileId"])
        spec_by_pid[line["profileId"]] = {c["id"] for c in line["capabilities"]}
        cids = [c["id"] for c in line["capabilities"]]
        if len(cids) != len(set(cids)):
            errors.append("duplicate command in %s" % line["profileId"])
    real = {profile_id(n, d): p for (n, d), p in profiles.items()}
    cmds_by_dev = {}
    for d in home["items"]:
        pid = d["profile"]["id"]
        p = real.get(pid)
        if p is None:
            errors.append("%s: profile %s is not a real profile" % (d.get("label"), pid))
            continue
        main = d["components"][0]
        if main["id"] != "main":
            errors.append("%s: first component is not main" % d.get("label"))
        if [c["id"] for c in main["capabilities"]] != p["capabilities"]:
            errors.append("%s: main capabilities differ from profile %s" % (d.get("label"), pid))
        if [c["name"] for c in main["categories"]] != p["categories"]:
            errors.append("%s: categories differ from profile %s" % (d.get("label"), pid))
        others = [(c["id"], [x["id"] for x in c["capabilities"]]) for c in d["components"][1:]]
        if others != [(c["id"], c["capabilities"]) for c in p.get("components", [])]:
            errors.append("%s: components differ from profile %s" % (d.get("label"), pid))
        if "roomId" in d and d["roomId"] not in room_ids:
            errors.append("%s: roomId not in rooms" % d.get("label"))
        if pid not in spec_by_pid:
            errors.append("%s: profile %s has no spec line" % (d.get("label"), pid))
            continue
        for cid in spec_by_pid[pid]:
            _, cap, cmd = cid.split("-", 2)
            if cap not in p["capabilities"]:
                errors.append("%s: %s not a capability of the profile" % (pid, cid))
            elif cap not in caps or cmd not in [c["name"] for c in caps[cap]["commands"]]:
                errors.append("%s: %s not a command of %s" % (pid, cid, cap))
        cmds_by_dev[d["deviceId"]] = spec_by_pid[pid]
    used_pids = {d["profile"]["id"] for d in home["items"]}
    for pid in spec_by_pid:
        if pid not in used_pids:
            errors.append("spec line %s for a profile no device uses" % pid)
    case_ids = [c["id"] for c in cases]
    if len(case_ids) != len(set(case_ids)):
        errors.append("duplicate case ids: %s" % [k for k, v in Counter(case_ids).items() if v > 1])
    for c in cases:
        cid = c["id"]
        for key in ("id", "home", "query", "expect", "tags"):
            if key not in c:
                errors.append("%s: missing %s" % (cid, key))
        if c["home"] != "home.json":
            errors.append("%s: home" % cid)
        if not c["expect"]:
            errors.append("%s: empty expect" % cid)
        if "history" in c and not (isinstance(c["history"], list) and all(isinstance(h, str) for h in c["history"])):
            errors.append("%s: history must be a list of strings" % cid)
        for e in c["expect"]:
            mode = e["mode"]
            if mode not in ("one", "all", "clarify", "none"):
                errors.append("%s: bad mode %s" % (cid, mode))
            devs, capl = e["devices"], e["capabilities"]
            if len(devs) != len(set(devs)):
                errors.append("%s: repeated device" % cid)
            for dv in devs:
                if dv not in cmds_by_dev:
                    errors.append("%s: unknown device %s" % (cid, dv))
            if mode == "none":
                if devs or capl:
                    errors.append("%s: none must be empty" % cid)
                continue
            if mode in ("one", "all") and (not devs or not capl):
                errors.append("%s: %s needs devices and capabilities" % (cid, mode))
            if mode == "all" and len(devs) < 2:
                errors.append("%s: all with fewer than two devices" % cid)
            if "*" in capl:
                if capl != ["*"] or mode != "one":
                    errors.append("%s: '*' only alone and in mode one" % cid)
                continue
            for cap in capl:
                if not any(cap in cmds_by_dev.get(dv, ()) for dv in devs):
                    errors.append("%s: %s is a command of none of the listed devices" % (cid, cap))
            if mode in ("one", "all"):
                for dv in devs:
                    if not any(cap in cmds_by_dev.get(dv, ()) for cap in capl):
                        errors.append("%s: device %s supports none of %s" % (cid, dv, capl))
    return errors


def write_all():
    cases = build_cases()
    with open(os.path.join(HERE, "home.json"), "w", encoding="utf-8") as f:
        json.dump(HOME, f, ensure_ascii=False, indent=1)
        f.write("\n")
    with open(os.path.join(HERE, "spec.jsonl"), "w", encoding="utf-8") as f:
        for line in SPEC:
            f.write(json.dumps(line, ensure_ascii=False) + "\n")
    with open(os.path.join(HERE, "cases.jsonl"), "w", encoding="utf-8") as f:
        for c in cases:
            f.write(json.dumps(c, ensure_ascii=False) + "\n")
    return cases


def read_back():
    with open(os.path.join(HERE, "home.json"), encoding="utf-8") as f:
        home = json.load(f)
    spec, cases = [], []
    with open(os.path.join(HERE, "spec.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.strip():
                spec.append(json.loads(line))
    with open(os.path.join(HERE, "cases.jsonl"), encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.strip():
                cases.append(json.loads(line))
    return home, spec, cases


def stats(home, spec, cases):
    out = []
    room_name = {r["roomId"]: r["name"] for r in home["rooms"]}
    per_room = Counter(room_name.get(d.get("roomId"), "(no room)") for d in home["items"])
    out.append("rooms: %d, devices: %d, profiles (spec lines): %d, spec commands: %d" % (
        len(home["rooms"]), len(home["items"]), len(spec), sum(len(l["capabilities"]) for l in spec)))
    out.append("")
    out.append("| room | devices |")
    out.append("| --- | --- |")
    for r in home["rooms"]:
        out.append("| %s | %d |" % (r["name"], per_room.get(r["name"], 0)))
    out.append("| (no room) | %d |" % per_room.get("(no room)", 0))
    by_case = Counter()
    by_entry = Counter()
    for c in cases:
        modes = [e["mode"] for e in c["expect"]]
        for m in modes:
            by_entry[m] += 1
        by_case["+".join(sorted(set(modes)))] += 1
    out.append("")
    out.append("cases: %d; with history: %d; with more than one expect entry: %d" % (
        len(cases), sum(1 for c in cases if c.get("history")), sum(1 for c in cases if len(c["expect"]) > 1)))
    out.append("cases by mode(s): %s" % dict(by_case.most_common()))
    out.append("expect entries by mode: %s" % dict(by_entry.most_common()))
    out.append("")
    out.append("| tag | cases |")
    out.append("| --- | --- |")
    tags = Counter(t for c in cases for t in c["tags"])
    for t, n in sorted(tags.items(), key=lambda x: (-x[1], x[0])):
        out.append("| %s | %d |" % (t, n))
    return "\n".join(out)


def main(argv):
    if "--check" in argv:
        home, spec, cases = read_back()
    else:
        cases = write_all()
        home, spec, cases = read_back()
    errors = validate(home, spec, cases)
    if errors:
        for e in errors[:50]:
            print("ERROR", e)
        print("%d errors" % len(errors))
        return 1
    if "--stats" in argv:
        print(stats(home, spec, cases))
    else:
        print("ok: %d devices, %d spec lines, %d cases" % (len(home["items"]), len(spec), len(cases)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
