#!/usr/bin/env python3
"""Blind evaluation set "luoyang": the 王 family's three-storey self-built house (农村自建房,
rebuilt 2019) in a village on the edge of 洛阳, Henan -- grandparents on the ground floor
round the 堂屋, the son's family on the first floor, storage, the roof terrace and a tenant
teacher's room on the second floor, a courtyard with a gate, a shed for the electric tricycle
and a small greenhouse, and the family's 烩面 shop in the front room facing the road -- all in
one SmartThings account with the rooms typed the way the son typed them.

    python build.py            write home.json, spec.jsonl, cases.jsonl next to this file
    python build.py --check    re-read the three files, validate them against
                               shared/FORMATS.md and the real profiles, and check they
                               equal this script's output
    python build.py --stats    print the device table and the count tables used in README.md

Every device copies the categories, capabilities and components of one real SmartThings
profile (shared/data/smartthings/profiles.jsonl); every command in spec.jsonl is a command of
its capability in shared/data/smartthings/capabilities.json.  Deterministic: every id is a
uuid5 of a readable key under a fixed namespace; no randomness, no clock.  Standard library
only.
"""
import hashlib
import json
import os
import sys
import uuid
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "luoyang"
NS = uuid.UUID("3c9e61b4-7a0d-5e28-9f13-6c756f79616e")


def data_dir():
    """shared/data/smartthings: $SMARTTHINGS_DATA, else the first one found walking up."""
    env = os.environ.get("SMARTTHINGS_DATA")
    cands = [env] if env else []
    d = HERE
    for _ in range(8):
        cands.append(os.path.join(d, "shared", "data", "smartthings"))
        d = os.path.dirname(d)
    for c in cands:
        if c and os.path.exists(os.path.join(c, "profiles.jsonl")) \
                and os.path.exists(os.path.join(c, "capabilities.json")):
            return os.path.abspath(c)
    sys.exit("cannot find shared/data/smartthings (walk up from %s, or set SMARTTHINGS_DATA)" % HERE)


def uid(kind, key):
    return str(uuid.uuid5(NS, "%s/%s/%s" % (SET, kind, key)))


LOCATION_ID = uid("location", "wang-jia")
OWNER_ID = uid("owner", "wang-jianjun")

# ---------------------------------------------------------------------------
# Rooms: key -> (name exactly as the son typed it, where).  "where" is this set's knowledge,
# not a field of home.json: 1, 2, 3 = the storey (一楼 = ground floor); "out" = the courtyard,
# the gate, the shed and the greenhouse, which are on no floor.
# ---------------------------------------------------------------------------
ROOMS = OrderedDict([
    ("th", ("一楼堂屋", 1)),        # the main hall, used as the living room
    ("th_dup", ("堂屋", 1)),        # a duplicate made by mistake, left empty
    ("kit", ("1F厨房", 1)),
    ("chai", ("柴火灶", 1)),        # the firewood-stove corner next to the kitchen
    ("dining", ("Room 1", 1)),      # the app's default name, never renamed: it is the 餐厅
    ("yn", ("爷奶屋", 1)),          # the grandparents' bedroom
    ("yn2", ("也奶屋", 1)),         # typed by voice (也 for 爷): the same bedroom's heating group
    ("bath1", ("一楼卫生间", 1)),
    ("shop", ("门面房", 1)),        # the 烩面 shop in the front room facing the road
    ("mb", ("2楼主卧", 2)),
    ("hh", ("浩浩屋", 2)),          # 浩浩, 14
    ("nn", ("妞妞屋", 2)),          # 妞妞, 8
    ("bath2", ("二楼卫生间", 2)),
    ("lr2", ("二楼客厅", 2)),
    ("store", ("3F储藏室", 3)),
    ("roof", ("楼顶", 3)),          # the roof terrace (晒台): solar heater, pump, washer
    ("tenant", ("租户", 3)),        # rented to 李老师, a teacher at the village school
    ("yard", ("院子", "out")),
    ("gate", ("大门", "out")),
    ("shed", ("三轮车棚", "out")),
    ("gh", ("大棚", "out")),
])

# ---------------------------------------------------------------------------
# Devices: (key, label or None, (profile name, driver), room key or None)
# ---------------------------------------------------------------------------
DEVICES = [
    # 门面房 -- the noodle shop
    ("s_d1", "筒灯1", ("light-level", "matter-switch"), "shop"),
    ("s_d2", "筒灯2", ("light-level", "matter-switch"), "shop"),
    ("s_d3", "筒灯3", ("light-level", "matter-switch"), "shop"),
    ("s_d4", "筒灯4", ("light-level", "matter-switch"), "shop"),
    ("s_d5", "筒灯5", ("light-level", "matter-switch"), "shop"),
    ("s_d6", "筒灯6", ("light-level", "matter-switch"), "shop"),
    ("s_sign", "招牌灯", ("switch-binary", "zwave-switch"), "shop"),
    ("s_strip", "Yeelight LED灯带", ("rgbw-bulb-2200K-6500K", "zigbee-switch"), "shop"),
    ("s_freezer", "冰柜-别断电", ("plug-power", "matter-switch"), "shop"),
    ("s_exhaust", "排风扇", ("basic-switch", "tuya-zigbee"), "shop"),
    ("s_shutter", "卷帘门", ("base-garage-door", "zwave-garage-door-opener"), "shop"),
    ("s_cam", "门面摄像头", ("camera", "matter-switch"), "shop"),
    ("s_ac", "门面空调", ("room-air-conditioner-fan-heating-cooling", "matter-thermostat"), "shop"),
    ("s_smoke", "烟感", ("smoke-battery-aqara", "zigbee-smoke-detector"), "shop"),
    ("s_gas", "燃气报警", ("gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector"), "shop"),
    ("s_steril", "消毒柜", ("smartplug-binary", "zwave-switch"), "shop"),
    ("s_boiler", "电开水器", ("switch-power-energy-consumption-report", "zigbee-switch"), "shop"),
    ("s_fan", "壁扇", ("fan-rock", "matter-thermostat"), "shop"),
    # 一楼堂屋 -- the main hall
    ("t_d1", "筒灯1", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "th"),
    ("t_d2", "筒灯2", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "th"),
    ("t_d3", "筒灯3", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "th"),
    ("t_d4", "筒灯4", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "th"),
    ("t_s1", "射灯 1", ("ge-link-bulb", "zigbee-switch"), "th"),
    ("t_s2", "射灯 2", ("ge-link-bulb", "zigbee-switch"), "th"),
    ("t_s3", "射灯 3", ("ge-link-bulb", "zigbee-switch"), "th"),
    ("t_s4", "射灯 4", ("ge-link-bulb", "zigbee-switch"), "th"),
    ("t_main", "堂屋灯", ("color-temp-bulb-2700K-6500K", "zigbee-switch"), "th"),
    ("t_strip", "Yeelight LED灯带", ("rgbw-bulb-2200K-6500K", "zigbee-switch"), "th"),
    ("t_tv", "电视", ("media-video-player", "matter-media"), "th"),
    ("t_box", "小米盒子", ("media-video-player", "matter-media"), "th"),
    ("t_ac", "格力柜机", ("room-air-conditioner-fan-wind-heating-cooling", "matter-thermostat"), "th"),
    ("t_genie", "天猫精灵", ("soundtouch-speaker", "bose"), "th"),
    ("t_th", None, ("humidity-temp-battery-aqara", "zigbee-humidity-sensor"), "th"),
    ("t_curtain", "堂屋窗帘", ("window-treatment-profile", "zigbee-window-treatment"), "th"),
    ("t_fan", "吊扇", ("fan-3speed", "zwave-fan"), "th"),
    # 1F厨房
    ("k_light", "厨房灯", ("on-off-bulb", "zigbee-switch"), "kit"),
    ("k_hood", "油烟机", ("extractor-hood-light", "matter-appliance"), "kit"),
    ("k_gas", "燃气报警器", ("gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector"), "kit"),
    ("k_valve", "燃气阀", ("valve-generic", "zwave-valve"), "kit"),
    ("k_fridge", "冰箱", ("refrigerator-freezer", "matter-appliance"), "kit"),
    ("k_plug", "小米智能插座2", ("plug-power-energy-powerConsumption", "matter-switch"), "kit"),
    # 柴火灶
    ("c_light", "土灶灯", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "chai"),
    ("c_blower", "鼓风机", ("basic-plug", "zigbee-switch"), "chai"),
    ("c_co", "一氧化碳报警", ("co-battery", "matter-sensor"), "chai"),
    # Room 1 -- the dining room
    ("d_ceil", "吸顶灯", ("color-temp-bulb-2200K-5000K", "zigbee-switch"), "dining"),
    ("d_water", "饮水机", ("plug-binary", "matter-switch"), "dining"),
    ("d_bull", "公牛智能插座", ("basic-plug", "zigbee-switch"), "dining"),
    # 爷奶屋
    ("y_light", "爷奶屋灯", ("on-off-level", "zigbee-switch"), "yn"),
    ("y_lamp", "堂屋台灯", ("color-temp-bulb", "zigbee-switch"), "yn"),
    ("y_ac", "空调", ("room-air-conditioner-heating-cooling", "matter-thermostat"), "yn"),
    ("y_blanket", "奶奶电褥子", ("switch-power-smartplug", "zigbee-switch"), "yn"),
    ("y_radio", "戏匣子", ("basic-plug", "zigbee-switch"), "yn"),
    ("y_night", "小夜灯", ("on-off-level-no-firmware-update", "zigbee-switch"), "yn"),
    # 也奶屋 -- the same bedroom, the heating things the son added by voice
    ("y2_heater", "电暖气", ("Heater.v1", "deepsmart"), "yn2"),
    ("y2_sun", "小太阳", ("switch-power-energy", "zigbee-switch"), "yn2"),
    ("y2_blanket", "爷爷电褥子", ("smartplug-binary", "zwave-switch"), "yn2"),
    ("y2_plug", "小米智能插座2", ("plug-power-energy-powerConsumption", "matter-switch"), "yn2"),
    # 一楼卫生间
    ("b1_light", "一楼卫生间灯", ("light-binary", "matter-switch"), "bath1"),
    ("b1_heater", "浴霸", ("switch-smart-bath-heater-laisiao", "zigbee-switch"), "bath1"),
    ("b1_fan", "排气扇", ("basic-switch", "zigbee-switch"), "bath1"),
    # 2楼主卧
    ("m_light", "主卧灯", ("light-color-level-2700K-6500K", "matter-switch"), "mb"),
    ("m_bed", "床头灯", ("aqara-led-bulb", "zigbee-switch"), "mb"),
    ("m_ac", "空调", ("room-air-conditioner-humidity-fan-heating-cooling", "matter-thermostat"), "mb"),
    ("m_blanket", "主卧电热毯", ("switch-power-smartplug-no-firmware-update", "zigbee-switch"), "mb"),
    ("m_curtain", "主卧窗帘", ("window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment"), "mb"),
    # 浩浩屋
    ("h_light", "haohao deng", ("rgbw-bulb-1800K-6500K", "zigbee-switch"), "hh"),
    ("h_strip", "RGB灯带", ("light-color-level-1800K-6500K", "matter-switch"), "hh"),
    ("h_pc", "浩浩的电脑插座", ("switch-power-energy-consumption-report-aqara", "zigbee-switch"), "hh"),
    ("h_ac", "空调", ("room-air-conditioner-fan-heating-cooling-nostate", "matter-thermostat"), "hh"),
    ("h_lamp", "护眼台灯", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "hh"),
    # 妞妞屋
    ("n_light", "卧室灯", ("light-level", "matter-switch"), "nn"),
    ("n_princess", "公主灯", ("color-bulb", "zigbee-switch"), "nn"),
    ("n_night", "小夜灯", ("light-level-motion", "matter-switch"), "nn"),
    ("n_ac", "空调", ("room-air-conditioner-modular", "matter-thermostat"), "nn"),
    ("n_blanket", "电热毯", ("plug-binary", "matter-switch"), "nn"),
    ("n_curtain", "妞妞屋窗帘", ("window-treatment-no-preset", "zigbee-window-treatment"), "nn"),
    # 二楼卫生间
    ("b2_light", "二楼卫生间灯", ("light-binary", "matter-switch"), "bath2"),
    ("b2_heater", "浴霸", ("switch-smart-bath-heater-laisiao", "zigbee-switch"), "bath2"),
    ("b2_fan", "排气扇", ("basic-switch", "zigbee-switch"), "bath2"),
    # 二楼客厅
    ("l_ceil", "吸顶灯", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "lr2"),
    ("l_floor", "落地灯", ("light-level-power", "matter-switch"), "lr2"),
    ("l_tv", "Living Room TV", ("media-video-speaker", "matter-media"), "lr2"),
    ("l_robot", "石头扫地机", ("rvc-clean-mode", "matter-rvc"), "lr2"),
    ("l_purifier", "空气净化器", ("air-purifier-hepa-wind", "matter-thermostat"), "lr2"),
    ("l_curtain", "客厅窗帘", ("window-covering", "matter-window-covering"), "lr2"),
    ("l_smoke", "烟雾报警器", ("smoke-battery", "zigbee-smoke-detector"), "lr2"),
    # 3F储藏室
    ("st_ceil", "吸顶灯", ("on-off-bulb", "zigbee-switch"), "store"),
    ("st_dehum", "除湿机", ("plug-energy-powerConsumption", "matter-switch"), "store"),
    # 楼顶
    ("r_heater", "热水器", ("water-heater", "matter-thermostat"), "roof"),
    ("r_pump", "水泵", ("aeotec-heavy-duty", "zwave-switch"), "roof"),
    ("r_washer", "小天鹅洗衣机", ("laundry-washer", "matter-appliance"), "roof"),
    ("r_light", "晒台灯", ("on-off-bulb", "zigbee-switch"), "roof"),
    ("r_leak", "水箱漏水检测", ("leak-battery", "matter-sensor"), "roof"),
    # 租户 -- 李老师's room
    ("te_light", "李老师房间灯", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "tenant"),
    ("te_ac", "租户空调", ("Ac.v1", "deepsmart"), "tenant"),
    ("te_sun", "小太阳", ("plug-power", "matter-switch"), "tenant"),
    ("te_lock", "租户门锁", ("lock-nocodes-notamper-batteryLevel", "matter-lock"), "tenant"),
    # 院子
    ("yd_l1", "院灯1", ("light-power", "matter-switch"), "yard"),
    ("yd_l2", "院灯2", ("light-power", "matter-switch"), "yard"),
    ("yd_l3", "院灯3", ("light-power", "matter-switch"), "yard"),
    ("yd_cam", "院子摄像头", ("camera", "matter-switch"), "yard"),
    ("yd_valve", "菜地水阀", ("valve-battery-powerSource", "zigbee-valve"), "yard"),
    # 大门
    ("g_lock", "大门锁", ("lock-user-pin-batteryLevel", "matter-lock"), "gate"),
    ("g_bell", "可视门铃", ("camera", "matter-switch"), "gate"),
    ("g_light", "大门灯", ("light-binary", "matter-switch"), "gate"),
    # 三轮车棚
    ("sh_charger", "电三轮充电", ("zooz-zen05-plug", "zwave-switch"), "shed"),
    ("sh_light", "车棚灯", ("on-off-bulb", "zigbee-switch"), "shed"),
    # 大棚
    ("gh_fan", "风机", ("basic-plug", "zigbee-switch"), "gh"),
    ("gh_plug", "小米智能插座2", ("plug-power-energy-powerConsumption", "matter-switch"), "gh"),
    ("gh_th", "大棚温湿度", ("temperature-humidity", "matter-sensor"), "gh"),
    # no room
    ("x_bull", "公牛智能插座", ("basic-plug", "zigbee-switch"), None),
    ("x_mini", "Smart Plug Mini", ("wemo.mini-smart-plug.v1", "wemo"), None),
    ("x_lamp", "台灯", ("light-level", "matter-switch"), None),
]

# What is behind a plug whose label does not say (this set's knowledge, for the README).
BEHIND = {
    "k_plug": "电饭锅 (rice cooker)", "y2_plug": "爷爷的泡脚盆 (foot bath)",
    "gh_plug": "保温灯 (the greenhouse heat lamp)", "d_bull": "饭菜保温板 (food warming plate)",
    "x_bull": "moves around: a spare plug", "x_mini": "moves around: 浩浩's phone charger, mostly",
    "gh_fan": "the greenhouse ventilation fan", "s_steril": "the shop's dish sterilising cabinet",
}

# Display names the app gives when there is no label, and the device `name` field for some.
UNLABELLED_NAME = {"t_th": "温湿度传感器"}
DEVICE_NAME = {"t_genie": "TmallGenie IN-CC", "l_robot": "Roborock T7", "g_bell": "Video Doorbell",
               "yd_cam": "Outdoor Camera", "s_cam": "Indoor Camera", "t_box": "Xiaomi TV Box S",
               "t_tv": "Hisense TV", "l_tv": "Living Room TV", "x_mini": "Wemo Mini",
               "sh_charger": "ZEN05 Outdoor Plug", "te_ac": "DeepSmart AC", "y2_heater": "DeepSmart Heater"}

# Profiles deliberately left out of spec.jsonl: real accounts carry profiles the spec does not
# know; FORMATS.md §2 lets such devices take part by name and room.
SPEC_OMITTED = {("camera", "matter-switch"), ("soundtouch-speaker", "bose"),
                ("zooz-zen05-plug", "zwave-switch")}

DEV = OrderedDict((d[0], d) for d in DEVICES)
ROOM_OF = {d[0]: d[3] for d in DEVICES}
TRANSPORT = {"matter": "MATTER", "zigbee": "ZIGBEE", "tuya": "ZIGBEE", "zwave": "ZWAVE",
             "bose": "LAN", "deepsmart": "LAN", "wemo": "LAN"}


def label_of(k):
    return DEV[k][1] if DEV[k][1] is not None else UNLABELLED_NAME[k]


def profile_id(pname, driver):
    return uid("profile", "%s@%s" % (pname, driver))


def transport(driver):
    return TRANSPORT[driver.split("-")[0]]


# ---------------------------------------------------------------------------
# Spec.  Descriptions written for this set, about a quarter in English (chosen by a hash of
# profile and command), as real spec files mix both.
# ---------------------------------------------------------------------------
SKIP_CAPS = {"refresh", "firmwareUpdate", "energyMeter"}

DESC_ZH = {
    ("switch", "on"): "打开", ("switch", "off"): "关闭",
    ("switchLevel", "setLevel"): "设置亮度",
    ("statelessSwitchLevelStep", "stepLevel"): "亮度调高或调低一档",
    ("colorTemperature", "setColorTemperature"): "设置色温",
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): "色温调暖或调冷",
    ("colorControl", "setColor"): "设置灯光颜色", ("colorControl", "setHue"): "设置色调",
    ("colorControl", "setSaturation"): "设置饱和度",
    ("windowShade", "open"): "打开窗帘", ("windowShade", "close"): "关闭窗帘",
    ("windowShade", "pause"): "窗帘暂停",
    ("windowShadeLevel", "setShadeLevel"): "设置窗帘开合度",
    ("windowShadePreset", "presetPosition"): "窗帘到预设位置",
    ("windowShadePreset", "setPresetPosition"): "设置窗帘预设位置",
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): "窗帘开合度调一点",
    ("doorControl", "open"): "开门", ("doorControl", "close"): "关门",
    ("lock", "lock"): "上锁", ("lock", "unlock"): "开锁",
    ("valve", "open"): "打开阀门", ("valve", "close"): "关闭阀门",
    ("airConditionerMode", "setAirConditionerMode"): "设置空调模式",
    ("airConditionerFanMode", "setFanMode"): "设置风速",
    ("thermostatMode", "setThermostatMode"): "设置运行模式",
    ("thermostatMode", "auto"): "自动模式", ("thermostatMode", "cool"): "制冷模式",
    ("thermostatMode", "heat"): "制热模式", ("thermostatMode", "off"): "关机",
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): "设置制冷温度",
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): "设置制热温度",
    ("fanSpeed", "setFanSpeed"): "设置风扇档位",
    ("fanSpeedPercent", "setPercent"): "设置风速百分比",
    ("fanMode", "setFanMode"): "设置风机档位",
    ("fanOscillationMode", "setFanOscillationMode"): "设置摇头",
    ("windMode", "setWindMode"): "设置风感",
    ("airPurifierFanMode", "setAirPurifierFanMode"): "设置净化器风量模式",
    ("audioVolume", "setVolume"): "设置音量", ("audioVolume", "volumeUp"): "音量加",
    ("audioVolume", "volumeDown"): "音量减",
    ("audioMute", "mute"): "静音", ("audioMute", "unmute"): "取消静音",
    ("audioMute", "setMute"): "设置静音",
    ("mediaPlayback", "play"): "播放", ("mediaPlayback", "pause"): "暂停",
    ("mediaPlayback", "stop"): "停止播放", ("mediaPlayback", "fastForward"): "快进",
    ("mediaPlayback", "rewind"): "快退", ("mediaPlayback", "setPlaybackStatus"): "设置播放状态",
    ("mediaTrackControl", "nextTrack"): "下一个", ("mediaTrackControl", "previousTrack"): "上一个",
    ("mediaPresets", "playPreset"): "播放收藏的电台",
    ("keypadInput", "sendKey"): "遥控器按键",
    ("robotCleanerOperatingState", "start"): "开始清扫",
    ("robotCleanerOperatingState", "pause"): "暂停清扫",
    ("robotCleanerOperatingState", "goHome"): "回充",
    ("mode", "setMode"): "设置模式",
    ("operationalState", "start"): "启动", ("operationalState", "stop"): "停止",
    ("operationalState", "pause"): "暂停", ("operationalState", "resume"): "继续",
    ("laundryWasherRinseMode", "setRinseMode"): "设置漂洗",
    ("laundryWasherSpinSpeed", "setSpinSpeed"): "设置脱水转速",
}
DESC_EN = {
    ("switch", "on"): "Turn on", ("switch", "off"): "Turn off",
    ("switchLevel", "setLevel"): "Set brightness level",
    ("statelessSwitchLevelStep", "stepLevel"): "Step brightness up or down",
    ("colorTemperature", "setColorTemperature"): "Set color temperature",
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): "Step color temperature",
    ("colorControl", "setColor"): "Set color", ("colorControl", "setHue"): "Set hue",
    ("colorControl", "setSaturation"): "Set saturation",
    ("windowShade", "open"): "Open", ("windowShade", "close"): "Close",
    ("windowShade", "pause"): "Pause",
    ("windowShadeLevel", "setShadeLevel"): "Set shade level",
    ("windowShadePreset", "presetPosition"): "Go to preset position",
    ("windowShadePreset", "setPresetPosition"): "Set preset position",
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): "Step shade level",
    ("doorControl", "open"): "Open door", ("doorControl", "close"): "Close door",
    ("lock", "lock"): "Lock", ("lock", "unlock"): "Unlock",
    ("valve", "open"): "Open valve", ("valve", "close"): "Close valve",
    ("airConditionerMode", "setAirConditionerMode"): "Set air conditioner mode",
    ("airConditionerFanMode", "setFanMode"): "Set fan mode",
    ("thermostatMode", "setThermostatMode"): "Set thermostat mode",
    ("thermostatMode", "auto"): "Auto", ("thermostatMode", "cool"): "Cool",
    ("thermostatMode", "heat"): "Heat", ("thermostatMode", "off"): "Off",
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): "Set cooling setpoint",
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): "Set heating setpoint",
    ("fanSpeed", "setFanSpeed"): "Set fan speed",
    ("fanSpeedPercent", "setPercent"): "Set fan speed percent",
    ("fanMode", "setFanMode"): "Set fan mode",
    ("fanOscillationMode", "setFanOscillationMode"): "Set oscillation",
    ("windMode", "setWindMode"): "Set wind mode",
    ("airPurifierFanMode", "setAirPurifierFanMode"): "Set air purifier fan mode",
    ("audioVolume", "setVolume"): "Set volume", ("audioVolume", "volumeUp"): "Volume up",
    ("audioVolume", "volumeDown"): "Volume down",
    ("audioMute", "mute"): "Mute", ("audioMute", "unmute"): "Unmute",
    ("audioMute", "setMute"): "Set mute",
    ("mediaPlayback", "play"): "Play", ("mediaPlayback", "pause"): "Pause",
    ("mediaPlayback", "stop"): "Stop", ("mediaPlayback", "fastForward"): "Fast forward",
    ("mediaPlayback", "rewind"): "Rewind", ("mediaPlayback", "setPlaybackStatus"): "Set playback status",
    ("mediaTrackControl", "nextTrack"): "Next track", ("mediaTrackControl", "previousTrack"): "Previous track",
    ("mediaPresets", "playPreset"): "Play preset",
    ("keypadInput", "sendKey"): "Send remote key",
    ("robotCleanerOperatingState", "start"): "Start cleaning",
    ("robotCleanerOperatingState", "pause"): "Pause cleaning",
    ("robotCleanerOperatingState", "goHome"): "Return to dock",
    ("mode", "setMode"): "Set mode",
    ("operationalState", "start"): "Start", ("operationalState", "stop"): "Stop",
    ("operationalState", "pause"): "Pause", ("operationalState", "resume"): "Resume",
    ("laundryWasherRinseMode", "setRinseMode"): "Set rinse mode",
    ("laundryWasherSpinSpeed", "setSpinSpeed"): "Set spin speed",
}
# Where a profile's command does something the generic wording would hide.
DESC_PROFILE = {
    ("switch-smart-bath-heater-laisiao", "switch", "on"): "浴霸取暖开",
    ("switch-smart-bath-heater-laisiao", "switch", "off"): "浴霸取暖关",
    ("water-heater", "thermostatMode", "heat"): "加热",
    ("water-heater", "thermostatMode", "off"): "停止加热",
    ("water-heater", "thermostatHeatingSetpoint", "setHeatingSetpoint"): "设置水温",
    ("Heater.v1", "thermostatHeatingSetpoint", "setHeatingSetpoint"): "设置取暖温度",
    ("Heater.v1", "thermostatMode", "heat"): "开始取暖",
    ("base-garage-door", "doorControl", "open"): "卷帘门升起",
    ("base-garage-door", "doorControl", "close"): "卷帘门放下",
    ("extractor-hood-light", "fanMode", "setFanMode"): "设置吸力档位",
    ("laundry-washer", "mode", "setMode"): "设置洗涤程序",
    ("refrigerator-freezer", "mode", "setMode"): "设置冰箱模式",
    ("rvc-clean-mode", "mode", "setMode"): "设置清扫模式",
    ("water-heater", "mode", "setMode"): "设置热水器工作方式",
    ("gas-lifetime-selfcheck-aqara", "audioMute", "mute"): "报警消音",
    ("smoke-battery-aqara", "audioMute", "mute"): "报警消音",
}

VALUE_DESC = {  # (capability, value) -> (中文, English)
    ("thermostatMode", "off"): ("关闭", "off"), ("thermostatMode", "cool"): ("制冷", "cool"),
    ("thermostatMode", "heat"): ("制热", "heat"), ("thermostatMode", "auto"): ("自动", "auto"),
    ("thermostatMode", "fanonly"): ("送风", "fan only"), ("thermostatMode", "dryair"): ("除湿", "dry"),
    ("thermostatMode", "asleep"): ("睡眠", "sleep"),
    ("airConditionerMode", "cool"): ("制冷", "cool"), ("airConditionerMode", "heat"): ("制热", "heat"),
    ("airConditionerMode", "fan"): ("送风", "fan"), ("airConditionerMode", "dry"): ("除湿", "dry"),
    ("airConditionerMode", "auto"): ("自动", "auto"),
    ("fan", "auto"): ("自动风", "auto"), ("fan", "low"): ("低风", "low"),
    ("fan", "medium"): ("中风", "medium"), ("fan", "high"): ("高风", "high"), ("fan", "off"): ("关", "off"),
    ("fan", "sleep"): ("睡眠", "sleep"),
    ("windMode", "sleepWind"): ("睡眠风", "sleep wind"), ("windMode", "naturalWind"): ("自然风", "natural wind"),
    ("fanOscillationMode", "off"): ("不摇头", "off"), ("fanOscillationMode", "horizontal"): ("左右摇头", "horizontal"),
    ("audioMute", "muted"): ("静音", "muted"), ("audioMute", "unmuted"): ("取消静音", "unmuted"),
    ("mediaPlayback", "paused"): ("暂停", "paused"), ("mediaPlayback", "playing"): ("播放", "playing"),
    ("mediaPlayback", "stopped"): ("停止", "stopped"),
    ("mediaPlayback", "fast forwarding"): ("快进", "fast forwarding"),
    ("mediaPlayback", "rewinding"): ("快退", "rewinding"),
    ("laundryWasherRinseMode", "none"): ("不额外漂洗", "none"),
    ("laundryWasherRinseMode", "normal"): ("标准漂洗", "normal"),
    ("laundryWasherRinseMode", "extra"): ("加漂一次", "extra"),
    ("laundryWasherRinseMode", "max"): ("最大漂洗", "max"),
}
KEY_DESC = {"UP": "上", "DOWN": "下", "LEFT": "左", "RIGHT": "右", "SELECT": "确定", "BACK": "返回",
            "EXIT": "退出", "MENU": "菜单", "SETTINGS": "设置", "HOME": "主页"}
for _i in range(10):
    KEY_DESC["NUMBER%d" % _i] = "数字%d" % _i
MODE_DESC = {  # free-string `mode` values these appliances report -> 中文
    "Normal": "标准", "Quick": "快洗", "Cotton": "棉麻", "Wool": "羊毛", "Bedding": "被褥",
    "Energy Save": "节能", "Rapid Cool": "速冷", "Rapid Freeze": "速冻",
    "Off": "关闭", "Manual": "手动", "Timed": "定时",
    "Vacuum": "扫地", "Mop": "拖地", "Vacuum and Mop": "扫拖一体", "Deep Clean": "深度清洁",
    "No Spin": "不脱水", "600": "600转", "800": "800转", "1000": "1000转",
}

# Argument facts the shared files do not carry, per profile: which values each unit offers.
# Thermostat modes are values of THERMOSTAT_MODE_MAP (matter-thermostat fields.lua, the
# observed_values of capabilities.json); Ac.v1 and the fan modes from DeepSmart dpenum.lua.
AC_FAN = ["auto", "low", "medium", "high"]
WIND = ["sleepWind", "naturalWind"]
ENUMS = {
    "room-air-conditioner-fan-wind-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "auto", "fanonly", "dryair"],
        "airConditionerFanMode": AC_FAN, "windMode": WIND},
    "room-air-conditioner-fan-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "fanonly", "dryair"], "airConditionerFanMode": AC_FAN},
    "room-air-conditioner-heating-cooling": {"thermostatMode": ["off", "cool", "heat", "auto"]},
    "room-air-conditioner-humidity-fan-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "auto", "dryair", "fanonly"], "airConditionerFanMode": AC_FAN},
    "room-air-conditioner-fan-heating-cooling-nostate": {
        "thermostatMode": ["off", "cool", "heat", "dryair"], "airConditionerFanMode": AC_FAN},
    "room-air-conditioner-modular": {
        "thermostatMode": ["off", "cool", "heat", "auto", "dryair", "asleep"],
        "airConditionerFanMode": AC_FAN, "windMode": WIND},
    "Ac.v1": {"airConditionerMode": ["cool", "heat", "fan", "dry", "auto"],
              "airConditionerFanMode": ["low", "medium", "high", "auto"]},
    "Heater.v1": {"thermostatMode": ["off", "heat"]},
    "water-heater": {"thermostatMode": ["off", "heat"], "mode": ["Off", "Manual", "Timed"]},
    "fan-rock": {"airConditionerFanMode": ["off", "low", "medium", "high", "auto"],
                 "fanOscillationMode": ["off", "horizontal"]},
    "air-purifier-hepa-wind": {"airPurifierFanMode": ["off", "auto", "sleep", "low", "medium", "high"],
                               "windMode": WIND},
    "extractor-hood-light": {"fanMode": ["off", "low", "medium", "high"]},
    "refrigerator-freezer": {"mode": ["Normal", "Energy Save", "Rapid Cool", "Rapid Freeze"]},
    "laundry-washer": {"mode": ["Normal", "Quick", "Cotton", "Wool", "Bedding"],
                       "laundryWasherSpinSpeed": ["No Spin", "600", "800", "1000"]},
    "rvc-clean-mode": {"mode": ["Vacuum", "Mop", "Vacuum and Mop", "Deep Clean"]},
}
AC_PROFILES = [p for p in ENUMS if p.startswith("room-air-conditioner")]
RANGES = {}  # (profile, capability) -> (min, max)
for _p in AC_PROFILES:
    RANGES[(_p, "thermostatCoolingSetpoint")] = (16, 30)
    RANGES[(_p, "thermostatHeatingSetpoint")] = (16, 30)
RANGES[("water-heater", "thermostatHeatingSetpoint")] = (30, 75)
RANGES[("fan-3speed", "fanSpeed")] = (0, 3)
RANGES[("Ac.v1", "thermostatHeatingSetpoint")] = (16, 30)
RANGES[("Heater.v1", "thermostatHeatingSetpoint")] = (5, 35)
HUE = (0, 100)  # colorControl observed_values: hue and saturation are percentages
UNITS = {"switchLevel": "%", "statelessSwitchLevelStep": "%", "colorTemperature": "K",
         "statelessColorTemperatureStep": "%", "windowShadeLevel": "%", "windowShadePreset": "%",
         "fanSpeedPercent": "%", "audioVolume": "%", "thermostatCoolingSetpoint": "C",
         "thermostatHeatingSetpoint": "C", "colorControl": "%"}
ENUM_KIND = {"airConditionerFanMode": "fan", "fanMode": "fan", "airPurifierFanMode": "fan"}


def english(seed, share=25):
    return int(hashlib.md5(seed.encode("utf-8")).hexdigest(), 16) % 100 < share


def load_sources():
    dd = data_dir()
    profiles = {}
    with open(os.path.join(dd, "profiles.jsonl"), encoding="utf-8") as fh:
        for line in fh:
            p = json.loads(line)
            profiles[(p["name"], p["driver"].split("/")[-1])] = p
    with open(os.path.join(dd, "capabilities.json"), encoding="utf-8") as fh:
        caps = json.load(fh)["capabilities"]
    return profiles, caps


PROFILES, CAPS = load_sources()


def config_of(profile, cap):
    """(range, enabledValues) from the profile's own capability_config."""
    rng, enabled = None, None
    for entry in profile.get("capability_config", {}).get(cap, []):
        if "range" in entry:
            rng = entry["range"]
        if "enabledValues" in entry and entry["key"] == "{{enumCommands}}":
            enabled = entry["enabledValues"]
    return rng, enabled


def value_entries(pname, cap, values):
    out = []
    for v in values:
        if cap == "keypadInput":
            zh, en = KEY_DESC[v], v.lower().replace("number", "number ")
        elif cap in ("mode", "laundryWasherSpinSpeed"):
            zh, en = MODE_DESC[v], v
        else:
            zh, en = VALUE_DESC[(ENUM_KIND.get(cap, cap), v)]
        out.append({"value": v, "description": en if english("%s/%s/%s" % (pname, cap, v), 20) else zh})
    return out


def commands_of(profile):
    """The command list (spec entries) of a real profile's main component."""
    pname = profile["name"]
    enums = ENUMS.get(pname, {})
    out = []
    for cap in profile["capabilities"]:
        if cap in SKIP_CAPS or cap not in CAPS:
            continue
        rng_cfg, enabled = config_of(profile, cap)
        for cmd in CAPS[cap].get("commands") or []:
            name = cmd["name"]
            if enabled is not None and name not in enabled:
                continue
            if cap == "lock" and name == "unlatch":
                continue  # no lock here reports `unlatched` (enabledValues of the profile)
            if cap == "thermostatMode" and name != "setThermostatMode":
                if name not in enums.get("thermostatMode", []):
                    continue  # shortcut commands only for modes the unit offers
            key = (cap, name)
            desc = DESC_PROFILE.get((pname, cap, name))
            if desc is None:
                desc = DESC_EN[key] if english("%s/%s/%s" % (pname, cap, name)) else DESC_ZH[key]
            entry = OrderedDict([("id", "main-%s-%s" % (cap, name)), ("description", desc)])
            args = [a for a in cmd.get("arguments", []) if not a.get("optional")]
            if args:
                a = args[0]
                entry["type"] = a["type"]
                if "enum" in a or cap in enums:
                    values = enums.get(cap) or a["enum"]
                    if cap == "mediaPlayback":
                        values = a["enum"]
                    entry["value_list"] = value_entries(pname, cap, values)
                elif a["type"] in ("integer", "number"):
                    rng = None
                    if (pname, cap) in RANGES:
                        rng = RANGES[(pname, cap)]
                    elif rng_cfg:
                        rng = rng_cfg
                    elif "minimum" in a and "maximum" in a:
                        rng = (a["minimum"], a["maximum"])
                    elif cap == "colorControl":
                        rng = HUE
                    if rng:
                        vr = OrderedDict([("min", rng[0]), ("max", rng[1])])
                        if cap in UNITS:
                            vr["unit"] = UNITS[cap]
                        entry["value_range"] = vr
            out.append(entry)
    return out


def build_home_and_spec():
    rooms = [OrderedDict([("roomId", uid("room", k)), ("locationId", LOCATION_ID), ("name", v[0])])
             for k, v in ROOMS.items()]
    items, spec, seen = [], [], set()
    for k, label, (pname, driver), room in DEVICES:
        prof = PROFILES[(pname, driver)]
        pid = profile_id(pname, driver)
        cat = prof["categories"][0] if prof["categories"] else None
        main = OrderedDict([("id", "main"), ("label", "main")])
        main["categories"] = [{"name": cat, "categoryType": "manufacturer"}] if cat else []
        main["capabilities"] = [{"id": c, "version": 1} for c in prof["capabilities"]]
        comps = [main]
        for c in prof["components"]:
            comps.append(OrderedDict([
                ("id", c["id"]), ("label", c["id"]),
                ("categories", [{"name": x, "categoryType": "manufacturer"} for x in c.get("categories", [])]),
                ("capabilities", [{"id": x, "version": 1} for x in c["capabilities"]])]))
        it = OrderedDict()
        it["deviceId"] = uid("device", k)
        it["name"] = DEVICE_NAME.get(k) or UNLABELLED_NAME.get(k) or "%s %s" % (
            transport(driver).title(), (cat or "Thing"))
        if label is not None:
            it["label"] = label
        it["manufacturerName"] = "SmartThingsCommunity"
        it["presentationId"] = uid("presentation", "%s@%s" % (pname, driver))
        it["locationId"] = LOCATION_ID
        it["ownerId"] = OWNER_ID
        if room is not None:
            it["roomId"] = uid("room", room)
        it["components"] = comps
        it["profile"] = {"id": pid}
        it["type"] = transport(driver)
        it["restrictionTier"] = 0
        items.append(it)
        if (pname, driver) in SPEC_OMITTED or (pname, driver) in seen:
            continue
        seen.add((pname, driver))
        spec.append(OrderedDict([("profileId", pid), ("capabilities", commands_of(prof))]))
    home = OrderedDict([("locationId", LOCATION_ID), ("rooms", rooms), ("items", items)])
    return home, spec


HOME, SPEC = build_home_and_spec()
SPEC_BY_PID = {line["profileId"]: line for line in SPEC}


def cmds_of(k):
    """Command ids a device can take: its spec line, or (profile left out) its real profile's."""
    pname, driver = DEV[k][2]
    line = SPEC_BY_PID.get(profile_id(pname, driver))
    entries = line["capabilities"] if line else commands_of(PROFILES[(pname, driver)])
    return [c["id"] for c in entries]


def entry_of(k, cid):
    pname, driver = DEV[k][2]
    for c in commands_of(PROFILES[(pname, driver)]):
        if c["id"] == cid:
            return c
    return None


CMDS = {k: cmds_of(k) for k in DEV}
CAT = {k: (PROFILES[DEV[k][2]]["categories"] or ["Unknown"])[0] for k in DEV}
PROF = {k: DEV[k][2][0] for k in DEV}


# ---------------------------------------------------------------------------
# What each device can do: intents (what a person asks for) resolved to the command ids of
# one device.  A mode-one entry lists the union over its acceptable devices; a bulk entry the
# union over its exact set (every device must resolve to at least one).
# ---------------------------------------------------------------------------
def C(cap, cmd):
    return "main-%s-%s" % (cap, cmd)


def has(k, cid):
    return cid in CMDS[k]


def values_of(k, cid):
    e = entry_of(k, cid)
    return [v["value"] for v in e.get("value_list", [])] if e else []


def _f(k, *cids):
    return [c for c in cids if has(k, c)]


FANLIKE = ("Fan", "AirPurifier", "KitchenHood")
HEATERS = ("Thermostat", "WaterHeater")           # on/off is a thermostat mode
TSET = C("thermostatMode", "setThermostatMode")
ACMODE = C("airConditionerMode", "setAirConditionerMode")
MODE_VALUE = {"cool": ("cool", "cool"), "heat": ("heat", "heat"), "auto": ("auto", "auto"),
              "dry": ("dryair", "dry"), "fanonly": ("fanonly", "fan")}


def _fan_cmds(k):
    """Fan speed / on-off of anything with a fan: AC fan mode, fan speeds, purifier, hood."""
    return _f(k, C("airConditionerFanMode", "setFanMode"), C("fanSpeedPercent", "setPercent"),
              C("fanSpeed", "setFanSpeed"), C("airPurifierFanMode", "setAirPurifierFanMode"),
              C("fanMode", "setFanMode"))


def _mode(k, m):
    """An AC/heater mode, only where the unit offers it."""
    tval, acval = MODE_VALUE[m]
    out = []
    if has(k, TSET) and tval in values_of(k, TSET):
        out += _f(k, C("thermostatMode", m) if m in ("cool", "heat", "auto") else "-", TSET)
    if has(k, ACMODE) and acval in values_of(k, ACMODE):
        out.append(ACMODE)
    return out


def i_on(k):
    cat = CAT[k]
    if cat == "Washer":
        return _f(k, C("switch", "on"), C("operationalState", "start"))
    if cat == "Speaker":
        return _f(k, C("switch", "on"), C("mediaPlayback", "play"))
    if has(k, C("switch", "on")):
        return [C("switch", "on")]
    if cat in HEATERS:
        return _f(k, C("thermostatMode", "heat"), TSET)
    if cat in FANLIKE:
        return _fan_cmds(k)
    if cat == "RobotCleaner":
        return _f(k, C("robotCleanerOperatingState", "start"))
    if cat == "GarageDoor":
        return _f(k, C("doorControl", "open"))
    if cat == "Blind":
        return _f(k, C("windowShade", "open"), C("windowShadeLevel", "setShadeLevel"))
    if cat == "WaterValve":
        return _f(k, C("valve", "open"))
    return []


def i_off(k):
    cat = CAT[k]
    out = _f(k, C("switch", "off"))
    if cat == "AirConditioner":
        out += _f(k, C("thermostatMode", "off"), TSET)
    elif cat == "Washer":
        out += _f(k, C("operationalState", "stop"), C("operationalState", "pause"))
    elif cat == "Speaker":
        out += _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "stop"))
    if out:
        return out
    if cat in HEATERS:
        return _f(k, C("thermostatMode", "off"), TSET)
    if cat in FANLIKE:
        return _fan_cmds(k)
    if cat == "RobotCleaner":
        return _f(k, C("robotCleanerOperatingState", "pause"), C("robotCleanerOperatingState", "goHome"))
    if cat == "GarageDoor":
        return _f(k, C("doorControl", "close"))
    if cat == "Blind":
        return _f(k, C("windowShade", "close"), C("windowShadeLevel", "setShadeLevel"))
    if cat == "WaterValve":
        return _f(k, C("valve", "close"))
    return []


def i_temp(k):
    if CAT[k] == "AirConditioner":
        return _f(k, C("thermostatCoolingSetpoint", "setCoolingSetpoint"),
                  C("thermostatHeatingSetpoint", "setHeatingSetpoint"))
    return _f(k, C("thermostatHeatingSetpoint", "setHeatingSetpoint"))


def i_warm(k):      # "冷": make it warmer
    cat = CAT[k]
    if cat == "AirConditioner":
        return _f(k, C("switch", "on")) + _mode(k, "heat") + _f(k, C("thermostatHeatingSetpoint", "setHeatingSetpoint"))
    if cat in HEATERS:
        return _f(k, C("thermostatMode", "heat"), TSET, C("thermostatHeatingSetpoint", "setHeatingSetpoint"))
    return _f(k, C("switch", "on"))


def i_coolneed(k):  # "热": make it cooler
    cat = CAT[k]
    if cat == "AirConditioner":
        return (_f(k, C("switch", "on")) + _mode(k, "cool")
                + _f(k, C("thermostatCoolingSetpoint", "setCoolingSetpoint")) + _fan_cmds(k))
    if cat in FANLIKE or cat == "Fan":
        return _f(k, C("switch", "on")) + _fan_cmds(k)
    return _f(k, C("switch", "on"))


def i_lightup(k):   # "暗": lights on or brighter
    return _f(k, C("switch", "on"), C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel"))


def i_dimoff(k):    # "刺眼 / 太亮": dimmer or off (curtains: close)
    if CAT[k] == "Blind":
        return _f(k, C("windowShade", "close"), C("windowShadeLevel", "setShadeLevel"))
    return _f(k, C("switch", "off"), C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel"))


def i_quiet(k):     # "吵": quieter or off
    return _f(k, C("audioVolume", "volumeDown"), C("audioVolume", "setVolume"), C("audioMute", "mute"),
              C("audioMute", "setMute"), C("mediaPlayback", "pause"), C("mediaPlayback", "stop"),
              C("switch", "off"))


def i_dryneed(k):   # "潮": dehumidify
    if CAT[k] == "AirConditioner":
        return _mode(k, "dry")
    return _f(k, C("switch", "on"))


SIMPLE = {
    "level": lambda k: _f(k, C("switchLevel", "setLevel")),
    "brighter": lambda k: _f(k, C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel")),
    "dimmer": lambda k: _f(k, C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel")),
    "ct": lambda k: _f(k, C("colorTemperature", "setColorTemperature")),
    "ct_rel": lambda k: _f(k, C("colorTemperature", "setColorTemperature"),
                           C("statelessColorTemperatureStep", "stepColorTemperatureByPercent")),
    "color": lambda k: _f(k, C("colorControl", "setColor"), C("colorControl", "setHue")),
    "white": lambda k: _f(k, C("colorControl", "setColor"), C("colorControl", "setHue"),
                          C("colorControl", "setSaturation"), C("colorTemperature", "setColorTemperature")),
    "cool": lambda k: _mode(k, "cool"), "heat": lambda k: _mode(k, "heat"),
    "auto": lambda k: _mode(k, "auto"), "dry": lambda k: _mode(k, "dry"),
    "fanonly": lambda k: _mode(k, "fanonly"),
    "sleep": lambda k: ([TSET] if has(k, TSET) and "asleep" in values_of(k, TSET) else [])
    + _f(k, C("windMode", "setWindMode"))
    + ([C("airPurifierFanMode", "setAirPurifierFanMode")]
       if "sleep" in values_of(k, C("airPurifierFanMode", "setAirPurifierFanMode")) else []),
    "wind": lambda k: _f(k, C("windMode", "setWindMode")),
    "fan": _fan_cmds,
    "osc": lambda k: _f(k, C("fanOscillationMode", "setFanOscillationMode")),
    "open": lambda k: i_on(k) if CAT[k] in ("Blind", "GarageDoor", "WaterValve") else [],
    "close": lambda k: i_off(k) if CAT[k] in ("Blind", "GarageDoor", "WaterValve") else [],
    "shade": lambda k: _f(k, C("windowShadeLevel", "setShadeLevel")),
    "shade_step": lambda k: _f(k, C("windowShadeLevel", "setShadeLevel"),
                               C("statelessWindowShadeLevelStep", "stepShadeLevel")),
    "shade_stop": lambda k: _f(k, C("windowShade", "pause")),
    "preset": lambda k: _f(k, C("windowShadePreset", "presetPosition")),
    "lock": lambda k: _f(k, C("lock", "lock")), "unlock": lambda k: _f(k, C("lock", "unlock")),
    "vol": lambda k: _f(k, C("audioVolume", "setVolume")),
    "vol_up": lambda k: _f(k, C("audioVolume", "volumeUp"), C("audioVolume", "setVolume")),
    "vol_down": lambda k: _f(k, C("audioVolume", "volumeDown"), C("audioVolume", "setVolume")),
    "mute": lambda k: _f(k, C("audioMute", "mute"), C("audioMute", "setMute")),
    "unmute": lambda k: _f(k, C("audioMute", "unmute"), C("audioMute", "setMute")),
    "play": lambda k: _f(k, C("mediaPlayback", "play"), C("mediaPlayback", "setPlaybackStatus")),
    "pause": lambda k: _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "setPlaybackStatus"),
                          C("operationalState", "pause"), C("robotCleanerOperatingState", "pause")),
    "resume": lambda k: _f(k, C("operationalState", "resume"), C("mediaPlayback", "play")),
    "next": lambda k: _f(k, C("mediaTrackControl", "nextTrack")),
    "prev": lambda k: _f(k, C("mediaTrackControl", "previousTrack")),
    "preset_radio": lambda k: _f(k, C("mediaPresets", "playPreset")),
    "key": lambda k: _f(k, C("keypadInput", "sendKey")),
    "channel_next": lambda k: _f(k, C("keypadInput", "sendKey"), C("mediaTrackControl", "nextTrack")),
    "channel_prev": lambda k: _f(k, C("keypadInput", "sendKey"), C("mediaTrackControl", "previousTrack")),
    "mode": lambda k: _f(k, C("mode", "setMode")),
    "rinse": lambda k: _f(k, C("laundryWasherRinseMode", "setRinseMode")),
    "spin": lambda k: _f(k, C("laundryWasherSpinSpeed", "setSpinSpeed")),
    "start": lambda k: _f(k, C("operationalState", "start"), C("robotCleanerOperatingState", "start"))
    + (_f(k, C("switch", "on")) if CAT[k] == "Washer" else []),
    "dock": lambda k: _f(k, C("robotCleanerOperatingState", "goHome")),
    "hotwater": lambda k: _f(k, C("thermostatMode", "heat"), TSET, C("thermostatHeatingSetpoint", "setHeatingSetpoint")),
    "on": i_on, "off": i_off, "temp": i_temp, "warm": i_warm, "coolneed": i_coolneed,
    "lightup": i_lightup, "dimoff": i_dimoff, "quiet": i_quiet, "dryneed": i_dryneed,
}


def resolve(k, intent):
    return SIMPLE[intent](k)


# ---------------------------------------------------------------------------
# Families a person names by type, and the scopes of the house.
# ---------------------------------------------------------------------------
def is_light(k):
    # 灯 = category Light, plus the sign light on a relay (its label says 灯).  No plug here
    # is labelled as a lamp: the greenhouse heat lamp hides behind `小米智能插座2`.
    return CAT[k] == "Light" or k == "s_sign"


FAMILY = {
    "light": is_light,
    "ac": lambda k: CAT[k] == "AirConditioner",
    "plug": lambda k: CAT[k] == "SmartPlug",
    "curtain": lambda k: CAT[k] == "Blind",
    "lock": lambda k: CAT[k] == "SmartLock",
    "blanket": lambda k: k in ("y_blanket", "y2_blanket", "m_blanket", "n_blanket"),
    "sun": lambda k: k in ("y2_sun", "te_sun"),
    "strip": lambda k: k in ("s_strip", "t_strip", "h_strip"),
    "downlight": lambda k: DEV[k][1] is not None and DEV[k][1].startswith("筒灯"),
    "spot": lambda k: DEV[k][1] is not None and DEV[k][1].startswith("射灯"),
    "yardlight": lambda k: k in ("yd_l1", "yd_l2", "yd_l3"),
    "bathheater": lambda k: CAT[k] == "BathroomHeater",
    "exhaust": lambda k: k in ("b1_fan", "b2_fan"),
    "ceiling": lambda k: DEV[k][1] == "吸顶灯",
    "nightlight": lambda k: DEV[k][1] == "小夜灯",
    # 台灯 = the three desk lamps; `晒台灯` (the roof-terrace light) only ends in the same two characters.
    "desklamp": lambda k: k in ("y_lamp", "h_lamp", "x_lamp"),
    "tv": lambda k: k in ("t_tv", "l_tv"),
    "camera": lambda k: CAT[k] == "Camera",
    "smoke": lambda k: k in ("s_smoke", "l_smoke"),
    "gasalarm": lambda k: k in ("s_gas", "k_gas"),
    "any": lambda k: True,
}
FLOOR_NAME = {1: "一楼", 2: "二楼", 3: "三楼", "out": "外面"}


def floor_rooms(f):
    return [r for r, v in ROOMS.items() if v[1] == f]


def room_of_alias(r):
    """爷奶屋 is one bedroom in two rooms of the account (也奶屋 is 爷奶屋 typed by voice)."""
    return ("yn", "yn2") if r == "yn" else (r,)


def sel(fam="any", rooms=None, floors=None, exclude_rooms=(), exclude=(), only=None):
    """Devices of a family in the given rooms/floors (None = the whole home, roomless included)."""
    rs = None
    if rooms is not None or floors is not None:
        rs = set()
        for r in rooms or ():
            rs.update(room_of_alias(r))
        for f in floors or ():
            rs.update(floor_rooms(f))
    ex_rooms = set()
    for r in exclude_rooms:
        ex_rooms.update(room_of_alias(r))
    out = []
    for k in DEV:
        if not FAMILY[fam](k):
            continue
        if rs is not None and ROOM_OF[k] not in rs:
            continue
        if ROOM_OF[k] in ex_rooms or k in exclude:
            continue
        if only is not None and not resolve(k, only):
            continue
        out.append(k)
    if not out:
        raise ValueError("empty selection %s %s %s" % (fam, rooms, floors))
    return out


def minus(keys, *drop):
    for d in drop:
        if d not in keys:
            raise ValueError("%s not in selection" % d)
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
            raise CaseError("unknown device key %s" % k)
    if len(set(keys)) != len(keys):
        raise CaseError("duplicate device in %s" % keys)
    order = list(DEV)
    return sorted(keys, key=order.index)


def _caps(keys, intents, strict):
    caps = []
    for k in keys:
        got = []
        for it in intents:
            got += resolve(k, it)
        if strict and not got:
            raise CaseError("%s cannot do %s" % (k, intents))
        for c in got:
            if c not in caps:
                caps.append(c)
    return caps


def one(keys, *intents):
    keys = _keys(keys)
    return {"devices": [uid("device", k) for k in keys], "capabilities": _caps(keys, intents, True), "mode": "one"}


def al(keys, *intents):
    keys = _keys(keys)
    if len(keys) < 2:
        raise CaseError("bulk over fewer than two devices: %s" % keys)
    return {"devices": [uid("device", k) for k in keys], "capabilities": _caps(keys, intents, True), "mode": "all"}


def ask(keys=(), *intents):
    keys = _keys(keys)
    return {"devices": [uid("device", k) for k in keys], "capabilities": _caps(keys, intents, False),
            "mode": "clarify"}


def st(keys):
    keys = _keys(keys)
    return {"devices": [uid("device", k) for k in keys], "capabilities": ["*"], "mode": "one"}


NONE = {"devices": [], "capabilities": [], "mode": "none"}

CASES = []
_COUNTERS = Counter()
_SEEN = {}
AUTO_TAGS = ("clarify", "none", "bulk", "multi", "history", "state")
# Said in a way a fixed list of words would not foresee: dialect, speech-recognition slips,
# a teenager's slang, a child's speech, long voice messages, stated needs, English mixed in
# (and every case marked "oblique" by hand: descriptions, paraphrases, nicknames in use).
OBLIQUE_FROM = {"dialect", "asr", "teen", "child", "long", "need", "english"}


def add(group, query, expect, tags, history=None):
    if isinstance(expect, dict):
        expect = [expect]
    seen_key = (query, tuple(history or ()))
    if seen_key in _SEEN:
        raise CaseError("duplicate query %r (first in %s)" % (query, _SEEN[seen_key]))
    _COUNTERS[group] += 1
    cid = "ly-%s-%03d" % (group, _COUNTERS[group])
    _SEEN[seen_key] = cid
    tags = list(tags)
    for t in tags:
        if t in AUTO_TAGS:
            raise CaseError("%s: tag %s is added from the expectations" % (cid, t))
    modes = [e["mode"] for e in expect]
    auto = []
    if "clarify" in modes:
        auto.append("clarify")
    if "none" in modes:
        auto.append("none")
    if "all" in modes:
        auto.append("bulk")
    if len(expect) > 1:
        auto.append("multi")
    if history:
        auto.append("history")
    if any(e["capabilities"] == ["*"] for e in expect):
        auto.append("state")
    case = OrderedDict([("id", cid), ("home", "home.json"), ("query", query)])
    if history:
        case["history"] = list(history)
    case["expect"] = expect
    if OBLIQUE_FROM & set(tags) and "oblique" not in tags:
        auto.append("oblique")
    case["tags"] = tags + [t for t in auto if t not in tags]
    CASES.append(case)


# Sets used again and again
LIGHT = sel("light")
AC = sel("ac")
PLUG = sel("plug")
CURTAIN = sel("curtain")
LOCK = sel("lock")
BLANKET = sel("blanket")
SUN = sel("sun")
STRIP = sel("strip")
DOWN_SHOP = sel("downlight", rooms=["shop"])
DOWN_TH = sel("downlight", rooms=["th"])
SPOT = sel("spot")
YARD = sel("yardlight")
L = {f: sel("light", floors=[f]) for f in (1, 2, 3, "out")}
AC_F = {f: sel("ac", floors=[f]) for f in (1, 2, 3)}


def RL(room, fam="light"):
    return sel(fam, rooms=[room])


# ===========================================================================
# The cases.  Speakers: 爷爷/奶奶 (Luoyang dialect), 建军 the son (app names, English),
# 红 the daughter-in-law (bulk orders, the shop), 浩浩 (14, gamer), 妞妞 (8), 李老师 (tenant).
# ===========================================================================

# --- names: unique labels, brand defaults, English and pinyin labels, renamed plugs ----------
add("name", "把油烟机打开", one("k_hood", "on"), ["name"])
add("name", "油烟机开到最大", one("k_hood", "fan"), ["name", "value", "fan-speed"])
add("name", "冰箱调成速冻", one("k_fridge", "mode"), ["name", "mode"])
add("name", "给戏匣子拧开，俺听会儿戏", one("y_radio", "on"), ["name", "nickname", "dialect", "grandpa", "oblique"])
add("name", "戏匣子关了吧，吵得慌", one("y_radio", "off"), ["name", "nickname", "dialect", "grandma", "oblique"])
add("name", "洗匣子拧开", one("y_radio", "on"), ["name", "nickname", "asr", "dialect", "oblique"])
add("name", "奶奶电褥子开开", one("y_blanket", "on"), ["name", "renamed-label"])
add("name", "爷爷电褥子关一下", one("y2_blanket", "off"), ["name", "renamed-label", "typo-room"])
add("name", "给恁爷的电褥子开开，他嫌冷", one("y2_blanket", "on"), ["name", "renamed-label", "dialect", "grandma", "oblique"])
add("name", "浩浩的电脑插座断电", one("h_pc", "off"), ["name", "renamed-label"])
add("name", "把浩浩那个电脑插座给他掐了，天天打游戏", one("h_pc", "off"), ["name", "renamed-label", "dil", "oblique"])
add("name", "haohao deng开一下", one("h_light", "on"), ["name", "pinyin-label", "son"])
add("name", "好好灯打开", one("h_light", "on"), ["name", "pinyin-label", "asr", "oblique"])
add("name", "浩浩灯关了", one("h_light", "off"), ["name", "pinyin-label", "oblique"])
add("name", "冰柜先断一下电，我除除霜", one("s_freezer", "off"), ["name", "instruction-label", "dil", "oblique"])
add("name", "冰柜通上电", one("s_freezer", "on"), ["name", "instruction-label"])
add("name", "天猫精灵声音小点", one("t_genie", "vol_down"), ["name", "spec-missing", "value", "volume"])
add("name", "天猫精灵音量调到30", one("t_genie", "vol"), ["name", "spec-missing", "value", "volume"])
add("name", "天猫精灵关机", one("t_genie", "off"), ["name", "spec-missing"])
add("name", "天猫精灵暂停", one("t_genie", "pause"), ["name", "spec-missing"])
add("name", "天猫精灵下一首", one("t_genie", "next"), ["name", "spec-missing"])
add("name", "电三轮充上电", one("sh_charger", "on"), ["name", "spec-missing"])
add("name", "三轮车充电那个插座关了", one("sh_charger", "off"), ["name", "spec-missing", "partial-name", "oblique"])
add("name", "Living Room TV打开", one("l_tv", "on"), ["name", "english-label", "son"])
add("name", "turn off living room tv", one("l_tv", "off"), ["name", "english-label", "english", "son"])
add("name", "Smart Plug Mini关掉", one("x_mini", "off"), ["name", "english-label", "no-room"])
add("name", "那个smart plug mini给我开一下", one("x_mini", "on"), ["name", "english-label", "no-room", "teen"])
add("name", "堂屋的Yeelight灯带开开", one("t_strip", "on"), ["name", "brand-label", "room", "duplicate"])
add("name", "门面房那个yeelight调成暖光", one("s_strip", "ct"), ["name", "brand-label", "room", "duplicate", "value", "colour-temp"])
add("name", "厨房的小米智能插座2打开", one("k_plug", "on"), ["name", "brand-label", "room", "duplicate"])
add("name", "大棚里那个小米插座关掉", one("gh_plug", "off"), ["name", "brand-label", "room", "duplicate", "partial-name"])
add("name", "也奶屋的小米智能插座2开开", one("y2_plug", "on"), ["name", "brand-label", "typo-room", "duplicate"])
add("name", "Room 1的公牛智能插座关了", one("d_bull", "off"), ["name", "brand-label", "default-room", "duplicate"])
add("name", "堂屋台灯开开", one("y_lamp", "on"), ["name", "label-other-room"])
add("name", "把堂屋台灯灭了", one("y_lamp", "off"), ["name", "label-other-room", "dialect"])
add("name", "爷奶屋的台灯调暗点", one("y_lamp", "dimmer"), ["name", "room", "label-other-room", "value", "brightness"])
add("name", "护眼台灯调到4000K", one("h_lamp", "ct"), ["name", "value", "colour-temp"])
add("name", "公主灯亮亮", one("n_princess", "on"), ["name", "child", "oblique"])
add("name", "宫主灯开开", one("n_princess", "on"), ["name", "asr", "child", "oblique"])
add("name", "公主灯变成粉红色", one("n_princess", "color"), ["name", "value", "colour", "child"])
add("name", "落地灯开一下", one("l_floor", "on"), ["name"])
add("name", "落地灯调到30%", one("l_floor", "level"), ["name", "value", "brightness"])
add("name", "吊扇开开", one("t_fan", "on"), ["name"])
add("name", "吊扇开到三档", one("t_fan", "fan"), ["name", "value", "fan-speed"])
add("name", "壁扇摇头", one("s_fan", "osc"), ["name", "mode"])
add("name", "壁扇别摇了，吹得面条都凉了", one("s_fan", "osc"), ["name", "mode", "dil", "oblique"])
add("name", "壁扇开到中档", one("s_fan", "fan"), ["name", "value", "fan-speed"])
add("name", "壁扇关了", one("s_fan", "off"), ["name", "no-switch"])
add("name", "排风扇打开", one("s_exhaust", "on"), ["name"])
add("name", "消毒柜开一下", one("s_steril", "on"), ["name"])
add("name", "电开水器烧上", one("s_boiler", "on"), ["name", "oblique"])
add("name", "鼓风机开开，火不旺", one("c_blower", "on"), ["name", "need"])
add("name", "古风机关了", one("c_blower", "off"), ["name", "asr", "oblique"])
add("name", "饮水机关了", one("d_water", "off"), ["name"])
add("name", "除湿机打开", one("st_dehum", "on"), ["name"])
add("name", "水泵开一下，楼顶水箱没水了", one("r_pump", "on"), ["name", "need"])
add("name", "水泵关了", one("r_pump", "off"), ["name"])
add("name", "热水器开开", one("r_heater", "on"), ["name", "no-switch"])
add("name", "热水器调到60度", one("r_heater", "temp"), ["name", "value", "setpoint"])
add("name", "热水器改成定时", one("r_heater", "mode"), ["name", "mode"])
add("name", "热水气关了", one("r_heater", "off"), ["name", "asr", "no-switch", "oblique"])
add("name", "电暖气开开", one("y2_heater", "on"), ["name", "no-switch"])
add("name", "电暖气调到25度", one("y2_heater", "temp"), ["name", "value", "setpoint"])
add("name", "小天鹅洗衣机开始洗", one("r_washer", "start"), ["name", "brand-label"])
add("name", "洗衣机换成快洗", one("r_washer", "mode"), ["name", "mode", "partial-name"])
add("name", "洗衣机多漂一遍", one("r_washer", "rinse"), ["name", "mode", "oblique"])
add("name", "洗衣机甩干调到800转", one("r_washer", "spin"), ["name", "value"])
add("name", "扫地机扫一下", one("l_robot", "start"), ["name", "partial-name"])
add("name", "扫地机器人回去充电", one("l_robot", "dock"), ["name", "partial-name"])
add("name", "石头扫地机切成拖地", one("l_robot", "mode"), ["name", "mode"])
add("name", "空气净化器开开", one("l_purifier", "on"), ["name", "no-switch"])
add("name", "净化器开睡眠模式", one("l_purifier", "sleep"), ["name", "mode", "partial-name"])
add("name", "卷帘门拉起来", one("s_shutter", "open"), ["name"])
add("name", "卷帘门放下来", one("s_shutter", "close"), ["name"])
add("name", "眷恋门拉上去", one("s_shutter", "open"), ["name", "asr", "oblique"])
add("name", "招牌灯开开", one("s_sign", "on"), ["name", "light-by-label"])
add("name", "菜地水阀打开，浇浇菜", one("yd_valve", "open"), ["name"])
add("name", "菜地水阀关了", one("yd_valve", "close"), ["name"])
add("name", "大棚风机开开", one("gh_fan", "on"), ["name", "room"])
add("name", "风机关了", one("gh_fan", "off"), ["name"])
add("name", "车棚灯打开", one("sh_light", "on"), ["name", "partial-name"])
add("name", "大门灯开开", one("g_light", "on"), ["name"])
add("name", "晒台灯关了", one("r_light", "off"), ["name"])
add("name", "土灶灯拉开", one("c_light", "on"), ["name", "dialect"])
add("name", "厨房灯灭了", one("k_light", "off"), ["name", "dialect"])
add("name", "床头灯调暗一点", one("m_bed", "dimmer"), ["name", "value", "brightness"])
add("name", "李老师房间灯关一下", one("te_light", "off"), ["name", "tenant"])
add("name", "租户门锁锁上", one("te_lock", "lock"), ["name", "safety"])
add("name", "大门锁锁上", one("g_lock", "lock"), ["name", "safety"])
add("name", "大门锁打开", one("g_lock", "unlock"), ["name", "safety"])
add("name", "主卧电热毯开开", one("m_blanket", "on"), ["name"])
add("name", "门头招牌灯灭了", one("s_sign", "off"), ["name", "partial-name", "dialect", "oblique"])
add("name", "电视盒子开开", one("t_box", "on"), ["name", "partial-name", "oblique"])
add("name", "小米盒子关了", one("t_box", "off"), ["name", "brand-label"])

# --- the same label in several places, and labels that are only a type word ---------------
add("dup", "Yeelight LED灯带打开", ask(["s_strip", "t_strip"], "on"), ["duplicate", "brand-label"])
add("dup", "小米智能插座2关了", ask(["k_plug", "y2_plug", "gh_plug"], "off"), ["duplicate", "brand-label"])
add("dup", "公牛智能插座开一下", ask(["d_bull", "x_bull"], "on"), ["duplicate", "brand-label", "no-room"])
add("dup", "台灯开开", ask(["y_lamp", "h_lamp", "x_lamp"], "on"), ["duplicate", "type-label", "no-room"])
add("dup", "吸顶灯开开", ask(sel("ceiling"), "on"), ["duplicate", "type-label"])
add("dup", "空调开开", ask(AC, "on"), ["duplicate", "type-label", "no-place"])
add("dup", "把空调关了", ask(AC, "off"), ["duplicate", "type-label", "no-place"])
add("dup", "空调调到26度", ask(AC, "temp"), ["duplicate", "type-label", "no-place", "value"])
add("dup", "电视开开", ask(["t_tv", "l_tv"], "on"), ["duplicate", "type-label", "no-place"])
add("dup", "浴霸开开", ask(sel("bathheater"), "on"), ["duplicate", "type-label", "no-place"])
add("dup", "排气扇关了", ask(sel("exhaust"), "off"), ["duplicate", "type-label", "no-place"])
add("dup", "小太阳开开", ask(SUN, "on"), ["duplicate", "type-label", "no-place"])
add("dup", "小夜灯开开", ask(sel("nightlight"), "on"), ["duplicate", "type-label", "no-place"])
add("dup", "电热毯关掉", ask(BLANKET, "off"), ["duplicate", "type-label", "no-place"])
add("dup", "把俺的电褥子开开", ask(BLANKET, "on"), ["duplicate", "speaker-unknown", "dialect", "oblique"])
add("dup", "卧室灯开开", ask(sel("light", rooms=["yn", "mb", "hh", "nn", "tenant"]), "on"),
    ["duplicate", "type-label", "ambiguous-alias"])
add("dup", "燃气报警器别响了", ask(sel("gasalarm"), "mute"), ["duplicate", "type-label", "safety"])
add("dup", "温湿度传感器显示多少度", ask(["t_th", "gh_th"]), ["duplicate", "type-label", "unlabelled"])
add("dup", "小米插座开开", ask(["k_plug", "y2_plug", "gh_plug"], "on"), ["duplicate", "brand-label", "partial-name"])
add("dup", "灯带开开", ask(STRIP, "on"), ["duplicate", "no-place"])
add("dup", "窗帘拉上", ask(CURTAIN, "close"), ["duplicate", "no-place"])
add("dup", "门锁打开", ask(LOCK, "unlock"), ["duplicate", "no-place", "safety"])
add("dup", "暖风机开开", ask(["y2_heater"] + SUN), ["nothing-named", "oblique"])
add("dup", "厨房燃气报警器别响了", one("k_gas", "mute"), ["name", "room", "safety"])
add("dup", "门面那个燃气报警给它静音", one("s_gas", "mute"), ["name", "room", "safety"])
add("dup", "妞妞屋的卧室灯开开", one("n_light", "on"), ["name", "room", "type-label"])
add("dup", "爷奶屋小夜灯开开", one("y_night", "on"), ["name", "room", "duplicate"])
add("dup", "妞妞屋的小夜灯关了", one("n_night", "off"), ["name", "room", "duplicate"])
add("dup", "没有房间的那个台灯开开", one("x_lamp", "on"), ["name", "no-room", "duplicate", "oblique"])
add("dup", "二楼客厅电视开开", one("l_tv", "on"), ["room", "duplicate", "english-label"])
add("dup", "堂屋电视开开", one("t_tv", "on"), ["room", "duplicate", "type-label"])
add("dup", "一楼卫生间的排气扇开开", one("b1_fan", "on"), ["room", "duplicate", "type-label"])
add("dup", "二楼浴霸开开", one("b2_heater", "on"), ["floor", "duplicate", "type-label"])
add("dup", "租户那个小太阳关了", one("te_sun", "off"), ["room", "duplicate", "type-label"])

# --- numbered series: 筒灯1..6 in the shop, 筒灯1..4 in 堂屋, 射灯 1..4, 院灯1..3 ------------------
add("series", "筒灯3开开", ask(["s_d3", "t_d3"], "on"), ["series", "duplicate", "no-place"])
add("series", "门面房筒灯3开开", one("s_d3", "on"), ["series", "room"])
add("series", "门面3号筒灯关了", one("s_d3", "off"), ["series", "room", "ordinal"])
add("series", "门面房的筒灯三调到一半", one("s_d3", "level"), ["series", "room", "value", "brightness", "chinese-numeral"])
add("series", "店里第三个筒灯开一下", one("s_d3", "on"), ["series", "alias", "ordinal", "oblique"])
add("series", "堂屋筒灯3开开", one("t_d3", "on"), ["series", "room"])
add("series", "堂屋三号筒灯调暖一点", one("t_d3", "ct_rel"), ["series", "room", "value", "colour-temp", "ordinal"])
add("series", "堂屋第四个筒灯关了", one("t_d4", "off"), ["series", "room", "ordinal"])
add("series", "堂屋筒灯一调成暖黄光", one("t_d1", "ct"), ["series", "room", "value", "colour-temp", "chinese-numeral"])
add("series", "筒灯5开开", one("s_d5", "on"), ["series", "unique-member"])
add("series", "筒灯六关了", one("s_d6", "off"), ["series", "unique-member", "chinese-numeral"])
add("series", "6号筒灯亮度调到百分之八十", one("s_d6", "level"), ["series", "unique-member", "value", "brightness", "ordinal"])
add("series", "堂屋筒灯5开开", ask(DOWN_TH, "on"), ["series", "missing-member"])
add("series", "门面筒灯7开开", ask(DOWN_SHOP, "on"), ["series", "missing-member"])
add("series", "门面房筒灯1到3开开", al(["s_d1", "s_d2", "s_d3"], "on"), ["series", "range"])
add("series", "门面筒灯单号的都开开", al(["s_d1", "s_d3", "s_d5"], "on"), ["series", "odd-even", "oblique"])
add("series", "门面房筒灯除了5号6号都开了", al(["s_d1", "s_d2", "s_d3", "s_d4"], "on"), ["series", "exclusion"])
add("series", "门面房前俩筒灯开开", al(["s_d1", "s_d2"], "on"), ["series", "ordinal", "dialect", "oblique"])
add("series", "门面最后俩筒灯关了", al(["s_d5", "s_d6"], "off"), ["series", "ordinal", "oblique"])
add("series", "门面的筒灯都开开", al(DOWN_SHOP, "on"), ["series", "room"])
add("series", "堂屋筒灯全关了", al(DOWN_TH, "off"), ["series", "room"])
add("series", "所有筒灯都关了", al(DOWN_SHOP + DOWN_TH, "off"), ["series", "duplicate", "whole-home"])
add("series", "门面房筒灯2跟4关了", al(["s_d2", "s_d4"], "off"), ["series", "dialect"])
add("series", "筒灯一二三四都关了", ask(DOWN_SHOP[:4] + DOWN_TH, "off"), ["series", "duplicate", "no-place", "chinese-numeral"])
add("series", "筒灯3号4号调亮点", ask(["s_d3", "s_d4", "t_d3", "t_d4"], "brighter"), ["series", "duplicate", "no-place"])
add("series", "门面筒灯1调成暖光", ask(["s_d1"], "ct"), ["series", "unsupported", "colour-temp"])
add("series", "射灯2开开", one("t_s2", "on"), ["series"])
add("series", "射灯 2 调到50%", one("t_s2", "level"), ["series", "value", "brightness", "spacing"])
add("series", "二号射灯关了", one("t_s2", "off"), ["series", "ordinal", "chinese-numeral"])
add("series", "射灯二开一下", one("t_s2", "on"), ["series", "chinese-numeral"])
add("series", "第一个射灯开开", one("t_s1", "on"), ["series", "ordinal"])
add("series", "最后一个射灯关了", one("t_s4", "off"), ["series", "ordinal", "oblique"])
add("series", "社灯4关了", one("t_s4", "off"), ["series", "asr", "oblique"])
add("series", "射灯五开开", ask(SPOT, "on"), ["series", "missing-member", "chinese-numeral"])
add("series", "射灯全开", al(SPOT, "on"), ["series"])
add("series", "射灯1和射灯3开开", al(["t_s1", "t_s3"], "on"), ["series"])
add("series", "射灯都关了，留个4号", al(["t_s1", "t_s2", "t_s3"], "off"), ["series", "exclusion", "keep"])
add("series", "双号射灯开开", al(["t_s2", "t_s4"], "on"), ["series", "odd-even", "oblique"])
add("series", "中堂上那几个射灯开开", al(SPOT, "on"), ["series", "oblique", "grandpa"])
add("series", "射灯调暗点", one(SPOT, "dimmer"), ["series", "value", "brightness"])
add("series", "院灯2开开", one("yd_l2", "on"), ["series"])
add("series", "院灯二号关了", one("yd_l2", "off"), ["series", "chinese-numeral"])
add("series", "院里第三个灯拉开", one("yd_l3", "on"), ["series", "ordinal", "dialect", "oblique"])
add("series", "院灯全部打开", al(YARD, "on"), ["series"])
add("series", "院灯1跟3开开，2别开", al(["yd_l1", "yd_l3"], "on"), ["series", "exclusion", "negation"])
add("series", "愿灯一开开", one("yd_l1", "on"), ["series", "asr", "oblique"])
add("series", "门面桶灯三开开", one("s_d3", "on"), ["series", "asr", "room", "oblique"])
add("series", "院灯1调暗点", ask(["yd_l1"], "dimmer"), ["series", "unsupported"])
add("series", "院灯4开开", ask(YARD, "on"), ["series", "missing-member"])
add("series", "堂屋筒灯1到4都调到百分之四十", al(DOWN_TH, "level"), ["series", "range", "value", "brightness"])
add("series", "门面筒灯4 5 6关了", al(["s_d4", "s_d5", "s_d6"], "off"), ["series", "spacing"])

# --- rooms: core names, aliases, the empty duplicate 堂屋, 也奶屋, Room 1 ----------------------
add("room", "堂屋的灯开开", one(RL("th"), "on"), ["room", "empty-room"])
add("room", "堂屋灯开开", one("t_main", "on"), ["room", "name"])
add("room", "给堂屋灯拉开", one("t_main", "on"), ["room", "name", "dialect", "oblique"])
add("room", "糖屋灯关了", one("t_main", "off"), ["room", "name", "asr", "oblique"])
add("room", "堂屋的窗帘拉上", one("t_curtain", "close"), ["room", "empty-room"])
add("room", "堂屋的空调开开", one("t_ac", "on"), ["room", "empty-room", "brand-label"])
add("room", "堂屋柜机调到26度", one("t_ac", "temp"), ["room", "value", "setpoint", "partial-name"])
add("room", "一楼堂屋风扇开开", one("t_fan", "on"), ["room", "partial-name"])
add("room", "爷奶屋的灯拉开", one(RL("yn"), "on"), ["room", "dialect"])
add("room", "爷奶屋灯关了", one("y_light", "off"), ["room", "name"])
add("room", "爷奶屋的电暖气开开", one("y2_heater", "on"), ["room", "typo-room"])
add("room", "爷奶屋的小太阳开开", one("y2_sun", "on"), ["room", "typo-room", "duplicate"])
add("room", "也奶屋的电暖气关了", one("y2_heater", "off"), ["room", "typo-room"])
add("room", "爷爷奶奶屋里空调开开", one("y_ac", "on"), ["room", "alias", "duplicate"])
add("room", "老人屋里的电褥子开开", one(["y_blanket", "y2_blanket"], "on"), ["room", "alias", "typo-room"])
add("room", "俺屋里灯拉开", ask(sel("light", rooms=["yn", "mb", "hh", "nn", "tenant"]), "on"),
    ["room", "speaker-unknown", "dialect", "oblique"])
add("room", "Room 1的吸顶灯开开", one("d_ceil", "on"), ["room", "default-room", "english"])
add("room", "room1的灯关了", one("d_ceil", "off"), ["room", "default-room", "english", "oblique"])
add("room", "餐厅的灯开开", ask(), ["room", "unknown-room"])
add("room", "吃饭那屋的灯开开", ask(), ["room", "unknown-room", "oblique"])
add("room", "1F厨房的灯开开", one("k_light", "on"), ["room"])
add("room", "厨房的插座关了", one("k_plug", "off"), ["room", "brand-label"])
add("room", "灶火那儿的灯拉开", ask(["k_light", "c_light"], "on"), ["room", "ambiguous-alias", "dialect", "oblique"])
add("room", "柴火灶那儿的灯开开", one("c_light", "on"), ["room"])
add("room", "土灶那个鼓风机开开", one("c_blower", "on"), ["room", "alias"])
add("room", "2楼主卧的灯开开", one(RL("mb"), "on"), ["room"])
add("room", "主卧窗帘拉上", one("m_curtain", "close"), ["room", "name"])
add("room", "主卧空调开开", one("m_ac", "on"), ["room", "type-label"])
add("room", "浩浩屋空调调到24度", one("h_ac", "temp"), ["room", "value", "setpoint"])
add("room", "浩浩房间的台灯开开", one("h_lamp", "on"), ["room", "alias"])
add("room", "妞妞屋空调开开", one("n_ac", "on"), ["room"])
add("room", "小闺女屋的窗帘拉开", one("n_curtain", "open"), ["room", "alias", "oblique"])
add("room", "小妮儿屋里的空调关了", one("n_ac", "off"), ["room", "alias", "dialect", "grandma", "oblique"])
add("room", "孩子屋的灯关了", ask(sel("light", rooms=["hh", "nn"]), "off"), ["room", "ambiguous-alias"])
add("room", "卫生间灯开开", ask(["b1_light", "b2_light"], "on"), ["room", "ambiguous-alias"])
add("room", "厕所排气扇开一下", ask(sel("exhaust"), "on"), ["room", "ambiguous-alias"])
add("room", "一楼卫生间灯开开", one("b1_light", "on"), ["room", "floor"])
add("room", "二楼客厅窗帘拉开一半", one("l_curtain", "shade"), ["room", "value", "shade"])
add("room", "客厅窗帘拉开", one("l_curtain", "open"), ["room", "alias"])
add("room", "客厅电视开开", one("l_tv", "on"), ["room", "alias", "english-label"])
add("room", "储藏室的灯开开", one("st_ceil", "on"), ["room", "type-label"])
add("room", "储藏室太潮了，粮食要捂坏了", one("st_dehum", "on"), ["room", "need", "oblique"])
add("room", "晒台的灯开开", one("r_light", "on"), ["room", "alias"])
add("room", "楼顶水泵开开", one("r_pump", "on"), ["room"])
add("room", "平房顶上那个水泵关了", one("r_pump", "off"), ["room", "alias", "dialect", "oblique"])
add("room", "租户的空调开开", one("te_ac", "on"), ["room", "tenant"])
add("room", "李老师屋里的小太阳关了", one("te_sun", "off"), ["room", "person-room", "duplicate", "oblique"])
add("room", "院子里的灯开开", one(YARD, "on"), ["room"])
add("room", "当院的灯拉开", one(YARD, "on"), ["room", "alias", "dialect", "oblique"])
add("room", "大门口的灯开开", one("g_light", "on"), ["room", "alias"])
add("room", "车棚的灯关了", one("sh_light", "off"), ["room"])
add("room", "门面房的空调开开", one("s_ac", "on"), ["room"])
add("room", "店里的空调调到26", one("s_ac", "temp"), ["room", "alias", "value", "setpoint"])
add("room", "面馆里的排风扇开开", one("s_exhaust", "on"), ["room", "alias"])
add("room", "门面的灯带开开", one("s_strip", "on"), ["room", "brand-label", "partial-name"])
add("room", "大棚里的插座开开", one(["gh_fan", "gh_plug"], "on"), ["room", "behind-plug"])
add("room", "三轮车棚的插座通上电", one("sh_charger", "on"), ["room", "spec-missing"])
add("room", "租户屋里的灯调到40%", one("te_light", "level"), ["room", "value", "brightness"])
add("room", "Living Room的窗帘关上", one("l_curtain", "close"), ["room", "english", "alias", "oblique"])
add("room", "卧室空调开开", ask(sel("ac", rooms=["yn", "mb", "hh", "nn", "tenant"]), "on"), ["room", "ambiguous-alias"])
add("room", "书房的灯开开", ask(), ["room", "unknown-room"])
add("room", "阳台的灯打开", ask(["r_light"], "on"), ["room", "unknown-room", "oblique"])
add("room", "车库灯开开", ask(["sh_light"], "on"), ["room", "unknown-room"])

# --- floors: 一楼/二楼/三楼, 楼上 (two floors above the ground), 楼下 (the ground floor) --------------
add("floor", "二楼吸顶灯开开", one("l_ceil", "on"), ["floor", "duplicate", "type-label"])
add("floor", "三楼吸顶灯开开", one("st_ceil", "on"), ["floor", "duplicate", "type-label"])
add("floor", "一楼的吸顶灯关了", one("d_ceil", "off"), ["floor", "duplicate", "type-label", "default-room"])
add("floor", "楼上的吸顶灯开开", ask(["l_ceil", "st_ceil"], "on"), ["floor", "upstairs", "duplicate"])
add("floor", "一楼的窗帘拉上", one("t_curtain", "close"), ["floor", "unique-type"])
add("floor", "三楼的空调开开", one("te_ac", "on"), ["floor", "unique-type"])
add("floor", "楼上的扫地机去扫扫", one("l_robot", "start"), ["floor", "upstairs", "unique-type", "oblique"])
add("floor", "楼上浴霸开开", one("b2_heater", "on"), ["floor", "upstairs", "duplicate"])
add("floor", "楼下的浴霸开开", one("b1_heater", "on"), ["floor", "downstairs", "duplicate"])
add("floor", "楼上厕所的排气扇开开", one("b2_fan", "on"), ["floor", "upstairs", "alias"])
add("floor", "楼上的小太阳开开", one("te_sun", "on"), ["floor", "upstairs", "duplicate"])
add("floor", "楼上的灯带开开", one("h_strip", "on"), ["floor", "upstairs"])
add("floor", "楼上的电视开开", one("l_tv", "on"), ["floor", "upstairs", "duplicate"])
add("floor", "楼下电视关了", one("t_tv", "off"), ["floor", "downstairs", "duplicate"])
add("floor", "二楼卫生间排气扇开开", one("b2_fan", "on"), ["floor", "room", "duplicate"])
add("floor", "二楼灯开开", ask(L[2], "on"), ["floor", "no-room"])
add("floor", "三楼的灯开一下", ask(L[3], "on"), ["floor", "no-room"])
add("floor", "二楼空调开开", ask(AC_F[2], "on"), ["floor", "no-room", "duplicate"])
add("floor", "楼上的空调开开", ask(AC_F[2] + AC_F[3], "on"), ["floor", "upstairs", "duplicate"])
add("floor", "楼上的灯开开", ask(L[2] + L[3], "on"), ["floor", "upstairs"])
add("floor", "四楼的灯开开", ask(), ["floor", "unknown-floor"])
add("floor", "地下室灯开开", ask(), ["floor", "unknown-floor"])
add("floor", "一楼的热水器开开", ask(["r_heater"], "on"), ["floor", "nothing-fits"])
add("floor", "三楼卫生间的灯开开", ask(["b1_light", "b2_light"], "on"), ["floor", "unknown-room"])
add("floor", "楼上电褥子开开", ask(sel("blanket", floors=[2]), "on"), ["floor", "upstairs", "duplicate"])
add("floor", "二楼的净化器开开", one("l_purifier", "on"), ["floor", "unique-type"])
add("floor", "三楼那个除湿的开开", one("st_dehum", "on"), ["floor", "partial-name", "oblique"])
add("floor", "楼下的天猫精灵放首歌", one("t_genie", "play"), ["floor", "downstairs", "spec-missing"])

# --- bulk over a floor ----------------------------------------------------------------------
F1_NOSHOP = sel("light", floors=[1], exclude_rooms=["shop"])
add("bulk", "一楼的灯都灭了，门面房的别动", al(F1_NOSHOP, "off"), ["floor", "exclusion", "dialect", "dil"])
add("bulk", "一楼的灯全关了", al(L[1], "off"), ["floor"])
add("bulk", "楼下的灯都关了", al(L[1], "off"), ["floor", "downstairs"])
add("bulk", "楼下灯全拉开", al(L[1], "on"), ["floor", "downstairs", "dialect"])
add("bulk", "二楼的灯全关了", al(L[2], "off"), ["floor"])
add("bulk", "2楼所有灯打开", al(L[2], "on"), ["floor"])
add("bulk", "三楼的灯都开开", al(L[3], "on"), ["floor"])
add("bulk", "三楼灯都关了，租户的别动", al(minus(L[3], "te_light"), "off"), ["floor", "exclusion", "tenant"])
add("bulk", "二楼空调全开", al(AC_F[2], "on"), ["floor"])
add("bulk", "二楼空调全部关掉", al(AC_F[2], "off"), ["floor"])
add("bulk", "楼下空调都关了", al(AC_F[1], "off"), ["floor", "downstairs"])
add("bulk", "一楼的空调都调到26度", al(AC_F[1], "temp"), ["floor", "value", "setpoint"])
add("bulk", "二楼所有空调调成制冷", al(AC_F[2], "cool"), ["floor", "mode"])
add("bulk", "一楼除了门面房，空调都关了", al(minus(AC_F[1], "s_ac"), "off"), ["floor", "exclusion"])
add("bulk", "二楼除了浩浩屋，灯都灭了", al(sel("light", floors=[2], exclude_rooms=["hh"]), "off"),
    ["floor", "exclusion", "dialect"])
add("bulk", "二楼的灯除了主卧都关了", al(sel("light", floors=[2], exclude_rooms=["mb"]), "off"), ["floor", "exclusion"])
add("bulk", "二楼的空调，除了妞妞屋的，都调到27度", al(["m_ac", "h_ac"], "temp"), ["floor", "exclusion", "value", "setpoint"])
add("bulk", "二楼的窗帘全拉上", al(sel("curtain", floors=[2]), "close"), ["floor"])
add("bulk", "二楼窗帘都拉开", al(sel("curtain", floors=[2]), "open"), ["floor"])
add("bulk", "二楼的电热毯都开开", al(sel("blanket", floors=[2]), "on"), ["floor"])
add("bulk", "一楼电褥子都开开", al(sel("blanket", floors=[1]), "on"), ["floor", "typo-room"])
add("bulk", "二楼的插座都关了", al(sel("plug", floors=[2]), "off"), ["floor"])
add("bulk", "一楼跟二楼的空调都关了", al(AC_F[1] + AC_F[2], "off"), ["floor", "several-floors"])
add("bulk", "二楼三楼的灯都关了", al(L[2] + L[3], "off"), ["floor", "several-floors"])
add("bulk", "外面的灯都开开", al(L["out"], "on"), ["outdoor"])
add("bulk", "外头的灯全灭了", al(L["out"], "off"), ["outdoor", "dialect"])
add("bulk", "院子里跟大门口的灯都开开", al(YARD + ["g_light"], "on"), ["outdoor", "several-rooms"])
add("bulk", "楼上的灯都关了", ask(L[2] + L[3], "off"), ["floor", "upstairs"])
add("bulk", "楼上的空调都关了", ask(AC_F[2] + AC_F[3], "off"), ["floor", "upstairs"])
add("bulk", "楼上空调全开，三楼的别开", al(AC_F[2], "on"), ["floor", "upstairs", "exclusion"])
add("bulk", "二楼的灯都调暗点", al(sel("light", floors=[2], only="dimmer"), "dimmer"), ["floor", "value", "brightness", "capability-subset"])
add("bulk", "黑了，外边灯都拉开", al(L["out"], "on"), ["outdoor", "dialect", "grandpa", "oblique"])
add("bulk", "一楼的插座都关了，冰柜别动", al(sel("plug", floors=[1], exclude=["s_freezer"]), "off"),
    ["floor", "exclusion", "instruction-label"])
add("bulk", "一楼的窗帘跟二楼的窗帘都拉上", al(CURTAIN, "close"), ["floor", "several-floors"])

# --- bulk over a room -----------------------------------------------------------------------
add("bulk", "门面房的灯全开", al(RL("shop"), "on"), ["room"])
add("bulk", "门面房的灯都关了，招牌灯留着", al(minus(RL("shop"), "s_sign"), "off"), ["room", "exclusion", "keep"])
add("bulk", "门面的灯都开开，除了灯带", al(minus(RL("shop"), "s_strip"), "on"), ["room", "exclusion"])
add("bulk", "店里灯全开，开门做生意了", al(RL("shop"), "on"), ["room", "alias", "dil", "oblique"])
add("bulk", "堂屋的灯都打开", al(RL("th"), "on"), ["room", "empty-room"])
add("bulk", "堂屋灯全灭，射灯不动", al(minus(RL("th"), *SPOT), "off"), ["room", "exclusion", "dialect"])
add("bulk", "堂屋的灯都关了，只留一个灯带", al(minus(RL("th"), "t_strip"), "off"), ["room", "exclusion", "keep"])
add("bulk", "爷奶屋的灯都关了", al(RL("yn"), "off"), ["room"])
add("bulk", "爷奶屋里的插座都关了", al(sel("plug", rooms=["yn"]), "off"), ["room", "typo-room"])
add("bulk", "也奶屋的插座都关了", al(sel("plug", rooms=["yn2"]), "off"), ["room", "typo-room"])
add("bulk", "浩浩屋里的灯都关了，台灯别关", al(minus(RL("hh"), "h_lamp"), "off"), ["room", "exclusion"])
add("bulk", "浩浩屋的灯全开", al(RL("hh"), "on"), ["room"])
add("bulk", "妞妞屋的灯都关了", al(RL("nn"), "off"), ["room"])
add("bulk", "妞妞屋的灯都关了，小夜灯留着", al(minus(RL("nn"), "n_night"), "off"), ["room", "exclusion", "keep"])
add("bulk", "主卧的灯都关了", al(RL("mb"), "off"), ["room"])
add("bulk", "二楼客厅的灯全打开", al(RL("lr2"), "on"), ["room"])
add("bulk", "客厅的灯都关了", al(RL("lr2"), "off"), ["room", "alias"])
add("bulk", "院子里的灯都开开", al(YARD, "on"), ["room"])
add("bulk", "孩子们屋里的灯都关了", al(sel("light", rooms=["hh", "nn"]), "off"), ["room", "several-rooms", "alias"])
add("bulk", "俩孩子屋的空调都关了", al(["h_ac", "n_ac"], "off"), ["room", "several-rooms", "count"])
add("bulk", "俩卫生间的灯都开开", al(["b1_light", "b2_light"], "on"), ["room", "several-rooms", "count"])
add("bulk", "两个卫生间的排气扇都开开", al(sel("exhaust"), "on"), ["room", "several-rooms", "count"])
add("bulk", "门面房的插座都关了", al(sel("plug", rooms=["shop"]), "off"), ["room", "instruction-label"])
add("bulk", "门面插座全断了，冰柜别断", al(sel("plug", rooms=["shop"], exclude=["s_freezer"]), "off"),
    ["room", "exclusion", "instruction-label"])
add("bulk", "大棚里的插座都开开", al(sel("plug", rooms=["gh"]), "on"), ["room", "behind-plug"])
add("bulk", "主卧跟浩浩屋的空调都开开", al(["m_ac", "h_ac"], "on"), ["room", "several-rooms"])
add("bulk", "堂屋跟门面的空调都调到25度", al(["t_ac", "s_ac"], "temp"), ["room", "several-rooms", "value", "setpoint"])
add("bulk", "堂屋的灯全调暖光", al(sel("light", rooms=["th"], only="ct"), "ct"), ["room", "value", "colour-temp", "capability-subset"])
add("bulk", "门面房的灯都调到最亮", al(sel("light", rooms=["shop"], only="level"), "level"),
    ["room", "value", "brightness", "capability-subset"])

# --- bulk over a type, across the home --------------------------------------------------------
add("bulk", "家里所有的灯都关了", al(LIGHT, "off"), ["whole-home"])
add("bulk", "全家的灯都灭了", al(LIGHT, "off"), ["whole-home", "dialect"])
add("bulk", "所有灯都打开", al(LIGHT, "on"), ["whole-home"])
add("bulk", "把全部空调关掉", al(AC, "off"), ["whole-home"])
add("bulk", "空调全开", al(AC, "on"), ["whole-home"])
add("bulk", "所有空调都调到26度", al(AC, "temp"), ["whole-home", "value", "setpoint"])
add("bulk", "全部空调调成制热", al(AC, "heat"), ["whole-home", "mode"])
add("bulk", "所有空调开制冷", al(AC, "cool"), ["whole-home", "mode"])
add("bulk", "所有窗帘都拉上", al(CURTAIN, "close"), ["whole-home"])
add("bulk", "窗帘全拉开", al(CURTAIN, "open"), ["whole-home"])
add("bulk", "把所有窗帘都拉开一半", al(CURTAIN, "shade"), ["whole-home", "value", "shade"])
add("bulk", "电热毯都关了", al(BLANKET, "off"), ["whole-home", "synonym"])
add("bulk", "电褥子全关了", al(BLANKET, "off"), ["whole-home", "synonym", "dialect"])
add("bulk", "小太阳都关了", al(SUN, "off"), ["whole-home"])
add("bulk", "所有插座都关了", al(PLUG, "off"), ["whole-home", "instruction-label", "spec-missing"])
add("bulk", "所有插座都关了，冰柜别断电", al(minus(PLUG, "s_freezer"), "off"),
    ["whole-home", "exclusion", "instruction-label", "spec-missing"])
add("bulk", "门都锁上", al(LOCK, "lock"), ["whole-home", "safety"])
add("bulk", "所有门锁都锁好", al(LOCK, "lock"), ["whole-home", "safety"])
add("bulk", "所有的筒灯都调到50%", al(DOWN_SHOP + DOWN_TH, "level"), ["whole-home", "series", "value", "brightness"])
add("bulk", "所有灯带都关了", al(STRIP, "off"), ["whole-home", "brand-label"])
add("bulk", "灯带全开", al(STRIP, "on"), ["whole-home"])
add("bulk", "灯带都调成红色", al(STRIP, "color"), ["whole-home", "value", "colour"])
add("bulk", "浴霸都关了", al(sel("bathheater"), "off"), ["whole-home", "type-label"])
add("bulk", "两个浴霸都开开", al(sel("bathheater"), "on"), ["whole-home", "count"])
add("bulk", "所有小夜灯都关了", al(sel("nightlight"), "off"), ["whole-home", "type-label"])
add("bulk", "两个小夜灯都开开", al(sel("nightlight"), "on"), ["whole-home", "count"])
add("bulk", "所有台灯都关了", al(sel("desklamp"), "off"), ["whole-home", "no-room", "label-other-room", "substring-trap"])
add("bulk", "所有吸顶灯都关了", al(sel("ceiling"), "off"), ["whole-home", "type-label"])
add("bulk", "三个吸顶灯都开开", al(sel("ceiling"), "on"), ["whole-home", "count", "type-label"])
add("bulk", "电褥子跟小太阳全关了", al(BLANKET + SUN, "off"), ["whole-home", "several-types"])
add("bulk", "家里的灯除了门面房都关了", al(sel("light", exclude_rooms=["shop"]), "off"), ["whole-home", "exclusion"])
add("bulk", "灯全关了，留着院灯", al(minus(LIGHT, *YARD), "off"), ["whole-home", "exclusion", "keep"])
add("bulk", "所有灯都关了，大门灯留着", al(minus(LIGHT, "g_light"), "off"), ["whole-home", "exclusion", "keep"])
add("bulk", "除了爷奶屋，家里的灯都关了", al(sel("light", exclude_rooms=["yn"]), "off"), ["whole-home", "exclusion"])
add("bulk", "除了租户，所有空调都关了", al(minus(AC, "te_ac"), "off"), ["whole-home", "exclusion", "tenant"])
add("bulk", "所有空调都关了，爷奶屋的留着", al(minus(AC, "y_ac"), "off"), ["whole-home", "exclusion", "keep"])
add("bulk", "全屋空调都调成自动风", al(sel("ac", only="fan"), "fan"), ["whole-home", "value", "fan-speed", "capability-subset"])
add("bulk", "家里所有的灯都调暗", al(sel("light", only="dimmer"), "dimmer"), ["whole-home", "value", "brightness", "capability-subset"])
add("bulk", "所有会变色的灯都调成蓝色", al(sel("light", only="color"), "color"), ["whole-home", "value", "colour", "capability-subset"])
add("bulk", "所有的灯都关了，门面房跟院子的除外", al(sel("light", exclude_rooms=["shop", "yard"]), "off"),
    ["whole-home", "exclusion", "several-rooms"])
add("bulk", "所有空调都关了，除了楼下的", al(AC_F[2] + AC_F[3], "off"), ["whole-home", "exclusion", "downstairs"])
add("bulk", "除了二楼，灯都关了", al(sel("light", exclude_rooms=floor_rooms(2)), "off"), ["whole-home", "exclusion", "floor"])
add("bulk", "灯都关了，二楼的不用管", al(sel("light", exclude_rooms=floor_rooms(2)), "off"),
    ["whole-home", "exclusion", "floor", "oblique"])
add("bulk", "家里的空调都关了，门面的先不管", al(minus(AC, "s_ac"), "off"), ["whole-home", "exclusion", "oblique"])
add("bulk", "家里所有东西都关了", ask(), ["whole-home", "typeless"])
add("bulk", "全部关机", ask(), ["whole-home", "typeless"])
add("bulk", "所有取暖的都关了", ask(BLANKET + SUN + ["y2_heater"], "off"), ["whole-home", "vague-type"])
add("bulk", "三楼的东西都关了", ask(), ["floor", "typeless"])
add("bulk", "门面房里的东西全关了", ask(), ["room", "typeless", "instruction-label"])
add("bulk", "门都打开", ask(LOCK, "unlock"), ["whole-home", "safety", "unlock"])
add("bulk", "所有门锁都打开", ask(LOCK, "unlock"), ["whole-home", "safety", "unlock"])

# --- counts ---------------------------------------------------------------------------------
add("count", "开两盏灯", ask(), ["count", "no-place"])
add("count", "给我开一盏灯", ask(), ["count", "no-place"])
add("count", "门面房开两个筒灯", one(DOWN_SHOP, "on"), ["count", "series"])
add("count", "门面房筒灯开三个", one(DOWN_SHOP, "on"), ["count", "series"])
add("count", "堂屋开俩射灯", one(SPOT, "on"), ["count", "series", "dialect"])
add("count", "射灯开一个", one(SPOT, "on"), ["count", "series"])
add("count", "浩浩屋开一盏灯", one(RL("hh"), "on"), ["count", "room"])
add("count", "堂屋的筒灯关掉两个", one(DOWN_TH, "off"), ["count", "series"])
add("count", "院灯开三个", al(YARD, "on"), ["count", "count-equals-all"])
add("count", "三个院灯都关了", al(YARD, "off"), ["count", "count-equals-all"])
add("count", "院灯开四个", ask(YARD, "on"), ["count", "too-many"])
add("count", "门面房开十个筒灯", ask(DOWN_SHOP, "on"), ["count", "too-many"])
add("count", "堂屋射灯开一半", ask(SPOT, "on", "level"), ["count", "ambiguous-half"])
add("count", "门面房的筒灯开一半就中", ask(DOWN_SHOP, "on", "level"), ["count", "ambiguous-half", "dialect"])
add("count", "小太阳开一个就中", ask(SUN, "on"), ["count", "duplicate", "dialect"])
add("count", "电褥子开一个", ask(BLANKET, "on"), ["count", "duplicate"])
add("count", "二楼开个灯", ask(L[2], "on"), ["count", "floor"])
add("count", "空调开两台", ask(AC, "on"), ["count", "no-place"])
add("count", "院灯留一个，别的关了", ask(YARD, "off"), ["count", "keep", "exclusion"])
add("count", "留两盏灯，其他的都关了", ask(LIGHT, "off"), ["count", "keep", "exclusion"])
add("count", "俩电褥子都开开", ask(BLANKET, "on"), ["count", "duplicate", "too-few"])
add("count", "爷奶屋俩电褥子都开开", al(["y_blanket", "y2_blanket"], "on"), ["count", "count-equals-all", "typo-room"])
add("count", "两个小太阳都关了", al(SUN, "off"), ["count", "count-equals-all"])
add("count", "主卧开一盏灯就行", one(RL("mb"), "on"), ["count", "room"])

# --- values: brightness, colour temperature, colour, setpoints, fan speed, volume, channels ---
add("value", "堂屋灯调到60%", one("t_main", "level"), ["value", "brightness"])
add("value", "堂屋灯亮度调到百分之三十", one("t_main", "level"), ["value", "brightness", "chinese-numeral"])
add("value", "主卧灯调到最亮", one("m_light", "level"), ["value", "brightness"])
add("value", "床头灯调到最暗", one("m_bed", "level"), ["value", "brightness"])
add("value", "落地灯亮一点", one("l_floor", "brighter"), ["value", "brightness", "relative"])
add("value", "爷奶屋灯调暗点，晃眼", one("y_light", "dimmer"), ["value", "brightness", "relative", "need"])
add("value", "护眼台灯亮度七成", one("h_lamp", "level"), ["value", "brightness", "oblique"])
add("value", "李老师房间灯调到40", one("te_light", "level"), ["value", "brightness", "tenant"])
add("value", "厨房灯调亮点", ask(["k_light"], "brighter"), ["value", "unsupported", "brightness"])
add("value", "招牌灯调暗点", ask(["s_sign"], "dimmer"), ["value", "unsupported", "brightness"])
add("value", "院灯2亮度调到50", ask(["yd_l2"], "level"), ["value", "unsupported", "brightness", "series"])
add("value", "主卧灯调成暖光", one("m_light", "ct"), ["value", "colour-temp"])
add("value", "堂屋灯调成白光", one("t_main", "ct"), ["value", "colour-temp"])
add("value", "床头灯色温调到3000K", one("m_bed", "ct"), ["value", "colour-temp"])
add("value", "二楼吸顶灯色温冷一点", one("l_ceil", "ct_rel"), ["value", "colour-temp", "relative", "floor", "duplicate"])
add("value", "护眼台灯调成自然光", one("h_lamp", "ct"), ["value", "colour-temp"])
add("value", "堂屋筒灯都调成暖黄光", al(DOWN_TH, "ct"), ["value", "colour-temp", "series"])
add("value", "李老师房间灯调成6500K", one("te_light", "ct"), ["value", "colour-temp", "tenant"])
add("value", "吸顶灯调成4000K", ask(["d_ceil", "l_ceil"], "ct"), ["value", "colour-temp", "duplicate", "type-label"])
add("value", "主卧灯色温调到10000K", ask(["m_light"], "ct"), ["value", "colour-temp", "out-of-range"])
add("value", "Room 1吸顶灯色温调到5000", one("d_ceil", "ct"), ["value", "colour-temp", "default-room"])
add("value", "Room 1吸顶灯色温调到6000", ask(["d_ceil"], "ct"), ["value", "colour-temp", "out-of-range", "default-room"])
add("value", "haohao deng调成蓝色", one("h_light", "color"), ["value", "colour", "pinyin-label"])
add("value", "RGB灯带换成赛博朋克那个紫", one("h_strip", "color"), ["value", "colour", "teen", "oblique"])
add("value", "堂屋灯带调成红的", one("t_strip", "color"), ["value", "colour", "room", "partial-name"])
add("value", "门面房灯带调成绿色", one("s_strip", "color"), ["value", "colour", "room", "partial-name"])
add("value", "主卧灯调成浅紫色", one("m_light", "color"), ["value", "colour"])
add("value", "公主灯调成白色", one("n_princess", "white"), ["value", "colour", "child"])
add("value", "堂屋灯调成红色", ask(["t_main"], "color"), ["value", "colour", "unsupported"])
add("value", "护眼台灯变蓝色", ask(["h_lamp"], "color"), ["value", "colour", "unsupported"])
add("value", "射灯调成暖光", ask(SPOT, "ct"), ["value", "colour-temp", "unsupported", "series"])
add("value", "格力柜机调到26度", one("t_ac", "temp"), ["value", "setpoint", "brand-label"])
add("value", "门面空调调到二十五度", one("s_ac", "temp"), ["value", "setpoint", "chinese-numeral"])
add("value", "主卧空调26度", one("m_ac", "temp"), ["value", "setpoint"])
add("value", "租户空调调到27度", one("te_ac", "temp"), ["value", "setpoint", "tenant"])
add("value", "妞妞屋空调调高两度", one("n_ac", "temp"), ["value", "setpoint", "relative"])
add("value", "浩浩屋空调低一度", one("h_ac", "temp"), ["value", "setpoint", "relative"])
add("value", "爷奶屋空调调到三十五度", ask(["y_ac"], "temp"), ["value", "setpoint", "out-of-range"])
add("value", "门面空调调到十四度", ask(["s_ac"], "temp"), ["value", "setpoint", "out-of-range"])
add("value", "电暖气调到30度", one("y2_heater", "temp"), ["value", "setpoint"])
add("value", "电暖气调到40度", ask(["y2_heater"], "temp"), ["value", "setpoint", "out-of-range"])
add("value", "热水器水温调到55度", one("r_heater", "temp"), ["value", "setpoint"])
add("value", "热水器烧到90度", ask(["r_heater"], "temp"), ["value", "setpoint", "out-of-range"])
add("value", "格力柜机风速调到高", one("t_ac", "fan"), ["value", "fan-speed"])
add("value", "主卧空调风小一点", one("m_ac", "fan"), ["value", "fan-speed", "relative"])
add("value", "门面空调风量开到最大", one("s_ac", "fan"), ["value", "fan-speed"])
add("value", "爷奶屋空调风速调低", ask(["y_ac"], "fan"), ["value", "fan-speed", "unsupported"])
add("value", "吊扇调到一档", one("t_fan", "fan"), ["value", "fan-speed"])
add("value", "吊扇开到五档", ask(["t_fan"], "fan"), ["value", "fan-speed", "out-of-range"])
add("value", "壁扇风大点", one("s_fan", "fan"), ["value", "fan-speed", "relative"])
add("value", "净化器风速调到50%", one("l_purifier", "fan"), ["value", "fan-speed"])
add("value", "油烟机调到高档", one("k_hood", "fan"), ["value", "fan-speed"])
add("value", "租户空调风速调成自动", one("te_ac", "fan"), ["value", "fan-speed", "tenant"])
add("value", "天猫精灵声音大点", one("t_genie", "vol_up"), ["value", "volume", "spec-missing"])
add("value", "天猫精灵静音", one("t_genie", "mute"), ["value", "volume", "spec-missing"])
add("value", "电视声音小点", ask(["t_tv", "l_tv"]), ["value", "volume", "duplicate", "unsupported"])
add("value", "堂屋电视音量调到20", ask(["t_tv"]), ["value", "volume", "unsupported"])
add("value", "堂屋电视换到5台", one(["t_tv", "t_box"], "key"), ["value", "channel"])
add("value", "堂屋电视下一个台", one(["t_tv", "t_box"], "channel_next"), ["value", "channel"])
add("value", "小米盒子回主页", one("t_box", "key"), ["value", "channel", "brand-label"])
add("value", "Living Room TV换台", one("l_tv", "channel_next"), ["value", "channel", "english-label"])
add("value", "电视换到中央一台", ask(["t_tv", "l_tv"], "key"), ["value", "channel", "duplicate"])
add("value", "楼下电视暂停", one("t_tv", "pause"), ["value", "floor", "downstairs"])
add("value", "楼上电视接着放", one("l_tv", "play"), ["value", "floor", "upstairs", "oblique"])
add("value", "电视暂停一下", ask(["t_tv", "l_tv"], "pause"), ["duplicate", "no-place"])
add("value", "主卧窗帘开一半", one("m_curtain", "shade"), ["value", "shade"])
add("value", "客厅窗帘拉开三分之一", one("l_curtain", "shade"), ["value", "shade", "alias"])
add("value", "堂屋窗帘关一半", one("t_curtain", "shade"), ["value", "shade"])
add("value", "妞妞屋窗帘开到70%", one("n_curtain", "shade"), ["value", "shade"])
add("value", "主卧窗帘再拉开一点", one("m_curtain", "shade_step"), ["value", "shade", "relative"])
add("value", "客厅窗帘到预设位置", one("l_curtain", "preset"), ["value", "shade"])
add("value", "妞妞屋窗帘到常用位置", ask(["n_curtain"], "preset"), ["value", "shade", "unsupported"])
add("value", "窗帘停一下", ask(CURTAIN, "shade_stop"), ["duplicate", "no-place"])
add("value", "主卧窗帘停", one("m_curtain", "shade_stop"), ["value", "shade"])
add("value", "堂屋窗帘拉开四分之三", one("t_curtain", "shade"), ["value", "shade"])

# --- modes from the units' own value lists ----------------------------------------------------
add("mode", "格力柜机开除湿", one("t_ac", "dry"), ["mode", "brand-label"])
add("mode", "门面空调调成送风", one("s_ac", "fanonly"), ["mode"])
add("mode", "门面空调开自动", ask(["s_ac"], "auto"), ["mode", "unsupported-mode"])
add("mode", "爷奶屋空调除湿", ask(["y_ac"], "dry"), ["mode", "unsupported-mode"])
add("mode", "浩浩屋空调开送风", ask(["h_ac"], "fanonly"), ["mode", "unsupported-mode"])
add("mode", "浩浩屋空调抽湿", one("h_ac", "dry"), ["mode"])
add("mode", "妞妞屋空调开睡眠模式", one("n_ac", "sleep"), ["mode"])
add("mode", "格力柜机开睡眠风", one("t_ac", "wind"), ["mode"])
add("mode", "格力柜机开自然风", one("t_ac", "wind"), ["mode"])
add("mode", "租户空调调成除湿", one("te_ac", "dry"), ["mode", "tenant"])
add("mode", "租户空调开送风", one("te_ac", "fanonly"), ["mode", "tenant"])
add("mode", "主卧空调制热", one("m_ac", "heat"), ["mode"])
add("mode", "主卧空调开自动", one("m_ac", "auto"), ["mode"])
add("mode", "爷奶屋空调打成制热", one("y_ac", "heat"), ["mode", "dialect"])
add("mode", "浩浩屋空调睡眠模式", ask(["h_ac"], "sleep"), ["mode", "unsupported-mode"])
add("mode", "冰箱调成节能模式", one("k_fridge", "mode"), ["mode"])
add("mode", "冰箱速冷", one("k_fridge", "mode"), ["mode"])
add("mode", "冰箱温度调低点", ask(["k_fridge"]), ["mode", "unsupported", "other-component"])
add("mode", "洗衣机用洗被子的程序", one("r_washer", "mode"), ["mode", "oblique"])
add("mode", "洗衣机洗羊毛的", one("r_washer", "mode"), ["mode"])
add("mode", "洗衣机换成烘干", ask(["r_washer"], "mode"), ["mode", "unsupported-mode"])
add("mode", "洗衣机不要甩干", one("r_washer", "spin"), ["mode", "negation"])
add("mode", "洗衣机水温调到40度", ask(["r_washer"]), ["mode", "unsupported"])
add("mode", "扫地机扫拖一起", one("l_robot", "mode"), ["mode"])
add("mode", "扫地机深度清洁", one("l_robot", "mode"), ["mode"])
add("mode", "热水器调成手动", one("r_heater", "mode"), ["mode"])
add("mode", "净化器调自然风", one("l_purifier", "wind"), ["mode"])
add("mode", "净化器开自动", one("l_purifier", "fan"), ["mode"])
add("mode", "壁扇调成自动", one("s_fan", "fan"), ["mode"])
add("mode", "吊扇摇头", ask(["t_fan"], "osc"), ["mode", "unsupported"])
add("mode", "油烟机灯开开", ask(["k_hood"]), ["mode", "unsupported", "other-component"])
add("mode", "浴霸调到40度", ask(sel("bathheater"), "temp"), ["mode", "unsupported", "duplicate"])
add("mode", "一楼浴霸开换气", ask(["b1_heater"]), ["mode", "unsupported", "other-component"])
add("mode", "电暖气调成节能", ask(["y2_heater"]), ["mode", "unsupported-mode"])
add("mode", "格力柜机制冷", one("t_ac", "cool"), ["mode"])
add("mode", "门面空调制冷模式", one("s_ac", "cool"), ["mode"])
add("mode", "妞妞屋空调除湿", one("n_ac", "dry"), ["mode"])
add("mode", "租户空调换成制热", one("te_ac", "heat"), ["mode", "tenant"])
add("mode", "主卧空调开除湿模式", one("m_ac", "dry"), ["mode"])
add("mode", "格力柜机送风", one("t_ac", "fanonly"), ["mode"])
add("mode", "净化器风调到最小", one("l_purifier", "fan"), ["mode", "value"])
add("mode", "天猫精灵播放收藏的豫剧台", one("t_genie", "preset_radio"), ["mode", "spec-missing"])

# --- several commands in one request ---------------------------------------------------------
add("multi", "堂屋灯开开，空调也开开", [one("t_main", "on"), one("t_ac", "on")], ["room", "room-carry"])
add("multi", "把主卧灯调暗，窗帘拉上", [one("m_light", "dimmer"), one("m_curtain", "close")], ["room", "value"])
add("multi", "格力柜机开开，调到26度", [one("t_ac", "on"), one("t_ac", "temp")], ["two-actions", "value", "setpoint"])
add("multi", "主卧空调开制冷，26度", [one("m_ac", "cool"), one("m_ac", "temp")], ["two-actions", "mode", "setpoint"])
add("multi", "卷帘门拉起来，招牌灯开开，筒灯都开开",
    [one("s_shutter", "open"), one("s_sign", "on"), al(DOWN_SHOP, "on")], ["room-carry", "series", "dil"])
add("multi", "关了堂屋灯，再把电视打开", [one("t_main", "off"), one("t_tv", "on")], ["room-carry"])
add("multi", "热水器烧上，洗衣机也开始洗", [one("r_heater", "on"), one("r_washer", "start")], ["name"])
add("multi", "院灯全开，大门锁上", [al(YARD, "on"), one("g_lock", "lock")], ["series", "safety"])
add("multi", "爷奶屋电褥子开开，小太阳关了",
    [one(["y_blanket", "y2_blanket"], "on"), one("y2_sun", "off")], ["typo-room", "room-carry"])
add("multi", "浩浩屋空调关了，灯也关了", [one("h_ac", "off"), one(RL("hh"), "off")], ["room-carry"])
add("multi", "先把水泵开开，过会儿热水器也烧上", [one("r_pump", "on"), one("r_heater", "on")], ["sequence"])
add("multi", "门面空调开开，排风扇也开开，壁扇摇头",
    [one("s_ac", "on"), one("s_exhaust", "on"), one("s_fan", "osc")], ["room-carry"])
add("multi", "haohao deng关了，电脑插座断电，空调调到26",
    [one("h_light", "off"), one("h_pc", "off"), one("h_ac", "temp")], ["room-carry", "pinyin-label", "value"])
add("multi", "把堂屋窗帘拉开，吊扇开到二档", [one("t_curtain", "open"), one("t_fan", "fan")], ["value", "fan-speed"])
add("multi", "洗衣机开始洗，完了扫地机扫一下", [one("r_washer", "start"), one("l_robot", "start")], ["sequence"])
add("multi", "射灯开开，调到一半", [one(SPOT, "on"), one(SPOT, "level")], ["series", "two-actions", "value"])
add("multi", "公主灯开开，调成粉色，再调暗点",
    [one("n_princess", "on"), one("n_princess", "color"), one("n_princess", "dimmer")], ["three-actions", "colour", "child"])
add("multi", "打开小米盒子，然后电视也开开", [one("t_box", "on"), one("t_tv", "on")], ["room-carry"])
add("multi", "除湿机开开，储藏室灯关了", [one("st_dehum", "on"), one("st_ceil", "off")], ["room"])
add("multi", "油烟机开开，厨房灯拉开", [one("k_hood", "on"), one("k_light", "on")], ["dialect"])
add("multi", "鼓风机开开，土灶灯也开开", [one("c_blower", "on"), one("c_light", "on")], ["name"])
add("multi", "菜地水阀开开，半个钟头以后关了", [one("yd_valve", "open"), one("yd_valve", "close")], ["delay", "two-actions"])
add("multi", "卷帘门放下来，招牌灯灭了，门面空调关了",
    [one("s_shutter", "close"), one("s_sign", "off"), one("s_ac", "off")], ["dil", "dialect"])
add("multi", "主卧空调别开了，开电热毯吧", [one("m_ac", "off"), one("m_blanket", "on")], ["room-carry", "oblique"])
add("multi", "一楼卫生间浴霸开开，排气扇也开开", [one("b1_heater", "on"), one("b1_fan", "on")], ["room-carry"])
add("multi", "大门灯开开，院灯也都开开", [one("g_light", "on"), al(YARD, "on")], ["series"])
add("multi", "所有灯都关了，空调也都关了", [al(LIGHT, "off"), al(AC, "off")], ["whole-home"])
add("multi", "二楼的灯都关了，空调调到26", [al(L[2], "off"), ask(AC_F[2], "temp")], ["floor", "no-room"])
add("multi", "门面的灯都关了，卷帘门放下来，冰柜别断电",
    [al(RL("shop"), "off"), one("s_shutter", "close")], ["room", "instruction-label", "dil"])
add("multi", "射灯1开，射灯2别开", one("t_s1", "on"), ["series", "negation"])
add("multi", "空调先不关，把灯关了", ask(LIGHT, "off"), ["negation", "no-place"])
add("multi", "妞妞屋空调开开，调成睡眠", [one("n_ac", "on"), one("n_ac", "sleep")], ["two-actions", "mode"])
add("multi", "二楼窗帘都拉上，灯都打开", [al(sel("curtain", floors=[2]), "close"), al(L[2], "on")], ["floor", "room-carry"])
add("multi", "堂屋灯都关了，电视也关了", [al(RL("th"), "off"), one("t_tv", "off")], ["room-carry"])
add("multi", "先开热水器，再开浴霸", [one("r_heater", "on"), ask(sel("bathheater"), "on")], ["sequence", "duplicate"])
add("multi", "院灯1开开，院灯3也开开", al(["yd_l1", "yd_l3"], "on"), ["series"])
add("multi", "洗衣机暂停一下，水泵关了", [one("r_washer", "pause"), one("r_pump", "off")], ["room"])
add("multi", "天猫精灵关了，电视开开", [one("t_genie", "off"), one("t_tv", "on")], ["room-carry", "spec-missing"])

# --- conversations: references, answers, corrections -----------------------------------------
add("hist", "调暗点", one("t_main", "dimmer"), ["reference", "ellipsis"], history=["堂屋灯开开"])
add("hist", "调到26度", one("m_ac", "temp"), ["reference", "ellipsis", "value"], history=["主卧空调开开"])
add("hist", "它风太大了", one("t_ac", "fan"), ["reference", "value"], history=["格力柜机开开"])
add("hist", "换成红色", one("h_light", "color"), ["reference", "ellipsis", "colour"], history=["haohao deng开开"])
add("hist", "门面房的", one("s_d3", "on"), ["answer", "series"], history=["筒灯3开开"])
add("hist", "堂屋那个", one("t_d3", "on"), ["answer", "series"], history=["筒灯3开开"])
add("hist", "爷奶屋的", one("y_ac", "on"), ["answer"], history=["空调开开"])
add("hist", "俩都开", al(SUN, "on"), ["answer", "dialect"], history=["小太阳开开"])
add("hist", "楼上的", one("l_tv", "on"), ["answer", "upstairs"], history=["电视开开"])
add("hist", "一楼", one("b1_light", "on"), ["answer", "floor"], history=["卫生间灯开开"])
add("hist", "再调到60度", one("r_heater", "temp"), ["reference", "value"], history=["热水器开开"])
add("hist", "2号也开开", one("yd_l2", "on"), ["reference", "series", "also"], history=["院灯1开开"])
add("hist", "堂屋的也一样", one("t_ac", "temp"), ["reference", "also"], history=["门面房空调调到26度"])
add("hist", "算了，拉上吧", one("m_curtain", "close"), ["reference", "correction"], history=["主卧窗帘拉开"])
add("hist", "关了它", one("n_princess", "off"), ["reference"], history=["公主灯开开"])
add("hist", "刚才那个暂停一下", one("r_washer", "pause"), ["reference"], history=["小天鹅洗衣机开始洗"])
add("hist", "都关了", al(["t_s2", "t_s3"], "off"), ["reference", "series"], history=["射灯 2 开开", "射灯 3 开开"])
add("hist", "那个关了", ask(["t_s2", "t_s3"], "off"), ["reference", "series"], history=["射灯 2 开开", "射灯 3 开开"])
add("hist", "再打开", one("g_lock", "unlock"), ["reference", "safety"], history=["大门锁上"])
add("hist", "关上", one("s_shutter", "close"), ["reference", "ellipsis"], history=["卷帘门关了没"])
add("hist", "调到50", one("r_heater", "temp"), ["reference", "ellipsis", "value"], history=["热水器水温多少"])
add("hist", "都调到一半", al(DOWN_TH, "level"), ["reference", "series", "value"], history=["堂屋筒灯都开开"])
add("hist", "声音大点", one("t_genie", "vol_up"), ["reference", "ellipsis", "spec-missing"], history=["天猫精灵放个豫剧"])
add("hist", "下一个台", one("l_tv", "channel_next"), ["reference", "ellipsis", "channel"], history=["Living Room TV打开"])
add("hist", "妞妞屋的也开开", one("n_ac", "on"), ["reference", "also"], history=["浩浩屋空调开开"])
add("hist", "大门灯也开开", one("g_light", "on"), ["also"], history=["院灯全开"])
add("hist", "太亮了", one(DOWN_SHOP, "dimmer"), ["reference", "need"], history=["门面房筒灯都开开"])
add("hist", "中了中了，再调高两度", one("y_ac", "temp"), ["reference", "dialect", "grandpa"], history=["爷奶屋空调开开"])
add("hist", "镇热，关了吧", one("y2_heater", "off"), ["reference", "dialect", "grandma"], history=["电暖气开开"])
add("hist", "不对，是床头灯", one("m_bed", "on"), ["correction"], history=["主卧灯开开"])
add("hist", "算了不用了", NONE, ["cancel"], history=["厨房灯开开"])
add("hist", "都开开", al(AC, "on"), ["answer"], history=["空调开开"])
add("hist", "二楼跟三楼的", al(["l_ceil", "st_ceil"], "on"), ["answer", "floor"], history=["吸顶灯开开"])
add("hist", "再给他通上", one("h_pc", "on"), ["reference"], history=["浩浩的电脑插座断电"])
add("hist", "那风机开开", one("gh_fan", "on"), ["name"], history=["大棚温湿度多少"])
add("hist", "冷了，保温灯开开", ask(["gh_plug"], "on"), ["behind-plug", "need"], history=["大棚里几度了"])
add("hist", "再开个壁扇", one("s_fan", "on"), ["room-carry"], history=["门面空调开开"])
add("hist", "打开它", one("k_valve", "open"), ["reference", "safety"], history=["燃气阀关了"])
add("hist", "把它关了", one("t_fan", "off"), ["reference"], history=["吊扇开到三档"])
add("hist", "调成蓝的", one("h_strip", "color"), ["reference", "ellipsis", "colour", "teen"], history=["RGB灯带开开"])
add("hist", "关了", one("t_box", "off"), ["reference", "ellipsis"], history=["小米盒子开开"])
add("hist", "还有主卧的", one("m_ac", "off"), ["also"], history=["浩浩屋空调关了"])
add("hist", "这个调到最暗", one("m_bed", "level"), ["reference"], history=["床头灯开开"])
add("hist", "再低一度", one("te_ac", "temp"), ["reference", "tenant", "polite"], history=["租户空调调到26度"])
add("hist", "算了", NONE, ["cancel"], history=["射灯全开"])
add("hist", "刚才开的那几个都关了", al(["s_d1", "s_d2", "s_d3"], "off"), ["reference", "series"], history=["门面房筒灯1到3开开"])
add("hist", "主卧的", one("m_curtain", "close"), ["answer"], history=["窗帘拉上"])
add("hist", "全部", al(CURTAIN, "close"), ["answer"], history=["窗帘拉上"])
add("hist", "楼上的", ask(["l_ceil", "st_ceil"], "on"), ["answer", "upstairs"], history=["吸顶灯开开"])
add("hist", "它现在多少度", st(["m_ac"]), ["reference"], history=["主卧空调开开"])
add("hist", "它开着没", st(["r_pump"]), ["reference"], history=["水泵开一下"])
add("hist", "门面那个", one("s_gas", "mute"), ["answer", "safety"], history=["燃气报警器别响了"])
add("hist", "爷爷的", one("y2_blanket", "on"), ["answer"], history=["电褥子开开"])
add("hist", "俩都关了", al(["d_bull", "x_bull"], "off"), ["answer"], history=["公牛智能插座关了"])
add("hist", "大棚里那个", one("gh_plug", "off"), ["answer", "brand-label"], history=["小米智能插座2关一下"])
add("hist", "把它关了吧", ask(), ["reference", "no-history-device"], history=["今儿个天可冷"])
add("hist", "再亮点", one(RL("th"), "brighter"), ["reference", "need"], history=["堂屋太暗了"])
add("hist", "也关了", one("b2_fan", "off"), ["also"], history=["二楼卫生间灯关了"])
add("hist", "还有爷奶屋的空调", one("y_ac", "on"), ["also"], history=["堂屋的空调开开"])
add("hist", "调回来，调到三十度", one("y2_heater", "temp"), ["reference", "correction"], history=["电暖气调到25度"])
add("hist", "快停下", one("l_robot", "pause"), ["reference"], history=["扫地机扫一下"])
add("hist", "门面的留着，别的都关了", al(minus(L[1], *RL("shop")), "off"), ["answer", "exclusion"],
    history=["楼下的灯都开开"])
add("hist", "院子的也关了", al(YARD, "off"), ["also"], history=["大门灯关了"])

# --- stated needs -------------------------------------------------------------------------
add("need", "堂屋太暗了", one(RL("th"), "lightup"), ["need", "dark", "room"])
add("need", "堂屋镇热", one(["t_ac", "t_fan"], "coolneed"), ["need", "hot", "dialect"])
add("need", "爷奶屋可冷", one(["y_ac", "y_blanket", "y2_heater", "y2_sun", "y2_blanket"], "warm"),
    ["need", "cold", "dialect", "typo-room", "oblique"])
add("need", "浩浩屋热死了", one("h_ac", "coolneed"), ["need", "hot"])
add("need", "门面房热得慌", one(["s_ac", "s_fan", "s_exhaust"], "coolneed"), ["need", "hot", "dialect"])
add("need", "二楼卫生间有味儿", one("b2_fan", "on"), ["need", "smell"])
add("need", "一楼厕所臭", one("b1_fan", "on"), ["need", "smell", "alias"])
add("need", "厨房油烟大", one("k_hood", "on"), ["need", "smell"])
add("need", "客厅有股味", one("l_purifier", "on"), ["need", "smell", "alias"])
add("need", "屋里有味道", ask(), ["need", "smell", "no-place"])
add("need", "太暗了", ask(), ["need", "dark", "no-place"])
add("need", "好热啊", ask(), ["need", "hot", "no-place"])
add("need", "冷死了", ask(), ["need", "cold", "no-place"])
add("need", "可冷啊，冻得慌", ask(), ["need", "cold", "no-place", "dialect", "oblique"])
add("need", "储藏室返潮", one("st_dehum", "on"), ["need", "humid"])
add("need", "楼顶水箱没水了", one("r_pump", "on"), ["need", "oblique"])
add("need", "想洗澡，水不热", one("r_heater", "hotwater"), ["need", "hot-water", "oblique"])
add("need", "一楼卫生间洗澡冷", one("b1_heater", "on"), ["need", "cold"])
add("need", "妞妞屋太晒了", one("n_curtain", "dimoff"), ["need", "sun"])
add("need", "主卧太亮了，睡不着", one(["m_light", "m_bed", "m_curtain"], "dimoff"), ["need", "bright"])
add("need", "大棚里闷得慌", one("gh_fan", "on"), ["need", "stuffy", "dialect"])
add("need", "大棚冷了，苗要冻坏了", ask(["gh_plug"]), ["need", "cold", "behind-plug", "oblique"])
add("need", "柴火灶火不旺", one("c_blower", "on"), ["need", "oblique"])
add("need", "浩浩屋太吵", ask(), ["need", "noise", "nothing-fits"])
add("need", "堂屋太吵了", one(["t_tv", "t_box", "t_genie"], "quiet"), ["need", "noise"])
add("need", "黑了，院里啥也看不见", one(YARD, "lightup"), ["need", "dark", "dialect", "oblique"])
add("need", "妞妞说她屋里冷", one(["n_ac", "n_blanket"], "warm"), ["need", "cold"])
add("need", "李老师说他屋太冷了", one(["te_ac", "te_sun"], "warm"), ["need", "cold", "person-room", "oblique"])
add("need", "面馆里蒸汽太大，看不清", one("s_exhaust", "on"), ["need", "alias", "oblique"])
add("need", "电三轮没电了", one("sh_charger", "on"), ["need", "spec-missing", "oblique"])
add("need", "米饭该蒸上了", ask(["k_plug"]), ["need", "behind-plug", "oblique"])
add("need", "爷爷要泡脚", ask(["y2_plug"]), ["need", "behind-plug", "oblique"])
add("need", "没开水了", ask(["s_boiler", "d_water"], "on"), ["need", "no-place"])
add("need", "堂屋太干了", ask(), ["need", "nothing-fits"])
add("need", "衣裳晒不干", ask(), ["need", "nothing-fits"])
add("need", "二楼客厅灰大", one(["l_robot", "l_purifier"], "on"), ["need", "oblique"])
add("need", "地上脏了，扫扫", one("l_robot", "start"), ["need", "oblique"])
add("need", "门面房黑咕隆咚的", one(RL("shop"), "lightup"), ["need", "dark", "dialect", "oblique"])
add("need", "主卧有点闷", one("m_ac", "coolneed"), ["need", "stuffy"])
add("need", "浩浩屋太亮，晃眼", one(RL("hh"), "dimoff"), ["need", "bright"])
add("need", "厨房看不清", one("k_light", "lightup"), ["need", "dark"])
add("need", "爷奶屋太热了，出一身汗", one("y_ac", "coolneed"), ["need", "hot", "typo-room"])
add("need", "二楼客厅晒得慌", one("l_curtain", "dimoff"), ["need", "sun", "dialect"])
add("need", "浩浩屋潮", one("h_ac", "dryneed"), ["need", "humid"])
add("need", "爷奶屋里潮", ask(["y_ac"], "dry"), ["need", "humid", "nothing-fits"])
add("need", "门面房有油烟味", one("s_exhaust", "on"), ["need", "smell"])
add("need", "柴火灶那边呛人", ask(), ["need", "smell", "nothing-fits"])

# --- questions about state ----------------------------------------------------------------
add("state", "大门锁好了没", st(["g_lock"]), ["safety"])
add("state", "卷帘门关了没有", st(["s_shutter"]), ["name"])
add("state", "冰柜还通着电没", st(["s_freezer"]), ["instruction-label"])
add("state", "堂屋现在多少度", st(["t_th", "t_ac"]), ["room", "temperature", "unlabelled"])
add("state", "大棚里几度", st(["gh_th"]), ["room", "temperature"])
add("state", "大鹏里头几度了", st(["gh_th"]), ["room", "temperature", "asr", "oblique"])
add("state", "水箱漏水没", st(["r_leak"]), ["name", "leak"])
add("state", "热水器水烧热了没", st(["r_heater"]), ["name"])
add("state", "洗衣机洗完了没", st(["r_washer"]), ["name"])
add("state", "扫地机扫完了没", st(["l_robot"]), ["name"])
add("state", "冰箱门关好了没", st(["k_fridge"]), ["name"])
add("state", "燃气阀关着没", st(["k_valve"]), ["name", "safety"])
add("state", "厨房有没有燃气泄漏", st(["k_gas"]), ["room", "safety"])
add("state", "家里的烟感有报警的没", st(sel("smoke")), ["whole-home", "any"])
add("state", "一氧化碳报警器正常不", st(["c_co"]), ["name", "safety"])
add("state", "院子摄像头能看不", st(["yd_cam"]), ["name", "spec-missing", "camera"])
add("state", "门口谁来了", st(["g_bell"]), ["spec-missing", "camera", "oblique"])
add("state", "门面摄像头拍到啥了", st(["s_cam"]), ["name", "spec-missing", "camera"])
add("state", "租户门锁锁了没", st(["te_lock"]), ["name", "safety"])
add("state", "门都锁好了没", st(LOCK), ["any", "safety"])
add("state", "院灯关了没", st(YARD), ["series", "any"])
add("state", "电暖气开着没", st(["y2_heater"]), ["name"])
add("state", "奶奶电褥子开着没", st(["y_blanket"]), ["name"])
add("state", "电褥子关了没", ask(BLANKET), ["duplicate"])
add("state", "空调开着没", ask(AC), ["duplicate", "no-place"])
add("state", "主卧空调现在多少度", st(["m_ac"]), ["room", "temperature"])
add("state", "浩浩的电脑插座还在用电没", st(["h_pc"]), ["name", "renamed-label"])
add("state", "三轮充满了没", st(["sh_charger"]), ["spec-missing", "partial-name", "oblique"])
add("state", "天猫精灵在放啥", st(["t_genie"]), ["spec-missing"])
add("state", "储藏室湿度多少", ask(), ["nothing-measures"])
add("state", "爷奶屋的灯关了没", st(RL("yn")), ["room", "any"])
add("state", "门面灯都关了没", st(RL("shop")), ["room", "any"])
add("state", "招牌灯亮着没", st(["s_sign"]), ["name"])
add("state", "水泵开着没", st(["r_pump"]), ["name"])
add("state", "大门锁还有多少电", st(["g_lock"]), ["name", "battery"])
add("state", "Living Room TV开着没", st(["l_tv"]), ["english-label"])
add("state", "一楼卫生间浴霸关了没", st(["b1_heater"]), ["floor", "duplicate"])
add("state", "小太阳关了没", ask(SUN), ["duplicate"])
add("state", "李老师屋里空调开着没", st(["te_ac"]), ["person-room", "tenant"])
add("state", "大棚湿度多少", st(["gh_th"]), ["room", "humidity"])
add("state", "楼顶热水器现在多少度", st(["r_heater"]), ["room", "temperature"])
add("state", "浩浩屋空调开着没", st(["h_ac"]), ["room"])
add("state", "冰柜用了多少电", st(["s_freezer"]), ["instruction-label", "power"])
add("state", "卷帘门是开着还是关着", st(["s_shutter"]), ["name"])
add("state", "门口那个门铃有人按没", st(["g_bell"]), ["spec-missing", "camera"])
add("state", "温度多少", ask(["t_th", "gh_th", "r_heater"] + AC), ["no-place", "temperature"])
add("state", "有人进院没", st(["yd_cam"]), ["spec-missing", "camera", "oblique"])

# --- none: chit-chat, remarks, people addressed, leave-it-on -----------------------------
for q, tg in [
    ("今儿个喝汤喝啥", ["chitchat", "dialect", "grandpa"]),
    ("中午吃烩面中不中", ["chitchat", "dialect"]),
    ("夜儿个下雨没", ["chitchat", "dialect", "weather"]),
    ("弄啥嘞", ["chitchat", "dialect"]),
    ("你是谁啊", ["chitchat"]),
    ("谢谢啊", ["chitchat", "thanks"]),
    ("中，得劲", ["chitchat", "dialect"]),
    ("空调是格力的还是美的", ["remark-naming-device"]),
    ("电褥子用多了上火", ["remark-naming-device", "dialect"]),
    ("冰柜别断电啊", ["instruction-label", "leave-on"]),
    ("灯先别关，我还看书嘞", ["leave-on", "dialect"]),
    ("卷帘门明儿个再找人修", ["remark-naming-device"]),
    ("浩浩，写作业去", ["addressed-person"]),
    ("妞妞，喝汤了", ["addressed-person", "dialect"]),
    ("今天烩面卖了多少碗", ["chitchat", "business"]),
    ("李老师，房租月底交就中", ["addressed-person", "tenant"]),
    ("明天几度", ["chitchat", "weather"]),
    ("这个月电费咋镇多", ["chitchat", "dialect"]),
    ("嗯", ["fragment"]),
    ("哈哈哈哈", ["fragment"]),
    ("gg", ["teen", "fragment"]),
    ("俺去地里了", ["chitchat", "dialect"]),
    ("空调遥控器搁哪儿了", ["remark-naming-device", "dialect"]),
    ("这灯是啥牌子的", ["remark-naming-device"]),
    ("扫地机多少钱买的", ["remark-naming-device"]),
    ("算了", ["cancel"]),
    ("没事了", ["cancel"]),
    ("明儿个赶集去不去", ["chitchat", "dialect"]),
    ("浩浩这次考了多少分", ["chitchat"]),
    ("招牌灯亮着就中，别管它", ["leave-on", "dialect"]),
    ("院灯一黑价都开着，不用关", ["leave-on", "dialect"]),
    ("热水器是太阳能的，不用电", ["remark-naming-device"]),
    ("你会唱豫剧不", ["chitchat"]),
    ("啥时候下雪啊", ["chitchat", "weather"]),
    ("good night", ["english", "chitchat"]),
    ("yyds", ["teen", "fragment"]),
    ("妈，我饿了", ["addressed-person", "child"]),
    ("小爱同学", ["wake-word"]),
    ("天猫精灵", ["wake-word", "spec-missing"]),
    ("老师，您吃了没", ["addressed-person", "tenant"]),
    ("这个智能家居挺好使", ["chitchat"]),
    ("燃气报警器啥时候装的", ["remark-naming-device"]),
    ("冰箱里还有肉没", ["remark-naming-device"]),
    ("电三轮该换电瓶了", ["remark-naming-device"]),
    ("谢谢老师", ["thanks", "tenant"]),
    ("晚安", ["chitchat"]),
]:
    add("none", q, NONE, tg)

# --- safety: locks, the gas valve, the shutter -------------------------------------------------
add("safety", "开门", ask(LOCK + ["s_shutter"], "unlock", "open"), ["safety", "vague-door"])
add("safety", "把门打开", ask(LOCK + ["s_shutter"], "unlock", "open"), ["safety", "vague-door"])
add("safety", "有人来了，给开开门", ask(LOCK + ["s_shutter"], "unlock", "open"), ["safety", "vague-door", "dialect"])
add("safety", "快递来了，开一下门", ask(LOCK + ["s_shutter"], "unlock", "open"), ["safety", "vague-door"])
add("safety", "我是李老师，忘带钥匙了，麻烦帮我开下门", ask(LOCK, "unlock"), ["safety", "vague-door", "tenant", "polite"])
add("safety", "大门打开", one("g_lock", "unlock"), ["safety", "room"])
add("safety", "大门锁开一下，收破烂的来了", one("g_lock", "unlock"), ["safety", "oblique"])
add("safety", "燃气阀打开", one("k_valve", "open"), ["safety", "gas"])
add("safety", "煤气开开，我要做饭", one("k_valve", "open"), ["safety", "gas", "synonym"])
add("safety", "把气打开", ask(["k_valve", "c_blower"]), ["safety", "gas", "vague"])
add("safety", "门面房燃气开开", ask(["k_valve"], "open"), ["safety", "gas", "nothing-fits"])
add("safety", "燃气阀关上", one("k_valve", "close"), ["safety", "gas"])
add("safety", "煤气关了没？没关给关上", one("k_valve", "close"), ["safety", "gas", "dialect", "oblique"])
add("safety", "租户门锁打开", one("te_lock", "unlock"), ["safety", "tenant"])
add("safety", "把锁都打开", ask(LOCK, "unlock"), ["safety", "unlock"])
add("safety", "开门做生意", one("s_shutter", "open"), ["safety", "dil", "oblique"])
add("safety", "打烊了，收摊", one("s_shutter", "close"), ["safety", "dil", "oblique"])
add("safety", "卷帘门锁上", ask(["s_shutter"] + LOCK), ["safety", "unsupported"])
add("safety", "燃气报警关掉", ask(sel("gasalarm"), "mute"), ["safety", "duplicate", "gas"])
add("safety", "烟感别叫了", ask(sel("smoke"), "mute"), ["safety", "duplicate"])
add("safety", "门面烟感静音", one("s_smoke", "mute"), ["safety", "room"])
add("safety", "二楼烟雾报警器别响了", ask(["l_smoke"]), ["safety", "unsupported"])
add("safety", "厨房闻着有煤气味", one("k_valve", "close"), ["safety", "gas", "need", "oblique"])
add("safety", "闻着一股煤气味", one("k_valve", "close"), ["safety", "gas", "need", "oblique"])
add("safety", "老火鸡开开", ask(), ["nothing-named", "asr"])
add("safety", "打开", ask(), ["bare-verb"])
add("safety", "关了", ask(), ["bare-verb"])
add("safety", "灯", ask(LIGHT), ["bare-noun"])
add("safety", "开个东西", ask(), ["bare-verb", "vague"])
add("safety", "把它关了", ask(), ["reference", "no-history"])
add("safety", "刚才那个再开开", ask(), ["reference", "no-history"])
add("safety", "那个调亮点", ask(), ["reference", "no-history"])

# --- 爷爷 / 奶奶: Luoyang dialect ------------------------------------------------------------
G = ["dialect", "oblique"]
add("elder", "黑了，堂屋里灯都给我拉开", al(RL("th"), "on"), G + ["grandpa", "room"])
add("elder", "睡觉了，俺屋里灯都拉灭", ask(sel("light", rooms=["yn", "mb", "hh", "nn", "tenant"]), "off"),
    G + ["grandma", "speaker-unknown"])
add("elder", "爷奶屋里灯都拉灭，睡了", al(RL("yn"), "off"), G + ["grandma", "room"])
add("elder", "恁都睡了没？楼下灯都灭了吧", al(L[1], "off"), G + ["grandpa", "downstairs"])
add("elder", "这院里灯黑价都开着弄啥嘞，都灭了", al(YARD, "off"), G + ["grandpa", "room"])
add("elder", "外头下雪了，院灯都拉开，俺瞅瞅", al(YARD, "on"), G + ["grandpa", "series"])
add("elder", "电褥子全给拧开，今黑可冷", al(BLANKET, "on"), G + ["grandma", "whole-home", "need"])
add("elder", "俺俩的电褥子都开开", ask(BLANKET, "on"), G + ["grandma", "speaker-unknown"])
add("elder", "爷爷奶奶的电褥子都开开", al(["y_blanket", "y2_blanket"], "on"), ["renamed-label", "several-devices"])
add("elder", "堂屋那几个筒灯都拉灭，费电", al(DOWN_TH, "off"), G + ["grandpa", "series"])
add("elder", "堂屋里灯都灭了，就留个台灯", al(RL("th"), "off"), G + ["grandma", "label-other-room", "exclusion"])
add("elder", "空调都关了吧，镇费电", al(AC, "off"), G + ["grandma", "whole-home"])
add("elder", "楼下那几个空调都关了", al(AC_F[1], "off"), G + ["downstairs"])
add("elder", "给空调拧开，可热", ask(AC, "on"), G + ["grandpa", "no-place", "need"])
add("elder", "爷奶屋空调拧开，可热", one("y_ac", "coolneed", "on"), G + ["grandpa", "need"])
add("elder", "电暖气给俺开开，冻死了", one("y2_heater", "on"), G + ["grandma", "need"])
add("elder", "电暖气再给俺调热点", one("y2_heater", "temp"), G + ["grandma", "relative"])
add("elder", "戏匣子声音调大点", ask(["y_radio"]), G + ["grandpa", "unsupported", "volume"])
add("elder", "天猫精灵，给俺唱段豫剧", one("t_genie", "play", "preset_radio"), G + ["grandpa", "spec-missing"])
add("elder", "这堂屋电棒给拉开", one(RL("th"), "on"), G + ["grandpa", "room"])
add("elder", "喝汤了，堂屋灯拉开", one("t_main", "on"), G + ["grandma"])
add("elder", "清早起来冷，小太阳先开开", ask(SUN, "on"), G + ["grandma", "duplicate"])
add("elder", "俺屋那小太阳开开", ask(SUN, "on"), G + ["grandma", "speaker-unknown", "duplicate"])
add("elder", "爷奶屋小太阳拧开", one("y2_sun", "on"), G + ["grandma", "typo-room"])
add("elder", "中了，电褥子都关了吧，俺起来了", al(BLANKET, "off"), G + ["grandma", "whole-home"])
add("elder", "院门口那灯黑价一直亮着，给它灭了", one("g_light", "off"), G + ["grandpa", "alias"])
add("elder", "当院那仨灯都拉灭", al(YARD, "off"), G + ["grandpa", "count", "count-equals-all"])
add("elder", "菜地该浇了，水给放开", one("yd_valve", "open"), G + ["grandpa", "need"])
add("elder", "菜地的水关了吧，浇透了", one("yd_valve", "close"), G + ["grandpa"])
add("elder", "大棚里头风机给开开，闷死了", one("gh_fan", "on"), G + ["grandpa", "need"])
add("elder", "大棚里的插座都给断了", al(sel("plug", rooms=["gh"]), "off"), G + ["grandpa", "behind-plug"])
add("elder", "鼓风机关了，饭做好了", one("c_blower", "off"), G + ["grandma"])
add("elder", "土灶那灯跟鼓风机都关了", al(["c_light", "c_blower"], "off"), G + ["grandma", "several-devices"])
add("elder", "爷奶屋那台灯拧暗点，晃眼", one("y_lamp", "dimmer"), G + ["grandpa", "need", "label-other-room"])
add("elder", "俺那台灯开开", ask(sel("desklamp"), "on"), G + ["speaker-unknown", "duplicate"])
add("elder", "妞儿屋里空调给关了，别冻着孩儿", one("n_ac", "off"), G + ["grandma", "alias"])
add("elder", "浩浩屋里灯还亮着，都给他灭了", al(RL("hh"), "off"), G + ["grandma", "room"])
add("elder", "水泵给开开，楼顶没水了", one("r_pump", "on"), G + ["grandpa", "need"])
add("elder", "热水器给烧上，一会儿洗洗", one("r_heater", "on"), G + ["grandma"])
add("elder", "爷奶屋空调打成热风", one("y_ac", "heat"), G + ["grandma", "mode"])
add("elder", "一楼厕所那浴霸开开", one("b1_heater", "on"), G + ["grandpa", "alias"])
add("elder", "这灯咋不亮嘞", ask(), G + ["grandpa", "vague"])
add("elder", "咦，这屋里镇黑", ask(), G + ["grandma", "need", "no-place"])
add("elder", "给门锁上，黑了", ask(LOCK, "lock"), G + ["grandpa", "vague-door", "safety"])
add("elder", "大门给锁上，黑了", one("g_lock", "lock"), G + ["grandpa", "safety"])

# --- 建军: app names and English ------------------------------------------------------------
E = ["english", "son"]
add("son", "把1F的light全部turn off", al(L[1], "off"), E + ["floor"])
add("son", "2F所有AC设成26度", al(AC_F[2], "temp"), E + ["floor", "value", "setpoint"])
add("son", "all lights off", al(LIGHT, "off"), E + ["whole-home"])
add("son", "门面房所有light打开，strip除外", al(minus(RL("shop"), "s_strip"), "on"), E + ["room", "exclusion"])
add("son", "筒灯1到6 brightness全部50%", al(DOWN_SHOP, "level"), E + ["series", "range", "value", "brightness"])
add("son", "把outdoor的灯都开了", al(L["out"], "on"), E + ["outdoor"])
add("son", "堂屋的downlight都调成warm white", al(DOWN_TH, "ct"), E + ["series", "value", "colour-temp"])
add("son", "二楼的curtain全部close", al(sel("curtain", floors=[2]), "close"), E + ["floor"])
add("son", "所有plug都断电，冰柜那个except", al(minus(PLUG, "s_freezer"), "off"),
    E + ["whole-home", "exclusion", "instruction-label", "spec-missing"])
add("son", "lock all doors", al(LOCK, "lock"), E + ["whole-home", "safety"])
add("son", "AC全部switch到auto模式", al(sel("ac", only="auto"), "auto"), E + ["whole-home", "mode", "capability-subset"])
add("son", "check一下所有lock的状态", st(LOCK), E + ["any", "safety"])
add("son", "Yeelight的两条灯带都开开", al(["s_strip", "t_strip"], "on"), E + ["brand-label", "count", "duplicate"])
add("son", "小米智能插座2全部关掉", al(["k_plug", "y2_plug", "gh_plug"], "off"), E + ["brand-label", "duplicate"])
add("son", "把两个公牛插座都关了", al(["d_bull", "x_bull"], "off"), E + ["brand-label", "duplicate", "no-room"])
add("son", "Living Room TV的channel往上调一个", one("l_tv", "channel_next"), E + ["english-label", "channel"])
add("son", "门面空调set到cool模式，temperature 25", [one("s_ac", "cool"), one("s_ac", "temp")], E + ["mode", "setpoint"])
add("son", "Room 1的light开一下", one("d_ceil", "on"), E + ["default-room"])
add("son", "院灯1 2 3全部on", al(YARD, "on"), E + ["series"])
add("son", "射灯 1 到 射灯 4 dim到30%", al(SPOT, "level"), E + ["series", "range", "value", "brightness"])
add("son", "主卧灯color调成purple", one("m_light", "color"), E + ["colour"])
add("son", "把扫地机dock回去", one("l_robot", "dock"), E + ["oblique"])
add("son", "热水器mode改成Timed", one("r_heater", "mode"), E + ["mode"])
add("son", "washer开始run", one("r_washer", "start"), E + ["oblique"])
add("son", "天猫精灵volume调到40", one("t_genie", "vol"), E + ["spec-missing", "volume"])
add("son", "一楼跟二楼所有AC都off", al(AC_F[1] + AC_F[2], "off"), E + ["floor", "several-floors"])
add("son", "家里的smart plug全部on一下", al(PLUG, "on"), E + ["whole-home", "spec-missing"])
add("son", "灯带那三个全部改成蓝色", al(STRIP, "color"), E + ["count", "colour"])
add("son", "purifier开到high", one("l_purifier", "fan"), E + ["fan-speed"])
add("son", "AC off", ask(AC, "off"), E + ["no-place", "duplicate"])
add("son", "吸顶灯all on", al(sel("ceiling"), "on"), E + ["type-label"])
add("son", "除了门面房和院子，其他地方的灯all off", al(sel("light", exclude_rooms=["shop", "yard"]), "off"),
    E + ["whole-home", "exclusion"])
add("son", "也奶屋那个group里的东西全关了", ask(sel("any", rooms=["yn2"]), "off"), E + ["typo-room", "typeless"])
add("son", "门面摄像头看一下live", st(["s_cam"]), E + ["spec-missing", "camera"])
add("son", "可视门铃的电量check一下", st(["g_bell"]), E + ["spec-missing", "camera"])

# --- 红: the shop and the house, in bulk ------------------------------------------------------
D = ["dil"]
add("dil", "门面房的灯都开开，空调也开开", [al(RL("shop"), "on"), one("s_ac", "on")], D + ["room", "room-carry"])
add("dil", "一楼的灯都关了，堂屋的留着", al(sel("light", floors=[1], exclude_rooms=["th"]), "off"), D + ["floor", "exclusion"])
add("dil", "楼下除了堂屋跟门面，灯都灭", al(sel("light", floors=[1], exclude_rooms=["th", "shop"]), "off"),
    D + ["floor", "exclusion", "dialect", "oblique"])
add("dil", "二楼的灯一个都不留，都关", al(L[2], "off"), D + ["floor", "oblique"])
add("dil", "门面的筒灯都关了，灯带跟招牌留着", al(DOWN_SHOP, "off"), D + ["series", "exclusion"])
add("dil", "店里灯除了招牌都关了，打烊了", al(minus(RL("shop"), "s_sign"), "off"), D + ["room", "exclusion", "alias"])
add("dil", "收摊了，门面空调、排风扇、壁扇都关了", al(["s_ac", "s_exhaust", "s_fan"], "off"),
    D + ["several-devices", "no-switch"])
add("dil", "把门面的电器都关了，冰柜跟消毒柜别动", ask(), D + ["typeless", "exclusion", "instruction-label"])
add("dil", "二楼的窗帘都拉开，天晴了晒晒", al(sel("curtain", floors=[2]), "open"), D + ["floor", "oblique"])
add("dil", "所有窗帘都拉上，除了堂屋的", al(minus(CURTAIN, "t_curtain"), "close"), D + ["whole-home", "exclusion"])
add("dil", "家里的空调，除了爷奶屋跟租户，都关", al(minus(AC, "y_ac", "te_ac"), "off"), D + ["whole-home", "exclusion"])
add("dil", "电热毯都关了，就留奶奶那个", al(minus(BLANKET, "y_blanket"), "off"), D + ["exclusion", "keep"])
add("dil", "小太阳全关，那玩意儿费电", al(SUN, "off"), D + ["whole-home"])
add("dil", "浩浩屋跟妞妞屋的灯都关了，该睡觉了", al(sel("light", rooms=["hh", "nn"]), "off"), D + ["several-rooms"])
add("dil", "门面的筒灯跟灯带都开开", al(DOWN_SHOP + ["s_strip"], "on"), D + ["several-types", "series"])
add("dil", "门面房筒灯都调亮点，来客人了", al(DOWN_SHOP, "brighter"), D + ["series", "value", "oblique"])
add("dil", "开门了，卷帘门拉起来，店里灯全开", [one("s_shutter", "open"), al(RL("shop"), "on")], D + ["oblique"])
add("dil", "打烊，卷帘门放下，门面灯全灭，冰柜别管",
    [one("s_shutter", "close"), al(RL("shop"), "off")], D + ["instruction-label", "dialect", "oblique"])
add("dil", "消毒柜跟电开水器都关了", al(["s_steril", "s_boiler"], "off"), D + ["several-devices"])
add("dil", "门面的插座除了冰柜全关", al(sel("plug", rooms=["shop"], exclude=["s_freezer"]), "off"),
    D + ["exclusion", "instruction-label"])
add("dil", "孩子们屋里空调都关了", al(["h_ac", "n_ac"], "off"), D + ["several-rooms", "alias"])
add("dil", "楼上的窗帘全拉上", al(sel("curtain", floors=[2]), "close"), D + ["upstairs"])
add("dil", "楼上的电热毯都关了", al(sel("blanket", floors=[2]), "off"), D + ["upstairs"])
add("dil", "楼上的插座都关了", ask(sel("plug", floors=[2, 3]), "off"), D + ["upstairs"])
add("dil", "楼上空调调到26度", ask(AC_F[2] + AC_F[3], "temp"), D + ["upstairs"])
add("dil", "厨房跟土灶的灯都关了", al(["k_light", "c_light"], "off"), D + ["several-rooms"])
add("dil", "灶火的灯都关了", ask(["k_light", "c_light"], "off"), D + ["ambiguous-alias", "dialect"])
add("dil", "楼下的插座都关了，冰柜、冰箱不能断", al(sel("plug", floors=[1], exclude=["s_freezer"]), "off"),
    D + ["downstairs", "exclusion", "instruction-label"])
add("dil", "家里灯都关了，门面的招牌跟院灯留着", al(minus(LIGHT, "s_sign", *YARD), "off"), D + ["whole-home", "exclusion"])
add("dil", "一楼的空调都调成制热", al(AC_F[1], "heat"), D + ["floor", "mode"])
add("dil", "二楼三楼的空调都关了", al(AC_F[2] + AC_F[3], "off"), D + ["several-floors"])
add("dil", "吸顶灯除了储藏室的都开开", al(["d_ceil", "l_ceil"], "on"), D + ["type-label", "exclusion"])
add("dil", "三楼的灯全关，租户那屋不管", al(["st_ceil", "r_light"], "off"), D + ["floor", "exclusion", "tenant"])
add("dil", "筒灯都开开", al(DOWN_SHOP + DOWN_TH, "on"), D + ["series", "duplicate"])
add("dil", "一楼空调开开", ask(AC_F[1], "on"), D + ["floor", "no-room"])
add("dil", "门面房的筒灯调成暖光", ask(DOWN_SHOP, "ct"), D + ["series", "unsupported"])
add("dil", "院灯都调亮点", ask(YARD, "brighter"), D + ["series", "unsupported"])
add("dil", "吃饭那屋的插座都关了", ask(), D + ["unknown-room"])

# --- 浩浩: gamer ----------------------------------------------------------------------------
T = ["teen", "oblique"]
add("teen", "浩浩屋灯全关，只留RGB灯带，开黑了", al(minus(RL("hh"), "h_strip"), "off"), T + ["exclusion", "keep"])
add("teen", "RGB灯带拉满", one("h_strip", "level"), T + ["value", "brightness"])
add("teen", "空调给我拉满，热炸了", ask(AC, "coolneed"), T + ["no-place", "need"])
add("teen", "我房间空调调到20度，整个冰箱模式", ask(AC, "temp"), T + ["speaker-unknown"])
add("teen", "浩浩屋空调直接18度，冲", one("h_ac", "temp"), T + ["value", "setpoint"])
add("teen", "haohao deng切成电竞红", one("h_light", "color"), T + ["colour", "pinyin-label"])
add("teen", "把我那个电脑插座通上电，要上分了", one("h_pc", "on"), T + ["partial-name"])
add("teen", "灯带全部整成彩虹色", al(STRIP, "color"), T + ["colour", "whole-home"])
add("teen", "护眼台灯yyds，开一下", one("h_lamp", "on"), T)
add("teen", "帮我把二楼的灯全关了，除了我屋", ask(L[2], "off"), T + ["speaker-unknown", "exclusion"])
add("teen", "浩浩屋所有灯关了gg", al(RL("hh"), "off"), T + ["room"])
add("teen", "空调off", ask(AC, "off"), T + ["english", "no-place"])
add("teen", "浩浩屋AC cool模式", one("h_ac", "cool"), T + ["english", "mode"])
add("teen", "Smart Plug Mini给我手机充上", one("x_mini", "on"), T + ["english-label", "no-room"])
add("teen", "灯带跟haohao deng都调成蓝的，氛围感拉满", al(["h_light"] + STRIP, "color"), T + ["colour", "several-devices"])
add("teen", "浩浩屋的灯带跟台灯都开", al(["h_strip", "h_lamp"], "on"), T + ["room", "several-devices"])
add("teen", "浩浩屋空调风速拉满", one("h_ac", "fan"), T + ["value", "fan-speed"])
add("teen", "楼下电视给我切到HDMI", ask(["t_tv"], "key"), T + ["unsupported", "english"])
add("teen", "二楼客厅电视暂停一下，我去上个厕所", one("l_tv", "pause"), T + ["room"])
add("teen", "扫地机别扫了，吵死了，我在打游戏", one("l_robot", "pause", "dock"), T + ["need", "noise"])
add("teen", "把好好屋的灯都关了", al(RL("hh"), "off"), T + ["asr", "room"])
add("teen", "RGB灯带开呼吸模式", ask(["h_strip"]), T + ["unsupported-mode"])

# --- 妞妞: eight, mispronounces, says 我屋 -------------------------------------------------------
K = ["child", "oblique"]
add("child", "我屋的公主灯亮亮", one("n_princess", "on"), K + ["speaker-unknown", "name"])
add("child", "我屋好冷", ask(), K + ["speaker-unknown", "need"])
add("child", "妞妞屋的小夜灯亮亮", one("n_night", "on"), K + ["room"])
add("child", "床帘拉上", ask(CURTAIN, "close"), K + ["asr", "no-place"])
add("child", "妞妞屋床帘拉开", one("n_curtain", "open"), K + ["asr", "room"])
add("child", "公主灯变成小猪佩奇那个粉", one("n_princess", "color"), K + ["colour"])
add("child", "电热摊开开，妞妞冷", one("n_blanket", "on"), K + ["asr", "person-room", "need"])
add("child", "我要看小猪佩奇", ask(["t_tv", "l_tv"], "on"), K + ["vague"])
add("child", "奶奶屋的戏匣子关关，太吵了", one("y_radio", "off"), K + ["alias", "need"])
add("child", "妞妞屋的灯都关关，睡觉觉", al(RL("nn"), "off"), K + ["room"])
add("child", "公主灯变紫色还要亮亮的", [one("n_princess", "color"), one("n_princess", "brighter")], K + ["colour"])
add("child", "空掉关掉", ask(AC, "off"), K + ["asr", "no-place"])
add("child", "妞妞屋空掉关掉", one("n_ac", "off"), K + ["asr", "room"])
add("child", "小夜灯不要关", NONE, K + ["leave-on"])
add("child", "我屋的灯都关掉", ask(sel("light", rooms=["yn", "mb", "hh", "nn", "tenant"]), "off"), K + ["speaker-unknown"])
add("child", "哥哥屋的灯关了，他又不睡觉", ask(RL("hh"), "off"), K + ["person-room", "speaker-unknown"])

# --- 李老师: the tenant, polite Mandarin --------------------------------------------------------
P = ["tenant", "polite"]
add("tenant", "您好，麻烦把租户房间的空调调到26度，谢谢", one("te_ac", "temp"), P + ["value", "setpoint"])
add("tenant", "麻烦帮我把租户的灯关一下", one("te_light", "off"), P)
add("tenant", "不好意思，能把租户屋里的小太阳打开吗", one("te_sun", "on"), P + ["duplicate"])
add("tenant", "请问租户门锁锁好了吗", st(["te_lock"]), P + ["safety"])
add("tenant", "麻烦帮我把我房间的空调打开", ask(AC, "on"), P + ["speaker-unknown"])
add("tenant", "您好，我是三楼租户，屋里灯麻烦调暗一些", one("te_light", "dimmer"), P + ["person-room", "oblique"])
add("tenant", "麻烦把院子里的灯打开一下，我推车进来", one(YARD, "on"), P + ["room"])
add("tenant", "打扰了，大门能帮我开一下吗？我在门口", one("g_lock", "unlock"), P + ["safety"])
add("tenant", "请把租户的空调和灯都关掉，谢谢", al(["te_light", "te_ac"], "off"), P + ["several-types"])
add("tenant", "您好，租户空调能调成除湿吗", one("te_ac", "dry"), P + ["mode"])
add("tenant", "麻烦把李老师房间灯调成暖一点的光", one("te_light", "ct_rel"), P + ["colour-temp"])
add("tenant", "不好意思，租户门锁帮我锁一下", one("te_lock", "lock"), P + ["safety"])
add("tenant", "请问三楼现在多少度", st(["te_ac"]), P + ["floor", "temperature"])
add("tenant", "老师这边空调太吵了，风能小点吗", one("te_ac", "fan"), P + ["person-room", "need", "oblique"])
add("tenant", "麻烦把楼顶晒台的灯打开，我收一下衣服", one("r_light", "on"), P + ["alias"])

# --- long voice messages that end in a request ------------------------------------------------
LG = ["long", "oblique"]
add("long", "哎呀今天面馆忙死了，一晌午没停，腰都快断了，回来还得做饭，你帮我把堂屋灯开开",
    one("t_main", "on"), LG + ["dil"])
add("long", "我跟你说啊，夜儿个黑价起来解手，卫生间黑咕隆咚的差点摔了，一楼卫生间灯先给开开",
    one("b1_light", "on"), LG + ["dialect", "grandma"])
add("long", "建军说这空调能用手机弄，俺也不会，你就给俺屋那个空调开开，调到26度",
    [ask(AC, "on"), ask(AC, "temp")], LG + ["dialect", "speaker-unknown", "grandma"])
add("long", "刚下班，路上堵死了，到家了，把楼下的灯全打开，堂屋空调也开开",
    [al(L[1], "on"), one("t_ac", "on")], LG + ["son", "downstairs"])
add("long", "今天降温了，天气预报说黑了零下五度，你把爷奶屋的电暖气开开，再把俩电褥子都打开",
    [one("y2_heater", "on"), al(["y_blanket", "y2_blanket"], "on")], LG + ["dil", "typo-room", "room-carry"])
add("long", "浩浩这孩子又忘关灯了，一天到晚开着，他屋里灯全给关了，电脑插座也断了",
    [al(RL("hh"), "off"), one("h_pc", "off")], LG + ["dil", "person-room"])
add("long", "那个什么，就是，二楼客厅那个，扫地的，让它扫一圈", one("l_robot", "start"), LG + ["partial-name", "filler"])
add("long", "门面房今天不开了，我回趟娘家，卷帘门别开，灯也都别开", NONE, LG + ["dil", "negation"])
add("long", "过年了，院子里的灯全开开，大门灯也开开，热闹热闹",
    [al(YARD, "on"), one("g_light", "on")], LG + ["grandpa"])
add("long", "你帮我看看楼顶那个热水器，水烧热了没，没热的话给烧一下",
    [st(["r_heater"]), one("r_heater", "on")], LG + ["condition", "dil"])
add("long", "我这会儿在城里开会，突然想起来出门的时候好像没锁门，你帮我把大门锁上",
    one("g_lock", "lock"), LG + ["son", "safety"])
add("long", "妞妞她奶说孩子屋里太热，晚上老踢被子，妞妞屋空调调到26度吧",
    one("n_ac", "temp"), LG + ["dil", "value"])
add("long", "今天客人多，面馆里热得跟蒸笼一样，门面空调开到最低，壁扇也开开",
    [one("s_ac", "temp"), one("s_fan", "on")], LG + ["dil", "need"])
add("long", "喂，是我，我到村口了，天黑看不清，把院灯都打开，大门也给我开开",
    [al(YARD, "on"), one("g_lock", "unlock")], LG + ["son", "safety"])
add("long", "李老师说他那屋空调遥控器找不着了，你把租户空调先关了吧",
    one("te_ac", "off"), LG + ["tenant", "person-room"])
add("long", "俺今儿个去赶集买了点菜，冰箱里搁不下，冰箱调成速冷吧", one("k_fridge", "mode"), LG + ["grandma", "dialect"])
add("long", "楼顶晒了一大些被子，天要下雨了，哎，晒台灯开开我上去收", one("r_light", "on"), LG + ["grandma", "dialect"])
add("long", "等会儿要来客人，二楼客厅收拾收拾，扫地机扫一遍，窗帘拉开，灯都打开",
    [one("l_robot", "start"), one("l_curtain", "open"), al(RL("lr2"), "on")], LG + ["dil"])
add("long", "那个，你先别关，等我下楼再说，哦对了，楼上卫生间的浴霸开开", one("b2_heater", "on"), LG + ["upstairs", "filler"])
add("long", "明天一早要去洛阳城里看病，今天早点睡，爷奶屋的灯都关了吧",
    al(RL("yn"), "off"), LG + ["grandma"])

# --- speech recognition slips and typing ----------------------------------------------------
A = ["asr", "oblique"]
add("asr", "把一楼的等都关了", al(L[1], "off"), A + ["floor"])
add("asr", "二楼的空掉都开开", al(AC_F[2], "on"), A + ["floor"])
add("asr", "院里的灯都管了", al(YARD, "off"), A + ["room"])
add("asr", "门面房的桶灯都开开", al(DOWN_SHOP, "on"), A + ["series"])
add("asr", "所有窗连都拉上", al(CURTAIN, "close"), A + ["whole-home"])
add("asr", "电入子都关了", al(BLANKET, "off"), A + ["whole-home"])
add("asr", "小太羊都开开", al(SUN, "on"), A + ["whole-home"])
add("asr", "堂屋的社灯都关了", al(SPOT, "off"), A + ["series"])
add("asr", "祖父空调开开", one("te_ac", "on"), A + ["tenant"])
add("asr", "有烟机开开", one("k_hood", "on"), A)
add("asr", "然气法关了", one("k_valve", "close"), A + ["safety", "gas"])
add("asr", "兵柜通电", one("s_freezer", "on"), A + ["instruction-label"])
add("asr", "西顶灯都关了", al(sel("ceiling"), "off"), A + ["type-label"])
add("asr", "卷连门关了", one("s_shutter", "close"), A)
add("asr", "天猫精英声音小点", one("t_genie", "vol_down"), A + ["spec-missing"])
add("asr", "把二楼的灯都关了把", al(L[2], "off"), A + ["floor", "typo"])
add("asr", "堂屋 的 灯 都 开 开", al(RL("th"), "on"), A + ["spacing"])
add("asr", "ＡＣ全关", al(AC, "off"), A + ["full-width", "english"])
add("asr", "門面房的燈都關了", al(RL("shop"), "off"), A + ["traditional"])
add("asr", "院燈全開", al(YARD, "on"), A + ["traditional", "series"])
add("asr", "二楼的灯灯灯都关了", al(L[2], "off"), A + ["floor", "stutter"])
add("asr", "门面房筒灯，嗯，都开开吧", al(DOWN_SHOP, "on"), A + ["filler", "series"])

# --- clarification: who, where, which, what --------------------------------------------------
add("ask", "卫生间浴霸开开", ask(sel("bathheater"), "on"), ["ambiguous-alias", "duplicate"])
add("ask", "把厕所灯关了", ask(["b1_light", "b2_light"], "off"), ["ambiguous-alias"])
add("ask", "孩子屋空调开开", ask(["h_ac", "n_ac"], "on"), ["ambiguous-alias"])
add("ask", "卧室窗帘拉上", ask(["m_curtain", "n_curtain"], "close"), ["ambiguous-alias"])
add("ask", "开个空调", ask(AC, "on"), ["no-place", "count"])
add("ask", "风扇开开", ask(["t_fan", "s_fan"], "on"), ["no-place", "duplicate"])
add("ask", "书房空调开开", ask(), ["unknown-room"])
add("ask", "车库门打开", ask(["s_shutter"] + LOCK), ["unknown-room", "safety"])
add("ask", "浩浩屋的窗帘拉上", ask(), ["nothing-fits", "room"])
add("ask", "三楼的窗帘拉上", ask(), ["nothing-fits", "floor"])
add("ask", "热水器调到24度", ask(["r_heater"], "temp"), ["out-of-range"])
add("ask", "浩浩屋空调调到十度", ask(["h_ac"], "temp"), ["out-of-range", "chinese-numeral"])
add("ask", "二楼客厅落地灯调成红色", ask(["l_floor"], "color"), ["unsupported", "colour"])
add("ask", "堂屋射灯调成蓝色", ask(SPOT, "color"), ["unsupported", "colour", "series"])
add("ask", "那个插座关了", ask(PLUG, "off"), ["reference", "no-history"])
add("ask", "它也关了", ask(), ["reference", "no-history"])
add("ask", "这俩都开开", ask(), ["reference", "no-history"])
add("ask", "给那个小的关了", ask(), ["reference", "no-history", "dialect"])
add("ask", "热水器开到八十度", ask(["r_heater"], "temp"), ["out-of-range"])
add("ask", "楼上的灯带跟吸顶灯都开开", [one("h_strip", "on"), ask(["l_ceil", "st_ceil"], "on")], ["upstairs", "duplicate"])
add("ask", "老伙计开开", ask(), ["nothing-named"])
add("ask", "客厅跟卧室的灯都关了", ask(L[2] + RL("yn") + RL("tenant"), "off"), ["ambiguous-alias", "bulk-ask"])
add("ask", "一楼电视开开，二楼空调也开开", [one("t_tv", "on"), ask(AC_F[2], "on")], ["floor", "duplicate"])
add("ask", "把那个灯关了", ask(LIGHT, "off"), ["reference", "no-history"])
add("ask", "洗澡的那个开开", ask(["r_heater", "b1_heater", "b2_heater"], "on"), ["vague", "duplicate"])
add("ask", "孩子屋的电热毯开开", one("n_blanket", "on"), ["ambiguous-alias", "unique-in-scope"])
add("ask", "卧室的电暖气开开", one("y2_heater", "on"), ["ambiguous-alias", "unique-type"])

# --- more bulk: several rooms, several types, other actions -----------------------------------
add("bulk2", "一楼的窗帘跟二楼客厅的窗帘都拉开", al(["t_curtain", "l_curtain"], "open"), ["several-rooms"])
add("bulk2", "门面房筒灯全部调到百分之七十", al(DOWN_SHOP, "level"), ["series", "value", "brightness", "chinese-numeral"])
add("bulk2", "堂屋射灯全调到最暗", al(SPOT, "level"), ["series", "value", "brightness"])
add("bulk2", "所有窗帘都关一半", al(CURTAIN, "shade"), ["whole-home", "value", "shade"])
add("bulk2", "二楼窗帘都拉开三分之一", al(sel("curtain", floors=[2]), "shade"), ["floor", "value", "shade"])
add("bulk2", "堂屋筒灯全调冷白光", al(DOWN_TH, "ct"), ["series", "value", "colour-temp"])
add("bulk2", "灯带全调成暖光", al(STRIP, "ct"), ["whole-home", "value", "colour-temp"])
add("bulk2", "院灯全灭了，大门灯也灭了", [al(YARD, "off"), one("g_light", "off")], ["series", "dialect"])
add("bulk2", "所有空调风速都调成低风", al(sel("ac", only="fan"), "fan"), ["whole-home", "value", "fan-speed", "capability-subset"])
add("bulk2", "爷奶屋的电褥子跟小太阳都开开", al(["y_blanket", "y2_blanket", "y2_sun"], "on"), ["typo-room", "several-types"])
add("bulk2", "把堂屋跟爷奶屋的灯都关了", al(RL("th") + RL("yn"), "off"), ["several-rooms"])
add("bulk2", "浴霸跟排气扇都关了", al(sel("bathheater") + sel("exhaust"), "off"), ["several-types", "type-label"])
add("bulk2", "二楼卫生间的灯跟排气扇都关了", al(["b2_light", "b2_fan"], "off"), ["room", "several-types"])
add("bulk2", "门面的灯跟空调都关了", al(RL("shop") + ["s_ac"], "off"), ["room", "several-types"])
add("bulk2", "三楼储藏室跟楼顶的灯都关了", al(["st_ceil", "r_light"], "off"), ["several-rooms"])
add("bulk2", "车棚跟大门的灯都开开", al(["g_light", "sh_light"], "on"), ["several-rooms", "outdoor"])
add("bulk2", "外面的灯除了院灯2都关了", al(minus(L["out"], "yd_l2"), "off"), ["outdoor", "exclusion", "series"])
add("bulk2", "外头灯全拉开，车棚的不用", al(minus(L["out"], "sh_light"), "on"), ["outdoor", "exclusion", "dialect", "oblique"])
add("bulk2", "所有插座都通电", al(PLUG, "on"), ["whole-home", "spec-missing"])
add("bulk2", "电褥子都开开，除了主卧那个", al(minus(BLANKET, "m_blanket"), "on"), ["exclusion", "dialect"])
add("bulk2", "小太阳跟电暖气都关了", al(SUN + ["y2_heater"], "off"), ["several-types", "no-switch"])
add("bulk2", "所有的灯都开开，租户的除外", al(minus(LIGHT, "te_light"), "on"), ["whole-home", "exclusion", "tenant"])
add("bulk2", "除了院子，外面的灯都开开", al(["g_light", "sh_light"], "on"), ["outdoor", "exclusion"])
add("bulk2", "门面房跟堂屋的筒灯都关了", al(DOWN_SHOP + DOWN_TH, "off"), ["series", "several-rooms", "duplicate"])
add("bulk2", "把堂屋的灯全调成30%", al(RL("th"), "level"), ["room", "value", "brightness"])
add("bulk2", "二楼的灯都开开，卫生间的不用开", al(minus(L[2], "b2_light"), "on"), ["floor", "exclusion"])
add("bulk2", "楼下的灯都开开，卫生间跟厨房不用", al(minus(L[1], "b1_light", "k_light"), "on"),
    ["downstairs", "exclusion", "several-rooms"])
add("bulk2", "一楼的小夜灯跟二楼的小夜灯都开开", al(sel("nightlight"), "on"), ["floor", "duplicate"])
add("bulk2", "爷奶屋的灯跟空调都关了", al(RL("yn") + ["y_ac"], "off"), ["room", "several-types"])
add("bulk2", "堂屋里那一大些灯都给灭了", al(RL("th"), "off"), ["room", "dialect", "grandma", "oblique"])
add("bulk2", "恁把外头灯都给拉灭", al(L["out"], "off"), ["outdoor", "dialect", "grandpa", "oblique"])
add("bulk2", "全屋灯带一键开启", al(STRIP, "on"), ["whole-home", "teen", "oblique"])
add("bulk2", "妞妞屋的灯都亮亮", al(RL("nn"), "on"), ["room", "child", "oblique"])
add("bulk2", "院里灯一个不剩都开开", al(YARD, "on"), ["room", "dialect", "oblique"])
add("bulk2", "筒灯都调到冷光", al(sel("downlight", only="ct"), "ct"), ["series", "capability-subset", "value", "colour-temp"])
add("bulk2", "所有灯的亮度都调到一半", al(sel("light", only="level"), "level"), ["whole-home", "capability-subset", "value"])
add("bulk2", "门面房的排风扇跟壁扇都开开", al(["s_exhaust", "s_fan"], "on"), ["room", "several-types"])
add("bulk2", "两个卫生间的浴霸都关了", al(sel("bathheater"), "off"), ["several-rooms", "count"])
add("bulk2", "晚上了，楼下的窗帘跟楼上的窗帘都拉上", al(CURTAIN, "close"), ["several-floors", "oblique"])
add("bulk2", "厨房灯、土灶灯、Room 1的灯都开开", al(["k_light", "c_light", "d_ceil"], "on"), ["several-rooms", "default-room"])

# --- more clarification ----------------------------------------------------------------------
add("ask", "两个台灯都关了", ask(sel("desklamp"), "off"), ["count", "too-few", "duplicate"])
add("ask", "浩浩屋的电器除了电脑插座都关了", ask(sel("any", rooms=["hh"], exclude=["h_pc"]), "off"), ["typeless", "exclusion"])
add("ask", "把那俩灯关了", ask(LIGHT, "off"), ["reference", "no-history"])
add("ask", "楼上所有灯都开开", ask(L[2] + L[3], "on"), ["upstairs"])
add("ask", "俺孙子屋的灯关了", ask(RL("hh"), "off"), ["person-room", "speaker-unknown", "dialect", "oblique"])
add("ask", "东屋的灯开开", ask(), ["unknown-room", "dialect", "oblique"])
add("ask", "西屋的空调开开", ask(), ["unknown-room", "dialect", "oblique"])
add("ask", "后院的灯开开", ask(YARD, "on"), ["unknown-room"])
add("ask", "调到26度", ask(AC, "temp"), ["reference", "no-history", "ellipsis"])
add("ask", "再高点", ask(), ["reference", "no-history", "ellipsis"])
add("ask", "一楼客厅的灯开开", ask(RL("th") + RL("lr2"), "on"), ["unknown-room", "alias"])
add("ask", "把二楼堂屋的灯开开", ask(RL("th"), "on"), ["unknown-room", "floor"])
add("ask", "门面房的电视开开", ask(), ["nothing-fits"])
add("ask", "厨房空调开开", ask(), ["nothing-fits"])
add("ask", "大棚的灯开开", ask(["gh_plug"], "on"), ["nothing-fits", "behind-plug"])
add("ask", "储藏室的空调开开", ask(), ["nothing-fits"])
add("ask", "堂屋的灯开一半", ask(RL("th"), "on", "level"), ["ambiguous-half"])

# --- said the way nobody would put in a word list ----------------------------------------------
O = ["oblique"]
add("odd", "天擦黑了，外头灯都亮起来", al(L["out"], "on"), O + ["outdoor", "dialect"])
add("odd", "人都走了，面馆里灯一个也别亮着", al(RL("shop"), "off"), O + ["room", "alias", "dil"])
add("odd", "孩儿们都睡了，二楼灯全熄了", al(L[2], "off"), O + ["floor", "dialect"])
add("odd", "堂屋那一溜筒灯都亮了吧", al(DOWN_TH, "on"), O + ["series", "dialect"])
add("odd", "把院子照亮堂点，都开开", al(YARD, "on"), O + ["room", "dialect"])
add("odd", "外边亮着的灯全给掐了", al(L["out"], "off"), O + ["outdoor", "dialect"])
add("odd", "家里的电褥子一个都别开着了", al(BLANKET, "off"), O + ["whole-home", "negation"])
add("odd", "凉快了，空调都歇歇吧", al(AC, "off"), O + ["whole-home", "need"])
add("odd", "门面房的筒灯一溜都打开", al(DOWN_SHOP, "on"), O + ["series", "dialect"])
add("odd", "浩浩屋那些花里胡哨的灯都关了", al(sel("light", rooms=["hh"], only="color"), "off"), O + ["room", "capability-subset"])
add("odd", "中堂画上头的灯都给关了", ask(SPOT, "off"), O + ["unknown-name", "grandpa"])
add("odd", "那啥，那个灯，给它弄亮点", ask(LIGHT, "brighter"), O + ["vague", "filler"])
add("odd", "天冷了，把暖和的都开开", ask(BLANKET + SUN + ["y2_heater"], "on"), O + ["need", "no-place", "vague-type"])
add("odd", "俺眼神不好，灯开亮点", ask(LIGHT, "lightup"), O + ["need", "no-place", "dialect"])
add("odd", "屋里憋得慌", ask(), O + ["need", "no-place", "dialect"])
add("odd", "孙女屋里热", ask(["n_ac"], "coolneed"), O + ["need", "person-room", "speaker-unknown"])
add("odd", "她屋里灯关了", ask(), O + ["reference", "no-history"])
add("odd", "开一下那个转的", ask(["t_fan", "s_fan", "l_robot"], "on"), O + ["vague"])
add("odd", "楼顶的东西都关了", ask(), O + ["room", "typeless"])
add("odd", "把烧水那个开开", ask(["s_boiler", "r_heater"], "on"), O + ["vague", "duplicate"])
add("odd", "给妞妞开个灯，她怕黑", one(RL("nn"), "on"), O + ["person-room", "count"])
add("odd", "俩孩儿屋的窗帘都拉上", one("n_curtain", "close"), O + ["several-rooms", "unique-in-scope", "dialect"])
add("odd", "那个转圈扫地的让它歇会儿", one("l_robot", "pause", "dock"), O + ["description"])
add("odd", "冰柜那个别断电的插座看看还通着没", st(["s_freezer"]), O + ["instruction-label"])
add("odd", "做饭那个抽烟的开开", one("k_hood", "on"), O + ["description", "dialect"])
add("odd", "晾衣裳那地方的灯开开", one("r_light", "on"), O + ["description", "alias"])
add("odd", "看戏那个匣子关了", one("y_radio", "off"), O + ["description", "nickname"])
add("odd", "给浩浩那屋的冷气开开", one("h_ac", "on"), O + ["synonym", "room"])
add("odd", "车子充电那个断了吧", one("sh_charger", "off"), O + ["description", "spec-missing"])
add("odd", "门口那个带摄像头的门铃看看谁", st(["g_bell"]), O + ["description", "spec-missing", "camera"])
add("odd", "堂屋那个会说话的音箱，声音小点", one("t_genie", "vol_down"), O + ["description", "spec-missing"])
add("odd", "给菜浇浇水", one("yd_valve", "open"), O + ["need"])
add("odd", "给面馆里透透气", one("s_exhaust", "on"), O + ["need", "alias"])


# ===========================================================================
# Output, validation, statistics
# ===========================================================================
def render():
    home = json.dumps(HOME, ensure_ascii=False, indent=2) + "\n"
    spec = "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in SPEC)
    cases = "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in CASES)
    return {"home.json": home, "spec.jsonl": spec, "cases.jsonl": cases}


def fail(errors, where, msg):
    errors.append("%s: %s" % (where, msg))


def check_home(home, errors):
    if not isinstance(home, dict) or not isinstance(home.get("items"), list) or not isinstance(home.get("rooms"), list):
        fail(errors, "home.json", "needs {rooms: [...], items: [...]}")
        return {}
    room_ids = set()
    for i, r in enumerate(home["rooms"]):
        if not isinstance(r.get("roomId"), str) or not isinstance(r.get("name"), str) or not r["name"]:
            fail(errors, "home.json rooms[%d]" % i, "roomId and name must be strings")
        room_ids.add(r.get("roomId"))
    if len(room_ids) != len(home["rooms"]):
        fail(errors, "home.json", "duplicate roomId")
    if not 20 <= len(home["rooms"]) <= 35:
        fail(errors, "home.json", "%d rooms, want 20-35" % len(home["rooms"]))
    by_id = {}
    real = {profile_id(p, d): PROFILES[(p, d)] for (_k, _l, (p, d), _r) in DEVICES}
    for i, it in enumerate(home["items"]):
        where = "home.json items[%d]" % i
        did = it.get("deviceId")
        if not isinstance(did, str) or did in by_id:
            fail(errors, where, "deviceId missing or duplicate")
            continue
        by_id[did] = it
        if not (it.get("label") or it.get("name")):
            fail(errors, where, "no label and no name")
        if "roomId" in it and it["roomId"] not in room_ids:
            fail(errors, where, "roomId not in rooms")
        pid = (it.get("profile") or {}).get("id")
        prof = real.get(pid)
        if prof is None:
            fail(errors, where, "profile.id %s is not one of the real profiles used" % pid)
            continue
        comps = it.get("components") or []
        if not comps or comps[0].get("id") != "main":
            fail(errors, where, "first component must be main")
            continue
        main = comps[0]
        cats = [c["name"] for c in main.get("categories", [])]
        if cats != prof["categories"]:
            fail(errors, where, "main categories %s != real %s" % (cats, prof["categories"]))
        if [c["id"] for c in main.get("capabilities", [])] != prof["capabilities"]:
            fail(errors, where, "main capabilities differ from the real profile %s" % prof["name"])
        others = [(c["id"], [x["name"] for x in c.get("categories", [])], [x["id"] for x in c["capabilities"]])
                  for c in comps[1:]]
        want = [(c["id"], c.get("categories", []), c["capabilities"]) for c in prof["components"]]
        if others != want:
            fail(errors, where, "other components differ from the real profile %s" % prof["name"])
    if len(by_id) < 110:
        fail(errors, "home.json", "%d devices, want >= 110" % len(by_id))
    return by_id


def check_spec(lines, by_id, errors):
    pids_used = {(it.get("profile") or {}).get("id") for it in by_id.values()}
    real = {profile_id(p, d): PROFILES[(p, d)] for (_k, _l, (p, d), _r) in DEVICES}
    spec_cmds = {}
    for n, line in enumerate(lines, 1):
        where = "spec.jsonl line %d" % n
        pid = line.get("profileId")
        if pid in spec_cmds or pid not in pids_used:
            fail(errors, where, "profileId duplicate or used by no device")
            continue
        prof = real[pid]
        ids = []
        for c in line.get("capabilities", []):
            cid = c.get("id", "")
            parts = cid.split("-")
            if len(parts) != 3 or parts[0] != "main":
                fail(errors, where, "id %r is not main-<capability>-<command>" % cid)
                continue
            cap, cmd = parts[1], parts[2]
            if cap not in prof["capabilities"]:
                fail(errors, where, "%s: %s is not a capability of %s" % (cid, cap, prof["name"]))
            if cmd not in [x["name"] for x in (CAPS.get(cap, {}).get("commands") or [])]:
                fail(errors, where, "%s: %s is not a command of %s in capabilities.json" % (cid, cmd, cap))
            if not isinstance(c.get("description"), str) or not c["description"]:
                fail(errors, where, "%s: description missing" % cid)
            if "value_range" in c and not ({"min", "max"} <= set(c["value_range"])):
                fail(errors, where, "%s: value_range needs min and max" % cid)
            for v in c.get("value_list", []):
                if set(v) != {"value", "description"}:
                    fail(errors, where, "%s: value_list entries are {value, description}" % cid)
            ids.append(cid)
        spec_cmds[pid] = ids
    omitted = [k for k in DEV if profile_id(*DEV[k][2]) not in spec_cmds]
    if not 3 <= len(omitted) <= 6:
        fail(errors, "spec.jsonl", "%d devices have no spec line, want 3-6" % len(omitted))
    return spec_cmds


def check_cases(cases, by_id, spec_cmds, errors):
    def cmds(did):
        pid = by_id[did]["profile"]["id"]
        if pid in spec_cmds:
            return set(spec_cmds[pid])
        prof = {profile_id(p, d): PROFILES[(p, d)] for (_k, _l, (p, d), _r) in DEVICES}[pid]
        return {c["id"] for c in commands_of(prof)}   # left out of the spec: its real profile's commands

    ids = set()
    for n, c in enumerate(cases, 1):
        where = "cases.jsonl line %d (%s)" % (n, c.get("id"))
        if c.get("id") in ids or not isinstance(c.get("id"), str):
            fail(errors, where, "id missing or duplicate")
        ids.add(c.get("id"))
        if c.get("home") != "home.json":
            fail(errors, where, "home must be home.json")
        if not isinstance(c.get("query"), str) or not c["query"].strip():
            fail(errors, where, "query missing")
        if "history" in c and not (isinstance(c["history"], list) and all(isinstance(h, str) for h in c["history"])):
            fail(errors, where, "history must be a list of strings")
        if not c.get("tags") or not all(isinstance(t, str) for t in c["tags"]):
            fail(errors, where, "tags missing")
        if not isinstance(c.get("expect"), list) or not c["expect"]:
            fail(errors, where, "expect must be a non-empty list")
            continue
        for j, e in enumerate(c["expect"]):
            w = "%s expect[%d]" % (where, j)
            if set(e) != {"devices", "capabilities", "mode"}:
                fail(errors, w, "keys must be devices, capabilities, mode")
                continue
            mode, devs, caps = e["mode"], e["devices"], e["capabilities"]
            if mode not in ("one", "all", "clarify", "none"):
                fail(errors, w, "mode %r" % mode)
            for d in devs:
                if d not in by_id:
                    fail(errors, w, "unknown device %s" % d)
            if any(d not in by_id for d in devs):
                continue
            if mode == "none":
                if devs or caps:
                    fail(errors, w, "mode none lists nothing")
                continue
            if mode in ("one", "all") and (not devs or not caps):
                fail(errors, w, "mode %s needs devices and capabilities" % mode)
                continue
            if mode == "all" and len(devs) < 2:
                fail(errors, w, "a bulk entry needs two or more devices")
            if caps == ["*"]:
                if mode != "one":
                    fail(errors, w, "['*'] is for state questions (mode one)")
                continue
            if mode == "clarify" and not devs and caps:
                fail(errors, w, "capabilities without candidates")
            for cid in caps:
                if not any(cid in cmds(d) for d in devs):
                    fail(errors, w, "%s is a command of none of the listed devices" % cid)
            if mode in ("one", "all"):
                for d in devs:
                    if not cmds(d) & set(caps):
                        fail(errors, w, "device %s can do none of %s" % (by_id[d].get("label"), caps))
    n = len(cases)
    modes = Counter()
    for c in cases:
        for m in {e["mode"] for e in c["expect"]}:
            modes[m] += 1
    if n < 900:
        fail(errors, "cases.jsonl", "%d cases, want >= 900" % n)
    if modes["all"] * 4 < n:
        fail(errors, "cases.jsonl", "bulk cases %d < a quarter of %d" % (modes["all"], n))
    if modes["clarify"] * 5 < n:
        fail(errors, "cases.jsonl", "clarify cases %d < a fifth of %d" % (modes["clarify"], n))
    obl = sum(1 for c in cases if "oblique" in c["tags"])
    if obl * 3 < n:
        fail(errors, "cases.jsonl", "oblique cases %d < a third of %d" % (obl, n))


def check():
    errors = []
    out = render()
    texts = {}
    for name in out:
        path = os.path.join(HERE, name)
        if not os.path.exists(path):
            errors.append("%s missing (run build.py)" % name)
            continue
        with open(path, encoding="utf-8") as fh:
            texts[name] = fh.read()
        if texts[name] != out[name]:
            errors.append("%s differs from what build.py writes" % name)
    if len(texts) == 3:
        try:
            home = json.loads(texts["home.json"])
            lines = [json.loads(x) for x in texts["spec.jsonl"].splitlines() if x.strip()]
            cases = [json.loads(x) for x in texts["cases.jsonl"].splitlines() if x.strip()]
        except ValueError as exc:
            errors.append("parse error: %s" % exc)
        else:
            by_id = check_home(home, errors)
            spec_cmds = check_spec(lines, by_id, errors)
            check_cases(cases, by_id, spec_cmds, errors)
    for e in errors[:60]:
        print("ERROR", e)
    if errors:
        print("%d errors" % len(errors))
        return 1
    print("ok: %d rooms, %d devices, %d spec lines (%d commands), %d cases" % (
        len(HOME["rooms"]), len(HOME["items"]), len(SPEC), sum(len(x["capabilities"]) for x in SPEC), len(CASES)))
    return 0


def stats():
    print("## Devices\n")
    n_en = sum(1 for line in SPEC for c in line["capabilities"] if c["description"].isascii())
    n_cmd = sum(len(line["capabilities"]) for line in SPEC)
    n_val = sum(len(c.get("value_list", [])) for line in SPEC for c in line["capabilities"])
    n_val_en = sum(1 for line in SPEC for c in line["capabilities"] for v in c.get("value_list", [])
                   if v["description"].isascii())
    print("- rooms: %d, devices: %d, profiles: %d (spec lines: %d), spec commands: %d" % (
        len(ROOMS), len(DEVICES), len({d[2] for d in DEVICES}), len(SPEC), n_cmd))
    cats = Counter(CAT[k] for k in DEV)
    print("- categories: " + ", ".join("%s %d" % kv for kv in cats.most_common()))
    print("- English command descriptions: %d of %d; English value descriptions: %d of %d\n" % (
        n_en, n_cmd, n_val_en, n_val))
    print("| label | room | category | profile (driver) | in spec |")
    print("| --- | --- | --- | --- | --- |")
    for k, label, (p, d), r in DEVICES:
        lab = label if label is not None else "%s *(no label; name)*" % UNLABELLED_NAME[k]
        print("| %s | %s | %s | %s (%s) | %s |" % (lab, ROOMS[r][0] if r else "—", CAT[k], p, d,
                                                 "no" if (p, d) in SPEC_OMITTED else "yes"))
    print("\n## Counts\n")
    entries = Counter(e["mode"] for c in CASES for e in c["expect"])
    per_case = Counter()
    for c in CASES:
        for m in {e["mode"] for e in c["expect"]}:
            per_case[m] += 1
    n = len(CASES)
    print("- cases: %d; expect entries: %d" % (n, sum(entries.values())))
    print("- with history: %d; oblique: %d (%.0f%%)\n" % (
        sum(1 for c in CASES if "history" in c), sum(1 for c in CASES if "oblique" in c["tags"]),
        100.0 * sum(1 for c in CASES if "oblique" in c["tags"]) / n))
    print("| mode | entries | cases with such an entry | share of cases |")
    print("| --- | --- | --- | --- |")
    for m in ("one", "all", "clarify", "none"):
        print("| %s | %d | %d | %.1f%% |" % (m, entries[m], per_case[m], 100.0 * per_case[m] / n))
    groups = Counter(c["id"].split("-")[1] for c in CASES)
    print("\n- groups (middle part of the id): " + ", ".join("%s %d" % kv for kv in groups.items()))
    tags = Counter(t for c in CASES for t in c["tags"])
    print("\n| tag | cases |")
    print("| --- | --- |")
    for t, v in sorted(tags.items(), key=lambda kv: (-kv[1], kv[0])):
        print("| %s | %d |" % (t, v))


def main(argv):
    if "--check" in argv:
        return check()
    if "--stats" in argv:
        stats()
        return 0
    for name, text in render().items():
        with open(os.path.join(HERE, name), "w", encoding="utf-8") as fh:
            fh.write(text)
    return check()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
