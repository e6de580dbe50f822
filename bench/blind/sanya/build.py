#!/usr/bin/env python3
"""Blind evaluation set "sanya": a seaside homestay (民宿) in 三亚 run by a couple from
the North-East (东北), in a three-storey villa with six guest rooms, a lounge, a rooftop
pool and a courtyard -- all in one SmartThings account with one messy rooms list.

    python build.py            write home.json, spec.jsonl, cases.jsonl next to this file
    python build.py --check    re-read the three files, validate them against
                               shared/FORMATS.md and check they equal this script's output
    python build.py --stats    print the count tables used in README.md

Every device copies the categories and components of one real SmartThings profile
(shared/data/smartthings/profiles.jsonl); every command comes from
shared/data/smartthings/capabilities.json, with one documented exception
(safetyValve.close of the kitchen gas valve, from the EdgeDrivers britzyhub driver).
Deterministic: every id is a uuid5 of a readable key; no randomness, no clock.
Standard library only.
"""
import hashlib
import json
import os
import sys
import uuid
from collections import Counter, OrderedDict

HERE = os.path.dirname(os.path.abspath(__file__))
SET = "sanya"
NS = uuid.UUID("8b3e2f6a-51c4-5d0e-9a7b-73616e796121")


def data_dir():
    env = os.environ.get("SMARTTHINGS_DATA")
    cands = [env] if env else []
    d = HERE
    for _ in range(6):
        cands.append(os.path.join(d, "shared", "data", "smartthings"))
        d = os.path.dirname(d)
    cands.append("/work/shared/data/smartthings")
    for c in cands:
        if c and os.path.exists(os.path.join(c, "profiles.jsonl")):
            return os.path.abspath(c)
    sys.exit("cannot find shared/data/smartthings (set SMARTTHINGS_DATA)")


def uid(kind, key):
    return str(uuid.uuid5(NS, "%s/%s/%s" % (SET, kind, key)))


LOCATION_ID = uid("location", "yefeng-minsu")

# ---------------------------------------------------------------------------
# Rooms: key -> (name exactly as in the account, floor).  Floors are this set's
# knowledge of the villa (1, 2, 3; "roof" = 楼顶天台; "yard" = the courtyard,
# outdoors and on no floor).  home.json has no floor field.
# ---------------------------------------------------------------------------
ROOMS = OrderedDict([
    ("desk", ("前台", 1)),
    ("lounge", ("大厅 Lounge", 1)),
    ("kitchen", ("厨房", 1)),
    ("laundry", ("1F洗衣房", 1)),
    ("boss", ("老板房", 1)),
    ("doudou", ("豆豆屋", 1)),
    ("storage", ("储物间", 1)),
    ("yard", ("院子", "yard")),
    ("r201", ("201 海景大床房", 2)),
    ("r202", ("202", 2)),
    ("yelin", ("椰林", 2)),
    ("hall2", ("二楼走廊", 2)),
    ("r301", ("Ocean View 301", 3)),
    ("r302", ("302🌊", 3)),
    ("family", ("3楼亲子房", 3)),
    ("hall3", ("3F走廊", 3)),
    ("linen", ("布草件", 3)),   # typed by 老王 with pinyin input (bucaojian)
    ("roof", ("楼顶天台", "roof")),
])
GUEST_ROOMS = ["r201", "r202", "yelin", "r301", "r302", "family"]

# ---------------------------------------------------------------------------
# Devices: (key, label or None, (profile name, driver), room key or None)
# ---------------------------------------------------------------------------
DEVICES = [
    # 1F 前台 -- the front desk at the villa's door
    ("desk_light", "1F前台灯", ("light-level", "matter-switch"), "desk"),
    ("desk_l1", "前台面板 L1", ("aqara-switch-child", "zigbee-switch"), "desk"),
    ("desk_l2", "前台面板 L2", ("aqara-switch-child", "zigbee-switch"), "desk"),
    ("desk_ac", "Midea AC", ("room-air-conditioner-fan-heating-cooling", "matter-thermostat"), "desk"),
    ("desk_lock", "大门锁", ("lock-user-pin-schedule-batteryLevel", "matter-lock"), "desk"),
    ("desk_door", "大门门磁", ("contact-battery-profile", "zigbee-contact"), "desk"),
    ("desk_cam", "前台摄像头", ("camera", "matter-switch"), "desk"),
    ("desk_pc", "电脑插座", ("switch-power-smartplug", "zigbee-switch"), "desk"),
    # 1F 大厅 Lounge
    ("lg_strip1", "灯带1", ("rgbw-bulb-2700K-6500K", "zigbee-switch"), "lounge"),
    ("lg_strip2", "灯带2", ("rgbw-bulb-2700K-6500K", "zigbee-switch"), "lounge"),
    ("lg_strip3", "灯带3", ("rgbw-bulb-2700K-6500K", "zigbee-switch"), "lounge"),
    ("lg_down1", "筒灯一", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "lounge"),
    ("lg_down2", "筒灯二", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "lounge"),
    ("lg_chand", "大吊灯", ("on-off-bulb", "zigbee-switch"), "lounge"),
    ("lg_fan1", "一楼吊扇1", ("fan-3speed", "zwave-fan"), "lounge"),
    ("lg_fan2", "一楼吊扇2", ("fan-3speed", "zwave-fan"), "lounge"),
    ("lg_ac", "大厅柜机", ("room-air-conditioner-fan-wind-heating-cooling", "matter-thermostat"), "lounge"),
    ("lg_tv", "[TV] Samsung Q60", ("media-video-speaker", "matter-media"), "lounge"),
    ("lg_spk", "老铁", ("sonos-player", "sonos"), "lounge"),
    ("lg_dehum", "大厅除湿机", ("plug-power", "matter-switch"), "lounge"),
    ("lg_curtain", "落地窗帘", ("window-covering", "matter-window-covering"), "lounge"),
    ("lg_sheer", "纱帘", ("window-treatment-aqara", "zigbee-window-treatment"), "lounge"),
    ("lg_th", "大厅温湿度", ("temperature-humidity", "matter-sensor"), "lounge"),
    ("lg_coffee", "咖啡机", ("basic-plug", "zigbee-switch"), "lounge"),
    ("lg_smoke", "大厅烟感", ("smoke-battery-aqara", "zigbee-smoke-detector"), "lounge"),
    ("lg_rvc", "石头扫地机", ("rvc-clean-mode", "matter-rvc"), "lounge"),
    ("lg_aroma", "香薰机", ("plug-binary", "matter-switch"), "lounge"),
    # 1F 厨房
    ("kt_light", "1F厨房灯", ("basic-switch", "zigbee-switch"), "kitchen"),
    ("kt_valve", "燃气阀", ("gas-valve", "britzyhub"), "kitchen"),
    ("kt_gas", "燃气报警器", ("gas-lifetime-selfcheck-aqara", "zigbee-smoke-detector"), "kitchen"),
    ("kt_hood", "油烟机", ("extractor-hood", "matter-appliance"), "kitchen"),
    ("kt_rice", "电饭煲", ("smartplug-binary", "zwave-switch"), "kitchen"),
    ("kt_kettle", "烧水壶", ("plug-power-energy-powerConsumption", "matter-switch"), "kitchen"),
    ("kt_leak", "厨房水浸", ("leak-battery", "matter-sensor"), "kitchen"),
    ("kt_fridge", "冰箱", ("refrigerator-freezer", "matter-appliance"), "kitchen"),
    # 1F 洗衣房
    ("ld_w1", "1号洗衣机", ("laundry-washer-tl", "matter-appliance"), "laundry"),
    ("ld_w2", "2号洗衣机", ("laundry-washer", "matter-appliance"), "laundry"),
    ("ld_dryer", "烘干机", ("laundry-dryer-tl", "matter-appliance"), "laundry"),
    ("ld_light", "洗衣房灯", ("light-binary", "matter-switch"), "laundry"),
    ("ld_dehum", "除湿机", ("switch-power-energy-consumption-report-aqara", "zigbee-switch"), "laundry"),
    ("ld_leak", "洗衣房水浸", ("water-battery", "zigbee-water-leak-sensor"), "laundry"),
    # 1F 老板房 -- the owners' bedroom (咱屋)
    ("bs_ac", "咱屋空调", ("room-air-conditioner-humidity-fan-heating-cooling", "matter-thermostat"), "boss"),
    ("bs_main", "大灯", ("color-temp-bulb-2200K-6500K", "zigbee-switch"), "boss"),
    ("bs_bed", "床头灯", ("aqara-led-bulb", "zigbee-switch"), "boss"),
    ("bs_curtain", "一楼主卧窗帘", ("window-treatment-profile", "zigbee-window-treatment"), "boss"),
    ("bs_massage", "按摩椅", ("plug-binary", "matter-switch"), "boss"),
    ("bs_tv", "小米电视", ("media-video-player", "matter-media"), "boss"),
    ("bs_dehum", "除湿器", ("plug-power", "matter-switch"), "boss"),
    # 1F 豆豆屋 -- the owners' son (8)
    ("dd_night", "小企鹅", ("color-bulb", "zigbee-switch"), "doudou"),
    ("dd_light", "豆豆屋灯", ("light-level", "matter-switch"), "doudou"),
    ("dd_ac", "1楼豆豆空调", ("Ac.v1", "deepsmart"), "doudou"),
    ("dd_story", "故事机", ("soundtouch-speaker", "bose"), "doudou"),
    ("dd_fan", "落地扇", ("fan-rock", "matter-thermostat"), "doudou"),
    # 院子 -- the courtyard
    ("yd_light", "院灯", ("light-power", "matter-switch"), "yard"),
    ("yd_sign", "招牌灯", ("switch-binary", "zwave-switch"), "yard"),
    ("yd_lawn1", "草坪灯1", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "yard"),
    ("yd_lawn2", "草坪灯2", ("on-off-bulb-no-firmware-update", "zigbee-switch"), "yard"),
    ("yd_valve", "浇花", ("valve-battery-powerSource", "zigbee-valve"), "yard"),
    ("yd_lock", "侧门锁", ("lock-battery", "zigbee-lock"), "yard"),
    ("yd_mosq", "驱蚊器", ("basic-plug", "zigbee-switch"), "yard"),
    # 2F 201 海景大床房
    ("a201_ac", "空调", ("room-air-conditioner-fan-heating-cooling", "matter-thermostat"), "r201"),
    ("a201_main", "主灯", ("light-level-colorTemperature-2700K-6500K", "matter-switch"), "r201"),
    ("a201_bed", "床头灯", ("aqara-led-bulb", "zigbee-switch"), "r201"),
    ("a201_strip", "氛围灯带", ("rgbw-bulb", "zigbee-switch"), "r201"),
    ("a201_curtain", "窗帘", ("window-treatment-aqara-curtain-driver-e1", "zigbee-window-treatment"), "r201"),
    ("a201_lock", "门锁", ("lock-user-pin-batteryLevel", "matter-lock"), "r201"),
    ("a201_wh", "热水器", ("water-heater", "matter-thermostat"), "r201"),
    ("a201_tv", "电视", ("media-video-player", "matter-media"), "r201"),
    ("a201_balc", "阳台门磁", ("contact-batteryLevel", "zigbee-contact"), "r201"),
    ("a201_bath", "卫生间灯", ("light-binary", "matter-switch"), "r201"),
    # 2F 202
    ("a202_ac", "202空调", ("Ac.v1", "deepsmart"), "r202"),
    ("a202_light", "灯", ("on-off-bulb", "zigbee-switch"), "r202"),
    ("a202_bed", "床头灯", ("ge-link-bulb", "zigbee-switch"), "r202"),
    ("a202_curtain", "窗廉", ("window-treatment-no-preset", "zigbee-window-treatment"), "r202"),
    ("a202_lock", "202门锁", ("lock-user-pin-batteryLevel", "matter-lock"), "r202"),
    ("a202_wh", "热水器", ("aeotec-heavy-duty", "zwave-switch"), "r202"),
    ("a202_fan", "吊扇", ("fan-light", "zigbee-fan"), "r202"),
    ("a202_dehum", "除湿机", ("plug-binary", "matter-switch"), "r202"),
    ("a202_exh", "排气扇", ("basic-switch", "tuya-zigbee"), "r202"),
    # 2F 椰林 (was room 203 before the owners renamed it; its lock still says so)
    ("yl_ac", "YeLin AC", ("room-air-conditioner-heating-cooling", "matter-thermostat"), "yelin"),
    ("yl_light", "yelin deng", ("light-level", "matter-switch"), "yelin"),
    ("yl_bed", "床头灯", ("color-temp-bulb", "zigbee-switch"), "yelin"),
    ("yl_curtain", "窗帘", ("window-covering", "matter-window-covering"), "yelin"),
    ("yl_lock", "203门锁", ("lock-without-codes", "zigbee-lock"), "yelin"),
    ("yl_wh", "2楼椰林热水器", ("water-heater-power-energy-powerConsumption", "matter-thermostat"), "yelin"),
    ("yl_fan", "风扇", ("fan-rock-wind", "matter-thermostat"), "yelin"),
    # 2F 二楼走廊
    ("h2_light", "2F走廊灯", ("light-level-motion", "matter-switch"), "hall2"),
    ("h2_panel", "走廊三联开关", ("switch-3", "matter-switch"), "hall2"),
    ("h2_smoke", "烟感", ("smoke-battery", "zigbee-smoke-detector"), "hall2"),
    # 3F Ocean View 301
    ("a301_ac", "Air Conditioner", ("room-air-conditioner-fan-wind-heating-cooling", "matter-thermostat"), "r301"),
    ("a301_light", "Ceiling Light", ("light-level-colorTemperature", "matter-switch"), "r301"),
    ("a301_bed", "Bedside Lamp", ("white-ambiance", "philips-hue"), "r301"),
    ("a301_curtain", "Curtain", ("window-treatment-profile", "zigbee-window-treatment"), "r301"),
    ("a301_lock", "门锁", ("lock-user-pin-batteryLevel", "matter-lock"), "r301"),
    ("a301_wh", "热水器", ("water-heater", "matter-thermostat"), "r301"),
    ("a301_tv", "电视", ("media-video-player", "matter-media"), "r301"),
    ("a301_spk", "Bluetooth Speaker", ("jbl", "jbl"), "r301"),
    # 3F 302🌊 (its floor lamp came from 301 and kept its label)
    ("a302_ac", "空调", ("room-air-conditioner-fan-heating-cooling-nostate", "matter-thermostat"), "r302"),
    ("a302_light", "灯", ("light-color-level-2700K-6500K", "matter-switch"), "r302"),
    ("a302_floor", "301落地灯", ("light-level-colorTemperature-2200K-6500K", "matter-switch"), "r302"),
    ("a302_curtain", "窗帘", ("window-treatment-battery", "zigbee-window-treatment"), "r302"),
    ("a302_lock", "门锁", ("lock-user-pin-batteryLevel", "matter-lock"), "r302"),
    ("a302_wh", "热水器", ("water-heater", "matter-thermostat"), "r302"),
    ("a302_dehum", "除湿机", ("plug-power", "matter-switch"), "r302"),
    ("a302_bath", "卫生间灯", ("light-binary", "matter-switch"), "r302"),
    # 3F 3楼亲子房 -- bunk beds for the children
    ("fm_ac", "亲子房空调", ("room-air-conditioner", "matter-thermostat"), "family"),
    ("fm_main", "大灯", ("light-color-level-2200K-6500K", "matter-switch"), "family"),
    ("fm_bear", "小熊夜灯", ("rgbw-bulb-2200K-6500K", "zigbee-switch"), "family"),
    ("fm_top", "上铺灯", ("on-off-level", "zigbee-switch"), "family"),
    ("fm_bottom", "下铺灯", ("on-off-level", "zigbee-switch"), "family"),
    ("fm_curtain", "遮光帘", ("window-treatment-hanssem", "zigbee-window-treatment"), "family"),
    ("fm_lock", "门锁", ("lock-user-pin-batteryLevel", "matter-lock"), "family"),
    ("fm_wh", "热水器", ("water-heater", "matter-thermostat"), "family"),
    ("fm_tv", "电视", ("media-video-speaker", "matter-media"), "family"),
    ("fm_fan", "吊扇", ("fan-4speed", "zwave-fan"), "family"),
    ("fm_bath", "卫生间灯", ("light-binary", "matter-switch"), "family"),
    # 3F 3F走廊, 布草间
    ("h3_light", "3F走廊灯", ("on-off-level-motion-sensor", "zigbee-switch"), "hall3"),
    ("h3_smoke", "烟感", ("smoke-battery", "zigbee-smoke-detector"), "hall3"),
    ("h3_motion", "3F人体", ("motion-battery", "zigbee-motion-sensor"), "hall3"),
    ("ln_dehum", "3F布草间除湿", ("switch-power-energy", "zigbee-switch"), "linen"),
    ("ln_light", "布草间灯", ("light-binary", "matter-switch"), "linen"),
    # 楼顶天台 -- the rooftop with the pool
    ("rf_pump", "泳池水泵", ("pump-only", "matter-pump"), "roof"),
    ("rf_pool", "泳池灯", ("light-color-level", "matter-switch"), "roof"),
    ("rf_l1", "天台灯1", ("light-power", "matter-switch"), "roof"),
    ("rf_l2", "天台灯2", ("light-power", "matter-switch"), "roof"),
    ("rf_string", "串灯", ("plug-energy-powerConsumption", "matter-switch"), "roof"),
    ("rf_spk", "JBL Go", ("jbl", "jbl"), "roof"),
    ("rf_rack", "电动晾衣架", ("aqara-switch-module", "zigbee-switch"), "roof"),
    ("rf_door", "天台门", ("contact-battery", "matter-sensor"), "roof"),
    ("rf_shower", "天台淋浴热水器", ("switch-power", "zigbee-switch"), "roof"),
    # no room
    ("nr_plug", "Mi Smart Plug", ("plug-binary", "matter-switch"), None),
    ("nr_th", None, ("temperature-humidity-batteryLevel", "matter-sensor"), None),
]
UNLABELLED_NAME = {"nr_th": "Mijia Temperature and Humidity Monitor"}

# Profiles deliberately left out of spec.jsonl (real accounts carry profiles the
# spec does not know).  None of them has a command a request could drive.
SPEC_OMITTED = {("camera", "matter-switch"), ("motion-battery", "zigbee-motion-sensor"),
                ("water-battery", "zigbee-water-leak-sensor")}

DEV = OrderedDict((d[0], d) for d in DEVICES)
ROOM_OF = {d[0]: d[3] for d in DEVICES}


def label_of(k):
    return DEV[k][1] if DEV[k][1] is not None else UNLABELLED_NAME[k]


def profile_id(pname, driver):
    return uid("profile", "%s/%s" % (driver, pname))


def pid_of(k):
    return profile_id(*DEV[k][2])


def device_type(driver):
    if driver.startswith("matter") or driver == "britzyhub":
        return "MATTER"
    if driver.startswith("zigbee") or driver == "tuya-zigbee":
        return "ZIGBEE"
    if driver.startswith("zwave"):
        return "ZWAVE"
    return "LAN"


# ---------------------------------------------------------------------------
# Spec.  Descriptions written for this set; about a quarter of them in English
# (chosen by a hash), as real spec files mix both.
# ---------------------------------------------------------------------------
SKIP_CAPS = {"refresh", "firmwareUpdate"}

DESC = {
    ("switch", "on"): ("开启", "turn on"),
    ("switch", "off"): ("关掉", "turn off"),
    ("switchLevel", "setLevel"): ("亮度设为指定百分比", "set brightness percentage"),
    ("statelessSwitchLevelStep", "stepLevel"): ("亮度增减（正值变亮，负值变暗）", "brightness step up/down"),
    ("colorTemperature", "setColorTemperature"): ("调色温（K，低暖高冷）", "set color temperature (K)"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("色温按百分比增减", "step color temperature"),
    ("colorControl", "setColor"): ("设置颜色（色相+饱和度）", "set color (hue and saturation)"),
    ("colorControl", "setHue"): ("设置色相", "set hue"),
    ("colorControl", "setSaturation"): ("设置饱和度", "set saturation"),
    ("windowShade", "open"): ("拉开", "open"),
    ("windowShade", "close"): ("合上", "close"),
    ("windowShade", "pause"): ("停住不动", "pause movement"),
    ("windowShadeLevel", "setShadeLevel"): ("开合度设为百分比", "set shade level percentage"),
    ("windowShadePreset", "presetPosition"): ("转到预设位置", "move to preset position"),
    ("windowShadePreset", "setPresetPosition"): ("保存预设位置", "set preset position"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("开合度增减", "step shade level"),
    ("lock", "lock"): ("上锁", "lock the door"),
    ("lock", "unlock"): ("解锁开门", "unlock the door"),
    ("valve", "open"): ("开阀放水", "open valve"),
    ("valve", "close"): ("关阀", "close valve"),
    ("safetyValve", "close"): ("关闭燃气总阀", "close the gas shut-off valve"),
    ("thermostatMode", "auto"): ("切到自动", "switch to auto"),
    ("thermostatMode", "cool"): ("切到制冷", "switch to cooling"),
    ("thermostatMode", "heat"): ("切到加热/制热", "switch to heating"),
    ("thermostatMode", "off"): ("模式设为关", "set mode to off"),
    ("thermostatMode", "setThermostatMode"): ("设置运行模式", "set thermostat mode"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设定制冷目标温度", "set cooling setpoint"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设定目标温度", "set heating setpoint"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调运行模式", "set air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置风速档", "set fan mode"),
    ("fanSpeedPercent", "setPercent"): ("风速百分比", "set fan speed percent"),
    ("fanSpeed", "setFanSpeed"): ("设置风扇档位", "set fan speed"),
    ("fanMode", "setFanMode"): ("设置吸力档位", "set fan mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("摇头方式", "set oscillation mode"),
    ("windMode", "setWindMode"): ("风感（自然风/睡眠风）", "set wind mode"),
    ("audioVolume", "setVolume"): ("音量设为", "set volume"),
    ("audioVolume", "volumeUp"): ("音量加", "volume up"),
    ("audioVolume", "volumeDown"): ("音量减", "volume down"),
    ("audioMute", "mute"): ("静音", "mute"),
    ("audioMute", "unmute"): ("取消静音", "unmute"),
    ("audioMute", "setMute"): ("设置静音状态", "set mute state"),
    ("mediaPlayback", "play"): ("播放", "play"),
    ("mediaPlayback", "pause"): ("暂停", "pause"),
    ("mediaPlayback", "stop"): ("停止", "stop"),
    ("mediaPlayback", "fastForward"): ("快进", "fast forward"),
    ("mediaPlayback", "rewind"): ("倒回", "rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "set playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一首", "next track"),
    ("mediaTrackControl", "previousTrack"): ("上一首", "previous track"),
    ("mediaPresets", "playPreset"): ("播放收藏", "play preset"),
    ("keypadInput", "sendKey"): ("遥控按键", "send key"),
    ("audioNotification", "playTrack"): ("播放提示音", "play notification track"),
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

VALUE_DESC = {
    "off": ("关闭", "off"), "cool": ("制冷", "cool"), "heat": ("制热", "heat"), "auto": ("自动", "auto"),
    "fanonly": ("送风", "fan only"), "dryair": ("除湿", "dry"), "asleep": ("睡眠", "sleep"),
    "fan": ("送风", "fan"), "dry": ("除湿", "dry"),
    "low": ("低风", "low"), "medium": ("中风", "medium"), "high": ("高风", "high"), "turbo": ("猛火", "turbo"),
    "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "horizontal": ("左右摇头", "horizontal"), "vertical": ("上下摆动", "vertical"), "swing": ("全摆", "swing"),
    "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "playing": ("播放中", "playing"), "paused": ("已暂停", "paused"), "stopped": ("已停止", "stopped"),
    "fast forwarding": ("快进中", "fast forwarding"), "rewinding": ("倒回中", "rewinding"),
    "none": ("不漂洗", "no rinse"), "normal": ("标准漂洗", "normal rinse"), "extra": ("加漂一次", "extra rinse"),
    "max": ("最多漂洗", "max rinse"),
    "UP": ("上", "up"), "DOWN": ("下", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
    "SELECT": ("确认", "select"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"), "MENU": ("菜单", "menu"),
    "SETTINGS": ("设置", "settings"), "HOME": ("首页", "home"),
}
for _i in range(10):
    VALUE_DESC["NUMBER%d" % _i] = ("数字键%d" % _i, "number %d" % _i)

# Argument facts the shared files do not carry, per profile (name).  Thermostat modes are
# values of THERMOSTAT_MODE_MAP (matter-thermostat fields.lua); which of them each unit
# offers is this home's fact.  Ac.v1 modes/fan modes: DeepSmart dpenum.lua (observed_values).
FULL_AC_MODES = ["off", "cool", "heat", "auto", "fanonly", "dryair"]
ENUMS = {
    "room-air-conditioner-fan-heating-cooling": {"thermostatMode": FULL_AC_MODES,
                                                 "airConditionerFanMode": ["auto", "low", "medium", "high"]},
    "room-air-conditioner-fan-wind-heating-cooling": {"thermostatMode": FULL_AC_MODES,
                                                      "airConditionerFanMode": ["auto", "low", "medium", "high"],
                                                      "windMode": ["sleepWind", "naturalWind"]},
    "room-air-conditioner-humidity-fan-heating-cooling": {"thermostatMode": FULL_AC_MODES,
                                                          "airConditionerFanMode": ["auto", "low", "medium", "high"]},
    "room-air-conditioner-heating-cooling": {"thermostatMode": ["off", "cool", "heat", "auto"]},
    "room-air-conditioner-fan-heating-cooling-nostate": {"thermostatMode": ["off", "cool", "heat", "fanonly", "dryair"],
                                                         "airConditionerFanMode": ["auto", "low", "medium", "high"]},
    "room-air-conditioner": {"thermostatMode": FULL_AC_MODES + ["asleep"],
                             "airConditionerFanMode": ["auto", "low", "medium", "high"],
                             "windMode": ["sleepWind", "naturalWind"]},
    "Ac.v1": {"airConditionerMode": ["cool", "heat", "fan", "dry", "auto"],
              "airConditionerFanMode": ["low", "medium", "high", "auto"]},
    "water-heater": {"thermostatMode": ["off", "heat"]},
    "water-heater-power-energy-powerConsumption": {"thermostatMode": ["off", "heat"]},
    "fan-rock": {"airConditionerFanMode": ["off", "low", "medium", "high", "auto"],
                 "fanOscillationMode": ["horizontal"]},
    "fan-rock-wind": {"airConditionerFanMode": ["off", "low", "medium", "high", "auto"],
                      "fanOscillationMode": ["horizontal", "vertical", "swing"],
                      "windMode": ["sleepWind", "naturalWind"]},
    "extractor-hood": {"fanMode": ["off", "low", "medium", "high"]},
}
AC_PROFILES = [p for p in ENUMS if p.startswith("room-air-conditioner")]
RANGES = {  # (profile, capability) -> (min, max, unit)
    ("fan-3speed", "fanSpeed"): (0, 3, None),
    ("fan-4speed", "fanSpeed"): (0, 4, None),
    ("white-ambiance", "colorTemperature"): (2200, 6500, "K"),
    ("rgbw-bulb", "colorTemperature"): (2700, 6500, "K"),
    ("water-heater", "thermostatHeatingSetpoint"): (30, 75, "C"),
    ("water-heater-power-energy-powerConsumption", "thermostatHeatingSetpoint"): (30, 75, "C"),
}
for _p in AC_PROFILES:
    RANGES[(_p, "thermostatCoolingSetpoint")] = (16, 30, "C")
    RANGES[(_p, "thermostatHeatingSetpoint")] = (16, 30, "C")

UNITS = {"switchLevel": "%", "statelessSwitchLevelStep": "%", "colorTemperature": "K",
         "statelessColorTemperatureStep": "%", "windowShadeLevel": "%", "windowShadePreset": "%",
         "statelessWindowShadeLevelStep": "%", "fanSpeedPercent": "%", "audioVolume": "%",
         "thermostatHeatingSetpoint": "C", "thermostatCoolingSetpoint": "C", "colorControl": "%"}

# safetyValve is not in capabilities.json.  The britzyhub gas-valve driver
# (drivers/SmartThings/... britzyhub, src/gas-valve/init.lua) handles safetyValve.close and
# nothing else: a SmartThings safety valve cannot be opened remotely.
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
        caps = dict(json.load(f)["capabilities"])
    caps.update(EXTRA_CAPS)
    return profiles, caps


def spec_line(profile, caps):
    pname = profile["name"]
    pid = profile_id(pname, profile["driver"].split("/")[-1])
    cfgs = profile.get("capability_config", {})
    enums = ENUMS.get(pname, {})
    out = []
    for cap in profile["capabilities"]:
        if cap in SKIP_CAPS or cap not in caps or cap == "energyMeter":
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
            if cap == "lock" and name == "unlatch" and not (enabled_states and "unlatched" in enabled_states):
                continue
            if cap == "thermostatMode" and name != "setThermostatMode":
                modes = enums.get("thermostatMode")
                if name == "emergencyHeat" or (modes is not None and name not in modes):
                    continue
            cid = "main-%s-%s" % (cap, name)
            zh, en = DESC[(cap, name)]
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
                if cap == "audioMute" and name == "setMute":
                    values = ["muted", "unmuted"]
                if values is not None and typ == "string":
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
        it["manufacturerName"] = "SmartThingsCommunity"
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
    return home, spec


HOME, SPEC = build_home_and_spec()
SPEC_CMDS = {line["profileId"]: [c["id"] for c in line["capabilities"]] for line in SPEC}
ITEM = {k: it for k, it in zip(DEV, HOME["items"])}


def cmds_of(k):
    return SPEC_CMDS.get(pid_of(k), [])


def has(k, c):
    return c in cmds_of(k)


def caps_of(k):
    return [c["id"] for c in ITEM[k]["components"][0]["capabilities"]]


def category(k):
    cats = ITEM[k]["components"][0]["categories"]
    return cats[0]["name"] if cats else "Unknown"


CAT = {k: category(k) for k in DEV}


def floor_of(k):
    r = ROOM_OF[k]
    return ROOMS[r][1] if r else None


# ---------------------------------------------------------------------------
# Families (what a person calls a kind of device) and selectors.
# ---------------------------------------------------------------------------
def is_light(k):
    return CAT[k] == "Light" or (CAT[k] in ("Switch", "SmartPlug") and "灯" in label_of(k))


FAMILY = {
    "light": is_light,
    "ac": lambda k: CAT[k] == "AirConditioner",
    "curtain": lambda k: CAT[k] == "Blind",
    "lock": lambda k: CAT[k] == "SmartLock",
    "wh": lambda k: CAT[k] == "WaterHeater" or "热水器" in label_of(k),
    "fan": lambda k: CAT[k] == "Fan",
    "dehum": lambda k: "除湿" in label_of(k),
    "tv": lambda k: CAT[k] == "Television",
    "speaker": lambda k: CAT[k] == "Speaker",
    "washer": lambda k: CAT[k] == "Washer",
    "plug": lambda k: CAT[k] == "SmartPlug",
    "smoke": lambda k: "smokeDetector" in caps_of(k),
    "leak": lambda k: "waterSensor" in caps_of(k),
    "contact": lambda k: "contactSensor" in caps_of(k) and CAT[k] == "ContactSensor",
    "temp": lambda k: "temperatureMeasurement" in caps_of(k),
    "humid": lambda k: "relativeHumidityMeasurement" in caps_of(k),
    "bedlamp": lambda k: label_of(k) in ("床头灯", "Bedside Lamp"),
    "bathlight": lambda k: label_of(k) == "卫生间灯",
}


def floor_rooms(f):
    return [r for r, v in ROOMS.items() if v[1] == f]


def sel(fam=None, rooms=None, floors=None, exclude_rooms=(), exclude=(), need=None, where=None):
    """Device keys of a family within rooms/floors, minus exclusions, supporting `need`."""
    allowed = None
    if rooms is not None or floors is not None:
        allowed = set(rooms or [])
        for f in floors or []:
            allowed |= set(floor_rooms(f))
    out = []
    for k in DEV:
        if fam is not None and not FAMILY[fam](k):
            continue
        if allowed is not None and ROOM_OF[k] not in allowed:
            continue
        if ROOM_OF[k] in exclude_rooms or k in exclude:
            continue
        if need is not None:
            needs = [need] if isinstance(need, str) else need
            if not any(c in INTENT and INTENT[c](k) or has(k, c) for c in needs):
                continue
        if where is not None and not where(k):
            continue
        out.append(k)
    return out


# ---------------------------------------------------------------------------
# Intents -> the acceptable commands of one device.
# ---------------------------------------------------------------------------
def _m(k, *cands):
    return [c for c in cands if has(k, c)]


APPLIANCES = ("Washer", "Dryer")


def _on(k):
    if CAT[k] in APPLIANCES:
        return _m(k, "main-switch-on", "main-operationalState-start")
    if has(k, "main-switch-on"):
        return ["main-switch-on"]
    if CAT[k] == "WaterHeater":
        return _m(k, "main-thermostatMode-heat", "main-thermostatMode-setThermostatMode")
    if CAT[k] == "Speaker":
        return _m(k, "main-mediaPlayback-play")
    return _m(k, "main-airConditionerFanMode-setFanMode", "main-fanSpeedPercent-setPercent",
              "main-fanMode-setFanMode", "main-robotCleanerOperatingState-start", "main-valve-open")


def _off(k):
    if CAT[k] in APPLIANCES:
        return _m(k, "main-switch-off", "main-operationalState-stop")
    if has(k, "main-switch-off"):
        return ["main-switch-off"]
    if CAT[k] == "WaterHeater":
        return _m(k, "main-thermostatMode-off", "main-thermostatMode-setThermostatMode")
    if CAT[k] == "Speaker":
        return _m(k, "main-mediaPlayback-pause", "main-mediaPlayback-stop")
    return _m(k, "main-airConditionerFanMode-setFanMode", "main-fanSpeedPercent-setPercent",
              "main-fanMode-setFanMode", "main-robotCleanerOperatingState-goHome",
              "main-robotCleanerOperatingState-pause", "main-valve-close", "main-safetyValve-close")


def _temp(k):  # a target temperature, mode not said
    if CAT[k] == "WaterHeater":
        return _m(k, "main-thermostatHeatingSetpoint-setHeatingSetpoint")
    return _m(k, "main-thermostatCoolingSetpoint-setCoolingSetpoint",
              "main-thermostatHeatingSetpoint-setHeatingSetpoint")


def _cool_sp(k):  # a cooling target; Ac.v1 has only the heating setpoint, used in every mode
    if has(k, "main-thermostatCoolingSetpoint-setCoolingSetpoint"):
        return ["main-thermostatCoolingSetpoint-setCoolingSetpoint"]
    return _m(k, "main-thermostatHeatingSetpoint-setHeatingSetpoint")


def _mode(short, setonly=False):
    def f(k):
        modes = ENUMS.get(DEV[k][2][0], {})
        tm = modes.get("thermostatMode", [])
        am = modes.get("airConditionerMode", [])
        out = []
        matter_name = {"dry": "dryair", "fan": "fanonly", "sleep": "asleep"}.get(short, short)
        if matter_name in tm:
            if not setonly:
                out += _m(k, "main-thermostatMode-%s" % matter_name)
            out += _m(k, "main-thermostatMode-setThermostatMode")
        ac_name = {"fanonly": "fan", "dryair": "dry"}.get(short, short)
        if ac_name in am:
            out += _m(k, "main-airConditionerMode-setAirConditionerMode")
        return out
    return f


def _fan(k):
    return _m(k, "main-airConditionerFanMode-setFanMode", "main-fanSpeedPercent-setPercent",
              "main-fanSpeed-setFanSpeed", "main-fanMode-setFanMode")


def _hotter_water(k):
    if CAT[k] == "WaterHeater":
        return _m(k, "main-thermostatHeatingSetpoint-setHeatingSetpoint", "main-thermostatMode-heat",
                  "main-thermostatMode-setThermostatMode")
    return _m(k, "main-switch-on")


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
    "dry": _mode("dry", setonly=True),
    "fanonly": _mode("fan", setonly=True),
    "sleep": _mode("sleep", setonly=True),
    "fan": _fan,
    "wind": lambda k: _m(k, "main-windMode-setWindMode"),
    "swing": lambda k: _m(k, "main-fanOscillationMode-setFanOscillationMode"),
    "open": lambda k: _m(k, "main-windowShade-open", "main-valve-open"),
    "close": lambda k: _m(k, "main-windowShade-close", "main-valve-close", "main-safetyValve-close"),
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
    "hotwater": _hotter_water,
}


def resolve(keys, intents):
    caps = []
    for it in intents:
        if it.startswith("main-"):
            if not any(has(k, it) for k in keys):
                raise ValueError("no device of %s has %s" % (keys, it))
            found = [it]
        else:
            found = []
            for k in keys:
                found += INTENT[it](k)
            if not found:
                raise ValueError("intent %s matches nothing on %s" % (it, keys))
        for c in found:
            if c not in caps:
                caps.append(c)
    return caps


def _keys(keys):
    if isinstance(keys, str):
        keys = keys.split()
    keys = list(keys)
    for k in keys:
        if k not in DEV:
            raise KeyError(k)
    if len(keys) != len(set(keys)):
        raise ValueError("repeated device in %s" % keys)
    return keys


def one(keys, *intents):
    keys = _keys(keys)
    if intents == ("*",):
        return {"devices": keys, "capabilities": ["*"], "mode": "one"}
    caps = resolve(keys, intents)
    for k in keys:
        if not any(has(k, c) for c in caps):
            raise ValueError("%s supports none of %s" % (k, caps))
    return {"devices": keys, "capabilities": caps, "mode": "one"}


def every(keys, *intents):
    keys = _keys(keys)
    if len(keys) < 2:
        raise ValueError("bulk of fewer than two devices: %s" % keys)
    caps = resolve(keys, intents)
    for k in keys:
        if not any(has(k, c) for c in caps):
            raise ValueError("%s supports none of %s" % (k, caps))
    return {"devices": keys, "capabilities": caps, "mode": "all"}


def ask(keys=(), *intents):
    keys = _keys(keys)
    caps = []
    if keys and intents:
        caps = []
        for it in intents:
            if it.startswith("main-"):
                caps.append(it)
                continue
            for k in keys:
                for c in INTENT[it](k):
                    if c not in caps:
                        caps.append(c)
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


def L(*rooms, **kw):
    return sel("light", rooms=list(rooms), **kw)


AC = {r: sel("ac", rooms=[r])[0] for r in ROOMS if sel("ac", rooms=[r])}
WH = {r: sel("wh", rooms=[r])[0] for r in ROOMS if sel("wh", rooms=[r])}
CURTAIN = {r: sel("curtain", rooms=[r]) for r in ROOMS if sel("curtain", rooms=[r])}
LOCK = {r: sel("lock", rooms=[r])[0] for r in ROOMS if sel("lock", rooms=[r])}
ALL_AC = sel("ac")
ALL_WH = sel("wh")
ALL_LOCK = sel("lock")
ALL_CURTAIN = sel("curtain")
ALL_LIGHT = sel("light")
ALL_TV = sel("tv")
ALL_SPK = sel("speaker")
ALL_FAN = sel("fan")
ALL_DEHUM = sel("dehum")
BEDLAMPS = sel("bedlamp")
GUEST_AC = sel("ac", rooms=GUEST_ROOMS)
GUEST_WH = sel("wh", rooms=GUEST_ROOMS)
GUEST_LOCK = sel("lock", rooms=GUEST_ROOMS)
GUEST_LIGHT = sel("light", rooms=GUEST_ROOMS)
# 公区: the shared spaces guests use (front desk, lounge, corridors, courtyard, rooftop)
PUBLIC = ["desk", "lounge", "hall2", "hall3", "yard", "roof"]


# ===========================================================================
# CASES.  Speakers (the query never names them unless the speaker says so):
#   老王 / 刘姐 -- the owners from 黑龙江/吉林: 整, 嘎哈, 贼, 老鼻子, 咋整, 唠嗑, 嘎嘎,
#                 麻溜, 埋汰, 那旮旯, 咱屋 (= their own room, 老板房); rooms by number
#                 (二零幺, 三零二, 幺 for 1).
#   阿梅        -- the cleaner from 文昌: 咯/哦/嘛, 有无/开无, 冲凉, 搞卫生, 阿姐, 老板.
#   豆豆 (8)    -- the owners' son (豆豆屋, 小企鹅).
#   guests      -- 201 a Shanghai couple; 202 a Cantonese family; 椰林 a Taiwanese
#                 guest (Traditional); 301 an English-mixing professional; 302 a
#                 Russian couple (English / broken Chinese); 亲子房 a Sichuan family
#                 with 糖糖 (6).
# ===========================================================================

def cases_rooms():
    g = "room"
    # --- 201 海景大床房 ---
    add(g, "201空调打开", one(AC["r201"], "on"), ["room", "room-number", "ac"])
    add(g, "把二零一的空调关了", one(AC["r201"], "off"), ["room", "number-zh", "ac"])
    add(g, "201海景大床房空调调到26度", one(AC["r201"], "temp"), ["room", "full-room-name", "setpoint"])
    add(g, "二零幺的窗帘拉开", one(CURTAIN["r201"], "open"), ["room", "number-zh", "curtain"])
    add(g, "201窗帘关一半", one(CURTAIN["r201"], "shade"), ["room", "curtain-position"])
    add(g, "201的灯开一下", one(L("r201"), "on"), ["room", "light", "room-type"])
    add(g, "201床头灯调暗点", one("a201_bed", "dim"), ["room", "brightness", "relative", "duplicate-label"])
    add(g, "大床房的灯带换成粉色", one("a201_strip", "color"), ["room-alias", "color", "partial-name"])
    add(g, "201主灯调成暖光", one("a201_main", "ct"), ["room", "colortemp", "named-white"])
    add(g, "201热水器开一下", one(WH["r201"], "on"), ["room", "water-heater", "no-switch", "duplicate-label"])
    add(g, "201的热水器温度调到50度", one(WH["r201"], "heat_sp"), ["room", "water-heater", "setpoint"])
    add(g, "201门锁上", one(LOCK["r201"], "lock"), ["room", "lock"])
    add(g, "201电视关了", one("a201_tv", "off"), ["room", "tv", "duplicate-label"])
    add(g, "201卫生间灯关掉", one("a201_bath", "off"), ["room", "light", "duplicate-label"])
    add(g, "201电视下一集", one("a201_tv", "next"), ["room", "tv", "track"])
    add(g, "201的空调调成除湿", one(AC["r201"], "dry"), ["room", "ac-mode", "dry"])
    add(g, "201空调风速调到高档", one(AC["r201"], "fan"), ["room", "fan-speed"])
    add(g, "二零幺主灯亮度调到百分之七十", one("a201_main", "level"), ["room", "number-zh", "brightness", "number-zh-value"])
    add(g, "201氛围灯带关了", one("a201_strip", "off"), ["room", "light"])
    add(g, "海景大床房空调开一下", one(AC["r201"], "on"), ["room-alias", "ac"])
    # --- 202 ---
    add(g, "202空调开", one(AC["r202"], "on"), ["room", "room-number", "ac", "room-in-label"])
    add(g, "202空调制冷", one(AC["r202"], "cool"), ["room", "ac-mode", "cool"])
    add(g, "两零二空调温度调到25", one(AC["r202"], "temp"), ["room", "asr", "setpoint", "heating-setpoint-only"])
    add(g, "202吊扇开到3档", one("a202_fan", "fan"), ["room", "fan", "fan-speed", "duplicate-label"])
    add(g, "202的吊扇关了", one("a202_fan", "off"), ["room", "fan", "duplicate-label"])
    add(g, "202排气扇开一下", one("a202_exh", "on"), ["room", "relay"])
    add(g, "202的除湿机打开", one("a202_dehum", "on"), ["room", "dehumidifier", "duplicate-label", "plug"])
    add(g, "202热水器打开", one(WH["r202"], "on"), ["room", "water-heater", "relay", "duplicate-label"])
    add(g, "202窗帘拉上", one(CURTAIN["r202"], "close"), ["room", "curtain", "duplicate-label"])
    add(g, "202的床头灯调到30%", one("a202_bed", "level"), ["room", "brightness", "duplicate-label"])
    add(g, "202的灯关了", one(L("r202"), "off"), ["room", "light", "room-type"])
    add(g, "202门锁锁上", one(LOCK["r202"], "lock"), ["room", "lock"])
    add(g, "202空调切送风", one(AC["r202"], "fanonly"), ["room", "ac-mode", "fan-only"])
    add(g, "二零二空调风调小", one(AC["r202"], "fan"), ["room", "number-zh", "fan-speed", "relative"])
    add(g, "202窗帘打开一点", one(CURTAIN["r202"], "shadestep"), ["room", "curtain-position", "relative"])
    # --- 椰林 ---
    add(g, "椰林空调开一下", one(AC["yelin"], "on"), ["room", "named-room", "ac"])
    add(g, "椰林的空调调到27度", one(AC["yelin"], "temp"), ["room", "named-room", "setpoint"])
    add(g, "椰林窗帘打开", one(CURTAIN["yelin"], "open"), ["room", "named-room", "curtain"])
    add(g, "椰林窗帘开到一半", one(CURTAIN["yelin"], "shade"), ["room", "curtain-position"])
    add(g, "椰林风扇开", one("yl_fan", "on"), ["room", "fan", "no-switch"])
    add(g, "椰林的风扇摇起头来", one("yl_fan", "swing"), ["room", "fan", "oscillation"])
    add(g, "椰林风扇调成自然风", one("yl_fan", "wind"), ["room", "fan", "wind-mode"])
    add(g, "椰林热水器开", one(WH["yelin"], "on"), ["room", "water-heater", "no-switch", "partial-name"])
    add(g, "椰林热水器调到45度", one(WH["yelin"], "heat_sp"), ["room", "water-heater", "setpoint"])
    add(g, "椰林床头灯关", one("yl_bed", "off"), ["room", "light", "duplicate-label"])
    add(g, "椰林那屋的灯全打开", every(L("yelin"), "on"), ["room", "light", "pinyin-label"])
    add(g, "椰林门锁锁一下", one(LOCK["yelin"], "lock"), ["room", "lock", "label-names-other-room"])
    add(g, "椰林风扇风大点", one("yl_fan", "fan"), ["room", "fan", "fan-speed", "relative"])
    add(g, "椰林床头灯调成暖黄色", one("yl_bed", "ct"), ["room", "colortemp", "named-white"])
    # --- Ocean View 301 ---
    add(g, "301空调关一下", one(AC["r301"], "off"), ["room", "room-number", "ac", "english-room"])
    add(g, "三零幺空调调成自然风", one(AC["r301"], "wind"), ["room", "number-zh", "wind-mode"])
    add(g, "Ocean View 301 的空调 24度", one(AC["r301"], "temp"), ["room", "english-room", "setpoint"])
    add(g, "301窗帘拉开", one("a301_curtain", "open"), ["room", "curtain", "english-label"])
    add(g, "301窗帘回到预设位置", one("a301_curtain", "preset"), ["room", "curtain", "preset"])
    add(g, "301 Bedside Lamp 调暗", one("a301_bed", "dim"), ["name", "english-label", "brightness"])
    add(g, "301的灯调成冷白光", one(L("r301", need="ct"), "ct"), ["room", "colortemp", "named-white"])
    add(g, "301热水器关了", one(WH["r301"], "off"), ["room", "water-heater", "no-switch"])
    add(g, "301电视开", one("a301_tv", "on"), ["room", "tv"])
    add(g, "301蓝牙音箱大声点", one("a301_spk", "volup"), ["room", "speaker", "volume", "translated-name"])
    add(g, "301门锁上", one(LOCK["r301"], "lock"), ["room", "lock", "duplicate-label"])
    add(g, "三零幺的Ceiling Light开", one("a301_light", "on"), ["name", "english-label", "number-zh"])
    add(g, "301的空调制冷", one(AC["r301"], "cool"), ["room", "ac-mode", "cool"])
    # --- 302🌊 ---
    add(g, "302空调开", one(AC["r302"], "on"), ["room", "emoji-room", "ac", "duplicate-label"])
    add(g, "三零二空调调成送风", one(AC["r302"], "fanonly"), ["room", "number-zh", "ac-mode", "fan-only"])
    add(g, "302窗帘拉上", one(CURTAIN["r302"], "close"), ["room", "curtain", "emoji-room"])
    add(g, "302的灯调成蓝色", one(L("r302", need="color"), "color"), ["room", "color", "capability-subset"])
    add(g, "302除湿机开", one("a302_dehum", "on"), ["room", "dehumidifier", "duplicate-label"])
    add(g, "302热水器开一下", one(WH["r302"], "on"), ["room", "water-heater", "no-switch"])
    add(g, "302卫生间灯开", one("a302_bath", "on"), ["room", "light", "duplicate-label"])
    add(g, "302门锁锁好", one(LOCK["r302"], "lock"), ["room", "lock", "duplicate-label"])
    add(g, "302的落地灯开", one("a302_floor", "on"), ["room", "label-names-other-room"])
    add(g, "302空调温度调低一点", one(AC["r302"], "temp"), ["room", "setpoint", "relative"])
    add(g, "302窗帘停一下", one(CURTAIN["r302"], "stopmove"), ["room", "curtain", "stop"])
    # --- 3楼亲子房 ---
    add(g, "亲子房空调开", one(AC["family"], "on"), ["room", "named-room", "ac"])
    add(g, "亲子房空调调成睡眠模式", one(AC["family"], "sleep", "wind"), ["room", "ac-mode", "sleep"])
    add(g, "亲子房空调开睡眠风", one(AC["family"], "wind"), ["room", "wind-mode"])
    add(g, "亲子房上铺灯关了", one("fm_top", "off"), ["room", "light", "bunk"])
    add(g, "下铺灯调到20%", one("fm_bottom", "level"), ["name", "brightness", "bunk"])
    add(g, "小熊夜灯换个黄色", one("fm_bear", "color"), ["name", "color"])
    add(g, "亲子房遮光帘拉上", one("fm_curtain", "close"), ["room", "curtain"])
    add(g, "亲子房吊扇开2档", one("fm_fan", "fan"), ["room", "fan", "fan-speed", "duplicate-label"])
    add(g, "亲子房电视关", one("fm_tv", "off"), ["room", "tv", "duplicate-label"])
    add(g, "亲子房的灯全关", every(L("family"), "off"), ["room", "light"])
    add(g, "亲子房热水器开", one(WH["family"], "on"), ["room", "water-heater", "no-switch"])
    add(g, "3楼亲子房大灯开", one("fm_main", "on"), ["room", "full-room-name", "light", "duplicate-label"])
    add(g, "亲子房大灯调成彩色的，要绿色", one("fm_main", "color"), ["room", "color", "duplicate-label"])
    add(g, "亲子房遮光帘开三分之一", one("fm_curtain", "shade"), ["room", "curtain-position", "fraction"])
    add(g, "亲子房门锁锁上", one(LOCK["family"], "lock"), ["room", "lock"])
    add(g, "亲子房空调调到二十六度", one(AC["family"], "temp"), ["room", "setpoint", "number-zh-value"])


def cases_public():
    g = "name"
    # --- 大厅 Lounge ---
    add(g, "灯带1开", one("lg_strip1", "on"), ["name", "numbered", "light"])
    add(g, "灯带2调成紫色", one("lg_strip2", "color"), ["name", "numbered", "color"])
    add(g, "灯带3关了", one("lg_strip3", "off"), ["name", "numbered"])
    add(g, "筒灯一调亮点", one("lg_down1", "dim"), ["name", "numbered-zh", "brightness", "relative"])
    add(g, "筒灯二关了", one("lg_down2", "off"), ["name", "numbered-zh"])
    add(g, "两个筒灯都调到60", every("lg_down1 lg_down2", "level"), ["name", "named-set", "count", "brightness"])
    add(g, "大吊灯开", one("lg_chand", "on"), ["name", "light"])
    add(g, "一楼吊扇1开到2档", one("lg_fan1", "fan"), ["name", "numbered", "fan-speed"])
    add(g, "吊扇2关了", one("lg_fan2", "off"), ["name", "numbered", "partial-name"])
    add(g, "大厅柜机开", one("lg_ac", "on"), ["name", "ac"])
    add(g, "柜机调到25度", one("lg_ac", "temp"), ["name", "partial-name", "setpoint"])
    add(g, "Samsung电视开一下", one("lg_tv", "on"), ["name", "brand-label", "tv"])
    add(g, "大厅电视暂停", one("lg_tv", "pause"), ["room", "tv"])
    add(g, "老铁放首歌", one("lg_spk", "play"), ["name", "nickname", "speaker"])
    add(g, "老铁声音小点", one("lg_spk", "voldown"), ["name", "nickname", "volume", "relative"])
    add(g, "老铁静音", one("lg_spk", "mute"), ["name", "nickname", "mute"])
    add(g, "老铁切下一首", one("lg_spk", "next"), ["name", "nickname", "track"])
    add(g, "大厅除湿机开", one("lg_dehum", "on"), ["name", "dehumidifier", "plug"])
    add(g, "落地窗帘拉开", one("lg_curtain", "open"), ["name", "curtain"])
    add(g, "纱帘拉上", one("lg_sheer", "close"), ["name", "curtain"])
    add(g, "落地窗帘开30%", one("lg_curtain", "shade"), ["name", "curtain-position"])
    add(g, "咖啡机开一下", one("lg_coffee", "on"), ["name", "plug"])
    add(g, "香薰机关了", one("lg_aroma", "off"), ["name", "plug"])
    add(g, "扫地机开始扫", one("lg_rvc", "start"), ["name", "robot"])
    add(g, "扫地机回去充电", one("lg_rvc", "home"), ["name", "robot"])
    add(g, "石头先停一下", one("lg_rvc", "pause_op"), ["name", "brand-label", "robot"])
    add(g, "扫地机器人换成拖地模式", one("lg_rvc", "setmode"), ["name", "robot", "mode"])
    add(g, "大厅烟感静音", one("lg_smoke", "mute"), ["name", "smoke", "mute"])
    add(g, "客厅的筒灯调成暖光", one("lg_down1 lg_down2", "ct"), ["room-alias", "colortemp", "named-white"])
    add(g, "Lounge的落地窗帘关上", one("lg_curtain", "close"), ["room", "english-room", "curtain"])
    add(g, "大厅空调调成送风", one("lg_ac", "fanonly"), ["room", "ac-mode", "fan-only"])
    add(g, "大厅柜机开自然风", one("lg_ac", "wind"), ["name", "wind-mode"])
    # --- 前台 ---
    add(g, "前台灯开", one("desk_light", "on"), ["name", "partial-name", "light"])
    add(g, "前台灯调到一半亮", one("desk_light", "level"), ["name", "brightness", "fraction"])
    add(g, "前台面板L1开", one("desk_l1", "on"), ["name", "switch-panel", "code-label"])
    add(g, "前台面板 L2 关掉", one("desk_l2", "off"), ["name", "switch-panel", "code-label"])
    add(g, "Midea AC 开", one("desk_ac", "on"), ["name", "brand-label", "ac"])
    add(g, "前台空调关了", one("desk_ac", "off"), ["room", "ac"])
    add(g, "美的空调调到26度", one("desk_ac", "temp"), ["name", "brand-label", "translated-name", "setpoint"])
    add(g, "电脑插座关了", one("desk_pc", "off"), ["name", "plug"])
    add(g, "大门锁上", one("desk_lock", "lock"), ["name", "lock"])
    # --- 厨房 ---
    add(g, "厨房灯开", one("kt_light", "on"), ["room", "relay-light", "light"])
    add(g, "1F厨房灯关了", one("kt_light", "off"), ["name", "relay-light"])
    add(g, "关燃气", one("kt_valve", "close"), ["name", "gas", "safety"])
    add(g, "燃气阀关了", one("kt_valve", "close"), ["name", "gas", "safety"])
    add(g, "油烟机开", one("kt_hood", "on"), ["name", "hood", "no-switch"])
    add(g, "油烟机开到最大档", one("kt_hood", "fan"), ["name", "hood", "fan-speed"])
    add(g, "抽油烟机关了", one("kt_hood", "off"), ["name", "hood", "no-switch", "synonym"])
    add(g, "电饭煲开始煮饭", one("kt_rice", "on"), ["name", "plug"])
    add(g, "烧水壶烧点水", one("kt_kettle", "on"), ["name", "plug"])
    add(g, "烧水壶关", one("kt_kettle", "off"), ["name", "plug"])
    add(g, "冰箱调成速冷模式", one("kt_fridge", "setmode"), ["name", "fridge", "mode"])
    add(g, "燃气报警器静音", one("kt_gas", "mute"), ["name", "gas", "mute"])
    # --- 洗衣房 ---
    add(g, "1号洗衣机开始洗", one("ld_w1", "on", "start"), ["name", "numbered", "washer"])
    add(g, "2号洗衣机暂停", one("ld_w2", "pause_op"), ["name", "numbered", "washer"])
    add(g, "1号洗衣机多漂一次", one("ld_w1", "rinse"), ["name", "washer", "rinse"])
    add(g, "2号洗衣机脱水转速调到1000", one("ld_w2", "spin"), ["name", "washer", "spin"])
    add(g, "烘干机开", one("ld_dryer", "on", "start"), ["name", "dryer"])
    add(g, "烘干机温度调高档", one("ld_dryer", "templevel"), ["name", "dryer", "temperature-level"])
    add(g, "烘干机停了吧", one("ld_dryer", "off", "stop_op"), ["name", "dryer"])
    add(g, "洗衣房灯关", one("ld_light", "off"), ["room", "light"])
    add(g, "洗衣房除湿机开", one("ld_dehum", "on"), ["room", "dehumidifier", "duplicate-label"])
    add(g, "1号洗衣机水温调到40度", one("ld_w1", "templevel"), ["name", "washer", "temperature-level"])
    add(g, "2号洗衣机继续洗", one("ld_w2", "resume"), ["name", "washer"])
    add(g, "1号洗衣机换成快洗程序", one("ld_w1", "setmode"), ["name", "washer", "mode"])
    # --- 老板房 ---
    add(g, "咱屋空调开开", one("bs_ac", "on"), ["name", "dongbei", "reduplication", "ac"])
    add(g, "老板房大灯关", one("bs_main", "off"), ["room", "duplicate-label", "light"])
    add(g, "老板房床头灯调暗", one("bs_bed", "dim"), ["room", "duplicate-label", "brightness"])
    add(g, "一楼主卧窗帘拉上", one("bs_curtain", "close"), ["name", "curtain", "floor-in-label"])
    add(g, "老板房窗帘开", one("bs_curtain", "open"), ["room", "curtain"])
    add(g, "按摩椅整起来", one("bs_massage", "on"), ["name", "dongbei", "plug"])
    add(g, "小米电视开", one("bs_tv", "on"), ["name", "brand-label", "tv"])
    add(g, "小米电视快进", one("bs_tv", "ff"), ["name", "brand-label", "tv"])
    add(g, "除湿器开一下", one("bs_dehum", "on"), ["name", "dehumidifier", "near-duplicate"])
    add(g, "咱屋窗帘拉上", one("bs_curtain", "close"), ["room-alias", "dongbei", "curtain"])
    add(g, "咱屋的灯都关了", every(L("boss"), "off"), ["room-alias", "dongbei", "light"])
    # --- 豆豆屋 ---
    add(g, "小企鹅开", one("dd_night", "on"), ["name", "nickname", "light"])
    add(g, "小企鹅变成蓝色", one("dd_night", "color"), ["name", "nickname", "color"])
    add(g, "豆豆屋灯关", one("dd_light", "off"), ["name", "light"])
    add(g, "豆豆空调调到26度", one("dd_ac", "temp"), ["name", "partial-name", "setpoint", "heating-setpoint-only"])
    add(g, "故事机放个故事", one("dd_story", "play", "presetplay"), ["name", "speaker"])
    add(g, "故事机关了", one("dd_story", "off"), ["name", "speaker"])
    add(g, "故事机声音大点", one("dd_story", "volup"), ["name", "volume", "relative"])
    add(g, "落地扇开", one("dd_fan", "on"), ["name", "fan", "no-switch"])
    add(g, "落地扇摇头", one("dd_fan", "swing"), ["name", "fan", "oscillation"])
    add(g, "豆豆屋空调除湿", one("dd_ac", "dry"), ["room", "ac-mode", "dry"])
    # --- 院子 ---
    add(g, "院灯开", one("yd_light", "on"), ["name", "light"])
    add(g, "招牌灯开", one("yd_sign", "on"), ["name", "relay-light"])
    add(g, "草坪灯1关", one("yd_lawn1", "off"), ["name", "numbered"])
    add(g, "草坪灯都打开", every("yd_lawn1 yd_lawn2", "on"), ["name", "label-series"])
    add(g, "浇花开一下", one("yd_valve", "open"), ["name", "valve"])
    add(g, "给院子的花浇浇水", one("yd_valve", "open"), ["room", "valve", "need"])
    add(g, "浇花关了", one("yd_valve", "close"), ["name", "valve"])
    add(g, "侧门锁上", one("yd_lock", "lock"), ["name", "lock"])
    add(g, "驱蚊器开", one("yd_mosq", "on"), ["name", "plug"])
    add(g, "招牌灯关了吧", one("yd_sign", "off"), ["name", "relay-light"])
    # --- 走廊 / 布草间 ---
    add(g, "2F走廊灯开", one("h2_light", "on"), ["name", "light", "floor-in-label"])
    add(g, "二楼走廊灯调暗", one("h2_light", "dim"), ["room", "brightness"])
    add(g, "3F走廊灯关", one("h3_light", "off"), ["name", "light"])
    add(g, "三楼走廊的灯调到10%", one("h3_light", "level"), ["room", "brightness"])
    add(g, "走廊三联开关关一下", one("h2_panel", "off"), ["name", "switch-panel"])
    add(g, "布草间除湿开", one("ln_dehum", "on"), ["name", "dehumidifier"])
    add(g, "布草间灯关了", one("ln_light", "off"), ["name", "light"])
    # --- 楼顶天台 ---
    add(g, "泳池水泵开", one("rf_pump", "on"), ["name", "pump"])
    add(g, "泳池泵关了", one("rf_pump", "off"), ["name", "pump", "partial-name"])
    add(g, "水泵停一下", one("rf_pump", "off"), ["name", "pump", "partial-name"])
    add(g, "泳池灯开", one("rf_pool", "on"), ["name", "light"])
    add(g, "泳池灯换成蓝色", one("rf_pool", "color"), ["name", "color"])
    add(g, "泳池灯调暗一些", one("rf_pool", "dim"), ["name", "brightness", "relative"])
    add(g, "天台灯1开", one("rf_l1", "on"), ["name", "numbered"])
    add(g, "天台灯2关掉", one("rf_l2", "off"), ["name", "numbered"])
    add(g, "串灯开", one("rf_string", "on"), ["name", "plug-light"])
    add(g, "JBL放歌", one("rf_spk", "play"), ["name", "brand-label", "speaker"])
    add(g, "JBL音量调到30", one("rf_spk", "vol"), ["name", "brand-label", "volume"])
    add(g, "电动晾衣架打开", one("rf_rack", "on"), ["name", "relay"])
    add(g, "天台淋浴热水器开", one("rf_shower", "on"), ["name", "water-heater", "relay"])
    add(g, "天台的音箱暂停", one("rf_spk", "pause"), ["room", "speaker"])
    # --- no room ---
    add(g, "Mi Smart Plug 关", one("nr_plug", "off"), ["name", "default-label", "no-room"])
    add(g, "小米插座开一下", one("nr_plug", "on"), ["name", "translated-name", "no-room"])


def cases_duplicate():
    g = "dup"
    # a type word or a shared label with no place: ask which one
    add(g, "空调开一下", ask(ALL_AC, "on"), ["bare-type", "duplicate-label", "no-place"])
    add(g, "打开空调", ask(ALL_AC, "on"), ["bare-type", "no-place"])
    add(g, "空调调到26度", ask(ALL_AC, "temp"), ["bare-type", "no-place", "setpoint"])
    add(g, "床头灯关了", ask(BEDLAMPS, "off"), ["duplicate-label", "no-place"])
    add(g, "热水器开一下", ask(ALL_WH, "on"), ["duplicate-label", "no-place", "water-heater"])
    add(g, "门锁锁上", ask(ALL_LOCK, "lock"), ["duplicate-label", "no-place", "lock"])
    add(g, "窗帘拉开", ask(ALL_CURTAIN, "open"), ["duplicate-label", "no-place", "curtain"])
    add(g, "电视关了", ask(ALL_TV, "off"), ["duplicate-label", "no-place", "tv"])
    add(g, "除湿机开", ask(ALL_DEHUM, "on"), ["duplicate-label", "no-place", "dehumidifier"])
    add(g, "卫生间灯开", ask(sel("bathlight"), "on"), ["duplicate-label", "no-place"])
    add(g, "大灯开", ask("bs_main fm_main", "on"), ["duplicate-label", "no-place"])
    add(g, "吊扇开", ask(sel("fan", where=lambda k: "吊扇" in label_of(k)), "on"), ["duplicate-label", "no-place", "fan"])
    add(g, "把灯关了", ask(ALL_LIGHT, "off"), ["bare-type", "no-place"])
    add(g, "开灯", ask(ALL_LIGHT, "on"), ["bare-type", "no-place"])
    add(g, "窗帘关一半", ask(ALL_CURTAIN, "shade"), ["duplicate-label", "no-place", "curtain-position"])
    add(g, "热水器温度调高点", ask(sel("wh", need="heat_sp"), "heat_sp"), ["duplicate-label", "no-place"])
    add(g, "空调调成除湿", ask(sel("ac", need="dry"), "dry"), ["bare-type", "no-place", "dry"])
    add(g, "灯调暗一点", ask(sel("light", need="dim"), "dim"), ["bare-type", "no-place", "brightness"])
    add(g, "风扇开一下", ask(ALL_FAN, "on"), ["bare-type", "no-place", "fan"])
    add(g, "音箱放首歌", ask(ALL_SPK, "play"), ["bare-type", "no-place", "speaker"])
    add(g, "烟感别叫了", ask(sel("smoke"), "mute"), ["duplicate-label", "no-place", "smoke"])
    add(g, "洗衣机开始洗", ask("ld_w1 ld_w2", "start"), ["bare-type", "two-of-a-kind", "washer"])
    add(g, "空调关了", ask(ALL_AC, "off"), ["bare-type", "no-place"])
    add(g, "门锁", ask(ALL_LOCK), ["no-verb", "duplicate-label"])
    add(g, "灯", ask(ALL_LIGHT), ["no-verb", "bare-type"])
    # a shared label plus its room: one
    add(g, "老板房的床头灯开", one("bs_bed", "on"), ["duplicate-label", "room"])
    add(g, "椰林的床头灯开", one("yl_bed", "on"), ["duplicate-label", "room", "named-room"])
    add(g, "302的热水器关了", one(WH["r302"], "off"), ["duplicate-label", "room"])
    add(g, "亲子房的门锁", ask([LOCK["family"]], "lock", "unlock"), ["duplicate-label", "room", "no-verb"])
    add(g, "301的门锁锁上", one(LOCK["r301"], "lock"), ["duplicate-label", "room"])
    add(g, "202的灯开", one(L("r202"), "on"), ["duplicate-label", "room", "room-type"])
    add(g, "302的灯开", one(L("r302"), "on"), ["duplicate-label", "room", "room-type"])
    add(g, "洗衣房的除湿机关了", one("ld_dehum", "off"), ["duplicate-label", "room"])
    add(g, "302的除湿机关了", one("a302_dehum", "off"), ["duplicate-label", "room"])
    add(g, "亲子房的大灯关了", one("fm_main", "off"), ["duplicate-label", "room"])
    add(g, "亲子房卫生间灯开一下", one("fm_bath", "on"), ["duplicate-label", "room"])
    add(g, "201的窗帘关", one(CURTAIN["r201"], "close"), ["duplicate-label", "room"])
    add(g, "201的电视开", one("a201_tv", "on"), ["duplicate-label", "room"])
    add(g, "202吊扇调到1档", one("a202_fan", "fan"), ["duplicate-label", "room", "fan-speed"])
    add(g, "大厅的吊扇都关了", every("lg_fan1 lg_fan2", "off"), ["room", "label-series", "fan"])
    add(g, "二楼走廊的烟感有没有报警", one("h2_smoke", "*"), ["duplicate-label", "room", "state"])
    add(g, "3F的烟感正常不", one("h3_smoke", "*"), ["duplicate-label", "floor", "state"])
    # one of a shared label settled by a floor
    add(g, "三楼的热水器开一下", ask(sel("wh", floors=[3]), "on"), ["duplicate-label", "floor", "several-rooms"])
    add(g, "二楼的窗帘拉上", ask(sel("curtain", floors=[2]), "close"), ["duplicate-label", "floor", "several-rooms"])
    add(g, "一楼的床头灯关了", one("bs_bed", "off"), ["duplicate-label", "floor", "floor-settles"])
    add(g, "一楼的电视开一下", ask("lg_tv bs_tv", "on"), ["floor", "several-rooms"])
    add(g, "三楼的电视关了", ask("a301_tv fm_tv", "off"), ["floor", "several-rooms"])
    add(g, "二楼的电视开", one("a201_tv", "on"), ["floor", "floor-settles", "tv"])
    add(g, "二楼那个风扇开一下", ask("a202_fan yl_fan", "on"), ["floor", "several-rooms", "fan"])
    add(g, "天台的灯开一个", one(L("roof"), "on"), ["room", "count"])
    add(g, "大厅开两盏灯", one(L("lounge"), "on"), ["room", "count"])


def cases_guest():
    g = "guest"
    # speaker says where they stay
    add(g, "我是202的客人，空调太冷了", one(AC["r202"], "cool_sp", "off"), ["speaker-context", "need", "too-cold"])
    add(g, "我住201，帮我把窗帘拉上", one(CURTAIN["r201"], "close"), ["speaker-context", "curtain"])
    add(g, "我在椰林房间，热水器不热", one(WH["yelin"], "hotwater"), ["speaker-context", "need", "hot-water"])
    add(g, "我们是亲子房的，小朋友要睡了，大灯关一下", one("fm_main", "off"), ["speaker-context", "light"])
    add(g, "I'm in 301, please turn on the AC", one(AC["r301"], "on"), ["speaker-context", "english"])
    add(g, "我係202嘅，冷氣開大啲", one(AC["r202"], "cool_sp", "fan"), ["speaker-context", "cantonese", "traditional", "relative"])
    add(g, "我是302的，门锁打不开了，帮我开一下", one(LOCK["r302"], "unlock"), ["speaker-context", "unlock", "safety", "own-room"])
    add(g, "我们住椰林，那个风扇怎么开", one("yl_fan", "on"), ["speaker-context", "fan", "question-form"])
    add(g, "I'm in Ocean View, curtain open please", one("a301_curtain", "open"), ["speaker-context", "english", "english-room"])
    add(g, "我是201的，电视怎么关", one("a201_tv", "off"), ["speaker-context", "tv", "question-form"])
    add(g, "我住三零二，空调能调到25度吗", one(AC["r302"], "temp"), ["speaker-context", "setpoint", "question-form"])
    add(g, "我是亲子房的客人，空调有没有睡眠模式，帮我开一下", one(AC["family"], "sleep", "wind"), ["speaker-context", "ac-mode", "sleep"])
    add(g, "你好，我是202的，除湿机开一下", one("a202_dehum", "on"), ["speaker-context", "dehumidifier", "polite"])
    add(g, "我住201，床头灯太亮了", one("a201_bed", "dim", "off"), ["speaker-context", "need", "too-bright"])
    add(g, "我是301住客，热水器温度调到55度", one(WH["r301"], "heat_sp"), ["speaker-context", "water-heater", "setpoint"])
    add(g, "我在202，吊扇太吵了，调小一点", one("a202_fan", "fan"), ["speaker-context", "fan-speed", "need"])
    add(g, "我们302的，窗帘怎么打不开，帮忙开一下", one(CURTAIN["r302"], "open"), ["speaker-context", "curtain"])
    add(g, "我住亲子房，孩子怕黑，小熊夜灯开一下", one("fm_bear", "on"), ["speaker-context", "light", "child"])
    add(g, "我是椰林的客人，能帮我把灯都关了吗", every(L("yelin"), "off"), ["speaker-context", "light", "polite"])
    add(g, "我住201，空调风太大了", one(AC["r201"], "fan"), ["speaker-context", "fan-speed", "need"])
    add(g, "我是202房的，想把排气扇打开", one("a202_exh", "on"), ["speaker-context", "relay"])
    add(g, "我是301的，帮我把Bedside Lamp关了", one("a301_bed", "off"), ["speaker-context", "english-label"])
    add(g, "我是302的客人，冲凉水太烫了", one(WH["r302"], "heat_sp"), ["speaker-context", "need", "hot-water"])
    add(g, "我住椰林，空调太冷了", one(AC["yelin"], "cool_sp", "off"), ["speaker-context", "need", "too-cold"])
    add(g, "我在201，电视帮我开一下", one("a201_tv", "on"), ["speaker-context", "tv"])
    add(g, "我是亲子房的，上下铺的灯都关了", every("fm_top fm_bottom", "off"), ["speaker-context", "named-set", "bunk"])
    add(g, "我是202的，门帮我锁一下", one(LOCK["r202"], "lock"), ["speaker-context", "lock"])
    add(g, "我住301，空调调成自动", one(AC["r301"], "auto"), ["speaker-context", "ac-mode"])
    add(g, "我住302，灯能不能换个暖一点的颜色", one(L("r302", need="ct"), "ct", "ctstep"), ["speaker-context", "colortemp"])
    add(g, "我是201的客人，能不能把热水器打开，我要洗澡", one(WH["r201"], "on"), ["speaker-context", "water-heater", "polite"])
    # guests who do not say which room
    add(g, "我房间空调太冷了", ask(GUEST_AC, "cool_sp"), ["speaker-unknown", "need", "too-cold"])
    add(g, "我们屋的灯关了", ask(ALL_LIGHT, "off"), ["speaker-unknown", "light"])
    add(g, "把我房间的窗帘拉开", ask(sel("curtain", rooms=GUEST_ROOMS), "open"), ["speaker-unknown", "curtain"])
    add(g, "my room is too hot", ask(GUEST_AC, "cool_sp"), ["speaker-unknown", "english", "need"])
    add(g, "我房间热水器不热", ask(GUEST_WH, "hotwater"), ["speaker-unknown", "need", "hot-water"])
    add(g, "我屋电视咋开", ask(ALL_TV, "on"), ["speaker-unknown", "tv", "question-form"])
    add(g, "房间里好热啊，空调开大点", ask(GUEST_AC, "cool_sp", "fan"), ["speaker-unknown", "need"])
    add(g, "我房间门锁坏了，打不开", ask(GUEST_LOCK, "unlock"), ["speaker-unknown", "unlock", "safety"])
    add(g, "我们住海景房，空调怎么开", ask("a201_ac a301_ac", "on"), ["speaker-context", "ambiguous-room", "two-sea-view"])
    add(g, "我是楼上的客人，空调太吵了", ask(sel("ac", floors=[2, 3]), "fan"), ["speaker-unknown", "vague-room"])
    add(g, "隔壁空调声音太大了", ask(GUEST_AC, "fan", "off"), ["speaker-unknown", "vague-room"])
    add(g, "我房间的除湿机开一下", ask(ALL_DEHUM, "on"), ["speaker-unknown", "dehumidifier"])
    # another guest's room: ask, never act
    add(g, "我是301的客人，能帮我开一下202的门吗", ask([LOCK["r202"]], "unlock"), ["safety", "unlock", "other-guest", "speaker-context"])
    add(g, "我是201的，帮我把隔壁202的门打开，我朋友在里面", ask([LOCK["r202"]], "unlock"), ["safety", "unlock", "other-guest"])
    add(g, "我是202的，302的门锁打开一下，我去找朋友", ask([LOCK["r302"]], "unlock"), ["safety", "unlock", "other-guest"])
    add(g, "I'm in 302, open the door of 301 please", ask([LOCK["r301"]], "unlock"), ["safety", "unlock", "other-guest", "english"])
    add(g, "我住椰林，把亲子房的门锁开了", ask([LOCK["family"]], "unlock"), ["safety", "unlock", "other-guest"])
    # another guest's room, even a harmless request: ask (a guest never drives another guest's room)
    add(g, "我是201的，隔壁202空调声音太大，能关小点吗", ask([AC["r202"]], "fan"), ["speaker-context", "other-guest", "fan-speed"])
    add(g, "我住302，301的灯一直亮着，帮他们关了吧", ask(L("r301"), "off"), ["speaker-context", "other-guest", "light"])
    # speaker context across turns
    add(g, "空调开一下", one(AC["r302"], "on"), ["speaker-context", "room-carry"], history=["我是302的客人"])
    add(g, "窗帘拉上", one(CURTAIN["r201"], "close"), ["speaker-context", "room-carry"], history=["你好，我住201"])
    add(g, "热水器怎么开", one(WH["family"], "on"), ["speaker-context", "room-carry", "question-form"], history=["我们是3楼亲子房的"])
    add(g, "灯全关了", every(L("yelin"), "off"), ["speaker-context", "room-carry"], history=["我住椰林"])


def cases_values():
    g = "value"
    add(g, "大厅柜机调到二十四度", one("lg_ac", "temp"), ["setpoint", "number-zh-value"])
    add(g, "咱屋空调26℃", one("bs_ac", "temp"), ["setpoint", "symbol", "no-verb"])
    add(g, "201空调温度调低两度", one(AC["r201"], "temp"), ["setpoint", "relative"])
    add(g, "301空调高一度", one(AC["r301"], "temp"), ["setpoint", "relative"])
    add(g, "豆豆空调调到二十七度半", one("dd_ac", "temp"), ["setpoint", "number-zh-value", "half-degree"])
    add(g, "前台空调制冷二十五度", [one("desk_ac", "cool"), one("desk_ac", "cool_sp")], ["ac-mode", "setpoint", "two-actions"])
    add(g, "302空调制冷26度", [one(AC["r302"], "cool"), one(AC["r302"], "cool_sp")], ["ac-mode", "setpoint", "two-actions"])
    add(g, "202空调制冷，24度", [one(AC["r202"], "cool"), one(AC["r202"], "cool_sp")], ["ac-mode", "setpoint", "two-actions", "heating-setpoint-only"])
    add(g, "1F前台灯亮度百分之四十", one("desk_light", "level"), ["brightness", "number-zh-value"])
    add(g, "筒灯一调到最亮", one("lg_down1", "level"), ["brightness", "extreme"])
    add(g, "201床头灯调到最暗", one("a201_bed", "level"), ["brightness", "extreme"])
    add(g, "灯带2亮度调到八十", one("lg_strip2", "level"), ["brightness", "number-zh-value"])
    add(g, "泳池灯亮度调一半", one("rf_pool", "level"), ["brightness", "fraction"])
    add(g, "2F走廊灯再暗一点", one("h2_light", "dim"), ["brightness", "relative"])
    add(g, "筒灯二色温调到4000K", one("lg_down2", "ct"), ["colortemp", "kelvin"])
    add(g, "老板房大灯调成白光", one("bs_main", "ct"), ["colortemp", "named-white"])
    add(g, "301 Ceiling Light 调暖一点", one("a301_light", "ctstep"), ["colortemp", "relative", "english-label"])
    add(g, "灯带1换成暖白", one("lg_strip1", "ct"), ["colortemp", "named-white"])
    add(g, "泳池灯调成红色", one("rf_pool", "color"), ["color"])
    add(g, "灯带3来个天蓝色", one("lg_strip3", "color"), ["color"])
    add(g, "氛围灯带调成浪漫一点的紫色", one("a201_strip", "color"), ["color", "partial-name"])
    add(g, "小熊夜灯调成橙色", one("fm_bear", "color"), ["color"])
    add(g, "302的灯调成粉红色", one("a302_light", "color"), ["color", "room", "capability-subset"])
    add(g, "落地窗帘开到70%", one("lg_curtain", "shade"), ["curtain-position"])
    add(g, "纱帘拉开一半", one("lg_sheer", "shade"), ["curtain-position", "fraction"])
    add(g, "一楼主卧窗帘开百分之二十", one("bs_curtain", "shade"), ["curtain-position", "number-zh-value"])
    add(g, "Curtain 再关一点", one("a301_curtain", "shadestep"), ["curtain-position", "relative", "english-label"])
    add(g, "椰林窗帘关小一点", one(CURTAIN["yelin"], "shadestep"), ["curtain-position", "relative"])
    add(g, "老铁音量调到二十", one("lg_spk", "vol"), ["volume", "number-zh-value", "nickname"])
    add(g, "故事机音量调到百分之十五", one("dd_story", "vol"), ["volume"])
    add(g, "Bluetooth Speaker 声音调到最大", one("a301_spk", "vol"), ["volume", "extreme", "english-label"])
    add(g, "JBL Go小点声", one("rf_spk", "voldown"), ["volume", "relative"])
    add(g, "大厅柜机风小一点", one("lg_ac", "fan"), ["fan-speed", "relative"])
    add(g, "咱屋空调风开最大", one("bs_ac", "fan"), ["fan-speed", "extreme"])
    add(g, "301空调风速调到百分之四十", one(AC["r301"], "fan"), ["fan-speed", "number-zh-value"])
    add(g, "202空调风速自动", one(AC["r202"], "fan"), ["fan-speed", "auto"])
    add(g, "一楼吊扇2调到1档", one("lg_fan2", "fan"), ["fan-speed"])
    add(g, "亲子房吊扇开最大档", one("fm_fan", "fan"), ["fan-speed", "extreme"])
    add(g, "落地扇风速调到一半", one("dd_fan", "fan"), ["fan-speed", "fraction"])
    add(g, "油烟机调小档", one("kt_hood", "fan"), ["fan-speed", "hood"])
    add(g, "椰林热水器调到四十二度", one(WH["yelin"], "heat_sp"), ["setpoint", "number-zh-value", "water-heater"])
    add(g, "亲子房热水器水温低一点，孩子怕烫", one(WH["family"], "heat_sp"), ["setpoint", "relative", "water-heater"])
    add(g, "302热水器温度调高五度", one(WH["r302"], "heat_sp"), ["setpoint", "relative", "water-heater"])
    add(g, "亮度调到50%", ask(sel("light", need="level"), "level"), ["brightness", "no-place", "no-device"])
    # outside the device's range, or a value the device cannot take: ask
    add(g, "201空调调到10度", ask([AC["r201"]], "temp"), ["unsupported", "out-of-range", "setpoint"])
    add(g, "302热水器调到90度", ask([WH["r302"]], "heat_sp"), ["unsupported", "out-of-range", "water-heater"])
    add(g, "豆豆空调调到35度", ask(["dd_ac"], "temp"), ["unsupported", "out-of-range"])
    add(g, "一楼吊扇1开到5档", ask(["lg_fan1"], "fan"), ["unsupported", "out-of-range", "fan-speed"])
    add(g, "洗衣房灯调暗", ask(["ld_light"]), ["unsupported", "on-off-only"])
    add(g, "大吊灯调到30%", ask(["lg_chand"]), ["unsupported", "on-off-only"])
    add(g, "草坪灯1换成红色", ask(["yd_lawn1"]), ["unsupported", "on-off-only", "color"])
    add(g, "筒灯一换成绿色", ask(["lg_down1"]), ["unsupported", "no-color", "color"])
    add(g, "下铺灯调成暖光", ask(["fm_bottom"]), ["unsupported", "no-colortemp"])
    add(g, "202窗帘开到预设位置", ask(CURTAIN["r202"]), ["unsupported", "no-preset"])
    # a value left out: ask
    add(g, "201空调调一下温度", ask([AC["r201"]], "temp"), ["missing-value", "setpoint"])
    add(g, "泳池灯换个颜色", one("rf_pool", "color"), ["vague-value", "agent-picks-value", "color"])
    add(g, "落地窗帘开到", ask(["lg_curtain"], "shade"), ["missing-value", "truncated"])
    add(g, "热水器温度调成", ask(ALL_WH), ["missing-value", "truncated", "no-place"])


def cases_modes():
    g = "mode"
    add(g, "201空调除湿模式", one(AC["r201"], "dry"), ["ac-mode", "dry"])
    add(g, "大厅柜机送风", one("lg_ac", "fanonly"), ["ac-mode", "fan-only"])
    add(g, "咱屋空调切自动", one("bs_ac", "auto"), ["ac-mode", "auto"])
    add(g, "豆豆空调开除湿", one("dd_ac", "dry"), ["ac-mode", "dry", "ac-mode-enum"])
    add(g, "202空调调成自动模式", one(AC["r202"], "auto"), ["ac-mode", "auto", "ac-mode-enum"])
    add(g, "亲子房空调睡眠", one(AC["family"], "sleep", "wind"), ["ac-mode", "sleep"])
    add(g, "柜机制冷", one("lg_ac", "cool"), ["ac-mode", "cool", "partial-name"])
    add(g, "201空调制热", one(AC["r201"], "heat"), ["ac-mode", "heat"])
    add(g, "Midea AC 切换到 dry 模式", one("desk_ac", "dry"), ["ac-mode", "dry", "english-mixed"])
    add(g, "301空调只吹风不制冷", one(AC["r301"], "fanonly"), ["ac-mode", "fan-only", "paraphrase"])
    add(g, "302空调抽湿", one(AC["r302"], "dry"), ["ac-mode", "dry", "synonym"])
    add(g, "亲子房空调自动", one(AC["family"], "auto"), ["ac-mode", "auto"])
    add(g, "豆豆空调送风模式", one("dd_ac", "fanonly"), ["ac-mode", "fan-only", "ac-mode-enum"])
    add(g, "椰林空调制冷模式", one(AC["yelin"], "cool"), ["ac-mode", "cool"])
    add(g, "咱屋空调除湿", one("bs_ac", "dry"), ["ac-mode", "dry", "dongbei"])
    add(g, "Ocean View的空调开自然风", one(AC["r301"], "wind"), ["wind-mode", "english-room"])
    add(g, "大厅柜机睡眠风", one("lg_ac", "wind"), ["wind-mode"])
    add(g, "椰林风扇睡眠风", one("yl_fan", "wind"), ["wind-mode", "fan"])
    add(g, "椰林风扇上下摆", one("yl_fan", "swing"), ["oscillation", "fan"])
    # the unit does not have that mode: ask
    add(g, "椰林空调除湿", ask([AC["yelin"]]), ["ac-mode", "unsupported", "dry"])
    add(g, "椰林空调送风", ask([AC["yelin"]]), ["ac-mode", "unsupported", "fan-only"])
    add(g, "302空调自动模式", ask([AC["r302"]]), ["ac-mode", "unsupported", "auto"])
    add(g, "201空调睡眠模式", ask([AC["r201"]]), ["ac-mode", "unsupported", "sleep"])
    add(g, "椰林空调风速调低", ask([AC["yelin"]]), ["unsupported", "fan-speed"])
    add(g, "202空调自然风", ask([AC["r202"]]), ["unsupported", "wind-mode"])
    add(g, "落地扇上下摆头", ask(["dd_fan"]), ["unsupported", "oscillation"])
    # water heater, washer, robot modes
    add(g, "201热水器调成速热模式", one(WH["r201"], "setmode"), ["mode", "water-heater"])
    add(g, "2号洗衣机用棉麻程序", one("ld_w2", "setmode"), ["mode", "washer"])
    add(g, "烘干机换成床单模式", one("ld_dryer", "setmode"), ["mode", "dryer"])
    add(g, "扫地机换成强力模式", one("lg_rvc", "setmode"), ["mode", "robot"])


def cases_need():
    g = "need"
    # stated needs with a place
    add(g, "我是202的，屋里太潮了", one([AC["r202"], "a202_dehum"], "dry", "on"), ["need", "humid", "speaker-context"])
    add(g, "大厅太潮了", one(["lg_ac", "lg_dehum"], "dry", "on"), ["need", "humid"])
    add(g, "布草间返潮，床单都潮乎乎的", one("ln_dehum", "on"), ["need", "humid", "dongbei"])
    add(g, "302潮得不行", one([AC["r302"], "a302_dehum"], "dry", "on"), ["need", "humid"])
    add(g, "洗衣房湿气好重", one("ld_dehum", "on"), ["need", "humid"])
    add(g, "亲子房热死了", one([AC["family"], "fm_fan"], "on", "cool", "cool_sp", "fan"), ["need", "hot"])
    add(g, "201热得受不了", one(AC["r201"], "on", "cool", "cool_sp"), ["need", "hot"])
    add(g, "豆豆屋太热了", one(["dd_ac", "dd_fan"], "on", "cool", "cool_sp", "fan"), ["need", "hot"])
    add(g, "大厅好闷啊", one(["lg_ac", "lg_fan1", "lg_fan2"], "on", "cool", "cool_sp", "fan"), ["need", "hot"])
    add(g, "咱屋嘎嘎冷", one("bs_ac", "cool_sp", "off"), ["need", "too-cold", "dongbei"])
    add(g, "201洗澡水不热", one(WH["r201"], "hotwater"), ["need", "hot-water"])
    add(g, "202洗澡没热水", one(WH["r202"], "hotwater"), ["need", "hot-water", "relay"])
    add(g, "亲子房的热水不够热", one(WH["family"], "hotwater"), ["need", "hot-water"])
    add(g, "201太暗了", one(L("r201"), "on", "dim"), ["need", "dark"])
    add(g, "豆豆屋太亮了，孩子睡不着", one(L("doudou"), "dim", "off"), ["need", "too-bright"])
    add(g, "302太晒了", one(CURTAIN["r302"], "close", "shade"), ["need", "sun"])
    add(g, "大厅太晒了，沙发都烫了", one(["lg_curtain", "lg_sheer"], "close", "shade"), ["need", "sun"])
    add(g, "大厅太吵了", one(["lg_spk", "lg_tv"], "voldown", "pause", "mute", "off"), ["need", "noise"])
    add(g, "天台黑咕隆咚的", one(L("roof"), "on"), ["need", "dark", "dongbei"])
    add(g, "厨房油烟太大了", one("kt_hood", "on", "fan"), ["need", "smoke"])
    add(g, "院子里蚊子贼多", one("yd_mosq", "on"), ["need", "mosquito", "dongbei"])
    add(g, "院子的花都蔫了", one("yd_valve", "open"), ["need", "plants"])
    add(g, "泳池水有点浑", one("rf_pump", "on"), ["need", "pool"])
    add(g, "床单还湿着呢，烘一下", one("ld_dryer", "on", "start"), ["need", "laundry"])
    add(g, "大厅地上全是沙子，客人从海边回来踩的", one("lg_rvc", "start"), ["need", "sand", "rambling"])
    add(g, "想喝咖啡了", one("lg_coffee", "on"), ["need", "coffee"])
    add(g, "烧点开水泡茶", one("kt_kettle", "on"), ["need", "tea"])
    add(g, "椰林太热了", one([AC["yelin"], "yl_fan"], "on", "cool", "cool_sp", "fan"), ["need", "hot", "named-room"])
    add(g, "301的光线太刺眼了", one(L("r301") + ["a301_curtain"], "dim", "off", "close", "shade"), ["need", "too-bright"])
    add(g, "前台热得冒汗", one("desk_ac", "on", "cool", "cool_sp"), ["need", "hot"])
    add(g, "豆豆屋有点冷", one("dd_ac", "cool_sp", "off"), ["need", "too-cold"])
    add(g, "天台淋浴水是凉的", one("rf_shower", "on"), ["need", "hot-water", "relay"])
    add(g, "亲子房孩子要睡了，太亮", one(L("family"), "dim", "off"), ["need", "too-bright", "child"])
    add(g, "201卫生间好臭", ask(), ["need", "no-device"])
    add(g, "202卫生间有味儿，排排风", one("a202_exh", "on"), ["need", "smell", "dongbei"])
    # needs with no place: ask
    add(g, "太潮了", ask(ALL_DEHUM + sel("ac", need="dry"), "on", "dry"), ["need", "humid", "no-place"])
    add(g, "热死了", ask(ALL_AC + ALL_FAN, "on", "cool"), ["need", "hot", "no-place"])
    add(g, "洗澡水不热", ask(ALL_WH, "hotwater"), ["need", "hot-water", "no-place"])
    add(g, "太黑了啥也看不见", ask(ALL_LIGHT, "on"), ["need", "dark", "no-place"])
    add(g, "好吵啊", ask(ALL_SPK + ALL_TV, "voldown"), ["need", "noise", "no-place"])
    add(g, "有点冷", ask(ALL_AC, "cool_sp"), ["need", "too-cold", "no-place"])
    add(g, "太晒了", ask(ALL_CURTAIN, "close"), ["need", "sun", "no-place"])


def cases_state():
    g = "state"
    add(g, "302门锁了吗", one(LOCK["r302"], "*"), ["state", "lock", "duplicate-label"])
    add(g, "201门锁好了没", one(LOCK["r201"], "*"), ["state", "lock"])
    add(g, "大门锁了没", one("desk_lock", "*"), ["state", "lock"])
    add(g, "大门关好了吗", one(["desk_door", "desk_lock"], "*"), ["state", "contact"])
    add(g, "天台门关了没", one("rf_door", "*"), ["state", "contact"])
    add(g, "201阳台门关好没有", one("a201_balc", "*"), ["state", "contact"])
    add(g, "厨房漏水没", one("kt_leak", "*"), ["state", "leak"])
    add(g, "洗衣房有没有漏水", one("ld_leak", "*"), ["state", "leak", "unknown-profile"])
    add(g, "家里哪儿漏水了吗", one(sel("leak"), "*"), ["state", "leak", "whole-house"])
    add(g, "大厅现在多少度", one(sel("temp", rooms=["lounge"]), "*"), ["state", "temperature"])
    add(g, "大厅湿度多少", one("lg_th", "*"), ["state", "humidity"])
    add(g, "咱屋湿度高不高", one("bs_ac", "*"), ["state", "humidity", "dongbei"])
    add(g, "燃气有没有泄漏", one("kt_gas", "*"), ["state", "gas"])
    add(g, "3楼走廊有人吗", one("h3_motion", "*"), ["state", "motion", "unknown-profile"])
    add(g, "前台摄像头看一下", one("desk_cam", "*"), ["state", "camera", "unknown-profile"])
    add(g, "泳池泵开着没", one("rf_pump", "*"), ["state", "pump"])
    add(g, "1号洗衣机洗完了没", one("ld_w1", "*"), ["state", "washer"])
    add(g, "烘干机还有多久好", one("ld_dryer", "*"), ["state", "dryer"])
    add(g, "洗衣机洗完了没", ask("ld_w1 ld_w2"), ["state", "washer", "two-of-a-kind"])
    add(g, "哪个房间的空调还开着", one(ALL_AC, "*"), ["state", "ac", "whole-house"])
    add(g, "201热水器开着呢吗", one(WH["r201"], "*"), ["state", "water-heater", "dongbei"])
    add(g, "冰箱门关了没", one("kt_fridge", "*"), ["state", "fridge"])
    add(g, "门锁了没", ask(ALL_LOCK), ["state", "lock", "no-place"])
    add(g, "门都锁好了没", one(ALL_LOCK, "*"), ["state", "lock", "whole-house"])
    add(g, "客房的门都锁了吗", one(GUEST_LOCK, "*"), ["state", "lock", "guest-rooms"])
    add(g, "米家温湿度计显示多少", one("nr_th", "*"), ["state", "unlabelled", "no-room"])
    add(g, "烟感有没有报警", one(sel("smoke"), "*"), ["state", "smoke", "whole-house"])
    add(g, "3F人体传感器有动静吗", one("h3_motion", "*"), ["state", "motion"])
    add(g, "202空调开着吗", one(AC["r202"], "*"), ["state", "ac"])
    add(g, "椰林窗帘是开着还是关着", one(CURTAIN["yelin"], "*"), ["state", "curtain"])
    add(g, "豆豆屋空调现在几度", one("dd_ac", "*"), ["state", "temperature"])
    add(g, "天台灯关了没", one(L("roof"), "*"), ["state", "light"])
    add(g, "招牌灯亮着没", one("yd_sign", "*"), ["state", "relay-light"])
    add(g, "二楼走廊灯是不是一直亮着", one("h2_light", "*"), ["state", "light"])
    add(g, "301电视在放啥", one("a301_tv", "*"), ["state", "tv"])
    add(g, "老铁在放什么歌", one("lg_spk", "*"), ["state", "speaker", "nickname"])
    add(g, "扫地机扫完了吗", one("lg_rvc", "*"), ["state", "robot"])
    add(g, "亲子房的空调设的多少度", one(AC["family"], "*"), ["state", "setpoint"])
    add(g, "302热水器水温多少", one(WH["r302"], "*"), ["state", "water-heater"])
    add(g, "浇花的阀门关了没", one("yd_valve", "*"), ["state", "valve"])
    add(g, "燃气阀是开着的吗", one("kt_valve", "*"), ["state", "gas"])
    add(g, "电饭煲还开着没", one("kt_rice", "*"), ["state", "plug"])
    add(g, "咖啡机关了吗", one("lg_coffee", "*"), ["state", "plug"])
    add(g, "侧门锁着没", one("yd_lock", "*"), ["state", "lock"])
    add(g, "二楼有没有哪个房间空调没关", one(sel("ac", floors=[2]), "*"), ["state", "ac", "floor"])
    add(g, "热水器开着没", ask(ALL_WH), ["state", "water-heater", "no-place"])
    add(g, "空调几度", ask(ALL_AC), ["state", "no-place"])
    add(g, "室内温度多少", ask(sel("temp")), ["state", "temperature", "no-place"])


def cases_bulk():
    g = "bulk"
    add(g, "二楼的空调都关了", every(sel("ac", floors=[2]), "off"), ["floor", "ac"])
    add(g, "三楼空调全关", every(sel("ac", floors=[3]), "off"), ["floor", "ac"])
    add(g, "所有客房的空调关掉", every(GUEST_AC, "off"), ["guest-rooms", "ac"])
    add(g, "除了客人房间，灯都关了", every(sel("light", exclude_rooms=GUEST_ROOMS), "off"), ["exclude", "guest-rooms", "light"])
    add(g, "客房的热水器全打开", every(GUEST_WH, "on"), ["guest-rooms", "water-heater", "mixed-commands"])
    add(g, "所有热水器都关了", every(ALL_WH, "off"), ["whole-house", "water-heater", "mixed-commands"])
    add(g, "所有窗帘都拉上", every(ALL_CURTAIN, "close"), ["whole-house", "curtain"])
    add(g, "一楼的灯全关", every(sel("light", floors=[1]), "off"), ["floor", "light"])
    add(g, "院子的灯全开", every(L("yard"), "on"), ["room", "light", "relay-light"])
    add(g, "天台的灯都打开", every(L("roof"), "on"), ["room", "light", "plug-light"])
    add(g, "全屋的灯都关了", every(ALL_LIGHT, "off"), ["whole-house", "light"])
    add(g, "除了老板房和豆豆屋，空调全关", every(sel("ac", exclude_rooms=["boss", "doudou"]), "off"), ["exclude", "ac", "two-rooms"])
    add(g, "所有门锁全部锁上", every(ALL_LOCK, "lock"), ["whole-house", "lock"])
    add(g, "公区的灯全开", every(sel("light", rooms=PUBLIC), "on"), ["zone", "light"])
    add(g, "大厅的灯都调到50%", every(sel("light", rooms=["lounge"], need="level"), "level"), ["room", "capability-subset", "brightness"])
    add(g, "大厅灯带都换成暖光", every("lg_strip1 lg_strip2 lg_strip3", "ct"), ["label-series", "colortemp"])
    add(g, "二楼和三楼的窗帘都拉开", every(sel("curtain", floors=[2, 3]), "open"), ["two-floors", "curtain"])
    add(g, "所有除湿机都开", every(ALL_DEHUM, "on"), ["whole-house", "dehumidifier"])
    add(g, "所有吊扇都关", every(sel("fan", where=lambda k: "吊扇" in label_of(k)), "off"), ["whole-house", "fan", "duplicate-label"])
    add(g, "所有风扇都关了", every(ALL_FAN, "off"), ["whole-house", "fan", "mixed-commands"])
    add(g, "所有电视关了", every(ALL_TV, "off"), ["whole-house", "tv"])
    add(g, "所有音箱都暂停", every(ALL_SPK, "pause"), ["whole-house", "speaker"])
    add(g, "两个洗衣机都停了", every("ld_w1 ld_w2", "off", "stop_op"), ["named-set", "count", "washer"])
    add(g, "天台灯1和天台灯2都开", every("rf_l1 rf_l2", "on"), ["named-set", "numbered"])
    add(g, "上铺灯和下铺灯都关", every("fm_top fm_bottom", "off"), ["named-set", "bunk"])
    add(g, "二楼走廊和三楼走廊的灯都关", every("h2_light h3_light", "off"), ["two-rooms", "light"])
    add(g, "客房的门锁都锁上", every(GUEST_LOCK, "lock"), ["guest-rooms", "lock"])
    add(g, "客房的灯全关", every(GUEST_LIGHT, "off"), ["guest-rooms", "light"])
    add(g, "除了201和302，客房空调都关了", every(sel("ac", rooms=GUEST_ROOMS, exclude_rooms=["r201", "r302"]), "off"), ["exclude", "guest-rooms", "ac"])
    add(g, "除了亲子房，三楼的灯全关", every(sel("light", floors=[3], exclude_rooms=["family"]), "off"), ["exclude", "floor", "light"])
    add(g, "301的灯全关", every(L("r301"), "off"), ["room", "label-names-other-room"])
    add(g, "302的灯全开", every(L("r302"), "on"), ["room", "label-names-other-room"])
    add(g, "二楼的灯全部打开", every(sel("light", floors=[2]), "on"), ["floor", "light"])
    add(g, "三楼的窗帘全拉上", every(sel("curtain", floors=[3]), "close"), ["floor", "curtain"])
    add(g, "一楼空调都开开", every(sel("ac", floors=[1]), "on"), ["floor", "ac", "dongbei", "reduplication"])
    add(g, "客房空调全调到26度", every(GUEST_AC, "temp"), ["guest-rooms", "setpoint", "mixed-commands"])
    add(g, "所有空调都调成除湿", every(sel("ac", need="dry"), "dry"), ["whole-house", "dry", "capability-subset", "mixed-commands"])
    add(g, "大厅所有彩色的灯都换成蓝色", every(sel("light", rooms=["lounge"], need="color"), "color"), ["capability-subset", "color"])
    add(g, "把所有能调色温的灯都调成暖光", every(sel("light", need="ct"), "ct"), ["capability-subset", "colortemp", "whole-house"])
    add(g, "所有客房热水器都调到50度", every(sel("wh", rooms=GUEST_ROOMS, need="heat_sp"), "heat_sp"), ["guest-rooms", "capability-subset", "water-heater"])
    add(g, "二楼的除湿机全开", every(sel("dehum", floors=[2]) + [], "on") if len(sel("dehum", floors=[2])) > 1 else one(sel("dehum", floors=[2]), "on"), ["floor", "dehumidifier", "quantifier-one-device"])
    add(g, "三楼的除湿机全开", every(sel("dehum", floors=[3]), "on"), ["floor", "dehumidifier"])
    add(g, "客房的窗帘都打开", every(sel("curtain", rooms=GUEST_ROOMS), "open"), ["guest-rooms", "curtain"])
    add(g, "大厅的窗帘都关上", every("lg_curtain lg_sheer", "close"), ["room", "curtain"])
    add(g, "大厅的东西全关了", every(sel(rooms=["lounge"], need="off"), "off"), ["room", "everything", "mixed-commands"])
    add(g, "灯带1到3全开", every("lg_strip1 lg_strip2 lg_strip3", "on"), ["label-series", "range"])
    add(g, "筒灯都关了", every("lg_down1 lg_down2", "off"), ["label-series"])
    add(g, "厨房和洗衣房的灯都关", every("kt_light ld_light", "off"), ["two-rooms", "relay-light"])
    add(g, "除了泳池灯，天台的灯都关", every(sel("light", rooms=["roof"], exclude=["rf_pool"]), "off"), ["exclude", "exclude-device"])
    add(g, "一楼除了咱屋，空调都关了", every(sel("ac", floors=[1], exclude_rooms=["boss"]), "off"), ["exclude", "floor", "dongbei"])
    add(g, "所有卫生间灯都关了", every(sel("bathlight"), "off"), ["duplicate-label", "whole-house"])
    add(g, "床头灯全关", every(BEDLAMPS, "off"), ["duplicate-label", "whole-house"])
    add(g, "客房电视都关了", every(sel("tv", rooms=GUEST_ROOMS), "off"), ["guest-rooms", "tv"])
    add(g, "所有插座都关了", every(sel("plug"), "off"), ["whole-house", "plug"])
    add(g, "三楼的空调都调成睡眠风", every(sel("ac", floors=[3], need="wind"), "wind"), ["floor", "wind-mode", "capability-subset"])
    add(g, "所有走廊灯都关", every("h2_light h3_light", "off"), ["label-series", "light"])
    add(g, "院子和天台的灯都开开", every(L("yard", "roof"), "on"), ["two-rooms", "light", "reduplication"])
    add(g, "把客人房间以外的空调都关掉", every(sel("ac", exclude_rooms=GUEST_ROOMS), "off"), ["exclude", "guest-rooms", "ac"])
    add(g, "除了招牌灯，院子里的灯都关了", every(sel("light", rooms=["yard"], exclude=["yd_sign"]), "off"), ["exclude", "exclude-device"])
    add(g, "二楼客房窗帘全部关上", every(sel("curtain", rooms=GUEST_ROOMS, floors=None, where=lambda k: floor_of(k) == 2), "close"), ["floor", "guest-rooms", "curtain"])
    # a bulk unlock is never done in one go
    add(g, "所有门锁全部打开", ask(ALL_LOCK, "unlock"), ["safety", "unlock", "whole-house"])
    add(g, "客房门锁全开了", ask(GUEST_LOCK, "unlock"), ["safety", "unlock", "guest-rooms"])
    # places the home cannot settle
    add(g, "没人住的房间空调都关了", ask(GUEST_AC, "off"), ["occupancy", "guest-rooms"])
    add(g, "退房的房间灯全关了", ask(GUEST_LIGHT, "off"), ["occupancy", "guest-rooms"])
    add(g, "楼上的灯全关", ask(sel("light", floors=[2, 3, "roof"]), "off"), ["vague-room", "relative-floor"])
    add(g, "顶楼的灯全开", ask(sel("light", floors=[3, "roof"]), "on"), ["vague-room", "top-floor"])
    add(g, "外面的灯都开", ask(L("yard", "roof"), "on"), ["vague-room"])
    add(g, "四楼的空调都关了", ask(), ["unknown-floor"])


def cases_history():
    g = "hist"
    add(g, "调到25度", one(AC["r201"], "temp"), ["reference", "ellipsis", "setpoint"], history=["201空调打开"])
    add(g, "声音小点", one("lg_spk", "voldown"), ["reference", "ellipsis", "volume"], history=["老铁放首歌"])
    add(g, "拉一半就行", one(CURTAIN["r302"], "shade"), ["reference", "ellipsis", "curtain-position"], history=["302窗帘拉开"])
    add(g, "换成蓝色", one("rf_pool", "color"), ["reference", "ellipsis", "color"], history=["泳池灯开"])
    add(g, "再大点", one("yl_fan", "fan"), ["reference", "ellipsis", "fan-speed"], history=["椰林风扇开一下"])
    add(g, "它调成睡眠模式", one(AC["family"], "sleep", "wind"), ["reference", "pronoun", "ac-mode"], history=["亲子房空调开"])
    add(g, "202的", one(AC["r202"], "on"), ["answer", "clarify-answer"], history=["空调开一下"])
    add(g, "椰林那个", one("yl_bed", "off"), ["answer", "clarify-answer"], history=["床头灯关了"])
    add(g, "三楼的全部", every(sel("wh", floors=[3]), "on"), ["answer", "clarify-answer", "floor"], history=["热水器打开"])
    add(g, "算了", NONE, ["cancel"], history=["把二楼的空调都关了"])
    add(g, "关了吧", one("a201_main", "off"), ["reference", "ellipsis"], history=["201主灯开"])
    add(g, "2号也开", one("ld_w2", "on", "start"), ["reference", "numbered", "also"], history=["1号洗衣机开始洗"])
    add(g, "窗帘也拉上", one(CURTAIN["r202"], "close"), ["room-carry", "also"], history=["202空调开"])
    add(g, "不对，25度", one("lg_ac", "temp"), ["correction", "setpoint"], history=["大厅柜机调到26度"])
    add(g, "2和3也开", every("lg_strip2 lg_strip3", "on"), ["reference", "numbered", "named-set", "also"], history=["灯带1开"])
    add(g, "筒灯二也是", one("lg_down2", "dim"), ["also", "numbered-zh"], history=["筒灯一调亮点"])
    add(g, "那个报警器静个音", one("kt_gas", "mute"), ["reference", "room-carry"], history=["关燃气"])
    add(g, "半小时以后关掉", one("rf_pump", "off"), ["reference", "timing"], history=["泳池水泵打开"])
    add(g, "那个关掉", ask("rf_l1 rf_l2", "off"), ["reference", "two-targets"], history=["天台灯1和天台灯2都开"])
    add(g, "下一集", one("lg_tv", "next"), ["reference", "ellipsis", "track"], history=["大厅电视开一下"])
    add(g, "再调亮点", one("a301_bed", "dim"), ["reference", "ellipsis", "brightness"], history=["301 Bedside Lamp 开一下"])
    add(g, "关小一点", one("lg_curtain", "shadestep", "shade"), ["reference", "ellipsis", "curtain-position"], history=["落地窗帘拉开"])
    add(g, "它也关了", one("a201_tv", "off"), ["reference", "pronoun"], history=["201空调关了", "201电视是不是开着"])
    add(g, "刚才那个再开开", one("dd_night", "on"), ["reference", "dongbei", "reduplication"], history=["小企鹅关了"])
    add(g, "不用了，取消", NONE, ["cancel"], history=["1号洗衣机开始洗"])
    add(g, "先别关", NONE, ["cancel", "negation"], history=["客房的灯全关"])
    add(g, "都关了", every("rf_l1 rf_l2", "off"), ["reference", "two-targets", "bulk-reference"], history=["天台灯1和天台灯2都开"])
    add(g, "两个都开", every("bs_main fm_main", "on"), ["answer", "clarify-answer", "both"], history=["大灯开"])
    add(g, "老板房的", one("bs_main", "on"), ["answer", "clarify-answer"], history=["大灯开"])
    add(g, "亲子房", one("fm_tv", "off"), ["answer", "clarify-answer"], history=["电视关了"])
    add(g, "301", one(LOCK["r301"], "*"), ["answer", "clarify-answer", "state"], history=["门锁了没"])
    add(g, "全部", every(ALL_CURTAIN, "close"), ["answer", "clarify-answer"], history=["窗帘拉上"])
    add(g, "温度再低一点", one(AC["r302"], "temp"), ["reference", "relative", "setpoint"], history=["302空调开"])
    add(g, "风小点", one("bs_ac", "fan"), ["reference", "fan-speed", "dongbei"], history=["咱屋空调开开"])
    add(g, "调成除湿", one("lg_ac", "dry"), ["reference", "ac-mode"], history=["大厅柜机开"])
    add(g, "再加五度", one(WH["r201"], "heat_sp"), ["reference", "setpoint", "relative"], history=["201热水器开一下"])
    add(g, "还是太冷了", one(AC["r202"], "cool_sp", "off"), ["reference", "need", "too-cold"], history=["我是202的客人，空调太冷了"])
    add(g, "不是这个，是下铺灯", one("fm_bottom", "on"), ["correction"], history=["上铺灯开"])
    add(g, "哎呀错了，我说的是302", one(AC["r302"], "off"), ["correction", "room"], history=["301空调关一下"])
    add(g, "把它锁上", one(LOCK["r202"], "lock"), ["reference", "pronoun", "lock"], history=["202门锁锁上了没"])
    add(g, "那就开一下", one("ld_dryer", "on", "start"), ["reference", "ellipsis"], history=["烘干机开着没"])
    add(g, "暂停", one("a301_spk", "pause"), ["reference", "ellipsis", "media"], history=["301蓝牙音箱放首歌"])
    add(g, "这个也开开", one("fm_top", "on"), ["reference", "demonstrative", "child"], history=["下铺灯开", "上铺灯呢"])
    add(g, "都调到26度", every(sel("ac", floors=[2]), "temp"), ["reference", "bulk-reference", "setpoint", "mixed-commands"], history=["二楼的空调都打开"])
    add(g, "灯也关了", every(L("r301"), "off"), ["room-carry", "also"], history=["301空调关一下"])
    add(g, "窗帘呢，也拉上", one(CURTAIN["yelin"], "close"), ["room-carry", "also"], history=["椰林空调开一下"])
    add(g, "热水器也整上", one(WH["family"], "on"), ["room-carry", "also", "dongbei"], history=["亲子房空调开"])
    add(g, "那个", ask(), ["reference", "no-verb", "vague"], history=["你好"])
    add(g, "没开就给开开", one(AC["r301"], "on"), ["reference", "condition", "dongbei"], history=["301空调开着没"])
    add(g, "哦不用了", NONE, ["cancel"], history=["泳池灯换成蓝色"])
    add(g, "再暗一点", one("fm_bear", "dim"), ["reference", "brightness", "child"], history=["小熊夜灯开"])
    add(g, "改成30%", one("lg_curtain", "shade"), ["correction", "curtain-position"], history=["落地窗帘开到70%"])
    add(g, "等会儿，先别关202的", every(sel("ac", floors=[2], exclude_rooms=["r202"]), "off"), ["correction", "exclude"], history=["二楼的空调都关了"])
    add(g, "也给我调到24度", one(AC["r302"], "temp"), ["room-carry", "speaker-context", "also"], history=["我是302的", "空调开一下"])


def cases_multi():
    g = "multi"
    add(g, "201空调关了，窗帘拉开", [one(AC["r201"], "off"), one(CURTAIN["r201"], "open")], ["room-carry", "two-actions"])
    add(g, "泳池灯开了，水泵也开", [one("rf_pool", "on"), one("rf_pump", "on")], ["two-actions", "also"])
    add(g, "把大厅的灯全关了，然后扫地机开始扫", [every(L("lounge"), "off"), one("lg_rvc", "start")], ["sequence", "bulk"])
    add(g, "咱屋空调开开，窗帘拉上，大灯关了", [one("bs_ac", "on"), one("bs_curtain", "close"), one("bs_main", "off")], ["room-carry", "three-commands", "dongbei"])
    add(g, "先关燃气，再把油烟机关了", [one("kt_valve", "close"), one("kt_hood", "off")], ["sequence", "gas"])
    add(g, "亲子房大灯关了，留个小熊夜灯", one("fm_main", "off"), ["negation", "keep", "one-command"])
    add(g, "1号洗衣机洗完就开烘干机", one("ld_dryer", "on", "start"), ["condition", "one-command"])
    add(g, "202空调调到26度，吊扇开1档", [one(AC["r202"], "temp"), one("a202_fan", "fan")], ["room-carry", "two-actions"])
    add(g, "院灯开，招牌灯也开，草坪灯不用开", [one("yd_light", "on"), one("yd_sign", "on")], ["negation", "two-actions"])
    add(g, "老铁放歌，灯带调成紫色", [one("lg_spk", "play"), one(sel("light", rooms=["lounge"], where=lambda k: "灯带" in label_of(k)), "color")], ["two-actions", "nickname"])
    add(g, "301电视关了，Bedside Lamp开", [one("a301_tv", "off"), one("a301_bed", "on")], ["two-actions", "english-label"])
    add(g, "椰林空调开，热水器也开，我客人马上到", [one(AC["yelin"], "on"), one(WH["yelin"], "on")], ["two-actions", "room-carry"])
    add(g, "天台灯都关了，泵也停了", [every(L("roof"), "off"), one("rf_pump", "off")], ["two-actions", "bulk"])
    add(g, "前台灯开，大门锁上", [one("desk_light", "on"), one("desk_lock", "lock")], ["two-actions"])
    add(g, "把302的窗帘拉开再把除湿机开了", [one(CURTAIN["r302"], "open"), one("a302_dehum", "on")], ["sequence", "room-carry"])
    add(g, "小企鹅关了，故事机也关了，豆豆睡了", [one("dd_night", "off"), one("dd_story", "off")], ["two-actions", "child"])
    add(g, "烧水壶开一下，咖啡机也开", [one("kt_kettle", "on"), one("lg_coffee", "on")], ["two-actions"])
    add(g, "亲子房空调调到27度然后开睡眠风", [one(AC["family"], "temp"), one(AC["family"], "wind")], ["sequence", "same-device"])
    add(g, "201灯全关，空调调到27，窗帘拉上", [every(L("r201"), "off"), one(AC["r201"], "temp"), one(CURTAIN["r201"], "close")], ["three-commands", "room-carry"])
    add(g, "洗衣房灯开，1号洗衣机开始洗，除湿机也开了", [one("ld_light", "on"), one("ld_w1", "on", "start"), one("ld_dehum", "on")], ["three-commands", "room-carry"])
    add(g, "灯带1开红色", [one("lg_strip1", "on"), one("lg_strip1", "color")], ["same-device", "two-actions"])
    add(g, "大厅柜机开，调到25度", [one("lg_ac", "on"), one("lg_ac", "temp")], ["same-device", "two-actions"])
    add(g, "客房空调全关，走廊灯也关", [every(GUEST_AC, "off"), every("h2_light h3_light", "off")], ["guest-rooms", "two-actions", "bulk"])
    add(g, "302的热水器开了，然后灯开一下", [one(WH["r302"], "on"), one(L("r302"), "on")], ["room-carry", "sequence"])
    add(g, "筒灯一开，筒灯二别开", one("lg_down1", "on"), ["negation", "numbered-zh"])
    add(g, "豆豆空调关了吧，开落地扇就行", [one("dd_ac", "off"), one("dd_fan", "on")], ["two-actions", "substitute"])
    add(g, "把椰林窗帘拉上，不对，拉开", one(CURTAIN["yelin"], "open"), ["self-correction"])
    add(g, "开一会儿浇花，十分钟后关", [one("yd_valve", "open"), one("yd_valve", "close")], ["timing", "same-device"])
    add(g, "泳池灯调成蓝色，串灯开，JBL放点音乐", [one("rf_pool", "color"), one("rf_string", "on"), one("rf_spk", "play")], ["three-commands", "party"])
    add(g, "上铺灯关了下铺灯开", [one("fm_top", "off"), one("fm_bottom", "on")], ["two-actions", "bunk", "no-punctuation"])


def cases_safety():
    g = "safety"
    add(g, "开门", ask(ALL_LOCK, "unlock"), ["safety", "unlock", "no-place"])
    add(g, "把门打开", ask(ALL_LOCK, "unlock"), ["safety", "unlock", "no-place"])
    add(g, "202门锁打开", one(LOCK["r202"], "unlock"), ["safety", "unlock", "named"])
    add(g, "大门开一下，客人到了", one("desk_lock", "unlock"), ["safety", "unlock", "named"])
    add(g, "所有的门都打开", ask(ALL_LOCK, "unlock"), ["safety", "unlock", "whole-house"])
    add(g, "我忘带房卡了，帮我开下门", ask(GUEST_LOCK, "unlock"), ["safety", "unlock", "speaker-unknown"])
    add(g, "我是亲子房的，房卡落屋里了，帮我开下门", one(LOCK["family"], "unlock"), ["safety", "unlock", "speaker-context", "own-room"])
    add(g, "打开燃气阀", ask(["kt_valve"]), ["safety", "gas", "unsupported"])
    add(g, "煤气开一下我要做饭", ask(["kt_valve"]), ["safety", "gas", "unsupported", "synonym"])
    add(g, "燃气报警器响了，咋整", one("kt_valve", "close"), ["safety", "gas", "need", "dongbei"])
    add(g, "厨房有煤气味儿", one("kt_valve", "close"), ["safety", "gas", "need"])
    add(g, "侧门锁打开", one("yd_lock", "unlock"), ["safety", "unlock", "named"])
    add(g, "院子的门打开", one("yd_lock", "unlock"), ["safety", "unlock", "room"])
    add(g, "天台门锁上", ask(["rf_door"]), ["safety", "unsupported", "no-lock"])
    add(g, "小孩别让他们上天台，天台门锁了", ask(["rf_door"]), ["safety", "unsupported", "no-lock", "child"])
    add(g, "202开下门，我去打扫", one(LOCK["r202"], "unlock"), ["safety", "unlock", "hainan", "room"])
    add(g, "三零幺的门锁开一下，客人要进去放行李", one(LOCK["r301"], "unlock"), ["safety", "unlock", "number-zh"])
    add(g, "203门锁打开", one("yl_lock", "unlock"), ["safety", "unlock", "label-names-other-room"])
    add(g, "门锁打开", ask(ALL_LOCK, "unlock"), ["safety", "unlock", "duplicate-label"])
    add(g, "二楼的门都打开", ask(sel("lock", floors=[2]), "unlock"), ["safety", "unlock", "floor"])
    add(g, "把所有客房门锁都锁上", every(GUEST_LOCK, "lock"), ["safety", "lock", "guest-rooms"])
    add(g, "晚上了，大门侧门都锁上", every("desk_lock yd_lock", "lock"), ["safety", "lock", "named-set"])
    add(g, "有人在天台抽烟，烟感响了", ask(sel("smoke"), "mute"), ["safety", "smoke", "no-alarm-on-roof"])
    add(g, "大厅烟感响了，是客人做饭呛的，先静音", one("lg_smoke", "mute"), ["safety", "smoke", "mute"])
    add(g, "漏水了！", ask(sel("leak")), ["safety", "leak", "no-place"])
    add(g, "燃气阀打开，我要炖排骨", ask(["kt_valve"]), ["safety", "gas", "unsupported", "dongbei"])
    add(g, "帮我把301门开了，我是301的", one(LOCK["r301"], "unlock"), ["safety", "unlock", "speaker-context", "own-room"])
    add(g, "门开一下", ask(ALL_LOCK, "unlock"), ["safety", "unlock", "no-place"])
    add(g, "我是新来的客人，大门密码多少", NONE, ["safety", "question", "none"])
    add(g, "泳池水泵一直开着不安全吧，关了", one("rf_pump", "off"), ["safety", "pump"])


def cases_speech():
    g = "speech"
    # --- 老王 / 刘姐: 东北 ---
    add(g, "大厅柜机给我整到二十五度", one("lg_ac", "temp"), ["dongbei", "setpoint"])
    add(g, "咱屋空调嘎嘎冷，调高两度", one("bs_ac", "cool_sp"), ["dongbei", "setpoint", "relative"])
    add(g, "这天儿贼拉潮，大厅除湿机整上", one("lg_dehum", "on"), ["dongbei", "dehumidifier"])
    add(g, "老铁，整点动静", one("lg_spk", "play"), ["dongbei", "nickname", "speaker"])
    add(g, "老铁整首东北二人转", one("lg_spk", "play", "presetplay"), ["dongbei", "nickname", "speaker"])
    add(g, "麻溜的把泳池灯整亮", one("rf_pool", "on"), ["dongbei", "light"])
    add(g, "天台灯1给我关喽", one("rf_l1", "off"), ["dongbei", "numbered"])
    add(g, "院灯整亮堂点", one("yd_light", "on"), ["dongbei", "light", "on-off-only"])
    add(g, "大厅埋汰死了，让扫地机扫扫", one("lg_rvc", "start"), ["dongbei", "robot", "reduplication"])
    add(g, "别磨叽了，把一楼吊扇都整开", every("lg_fan1 lg_fan2", "on"), ["dongbei", "label-series", "fan"])
    add(g, "灯带1就整这个紫了吧唧的色儿", one("lg_strip1", "color"), ["dongbei", "color"])
    add(g, "那啥，201空调嘎哈呢一直嗡嗡响，风给整小点", one(AC["r201"], "fan"), ["dongbei", "fan-speed", "need"])
    add(g, "咋整的，202热水器又不好使了，给它开开", one(WH["r202"], "on"), ["dongbei", "water-heater", "relay"])
    add(g, "把那旮旯的灯整灭了", ask(ALL_LIGHT, "off"), ["dongbei", "vague-room", "deixis"])
    add(g, "这屋贼拉热", ask(ALL_AC, "on", "cool"), ["dongbei", "need", "deixis", "no-place"])
    add(g, "嘎哈呢这空调，冻死个人了", ask(ALL_AC, "cool_sp"), ["dongbei", "need", "no-place"])
    add(g, "按摩椅给我整上，累老鼻子了", one("bs_massage", "on"), ["dongbei", "plug"])
    add(g, "咱屋大灯太晃眼了，整暗点", one("bs_main", "dim"), ["dongbei", "brightness", "relative"])
    add(g, "小米电视给整开，看会儿二人转", one("bs_tv", "on"), ["dongbei", "tv"])
    add(g, "招牌灯得劲儿亮着，别关", NONE, ["dongbei", "negation", "keep"])
    add(g, "泳池水泵整停了，贼费电", one("rf_pump", "off"), ["dongbei", "pump"])
    add(g, "老婆子，咱屋窗帘给拉上呗", one("bs_curtain", "close"), ["dongbei", "room-alias", "addressing-person"])
    add(g, "烧水壶整点开水，沏茶唠嗑", one("kt_kettle", "on"), ["dongbei", "need", "tea"])
    add(g, "一楼主卧窗帘整一半", one("bs_curtain", "shade"), ["dongbei", "curtain-position"])
    add(g, "豆豆那屋空调关了，孩子上学去了", one("dd_ac", "off"), ["dongbei", "room-alias"])
    add(g, "二零幺的客人嫌热，空调给整低两度", one(AC["r201"], "cool_sp"), ["dongbei", "number-zh", "setpoint", "relative"])
    add(g, "三零二的热水器给整上", one(WH["r302"], "on"), ["dongbei", "number-zh", "water-heater"])
    add(g, "布草间那除湿的玩意儿开开", one("ln_dehum", "on"), ["dongbei", "dehumidifier", "paraphrase"])
    add(g, "咖啡机整上，一会儿客人下来喝", one("lg_coffee", "on"), ["dongbei", "plug"])
    add(g, "晾衣架给我整出来", one("rf_rack", "on"), ["dongbei", "relay"])
    add(g, "天台那些灯全给我整灭", every(L("roof"), "off"), ["dongbei", "room", "bulk"])
    add(g, "客房那些个空调都瞅瞅开没开", one(GUEST_AC, "*"), ["dongbei", "state", "guest-rooms"])
    add(g, "202门锁了没，瞅一眼", one(LOCK["r202"], "*"), ["dongbei", "state", "lock"])
    # --- 阿梅: 海南 ---
    add(g, "老板，202我打扫好了咯，空调帮我关掉哦", one(AC["r202"], "off"), ["hainan", "ac"])
    add(g, "阿姐，301的窗帘拉开一下嘛，我要搞卫生", one("a301_curtain", "open"), ["hainan", "curtain"])
    add(g, "洗衣房那个1号洗衣机开一下咯", one("ld_w1", "on", "start"), ["hainan", "washer"])
    add(g, "布草间好潮哦，除湿开一下", one("ln_dehum", "on"), ["hainan", "need", "humid"])
    add(g, "302冲凉的热水器开无？", one(WH["r302"], "*"), ["hainan", "state", "water-heater"])
    add(g, "厨房灯帮我开一下咯", one("kt_light", "on"), ["hainan", "relay-light"])
    add(g, "亲子房门帮我锁一下咯，我搞好了", one(LOCK["family"], "lock"), ["hainan", "lock"])
    add(g, "扫地机去扫一下大厅咯", one("lg_rvc", "start"), ["hainan", "robot"])
    add(g, "椰林那间灯无关哦，帮我关一下", one(L("yelin"), "off"), ["hainan", "light"])
    add(g, "烘干机开无？床单要烘咯", one("ld_dryer", "*"), ["hainan", "state", "dryer"])
    add(g, "阿姐，2号洗衣机洗完了无", one("ld_w2", "*"), ["hainan", "state", "washer"])
    add(g, "201的热水器关掉咯，客人走了", one(WH["r201"], "off"), ["hainan", "water-heater"])
    add(g, "老板，天台灯开一下嘛，我去收衣服", one(L("roof"), "on"), ["hainan", "light", "room-type"])
    add(g, "三楼走廊灯好暗哦", one("h3_light", "on", "dim"), ["hainan", "need", "dark"])
    add(g, "302除湿机要开无？好潮哦", one("a302_dehum", "on"), ["hainan", "need", "humid"])
    add(g, "亲子房吊扇关掉咯", one("fm_fan", "off"), ["hainan", "fan"])
    add(g, "201窗帘帮我拉开咯，晒一下被子", one(CURTAIN["r201"], "open"), ["hainan", "curtain"])
    add(g, "椰林风扇开无？", one("yl_fan", "*"), ["hainan", "state", "fan"])
    add(g, "阿姐你食饭了无", NONE, ["hainan", "chitchat", "none"])
    add(g, "今天好大风哦，台风要来了是不是", NONE, ["hainan", "weather", "none"])
    # --- 202: a Cantonese family ---
    add(g, "唔該幫我閂咗202嘅冷氣", one(AC["r202"], "off"), ["cantonese", "traditional", "ac"])
    add(g, "熄咗202啲燈", one(L("r202"), "off"), ["cantonese", "traditional", "light"])
    add(g, "202熱水爐點開㗎", one(WH["r202"], "on"), ["cantonese", "traditional", "water-heater", "question-form"])
    add(g, "好焗啊，202冷氣開咗佢", one(AC["r202"], "on"), ["cantonese", "traditional", "need"])
    add(g, "202吊扇校細啲", one("a202_fan", "fan"), ["cantonese", "traditional", "fan-speed"])
    add(g, "202窗簾拉埋佢", one(CURTAIN["r202"], "close"), ["cantonese", "traditional", "curtain"])
    add(g, "唔該開埋窗簾", ask(ALL_CURTAIN, "open"), ["cantonese", "traditional", "no-place"])
    add(g, "202冷氣校到25度", one(AC["r202"], "temp"), ["cantonese", "traditional", "setpoint"])
    add(g, "202抽濕機開咗佢", one("a202_dehum", "on"), ["cantonese", "traditional", "dehumidifier", "synonym"])
    add(g, "202嘅床頭燈著咗佢", one("a202_bed", "on"), ["cantonese", "traditional", "light"])
    add(g, "好凍呀，202冷氣較高兩度", one(AC["r202"], "cool_sp"), ["cantonese", "traditional", "too-cold"])
    add(g, "202個抽氣扇開咗佢", one("a202_exh", "on"), ["cantonese", "traditional", "synonym"])
    # --- 椰林: a Taiwanese guest (Traditional) ---
    add(g, "請幫我把椰林的冷氣調到26度", one(AC["yelin"], "temp"), ["traditional", "setpoint", "polite"])
    add(g, "椰林的燈可以關掉嗎？謝謝", one(L("yelin"), "off"), ["traditional", "light", "polite"])
    add(g, "椰林熱水器好像沒有熱水耶", one(WH["yelin"], "hotwater"), ["traditional", "need", "hot-water"])
    add(g, "椰林的電風扇開一下", one("yl_fan", "on"), ["traditional", "fan", "synonym"])
    add(g, "麻煩把椰林窗簾打開", one(CURTAIN["yelin"], "open"), ["traditional", "curtain", "polite"])
    add(g, "椰林床頭燈調暗一點", one("yl_bed", "dim"), ["traditional", "brightness"])
    add(g, "椰林冷氣太冷了啦", one(AC["yelin"], "cool_sp", "off"), ["traditional", "too-cold"])
    add(g, "椰林的風扇可以左右擺頭嗎", one("yl_fan", "swing"), ["traditional", "oscillation", "question-form"])
    # --- 301: an English-mixing guest ---
    add(g, "301的AC调到24度", one(AC["r301"], "temp"), ["english-mixed", "setpoint"])
    add(g, "301 light关一下", one(L("r301"), "off"), ["english-mixed", "light"])
    add(g, "301 curtain open一下", one("a301_curtain", "open"), ["english-mixed", "curtain"])
    add(g, "Ocean View那间的speaker volume调低", one("a301_spk", "voldown"), ["english-mixed", "volume"])
    add(g, "Please turn off the lights in 301", one(L("r301"), "off"), ["english", "light"])
    add(g, "301 bedside lamp dim一点", one("a301_bed", "dim"), ["english-mixed", "brightness"])
    add(g, "301的TV帮我turn on", one("a301_tv", "on"), ["english-mixed", "tv"])
    add(g, "301 AC mode切到cool", one(AC["r301"], "cool"), ["english-mixed", "ac-mode"])
    add(g, "301 water heater 开到55度", one(WH["r301"], "heat_sp"), ["english-mixed", "water-heater"])
    add(g, "301的speaker下一首", one("a301_spk", "next"), ["english-mixed", "track"])
    add(g, "301 curtain close 50%", one("a301_curtain", "shade"), ["english-mixed", "curtain-position"])
    add(g, "Ceiling Light in 301 warmer please", one("a301_light", "ctstep"), ["english", "colortemp"])
    # --- 302: a Russian couple, English and broken Chinese ---
    add(g, "302 air condition more cold please", one(AC["r302"], "cool_sp"), ["english", "need"])
    add(g, "302 light off", one(L("r302"), "off"), ["english", "light"])
    add(g, "hot water no hot, room 302", one(WH["r302"], "hotwater"), ["english", "need", "hot-water"])
    add(g, "302 curtain close please", one(CURTAIN["r302"], "close"), ["english", "curtain"])
    add(g, "302 空调 开 谢谢", one(AC["r302"], "on"), ["broken-chinese", "ac"])
    add(g, "room 302 too wet, dehumidifier on", one("a302_dehum", "on"), ["english", "need", "humid"])
    add(g, "302 lamp color blue", one("a302_light", "color"), ["english", "color", "capability-subset"])
    add(g, "Door 302 lock please", one(LOCK["r302"], "lock"), ["english", "lock"])
    # --- 亲子房: a Sichuan family and 糖糖 (6) ---
    add(g, "亲子房好热哦，空调开起嘛", one(AC["family"], "on"), ["sichuan", "ac"])
    add(g, "亲子房空调调低点嘛，巴适点", one(AC["family"], "temp"), ["sichuan", "setpoint", "relative"])
    add(g, "我要小熊灯变成粉粉的", one("fm_bear", "color"), ["child", "reduplication", "partial-name"])
    add(g, "我要睡上铺，上铺灯开开", one("fm_top", "on"), ["child", "reduplication", "bunk"])
    add(g, "妈妈，电视开开", ask(ALL_TV, "on"), ["child", "no-place", "tv"])
    add(g, "小熊灯亮亮", one("fm_bear", "on"), ["child", "reduplication", "no-verb"])
    add(g, "亲子房电视声音大点", ask(["fm_tv"]), ["unsupported", "other-component", "volume"])
    add(g, "要得，遮光帘拉上嘛", one("fm_curtain", "close"), ["sichuan", "curtain", "unique-label"])
    # --- 豆豆 (8), the owners' son ---
    add(g, "爸，小企鹅给我开开", one("dd_night", "on"), ["child", "dongbei", "nickname"])
    add(g, "故事机讲个孙悟空", one("dd_story", "play", "presetplay"), ["child", "speaker"])
    add(g, "我屋空调贼冷", ask(ALL_AC, "cool_sp"), ["child", "speaker-unknown", "too-cold"])
    add(g, "豆豆屋空调贼冷", one("dd_ac", "cool_sp", "off"), ["child", "dongbei", "too-cold"])
    add(g, "小企鹅变成彩虹色的", ask(["dd_night"], "color"), ["child", "missing-value", "color"])
    add(g, "我要小企鹅变绿", one("dd_night", "color"), ["child", "color", "nickname"])
    add(g, "故事机大声点我听不见", one("dd_story", "volup"), ["child", "volume"])
    add(g, "扫地机器人快出来玩", one("lg_rvc", "start"), ["child", "robot"])
    # --- 201: a Shanghai couple ---
    add(g, "201空调老冷的，调高一点伐", one(AC["r201"], "cool_sp"), ["shanghai", "too-cold"])
    add(g, "201氛围灯带开开伐，老嗲的", one("a201_strip", "on"), ["shanghai", "reduplication"])
    add(g, "201窗帘帮阿拉拉上", one(CURTAIN["r201"], "close"), ["shanghai", "curtain"])
    add(g, "201电视机关脱", one("a201_tv", "off"), ["shanghai", "tv"])


def cases_noisy():
    g = "noisy"
    # speech-recognition slips and typos
    add(g, "二零幺空掉关了", one(AC["r201"], "off"), ["asr", "number-zh"])
    add(g, "耶林的窗连打开", one(CURTAIN["yelin"], "open"), ["asr", "named-room"])
    add(g, "三零二的热水气开一下", one(WH["r302"], "on"), ["asr", "number-zh"])
    add(g, "泳池水崩开", one("rf_pump", "on"), ["asr"])
    add(g, "老贴放歌", one("lg_spk", "play"), ["asr", "nickname"])
    add(g, "灯代2关了", one("lg_strip2", "off"), ["asr", "numbered"])
    add(g, "同灯一调暗", one("lg_down1", "dim"), ["asr", "numbered-zh"])
    add(g, "小企额开", one("dd_night", "on"), ["asr", "nickname"])
    add(g, "大厅贵机调到26度", one("lg_ac", "temp"), ["asr", "setpoint"])
    add(g, "义林空调开", one(AC["yelin"], "on"), ["asr", "named-room"])
    add(g, "欧神view三零幺的空调关了", one(AC["r301"], "off"), ["asr", "english-room", "number-zh"])
    add(g, "亲子放空调开", one(AC["family"], "on"), ["asr", "named-room"])
    add(g, "二零二的除时机开一下", one("a202_dehum", "on"), ["asr", "number-zh"])
    add(g, "跑步椅开一下", ask(), ["asr", "unknown-device"])
    add(g, "按摩一开一下", one("bs_massage", "on"), ["asr"])
    add(g, "招排灯开", one("yd_sign", "on"), ["asr"])
    add(g, "浇化开一下", one("yd_valve", "open"), ["asr"])
    add(g, "一楼吊扇一开到三挡", one("lg_fan1", "fan"), ["asr", "numbered-zh", "fan-speed"])
    add(g, "扫地鸡开始扫", one("lg_rvc", "start"), ["asr", "robot"])
    add(g, "洗衣房的灯关了吧吧", one("ld_light", "off"), ["asr", "stutter"])
    add(g, "201 201 空调开开开", one(AC["r201"], "on"), ["asr", "stutter"])
    add(g, "三零二门所了吗", one(LOCK["r302"], "*"), ["asr", "state", "lock"])
    add(g, "把 下 铺 灯 关 了", one("fm_bottom", "off"), ["asr", "spaces"])
    add(g, "ＪＢＬ音量调到２０", one("rf_spk", "vol"), ["fullwidth", "volume"])
    add(g, "前台面板Ｌ１关", one("desk_l1", "off"), ["fullwidth", "code-label"])
    add(g, "（大厅）柜机关掉", one("lg_ac", "off"), ["fullwidth", "brackets"])
    add(g, "yelin deng 开", one("yl_light", "on"), ["pinyin-label", "name"])
    add(g, "yelin灯调到一半", one("yl_light", "level"), ["pinyin-label", "code-mixed"])
    add(g, "YeLin AC 关", one(AC["yelin"], "off"), ["english-label", "pinyin-label"])
    add(g, "kongtiao 201 kai", one(AC["r201"], "on"), ["pinyin", "typed"])
    # emoji
    add(g, "🌊302空调开", one(AC["r302"], "on"), ["emoji", "emoji-room"])
    add(g, "201 ❄️ 空调调到24", one(AC["r201"], "temp"), ["emoji", "setpoint"])
    add(g, "泳池灯💡开", one("rf_pool", "on"), ["emoji"])
    add(g, "302🌊的窗帘拉开", one(CURTAIN["r302"], "open"), ["emoji", "emoji-room", "exact-room-name"])
    add(g, "🔥🔥🔥亲子房热死了", one([AC["family"], "fm_fan"], "on", "cool", "cool_sp", "fan"), ["emoji", "need", "hot"])
    add(g, "老铁🎵来一首", one("lg_spk", "play"), ["emoji", "nickname"])
    add(g, "天台灯1关😴", one("rf_l1", "off"), ["emoji", "numbered"])
    add(g, "🐧开", one("dd_night", "on"), ["emoji", "nickname", "child", "emoji-name"])
    # long rambling transcripts that end in a request
    add(g, "哎老王啊我跟你说啊今儿个那个201的客人又找我了说他们那空调啊嗡嗡响吵得睡不着觉，你给调小点风吧",
        one(AC["r201"], "fan"), ["rambling", "dongbei", "fan-speed"])
    add(g, "就是那个啥，早上那个客人退房了嘛，302，然后我寻思那屋也没人了，把空调关了吧省点电",
        one(AC["r302"], "off"), ["rambling", "dongbei"])
    add(g, "老板我跟你讲哦，我刚刚上去布草间拿床单，哇那个床单摸起来好潮的，是不是那个除湿坏掉了，你帮我开一下看看",
        one("ln_dehum", "on"), ["rambling", "hainan", "dehumidifier"])
    add(g, "刚才亲子房那家小孩子在走廊跑来跑去的，他妈说晚上孩子怕黑，你把那个小熊夜灯给他们开着吧",
        one("fm_bear", "on"), ["rambling", "light"])
    add(g, "我们今天去了蜈支洲岛，玩了一天累死了，晒得要死，回来房间好热，我们是椰林的，空调能不能开一下",
        one(AC["yelin"], "on"), ["rambling", "speaker-context", "tour-mention"])
    add(g, "那个啥，明天不是有个团要来嘛，八个人，我寻思先把客房的热水器都打开得了，省得他们到了没热水",
        every(GUEST_WH, "on"), ["rambling", "dongbei", "guest-rooms", "mixed-commands"])
    add(g, "嗯……那个……就是……泳池那个灯……能不能……换个蓝的",
        one("rf_pool", "color"), ["rambling", "hesitation", "color"])
    add(g, "你好，不好意思打扰一下，我们是302的住客，我老公说房间里面有点潮，衣服都不干，有没有除湿的东西可以开一下",
        one([AC["r302"], "a302_dehum"], "dry", "on"), ["rambling", "speaker-context", "need", "humid", "polite"])
    add(g, "老婆你听我说，今天来那波客人老鼻子了，大厅那灯带啥的全给整上，整得亮亮堂堂的",
        every(sel("light", rooms=["lounge"], where=lambda k: "灯带" in label_of(k)), "on"), ["rambling", "dongbei", "label-series"])
    add(g, "哎呀我跟你说这个三亚的天儿啊真是邪乎，刚才还大太阳呢这会儿就下雨了，天台上晒的床单你赶紧把晾衣架收一下",
        one("rf_rack", "off", "on"), ["rambling", "dongbei", "weather-mention"])
    add(g, "阿姐我搞完二楼了，201、202都搞好了咯，那两间的空调你帮我关一下",
        every([AC["r201"], AC["r202"]], "off"), ["rambling", "hainan", "two-rooms"])
    add(g, "hello我是302的，我们刚从亚龙湾回来，shower的水一点都不热，can you check一下热水器",
        one(WH["r302"], "hotwater"), ["rambling", "english-mixed", "speaker-context", "hot-water"])


def cases_none():
    g = "none"
    for q, tags in [
        ("今天三亚下雨不", ["weather"]),
        ("明天几点涨潮", ["weather"]),
        ("台风几号登陆", ["weather"]),
        ("蜈支洲岛咋去", ["tour"]),
        ("亚龙湾远不远", ["tour"]),
        ("天涯海角门票多少钱", ["tour"]),
        ("第一市场海鲜哪家好", ["tour"]),
        ("打车去凤凰机场要多少钱", ["tour"]),
        ("附近有没有好吃的椰子鸡", ["tour"]),
        ("早餐几点开始", ["homestay-question"]),
        ("退房是几点", ["homestay-question"]),
        ("wifi密码多少", ["homestay-question", "english-mixed"]),
        ("泳池几点开放", ["homestay-question", "names-device-area"]),
        ("能帮我订个明天的房吗", ["homestay-question"]),
        ("可以寄存行李吗", ["homestay-question"]),
        ("哈哈哈哈", ["filler"]),
        ("👍", ["emoji"]),
        ("🌴🌴🌴", ["emoji"]),
        ("谢谢老板", ["thanks"]),
        ("唔該晒", ["thanks", "cantonese"]),
        ("謝謝你喔", ["thanks", "traditional"]),
        ("thank you so much", ["thanks", "english"]),
        ("老铁们，今儿个客人老鼻子了", ["dongbei", "nickname-collision", "chitchat"]),
        ("老铁没毛病", ["dongbei", "nickname-collision", "chitchat"]),
        ("啊啊啊啊啊", ["gibberish"]),
        ("asdfghjkl", ["gibberish"]),
        ("嗯", ["filler"]),
        ("好的", ["filler"]),
        ("算了", ["cancel", "no-history"]),
        ("你是谁", ["chitchat"]),
        ("给我讲个笑话", ["chitchat"]),
        ("唠会嗑呗", ["dongbei", "chitchat"]),
        ("老王嘎哈去了", ["dongbei", "talking-about-person"]),
        ("阿梅今天来上班没", ["talking-about-person"]),
        ("201的客人是哪里人", ["homestay-question", "names-room"]),
        ("空调是格力的还是美的", ["remark", "names-device"]),
        ("那个灯带1是在哪买的", ["remark", "names-device"]),
        ("热水器该换了，老出毛病", ["remark", "names-device"]),
        ("椰子多少钱一个", ["chitchat"]),
        ("海南话谢谢怎么说", ["chitchat"]),
        ("今天东北老家下雪了没", ["weather", "dongbei"]),
        ("豆豆作业写完没", ["talking-about-person", "names-room-owner"]),
        ("老婆，晚上吃啥", ["dongbei", "talking-to-person"]),
        ("hello", ["greeting", "english"]),
        ("在吗", ["greeting"]),
        ("早上好呀", ["greeting"]),
        ("我们明天想去潜水，有推荐吗", ["tour"]),
        ("这个民宿叫啥名", ["homestay-question"]),
        ("我是202的客人", ["speaker-context", "no-request"]),
        ("😂😂", ["emoji"]),
        ("喂喂喂，听得见吗", ["filler"]),
        ("嘿Siri", ["wake-word"]),
        ("咋整啊这事儿", ["dongbei", "vague"]),
        ("明天退房能晚点吗", ["homestay-question"]),
        ("泳池水深多少米", ["homestay-question", "names-device-area"]),
    ]:
        add(g, q, NONE, tags)


def cases_ask():
    g = "ask"
    # rooms and floors the home does not have
    add(g, "203空调关了", ask([AC["yelin"]], "off"), ["unknown-room", "old-room-number"])
    add(g, "303的灯开一下", ask(), ["unknown-room"])
    add(g, "401空调开", ask(), ["unknown-room", "unknown-floor"])
    add(g, "地下室灯开一下", ask(), ["unknown-room"])
    add(g, "餐厅的灯开", ask(), ["unknown-room"])
    add(g, "健身房空调打开", ask(), ["unknown-room"])
    add(g, "停车场的灯开", ask(), ["unknown-room"])
    add(g, "车库门打开", ask(), ["unknown-room", "safety"])
    add(g, "书房灯关了", ask(), ["unknown-room"])
    add(g, "二楼客厅空调开", ask(), ["unknown-room", "floor"])
    # room words the home has twice
    add(g, "海景房空调开", ask([AC["r201"], AC["r301"]], "on"), ["ambiguous-room", "two-sea-view"])
    add(g, "海景房的窗帘拉开", ask([CURTAIN["r201"][0], "a301_curtain"], "open"), ["ambiguous-room", "two-sea-view"])
    add(g, "儿童房空调开", ask(["dd_ac", AC["family"]], "on"), ["ambiguous-room"])
    add(g, "卧室灯关了", ask(ALL_LIGHT, "off"), ["ambiguous-room"])
    add(g, "走廊灯开", ask(["h2_light", "h3_light"], "on"), ["ambiguous-room", "duplicate-label"])
    add(g, "走廊的烟感正常吗", ask(["h2_smoke", "h3_smoke"]), ["ambiguous-room", "state"])
    add(g, "卫生间排气扇开", one("a202_exh", "on"), ["unique-type", "room-word-settles"])
    # the empty room
    add(g, "储物间的灯开", ask(), ["empty-room"])
    add(g, "储物间除湿机开一下", ask(), ["empty-room"])
    # a series member that does not exist
    add(g, "灯带4开", ask(sel("light", rooms=["lounge"], where=lambda k: "灯带" in label_of(k)), "on"), ["missing-member", "numbered"])
    add(g, "天台灯3开", ask("rf_l1 rf_l2", "on"), ["missing-member", "numbered"])
    add(g, "3号洗衣机开始洗", ask("ld_w1 ld_w2", "start"), ["missing-member", "numbered"])
    add(g, "筒灯三关了", ask("lg_down1 lg_down2", "off"), ["missing-member", "numbered-zh"])
    add(g, "一楼吊扇3开", ask("lg_fan1 lg_fan2", "on"), ["missing-member", "numbered"])
    add(g, "草坪灯3关", ask("yd_lawn1 yd_lawn2", "off"), ["missing-member", "numbered"])
    add(g, "前台面板L3开", ask("desk_l1 desk_l2", "on"), ["missing-member", "code-label"])
    # what the device cannot do (other components, missing capabilities)
    add(g, "202吊扇的灯开", ask(["a202_fan"]), ["unsupported", "other-component"])
    add(g, "走廊三联开关第二个键开", ask(["h2_panel"]), ["unsupported", "other-component", "switch-panel"])
    add(g, "大厅电视声音小点", ask(["lg_tv"]), ["unsupported", "other-component", "volume"])
    add(g, "201电视音量调到20", ask(["a201_tv"]), ["unsupported", "no-volume", "volume"])
    add(g, "泳池水泵开到一半功率", ask(["rf_pump"]), ["unsupported", "pump"])
    add(g, "冰箱温度调到4度", ask(["kt_fridge"]), ["unsupported", "other-component"])
    add(g, "2号洗衣机水温40度", ask(["ld_w2"]), ["unsupported", "washer"])
    add(g, "202热水器调到50度", ask([WH["r202"]]), ["unsupported", "relay", "water-heater"])
    add(g, "天台淋浴热水器温度调高", ask(["rf_shower"]), ["unsupported", "relay", "water-heater"])
    add(g, "燃气报警器关了", ask(["kt_gas"]), ["unsupported", "gas", "safety"])
    add(g, "电动晾衣架降到一半", ask(["rf_rack"]), ["unsupported", "relay"])
    add(g, "前台摄像头转到门口", ask(["desk_cam"]), ["unsupported", "camera", "unknown-profile"])
    add(g, "扫地机去扫201", ask(["lg_rvc"]), ["unsupported", "robot", "area"])
    add(g, "3F人体传感器关了", ask(["h3_motion"]), ["unsupported", "unknown-profile"])
    # an action or value left out
    add(g, "202空调", ask([AC["r202"]]), ["no-verb", "missing-value"])
    add(g, "泳池灯", ask(["rf_pool"]), ["no-verb"])
    add(g, "把窗帘", ask(ALL_CURTAIN), ["truncated", "no-verb"])
    add(g, "开一下", ask(), ["no-target", "vague"])
    add(g, "那个关了", ask(), ["reference", "no-history"])
    add(g, "它调亮点", ask(sel("light", need="dim"), "dim"), ["reference", "no-history", "pronoun"])
    add(g, "老铁调一下", ask(["lg_spk"]), ["vague", "nickname"])
    add(g, "201窗帘弄一下", ask(CURTAIN["r201"]), ["vague", "missing-value"])
    add(g, "空调开到舒服的温度", ask(ALL_AC, "temp"), ["vague-value", "no-place"])
    add(g, "201空调开到舒服点", one(AC["r201"], "on", "temp"), ["vague-value", "agent-picks-value"])
    add(g, "那边的灯开一下", ask(ALL_LIGHT, "on"), ["deixis", "vague-room"])
    add(g, "这屋灯关了", ask(ALL_LIGHT, "off"), ["deixis", "speaker-unknown"])
    add(g, "把音乐关了", ask(ALL_SPK, "pause"), ["no-place", "speaker"])
    add(g, "暂停", ask(ALL_TV + ALL_SPK, "pause"), ["no-place", "no-history", "media"])
    add(g, "大门", ask(["desk_lock", "desk_door"]), ["no-verb"])
    add(g, "锁", ask(ALL_LOCK), ["no-verb", "no-place"])


def cases_more():
    g = "more"
    # a label is a name, even when it carries another room's number
    add(g, "301落地灯开", one("a302_floor", "on"), ["name", "label-names-other-room"])
    add(g, "301的落地灯关了", one("a302_floor", "off"), ["name", "label-names-other-room", "room-vs-label"])
    add(g, "落地灯调暗点", one("a302_floor", "dim"), ["unique-type", "partial-name", "brightness"])
    add(g, "203门锁锁上", one("yl_lock", "lock"), ["name", "label-names-other-room"])
    add(g, "203的窗帘拉开", ask(CURTAIN["yelin"], "open"), ["unknown-room", "old-room-number"])
    # a floor and a type, no quantifier, several rooms: ask
    add(g, "二楼的灯开一下", ask(sel("light", floors=[2]), "on"), ["floor", "several-rooms"])
    add(g, "三楼的窗帘拉开", ask(sel("curtain", floors=[3]), "open"), ["floor", "several-rooms"])
    add(g, "一楼的空调开", ask(sel("ac", floors=[1]), "on"), ["floor", "several-rooms"])
    add(g, "二楼的热水器关了", ask(sel("wh", floors=[2]), "off"), ["floor", "several-rooms", "mixed-commands"])
    # counts
    add(g, "开两盏灯", ask(ALL_LIGHT, "on"), ["count", "no-place"])
    add(g, "亲子房开一盏灯就行", one(L("family"), "on"), ["count", "room"])
    add(g, "灯带开两条", one("lg_strip1 lg_strip2 lg_strip3", "on"), ["count", "label-series"])
    # a room alone
    add(g, "302", ask(sel(rooms=["r302"], where=lambda k: bool(cmds_of(k)))), ["no-verb", "room-only"])
    add(g, "椰林那屋", ask(sel(rooms=["yelin"], where=lambda k: bool(cmds_of(k)))), ["no-verb", "room-only"])
    # more follow-ups
    add(g, "刚才那个空调再开开", one(AC["r201"], "on"), ["reference", "dongbei"], history=["201空调关了"])
    add(g, "那个灯也关", one("yl_bed", "off"), ["reference", "room-carry"], history=["椰林空调关了", "椰林床头灯还亮着吗"])
    add(g, "它几度了", one("dd_ac", "*"), ["reference", "state", "pronoun"], history=["豆豆空调开"])
    add(g, "全关了吧", every(L("r201"), "off"), ["reference", "bulk-reference"], history=["201的灯都开着吗"])
    add(g, "还有302的", one(AC["r302"], "off"), ["also", "room-swap"], history=["301空调关一下"])
    add(g, "椰林的也是", one(WH["yelin"], "on"), ["also", "room-swap"], history=["201热水器开一下"])
    # speaker context and two commands
    add(g, "我是202的，空调关了，窗帘拉开", [one(AC["r202"], "off"), one(CURTAIN["r202"], "open")], ["speaker-context", "two-actions"])
    add(g, "I'm in 301, AC off and curtain close please", [one(AC["r301"], "off"), one("a301_curtain", "close")], ["speaker-context", "english", "two-actions"])
    # one-device types said by type
    add(g, "扫地机器人别扫了", one("lg_rvc", "pause_op", "home"), ["unique-type", "robot"])
    add(g, "油烟机开大点", one("kt_hood", "fan"), ["unique-type", "fan-speed", "relative"])
    add(g, "泵开一下", one("rf_pump", "on"), ["unique-type", "pump", "partial-name"])
    add(g, "晾衣架关了", one("rf_rack", "off"), ["unique-type", "relay"])


CASE_GROUPS = [cases_rooms, cases_public, cases_duplicate, cases_guest, cases_values, cases_modes,
               cases_need, cases_state, cases_bulk, cases_history, cases_multi, cases_safety,
               cases_speech, cases_noisy, cases_none, cases_ask, cases_more]


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
        keys = {k for e in c["expect"] for k in e["devices"] if e["mode"] in ("one", "all")}
        if "a202_curtain" in keys:
            tag("typo-label")
        if "布草" in c["query"] and any(ROOM_OF[k] == "linen" for k in keys):
            tag("room-name-typo")
        exp = [OrderedDict([("devices", [uid("device", k) for k in e["devices"]]),
                            ("capabilities", list(e["capabilities"])), ("mode", e["mode"])])
               for e in c["expect"]]
        c2 = OrderedDict([("id", c["id"]), ("home", c["home"]), ("query", c["query"]),
                          ("expect", exp), ("tags", tags)])
        if c.get("history"):
            c2["history"] = c["history"]
        out.append(c2)
    return out


# ---------------------------------------------------------------------------
# Validation against shared/FORMATS.md and the real profiles.
# ---------------------------------------------------------------------------
def validate(home, spec, cases):
    errors = []
    profiles, caps = load_sources()
    if not isinstance(home, dict) or not isinstance(home.get("rooms"), list) or not isinstance(home.get("items"), list):
        return ["home.json must be an object with rooms and items lists"]
    ids = [d.get("deviceId") for d in home["items"]]
    if len(ids) != len(set(ids)):
        errors.append("duplicate deviceId")
    room_ids = [r.get("roomId") for r in home["rooms"]]
    if len(room_ids) != len(set(room_ids)):
        errors.append("duplicate roomId")
    for r in home["rooms"]:
        if not isinstance(r.get("name"), str) or not r["name"]:
            errors.append("room without a name: %s" % r)
    spec_by_pid = {}
    for line in spec:
        pid = line.get("profileId")
        if not isinstance(pid, str) or not isinstance(line.get("capabilities"), list):
            errors.append("bad spec line %s" % line)
            continue
        if pid in spec_by_pid:
            errors.append("duplicate spec line %s" % pid)
        cids = []
        for c in line["capabilities"]:
            cid = c.get("id", "")
            cids.append(cid)
            if not isinstance(c.get("description"), str) or not c["description"]:
                errors.append("%s %s: no description" % (pid, cid))
            if cid.count("-") < 2 or not cid.startswith("main-"):
                errors.append("%s: id %s is not {component}-{capability}-{command}" % (pid, cid))
            if "value_range" in c and not ({"min", "max"} <= set(c["value_range"])):
                errors.append("%s %s: value_range needs min and max" % (pid, cid))
            for v in c.get("value_list", []):
                if "value" not in v or not v.get("description"):
                    errors.append("%s %s: value_list entry %s" % (pid, cid, v))
        if len(cids) != len(set(cids)):
            errors.append("duplicate command in %s" % pid)
        spec_by_pid[pid] = set(cids)
    real = {profile_id(n, d): p for (n, d), p in profiles.items()}
    cmds_by_dev = {}
    for d in home["items"]:
        name = d.get("label") or d.get("name")
        pid = d.get("profile", {}).get("id")
        p = real.get(pid)
        if p is None:
            errors.append("%s: profile %s is not a real profile" % (name, pid))
            continue
        comps = d.get("components", [])
        if not comps or comps[0].get("id") != "main":
            errors.append("%s: first component is not main" % name)
            continue
        main = comps[0]
        if [c["id"] for c in main["capabilities"]] != p["capabilities"]:
            errors.append("%s: main capabilities differ from its profile" % name)
        if [c["name"] for c in main["categories"]] != p["categories"]:
            errors.append("%s: categories differ from its profile" % name)
        others = [(c["id"], [x["id"] for x in c["capabilities"]]) for c in comps[1:]]
        if others != [(c["id"], c["capabilities"]) for c in p.get("components", [])]:
            errors.append("%s: components differ from its profile" % name)
        if "roomId" in d and d["roomId"] not in room_ids:
            errors.append("%s: roomId not in rooms" % name)
        if pid not in spec_by_pid:
            cmds_by_dev[d["deviceId"]] = set()
            continue
        for cid in spec_by_pid[pid]:
            _, cap, cmd = cid.split("-", 2)
            if cap not in p["capabilities"]:
                errors.append("%s: %s is not a capability of the profile" % (pid, cid))
            elif cap not in caps or cmd not in [c["name"] for c in caps[cap]["commands"]]:
                errors.append("%s: %s is not a command of %s" % (pid, cid, cap))
        cmds_by_dev[d["deviceId"]] = spec_by_pid[pid]
    used = {d["profile"]["id"] for d in home["items"]}
    for pid in spec_by_pid:
        if pid not in used:
            errors.append("spec line %s for a profile no device uses" % pid)
    missing = sorted(used - set(spec_by_pid))
    if len(missing) != len(SPEC_OMITTED):
        errors.append("profiles without a spec line: %d, expected the %d omitted on purpose"
                      % (len(missing), len(SPEC_OMITTED)))
    case_ids = [c.get("id") for c in cases]
    if len(case_ids) != len(set(case_ids)):
        errors.append("duplicate case ids: %s" % [k for k, v in Counter(case_ids).items() if v > 1])
    queries = Counter((c.get("query"), tuple(c.get("history", []))) for c in cases)
    for (q, h), n in queries.items():
        if n > 1:
            errors.append("query repeated %d times: %s" % (n, q))
    for c in cases:
        cid = c.get("id")
        for key in ("id", "home", "query", "expect", "tags"):
            if key not in c:
                errors.append("%s: missing %s" % (cid, key))
        if set(c) - {"id", "home", "query", "expect", "tags", "history"}:
            errors.append("%s: unknown keys %s" % (cid, set(c) - {"id", "home", "query", "expect", "tags", "history"}))
        if c.get("home") != "home.json":
            errors.append("%s: home must be home.json" % cid)
        if not isinstance(c.get("query"), str) or not c["query"].strip():
            errors.append("%s: empty query" % cid)
        if not c.get("expect"):
            errors.append("%s: empty expect" % cid)
        if not c.get("tags"):
            errors.append("%s: no tags" % cid)
        if "history" in c and not (isinstance(c["history"], list) and c["history"]
                                   and all(isinstance(h, str) and h for h in c["history"])):
            errors.append("%s: history must be a non-empty list of strings" % cid)
        for e in c.get("expect", []):
            mode = e.get("mode")
            if mode not in ("one", "all", "clarify", "none"):
                errors.append("%s: bad mode %s" % (cid, mode))
                continue
            devs, capl = e.get("devices", []), e.get("capabilities", [])
            if len(devs) != len(set(devs)):
                errors.append("%s: repeated device" % cid)
            for dv in devs:
                if dv not in cmds_by_dev:
                    errors.append("%s: unknown device %s" % (cid, dv))
            if mode == "none":
                if devs or capl:
                    errors.append("%s: none must have no devices and no capabilities" % cid)
                if len(c["expect"]) > 1:
                    errors.append("%s: none must be the only entry" % cid)
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


def dumps_home(home):
    return json.dumps(home, ensure_ascii=False, indent=1) + "\n"


def dumps_lines(lines):
    return "".join(json.dumps(x, ensure_ascii=False) + "\n" for x in lines)


def outputs():
    cases = build_cases()
    return {"home.json": dumps_home(HOME), "spec.jsonl": dumps_lines(SPEC), "cases.jsonl": dumps_lines(cases)}


def read_back():
    with open(os.path.join(HERE, "home.json"), encoding="utf-8") as f:
        home = json.load(f)
    spec, cases = [], []
    with open(os.path.join(HERE, "spec.jsonl"), encoding="utf-8") as f:
        for line in f:
            if line.strip():
                spec.append(json.loads(line))
    with open(os.path.join(HERE, "cases.jsonl"), encoding="utf-8") as f:
        for line in f:
            if line.strip():
                cases.append(json.loads(line))
    return home, spec, cases


def stats(home, spec, cases):
    out = []
    room_name = {r["roomId"]: r["name"] for r in home["rooms"]}
    per_room = Counter(room_name.get(d.get("roomId"), "(no room)") for d in home["items"])
    out.append("rooms: %d, devices: %d, profiles: %d (spec lines: %d), spec commands: %d" % (
        len(home["rooms"]), len(home["items"]), len({d["profile"]["id"] for d in home["items"]}), len(spec),
        sum(len(l["capabilities"]) for l in spec)))
    out.append("")
    out.append("| room | devices |")
    out.append("| --- | --- |")
    for r in home["rooms"]:
        out.append("| %s | %d |" % (r["name"], per_room.get(r["name"], 0)))
    out.append("| (no room) | %d |" % per_room.get("(no room)", 0))
    cats = Counter()
    for d in home["items"]:
        c = d["components"][0]["categories"]
        cats[c[0]["name"] if c else "Unknown"] += 1
    out.append("")
    out.append("categories: " + ", ".join("%s %d" % kv for kv in cats.most_common()))
    by_case, by_entry = Counter(), Counter()
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
        errors = validate(home, spec, cases)
        for name, text in outputs().items():
            with open(os.path.join(HERE, name), encoding="utf-8") as f:
                if f.read() != text:
                    errors.append("%s differs from what build.py writes (run python build.py)" % name)
    else:
        for name, text in outputs().items():
            with open(os.path.join(HERE, name), "w", encoding="utf-8") as f:
                f.write(text)
        home, spec, cases = read_back()
        errors = validate(home, spec, cases)
    if errors:
        for e in errors[:80]:
            print("ERROR", e)
        print("%d errors" % len(errors))
        return 1
    if "--stats" in argv:
        print(stats(home, spec, cases))
    else:
        print("ok: %d rooms, %d devices, %d spec lines, %d cases" % (
            len(home["rooms"]), len(home["items"]), len(spec), len(cases)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
