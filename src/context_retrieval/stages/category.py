"""Category gating: keep the devices of the kind the command names (seed 003).

``type_hint`` is read case-insensitively against the allowed categories ("light" →
Light). A valid category keeps the devices of its type family (vocabulary.py) plus the
devices whose label names that type although their category differs (a Switch labelled
"厨房灯"); those carry the reason ``type_by_label``. Unknown, invalid or missing hints skip
gating, and the caller switches to keyword-heavy weights.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType

from context_retrieval.errors import VocabularyError
from context_retrieval.models import Category, Device, StageTrace
from context_retrieval.text import normalize
from context_retrieval.vocabulary import (
    FAMILIES,
    GENERIC_TYPE_WORDS,
    MEASURED_BY,
    family_of,
    is_an_instruction,
    kind_said_instead,
    label_kind_words,
    lights_a_room,
    naming_type_words,
    type_word_in,
)

REASON_TYPE_HIT = "type_hit"
REASON_TYPE_BY_LABEL = "type_by_label"
REASON_TYPE_BY_CAPABILITY = "type_by_capability"
# Category name endings of devices that observe rather than act.
SENSOR_SUFFIXES = ("Sensor", "Detector")


@dataclass(frozen=True, slots=True)
class CategoryOutcome:
    """Devices left after gating and how each one got through."""

    devices: tuple[Device, ...]
    """Devices that go on to recall, in input order."""
    category: Category | None
    """The canonical category gated on; None when gating was skipped."""
    reasons: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    """device id → type_hit or type_by_label, for gated devices."""
    empty_fallback: bool = False
    """True when the category matched no device in scope and gating was undone."""
    trace: StageTrace = field(default_factory=lambda: StageTrace("gate_by_category"))
    """Kept and dropped device ids."""

    @property
    def gated(self) -> bool:
        """True when the devices were gated by a category (fusion uses gated weights)."""
        return self.category is not None and not self.empty_fallback


def _can_be_named_as_category(category: Category) -> bool:
    """Whether the label of a device of ``category`` may admit it to a kind its category
    is not.

    A wall switch takes the kind of what it drives ("厨房灯" is a light), and a ceiling-fan
    light ("吊扇灯") is a fan too. A smart plug stays a plug whatever it powers (鱼缸灯 is in
    "所有插座", not in "所有灯") unless its label names a kind of lamp, and sensors only
    watch ("窗户传感器" is no window).
    """
    return category is not Category.SMART_PLUG and not category.value.endswith(SENSOR_SUFFIXES)


def canonical_category(type_hint: str | None) -> Category | None:
    """Return the category ``type_hint`` names, or None for missing, invalid or Unknown."""
    if type_hint is None or not type_hint.strip():
        return None
    try:
        category = Category.from_text(type_hint)
    except VocabularyError:
        return None
    return None if category is Category.UNKNOWN else category


@lru_cache(maxsize=1 << 18)
def _kind_reason(label: str, device_category: Category, category: Category) -> str | None:
    """Why a device so labelled, of ``device_category``, is of the kind ``category`` said:
    type_hit, type_by_label, or None when it is not (labels repeat across a home)."""
    family = family_of(category).members
    instead = kind_said_instead(normalize(label), device_category)
    if device_category in family and instead is None:
        return REASON_TYPE_HIT
    if instead is not None and instead not in family:
        return None  # "卷帘门" is a door: the 卷帘 in its name does not make it a curtain
    said = type_word_in(normalize(label), category)
    if said is None or is_an_instruction(normalize(label)):
        return None  # "关掉所有灯" is a button that turns lights off, not a light
    if _at_the_structure(normalize(label), category):
        return None
    if _can_be_named_as_category(device_category) or (
            device_category is Category.SMART_PLUG and _plug_named_as(normalize(label), said)):
        return REASON_TYPE_BY_LABEL
    return None


# Parts of the house a device stands at: "大门灯" is a lamp at the gate, "窗帘灯带" a strip
# along the curtain box, neither the gate nor the curtain.
_STRUCTURES = frozenset({Category.SMART_LOCK, Category.DOOR, Category.GARAGE_DOOR,
                         Category.WINDOW_OPENER, Category.BLIND})
# What carries another device ("空调插座", "热水器开关"): named by what it carries.
_CARRYING = frozenset({Category.SMART_PLUG, Category.SWITCH})


def _at_the_structure(label: str, category: Category) -> bool:
    """True when ``label`` (normalised) names a part of the house of ``category`` and ends
    with the kind of another device that stands there, not one that carries it."""
    if category not in _STRUCTURES:
        return False
    kinds = label_kind_words(label)
    return bool(kinds) and kinds[-1][1] not in family_of(category).members \
        and kinds[-1][1] not in _CARRYING


# What shades a place from the sun whatever its category ("遮阳篷" on a window opener's
# profile, "天幕"): a sunny room with no curtain is shaded by it.
SHADES_FROM_THE_SUN = ("遮阳", "天幕")


def sun_shades(devices: Sequence[Device]) -> CategoryOutcome:
    """The devices among ``devices`` whose label says they shade from the sun, as a gate on
    Blind; gating undone (``empty_fallback``) when there are none. Never raises."""
    kept = tuple(device for device in devices
                 if any(word in normalize(device.name) for word in SHADES_FROM_THE_SUN))
    if not kept:
        return CategoryOutcome(tuple(devices), Category.BLIND, empty_fallback=True)
    return CategoryOutcome(
        kept, Category.BLIND, MappingProxyType({d.id: REASON_TYPE_BY_LABEL for d in kept}),
        trace=StageTrace("gate_by_category", kept=tuple(d.id for d in kept),
                         note="shades from the sun by label"))


def _plug_named_as(label: str, said: str) -> bool:
    """Whether a plug labelled ``label`` is the device its label's kind word ``said`` names.

    A plug is the appliance a specific kind word of its label names ("冰箱插座", "星星灯串"),
    or a generic one its label ends with ("老风扇", "化妆镜灯"), but not a light that is
    part of an appliance ("鱼缸灯", "灭蚊灯"), and not a generic kind said before the plug's
    own ("空调插座" is a plug).
    """
    if said not in GENERIC_TYPE_WORDS:
        return True
    head = label_kind_words(label)[-1:]
    if not head or head[0][0] != said:
        return False
    return said != "灯" or lights_a_room(label)


def learn_kinds(devices: Iterable[Device]) -> None:
    """Work out, before any request, which kind each (label, category) of ``devices`` is
    of, for every kind a type word names, so gating on a kind said for the first time
    costs a look-up per device. Never raises."""
    for label, device_category in {(device.name, device.category) for device in devices}:
        for category in FAMILIES:
            _kind_reason(label, device_category, category)


def is_of_the_kind(device: Device, word: str) -> bool:
    """True when ``word`` is a bare word for a kind ("空调", "灯", "窗帘") and ``device`` is
    of that kind, by its category or its label (what gating on that word would keep)."""
    kinds = naming_type_words(word) if word in GENERIC_TYPE_WORDS else ()
    return bool(kinds) and _kind_reason(device.name, device.category, kinds[-1][1]) is not None


def gate_by_category(devices: Sequence[Device], type_hint: str | None) -> CategoryOutcome:
    """Keep the devices of the family ``type_hint`` names (003 "Category Gating 预过滤").

    Args:
        devices: devices left by the scope filter.
        type_hint: the parsed category, any case; None/invalid/"Unknown" skip gating.

    Returns:
        The gated devices with a reason each. When the category matches no device in scope
        the outcome keeps every device and sets ``empty_fallback`` (a wrong type word must
        not leave the user with nothing). A tuple of devices (a home's, when no place is
        said) is gated once per kind. Never raises.
    """
    category = canonical_category(type_hint)
    if category is None:
        note = f"skipped: type_hint {type_hint!r} is not a usable category"
        return CategoryOutcome(tuple(devices), None,
                               trace=StageTrace("gate_by_category",
                                                kept=tuple(d.id for d in devices), note=note))
    if isinstance(devices, tuple):
        return _gate_once(_Same(devices), category)
    return _gate(devices, category)


class _Same:
    """A tuple compared by identity: a home's devices are hashed once, not per request."""

    __slots__ = ("devices",)

    def __init__(self, devices: tuple[Device, ...]) -> None:
        self.devices = devices

    def __hash__(self) -> int:
        return id(self.devices)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, _Same) and other.devices is self.devices


@lru_cache(maxsize=256)
def _gate_once(devices: _Same, category: Category) -> CategoryOutcome:
    return _gate(devices.devices, category)


def _gate(devices: Sequence[Device], category: Category) -> CategoryOutcome:
    kept: list[Device] = []
    reasons: dict[str, str] = {}
    dropped: list[tuple[str, str]] = []
    why_not: dict[Category, str] = {}
    for device in devices:
        reason = _kind_reason(device.name, device.category, category)
        if reason is not None:
            reasons[device.id] = reason
            kept.append(device)
        else:
            why = why_not.get(device.category)
            if why is None:
                why = why_not[device.category] = \
                    f"category {device.category.value} is not {category.value}"
            dropped.append((device.id, why))
    measured = MEASURED_BY.get(category)
    if not kept and measured:
        # "书房湿度多少" where no sensor is: what reports it (the study's air conditioner).
        kept = [device for device in devices if device.measures & measured]
        reasons = {device.id: REASON_TYPE_BY_CAPABILITY for device in kept}
        dropped = [(device_id, why) for device_id, why in dropped if device_id not in reasons]
    if not kept:
        return CategoryOutcome(
            tuple(devices), category, empty_fallback=True,
            trace=StageTrace("gate_by_category", kept=tuple(d.id for d in devices),
                             note=f"no {category.value} in scope: gating undone"))
    return CategoryOutcome(
        tuple(kept), category, MappingProxyType(reasons),
        trace=StageTrace("gate_by_category", kept=tuple(d.id for d in kept),
                         dropped=tuple(dropped), note=f"gated on {category.value}"))
