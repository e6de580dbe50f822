"""Commands that do what another does, for devices that lack that one.

A bulk command reaches every device it names with the command chosen or, on a device that
lacks it, with one of these; a device whose best command is one of these is as good a fit
for a request as one with the command itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

# Commands that do what another does on devices that lack it: a floor heating without a
# switch is switched off by its mode, a shade without levels steps by its level, a curtain
# motor with only a power button is closed with it. Component "main" (FORMATS.md).
SAME_INTENT: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "main-switch-on": ("main-valve-open",),
    "main-switch-off": ("main-thermostatMode-off", "main-valve-close"),
    "main-statelessSwitchLevelStep-stepLevel": ("main-switchLevel-setLevel",),
    "main-switchLevel-setLevel": ("main-statelessSwitchLevelStep-stepLevel",),
    "main-windowShade-close": ("main-statelessCurtainPowerButton-setButton",
                               "main-windowShadeLevel-setShadeLevel"),
    "main-windowShade-open": ("main-statelessCurtainPowerButton-setButton",
                              "main-windowShadeLevel-setShadeLevel"),
    "main-windowShade-pause": ("main-statelessCurtainPowerButton-setButton",),
    "main-statelessColorTemperatureStep-stepColorTemperatureByPercent": (
        "main-colorTemperature-setColorTemperature",),
    # A temperature said is the target of whichever setpoint a device has ("空调都调到26度"
    # reaches a heat-only AC by its heating setpoint).
    "main-thermostatCoolingSetpoint-setCoolingSetpoint": (
        "main-thermostatHeatingSetpoint-setHeatingSetpoint",),
    "main-thermostatHeatingSetpoint-setHeatingSetpoint": (
        "main-thermostatCoolingSetpoint-setCoolingSetpoint",),
    # A mode word ("制冷", "除湿") is set by an air conditioner's mode or a thermostat's.
    "main-thermostatMode-setThermostatMode": ("main-airConditionerMode-setAirConditionerMode",),
    "main-airConditionerMode-setAirConditionerMode": ("main-thermostatMode-setThermostatMode",),
    # A door is opened by its lock or its opener, whichever it has ("门全部打开"; several
    # at once only once confirmed). Locking is no closing: "门都锁上" leaves the openers.
    "main-lock-unlock": ("main-doorControl-open", "main-garageDoorControl-open"),
    "main-doorControl-open": ("main-lock-unlock", "main-garageDoorControl-open"),
    "main-garageDoorControl-open": ("main-doorControl-open", "main-lock-unlock"),
})
# The same again, for devices the request names: "把客厅的灯和窗帘都关了" closes the curtain,
# while "客厅全关" leaves the curtains as they are.
SAME_INTENT_WHEN_NAMED: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "main-switch-on": ("main-windowShade-open", "main-mediaPlayback-play"),
    "main-switch-off": ("main-windowShade-close",),
})

# Commands that open a home to whoever stands outside: several doors are opened in bulk only
# once the person confirms it (a misheard or injected "打开所有门锁" must not do it), and a
# door named by no name ("开门") is asked about when several could open.
OPENS_A_DOOR = frozenset({"main-lock-unlock", "main-lock-unlatch", "main-doorControl-open",
                          "main-garageDoorControl-open"})
