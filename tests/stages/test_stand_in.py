"""Stand-ins: sound asked of a device that cannot change it."""

from __future__ import annotations

from types import MappingProxyType

from builders import OFF, ON, device
from context_retrieval.models import Category, CommandSpec, Home, QueryIR
from context_retrieval.stages.stand_in import stand_ins_for_sound

VOLUME_DOWN = CommandSpec("main-audioVolume-volumeDown", "音量调小")
PAUSE = CommandSpec("main-mediaPlayback-pause", "暂停")
SPECS = MappingProxyType({"tv": (ON, OFF, PAUSE), "speaker": (ON, OFF, VOLUME_DOWN),
                          "switch": (ON, OFF)})
TV = device("tv", "电视", "客厅", Category.TELEVISION, "tv")
SOUNDBAR = device("bar", "Soundbar", "客厅", Category.SPEAKER, "speaker")
BEDROOM_SPEAKER = device("bed-speaker", "音箱", "主卧", Category.SPEAKER, "speaker")
LAMP = device("lamp", "台灯", "书房")
HOME = Home(devices=(TV, SOUNDBAR, BEDROOM_SPEAKER, LAMP), rooms=("客厅", "主卧", "书房"),
            specs=SPECS)


def quieter(action: str = "声音小一点") -> QueryIR:
    return QueryIR(raw=f"电视{action}", action=action, type_hint="Television", confidence=0.9)


def test_the_device_beside_one_that_cannot_change_the_sound_stands_in_for_it() -> None:
    kept, helpers, _ = stand_ins_for_sound([TV], HOME, quieter())
    assert [d.id for d in kept] == ["bar"]
    assert helpers["bar"] is TV


def test_of_the_devices_in_play_only_those_that_can_change_the_sound_stay() -> None:
    kept, helpers, trace = stand_ins_for_sound([TV, SOUNDBAR], HOME, quieter())
    assert [d.id for d in kept] == ["bar"]
    assert helpers == {}
    assert trace.dropped == (("tv", "cannot change the sound"),)


def test_a_request_not_about_sound_keeps_every_device() -> None:
    kept, helpers, _ = stand_ins_for_sound([TV, LAMP], HOME, quieter("打开"))
    assert [d.id for d in kept] == ["tv", "lamp"]
    assert helpers == {}


def test_nothing_beside_it_plays_sound_so_nothing_changes() -> None:
    kept, _, _ = stand_ins_for_sound([LAMP], HOME, quieter())
    assert [d.id for d in kept] == ["lamp"]


def test_a_doorbell_that_cannot_be_muted_has_no_soundbar_speaking_for_it() -> None:
    bell = device("bell", "门铃", "客厅", Category.SIREN, "switch")
    home = Home(devices=(*HOME.devices, bell), rooms=HOME.rooms, specs=SPECS)
    kept, helpers, _ = stand_ins_for_sound([bell], home, quieter("静音"))
    assert [d.id for d in kept] == ["bell"]
    assert helpers == {}


def test_a_speaker_of_its_own_beside_the_television_does_not_stand_in_for_it() -> None:
    sonos = device("sonos", "客厅音箱", "客厅", Category.SPEAKER, "speaker")
    home = Home(devices=(TV, sonos), rooms=("客厅",), specs=SPECS)
    kept, helpers, _ = stand_ins_for_sound([TV], home, quieter())
    assert [d.id for d in kept] == ["tv"]
    assert helpers == {}


def test_a_television_without_a_soundbar_beside_one_with_one_is_asked_about() -> None:
    bedroom_tv = device("bed-tv", "电视", "主卧", Category.TELEVISION, "tv")
    home = Home(devices=(*HOME.devices, bedroom_tv), rooms=HOME.rooms, specs=SPECS)
    kept, helpers, _ = stand_ins_for_sound([TV, bedroom_tv], home, quieter())
    assert {d.id for d in kept} == {"tv", "bed-tv"}
    assert helpers == {}
    named = QueryIR(raw="客厅电视声音小一点", action="声音小一点", name_hint="电视",
                    scope_include=frozenset({"客厅"}), type_hint="Television", confidence=0.9)
    kept, helpers, _ = stand_ins_for_sound([TV], home, named)
    assert [d.id for d in kept] == ["bar"]


def test_a_soundbar_labelled_in_korean_stands_in_for_the_television() -> None:
    bar = device("bar-ko", "사운드바", "客厅", Category.SPEAKER, "speaker")
    home = Home(devices=(TV, bar), rooms=("客厅",), specs=SPECS)
    kept, helpers, _ = stand_ins_for_sound([TV], home, quieter())
    assert [d.id for d in kept] == ["bar-ko"]
    assert helpers["bar-ko"] is TV
