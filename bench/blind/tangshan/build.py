#!/usr/bin/env python3
"""Blind evaluation set "tangshan": a three-generation family's self-built three-storey
house (自建房) in a village outside 唐山 -- a walled yard with a 门楼 gate, a 南屋 used as
storeroom and summer kitchen, the old boiler room that now holds the heat-pump pipework, a
vegetable greenhouse (大棚) behind the house, and a small village shop (小卖部) in the front
room of the ground floor facing the street.

    python build.py            write home.json, spec.jsonl, cases.jsonl next to this file
    python build.py --check    re-read the three files, validate them against
                               shared/FORMATS.md and the real profiles, and check they
                               equal this script's output
    python build.py --stats    print the tables used in README.md

Every device copies the categories and components of one real SmartThings profile
(shared/data/smartthings/profiles.jsonl); every spec command is a command of its capability in
shared/data/smartthings/capabilities.json.  Deterministic: every id is a uuid5 of a readable
key under a fixed namespace; no randomness, no clock.  Standard library only.
"""
import hashlib
import json
import os
import sys
import uuid
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "tangshan"
NS = uuid.UUID("0b7f3c1e-6a52-5d8e-9f4a-74616e677368")


def data_dir():
    """shared/data/smartthings: $SMARTTHINGS_DATA, else the first one found walking up."""
    env = os.environ.get("SMARTTHINGS_DATA")
    cands = [env] if env else []
    d = HERE
    while True:
        cands.append(os.path.join(d, "shared", "data", "smartthings"))
        parent = os.path.dirname(d)
        if parent == d:
            break
        d = parent
    for c in cands:
        if c and os.path.exists(os.path.join(c, "profiles.jsonl")):
            return os.path.abspath(c)
    sys.exit("cannot find shared/data/smartthings (walked up from %s; set SMARTTHINGS_DATA)" % HERE)


def uid(kind, key):
    return str(uuid.uuid5(NS, "%s/%s/%s" % (SET, kind, key)))


LOCATION_ID = uid("location", "liu-jia-village")

# ---------------------------------------------------------------------------
# Rooms: key -> (name exactly as typed in the account, where).  "where" is this set's
# knowledge, not a field of home.json: 1, 2, 3 = floor of the house; "stair" = the
# stairwell (every floor, none of them); "out" = the yard and the buildings in and behind
# it (not a floor of the house).
# Three people typed these names: the son (Shop, Room 3 left at its default, 1F-/2F/3F
# prefixes), the daughter-in-law (二楼…, 孩子屋, 货仓) and the grandfather by voice input
# (堂物 = 堂屋 misheard, never corrected; 西屋(空)).
# ---------------------------------------------------------------------------
ROOMS = OrderedDict([
    ("shop", ("Shop", 1)),            # 小卖部, the front room on the street
    ("store", ("货仓", 1)),            # the shop's back storeroom
    ("hall", ("堂物", 1)),             # 堂屋, the main hall / living room (voice-input typo)
    ("east", ("东屋", 1)),             # the grandparents' room
    ("west", ("西屋(空)", 1)),         # empty west room on the ground floor
    ("kit", ("1F-厨房", 1)),
    ("bath1", ("1F-卫生间", 1)),
    ("stair", ("楼梯间", "stair")),
    ("yard", ("院子", "out")),
    ("gate", ("门楼", "out")),
    ("south", ("南屋", "out")),        # storeroom and the big stove (大灶)
    ("boiler", ("锅炉房", "out")),     # the old coal-boiler room: now heat-pump pipework
    ("back", ("后院", "out")),         # between the house and the greenhouse: the well
    ("shed", ("大棚", "out")),         # the vegetable greenhouse
    ("lr2", ("二楼客厅", 2)),
    ("mb2", ("二楼主卧", 2)),
    ("kids", ("孩子屋", 2)),
    ("bath2", ("二楼卫生间", 2)),
    ("balc", ("2F阳台", 2)),
    ("roof", ("3F平台", 3)),           # the roof terrace (晾台) with the solar water heater
    ("r3", ("Room 3", 3)),             # 三楼储藏间, still the app's default name
    ("west3", ("三楼西屋", 3)),
])

# ---------------------------------------------------------------------------
# Devices: (key, label, (profile name, driver), room key or None)
# ---------------------------------------------------------------------------
DEVICES = [
    # Shop -- 小卖部 (赵丽娟 runs it)
    ("sh_t1", "灯管1", ("basic-switch", "zigbee-switch"), "shop"),
    ("sh_t2", "灯管2", ("basic-switch", "zigbee-switch"), "shop"),
    ("sh_t3", "灯管3", ("basic-switch", "zigbee-switch"), "shop"),
    ("sh_t4", "灯管4", ("basic-switch", "zigbee-switch"), "shop"),
    ("sh_t5", "灯管5", ("basic-switch", "zigbee-switch"), "shop"),
    ("sh_t6", "灯管6", ("basic-switch", "zigbee-switch"), "shop"),
    ("sh_sign", "门头灯", ("switch-binary", "zwave-switch"), "shop"),
    ("sh_freezer", "冰柜(勿关)", ("switch-power-energy", "zigbee-switch"), "shop"),
    ("sh_drinks", "饮料柜", ("plug-power", "matter-switch"), "shop"),
    ("sh_fly", "灭蝇灯", ("wemo.mini-smart-plug.v1", "wemo"), "shop"),
    ("sh_pay", "收款音箱", ("basic-plug", "zigbee-switch"), "shop"),
    ("sh_cam", "EZVIZ C6CN", ("camera", "matter-switch"), "shop"),
    ("sh_ac", "格力空调", ("Ac.v1", "deepsmart"), "shop"),
    ("sh_door", "卷闸门", ("base-garage-door", "zwave-garage-door-opener"), "shop"),
    ("sh_heater", "电暖气", ("switch-power-smartplug", "zigbee-switch"), "shop"),
    ("sh_smoke", "烟感", ("smoke-battery", "zigbee-smoke-detector"), "shop"),
    # 货仓
    ("st_light", "货仓灯", ("on-off-bulb", "zigbee-switch"), "store"),
    ("st_door", "货仓门磁", ("contact-battery-profile", "zigbee-contact"), "store"),
    # 堂物 -- 堂屋, the main hall
    ("h_ceil", "吸顶灯", ("light-level-colorTemperature", "matter-switch"), "hall"),
    ("h_d1", "筒灯1", ("on-off-level", "zigbee-switch"), "hall"),
    ("h_d2", "筒灯2", ("on-off-level", "zigbee-switch"), "hall"),
    ("h_d3", "筒灯3", ("on-off-level", "zigbee-switch"), "hall"),
    ("h_d4", "筒灯4", ("on-off-level", "zigbee-switch"), "hall"),
    ("h_d5", "筒灯5", ("on-off-level", "zigbee-switch"), "hall"),
    ("h_tv", "电视", ("media-video-player", "matter-media"), "hall"),
    ("h_ac", "美的柜机", ("room-air-conditioner-fan-wind-heating-cooling", "matter-thermostat"), "hall"),
    ("h_hp", "空气能温控", ("thermostat-sinope", "zigbee-thermostat"), "hall"),
    ("h_heater", "电暖气", ("basic-plug", "zigbee-switch"), "hall"),
    ("h_curtain", "堂屋窗帘", ("window-treatment-profile", "zigbee-window-treatment"), "hall"),
    ("h_th", "温度计", ("humidity-temperature", "zigbee-humidity-sensor"), "hall"),
    ("h_fan", "电风扇", ("fan-3speed", "zwave-fan"), "hall"),
    # 东屋 -- 刘国富 and 王秀兰
    ("e_light", "东屋灯", ("on-off-level-no-firmware-update", "zigbee-switch"), "east"),
    ("e_bed", "床头灯", ("on-off-bulb", "zigbee-switch"), "east"),
    ("e_kang", "电炕", ("aeotec-heavy-duty", "zwave-switch"), "east"),
    ("e_spk", "堂屋音箱", ("samsung-audio", "samsung-audio"), "east"),   # carried into 东屋 for 评剧
    ("e_radio", "收音机", ("smartplug-binary", "zwave-switch"), "east"),
    ("e_co", "煤气报警器", ("carbonMonoxide-battery", "zigbee-carbon-monoxide-detector"), "east"),
    ("e_night", "起夜灯", ("light-level-motion", "matter-switch"), "east"),
    # 西屋(空)
    ("w_ceil", "吸顶灯", ("light-binary", "matter-switch"), "west"),
    ("w_heater", "电暖气", ("basic-plug", "zigbee-switch"), "west"),
    # 1F-厨房
    ("k_light", "厨房灯", ("on-off-bulb", "zigbee-switch"), "kit"),
    ("k_hood", "油烟机", ("extractor-hood-light", "matter-appliance"), "kit"),
    ("k_valve", "液化气阀门", ("valve-generic", "zwave-valve"), "kit"),
    ("k_gas", "燃气报警器", ("gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector"), "kit"),
    ("k_fridge", "冰箱", ("refrigerator-freezer", "matter-appliance"), "kit"),
    ("k_rice", "电饭锅", ("smartplug-binary", "zwave-switch"), "kit"),
    ("k_pan", "电饼铛", ("plug-power-energy-powerConsumption", "matter-switch"), "kit"),
    # 1F-卫生间
    ("b1_light", "卫生间灯", ("light-binary", "matter-switch"), "bath1"),
    ("b1_heater", "浴霸", ("aqara-bath-heater", "aqara-bath-heater"), "bath1"),
    ("b1_fan", "排风扇", ("basic-switch", "tuya-zigbee"), "bath1"),
    ("b1_wh", "电热水器", ("water-heater-power-energy-powerConsumption", "matter-thermostat"), "bath1"),
    # 楼梯间
    ("sw_light", "楼梯灯", ("light-level-motion", "matter-switch"), "stair"),
    # 院子
    ("y_l1", "院灯1", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "yard"),
    ("y_l2", "院灯2", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "yard"),
    ("y_l3", "院灯3", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "yard"),
    ("y_cam", "院子摄像头", ("camera", "matter-switch"), "yard"),
    ("y_ev", "电动车充电", ("zooz-zen05-plug", "zwave-switch"), "yard"),
    ("y_tri", "三轮车充电", ("switch-power-energy-consumption-report", "zigbee-switch"), "yard"),
    ("y_hp", "空气能主机", ("heat-pump-thermostat", "matter-thermostat"), "yard"),
    ("y_motion", "院子人体", ("motion-battery", "zigbee-motion-sensor"), "yard"),
    # 门楼
    ("g_light", "门楼灯", ("light-power", "matter-switch"), "gate"),
    ("g_cam", "门楼摄像头", ("camera", "matter-switch"), "gate"),
    ("g_lock", "大门锁", ("lock-user-pin-batteryLevel", "matter-lock"), "gate"),
    ("g_contact", "大门门磁", ("contact-batteryLevel", "zigbee-contact"), "gate"),
    # 南屋
    ("s_light", "南屋灯", ("on-off-bulb", "zigbee-switch"), "south"),
    ("s_freezer", "冰柜", ("smartplug-switch-power-energy", "zwave-switch"), "south"),
    ("s_blower", "鼓风机", ("basic-switch", "zigbee-switch"), "south"),
    ("s_smoke", "南屋烟感", ("smoke-battery-aqara", "zigbee-smoke-detector"), "south"),
    # 锅炉房
    ("bo_light", "锅炉房灯", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "boiler"),
    ("bo_pump", "循环泵", ("pump-only", "matter-pump"), "boiler"),
    ("bo_trace", "伴热带", ("switch-power-energy", "zigbee-switch"), "boiler"),
    # 后院
    ("bk_light", "后院灯", ("on-off-bulb", "zigbee-switch"), "back"),
    ("bk_pump", "水泵", ("frient-switch-power-energy-voltage", "zigbee-switch"), "back"),
    # 大棚
    ("gh_up", "卷帘机 上卷", ("aqara-switch-child", "zigbee-switch"), "shed"),
    ("gh_down", "卷帘机 下放", ("aqara-switch-child", "zigbee-switch"), "shed"),
    ("gh_grow", "补光灯", ("qubino-flush1-relay", "zwave-switch"), "shed"),
    ("gh_valve", "浇水阀", ("valve-battery-powerSource", "zigbee-valve"), "shed"),
    ("gh_th", "棚内温湿度", ("humidity-temp-battery-aqara", "zigbee-humidity-sensor"), "shed"),
    ("gh_fan", "排风机", ("basic-switch-no-firmware-update", "zigbee-switch"), "shed"),
    ("gh_heater", "暖风机", ("switch-power-energy-consumption-report-aqara", "zigbee-switch"), "shed"),
    ("gh_light", "大棚照明", ("light-power-energy-powerConsumption", "matter-switch"), "shed"),
    # 二楼客厅 -- the small upstairs sitting room
    ("l2_ceil", "吸顶灯", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "lr2"),
    ("l2_s1", "射灯 1", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "lr2"),
    ("l2_s2", "射灯 2", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "lr2"),
    ("l2_s3", "射灯 3", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "lr2"),
    ("l2_s4", "射灯 4", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "lr2"),
    ("l2_tv", "电视", ("media-video-speaker", "matter-media"), "lr2"),
    ("l2_bar", "回音壁", ("soundtouch-speaker", "bose"), "lr2"),
    ("l2_floor", "地暖1区", ("Heater.v1", "deepsmart"), "lr2"),
    ("l2_curtain", "客厅窗帘", ("window-covering", "matter-window-covering"), "lr2"),
    ("l2_heater", "暖气1", ("plug-power", "matter-switch"), "lr2"),
    ("l2_purifier", "Mi Air Purifier", ("air-purifier-hepa-wind", "matter-thermostat"), "lr2"),
    # 二楼主卧 -- 刘建军 and 赵丽娟
    ("m_light", "主卧灯", ("color-temp-bulb-2200K-6500K", "zigbee-switch"), "mb2"),
    ("m_bed", "床头灯", ("aqara-led-bulb", "zigbee-switch"), "mb2"),
    ("m_ac", "主卧空调", ("room-air-conditioner", "matter-thermostat"), "mb2"),
    ("m_curtain", "主卧窗帘", ("window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment"), "mb2"),
    ("m_floor", "地暖2区", ("Heater.v1", "deepsmart"), "mb2"),
    ("m_humid", "加湿器", ("plug-binary", "matter-switch"), "mb2"),
    # 孩子屋 -- 欣欣 (12) and 豆豆 (4)
    ("c_ceil", "吸顶灯", ("light-level", "matter-switch"), "kids"),
    ("c_desk", "Mi Desk Lamp", ("light-level-colorTemperature", "matter-switch"), "kids"),
    ("c_night", "奥特曼夜灯", ("color-bulb", "zigbee-switch"), "kids"),
    ("c_ac", "孩子屋空调", ("room-air-conditioner-heating-cooling", "matter-thermostat"), "kids"),
    ("c_floor", "地暖3区", ("Heater.v1", "deepsmart"), "kids"),
    ("c_curtain", "孩子屋窗帘", ("window-treatment-no-preset", "zigbee-window-treatment"), "kids"),
    ("c_spk", "JBL Go 3", ("jbl", "jbl"), "kids"),
    ("c_heater", "西屋电暖气", ("switch-power-smartplug", "zigbee-switch"), "kids"),   # moved up, label kept
    # 二楼卫生间
    ("b2_light", "卫生间灯", ("light-binary", "matter-switch"), "bath2"),
    ("b2_heater", "浴霸", ("aqara-bath-heater", "aqara-bath-heater"), "bath2"),
    ("b2_fan", "排风扇", ("basic-switch", "tuya-zigbee"), "bath2"),
    ("b2_washer", "小天鹅洗衣机", ("laundry-washer-tl", "matter-appliance"), "bath2"),
    # 2F阳台
    ("bl_light", "阳台灯", ("on-off-bulb", "zigbee-switch"), "balc"),
    ("bl_rack", "晾衣架", ("window-treatment-profile-no-firmware-update", "zigbee-window-treatment"), "balc"),
    # 3F平台 -- the roof terrace
    ("rf_solar", "太阳能", ("water-heater", "matter-thermostat"), "roof"),
    ("rf_fill", "太阳能上水", ("water-valve", "matter-switch"), "roof"),
    ("rf_light", "平台灯", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "roof"),
    # Room 3 -- 三楼储藏间
    ("r3_light", "储藏间灯", ("on-off-bulb", "zigbee-switch"), "r3"),
    # 三楼西屋
    ("w3_light", "灯", ("light-binary", "matter-switch"), "west3"),
    # no room
    ("x_eheater", "电暖气-东屋", ("switch-power-smartplug-no-firmware-update", "zigbee-switch"), None),
    ("x_heater2", "暖气2", ("switch-power-smartplug", "zigbee-switch"), None),
    ("x_plug", "备用插座", ("basic-plug", "zigbee-switch"), None),
]

# Profiles left out of spec.jsonl on purpose (real accounts carry profiles the spec does not
# know; FORMATS.md §2 lets such devices take part by name and room).
SPEC_OMITTED = {("camera", "matter-switch"), ("wemo.mini-smart-plug.v1", "wemo"),
                ("heat-pump-thermostat", "matter-thermostat")}

DEV = OrderedDict((d[0], d) for d in DEVICES)
ROOM_OF = {d[0]: d[3] for d in DEVICES}
MANUFACTURER = {
    "matter-switch": "Matter", "matter-thermostat": "Matter", "matter-media": "Matter",
    "matter-lock": "Matter", "matter-appliance": "Matter", "matter-window-covering": "Matter",
    "matter-pump": "Matter", "zigbee-switch": "LUMI", "tuya-zigbee": "_TZ3000", "zwave-switch": "Aeotec",
    "zwave-fan": "GE", "zwave-valve": "EcoNet", "zwave-garage-door-opener": "Qubino",
    "zigbee-contact": "LUMI", "zigbee-motion-sensor": "LUMI", "zigbee-smoke-detector": "LUMI",
    "zigbee-carbon-monoxide-detector": "HEIMAN", "zigbee-humidity-sensor": "LUMI",
    "zigbee-valve": "_TZE200", "zigbee-thermostat": "Sinope Technologies",
    "zigbee-window-treatment": "LUMI", "bose": "Bose", "jbl": "Harman", "samsung-audio": "Samsung",
    "deepsmart": "DeepSmart", "aqara-bath-heater": "Aqara", "wemo": "Belkin International Inc.",
}


def label_of(k):
    return DEV[k][1]


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
# Spec.  Descriptions written for this set; about a quarter in English (chosen by a hash
# of profile and command), as real spec files mix both.
# ---------------------------------------------------------------------------
SKIP_CAPS = {"refresh", "firmwareUpdate", "energyMeter"}

DESC = {
    ("switch", "on"): ("打开", "turn on"),
    ("switch", "off"): ("关闭", "turn off"),
    ("switchLevel", "setLevel"): ("设置亮度", "set level"),
    ("statelessSwitchLevelStep", "stepLevel"): ("亮度加减一档", "step level up or down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温", "set color temperature"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("色温调暖或调冷", "step color temperature"),
    ("colorControl", "setColor"): ("设置颜色", "set color"),
    ("colorControl", "setHue"): ("设置色调", "set hue"),
    ("colorControl", "setSaturation"): ("设置饱和度", "set saturation"),
    ("windowShade", "open"): ("打开窗帘", "open shade"),
    ("windowShade", "close"): ("关闭窗帘", "close shade"),
    ("windowShade", "pause"): ("暂停", "pause"),
    ("windowShadeLevel", "setShadeLevel"): ("设置打开百分比", "set shade level"),
    ("windowShadePreset", "presetPosition"): ("转到预设位置", "go to preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设置预设位置", "set preset position"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("开合度加减", "step shade level"),
    ("doorControl", "open"): ("开门", "open door"),
    ("doorControl", "close"): ("关门", "close door"),
    ("lock", "lock"): ("上锁", "lock"),
    ("lock", "unlock"): ("解锁", "unlock"),
    ("valve", "open"): ("打开阀门", "open valve"),
    ("valve", "close"): ("关闭阀门", "close valve"),
    ("thermostatMode", "auto"): ("自动模式", "auto mode"),
    ("thermostatMode", "cool"): ("制冷模式", "cool mode"),
    ("thermostatMode", "heat"): ("制热模式", "heat mode"),
    ("thermostatMode", "off"): ("关闭", "mode off"),
    ("thermostatMode", "setThermostatMode"): ("设置模式", "set thermostat mode"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷温度", "set cooling setpoint"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置制热温度", "set heating setpoint"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调模式", "set air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置风速", "set fan mode"),
    ("fanSpeedPercent", "setPercent"): ("设置风速百分比", "set fan speed percent"),
    ("fanSpeed", "setFanSpeed"): ("设置风扇档位", "set fan speed"),
    ("fanMode", "setFanMode"): ("设置风量", "set fan mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置净化器风量", "set air purifier fan mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("设置摆风", "set fan oscillation mode"),
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
    ("mediaTrackControl", "nextTrack"): ("下一个", "next track"),
    ("mediaTrackControl", "previousTrack"): ("上一个", "previous track"),
    ("mediaPresets", "playPreset"): ("播放预设", "play preset"),
    ("keypadInput", "sendKey"): ("发送遥控按键", "send key"),
    ("audioNotification", "playTrack"): ("播放提示音", "play track"),
    ("audioNotification", "playTrackAndRestore"): ("播放提示音后恢复", "play track and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放提示音后继续", "play track and resume"),
    ("mode", "setMode"): ("设置模式", "set mode"),
    ("operationalState", "start"): ("开始", "start"),
    ("operationalState", "stop"): ("停止", "stop"),
    ("operationalState", "pause"): ("暂停", "pause"),
    ("operationalState", "resume"): ("继续", "resume"),
    ("laundryWasherRinseMode", "setRinseMode"): ("设置漂洗", "set rinse mode"),
    ("laundryWasherSpinSpeed", "setSpinSpeed"): ("设置脱水转速", "set spin speed"),
    ("temperatureLevel", "setTemperatureLevel"): ("设置水温档位", "set temperature level"),
}
# Where a profile's command does something the generic wording would hide.
DESC_PROFILE = {
    ("aqara-bath-heater", "switch", "on"): ("打开浴霸照明", "turn on the bath heater light"),
    ("aqara-bath-heater", "switch", "off"): ("关闭浴霸照明", "turn off the bath heater light"),
    ("aqara-bath-heater", "switchLevel", "setLevel"): ("浴霸照明亮度", "bath heater light level"),
    ("aqara-bath-heater", "colorTemperature", "setColorTemperature"): ("浴霸照明色温", "bath heater light colour temperature"),
    ("aqara-bath-heater", "thermostatMode", "heat"): ("浴霸暖风", "bath heater warm air"),
    ("aqara-bath-heater", "thermostatMode", "cool"): ("浴霸凉风", "bath heater cool air"),
    ("aqara-bath-heater", "thermostatMode", "off"): ("关闭浴霸暖风/换气", "bath heater off"),
    ("aqara-bath-heater", "thermostatMode", "setThermostatMode"): ("浴霸模式", "bath heater mode"),
    ("aqara-bath-heater", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("浴霸温度", "bath heater temperature"),
    ("aqara-bath-heater", "fanMode", "setFanMode"): ("浴霸风量", "bath heater fan level"),
    ("aqara-bath-heater", "fanOscillationMode", "setFanOscillationMode"): ("浴霸摆风", "bath heater swing"),
    ("water-heater", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置水温", "set water temperature"),
    ("water-heater", "thermostatMode", "heat"): ("电辅热加热", "auxiliary heating on"),
    ("water-heater", "mode", "setMode"): ("电辅热模式", "auxiliary heating mode"),
    ("water-heater-power-energy-powerConsumption", "thermostatHeatingSetpoint", "setHeatingSetpoint"):
        ("设置水温", "set water temperature"),
    ("water-heater-power-energy-powerConsumption", "thermostatMode", "heat"): ("开始加热", "start heating"),
    ("Heater.v1", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置地暖温度", "set floor heating temperature"),
    ("Heater.v1", "thermostatMode", "heat"): ("地暖加热", "floor heating on"),
    ("thermostat-sinope", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置采暖温度", "set heating temperature"),
    ("base-garage-door", "doorControl", "open"): ("卷闸门升起", "raise the shutter"),
    ("base-garage-door", "doorControl", "close"): ("卷闸门落下", "lower the shutter"),
    ("gas-lifetime-selfcheck-aqara", "audioMute", "mute"): ("报警器消音", "silence the alarm"),
    ("smoke-battery-aqara", "audioMute", "mute"): ("报警器消音", "silence the alarm"),
    ("refrigerator-freezer", "mode", "setMode"): ("冰箱模式", "refrigerator mode"),
    ("extractor-hood-light", "fanMode", "setFanMode"): ("油烟机风量", "hood fan level"),
    ("laundry-washer-tl", "mode", "setMode"): ("洗衣程序", "wash cycle"),
    ("valve-generic", "valve", "open"): ("打开阀门（通气）", "open valve"),
    ("valve-generic", "valve", "close"): ("关闭阀门（断气）", "close valve"),
    ("water-valve", "valve", "open"): ("开始上水", "start filling"),
    ("water-valve", "valve", "close"): ("停止上水", "stop filling"),
}

VALUE_DESC = {
    "off": ("关", "off"), "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "auto": ("自动", "auto"),
    "fanonly": ("送风", "fan only"), "dryair": ("除湿", "dry"), "asleep": ("睡眠", "sleep"),
    "fan": ("送风", "fan"), "dry": ("除湿", "dry"),
    "low": ("低速", "low"), "medium": ("中速", "medium"), "high": ("高速", "high"),
    "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "swing": ("摆风", "swing"), "fixed": ("定向", "fixed"),
    "muted": ("静音", "muted"), "unmuted": ("有声", "unmuted"),
    "playing": ("播放", "playing"), "paused": ("暂停", "paused"), "stopped": ("停止", "stopped"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "none": ("不漂洗", "no rinse"), "normal": ("标准漂洗", "normal rinse"), "extra": ("加漂", "extra rinse"),
    "max": ("最多漂洗", "max rinse"),
    "UP": ("上", "up"), "DOWN": ("下", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
    "SELECT": ("确定", "OK"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"), "MENU": ("菜单", "menu"),
    "SETTINGS": ("设置", "settings"), "HOME": ("主页", "home"),
    # labels these Matter appliances report (this home's facts)
    "Normal": ("标准", "normal"), "Quick": ("快洗", "quick wash"), "Heavy": ("大件", "heavy"),
    "Delicate": ("轻柔", "delicate"), "Wool": ("羊毛", "wool"), "Spin Only": ("单脱水", "spin only"),
    "Cold": ("冷水", "cold"), "Warm": ("温水", "warm"), "Hot": ("热水", "hot"),
    "No Spin": ("不脱水", "no spin"), "600": ("600转", "600 rpm"), "1000": ("1000转", "1000 rpm"),
    "1200": ("1200转", "1200 rpm"),
    "Rapid Cool": ("速冷", "rapid cool"), "Rapid Freeze": ("速冻", "rapid freeze"),
    "Energy Save": ("节能", "energy save"), "Vacation": ("假日", "vacation"),
    "Manual": ("手动加热", "manual"), "Timed": ("定时加热", "timed"), "Off": ("关闭", "off"),
}
VALUE_DESC_PROFILE = {
    ("aqara-bath-heater", "thermostatMode"): {"off": ("关", "off"), "heat": ("暖风", "warm air"),
                                              "dryair": ("干燥", "dry"), "cool": ("凉风", "cool air"),
                                              "fanonly": ("换气", "ventilate")},
}
for _i in range(10):
    VALUE_DESC["NUMBER%d" % _i] = ("数字%d" % _i, "number %d" % _i)

# Argument facts the shared files do not carry, per profile (this home's units):
# Matter AC thermostat modes are values of THERMOSTAT_MODE_MAP (matter-thermostat fields.lua,
# the observed_values of capabilities.json); which of them each unit offers is this home's fact.
# Ac.v1: DeepSmart dpenum.lua.  aqara-bath-heater: drivers/Aqara/aqara-bath-heater/src/init.lua
# (SUPPORTED_THERMOSTAT_MODES, SUPPORTED_FAN_MODES, SUPPORTED_SPEED_MODES, setpoint clamp 16-45,
# colour temperature 2700-6500 K).  `mode` values are the labels these Matter appliances report.
AC_FAN = ["auto", "low", "medium", "high"]
ENUMS = {
    "Ac.v1": {"airConditionerMode": ["cool", "heat", "fan", "dry", "auto"],
              "airConditionerFanMode": ["low", "medium", "high", "auto"]},
    "room-air-conditioner-fan-wind-heating-cooling": {
        "thermostatMode": ["off", "cool", "heat", "auto", "fanonly", "dryair"],
        "airConditionerFanMode": AC_FAN, "windMode": ["sleepWind", "naturalWind"]},
    "room-air-conditioner": {
        "thermostatMode": ["off", "cool", "heat", "auto", "fanonly", "dryair", "asleep"],
        "airConditionerFanMode": AC_FAN, "windMode": ["sleepWind", "naturalWind"]},
    "room-air-conditioner-heating-cooling": {"thermostatMode": ["off", "cool", "heat", "auto"]},
    "thermostat-sinope": {"thermostatMode": ["off", "heat"]},
    "Heater.v1": {"thermostatMode": ["off", "heat"]},
    "water-heater": {"thermostatMode": ["off", "heat"], "mode": ["Off", "Manual", "Timed"]},
    "water-heater-power-energy-powerConsumption": {"thermostatMode": ["off", "heat"],
                                                   "mode": ["Off", "Manual", "Timed"]},
    "aqara-bath-heater": {"thermostatMode": ["off", "heat", "dryair", "cool", "fanonly"],
                          "fanOscillationMode": ["swing", "fixed"], "fanMode": ["low", "medium", "high"]},
    "air-purifier-hepa-wind": {"airPurifierFanMode": ["off", "low", "medium", "high", "auto"],
                               "windMode": ["sleepWind", "naturalWind"]},
    "extractor-hood-light": {"fanMode": ["off", "low", "medium", "high"]},
    "laundry-washer-tl": {"mode": ["Normal", "Quick", "Heavy", "Delicate", "Wool", "Spin Only"],
                          "temperatureLevel": ["Cold", "Warm", "Hot"],
                          "laundryWasherSpinSpeed": ["No Spin", "600", "1000", "1200"]},
    "refrigerator-freezer": {"mode": ["Normal", "Rapid Cool", "Rapid Freeze", "Energy Save", "Vacation"]},
}
AC_PROFILES = [p for p in ENUMS if p.startswith("room-air-conditioner")]
RANGES = {  # (profile, capability) -> (min, max, unit)
    ("fan-3speed", "fanSpeed"): (0, 3, None),
    ("light-level-colorTemperature", "colorTemperature"): (2200, 6500, "K"),
    ("aqara-bath-heater", "colorTemperature"): (2700, 6500, "K"),
    ("aqara-bath-heater", "thermostatHeatingSetpoint"): (16, 45, "C"),
    ("aqara-bath-heater", "switchLevel"): (1, 100, "%"),
    ("water-heater", "thermostatHeatingSetpoint"): (30, 70, "C"),
    ("water-heater-power-energy-powerConsumption", "thermostatHeatingSetpoint"): (35, 75, "C"),
    ("Ac.v1", "thermostatHeatingSetpoint"): (16, 30, "C"),
    ("Heater.v1", "thermostatHeatingSetpoint"): (5, 35, "C"),
    ("thermostat-sinope", "thermostatHeatingSetpoint"): (5, 30, "C"),
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
    """Every command id the profile's main component has (for devices left out of the spec)."""
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
                continue   # the matter-lock driver gives latch-capable locks their own *-unlatch profiles
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
    real = {}
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
        it["name"] = pname
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
        real[key] = real_commands(p, caps)
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
OMITTED = {k for k in DEV if DEV[k][2] in SPEC_OMITTED}


def cmds_of(k, spec_only=False):
    """The device's commands: its spec line, or (left out of the spec) its real profile's."""
    if k in OMITTED:
        return [] if spec_only else REAL_CMDS[k]
    return SPEC_CMDS.get(pid_of(k), [])


_SPEC_ONLY = [False]


def has(k, cid):
    return cid in cmds_of(k, _SPEC_ONLY[0])


def values_of(k, cid):
    e = SPEC_ENTRY.get((pid_of(k), cid))
    return [v["value"] for v in e.get("value_list", [])] if e else []


def _f(k, *cids):
    return [c for c in cids if has(k, c)]


HEATERS = ("WaterHeater", "Thermostat")      # on/off is a thermostat mode
FANLIKE = ("AirPurifier", "KitchenHood")      # on/off is a fan mode or percent
MATTER_MODE = {"cool": "cool", "heat": "heat", "auto": "auto", "dry": "dryair", "fan": "fanonly",
               "sleep": "asleep", "off": "off"}
AC_MODE = {"cool": "cool", "heat": "heat", "auto": "auto", "dry": "dry", "fan": "fan"}


def _fan_cmds(k, value=None):
    out = []
    for cid in (C("airConditionerFanMode", "setFanMode"), C("fanMode", "setFanMode"),
                C("airPurifierFanMode", "setAirPurifierFanMode")):
        if has(k, cid) and (value is None or value in values_of(k, cid)):
            out.append(cid)
    if value != "auto":      # a percent or a speed step cannot say "automatic"
        out += _f(k, C("fanSpeedPercent", "setPercent"), C("fanSpeed", "setFanSpeed"))
    return out


def _mode(k, m):
    out = []
    if has(k, C("thermostatMode", "setThermostatMode")):
        v = MATTER_MODE.get(m)
        if v in values_of(k, C("thermostatMode", "setThermostatMode")):
            out += _f(k, C("thermostatMode", v)) + [C("thermostatMode", "setThermostatMode")]
    if has(k, C("airConditionerMode", "setAirConditionerMode")) and m in AC_MODE:
        if AC_MODE[m] in values_of(k, C("airConditionerMode", "setAirConditionerMode")):
            out.append(C("airConditionerMode", "setAirConditionerMode"))
    if m == "sleep" and "sleepWind" in values_of(k, C("windMode", "setWindMode")):
        out.append(C("windMode", "setWindMode"))
    return out


def i_on(k):
    cat = CAT[k]
    if cat in HEATERS:
        return _mode(k, "heat")
    if has(k, C("switch", "on")):
        out = [C("switch", "on")]
        if cat == "Speaker":
            out += _f(k, C("mediaPlayback", "play"))
        if cat == "Washer":
            out += _f(k, C("operationalState", "start"))
        return out
    if cat in FANLIKE:
        return _fan_cmds(k)
    if cat == "Speaker":
        return _f(k, C("mediaPlayback", "play"))
    return _f(k, C("valve", "open"), C("doorControl", "open"), C("windowShade", "open"))


def i_off(k):
    cat = CAT[k]
    if PROF[k] == "aqara-bath-heater":     # its heat off; its lamp off is part of "浴霸关了" too
        return _mode(k, "off") + _f(k, C("switch", "off"))
    if cat in HEATERS:
        return _mode(k, "off")
    if has(k, C("switch", "off")):
        out = [C("switch", "off")]
        if cat == "AirConditioner":
            out += _mode(k, "off")
        if cat == "Speaker":
            out += _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "stop"))
        if cat == "Washer":
            out += _f(k, C("operationalState", "stop"), C("operationalState", "pause"))
        return out
    if cat in FANLIKE:
        return _fan_cmds(k, "off")
    if cat == "Speaker":
        return _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "stop"))
    return _f(k, C("valve", "close"), C("doorControl", "close"), C("windowShade", "close"))


def i_temp(k):
    return _f(k, C("thermostatCoolingSetpoint", "setCoolingSetpoint"),
              C("thermostatHeatingSetpoint", "setHeatingSetpoint"))


def i_cool_sp(k):
    if has(k, C("thermostatCoolingSetpoint", "setCoolingSetpoint")):
        return [C("thermostatCoolingSetpoint", "setCoolingSetpoint")]
    return _f(k, C("thermostatHeatingSetpoint", "setHeatingSetpoint"))   # Ac.v1: one setpoint for every mode


def i_warm(k):   # "冷": make it warmer
    cat = CAT[k]
    if cat == "AirConditioner":
        return _f(k, C("switch", "on")) + _mode(k, "heat") + _f(k, C("thermostatHeatingSetpoint", "setHeatingSetpoint"))
    if cat in HEATERS:
        return _mode(k, "heat") + _f(k, C("thermostatHeatingSetpoint", "setHeatingSetpoint"))
    return _f(k, C("switch", "on"))


def i_cool(k):   # "热": make it cooler
    cat = CAT[k]
    if cat == "AirConditioner":
        return _f(k, C("switch", "on")) + _mode(k, "cool") + i_cool_sp(k) + _fan_cmds(k)
    if cat == "Fan":
        return _f(k, C("switch", "on")) + _fan_cmds(k)
    return _f(k, C("switch", "on"))


def i_dry(k):    # "潮": dehumidify
    if CAT[k] == "AirConditioner" or PROF[k] == "aqara-bath-heater":
        return _mode(k, "dry")
    return _f(k, C("switch", "on"))


def i_hotwater(k):
    if CAT[k] in HEATERS:
        return _mode(k, "heat") + _f(k, C("thermostatHeatingSetpoint", "setHeatingSetpoint"))
    return _f(k, C("switch", "on"))


def i_brighter(k):
    if not has(k, C("switchLevel", "setLevel")):
        return []
    return _f(k, C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel"))


def i_lightup(k):
    return _f(k, C("switch", "on")) + i_brighter(k)


def i_dimoff(k):
    return i_brighter(k) + _f(k, C("switch", "off"))


def i_quieter(k):
    return _f(k, C("audioVolume", "volumeDown"), C("audioVolume", "setVolume"), C("audioMute", "mute"),
              C("audioMute", "setMute"), C("mediaPlayback", "pause"), C("mediaPlayback", "stop"),
              C("switch", "off"))


def i_airflow(k):  # "闷 / 有味儿": move air out
    cat = CAT[k]
    if cat in FANLIKE:
        return _fan_cmds(k)
    return _f(k, C("switch", "on"))


SIMPLE = {
    "on": i_on, "off": i_off,
    "sw_on": lambda k: _f(k, C("switch", "on")), "sw_off": lambda k: _f(k, C("switch", "off")),
    "bright": i_brighter, "level": lambda k: _f(k, C("switchLevel", "setLevel")),
    "ct": lambda k: _f(k, C("colorTemperature", "setColorTemperature"),
                       C("statelessColorTemperatureStep", "stepColorTemperatureByPercent")),
    "ct_abs": lambda k: _f(k, C("colorTemperature", "setColorTemperature")),
    "color": lambda k: _f(k, C("colorControl", "setColor"), C("colorControl", "setHue")),
    "open": lambda k: _f(k, C("windowShade", "open"), C("doorControl", "open"), C("valve", "open")),
    "close": lambda k: _f(k, C("windowShade", "close"), C("doorControl", "close"), C("valve", "close")),
    "pause": lambda k: _f(k, C("windowShade", "pause"), C("mediaPlayback", "pause"),
                          C("operationalState", "pause")),
    "shade": lambda k: _f(k, C("windowShadeLevel", "setShadeLevel")),
    "shade_step": lambda k: _f(k, C("windowShadeLevel", "setShadeLevel"),
                               C("statelessWindowShadeLevelStep", "stepShadeLevel")),
    "preset": lambda k: _f(k, C("windowShadePreset", "presetPosition")),
    "lock": lambda k: _f(k, C("lock", "lock")), "unlock": lambda k: _f(k, C("lock", "unlock")),
    "temp": i_temp, "cool_sp": i_cool_sp,
    "heat_sp": lambda k: _f(k, C("thermostatHeatingSetpoint", "setHeatingSetpoint")),
    "fan": lambda k: _fan_cmds(k),
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
    "ff": lambda k: _f(k, C("mediaPlayback", "fastForward")),
    "prev": lambda k: _f(k, C("mediaTrackControl", "previousTrack")),
    "chan": lambda k: _f(k, C("keypadInput", "sendKey")),
    "chan_step": lambda k: _f(k, C("mediaTrackControl", "nextTrack"), C("mediaTrackControl", "previousTrack"),
                              C("keypadInput", "sendKey")),
    "key": lambda k: _f(k, C("keypadInput", "sendKey")),
    "preset_play": lambda k: _f(k, C("mediaPresets", "playPreset")),
    "start": lambda k: _f(k, C("operationalState", "start"), C("switch", "on")),
    "stop_op": lambda k: _f(k, C("operationalState", "stop"), C("operationalState", "pause"), C("switch", "off")),
    "pause_op": lambda k: _f(k, C("operationalState", "pause")),
    "resume": lambda k: _f(k, C("operationalState", "resume"), C("operationalState", "start")),
    "mute_alarm": lambda k: _f(k, C("audioMute", "mute"), C("audioMute", "setMute")),
    "warm": i_warm, "cool": i_cool, "dry": i_dry, "hotwater": i_hotwater,
    "lightup": i_lightup, "dimoff": i_dimoff, "quieter": i_quieter, "airflow": i_airflow,
}


def resolve_intent(k, intent):
    if intent in SIMPLE:
        return SIMPLE[intent](k)
    kind, _, arg = intent.partition(":")
    if kind == "mode":
        return _mode(k, arg)
    if kind == "fan":
        if arg in ("max", "min", "up", "down"):
            return _fan_cmds(k)
        return _fan_cmds(k, arg)
    if kind == "wind":
        return [C("windMode", "setWindMode")] if arg in values_of(k, C("windMode", "setWindMode")) else []
    if kind == "osc":
        cid = C("fanOscillationMode", "setFanOscillationMode")
        return [cid] if arg in values_of(k, cid) else []
    if kind in ("amode", "tlevel", "spin", "rinse"):
        cid = {"amode": C("mode", "setMode"), "tlevel": C("temperatureLevel", "setTemperatureLevel"),
               "spin": C("laundryWasherSpinSpeed", "setSpinSpeed"),
               "rinse": C("laundryWasherRinseMode", "setRinseMode")}[kind]
        return [cid] if arg in values_of(k, cid) else []
    raise KeyError("unknown intent %r" % intent)


def can(k, intent, spec_only=True):
    _SPEC_ONLY[0] = spec_only
    try:
        return bool(resolve_intent(k, intent))
    finally:
        _SPEC_ONLY[0] = False


# ---------------------------------------------------------------------------
# Families a person names by type, and the places of the house.
# ---------------------------------------------------------------------------
def is_light(k):
    return CAT[k] == "Light" or (CAT[k] in ("Switch", "SmartPlug") and "灯" in label_of(k))


FAMILY = {
    "light": is_light,
    "tube": lambda k: label_of(k).startswith("灯管"),
    "down": lambda k: label_of(k).startswith("筒灯"),
    "spot": lambda k: label_of(k).startswith("射灯"),
    "yardlight": lambda k: label_of(k).startswith("院灯"),
    "ceil": lambda k: label_of(k) == "吸顶灯",
    "ac": lambda k: CAT[k] == "AirConditioner",
    "heater": lambda k: "暖气" in label_of(k),
    "floorheat": lambda k: label_of(k).startswith("地暖"),
    "curtain": lambda k: CAT[k] == "Blind" and k != "bl_rack",
    "tv": lambda k: CAT[k] == "Television",
    "speaker": lambda k: CAT[k] == "Speaker" or "音箱" in label_of(k),
    "plug": lambda k: CAT[k] == "SmartPlug",
    "lock": lambda k: CAT[k] == "SmartLock",
    "camera": lambda k: CAT[k] == "Camera",
    "charger": lambda k: "充电" in label_of(k),
    "freezer": lambda k: "冰柜" in label_of(k),
    "bathheater": lambda k: PROF[k] == "aqara-bath-heater",
    "exhaust": lambda k: label_of(k) == "排风扇",
    "smoke": lambda k: CAT[k] == "SmokeDetector",
    "contact": lambda k: CAT[k] == "ContactSensor",
    "valve": lambda k: CAT[k] == "WaterValve",
    "roller": lambda k: label_of(k).startswith("卷帘机"),
}
# A device with no room whose label names one is placed there for scopes (seed 000 §4:
# room extraction from the name when Device.room is empty).
NAME_ROOM = {"x_eheater": "east"}


def room_for_scope(k):
    return ROOM_OF[k] or NAME_ROOM.get(k)


def floor_rooms(*floors):
    return [r for r, v in ROOMS.items() if v[1] in floors]


def sel(fam=None, rooms=None, floors=None, exclude_rooms=(), exclude=(), can_do=None):
    """Devices of a family, in order, within a scope (rooms and/or floors; None = whole home).
    can_do: keep only devices whose *spec* has a command for that intent (a bulk group can
    only hold devices the spec knows, seed 003)."""
    allowed = None
    if rooms is not None or floors is not None:
        allowed = set(rooms or [])
        allowed |= set(floor_rooms(*(floors or [])))
    out = []
    for k in DEV:
        r = room_for_scope(k)
        if allowed is not None and r not in allowed:
            continue
        if r in exclude_rooms or k in exclude:
            continue
        if fam is not None and not FAMILY[fam](k):
            continue
        if can_do is not None and not can(k, can_do):
            continue
        out.append(k)
    return out


def minus(keys, *drop):
    for d in drop:
        if d not in keys:
            raise CaseError("%s not in set" % d)
    return [k for k in keys if k not in drop]


# ---------------------------------------------------------------------------
# Case builders
# ---------------------------------------------------------------------------
class CaseError(Exception):
    pass


def _keys(keys):
    if isinstance(keys, str):
        keys = keys.split()
    keys = list(keys)
    for k in keys:
        if k not in DEV:
            raise CaseError("unknown device key %r" % k)
    if len(set(keys)) != len(keys):
        raise CaseError("duplicate device in %r" % keys)
    return keys


def _caps(keys, intents, strict, spec_only=False):
    caps = []
    for k in keys:
        _SPEC_ONLY[0] = spec_only
        try:
            got = []
            for it in intents:
                got += resolve_intent(k, it)
        finally:
            _SPEC_ONLY[0] = False
        if strict and not got:
            raise CaseError("%s (%s) cannot do %r" % (k, label_of(k), intents))
        for c in got:
            if c not in caps:
                caps.append(c)
    return caps


def one(keys, *intents):
    keys = _keys(keys)
    if intents == ("*",):
        return {"devices": keys, "capabilities": ["*"], "mode": "one"}
    return {"devices": keys, "capabilities": _caps(keys, intents, True), "mode": "one"}


def al(keys, *intents):
    keys = _keys(keys)
    if len(keys) < 2:
        raise CaseError("a bulk of %d device(s): use one()" % len(keys))
    return {"devices": keys, "capabilities": _caps(keys, intents, True, spec_only=True), "mode": "all"}


def ask(keys=(), *intents):
    keys = _keys(keys)
    return {"devices": keys, "capabilities": _caps(keys, intents, False), "mode": "clarify"}


def st(keys):
    return one(keys, "*")


NONE = {"devices": [], "capabilities": [], "mode": "none"}

CASES = []
_COUNTERS = Counter()
_SEEN_QUERIES = {}


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
    CASES.append(case)


# Sets used again and again (bulk sets hold only devices the spec can drive)
LIGHT = sel("light", can_do="off")
L1, L2, L3 = (sel("light", floors=[f], can_do="off") for f in (1, 2, 3))
LOUT = sel("light", floors=["out"], can_do="off")
TUBES = sel("tube")
DOWNS = sel("down")
SPOTS = sel("spot")
YARD = sel("yardlight")
CEILS = sel("ceil")
AC = sel("ac")
HEATERS_ = sel("heater")
FLOORHEAT = sel("floorheat")
CURTAINS = sel("curtain")
PLUGS = sel("plug", can_do="off")
SHOP_LIGHTS = sel("light", rooms=["shop"], can_do="off")
HALL_LIGHTS = sel("light", rooms=["hall"])
EAST_LIGHTS = sel("light", rooms=["east"])
KIDS_LIGHTS = sel("light", rooms=["kids"])
LR2_LIGHTS = sel("light", rooms=["lr2"])
SHED_LIGHTS = sel("light", rooms=["shed"])


# ===========================================================================
# CASES
# ===========================================================================
def cases_name():
    g = "name"
    add(g, "灯管3打开", one("sh_t3", "on"), "name series shop")
    add(g, "门头灯开开", one("sh_sign", "on"), "name shop dialect")
    add(g, "门头灯关喽", one("sh_sign", "off"), "name shop dialect grandpa")
    add(g, "饮料柜打开", one("sh_drinks", "on"), "name plug shop")
    add(g, "饮料柜插头给拔了", one("sh_drinks", "off"), "name plug shop")
    add(g, "灭蝇灯打开", one("sh_fly", "on"), "name spec-missing shop")
    add(g, "灭蝇灯关了吧", one("sh_fly", "off"), "name spec-missing shop")
    add(g, "收款音箱关一下", one("sh_pay", "off"), "name plug shop")
    add(g, "格力空调开一下", one("sh_ac", "on"), "name brand-label ac")
    add(g, "格力空调关了", one("sh_ac", "off"), "name brand-label ac")
    add(g, "卷闸门拉起来", one("sh_door", "open"), "name shop door")
    add(g, "卷闸门落下来", one("sh_door", "close"), "name shop door")
    add(g, "货仓灯开一下", one("st_light", "on"), "name")
    add(g, "吸顶灯打开", ask(CEILS, "on"), "name duplicate-label type-word-label")
    add(g, "吸顶灯关了", ask(CEILS, "off"), "name duplicate-label type-word-label")
    add(g, "堂屋吸顶灯开开", one("h_ceil", "on"), "name duplicate-label room room-typo dialect")
    add(g, "筒灯2关了", one("h_d2", "off"), "name series")
    add(g, "电视打开", ask(sel("tv"), "on"), "name duplicate-label type-word-label tv")
    add(g, "电视关了吧", ask(sel("tv"), "off"), "name duplicate-label type-word-label tv")
    add(g, "美的柜机开一下", one("h_ac", "on"), "name brand-label ac")
    add(g, "柜机关了", one("h_ac", "off"), "name partial ac")
    add(g, "空气能温控打开", one("h_hp", "on"), "name heat-pump")
    add(g, "空气能温控关了", one("h_hp", "off"), "name heat-pump")
    add(g, "堂屋窗帘拉上", one("h_curtain", "close"), "name curtain label-repeats-room")
    add(g, "电风扇开开", one("h_fan", "on"), "name fan dialect")
    add(g, "电风扇关了", one("h_fan", "off"), "name fan")
    add(g, "东屋灯拉灭", one("e_light", "off"), "name dialect grandpa")
    add(g, "床头灯开", ask(["e_bed", "m_bed"], "on"), "name duplicate-label")
    add(g, "东屋床头灯开开", one("e_bed", "on"), "name duplicate-label room")
    add(g, "主卧床头灯关了", one("m_bed", "off"), "name duplicate-label room")
    add(g, "电炕摁开", one("e_kang", "on"), "name dialect grandpa kang")
    add(g, "电炕关喽", one("e_kang", "off"), "name dialect grandpa kang")
    add(g, "堂屋音箱放首歌", one("e_spk", "play", "on"), "name label-names-room speaker")
    add(g, "堂屋音箱关了", one("e_spk", "off"), "name label-names-room speaker")
    add(g, "收音机开开，俺听会儿评剧", one("e_radio", "on"), "name dialect grandpa plug")
    add(g, "起夜灯开一下", one("e_night", "on"), "name")
    add(g, "厨房灯开一下", one("k_light", "on"), "name")
    add(g, "油烟机开开", one("k_hood", "on"), "name hood dialect")
    add(g, "油烟机关喽", one("k_hood", "off"), "name hood dialect")
    add(g, "电饭锅插上", one("k_rice", "on"), "name plug")
    add(g, "电饼铛打开，烙饼", one("k_pan", "on"), "name plug")
    add(g, "卫生间灯开", ask(["b1_light", "b2_light"], "on"), "name duplicate-label")
    add(g, "浴霸开开", ask(["b1_heater", "b2_heater"], "on"), "name duplicate-label bath-heater")
    add(g, "排风扇开一下", ask(["b1_fan", "b2_fan"], "on"), "name duplicate-label")
    add(g, "电热水器开", one("b1_wh", "on"), "name water-heater")
    add(g, "电热水器关了", one("b1_wh", "off"), "name water-heater")
    add(g, "热水器烧上", one("b1_wh", "on"), "name partial water-heater")
    add(g, "楼梯灯开开", one("sw_light", "on"), "name stairwell")
    add(g, "院灯2开开", one("y_l2", "on"), "name series yard")
    add(g, "电动车充电打开", one("y_ev", "on"), "name plug yard")
    add(g, "三轮车充电关了", one("y_tri", "off"), "name plug yard")
    add(g, "门楼灯开一下", one("g_light", "on"), "name gate")
    add(g, "南屋灯开开", one("s_light", "on"), "name")
    add(g, "冰柜关了", ask(sel("freezer"), "off"), "name duplicate-label freezer")
    add(g, "冰柜开开", ask(sel("freezer"), "on"), "name duplicate-label freezer")
    add(g, "南屋冰柜开开", one("s_freezer", "on"), "name room freezer")
    add(g, "冰柜(勿关)关了", one("sh_freezer", "off"), "name instruction-label freezer")
    add(g, "鼓风机开开", one("s_blower", "on"), "name")
    add(g, "锅炉房灯开", one("bo_light", "on"), "name")
    add(g, "循环泵开一下", one("bo_pump", "on"), "name pump")
    add(g, "伴热带打开", one("bo_trace", "on"), "name plug")
    add(g, "后院灯开", one("bk_light", "on"), "name")
    add(g, "水泵开开", one("bk_pump", "on"), "name pump")
    add(g, "水泵关喽", one("bk_pump", "off"), "name pump dialect")
    add(g, "补光灯开开", one("gh_grow", "on"), "name greenhouse")
    add(g, "补光灯关了", one("gh_grow", "off"), "name greenhouse")
    add(g, "浇水阀打开", one("gh_valve", "open"), "name greenhouse valve")
    add(g, "浇水阀关了", one("gh_valve", "close"), "name greenhouse valve")
    add(g, "排风机开", one("gh_fan", "on"), "name greenhouse")
    add(g, "暖风机开开", one("gh_heater", "on"), "name greenhouse")
    add(g, "大棚照明打开", one("gh_light", "on"), "name greenhouse")
    add(g, "卷帘机上卷开开", one("gh_up", "on"), "name greenhouse roller")
    add(g, "卷帘机下放开一下", one("gh_down", "on"), "name greenhouse roller")
    add(g, "回音壁开一下", one("l2_bar", "on"), "name speaker")
    add(g, "地暖1区打开", one("l2_floor", "on"), "name series floor-heating")
    add(g, "客厅窗帘拉开", one("l2_curtain", "open"), "name curtain")
    add(g, "暖气1关了", one("l2_heater", "off"), "name series heater")
    add(g, "Mi Air Purifier 打开", one("l2_purifier", "on"), "name english-label purifier")
    add(g, "净化器开开", one("l2_purifier", "on"), "name unique-type purifier")
    add(g, "净化器关了", one("l2_purifier", "off"), "name unique-type purifier")
    add(g, "主卧灯开", one("m_light", "on"), "name")
    add(g, "主卧空调关了", one("m_ac", "off"), "name ac")
    add(g, "主卧窗帘拉上", one("m_curtain", "close"), "name curtain")
    add(g, "加湿器开开", one("m_humid", "on"), "name unique-type plug")
    add(g, "Mi Desk Lamp 开一下", one("c_desk", "on"), "name english-label")
    add(g, "台灯开一下", one("c_desk", "on"), "name unique-type english-label")
    add(g, "奥特曼夜灯开开", one("c_night", "on"), "name")
    add(g, "孩子屋空调关了", one("c_ac", "off"), "name ac label-repeats-room")
    add(g, "孩子屋窗帘拉开", one("c_curtain", "open"), "name curtain label-repeats-room")
    add(g, "JBL Go 3 放歌", one("c_spk", "play"), "name english-label speaker")
    add(g, "JBL关了", one("c_spk", "off"), "name english-label speaker no-switch")
    add(g, "小天鹅洗衣机开始洗", one("b2_washer", "start"), "name brand-label washer")
    add(g, "洗衣机开", one("b2_washer", "on", "start"), "name unique-type washer")
    add(g, "洗衣机停了", one("b2_washer", "stop_op"), "name unique-type washer")
    add(g, "阳台灯开开", one("bl_light", "on"), "name")
    add(g, "晾衣架降下来", one("bl_rack", "close", "shade"), "name rack")
    add(g, "晾衣架升上去", one("bl_rack", "open", "shade"), "name rack")
    add(g, "太阳能上水", one("rf_fill", "open"), "name label-is-command solar")
    add(g, "太阳能上水关了", one("rf_fill", "close"), "name solar")
    add(g, "平台灯开开", one("rf_light", "on"), "name")
    add(g, "储藏间灯开", one("r3_light", "on"), "name label-names-room")
    add(g, "灯开开", ask([], "on"), "name type-word-label no-place")
    add(g, "电暖气-东屋打开", one("x_eheater", "on"), "name no-room heater")
    add(g, "暖气2开开", one("x_heater2", "on"), "name no-room heater series")
    add(g, "备用插座关了", one("x_plug", "off"), "name no-room plug")
    add(g, "冰箱调到速冻", one("k_fridge", "amode:Rapid Freeze"), "name mode fridge")
    add(g, "大门锁锁上", one("g_lock", "lock"), "name lock")
    add(g, "液化气阀门关了", one("k_valve", "close"), "name gas")
    add(g, "电风扇停了", one("h_fan", "off"), "name fan")
    add(g, "电饭锅拔了", one("k_rice", "off"), "name plug")
    add(g, "收音机关了吧", one("e_radio", "off"), "name plug")
    add(g, "饮料柜通上电", one("sh_drinks", "on"), "name plug")


def cases_use():
    """Devices called by what they are for, by a part of their label, by what is plugged in."""
    g = "use"
    add(g, "看店的那个摄像头还亮着没", st("sh_cam"), "use-name grandma spec-missing camera")
    add(g, "烧炕的给俺开开", one("e_kang", "on"), "use-name grandma dialect kang")
    add(g, "烧炕那个关了吧，太热了", one("e_kang", "off"), "use-name grandma kang")
    add(g, "抽油烟的开开", one("k_hood", "on"), "use-name grandma hood")
    add(g, "抽烟机关了", one("k_hood", "off"), "use-name partial hood")
    add(g, "话匣子开开，听戏", one("e_radio", "on"), "use-name grandma dialect")
    add(g, "灭苍蝇那个灯关了", one("sh_fly", "off"), "use-name grandma spec-missing")
    add(g, "打苍蝇的那个开开", one("sh_fly", "on"), "use-name spec-missing")
    add(g, "浇菜那个阀门开开", one("gh_valve", "open"), "use-name grandma greenhouse valve")
    add(g, "晾衣裳那个架子放下来", one("bl_rack", "close", "shade"), "use-name grandma rack")
    add(g, "冻肉那个柜子开着没", ask(sel("freezer")), "use-name grandma freezer duplicate-label state")
    add(g, "卖冰棍那个柜子通着电没", st("sh_freezer"), "use-name grandma freezer")
    add(g, "给电瓶车充电那个开开", one("y_ev", "on"), "use-name plug")
    add(g, "三蹦子充电的关了", one("y_tri", "off"), "use-name plug dialect")
    add(g, "扫码那个音箱开开，报不出钱来", one("sh_pay", "on"), "use-name shop")
    add(g, "写作业那个台灯调亮点", one("c_desk", "bright"), "use-name brightness")
    add(g, "豆豆那个奥特曼灯关了", one("c_night", "off"), "use-name person")
    add(g, "老爷子屋里那个大灯开开", one("e_light", "on"), "use-name person-room")
    add(g, "看大门那个摄像头在线不", st("g_cam"), "use-name spec-missing camera")
    add(g, "井里抽水那个开开", one("bk_pump", "on"), "use-name pump")
    add(g, "防冻那个带子开开", one("bo_trace", "on"), "use-name plug")
    add(g, "大棚卷帘的那个往上卷", one("gh_up", "on"), "use-name greenhouse roller")
    add(g, "大棚帘子放下来", one("gh_down", "on"), "use-name greenhouse roller")
    add(g, "大棚帘子卷起来", one("gh_up", "on"), "use-name greenhouse roller")
    add(g, "给大棚浇浇水", one("gh_valve", "open"), "use-name greenhouse valve")
    add(g, "给大棚吹吹热风", one("gh_heater", "on"), "use-name greenhouse")
    add(g, "照菜的那个灯开开", one("gh_grow", "on"), "use-name greenhouse")
    add(g, "烧大灶那个吹风的开开", one("s_blower", "on"), "use-name grandma")
    add(g, "洗澡那个热水器烧上", one("b1_wh", "on"), "use-name water-heater")
    add(g, "给房顶太阳能加点热", one("rf_solar", "hotwater"), "use-name solar")
    add(g, "热暖气片那个泵关了", one("bo_pump", "off"), "use-name pump")
    add(g, "门口招牌那个灯开开", one("sh_sign", "on"), "use-name shop")
    add(g, "卖饮料那个柜子关了吧", one("sh_drinks", "off"), "use-name shop")
    add(g, "烙饼那个铛插上", one("k_pan", "on"), "use-name grandma")
    add(g, "蒸饭那个锅开开", one("k_rice", "on"), "use-name grandma")
    add(g, "洗澡那个浴霸开开", ask(["b1_heater", "b2_heater"], "on"), "use-name duplicate-label bath-heater")
    add(g, "孩子那个音箱声音小点", one("c_spk", "voldown"), "use-name person volume")
    add(g, "爷爷听戏那个音箱开开", one("e_spk", "on", "play"), "use-name person speaker")
    add(g, "二楼那个扫地……不是，净化器开开", one("l2_purifier", "on"), "use-name correction purifier")
    add(g, "电暖器东屋那个开开", one("x_eheater", "on"), "partial no-room heater")
    add(g, "那个电暖气，东屋的，关了", one("x_eheater", "off"), "partial no-room heater word-order")
    add(g, "空气能开开", one("h_hp", "on"), "partial heat-pump")
    add(g, "温控关了", one("h_hp", "off"), "partial heat-pump")
    add(g, "卷闸关了", one("sh_door", "close"), "partial shop door")
    add(g, "饮料那个柜开开", one("sh_drinks", "on"), "partial shop")
    add(g, "收款的关了", one("sh_pay", "off"), "partial shop")
    add(g, "夜灯开开", ask(["e_night", "c_night"], "on"), "partial duplicate-label")
    add(g, "奥特曼开开", one("c_night", "on"), "partial kid")
    add(g, "上卷开开", one("gh_up", "on"), "partial greenhouse roller")
    add(g, "照明开开", one("gh_light", "on"), "partial greenhouse")
    add(g, "小天鹅开始", one("b2_washer", "start"), "partial washer")
    add(g, "Mi 净化器关了", one("l2_purifier", "off"), "partial english-label purifier")
    add(g, "desk lamp 关了", one("c_desk", "off"), "partial english-label english")
    add(g, "Go 3 放歌", one("c_spk", "play"), "partial english-label speaker")
    add(g, "EZVIZ 在线吗", st("sh_cam"), "partial english-label spec-missing camera")
    add(g, "C6CN那个摄像头还录着吗", st("sh_cam"), "partial english-label spec-missing camera")


def cases_series():
    g = "series"
    # 筒灯 (堂屋), all the ways a number is said
    add(g, "筒灯3开开", one("h_d3", "on"), "series name")
    add(g, "3号筒灯关了", one("h_d3", "off"), "series name")
    add(g, "筒灯三调暗点", one("h_d3", "bright"), "series chinese-numeral brightness")
    add(g, "第三个筒灯打开", one("h_d3", "on"), "series ordinal")
    add(g, "筒灯五号关", one("h_d5", "off"), "series chinese-numeral")
    add(g, "筒灯 4 开", one("h_d4", "on"), "series spacing")
    add(g, "筒灯No.4关了", one("h_d4", "off"), "series text")
    add(g, "筒灯③关", one("h_d3", "off"), "series text")
    add(g, "tongdeng 1 kai", one("h_d1", "on"), "series pinyin teen")
    add(g, "筒灯一号开开", one("h_d1", "on"), "series chinese-numeral dialect")
    add(g, "二号筒灯开一下", one("h_d2", "on"), "series chinese-numeral")
    add(g, "把筒灯1和筒灯2打开", al(["h_d1", "h_d2"], "on"), "series named-set")
    add(g, "筒灯1到3开开", al(["h_d1", "h_d2", "h_d3"], "on"), "series range")
    add(g, "筒灯2、4开开", al(["h_d2", "h_d4"], "on"), "series named-set")
    add(g, "把第一个和最后一个筒灯打开", al(["h_d1", "h_d5"], "on"), "series ordinal named-set")
    add(g, "筒灯全开", al(DOWNS, "on"), "series all")
    add(g, "筒灯都关喽", al(DOWNS, "off"), "series all dialect")
    add(g, "筒灯6开", ask(DOWNS, "on"), "series missing-member")
    add(g, "筒灯零号关了", ask(DOWNS, "off"), "series missing-member")
    add(g, "筒灯开开", one(DOWNS, "on"), "series no-number")
    # 灯管 (Shop)
    add(g, "灯管1开", one("sh_t1", "on"), "series shop")
    add(g, "2号灯管关了", one("sh_t2", "off"), "series shop")
    add(g, "灯管四开开", one("sh_t4", "on"), "series shop chinese-numeral")
    add(g, "第五根灯管关喽", one("sh_t5", "off"), "series shop ordinal dialect")
    add(g, "最后一根灯管关了", one("sh_t6", "off"), "series shop ordinal")
    add(g, "头一根灯管开开", one("sh_t1", "on"), "series shop ordinal dialect")
    add(g, "灯管 6 开一下", one("sh_t6", "on"), "series shop spacing")
    add(g, "灯管1到灯管4全开", al(["sh_t1", "sh_t2", "sh_t3", "sh_t4"], "on"), "series shop range")
    add(g, "单数的灯管开开", al(["sh_t1", "sh_t3", "sh_t5"], "on"), "series shop odd-even")
    add(g, "双号灯管关了", al(["sh_t2", "sh_t4", "sh_t6"], "off"), "series shop odd-even")
    add(g, "前三根灯管开开", al(["sh_t1", "sh_t2", "sh_t3"], "on"), "series shop ordinal")
    add(g, "后边俩灯管关了", al(["sh_t5", "sh_t6"], "off"), "series shop ordinal dialect")
    add(g, "灯管一二三开", al(["sh_t1", "sh_t2", "sh_t3"], "on"), "series shop chinese-numeral named-set")
    add(g, "灯管7开开", ask(TUBES, "on"), "series shop missing-member")
    add(g, "灯管全关", al(TUBES, "off"), "series shop all")
    add(g, "灯管都打开", al(TUBES, "on"), "series shop all")
    add(g, "除了灯管6，其他灯管都关", al(minus(TUBES, "sh_t6"), "off"), "series shop exclusion")
    add(g, "灯管3和灯管5关了，别的不动", al(["sh_t3", "sh_t5"], "off"), "series shop named-set")
    # 射灯 (二楼客厅, labels "射灯 1".."射灯 4")
    add(g, "射灯1开", one("l2_s1", "on"), "series spacing-label")
    add(g, "射灯 3 调到暖光", one("l2_s3", "ct"), "series colour-temp")
    add(g, "二号射灯关", one("l2_s2", "off"), "series chinese-numeral")
    add(g, "射灯四亮度30%", one("l2_s4", "level"), "series brightness chinese-numeral")
    add(g, "第一个射灯关了", one("l2_s1", "off"), "series ordinal")
    add(g, "射灯全开", al(SPOTS, "on"), "series all")
    add(g, "射灯一到四全关", al(SPOTS, "off"), "series range chinese-numeral")
    add(g, "射灯5开", ask(SPOTS, "on"), "series missing-member")
    add(g, "射灯1跟3开开，2别开", al(["l2_s1", "l2_s3"], "on"), "series named-set negation dialect")
    add(g, "射灯开开", one(SPOTS, "on"), "series no-number")
    # 院灯
    add(g, "院灯1开开", one("y_l1", "on"), "series yard")
    add(g, "院灯三关喽", one("y_l3", "off"), "series yard chinese-numeral dialect")
    add(g, "第二个院灯开开", one("y_l2", "on"), "series yard ordinal")
    add(g, "院灯都开开", al(YARD, "on"), "series yard all")
    add(g, "院灯1、3开，2别开", al(["y_l1", "y_l3"], "on"), "series yard named-set negation")
    add(g, "院灯4开开", ask(YARD, "on"), "series yard missing-member")
    add(g, "院灯开开", one(YARD, "on"), "series yard no-number")
    # 地暖N区
    add(g, "地暖2区调到22度", one("m_floor", "heat_sp"), "series floor-heating setpoint")
    add(g, "地暖一区关了", one("l2_floor", "off"), "series floor-heating chinese-numeral")
    add(g, "三区地暖开开", one("c_floor", "on"), "series floor-heating word-order")
    add(g, "2号地暖关了", one("m_floor", "off"), "series floor-heating")
    add(g, "地暖4区开", ask(FLOORHEAT, "on"), "series floor-heating missing-member")
    add(g, "地暖全开", al(FLOORHEAT, "on"), "series floor-heating all")
    add(g, "地暖1区和3区关了", al(["l2_floor", "c_floor"], "off"), "series floor-heating named-set")
    # 暖气1 / 暖气2
    add(g, "1号暖气开开", one("l2_heater", "on"), "series heater")
    add(g, "暖气二关了", one("x_heater2", "off"), "series heater no-room chinese-numeral")
    add(g, "暖气3开开", ask(["l2_heater", "x_heater2"], "on"), "series heater missing-member")
    add(g, "暖气1暖气2都关了", al(["l2_heater", "x_heater2"], "off"), "series heater named-set no-room")


def cases_room():
    g = "room"
    # 堂屋 = room "堂物" (voice-input typo); its curtain is labelled 堂屋窗帘
    add(g, "堂屋的灯开开", one(HALL_LIGHTS, "on"), "room room-typo dialect")
    add(g, "堂物的灯关了", one(HALL_LIGHTS, "off"), "room room-typo typed-room")
    add(g, "堂屋空调开一下", one("h_ac", "on"), "room room-typo ac")
    add(g, "堂屋电视开开", one("h_tv", "on"), "room room-typo tv duplicate-label")
    add(g, "堂屋的电暖气开开", one("h_heater", "on"), "room room-typo heater duplicate-label")
    add(g, "堂屋风扇开开", one("h_fan", "on"), "room room-typo fan")
    add(g, "正屋的灯开开", one(HALL_LIGHTS, "on"), "room alias room-typo")
    add(g, "大厅灯关了", one(HALL_LIGHTS, "off"), "room alias room-typo")
    # 东屋, with the roomless heater whose label names it
    add(g, "东屋灯开", one("e_light", "on"), "room name")
    add(g, "东屋的电暖气开开", one("x_eheater", "on"), "room no-room label-names-room heater")
    add(g, "东屋音箱关了", one("e_spk", "off"), "room label-names-room speaker")
    add(g, "老两口屋里灯关了", one(EAST_LIGHTS, "off"), "room alias person-room")
    add(g, "爷爷奶奶屋的电炕开开", one("e_kang", "on"), "room alias person-room kang")
    # 西屋: 西屋(空) downstairs and 三楼西屋 both answer to 西屋
    add(g, "西屋灯开开", ask(["w_ceil", "w3_light"], "on"), "room ambiguous-room")
    add(g, "西屋的灯关了", ask(["w_ceil", "w3_light"], "off"), "room ambiguous-room")
    add(g, "一楼西屋灯开", one("w_ceil", "on"), "room floor")
    add(g, "西屋(空)的灯打开", one("w_ceil", "on"), "room typed-room")
    add(g, "楼下西屋那个吸顶灯关了", one("w_ceil", "off"), "room downstairs duplicate-label")
    add(g, "三楼西屋灯开开", one("w3_light", "on"), "room floor type-word-label")
    add(g, "三楼西屋的灯关了吧", one("w3_light", "off"), "room floor type-word-label")
    add(g, "西屋电暖气开开", ask(["w_heater", "c_heater"], "on"), "room ambiguous-room label-names-room heater")
    add(g, "空屋子的电暖气开开", one("w_heater", "on"), "room alias heater")
    add(g, "孩子屋的电暖气开开", one("c_heater", "on"), "room label-names-room heater")
    # the shop
    add(g, "小卖部的空调开开", one("sh_ac", "on"), "room alias shop ac")
    add(g, "店里空调关了", one("sh_ac", "off"), "room alias shop ac")
    add(g, "Shop的门头灯关", one("sh_sign", "off"), "room english-room shop")
    add(g, "铺子里的电暖气开开", one("sh_heater", "on"), "room alias shop heater duplicate-label")
    add(g, "超市的电暖气关了", one("sh_heater", "off"), "room alias shop heater")
    add(g, "店里灯开开", one(SHOP_LIGHTS, "on"), "room alias shop")
    add(g, "小卖部灯太多了，关了吧", one(SHOP_LIGHTS, "off"), "room alias shop")
    add(g, "货仓的灯关了", one("st_light", "off"), "room")
    add(g, "后边仓库灯开开", one("st_light", "on"), "room alias")
    # 客厅 = 二楼客厅; 楼下 has no 客厅
    add(g, "客厅灯开开", one(LR2_LIGHTS, "on"), "room")
    add(g, "客厅电视关了", one("l2_tv", "off"), "room tv duplicate-label")
    add(g, "楼下客厅灯开开", ask(HALL_LIGHTS, "on"), "room unknown-room downstairs")
    add(g, "二楼客厅空调开开", ask([], "on"), "room unknown-device ac")
    add(g, "客厅暖气开开", one("l2_heater", "on"), "room heater")
    add(g, "主卧灯都关了", al(["m_light", "m_bed"], "off"), "room all")
    add(g, "二楼主卧的灯开一下", one(["m_light", "m_bed"], "on"), "room floor")
    add(g, "卧室空调开开", ask(["m_ac", "c_ac"], "on"), "room ambiguous-room ac")
    add(g, "孩子屋的灯关了", one(KIDS_LIGHTS, "off"), "room")
    add(g, "儿童房窗帘拉上", one("c_curtain", "close"), "room alias curtain")
    add(g, "闺女屋空调开开", one("c_ac", "on"), "room alias person-room ac")
    add(g, "欣欣屋里灯关了", one(KIDS_LIGHTS, "off"), "room alias person-room")
    add(g, "豆豆房间地暖开开", one("c_floor", "on"), "room alias person-room floor-heating")
    add(g, "俩孩子屋里的空调调到26度", one("c_ac", "temp"), "room alias setpoint")
    # bathrooms
    add(g, "二楼卫生间灯开", one("b2_light", "on"), "room floor duplicate-label")
    add(g, "楼上卫生间灯开开", one("b2_light", "on"), "room upstairs duplicate-label")
    add(g, "一楼厕所排风扇开开", one("b1_fan", "on"), "room alias floor duplicate-label")
    add(g, "楼下厕所灯关了", one("b1_light", "off"), "room alias downstairs duplicate-label")
    add(g, "茅房灯开开", ask(["b1_light", "b2_light"], "on"), "room alias duplicate-label dialect")
    add(g, "卫生间浴霸开开", ask(["b1_heater", "b2_heater"], "on"), "room duplicate-room bath-heater")
    add(g, "1F-卫生间浴霸开开", one("b1_heater", "on"), "room typed-room bath-heater")
    add(g, "二楼洗澡间浴霸开开", one("b2_heater", "on"), "room alias bath-heater")
    add(g, "一楼洗手间热水器开开", one("b1_wh", "on"), "room alias water-heater")
    # kitchen; 南屋 is the summer kitchen but is called 南屋
    add(g, "厨房油烟机开开", one("k_hood", "on"), "room hood")
    add(g, "灶房灯开开", one("k_light", "on"), "room alias dialect")
    add(g, "南屋冰柜关了", one("s_freezer", "off"), "room freezer")
    add(g, "南屋那个吹风机开开", one("s_blower", "on"), "room partial")
    # outside
    add(g, "院子里的灯开开", one(YARD, "on"), "room yard")
    add(g, "门楼那儿的灯开开", one("g_light", "on"), "room gate")
    add(g, "大门口灯关了", one("g_light", "off"), "room alias gate")
    add(g, "锅炉房的泵关了", one("bo_pump", "off"), "room pump")
    add(g, "后院灯关喽", one("bk_light", "off"), "room dialect")
    add(g, "后院的泵开开", one("bk_pump", "on"), "room pump")
    add(g, "大棚里灯开开", one(SHED_LIGHTS, "on"), "room greenhouse")
    add(g, "棚里排风开开", one("gh_fan", "on"), "room alias greenhouse")
    add(g, "大棚那边暖风机关了", one("gh_heater", "off"), "room greenhouse")
    # upstairs rooms
    add(g, "阳台灯关了", one("bl_light", "off"), "room")
    add(g, "二楼阳台晾衣架升上去", one("bl_rack", "open", "shade"), "room floor rack")
    add(g, "平台上的灯开开", one("rf_light", "on"), "room alias")
    add(g, "房顶灯开开", one("rf_light", "on"), "room alias")
    add(g, "晾台灯关了", one("rf_light", "off"), "room alias")
    add(g, "Room 3的灯开开", one("r3_light", "on"), "room english-room default-room")
    add(g, "三楼储藏室灯开", one("r3_light", "on"), "room alias default-room")
    add(g, "杂物间灯关了", one("r3_light", "off"), "room alias default-room")
    add(g, "楼梯上的灯开开", one("sw_light", "on"), "room stairwell")
    # places the house does not have
    add(g, "书房灯开开", ask([], "on"), "room unknown-room")
    add(g, "车库门关上", ask(["sh_door"], "close"), "room unknown-room door")
    add(g, "地下室灯开开", ask([], "on"), "room unknown-room")
    add(g, "餐厅的灯关了", ask([], "off"), "room unknown-room")


def cases_floor():
    g = "floor"
    add(g, "一楼灯全关", al(L1, "off"), "floor all")
    add(g, "楼下的灯都关了", al(L1, "off"), "floor downstairs all")
    add(g, "1F的灯全开", al(L1, "on"), "floor all english")
    add(g, "二楼灯全开", al(L2, "on"), "floor all")
    add(g, "2楼的灯都关喽", al(L2, "off"), "floor all dialect")
    add(g, "2F灯 all off", al(L2, "off"), "floor all english")
    add(g, "三楼的灯全关了", al(L3, "off"), "floor all")
    add(g, "顶楼的灯都开开", al(L3, "on"), "floor alias all")
    add(g, "二楼三楼灯都关了", al(L2 + L3, "off"), "floor several-floors all")
    add(g, "楼上灯全关了", ask(L2 + L3, "off"), "floor upstairs ambiguous-floor all")
    add(g, "楼上的灯都开开", ask(L2 + L3, "on"), "floor upstairs ambiguous-floor all")
    add(g, "楼上空调全关", al(sel("ac", floors=[2]), "off"), "floor upstairs same-reading all ac")
    add(g, "楼上地暖都开开", al(FLOORHEAT, "on"), "floor upstairs same-reading all floor-heating")
    add(g, "楼上窗帘全拉上", al(sel("curtain", floors=[2]), "close"), "floor upstairs same-reading all curtain")
    add(g, "楼下空调全开", al(sel("ac", floors=[1]), "on"), "floor downstairs all ac")
    add(g, "一楼的电暖气全开", al(sel("heater", floors=[1]), "on"), "floor all heater no-room")
    add(g, "二楼的暖气全关了", al(sel("heater", floors=[2]), "off"), "floor all heater label-names-room")
    add(g, "二楼的窗帘全拉开", al(sel("curtain", floors=[2]), "open"), "floor all curtain")
    add(g, "2楼电视关了", one("l2_tv", "off"), "floor tv duplicate-label")
    add(g, "一楼电视开开", one("h_tv", "on"), "floor tv duplicate-label")
    add(g, "楼上电视开开", one("l2_tv", "on"), "floor upstairs same-reading tv")
    add(g, "楼下电视关了", one("h_tv", "off"), "floor downstairs tv")
    add(g, "楼下浴霸开开", one("b1_heater", "on"), "floor downstairs bath-heater")
    add(g, "楼上浴霸关了", one("b2_heater", "off"), "floor upstairs bath-heater")
    add(g, "二楼排风扇开开", one("b2_fan", "on"), "floor duplicate-label")
    add(g, "一楼吸顶灯开开", ask(["h_ceil", "w_ceil"], "on"), "floor duplicate-label")
    add(g, "二楼吸顶灯开开", ask(["l2_ceil", "c_ceil"], "on"), "floor duplicate-label")
    add(g, "二楼的灯开开", ask(L2, "on"), "floor several-rooms")
    add(g, "三楼灯开开", ask(L3, "on"), "floor several-rooms")
    add(g, "一楼空调开开", ask(sel("ac", floors=[1]), "on"), "floor several-rooms ac")
    add(g, "楼上空调开开", ask(sel("ac", floors=[2]), "on"), "floor upstairs several-rooms ac")
    add(g, "二楼地暖开开", ask(FLOORHEAT, "on"), "floor several-rooms floor-heating")
    add(g, "三楼的空调开开", ask([], "on"), "floor unknown-device ac")
    add(g, "三楼的东西都关了吧", ask(sel(floors=[3]), "off"), "floor typeless all")
    add(g, "四楼的灯开开", ask([], "on"), "floor unknown-floor")
    add(g, "五楼空调关了", ask([], "off"), "floor unknown-floor")
    add(g, "楼上的热水器开开", one("rf_solar", "on"), "floor upstairs same-reading solar")
    add(g, "楼上晾衣架降下来", one("bl_rack", "close", "shade"), "floor upstairs same-reading rack")
    add(g, "三楼平台灯开开", one("rf_light", "on"), "floor typed-room")
    add(g, "二楼的电暖气开开", ask(sel("heater", floors=[2]), "on"), "floor several-rooms heater")
    add(g, "一楼窗帘拉上", one("h_curtain", "close"), "floor curtain")
    add(g, "楼下窗帘拉开", one("h_curtain", "open"), "floor downstairs curtain")
    add(g, "二楼的加湿器开开", one("m_humid", "on"), "floor")
    add(g, "一楼的音箱关了", ask(["e_spk", "sh_pay"], "off"), "floor speaker label-names-room")
    add(g, "楼上音箱都静音", al(sel("speaker", floors=[2]), "mute"), "floor upstairs same-reading all speaker")
    add(g, "家里灯全关了", al(LIGHT, "off"), "home all")
    add(g, "所有的灯都关掉", al(LIGHT, "off"), "home all")
    add(g, "全屋灯关", al(LIGHT, "off"), "home all")
    add(g, "老家那边的灯全关了吧", al(LIGHT, "off"), "home all son remote")
    add(g, "外头的灯全开开", ask(LOUT, "on"), "home ambiguous-place all")
    add(g, "院里的灯全关了", al(YARD, "off"), "room yard all")


def cases_bulk():
    g = "bulk"
    add(g, "所有空调都关了", al(AC, "off"), "bulk all ac")
    add(g, "空调全开", al(AC, "on"), "bulk all ac")
    add(g, "窗帘全拉开", al(CURTAINS, "open"), "bulk all curtain")
    add(g, "把窗帘都拉上", al(CURTAINS, "close"), "bulk all curtain")
    add(g, "电暖气全关了", al(HEATERS_, "off"), "bulk all heater no-room")
    add(g, "暖气都开开", al(HEATERS_, "on"), "bulk all heater no-room dialect")
    add(g, "地暖全关", al(FLOORHEAT, "off"), "bulk all floor-heating")
    add(g, "插座全关了", al(PLUGS, "off"), "bulk all plug instruction-label")
    add(g, "充电的都关了", al(sel("charger"), "off"), "bulk all plug")
    add(g, "冰柜都打开", al(sel("freezer"), "on"), "bulk all freezer")
    add(g, "浴霸都关了", al(sel("bathheater"), "off"), "bulk all bath-heater")
    add(g, "排风扇都打开", al(sel("exhaust"), "on"), "bulk all duplicate-label")
    add(g, "卫生间的灯都关了", al(["b1_light", "b2_light"], "off"), "bulk all duplicate-room")
    add(g, "电视都关了", al(sel("tv"), "off"), "bulk all tv")
    add(g, "音箱都关了", al(sel("speaker"), "off"), "bulk all speaker")
    add(g, "吸顶灯全打开", al(CEILS, "on"), "bulk all duplicate-label")
    add(g, "床头灯都关了", al(["e_bed", "m_bed"], "off"), "bulk all duplicate-label")
    add(g, "堂屋的灯全关", al(HALL_LIGHTS, "off"), "bulk all room room-typo")
    add(g, "店里灯全开", al(SHOP_LIGHTS, "on"), "bulk all room shop")
    add(g, "超市灯都关喽", al(SHOP_LIGHTS, "off"), "bulk all room shop dialect")
    add(g, "院里的灯都开开", al(YARD, "on"), "bulk all room yard")
    add(g, "大棚那边灯全关", al(SHED_LIGHTS, "off"), "bulk all room greenhouse")
    add(g, "孩子屋的灯全关了", al(KIDS_LIGHTS, "off"), "bulk all room")
    add(g, "东屋的灯都关喽", al(EAST_LIGHTS, "off"), "bulk all room dialect")
    add(g, "二楼客厅灯全开", al(LR2_LIGHTS, "on"), "bulk all room")
    add(g, "家里所有的电暖气都开开", al(HEATERS_, "on"), "bulk all home heater")
    add(g, "家里空调全关", al(AC, "off"), "bulk all home ac son")
    add(g, "全家的窗帘都拉开", al(CURTAINS, "open"), "bulk all home curtain")
    add(g, "所有的门都锁上", one("g_lock", "lock"), "bulk all lock single-target")
    add(g, "所有阀门都关了", al(sel("valve"), "close"), "bulk all valve gas")
    add(g, "泵都关了", al(["bo_pump", "bk_pump"], "off"), "bulk all pump")
    add(g, "卷帘机关了", al(sel("roller"), "off"), "bulk greenhouse roller")
    add(g, "卷帘机停", al(sel("roller"), "off"), "bulk greenhouse roller")
    add(g, "大棚那边的都关了", ask(sel(rooms=["shed"]), "off"), "bulk typeless greenhouse")
    add(g, "店里的全关了", ask(sel(rooms=["shop"]), "off"), "bulk typeless shop")
    add(g, "把家里所有设备都关了", ask([], "off"), "bulk typeless home son")
    add(g, "摄像头都打开", ask(sel("camera")), "bulk unsupported camera spec-missing")
    add(g, "家里空调全部设成26度", al(AC, "temp"), "bulk all home ac setpoint son")
    add(g, "地暖都调到20度", al(FLOORHEAT, "heat_sp"), "bulk all floor-heating setpoint")
    add(g, "所有窗帘开一半", al(CURTAINS, "shade"), "bulk all curtain shade-level")
    add(g, "筒灯都调到40%", al(DOWNS, "level"), "bulk all series brightness")
    add(g, "射灯全调成4000K", al(SPOTS, "ct_abs"), "bulk all series colour-temp")
    add(g, "楼上空调都开制冷", al(sel("ac", floors=[2]), "mode:cool"), "bulk all upstairs same-reading ac mode")
    add(g, "空调统一调到制热", al(AC, "mode:heat"), "bulk all ac mode")
    add(g, "店里的插座全关了", al(sel("plug", rooms=["shop"], can_do="off"), "off"), "bulk all shop plug instruction-label spec-missing")
    add(g, "院子里充电的都断了", al(sel("charger"), "off"), "bulk all yard plug")
    add(g, "二楼的地暖全关了", al(FLOORHEAT, "off"), "bulk all floor floor-heating")
    add(g, "一楼灯都开开，黑介了", al(L1, "on"), "bulk all floor dialect grandpa")


def cases_exclusion():
    g = "excl"
    east = ["e_light", "e_bed", "e_night"]
    add(g, "除了东屋，一楼的灯全关", al(minus(L1, *east), "off"), "exclusion floor")
    add(g, "灯全关了，留着堂屋的", al(minus(LIGHT, *HALL_LIGHTS), "off"), "exclusion home room-typo")
    add(g, "楼下的灯都关了，店里的别关", al(minus(L1, *SHOP_LIGHTS), "off"), "exclusion downstairs shop")
    add(g, "灯管全关，留着灯管1", al(minus(TUBES, "sh_t1"), "off"), "exclusion series shop")
    add(g, "空调全关了，主卧的别关", al(minus(AC, "m_ac"), "off"), "exclusion ac")
    add(g, "除了孩子屋，空调全关", al(minus(AC, "c_ac"), "off"), "exclusion ac")
    add(g, "电暖气全关了，东屋那个留着", al(minus(HEATERS_, "x_eheater"), "off"), "exclusion heater no-room")
    add(g, "插座全关，冰柜和水泵别动", al(minus(PLUGS, "sh_freezer", "s_freezer", "bk_pump"), "off"),
        "exclusion plug freezer instruction-label")
    add(g, "插座都关了，冰柜别关", al(minus(PLUGS, "sh_freezer", "s_freezer"), "off"), "exclusion plug freezer")
    add(g, "除了补光灯，大棚的灯都关了", one("gh_light", "off"), "exclusion greenhouse single-target")
    add(g, "院灯都关了，就留院灯2", al(["y_l1", "y_l3"], "off"), "exclusion series yard")
    add(g, "二楼的灯全关，床头灯留着", al(minus(L2, "m_bed"), "off"), "exclusion floor duplicate-label")
    add(g, "除了楼梯灯，家里灯全关", al(minus(LIGHT, "sw_light"), "off"), "exclusion home stairwell")
    add(g, "楼下灯全关，只留堂屋筒灯", al(minus(L1, *DOWNS), "off"), "exclusion downstairs series")
    add(g, "除了一楼，所有的窗帘都拉上", al(sel("curtain", floors=[2]), "close"), "exclusion floor curtain")
    add(g, "除了厨房，一楼灯全关", al(minus(L1, "k_light"), "off"), "exclusion floor")
    add(g, "地暖全开，孩子屋的先不开", al(["l2_floor", "m_floor"], "on"), "exclusion floor-heating")
    add(g, "电视都关了，堂屋的除外", one("l2_tv", "off"), "exclusion tv single-target")
    add(g, "灯全关，院灯和门头灯除外", al(minus(LIGHT, "y_l1", "y_l2", "y_l3", "sh_sign"), "off"), "exclusion home")
    add(g, "家里暖气都关了，暖气2别关", al(minus(HEATERS_, "x_heater2"), "off"), "exclusion heater no-room")
    add(g, "二楼的暖气全开，孩子屋的不用", one("l2_heater", "on"), "exclusion floor heater single-target")
    add(g, "除了书房，灯全关了", ask([], "off"), "exclusion unknown-room")
    add(g, "灯都关了，车库的留着", ask([], "off"), "exclusion unknown-room")
    add(g, "店里的都关了，冰柜别关", al(minus(sel(rooms=["shop"], can_do="off"), "sh_freezer"), "off"),
        "exclusion typeless shop freezer")
    add(g, "店里灯全关了，灭蝇灯留着", al(SHOP_LIGHTS, "off"), "exclusion shop spec-missing")
    add(g, "筒灯全开，3号不开", al(minus(DOWNS, "h_d3"), "on"), "exclusion series")
    add(g, "射灯关了，留一个", ask(SPOTS, "off"), "exclusion keep-one")
    add(g, "灯管全关，留一根", ask(TUBES, "off"), "exclusion keep-one shop")
    add(g, "家里灯都关喽，东屋的起夜灯别关", al(minus(LIGHT, "e_night"), "off"), "exclusion home dialect")
    add(g, "所有空调都开开，店里的不用开", al(minus(AC, "sh_ac"), "on"), "exclusion ac shop")
    add(g, "除了大棚，外边的灯全开", ask(minus(LOUT, "gh_grow", "gh_light"), "on"), "exclusion ambiguous-place")
    add(g, "楼上地暖都关了，主卧的留着", al(["l2_floor", "c_floor"], "off"), "exclusion upstairs floor-heating")
    add(g, "所有插座都断电，除了伴热带", al(minus(PLUGS, "bo_trace"), "off"), "exclusion plug")
    add(g, "一楼的电暖气都关了，西屋那个别管", al(minus(sel("heater", floors=[1]), "w_heater"), "off"),
        "exclusion floor heater")
    add(g, "除了东屋和孩子屋，暖气全关", al(minus(HEATERS_, "x_eheater", "c_heater"), "off"),
        "exclusion heater no-room")
    add(g, "灯都关了，就剩院子的", al(minus(LIGHT, *YARD), "off"), "exclusion home yard")


def cases_count():
    g = "count"
    add(g, "店里开两根灯管", one(TUBES, "on"), "count shop")
    add(g, "开三个筒灯", one(DOWNS, "on"), "count series")
    add(g, "射灯开两个就行", one(SPOTS, "on"), "count series")
    add(g, "院灯开俩", one(YARD, "on"), "count yard dialect")
    add(g, "灯管关一半", one(TUBES, "off"), "count shop fraction")
    add(g, "堂屋开一个灯", one(HALL_LIGHTS, "on"), "count room room-typo")
    add(g, "孩子屋开盏灯", one(KIDS_LIGHTS, "on"), "count room")
    add(g, "院灯开三个", al(YARD, "on"), "count equals-all yard")
    add(g, "灯管开六根", al(TUBES, "on"), "count equals-all shop")
    add(g, "大棚两个灯都开开", al(SHED_LIGHTS, "on"), "count equals-all greenhouse")
    add(g, "院灯开四个", ask(YARD, "on"), "count too-many yard")
    add(g, "射灯开五个", ask(SPOTS, "on"), "count too-many")
    add(g, "开两盏灯", ask([], "on"), "count no-place")
    add(g, "关两个灯", ask([], "off"), "count no-place")
    add(g, "开一个空调", ask(AC, "on"), "count no-place ac")
    add(g, "楼下开两盏灯", ask(L1, "on"), "count several-rooms downstairs")
    add(g, "筒灯留两个，其余关了", ask(DOWNS, "off"), "count keep-some")
    add(g, "开一盏床头灯", ask(["e_bed", "m_bed"], "on"), "count duplicate-label")
    add(g, "开一个电暖气", ask(HEATERS_, "on"), "count no-place heater")
    add(g, "东屋开一个灯就行", one(EAST_LIGHTS, "on"), "count room")
    add(g, "堂屋筒灯开俩", one(DOWNS, "on"), "count series dialect")
    add(g, "灯管开一根就够了", one(TUBES, "on"), "count shop")
    add(g, "地暖开两个区", ask(FLOORHEAT, "on"), "count floor-heating")
    add(g, "射灯四个全开", al(SPOTS, "on"), "count equals-all")


def cases_value():
    g = "value"
    # brightness
    add(g, "筒灯3亮度调到50", one("h_d3", "level"), "value brightness series")
    add(g, "堂屋吸顶灯调到百分之三十", one("h_ceil", "level"), "value brightness chinese-numeral room-typo")
    add(g, "东屋灯调暗点", one("e_light", "bright"), "value brightness")
    add(g, "东屋灯调到最亮", one("e_light", "level"), "value brightness")
    add(g, "射灯 2 亮度 80%", one("l2_s2", "level"), "value brightness series")
    add(g, "主卧灯调暗一点", one("m_light", "bright"), "value brightness")
    add(g, "床头灯调到最暗", one("m_bed", "level"), "value brightness duplicate-label capability-narrows")
    add(g, "起夜灯调到10%", one("e_night", "level"), "value brightness")
    add(g, "楼梯灯亮度调低点", one("sw_light", "bright"), "value brightness stairwell")
    add(g, "奥特曼夜灯调到一半亮度", one("c_night", "level"), "value brightness fraction")
    add(g, "Mi Desk Lamp brightness 70", one("c_desk", "level"), "value brightness english")
    add(g, "吸顶灯亮度调到60", ask(["h_ceil", "l2_ceil", "c_ceil"], "level"), "value brightness duplicate-label")
    add(g, "灯管调亮点", ask(TUBES), "value unsupported shop")
    add(g, "院灯调暗点", ask(YARD), "value unsupported yard")
    add(g, "门头灯调暗一点", ask(["sh_sign"]), "value unsupported shop")
    add(g, "二楼客厅吸顶灯亮度七成", one("l2_ceil", "level"), "value brightness fraction")
    add(g, "孩子屋吸顶灯调亮点", one("c_ceil", "bright"), "value brightness duplicate-label")
    add(g, "东屋灯亮度二十", one("e_light", "level"), "value brightness chinese-numeral")
    # colour temperature
    add(g, "堂屋吸顶灯调成暖光", one("h_ceil", "ct"), "value colour-temp room-typo")
    add(g, "主卧灯色温调到3000K", one("m_light", "ct_abs"), "value colour-temp")
    add(g, "台灯调成白光，写作业", one("c_desk", "ct"), "value colour-temp teen")
    add(g, "二楼客厅吸顶灯冷一点", one("l2_ceil", "ct"), "value colour-temp")
    add(g, "床头灯调暖点", one("m_bed", "ct"), "value colour-temp duplicate-label capability-narrows")
    add(g, "射灯 1 色温 6500", one("l2_s1", "ct_abs"), "value colour-temp series")
    add(g, "筒灯调成暖光", ask(DOWNS), "value unsupported colour-temp")
    add(g, "主卧灯调成黄光", one("m_light", "ct"), "value colour-temp")
    add(g, "射灯3色温调低点", one("l2_s3", "ct"), "value colour-temp series")
    # colour
    add(g, "奥特曼夜灯变成蓝色", one("c_night", "color"), "value colour")
    add(g, "夜灯调成红的", one("c_night", "color"), "value colour capability-narrows")
    add(g, "奥特曼灯变绿色", one("c_night", "color"), "value colour kid")
    add(g, "吸顶灯换个颜色", ask(CEILS), "value unsupported colour")
    add(g, "台灯换成粉色", ask(["c_desk"]), "value unsupported colour")
    # setpoints
    add(g, "美的柜机调到26度", one("h_ac", "temp"), "value setpoint ac")
    add(g, "格力空调26度", one("sh_ac", "temp"), "value setpoint ac")
    add(g, "主卧空调调到二十五度", one("m_ac", "temp"), "value setpoint ac chinese-numeral")
    add(g, "孩子屋空调调高两度", one("c_ac", "temp"), "value setpoint ac relative")
    add(g, "空气能温控调到20度", one("h_hp", "heat_sp"), "value setpoint heat-pump")
    add(g, "空气能调到22度", one("h_hp", "heat_sp"), "value setpoint heat-pump partial")
    add(g, "地暖2区调到20度", one("m_floor", "heat_sp"), "value setpoint floor-heating series")
    add(g, "主卧地暖调到二十二度", one("m_floor", "heat_sp"), "value setpoint floor-heating room")
    add(g, "地暖调到25度", ask(FLOORHEAT, "heat_sp"), "value setpoint floor-heating duplicate")
    add(g, "电热水器水温调到60度", one("b1_wh", "heat_sp"), "value setpoint water-heater")
    add(g, "太阳能电加热调到50度", one("rf_solar", "heat_sp"), "value setpoint solar")
    add(g, "一楼浴霸调到38度", one("b1_heater", "heat_sp"), "value setpoint bath-heater")
    add(g, "浴霸温度调到40度", ask(sel("bathheater"), "heat_sp"), "value setpoint bath-heater duplicate-label")
    add(g, "热水器调到80度", ask(["b1_wh"], "heat_sp"), "value setpoint out-of-range water-heater")
    add(g, "主卧空调开到35度", ask(["m_ac"], "temp"), "value setpoint out-of-range ac")
    add(g, "地暖1区调到40度", ask(["l2_floor"], "heat_sp"), "value setpoint out-of-range floor-heating")
    add(g, "空调调到10度", ask(AC, "temp"), "value setpoint out-of-range no-place")
    add(g, "空气能调到二十度半", one("h_hp", "heat_sp"), "value setpoint heat-pump chinese-numeral")
    add(g, "柜机温度降两度", one("h_ac", "temp"), "value setpoint ac relative")
    add(g, "格力空调温度调高点", one("sh_ac", "heat_sp"), "value setpoint ac relative")
    # fan speed
    add(g, "电风扇调到3档", one("h_fan", "fan"), "value fan-speed")
    add(g, "电风扇开最大", one("h_fan", "fan"), "value fan-speed")
    add(g, "电风扇调到一档", one("h_fan", "fan"), "value fan-speed chinese-numeral")
    add(g, "电风扇调到5档", ask(["h_fan"], "fan"), "value fan-speed out-of-range")
    add(g, "美的柜机风速调高", one("h_ac", "fan"), "value fan-speed ac")
    add(g, "主卧空调风小点", one("m_ac", "fan"), "value fan-speed ac")
    add(g, "格力空调风速自动", one("sh_ac", "fan:auto"), "value fan-speed ac")
    add(g, "净化器开到高速", one("l2_purifier", "fan:high"), "value fan-speed purifier")
    add(g, "油烟机开大风", one("k_hood", "fan:high"), "value fan-speed hood")
    add(g, "油烟机调小档", one("k_hood", "fan:low"), "value fan-speed hood")
    add(g, "二楼浴霸风大点", one("b2_heater", "fan"), "value fan-speed bath-heater")
    add(g, "孩子屋空调风速调大", ask(["c_ac"], "fan"), "value fan-speed unsupported ac")
    # volume
    add(g, "堂屋音箱声音小点", one("e_spk", "voldown"), "value volume label-names-room")
    add(g, "回音壁音量调到30", one("l2_bar", "volset"), "value volume")
    add(g, "JBL 大声点", one("c_spk", "volup"), "value volume english-label")
    add(g, "音箱静音", ask(sel("speaker"), "mute"), "value mute duplicate")
    add(g, "回音壁静音", one("l2_bar", "mute"), "value mute")
    add(g, "JBL取消静音", one("c_spk", "unmute"), "value mute")
    add(g, "二楼电视声音大点", ask(["l2_bar"], "volup"), "value volume unsupported other-component tv")
    add(g, "收音机声音大点", ask(["e_radio"]), "value volume unsupported plug")
    add(g, "东屋音箱音量调到二十", one("e_spk", "volset"), "value volume label-names-room chinese-numeral")
    # channel / playback
    add(g, "堂屋电视换到5台", one("h_tv", "chan"), "value channel tv")
    add(g, "二楼电视下一个台", one("l2_tv", "chan_step"), "value channel tv")
    add(g, "电视换台", ask(sel("tv"), "chan_step"), "value channel tv duplicate-label")
    add(g, "堂屋电视调到中央一台", one("h_tv", "chan"), "value channel tv")
    add(g, "楼下电视上一个台", one("h_tv", "chan_step"), "value channel tv downstairs")
    add(g, "二楼电视快进", one("l2_tv", "ff"), "value playback tv")
    add(g, "堂屋电视暂停一下", one("h_tv", "pause"), "value playback tv")
    add(g, "JBL下一首", one("c_spk", "next"), "value playback speaker")
    add(g, "回音壁上一首", one("l2_bar", "prev"), "value playback speaker")
    add(g, "二楼电视按一下返回", one("l2_tv", "key"), "value remote-key tv")
    # modes
    add(g, "美的柜机开除湿", one("h_ac", "mode:dry"), "value mode ac")
    add(g, "柜机睡眠模式", one("h_ac", "mode:sleep"), "value mode ac")
    add(g, "主卧空调睡眠模式", one("m_ac", "mode:sleep"), "value mode ac")
    add(g, "孩子屋空调除湿", ask(["c_ac"], "mode:dry"), "value mode unsupported ac")
    add(g, "格力空调送风", one("sh_ac", "mode:fan"), "value mode ac")
    add(g, "格力空调制热", one("sh_ac", "mode:heat"), "value mode ac")
    add(g, "主卧空调自动模式", one("m_ac", "mode:auto"), "value mode ac")
    add(g, "柜机自然风", one("h_ac", "wind:naturalWind"), "value mode ac")
    add(g, "净化器睡眠风", one("l2_purifier", "wind:sleepWind"), "value mode purifier")
    add(g, "净化器调自动", one("l2_purifier", "fan:auto"), "value mode purifier")
    add(g, "浴霸换气", ask(sel("bathheater"), "mode:fan"), "value mode bath-heater duplicate-label")
    add(g, "二楼浴霸换气", one("b2_heater", "mode:fan"), "value mode bath-heater")
    add(g, "一楼浴霸干燥模式", one("b1_heater", "mode:dry"), "value mode bath-heater")
    add(g, "一楼浴霸吹凉风", one("b1_heater", "mode:cool"), "value mode bath-heater")
    add(g, "二楼浴霸摆风", one("b2_heater", "osc:swing"), "value mode bath-heater")
    add(g, "楼下浴霸别摆了", one("b1_heater", "osc:fixed"), "value mode bath-heater downstairs")
    add(g, "洗衣机快洗", one("b2_washer", "amode:Quick"), "value mode washer")
    add(g, "洗衣机洗羊毛衫", one("b2_washer", "amode:Wool"), "value mode washer")
    add(g, "洗衣机只脱水", one("b2_washer", "amode:Spin Only"), "value mode washer")
    add(g, "洗衣机用热水洗", one("b2_washer", "tlevel:Hot"), "value mode washer")
    add(g, "洗衣机转速1200", one("b2_washer", "spin:1200"), "value mode washer")
    add(g, "洗衣机多漂一次", one("b2_washer", "rinse:extra"), "value mode washer")
    add(g, "洗衣机烘干", ask(["b2_washer"]), "value mode unsupported washer")
    add(g, "冰箱节能模式", one("k_fridge", "amode:Energy Save"), "value mode fridge")
    add(g, "冰箱调成假日模式", one("k_fridge", "amode:Vacation"), "value mode fridge")
    add(g, "冰箱温度调到4度", ask(["k_fridge"]), "value unsupported other-component fridge")
    add(g, "电热水器定时模式", one("b1_wh", "amode:Timed"), "value mode water-heater")
    add(g, "太阳能电辅热关了", one("rf_solar", "off"), "value mode solar")
    add(g, "格力空调除湿", one("sh_ac", "mode:dry"), "value mode ac")
    add(g, "主卧空调开制冷", one("m_ac", "mode:cool"), "value mode ac")
    # shades
    add(g, "堂屋窗帘开一半", one("h_curtain", "shade"), "value shade-level fraction room-typo")
    add(g, "主卧窗帘拉开三分之一", one("m_curtain", "shade"), "value shade-level fraction")
    add(g, "客厅窗帘关到百分之二十", one("l2_curtain", "shade"), "value shade-level")
    add(g, "孩子屋窗帘再开一点", one("c_curtain", "shade_step"), "value shade-level relative")
    add(g, "晾衣架降到一半", one("bl_rack", "shade"), "value shade-level rack")
    add(g, "窗帘开一半", ask(CURTAINS, "shade"), "value shade-level duplicate")
    add(g, "堂屋窗帘停", one("h_curtain", "pause"), "value curtain")
    add(g, "主卧窗帘别动了", one("m_curtain", "pause"), "value curtain")
    add(g, "客厅窗帘到预设位置", one("l2_curtain", "preset"), "value curtain preset")
    add(g, "孩子屋窗帘到预设位置", ask(["c_curtain"]), "value curtain unsupported preset")
    add(g, "堂屋窗帘拉开四分之三", one("h_curtain", "shade"), "value shade-level fraction")


def cases_multi():
    g = "multi"
    add(g, "堂屋吸顶灯打开，调到50%", [one("h_ceil", "on"), one("h_ceil", "level")], "multi same-target brightness")
    add(g, "美的柜机打开，调到26度", [one("h_ac", "on"), one("h_ac", "temp")], "multi same-target setpoint")
    add(g, "主卧空调开开，制冷，24度", [one("m_ac", "on"), one("m_ac", "mode:cool"), one("m_ac", "cool_sp")],
        "multi same-target mode setpoint")
    add(g, "柜机制冷24度", [one("h_ac", "mode:cool"), one("h_ac", "cool_sp")], "multi same-target mode setpoint")
    add(g, "灯管全开，卷闸门拉起来", [al(TUBES, "on"), one("sh_door", "open")], "multi shop series")
    add(g, "收摊了，灯管全关，门头灯关了，卷闸门放下来",
        [al(TUBES, "off"), one("sh_sign", "off"), one("sh_door", "close")], "multi shop shopkeeper")
    add(g, "电炕打开，东屋灯关了", [one("e_kang", "on"), one("e_light", "off")], "multi kang")
    add(g, "院灯开开，门楼灯也开开", [one(YARD, "on"), one("g_light", "on")], "multi yard")
    add(g, "热水器烧上，浴霸也开开，一楼的", [one("b1_wh", "on"), one("b1_heater", "on")],
        "multi place-carry bath-heater")
    add(g, "把电视关了，音箱也关了，堂屋的", [one("h_tv", "off"), one("e_spk", "off")],
        "multi place-carry label-names-room")
    add(g, "水泵开开，二十分钟以后关喽", [one("bk_pump", "on"), one("bk_pump", "off")], "multi same-target delay")
    add(g, "卷帘机上卷开开，卷到头了再关", [one("gh_up", "on"), one("gh_up", "off")], "multi same-target condition")
    add(g, "浇水阀打开，补光灯关了", [one("gh_valve", "open"), one("gh_grow", "off")], "multi greenhouse")
    add(g, "孩子屋空调关了，窗帘拉开", [one("c_ac", "off"), one("c_curtain", "open")], "multi place-carry")
    add(g, "油烟机开开，厨房灯开开", [one("k_hood", "on"), one("k_light", "on")], "multi")
    add(g, "太阳能上水，上满了关了", [one("rf_fill", "open"), one("rf_fill", "close")], "multi same-target condition solar")
    add(g, "冰箱速冻，冰柜也开开", [one("k_fridge", "amode:Rapid Freeze"), ask(sel("freezer"), "on")],
        "multi duplicate-label freezer")
    add(g, "筒灯3开，筒灯4关", [one("h_d3", "on"), one("h_d4", "off")], "multi series")
    add(g, "射灯1开，射灯2别开", one("l2_s1", "on"), "multi negation series")
    add(g, "主卧空调26度，风小点", [one("m_ac", "temp"), one("m_ac", "fan")], "multi same-target setpoint fan-speed")
    add(g, "空调26度，风速调小", [ask(AC, "temp"), ask(AC, "fan")], "multi no-place ac")
    add(g, "东屋灯开开，床头灯关喽", [one("e_light", "on"), one("e_bed", "off")], "multi place-carry dialect")
    add(g, "卷闸门拉起来，门头灯关了，灭蝇灯开开",
        [one("sh_door", "open"), one("sh_sign", "off"), one("sh_fly", "on")], "multi shop spec-missing")
    add(g, "暖风机开开，排风机关了", [one("gh_heater", "on"), one("gh_fan", "off")], "multi greenhouse")
    add(g, "补光灯开开，卷帘机下放开开", [one("gh_grow", "on"), one("gh_down", "on")], "multi greenhouse roller")
    add(g, "回音壁开开，音量调到20", [one("l2_bar", "on", "play"), one("l2_bar", "volset")], "multi same-target volume")
    add(g, "JBL放歌，声音小点", [one("c_spk", "play"), one("c_spk", "voldown")], "multi same-target volume")
    add(g, "二楼电视开开，换到8台", [one("l2_tv", "on"), one("l2_tv", "chan")], "multi same-target channel")
    add(g, "净化器开开调到睡眠风", [one("l2_purifier", "on"), one("l2_purifier", "wind:sleepWind")],
        "multi same-target mode")
    add(g, "奥特曼夜灯开开，变成蓝色，暗一点",
        [one("c_night", "on"), one("c_night", "color"), one("c_night", "bright")], "multi same-target colour")
    add(g, "洗衣机快洗，用冷水，开始", [one("b2_washer", "amode:Quick"), one("b2_washer", "tlevel:Cold"),
                                     one("b2_washer", "start")], "multi same-target washer mode")
    add(g, "空气能调到22度，地暖2区调到20度", [one("h_hp", "heat_sp"), one("m_floor", "heat_sp")],
        "multi setpoint heat-pump floor-heating")
    add(g, "一楼灯全关，二楼灯全开", [al(L1, "off"), al(L2, "on")], "multi floor all")
    add(g, "院灯全开，大门锁上", [al(YARD, "on"), one("g_lock", "lock")], "multi yard lock")
    add(g, "窗帘拉上，灯开开，堂屋的", [one("h_curtain", "close"), one(HALL_LIGHTS, "on")], "multi place-carry room-typo")
    add(g, "电饭锅插上，电饼铛也插上", [one("k_rice", "on"), one("k_pan", "on")], "multi plug")
    add(g, "一楼浴霸开暖风，灯也开开", [one("b1_heater", "mode:heat"), one("b1_heater", "sw_on")],
        "multi same-target bath-heater")
    add(g, "灯管3开开，算了别开了", NONE, "multi correction cancel")
    add(g, "筒灯3开，不对，筒灯4", one("h_d4", "on"), "multi correction series")
    add(g, "先把卷闸门落下来，再把灯管全关了", [one("sh_door", "close"), al(TUBES, "off")], "multi shop order")
    add(g, "饮料柜别关，冰柜(勿关)也别关，收款音箱关了", one("sh_pay", "off"), "multi negation shop instruction-label")


def cases_history():
    g = "hist"
    add(g, "再调暗一点", one("h_d3", "bright"), "history ellipsis brightness", ["把筒灯3打开"])
    add(g, "关喽", one("e_light", "off"), "history ellipsis dialect", ["东屋灯开开"])
    add(g, "调到26度", one("h_ac", "temp"), "history ellipsis setpoint", ["美的柜机打开"])
    add(g, "它风太大了，小点", one("m_ac", "fan"), "history reference fan-speed", ["主卧空调开开"])
    add(g, "主卧的也拉开", one("m_curtain", "open"), "history also curtain", ["堂屋窗帘拉开"])
    add(g, "关两根", one(TUBES, "off"), "history count shop", ["灯管全开"])
    add(g, "堂屋的", one("h_tv", "on"), "history answer room-typo tv", ["电视打开"])
    add(g, "孩子屋的", one("c_ceil", "on"), "history answer duplicate-label", ["吸顶灯打开"])
    add(g, "南屋那个", one("s_freezer", "off"), "history answer freezer", ["冰柜关了"])
    add(g, "店里的可不能关！南屋的", one("s_freezer", "off"), "history answer freezer negation", ["冰柜关了"])
    add(g, "楼上的", one("b2_heater", "on"), "history answer upstairs bath-heater", ["浴霸开开"])
    add(g, "两个都开", al(["e_bed", "m_bed"], "on"), "history answer all duplicate-label", ["床头灯开"])
    add(g, "一楼的", one("w_ceil", "on"), "history answer ambiguous-room", ["西屋灯开开"])
    add(g, "二楼的", al(L2, "off"), "history answer upstairs all", ["楼上灯全关了"])
    add(g, "都关", al(L2 + L3, "off"), "history answer upstairs all", ["楼上灯全关了"])
    add(g, "卷闸门", one("sh_door", "open"), "history answer door", ["开门"])
    add(g, "大门", one("g_lock", "unlock"), "history answer lock safety", ["开门"])
    add(g, "那就75度", one("b1_wh", "heat_sp"), "history answer out-of-range water-heater", ["热水器调到80度"])
    add(g, "那个关了", one("l2_s1", "off"), "history reference", ["筒灯3开开", "射灯1开开"])
    add(g, "那个关了吧", ask(["h_d3", "l2_s1"], "off"), "history reference ambiguous-reference",
        ["筒灯3和射灯1开开"])
    add(g, "都关了", al(["h_d1", "h_d2"], "off"), "history reference all", ["筒灯1和筒灯2开开"])
    add(g, "声音小点", one("e_spk", "voldown"), "history ellipsis volume", ["堂屋音箱放首歌"])
    add(g, "下一首", one("c_spk", "next"), "history ellipsis playback", ["JBL Go 3 放歌"])
    add(g, "换到3台", one("l2_tv", "chan"), "history ellipsis channel", ["二楼电视打开"])
    add(g, "关上", one("sh_door", "close"), "history after-state door", ["卷闸门关了没"])
    add(g, "锁上", one("g_lock", "lock"), "history after-state lock", ["大门锁上了没"])
    add(g, "那打开吧", one("g_lock", "unlock"), "history after-state lock safety", ["大门锁上了没"])
    add(g, "2也开开", one("y_l2", "on"), "history series also", ["院灯1开开"])
    add(g, "4号也开", one("h_d4", "on"), "history series also", ["筒灯3开开"])
    add(g, "其他几个也一样", al(["l2_s2", "l2_s3", "l2_s4"], "ct"), "history series also colour-temp",
        ["射灯 1 调到暖光"])
    add(g, "孩子屋的也是", one("c_ac", "temp"), "history also setpoint", ["主卧空调调到26度"])
    add(g, "算了，别开了", NONE, "history cancel", ["格力空调开开"])
    add(g, "几度了", st("h_hp"), "history ellipsis state heat-pump", ["空气能调到22度"])
    add(g, "再高点", one("h_hp", "heat_sp"), "history ellipsis setpoint relative", ["空气能调到22度"])
    add(g, "它", ask(), "history reference fragment")
    add(g, "它关了", ask([], "off"), "history reference no-history")
    add(g, "刚才那个再开开", ask([], "on"), "history reference no-history")
    add(g, "把那个调亮点", ask([], "bright"), "history reference no-history")
    add(g, "介个关喽", ask([], "off"), "history reference no-history dialect grandpa")
    add(g, "还有射灯", one(SPOTS, "on"), "history also series", ["二楼客厅吸顶灯开开"])
    add(g, "暗点", one("c_desk", "bright"), "history ellipsis teen", ["Mi Desk Lamp 开一下"])
    add(g, "再来一首", one("e_spk", "next", "play"), "history ellipsis playback dialect", ["堂屋音箱放首歌"])
    add(g, "关了吧，太晃眼", one("h_ceil", "off"), "history ellipsis", ["堂屋吸顶灯打开"])
    add(g, "调到百分之三十", one("h_curtain", "shade"), "history ellipsis shade-level", ["堂屋窗帘拉开"])
    add(g, "停", one("h_curtain", "pause"), "history ellipsis curtain", ["堂屋窗帘拉开"])
    add(g, "南屋的也关了", one("s_light", "off"), "history also", ["后院灯关了"])
    add(g, "那俩也开开", al(["y_l2", "y_l3"], "on"), "history also series yard", ["院灯1开开"])
    add(g, "东屋的", one("x_eheater", "on"), "history answer no-room heater", ["电暖气开开"])
    add(g, "店里那个", one("sh_heater", "on"), "history answer shop heater", ["电暖气开开"])
    add(g, "电动车的", one("y_ev", "off"), "history answer plug", ["充电关了"])
    add(g, "上卷", one("gh_up", "on"), "history answer roller", ["卷帘机开开"])
    add(g, "往下放", one("gh_down", "on"), "history answer roller", ["卷帘机开开"])
    add(g, "井上那个", one("bk_pump", "off"), "history answer pump", ["泵关了吧"])
    add(g, "主卧的", one("m_bed", "off"), "history answer duplicate-label", ["床头灯关了"])
    add(g, "全部", al(CEILS, "on"), "history answer all duplicate-label", ["吸顶灯打开"])
    add(g, "楼下那个", one("h_tv", "off"), "history answer downstairs tv", ["电视关了吧"])
    add(g, "它多少度了", st("b1_wh"), "history reference state water-heater", ["电热水器开"])
    add(g, "等等，主卧的先别关", al(minus(AC, "m_ac"), "off"), "history correction exclusion ac",
        ["所有空调都关了"])
    add(g, "不用了", NONE, "history cancel", ["水泵开开"])
    add(g, "对，就它", one("sh_freezer", "off"), "history confirm instruction-label freezer",
        ["冰柜(勿关)关了"])
    add(g, "再开一会儿", one("bk_pump", "on"), "history ellipsis pump", ["水泵关喽"])


def cases_need():
    g = "need"
    hall_cool = ["h_ac", "h_fan"]
    add(g, "堂屋好热", one(hall_cool, "cool"), "need hot room-typo")
    add(g, "热死了", ask([], "cool"), "need hot no-place")
    add(g, "主卧太热了", one("m_ac", "cool"), "need hot")
    add(g, "孩子屋有点冷", one(["c_ac", "c_floor", "c_heater"], "warm"), "need cold")
    add(g, "东屋冷", one(["e_kang", "x_eheater"], "warm"), "need cold no-room kang")
    add(g, "炕凉了", one("e_kang", "on"), "need cold kang dialect")
    add(g, "店里冻手", one(["sh_ac", "sh_heater"], "warm"), "need cold shop dialect")
    add(g, "冻死了", ask([], "warm"), "need cold no-place")
    add(g, "堂屋太暗了", one(HALL_LIGHTS, "lightup"), "need dark room-typo")
    add(g, "店里太暗了，看不清货", one(SHOP_LIGHTS, "lightup"), "need dark shop")
    add(g, "太亮了，晃眼", ask([], "dimoff"), "need bright no-place")
    add(g, "二楼客厅太晃眼了", one(LR2_LIGHTS, "dimoff"), "need bright")
    add(g, "屋里有味儿", ask([], "airflow"), "need smell no-place")
    add(g, "二楼客厅有味儿", one("l2_purifier", "airflow"), "need smell purifier")
    add(g, "厨房油烟大", one("k_hood", "airflow"), "need smell hood")
    add(g, "一楼卫生间有味儿", one("b1_fan", "on"), "need smell")
    add(g, "卫生间臭", ask(["b1_fan", "b2_fan"], "on"), "need smell duplicate-room")
    add(g, "太干了，嗓子疼", one("m_humid", "on"), "need dry unique-type")
    add(g, "主卧太干", one("m_humid", "on"), "need dry")
    add(g, "孩子屋太干了", ask(["m_humid"], "on"), "need dry nothing-fits")
    add(g, "大棚太热了", one("gh_fan", "on"), "need hot greenhouse")
    add(g, "棚里冷，菜要冻了", one("gh_heater", "on"), "need cold greenhouse")
    add(g, "大棚该见光了", one("gh_up", "on"), "need greenhouse roller")
    add(g, "天黑了，大棚帘子放下来", one("gh_down", "on"), "need greenhouse roller")
    add(g, "菜该浇了", one("gh_valve", "open"), "need greenhouse valve")
    add(g, "院里黑咕隆咚的", one(YARD, "lightup"), "need dark yard dialect")
    add(g, "大门口黑", one("g_light", "on"), "need dark gate")
    add(g, "洗澡水不热", ask(["b1_wh", "rf_solar"], "hotwater"), "need hot-water duplicate")
    add(g, "一楼洗澡水不热", one("b1_wh", "hotwater"), "need hot-water")
    add(g, "太阳能水不热了", one("rf_solar", "hotwater"), "need hot-water solar")
    add(g, "水管别冻了", one("bo_trace", "on"), "need cold plug")
    add(g, "有人扫码没声", one("sh_pay", "on"), "need shop")
    add(g, "店里苍蝇太多了", one("sh_fly", "on"), "need shop spec-missing")
    add(g, "饮料不凉", one("sh_drinks", "on"), "need shop")
    add(g, "电瓶车没电了", one("y_ev", "on"), "need plug")
    add(g, "吵死了", ask([], "quieter"), "need noise no-place")
    add(g, "孩子睡觉了，JBL别响了", one("c_spk", "quieter"), "need noise")
    add(g, "堂屋音箱太吵了", one("e_spk", "quieter"), "need noise label-names-room")
    add(g, "屋里闷", ask([], "airflow"), "need stuffy no-place")
    add(g, "灶火不旺", one("s_blower", "on"), "need rural")
    add(g, "衣服干了，收一下", one("bl_rack", "open", "shade"), "need rack")
    add(g, "堂屋晒得慌", one("h_curtain", "close", "shade"), "need sun room-typo dialect")
    add(g, "孩子屋太晒了", one("c_curtain", "close", "shade"), "need sun")
    add(g, "井水抽上来浇地", one("bk_pump", "on"), "need pump")
    add(g, "太阳能没水了", one("rf_fill", "open"), "need solar")
    add(g, "店里热得够呛", one("sh_ac", "cool"), "need hot shop dialect")
    add(g, "东屋太黑了看不见", one(EAST_LIGHTS, "lightup"), "need dark")
    add(g, "二楼客厅冷", one(["l2_floor", "l2_heater"], "warm"), "need cold")
    add(g, "主卧冷得慌", one(["m_ac", "m_floor"], "warm"), "need cold dialect")
    add(g, "堂屋冷", one(["h_ac", "h_hp", "h_heater"], "warm"), "need cold room-typo")
    add(g, "西屋冷", ask(["w_heater", "c_heater"], "warm"), "need cold ambiguous-room label-names-room")
    add(g, "洗澡冷", ask(sel("bathheater"), "on"), "need cold duplicate-room")
    add(g, "楼下卫生间洗澡冷", one("b1_heater", "warm"), "need cold bath-heater")
    add(g, "做饭呢，烟太大了", one("k_hood", "airflow"), "need smell hood")
    add(g, "冰柜不凉了", ask(sel("freezer"), "on"), "need freezer duplicate-label")
    add(g, "苞米该晒晒了", NONE, "need none rural")
    add(g, "二楼客厅太亮了", one(LR2_LIGHTS, "dimoff"), "need bright")
    add(g, "孩子要睡觉了，屋里太亮", one(KIDS_LIGHTS, "dimoff"), "need bright")
    add(g, "主卧有点潮", one("m_ac", "dry"), "need humid")
    add(g, "堂屋闷得慌", one(["h_ac", "h_fan"], "airflow"), "need stuffy room-typo dialect")


def cases_state():
    g = "state"
    add(g, "卷闸门关了没", st("sh_door"), "state door")
    add(g, "大门锁上没有", st("g_lock"), "state lock")
    add(g, "大门关好了没", st(["g_lock", "g_contact"]), "state lock contact")
    add(g, "电炕开着没", st("e_kang"), "state kang")
    add(g, "堂屋多少度", st(["h_th", "h_hp", "h_ac"]), "state temperature room-typo")
    add(g, "大棚里多少度", st("gh_th"), "state temperature greenhouse")
    add(g, "大棚湿度多少", st("gh_th"), "state humidity greenhouse")
    add(g, "冰柜开着吗", ask(sel("freezer")), "state freezer duplicate-label")
    add(g, "店里冰柜通着电没", st("sh_freezer"), "state freezer instruction-label")
    add(g, "煤气报警器响了没", st("e_co"), "state alarm")
    add(g, "燃气报警器正常不", st("k_gas"), "state alarm gas")
    add(g, "院里有人没", st(["y_motion", "y_cam"]), "state yard motion spec-missing")
    add(g, "看店的摄像头在线不", st("sh_cam"), "state camera spec-missing grandma")
    add(g, "空气能主机开着没", st("y_hp"), "state heat-pump spec-missing")
    add(g, "空气能主机耗了多少电", st("y_hp"), "state heat-pump spec-missing power")
    add(g, "太阳能水多少度", st("rf_solar"), "state temperature solar")
    add(g, "电动车充满了没", st("y_ev"), "state plug power")
    add(g, "水泵关了没", st("bk_pump"), "state pump")
    add(g, "货仓门关了没", st("st_door"), "state contact")
    add(g, "孩子屋空调几度", st("c_ac"), "state ac")
    add(g, "液化气阀门关着呢吗", st("k_valve"), "state gas")
    add(g, "电视开着呢吗", ask(sel("tv")), "state tv duplicate-label")
    add(g, "二楼电视开着没", st("l2_tv"), "state tv")
    add(g, "冰箱门关严了没", st("k_fridge"), "state fridge")
    add(g, "洗衣机洗完了没", st("b2_washer"), "state washer")
    add(g, "地暖开着几个区", st(FLOORHEAT), "state floor-heating any")
    add(g, "暖气2开着没", st("x_heater2"), "state heater no-room")
    add(g, "堂屋音箱在放嘛", st("e_spk"), "state speaker dialect grandma")
    add(g, "卷帘机卷到头没", st(sel("roller")), "state roller greenhouse")
    add(g, "门楼灯亮着没", st("g_light"), "state")
    add(g, "大门口有人没", st(["g_cam", "g_contact"]), "state gate spec-missing")
    add(g, "家里的摄像头都在线吗", st(sel("camera")), "state camera spec-missing all son")
    add(g, "店里的灯都关了没", st(SHOP_LIGHTS), "state shop all")
    add(g, "院灯都关了吗", st(YARD), "state yard all")
    add(g, "家里有没有冒烟的", st(["sh_smoke", "s_smoke"]), "state smoke any")
    add(g, "哪个屋的暖气还开着", st(HEATERS_), "state heater any")
    add(g, "烧炕的热乎了没", st("e_kang"), "state kang grandma use-name")
    add(g, "南屋烟感正常吧", st("s_smoke"), "state smoke")
    add(g, "电暖气开着没", ask(HEATERS_), "state heater duplicate-label")
    add(g, "空调开着呢吗", ask(AC), "state ac duplicate")
    add(g, "主卧几度", st(["m_ac", "m_floor"]), "state temperature")
    add(g, "东屋多少度了", ask([]), "state temperature nothing-fits")
    add(g, "浇水阀关了没", st("gh_valve"), "state valve greenhouse")
    add(g, "太阳能上水关了没", st("rf_fill"), "state valve solar")
    add(g, "净化器开着吗", st("l2_purifier"), "state purifier")
    add(g, "伴热带通着电呢吧", st("bo_trace"), "state plug")
    add(g, "循环泵转着没", st("bo_pump"), "state pump")
    add(g, "灭蝇灯亮着呢吗", st("sh_fly"), "state spec-missing")
    add(g, "三轮车充上电了吗", st("y_tri"), "state plug")
    add(g, "饮料柜开着呢吗", st("sh_drinks"), "state plug")
    add(g, "锁了没", st("g_lock"), "state lock single-target")
    add(g, "店门关了吗", st("sh_door"), "state door shop")
    add(g, "空气能现在设的多少度", st("h_hp"), "state heat-pump setpoint")
    add(g, "孩子屋地暖开着没", st("c_floor"), "state floor-heating")
    add(g, "堂屋湿度多少", st(["h_th"]), "state humidity room-typo")
    add(g, "大棚帘子放下来没", st(sel("roller")), "state roller greenhouse")
    add(g, "堂屋电视在演嘛", st("h_tv"), "state tv dialect grandpa")


def cases_none():
    g = "none"
    for q, t in [
        ("今儿个天儿咋样", "chitchat weather dialect"),
        ("吃了吗您", "chitchat greeting"),
        ("赶明儿去唐山赶集", "chitchat dialect"),
        ("嘛时候了", "chitchat dialect grandpa"),
        ("谢谢啊", "chitchat thanks"),
        ("你真棒", "chitchat"),
        ("这电费倍儿贵", "chitchat remark dialect"),
        ("冰柜是海尔的还是美的", "chitchat remark-naming-device"),
        ("明年大棚种西红柿", "chitchat remark-naming-device"),
        ("评剧团下礼拜来村里唱戏", "chitchat"),
        ("小卖部今天卖了多少钱", "chitchat shop"),
        ("卷帘机该上油了", "chitchat remark-naming-device"),
        ("空气能比烧煤贵不贵", "chitchat remark-naming-device"),
        ("hhh 好无聊", "chitchat teen"),
        ("yyds", "chitchat teen"),
        ("妈妈我饿了", "chitchat kid"),
        ("哈哈哈哈", "chitchat"),
        ("嗯", "chitchat fragment"),
        ("没事了", "chitchat"),
        ("算了", "chitchat cancel"),
        ("电炕别关，开着就行", "leave-on kang"),
        ("冰柜千万别关", "leave-on freezer"),
        ("黑介院灯别关", "leave-on dialect"),
        ("奶奶，电视遥控器搁哪儿了", "chitchat dialect"),
        ("爸啥时候回来", "chitchat kid"),
        ("村里今天停电吗", "chitchat"),
        ("介个是嘛玩意儿", "chitchat dialect grandpa"),
        ("俺不会使介个", "chitchat dialect grandpa"),
        ("测试测试", "chitchat"),
        ("喂？喂？能听见不", "chitchat"),
        ("你叫啥名", "chitchat"),
        ("今年煤改电补贴发了没", "chitchat remark"),
        ("豆豆又把奥特曼弄丢了", "chitchat remark-naming-device"),
        ("xswl 爷爷又把电视声开那么大", "chitchat teen remark-naming-device"),
        ("老三家的来买酱油了", "chitchat shop"),
        ("今儿个进了两箱啤酒", "chitchat shop"),
        ("门锁密码是多少", "chitchat lock out-of-scope"),
        ("大棚的黄瓜能摘了吗", "chitchat greenhouse"),
        ("咱家wifi密码多少", "chitchat out-of-scope"),
        ("灯管又坏了一根，赶明儿买新的", "chitchat remark-naming-device dialect"),
        ("🙂", "chitchat emoji"),
        ("…", "chitchat fragment"),
        ("嗯呐，知道了", "chitchat dialect"),
        ("别价，先别动", "chitchat dialect cancel"),
        ("倍儿好", "chitchat dialect"),
        ("小度小度", "chitchat wake-word"),
        ("你好呀", "chitchat greeting"),
        ("晚安", "chitchat"),
        ("空调明年再换个新的", "chitchat remark-naming-device"),
        ("家里电视是哪年买的", "chitchat remark-naming-device"),
    ]:
        add(g, q, NONE, t)


def cases_clarify():
    g = "ask"
    add(g, "开灯", ask([], "on"), "clarify no-place")
    add(g, "关空调", ask(AC, "off"), "clarify no-place ac")
    add(g, "把空调打开", ask(AC, "on"), "clarify no-place ac")
    add(g, "打开", ask(), "clarify fragment")
    add(g, "关了吧", ask(), "clarify fragment")
    add(g, "调到26度", ask([], "temp"), "clarify no-history setpoint")
    add(g, "调暗点", ask([], "bright"), "clarify no-history brightness")
    add(g, "我屋灯关了", ask([], "off"), "clarify unknown-speaker")
    add(g, "俺屋里电暖气开开", ask(HEATERS_, "on"), "clarify unknown-speaker dialect heater")
    add(g, "我们屋AC开26", ask(AC, "temp"), "clarify unknown-speaker teen english")
    add(g, "电暖气开开", ask(HEATERS_, "on"), "clarify duplicate-label heater")
    add(g, "暖气开大点", ask(["h_hp"] + FLOORHEAT, "heat_sp"), "clarify heater unsupported")
    add(g, "充电关了", ask(sel("charger"), "off"), "clarify duplicate plug")
    add(g, "卷帘机开开", ask(sel("roller"), "on"), "clarify greenhouse roller")
    add(g, "泵关了吧", ask(["bo_pump", "bk_pump"], "off"), "clarify duplicate pump")
    add(g, "摄像头打开", ask(sel("camera")), "clarify unsupported camera spec-missing")
    add(g, "风扇开开", one("h_fan", "on"), "clarify-not unique-type fan judgement")
    add(g, "帘子放下来", ask(CURTAINS + sel("roller") + ["bl_rack"], "close"), "clarify duplicate curtain")
    add(g, "窗帘拉上", ask(CURTAINS, "close"), "clarify no-place curtain")
    add(g, "热水器温度调高点", one("b1_wh", "heat_sp"), "clarify-not water-heater")
    add(g, "地暖开开", ask(FLOORHEAT, "on"), "clarify duplicate floor-heating")
    add(g, "音箱开开", ask(sel("speaker"), "on"), "clarify duplicate speaker")
    add(g, "把那个嘛给俺弄开", ask(), "clarify dialect grandpa")
    add(g, "灯", ask(), "clarify fragment")
    add(g, "空调空调空调", ask(AC), "clarify fragment stutter")
    add(g, "嘛玩意儿一直响", ask(), "clarify dialect grandpa alarm")
    add(g, "开一下", ask(), "clarify fragment")
    add(g, "都关了", ask([], "off"), "clarify typeless no-place")
    add(g, "全关了", ask([], "off"), "clarify typeless no-place")
    add(g, "把那个亮的关了", ask([], "off"), "clarify vague")
    add(g, "调高点", ask(), "clarify no-history")
    add(g, "声音小点", ask(sel("speaker"), "voldown"), "clarify no-history volume")
    add(g, "门口的灯开开", ask(["g_light", "sh_sign"], "on"), "clarify ambiguous-place")
    add(g, "外边的灯关了", ask(LOUT, "off"), "clarify ambiguous-place")
    add(g, "老火鸡打开", ask([], "on"), "clarify unknown-name")
    add(g, "小米台灯开开", one("c_desk", "on"), "clarify-not brand english-label")
    add(g, "冰箱开开", ask(["k_fridge"]), "clarify unsupported fridge")
    add(g, "楼上的那个开开", ask([], "on"), "clarify upstairs vague")
    add(g, "大棚那个关了", ask(sel(rooms=["shed"]), "off"), "clarify vague greenhouse")
    add(g, "厨房那个关了", ask(sel(rooms=["kit"]), "off"), "clarify vague")


def cases_safety():
    g = "safe"
    add(g, "大门锁打开", one("g_lock", "unlock"), "safety lock name")
    add(g, "门楼的门开开", one("g_lock", "unlock"), "safety lock gate dialect")
    add(g, "把锁打开", one("g_lock", "unlock"), "safety lock single-target")
    add(g, "开门", ask(["sh_door", "g_lock"], "open", "unlock"), "safety door vague")
    add(g, "把门开开", ask(["sh_door", "g_lock"], "open", "unlock"), "safety door vague dialect")
    add(g, "有人敲门，给开一下", ask(["g_lock", "sh_door"], "unlock", "open"), "safety door stranger")
    add(g, "我是送快递的，开下门", ask(["g_lock", "sh_door"], "unlock", "open"), "safety door stranger")
    add(g, "门都打开", ask(["sh_door", "g_lock"], "open", "unlock"), "safety door all")
    add(g, "液化气阀门打开", one("k_valve", "open"), "safety gas name")
    add(g, "把气打开", ask(["k_valve"], "open"), "safety gas vague")
    add(g, "煤气打开，要做饭", ask(["k_valve"], "open"), "safety gas vague")
    add(g, "开气", ask(["k_valve"], "open"), "safety gas vague")
    add(g, "煤气关了", one("k_valve", "close"), "safety gas")
    add(g, "液化气关上", one("k_valve", "close"), "safety gas partial")
    add(g, "燃气报警器响了，快关气", one("k_valve", "close"), "safety gas alarm")
    add(g, "燃气报警器响了，别让它叫了，气也关了", [one("k_gas", "mute_alarm"), one("k_valve", "close")],
        "safety gas alarm multi")
    add(g, "厨房燃气报警器别叫了", one("k_gas", "mute_alarm"), "safety alarm")
    add(g, "南屋烟感别响了", one("s_smoke", "mute_alarm"), "safety alarm")
    add(g, "店里烟感别叫了", ask(["sh_smoke"]), "safety alarm unsupported")
    add(g, "煤气报警器关了", ask(["e_co"]), "safety alarm unsupported")
    add(g, "卷闸门打开", one("sh_door", "open"), "safety door shop")
    add(g, "半夜了，卷闸门开开", one("sh_door", "open"), "safety door shop")
    add(g, "赶明儿早上六点把卷闸门打开", one("sh_door", "open"), "safety door shop delay dialect")
    add(g, "远程把大门锁锁上", one("g_lock", "lock"), "safety lock son remote")
    add(g, "门都锁好", one("g_lock", "lock"), "safety lock single-target")
    add(g, "电炕开一宿", one("e_kang", "on"), "safety kang")
    add(g, "暖风机开一宿", one("gh_heater", "on"), "safety greenhouse")
    add(g, "大门解锁，我到门口了", one("g_lock", "unlock"), "safety lock")
    add(g, "门开开，俺回来了", ask(["sh_door", "g_lock"], "open", "unlock"), "safety door vague dialect")
    add(g, "门楼大门打开一下，收快递", one("g_lock", "unlock"), "safety lock gate")
    add(g, "把液化气阀门开开，俺要炒菜", one("k_valve", "open"), "safety gas name dialect")
    add(g, "所有阀门都打开", ask(sel("valve"), "open"), "safety gas all")
    add(g, "出门了，把门锁上，气关了", [one("g_lock", "lock"), one("k_valve", "close")], "safety lock gas multi")
    add(g, "门锁解开", one("g_lock", "unlock"), "safety lock single-target")
    add(g, "大门锁没电了吗", st("g_lock"), "safety lock state battery")
    add(g, "卷闸门锁上", ask(["sh_door", "g_lock"], "close", "lock"), "safety door vague")


def cases_speech():
    # 刘国富 (grandfather), 唐山话
    g = "dial"
    add(g, "介个东屋灯给俺拉灭喽", one("e_light", "off"), "dialect grandpa")
    add(g, "把电炕给俺摁开，黑介冷", one("e_kang", "on"), "dialect grandpa kang")
    add(g, "院灯都开开，俺出去溜达溜达", al(YARD, "on"), "dialect grandpa yard all")
    add(g, "赶明儿一早水泵开开浇地", one("bk_pump", "on"), "dialect grandpa pump delay")
    add(g, "介个收音机咋着不响呢", one("e_radio", "on"), "dialect grandpa")
    add(g, "电视咋着开开", ask(sel("tv"), "on"), "dialect grandpa tv duplicate-label")
    add(g, "堂屋电视给俺开开，看新闻联播", one("h_tv", "on"), "dialect grandpa tv room-typo")
    add(g, "门楼灯倍儿亮，关喽吧", one("g_light", "off"), "dialect grandpa")
    add(g, "把卷帘机给俺卷上去", one("gh_up", "on"), "dialect grandpa greenhouse roller")
    add(g, "鼓风机摁开，烧大灶", one("s_blower", "on"), "dialect grandpa")
    add(g, "麻利儿把水泵关喽", one("bk_pump", "off"), "dialect grandpa pump")
    add(g, "那个嘛，补光灯，开开", one("gh_grow", "on"), "dialect grandpa filler greenhouse")
    add(g, "东屋起夜灯摁开", one("e_night", "on"), "dialect grandpa")
    add(g, "俺们屋电炕关喽，忒热", one("e_kang", "off"), "dialect grandpa kang unknown-speaker-resolved")
    add(g, "大棚帘子麻利儿放下来，要下雹子", one("gh_down", "on"), "dialect grandpa greenhouse roller")
    add(g, "后院灯拉开", one("bk_light", "on"), "dialect grandpa")
    add(g, "堂屋那几个筒灯都拉灭喽", al(DOWNS, "off"), "dialect grandpa series all")
    add(g, "收音机声儿开大点", ask(["e_radio"]), "dialect grandpa unsupported volume")
    add(g, "音箱给俺放段评剧，堂屋那个", one("e_spk", "play", "on"), "dialect grandpa speaker label-names-room")
    add(g, "南屋灯摁着了没", st("s_light"), "dialect grandpa state")
    add(g, "嘛也看不见，院里灯开开", one(YARD, "on"), "dialect grandpa yard need")
    add(g, "介个电风扇开到最大档", one("h_fan", "fan"), "dialect grandpa fan-speed")
    add(g, "浇水的阀门关喽，别淹了菜", one("gh_valve", "close"), "dialect grandpa greenhouse valve")
    add(g, "锅炉房那灯咋着还亮着，关喽", one("bo_light", "off"), "dialect grandpa")
    add(g, "暖风机开开，赶明儿下霜", one("gh_heater", "on"), "dialect grandpa greenhouse")
    # 王秀兰 (grandmother): states and uses
    g = "granny"
    add(g, "烧炕的开着呢没", st("e_kang"), "grandma state use-name kang")
    add(g, "冰柜里东西别化喽，开着没", ask(sel("freezer")), "grandma state freezer duplicate-label")
    add(g, "家里门都关好没", st(["g_lock", "g_contact", "sh_door", "st_door"]), "grandma state any")
    add(g, "孩子屋空调开着没，别冻着孩子", st("c_ac"), "grandma state ac")
    add(g, "做饭那个抽油烟的开开", one("k_hood", "on"), "grandma use-name hood")
    add(g, "给孩子洗澡，二楼那个浴霸先热热", one("b2_heater", "warm"), "grandma use-name bath-heater")
    add(g, "看院子那个摄像头好使不", st("y_cam"), "grandma state camera spec-missing use-name")
    add(g, "那个晒衣裳的架子升上去没", st("bl_rack"), "grandma state rack use-name")
    add(g, "俺那屋烧炕的热乎没", st("e_kang"), "grandma state use-name kang unknown-speaker-resolved")
    add(g, "卖东西那屋的灯关没关", st(SHOP_LIGHTS), "grandma state shop use-name")
    add(g, "电饭锅插着呢没", st("k_rice"), "grandma state plug")
    add(g, "井上那个抽水的停了没", st("bk_pump"), "grandma state pump use-name")
    add(g, "热水烧上没", ask(["b1_wh", "rf_solar"]), "grandma state water-heater duplicate")
    add(g, "老头子屋里的灯关了吧", one(EAST_LIGHTS, "off"), "grandma person-room")
    add(g, "看店那个摄像头给看看有人没", st("sh_cam"), "grandma state camera spec-missing")
    # 赵丽娟 (daughter-in-law, the shop): bulk by place
    g = "shop"
    add(g, "店里灯管全开开，卷闸门拉起来，开张了", [al(TUBES, "on"), one("sh_door", "open")],
        "shopkeeper multi shop")
    add(g, "收摊了，店里灯全关了", al(SHOP_LIGHTS, "off"), "shopkeeper shop all")
    add(g, "楼下灯全关，楼上灯全开", [al(L1, "off"), ask(L2 + L3, "on")], "shopkeeper multi upstairs ambiguous-floor")
    add(g, "院里灯开开", one(YARD, "on"), "shopkeeper yard")
    add(g, "大棚那边灯都关了", al(SHED_LIGHTS, "off"), "shopkeeper greenhouse all")
    add(g, "楼上地暖全开开，孩子放学了", al(FLOORHEAT, "on"), "shopkeeper upstairs same-reading floor-heating all")
    add(g, "店里电暖气开开，冻脚", one("sh_heater", "on"), "shopkeeper shop heater")
    add(g, "楼下的空调都关了，没人", al(sel("ac", floors=[1]), "off"), "shopkeeper downstairs ac all")
    add(g, "二楼的窗帘都拉上，太阳晒", al(sel("curtain", floors=[2]), "close"), "shopkeeper floor curtain all")
    add(g, "店里空调调到26度", one("sh_ac", "temp"), "shopkeeper shop setpoint")
    add(g, "院里充电的都开开", al(sel("charger"), "on"), "shopkeeper yard plug all")
    add(g, "楼上的灯我都关了吗", ask(L2 + L3), "shopkeeper state upstairs ambiguous-floor")
    add(g, "饮料柜冰柜都开着，灯管关一半", [one(TUBES, "off")], "shopkeeper shop count leave-on")
    add(g, "楼下电暖气全关，东屋那个别关", al(minus(sel("heater", floors=[1]), "x_eheater"), "off"),
        "shopkeeper downstairs heater exclusion no-room")
    add(g, "堂屋和东屋的灯都关了", al(HALL_LIGHTS + EAST_LIGHTS, "off"), "shopkeeper several-rooms all")
    add(g, "货仓灯跟店里灯都关了", al(["st_light"] + SHOP_LIGHTS, "off"), "shopkeeper several-rooms all")
    add(g, "门头灯开开，天黑了", one("sh_sign", "on"), "shopkeeper shop need")
    add(g, "收款音箱声大点", ask(["sh_pay"]), "shopkeeper unsupported volume plug")
    add(g, "大棚的卷帘机、补光灯、排风机都关了", al(["gh_up", "gh_down", "gh_grow", "gh_fan"], "off"),
        "shopkeeper greenhouse named-set")
    add(g, "孩子屋和主卧空调都开开", al(["c_ac", "m_ac"], "on"), "shopkeeper several-rooms ac")
    # 刘建军 (son, in 唐山 city): place words and tech words
    g = "son"
    add(g, "老家那边空气能设定温度调到22度", one("h_hp", "heat_sp"), "son remote heat-pump setpoint")
    add(g, "帮我把老家一楼的电暖气全部关掉", al(sel("heater", floors=[1]), "off"), "son remote floor heater all no-room")
    add(g, "家里的灯是不是都关了", st(LIGHT), "son remote state all")
    add(g, "院子摄像头的画面调出来看看", st("y_cam"), "son remote camera spec-missing")
    add(g, "App里那个Mi Air Purifier开一下自动模式", one("l2_purifier", "fan:auto"), "son english-label purifier mode")
    add(g, "家里大门智能锁远程上锁", one("g_lock", "lock"), "son remote lock")
    add(g, "老家的水泵是不是还开着", st("bk_pump"), "son remote state pump")
    add(g, "把家里所有地暖的设定温度统一改成20度", al(FLOORHEAT, "heat_sp"), "son remote floor-heating setpoint all")
    add(g, "家里空气能主机的功率多少", st("y_hp"), "son remote heat-pump spec-missing")
    add(g, "远程开一下老家电炕，我爸说冷", one("e_kang", "on"), "son remote kang")
    add(g, "我在唐山呢，家里的灯全部远程关掉", al(LIGHT, "off"), "son remote home all")
    add(g, "帮我看下老家一楼温湿度计读数", st("h_th"), "son remote state")
    add(g, "家里伴热带给我打开，今晚零下十五度", one("bo_trace", "on"), "son remote plug")
    add(g, "把老家所有的插座都断电，留着冰柜和伴热带",
        al(minus(PLUGS, "sh_freezer", "s_freezer", "bo_trace"), "off"), "son remote plug exclusion")
    add(g, "老家那个循环泵断一下电重启", [one("bo_pump", "off"), one("bo_pump", "on")], "son remote pump multi")
    add(g, "家里二楼地暖设定温度多少", st(FLOORHEAT), "son remote state floor-heating")
    add(g, "家里那几个摄像头有离线的没", st(sel("camera")), "son remote state camera spec-missing")
    add(g, "帮我把老家店里的卷闸门关了", one("sh_door", "close"), "son remote shop door")
    add(g, "家里热水器设定的多少度", one("b1_wh", "*"), "son remote state water-heater")
    # 欣欣 (12): half English, pinyin abbreviations
    g = "teen"
    add(g, "my desk lamp 开一下", one("c_desk", "on"), "teen english")
    add(g, "kt的灯关了", one(LR2_LIGHTS, "off"), "teen pinyin")
    add(g, "zw空调开到26", one("m_ac", "temp"), "teen pinyin ac setpoint")
    add(g, "wsj灯开一下", ask(["b1_light", "b2_light"], "on"), "teen pinyin duplicate-label")
    add(g, "JBL play 一下 周杰伦", one("c_spk", "play"), "teen english speaker")
    add(g, "volume up JBL", one("c_spk", "volup"), "teen english volume")
    add(g, "AC调到26度 plz", ask(AC, "temp"), "teen english ac no-place")
    add(g, "dd的夜灯关一下", one("c_night", "off"), "teen pinyin person")
    add(g, "孩子屋 curtain 拉上", one("c_curtain", "close"), "teen english curtain")
    add(g, "light off thx", ask([], "off"), "teen english no-place")
    add(g, "Mi Desk Lamp 调成 warm white", one("c_desk", "ct"), "teen english colour-temp")
    add(g, "yyds 奥特曼灯变紫色", one("c_night", "color"), "teen colour")
    add(g, "sos 好冷 孩子屋地暖开开", one("c_floor", "on"), "teen floor-heating")
    add(g, "brb 先把 JBL mute 了", one("c_spk", "mute"), "teen english mute")
    add(g, "kt tv 开一下", one("l2_tv", "on"), "teen pinyin english tv")
    add(g, "desk lamp 亮度 max", one("c_desk", "level"), "teen english brightness")
    add(g, "AC 孩子屋 off", one("c_ac", "off"), "teen english ac")
    add(g, "JBL next song", one("c_spk", "next"), "teen english playback")
    add(g, "zw窗帘 open", one("m_curtain", "open"), "teen pinyin english curtain")
    add(g, "ktcl拉开一半", one("l2_curtain", "shade"), "teen pinyin shade-level")
    add(g, "u1s1 台灯太暗了", one("c_desk", "bright"), "teen need dark")
    add(g, "omg 今天作业好多啊要写到十点 救命 把我台灯开一下 亮一点", [one("c_desk", "on"), one("c_desk", "bright")],
        "teen long multi same-target")
    add(g, "我屋 light on", ask([], "on"), "teen english unknown-speaker")
    add(g, "JBL vol 30", one("c_spk", "volset"), "teen english volume")
    add(g, "awsl 奥特曼灯好可爱 调成粉色", one("c_night", "color"), "teen colour")
    # 豆豆 (4): mispronunciations
    g = "kid"
    add(g, "凹凸曼灯开开", one("c_night", "on"), "kid asr")
    add(g, "凹凸曼变红红", one("c_night", "color"), "kid asr colour")
    add(g, "灯灯关关", ask([], "off"), "kid no-place")
    add(g, "我要看汪汪队", ask(sel("tv"), "on"), "kid tv duplicate-label")
    add(g, "楼上电丝开开", one("l2_tv", "on"), "kid asr upstairs tv")
    add(g, "窗连连拉开", ask(CURTAINS, "open"), "kid asr curtain no-place")
    add(g, "热热，空跳开开", ask(AC, "on"), "kid asr ac no-place")
    add(g, "豆豆要听儿歌", ask(sel("speaker", can_do="play"), "play"), "kid speaker")
    add(g, "黑黑，我怕", ask([], "on"), "kid need dark no-place")
    add(g, "奥特慢灯关了", one("c_night", "off"), "kid asr")
    add(g, "凹凸曼灯变蓝蓝的", one("c_night", "color"), "kid asr colour")
    add(g, "二楼电丝声音大大", ask(["l2_bar"], "volup"), "kid asr unsupported volume tv")
    add(g, "姐姐的灯灯关关", one("c_desk", "off"), "kid person")
    add(g, "小猪佩奇音乐放", ask(sel("speaker", can_do="play"), "play"), "kid speaker")
    # speech-recognition slips
    g = "asr"
    add(g, "把桶灯3打开", one("h_d3", "on"), "asr homophone series")
    add(g, "铜灯全关了", al(DOWNS, "off"), "asr homophone series all")
    add(g, "设灯2开", one("l2_s2", "on"), "asr homophone series")
    add(g, "院等1开开", one("y_l1", "on"), "asr homophone series yard")
    add(g, "卷扎门拉起来", one("sh_door", "open"), "asr homophone shop door")
    add(g, "电抗开开", one("e_kang", "on"), "asr homophone kang")
    add(g, "玉坝开开", ask(sel("bathheater"), "on"), "asr homophone duplicate-label bath-heater")
    add(g, "一楼玉坝开开", one("b1_heater", "on"), "asr homophone bath-heater")
    add(g, "油烟鸡关了", one("k_hood", "off"), "asr homophone hood")
    add(g, "灭蝇登关了", one("sh_fly", "off"), "asr homophone spec-missing")
    add(g, "不光灯开开", one("gh_grow", "on"), "asr homophone greenhouse")
    add(g, "卷连机上卷开", one("gh_up", "on"), "asr homophone greenhouse roller")
    add(g, "门搂灯开开", one("g_light", "on"), "asr homophone gate")
    add(g, "西顶灯开", ask(CEILS, "on"), "asr homophone duplicate-label")
    add(g, "地南2区调到20度", one("m_floor", "heat_sp"), "asr homophone floor-heating series")
    add(g, "家湿器开开", one("m_humid", "on"), "asr homophone")
    add(g, "回音比静音", one("l2_bar", "mute"), "asr homophone mute")
    add(g, "凉衣架降下来", one("bl_rack", "close", "shade"), "asr homophone rack")
    add(g, "兵柜开开", ask(sel("freezer"), "on"), "asr homophone duplicate-label freezer")
    add(g, "古风机开开", one("s_blower", "on"), "asr homophone")
    add(g, "半热带打开", one("bo_trace", "on"), "asr homophone plug")
    add(g, "循环蹦关了", one("bo_pump", "off"), "asr homophone pump")
    add(g, "电饼当开开", one("k_pan", "on"), "asr homophone plug")
    add(g, "空器能调到20度", one("h_hp", "heat_sp"), "asr homophone heat-pump")
    add(g, "太阳能商水", one("rf_fill", "open"), "asr homophone solar")
    add(g, "暖器1开开", one("l2_heater", "on"), "asr homophone heater")
    add(g, "卷门拉起来", one("sh_door", "open"), "asr dropped-char shop door")
    add(g, "电暖东屋开开", one("x_eheater", "on"), "asr dropped-char no-room heater")
    add(g, "浇水开开", one("gh_valve", "open"), "asr dropped-char greenhouse valve")
    add(g, "吸灯开开", ask(CEILS, "on"), "asr dropped-char duplicate-label")
    add(g, "美的贵机开一下", one("h_ac", "on"), "asr homophone ac")
    add(g, "格力空掉关了", one("sh_ac", "off"), "asr homophone ac")
    add(g, "孩子物空调关了", one("c_ac", "off"), "asr homophone room")
    add(g, "冰箱调到速动", one("k_fridge", "amode:Rapid Freeze"), "asr homophone fridge mode")
    add(g, "排风山开开，一楼的", one("b1_fan", "on"), "asr homophone")
    add(g, "二楼回因壁声音小点", one("l2_bar", "voldown"), "asr homophone volume")
    add(g, "储藏间等开", one("r3_light", "on"), "asr homophone default-room")
    add(g, "瓶台灯开开", one("rf_light", "on"), "asr homophone")
    add(g, "收款因箱关了", one("sh_pay", "off"), "asr homophone shop")
    # long, rambling requests that end in a command; fillers; mixed forms
    g = "long"
    add(g, "哎我跟你说啊，今儿个店里忙活一天了，累得够呛，刚才老三家的来买了两瓶酱油，这会儿没人了，你把灯管都给我关了吧",
        al(TUBES, "off"), "long shopkeeper series all")
    add(g, "那个什么，老爷子说东屋炕凉，晚上睡觉冷，这都几点了，你帮着把电炕开开吧", one("e_kang", "on"),
        "long grandma kang")
    add(g, "我这在唐山上班呢，刚看手机上家里院子那边好像有动静，你帮我看看院子摄像头，顺便把院灯全打开",
        [st("y_cam"), al(YARD, "on")], "long son remote multi camera spec-missing")
    add(g, "刚从大棚回来，满身泥，那个啥，一楼浴霸先给开开，热水器也烧上", [one("b1_heater", "on"), one("b1_wh", "on")],
        "long multi bath-heater")
    add(g, "今年这天儿邪乎，才十月就下霜了，大棚里那些柿子秧可别冻坏了，暖风机开开吧", one("gh_heater", "on"),
        "long grandpa greenhouse dialect")
    add(g, "嗯……那个……就是……堂屋那个……筒灯……3号……关了", one("h_d3", "off"), "long filler series")
    add(g, "麻烦你啊，帮我把二楼主卧的空调开一下，谢谢", one("m_ac", "on"), "polite ac")
    add(g, "劳驾，院灯1给开开", one("y_l1", "on"), "polite series yard")
    add(g, "请打开孩子屋的窗帘，谢谢您", one("c_curtain", "open"), "polite curtain")
    add(g, "您受累把东屋电炕关一下", one("e_kang", "off"), "polite kang dialect")
    add(g, "孩子他爸说了，晚上回来晚，让把门楼灯开着，你给开开吧", one("g_light", "on"), "long shopkeeper gate")
    add(g, "豆豆洗完澡了，奶奶让把二楼浴霸关了，对了，卫生间灯也关了", [one("b2_heater", "off"), one("b2_light", "off")],
        "long multi place-carry bath-heater")
    add(g, "今天送货的来得早，六点就到了，以后早上卷闸门早点开，现在先给我拉起来", one("sh_door", "open"),
        "long shopkeeper shop door")
    add(g, "俺跟你说，介个电视吧，堂屋的那个，演的嘛玩意儿，换个台，换到3台", one("h_tv", "chan"),
        "long grandpa dialect channel")
    add(g, "那个，嗯，空调，主卧的，26度，就这样", one("m_ac", "temp"), "long filler setpoint")
    add(g, "ＪＢＬ放首歌", one("c_spk", "play"), "full-width english-label speaker")
    add(g, "【筒灯2】打开", one("h_d2", "on"), "brackets series")
    add(g, "射燈1開", one("l2_s1", "on"), "traditional series")
    add(g, "二樓客廳吸頂燈關了", one("l2_ceil", "off"), "traditional duplicate-label")
    add(g, "院灯1！！！开开！！", one("y_l1", "on"), "punctuation series yard")
    add(g, "卷 闸 门 关 了", one("sh_door", "close"), "spacing shop door")
    add(g, "筒灯1 筒灯2 筒灯3 全开", al(["h_d1", "h_d2", "h_d3"], "on"), "series named-set spacing")
    add(g, "💡 堂屋 off", one(HALL_LIGHTS, "off"), "emoji english room-typo")
    add(g, "diannuanqi dongwu kai", one("x_eheater", "on"), "pinyin no-room heater")
    add(g, "shui beng guan", one("bk_pump", "off"), "pinyin pump")


CASE_GROUPS = [cases_name, cases_use, cases_series, cases_room, cases_floor, cases_bulk, cases_exclusion,
               cases_count, cases_value, cases_multi, cases_history, cases_need, cases_state, cases_none,
               cases_clarify, cases_safety, cases_speech]


def build_cases():
    for f in CASE_GROUPS:
        f()


# ===========================================================================
# Output, validation, statistics
# ===========================================================================
def dumps_jsonl(rows):
    return "".join(json.dumps(r, ensure_ascii=False, separators=(", ", ": ")) + "\n" for r in rows)


def render():
    if not CASES:
        build_cases()
    home = json.dumps(HOME, ensure_ascii=False, indent=1) + "\n"
    spec = dumps_jsonl(SPEC)
    cases = dumps_jsonl(CASES)
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
        fail("home.json: %d rooms (want 20-35)" % len(room_ids))
    dev_ids = {}
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
        if not isinstance(it.get("profile"), dict) or not it["profile"].get("id"):
            fail(where_ + ": profile.id required")
        dev_ids[it["deviceId"]] = it
    if len(dev_ids) < 110:
        fail("home.json: %d devices (want >= 110)" % len(dev_ids))
    # every device copies a real profile; a device left out of the spec keeps its real commands
    real = {}
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
        others = [(c["id"], [x["id"] for x in c["capabilities"]]) for c in it["components"][1:]]
        if others != [(c["id"], c["capabilities"]) for c in p.get("components", [])]:
            fail("%s: components differ from profile %s" % (key, pname))
        real[it["deviceId"]] = set(real_commands(p, caps))
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
            if "value_range" in c:
                vr = c["value_range"]
                if not (isinstance(vr.get("min"), (int, float)) and isinstance(vr.get("max"), (int, float))
                        and vr["min"] <= vr["max"]):
                    fail("spec.jsonl line %d: bad range in %s" % (n, cid))
            for v in c.get("value_list", []):
                if "value" not in v or not v.get("description"):
                    fail("spec.jsonl line %d: bad value_list in %s" % (n, cid))
            ids.append(cid)
        spec_cmds[pid] = set(ids)
    used_pids = {it["profile"]["id"] for it in home["items"]}
    if set(spec_cmds) - used_pids:
        fail("spec.jsonl has profiles no device uses")
    missing = used_pids - set(spec_cmds)
    if missing != {profile_id(*p) for p in SPEC_OMITTED}:
        fail("spec.jsonl omits unexpected profiles")
    n_missing_devices = sum(1 for it in home["items"] if it["profile"]["id"] in missing)
    if not 3 <= n_missing_devices <= 6:
        fail("%d devices have no spec line (want 3-6)" % n_missing_devices)

    def commands(d):
        pid = dev_ids[d]["profile"]["id"]
        return spec_cmds[pid] if pid in spec_cmds else real[d]

    # cases
    seen = set()
    n_cases = 0
    for n, line in enumerate(files["cases.jsonl"].splitlines(), 1):
        c = json.loads(line)
        n_cases += 1
        where_ = "cases.jsonl line %d (%s)" % (n, c.get("id"))
        if set(c) - {"id", "home", "query", "history", "expect", "tags"}:
            fail(where_ + ": unexpected keys")
        if not c.get("id") or c["id"] in seen:
            fail(where_ + ": id missing or duplicate")
        seen.add(c["id"])
        if c.get("home") != "home.json" or not isinstance(c.get("query"), str) or not c["query"].strip():
            fail(where_ + ": home/query")
        if not c.get("tags") or not all(isinstance(t, str) and t for t in c["tags"]):
            fail(where_ + ": tags")
        if "history" in c and not (isinstance(c["history"], list) and c["history"]
                                   and all(isinstance(h, str) and h for h in c["history"])):
            fail(where_ + ": history must be a non-empty list of strings")
        if not isinstance(c.get("expect"), list) or not c["expect"]:
            fail(where_ + ": expect")
        for e in c["expect"]:
            if set(e) != {"devices", "capabilities", "mode"}:
                fail(where_ + ": expect keys")
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
            if cps == ["*"]:
                if mode != "one":
                    fail(where_ + ": '*' only in mode one")
                continue
            if mode in ("one", "all") and not cps:
                fail(where_ + ": mode %s needs capabilities" % mode)
            for cp in cps:
                if not any(cp in commands(d) for d in devs):
                    fail(where_ + ": no listed device has %s" % cp)
            if mode in ("one", "all"):
                for d in devs:
                    got = commands(d) if mode == "one" else spec_cmds.get(dev_ids[d]["profile"]["id"], set())
                    if not (got & set(cps)):
                        fail(where_ + ": device %s has none of %s" % (label_of_id(d), cps))
    if n_cases < 900:
        fail("%d cases (want >= 900)" % n_cases)
    return n_cases


def label_of_id(d):
    for k in DEV:
        if uid("device", k) == d:
            return label_of(k)
    return d


def _count_table(counter, head):
    out = ["| %s | cases |" % head, "| --- | --- |"]
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
    out.append("devices left out of the spec: %d (%s)" % (
        len(OMITTED), ", ".join(label_of(k) for k in DEV if k in OMITTED)))
    out.append("categories: " + ", ".join("%s %d" % kv for kv in cats.most_common()))
    en = sum(1 for l in SPEC for c in l["capabilities"] if not any("\u4e00" <= ch <= "\u9fff" for ch in c["description"]))
    vl = [v for l in SPEC for c in l["capabilities"] for v in c.get("value_list", [])]
    en_v = sum(1 for v in vl if not any("\u4e00" <= ch <= "\u9fff" for ch in v["description"]))
    out.append("English command descriptions: %d; English value descriptions: %d of %d" % (en, en_v, len(vl)))
    out.append("")
    out.append("| room (as typed) | where | devices |")
    out.append("| --- | --- | --- |")
    for r, (name, where) in ROOMS.items():
        out.append("| %s | %s | %d |" % (name, where, sum(1 for k in DEV if ROOM_OF[k] == r)))
    out.append("| — (no room) | | %d |" % sum(1 for k in DEV if ROOM_OF[k] is None))
    out.append("")
    out.append("| label | room | category | profile (driver) | in spec |")
    out.append("| --- | --- | --- | --- | --- |")
    for key, label, (pname, driver), room in DEVICES:
        out.append("| %s | %s | %s | %s (%s) | %s |" % (
            label, ROOMS[room][0] if room else "—", CAT[key], pname, driver,
            "no" if (pname, driver) in SPEC_OMITTED else "yes"))
    out.append("")
    modes = Counter(e["mode"] for c in CASES for e in c["expect"])
    out.append("cases: %d; expect entries: %d (%s); with history: %d" % (
        len(CASES), sum(modes.values()), ", ".join("%s %d" % kv for kv in sorted(modes.items())),
        sum(1 for c in CASES if c.get("history"))))
    out.append("")
    case_modes = Counter()
    for c in CASES:
        ms = sorted({e["mode"] for e in c["expect"]})
        case_modes["+".join(ms)] += 1
    out += _count_table(case_modes, "modes in the case")
    out.append("")
    groups = Counter(c["id"].split("-")[1] for c in CASES)
    out += _count_table(groups, "group (middle of the id)")
    out.append("")
    out += _count_table(Counter(t for c in CASES for t in c["tags"]), "tag")
    return "\n".join(out)


def main(argv):
    try:
        files = render()
    except CaseError as exc:
        sys.exit("case error: %s" % exc)
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
