"""Stand-ins: a device in the same room that does what the device named cannot.

"电视声音小一点" in a home whose television has no volume on its main component: the
soundbar beside it plays its sound, and turning the television off instead would be wrong.
Only sound is handed over this way, only within the rooms of the devices meant, and only to
what plays a screen's sound (a soundbar, a receiver): a speaker of its own beside the
television ("客厅音箱", a Sonos) plays other things, and the person is asked.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from types import MappingProxyType

from context_retrieval.models import Category, CommandSpec, Device, Home, QueryIR, StageTrace
from context_retrieval.text import compact

# Words that ask about the sound of what is playing.
SOUND_WORDS = re.compile(r"声音|音量|大声|小声|静音|声儿|大点声|小点声|volume|mute")
# Commands that change the sound.
SOUND_CAPABILITIES = ("-audioVolume-", "-audioMute-")
# What plays programmes whose sound another device may carry; a doorbell or a siren that
# cannot be muted has no soundbar speaking for it.
_PLAYS_PROGRAMMES = frozenset({Category.TELEVISION, Category.PROJECTOR, Category.RECEIVER,
                               Category.SPEAKER, Category.NETWORK_AUDIO})


# What carries a screen's sound, by its label ("Soundbar", "客厅回音壁", "电视音响").
_FOR_A_SCREEN = re.compile(r"sound ?bar|사운드 ?바|回音壁|条形音[箱响]|电视音[箱响]|家庭影院|功放"
                           r"|receiver|home ?theat(?:er|re)|av ?amp")


def speaks_for_a_screen(device: Device, home: Home) -> bool:
    """True when ``device`` carries a television's or projector's sound: a receiver, or a
    speaker labelled as a soundbar, that can change its volume."""
    return (device.category is Category.RECEIVER
            or bool(_FOR_A_SCREEN.search(device.name.lower()))) and plays_sound(device, home)


def changes_the_sound(command: CommandSpec) -> bool:
    """True when ``command`` changes a volume or mutes."""
    return any(part in command.id for part in SOUND_CAPABILITIES)


def plays_sound(device: Device, home: Home) -> bool:
    """True when ``device`` has a command that changes its volume or mutes it."""
    return any(changes_the_sound(command) for command in home.commands_of(device))


def stand_ins_for_sound(devices: Sequence[Device], home: Home, ir: QueryIR
                        ) -> tuple[tuple[Device, ...], Mapping[str, Device], StageTrace]:
    """The devices that can do what a request about sound asks, among or beside ``devices``.

    Returns the devices to keep, and for those that stand in for a device named, the
    device each stands in for. When the request is not about sound, or none in play or
    beside them can change it, ``devices`` are kept as they are. Never raises.
    """
    said = ir.action or ""  # what to do, not everything said around it
    unchanged: tuple[tuple[Device, ...], Mapping[str, Device]] = (
        tuple(devices), MappingProxyType({}))
    if not devices or not SOUND_WORDS.search(said.lower()):
        return *unchanged, StageTrace("stand_in", note="not about sound")
    named = compact(ir.name_hint or "")
    labelled = tuple(device for device in devices if named and named in compact(device.name))
    # "CO报警器静音": when what is so labelled cannot, not another alarm that can be muted.
    meant = labelled if labelled and not any(plays_sound(d, home) for d in labelled) \
        else tuple(devices)
    able = tuple(device for device in meant if plays_sound(device, home))
    if able:
        return able, MappingProxyType({}), StageTrace(
            "stand_in", kept=tuple(d.id for d in able),
            dropped=tuple((d.id, "cannot change the sound") for d in devices if d not in able))
    # "客厅电视声音小一点": the television so labelled, not every one in play.
    screens = [device for device in meant
               if device.room and device.category in _PLAYS_PROGRAMMES]
    by_room: dict[str, Device] = {}
    for device in screens:
        if device.room:
            by_room.setdefault(device.room, device)
    helpers = {device.id: by_room[device.room] for device in home.devices
               if device.room in by_room and speaks_for_a_screen(device, home)}
    if not helpers:
        return meant, MappingProxyType({}), StageTrace(
            "stand_in", kept=tuple(d.id for d in meant),
            note="nothing beside them plays sound")
    if set(by_room.values()) - set(helpers.values()):
        # A television with a soundbar and one without: which is meant is asked, not
        # settled by where a soundbar happens to stand.
        return *unchanged, StageTrace("stand_in", note="not every device meant has a stand-in")
    names = "、".join(device.name for device in devices[:3])
    return tuple(d for d in home.devices if d.id in helpers), MappingProxyType(helpers), \
        StageTrace("stand_in", kept=tuple(helpers), dropped=tuple(
            (d.id, "cannot change the sound") for d in devices),
            note=f"{names} cannot change the sound: the device beside it that can stands in")
