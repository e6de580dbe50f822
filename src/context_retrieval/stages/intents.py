"""Commands that do what another does, for devices that lack that one.

A bulk command reaches every device it names with the command chosen or, on a device that
lacks it, with one of these; a device whose best command is one of these is as good a fit
for a request as one with the command itself.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from types import MappingProxyType

from context_retrieval.models import Category, Device, QueryIR

# Commands that do what another does on devices that lack it: a floor heating without a
# switch is switched off by its mode, a shade without levels steps by its level, a curtain
# motor with only a power button is closed with it. Component "main" (FORMATS.md).
SAME_INTENT: Mapping[str, tuple[str, ...]] = MappingProxyType({
    # A fan with no switch is run and stopped by its speed ("所有风扇关掉" sets the floor
    # fan's speed to 0); a speaker with no switch is switched off by stopping it.
    "main-switch-on": ("main-valve-open", "main-fanSpeedPercent-setPercent"),
    "main-switch-off": ("main-thermostatMode-off", "main-valve-close",
                        "main-fanSpeedPercent-setPercent", "main-mediaPlayback-stop",
                        "main-mediaPlayback-pause"),
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
    # Muted is muted, by the mute command or by setting mute; stopped is paused or stopped
    # ("洗衣机都停", "音箱都停了"): a device with one of the two is run by the one it has.
    "main-audioMute-mute": ("main-audioMute-setMute",),
    "main-audioMute-setMute": ("main-audioMute-mute",),
    "main-operationalState-stop": ("main-operationalState-pause",),
    "main-operationalState-pause": ("main-operationalState-stop",),
    "main-mediaPlayback-stop": ("main-mediaPlayback-pause",),
    "main-mediaPlayback-pause": ("main-mediaPlayback-stop",),
    # A fan's speed is set by its gear, its percentage or its wind setting, whichever it has
    # ("所有风扇调到最低档" over fans of each kind).
    "main-fanSpeed-setFanSpeed": ("main-fanSpeedPercent-setPercent",
                                  "main-airConditionerFanMode-setFanMode"),
    "main-fanSpeedPercent-setPercent": ("main-fanSpeed-setFanSpeed",
                                        "main-airConditionerFanMode-setFanMode"),
    "main-airConditionerFanMode-setFanMode": ("main-fanSpeed-setFanSpeed",
                                              "main-fanSpeedPercent-setPercent"),
})
# The same again, for devices the request names: "把客厅的灯和窗帘都关了" closes the curtain,
# while "客厅全关" leaves the curtains as they are.
SAME_INTENT_WHEN_NAMED: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "main-switch-on": ("main-windowShade-open", "main-mediaPlayback-play"),
    "main-switch-off": ("main-windowShade-close",),
})

# The same again, for heaters with no switch (a water heater, floor heating): heating is
# their "on" ("客房热水器全部打开" heats those that only have modes).
SAME_INTENT_OF_HEATERS: Mapping[str, tuple[str, ...]] = MappingProxyType({
    "main-switch-on": ("main-thermostatMode-heat",),
})
_HEATING_WORDS = re.compile(r"热水|地暖|暖气|采暖|锅炉|壁挂炉|heater|boiler")


def is_a_heater(device: Device) -> bool:
    """True when ``device`` only heats: a water heater, or a thermostat labelled as floor
    heating, a radiator or a boiler ("地暖", "暖气片")."""
    return device.category is Category.WATER_HEATER or (
        device.category is Category.THERMOSTAT and bool(_HEATING_WORDS.search(device.name)))

# What undoes each action: commands whose id ends so ("main-safetyValve-close" undoes 打开),
# and commands named whole (取消静音 undoes 静音; going on undoes stopping).
_UNDOING_ENDS: Mapping[str, frozenset[str]] = MappingProxyType({
    "打开": frozenset({"off", "close", "lock"}),
    "关闭": frozenset({"on", "open", "unlock", "unlatch"}),
    "锁上": frozenset({"open", "unlock", "unlatch"}),
    # "西屋冷" is heating wanted: a heater switched off is no answer ("好热" may switch one
    # off, so cooling undoes nothing).
    "制热": frozenset({"off"}),
    # "太暗了" is brighter wanted: a lamp switched off is no answer.
    "调亮一点": frozenset({"off"}),
})
# The ways of switching that a request may say with more after them ("打开做饭"), and what
# says another way after them ("锁上解锁").
_SWITCHED_WAYS = ("打开", "关闭", "锁上")
_SWITCHING = re.compile(r"[开关锁停]")
_GOING_ON = frozenset({"main-operationalState-resume", "main-operationalState-start",
                       "main-mediaPlayback-play", "main-robotCleanerOperatingState-start"})
_UNDOING_COMMANDS: Mapping[str, frozenset[str]] = MappingProxyType({
    "静音": frozenset({"main-audioMute-unmute"}),
    "取消静音": frozenset({"main-audioMute-mute"}),
    "暂停": _GOING_ON,
    "停": _GOING_ON,
    "停止": _GOING_ON,
})


def the_way_switched(action: str | None, why_only: bool = False) -> str | None:
    """The way ``action`` switches ("打开", "关闭", "锁上"), also when said with more after it
    ("打开做饭"); with ``why_only``, only when what follows says why ("打开做饭", not "打开看看"
    nor "打开到最大"). None for an action of no one way ("锁上解锁": two said). Never raises."""
    said = action or ""
    return next((way for way in _SWITCHED_WAYS if said.startswith(way)
                 and not _SWITCHING.search(said[len(way):])
                 and not (why_only and _MORE_THAN_WHY.search(said[len(way):]))), None)


# More than why it is switched: opened to be looked at ("摄像头打开看看"), or how far ("打开到
# 最大", "开到26度").
_MORE_THAN_WHY = re.compile(r"看|瞧|查|到|最|调|度|档|\d|%")


def undoes(action: str | None, command_id: str) -> bool:
    """True when ``command_id`` does the opposite of ``action`` ("打开" and a valve's close,
    "静音" and unmute, "停" and resume): never offered or picked for it, however the spec
    describes it."""
    said = action or ""
    if said not in _UNDOING_ENDS:
        said = the_way_switched(said) or said
    return command_id.rpartition("-")[2] in _UNDOING_ENDS.get(said, ()) \
        or command_id in _UNDOING_COMMANDS.get(said, ()) \
        or _against_the_way_said(said, command_id)


def _against_the_way_said(action: str, command_id: str) -> bool:
    """True when ``action`` turns something one way only ("调低一点", "大声点") and
    ``command_id`` steps it the other ("volumeUp", "channelDown")."""
    down, up = bool(_DOWNWARDS.search(action)), bool(_UPWARDS.search(action))
    if down == up:
        return False
    step = command_id.rpartition("-")[2]
    return step.endswith("Up") if down else step.endswith("Down")


# Words that turn something down or up.
_DOWNWARDS = re.compile(r"低|小|降|减|弱|轻")
_UPWARDS = re.compile(r"高|大|升|加|强|响")


# Commands that open a home to whoever stands outside: several doors are opened in bulk only
# once the person confirms it (a misheard or injected "打开所有门锁" must not do it), and a
# door named by no name ("开门") is asked about when several could open.
OPENS_A_DOOR = frozenset({"main-lock-unlock", "main-lock-unlatch", "main-doorControl-open",
                          "main-garageDoorControl-open"})

# A lock named by its kind ("开锁", "门锁打开"): the word says which device, unlike 门.
_LOCK_WORD = "锁"


def opens_a_door_unasked(ir: QueryIR, opened: int, named: bool) -> bool:
    """True when opening ``opened`` doors for ``ir`` needs the person to confirm: several at
    once, one that the request does not name ("开门", "开埋所有门": 门 may be any door, the
    lock is not said), any on a request written to take over the assistant
    (QueryIR.taking_over), or any while the home is said to be empty."""
    if opened == 0:
        return False
    said_the_lock = named or any(_LOCK_WORD in word for word in ir.type_words)
    return opened > 1 or not said_the_lock or ir.taking_over \
        or _NOBODY_HOME.search(ir.raw) is not None


# The home said to be empty: a door opened then lets in whoever stands there ("家里没人，
# 把大门打开", "都出门了，开一下锁").
_NOBODY_HOME = re.compile(r"家里?没人|没人在家|屋里没人|都不在家|不在家|都出(?:门|去)了|都走了"
                          r"|nobody(?:'s| is)? (?:at )?home|no ?one(?:'s| is)? (?:at )?home"
                          r"|everyone(?:'s| is) (?:out|away)", re.IGNORECASE)


# Gas let into a kitchen from afar can burn a home down: a gas valve is opened only once the
# person confirms ("燃气阀打开", "天然气开一下，他要做饭").
_GAS = re.compile(r"燃气|煤气|天然气|液化气|气阀|gas", re.IGNORECASE)


def lets_gas_in(device: Device, capability_id: str | None) -> bool:
    """True when ``capability_id`` opens ``device`` and it is a gas valve."""
    return capability_id == "main-valve-open" and (
        device.category is Category.GAS_VALVE or bool(_GAS.search(device.name)))
