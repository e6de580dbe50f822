"""Enriched command documents: the text each (profile, command) is matched on (002 decision 3).

A document is ``{description} {synonyms} {value descriptions}``: the description as the spec
gives it, Chinese verbs and nouns a person would use for that command, and every
``value_list`` description. It never contains the category or the command id (002: mixed
identifiers hurt the embedding), but the standard SmartThings capability and command named
by the id select which Chinese phrases are added: that is what bridges an English
description ("step brightness up or down") to a Chinese request ("调亮一点").
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from functools import lru_cache
from types import MappingProxyType

from context_retrieval.models import CommandSpec, Device, ValueOption
from context_retrieval.text import compact, normalize

logger = logging.getLogger(__name__)

# Verb synonyms keyed by a word of the description (002 decision 3 and 003 "动词同义词扩展":
# 电源启用 → 打开 开 开启 启动 on). Chinese and English keys; values are what people say.
VERB_SYNONYMS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "启用": ("打开", "开", "开启", "启动", "on"),
    "禁用": ("关闭", "关", "关掉", "停止", "off"),
    "turn on": ("打开", "开启", "启动"),
    "turn off": ("关闭", "关掉", "停止"),
    "enable": ("打开", "开启", "启用"),
    "disable": ("关闭", "停用", "禁用"),
    "start": ("开始", "启动", "运行"),
    "stop": ("停止", "停下"),
    "pause": ("暂停", "停一下"),
    "resume": ("继续", "恢复"),
    "open": ("打开", "拉开", "开启"),
    "close": ("关闭", "关上", "合上", "拉上"),
    "lock": ("锁上", "上锁"),
    "unlock": ("解锁", "开锁"),
    "mute": ("静音",),
    "unmute": ("取消静音",),
    "brightness": ("亮度", "调亮", "调暗"),
    "volume": ("音量", "声音"),
    "temperature": ("温度",),
    "color": ("颜色",),
    "colour": ("颜色",),
    "mode": ("模式",),
    "speed": ("风速", "速度"),
    "set": ("设置", "调到", "调成"),
    "adjust": ("调节", "调整"),
    "refresh": ("刷新",),
})

# Chinese phrases for each standard SmartThings command, keyed by "capability.command".
# The id selects the phrases; the id itself never enters the document.
COMMAND_PHRASES: Mapping[str, str] = MappingProxyType({
    "switch.on": "打开 开启 开 启动 通电",
    "switch.off": "关闭 关掉 关 断电",
    "switchLevel.setLevel": "亮度 调到 百分比 调亮 调暗",
    "statelessSwitchLevelStep.stepLevel": "调亮一点 调暗一点 亮度增减",
    "colorControl.setColor": "颜色 变色 换成颜色",
    "colorControl.setHue": "色相 颜色",
    "colorControl.setSaturation": "饱和度",
    "colorTemperature.setColorTemperature": "色温 暖光 冷光 白光",
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": "色温调暖一点 调冷一点",
    "level.setLevel": "开度 调到 百分比",
    "windowShade.open": "打开 拉开 开窗帘",
    "windowShade.close": "关闭 拉上 合上",
    "windowShade.pause": "暂停 停下 停止",
    "windowShadeLevel.setShadeLevel": "开合度 打开到 百分比 一半",
    "windowShadePreset.presetPosition": "预设位置",
    "windowShadePreset.setPresetPosition": "设置预设位置",
    "windowShadeTiltLevel.setShadeTiltLevel": "叶片角度 角度 倾斜",
    "statelessWindowShadeLevelStep.stepShadeLevel": "开大一点 关小一点 拉开一点 拉上一点",
    "statelessCurtainPowerButton.setButton": "打开 关闭 暂停",
    "doorControl.open": "开门 打开",
    "doorControl.close": "关门 关闭",
    "garageDoorControl.open": "打开车库门",
    "garageDoorControl.close": "关闭车库门",
    "lock.lock": "锁门 上锁 锁上",
    "lock.unlock": "开锁 解锁 开门",
    "lock.unlatch": "开门 解锁",
    "valve.open": "打开阀门 开水",
    "valve.close": "关闭阀门 关水",
    "airConditionerMode.setAirConditionerMode": "空调模式 制冷 制热 除湿 送风 自动",
    "airConditionerFanMode.setFanMode": "风速 风量 自动风",
    "thermostatMode.setThermostatMode": "模式 制冷 制热 自动 关闭",
    "thermostatMode.auto": "自动模式",
    "thermostatMode.cool": "制冷",
    "thermostatMode.heat": "制热 加热",
    "thermostatMode.off": "模式关闭",
    "thermostatMode.emergencyHeat": "紧急加热",
    "thermostatCoolingSetpoint.setCoolingSetpoint": "温度 度 制冷温度 调到",
    "thermostatHeatingSetpoint.setHeatingSetpoint": "温度 度 制热温度 调到",
    "thermostatFanMode.setThermostatFanMode": "风扇模式",
    "thermostatFanMode.fanAuto": "风扇自动",
    "thermostatFanMode.fanOn": "风扇常开",
    "thermostatFanMode.fanCirculate": "风扇循环",
    "temperatureSetpoint.setTemperatureSetpoint": "温度 度 调到",
    "temperatureLevel.setTemperatureLevel": "温度档位",
    "fanSpeed.setFanSpeed": "风速 档位 档",
    "fanSpeedPercent.setPercent": "风速 百分比 打开 关闭",
    "fanMode.setFanMode": "风扇模式 风速 打开 关闭",
    "fanOscillationMode.setFanOscillationMode": "摇头 摆头 摆风 扫风",
    "windMode.setWindMode": "风类 自然风 睡眠风",
    "airPurifierFanMode.setAirPurifierFanMode": "净化模式 风速 自动 睡眠 打开 关闭",
    "humidifierMode.setHumidifierMode": "加湿模式",
    "audioVolume.setVolume": "音量 声音 调到",
    "audioVolume.volumeUp": "音量调大 大声 声音大一点",
    "audioVolume.volumeDown": "音量调小 小声 声音小一点",
    "audioMute.mute": "静音",
    "audioMute.unmute": "取消静音",
    "audioMute.setMute": "静音 取消静音",
    "mediaPlayback.play": "播放 继续播放 恢复",
    "mediaPlayback.pause": "暂停 停止 停一下",
    "mediaPlayback.stop": "停止播放",
    "mediaPlayback.fastForward": "快进",
    "mediaPlayback.rewind": "快退",
    "mediaPlayback.setPlaybackStatus": "播放 暂停",
    "mediaTrackControl.nextTrack": "下一首 下一曲 切歌",
    "mediaTrackControl.previousTrack": "上一首 上一曲",
    "mediaInputSource.setInputSource": "信号源 输入源 切换",
    "mediaPresets.playPreset": "预设 收藏",
    "tvChannel.channelUp": "下一个频道 换台",
    "tvChannel.channelDown": "上一个频道 换台",
    "tvChannel.setTvChannel": "频道 换到",
    "tvChannel.setTvChannelName": "频道名称",
    "keypadInput.sendKey": "按键 遥控器",
    "audioNotification.playTrack": "播放提示音",
    "audioNotification.playTrackAndRestore": "播放提示音",
    "audioNotification.playTrackAndResume": "播放提示音",
    "alarm.both": "报警 鸣笛 闪光",
    "alarm.siren": "鸣笛 响警报",
    "alarm.strobe": "闪光",
    "alarm.off": "关闭警报 停止报警 静音",
    "chime.chime": "门铃 响铃",
    "chime.off": "关闭铃声",
    "robotCleanerMovement.setRobotCleanerMovement": "扫地 清扫 回充 充电",
    "robotCleanerCleaningMode.setRobotCleanerCleaningMode": "清扫模式",
    "robotCleanerTurboMode.setRobotCleanerTurboMode": "强力模式 吸力",
    "robotCleanerOperatingState.start": "开始打扫 清扫 扫地",
    "robotCleanerOperatingState.pause": "暂停打扫",
    "robotCleanerOperatingState.goHome": "回去充电 回充 返回基站",
    "serviceArea.selectAreas": "清扫区域",
    "washerOperatingState.setMachineState": "开始洗衣 暂停 停止",
    "washerMode.setWasherMode": "洗衣模式 程序",
    "dryerOperatingState.setMachineState": "开始烘干 暂停 停止",
    "dryerMode.setDryerMode": "烘干模式 程序",
    "dishwasherOperatingState.setMachineState": "开始洗碗 暂停 停止",
    "operationalState.start": "开始 启动 运行",
    "operationalState.stop": "停止 结束",
    "operationalState.pause": "暂停",
    "operationalState.resume": "继续 恢复",
    "mode.setMode": "模式 程序",
    "laundryWasherRinseMode.setRinseMode": "漂洗",
    "laundryWasherSpinSpeed.setSpinSpeed": "脱水转速",
    "ovenOperatingState.start": "开始烤",
    "ovenOperatingState.stop": "停止烤",
    "ovenOperatingState.setMachineState": "烤箱状态",
    "cookTime.setCookTime": "烹饪时间",
    "feederOperatingState.startFeeding": "喂食 投喂",
    "feederPortion.setPortion": "喂食份量",
    "momentary.push": "按一下 触发",
    "refresh.refresh": "刷新状态",
    "firmwareUpdate.checkForFirmwareUpdate": "检查固件更新",
    "firmwareUpdate.updateFirmware": "升级固件",
    "energyMeter.resetEnergyMeter": "电量清零",
})

# How a device without a switch is switched on and off (dev README rule 1: a water heater or
# floor heating is "打开"ed by its heating mode). With a switch, the switch does that.
SWITCH_STAND_INS: Mapping[str, str] = MappingProxyType({
    "thermostatMode.heat": "打开 开启 开",
    "thermostatMode.off": "关闭 关掉 关",
})
# How a device that does nothing but sound is switched off: an alarm that can only be muted
# ("燃气报警器关掉" while it sounds) is silenced. A device switched, played or set some other
# way (SWITCHED_OTHERWISE) is not.
SOUND_ONLY_STAND_INS: Mapping[str, str] = MappingProxyType({
    "audioMute.mute": "关闭 关掉 关 别响",
})
SWITCHED_OTHERWISE = frozenset({"switch", "mediaPlayback", "thermostatMode", "alarm",
                                "airConditionerMode", "fanSpeed", "windowShade"})

# Chinese for enum values that real specs describe only in English.
VALUE_TERMS: Mapping[str, str] = MappingProxyType({
    "cool": "制冷", "cooling": "制冷", "heat": "制热", "heating": "制热", "auto": "自动",
    "dry": "除湿", "dehumidify": "除湿", "wind": "送风", "fan": "送风", "fanonly": "送风",
    "off": "关闭", "on": "打开", "low": "低速", "medium": "中速", "middle": "中速",
    "high": "高速", "sleep": "睡眠", "quiet": "静音", "turbo": "强劲", "max": "最大",
    "eco": "节能", "smart": "智能", "natural": "自然风", "normal": "标准", "quick": "快速",
    "delicate": "轻柔", "cotton": "棉织物", "wool": "羊毛", "open": "打开", "close": "关闭",
    "cleaning": "清扫", "homing": "回充", "charging": "充电", "paused": "暂停",
    "running": "运行", "stop": "停止", "pause": "暂停", "run": "运行",
    "swing": "摆风", "all": "摆风", "horizontal": "左右摆风", "vertical": "上下摆风",
    "fixed": "定风", "washingmop": "洗拖布", "point": "定点清扫",
    # Thermostat modes of the standard list, as its enum spells them.
    "dryair": "除湿", "moistair": "加湿", "asleep": "睡眠", "emergencyheat": "紧急制热",
    "precooling": "预冷", "antifreezing": "防冻",
})

# Other words people say for a value's Chinese name ("抽湿", southern for 除湿).
VALUE_SYNONYMS: Mapping[str, tuple[str, ...]] = MappingProxyType({"除湿": ("抽湿",)})

_WORD = re.compile(r"[a-z]+")
_HAS_CJK = re.compile(r"[\u3400-\u9fff]")
# An enum value's own name is a word people say when it is a token like "hdmi1" or "cctv".
_VALUE_TOKEN = re.compile(r"[a-z][a-z0-9]{1,11}")
# Longer descriptions are sentences, not the name of a value.
MAX_VALUE_WORD_CHARS = 8


@lru_cache(maxsize=65536)
def value_words(option: ValueOption) -> tuple[str, ...]:
    """The words that name an enum value in a request ("制冷", "hdmi1", "自然风"), compacted.

    The Chinese description, the Chinese for an English value or description (VALUE_TERMS),
    and the value itself when it is a short token.
    """
    words: list[str] = []
    description = compact(option.description)
    if _HAS_CJK.search(description) and len(description) <= MAX_VALUE_WORD_CHARS:
        words.append(description)
    for english in (re.sub(r"[^a-z]", "", normalize(option.description)),
                    re.sub(r"[^a-z]", "", normalize(option.value))):
        if english in VALUE_TERMS:
            words.append(VALUE_TERMS[english])
    token = compact(option.value)
    if _VALUE_TOKEN.fullmatch(token):
        words.append(token)
    words += [synonym for word in words for synonym in VALUE_SYNONYMS.get(word, ())]
    return tuple(dict.fromkeys(words))


def command_value_words(command: CommandSpec) -> frozenset[str]:
    """Every word that names a value of ``command``'s enumerated argument."""
    return frozenset(word for option in command.value_list for word in value_words(option))


def _english_glosses(description: str) -> list[str]:
    text = normalize(description)
    glosses: list[str] = []
    for key, synonyms in VERB_SYNONYMS.items():
        if (key in text) if not key.isascii() else re.search(rf"\b{re.escape(key)}\b", text):
            glosses.extend(synonyms)
    return glosses


def command_key(command: CommandSpec) -> str:
    """Return "capability.command" of ``command`` ("switchLevel.setLevel")."""
    return f"{command.capability}.{command.command}"


# A spec's description is a few words and a real document a few hundred characters; a
# spec holding megabytes must not cost megabytes of embedding (the model reads 512 tokens).
MAX_DESCRIPTION_CHARS = 128
MAX_DOCUMENT_CHARS = 2_000


def build_command_document(command: CommandSpec, has_switch: bool = True, *,
                           sound_only: bool = False) -> str:
    """Return the enriched document of ``command``: description, synonyms, value descriptions.

    Contains no category and no command id (002 decision 3). A description that matches no
    synonym rule and names no standard command stays as it is (003 "无匹配同义词").
    ``has_switch`` is False for a profile without a ``switch``: its heating mode is then how
    it is switched on, and the document says so. ``sound_only`` is True for a profile that
    does nothing but sound (an alarm that can be muted): muting it is switching it off.
    """
    parts = [normalize(command.description)[:MAX_DESCRIPTION_CHARS]]
    phrases = COMMAND_PHRASES.get(command_key(command))
    if phrases:
        parts.append(phrases)
    if not has_switch and command_key(command) in SWITCH_STAND_INS:
        parts.append(SWITCH_STAND_INS[command_key(command)])
    if sound_only and command_key(command) in SOUND_ONLY_STAND_INS:
        parts.append(SOUND_ONLY_STAND_INS[command_key(command)])
    parts.extend(_english_glosses(command.description))
    for option in command.value_list:
        description = normalize(option.description)[:MAX_DESCRIPTION_CHARS]
        parts.append(description)
        gloss = VALUE_TERMS.get(re.sub(r"[^a-z]", "", description))
        if gloss and gloss not in parts:
            parts.append(gloss)
    return " ".join(_unique(parts))[:MAX_DOCUMENT_CHARS]


def build_device_document(device: Device) -> str:
    """Return the fallback document of a device with no spec: its name and room, no type.

    003 "spec 不存在时降级": the English category would hurt the embedding, so it is left out.
    """
    logger.debug("device %s (%s) has no capability spec; matching it by name and room only",
                   device.id, device.name)
    parts = [normalize(device.name)[:MAX_DESCRIPTION_CHARS]]
    if device.room:
        parts.append(normalize(device.room)[:MAX_DESCRIPTION_CHARS])
    return " ".join(parts)


def _unique(parts: list[str]) -> list[str]:
    seen: set[str] = set()
    unique: list[str] = []
    for part in parts:
        if part and part not in seen:
            seen.add(part)
            unique.append(part)
    return unique
