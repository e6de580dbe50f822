"""English words of device labels, said in Chinese."""

from __future__ import annotations

import pytest

from context_retrieval.glossary import english_gloss


@pytest.mark.parametrize(("label", "gloss"), [
    ("Floor Lamp", "落地灯"), ("LR Light 1", "客厅灯1"), ("Bedroom AC", "卧室空调"),
    ("Soundbar", "回音壁"), ("LED Strip", "灯带"), ("Tea Room Fan", "茶室风扇"),
    ("Kitchen-Plug-A", "厨房插座a"), ("Spotlights 2", "射灯2"), ("Hue color lamp 1", "飞利浦彩灯1"),
    # Brands are said by their Chinese names.
    ("Dyson", "戴森"), ("Yeelight台灯", "易来台灯"), ("Roborock S7", "石头s7"),
])
def test_english_label_words_are_said_in_chinese(label: str, gloss: str) -> None:
    assert english_gloss(label) == gloss


@pytest.mark.parametrize("label", ["Govee灯带2", "客厅主灯", "", "acme"])
def test_a_label_without_an_english_word_known_has_no_gloss(label: str) -> None:
    assert english_gloss(label) is None
