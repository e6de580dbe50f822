"""Shared builders for small, readable homes."""

from __future__ import annotations

from types import MappingProxyType

from context_retrieval.models import Category, CommandSpec, Device, Home, ValueOption, ValueRange

ON = CommandSpec("main-switch-on", "打开设备电源")
OFF = CommandSpec("main-switch-off", "关闭设备电源")
LEVEL = CommandSpec("main-switchLevel-setLevel", "设置亮度百分比", "integer",
                    ValueRange(0, 100, "%"))
AC_MODE = CommandSpec("main-airConditionerMode-setAirConditionerMode",
                      "set air conditioner mode", "string",
                      value_list=(ValueOption("cool", "制冷"), ValueOption("heat", "heat")))
TEMPERATURE = CommandSpec("main-temperatureMeasurement-read", "读取温度")
FAN_SPEED = CommandSpec("main-fanSpeed-setFanSpeed", "设置风扇风速档位", "integer",
                       ValueRange(0, 4))
COLOR = CommandSpec("main-colorControl-setColor", "设置颜色", "object")
COLOR_TEMPERATURE = CommandSpec("main-colorTemperature-setColorTemperature", "设置色温", "integer",
                                ValueRange(2700, 6500, "K"))

SPECS = MappingProxyType({
    "switch": (ON, OFF),
    "dimmer": (ON, OFF, LEVEL),
    "ac": (ON, OFF, AC_MODE),
    "sensor": (TEMPERATURE,),
    "rgb": (ON, OFF, LEVEL, COLOR),
    "ct": (ON, OFF, LEVEL, COLOR_TEMPERATURE),
    "fan-speed": (ON, OFF, FAN_SPEED),
    "scene": (CommandSpec("main-momentary-push", "激活场景"),),
    "shade": (CommandSpec("main-windowShade-open", "打开窗帘"),
              CommandSpec("main-windowShade-close", "关闭窗帘")),
    "curtain-button": (CommandSpec("main-statelessCurtainPowerButton-setButton", "窗帘电机按键",
                                   "string", value_list=(ValueOption("open", "open"),
                                                         ValueOption("close", "close"))),),
})


def device(device_id: str, name: str, room: str | None, category: Category = Category.LIGHT,
           profile: str | None = "switch") -> Device:
    """A device with readable defaults."""
    return Device(device_id, name, room, category, profile)


def home(*devices: Device, rooms: tuple[str, ...] | None = None) -> Home:
    """A home of ``devices`` with the shared test spec; rooms default to the devices' rooms."""
    if rooms is None:
        rooms = tuple(dict.fromkeys(d.room for d in devices if d.room))
    return Home(devices=devices, rooms=rooms, specs=SPECS)
