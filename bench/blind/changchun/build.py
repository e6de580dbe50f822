#!/usr/bin/env python3
"""Blind evaluation set "changchun": a 东北 family of five in a 1990s 单位 block in 长春 -- a
three-bedroom flat on the 6th floor (no lift), the family's garage and basement store in the
same building, and, added later to the same SmartThings account, 老姨's small flat two floors
down that the family look after while she winters in 海南.

    python build.py            write home.json, spec.jsonl, cases.jsonl next to this file
    python build.py --check    re-read the three files, validate them against
                               shared/FORMATS.md and the real profiles, and check they
                               equal this script's output
    python build.py --stats    print the count tables used in README.md

Every device copies the categories and components of one real SmartThings profile
(shared/data/smartthings/profiles.jsonl); every command comes from
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
SET = "changchun"
NS = uuid.UUID("3b9e6c51-0d2a-5f47-9c1e-6368616e6763")


def data_dir():
    """shared/data/smartthings: $SMARTTHINGS_DATA, or found by walking up from this folder."""
    env = os.environ.get("SMARTTHINGS_DATA")
    cands = [env] if env else []
    d = HERE
    for _ in range(8):
        cands.append(os.path.join(d, "shared", "data", "smartthings"))
        cands.append(os.path.join(d, "..", "shared", "data", "smartthings"))
        d = os.path.dirname(d)
    for c in cands:
        if c and os.path.exists(os.path.join(c, "profiles.jsonl")):
            return os.path.abspath(c)
    sys.exit("cannot find shared/data/smartthings (set SMARTTHINGS_DATA)")


def uid(kind, key):
    return str(uuid.uuid5(NS, "%s/%s/%s" % (SET, kind, key)))


LOCATION_ID = uid("location", "zhou-jia-changchun")

# ---------------------------------------------------------------------------
# Rooms: key -> (name exactly as typed in the account, place).  "place" is this set's
# knowledge, not a field of home.json: "6F" = the family's flat on the 6th floor,
# "B1" = the building's basement (garage and store room), "4F" = 老姨's flat.
# ---------------------------------------------------------------------------
ROOMS = OrderedDict([
    ("lr", ("客厅", "6F")),
    ("lr2", ("客 厅", "6F")),          # typed twice; the second time with a space
    ("dining", ("餐厅", "6F")),
    ("kitchen", ("厨房", "6F")),
    ("master", ("主卧", "6F")),
    ("twins", ("双胞胎房", "6F")),      # the 次卧; renamed from the app's "儿童房"
    ("north", ("北屋", "6F")),          # 姥姥's room, "老太太屋"
    ("bath", ("卫生间", "6F")),
    ("balcony", ("阳台", "6F")),
    ("balcony2", ("阳台 ", "6F")),      # typed twice; trailing space
    ("hall", ("门厅", "6F")),           # the family say 玄关 as often as 门厅
    ("store", ("储务间", "6F")),        # typo for 储物间 (务 for 物), never fixed
    ("myroom", ("我的房间", "6F")),      # the app's default room; new devices land here
    ("garage", ("B1车库", "B1")),
    ("cellar", ("地下室储藏间", "B1")),
    ("a_lr", ("Living Room", "4F")),    # 老姨家: the rooms her own app created
    ("a_bed", ("Bedroom", "4F")),
    ("a_bed2", ("Bedroom 2", "4F")),
    ("a_kit", ("Kitchen", "4F")),
    ("a_dining", ("Dining Room", "4F")),  # empty
    ("a_bath", ("4楼卫生间", "4F")),     # added by 小韩, who typed the floor
])

# ---------------------------------------------------------------------------
# Devices: (key, label or None, (profile name, driver), room key or None)
# ---------------------------------------------------------------------------
DEVICES = [
    # 客厅 -- the living room: ceiling light, six downlights, the TV wall, two radiators
    ("lr_main", "客厅灯", ("light-color-level-2700K-6500K", "matter-switch"), "lr"),
    ("lr_dl1", "筒灯1", ("color-temp-bulb", "zigbee-switch"), "lr"),
    ("lr_dl2", "筒灯2", ("color-temp-bulb", "zigbee-switch"), "lr"),
    ("lr_dl3", "筒灯3", ("color-temp-bulb", "zigbee-switch"), "lr"),
    ("lr_dl4", "筒灯4", ("color-temp-bulb", "zigbee-switch"), "lr"),
    ("lr_dl5", "筒灯5", ("color-temp-bulb", "zigbee-switch"), "lr"),
    ("lr_dl6", "筒灯6", ("color-temp-bulb", "zigbee-switch"), "lr"),
    ("lr_strip", "电视墙灯带", ("rgbw-bulb", "zigbee-switch"), "lr"),
    ("lr_tv", "电视", ("media-video-player", "matter-media"), "lr"),
    ("lr_sonos", "Sonos One", ("sonos-player", "sonos"), "lr"),
    ("lr_rad1", "客厅暖气", ("aeotec-radiator-thermostat", "zwave-thermostat"), "lr"),
    ("lr_rad2", "暖气2", ("aeotec-radiator-thermostat", "zwave-thermostat"), "lr"),
    ("lr_mj", "麻将机", ("basic-plug", "zigbee-switch"), "lr"),
    ("lr_curtain", "客厅窗帘", ("window-covering", "matter-window-covering"), "lr"),
    ("lr_sheer", "纱帘", ("window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment"), "lr"),
    ("lr_pur", "Blueair", ("air-purifier-hepa-wind", "matter-thermostat"), "lr"),
    ("lr_ac", "格力柜机", ("room-air-conditioner", "matter-thermostat"), "lr"),
    ("lr_rvc", "Roborock S8", ("rvc-clean-mode", "matter-rvc"), "lr"),
    ("lr_th", "客厅温湿度", ("humidity-temp-battery-aqara", "zigbee-humidity-sensor"), "lr"),
    # 客 厅 -- the same living room, typed a second time; three devices ended up here
    ("lr2_floor", "落地灯", ("white-ambiance", "philips-hue"), "lr2"),
    ("lr2_water", "饮水机", ("plug-power", "matter-switch"), "lr2"),
    ("lr2_fish", "鱼缸", ("plug-binary", "matter-switch"), "lr2"),
    # 餐厅
    ("dn_main", "餐厅吊灯", ("light-level-colorTemperature", "matter-switch"), "dining"),
    ("dn_sp1", "射灯 1", ("light-level", "matter-switch"), "dining"),
    ("dn_sp2", "射灯 2", ("light-level", "matter-switch"), "dining"),
    ("dn_sp3", "射灯 3", ("light-level", "matter-switch"), "dining"),
    ("dn_sp4", "射灯 4", ("light-level", "matter-switch"), "dining"),
    ("dn_rad", "暖气6", ("base-radiator-thermostat-10to30C", "zwave-thermostat"), "dining"),
    ("dn_pot", "电火锅", ("switch-power-smartplug", "zigbee-switch"), "dining"),
    # 厨房
    ("kt_light", "厨房灯", ("light-binary", "matter-switch"), "kitchen"),
    ("kt_under", "橱柜灯", ("on-off-level", "zigbee-switch"), "kitchen"),
    ("kt_hood", "油烟机", ("extractor-hood-light", "matter-appliance"), "kitchen"),
    ("kt_valve", "燃气阀", ("valve-generic", "zwave-valve"), "kitchen"),
    ("kt_gas", "燃气报警器", ("gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector"), "kitchen"),
    ("kt_rice", "电饭锅", ("switch-power-smartplug", "zigbee-switch"), "kitchen"),
    ("kt_kettle", "电水壶", ("plug-power", "matter-switch"), "kitchen"),
    ("kt_fridge", "冰箱", ("refrigerator-freezer", "matter-appliance"), "kitchen"),
    ("kt_mw", "微波炉", ("microwave-oven", "matter-appliance"), "kitchen"),
    # 主卧 -- 老周 and 刘姐
    ("mb_light", "主卧灯", ("color-temp-bulb-2200K-6500K", "zigbee-switch"), "master"),
    ("mb_bed", "床头灯", ("white-ambiance", "philips-hue"), "master"),
    ("mb_rad", "主卧暖气", ("thermostat", "tuya-zigbee"), "master"),
    ("mb_hum", "加湿器", ("plug-binary", "matter-switch"), "master"),
    ("mb_curtain", "主卧窗帘", ("window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment"), "master"),
    ("mb_ac", "主卧空调", ("room-air-conditioner-fan-heating-cooling", "matter-thermostat"), "master"),
    # 双胞胎房 -- 大宝 and 二宝 (7)
    ("tw_light", "儿童房灯", ("light-level", "matter-switch"), "twins"),
    ("tw_night", "小熊夜灯", ("color-bulb", "zigbee-switch"), "twins"),
    ("tw_desk", "护眼台灯", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "twins"),
    ("tw_rad", "暖气3", ("base-radiator-thermostat", "zwave-thermostat"), "twins"),
    ("tw_hum", "加湿器", ("basic-plug", "zigbee-switch"), "twins"),
    ("tw_mat", "电热地垫", ("thermostat-heating-only-nostate-nobattery", "matter-thermostat"), "twins"),
    ("tw_story", "故事机", ("soundtouch-speaker", "bose"), "twins"),
    ("tw_curtain", "窗帘", ("window-treatment-no-preset", "zigbee-window-treatment"), "twins"),
    # 北屋 -- 姥姥 (79)
    ("nw_light", "北屋灯", ("on-off-level", "zigbee-switch"), "north"),
    ("nw_bed", "床头灯", ("on-off-bulb", "zigbee-switch"), "north"),
    ("nw_hum", "加湿器", ("plug-binary", "matter-switch"), "north"),
    ("nw_blanket", "电褥子", ("switch-power-smartplug", "zigbee-switch"), "north"),
    ("nw_radio", "姥爷的收音机", ("basic-plug", "zigbee-switch"), "north"),
    ("nw_curtain", "北屋窗帘", ("window-treatment-battery", "zigbee-window-treatment"), "north"),
    ("nw_th", "北屋温度", ("humidity-temperature", "zigbee-humidity-sensor"), "north"),
    ("nw_co", "一氧化碳报警器", ("carbonMonoxide-battery", "zigbee-carbon-monoxide-detector"), "north"),
    # 卫生间
    ("ba_light", "卫生间灯", ("light-binary", "matter-switch"), "bath"),
    ("ba_mirror", "镜前灯", ("on-off-bulb", "zigbee-switch"), "bath"),
    ("ba_heater", "浴霸", ("switch-smart-bath-heater-laisiao", "zigbee-switch"), "bath"),
    ("ba_wh", "电热水器", ("water-heater", "matter-thermostat"), "bath"),
    ("ba_fan", "排风扇", ("basic-switch", "zigbee-switch"), "bath"),
    ("ba_towel", "电热毛巾架", ("smartplug-binary", "zwave-switch"), "bath"),
    ("ba_washer", "洗衣机", ("laundry-washer", "matter-appliance"), "bath"),
    ("ba_leak", "卫生间漏水", ("water-battery", "zigbee-water-leak-sensor"), "bath"),
    # 阳台 -- enclosed; washing, plants and the sauerkraut crock
    ("bl_light", "阳台灯", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "balcony"),
    ("bl_rack", "晾衣架", ("window-treatment-profile", "zigbee-window-treatment"), "balcony"),
    ("bl_racklight", "晾衣架照明", ("light-binary", "matter-switch"), "balcony"),
    ("bl_grow", "植物灯", ("plug-level", "matter-switch"), "balcony"),
    ("bl_sauer", "酸菜缸加热垫", ("smartplug-binary", "zwave-switch"), "balcony"),
    ("bl_th", "阳台温湿度", ("humidity-temp-battery", "zigbee-humidity-sensor"), "balcony"),
    # 阳台  -- the same balcony, typed a second time
    ("bl2_window", "推窗器", ("window-shade-only", "zigbee-window-treatment"), "balcony2"),
    ("bl2_dryer", "烘干机", ("laundry-dryer", "matter-appliance"), "balcony2"),
    # 门厅
    ("hl_light", "玄关灯", ("light-level-motion", "matter-switch"), "hall"),
    ("hl_lock", "防盗门", ("lock-user-pin", "matter-lock"), "hall"),
    ("hl_contact", "入户门磁", ("contact-battery-profile", "zigbee-contact"), "hall"),
    ("hl_shoe", "鞋柜灯", ("on-off-bulb", "zigbee-switch"), "hall"),
    # 储务间 (储物间)
    ("st_light", "储物间灯", ("on-off-bulb", "zigbee-switch"), "store"),
    ("st_freezer", "冰柜", ("basic-plug", "zigbee-switch"), "store"),
    # 我的房间 -- the default room: devices 小韩 added and never moved
    ("my_rad", "暖气-北屋", ("popp-radiator-thermostat", "zwave-thermostat"), "myroom"),
    ("my_router", "路由器别断电", ("plug-binary", "matter-switch"), "myroom"),
    ("my_lamp", "台灯", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "myroom"),
    # B1车库 -- the family's garage in the basement
    ("gr_light", "车库灯", ("on-off-bulb", "zigbee-switch"), "garage"),
    ("gr_door", "车库门", ("garage-door-battery", "matter-switch"), "garage"),
    ("gr_heater", "电暖气", ("switch-power-energy", "zigbee-switch"), "garage"),
    ("gr_block", "车预热插座", ("zooz-zen05-plug", "zwave-switch"), "garage"),
    ("gr_cam", "车库摄像头", ("camera", "matter-switch"), "garage"),
    ("gr_th", None, ("humidity-temperature", "zigbee-humidity-sensor"), "garage"),
    # 地下室储藏间
    ("cl_light", "地下室灯", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "cellar"),
    ("cl_leak", "地下室漏水", ("water-battery-no-fw-update", "zigbee-water-leak-sensor"), "cellar"),
    ("cl_dehum", "除湿机", ("plug-power-energy-powerConsumption", "matter-switch"), "cellar"),
    # 老姨家 (4楼) -- Living Room
    ("a_lr_light", "客厅灯", ("on-off-level", "zigbee-switch"), "a_lr"),
    ("a_lr_tv", "电视", ("media-video-player", "matter-media"), "a_lr"),
    ("a_lr_rad", "暖气", ("thermostat-aqara", "zigbee-thermostat"), "a_lr"),
    ("a_lr_curtain", "窗帘", ("window-covering", "matter-switch"), "a_lr"),
    ("a_lr_lock", "老姨家门锁", ("base-lock", "zigbee-lock"), "a_lr"),
    ("a_lr_cam", "看家摄像头", ("camera", "matter-switch"), "a_lr"),
    # Bedroom
    ("a_bed_light", "卧室灯", ("light-binary", "matter-switch"), "a_bed"),
    ("a_bed_bed", "床头灯", ("on-off-bulb", "zigbee-switch"), "a_bed"),
    ("a_bed_rad", "暖气", ("thermostat-aqara", "zigbee-thermostat"), "a_bed"),
    ("a_bed_hum", "加湿器", ("basic-plug", "zigbee-switch"), "a_bed"),
    # Bedroom 2
    ("a_b2_light", "小屋灯", ("on-off-bulb", "zigbee-switch"), "a_bed2"),
    ("a_b2_rad", "小屋暖气", ("thermostat", "tuya-zigbee"), "a_bed2"),
    # Kitchen
    ("a_kit_light", "厨房灯", ("on-off-bulb", "zigbee-switch"), "a_kit"),
    ("a_kit_valve", "燃气阀", ("valve-generic", "zwave-valve"), "a_kit"),
    ("a_kit_fridge", "冰箱", ("basic-plug", "zigbee-switch"), "a_kit"),
    # 4楼卫生间
    ("a_ba_light", "卫生间灯", ("light-binary", "matter-switch"), "a_bath"),
    ("a_ba_wh", "热水器", ("aeotec-heavy-duty", "zwave-switch"), "a_bath"),
    ("a_ba_valve", "总水阀", ("water-valve", "matter-switch"), "a_bath"),
    ("a_ba_leak", "漏水传感器", ("water-battery", "zigbee-water-leak-sensor"), "a_bath"),
    # no room: things that travel
    ("x_sun", "小太阳", ("basic-plug", "zigbee-switch"), None),
    ("x_hue", "Hue Go", ("legacy-color", "philips-hue"), None),
    ("x_plug", "智能插座", ("smartplug-binary", "zwave-switch"), None),
]
UNLABELLED_NAME = {"gr_th": "Temperature Humidity Sensor TS0201"}

# Profiles deliberately left out of spec.jsonl, as real accounts carry profiles the spec
# does not know.  Two of them have commands (the Hue Go's legacy-color, the balcony window
# opener's window-shade-only); cases about them name commands of their real profiles.
SPEC_OMITTED = {("camera", "matter-switch"), ("humidity-temp-battery-aqara", "zigbee-humidity-sensor"),
                ("carbonMonoxide-battery", "zigbee-carbon-monoxide-detector"),
                ("legacy-color", "philips-hue"), ("window-shade-only", "zigbee-window-treatment")}

DEV = OrderedDict((d[0], d) for d in DEVICES)
ROOM_OF = {d[0]: d[3] for d in DEVICES}
MANUFACTURER = {"matter-switch": "Matter", "matter-thermostat": "Matter", "matter-media": "Matter",
                "matter-lock": "Matter", "matter-appliance": "Matter", "matter-rvc": "Roborock",
                "matter-window-covering": "Matter", "zigbee-switch": "_TZ3000", "tuya-zigbee": "_TZE200",
                "zwave-switch": "Zooz", "zwave-valve": "Zooz", "zwave-thermostat": "Aeotec",
                "zigbee-contact": "LUMI", "zigbee-humidity-sensor": "LUMI", "zigbee-smoke-detector": "LUMI",
                "zigbee-water-leak-sensor": "LUMI", "zigbee-carbon-monoxide-detector": "HEIMAN",
                "zigbee-lock": "Yale", "zigbee-window-treatment": "LUMI", "zigbee-thermostat": "LUMI",
                "philips-hue": "Signify", "sonos": "Sonos", "bose": "Bose"}


def label_of(k):
    return DEV[k][1] if DEV[k][1] is not None else UNLABELLED_NAME[k]


def profile_id(pname, driver):
    return uid("profile", "%s/%s" % (driver, pname))


def pid_of(k):
    return profile_id(*DEV[k][2])


def device_type(driver):
    if driver.startswith("matter"):
        return "MATTER"
    if driver.startswith("zigbee") or driver == "tuya-zigbee":
        return "ZIGBEE"
    if driver.startswith("zwave"):
        return "ZWAVE"
    return "LAN"


# ---------------------------------------------------------------------------
# Spec.  Descriptions written for this set, about a quarter in English (chosen by a
# hash), as real spec files mix both.
# ---------------------------------------------------------------------------
SKIP_CAPS = {"refresh", "firmwareUpdate", "energyMeter"}

DESC = {
    ("switch", "on"): ("打开", "turn on"),
    ("switch", "off"): ("关闭", "turn off"),
    ("switchLevel", "setLevel"): ("设置亮度", "set level"),
    ("statelessSwitchLevelStep", "stepLevel"): ("亮度加减一档", "step level up/down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温", "set color temperature"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("色温调暖/调冷", "step color temperature"),
    ("colorControl", "setColor"): ("设置颜色", "set color"),
    ("colorControl", "setHue"): ("设置色相", "set hue"),
    ("colorControl", "setSaturation"): ("设置饱和度", "set saturation"),
    ("windowShade", "open"): ("打开", "open"),
    ("windowShade", "close"): ("关闭", "close"),
    ("windowShade", "pause"): ("暂停", "pause"),
    ("windowShadeLevel", "setShadeLevel"): ("设置开合度", "set shade level"),
    ("windowShadePreset", "presetPosition"): ("移动到预设位置", "go to preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设置预设位置", "set preset position"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("开合度加减", "step shade level"),
    ("doorControl", "open"): ("开门", "open door"),
    ("doorControl", "close"): ("关门", "close door"),
    ("lock", "lock"): ("上锁", "lock"),
    ("lock", "unlock"): ("解锁", "unlock"),
    ("valve", "open"): ("打开阀门", "open valve"),
    ("valve", "close"): ("关闭阀门", "close valve"),
    ("thermostatMode", "auto"): ("自动模式", "auto"),
    ("thermostatMode", "cool"): ("制冷", "cool"),
    ("thermostatMode", "heat"): ("制热", "heat"),
    ("thermostatMode", "off"): ("关闭", "off"),
    ("thermostatMode", "setThermostatMode"): ("设置模式", "set thermostat mode"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷温度", "set cooling setpoint"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置制热温度", "set heating setpoint"),
    ("airConditionerFanMode", "setFanMode"): ("设置风速", "set fan mode"),
    ("fanSpeedPercent", "setPercent"): ("设置风速百分比", "set fan speed percent"),
    ("fanMode", "setFanMode"): ("设置风量", "set fan mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置净化档位", "set air purifier fan mode"),
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
    ("mediaPresets", "playPreset"): ("播放收藏", "play preset"),
    ("keypadInput", "sendKey"): ("遥控按键", "send key"),
    ("audioNotification", "playTrack"): ("播放提示音", "play track"),
    ("audioNotification", "playTrackAndRestore"): ("播放提示音后恢复", "play track and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放提示音后继续", "play track and resume"),
    ("robotCleanerOperatingState", "start"): ("开始清扫", "start"),
    ("robotCleanerOperatingState", "pause"): ("暂停清扫", "pause"),
    ("robotCleanerOperatingState", "goHome"): ("回充", "return to dock"),
    ("mode", "setMode"): ("设置模式", "set mode"),
    ("operationalState", "start"): ("启动", "start"),
    ("operationalState", "stop"): ("停止", "stop"),
    ("operationalState", "pause"): ("暂停", "pause"),
    ("operationalState", "resume"): ("继续", "resume"),
    ("laundryWasherRinseMode", "setRinseMode"): ("设置漂洗", "set rinse mode"),
    ("laundryWasherSpinSpeed", "setSpinSpeed"): ("设置脱水转速", "set spin speed"),
    ("cookTime", "setCookTime"): ("设置加热时长", "set cook time"),
}
# Where a profile's command does something its generic wording would hide.
DESC_PROFILE = {
    ("aeotec-radiator-thermostat", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置暖气温度", "set radiator temperature"),
    ("base-radiator-thermostat", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置暖气温度", "set radiator temperature"),
    ("base-radiator-thermostat-10to30C", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置暖气温度", "set radiator temperature"),
    ("popp-radiator-thermostat", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置暖气温度", "set radiator temperature"),
    ("water-heater", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置水温", "set water temperature"),
    ("thermostat-aqara", "valve", "open"): ("打开暖气阀", "open radiator valve"),
    ("thermostat-aqara", "valve", "close"): ("关闭暖气阀", "close radiator valve"),
    ("gas-lifetime-selfcheck-aqara", "audioMute", "mute"): ("报警消音", "silence alarm"),
    ("garage-door-battery", "doorControl", "open"): ("打开车库门", "open garage door"),
    ("garage-door-battery", "doorControl", "close"): ("关闭车库门", "close garage door"),
    ("extractor-hood-light", "fanMode", "setFanMode"): ("设置吸力档位", "set extraction level"),
    ("switch-smart-bath-heater-laisiao", "switch", "on"): ("打开浴霸", "turn on bath heater"),
    ("switch-smart-bath-heater-laisiao", "switch", "off"): ("关闭浴霸", "turn off bath heater"),
}

VALUE_DESC = {
    "off": ("关", "off"), "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "auto": ("自动", "auto"),
    "eco": ("节能", "eco"), "fanonly": ("送风", "fan only"), "dryair": ("除湿", "dry"), "asleep": ("睡眠", "sleep"),
    "low": ("低档", "low"), "medium": ("中档", "medium"), "high": ("高档", "high"), "sleep": ("睡眠", "sleep"),
    "quiet": ("静音", "quiet"), "turbo": ("强劲", "turbo"),
    "noWind": ("无风感", "no wind"), "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "playing": ("播放", "playing"), "paused": ("暂停", "paused"), "stopped": ("停止", "stopped"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "none": ("不漂洗", "no rinse"), "normal": ("标准漂洗", "normal"), "extra": ("加漂", "extra rinse"),
    "max": ("最大漂洗", "max rinse"),
    "UP": ("上", "up"), "DOWN": ("下", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
    "SELECT": ("确认", "OK"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"), "MENU": ("菜单", "menu"),
    "SETTINGS": ("设置", "settings"), "HOME": ("主页", "home"),
    # mode labels these Matter appliances report (ModeBase supportedModes): this home's facts
    "Normal": ("标准", "normal"), "Quick": ("快洗", "quick wash"), "Heavy": ("强力", "heavy"),
    "Wool": ("羊毛", "wool"), "Bedding": ("大件/被褥", "bedding"), "Down Jacket": ("羽绒服", "down jacket"),
    "Drum Clean": ("筒自洁", "drum clean"),
    "Cotton": ("棉麻", "cotton"), "Synthetic": ("化纤", "synthetic"), "Delicate": ("轻柔", "delicate"),
    "Rapid Cool": ("速冷", "rapid cool"), "Rapid Freeze": ("速冻", "rapid freeze"), "Energy Save": ("节能", "energy save"),
    "Vacuum": ("扫地", "vacuum"), "Mop": ("拖地", "mop"), "Vacuum and Mop": ("扫拖", "vacuum and mop"),
    "Reheat": ("加热", "reheat"), "Defrost": ("解冻", "defrost"),
    "Manual": ("手动加热", "manual"), "Timed": ("定时", "timed"), "Off": ("关", "off"),
    "No Spin": ("不脱水", "no spin"), "400": ("400转", "400 rpm"), "800": ("800转", "800 rpm"),
    "1200": ("1200转", "1200 rpm"),
}
for _i in range(10):
    VALUE_DESC["NUMBER%d" % _i] = ("数字%d" % _i, "number %d" % _i)

# Preset lists of the two speakers: this home's favourites.
PRESETS = {
    "sonos-player": [("1", "二人转", "Errenzhuan"), ("2", "评书", "storytelling"), ("3", "新闻广播", "news radio"),
                     ("4", "广场舞歌单", "square-dance playlist")],
    "soundtouch-speaker": [("1", "睡前故事", "bedtime stories"), ("2", "儿歌", "children's songs"),
                           ("3", "英语启蒙", "English for kids"), ("4", "白噪音", "white noise")],
}

# Argument facts the shared files do not carry, per profile name.  Thermostat modes are
# values of the thermostatMode enum; which of them each device offers is this home's fact
# (the Aeotec radiator thermostat's energy-save mode, the Tuya TRV's schedule "auto").
AC_FAN = ["auto", "low", "medium", "high"]
ENUMS = {
    "aeotec-radiator-thermostat": {"thermostatMode": ["off", "heat", "eco"]},
    "base-radiator-thermostat": {"thermostatMode": ["off", "heat"]},
    "base-radiator-thermostat-10to30C": {"thermostatMode": ["off", "heat"]},
    "thermostat": {"thermostatMode": ["off", "heat", "auto"]},
    "thermostat-aqara": {"thermostatMode": ["off", "heat"]},
    "thermostat-heating-only-nostate-nobattery": {"thermostatMode": ["off", "heat"]},
    "room-air-conditioner": {"thermostatMode": ["off", "cool", "heat", "auto", "fanonly", "dryair", "asleep"],
                             "airConditionerFanMode": AC_FAN, "windMode": ["sleepWind", "naturalWind"]},
    "room-air-conditioner-fan-heating-cooling": {"thermostatMode": ["off", "cool", "heat", "fanonly", "dryair"],
                                                 "airConditionerFanMode": AC_FAN},
    "air-purifier-hepa-wind": {"airPurifierFanMode": ["off", "auto", "sleep", "low", "medium", "high"],
                               "windMode": ["sleepWind", "naturalWind"]},
    "extractor-hood-light": {"fanMode": ["off", "low", "medium", "high", "turbo"]},
    "water-heater": {"thermostatMode": ["off", "heat"], "mode": ["Off", "Manual", "Timed"]},
    "microwave-oven": {"mode": ["Normal", "Reheat", "Defrost"]},
    "refrigerator-freezer": {"mode": ["Normal", "Rapid Cool", "Rapid Freeze", "Energy Save"]},
    "laundry-washer": {"mode": ["Normal", "Quick", "Heavy", "Wool", "Bedding", "Down Jacket", "Drum Clean"],
                       "laundryWasherSpinSpeed": ["No Spin", "400", "800", "1200"]},
    "laundry-dryer": {"mode": ["Cotton", "Synthetic", "Delicate", "Bedding", "Quick"]},
    "rvc-clean-mode": {"mode": ["Vacuum", "Mop", "Vacuum and Mop"]},
}
RANGES = {  # (profile, capability) -> (min, max, unit): this home's facts where the profile has none
    ("white-ambiance", "colorTemperature"): (2200, 6500, "K"),
    ("aqara-light", "colorTemperature"): (2700, 6500, "K"),
    ("thermostat-aqara", "thermostatHeatingSetpoint"): (5, 30, "C"),
    ("thermostat-heating-only-nostate-nobattery", "thermostatHeatingSetpoint"): (10, 35, "C"),
    ("water-heater", "thermostatHeatingSetpoint"): (35, 75, "C"),
    ("room-air-conditioner", "thermostatHeatingSetpoint"): (16, 30, "C"),
    ("room-air-conditioner", "thermostatCoolingSetpoint"): (16, 30, "C"),
    ("room-air-conditioner-fan-heating-cooling", "thermostatHeatingSetpoint"): (16, 30, "C"),
    ("room-air-conditioner-fan-heating-cooling", "thermostatCoolingSetpoint"): (16, 30, "C"),
}
UNITS = {"switchLevel": "%", "statelessSwitchLevelStep": "%", "colorTemperature": "K",
         "statelessColorTemperatureStep": "%", "windowShadeLevel": "%", "windowShadePreset": "%",
         "fanSpeedPercent": "%", "audioVolume": "%", "thermostatHeatingSetpoint": "C",
         "thermostatCoolingSetpoint": "C", "colorControl": "%", "cookTime": "s"}


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


def profile_commands(profile, caps):
    """Every (capability, command) a real profile's main component offers, per capabilities.json."""
    out = []
    for cap in profile["capabilities"]:
        for cmd in caps.get(cap, {}).get("commands", []):
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
                continue   # none of these locks reports "unlatched"
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
                    if "range" in c and (cap != "temperatureMeasurement"):
                        rng = (c["range"][0], c["range"][1], None)
                if (pname, cap) in RANGES:
                    rng = RANGES[(pname, cap)]
                if rng is None and typ in ("integer", "number"):
                    if a.get("minimum") is not None and a.get("maximum") is not None:
                        rng = (a["minimum"], a["maximum"], None)
                    elif cap == "colorControl":
                        rng = (0, 100, "%")   # SmartThings hue/saturation are percentages
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
                if cap == "fanMode" and values is None:
                    for c in cfg:
                        if "enabledValues" in c:
                            values = list(c["enabledValues"])
                if cap == "mediaPresets" and pname in PRESETS:
                    vl = [OrderedDict([("value", v), ("description", en_ if english(pid + cid + v) else zh_)])
                          for v, zh_, en_ in PRESETS[pname]]
                    entry["value_list"] = vl
                elif values is not None and typ == "string":
                    vl = []
                    for v in values:
                        vzh, ven = VALUE_DESC.get(v, (v, v))
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
    real_cmds = {profile_id(*k): profile_commands(p, caps) for k, p in used.items()}
    return home, spec, real_cmds


HOME, SPEC, REAL_CMDS = build_home_and_spec()
SPEC_CMDS = {line["profileId"]: [c["id"] for c in line["capabilities"]] for line in SPEC}
SPEC_ENTRY = {(line["profileId"], c["id"]): c for line in SPEC for c in line["capabilities"]}
ITEM = {k: it for k, it in zip(DEV, HOME["items"])}


# ---------------------------------------------------------------------------
# What each device can do.  Intents are resolved per device into the command ids a
# careful engine may return; a device whose profile is not in the spec answers with the
# commands of its real profile.
# ---------------------------------------------------------------------------
def C(cap, cmd):
    return "main-%s-%s" % (cap, cmd)


def category(k):
    cats = ITEM[k]["components"][0]["categories"]
    return cats[0]["name"] if cats else "Unknown"


CAT = {k: category(k) for k in DEV}
PROF = {k: DEV[k][2][0] for k in DEV}


def cmds_of(k):
    pid = pid_of(k)
    if pid in SPEC_CMDS:
        return SPEC_CMDS[pid]
    return REAL_CMDS[pid]


def has(k, cid):
    return cid in cmds_of(k)


def values_of(k, cid):
    e = SPEC_ENTRY.get((pid_of(k), cid))
    return [v["value"] for v in e.get("value_list", [])] if e else []


def _f(k, *cids):
    return [c for c in cids if has(k, c)]


HEATERS = ("Thermostat", "WaterHeater")
SP = C("thermostatHeatingSetpoint", "setHeatingSetpoint")
SETMODE = C("thermostatMode", "setThermostatMode")


def _mode(k, m):
    """A thermostat/AC mode by its enum value (heat, off, eco, cool, dryair, fanonly, asleep, auto)."""
    out = []
    if has(k, SETMODE) and m in values_of(k, SETMODE):
        out += _f(k, C("thermostatMode", m)) + [SETMODE]
    return out


def _fan(k, value=None):
    out = []
    for cid in (C("airConditionerFanMode", "setFanMode"), C("fanMode", "setFanMode"),
                C("airPurifierFanMode", "setAirPurifierFanMode")):
        if has(k, cid) and (value is None or value in values_of(k, cid)):
            out.append(cid)
    if value in (None, "off", "low", "medium", "high", "max", "min", "up", "down"):
        out += _f(k, C("fanSpeedPercent", "setPercent"))
    return out


def i_on(k):
    cat = CAT[k]
    if cat in HEATERS:
        out = _mode(k, "heat") + _f(k, C("valve", "open"))
        return out or _f(k, SP)       # a setpoint-only TRV is "on" when its setpoint is raised
    if has(k, C("switch", "on")):
        out = [C("switch", "on")]
        if cat == "Speaker":
            out += _f(k, C("mediaPlayback", "play"))
        if cat in ("Washer", "Dryer"):
            out += _f(k, C("operationalState", "start"))
        return out
    if cat in ("AirPurifier", "KitchenHood"):
        return _fan(k)
    if cat == "Speaker":
        return _f(k, C("mediaPlayback", "play"))
    if cat == "RobotCleaner":
        return _f(k, C("robotCleanerOperatingState", "start"))
    return []


def i_off(k):
    cat = CAT[k]
    if cat in HEATERS:
        out = _mode(k, "off") + _f(k, C("valve", "close"))
        return out or _f(k, SP)
    if has(k, C("switch", "off")):
        out = [C("switch", "off")]
        if cat == "AirConditioner":
            out += _mode(k, "off")
        if cat == "Speaker":
            out += _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "stop"))
        if cat in ("Washer", "Dryer"):
            out += _f(k, C("operationalState", "stop"), C("operationalState", "pause"))
        return out
    if cat in ("AirPurifier", "KitchenHood"):
        return _fan(k, "off")
    if cat == "Speaker":
        return _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "stop"))
    if cat == "RobotCleaner":
        return _f(k, C("robotCleanerOperatingState", "pause"), C("robotCleanerOperatingState", "goHome"))
    return []


def i_open(k):
    return _f(k, C("windowShade", "open"), C("doorControl", "open"), C("valve", "open"))


def i_close(k):
    return _f(k, C("windowShade", "close"), C("doorControl", "close"), C("valve", "close"))


def i_level(k):
    return _f(k, C("switchLevel", "setLevel"))


def i_bright(k):   # brighter / dimmer, by step or to a level
    return _f(k, C("switchLevel", "setLevel"), C("statelessSwitchLevelStep", "stepLevel"))


def i_ct(k):
    return _f(k, C("colorTemperature", "setColorTemperature"),
              C("statelessColorTemperatureStep", "stepColorTemperatureByPercent"))


def i_color(k):
    return _f(k, C("colorControl", "setColor"), C("colorControl", "setHue"))


def i_sp(k):       # a heating temperature: radiators, floor mat, water heater, AC heating
    return _f(k, SP)


def i_cool_sp(k):
    return _f(k, C("thermostatCoolingSetpoint", "setCoolingSetpoint"))


def i_warm(k):     # "冷": more heat
    cat = CAT[k]
    if cat in HEATERS:
        return _mode(k, "heat") + _f(k, SP, C("valve", "open"))
    if cat == "AirConditioner":
        return _f(k, C("switch", "on")) + _mode(k, "heat") + _f(k, SP)
    return _f(k, C("switch", "on"))


def i_cooler(k):   # "热" in winter: less heat
    cat = CAT[k]
    if cat in HEATERS:
        return _f(k, SP) + _mode(k, "off") + _mode(k, "eco") + _f(k, C("valve", "close"))
    if cat == "AirConditioner":
        return _f(k, C("switch", "on")) + _mode(k, "cool") + _f(k, C("thermostatCoolingSetpoint",
                                                                     "setCoolingSetpoint")) + _fan(k)
    return _f(k, C("switch", "off"))


def i_lightup(k):  # "太暗": on or brighter
    return _f(k, C("switch", "on")) + i_bright(k)


def i_dimoff(k):   # "太亮/晃眼": dimmer or off
    return i_bright(k) + _f(k, C("switch", "off"))


def i_quieter(k):
    return _f(k, C("audioVolume", "volumeDown"), C("audioVolume", "setVolume"), C("audioMute", "mute"),
              C("audioMute", "setMute"), C("mediaPlayback", "pause"), C("mediaPlayback", "stop"),
              C("switch", "off"))


def i_channel(k):  # TV channel: digits on the keypad, or channel up/down
    return _f(k, C("keypadInput", "sendKey"), C("mediaTrackControl", "nextTrack"),
              C("mediaTrackControl", "previousTrack"))


def i_chnum(k):
    return _f(k, C("keypadInput", "sendKey"))


SIMPLE = {
    "on": i_on, "off": i_off, "open": i_open, "close": i_close,
    "sw_on": lambda k: _f(k, C("switch", "on")), "sw_off": lambda k: _f(k, C("switch", "off")),
    "level": i_level, "bright": i_bright, "ct": i_ct,
    "ct_abs": lambda k: _f(k, C("colorTemperature", "setColorTemperature")),
    "color": i_color, "sp": i_sp, "cool_sp": i_cool_sp,
    "warm": i_warm, "cooler": i_cooler, "lightup": i_lightup, "dimoff": i_dimoff, "quieter": i_quieter,
    "pause": lambda k: _f(k, C("windowShade", "pause"), C("mediaPlayback", "pause"),
                          C("operationalState", "pause"), C("robotCleanerOperatingState", "pause")),
    "shade": lambda k: _f(k, C("windowShadeLevel", "setShadeLevel")),
    "shade_step": lambda k: _f(k, C("windowShadeLevel", "setShadeLevel"),
                               C("statelessWindowShadeLevelStep", "stepShadeLevel")),
    "preset_pos": lambda k: _f(k, C("windowShadePreset", "presetPosition")),
    "lock": lambda k: _f(k, C("lock", "lock")), "unlock": lambda k: _f(k, C("lock", "unlock")),
    "fan": lambda k: _fan(k),
    "vol": lambda k: _f(k, C("audioVolume", "setVolume"), C("audioVolume", "volumeUp"),
                        C("audioVolume", "volumeDown")),
    "vol_set": lambda k: _f(k, C("audioVolume", "setVolume")),
    "vol_up": lambda k: _f(k, C("audioVolume", "volumeUp"), C("audioVolume", "setVolume")),
    "vol_down": lambda k: _f(k, C("audioVolume", "volumeDown"), C("audioVolume", "setVolume")),
    "mute": lambda k: _f(k, C("audioMute", "mute"), C("audioMute", "setMute")),
    "unmute": lambda k: _f(k, C("audioMute", "unmute"), C("audioMute", "setMute")),
    "play": lambda k: _f(k, C("mediaPlayback", "play")),
    "stop_media": lambda k: _f(k, C("mediaPlayback", "pause"), C("mediaPlayback", "stop")),
    "next": lambda k: _f(k, C("mediaTrackControl", "nextTrack")),
    "ff": lambda k: _f(k, C("mediaPlayback", "fastForward")),
    "sat": lambda k: _f(k, C("colorControl", "setSaturation"), C("colorControl", "setColor")),
    "prev": lambda k: _f(k, C("mediaTrackControl", "previousTrack")),
    "preset": lambda k: _f(k, C("mediaPresets", "playPreset")),
    "channel": i_channel, "chnum": i_chnum,
    "key": lambda k: _f(k, C("keypadInput", "sendKey")),
    "start": lambda k: _f(k, C("operationalState", "start"), C("robotCleanerOperatingState", "start")),
    "stop_op": lambda k: _f(k, C("operationalState", "stop"), C("operationalState", "pause"),
                            C("switch", "off")),
    "pause_op": lambda k: _f(k, C("operationalState", "pause"), C("robotCleanerOperatingState", "pause")),
    "resume": lambda k: _f(k, C("operationalState", "resume"), C("robotCleanerOperatingState", "start")),
    "dock": lambda k: _f(k, C("robotCleanerOperatingState", "goHome")),
    "mode": lambda k: _f(k, C("mode", "setMode")),
    "rinse": lambda k: _f(k, C("laundryWasherRinseMode", "setRinseMode")),
    "spin": lambda k: _f(k, C("laundryWasherSpinSpeed", "setSpinSpeed")),
    "wind": lambda k: _f(k, C("windMode", "setWindMode")),
    "cooktime": lambda k: _f(k, C("cookTime", "setCookTime")),
    "alarm_mute": lambda k: _f(k, C("audioMute", "mute"), C("audioMute", "setMute")),
}


def resolve_intent(k, intent):
    if intent in SIMPLE:
        return SIMPLE[intent](k)
    kind, _, arg = intent.partition(":")
    if kind == "tmode":          # a thermostat/AC mode value
        out = _mode(k, arg)
        if arg == "asleep":
            out += [C("windMode", "setWindMode")] if "sleepWind" in values_of(k, C("windMode", "setWindMode")) else []
        return out
    if kind == "fan":
        return _fan(k, arg)
    if kind == "mode":           # mode.setMode with a value the device lists
        cid = C("mode", "setMode")
        if has(k, cid) and (not values_of(k, cid) or arg in values_of(k, cid)):
            return [cid]
        return []
    if kind == "wind":
        cid = C("windMode", "setWindMode")
        return [cid] if arg in values_of(k, cid) else []
    raise KeyError("unknown intent %r" % intent)


# ---------------------------------------------------------------------------
# Families a person names by type, and the places of the account.
# ---------------------------------------------------------------------------
def is_light(k):
    return CAT[k] == "Light" or (CAT[k] in ("Switch", "SmartPlug") and "灯" in label_of(k))


RADIATORS = ["lr_rad1", "lr_rad2", "dn_rad", "mb_rad", "tw_rad", "my_rad", "a_lr_rad", "a_bed_rad", "a_b2_rad"]
FAMILY = {
    "light": is_light,
    "downlight": lambda k: label_of(k).startswith("筒灯"),
    "spot": lambda k: label_of(k).startswith("射灯"),
    "radiator": lambda k: k in RADIATORS,
    "hum": lambda k: label_of(k) == "加湿器",
    "curtain": lambda k: CAT[k] == "Blind" and k != "bl_rack",
    "tv": lambda k: CAT[k] == "Television",
    "speaker": lambda k: CAT[k] == "Speaker",
    "lock": lambda k: CAT[k] == "SmartLock",
    "plug": lambda k: CAT[k] == "SmartPlug",
    "ac": lambda k: CAT[k] == "AirConditioner",
    "valve": lambda k: CAT[k] == "WaterValve",
    "gasvalve": lambda k: label_of(k) == "燃气阀",
    "leak": lambda k: CAT[k] == "LeakSensor",
    "bedlamp": lambda k: label_of(k) == "床头灯",
    "heater": lambda k: k in ("x_sun", "gr_heater", "nw_blanket", "tw_mat", "ba_towel"),
}


def place(k):
    r = ROOM_OF[k]
    return ROOMS[r][1] if r else None


def sel(fam=None, rooms=None, places=None, exclude_rooms=(), exclude=(), need=None):
    """Devices of a family, in order, within rooms and/or places (None = the whole account,
    including devices with no room)."""
    out = []
    for k in DEV:
        r = ROOM_OF[k]
        if rooms is not None or places is not None:
            ok = (rooms is not None and r in rooms) or (places is not None and place(k) in places)
            if not ok:
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
    for d in drop:
        if d not in keys:
            raise CaseError("minus: %s not in set" % d)
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
    """mode one: any listed device with any listed command is right."""
    keys = _keys(keys)
    if not keys:
        raise CaseError("mode one needs devices")
    if intents == ("*",):
        return {"devices": keys, "capabilities": ["*"], "mode": "one"}
    return {"devices": keys, "capabilities": _caps(keys, intents, True), "mode": "one"}


def al(keys, *intents):
    """mode all: exactly these devices."""
    keys = _keys(keys)
    if not keys:
        raise CaseError("empty bulk")
    return {"devices": keys, "capabilities": _caps(keys, intents, True), "mode": "all"}


def ask(keys=(), *intents):
    """mode clarify: the engine must ask; devices are the options it should offer (if known)."""
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
LIGHTS = sel("light")
DL = ["lr_dl1", "lr_dl2", "lr_dl3", "lr_dl4", "lr_dl5", "lr_dl6"]
SPOTS = ["dn_sp1", "dn_sp2", "dn_sp3", "dn_sp4"]
HUMS = sel("hum")
CURTAINS = sel("curtain")
LR = ["lr", "lr2"]                 # 客厅 and 客 厅: one room typed twice
BAL = ["balcony", "balcony2"]      # 阳台 and "阳台 "
BASEMENT = ["garage", "cellar"]
FLAT6 = [r for r, v in ROOMS.items() if v[1] == "6F"]
AUNT = [r for r, v in ROOMS.items() if v[1] == "4F"]
BEDLAMPS = sel("bedlamp")
GASV = sel("gasvalve")
TVS = sel("tv")


# ===========================================================================
# CASES
# ===========================================================================
def cases_name():
    g = "name"
    # unique labels, said plainly
    add(g, "打开筒灯1", one("lr_dl1", "on"), "name series")
    add(g, "电视墙灯带打开", one("lr_strip", "on"), "name")
    add(g, "把灯带开开", one("lr_strip", "on"), "name partial dialect")
    add(g, "麻将机打开", one("lr_mj", "on"), "name plug-label")
    add(g, "把麻将机电关了", one("lr_mj", "off"), "name plug-label")
    add(g, "客厅窗帘拉开", one("lr_curtain", "open"), "name curtain")
    add(g, "纱帘拉上", one("lr_sheer", "close"), "name curtain")
    add(g, "Blueair 打开", one("lr_pur", "on"), "name english brand-label")
    add(g, "格力柜机开一下", one("lr_ac", "on"), "name brand-label")
    add(g, "Roborock S8 开始扫地", one("lr_rvc", "on", "start"), "name english brand-label")
    add(g, "落地灯打开", one("lr2_floor", "on"), "name dup-room")
    add(g, "饮水机开开", one("lr2_water", "on"), "name dup-room dialect")
    add(g, "鱼缸关一下", one("lr2_fish", "off"), "name dup-room")
    add(g, "餐厅吊灯开了", one("dn_main", "on"), "name")
    add(g, "电火锅通上电", one("dn_pot", "on"), "name plug-label")
    add(g, "橱柜灯开", one("kt_under", "on"), "name")
    add(g, "油烟机打开", one("kt_hood", "on"), "name")
    add(g, "油烟机关了", one("kt_hood", "off"), "name")
    add(g, "电饭锅插上", one("kt_rice", "on"), "name plug-label")
    add(g, "电水壶打开", one("kt_kettle", "on"), "name plug-label")
    add(g, "微波炉开始", one("kt_mw", "start"), "name")
    add(g, "主卧灯关了", one("mb_light", "off"), "name")
    add(g, "主卧窗帘关上", one("mb_curtain", "close"), "name curtain")
    add(g, "主卧空调开了", one("mb_ac", "on"), "name")
    add(g, "主卧暖气关了", one("mb_rad", "off"), "name radiator")
    add(g, "小熊夜灯打开", one("tw_night", "on"), "name nickname")
    add(g, "护眼台灯开", one("tw_desk", "on"), "name")
    add(g, "电热地垫打开", one("tw_mat", "on"), "name heater")
    add(g, "故事机打开", one("tw_story", "on"), "name speaker")
    add(g, "北屋灯开开", one("nw_light", "on"), "name dialect")
    add(g, "电褥子打开", one("nw_blanket", "on"), "name heater plug-label")
    add(g, "姥爷的收音机打开", one("nw_radio", "on"), "name plug-label")
    add(g, "收音机开开", one("nw_radio", "on"), "name partial plug-label dialect")
    add(g, "北屋窗帘拉开", one("nw_curtain", "open"), "name curtain")
    add(g, "镜前灯开", one("ba_mirror", "on"), "name")
    add(g, "浴霸打开", one("ba_heater", "on"), "name")
    add(g, "电热水器开了", one("ba_wh", "on"), "name")
    add(g, "排风扇开一下", one("ba_fan", "on"), "name")
    add(g, "电热毛巾架打开", one("ba_towel", "on"), "name plug-label")
    add(g, "毛巾架关了", one("ba_towel", "off"), "name partial")
    add(g, "洗衣机开始洗", one("ba_washer", "on", "start"), "name")
    add(g, "阳台灯关", one("bl_light", "off"), "name")
    add(g, "晾衣架降下来", one("bl_rack", "close", "shade"), "name rack")
    add(g, "晾衣架升上去", one("bl_rack", "open", "shade"), "name rack")
    add(g, "晾衣架照明打开", one("bl_racklight", "on"), "name")
    add(g, "晾衣架的灯开开", one("bl_racklight", "on"), "name partial dialect")
    add(g, "植物灯打开", one("bl_grow", "on"), "name plug-label")
    add(g, "酸菜缸加热垫插上电", one("bl_sauer", "on"), "name plug-label")
    add(g, "酸菜缸那个加热的关了", one("bl_sauer", "off"), "name partial plug-label")
    add(g, "推窗器打开", one("bl2_window", "open"), "name dup-room spec-missing")
    add(g, "烘干机开始", one("bl2_dryer", "on", "start"), "name dup-room")
    add(g, "玄关灯开", one("hl_light", "on"), "name")
    add(g, "鞋柜灯关了", one("hl_shoe", "off"), "name")
    add(g, "防盗门锁上", one("hl_lock", "lock"), "name lock")
    add(g, "储物间灯打开", one("st_light", "on"), "name")
    add(g, "冰柜插上", one("st_freezer", "on"), "name plug-label")
    add(g, "把“路由器别断电”那个插座关一下", one("my_router", "off"), "name instruction-label")
    add(g, "把路由器那个插座关了", one("my_router", "off"), "name partial instruction-label")
    add(g, "车库灯开", one("gr_light", "on"), "name")
    add(g, "车库门打开", one("gr_door", "open"), "name garage-door")
    add(g, "车库门关上", one("gr_door", "close"), "name garage-door")
    add(g, "电暖气打开", one("gr_heater", "on"), "name heater")
    add(g, "车预热插座开了", one("gr_block", "on"), "name plug-label")
    add(g, "地下室灯打开", one("cl_light", "on"), "name")
    add(g, "除湿机开开", one("cl_dehum", "on"), "name dialect")
    add(g, "老姨家门锁锁上", one("a_lr_lock", "lock"), "name lock")
    add(g, "卧室灯开", ask(["a_bed_light", "mb_light"], "on"), "name aunt type-word-label alias clarify")
    add(g, "小屋灯关了", one("a_b2_light", "off"), "name aunt")
    add(g, "小屋暖气调低点", one("a_b2_rad", "sp"), "name aunt radiator")
    add(g, "总水阀关了", one("a_ba_valve", "close"), "name aunt valve")
    add(g, "热水器打开", ask(["a_ba_wh", "ba_wh"], "on"), "name near-duplicate")
    add(g, "小太阳开开", one("x_sun", "on"), "name no-room heater dialect")
    add(g, "Hue Go 打开", one("x_hue", "on"), "name english no-room spec-missing")
    add(g, "智能插座关了", one("x_plug", "off"), "name no-room")
    add(g, "燃气报警器别叫了", one("kt_gas", "alarm_mute"), "name")
    add(g, "微波炉停了", one("kt_mw", "stop_op"), "name")
    # identical labels in different rooms: ask
    add(g, "客厅灯开一下", ask(["lr_main", "a_lr_light"], "on"), "name duplicate-label clarify")
    add(g, "电视打开", ask(TVS, "on"), "name duplicate-label clarify")
    add(g, "加湿器开开", ask(HUMS, "on"), "name duplicate-label clarify dialect")
    add(g, "床头灯关了", ask(BEDLAMPS, "off"), "name duplicate-label clarify")
    add(g, "暖气关了", ask(RADIATORS, "off"), "name duplicate-label clarify radiator")
    add(g, "窗帘拉开", ask(CURTAINS, "open"), "name duplicate-label clarify curtain")
    add(g, "厨房灯关了", ask(["kt_light", "a_kit_light"], "off"), "name duplicate-label clarify")
    add(g, "卫生间灯开", ask(["ba_light", "a_ba_light"], "on"), "name duplicate-label clarify")
    add(g, "燃气阀关上", ask(GASV, "close"), "name duplicate-label clarify safety")
    add(g, "冰箱关了", ask(["kt_fridge", "a_kit_fridge"], "off"), "name duplicate-label clarify")
    add(g, "台灯开一下", ask(["my_lamp", "tw_desk"], "on"), "name type-word-label clarify")
    # the one a capability picks out
    add(g, "冰箱调成速冻", one("kt_fridge", "mode:Rapid Freeze"), "name duplicate-label mode capability-decides")
    add(g, "电视换到5台", ask(TVS, "chnum"), "name duplicate-label channel clarify")
    # English / brand labels said the Chinese way
    add(g, "把那个Sonos打开放歌", one("lr_sonos", "play"), "name english speaker")
    add(g, "索诺斯放首歌", one("lr_sonos", "play"), "name asr english speaker")
    add(g, "扫地机器人开始扫地", one("lr_rvc", "start"), "name type-word")
    add(g, "净化器开开", one("lr_pur", "on"), "name type-word brand-label dialect")
    add(g, "柜机关了", one("lr_ac", "off"), "name partial")
    add(g, "空气净化器关了", one("lr_pur", "off"), "name type-word brand-label")
    add(g, "Hue那个灯打开", one("x_hue", "on"), "name english partial no-room spec-missing")
    add(g, "石头扫地机回去充电", one("lr_rvc", "dock"), "name brand-label")
    add(g, "麻将机那插座断了", one("lr_mj", "off"), "name plug-label dialect")
    add(g, "那个预热的插座开开", one("gr_block", "on"), "name partial dialect")
    add(g, "烘干机停一下", one("bl2_dryer", "pause_op"), "name")
    add(g, "洗衣机暂停", one("ba_washer", "pause_op"), "name")
    add(g, "洗衣机接着洗", one("ba_washer", "resume"), "name")
    add(g, "扫地机暂停", one("lr_rvc", "pause_op"), "name")
    add(g, "除湿的关了", one("cl_dehum", "off"), "name partial")
    add(g, "一氧化碳报警器正常不", st("nw_co"), "name state spec-missing")
    add(g, "车库摄像头在线吗", st("gr_cam"), "name state spec-missing")
    add(g, "Temperature Humidity Sensor 现在多少度", st("gr_th"), "name english unlabelled state")


def cases_series():
    g = "series"
    say3 = ["筒灯3打开", "3号筒灯打开", "筒灯三开一下", "第三个筒灯开开", "把三号筒灯打开", "筒灯3号开",
            "打开筒灯No.3", "筒灯#3开", "同灯3打开", "桶灯三号开"]
    for q in say3:
        tags = "series"
        if q.startswith("同") or q.startswith("桶"):
            tags += " asr"
        if "开开" in q:
            tags += " dialect"
        add(g, q, one("lr_dl3", "on"), tags)
    add(g, "筒灯1关了", one("lr_dl1", "off"), "series")
    add(g, "一号筒灯关掉", one("lr_dl1", "off"), "series")
    add(g, "第二个筒灯关喽", one("lr_dl2", "off"), "series dialect")
    add(g, "筒灯4调到一半亮度", one("lr_dl4", "level"), "series value brightness")
    add(g, "五号筒灯调成暖光", one("lr_dl5", "ct"), "series value colortemp")
    add(g, "筒灯六关了吧", one("lr_dl6", "off"), "series")
    add(g, "最后一个筒灯关了", one("lr_dl6", "off"), "series ordinal")
    add(g, "筒灯2跟筒灯5打开", al(["lr_dl2", "lr_dl5"], "on"), "series bulk")
    add(g, "筒灯1到3开开", al(["lr_dl1", "lr_dl2", "lr_dl3"], "on"), "series range bulk dialect")
    add(g, "前三个筒灯关了", al(["lr_dl1", "lr_dl2", "lr_dl3"], "off"), "series range bulk")
    add(g, "筒灯四五六都关了", al(["lr_dl4", "lr_dl5", "lr_dl6"], "off"), "series range bulk")
    add(g, "单号的筒灯打开", al(["lr_dl1", "lr_dl3", "lr_dl5"], "on"), "series bulk")
    add(g, "所有筒灯都打开", al(DL, "on"), "series bulk")
    add(g, "筒灯全关了", al(DL, "off"), "series bulk")
    add(g, "筒灯都调暗点", al(DL, "bright"), "series bulk value brightness")
    add(g, "筒灯7打开", ask(DL, "on"), "series missing-index clarify")
    add(g, "第八个筒灯关了", ask(DL, "off"), "series missing-index clarify")
    # 射灯 1..4: labels typed with a space
    add(g, "射灯1打开", one("dn_sp1", "on"), "series label-space")
    add(g, "射灯 2 关了", one("dn_sp2", "off"), "series label-space")
    add(g, "2号射灯开", one("dn_sp2", "on"), "series")
    add(g, "射灯三打开", one("dn_sp3", "on"), "series")
    add(g, "第四个射灯关掉", one("dn_sp4", "off"), "series")
    add(g, "射灯四号调到30%", one("dn_sp4", "level"), "series value brightness")
    add(g, "社灯1关了", one("dn_sp1", "off"), "series asr")
    add(g, "设灯三号开开", one("dn_sp3", "on"), "series asr dialect")
    add(g, "射灯一二都打开", al(["dn_sp1", "dn_sp2"], "on"), "series bulk")
    add(g, "射灯都打开", al(SPOTS, "on"), "series bulk")
    add(g, "射灯全关喽", al(SPOTS, "off"), "series bulk dialect")
    add(g, "射灯5开一下", ask(SPOTS, "on"), "series missing-index clarify")
    add(g, "射灯打开", ask(SPOTS, "on"), "series no-index clarify")
    add(g, "开筒灯", ask(DL, "on"), "series no-index clarify")
    # radiators numbered by their labels only
    add(g, "暖气2调到20度", one("lr_rad2", "sp"), "series radiator value setpoint")
    add(g, "二号暖气调高点", one("lr_rad2", "sp"), "series radiator setpoint")
    add(g, "暖气3关了", one("tw_rad", "off"), "series radiator")
    add(g, "三号暖气开开", one("tw_rad", "on"), "series radiator dialect")
    add(g, "暖气三调到二十一度", one("tw_rad", "sp"), "series radiator value setpoint")
    add(g, "暖器3调低点", one("tw_rad", "sp"), "series radiator asr")
    add(g, "暖气6调到19", one("dn_rad", "sp"), "series radiator value setpoint")
    add(g, "六号暖气关小点", one("dn_rad", "sp"), "series radiator setpoint")
    add(g, "暖气六开开", one("dn_rad", "on"), "series radiator dialect")
    add(g, "暖气1调到22度", ask(RADIATORS, "sp"), "series radiator missing-index clarify")
    add(g, "五号暖气关了", ask(RADIATORS, "off"), "series radiator missing-index clarify")
    add(g, "暖气2和暖气3都调到20度", al(["lr_rad2", "tw_rad"], "sp"), "series radiator bulk value setpoint")
    add(g, "暖气2、3、6都关小点", al(["lr_rad2", "tw_rad", "dn_rad"], "sp"), "series radiator bulk setpoint")


def cases_room():
    g = "room"
    lr_lights = sel("light", rooms=LR)
    add(g, "客厅的筒灯都打开", al(DL, "on"), "room series bulk")
    add(g, "客厅的灯带开一下", one("lr_strip", "on"), "room")
    add(g, "客厅窗帘和纱帘都拉开", al(["lr_curtain", "lr_sheer"], "open"), "room curtain bulk")
    add(g, "客厅的窗帘都拉上", al(["lr_curtain", "lr_sheer"], "close"), "room curtain bulk")
    add(g, "客厅暖气调到22度", one(["lr_rad1", "lr_rad2"], "sp"), "room radiator value setpoint")
    add(g, "客厅的暖气都调到21度", al(["lr_rad1", "lr_rad2"], "sp"), "room radiator bulk value setpoint")
    add(g, "客厅的电视打开", one("lr_tv", "on"), "room duplicate-label")
    add(g, "客厅电视关了", one("lr_tv", "off"), "room duplicate-label")
    add(g, "客厅的落地灯开", one("lr2_floor", "on"), "room dup-room")
    add(g, "客厅饮水机关了", one("lr2_water", "off"), "room dup-room")
    add(g, "客厅的灯全关了", ask(lr_lights + ["a_lr_light"], "off"), "room label-room clarify bulk-ask")
    add(g, "客厅灯都打开", ask(lr_lights + ["a_lr_light"], "on"), "room label-room clarify bulk-ask")
    add(g, "客 厅的鱼缸关了", one("lr2_fish", "off"), "room dup-room")
    add(g, "餐厅的灯打开", one(sel("light", rooms=["dining"]), "on"), "room")
    add(g, "餐厅灯全打开", al(sel("light", rooms=["dining"]), "on"), "room bulk")
    add(g, "餐厅的灯都关了", al(sel("light", rooms=["dining"]), "off"), "room bulk")
    add(g, "餐厅暖气调到20度", one("dn_rad", "sp"), "room radiator value setpoint")
    add(g, "参厅的吊灯开开", one("dn_main", "on"), "room asr dialect")
    add(g, "厨房的油烟机开一下", one("kt_hood", "on"), "room")
    add(g, "厨房的燃气阀关了", one("kt_valve", "close"), "room safety")
    add(g, "厨房冰箱调成节能", one("kt_fridge", "mode:Energy Save"), "room mode")
    add(g, "厨房的灯都关了", ask(sel("light", rooms=["kitchen"]) + ["a_kit_light"], "off"),
        "room label-room clarify bulk-ask")
    add(g, "主卧的灯都关了", al(sel("light", rooms=["master"]), "off"), "room bulk")
    add(g, "主卧加湿器打开", one("mb_hum", "on"), "room duplicate-label")
    add(g, "主卧的床头灯开", one("mb_bed", "on"), "room duplicate-label")
    add(g, "主卧暖气调到23", one("mb_rad", "sp"), "room radiator value setpoint")
    add(g, "双胞胎房的灯关了", one(sel("light", rooms=["twins"]), "off"), "room")
    add(g, "双胞胎房的灯都关了", al(sel("light", rooms=["twins"]), "off"), "room bulk")
    add(g, "双胞胎房加湿器开开", one("tw_hum", "on"), "room duplicate-label dialect")
    add(g, "双胞胎房窗帘拉上", one("tw_curtain", "close"), "room duplicate-label curtain")
    add(g, "双胞台房的暖气调到22度", one("tw_rad", "sp"), "room radiator asr value setpoint")
    add(g, "儿童房灯关了", one("tw_light", "off"), "room label-room")
    add(g, "儿童房的灯打开", one("tw_light", "on"), "room unknown-room label-room")
    add(g, "儿童房的加湿器打开", ask(HUMS, "on"), "room unknown-room clarify")
    add(g, "次卧的加湿器开开", ask(HUMS, "on"), "room alias unknown-room clarify dialect")
    add(g, "次卧灯关了", ask(sel("light", rooms=["twins", "a_bed2"]), "off"), "room alias clarify")
    add(g, "北屋的灯开开", one(sel("light", rooms=["north"]), "on"), "room dialect")
    add(g, "北屋灯全关喽", al(sel("light", rooms=["north"]), "off"), "room bulk dialect")
    add(g, "北屋的暖气调高点", one("my_rad", "sp"), "room radiator label-room")
    add(g, "北屋暖气调到24度", one("my_rad", "sp"), "room radiator label-room value setpoint")
    add(g, "暖气-北屋调低两度", one("my_rad", "sp"), "name radiator label-room setpoint")
    add(g, "北屋加湿器关了", one("nw_hum", "off"), "room duplicate-label")
    add(g, "北屋的床头灯打开", one("nw_bed", "on"), "room duplicate-label")
    add(g, "被屋的电褥子打开", one("nw_blanket", "on"), "room asr")
    add(g, "老太太屋的灯关了", ask(), "room alias unknown-room clarify")
    add(g, "老太太屋里那个收音机开开", one("nw_radio", "on"), "room alias unknown-room unique-device dialect")
    add(g, "卫生间的浴霸打开", one("ba_heater", "on"), "room")
    add(g, "卫生间的灯开一下", ask(sel("light", rooms=["bath", "a_bath"]), "on"), "room floor-core clarify")
    add(g, "卫生间的热水器开开", ask(["ba_wh", "a_ba_wh"], "on"), "room floor-core clarify dialect")
    add(g, "卫生间排风扇打开", one("ba_fan", "on"), "room")
    add(g, "卫生监的排风扇关了", one("ba_fan", "off"), "room asr")
    add(g, "阳台的灯打开", one(sel("light", rooms=BAL), "on"), "room dup-room")
    add(g, "阳台灯都关了", al(sel("light", rooms=BAL), "off"), "room dup-room bulk")
    add(g, "阳台那个窗户推开", one("bl2_window", "open"), "room dup-room spec-missing")
    add(g, "阳台的烘干机开始烘", one("bl2_dryer", "on", "start"), "room dup-room")
    add(g, "杨台的植物灯开开", one("bl_grow", "on"), "room asr dialect")
    add(g, "门厅的灯打开", one(sel("light", rooms=["hall"]), "on"), "room")
    add(g, "玄关的灯关了", one("hl_light", "off"), "room alias label-room")
    add(g, "玄关灯都关了", al(["hl_light", "hl_shoe"], "off"), "room alias bulk")
    add(g, "门厅灯全开", al(["hl_light", "hl_shoe"], "on"), "room bulk")
    add(g, "储物间的灯开开", one("st_light", "on"), "room typo-room dialect")
    add(g, "储物间的冰柜插上", one("st_freezer", "on"), "room typo-room")
    add(g, "储务间灯关了", one("st_light", "off"), "room typo-room")
    add(g, "出物间的灯打开", one("st_light", "on"), "room typo-room asr")
    add(g, "储藏间的灯开一下", one("cl_light", "on"), "room floor-core near-miss")
    add(g, "储藏室灯关了", one("cl_light", "off"), "room near-miss")
    add(g, "我的房间的台灯开一下", one("my_lamp", "on"), "room default-room")
    add(g, "我的房间里的灯关了", one("my_lamp", "off"), "room default-room child")
    add(g, "车库的灯打开", one("gr_light", "on"), "room floor-core")
    add(g, "车库里的电暖气开开", one("gr_heater", "on"), "room floor-core heater dialect")
    add(g, "地下室的除湿机关了", one("cl_dehum", "off"), "room zone")
    add(g, "地下室的灯开开", one(["cl_light", "gr_light"], "on"), "room zone floor dialect")
    add(g, "living room 的灯关了", one("a_lr_light", "off"), "room english aunt")
    add(g, "Living Room 的窗帘拉上", one("a_lr_curtain", "close"), "room english aunt curtain")
    add(g, "Living Room电视关了", one("a_lr_tv", "off"), "room english aunt duplicate-label")
    add(g, "Bedroom 的暖气调到16度", one("a_bed_rad", "sp"), "room english aunt radiator value setpoint")
    add(g, "bedroom 的加湿器关掉", one("a_bed_hum", "off"), "room english aunt duplicate-label")
    add(g, "bedroom2 的灯打开", one("a_b2_light", "on"), "room english aunt")
    add(g, "Bedroom 2 的暖气关小点", one("a_b2_rad", "sp"), "room english aunt radiator setpoint")
    add(g, "Kitchen 的燃气阀关了", one("a_kit_valve", "close"), "room english aunt safety")
    add(g, "kitchen 冰箱插上", one("a_kit_fridge", "on"), "room english aunt duplicate-label")
    add(g, "4楼卫生间的灯关了", one("a_ba_light", "off"), "room floor aunt")
    add(g, "四楼卫生间热水器关掉", one("a_ba_wh", "off"), "room floor aunt")
    add(g, "卧室的灯打开", ask(sel("light", rooms=["master", "a_bed"]), "on"), "room alias clarify")
    add(g, "卧室暖气调高点", ask(["mb_rad", "a_bed_rad"], "sp"), "room alias clarify radiator")
    add(g, "书房的灯打开", ask(), "room unknown-room clarify")
    add(g, "客房的暖气关了", ask(), "room unknown-room clarify")


def cases_place():
    g = "place"
    b1_lights = sel("light", rooms=BASEMENT)
    add(g, "车库那边的灯关了", al(["gr_light"], "off"), "place room bulk mother")
    add(g, "车库那边都关了", al(["gr_light", "gr_heater", "gr_block", "gr_door"], "off", "close"),
        "place room bulk mother mixed-commands")
    add(g, "车库那边的插座全断了", al(["gr_heater", "gr_block"], "off"), "place room bulk mother plug")
    add(g, "B1的灯都打开", al(b1_lights, "on"), "place floor bulk")
    add(g, "负一楼的灯都关了", al(b1_lights, "off"), "place floor bulk")
    add(g, "地下一层灯全关", al(b1_lights, "off"), "place floor bulk")
    add(g, "地下室的灯全关了", al(b1_lights, "off"), "place floor zone bulk")
    add(g, "地下那俩灯都开开", al(b1_lights, "on"), "place floor bulk count dialect")
    add(g, "B1车库的摄像头还在录吗", st("gr_cam"), "place state spec-missing")
    add(g, "4楼的热水器关了", one("a_ba_wh", "off"), "place floor aunt")
    add(g, "四楼那个总水阀关没关", st("a_ba_valve"), "place floor aunt state")
    # 楼上 / 楼下 in an account that spans three levels
    add(g, "楼上的灯都关了", ask(), "place relative-floor clarify")
    add(g, "把楼上暖气调高点", ask(), "place relative-floor clarify radiator")
    add(g, "楼下的灯都关了吧", ask(), "place relative-floor clarify mother")
    add(g, "楼下灯开开", ask(), "place relative-floor clarify dialect")
    add(g, "楼下车库的灯关了", one("gr_light", "off"), "place relative-floor room")
    add(g, "楼下车库门关上没", st("gr_door"), "place relative-floor room state")
    add(g, "六楼的灯全关了", ask(), "place unknown-floor clarify")
    add(g, "三楼的灯打开", ask(), "place unknown-floor clarify")
    # 老姨家: the account does not say which rooms are hers
    add(g, "楼下老姨家的灯都关了", ask(), "place unknown-place clarify mother aunt")
    add(g, "老姨家暖气都调到16度", ask(), "place unknown-place clarify mother aunt radiator")
    add(g, "老姨家那边的电视关了", ask(TVS, "off"), "place unknown-place duplicate-label clarify aunt")
    add(g, "老姨家的门锁锁上", one("a_lr_lock", "lock"), "place unknown-place unique-device aunt lock")
    add(g, "老姨家总水阀关了没", st("a_ba_valve"), "place unknown-place unique-device aunt state")
    add(g, "老姨家加湿器关了", ask(HUMS, "off"), "place unknown-place duplicate-label clarify aunt")
    add(g, "老姨家客厅灯开一会儿", ask(["lr_main", "a_lr_light"], "on"), "place unknown-place duplicate-label clarify aunt")
    # the whole account
    add(g, "家里所有的灯都关了", al(LIGHTS, "off"), "place whole-home bulk mother")
    add(g, "全屋的灯都打开", al(LIGHTS, "on"), "place whole-home bulk")
    add(g, "所有暖气都调到20度", al(RADIATORS, "sp"), "place whole-home bulk radiator value setpoint")
    add(g, "所有加湿器都关了", al(HUMS, "off"), "place whole-home bulk")
    add(g, "家里所有窗帘都拉上", al(CURTAINS, "close"), "place whole-home bulk curtain mother")
    add(g, "所有电视都关了", al(TVS, "off"), "place whole-home bulk")
    add(g, "家里所有电器都关了", ask(), "place whole-home clarify too-broad mother")
    add(g, "全关了", ask(), "place whole-home clarify too-broad dialect")


def cases_bulk():
    g = "bulk"
    flat_lights = sel("light", places=["6F"])
    add(g, "把所有的灯都关了", al(LIGHTS, "off"), "bulk whole-home")
    add(g, "灯全关喽", al(LIGHTS, "off"), "bulk whole-home dialect")
    add(g, "麻溜儿的，把灯都给我关喽", al(LIGHTS, "off"), "bulk whole-home dialect father")
    add(g, "所有灯都打开", al(LIGHTS, "on"), "bulk whole-home")
    add(g, "turn off all the lights", al(LIGHTS, "off"), "bulk whole-home english")
    add(g, "把所有灯调到一半亮度", al(sel("light", need="level"), "level"), "bulk whole-home value brightness capability-subset")
    add(g, "所有的加湿器都打开", al(HUMS, "on"), "bulk type")
    add(g, "加湿器全开开", al(HUMS, "on"), "bulk type dialect")
    add(g, "所有窗帘都拉开", al(CURTAINS, "open"), "bulk type curtain")
    add(g, "窗帘全拉上", al(CURTAINS, "close"), "bulk type curtain")
    add(g, "所有暖气片都调到22度", al(RADIATORS, "sp"), "bulk type radiator value setpoint")
    add(g, "暖气片全调低两度", al(RADIATORS, "sp"), "bulk type radiator setpoint")
    add(g, "把所有床头灯都关了", al(BEDLAMPS, "off"), "bulk type duplicate-label")
    add(g, "所有插座都关了", al(sel("plug"), "off"), "bulk type plug instruction-label")
    add(g, "所有的门都锁上", al(sel("lock"), "lock"), "bulk type lock safety")
    add(g, "燃气阀全关了", al(GASV, "close"), "bulk type safety")
    add(g, "所有阀门都关上", al(sel("valve"), "close"), "bulk type safety")
    add(g, "所有的空调都关了", al(sel("ac"), "off"), "bulk type")
    add(g, "家里的音箱都停了", al(sel("speaker"), "stop_media", "off"), "bulk type speaker")
    add(g, "主卧的东西都关了", al(["mb_light", "mb_bed", "mb_rad", "mb_hum", "mb_curtain", "mb_ac"], "off", "close"),
        "bulk room mixed-commands")
    add(g, "北屋的电器都关了", al(["nw_light", "nw_bed", "nw_hum", "nw_blanket", "nw_radio"], "off"),
        "bulk room mixed-commands")
    add(g, "双胞胎房的东西全关了", al(["tw_light", "tw_night", "tw_desk", "tw_rad", "tw_hum", "tw_mat", "tw_story",
                                   "tw_curtain"], "off", "close"),
        "bulk room mixed-commands")
    add(g, "卫生间的灯都关了", ask(sel("light", rooms=["bath", "a_bath"]), "off"), "bulk room floor-core clarify")
    add(g, "阳台的电器都关了", al(["bl_light", "bl_racklight", "bl_grow", "bl_sauer", "bl2_dryer"], "off"),
        "bulk room dup-room mixed-commands")
    add(g, "餐厅所有灯调到最亮", al(sel("light", rooms=["dining"]), "level"), "bulk room value brightness")
    add(g, "餐厅的灯都调暗一点", al(sel("light", rooms=["dining"]), "bright"), "bulk room value brightness")
    add(g, "门厅的灯全关", al(sel("light", rooms=["hall"]), "off"), "bulk room")
    add(g, "双胞胎房的灯全开", al(sel("light", rooms=["twins"]), "on"), "bulk room")
    add(g, "主卧的灯都调成暖光", al(sel("light", rooms=["master"]), "ct"), "bulk room value colortemp")
    add(g, "筒灯和射灯都关了", [al(DL, "off"), al(SPOTS, "off")], "bulk series multi")
    add(g, "所有的台灯都关了", al(["tw_desk", "my_lamp"], "off"), "bulk type-word-label")
    add(g, "两个台灯都打开", al(["tw_desk", "my_lamp"], "on"), "bulk count type-word-label")
    add(g, "所有的冰箱冰柜都别动", NONE, "bulk none")
    add(g, "家里的漏水传感器都正常吗", one(sel("leak"), "*"), "bulk state")
    add(g, "地下室跟车库的灯都关了", al(sel("light", rooms=BASEMENT), "off"), "bulk room")
    add(g, "所有带灯字的都关了", al(LIGHTS, "off"), "bulk whole-home")
    add(g, "把所有的扫地机都叫回来", al(["lr_rvc"], "dock"), "bulk type")
    add(g, "所有的暖气都开到制热", al(sel("radiator", need="tmode:heat"), "tmode:heat"),
        "bulk type radiator mode capability-subset")
    add(g, "所有能调色温的灯都调成4000K", al(sel("light", need="ct_abs"), "ct_abs"),
        "bulk whole-home value colortemp capability-subset")
    add(g, "所有能变色的灯都变成红色", al(sel("light", need="color"), "color"),
        "bulk whole-home value colour capability-subset")
    add(g, "6楼的灯都关了", ask(), "bulk unknown-floor clarify")
    add(g, "屋里的灯都关喽", ask(), "bulk unknown-place clarify dialect")


def cases_exclusion():
    g = "excl"
    add(g, "除了北屋，所有灯都关了", al(sel("light", exclude_rooms=["north"]), "off"), "exclusion room whole-home")
    add(g, "所有灯都关了，北屋的别关", al(sel("light", exclude_rooms=["north"]), "off"), "exclusion room whole-home")
    add(g, "灯都关喽，留着玄关灯", al(minus(LIGHTS, "hl_light"), "off"), "exclusion name whole-home dialect")
    add(g, "除了小熊夜灯，别的灯全关", al(minus(LIGHTS, "tw_night"), "off"), "exclusion name whole-home")
    add(g, "所有灯都关了，除了主卧和北屋", al(sel("light", exclude_rooms=["master", "north"]), "off"),
        "exclusion room whole-home")
    add(g, "把灯都关了，车库的留着", al(sel("light", exclude_rooms=["garage"]), "off"), "exclusion room whole-home")
    add(g, "除了地下室，灯全关", al(sel("light", exclude_rooms=BASEMENT), "off"), "exclusion floor whole-home")
    add(g, "除了筒灯3，筒灯全开", al(minus(DL, "lr_dl3"), "on"), "exclusion series")
    add(g, "筒灯都打开，第一个不开", al(minus(DL, "lr_dl1"), "on"), "exclusion series")
    add(g, "射灯除了4号都关了", al(minus(SPOTS, "dn_sp4"), "off"), "exclusion series")
    add(g, "射灯留一号，其他的关了", al(minus(SPOTS, "dn_sp1"), "off"), "exclusion series")
    add(g, "加湿器都打开，北屋的别开", al(minus(HUMS, "nw_hum"), "on"), "exclusion room")
    add(g, "除了双胞胎房的加湿器，其他的都关了", al(minus(HUMS, "tw_hum"), "off"), "exclusion room")
    add(g, "所有暖气都调到20度，北屋的不动", al(minus(RADIATORS, "my_rad"), "sp"),
        "exclusion room radiator label-room value setpoint")
    add(g, "暖气片都调到22，老太太屋的别动", ask(RADIATORS, "sp"), "exclusion unknown-room clarify radiator")
    add(g, "暖气都调低点，暖气3不动", al(minus(RADIATORS, "tw_rad"), "sp"), "exclusion series radiator setpoint")
    add(g, "窗帘都拉上，纱帘别拉", al(minus(CURTAINS, "lr_sheer"), "close"), "exclusion name curtain")
    add(g, "除了主卧窗帘，窗帘全拉开", al(minus(CURTAINS, "mb_curtain"), "open"), "exclusion name curtain")
    add(g, "插座全关了，冰柜和鱼缸别关", al(minus(sel("plug"), "st_freezer", "lr2_fish"), "off"), "exclusion name plug")
    add(g, "插座都断电，除了路由器和冰柜", al(minus(sel("plug"), "my_router", "st_freezer"), "off"),
        "exclusion name plug instruction-label")
    add(g, "酸菜缸别关，阳台别的电都断了", al(["bl_light", "bl_racklight", "bl_grow", "bl2_dryer"], "off"),
        "exclusion name room dup-room mixed-commands")
    add(g, "车库那边都关了，车预热留着", al(["gr_light", "gr_heater", "gr_door"], "off", "close"),
        "exclusion name room mother mixed-commands")
    add(g, "客厅筒灯都关，就留个5号", al(minus(DL, "lr_dl5"), "off"), "exclusion series dialect")
    add(g, "除了床头灯，主卧的灯都关了", al(["mb_light"], "off"), "exclusion name room")
    add(g, "餐厅的灯除了吊灯都关了", al(SPOTS, "off"), "exclusion name room")
    add(g, "除了射灯，餐厅灯全开", al(["dn_main"], "on"), "exclusion series room")
    add(g, "北屋的电器都关了，电褥子留着", al(["nw_light", "nw_bed", "nw_hum", "nw_radio"], "off"),
        "exclusion name room mixed-commands")
    add(g, "所有灯都关了，除了老姨家的", ask(), "exclusion unknown-place clarify aunt")
    add(g, "除了楼下的，灯都关了", ask(), "exclusion relative-floor clarify")
    add(g, "除了书房，灯全关", ask(), "exclusion unknown-room clarify")
    add(g, "别的屋灯都关了，我这屋留着", ask(), "exclusion speaker-relative clarify")
    add(g, "所有窗帘都拉上，除了双胞胎房", al(minus(CURTAINS, "tw_curtain"), "close"), "exclusion room curtain")
    add(g, "除了Living Room，所有窗帘拉开", al(minus(CURTAINS, "a_lr_curtain"), "open"), "exclusion room english curtain")
    add(g, "所有的灯都关了但是Hue Go别关", al(minus(LIGHTS, "x_hue"), "off"), "exclusion name english no-room")
    add(g, "别关北屋的灯，其余的都关", al(sel("light", exclude_rooms=["north"]), "off"), "exclusion room whole-home")
    add(g, "灯都关了吧，只留阳台的", al(sel("light", exclude_rooms=BAL), "off"), "exclusion room dup-room whole-home")
    add(g, "灯都关喽，餐厅的先不关", al(sel("light", exclude_rooms=["dining"]), "off"), "exclusion room whole-home dialect")


def cases_count():
    g = "count"
    add(g, "开两盏灯", ask(), "count clarify no-place")
    add(g, "随便开个灯", ask(), "count clarify no-place")
    add(g, "客厅开两个筒灯", ask(DL, "on"), "count series clarify")
    add(g, "筒灯开三个就行", ask(DL, "on"), "count series clarify")
    add(g, "射灯开俩", ask(SPOTS, "on"), "count series clarify dialect")
    add(g, "射灯四个都打开", al(SPOTS, "on"), "count series bulk count-matches")
    add(g, "六个筒灯全关了", al(DL, "off"), "count series bulk count-matches")
    add(g, "客厅俩暖气都调到20", al(["lr_rad1", "lr_rad2"], "sp"), "count radiator bulk count-matches dialect")
    add(g, "餐厅开一个灯就行", one(sel("light", rooms=["dining"]), "on"), "count room any-one")
    add(g, "北屋随便开一盏灯", one(sel("light", rooms=["north"]), "on"), "count room any-one")
    add(g, "两个床头灯都开了", ask(BEDLAMPS, "on"), "count duplicate-label clarify count-mismatch")
    add(g, "三个床头灯都关了", al(BEDLAMPS, "off"), "count duplicate-label bulk count-matches")
    add(g, "开一个加湿器", ask(HUMS, "on"), "count duplicate-label clarify")
    add(g, "把门厅那俩灯都开开", al(["hl_light", "hl_shoe"], "on"), "count room bulk count-matches dialect")
    add(g, "客厅窗帘两个都拉开", al(["lr_curtain", "lr_sheer"], "open"), "count curtain bulk count-matches")
    add(g, "筒灯开五个", ask(DL, "on"), "count series clarify")
    add(g, "先开一半的筒灯", ask(DL, "on"), "count series clarify")
    add(g, "射灯开一个", one(SPOTS, "on"), "count series any-one")
    add(g, "打开一个筒灯", one(DL, "on"), "count series any-one")
    add(g, "关三盏灯", ask(), "count clarify no-place")


def cases_value():
    g = "value"
    # brightness
    add(g, "客厅灯调到50%", ask(["lr_main", "a_lr_light"], "level"), "value brightness duplicate-label clarify")
    add(g, "餐厅吊灯亮度调到百分之三十", one("dn_main", "level"), "value brightness")
    add(g, "主卧灯调到最暗", one("mb_light", "level"), "value brightness")
    add(g, "主卧灯调亮一点", one("mb_light", "bright"), "value brightness")
    add(g, "北屋灯调到一半", one("nw_light", "level"), "value brightness")
    add(g, "北屋灯整亮点", one("nw_light", "bright"), "value brightness dialect")
    add(g, "玄关灯调暗点", one("hl_light", "bright"), "value brightness")
    add(g, "橱柜灯调到80", one("kt_under", "level"), "value brightness")
    add(g, "儿童房灯开到七成亮", one("tw_light", "on", "level"), "value brightness label-room")
    add(g, "护眼台灯调亮一丢丢", one("tw_desk", "bright"), "value brightness")
    add(g, "台灯调到百分之六十", ask(["my_lamp", "tw_desk"], "level"), "value brightness clarify type-word-label")
    add(g, "落地灯调暗", one("lr2_floor", "bright"), "value brightness dup-room")
    add(g, "灯带亮度调到10%", one("lr_strip", "level"), "value brightness")
    add(g, "植物灯亮度调到最大", one("bl_grow", "level"), "value brightness plug")
    add(g, "小熊夜灯调到最暗", one("tw_night", "level"), "value brightness")
    add(g, "Hue Go 亮度调到40", one("x_hue", "level"), "value brightness english spec-missing")
    add(g, "厨房灯调暗一点", ask(["kt_light", "a_kit_light", "kt_under"], "bright"),
        "value brightness clarify capability-none")
    add(g, "把living room的light调暗", one("a_lr_light", "bright"), "value brightness english aunt")
    # colour temperature
    add(g, "客厅灯调成暖光", one("lr_main", "ct"), "value colortemp duplicate-label capability-decides")
    add(g, "餐厅吊灯换成白光", one("dn_main", "ct"), "value colortemp")
    add(g, "主卧灯色温调到3000K", one("mb_light", "ct_abs"), "value colortemp")
    add(g, "主卧灯调成黄光", one("mb_light", "ct"), "value colortemp")
    add(g, "床头灯调成暖黄色", one("mb_bed", "ct"), "value colortemp duplicate-label capability-decides")
    add(g, "主卧床头灯色温调低点", one("mb_bed", "ct"), "value colortemp")
    add(g, "筒灯都换成冷白光", al(DL, "ct"), "value colortemp series bulk")
    add(g, "筒灯2色温调到4000", one("lr_dl2", "ct_abs"), "value colortemp series")
    add(g, "护眼台灯调成自然光", one("tw_desk", "ct"), "value colortemp")
    add(g, "落地灯暖一点", one("lr2_floor", "ct"), "value colortemp dup-room")
    add(g, "台灯色温调冷一点", ask(["my_lamp", "tw_desk"], "ct"), "value colortemp clarify type-word-label")
    add(g, "把 downlight 的 color temperature 调到 4000K", al(DL, "ct_abs"), "value colortemp english series bulk son-in-law")
    # colour
    add(g, "灯带换成红色", one("lr_strip", "color"), "value colour")
    add(g, "电视墙灯带调成蓝的", one("lr_strip", "color"), "value colour")
    add(g, "小熊夜灯变成粉色", one("tw_night", "color"), "value colour")
    add(g, "小熊灯换个绿色", one("tw_night", "color"), "value colour nickname")
    add(g, "Hue Go 换成紫色", one("x_hue", "color"), "value colour english spec-missing")
    add(g, "客厅灯调成橙色", one("lr_main", "color"), "value colour duplicate-label capability-decides")
    add(g, "灯带颜色饱和度调低", one("lr_strip", "sat"), "value colour")
    # setpoint
    add(g, "主卧暖气调到22度", one("mb_rad", "sp"), "value setpoint radiator")
    add(g, "主卧暖气调到二十二度半", one("mb_rad", "sp"), "value setpoint radiator")
    add(g, "北屋暖气调到二十五", one("my_rad", "sp"), "value setpoint radiator label-room")
    add(g, "暖气2调高两度", one("lr_rad2", "sp"), "value setpoint radiator series")
    add(g, "暖气6降到18度", one("dn_rad", "sp"), "value setpoint radiator series")
    add(g, "电热地垫调到28度", one("tw_mat", "sp"), "value setpoint heater")
    add(g, "地垫温度调低点", one("tw_mat", "sp"), "value setpoint heater partial")
    add(g, "电热水器水温调到50度", one("ba_wh", "sp"), "value setpoint")
    add(g, "热水器调到60度", one("ba_wh", "sp"), "value setpoint capability-decides")
    add(g, "主卧空调制热26度", [one("mb_ac", "tmode:heat"), one("mb_ac", "sp")], "value setpoint mode two-actions")
    add(g, "格力柜机调到24度", one("lr_ac", "sp", "cool_sp"), "value setpoint")
    add(g, "小屋暖气调到15度", one("a_b2_rad", "sp"), "value setpoint radiator aunt")
    add(g, "暖气调到22度", ask(RADIATORS, "sp"), "value setpoint radiator duplicate-label clarify")
    add(g, "客厅暖气整到二十三度", one(["lr_rad1", "lr_rad2"], "sp"), "value setpoint radiator dialect")
    add(g, "Bedroom的暖气设成防冻温度，调到7度", one("a_bed_rad", "sp"), "value setpoint radiator english aunt")
    # radiator modes
    add(g, "客厅暖气调成节能模式", one(["lr_rad1", "lr_rad2"], "tmode:eco"), "value mode radiator")
    add(g, "主卧暖气调成自动", one("mb_rad", "tmode:auto"), "value mode radiator")
    add(g, "暖气2开节能", one("lr_rad2", "tmode:eco"), "value mode radiator series")
    add(g, "Bedroom 暖气阀门关了", one("a_bed_rad", "close", "off"), "value radiator valve english aunt")
    # fan / purifier / hood / AC
    add(g, "净化器调到睡眠模式", one("lr_pur", "fan:sleep"), "value fan mode brand-label")
    add(g, "Blueair 开到最大", one("lr_pur", "fan:high"), "value fan english brand-label")
    add(g, "净化器风速调到百分之六十", one("lr_pur", "fan"), "value fan brand-label")
    add(g, "净化器改成自然风", one("lr_pur", "wind:naturalWind"), "value fan mode brand-label")
    add(g, "净化器自动档", one("lr_pur", "fan:auto"), "value fan mode brand-label")
    add(g, "油烟机开到最大档", one("kt_hood", "fan:turbo", "fan:high"), "value fan")
    add(g, "油烟机调小点", one("kt_hood", "fan"), "value fan")
    add(g, "油烟机低档", one("kt_hood", "fan:low"), "value fan")
    add(g, "主卧空调风速调到高", one("mb_ac", "fan:high"), "value fan")
    add(g, "格力柜机调成睡眠风", one("lr_ac", "wind:sleepWind", "tmode:asleep"), "value fan mode")
    add(g, "格力柜机除湿模式", one("lr_ac", "tmode:dryair"), "value mode")
    add(g, "主卧空调送风", one("mb_ac", "tmode:fanonly"), "value mode")
    add(g, "主卧空调制冷", one("mb_ac", "tmode:cool"), "value mode")
    # volume
    add(g, "Sonos音量调到30", one("lr_sonos", "vol_set"), "value volume english")
    add(g, "Sonos 声音大点", one("lr_sonos", "vol_up"), "value volume english")
    add(g, "故事机声音小一点", one("tw_story", "vol_down"), "value volume")
    add(g, "故事机音量调到二十", one("tw_story", "vol_set"), "value volume")
    add(g, "故事机静音", one("tw_story", "mute"), "value volume")
    add(g, "音箱静音", ask(sel("speaker"), "mute"), "value volume clarify")
    add(g, "Sonos取消静音", one("lr_sonos", "unmute"), "value volume english")
    add(g, "放歌的那个声音调小", ask(["lr_sonos", "tw_story", "nw_radio"], "vol_down"), "value volume clarify elderly")
    # TV: keys and channels
    add(g, "客厅电视换到5台", one("lr_tv", "chnum"), "value channel")
    add(g, "客厅电视下一个台", one("lr_tv", "channel"), "value channel")
    add(g, "客厅电视换个台", one("lr_tv", "channel"), "value channel")
    add(g, "客厅电视调到中央一", one("lr_tv", "chnum"), "value channel")
    add(g, "客厅电视按一下返回", one("lr_tv", "key"), "value key")
    add(g, "客厅电视回主页", one("lr_tv", "key"), "value key")
    add(g, "客厅电视暂停一下", one("lr_tv", "stop_media"), "value media")
    add(g, "客厅电视快进", one("lr_tv", "ff"), "value media")
    add(g, "Living Room的电视换到3台", one("a_lr_tv", "chnum"), "value channel english aunt")
    # speakers: presets and tracks
    add(g, "Sonos放二人转", one("lr_sonos", "preset"), "value preset english")
    add(g, "Sonos 放评书", one("lr_sonos", "preset"), "value preset english")
    add(g, "Sonos 下一首", one("lr_sonos", "next"), "value media english")
    add(g, "故事机放睡前故事", one("tw_story", "preset", "play"), "value preset")
    add(g, "故事机放儿歌", one("tw_story", "preset", "play"), "value preset")
    add(g, "故事机换下一个故事", one("tw_story", "next"), "value media")
    add(g, "故事机上一个", one("tw_story", "prev"), "value media")
    add(g, "故事机放白噪音", one("tw_story", "preset"), "value preset")
    # appliance modes
    add(g, "冰箱开速冷", one("kt_fridge", "mode:Rapid Cool"), "value mode")
    add(g, "洗衣机用快洗", one("ba_washer", "mode:Quick"), "value mode")
    add(g, "洗衣机换成洗羽绒服的模式", one("ba_washer", "mode:Down Jacket"), "value mode")
    add(g, "洗衣机洗被子", one("ba_washer", "mode:Bedding", "start"), "value mode")
    add(g, "洗衣机脱水调到800转", one("ba_washer", "spin"), "value mode")
    add(g, "洗衣机不用脱水", one("ba_washer", "spin"), "value mode")
    add(g, "洗衣机多漂一次", one("ba_washer", "rinse"), "value mode")
    add(g, "烘干机用轻柔模式", one("bl2_dryer", "mode:Delicate"), "value mode")
    add(g, "烘干机烘棉的", one("bl2_dryer", "mode:Cotton", "start"), "value mode")
    add(g, "扫地机拖地模式", one("lr_rvc", "mode:Mop"), "value mode")
    add(g, "Roborock 切到扫拖一体", one("lr_rvc", "mode:Vacuum and Mop"), "value mode english")
    add(g, "电热水器设成定时", one("ba_wh", "mode:Timed"), "value mode")
    add(g, "微波炉热两分钟", one("kt_mw", "cooktime", "mode:Reheat", "start"), "value mode")
    add(g, "微波炉解冻", one("kt_mw", "mode:Defrost"), "value mode")
    add(g, "微波炉定时三十秒", one("kt_mw", "cooktime"), "value")
    # shades and the drying rack: fractions
    add(g, "客厅窗帘开一半", one("lr_curtain", "shade"), "value shade")
    add(g, "客厅窗帘拉开三分之一", one("lr_curtain", "shade"), "value shade")
    add(g, "纱帘关到四分之三", one("lr_sheer", "shade"), "value shade")
    add(g, "主卧窗帘开个缝", one("mb_curtain", "shade_step", "shade"), "value shade")
    add(g, "主卧窗帘开到百分之二十", one("mb_curtain", "shade"), "value shade")
    add(g, "北屋窗帘再拉开点", one("nw_curtain", "shade_step"), "value shade")
    add(g, "北屋窗帘调到预设位置", one("nw_curtain", "preset_pos"), "value shade")
    add(g, "双胞胎房窗帘开一半", one("tw_curtain", "shade"), "value shade")
    add(g, "晾衣架降到一半", one("bl_rack", "shade"), "value shade rack")
    add(g, "晾衣架往下放一点", one("bl_rack", "shade_step"), "value shade rack")
    add(g, "客厅窗帘停", one("lr_curtain", "pause"), "value shade")
    add(g, "Living Room 的窗帘开百分之三十", one("a_lr_curtain", "shade"), "value shade english aunt")
    add(g, "窗帘开一半", ask(CURTAINS, "shade"), "value shade duplicate-label clarify")


def cases_multi():
    g = "multi"
    # two actions on one target
    add(g, "主卧灯打开，调到30%", [one("mb_light", "on"), one("mb_light", "level")], "multi two-actions value brightness")
    add(g, "把主卧灯打开调成暖光", [one("mb_light", "on"), one("mb_light", "ct")], "multi two-actions value colortemp")
    add(g, "灯带打开换成紫色", [one("lr_strip", "on"), one("lr_strip", "color")], "multi two-actions value colour")
    add(g, "暖气3开开调到20度", [one("tw_rad", "on"), one("tw_rad", "sp")], "multi two-actions series radiator dialect")
    add(g, "故事机打开放睡前故事", [one("tw_story", "on"), one("tw_story", "preset", "play")], "multi two-actions preset")
    add(g, "洗衣机设成快洗然后开始", [one("ba_washer", "mode:Quick"), one("ba_washer", "start", "on")], "multi two-actions mode")
    add(g, "格力柜机打开，调成制热", [one("lr_ac", "on"), one("lr_ac", "tmode:heat")], "multi two-actions mode")
    add(g, "Sonos 打开，音量调到20", [one("lr_sonos", "play"), one("lr_sonos", "vol_set")], "multi two-actions english volume")
    add(g, "北屋灯打开，调暗一点", [one("nw_light", "on"), one("nw_light", "bright")], "multi two-actions brightness")
    add(g, "电热地垫打开调到30度", [one("tw_mat", "on"), one("tw_mat", "sp")], "multi two-actions setpoint")
    add(g, "小熊夜灯打开，调成黄色，再调暗点", [one("tw_night", "on"), one("tw_night", "color"), one("tw_night", "bright")],
        "multi two-actions colour brightness")
    add(g, "扫地机去扫地，扫完回去充电", [one("lr_rvc", "start"), one("lr_rvc", "dock")], "multi two-actions")
    add(g, "客厅窗帘先开一半再停", [one("lr_curtain", "shade"), one("lr_curtain", "pause")], "multi two-actions shade")
    add(g, "净化器打开，开成睡眠风", [one("lr_pur", "on"), one("lr_pur", "wind:sleepWind", "fan:sleep")], "multi two-actions fan")
    add(g, "电热水器打开，水温调到45", [one("ba_wh", "on"), one("ba_wh", "sp")], "multi two-actions setpoint")
    # several commands in one request
    add(g, "客厅窗帘拉开，纱帘拉上", [one("lr_curtain", "open"), one("lr_sheer", "close")], "multi curtain")
    add(g, "把油烟机关了，再把电饭锅插上", [one("kt_hood", "off"), one("kt_rice", "on")], "multi")
    add(g, "北屋灯关了，电褥子打开", [one("nw_light", "off"), one("nw_blanket", "on")], "multi")
    add(g, "电水壶烧上，电饭锅也插上", [one("kt_kettle", "on"), one("kt_rice", "on")], "multi")
    add(g, "车库门关上，车库灯也关了", [one("gr_door", "close"), one("gr_light", "off")], "multi")
    add(g, "先开车预热，再把车库门打开", [one("gr_block", "on"), one("gr_door", "open")], "multi")
    add(g, "防盗门锁上，玄关灯关了", [one("hl_lock", "lock"), one("hl_light", "off")], "multi lock")
    add(g, "纱帘拉上，落地灯调暗，Sonos放首歌", [one("lr_sheer", "close"), one("lr2_floor", "bright"), one("lr_sonos", "play")],
        "multi dup-room")
    add(g, "打开落地灯，然后把筒灯都关掉", [one("lr2_floor", "on"), al(DL, "off")], "multi series bulk")
    add(g, "客厅电视关了，把故事机打开", [one("lr_tv", "off"), one("tw_story", "on")], "multi")
    add(g, "电视关了，Sonos打开", [ask(TVS, "off"), one("lr_sonos", "play")], "multi duplicate-label clarify")
    add(g, "晾衣架降下来，把晾衣架照明也打开", [one("bl_rack", "close", "shade"), one("bl_racklight", "on")], "multi rack")
    add(g, "暖气2调到20，暖气3调到22", [one("lr_rad2", "sp"), one("tw_rad", "sp")], "multi series radiator value setpoint")
    add(g, "筒灯1关了，筒灯2调暗", [one("lr_dl1", "off"), one("lr_dl2", "bright")], "multi series")
    add(g, "阳台灯打开，推窗器关上", [one("bl_light", "on"), one("bl2_window", "close")], "multi dup-room spec-missing")
    add(g, "微波炉热一分钟，电水壶烧点水", [one("kt_mw", "cooktime", "start", "mode:Reheat"), one("kt_kettle", "on")], "multi")
    add(g, "浴霸开开，电热水器也打开", [one("ba_heater", "on"), one("ba_wh", "on")], "multi dialect")
    add(g, "油烟机开大档，厨房灯也打开", [one("kt_hood", "fan:high", "fan:turbo"), ask(["kt_light", "a_kit_light"], "on")],
        "multi duplicate-label clarify")
    add(g, "主卧窗帘拉上，主卧灯关了，床头灯打开", [one("mb_curtain", "close"), one("mb_light", "off"), one("mb_bed", "on")],
        "multi room")
    add(g, "关北屋灯，开北屋床头灯", [one("nw_light", "off"), one("nw_bed", "on")], "multi room")
    add(g, "麻将机插上，客厅暖气调到23度", [one("lr_mj", "on"), one(["lr_rad1", "lr_rad2"], "sp")], "multi")
    add(g, "射灯都打开，餐厅吊灯关了", [al(SPOTS, "on"), one("dn_main", "off")], "multi series bulk")
    add(g, "电火锅插上，射灯调暗点", [one("dn_pot", "on"), al(SPOTS, "bright")], "multi series bulk")
    add(g, "洗衣机停了，烘干机开始", [one("ba_washer", "stop_op"), one("bl2_dryer", "start", "on")], "multi")
    add(g, "除湿机打开，地下室灯关了", [one("cl_dehum", "on"), one("cl_light", "off")], "multi")
    add(g, "小太阳关了，电褥子打开", [one("x_sun", "off"), one("nw_blanket", "on")], "multi no-room")
    add(g, "Living Room 窗帘拉上，老姨家门锁锁好", [one("a_lr_curtain", "close"), one("a_lr_lock", "lock")],
        "multi english aunt lock")
    add(g, "总水阀关了，Kitchen的燃气阀也关了", [one("a_ba_valve", "close"), one("a_kit_valve", "close")],
        "multi aunt safety english")
    add(g, "冰箱速冻，冰柜插上电", [one("kt_fridge", "mode:Rapid Freeze"), one("st_freezer", "on")], "multi capability-decides")
    add(g, "玄关灯打开，然后开门", [one("hl_light", "on"), ask(["hl_lock", "a_lr_lock", "gr_door"], "unlock", "open")],
        "multi safety clarify")


def cases_history():
    g = "hist"
    add(g, "调暗一点", one("mb_light", "bright"), "history reference brightness", ["主卧灯打开"])
    add(g, "4号也开了", one("lr_dl4", "on"), "history series ellipsis", ["打开筒灯3"])
    add(g, "其他几个也打开", al(["dn_sp2", "dn_sp3", "dn_sp4"], "on"), "history series bulk", ["射灯1打开"])
    add(g, "关了吧", one("nw_light", "off"), "history reference", ["北屋灯开开"])
    add(g, "给它关上", one("gr_door", "close"), "history reference garage-door", ["车库门关了没"])
    add(g, "锁上", one("hl_lock", "lock"), "history reference lock", ["防盗门锁了吗"])
    add(g, "再高两度", one("tw_rad", "sp"), "history reference radiator setpoint", ["把暖气3调到20度"])
    add(g, "北屋的也一样", one("my_rad", "sp"), "history ellipsis radiator label-room", ["主卧暖气调到22度"])
    add(g, "纱帘也是", one("lr_sheer", "open"), "history ellipsis curtain", ["客厅窗帘拉开"])
    add(g, "声音大点", one("lr_sonos", "vol_up"), "history reference volume", ["Sonos放首歌"])
    add(g, "换下一个", one("tw_story", "next"), "history reference", ["故事机打开"])
    add(g, "北屋那个", one("nw_bed", "off"), "history answer-to-clarify", ["床头灯关了"])
    add(g, "客厅的", one("lr_tv", "on"), "history answer-to-clarify", ["电视打开"])
    add(g, "双胞胎房的", one("tw_hum", "on"), "history answer-to-clarify", ["加湿器开开"])
    add(g, "都关了", al(GASV, "close"), "history answer-to-clarify bulk safety", ["燃气阀关上"])
    add(g, "咱家客厅那个，不是Living Room的", one("lr_main", "on"), "history answer-to-clarify", ["客厅灯开一下"])
    add(g, "Living Room那个", one("a_lr_tv", "off"), "history answer-to-clarify english", ["电视关了"])
    add(g, "把它们都调暗", al(["mb_light", "mb_bed"], "bright"), "history reference bulk", ["主卧灯和床头灯都打开"])
    add(g, "让它回去吧", one("lr_rvc", "dock"), "history reference", ["扫地机开始扫地"])
    add(g, "那个改回标准", one("kt_fridge", "mode:Normal"), "history reference mode", ["冰箱调成速冻"])
    add(g, "好了，升上去吧", one("bl_rack", "open", "shade"), "history reference rack", ["晾衣架降下来"])
    add(g, "它现在多少瓦", st("dn_pot"), "history reference state", ["打开电火锅"])
    add(g, "变成蓝色", one("tw_night", "color"), "history reference colour", ["小熊夜灯打开"])
    add(g, "温度调到30", one("tw_mat", "sp"), "history reference setpoint", ["把电热地垫打开"])
    add(g, "调高点", one(["lr_rad1", "lr_rad2"], "sp"), "history reference radiator setpoint", ["客厅暖气多少度了"])
    add(g, "那把那屋暖气开大点", one("my_rad", "sp"), "history reference radiator label-room", ["北屋温度多少"])
    add(g, "刚才那个灯关了", one("bl_light", "off"), "history reference", ["阳台灯开开", "晾衣架降下来"])
    add(g, "把刚才那个插座关了", one("gr_block", "off"), "history reference", ["车预热插座开了", "车库门打开"])
    add(g, "还是开两个吧", ask(DL, "on"), "history count clarify", ["筒灯全关了"])
    add(g, "刚才那个打开", one("hl_lock", "unlock"), "history reference lock safety", ["防盗门锁上"])
    add(g, "再打开", one("a_kit_valve", "open"), "history reference safety aunt", ["Kitchen 的燃气阀关了"])
    add(g, "太吵了", one("lr_sonos", "quieter"), "history need volume", ["Sonos放二人转"])
    add(g, "关了吧", one("tw_story", "off"), "history reference", ["把故事机声音调小", "再小点"])
    add(g, "再开大点", one("lr_curtain", "shade_step"), "history reference shade", ["客厅窗帘开一半"])
    add(g, "2、3也开开", al(["lr_dl2", "lr_dl3"], "on"), "history series ellipsis bulk dialect", ["筒灯1开开"])
    add(g, "除了4号都关了", al(["dn_sp1", "dn_sp2", "dn_sp3"], "off"), "history series exclusion bulk", ["射灯都打开"])
    add(g, "调成除湿", one("lr_ac", "tmode:dryair"), "history reference mode", ["把格力柜机打开"])
    add(g, "再调亮点", one("dn_main", "bright"), "history reference brightness", ["餐厅吊灯调到30%"])
    add(g, "也调成暖光", one("mb_bed", "ct"), "history ellipsis colortemp", ["主卧灯调成暖光", "主卧床头灯打开"])
    add(g, "这个也关了", one("ba_fan", "off"), "history reference", ["卫生间排风扇开一下"])
    add(g, "它开着呢吗", st("nw_blanket"), "history reference state", ["电褥子打开"])
    add(g, "都关了吧", al(["lr_dl1", "lr_dl2", "lr_dl3"], "off"), "history reference bulk", ["筒灯1到3开开"])
    add(g, "再来一遍", one("kt_mw", "start", "cooktime"), "history reference", ["微波炉热两分钟"])
    add(g, "那就拖地吧", one("lr_rvc", "mode:Mop"), "history reference mode", ["扫地机扫完没"])
    add(g, "暖气2呢", st("lr_rad2"), "history ellipsis state radiator", ["客厅暖气现在多少度"])
    add(g, "那三号的呢", st("tw_rad"), "history ellipsis state radiator series", ["暖气2设的多少度"])
    add(g, "关上吧", one("nw_curtain", "close"), "history reference curtain", ["北屋窗帘开着没"])
    add(g, "调到四十", one("tw_story", "vol_set"), "history reference volume", ["故事机音量多少"])
    add(g, "算了，关了吧", one("x_sun", "off"), "history reference", ["小太阳开开"])
    add(g, "打开它", one("gr_heater", "on"), "history reference", ["电暖气开着没"])
    # references with nothing to refer to
    add(g, "把它关了", ask(), "history reference no-history clarify")
    add(g, "刚才那个再开开", ask(), "history reference no-history clarify dialect")
    add(g, "那个也关了", ask(), "history reference no-history clarify")
    add(g, "调亮点", ask(), "history no-target clarify")
    add(g, "再高点", ask(), "history no-target clarify")
    add(g, "给它锁上", ask(sel("lock"), "lock"), "history reference no-history clarify lock")


def cases_need():
    g = "need"
    add(g, "北屋太热了", one(["my_rad", "nw_blanket"], "cooler"), "need hot radiator label-room")
    add(g, "北屋热得慌", one(["my_rad", "nw_blanket"], "cooler"), "need hot radiator label-room dialect")
    add(g, "双胞胎房太热了，孩子直冒汗", one(["tw_rad", "tw_mat"], "cooler"), "need hot radiator")
    add(g, "主卧老热了", one(["mb_rad", "mb_ac"], "cooler"), "need hot radiator dialect")
    add(g, "餐厅热得够呛", one(["dn_rad"], "cooler"), "need hot radiator dialect")
    add(g, "主卧有点冷", one(["mb_rad", "mb_ac"], "warm"), "need cold radiator")
    add(g, "主卧贼冷", one(["mb_rad", "mb_ac"], "warm"), "need cold radiator dialect")
    add(g, "双胞胎房地上拔凉拔凉的", one(["tw_mat", "tw_rad"], "warm"), "need cold heater dialect")
    add(g, "车库冻死了", one("gr_heater", "warm"), "need cold heater")
    add(g, "车库嘎嘎冷", one("gr_heater", "warm"), "need cold heater dialect")
    add(g, "餐厅太冷了", one("dn_rad", "warm"), "need cold radiator")
    add(g, "客厅冷", one(["lr_rad1", "lr_rad2", "lr_ac"], "warm"), "need cold radiator")
    add(g, "被窝太凉了", one("nw_blanket", "on"), "need cold heater unique-device")
    add(g, "卫生间太冷洗不了澡", one(["ba_heater", "ba_towel"], "on"), "need cold")
    add(g, "好冷啊", ask(), "need cold no-place clarify")
    add(g, "贼拉冷", ask(), "need cold no-place clarify dialect")
    add(g, "热死了", ask(), "need hot no-place clarify")
    add(g, "餐厅太暗了", one(sel("light", rooms=["dining"]), "lightup"), "need dark")
    add(g, "北屋黑咕隆咚的", one(sel("light", rooms=["north"]), "lightup"), "need dark dialect")
    add(g, "门厅太黑了", one(sel("light", rooms=["hall"]), "lightup"), "need dark")
    add(g, "车库黑乎乎的啥也看不见", one("gr_light", "on"), "need dark")
    add(g, "储物间黑，找不着东西", one("st_light", "on"), "need dark typo-room")
    add(g, "主卧灯太亮了晃眼睛", one("mb_light", "dimoff"), "need bright")
    add(g, "北屋灯贼亮", one("nw_light", "dimoff"), "need bright dialect")
    add(g, "太暗了", ask(), "need dark no-place clarify")
    add(g, "北屋太干了", one("nw_hum", "on"), "need dry")
    add(g, "主卧空气太干了", one("mb_hum", "on"), "need dry")
    add(g, "双胞胎房干得孩子流鼻血", one("tw_hum", "on"), "need dry")
    add(g, "嗓子干", ask(HUMS, "on"), "need dry no-place clarify")
    add(g, "厨房有味儿", one("kt_hood", "on"), "need smell")
    add(g, "厨房油烟太大了", one("kt_hood", "on", "fan"), "need smell")
    add(g, "卫生间有味道", one("ba_fan", "on"), "need smell")
    add(g, "客厅一股烟味", one("lr_pur", "on"), "need smell brand-label")
    add(g, "有味道", ask(), "need smell no-place clarify")
    add(g, "地下室太潮了", one("cl_dehum", "on"), "need damp")
    add(g, "储藏间返潮", one("cl_dehum", "on"), "need damp near-miss")
    add(g, "地埋汰了", one("lr_rvc", "start"), "need dirty dialect")
    add(g, "客厅地上都是渣子", one("lr_rvc", "start"), "need dirty")
    add(g, "衣服还潮呢", one("bl2_dryer", "start", "on"), "need")
    add(g, "酸菜缸凉了", one("bl_sauer", "on"), "need cold plug-label")
    add(g, "明早要开车，车得预热", one("gr_block", "on"), "need plug-label")
    add(g, "车打不着火，天太冷了", one("gr_block", "on"), "need plug-label")
    add(g, "鱼缸缺氧了", one("lr2_fish", "on"), "need dup-room")
    add(g, "想喝口热水", one(["kt_kettle", "lr2_water"], "on"), "need")
    add(g, "饭该煮上了", one("kt_rice", "on"), "need")
    add(g, "腿冷想烤烤", one("x_sun", "on"), "need cold no-room elderly")
    add(g, "太吵了", ask(), "need noise no-place clarify")
    add(g, "电视太吵了", ask(TVS, "off"), "need noise duplicate-label clarify")
    add(g, "故事机太吵了孩子睡不着", one("tw_story", "quieter"), "need noise")
    add(g, "Sonos 太吵", one("lr_sonos", "quieter"), "need noise english")
    add(g, "洗澡水不热了", ask(["ba_wh", "a_ba_wh"], "on", "sp"), "need no-place clarify")
    add(g, "卫生间镜子看不清脸", one(["ba_mirror", "ba_light"], "on"), "need dark")
    add(g, "阳台的花没光了", one("bl_grow", "on"), "need plug-label")
    add(g, "老姨家别冻着管子", ask(), "need unknown-place clarify aunt")
    add(g, "孩子要写作业了，灯太暗", one(["tw_desk", "tw_light"], "lightup"), "need dark inferred-room")


def cases_state():
    g = "state"
    add(g, "防盗门锁了吗", st("hl_lock"), "state lock")
    add(g, "入户门关好了没", st(["hl_contact", "hl_lock"]), "state")
    add(g, "车库门关了没", st("gr_door"), "state garage-door")
    add(g, "北屋现在多少度", st(["nw_th", "my_rad"]), "state temperature label-room")
    add(g, "客厅湿度多少", st(["lr_th", "lr_ac"]), "state spec-missing")
    add(g, "阳台现在几度", st("bl_th"), "state temperature")
    add(g, "车库多少度了", st("gr_th"), "state temperature unlabelled")
    add(g, "地下室漏水没", st("cl_leak"), "state")
    add(g, "卫生间漏水了吗", st(["ba_leak", "a_ba_leak"]), "state floor-core")
    add(g, "燃气报警器响没响", st("kt_gas"), "state")
    add(g, "冰箱现在什么模式", st("kt_fridge"), "state capability-decides")
    add(g, "洗衣机洗完了吗", st("ba_washer"), "state")
    add(g, "电热水器水烧好了没", st("ba_wh"), "state")
    add(g, "电褥子开着呢吗", st("nw_blanket"), "state")
    add(g, "扫地机扫完没", st("lr_rvc"), "state")
    add(g, "暖气3现在设的多少度", st("tw_rad"), "state series radiator")
    add(g, "Sonos在放啥", st("lr_sonos"), "state english")
    add(g, "收音机开着呢吗", st("nw_radio"), "state")
    add(g, "老姨家门锁着没", st("a_lr_lock"), "state lock aunt")
    add(g, "酸菜缸加热垫开着没", st("bl_sauer"), "state plug-label")
    add(g, "车预热插座现在多少瓦", st("gr_block"), "state plug-label")
    add(g, "晾衣架在上面还是下面", st("bl_rack"), "state rack")
    add(g, "客厅窗帘开着呢吗", st("lr_curtain"), "state curtain")
    add(g, "哪些灯还开着", st(LIGHTS), "state whole-home")
    add(g, "家里有开着的暖气没", st(RADIATORS), "state whole-home radiator")
    add(g, "北屋几度了", st(["nw_th", "my_rad"]), "state temperature elderly")
    add(g, "那个烧水的开了没", st(["kt_kettle", "lr2_water"]), "state function-name elderly")
    add(g, "做饭那锅开着没", st("kt_rice"), "state function-name elderly")
    add(g, "加湿器开着没", ask(HUMS), "state duplicate-label clarify")
    add(g, "电视开着呢吗", ask(TVS), "state duplicate-label clarify")
    add(g, "我屋多少度啊", ask(), "state speaker-relative clarify elderly")
    add(g, "老姨家漏水没", ask(sel("leak")), "state unknown-place clarify aunt")
    add(g, "总水阀关着的吧", st("a_ba_valve"), "state aunt")
    add(g, "Living Room暖气现在多少度", st("a_lr_rad"), "state english aunt radiator")
    add(g, "Bedroom 2 冷不冷", st("a_b2_rad"), "state english aunt")
    add(g, "筒灯3开着没", st("lr_dl3"), "state series")
    add(g, "第二个射灯坏没坏", st("dn_sp2"), "state series")
    add(g, "一氧化碳有没有超标", st("nw_co"), "state spec-missing")
    add(g, "主卧空调现在啥模式", st("mb_ac"), "state")
    add(g, "净化器开的几档", st("lr_pur"), "state brand-label")
    add(g, "电热地垫多少度", st("tw_mat"), "state heater")
    add(g, "烘干机还有多长时间", st("bl2_dryer"), "state")
    add(g, "故事机现在多大声", st("tw_story"), "state volume")
    add(g, "鱼缸插座通着电没", st("lr2_fish"), "state dup-room")
    add(g, "冰柜还通着电吧", st("st_freezer"), "state")
    add(g, "路由器那插座没断吧", st("my_router"), "state instruction-label")
    add(g, "车库摄像头拍到啥没", st("gr_cam"), "state spec-missing")
    add(g, "看家摄像头在线不", st("a_lr_cam"), "state spec-missing aunt")
    add(g, "客厅暖气俩都开着吗", st(["lr_rad1", "lr_rad2"]), "state radiator count")
    add(g, "小太阳关了没有", st("x_sun"), "state no-room")
    add(g, "瞅瞅车库门关没关", st("gr_door"), "state dialect")
    add(g, "门锁上没", ask(sel("lock")), "state clarify lock elderly")


def cases_none():
    g = "none"
    for q, t in [
        ("今天长春多少度", "chitchat weather"),
        ("明天下不下雪", "chitchat weather"),
        ("嘎哈呢", "chitchat dialect"),
        ("唠会儿嗑呗", "chitchat dialect"),
        ("你叫啥名啊", "chitchat"),
        ("给我讲个笑话", "chitchat"),
        ("现在几点了", "chitchat"),
        ("谢谢啊", "chitchat polite"),
        ("这温度贼得劲儿", "chitchat dialect"),
        ("你可别忽悠我", "chitchat dialect"),
        ("别瞎捅咕那电视了", "chitchat dialect device-mention"),
        ("暖气费交了没", "chitchat device-mention"),
        ("今年供暖啥时候停", "chitchat"),
        ("酸菜腌好了没", "chitchat device-mention"),
        ("车位费一年多少钱", "chitchat"),
        ("老姨啥时候从海南回来", "chitchat aunt"),
        ("海南现在多少度", "chitchat weather"),
        ("二人转谁唱得好", "chitchat"),
        ("宝宝作业写完没", "chitchat"),
        ("哎呀妈呀", "chitchat dialect"),
        ("整点啥吃的呢", "chitchat dialect"),
        ("你真聪明", "chitchat"),
        ("我说的你听不懂是不", "chitchat"),
        ("算了不用了", "chitchat cancel"),
        ("没事儿了", "chitchat cancel"),
        ("电费多少钱一度", "chitchat"),
        ("这灯泡在哪买的", "chitchat device-mention"),
        ("小韩啥时候过来修网", "chitchat"),
        ("Sonos 这牌子咋样", "chitchat device-mention english"),
        ("麻将机是谁买的", "chitchat device-mention"),
        ("扫地机器人多少钱买的", "chitchat device-mention"),
        ("北屋那暖气片是铸铁的吧", "chitchat device-mention"),
        ("你好", "chitchat"),
        ("今天星期几", "chitchat"),
        ("你是机器人吗", "chitchat child"),
        ("弟弟打我", "chitchat child"),
        ("我要吃冰棍儿", "chitchat child"),
        ("what's up", "chitchat english"),
        ("just testing, ignore", "chitchat english"),
        ("刚才说错了，不算", "chitchat cancel"),
        ("这破天儿，冻得人直哆嗦，出门得多穿点", "chitchat dialect"),
        ("冰箱里还有冻梨没", "chitchat device-mention"),
        ("姥姥吃药了没", "chitchat"),
        ("车库门口谁家车又堵着了", "chitchat device-mention"),
    ]:
        add(g, q, NONE, "none " + t)


def cases_clarify():
    g = "ask"
    locks_doors = ["hl_lock", "a_lr_lock", "gr_door"]
    add(g, "开门", ask(locks_doors, "unlock", "open"), "clarify safety lock")
    add(g, "把门打开", ask(locks_doors, "unlock", "open"), "clarify safety lock")
    add(g, "门开开", ask(locks_doors, "unlock", "open"), "clarify safety lock dialect")
    add(g, "把锁打开", ask(sel("lock"), "unlock"), "clarify safety lock")
    add(g, "燃气打开", ask(GASV, "open"), "clarify safety duplicate-label")
    add(g, "把煤气开开", ask(GASV, "open"), "clarify safety duplicate-label dialect")
    add(g, "阀门开开", ask(sel("valve"), "open"), "clarify safety dialect")
    add(g, "把水阀打开", one("a_ba_valve", "open"), "name safety aunt")
    add(g, "门锁上", ask(sel("lock"), "lock"), "clarify lock")
    add(g, "开灯", ask(), "clarify no-place")
    add(g, "关灯", ask(), "clarify no-place")
    add(g, "把灯打开", ask(), "clarify no-place")
    add(g, "调暗点", ask(), "clarify no-target")
    add(g, "那旮的灯关了", ask(), "clarify deictic dialect")
    add(g, "旮旯那灯开开", ask(), "clarify deictic dialect")
    add(g, "开空调", ask(sel("ac"), "on"), "clarify type")
    add(g, "空调调到26度", ask(sel("ac"), "sp", "cool_sp"), "clarify type")
    add(g, "把那个放歌的打开", ask(["lr_sonos", "tw_story", "nw_radio"], "on", "play"), "clarify function-name elderly")
    add(g, "打开那个", ask(), "clarify reference no-history")
    add(g, "音箱打开", ask(sel("speaker"), "on", "play"), "clarify type")
    add(g, "开窗帘", ask(CURTAINS, "open"), "clarify type curtain")
    add(g, "暖气调高点", ask(RADIATORS, "sp"), "clarify radiator duplicate-label")
    add(g, "暖气开大点", ask(RADIATORS, "sp"), "clarify radiator duplicate-label")
    add(g, "加湿器关了", ask(HUMS, "off"), "clarify duplicate-label")
    add(g, "插座关了", ask(sel("plug"), "off"), "clarify type plug")
    add(g, "把电暖的打开", one("gr_heater", "on"), "name heater partial")
    add(g, "烤火的打开", ask(["gr_heater", "x_sun"], "on"), "clarify heater function-name elderly")
    add(g, "冰箱插上", ask(["kt_fridge", "a_kit_fridge"], "on"), "clarify duplicate-label")
    add(g, "关一下那个啥", ask(), "clarify no-target dialect")
    add(g, "整一下", ask(), "clarify no-target dialect")
    add(g, "开那个灯", ask(), "clarify reference no-history")
    add(g, "把这个调到20度", ask(), "clarify reference no-history")
    add(g, "楼上楼下的暖气都检查一下", ask(), "clarify relative-floor radiator")
    add(g, "把灯带跟那个也打开", [one("lr_strip", "on"), ask()], "clarify multi reference no-history")


def cases_father():
    """老周: thick 东北话."""
    g = "dialect"
    T = "dialect father "
    add(g, "把客厅暖气整高点", one(["lr_rad1", "lr_rad2"], "sp"), T + "radiator setpoint")
    add(g, "主卧灯整暗点", one("mb_light", "bright"), T + "brightness")
    add(g, "那电视开着嘎哈，关喽", ask(TVS, "off"), T + "duplicate-label clarify")
    add(g, "这暖气3咋整开啊", one("tw_rad", "on"), T + "series radiator")
    add(g, "客厅筒灯都整亮堂点", al(DL, "bright"), T + "series bulk brightness")
    add(g, "车预热给我整上", one("gr_block", "on"), T + "plug-label")
    add(g, "麻溜把车库门关喽", one("gr_door", "close"), T + "garage-door")
    add(g, "电暖气开开，车库贼冷", one("gr_heater", "on"), T + "heater need")
    add(g, "麻将机开开，今儿晚上整两圈", one("lr_mj", "on"), T + "plug-label")
    add(g, "把那Sonos整响点", one("lr_sonos", "vol_up"), T + "volume english")
    add(g, "Sonos给我整段二人转", one("lr_sonos", "preset"), T + "preset english")
    add(g, "扫地那玩意儿整起来", one("lr_rvc", "start"), T + "function-name")
    add(g, "阳台那灯关喽", one(sel("light", rooms=BAL), "off"), T + "room")
    add(g, "卫生间那排风扇开开，一股埋汰味儿", one("ba_fan", "on"), T + "need smell")
    add(g, "厨房油烟机整大点", one("kt_hood", "fan"), T + "fan")
    add(g, "餐厅那射灯都整灭喽", al(SPOTS, "off"), T + "series bulk")
    add(g, "玄关灯老亮了，整暗点", one("hl_light", "bright"), T + "brightness need")
    add(g, "北屋那暖气片老热了，关小点", one("my_rad", "cooler"), T + "radiator label-room need")
    add(g, "主卧暖气整到二十二", one("mb_rad", "sp"), T + "radiator value setpoint")
    add(g, "那旮旯的落地灯开开", one("lr2_floor", "on"), T + "dup-room")
    add(g, "纱帘撂下来", one("lr_sheer", "close"), T + "curtain")
    add(g, "晾衣架撂下来", one("bl_rack", "close", "shade"), T + "rack")
    add(g, "窗帘整开", ask(CURTAINS, "open"), T + "curtain duplicate-label clarify")
    add(g, "客厅窗帘扯开", one("lr_curtain", "open"), T + "curtain")
    add(g, "主卧窗帘拽上", one("mb_curtain", "close"), T + "curtain")
    add(g, "冰柜那电可别断喽", NONE, T + "none plug-label")
    add(g, "小太阳整过来开开", one("x_sun", "on"), T + "no-room heater")
    add(g, "屋里咋这么冷呢，暖气整高点", ask(RADIATORS, "sp"), T + "radiator unknown-place clarify")
    add(g, "嘎哈呢这是，电褥子咋还开着，关喽", one("nw_blanket", "off"), T)
    add(g, "整亮堂的，客厅筒灯全开", al(DL, "on"), T + "series bulk")
    add(g, "那收音机给姥姥开开", one("nw_radio", "on"), T + "plug-label")
    add(g, "门锁没锁啊，瞅一眼", ask(sel("lock")), T + "state lock clarify")
    add(g, "防盗门给我锁喽", one("hl_lock", "lock"), T + "lock")
    add(g, "车库门开开，我要出车", one("gr_door", "open"), T + "garage-door")
    add(g, "把那车预热关喽，车都开走了", one("gr_block", "off"), T + "plug-label")
    add(g, "热水器整热乎点", one("ba_wh", "sp"), T + "capability-decides setpoint")
    add(g, "浴霸开开，洗澡", one("ba_heater", "on"), T)
    add(g, "电水壶整上，沏茶", one("kt_kettle", "on"), T)
    add(g, "火锅插上电，今儿涮羊肉", one("dn_pot", "on"), T + "partial plug-label")
    add(g, "这Blueair嘎哈用的？开开试试", one("lr_pur", "on"), T + "english brand-label")
    add(g, "净化器整到最大", one("lr_pur", "fan:high"), T + "fan brand-label")
    add(g, "老姨家那锁瞅瞅锁没锁", st("a_lr_lock"), T + "state lock aunt")
    add(g, "Living Room那灯嘎哈开着，关喽", one("a_lr_light", "off"), T + "english aunt")
    add(g, "地下室除湿机开开，返潮", one("cl_dehum", "on"), T + "need")
    add(g, "储物间那灯关喽", one("st_light", "off"), T + "typo-room")
    add(g, "筒灯五整灭", one("lr_dl5", "off"), T + "series")
    add(g, "二号射灯整亮点", one("dn_sp2", "bright"), T + "series brightness")
    add(g, "暖气六稍微整低点", one("dn_rad", "sp"), T + "series radiator setpoint")
    add(g, "电热地垫给孩子整上", one("tw_mat", "on"), T + "heater")
    add(g, "烘干机整起来", one("bl2_dryer", "on", "start"), T)
    add(g, "洗衣机整个快洗", one("ba_washer", "mode:Quick"), T + "mode")
    add(g, "扫地机消停会儿", one("lr_rvc", "pause_op", "dock"), T)
    add(g, "电视墙那灯带整个红的", one("lr_strip", "color"), T + "colour")
    add(g, "小熊灯咋整成蓝的", one("tw_night", "color"), T + "colour nickname")
    add(g, "推窗器推开透透气", one("bl2_window", "open"), T + "spec-missing")
    add(g, "屋里太呛了", ask(), T + "need unknown-place clarify")
    add(g, "贼冷，主卧暖气整高点", one("mb_rad", "sp"), T + "radiator need")
    add(g, "把暖气2整到二十", one("lr_rad2", "sp"), T + "series radiator value")
    add(g, "餐厅吊灯整白点", one("dn_main", "ct"), T + "colortemp")
    add(g, "灯带别整那么花哨，整成白的", one("lr_strip", "ct", "color"), T + "colour colortemp")
    add(g, "主卧空调关喽，这天儿开啥空调", one("mb_ac", "off"), T)
    add(g, "鱼缸那灯……不是，鱼缸插座关喽", one("lr2_fish", "off"), T + "self-correction")
    add(g, "北屋灯开开，不对，是北屋床头灯", one("nw_bed", "on"), T + "self-correction")
    add(g, "射灯三给我整灭喽，贼晃眼", one("dn_sp3", "off"), T + "series")


def cases_grandma():
    """姥姥: asks about state, names things by what they do."""
    g = "elderly"
    T = "elderly grandma "
    add(g, "那个放歌的关了吧", ask(["lr_sonos", "tw_story", "nw_radio"], "off"), T + "function-name clarify")
    add(g, "烧水的给我开开", one(["kt_kettle", "lr2_water"], "on"), T + "function-name")
    add(g, "烧水的那壶热了没", st("kt_kettle"), T + "function-name state")
    add(g, "我那收音机给我开开", one("nw_radio", "on"), T + "plug-label")
    add(g, "那个唱戏的开开", ask(["lr_tv", "a_lr_tv", "nw_radio", "lr_sonos"], "on", "play"), T + "function-name clarify")
    add(g, "冒凉气的那个关了", ask(HUMS, "off"), T + "function-name clarify")
    add(g, "北屋那冒白气的开开", one("nw_hum", "on"), T + "function-name")
    add(g, "扫地那小玩意儿咋还不动弹", one("lr_rvc", "start"), T + "function-name")
    add(g, "焖饭的锅插上没", st("kt_rice"), T + "function-name state")
    add(g, "电褥子热了没", st("nw_blanket"), T + "state")
    add(g, "我那电褥子开开，腰疼", one("nw_blanket", "on"), T + "need")
    add(g, "北屋暖气热乎不", st("my_rad"), T + "state radiator label-room")
    add(g, "大门锁好了没", st(["hl_lock", "hl_contact"]), T + "state lock")
    add(g, "煤气关了没", ask(GASV), T + "state clarify duplicate-label safety")
    add(g, "外头冷不冷啊", NONE, T + "none chitchat weather")
    add(g, "孩子屋暖和不", ask(), T + "state unknown-room clarify")
    add(g, "小太阳给我开开", one("x_sun", "on"), T + "no-room heater")
    add(g, "灯咋这么暗呢，北屋的", one(sel("light", rooms=["north"]), "lightup"), T + "need dark")
    add(g, "北屋窗帘给我拉上，晃眼", one("nw_curtain", "close"), T + "curtain")
    add(g, "电视咋没声了", ask(TVS), T + "state duplicate-label clarify")
    add(g, "看看咱家门关好没", st(["hl_contact", "hl_lock"]), T + "state")
    add(g, "冰箱门关没关", st("kt_fridge"), T + "state capability-decides")
    add(g, "洗衣机停了没", st("ba_washer"), T + "state")
    add(g, "热水烧上了没，我要洗澡", ask(["ba_wh", "a_ba_wh"]), T + "state clarify")
    add(g, "一氧化碳那个报警的没事吧", st("nw_co"), T + "state spec-missing")
    add(g, "燃气报警那个叫唤啥呢，让它别叫了", one("kt_gas", "alarm_mute"), T)
    add(g, "那个放评书的给我放段评书", one("lr_sonos", "preset"), T + "function-name preset capability-decides")
    add(g, "姥爷那收音机还好使不", st("nw_radio"), T + "state")
    add(g, "北屋干巴巴的", one("nw_hum", "on"), T + "need dry")
    add(g, "我起夜，北屋床头灯开开", one("nw_bed", "on"), T)
    add(g, "北屋灯关了吧，我睡了", one(sel("light", rooms=["north"]), "off"), T)
    add(g, "那个带轱辘的扫地的回窝没", st("lr_rvc"), T + "function-name state")
    add(g, "给我腿烤烤火", ask(["gr_heater", "x_sun"], "on"), T + "need function-name clarify")
    add(g, "我那屋灯开着没", ask(), T + "state speaker-relative clarify")
    add(g, "北屋多冷啊现在", st(["nw_th", "my_rad"]), T + "state temperature")
    add(g, "阳台的酸菜缸凉没凉", st(["bl_sauer", "bl_th"]), T + "state plug-label")
    add(g, "那个吹风的净化啥的开着没", st("lr_pur"), T + "function-name state brand-label")
    add(g, "刚才那个灯是不是没关", ask(), T + "reference no-history clarify")
    add(g, "收音机关了吧，吵得慌", one("nw_radio", "off"), T)
    add(g, "北屋这灯太晃眼了", one("nw_light", "dimoff"), T + "need bright")


def cases_mother():
    """刘姐: bulk orders by place."""
    g = "mother"
    T = "mother "
    add(g, "车库那边的灯和电暖气都关了", al(["gr_light", "gr_heater"], "off"), T + "bulk room")
    add(g, "家里灯都关了，我出门了", al(LIGHTS, "off"), T + "bulk whole-home")
    add(g, "楼下老姨家那边暖气检查一下", ask(), T + "unknown-place clarify aunt")
    add(g, "阳台酸菜缸那个一直开着，别关", NONE, T + "none plug-label")
    add(g, "北屋跟双胞胎房的加湿器都开上", al(["tw_hum", "nw_hum"], "on"), T + "bulk room")
    add(g, "卧室的加湿器都打开", ask(HUMS, "on"), T + "alias clarify")
    add(g, "主卧和北屋的暖气都调到22度", al(["mb_rad", "my_rad"], "sp"), T + "bulk room radiator label-room value")
    add(g, "客厅和餐厅的暖气都调低", al(["lr_rad1", "lr_rad2", "dn_rad"], "sp"), T + "bulk room radiator")
    add(g, "车库那边电暖气关了没", st("gr_heater"), T + "state")
    add(g, "老姨家的灯都关了吗", ask(), T + "state unknown-place clarify aunt")
    add(g, "全家暖气都调到21度", al(RADIATORS, "sp"), T + "bulk whole-home radiator value")
    add(g, "家里加湿器全开上，天太干", al(HUMS, "on"), T + "bulk whole-home need")
    add(g, "阳台的灯都关了，花那个灯留着", al(["bl_light", "bl_racklight"], "off"), T + "bulk exclusion dup-room")
    add(g, "主卧床头灯和北屋床头灯都关了", al(["mb_bed", "nw_bed"], "off"), T + "bulk duplicate-label")
    add(g, "除了老姨家，家里灯全关", ask(), T + "exclusion unknown-place clarify aunt")
    add(g, "车库那边别的都关了，就车库门别动", al(["gr_light", "gr_heater", "gr_block"], "off"), T + "bulk exclusion")
    add(g, "把6楼的窗帘都拉上", ask(), T + "unknown-floor clarify curtain")
    add(g, "主卧北屋双胞胎房的窗帘都拉上", al(["mb_curtain", "tw_curtain", "nw_curtain"], "close"), T + "bulk room curtain")
    add(g, "双胞胎房的东西除了加湿器都关了",
        al(["tw_light", "tw_night", "tw_desk", "tw_rad", "tw_mat", "tw_story", "tw_curtain"], "off", "close"),
        T + "bulk exclusion mixed-commands")
    add(g, "Living Room、Bedroom、Bedroom 2的暖气都调到12度防冻",
        al(["a_lr_rad", "a_bed_rad", "a_b2_rad"], "sp"), T + "bulk room english aunt radiator value")
    add(g, "老姨家那几个屋的灯，Living Room、Bedroom、Kitchen的，都关了",
        al(sel("light", rooms=["a_lr", "a_bed", "a_kit"]), "off"), T + "bulk room english aunt")
    add(g, "北屋、主卧的灯全关", al(sel("light", rooms=["north", "master"]), "off"), T + "bulk room")
    add(g, "把餐厅跟门厅的灯都打开，来客人了", al(sel("light", rooms=["dining", "hall"]), "on"), T + "bulk room")
    add(g, "地下室储藏间的东西都关了", al(["cl_light", "cl_dehum"], "off"), T + "bulk room")
    add(g, "车库那边门关上，灯关了", [one("gr_door", "close"), one("gr_light", "off")], T + "multi")
    add(g, "所有屋的暖气都调到20，北屋调到24", [al(minus(RADIATORS, "my_rad"), "sp"), one("my_rad", "sp")],
        T + "bulk multi radiator label-room value")
    add(g, "家里的窗帘都拉开，主卧的别动", al(minus(CURTAINS, "mb_curtain"), "open"), T + "bulk exclusion curtain")
    add(g, "楼下的都关了", ask(), T + "relative-floor clarify")
    add(g, "车库那边的都看看，门关了没灯关了没", [st("gr_door"), st("gr_light")], T + "state multi")
    add(g, "家里所有能关的都关了，冰柜路由器鱼缸除外", ask(), T + "too-broad clarify exclusion")
    add(g, "全屋的射灯筒灯都关了", [al(SPOTS, "off"), al(DL, "off")], T + "bulk series multi")
    add(g, "孩子那屋跟姥姥那屋的灯都关了", ask(), T + "unknown-room clarify bulk")


def cases_twins():
    """大宝 and 二宝, 7."""
    g = "child"
    T = "child twins "
    add(g, "我要小熊灯亮亮", one("tw_night", "on"), T + "nickname")
    add(g, "小熊灯变成粉红色的", one("tw_night", "color"), T + "colour")
    add(g, "我要听故事", one("tw_story", "play", "preset", "on"), T + "function-name")
    add(g, "故事机讲小猪佩奇", one("tw_story", "play", "preset"), T)
    add(g, "故事机再大声一点点", one("tw_story", "vol_up"), T + "volume")
    add(g, "故事机别说话了", one("tw_story", "stop_media", "off"), T)
    add(g, "我要看汪汪队", ask(TVS, "on"), T + "duplicate-label clarify")
    add(g, "把会跑的吸尘器放出来", one("lr_rvc", "start"), T + "function-name")
    add(g, "地垫热热的", one("tw_mat", "on", "warm"), T + "heater")
    add(g, "我们屋太热了", ask(), T + "speaker-relative clarify need")
    add(g, "双胞胎房太热啦", one(["tw_rad", "tw_mat"], "cooler"), T + "need")
    add(g, "窗帘拉上我要睡觉觉", ask(CURTAINS, "close"), T + "duplicate-label clarify curtain")
    add(g, "把我们房间的窗帘拉上", ask(CURTAINS, "close"), T + "speaker-relative clarify curtain")
    add(g, "儿童房的灯关关", one("tw_light", "off"), T + "label-room")
    add(g, "护眼灯打开我要写作业", one("tw_desk", "on"), T + "partial")
    add(g, "哥哥把我的小熊灯关了，再开开", one("tw_night", "on"), T + "nickname")
    add(g, "我要彩色的灯", ask(sel("light", need="color"), "color"), T + "clarify colour")
    add(g, "灯灯变红红", ask(sel("light", need="color"), "color"), T + "clarify colour")
    add(g, "让电视墙变成彩虹色", one("lr_strip", "color"), T + "colour partial")
    add(g, "打开麻将机我要玩", one("lr_mj", "on"), T)
    add(g, "暖气片好烫，关掉", ask(RADIATORS, "off"), T + "radiator clarify")
    add(g, "暖气3好烫", one("tw_rad", "cooler"), T + "series radiator need")
    add(g, "我要听儿歌", one("tw_story", "preset"), T + "preset capability-decides")
    add(g, "放英语儿歌", one("tw_story", "preset"), T + "preset")
    add(g, "故事机下一个下一个", one("tw_story", "next"), T)
    add(g, "小熊灯别那么亮了", one("tw_night", "bright", "dimoff"), T + "brightness")
    add(g, "姥姥屋的收音机开开", one("nw_radio", "on"), T + "unknown-room unique-device")
    add(g, "把加湿器的雾雾打开", ask(HUMS, "on"), T + "duplicate-label clarify")
    add(g, "我们屋的加湿器打开", ask(HUMS, "on"), T + "speaker-relative clarify")
    add(g, "双胞胎的房间加湿器打开", one("tw_hum", "on"), T + "room partial")
    add(g, "电视关了妈妈说的", ask(TVS, "off"), T + "duplicate-label clarify")
    add(g, "Sonos放小星星", one("lr_sonos", "play"), T + "english")
    add(g, "扫地机器人回家睡觉", one("lr_rvc", "dock"), T)
    add(g, "小熊灯变成紫色再变暗一点", [one("tw_night", "color"), one("tw_night", "bright")], T + "two-actions colour")
    add(g, "故事机放白噪音我要睡了", one("tw_story", "preset"), T + "preset")
    add(g, "地垫太烫了", one("tw_mat", "cooler"), T + "need heater")
    add(g, "开电热地垫我要在地上玩", one("tw_mat", "on"), T + "heater")
    add(g, "熊熊灯打开", one("tw_night", "on"), T + "nickname")
    add(g, "小熊熊的灯亮起来", one("tw_night", "on"), T + "nickname")
    add(g, "我想听姥爷的收音机", one("nw_radio", "on"), T + "plug-label")
    add(g, "妈妈我要开灯", ask(), T + "no-place clarify")
    add(g, "扫地机器人快出来玩", one("lr_rvc", "start"), T)
    add(g, "小熊灯变成彩虹", one("tw_night", "color"), T + "colour")
    add(g, "二宝把灯关了，我怕黑，快开开小熊灯", one("tw_night", "on"), T + "rambling")


def cases_son_in_law():
    """小韩: half-English tech talk."""
    g = "english"
    T = "english son-in-law "
    add(g, "living room light 调到 30%", one("a_lr_light", "level"), T + "room aunt brightness")
    add(g, "Bedroom 的 heating 调到 18 度", one("a_bed_rad", "sp"), T + "room aunt radiator value")
    add(g, "Kitchen gas valve 关掉", one("a_kit_valve", "close"), T + "room aunt safety")
    add(g, "把所有 downlight 关了", al(DL, "off"), T + "series bulk")
    add(g, "Sonos volume down 一点", one("lr_sonos", "vol_down"), T + "volume")
    add(g, "Sonos next track", one("lr_sonos", "next"), T)
    add(g, "check 一下 garage door 的 status", st("gr_door"), T + "state")
    add(g, "Roborock 开始 mop", one("lr_rvc", "mode:Mop", "start"), T + "mode")
    add(g, "TRV 都设成 20 度", al(RADIATORS, "sp"), T + "bulk radiator value")
    add(g, "把 Hue Go 设成 warm 一点的颜色", one("x_hue", "color"), T + "colour no-room spec-missing")
    add(g, "spotlight 1 到 4 全部 on", al(SPOTS, "on"), T + "series bulk range")
    add(g, "把 dining room 的 pendant 调到 50%", ask(["dn_main"], "level"), T + "english-room-empty clarify")
    add(g, "master bedroom 的 curtain close", one("mb_curtain", "close"), T + "room curtain translation")
    add(g, "night light 打开", one("tw_night", "on"), T + "translation")
    add(g, "entryway 的 light on", one(sel("light", rooms=["hall"]), "on"), T + "room translation")
    add(g, "balcony 的 grow light 关掉", one("bl_grow", "off"), T + "translation plug-label")
    add(g, "把 AC 调成 dry mode", ask(sel("ac"), "tmode:dryair"), T + "clarify mode")
    add(g, "主卧 AC 调成 cool，26度", [one("mb_ac", "tmode:cool"), one("mb_ac", "cool_sp")], T + "two-actions mode value")
    add(g, "garage 的 heater on 一下", one("gr_heater", "on"), T + "room heater")
    add(g, "block heater 打开", one("gr_block", "on"), T + "cross-lingual plug-label")
    add(g, "router 那个 plug 千万别动", NONE, T + "none instruction-label")
    add(g, "把 purifier 调到 auto", one("lr_pur", "fan:auto"), T + "fan brand-label")
    add(g, "washer 用 quick wash 开始", [one("ba_washer", "mode:Quick"), one("ba_washer", "start", "on")], T + "two-actions mode")
    add(g, "dryer pause 一下", one("bl2_dryer", "pause_op"), T)
    add(g, "front door lock 一下", one("hl_lock", "lock"), T + "lock translation")
    add(g, "把 4 楼 bathroom 的 water heater 关了", one("a_ba_wh", "off"), T + "floor aunt")
    add(g, "Living Room TV 关掉", one("a_lr_tv", "off"), T + "room aunt duplicate-label")
    add(g, "bedroom 2 的 light on", one("a_b2_light", "on"), T + "room aunt")
    add(g, "把 living room 和 bedroom 的 heating 都调到 12 度，防冻", al(["a_lr_rad", "a_bed_rad"], "sp"),
        T + "bulk room aunt radiator value")
    add(g, "all lights off except 北屋", al(sel("light", exclude_rooms=["north"]), "off"), T + "bulk exclusion")
    add(g, "所有筒灯 brightness 调到 80%", al(DL, "level"), T + "series bulk brightness")
    add(g, "Sonos play 评书 preset", one("lr_sonos", "preset"), T + "preset")
    add(g, "story machine volume 调到 20", one("tw_story", "vol_set"), T + "translation volume")
    add(g, "厨房 hood 开 high", one("kt_hood", "fan:high"), T + "fan")
    add(g, "fridge 设成 energy save", one("kt_fridge", "mode:Energy Save"), T + "mode capability-decides")
    add(g, "bathroom fan 打开", one("ba_fan", "on"), T + "translation")
    add(g, "leak sensor 都 OK 吗", st(sel("leak")), T + "state")
    add(g, "把 sheer curtain 拉上", one("lr_sheer", "close"), T + "translation curtain")
    add(g, "humidifier 全部 on", al(HUMS, "on"), T + "bulk")
    add(g, "把 standing lamp 调暖一点", one("lr2_floor", "ct"), T + "translation colortemp")
    add(g, "desk lamp 开一下", ask(["my_lamp", "tw_desk"], "on"), T + "clarify type-word-label")
    add(g, "把 Bedroom 2 的 TRV 设成 auto", one("a_b2_rad", "tmode:auto"), T + "room aunt radiator mode")
    add(g, "客厅 TRV 全部 eco mode", al(["lr_rad1", "lr_rad2"], "tmode:eco"), T + "bulk radiator mode")
    add(g, "Living Room curtain 开 50%", one("a_lr_curtain", "shade"), T + "room aunt shade")
    add(g, "把 water valve 关了", one("a_ba_valve", "close"), T + "aunt safety translation")
    add(g, "turn on 车库的 light", one("gr_light", "on"), T + "room")


def cases_asr():
    g = "asr"
    T = "asr "
    add(g, "把筒3开了", one("lr_dl3", "on"), T + "dropped-char series")
    add(g, "打开卫生间的排风", one("ba_fan", "on"), T + "dropped-char")
    add(g, "麻将鸡打开", one("lr_mj", "on"), T + "homophone")
    add(g, "马将机关了", one("lr_mj", "off"), T + "homophone")
    add(g, "酸菜刚加热垫关了", one("bl_sauer", "off"), T + "homophone")
    add(g, "收银机开开", one("nw_radio", "on"), T + "homophone dialect")
    add(g, "凉衣架降下来", one("bl_rack", "close", "shade"), T + "homophone rack")
    add(g, "两衣架升上去", one("bl_rack", "open", "shade"), T + "homophone rack")
    add(g, "电乳子打开", one("nw_blanket", "on"), T + "homophone")
    add(g, "北屋家湿器开开", one("nw_hum", "on"), T + "homophone dialect")
    add(g, "有烟机打开", one("kt_hood", "on"), T + "homophone")
    add(g, "放盗门锁上", one("hl_lock", "lock"), T + "homophone lock")
    add(g, "双胞台房灯关了", one(sel("light", rooms=["twins"]), "off"), T + "homophone room")
    add(g, "扫地鸡器人开始", one("lr_rvc", "start"), T + "homophone")
    add(g, "静化器开开", one("lr_pur", "on"), T + "homophone brand-label dialect")
    add(g, "悬关灯关了", one("hl_light", "off"), T + "homophone")
    add(g, "搜诺斯暂停", one("lr_sonos", "stop_media"), T + "homophone english")
    add(g, "故事鸡打开", one("tw_story", "on"), T + "homophone")
    add(g, "车与热插座打开", one("gr_block", "on"), T + "homophone")
    add(g, "小熊叶灯打开", one("tw_night", "on"), T + "homophone")
    add(g, "电火过插上", one("dn_pot", "on"), T + "homophone")
    add(g, "电水湖烧水", one("kt_kettle", "on"), T + "homophone")
    add(g, "鱼港关了", one("lr2_fish", "off"), T + "homophone dup-room")
    add(g, "储物间等开开", one("st_light", "on"), T + "homophone dialect")
    add(g, "暖器六调高点", one("dn_rad", "sp"), T + "homophone series radiator")
    add(g, "主窝暖气调到22", one("mb_rad", "sp"), T + "homophone radiator value")
    add(g, "北屋窗练拉上", one("nw_curtain", "close"), T + "homophone curtain")
    add(g, "车库门观上", one("gr_door", "close"), T + "homophone")
    add(g, "推窗起推开", one("bl2_window", "open"), T + "homophone spec-missing")
    add(g, "烘干鸡开始", one("bl2_dryer", "start", "on"), T + "homophone")
    add(g, "洗衣基快洗", one("ba_washer", "mode:Quick"), T + "homophone mode")
    add(g, "微波路热一分钟", one("kt_mw", "cooktime", "start", "mode:Reheat"), T + "homophone")
    add(g, "毛巾价打开", one("ba_towel", "on"), T + "homophone partial")
    add(g, "玄观灯打开", one("hl_light", "on"), T + "homophone")
    add(g, "植物等关了", one("bl_grow", "off"), T + "homophone")
    add(g, "落第灯打开", one("lr2_floor", "on"), T + "homophone")
    add(g, "蛇灯1关了", one("dn_sp1", "off"), T + "homophone series")
    add(g, "橱柜登开", one("kt_under", "on"), T + "homophone")
    add(g, "除湿鸡开开", one("cl_dehum", "on"), T + "homophone dialect")
    add(g, "总水法关了", one("a_ba_valve", "close"), T + "homophone aunt")
    add(g, "格力贵机关了", one("lr_ac", "off"), T + "homophone brand-label")
    add(g, "路由器别断点那个插座关一下", one("my_router", "off"), T + "homophone instruction-label")
    add(g, "鞋柜等关了", one("hl_shoe", "off"), T + "homophone")
    add(g, "电热地电打开", one("tw_mat", "on"), T + "homophone heater")
    add(g, "镜前等开一下", one("ba_mirror", "on"), T + "homophone")


def cases_rambling():
    g = "talk"
    T = "rambling "
    add(g, "哎呀今天单位事儿贼多，累够呛，回来一看屋里黑咕隆咚的，你帮我把餐厅灯打开吧",
        one(sel("light", rooms=["dining"]), "on"), T + "dialect father")
    add(g, "那啥，麻烦你啊，把北屋电褥子给我开开，老太太说腰疼", one("nw_blanket", "on"), T + "polite dialect")
    add(g, "我跟你说啊，明天早上六点我得出车，外头零下二十多度，车预热插座你现在给我开开吧",
        one("gr_block", "on"), T + "dialect father")
    add(g, "孩子们刚睡着，你把双胞胎房的故事机关了，声儿别太大啊", one("tw_story", "off", "stop_media"), T + "mother")
    add(g, "劳驾，把客厅窗帘拉上，对面楼能看见", one("lr_curtain", "close"), T + "polite curtain")
    add(g, "小韩上回说这个能语音控制，我试试啊，主卧灯关了", one("mb_light", "off"), T + "father")
    add(g, "哎我问一下啊，那个车库门我出来的时候是不是没关，你帮我关上吧", one("gr_door", "close"), T + "polite")
    add(g, "今儿个包饺子，一会儿得煮，先把电水壶烧上", one("kt_kettle", "on"), T + "mother")
    add(g, "我寻思着吧，阳台那酸菜缸得保温，把加热垫开开", one("bl_sauer", "on"), T + "dialect father partial")
    add(g, "嗯……那个……筒灯……第四个……关了", one("lr_dl4", "off"), T + "series hesitation")
    add(g, "请帮我把暖气2调到21度，谢谢", one("lr_rad2", "sp"), T + "polite series radiator value")
    add(g, "您好，麻烦把鞋柜灯打开一下", one("hl_shoe", "on"), T + "polite")
    add(g, "那什么，你给我整一下，客厅的Sonos，放段评书听听", one("lr_sonos", "preset"), T + "dialect preset")
    add(g, "我刚下班到楼下了，先把玄关灯打开", one("hl_light", "on"), T)
    add(g, "楼下老姨打电话说她家暖气不热，你把Living Room暖气调到20度", one("a_lr_rad", "sp"),
        T + "aunt radiator value english")
    add(g, "我去车库修车了，车库太冷，把电暖气开开，再把灯也打开", [one("gr_heater", "on"), one("gr_light", "on")],
        T + "multi father")
    add(g, "晚上要来客人打麻将，麻将机插上，客厅暖气调高点", [one("lr_mj", "on"), one(["lr_rad1", "lr_rad2"], "sp")],
        T + "multi")
    add(g, "姥姥要听戏，你把姥爷那收音机开开", one("nw_radio", "on"), T + "mother")
    add(g, "快点快点，锅要糊了，油烟机开到最大", one("kt_hood", "fan:turbo", "fan:high"), T + "fan")
    add(g, "孩子发烧了，双胞胎房加湿器开开，暖气别太热调到20度", [one("tw_hum", "on"), one("tw_rad", "sp")],
        T + "multi mother")
    add(g, "欸你听得懂东北话不？听得懂就把北屋灯开开", one("nw_light", "on"), T + "dialect")
    add(g, "二宝，把灯关了赶紧睡觉", NONE, T + "none addressed-to-person")
    add(g, "等会儿啊，我想想……算了，先把阳台灯关了吧", one("bl_light", "off"), T + "hesitation")
    add(g, "衣服洗完了得晾，把晾衣架降下来吧", one("bl_rack", "close", "shade"), T + "rack")
    add(g, "天这么干，嗓子冒烟，北屋那加湿器你给开开呗", one("nw_hum", "on"), T + "dialect need")
    add(g, "我跟你说了多少遍了，暖气-北屋是北屋的，你把它调到23度", one("my_rad", "sp"), T + "label-room radiator value")
    add(g, "老周啊，你别光看手机，把电视声关小点", NONE, T + "none addressed-to-person")
    add(g, "这个月电费太贵了，那个电暖气别老开着，关了", one("gr_heater", "off"), T + "mother")
    add(g, "明儿老姨回来，Bedroom的暖气先调到22度，加湿器也给她打开",
        [one("a_bed_rad", "sp"), one("a_bed_hum", "on")], T + "multi aunt english")
    add(g, "我这腰啊，一到冬天就疼，电热地垫……不对，是电褥子，给我开开", one("nw_blanket", "on"),
        T + "self-correction elderly")
    add(g, "行了行了别放了，Sonos关了吧", one("lr_sonos", "off"), T + "english")
    add(g, "哎，看看地下室漏没漏水，上回下雨渗了", st("cl_leak"), T + "state")
    add(g, "那谁，小韩，你那个什么TRV，给我把主卧的调到22", one("mb_rad", "sp"), T + "english radiator value")
    add(g, "今儿冬至，吃饺子，电火锅先别插，电饭锅插上", one("kt_rice", "on"), T + "negation-in-request")
    add(g, "不用开灯了，天亮了，把主卧窗帘拉开就行", one("mb_curtain", "open"), T + "negation-in-request curtain")


def cases_limits():
    """Clear device, but a value or mode it does not have: ask rather than clamp or guess."""
    g = "limit"
    add(g, "暖气2调到35度", ask(["lr_rad2"], "sp"), "value setpoint out-of-range clarify radiator series")
    add(g, "北屋暖气调到30度", ask(["my_rad"], "sp"), "value setpoint out-of-range clarify radiator label-room")
    add(g, "电热水器调到90度", ask(["ba_wh"], "sp"), "value setpoint out-of-range clarify")
    add(g, "主卧空调调到10度", ask(["mb_ac"], "sp", "cool_sp"), "value setpoint out-of-range clarify")
    add(g, "暖气3开节能模式", ask(["tw_rad"]), "value mode not-offered clarify radiator series")
    add(g, "主卧空调调成睡眠模式", ask(["mb_ac"]), "value mode not-offered clarify")
    add(g, "阳台灯调到50%", ask(["bl_light"]), "value brightness not-offered clarify")
    add(g, "北屋床头灯调暗点", ask(["nw_bed"]), "value brightness not-offered clarify")
    add(g, "4楼热水器调到50度", ask(["a_ba_wh"]), "value setpoint not-offered clarify aunt")
    add(g, "冰箱冷藏调到4度", ask(["kt_fridge"]), "value not-offered clarify")
    add(g, "故事机放第6个收藏", ask(["tw_story"], "preset"), "value preset out-of-range clarify")
    add(g, "筒灯3色温调到9000K", ask(["lr_dl3"], "ct_abs"), "value colortemp out-of-range clarify series")


def build_cases():
    cases_name()
    cases_series()
    cases_room()
    cases_place()
    cases_bulk()
    cases_exclusion()
    cases_count()
    cases_value()
    cases_limits()
    cases_multi()
    cases_history()
    cases_need()
    cases_state()
    cases_none()
    cases_clarify()
    cases_father()
    cases_grandma()
    cases_mother()
    cases_twins()
    cases_son_in_law()
    cases_asr()
    cases_rambling()


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
    try:
        home = json.loads(files["home.json"])
    except ValueError as exc:
        fail("home.json is not JSON: %s" % exc)
    if not isinstance(home, dict) or not isinstance(home.get("rooms"), list) or not isinstance(home.get("items"), list):
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
        w = "home.json items[%d]" % i
        if not it.get("deviceId") or it["deviceId"] in dev_ids:
            fail(w + ": deviceId missing or duplicate")
        if not (it.get("label") or it.get("name")):
            fail(w + ": no label or name")
        if "roomId" in it and it["roomId"] not in room_ids:
            fail(w + ": roomId not in rooms")
        if not isinstance(it.get("profile"), dict) or not it["profile"].get("id"):
            fail(w + ": profile.id required")
        mains = [c for c in it.get("components", []) if c.get("id") == "main"]
        if len(mains) != 1:
            fail(w + ": exactly one main component required")
        dev_ids[it["deviceId"]] = it
    if len(dev_ids) < 110:
        fail("home.json: %d devices (want >= 110)" % len(dev_ids))
    # every device copies a real profile
    real = {}
    for key, label, (pname, driver), room in DEVICES:
        it = dev_ids.get(uid("device", key))
        if it is None:
            fail("device %s missing from home.json" % key)
        p = profiles.get((pname, driver))
        if p is None:
            fail("device %s: profile %s/%s is not a real profile" % (key, driver, pname))
        if it["profile"]["id"] != profile_id(pname, driver):
            fail("device %s: profile id does not match %s/%s" % (key, driver, pname))
        main = [c for c in it["components"] if c["id"] == "main"][0]
        if [c["id"] for c in main["capabilities"]] != p["capabilities"]:
            fail("%s: main capabilities differ from profile %s" % (key, pname))
        if [c["name"] for c in main["categories"]] != p["categories"]:
            fail("%s: categories differ from profile %s" % (key, pname))
        if [c["id"] for c in it["components"][1:]] != [c["id"] for c in p.get("components", [])]:
            fail("%s: components differ from profile %s" % (key, pname))
        real[it["profile"]["id"]] = set(profile_commands(p, caps))
    # spec: each line a real profile's real commands, with the commands' real arguments
    spec_cmds = {}
    for n, line in enumerate(files["spec.jsonl"].splitlines(), 1):
        try:
            row = json.loads(line)
        except ValueError as exc:
            fail("spec.jsonl line %d: not JSON (%s)" % (n, exc))
        pid = row.get("profileId")
        if not pid or not isinstance(row.get("capabilities"), list):
            fail("spec.jsonl line %d: profileId and capabilities required" % n)
        if pid in spec_cmds:
            fail("spec.jsonl line %d: duplicate profileId" % n)
        if pid not in real:
            fail("spec.jsonl line %d: profile no device uses" % n)
        ids = []
        for c in row["capabilities"]:
            cid = c.get("id", "")
            parts = cid.split("-")
            if len(parts) != 3 or parts[0] != "main" or not isinstance(c.get("description"), str) or not c["description"]:
                fail("spec.jsonl line %d: bad command %r" % (n, cid))
            if cid not in real[pid]:
                fail("spec.jsonl line %d: %s is not a command of the device's real profile" % (n, cid))
            cap, cmd = parts[1], parts[2]
            args = [a for a in [x for x in caps[cap]["commands"] if x["name"] == cmd][0].get("arguments", [])
                    if not a.get("optional")]
            if ("type" in c) != bool(args):
                fail("spec.jsonl line %d: %s type does not match its arguments" % (n, cid))
            if args and c["type"] != args[0].get("type"):
                fail("spec.jsonl line %d: %s type %s, argument is %s" % (n, cid, c["type"], args[0].get("type")))
            vr = c.get("value_range")
            if vr is not None:
                if not (isinstance(vr.get("min"), (int, float)) and isinstance(vr.get("max"), (int, float))
                        and vr["min"] <= vr["max"]):
                    fail("spec.jsonl line %d: bad value_range in %s" % (n, cid))
                a = args[0]
                if a.get("minimum") is not None and vr["min"] < a["minimum"]:
                    fail("spec.jsonl line %d: %s range below the argument's minimum" % (n, cid))
                if a.get("maximum") is not None and vr["max"] > a["maximum"]:
                    fail("spec.jsonl line %d: %s range above the argument's maximum" % (n, cid))
            for v in c.get("value_list", []):
                if "value" not in v or not v.get("description"):
                    fail("spec.jsonl line %d: bad value_list in %s" % (n, cid))
                enum = args[0].get("enum")
                if enum and v["value"] not in enum:
                    fail("spec.jsonl line %d: %s value %r not in the argument's enum" % (n, cid, v["value"]))
            ids.append(cid)
        spec_cmds[pid] = set(ids)
    used_pids = {it["profile"]["id"] for it in home["items"]}
    missing = used_pids - set(spec_cmds)
    if missing != {profile_id(*p) for p in SPEC_OMITTED}:
        fail("spec.jsonl omits unexpected profiles")
    if not 3 <= len(missing) <= 6:
        fail("spec.jsonl should leave out 3-6 profiles, leaves out %d" % len(missing))
    # cases
    seen = set()
    n_cases = 0
    for n, line in enumerate(files["cases.jsonl"].splitlines(), 1):
        try:
            c = json.loads(line)
        except ValueError as exc:
            fail("cases.jsonl line %d: not JSON (%s)" % (n, exc))
        n_cases += 1
        w = "cases.jsonl line %d (%s)" % (n, c.get("id"))
        if not c.get("id") or c["id"] in seen:
            fail(w + ": id missing or duplicate")
        seen.add(c["id"])
        if c.get("home") != "home.json" or not isinstance(c.get("query"), str) or not c["query"].strip():
            fail(w + ": home/query")
        if not isinstance(c.get("tags"), list) or not c["tags"] or not all(isinstance(t, str) and t for t in c["tags"]):
            fail(w + ": tags")
        if "history" in c and not (isinstance(c["history"], list) and c["history"]
                                   and all(isinstance(h, str) and h for h in c["history"])):
            fail(w + ": history must be a non-empty list of strings")
        if not isinstance(c.get("expect"), list) or not c["expect"]:
            fail(w + ": expect")
        for e in c["expect"]:
            if set(e) != {"devices", "capabilities", "mode"}:
                fail(w + ": expect entries have devices, capabilities, mode")
            mode = e.get("mode")
            devs, cps = e.get("devices"), e.get("capabilities")
            if mode not in ("one", "all", "clarify", "none") or not isinstance(devs, list) or not isinstance(cps, list):
                fail(w + ": bad expect entry")
            if len(set(devs)) != len(devs) or len(set(cps)) != len(cps):
                fail(w + ": duplicate device or command")
            for d in devs:
                if d not in dev_ids:
                    fail(w + ": unknown device %s" % d)
            if mode == "none":
                if devs or cps:
                    fail(w + ": mode none must be empty")
                continue
            if mode in ("one", "all") and not devs:
                fail(w + ": mode %s needs devices" % mode)
            if cps == ["*"]:
                if mode != "one":
                    fail(w + ": '*' only in mode one")
                continue
            if mode in ("one", "all") and not cps:
                fail(w + ": mode %s needs capabilities" % mode)
            if cps and not devs:
                fail(w + ": commands without devices")

            def cmds(d):
                pid = dev_ids[d]["profile"]["id"]
                return spec_cmds[pid] if pid in spec_cmds else real[pid]
            for cp in cps:
                if not any(cp in cmds(d) for d in devs):
                    fail(w + ": no listed device has %s" % cp)
            if mode in ("one", "all"):
                for d in devs:
                    if not (cmds(d) & set(cps)):
                        fail(w + ": device %s has none of %s" % (label_of_id(d), cps))
    if n_cases < 900:
        fail("only %d cases (want >= 900)" % n_cases)
    return n_cases


def label_of_id(d):
    for k in DEV:
        if uid("device", k) == d:
            return label_of(k)
    return d


# Tags of requests phrased the way no fixed word list would foresee.
SPOKEN = {"dialect", "asr", "elderly", "child", "english", "rambling", "function-name", "need", "translation",
          "self-correction", "hesitation", "homophone", "nickname", "cross-lingual", "polite",
          "addressed-to-person", "negation-in-request"}


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
    out.append("| room (name as typed) | place | devices |")
    out.append("| --- | --- | --- |")
    for r, (name, pl) in ROOMS.items():
        out.append("| `%s` | %s | %d |" % (name, pl, sum(1 for k in DEV if ROOM_OF[k] == r)))
    out.append("| — (no room) | — | %d |" % sum(1 for k in DEV if ROOM_OF[k] is None))
    out.append("")
    out.append("| label | room | category | profile (driver) | in spec |")
    out.append("| --- | --- | --- | --- | --- |")
    for key, label, (pname, driver), room in DEVICES:
        out.append("| %s | %s | %s | %s (%s) | %s |" % (
            label_of(key) + ("" if label else " *(no label; name)*"), ("`%s`" % ROOMS[room][0]) if room else "—",
            CAT[key], pname, driver, "no" if (pname, driver) in SPEC_OMITTED else "yes"))
    out.append("")
    modes = Counter(e["mode"] for c in CASES for e in c["expect"])
    out.append("cases: %d; expect entries: %s" % (len(CASES), ", ".join("%s %d" % kv for kv in sorted(modes.items()))))
    cmodes = Counter("+".join(sorted(set(e["mode"] for e in c["expect"]))) for c in CASES)
    out.append("cases by modes: " + ", ".join("%s %d" % kv for kv in sorted(cmodes.items())))
    groups = Counter(c["id"].split("-")[1] for c in CASES)
    out.append("groups: " + ", ".join("%s %d" % kv for kv in groups.items()))
    out.append("")
    out.append("| group | cases | one | all | clarify | none |")
    out.append("| --- | --- | --- | --- | --- | --- |")
    for gname, n in groups.items():
        m = Counter(e["mode"] for c in CASES if c["id"].split("-")[1] == gname for e in c["expect"])
        out.append("| %s | %d | %d | %d | %d | %d |" % (gname, n, m["one"], m["all"], m["clarify"], m["none"]))
    m = Counter(e["mode"] for c in CASES for e in c["expect"])
    out.append("| **all cases** | %d | %d | %d | %d | %d |" % (len(CASES), m["one"], m["all"], m["clarify"], m["none"]))
    out.append("")
    out.append("with history: %d; multi-command: %d" % (sum(1 for c in CASES if c.get("history")),
                                                        sum(1 for c in CASES if len(c["expect"]) > 1)))
    spoken = sum(1 for c in CASES if SPOKEN & set(c["tags"]))
    out.append("said the way these people talk (tags %s): %d of %d" % (", ".join(sorted(SPOKEN)), spoken, len(CASES)))
    out.append("")
    tags = Counter(t for c in CASES for t in c["tags"])
    tag_modes = {}
    for c in CASES:
        for t in c["tags"]:
            tag_modes.setdefault(t, Counter()).update(e["mode"] for e in c["expect"])
    out.append("| tag | cases | one | all | clarify | none |")
    out.append("| --- | --- | --- | --- | --- | --- |")
    for t, n in sorted(tags.items(), key=lambda kv: (-kv[1], kv[0])):
        m = tag_modes[t]
        out.append("| %s | %d | %d | %d | %d | %d |" % (t, n, m["one"], m["all"], m["clarify"], m["none"]))
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
