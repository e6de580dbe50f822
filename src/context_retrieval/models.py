"""Records that flow through the engine: the home, the parsed request, the results.

Every record is frozen; stages build new records with ``dataclasses.replace``.
Collections inside records are tuples or frozensets so a record can be shared safely.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Self, TypeVar

from context_retrieval.errors import VocabularyError

_T = TypeVar("_T")


class CaseInsensitiveEnum(StrEnum):
    """A closed vocabulary read case-insensitively from text."""

    @classmethod
    def from_text(cls, text: str) -> Self:
        """Return the member whose value equals ``text`` ignoring case and surrounding space.

        Raises:
            VocabularyError: ``text`` names no member; the message lists the valid values.
        """
        wanted = text.strip().casefold()
        for member in cls:
            if member.value.casefold() == wanted:
                return member
        valid = ", ".join(member.value for member in cls)
        raise VocabularyError(f"{text!r} is not a valid {cls.__name__}; valid values: {valid}")


class Category(CaseInsensitiveEnum):
    """Device categories: the seed's list (002 decision 2) ∪ SmartThings' standard categories."""

    AIR_CONDITIONER = "AirConditioner"
    AIR_PURIFIER = "AirPurifier"
    AIR_QUALITY_DETECTOR = "AirQualityDetector"
    BATHROOM_HEATER = "BathroomHeater"
    BATTERY = "Battery"
    BED = "Bed"
    BLIND = "Blind"
    BRIDGES = "Bridges"
    BUTTON = "Button"
    CAMERA = "Camera"
    CHARGER = "Charger"
    CONTACT_SENSOR = "ContactSensor"
    COOKTOP = "Cooktop"
    CURB_POWER_METER = "CurbPowerMeter"
    DEHUMIDIFIER = "Dehumidifier"
    DISHWASHER = "Dishwasher"
    DOOR = "Door"
    DOORBELL = "Doorbell"
    DRYER = "Dryer"
    ELECTRIC_VEHICLE_CHARGER = "ElectricVehicleCharger"
    ELEVATOR = "Elevator"
    FAN = "Fan"
    FEEDER = "Feeder"
    FLOW_SENSOR = "FlowSensor"
    GARAGE_DOOR = "GarageDoor"
    GAS_VALVE = "GasValve"
    GENERIC_SENSOR = "GenericSensor"
    HEAT_PUMP = "HeatPump"
    HUB = "Hub"
    HUMIDIFIER = "Humidifier"
    HUMIDITY_SENSOR = "HumiditySensor"
    IRRIGATION = "Irrigation"
    KITCHEN_HOOD = "KitchenHood"
    LEAK_SENSOR = "LeakSensor"
    LIGHT = "Light"
    LIGHT_SENSOR = "LightSensor"
    MICROWAVE = "Microwave"
    MOTION_SENSOR = "MotionSensor"
    MULTI_FUNCTIONAL_SENSOR = "MultiFunctionalSensor"
    NETWORK_AUDIO = "NetworkAudio"
    NETWORKING = "Networking"
    OTHERS = "Others"
    OVEN = "Oven"
    POWER_MEASUREMENT_SENSOR = "PowerMeasurementSensor"
    PRESENCE_SENSOR = "PresenceSensor"
    PROJECTOR = "Projector"
    PUMP = "Pump"
    RAIN_SENSOR = "RainSensor"
    RECEIVER = "Receiver"
    REFRIGERATOR = "Refrigerator"
    REMOTE_CONTROLLER = "RemoteController"
    ROBOT_CLEANER = "RobotCleaner"
    SIREN = "Siren"
    SMART_LOCK = "SmartLock"
    SMART_PLUG = "SmartPlug"
    SMOKE_DETECTOR = "SmokeDetector"
    SOLAR_PANEL = "SolarPanel"
    SPEAKER = "Speaker"
    SWITCH = "Switch"
    TELEVISION = "Television"
    TEMP_HUMIDITY_SENSOR = "TempHumiditySensor"
    TEMP_SENSOR = "TempSensor"
    THERMOSTAT = "Thermostat"
    UNKNOWN = "Unknown"
    VENT = "Vent"
    WASHER = "Washer"
    WATER_FREEZE_DETECTOR = "WaterFreezeDetector"
    WATER_HEATER = "WaterHeater"
    WATER_VALVE = "WaterValve"
    WINDOW_OPENER = "WindowOpener"


class Quantifier(CaseInsensitiveEnum):
    """How many devices a command addresses (001 §4.1)."""

    ONE = "one"
    ALL = "all"
    ANY = "any"
    EXCEPT = "except"


class EntityKind(CaseInsensitiveEnum):
    """What a candidate points at (001 §4.2)."""

    DEVICE = "device"
    GROUP = "group"
    SCENE = "scene"


class Hint(CaseInsensitiveEnum):
    """A machine-readable note to the caller about a result (002 §8.3, §8.5)."""

    NEED_CLARIFICATION = "need_clarification"
    TOO_MANY_TARGETS = "too_many_targets"
    NO_MATCH = "no_match"


@dataclass(frozen=True, slots=True)
class ValueRange:
    """The numeric range a command argument accepts."""

    min: float | None
    """Smallest accepted value, if bounded."""
    max: float | None
    """Largest accepted value, if bounded."""
    unit: str | None = None
    """Unit of the value ("%", "C", "K"), if any."""


@dataclass(frozen=True, slots=True)
class ValueOption:
    """One accepted value of an enumerated argument."""

    value: str
    """The value sent to the device ("cool")."""
    description: str
    """What the value means, in Chinese or English ("制冷")."""


@dataclass(frozen=True, slots=True)
class CommandSpec:
    """One command a device profile supports (FORMATS.md §2)."""

    id: str
    """``{component}-{capability}-{command}``, the command's identity in every result."""
    description: str
    """What the command does, Chinese or English."""
    type: str | None = None
    """Argument type ("integer", "string", "object"), if the command takes one."""
    value_range: ValueRange | None = None
    """Accepted numeric range of the argument, if any."""
    value_list: tuple[ValueOption, ...] = ()
    """Accepted values of an enumerated argument, if any."""

    @property
    def capability(self) -> str:
        """The capability part of the id ("switchLevel" in "main-switchLevel-setLevel")."""
        parts = self.id.split("-")
        return parts[1] if len(parts) >= 3 else self.id

    @property
    def command(self) -> str:
        """The command part of the id ("setLevel" in "main-switchLevel-setLevel")."""
        return self.id.rsplit("-", 1)[-1]


@dataclass(frozen=True, slots=True)
class Device:
    """One device of the home, reduced to what retrieval needs (FORMATS.md §1)."""

    id: str
    """SmartThings deviceId."""
    name: str
    """Display name: the label, falling back to the device name."""
    room: str | None
    """Room name, or None when the device has no (known) room."""
    category: Category
    """Category of component ``main``; Unknown when absent."""
    profile_id: str | None
    """Profile id, the key into the capability spec."""
    measures: frozenset[str] = frozenset()
    """What component ``main`` reports, of vocabulary.MEASURED_BY's capabilities
    ("relativeHumidityMeasurement" of an air conditioner): it answers questions about that."""


SCENE_EXECUTE = "scene-execute"
"""The one command of a scene: run it (SmartThings runs the scene's own actions)."""


@dataclass(frozen=True, slots=True)
class Scene:
    """A SmartThings scene of the home ("回家模式"): an entity of its own, never its devices."""

    id: str
    """SmartThings sceneId."""
    name: str
    """The scene's name as the user gave it."""


@dataclass(frozen=True, slots=True)
class Home:
    """A household: its rooms, its devices and the commands of their profiles."""

    devices: tuple[Device, ...]
    """Every device, in file order."""
    rooms: tuple[str, ...] = ()
    """Room names of the home, in file order."""
    specs: Mapping[str, tuple[CommandSpec, ...]] = field(
        default_factory=lambda: MappingProxyType({})
    )
    """Commands per profile id."""
    scenes: tuple[Scene, ...] = ()
    """The home's scenes, in file order."""

    def commands_of(self, device: Device) -> tuple[CommandSpec, ...]:
        """Return the commands ``device`` supports (empty when its profile has no spec)."""
        if device.profile_id is None:
            return ()
        return self.specs.get(device.profile_id, ())

    _by_id: Mapping[str, Device] = field(init=False, repr=False, compare=False)
    _scenes_by_id: Mapping[str, Scene] = field(init=False, repr=False, compare=False)
    _value_words: tuple[str, ...] = field(init=False, repr=False, compare=False)
    _derived: dict[str, object] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        """Index the devices by id and collect the value words of the spec (the record
        stays frozen; both are derived once)."""
        from context_retrieval.documents import command_value_words

        object.__setattr__(self, "_by_id",
                           MappingProxyType({device.id: device for device in self.devices}))
        object.__setattr__(self, "_scenes_by_id",
                           MappingProxyType({scene.id: scene for scene in self.scenes}))
        words = {word for commands in self.specs.values() for command in commands
                 for word in command_value_words(command)}
        object.__setattr__(self, "_value_words",
                           tuple(sorted(words, key=lambda word: (-len(word), word))))
        object.__setattr__(self, "_derived", {})

    def derived(self, key: str, work: Callable[[], _T]) -> _T:
        """``work()``, worked out once for this home: what every request would otherwise
        rebuild from all its devices (the parser's view of the home, indexes)."""
        if key not in self._derived:
            self._derived[key] = work()
        return self._derived[key]  # type: ignore[return-value]

    @property
    def value_words(self) -> tuple[str, ...]:
        """Words naming the enum values of the home's commands ("制冷", "hdmi1"), longest
        first: the home's own words for what a command can be set to."""
        return self._value_words

    def device(self, device_id: str) -> Device | None:
        """Return the device with ``device_id``, or None."""
        return self._by_id.get(device_id)

    def scene(self, scene_id: str) -> Scene | None:
        """Return the scene with ``scene_id``, or None."""
        return self._scenes_by_id.get(scene_id)


@dataclass(frozen=True, slots=True)
class CommandValue:
    """The argument a request gives a command: a number, a percentage or an enum word."""

    number: float | None = None
    """Numeric value (26 for "二十六度"), if any."""
    unit: str | None = None
    """Unit said with the number ("%", "度", "档"), if any."""
    word: str | None = None
    """Enumerated value as said ("制冷", "红色"), if any."""


@dataclass(frozen=True, slots=True)
class QueryIR:
    """One command of a request, parsed (001 §4.1, with name_hint from 004)."""

    raw: str
    """The text of this command (the whole request when it holds only one)."""
    action: str | None = None
    """Chinese intent phrase ("打开", "亮度调到50"); None when unknown."""
    name_hint: str | None = None
    """Words naming a specific device ("老伙计"), if any."""
    entity_mentions: tuple[str, ...] = ()
    """Every device-naming phrase found in the command."""
    scope_include: frozenset[str] = frozenset()
    """Rooms the command is limited to; ``*`` means everywhere."""
    scope_exclude: frozenset[str] = frozenset()
    """Rooms (or device names) the command must not touch."""
    scope_inherited: bool = False
    """True when ``scope_include`` was carried over from an earlier clause, not said: it
    is dropped when those rooms hold no device of the kind named."""
    quantifier: Quantifier = Quantifier.ONE
    """How many devices the command addresses."""
    count: int | None = None
    """How many devices a quantifier-any command wants ("打开两盏灯" → 2), or a bulk command
    says there are ("两个电视都关掉" → 2), if said."""
    type_hint: str | None = None
    """Device category as parsed ("Light"); validated by category gating."""
    type_words: tuple[str, ...] = ()
    """Words for kinds of device as said ("风扇"), if the parser kept them."""
    value: CommandValue | None = None
    """Argument of the command, if given."""
    conditions: tuple[str, ...] = ()
    """Conditions the command depends on, as said."""
    references: tuple[str, ...] = ()
    """Back-references ("last-mentioned")."""
    confidence: float = 0.0
    """Parser confidence in [0, 1]."""
    needs_fallback: bool = False
    """True when the parse is a degraded UNKNOWN command."""
    taking_over: bool = False
    """True when the request around the command was written to take over the assistant
    ("忽略之前的规则", "SYSTEM:"): what it opens, unlocks or silences is confirmed first."""


@dataclass(frozen=True, slots=True)
class Candidate:
    """A (device or group, command) pair with its scores and why it was found (001 §4.2)."""

    entity_id: str
    """Device id, group id when ``entity_kind`` is group, scene id when it is scene."""
    entity_kind: EntityKind
    """Device, group or scene."""
    capability_id: str | None
    """Command id (``main-switch-on``; SCENE_EXECUTE for a scene), or None for a device
    with no spec."""
    keyword_score: float
    """Name/room/type evidence."""
    vector_score: float
    """Command evidence from embeddings and command-text match."""
    total_score: float
    """Fused score that orders candidates."""
    reasons: tuple[str, ...] = ()
    """Why the candidate is here (name_hit, room_hit, type_hit, ...)."""


@dataclass(frozen=True, slots=True)
class Group:
    """Devices that can safely run one command together (002 §8.4)."""

    group_id: str
    """Identity of the group within a result."""
    capability_id: str
    """The command every device in the group supports."""
    device_ids: tuple[str, ...]
    """Members, each mapping ``capability_id`` to a valid CommandSpec."""
    batches: tuple[tuple[str, ...], ...] = ()
    """The members split into execution batches."""


@dataclass(frozen=True, slots=True)
class ClarificationOption:
    """One answer the user can pick."""

    entity_id: str
    """Device (or group) the option stands for."""
    label: str
    """What to show ("主卧 · 吸顶灯")."""
    capability_id: str | None = None
    """Command the option would run, when it differs between options."""


@dataclass(frozen=True, slots=True)
class ClarificationRequest:
    """A question to ask instead of guessing (001 §3.3)."""

    question: str
    """The question, in Chinese."""
    options: tuple[ClarificationOption, ...] = ()
    """Closed choices, best first; empty for an open question."""


@dataclass(frozen=True, slots=True)
class StageTrace:
    """What one pipeline stage kept and dropped, and why."""

    stage: str
    """Stage name (``filter_by_scope``)."""
    kept: tuple[str, ...] = ()
    """Ids the stage kept."""
    dropped: tuple[tuple[str, str], ...] = ()
    """(id, reason) pairs the stage dropped."""
    note: str = ""
    """Anything else worth knowing (weights chosen, fallbacks)."""


@dataclass(frozen=True, slots=True)
class RetrievalResult:
    """The answer for one command of a request (000: one result per command)."""

    command: QueryIR
    """The parsed command this result answers."""
    candidates: tuple[Candidate, ...] = ()
    """Ranked candidates, best first, at most top_k."""
    selected: tuple[Candidate, ...] = ()
    """The candidates the agent should act on (empty while a question is pending)."""
    clarification: ClarificationRequest | None = None
    """A question to ask the user, if the engine cannot tell."""
    groups: tuple[Group, ...] = ()
    """Executable groups for a bulk command."""
    hint: Hint | None = None
    """A note to the caller (need_clarification, too_many_targets, no_match)."""
    skipped: tuple[tuple[str, str], ...] = ()
    """(device id, reason) of devices in scope that the command leaves out, so the agent
    can say so ("3 盏灯只能开关，没有调到50%")."""
    meta: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))
    """Counters and fallbacks (parser, scope_unresolved, room_name_used, ...)."""
    trace: tuple[StageTrace, ...] = ()
    """Per-stage explanation, in pipeline order."""
