# -*- coding: utf-8 -*-
"""Vocabulary for spec.jsonl: command descriptions (zh, en), value descriptions,
per-profile value lists and setpoint ranges.  Facts (which commands, which
arguments, which enums) come from capabilities.json; this file only adds words
and narrows free ranges/strings to what the device in this home really offers.
"""

# (capability, command) -> (Chinese description, English description)
CMD_DESC = {
    ("switch", "on"): ("打开设备电源", "turn the device on"),
    ("switch", "off"): ("关闭设备电源", "turn the device off"),
    ("switchLevel", "setLevel"): ("设置亮度百分比", "set brightness level"),
    ("statelessSwitchLevelStep", "stepLevel"): ("按步长调亮或调暗，正数变亮负数变暗", "step brightness up or down"),
    ("colorTemperature", "setColorTemperature"): ("设置色温（K），数值越低越暖", "set colour temperature in kelvin"),
    ("statelessColorTemperatureStep", "stepColorTemperatureByPercent"): ("按百分比把色温调冷或调暖", "step colour temperature warmer or cooler"),
    ("colorControl", "setColor"): ("设置灯光颜色（色相+饱和度或十六进制）", "set light colour (hue/saturation or hex)"),
    ("colorControl", "setHue"): ("设置色相", "set hue"),
    ("colorControl", "setSaturation"): ("设置颜色饱和度", "set colour saturation"),
    ("windowShade", "open"): ("打开窗帘", "open the shade"),
    ("windowShade", "close"): ("关闭窗帘", "close the shade"),
    ("windowShade", "pause"): ("窗帘暂停/停止", "pause the shade"),
    ("windowShadeLevel", "setShadeLevel"): ("设置开合百分比（0 关，100 全开）", "set shade open level"),
    ("windowShadePreset", "presetPosition"): ("移动到预设位置", "go to preset position"),
    ("windowShadePreset", "setPresetPosition"): ("设置预设位置", "set the preset position"),
    ("statelessWindowShadeLevelStep", "stepShadeLevel"): ("把窗帘开大或关小一步", "step shade level up or down"),
    ("windowShadeTiltLevel", "setShadeTiltLevel"): ("设置百叶角度", "set slat tilt level"),
    ("thermostatMode", "auto"): ("切换到自动模式", "set mode to auto"),
    ("thermostatMode", "cool"): ("切换到制冷模式", "set mode to cool"),
    ("thermostatMode", "heat"): ("切换到制热模式", "set mode to heat"),
    ("thermostatMode", "off"): ("关闭（温控模式设为关）", "set thermostat mode to off"),
    ("thermostatMode", "emergencyHeat"): ("紧急制热", "emergency heat"),
    ("thermostatMode", "setThermostatMode"): ("设置温控模式", "set thermostat mode"),
    ("thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置制热目标温度", "set heating setpoint"),
    ("thermostatCoolingSetpoint", "setCoolingSetpoint"): ("设置制冷目标温度", "set cooling setpoint"),
    ("thermostatFanMode", "fanAuto"): ("风机自动", "fan auto"),
    ("thermostatFanMode", "fanCirculate"): ("风机循环", "fan circulate"),
    ("thermostatFanMode", "fanOn"): ("风机常开", "fan on"),
    ("thermostatFanMode", "setThermostatFanMode"): ("设置风机模式", "set thermostat fan mode"),
    ("airConditionerMode", "setAirConditionerMode"): ("设置空调模式", "set air conditioner mode"),
    ("airConditionerFanMode", "setFanMode"): ("设置风速档位", "set fan mode"),
    ("fanSpeedPercent", "setPercent"): ("设置风速百分比", "set fan speed percent"),
    ("fanSpeed", "setFanSpeed"): ("设置风扇档位", "set fan speed"),
    ("fanMode", "setFanMode"): ("设置风扇模式/档位", "set fan mode"),
    ("fanOscillationMode", "setFanOscillationMode"): ("设置摆风/摇头模式", "set oscillation mode"),
    ("windMode", "setWindMode"): ("设置风类型（自然风、睡眠风）", "set wind mode"),
    ("airPurifierFanMode", "setAirPurifierFanMode"): ("设置净化器风速模式", "set air purifier fan mode"),
    ("audioVolume", "setVolume"): ("设置音量", "set volume"),
    ("audioVolume", "volumeUp"): ("音量调大", "volume up"),
    ("audioVolume", "volumeDown"): ("音量调小", "volume down"),
    ("audioMute", "mute"): ("静音", "mute"),
    ("audioMute", "unmute"): ("取消静音", "unmute"),
    ("audioMute", "setMute"): ("设置静音状态", "set mute state"),
    ("mediaPlayback", "play"): ("播放", "play"),
    ("mediaPlayback", "pause"): ("暂停播放", "pause"),
    ("mediaPlayback", "stop"): ("停止播放", "stop playback"),
    ("mediaPlayback", "fastForward"): ("快进", "fast forward"),
    ("mediaPlayback", "rewind"): ("快退", "rewind"),
    ("mediaPlayback", "setPlaybackStatus"): ("设置播放状态", "set playback status"),
    ("mediaTrackControl", "nextTrack"): ("下一首/下一个", "next track"),
    ("mediaTrackControl", "previousTrack"): ("上一首/上一个", "previous track"),
    ("mediaPresets", "playPreset"): ("播放收藏/预设", "play a preset"),
    ("mediaInputSource", "setInputSource"): ("切换输入源", "set input source"),
    ("audioNotification", "playTrack"): ("播放一段音频", "play an audio track"),
    ("audioNotification", "playTrackAndRestore"): ("播放提示音后恢复", "play track and restore"),
    ("audioNotification", "playTrackAndResume"): ("播放提示音后继续原播放", "play track and resume"),
    ("keypadInput", "sendKey"): ("发送遥控器按键（方向、确认、数字键换台等）", "send a remote-control key"),
    ("doorControl", "open"): ("打开门", "open the door"),
    ("doorControl", "close"): ("关闭门", "close the door"),
    ("valve", "open"): ("打开阀门", "open the valve"),
    ("valve", "close"): ("关闭阀门", "close the valve"),
    ("level", "setLevel"): ("设置开度百分比", "set level"),
    ("operationalState", "start"): ("开始运行", "start"),
    ("operationalState", "stop"): ("停止运行", "stop"),
    ("operationalState", "pause"): ("暂停运行", "pause"),
    ("operationalState", "resume"): ("继续运行", "resume"),
    ("mode", "setMode"): ("设置模式", "set mode"),
    ("lock", "lock"): ("上锁", "lock"),
    ("lock", "unlock"): ("开锁", "unlock"),
    ("lock", "unlatch"): ("开锁并拉开锁舌", "unlatch"),
    ("robotCleanerOperatingState", "start"): ("开始扫地", "start cleaning"),
    ("robotCleanerOperatingState", "pause"): ("暂停清扫", "pause cleaning"),
    ("robotCleanerOperatingState", "goHome"): ("回充电座", "return to dock"),
    ("cookTime", "setCookTime"): ("设置加热时长（秒）", "set cook time"),
    ("energyMeter", "resetEnergyMeter"): ("电量统计清零", "reset energy meter"),
}

# Commands whose description is always Chinese / always English regardless of the hash
# (none by default; kept for tuning)
FORCE_LANG = {}

# value -> (zh, en) for enum arguments
VALUE_DESC = {
    # thermostat / ac modes
    "off": ("关闭", "off"), "auto": ("自动", "auto"), "cool": ("制冷", "cool"), "heat": ("制热", "heat"),
    "dry": ("除湿", "dry"), "dryair": ("除湿", "dry air"), "fanonly": ("送风", "fan only"), "fan": ("送风", "fan"),
    "eco": ("节能", "eco"), "emergency heat": ("紧急制热", "emergency heat"),
    "coolClean": ("制冷+自清洁", "cool clean"), "heatClean": ("制热+自清洁", "heat clean"),
    "fanOnly": ("送风", "fan only"), "dryClean": ("除湿+自清洁", "dry clean"),
    # fan levels
    "low": ("低档", "low"), "medium": ("中档", "medium"), "high": ("高档", "high"), "turbo": ("强力", "turbo"),
    "sleep": ("睡眠", "sleep"), "quiet": ("静音", "quiet"), "windFree": ("无风感", "wind free"),
    # wind / oscillation
    "noWind": ("常规风", "no wind"), "sleepWind": ("睡眠风", "sleep wind"), "naturalWind": ("自然风", "natural wind"),
    "fixed": ("固定不摇头", "fixed"), "horizontal": ("左右摇头", "horizontal swing"), "vertical": ("上下摆风", "vertical swing"),
    "swing": ("摇头", "swing"), "all": ("全方位摆风", "all directions"),
    # thermostat fan
    "on": ("常开", "on"), "circulate": ("循环", "circulate"), "followschedule": ("按计划", "follow schedule"),
    # media
    "playing": ("播放", "playing"), "paused": ("暂停", "paused"), "stopped": ("停止", "stopped"),
    "muted": ("静音", "muted"), "unmuted": ("取消静音", "unmuted"),
    "fast forwarding": ("快进", "fast forwarding"), "rewinding": ("快退", "rewinding"),
    "UP": ("上/频道加", "up"), "DOWN": ("下/频道减", "down"), "LEFT": ("左", "left"), "RIGHT": ("右", "right"),
    "SELECT": ("确认", "select"), "BACK": ("返回", "back"), "EXIT": ("退出", "exit"), "MENU": ("菜单", "menu"),
    "SETTINGS": ("设置", "settings"), "HOME": ("主页", "home"),
    "NUMBER0": ("数字0", "0"), "NUMBER1": ("数字1", "1"), "NUMBER2": ("数字2", "2"), "NUMBER3": ("数字3", "3"),
    "NUMBER4": ("数字4", "4"), "NUMBER5": ("数字5", "5"), "NUMBER6": ("数字6", "6"), "NUMBER7": ("数字7", "7"),
    "NUMBER8": ("数字8", "8"), "NUMBER9": ("数字9", "9"),
    # modes (setMode) used below
    "Manual": ("手动加热", "manual"), "Timed": ("定时加热", "timed"), "Off": ("关闭", "off"),
    "Vacuum": ("扫地", "vacuum"), "Mop": ("拖地", "mop"), "DeepClean": ("深度清洁", "deep clean"),
    "Normal": ("标准", "normal"), "Heavy": ("强力洗", "heavy"), "Light": ("轻柔洗", "light"), "LowEnergy": ("节能洗", "low energy"),
    "Defrost": ("解冻", "defrost"),
    "0": ("每天浇水", "water every day"), "1": ("隔一天浇水", "every other day"), "2": ("每三天浇水", "every 3 days"),
}

# Per-profile narrowing of free-string / huge enums: profile name -> {(cap, cmd): [values]}
THERMO_MODES_AC = ["off", "cool", "heat", "auto", "dry", "fanonly"]
THERMO_MODES_HEAT = ["off", "heat"]
THERMO_MODES_HEATCOOL = ["off", "heat", "cool", "auto"]
THERMO_MODES_COOL = ["off", "cool"]

PROFILE_VALUES = {
    "room-air-conditioner": {("thermostatMode", "setThermostatMode"): THERMO_MODES_AC},
    "room-air-conditioner-fan-heating-cooling": {("thermostatMode", "setThermostatMode"): THERMO_MODES_AC},
    "room-air-conditioner-fan-wind-heating-cooling": {("thermostatMode", "setThermostatMode"): THERMO_MODES_AC},
    "room-air-conditioner-heating-cooling": {("thermostatMode", "setThermostatMode"): THERMO_MODES_HEATCOOL},
    "room-air-conditioner-humidity-fan-heating-cooling": {("thermostatMode", "setThermostatMode"): THERMO_MODES_AC},
    "room-air-conditioner-fan-heating-cooling-nostate": {("thermostatMode", "setThermostatMode"): THERMO_MODES_AC},
    "thermostat-fan": {("thermostatMode", "setThermostatMode"): ["off", "heat", "cool", "auto", "emergency heat"]},
    "thermostat-fan-cooling-only-nostate-nobattery": {("thermostatMode", "setThermostatMode"): THERMO_MODES_COOL},
    "thermostat-heating-only-nostate-nobattery": {("thermostatMode", "setThermostatMode"): THERMO_MODES_HEAT},
    "thermostat-heating-only-nobattery": {("thermostatMode", "setThermostatMode"): THERMO_MODES_HEAT},
    "thermostat-resideo-dt300st-m000": {("thermostatMode", "setThermostatMode"): THERMO_MODES_HEAT},
    "qubino-flush-thermostat": {("thermostatMode", "setThermostatMode"): THERMO_MODES_HEAT},
    "Heater.v1": {("thermostatMode", "setThermostatMode"): ["off", "heat", "eco"]},
    "aqara-bath-heater": {("thermostatMode", "setThermostatMode"): ["off", "heat", "dryair", "fanonly"],
                          ("fanMode", "setFanMode"): ["low", "medium", "high", "off"],
                          ("fanOscillationMode", "setFanOscillationMode"): ["fixed", "swing"]},
    "water-heater": {("thermostatMode", "setThermostatMode"): THERMO_MODES_HEAT,
                     ("mode", "setMode"): ["Manual", "Timed", "Off"]},
    "Ac.v1": {("airConditionerMode", "setAirConditionerMode"): ["cool", "heat", "fan", "dry", "auto"]},
    "rvc-clean-mode": {("mode", "setMode"): ["Vacuum", "Mop", "DeepClean"]},
    "dishwasher": {("mode", "setMode"): ["Normal", "Heavy", "Light", "LowEnergy"]},
    "microwave-oven": {("mode", "setMode"): ["Normal", "Defrost"]},
    "watering-kit-thirdreality": {("mode", "setMode"): ["0", "1", "2"]},
    "fan-rock-wind": {("fanOscillationMode", "setFanOscillationMode"): ["fixed", "horizontal", "swing"]},
    "air-purifier-hepa-ac-rock-wind": {("fanOscillationMode", "setFanOscillationMode"): ["fixed", "horizontal", "swing"]},
}

# (profile name, cap) -> (min, max, unit) for setpoints/levels the capability leaves open
RANGES = {
    "thermostatCoolingSetpoint": (16, 30, "C"),
    "thermostatHeatingSetpoint": (16, 30, "C"),
}
PROFILE_RANGES = {
    ("thermostat-fan-cooling-only-nostate-nobattery", "thermostatCoolingSetpoint"): (8, 20, "C"),
    ("thermostat-fan", "thermostatCoolingSetpoint"): (16, 32, "C"),
    ("thermostat-fan", "thermostatHeatingSetpoint"): (7, 30, "C"),
    ("thermostat-heating-only-nostate-nobattery", "thermostatHeatingSetpoint"): (5, 35, "C"),
    ("thermostat-heating-only-nobattery", "thermostatHeatingSetpoint"): (5, 35, "C"),
    ("aqara-bath-heater", "thermostatHeatingSetpoint"): (20, 40, "C"),
    ("water-heater", "thermostatHeatingSetpoint"): (35, 75, "C"),
    ("fan-3speed", "fanSpeed"): (0, 3, None),
    ("watering-kit-thirdreality", "fanSpeed"): (1, 30, "min"),
    ("microwave-oven", "cookTime"): (1, 5400, "s"),
}

# Profile-specific descriptions overriding CMD_DESC (zh, en)
PROFILE_DESC = {
    ("Ac.v1", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置空调目标温度（制冷制热都用它）", "set target temperature (all modes)"),
    ("watering-kit-thirdreality", "fanSpeed", "setFanSpeed"): ("设置单次浇水时长（分钟）", "set watering time (minutes)"),
    ("watering-kit-thirdreality", "mode", "setMode"): ("设置浇水间隔", "set watering interval"),
    ("watering-kit-thirdreality", "switch", "on"): ("开始浇水", "start watering"),
    ("watering-kit-thirdreality", "switch", "off"): ("停止浇水", "stop watering"),
    ("irrigation-system", "valve", "open"): ("打开喷灌阀（开始浇水）", "open irrigation valve"),
    ("irrigation-system", "valve", "close"): ("关闭喷灌阀（停止浇水）", "close irrigation valve"),
    ("irrigation-system", "level", "setLevel"): ("设置喷灌阀开度", "set valve opening"),
    ("irrigation-system", "operationalState", "start"): ("开始喷灌程序", "start irrigation"),
    ("irrigation-system", "operationalState", "stop"): ("停止喷灌程序", "stop irrigation"),
    ("pump-level", "switchLevel", "setLevel"): ("设置水泵转速百分比", "set pump speed"),
    ("pump-level", "switch", "on"): ("启动水泵", "start the pump"),
    ("pump-level", "switch", "off"): ("停止水泵", "stop the pump"),
    ("gate", "doorControl", "open"): ("打开电动大门", "open the gate"),
    ("gate", "doorControl", "close"): ("关闭电动大门", "close the gate"),
    ("gate", "level", "setLevel"): ("设置大门开启百分比", "set gate open level"),
    ("base-garage-door", "doorControl", "open"): ("打开车库门", "open garage door"),
    ("base-garage-door", "doorControl", "close"): ("关闭车库门", "close garage door"),
    ("garage-door-battery", "doorControl", "open"): ("打开车库门", "open garage door"),
    ("garage-door-battery", "doorControl", "close"): ("关闭车库门", "close garage door"),
    ("projector-screen-VWSDSTUST120H", "windowShade", "open"): ("收起幕布", "raise the screen"),
    ("projector-screen-VWSDSTUST120H", "windowShade", "close"): ("放下幕布", "lower the screen"),
    ("projector-screen-VWSDSTUST120H", "windowShade", "pause"): ("幕布停止", "stop the screen"),
    ("projector-screen-VWSDSTUST120H", "mode", "setMode"): ("设置幕布模式", "set screen mode"),
    ("water-heater", "mode", "setMode"): ("设置热水器运行模式", "set water heater mode"),
    ("water-heater", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置出水温度", "set water temperature"),
    ("qubino-flush-thermostat", "thermostatHeatingSetpoint", "setHeatingSetpoint"): ("设置加热目标温度（水温）", "set heating setpoint"),
    ("Newfan.v1", "airConditionerFanMode", "setFanMode"): ("设置新风风量", "set fresh-air fan speed"),
    ("Newfan.v1", "switch", "on"): ("打开新风", "turn on fresh air"),
    ("Newfan.v1", "switch", "off"): ("关闭新风", "turn off fresh air"),
    ("rvc-clean-mode", "mode", "setMode"): ("设置清扫模式", "set cleaning mode"),
    ("dishwasher", "mode", "setMode"): ("设置洗涤程序", "set wash programme"),
    ("microwave-oven", "mode", "setMode"): ("设置加热模式", "set cooking mode"),
    ("aqara-bath-heater", "switchLevel", "setLevel"): ("设置照明亮度", "set light brightness"),
    ("aqara-bath-heater", "colorTemperature", "setColorTemperature"): ("设置照明色温", "set light colour temperature"),
    ("aqara-bath-heater", "thermostatMode", "setThermostatMode"): ("设置浴霸模式（暖风、换气、干燥）", "set bath heater mode"),
    ("aqara-bath-heater", "fanMode", "setFanMode"): ("设置换气风速", "set ventilation speed"),
    ("extractor-hood-ac-light", "fanMode", "setFanMode"): ("设置吸力档位", "set hood fan mode"),
    ("extractor-hood-ac-light", "fanSpeedPercent", "setPercent"): ("设置吸力百分比", "set hood fan percent"),
}

# fanMode enum entries to keep per profile when the capability enum is wider
FANMODE_DEFAULT = ["off", "low", "medium", "high", "auto"]
AC_FANMODE = ["auto", "low", "medium", "high"]
