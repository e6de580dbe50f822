"""English words of device labels, said in Chinese."""

from __future__ import annotations

import pytest

from context_retrieval.glossary import brand_gloss, device_gloss, english_gloss


@pytest.mark.parametrize(("label", "gloss"), [
    ("Floor Lamp", "落地灯"), ("LR Light 1", "客厅灯1"), ("Bedroom AC", "卧室空调"),
    ("Soundbar", "回音壁"), ("LED Strip", "灯带"), ("Tea Room Fan", "茶室风扇"),
    ("Kitchen-Plug-A", "厨房插座a"), ("Spotlights 2", "射灯2"), ("Hue color lamp 1", "hue彩灯1"),
    ("plant light 3", "补光灯3"), ("Kiln Room", "窑房"), ("Lobby Light", "大厅灯"),
])
def test_english_label_words_are_said_in_chinese(label: str, gloss: str) -> None:
    assert english_gloss(label) == gloss


@pytest.mark.parametrize(("label", "gloss"), [
    ("Dyson", "戴森"), ("Yeelight台灯", "易来台灯"), ("Roborock S7", "石头s7"),
    ("Hue color lamp 1", "飞利浦彩灯1"), ("Samsung TV", "三星电视"),
    ("Mi Plug", "小米插座"), ("Bosch Dishwasher", "博世洗碗机"),
])
def test_brands_are_said_by_their_chinese_names_in_a_gloss_of_their_own(
        label: str, gloss: str) -> None:
    assert brand_gloss(label) == gloss


@pytest.mark.parametrize("label", ["Yeelight台灯", "Govee灯带2", "客厅主灯", "", "acme"])
def test_a_label_without_an_english_word_known_has_no_gloss(label: str) -> None:
    assert english_gloss(label) is None


@pytest.mark.parametrize(("label", "gloss"), [
    ("Hue lightstrip", "hue灯带"), ("Light-Strip 2", "灯带2"), ("LIVING_ROOM light", "客厅灯"),
    ("livingroom lamp", "客厅台灯")])
def test_english_words_written_together_are_said_as_those_words(label: str, gloss: str) -> None:
    assert english_gloss(label) == gloss
    assert device_gloss(label) is not None
    assert brand_gloss("Hue lightstrip") == "飞利浦灯带"
