"""Words for kinds of device: which type words of a label say what the device is."""

from __future__ import annotations

import pytest

from context_retrieval.models import Category
from context_retrieval.text import normalize
from context_retrieval.vocabulary import (
    EXHAUST_FAN_WORDS,
    TYPE_WORDS,
    family_of,
    is_an_exhaust_fan,
    label_kind_words,
    lights_a_room,
    naming_type_words,
    type_word_in,
)


@pytest.mark.parametrize(("label", "words"), [
    ("吊扇灯", ["吊扇", "灯"]),  # a fan and a light
    ("电视墙灯带", ["灯带"]),  # a light strip on the TV wall
    ("投影幕布", ["投影幕布"]),  # a projector screen is no projector
    ("筒灯3", ["筒灯"]),
    ("hue color lamp 1", ["lamp"]),
    ("灯带(电视墙)", ["灯带"]),
])
def test_only_type_words_at_the_head_of_a_label_name_its_kind(label: str,
                                                               words: list[str]) -> None:
    assert [word for word, _ in naming_type_words(label)] == words


def test_a_label_is_admitted_to_a_family_by_its_head_only() -> None:
    assert type_word_in("电视墙灯带", Category.TELEVISION) is None
    assert type_word_in("吊扇灯", Category.FAN) == "吊扇"


def test_of_overlapping_type_words_the_head_of_the_label_wins() -> None:
    assert naming_type_words("露台灯串") == (("灯串", Category.LIGHT),)
    assert naming_type_words("书房台灯") == (("台灯", Category.LIGHT),)


def test_common_kinds_of_light_are_lights() -> None:
    assert naming_type_words("天台串灯") == (("串灯", Category.LIGHT),)
    assert naming_type_words("院子投光灯") == (("投光灯", Category.LIGHT),)


@pytest.mark.parametrize("label", ["keting deng", "ON AIR灯牌", "广告灯箱"])
def test_a_label_typed_in_pinyin_or_naming_a_light_sign_says_a_light(label: str) -> None:
    assert Category.LIGHT in {category for _, category in naming_type_words(normalize(label))}


def test_an_amplifier_is_no_speaker() -> None:
    assert TYPE_WORDS["功放"] is Category.RECEIVER
    assert Category.RECEIVER not in family_of(TYPE_WORDS["音箱"]).members


@pytest.mark.parametrize("label", ["书房抽气扇", "厕所抽风扇", "排风"])
def test_an_exhaust_fan_is_called_so_in_the_south_too(label: str) -> None:
    assert is_an_exhaust_fan(label)
    assert "抽风" in EXHAUST_FAN_WORDS


def test_a_doorbell_is_no_door_and_no_alarm() -> None:
    assert TYPE_WORDS["门铃"] is Category.DOORBELL
    assert Category.SIREN in family_of(Category.DOORBELL).members  # on a siren's profile
    assert type_word_in("可视门铃", Category.SIREN) is None
    assert type_word_in("门铃", Category.SMART_LOCK) is None


@pytest.mark.parametrize(("label", "lamp"), [("门口灯笼", True), ("化妆镜灯", True),
                                             ("灭蚊灯", False), ("鱼池水泵", False)])
def test_a_lantern_lights_where_it_stands(label: str, lamp: bool) -> None:
    assert lights_a_room(label) is lamp


@pytest.mark.parametrize("said", ["水泵", "循环泵", "增氧泵", "泵"])
def test_a_pump_is_a_kind_of_its_own(said: str) -> None:
    assert TYPE_WORDS[said] is Category.PUMP


@pytest.mark.parametrize("label", ["增氧泵-别关!", "鱼池泵-勿关", "水泵 — 请勿断电"])
def test_a_warning_after_a_dash_does_not_hide_what_the_device_is(label: str) -> None:
    assert naming_type_words(normalize(label))[-1][1] is Category.PUMP


@pytest.mark.parametrize("label", ["鞋柜等", "补光登"])
def test_a_label_ending_in_what_speech_typing_writes_for_a_lamp_names_a_lamp(label: str) -> None:
    assert [category for _, category in label_kind_words(label)] == [Category.LIGHT]
    assert label_kind_words("等") == ()


def test_the_small_water_heater_under_a_kitchen_sink_is_a_water_heater() -> None:
    assert type_word_in("小厨宝", Category.WATER_HEATER) == "小厨宝"
    assert type_word_in("厨房小厨宝插座", Category.WATER_HEATER) is not None
