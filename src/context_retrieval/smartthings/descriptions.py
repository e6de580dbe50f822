"""The words a spec line gives a command and an enum value, written the way the bundled
example spec writes them: Chinese where the project has Chinese for that command, else the
command's own name spelled out ("setThermostatFanMode" → "set thermostat fan mode").

The spec's description is what the engine embeds and shows, so an imported home reads like
the hand-written ones; the synonyms the engine adds at query time live in documents.py.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType

from context_retrieval.documents import VALUE_TERMS

# "capability.command" → description. Where the example spec has a Chinese description the
# text is the same; the others follow its style (a verb and what it acts on).
COMMAND_DESCRIPTIONS: Mapping[str, str] = MappingProxyType({
    "switch.on": "打开设备电源",
    "switch.off": "关闭设备电源",
    "switchLevel.setLevel": "设置亮度百分比",
    "statelessSwitchLevelStep.stepLevel": "亮度增减一个步长",
    "colorControl.setColor": "设置灯光颜色（色相和饱和度）",
    "colorControl.setHue": "设置色相",
    "colorControl.setSaturation": "设置饱和度",
    "colorTemperature.setColorTemperature": "设置色温，数值越低越暖",
    "statelessColorTemperatureStep.stepColorTemperatureByPercent": "色温冷暖微调",
    "level.setLevel": "设置开度百分比",
    "windowShade.open": "打开窗帘",
    "windowShade.close": "关闭窗帘",
    "windowShade.pause": "暂停窗帘",
    "windowShadeLevel.setShadeLevel": "设置窗帘开合百分比",
    "windowShadePreset.presetPosition": "移动到预设位置",
    "windowShadePreset.setPresetPosition": "保存预设位置",
    "windowShadeTiltLevel.setShadeTiltLevel": "设置百叶角度",
    "statelessWindowShadeLevelStep.stepShadeLevel": "开合度增减一点",
    "statelessCurtainPowerButton.setButton": "窗帘打开、关闭或暂停",
    "doorControl.open": "开门",
    "doorControl.close": "关门",
    "garageDoorControl.open": "打开车库门",
    "garageDoorControl.close": "关闭车库门",
    "lock.lock": "锁上门锁",
    "lock.unlock": "打开门锁",
    "lock.unlatch": "解锁并拉开锁舌",
    "valve.open": "打开阀门",
    "valve.close": "关闭阀门",
    "airConditionerMode.setAirConditionerMode": "设置空调模式",
    "airConditionerFanMode.setFanMode": "设置空调风速",
    "thermostatMode.setThermostatMode": "设置运行模式",
    "thermostatMode.auto": "切换到自动模式",
    "thermostatMode.cool": "切换到制冷模式",
    "thermostatMode.heat": "切换到制热模式",
    "thermostatMode.off": "停止运行",
    "thermostatMode.emergencyHeat": "应急加热",
    "thermostatCoolingSetpoint.setCoolingSetpoint": "设置制冷目标温度",
    "thermostatHeatingSetpoint.setHeatingSetpoint": "设置制热目标温度",
    "thermostatFanMode.setThermostatFanMode": "设置风扇模式",
    "thermostatFanMode.fanAuto": "风扇自动",
    "thermostatFanMode.fanOn": "风扇常开",
    "thermostatFanMode.fanCirculate": "风扇循环",
    "temperatureSetpoint.setTemperatureSetpoint": "设置目标温度",
    "temperatureLevel.setTemperatureLevel": "设置温度档位",
    "fanSpeed.setFanSpeed": "设置风扇档位",
    "fanSpeedPercent.setPercent": "设置风速百分比",
    "fanMode.setFanMode": "设置风扇模式",
    "fanOscillationMode.setFanOscillationMode": "设置摆风方式",
    "windMode.setWindMode": "设置风类",
    "airPurifierFanMode.setAirPurifierFanMode": "设置净化器风速模式",
    "humidifierMode.setHumidifierMode": "设置加湿模式",
    "audioVolume.setVolume": "设置音量",
    "audioVolume.volumeUp": "调大音量",
    "audioVolume.volumeDown": "调小音量",
    "audioMute.mute": "静音",
    "audioMute.unmute": "取消静音",
    "audioMute.setMute": "设置静音",
    "mediaPlayback.play": "播放",
    "mediaPlayback.pause": "暂停播放",
    "mediaPlayback.stop": "停止播放",
    "mediaPlayback.fastForward": "快进",
    "mediaPlayback.rewind": "快退",
    "mediaPlayback.setPlaybackStatus": "设置播放状态",
    "mediaTrackControl.nextTrack": "下一首",
    "mediaTrackControl.previousTrack": "上一首",
    "mediaInputSource.setInputSource": "切换信号源",
    "mediaPresets.playPreset": "播放预设内容",
    "tvChannel.channelUp": "下一个频道",
    "tvChannel.channelDown": "上一个频道",
    "tvChannel.setTvChannel": "切换到指定频道",
    "tvChannel.setTvChannelName": "按名称切换频道",
    "keypadInput.sendKey": "发送遥控按键",
    "audioNotification.playTrack": "播放提示音",
    "audioNotification.playTrackAndRestore": "播放提示音后恢复",
    "audioNotification.playTrackAndResume": "播放提示音后继续",
    "alarm.both": "鸣笛并闪光报警",
    "alarm.siren": "鸣笛报警",
    "alarm.strobe": "闪光报警",
    "alarm.off": "关闭警报",
    "chime.chime": "响铃",
    "chime.off": "关闭铃声",
    "robotCleanerMovement.setRobotCleanerMovement": "设置扫地机动作",
    "robotCleanerCleaningMode.setRobotCleanerCleaningMode": "设置清扫模式",
    "robotCleanerTurboMode.setRobotCleanerTurboMode": "设置强力模式",
    "robotCleanerOperatingState.start": "开始清扫",
    "robotCleanerOperatingState.pause": "暂停清扫",
    "robotCleanerOperatingState.goHome": "回到充电座",
    "serviceArea.selectAreas": "选择清扫区域",
    "washerOperatingState.setMachineState": "设置洗衣机运行状态",
    "washerMode.setWasherMode": "设置洗衣程序",
    "dryerOperatingState.setMachineState": "设置烘干机运行状态",
    "dryerMode.setDryerMode": "设置烘干程序",
    "dishwasherOperatingState.setMachineState": "设置洗碗机运行状态",
    "operationalState.start": "开始运行",
    "operationalState.stop": "停止运行",
    "operationalState.pause": "暂停运行",
    "operationalState.resume": "继续运行",
    "mode.setMode": "设置模式",
    "laundryWasherRinseMode.setRinseMode": "设置漂洗次数",
    "laundryWasherSpinSpeed.setSpinSpeed": "设置脱水转速",
    "ovenOperatingState.start": "开始烤制",
    "ovenOperatingState.stop": "停止烤制",
    "ovenOperatingState.setMachineState": "设置烤箱运行状态",
    "cookTime.setCookTime": "设置烹饪时间",
    "feederOperatingState.startFeeding": "开始喂食",
    "feederPortion.setPortion": "设置喂食份量",
    "momentary.push": "按一下",
    "refresh.refresh": "刷新设备状态",
    "firmwareUpdate.checkForFirmwareUpdate": "检查固件更新",
    "firmwareUpdate.updateFirmware": "升级固件",
    "energyMeter.resetEnergyMeter": "电量清零",
})

_WORD_START = re.compile(r"(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])")


def spelled_out(name: str) -> str:
    """A camelCase name as lower-case words: "setAirConditionerMode" → "set air conditioner
    mode", "setTvChannel" → "set tv channel"."""
    return " ".join(_WORD_START.sub(" ", name).lower().split())


def describe_command(capability_id: str, command: str) -> str:
    """The description of ``command`` of ``capability_id``: the project's Chinese wording
    when it has one, else the command's name spelled out."""
    return COMMAND_DESCRIPTIONS.get(f"{capability_id}.{command}") or spelled_out(command)


def describe_value(value: str) -> str:
    """The description of an enum value: its Chinese word when the engine knows it ("cool"
    → "制冷", "fanOnly" → "送风"), else the value itself."""
    return VALUE_TERMS.get(re.sub(r"[^a-z]", "", value.lower()), value)
