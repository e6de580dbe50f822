"""The home's room lexicon: floors, cores, kinds of room (DESIGN 8)."""

from __future__ import annotations

import pytest

from context_retrieval.lexicon import (
    EVERY_ROOM_CALLED,
    THE_FAMILY_HOME,
    SaidInLabels,
    is_floor_word,
    read_room,
    room_lexicon,
    rooms_said_in_labels,
    split_floor,
    split_index,
)

VILLA = ("负一楼车库", "B1影音室", "地下室酒窖", "一楼客厅", "1F厨房", "2F 书房", "二楼主卧",
         "二楼次卧", "二楼儿童房", "二楼主卫", "三楼起居室", "三楼露台", "花园")
DUPLEX = ("1F 客厅", "1F 客卫", "2F 主卧", "2F 主卫", "阳台")


@pytest.mark.parametrize(
    ("name", "floor", "core"),
    [
        ("一楼客厅", "1", "客厅"),
        ("2f书房", "2", "书房"),
        ("l2主卧", "2", "主卧"),  # L1/L2: levels of a loft
        ("lamp", None, "lamp"),
        ("b1影音室", "B1", "影音室"),
        ("负一楼车库", "B1", "车库"),
        ("地下室酒窖", "B1", "酒窖"),
        ("地下室", "B1", ""),
        ("三层", "3", ""),
        ("客厅", None, "客厅"),
        ("楼梯间", None, "楼梯间"),
    ],
)
def test_a_room_name_splits_into_floor_and_core(name: str, floor: str | None, core: str) -> None:
    assert split_floor(name) == (floor, core)


@pytest.mark.parametrize(
    ("said", "rooms"),
    [
        ("书房", {"2F 书房"}),
        ("卧室", {"二楼主卧", "二楼次卧", "二楼儿童房"}),
        ("卫生间", {"二楼主卫"}),
        ("客厅", {"一楼客厅"}),  # an exact core wins over the kinds of room it covers
        ("起居室", {"三楼起居室"}),
        ("二楼", {"2F 书房", "二楼主卧", "二楼次卧", "二楼儿童房", "二楼主卫"}),
        ("地下室", {"负一楼车库", "B1影音室", "地下室酒窖"}),
        ("二楼卧室", {"二楼主卧", "二楼次卧", "二楼儿童房"}),
        ("晒台", {"三楼露台"}),
        ("厨房", {"1F厨房"}),
    ],
)
def test_words_people_say_resolve_to_the_homes_rooms(said: str, rooms: set[str]) -> None:
    assert room_lexicon(VILLA).resolve(said) == rooms


@pytest.mark.parametrize("said", ["书房", "四楼", "三楼卧室", "储物间", ""])
def test_words_that_name_no_room_resolve_to_none(said: str) -> None:
    assert room_lexicon(("一楼客厅", "三楼起居室")).resolve(said) is None


def test_upstairs_and_downstairs_resolve_only_in_a_two_floor_home() -> None:
    assert room_lexicon(DUPLEX).resolve("楼上") == {"2F 主卧", "2F 主卫"}
    assert room_lexicon(DUPLEX).resolve("楼下") == {"1F 客厅", "1F 客卫"}
    assert room_lexicon(VILLA).resolve("楼上") is None


def test_an_attic_on_no_floor_over_two_floors_is_a_third_level() -> None:
    attic = room_lexicon(("一楼客厅", "厨房", "2F书房", "主卫", "阁楼"))
    assert attic.resolve("楼上") is None
    assert attic.resolve("楼下") is None
    # an attic said to be on the second floor is no level of its own
    loft = room_lexicon(("一楼客厅", "2F书房", "2F 阁楼", "阁楼 储物间"))
    assert loft.resolve("楼上") == {"2F书房", "2F 阁楼", "阁楼 储物间"}


def test_upstairs_with_a_room_in_a_home_of_more_floors_is_that_room_off_the_end_floor(
        ) -> None:
    # "楼上客厅" is no one floor but one room; "楼下卧室" none of the top floor's bedrooms.
    villa = room_lexicon(VILLA)
    assert villa.resolve("楼上起居室") == {"三楼起居室"}
    assert villa.resolve("楼下主卧") == {"二楼主卧"}
    assert villa.resolve("楼上客厅") is None  # the only 客厅 is on the lowest floor


def test_what_upstairs_may_mean_in_a_home_of_more_floors() -> None:
    villa = room_lexicon(VILLA)
    assert "一楼客厅" not in villa.rooms_a_level_may_mean("楼上")
    assert "三楼露台" in villa.rooms_a_level_may_mean("楼上")
    assert "三楼露台" not in villa.rooms_a_level_may_mean("楼下")
    assert villa.rooms_a_level_may_mean("二楼") == frozenset()
    assert room_lexicon(DUPLEX).rooms_a_level_may_mean("楼上") == frozenset()


@pytest.mark.parametrize(("said", "room"), [
    ("灶下", "1楼厨房"), ("祖公厅", "1F厅下"), ("上厅", "1F厅下"), ("店里", "1F 茶铺"),
    ("铺头", "1F 茶铺"), ("储物间", "B仓库"), ("冲凉房", "二楼卫生间"),
    ("老人家的房间", "2F老人房"), ("阿公阿婆的房间", "2F老人房")])
def test_words_for_kinds_of_room_of_other_regions(said: str, room: str) -> None:
    # Hakka 灶下 (kitchen) and 厅下 (the hall), a shop said of a room ending 铺 or 店, a
    # 仓库 kept as a storeroom, Cantonese 冲凉房 (bathroom).
    rooms = ("1F厅下", "1楼厨房", "1F 茶铺", "B仓库", "二楼卫生间", "2F老人房", "2楼客厅")
    assert room_lexicon(rooms).resolve(said) == {room}


def test_a_balcony_is_no_roof_terrace_but_a_terrace_may_be_said_of_a_balcony() -> None:
    assert room_lexicon(("客厅", "3F露台")).resolve("阳台") is None
    assert room_lexicon(("客厅", "生活阳台")).resolve("阳台") == {"生活阳台"}
    assert room_lexicon(("客厅", "阳台")).resolve("露台") == {"阳台"}


def test_the_grandparents_home_and_ours_beside_it_are_named_however_said() -> None:
    rooms = ("客厅（下层）", "楼上主卧", "爷爷家客厅", "爷爷家卧室", "储藏室")
    lexicon = room_lexicon(rooms)
    for said in ("爷爷家", "奶奶家", "爷爷奶奶家", "老人家那边"):
        assert lexicon.resolve(said) == {"爷爷家客厅", "爷爷家卧室"}
    assert lexicon.resolve("我们家") == {"客厅（下层）", "楼上主卧", "储藏室"}
    assert room_lexicon(("客厅", "主卧")).resolve("我们家") is None  # no other home beside
    assert lexicon.resolve("奶奶") is None  # the person, not her home


def test_a_room_is_named_without_its_last_character() -> None:
    assert room_lexicon(("主卧室", "客厅")).resolve("主卧") == {"主卧室"}


def test_the_lexicon_words_come_from_the_home() -> None:
    words = room_lexicon(VILLA).words()
    assert {"书房", "2f书房", "影音室", "卧室", "二楼", "2f", "负一楼"} <= set(words)
    assert list(words) == sorted(words, key=lambda w: (-len(w), w))


@pytest.mark.parametrize(("word", "floor"), [("二楼", True), ("楼上", True), ("2f", True),
                                             ("二楼主卧", False), ("客厅", False)])
def test_floor_words_are_told_from_rooms(word: str, floor: bool) -> None:
    assert is_floor_word(word) is floor


def test_a_room_is_named_with_the_character_that_says_it_is_a_room() -> None:
    assert room_lexicon(("2F 主卧", "2F 次卧")).resolve("主卧室") == {"2F 主卧"}


def test_childrens_rooms_are_bedrooms_and_childrens_rooms() -> None:
    lexicon = room_lexicon(("二层主卧", "二层大宝房间", "二层二宝房间", "一层厨房"))
    assert lexicon.resolve("孩子房间") == {"二层大宝房间", "二层二宝房间"}
    assert lexicon.resolve("卧室") == {"二层主卧", "二层大宝房间", "二层二宝房间"}


@pytest.mark.parametrize("name", ["孩子房", "孩子房间", "儿童房间", "小朋友房间"])
def test_a_room_named_by_a_word_for_a_childs_room_is_one_and_a_bedroom(name: str) -> None:
    lexicon = room_lexicon(("主卧", name, "厨房"))
    assert lexicon.resolve("卧室") == {"主卧", name}
    assert lexicon.resolve("小孩房") == {name}


def test_widening_a_core_adds_every_room_of_its_kind() -> None:
    lexicon = room_lexicon(VILLA)
    assert lexicon.resolve("客厅") == {"一楼客厅"}
    assert lexicon.resolve("客厅", widen=True) == {"一楼客厅", "三楼起居室"}


def test_english_room_names_are_kinds_of_room_too() -> None:
    lexicon = room_lexicon(("二层 Master Bath", "一层卫生间", "二层公卫"))
    assert lexicon.resolve("洗手间") == {"二层 Master Bath", "一层卫生间", "二层公卫"}


def test_a_dining_area_is_a_dining_room() -> None:
    assert room_lexicon(("L1 餐区", "L1 客厅")).resolve("餐厅") == {"L1 餐区"}


def test_the_childrens_rooms_said_in_the_plural() -> None:
    lexicon = room_lexicon(("二层大宝房间", "二层二宝房间", "二层主卧"))
    assert lexicon.resolve("孩子们房间") == {"二层大宝房间", "二层二宝房间"}


@pytest.mark.parametrize(("said", "room"), [("健身室", "三层健身房"), ("露台", "三层晒台"),
                                            ("晒台", "三层晒台")])
def test_a_room_is_named_by_a_sibling_word(said: str, room: str) -> None:
    lexicon = room_lexicon(("三层健身房", "三层晒台", "一层客厅"))
    assert lexicon.resolve(said) == {room}
    assert said in lexicon.words()


def test_words_for_a_study_are_interchangeable() -> None:
    assert room_lexicon(("L2 工作室", "L1 客厅")).resolve("办公室") == {"L2 工作室"}
    assert room_lexicon(("书房", "工作室")).resolve("书房") == {"书房"}


IDIOSYNCRATIC = ("Living", "餐厅区", "中西厨", "Master 套房", "次卧（爸妈）", "儿童房-朵朵",
                 "书房/工作间", "健身角", "主卫", "客卫", "生活阳台", "景观阳台")


@pytest.mark.parametrize(("said", "rooms"), [
    ("客厅", {"Living"}),  # English room words are read as Chinese ones
    ("living", {"Living"}),
    ("餐厅", {"餐厅区"}),  # a zone of a kind of room is that kind
    ("主卧", {"Master 套房"}),  # the home's room of that kind that starts the same way
    ("爸妈房间", {"次卧（爸妈）"}),  # a note names whose room it is
    ("朵朵的房间", {"儿童房-朵朵"}),
    ("工作间", {"书房/工作间"}),  # an alternative name
    ("健身房", {"健身角"}),
    ("阳台", {"生活阳台", "景观阳台"}),
])
def test_room_names_as_people_type_them_in_the_app(said: str, rooms: set[str]) -> None:
    assert room_lexicon(IDIOSYNCRATIC).resolve(said) == rooms


def test_words_for_a_childs_room_are_interchangeable() -> None:
    assert room_lexicon(("2楼小孩房", "2楼主卧")).resolve("儿童房") == {"2楼小孩房"}


def test_the_masters_room_said_another_way() -> None:
    lexicon = room_lexicon(("主人房", "细房", "客厅"))
    assert lexicon.resolve("主卧") == lexicon.resolve("大房") == {"主人房"}
    assert room_lexicon(("二楼主卧", "客厅")).resolve("主人房") == {"二楼主卧"}
    assert room_lexicon(("大房", "细房")).resolve("大房") == {"大房"}
    assert room_lexicon(("主卧", "次卧", "书房")).resolve("大卧室") == {"主卧"}
    assert room_lexicon(("主卧", "次卧", "书房")).resolve("小卧室") == {"次卧"}


def test_a_room_named_by_its_side_is_said_by_its_side() -> None:
    lexicon = room_lexicon(("南卧", "北卧", "北阳台", "客餐厅"))
    assert lexicon.resolve("北屋") == lexicon.resolve("北房") == {"北卧"}
    assert room_lexicon(("北屋", "客厅")).resolve("北卧") == {"北屋"}


def test_the_big_and_the_small_room_are_bedrooms() -> None:
    assert room_lexicon(("大屋", "小屋", "客厅")).resolve("卧室") == {"大屋", "小屋"}


def test_a_room_that_is_two_rooms_is_named_by_either() -> None:
    lexicon = room_lexicon(("客餐厅", "书房兼客房", "主卧"))
    assert lexicon.resolve("客厅") == lexicon.resolve("餐厅") == {"客餐厅"}
    assert lexicon.resolve("客房") == lexicon.resolve("书房") == {"书房兼客房"}


def test_the_answers_kept_stay_bounded_whatever_is_said(monkeypatch: pytest.MonkeyPatch) -> None:
    import context_retrieval.lexicon as lexicon_module

    monkeypatch.setattr(lexicon_module, "MEMO_LIMIT", 10)
    rooms = room_lexicon(("一楼客厅", "二楼主卧", "三楼书房", "四楼阁楼"))
    for number in range(50):
        rooms.resolve(f"房间{number}")
    assert rooms.resolve("客厅") == {"一楼客厅"}
    assert len(rooms._memo) <= 10


LEVELS = ("下层 客厅", "下层 厨房", "上层 主卧", "上层 次卧", "Guest Room", "Bathroom 2", "Study")


@pytest.mark.parametrize(
    ("said", "rooms"),
    [
        ("楼上", {"上层 主卧", "上层 次卧"}),
        ("上层", {"上层 主卧", "上层 次卧"}),
        ("下层", {"下层 客厅", "下层 厨房"}),
        ("upstairs", {"上层 主卧", "上层 次卧"}),
        ("楼下客厅", {"下层 客厅"}),
    ],
)
def test_a_home_that_names_its_two_levels_upper_and_lower_has_two_floors(
        said: str, rooms: set[str]) -> None:
    assert room_lexicon(LEVELS).resolve(said) == rooms


@pytest.mark.parametrize(
    ("said", "rooms"),
    [
        ("客房", {"Guest Room"}),
        ("guest room", {"Guest Room"}),
        ("master bedroom", {"上层 主卧"}),
        ("living room", {"下层 客厅"}),
        ("书房", {"Study"}),
        ("二卫", {"Bathroom 2"}),
        ("卫生间二", {"Bathroom 2"}),
    ],
)
def test_english_and_numbered_room_names_are_named_the_way_people_say_them(
        said: str, rooms: set[str]) -> None:
    assert room_lexicon(LEVELS).resolve(said) == rooms


def test_english_room_words_are_words_of_a_home_that_has_such_rooms() -> None:
    words = set(room_lexicon(LEVELS).words())
    assert {"masterbedroom", "livingroom", "guestroom", "上层", "下层"} <= words
    assert "garage" not in words


COURTYARD = ("正房客厅", "正房东屋", "正房西屋", "东厢房", "西厢房", "院子", "厨房")


@pytest.mark.parametrize(
    ("said", "rooms"),
    [
        ("东屋", {"正房东屋"}),
        ("正房", {"正房客厅", "正房东屋", "正房西屋"}),
        ("厢房", {"东厢房", "西厢房"}),
        ("两边厢房", {"东厢房", "西厢房"}),
        ("院里", {"院子"}),
        ("厨房里头", {"厨房"}),
    ],
)
def test_a_room_is_named_by_a_part_of_its_name_as_people_shorten_it(
        said: str, rooms: set[str]) -> None:
    assert room_lexicon(COURTYARD).resolve(said) == rooms


@pytest.mark.parametrize("said", ["茶室", "孩子屋", "门口"])
def test_a_part_that_fits_no_room_names_none(said: str) -> None:
    assert room_lexicon(COURTYARD).resolve(said) is None


@pytest.mark.parametrize(("name", "floor", "core"), [
    ("-1F 车库", "B1", "车库"), ("Room-2A", "2", "room2a"), ("R3-01", "3", "r31")])
def test_a_minus_floor_and_an_installers_room_code_say_the_floor(name: str, floor: str,
                                                                 core: str) -> None:
    room = read_room(name)
    assert (room.floor, room.core) == (floor, core)


@pytest.mark.parametrize(("name", "floor", "core"), [
    ("3/F 客厅", "3", "客厅"), ("1/F 客廳", "1", "客厅"), ("G/F 铺面", "1", "铺面"),
    ("1st Floor Living", "1", "客厅"), ("2nd floor bedroom", "2", "卧室"),
    ("Ground Floor Kitchen", "1", "厨房"), ("Level 2 Bedroom", "2", "卧室"),
    ("F2 bedroom", "2", "卧室"), ("B1F 車庫", "B1", "车库"), ("主卧 二楼", "2", "主卧"),
    ("一楼的客厅", "1", "客厅"), ("卫2F", "2", "卫"), ("小二楼", None, "小二楼"),
    ("首层客厅", "1", "客厅"), ("底楼厨房", "1", "厨房"), ("2/F主人房", "2", "主人房"),
    ("first aid room", None, "firstaid房")])
def test_floors_written_the_hong_kong_the_english_or_the_trailing_way_are_read(
        name: str, floor: str | None, core: str) -> None:
    room = read_room(name)
    assert (room.floor, room.core) == (floor, core)


def test_an_installers_room_code_is_on_its_floor_and_named_by_its_code() -> None:
    lexicon = room_lexicon(("1F 客厅", "2F 主卧", "Room-2A", "-1F 车库", "B1 影音室"))
    assert lexicon.resolve("二楼") == {"2F 主卧", "Room-2A"}
    assert lexicon.resolve("room2a") == {"Room-2A"}
    assert lexicon.resolve("负一楼") == {"-1F 车库", "B1 影音室"}
    assert lexicon.resolve("一楼") == {"1F 客厅"}


@pytest.mark.parametrize(("said", "rooms"), [
    ("爷爷奶奶房间", {"一层老人房"}), ("娃儿房间", {"二层大宝房间"}), ("孩子屋", {"二层大宝房间"})])
def test_dialect_words_for_a_childs_or_the_grandparents_room(said: str, rooms: set[str]) -> None:
    assert room_lexicon(("一层老人房", "二层大宝房间", "一层客厅")).resolve(said) == rooms


def test_the_parents_room_is_the_master_bedroom_and_a_siblings_a_childs() -> None:
    lexicon = room_lexicon(("2F主卧", "2F儿童房", "老人房", "1F爸妈卫生间"))
    assert lexicon.resolve("爸妈房间") == {"2F主卧"}
    assert lexicon.resolve("弟弟房间") == {"2F儿童房"}
    assert lexicon.resolve("爸妈那边") == {"1F爸妈卫生间"}  # named after them: theirs
    assert room_lexicon(("次卧（爸妈）", "主卧")).resolve("爸妈房间") == {"次卧（爸妈）"}


@pytest.mark.parametrize("said", ["公厕", "公共卫生间", "公用卫生间"])
def test_the_shared_bathroom_is_called_by_any_word_for_it(said: str) -> None:
    lexicon = room_lexicon(("公共洗手间", "主卧卫生间", "客厅"))
    assert lexicon.resolve(said) == {"公共洗手间"}
    assert room_lexicon(("公卫", "主卫")).resolve(said) == {"公卫"}
    # and still a bathroom
    assert lexicon.resolve("卫生间") == {"公共洗手间", "主卧卫生间"}


def test_a_laundry_room_is_called_by_any_word_for_it() -> None:
    lexicon = room_lexicon(("布草间", "大堂", "厨房"))
    assert lexicon.resolve("洗衣房") == {"布草间"}
    assert lexicon.resolve("洗衣间") == {"布草间"}


def test_a_numbered_room_is_still_its_kind() -> None:
    assert room_lexicon(("公卫", "Bathroom 2", "客厅")).resolve("卫生间") == {"公卫", "Bathroom 2"}


GUESTHOUSE = ("一楼 厨房", "二楼 囝仔房", "二楼 阿嬷房", "3F-海景房A", "3F-海景房B", "天台")


@pytest.mark.parametrize(("said", "rooms"), [
    ("A房", {"3F-海景房A"}), ("room b", {"3F-海景房B"}),
    ("海景房", {"3F-海景房A", "3F-海景房B"}), ("三楼", {"3F-海景房A", "3F-海景房B"}),
    ("孩子房", {"二楼 囝仔房"}), ("奶奶房", {"二楼 阿嬷房"}), ("灶脚", {"一楼 厨房"}),
    ("楼顶", {"天台"})])
def test_rooms_told_apart_by_a_letter_and_regional_words_for_rooms(said: str,
                                                                   rooms: set[str]) -> None:
    assert room_lexicon(GUESTHOUSE).resolve(said) == rooms


ZONED = ("1楼客厅", "1F爸妈卫生间", "二楼客厅", "Bathroom 2F", "二楼女儿房", "二楼-主卧",
         "弟弟家客厅", "弟弟家厨房", "3楼-弟弟家卫生间", "三楼主卧", "小美的房", "阿杰卧室")


@pytest.mark.parametrize(
    ("said", "rooms"),
    [
        # a zone tied to one floor by one of its rooms names that floor
        ("弟弟家", {"弟弟家客厅", "弟弟家厨房", "3楼-弟弟家卫生间", "三楼主卧"}),
        ("三楼", {"弟弟家客厅", "弟弟家厨房", "3楼-弟弟家卫生间", "三楼主卧"}),
        ("爸妈那层", {"1楼客厅", "1F爸妈卫生间"}),
        # a floor said after the room
        ("二楼", {"二楼客厅", "Bathroom 2F", "二楼女儿房", "二楼-主卧"}),
        ("卫生间", {"1F爸妈卫生间", "Bathroom 2F", "3楼-弟弟家卫生间"}),
        # a daughter's room, someone's room and a zoned bedroom are bedrooms
        ("卧室", {"二楼女儿房", "二楼-主卧", "三楼主卧", "小美的房", "阿杰卧室"}),
        ("客厅", {"1楼客厅", "二楼客厅", "弟弟家客厅"}),
    ],
)
def test_zones_and_floors_said_after_the_room_are_read_from_room_names(
        said: str, rooms: set[str]) -> None:
    assert room_lexicon(ZONED).resolve(said) == rooms


@pytest.mark.parametrize("name", ["主卧卫生间", "健身房", "儿童房", "客餐厅"])
def test_a_room_kind_before_another_is_no_zone(name: str) -> None:
    assert read_room(name).zone is None


@pytest.mark.parametrize(("said", "room"), [("伢儿房间", "儿童房"), ("厨房", "后厨"),
                                            ("客堂间", "客厅")])
def test_dialect_and_trade_words_for_rooms(said: str, room: str) -> None:
    assert room_lexicon(("儿童房", "后厨", "客厅", "书房")).resolve(said) == {room}


def test_a_room_named_after_another_is_on_its_floor() -> None:
    lexicon = room_lexicon(("一楼客厅", "2F 阁楼", "阁楼 储物间", "厨房"))
    assert lexicon.resolve("二楼") == {"2F 阁楼", "阁楼 储物间"}
    assert lexicon.resolve("一楼") == {"一楼客厅", "厨房"}  # under the loft


@pytest.mark.parametrize(("said", "room"), [("次卧", "細房"), ("阿姨房间", "工人房"),
                                            ("保姆间", "工人房")])
def test_second_bedrooms_and_helpers_rooms_have_their_everyday_words(said: str,
                                                                     room: str) -> None:
    assert room_lexicon(("細房", "主人房", "工人房", "客廳")).resolve(said) == {room}


@pytest.mark.parametrize(("said", "room"), [("茅房", "卫生间"), ("茅子", "卫生间"),
                                            ("外屋地", "厨房")])
def test_northern_words_for_the_toilet_and_the_kitchen(said: str, room: str) -> None:
    assert room_lexicon(("客厅", "卫生间", "厨房")).resolve(said) == {room}


@pytest.mark.parametrize(("rooms", "said", "found"), [
    (("主卧", "儿子房", "女儿房"), "孙子屋", {"儿子房"}),
    (("主卧", "儿子房", "女儿房"), "孙女的房间", {"女儿房"}),
    (("主卧", "儿子房", "Room 4"), "孙子屋", {"儿子房"}),
    # the eldest of several: which of them is not known
    (("主卧", "次卧", "儿童房"), "大孙子屋", None),
    (("主卧", "儿子房", "Room 4"), "孙女屋", None),
    (("主卧", "儿子房", "Room 4"), "小女儿房间", None),
    (("主卧", "儿童房", "老人房"), "女儿房间", {"儿童房"}),
    (("主卧", "儿童房", "老人房"), "闺女屋", {"儿童房"}),
    (("主卧", "女儿房", "儿子房"), "丫头子屋", {"女儿房"}),
    # a child's elder sister is the daughter of the home
    (("主卧", "次卧(女儿)", "儿童房"), "家姐房间", {"次卧(女儿)"})])
def test_a_son_daughter_or_grandchild_has_the_childs_room_of_their_sex_or_the_only_one(
        rooms: tuple[str, ...], said: str, found: set[str] | None) -> None:
    assert room_lexicon(rooms).resolve(said) == found


_TWO_FLATS = ("东边客厅", "东边厨房", "主卧", "东卫", "东阳台", "西套客厅", "西套厨房", "老人房",
              "西卫", "西阳台", "玄关")


@pytest.mark.parametrize(("said", "rooms"), [
    ("西边那套", {"西套客厅", "西套厨房", "西卫", "西阳台"}),
    ("东套", {"东边客厅", "东边厨房", "东卫", "东阳台"}),
    ("西边客厅", {"西套客厅"}), ("东边那套的卫生间", {"东卫"}),
    ("卫生间", {"东卫", "西卫"}), ("客厅", {"东边客厅", "西套客厅"})])
def test_a_side_of_a_home_named_by_its_sides_is_its_rooms_on_that_side(
        said: str, rooms: set[str]) -> None:
    assert room_lexicon(_TWO_FLATS).resolve(said) == rooms


def test_a_grandmothers_room_is_not_her_mothers() -> None:
    assert room_lexicon(("二楼主卧", "太姥姥屋")).resolve("姥姥屋") is None


def test_a_side_names_nothing_in_a_home_not_named_by_its_sides() -> None:
    assert room_lexicon(("东卧", "西卧", "客厅")).resolve("东边") is None


def test_a_floor_in_brackets_and_english_rooms_of_big_houses() -> None:
    assert read_room("花园(下层)").floor == "1"
    assert read_room("2F Master Suite").core == "主卧"
    lexicon = room_lexicon(("2F Master Suite", "B1 Home Theater", "1F Living"))
    assert lexicon.resolve("影音室") == {"B1 Home Theater"}


def test_outside_is_the_grounds_not_a_terrace_of_a_floor() -> None:
    lexicon = room_lexicon(("前院", "后花园", "泳池区", "车库", "3F 露台", "1F Living"))
    assert lexicon.resolve("外面") == {"前院", "后花园", "泳池区", "车库"}


def test_bathroom_words_name_every_bathroom_even_beside_one_so_named() -> None:
    lexicon = room_lexicon(("下层卫生间", "客卫-18F", "客厅"))
    assert lexicon.resolve("卫生间") == {"下层卫生间", "客卫-18F"}


def test_an_index_may_be_followed_by_its_unit() -> None:
    assert split_index("喷灌3区") == ("喷灌", 3)
    assert split_index("插座2号") == ("插座", 2)
    assert split_index("筒灯12") == ("筒灯", 12)


@pytest.mark.parametrize(("label", "split"), [
    ("射灯二", ("射灯", 2)), ("射灯零号", ("射灯", 0)), ("筒灯三号", ("筒灯", 3)),
    ("吸顶灯十二", ("吸顶灯", 12)),
    # A Chinese numeral ends a series label only after a kind of device.
    ("统一", ("统一", None)), ("主卧一", ("主卧一", None)), ("灯一", ("灯一", None)),
])
def test_an_index_may_be_written_as_a_chinese_numeral_after_a_kind(
        label: str, split: tuple[str, int | None]) -> None:
    assert split_index(label) == split


def test_a_room_and_what_it_is_may_be_said_with_a_space_between() -> None:
    assert (read_room("2号房 双床房").core, read_room("2号房 双床房").aliases) == (
        "2号房", ("双床房",))
    assert read_room("餐厅 Dining").core != "dining"  # an English note keeps the room


@pytest.mark.parametrize(("name", "floor", "core"), [
    ("15F 前台", "15", "前台"), ("16楼会议室B", "16", "会议室b"), ("十八楼 健身房", "18", "健身房"),
    ("Gym 21F", "21", "健身房"), ("二十三层客厅", "23", "客厅"),
])
def test_a_building_floor_of_two_digits_is_a_floor(name: str, floor: str, core: str) -> None:
    room = read_room(name)
    assert (room.floor, room.core) == (floor, core)


def test_a_tower_floor_is_said_in_digits_or_in_chinese() -> None:
    lexicon = room_lexicon(("15F 前台", "15楼 茶水间", "16F 机房", "17F 员工宿舍"))
    assert lexicon.floors == ("15", "16", "17")
    assert lexicon.resolve("十五楼") == lexicon.resolve("15层") == {"15F 前台", "15楼 茶水间"}
    assert split_floor("12号房") == (None, "12号房")


def test_downstairs_is_asked_about_when_the_two_floors_named_are_not_next_to_each_other(
        ) -> None:
    # The rooms without a floor are on the floor between B1 and 2F: downstairs may be
    # either; upstairs is the second floor.
    lexicon = room_lexicon(("客廳", "主人房", "2F 书房", "2F 影音室", "B1 车位"))
    assert lexicon.resolve("楼下") is None
    assert lexicon.floor_of("楼上") == "2"


def test_a_towers_floor_number_is_not_a_third_level_of_a_two_level_home() -> None:
    lexicon = room_lexicon(("上层 餐厅", "客卫-18F", "下层主卧", "下层卫生间"))
    assert lexicon.resolve("楼下") == {"下层主卧", "下层卫生间"}
    assert lexicon.resolve("18楼") == {"客卫-18F"}


def test_an_installers_code_starting_with_zero_names_no_floor() -> None:
    assert read_room("RM-08").floor is None


def test_a_room_name_shortened_to_its_head_and_last_word_names_it() -> None:
    lexicon = room_lexicon(("15F开放办公区", "16F-老板办公室", "15F-打印区"))
    assert lexicon.resolve("开放区") == {"15F开放办公区"}


@pytest.mark.parametrize(("said", "room"), [("老人房", "婆婆房"), ("小朋友房间", "细路房"),
                                            ("卧室", "婆婆房")])
def test_cantonese_family_rooms_have_their_everyday_words(said: str, room: str) -> None:
    assert room in (room_lexicon(("婆婆房", "细路房", "客廳")).resolve(said) or ())


@pytest.mark.parametrize("said", ["成间屋", "屋企", "整间屋"])
def test_cantonese_words_for_the_whole_home(said: str) -> None:
    assert room_lexicon(("客廳", "主人房")).names_the_home(said)


@pytest.mark.parametrize(("said", "room"), [("天台", "楼顶露台"), ("进门", "1F玄关"),
                                            ("宝宝屋", "二楼儿童房")])
def test_everyday_words_for_the_roof_the_entrance_and_the_babys_room(said: str,
                                                                    room: str) -> None:
    lexicon = room_lexicon(("1F玄关", "二楼儿童房", "楼顶露台", "2F Balcony"))
    assert lexicon.resolve(said) == {room}


def test_a_room_ending_with_the_word_said_comes_before_one_only_of_its_kind() -> None:
    lexicon = room_lexicon(("楼顶露台", "2F Balcony", "1F客厅"))
    assert lexicon.resolve("露台") == {"楼顶露台"}
    assert lexicon.resolve("阳台") == {"2F Balcony"}


def test_a_bathroom_word_still_names_every_bathroom_beside_one_ending_with_it() -> None:
    lexicon = room_lexicon(("1号房卫生间", "公卫", "公共客厅"))
    assert lexicon.resolve("卫生间") == {"1号房卫生间", "公卫"}


def test_upstairs_is_the_second_floor_beside_rooms_with_no_floor() -> None:
    # The rooms that say no floor are downstairs; the only floor said above them is upstairs.
    flat = room_lexicon(("客厅", "主卧", "2F 衣帽间", "二楼露台", "储物间 B2-17"))
    assert flat.resolve("楼上") == {"2F 衣帽间", "二楼露台"}
    assert flat.resolve("楼下") is None  # the rooms with no floor, or the basement: ask


@pytest.mark.parametrize(("name", "floor", "core", "number"), [
    ("101 大床房", "1", "大床房", "101"),
    ("2F-201 观景房", "2", "观景房", "201"),
    ("202", "2", "202", "202"),
    ("1203 大床房", "12", "大床房", "1203"),
    ("202房", "2", "202房", "202"),
    ("305号房", "3", "305号房", "305"),
    ("1108室", "11", "1108室", "1108"),
])
def test_a_hotel_room_number_is_a_name_of_the_room_and_says_its_floor(
        name: str, floor: str, core: str, number: str) -> None:
    room = read_room(name)
    assert (room.floor, room.core) == (floor, core)
    assert number in room.aliases


def test_a_room_is_named_by_its_number_or_by_what_it_is() -> None:
    lexicon = room_lexicon(("前台大堂", "101 大床房", "102", "2F-201 观景房", "202"))
    assert lexicon.resolve("101") == {"101 大床房"}
    assert lexicon.resolve("观景房") == {"2F-201 观景房"}
    assert lexicon.resolve("二楼") == {"2F-201 观景房", "202"}


def test_a_guesthouses_numbered_rooms_are_its_guest_rooms() -> None:
    lexicon = room_lexicon(("前台大堂", "101 大床房", "102", "2F-201 观景房", "老板卧室"))
    assert lexicon.resolve("客房") == {"101 大床房", "102", "2F-201 观景房"}
    assert lexicon.resolve("二楼客房") == {"2F-201 观景房"}
    assert "客房" in lexicon.words()


def test_a_room_number_said_in_english_names_the_room() -> None:
    lexicon = room_lexicon(("101 大床房", "2F-201 观景房", "Master Bedroom"))
    assert lexicon.resolve("room201") == {"2F-201 观景房"}
    assert lexicon.resolve("master bedroom") == {"Master Bedroom"}


@pytest.mark.parametrize(("name", "said"), [("TR2 观山", ("tr2", "观山")),
                                            ("A3 静室", ("a3", "静室"))])
def test_a_room_named_by_a_code_and_a_name_answers_to_either(name: str,
                                                              said: tuple[str, ...]) -> None:
    assert set(said) <= set(read_room(name).aliases)


def test_a_floor_code_beside_a_room_stays_a_floor() -> None:
    room = read_room("B1 车库")
    assert room.floor == "B1"
    assert "b1" not in room.aliases


def test_downstairs_of_a_home_with_a_basement_is_asked_about() -> None:
    # From the ground floor, downstairs is the basement; from the first floor up, the
    # ground floor. Upstairs is still the upper of the two floors above ground.
    lexicon = room_lexicon(("一楼客厅", "二楼书房", "2F 儿子房间", "负一楼车库", "B1 设备间"))
    assert lexicon.resolve("楼下") is None
    assert lexicon.floor_of("楼上") == "2"


def test_someone_s_room_is_no_zone_and_a_bare_word_for_a_room_names_none_of_it() -> None:
    # "小宇房间" is 小宇's room, not the 房间 of a part of the home called 小宇: "孩子房间"
    # and "房间" do not name it by its ending.
    lexicon = room_lexicon(("3F小宇房间", "2F 朵朵房", "二楼 主卧"))
    (room,) = [r for r in lexicon.rooms if r.name == "3F小宇房间"]
    assert room.zone is None
    assert room.core == "小宇房间"
    assert lexicon.resolve("小宇房间") == {"3F小宇房间"}
    assert lexicon.resolve("小宇房") == {"3F小宇房间"}
    assert lexicon.resolve("孩子房间") is None
    assert lexicon.resolve("房间") is None


def test_upstairs_is_asked_about_when_numbered_floors_stand_above_rooms_saying_none() -> None:
    # A guesthouse: rooms 201… and 301… upstairs, the lobby and the owners' rooms below.
    guesthouse = room_lexicon(("前台", "大堂", "主卧", "201", "202房", "301苍山", "3F-家庭房"))
    assert guesthouse.resolve("楼上") is None
    assert guesthouse.resolve("楼下") is None
    assert guesthouse.resolve("二楼") == {"201", "202房"}
    assert guesthouse.resolve("202") == {"202房"}


@pytest.mark.parametrize(("rooms", "guest_rooms"), [
    (("前台", "主卧", "201", "202房", "3F-家庭房"), {"201", "202房", "3F-家庭房"}),
    (("1号房(海景大床房)", "1号房卫生间", "2号房 双床房", "公共客厅"),
     {"1号房(海景大床房)", "2号房 双床房"}),
])
def test_the_guest_rooms_of_a_guesthouse_are_its_numbered_rooms_and_those_named_as_let(
        rooms: tuple[str, ...], guest_rooms: set[str]) -> None:
    assert room_lexicon(rooms).resolve("客房") == guest_rooms


def test_a_bedroom_named_by_its_side_of_the_flat_is_a_bedroom() -> None:
    lexicon = room_lexicon(("客餐厅", "南卧", "北卧", "次卧2", "北阳台"))
    assert lexicon.resolve("卧室") == {"南卧", "北卧", "次卧2"}
    assert lexicon.resolve("北卧") == {"北卧"}


def test_a_part_of_a_room_the_home_keeps_no_room_for_is_that_room() -> None:
    guesthouse = room_lexicon(("大堂", "201", "203 洱海房", "主卧"))
    assert guesthouse.resolve("203浴室") == {"203 洱海房"}
    assert guesthouse.resolve("201的阳台") == {"201"}
    assert guesthouse.resolve("305浴室") is None


def test_a_part_of_a_room_the_home_keeps_apart_is_the_one_named_after_it() -> None:
    house = room_lexicon(("二层主卧", "二层 Master Bath", "二层公卫", "一层卫生间", "主卧衣帽间"))
    assert house.resolve("主卧卫生间") == {"二层 Master Bath"}
    assert house.resolve("主卧的衣帽间") == {"主卧衣帽间"}
    assert house.resolve("书房卫生间") is None


def test_the_main_hall_of_an_old_house_is_its_living_room() -> None:
    lexicon = room_lexicon(("正房客厅", "正房东屋", "倒座房"))
    assert lexicon.resolve("堂屋") == {"正房客厅"}


@pytest.mark.parametrize(("name", "said"), [
    ("Lily's Room", "lily房间"), ("Lily's Room", "lily的房间"), ("Tom’s bedroom", "tom房")])
def test_someones_room_named_in_english_is_their_room_and_a_bedroom(name: str, said: str) -> None:
    lexicon = room_lexicon((name, "主卧", "厨房"))
    assert lexicon.resolve(said) == {name}
    assert lexicon.resolve("卧室") == {name, "主卧"}


def test_a_room_word_typed_one_character_wrong_is_that_kind_of_room() -> None:
    lexicon = room_lexicon(("二楼卫生间", "三楼卫生问", "洗衣间", "次卧2"))
    assert lexicon.resolve("卫生间") == {"二楼卫生间", "三楼卫生问"}
    assert lexicon.resolve("三楼卫生间") == {"三楼卫生问"}
    assert read_room("洗衣间").core == "洗衣间"  # a room of its own, ending as rooms do
    assert read_room("次卧2").core == "次卧2"


@pytest.mark.parametrize(("name", "said"), [("堂前", "客厅"), ("爷爷奶奶房", "阿娘房间"),
                                            ("院子", "道地"), ("院子", "院坝"),
                                            ("儿童房", "小宝房间")])
def test_words_of_a_region_name_its_rooms(name: str, said: str) -> None:
    assert room_lexicon((name, "厨房")).resolve(said) == {name}


@pytest.mark.parametrize("rooms", [("1F 爷爷奶奶卧室", "2F 儿子房间", "客厅"),
                                   ("Bedroom", "主卧", "次卧", "客厅")])
def test_a_bare_word_for_bedrooms_names_every_bedroom_even_beside_one_so_named(
        rooms: tuple[str, ...]) -> None:
    assert room_lexicon(rooms).resolve("卧室") == set(rooms) - {"客厅"}


@pytest.mark.parametrize("said", ["店里", "小卖部", "铺子"])
def test_words_for_the_shop_name_the_shop(said: str) -> None:
    assert room_lexicon(("1楼店面", "二楼客厅")).resolve(said) == {"1楼店面"}


@pytest.mark.parametrize(("room", "said"), [("储藏室", "杂物间"), ("杂物间", "库房"),
                                            ("B1储物间", "储藏室")])
def test_words_for_a_storeroom_name_the_storeroom(room: str, said: str) -> None:
    assert room_lexicon((room, "客厅")).resolve(said) == {room}


def test_every_room_called_a_word_is_each_room_of_that_name() -> None:
    rooms = room_lexicon(("厕所", "主人房厕所", "主卧", "次卧", "客厅"))
    assert rooms.resolve("厕所") == {"厕所"}
    assert rooms.resolve("每个厕所") == {"厕所", "主人房厕所"}
    assert rooms.resolve("每个卧室") == {"主卧", "次卧"}
    assert rooms.resolve("每个书房") is None


TWO_HOMES = ("客厅", "卧室", "卫生间", "爸家客厅", "老爸卧室", "爸爸家-厨房", "老房子卫生间",
             "爸那边阳台")
FATHERS = {"爸家客厅", "老爸卧室", "爸爸家-厨房", "老房子卫生间", "爸那边阳台"}


@pytest.mark.parametrize("said", ["爸家", "老爸家", "我老汉那边", "老爷子那边", "爸这儿", "老房子"])
def test_a_parent_s_home_is_named_however_they_are_called(said: str) -> None:
    assert room_lexicon(TWO_HOMES).resolve(said) == FATHERS


@pytest.mark.parametrize(("said", "rooms"), [
    ("爸卫生间", {"老房子卫生间"}), ("我爸家的卧室", {"老爸卧室"}), ("爸那边厨房", {"爸爸家-厨房"}),
    ("我这边客厅", {"客厅"}), ("我这边", {"客厅", "卧室", "卫生间"})])
def test_a_room_of_one_home_of_the_account_is_named_with_that_home(
        said: str, rooms: set[str]) -> None:
    assert room_lexicon(TWO_HOMES).resolve(said) == rooms


def test_a_room_whose_name_holds_the_zone_said_is_that_zone_s() -> None:
    lexicon = room_lexicon(("前台大堂", "老板自住-客厅", "老板卧室", "奶奶房"))
    assert lexicon.resolve("老板客厅") == {"老板自住-客厅"}


def test_a_room_one_home_lacks_and_a_person_alone_name_no_place() -> None:
    lexicon = room_lexicon((*TWO_HOMES, "书房"))
    assert lexicon.resolve("爸家书房") is None
    assert lexicon.resolve("老汉") is None
    assert read_room("爸爸家-厨房").zone == "爸爸家"


def test_a_shop_is_its_front_and_the_rooms_it_keeps_behind_it() -> None:
    lexicon = room_lexicon(("客厅", "主卧", "店面", "仓库", "快递区"))
    assert lexicon.resolve("店里") == {"店面", "仓库", "快递区"}
    assert lexicon.resolve("仓库") == {"仓库"}
    assert room_lexicon(("客厅", "仓库")).resolve("店里") is None  # no shop, no shop's storeroom


def test_a_room_named_alike_in_two_homes_of_the_account_is_the_one_so_named() -> None:
    lexicon = room_lexicon(TWO_HOMES)
    assert lexicon.resolve("客厅") == {"客厅"}
    # (the namesake in the other home, for when the one so named holds nothing asked for)
    assert lexicon.resolve("客厅", widen=True) == {"客厅", "爸家客厅"}
    assert lexicon.resolve("我卧室") == {"卧室"}
    assert lexicon.resolve("我的客厅") == {"客厅"}
    assert room_lexicon(("客厅", "主卧")).resolve("我卧室") is None  # whose room, not said


def test_a_room_named_exactly_is_that_room_alone_when_asked_so() -> None:
    lexicon = room_lexicon((*TWO_HOMES, "Living"))
    assert lexicon.resolve("客厅", exactly=True) == {"客厅", "Living"}
    assert lexicon.resolve("卫生间", exactly=True) == {"卫生间"}
    assert lexicon.resolve("每个卫生间", exactly=True) == {"卫生间", "老房子卫生间"}
    assert lexicon.resolve("爸家客厅", exactly=True) == {"爸家客厅"}


@pytest.mark.parametrize(("said", "room"), [("厅里", "客厅"), ("厅度", "客厅"), ("驿站", "快递区"),
                                            ("快递点", "快递区"), ("入户", "玄关")])
def test_regional_and_trade_words_for_a_room(said: str, room: str) -> None:
    assert room_lexicon(("客厅", "餐厅", "玄关", "快递区", "店面")).resolve(said) == {room}


@pytest.mark.parametrize("kitchen", ["灶脚", "灶披间", "伙房"])
def test_a_kitchen_named_in_a_regional_word_is_the_kitchen(kitchen: str) -> None:
    assert room_lexicon((kitchen, "客厅", "1F店面")).resolve("厨房") == {kitchen}


GRANDPARENTS_DOWNSTAIRS = ("客厅（下层）", "楼下卧室", "楼上主卧", "爷爷家客厅", "爷爷家卧室",
                           "储藏室")


@pytest.mark.parametrize(("said", "rooms"), [
    ("老人房", {"爷爷家卧室"}), ("爷爷奶奶房间", {"爷爷家卧室"}), ("奶奶的房间", {"爷爷家卧室"}),
    ("楼下爷爷那边", {"爷爷家客厅", "爷爷家卧室"})])
def test_the_grandparents_rooms_in_their_home_of_the_account(said: str, rooms: set[str]) -> None:
    assert room_lexicon(GRANDPARENTS_DOWNSTAIRS).resolve(said) == rooms


def test_my_room_is_not_told_by_a_home_with_someone_s_part_but_my_home_is() -> None:
    lexicon = room_lexicon(("前台大堂", "101 大床房", "老板自住-客厅", "老板卧室"))
    assert lexicon.resolve("我屋") is None
    assert lexicon.resolve("我房间") is None
    assert lexicon.resolve("我屋头") is None  # a guest's room, not the guesthouse
    # beside a parent's home of the account, 屋里 is home (north-western speech)
    assert room_lexicon(("客厅", "卧室", "爸家客厅")).resolve("我屋里") == {"客厅", "卧室"}


def test_what_a_kin_owns_is_in_their_home_of_the_account() -> None:
    lexicon = room_lexicon(TWO_HOMES)
    assert lexicon.resolve("爸的") == FATHERS
    assert "老爸的" in lexicon.words()


def test_rooms_counted_include_the_numbered_rooms_of_that_name() -> None:
    lexicon = room_lexicon(("车间", "车间2", "仓库"))
    assert lexicon.resolve(EVERY_ROOM_CALLED + "车间") == frozenset({"车间", "车间2"})


def test_above_a_shop_in_a_home_of_no_floors_downstairs_is_the_shop_and_upstairs_the_rest(
        ) -> None:
    lexicon = room_lexicon(("客厅", "主卧", "厨房", "店面", "仓库", "快递区"))
    assert lexicon.resolve("楼下") == frozenset({"店面", "仓库", "快递区"})
    assert lexicon.resolve("楼上") == frozenset({"客厅", "主卧", "厨房"})
    assert room_lexicon(("客厅", "主卧", "储物间")).resolve("楼下") is None


def test_a_room_named_without_a_floor_is_on_the_floor_its_labels_name() -> None:
    placed = (("阿叔家客厅", "4F温湿度计"), ("阿叔家客厅", "客厅灯"), ("阿叔家厨房", "4F燃气阀"),
              ("4楼洗手间", "镜前灯"), ("书房", "3F书房空调"), ("书房", "2楼走廊灯"),
              ("玄关", "楼上走廊灯"))
    floors = rooms_said_in_labels(placed)
    assert floors.floors == (("阿叔家厨房", "4"), ("阿叔家客厅", "4"))  # 书房's labels disagree
    lexicon = room_lexicon(("阿叔家客厅", "阿叔家厨房", "4楼洗手间", "3楼客厅", "书房", "玄关"),
                           floors)
    assert lexicon.resolve("阿叔家") == frozenset({"阿叔家客厅", "阿叔家厨房", "4楼洗手间"})
    assert lexicon.resolve("四楼") == frozenset({"阿叔家客厅", "阿叔家厨房", "4楼洗手间"})


def test_rooms_named_downstairs_are_on_the_lower_of_two_numbered_floors() -> None:
    lexicon = room_lexicon(("客厅", "6楼阳台", "楼下卧室", "5楼厨房", "楼下卫生间"))
    assert lexicon.floors == ("5", "6")
    assert lexicon.resolve("楼下") == frozenset({"楼下卧室", "5楼厨房", "楼下卫生间"})
    assert lexicon.resolve("五楼") == lexicon.resolve("楼下")


def test_levels_named_beside_a_floor_numbered_by_a_label_take_the_two_numbers() -> None:
    lexicon = room_lexicon(("客厅（下层）", "楼下卧室", "楼上主卧", "28F书房"),
                           SaidInLabels(floors=(("客厅（下层）", "27"),)))
    assert lexicon.floors == ("27", "28")
    assert lexicon.resolve("27楼") == frozenset({"客厅（下层）", "楼下卧室"})
    assert lexicon.resolve("楼上") == frozenset({"楼上主卧", "28F书房"})


def test_a_renamed_room_whose_labels_keep_its_number_is_among_the_numbered_rooms() -> None:
    rooms = ("201 海景大床房", "202", "椰林", "Ocean View 301", "302", "前台")
    said = rooms_said_in_labels((("椰林", "203门锁"), ("椰林", "2楼椰林热水器"),
                                 ("302", "301落地灯"), ("前台", "前台灯")))
    assert said == SaidInLabels(floors=(("椰林", "2"),),
                                numbers=(("302", "301"), ("椰林", "203")),
                                holding=("302", "前台", "椰林"))
    lexicon = room_lexicon(rooms, said)
    assert lexicon.resolve("客房") == frozenset(rooms[:5])
    assert lexicon.resolve("203") == frozenset({"椰林"})  # its door's lock still says so


def test_a_room_name_whose_ending_was_typed_by_ear_is_the_room_it_sounds_like() -> None:
    lexicon = room_lexicon(("布草件", "客厅"))
    assert lexicon.resolve("布草间") == frozenset({"布草件"})
    assert lexicon.resolve("布草件") == frozenset({"布草件"})


def test_a_flat_named_plainly_above_one_named_downstairs_and_after_its_people() -> None:
    lexicon = room_lexicon(("客厅", "主卧", "6楼阳台", "爷爷家客厅", "楼下卧室", "5楼厨房"))
    assert lexicon.resolve("楼上") == frozenset({"客厅", "主卧", "6楼阳台"})
    assert lexicon.resolve("爷爷家") == frozenset({"爷爷家客厅", "楼下卧室", "5楼厨房"})
    assert lexicon.resolve("楼下") == lexicon.resolve("爷爷家")


def test_the_family_home_above_a_shop_is_every_room_but_the_shops() -> None:
    lexicon = room_lexicon(("客厅", "主卧", "店面", "仓库", "快递区"))
    assert lexicon.resolve(THE_FAMILY_HOME) == frozenset({"客厅", "主卧"})
    assert not lexicon.names_the_home(THE_FAMILY_HOME)
    assert room_lexicon(("客厅", "主卧")).names_the_home(THE_FAMILY_HOME)


def test_a_room_listed_among_the_rooms_of_one_floor_is_on_that_floor() -> None:
    lexicon = room_lexicon(("1F样品仓", "玄关", "二楼客厅", "餐厅", "佛堂", "二楼主卧",
                            "3层卫生间", "露台", "4F洗衣房", "阿娘屋里-客厅", "杂物间"))
    assert lexicon.resolve("二楼") == frozenset({"二楼客厅", "餐厅", "佛堂", "二楼主卧"})
    floors = {room.name: room.floor for room in lexicon.rooms}
    assert floors["玄关"] is None  # between the first floor and the second
    assert floors["露台"] is None
    assert floors["杂物间"] is None  # after another part of the account


def test_the_stairs_part_the_floors_listed_either_side_of_them() -> None:
    lexicon = room_lexicon(("一楼堂食", "一楼杂物间", "门卫", "楼梯间", "客厅", "厨房", "2F老人房",
                            "3F卫生间", "天台", "楼梯"))
    floors = {room.name: room.floor for room in lexicon.rooms}
    assert (floors["门卫"], floors["客厅"], floors["厨房"]) == ("1", "2", "2")
    assert floors["天台"] is None  # the stairs after it part it from no other floor


def test_a_floor_named_by_a_label_of_no_room_numbers_the_levels() -> None:
    said = rooms_said_in_labels((("入户层-客厅", "18F玄关灯"), (None, "17楼走廊灯")))
    assert said.unplaced_floors == ("17",)
    lexicon = room_lexicon(("入户层-客厅", "上层厨房", "观景阳台", "客卫-18F", "下层主卧",
                            "妈妈房间", "下层卫生间"), said)
    assert lexicon.resolve("17楼") == frozenset({"下层主卧", "妈妈房间", "下层卫生间"})
    assert lexicon.resolve("楼上") == frozenset({"入户层-客厅", "上层厨房", "观景阳台",
                                                "客卫-18F"})


def test_a_room_whose_name_says_not_what_it_is_is_called_as_its_labels_say() -> None:
    said = rooms_said_in_labels((("Showroom", "展厅射灯1"), ("Showroom", "展厅灯带"),
                                 ("Showroom", "招牌灯"), ("新房间", "书房灯"),
                                 ("新房间", "书桌台灯"), ("主卧", "婴儿房夜灯"),
                                 ("Room-3B", "健身房射灯"), ("Room-3B", "健身房风扇"),
                                 ("Room-3B", "汗蒸房加热器")))
    lexicon = room_lexicon(("Showroom", "新房间", "办公室", "主卧", "Room-3B"), said)
    assert lexicon.resolve("展厅") == frozenset({"Showroom"})
    assert lexicon.resolve("书房") == frozenset({"新房间"})  # not the office, a kind of 书房
    assert lexicon.resolve("健身房") == frozenset({"Room-3B"})
    assert lexicon.resolve("婴儿房") is None  # 主卧 says what it is
    both = rooms_said_in_labels((("Room 1", "展厅射灯1"), ("Room 2", "展厅灯")))
    assert room_lexicon(("Room 1", "Room 2"), both).resolve("展厅") is None


def test_above_a_shop_on_the_ground_floor_downstairs_is_the_shop_and_upstairs_the_house(
        ) -> None:
    said = rooms_said_in_labels((("Showroom", "展厅射灯1"), ("Showroom", "展厅灯带")))
    lexicon = room_lexicon(("1F 大堂", "柜台", "听雨", "后厨", "Showroom", "楼梯间", "2楼客厅",
                            "3F主卧", "露台", "阿娘屋里-客厅", "阿娘屋里-卧室"), said)
    assert lexicon.resolve("楼下") == frozenset({"1F 大堂", "柜台", "听雨", "后厨", "Showroom"})
    assert lexicon.resolve("楼上") == frozenset({"2楼客厅", "3F主卧", "露台"})
    family_below = room_lexicon(("1F厅下", "1楼厨房", "1F 茶铺", "二楼主卧", "3F客房"))
    assert family_below.shop_floor is None
    assert family_below.resolve("楼下") is None


def test_a_flat_of_the_account_named_by_its_number_is_a_part_of_it_on_its_floor() -> None:
    lexicon = room_lexicon(("A室", "客厅", "18F楼道", "1602客厅", "1602厨房", "楼下卧式",
                            "Storage B1"))
    downstairs = frozenset({"1602客厅", "1602厨房", "楼下卧式"})
    assert lexicon.resolve("1602") == downstairs
    assert lexicon.resolve("楼下") == downstairs
    assert lexicon.resolve("18楼") == frozenset({"A室", "客厅", "18F楼道"})
    assert lexicon.resolve("客厅") == frozenset({"客厅"})


def test_a_short_room_name_typed_by_ear_is_the_kind_of_room_it_sounds_like() -> None:
    lexicon = room_lexicon(("楼下卧式", "走郎", "方式"))
    assert lexicon.resolve("卧室") == frozenset({"楼下卧式"})
    assert lexicon.resolve("走廊") == frozenset({"走郎"})
    assert lexicon.resolve("方式") == frozenset({"方式"})


def test_the_shop_said_as_a_place_is_the_shop_floor_when_no_room_is_called_so() -> None:
    lexicon = room_lexicon(("一楼堂食", "后厨", "收银台", "楼梯间", "2F客厅", "3F主卧"))
    assert lexicon.resolve("店里") == frozenset({"一楼堂食", "后厨", "收银台"})


def test_a_guest_room_numbered_in_english_or_by_its_lock_is_on_the_floor_of_its_number(
        ) -> None:
    said = rooms_said_in_labels((("桂花房", "101门锁"), ("茉莉-202", "202门锁")))
    lexicon = room_lexicon(("1楼大厅", "桂花房", "201 荷花", "茉莉-202", "Room 301", "客厅"), said)
    assert lexicon.resolve("一楼") == frozenset({"1楼大厅", "桂花房"})
    assert lexicon.resolve("二楼") == frozenset({"201 荷花", "茉莉-202"})
    assert lexicon.resolve("客房") == frozenset({"桂花房", "201 荷花", "茉莉-202", "Room 301"})
    assert lexicon.resolve("301") == frozenset({"Room 301"})


def test_a_numbered_place_of_two_characters_is_said_by_its_last_one() -> None:
    lexicon = room_lexicon(("大棚1号", "2号棚", "鱼塘"))
    assert lexicon.resolve("1号棚") == frozenset({"大棚1号"})
    assert lexicon.resolve("一号棚") == frozenset({"大棚1号"})


def test_the_shared_parts_of_a_flat_are_the_rooms_its_tenants_share() -> None:
    lexicon = room_lexicon(("A室", "主卧(带卫)", "主卧卫生间", "客厅", "厨房", "公卫", "Balcony",
                            "走郎", "1602客厅", "1602厨房"))
    shared = frozenset({"客厅", "厨房", "公卫", "Balcony", "走郎"})
    assert lexicon.resolve("公共区域") == shared
    assert lexicon.resolve("公区") == shared
    assert room_lexicon(("公共区域", "客厅")).resolve("公共区域") == frozenset({"公共区域"})
    assert "公区" not in room_lexicon(("开放办公区", "客厅")).words()


def test_the_shared_parts_are_every_room_the_tenants_all_use_and_may_be_said_by_floor(
) -> None:
    rooms = ("11F客厅", "厨房", "洗衣防", "楼梯", "12F走廊", "Room 1", "主卫", "C房", "老刘房")
    labels = (("Room 1", "楼上卫生间灯"), ("Room 1", "卫生间镜前灯"))
    lexicon = room_lexicon(rooms, rooms_said_in_labels(labels))
    shared = frozenset({"11F客厅", "厨房", "洗衣防", "楼梯", "12F走廊", "Room 1"})
    assert lexicon.shared_parts() == shared  # not the master bedroom's own bathroom
    for said in ("公共区域", "公用的地方", "公共地方"):
        assert lexicon.resolve(said) == shared
    assert lexicon.resolve("12楼公共区域") == frozenset({"12F走廊", "Room 1"})


def test_a_bedroom_named_with_its_bathroom_or_a_letter_is_a_bedroom() -> None:
    lexicon = room_lexicon(("客厅", "主卧带卫", "次卧A", "卫生间"))
    assert lexicon.resolve("大卧室") == frozenset({"主卧带卫"})
    assert lexicon.resolve("卧室") == frozenset({"主卧带卫", "次卧A"})


def test_rooms_known_by_a_letter_or_by_whose_they_are_are_bedrooms() -> None:
    lexicon = room_lexicon(("客厅", "C房", "E室", "老刘房", "小王屋", "厨房"))
    assert lexicon.resolve("卧室") == frozenset({"C房", "E室", "老刘房", "小王屋"})


def test_a_room_typed_again_with_the_other_word_for_a_room_is_the_same_room() -> None:
    lexicon = room_lexicon(("客厅", "C房", "C室", "书房"))
    assert lexicon.resolve("C房") == lexicon.resolve("C室") == frozenset({"C房", "C室"})
    assert lexicon.resolve("书房") == frozenset({"书房"})
    assert lexicon.one_room_made_again(("C房", "C室"))
    assert not lexicon.one_room_made_again(("C房", "书房"))


def test_a_room_typed_again_without_its_word_for_a_room_is_the_same_room() -> None:
    lexicon = room_lexicon(("202双床房", "202 双床", "203江景房", "书房"))
    assert lexicon.resolve("202双床房") == lexicon.resolve("202 双床") \
        == frozenset({"202双床房", "202 双床"})
    assert lexicon.resolve("203江景房") == frozenset({"203江景房"})


def test_a_room_is_known_by_the_letter_its_labels_give_it() -> None:
    labels = (("小周的房间", "A房插座"), ("小周的房间", "A房门磁"), ("老刘房", "D房插座"),
              ("老刘房", "老刘房窗帘"), ("老刘房", "D房门磁"))
    lexicon = room_lexicon(("客厅", "小周的房间", "老刘房"), rooms_said_in_labels(labels))
    assert lexicon.resolve("A房") == frozenset({"小周的房间"})
    assert lexicon.resolve("d房") == frozenset({"老刘房"})


def test_a_room_named_alike_in_english_elsewhere_in_the_account_is_named_too() -> None:
    lexicon = room_lexicon(("客厅", "厨房", "2F老人房", "Living", "Master Bedroom", "Kitchen"))
    assert lexicon.resolve("客厅") == frozenset({"客厅", "Living"})
    assert lexicon.resolve("厨房") == frozenset({"厨房", "Kitchen"})
    assert lexicon.resolve("living") == frozenset({"Living"})


def test_a_room_is_said_with_any_word_for_a_room_after_whose_or_which_it_is() -> None:
    lexicon = room_lexicon(("A室", "B室", "小王的窝", "里屋", "客厅"))
    assert lexicon.resolve("a屋") == frozenset({"A室"})
    assert lexicon.resolve("小王屋") == frozenset({"小王的窝"})
    assert lexicon.resolve("小王房间") == frozenset({"小王的窝"})
    assert lexicon.resolve("里") is None


def test_a_room_its_labels_number_is_called_by_that_number() -> None:
    said = rooms_said_in_labels((("小王的窝", "次卧2灯"), ("小王的窝", "次卧2空调"),
                                 ("次卧1", "次卧1灯")))
    lexicon = room_lexicon(("次卧1", "小王的窝"), said)
    assert lexicon.resolve("次卧2") == frozenset({"小王的窝"})
    assert lexicon.resolve("次卧1") == frozenset({"次卧1"})


def test_a_duplex_high_in_a_tower_named_by_its_levels_and_its_floors_is_one_home() -> None:
    said = rooms_said_in_labels((("客厅", "地暖-一层客厅"), ("客厅", "筒灯1")))
    lexicon = room_lexicon(("客厅", "25F餐厅", "一层老人房", "客卫", "楼梯间", "26F主卧",
                            "二层书房", "主卫", "26F次卫"), said)
    lower = frozenset({"客厅", "25F餐厅", "一层老人房", "客卫"})
    assert lexicon.resolve("楼下") == lower
    assert lexicon.resolve("一楼") == lower
    assert lexicon.resolve("25楼") == lower
    assert lexicon.resolve("二层") == frozenset({"26F主卧", "二层书房", "主卫", "26F次卫"})
    # A tower duplex named only by its floors: "一楼" is a floor it does not have.
    assert room_lexicon(("17F客厅", "17F厨房", "18F主卧")).resolve("一楼") is None


def test_a_floor_said_after_the_kind_in_a_label_places_its_room() -> None:
    said = rooms_said_in_labels((("客厅", "地暖-一层客厅"), ("书房", "地暖 2F书房")))
    assert said.floors == (("书房", "2"), ("客厅", "1"))


def test_a_home_of_the_account_named_in_pinyin_is_a_part_of_it() -> None:
    lexicon = room_lexicon(("客厅", "厨房", "主卧", "laoyuan-keting", "Grandpa Room", "炕房",
                            "kitchen2", "laoyuan WC", "yuanzi"))
    old_home = frozenset({"laoyuan-keting", "Grandpa Room", "炕房", "kitchen2", "laoyuan WC"})
    assert lexicon.resolve("老院子那边") == old_home
    assert lexicon.resolve("老家") == old_home
    assert lexicon.resolve("老院子客厅") == frozenset({"laoyuan-keting"})
    assert lexicon.resolve("老院子厨房") == frozenset({"kitchen2"})
    assert lexicon.resolve("院子") == frozenset({"yuanzi"})  # listed last: maybe the family's
    assert lexicon.resolve("爷爷房") == frozenset({"Grandpa Room"})
    assert read_room("keting").core == "客厅"
    assert read_room("Long Room").core == "long房"  # English, not pinyin of a room word


def test_a_room_name_typed_with_characters_of_the_same_sound_is_the_room_it_sounds_like(
        ) -> None:
    lexicon = room_lexicon(("储务间", "客厅"))
    assert lexicon.resolve("储物间") == frozenset({"储务间"})
    assert read_room("小石头").core == "小石头"


def test_a_grandmothers_home_named_after_her_and_as_the_old_home_is_one_part() -> None:
    lexicon = room_lexicon(("客厅", "厨房", "阿娘屋里-客厅", "阿娘屋里-卧室", "老屋卫生间",
                            "老屋厨房"))
    hers = frozenset({"阿娘屋里-客厅", "阿娘屋里-卧室", "老屋卫生间", "老屋厨房"})
    assert lexicon.resolve("阿娘屋里") == hers
    assert lexicon.resolve("阿娘那边") == hers
    assert lexicon.resolve("老房子") == hers
    assert "老房子" in lexicon.words()


def test_rooms_listed_first_before_the_ground_floor_are_on_it() -> None:
    lexicon = room_lexicon(("Shop", "堂物", "东屋", "1F-厨房", "楼梯间", "院子", "门楼", "南屋",
                            "后院", "二楼客厅", "孩子屋", "二楼卫生间", "3F平台"))
    floors = {room.name: room.floor for room in lexicon.rooms}
    assert (floors["Shop"], floors["堂物"], floors["东屋"]) == ("1", "1", "1")
    # The yard, the gate, and what stands between them are on none of the house's floors.
    assert (floors["院子"], floors["门楼"], floors["南屋"], floors["后院"]) == (None,) * 4
    assert floors["孩子屋"] == "2"


def test_rooms_listed_first_before_an_upper_floor_are_on_no_floor_said() -> None:
    lexicon = room_lexicon(("客厅", "厨房", "2F主卧", "2F书房"))
    assert {room.name: room.floor for room in lexicon.rooms}["客厅"] is None


def test_rooms_listed_before_the_only_floor_named_are_on_no_floor_said() -> None:
    # A flat of unnamed rooms high in a tower, with its garage "1F车库" and storage in B1.
    lexicon = room_lexicon(("keting", "厨房", "zhuwo", "1F车库", "B1储物间"))
    floors = {room.name: room.floor for room in lexicon.rooms}
    assert (floors["keting"], floors["厨房"], floors["zhuwo"]) == (None, None, None)
    assert lexicon.resolve("一楼") == frozenset({"1F车库"})


def test_someones_own_room_in_english_is_a_bedroom() -> None:
    lexicon = room_lexicon(("zhuwo", "My Room", "Study"))
    assert lexicon.resolve("卧室") == frozenset({"zhuwo", "My Room"})


def test_a_garden_named_with_its_level_still_places_its_neighbours() -> None:
    lexicon = room_lexicon(("上层 餐厅", "楼梯间", "下层主卧", "Study", "花园(下层)"))
    assert {room.name: room.floor for room in lexicon.rooms}["Study"] is not None


def test_a_room_named_shop_in_english_is_the_shop() -> None:
    lexicon = room_lexicon(("Shop", "Workshop", "客厅"))
    assert lexicon.resolve("店里") == frozenset({"Shop"})
    assert lexicon.resolve("小卖部") == frozenset({"Shop"})
    assert lexicon.resolve("超市") == frozenset({"Shop"})
    assert lexicon.resolve("车间") == frozenset({"Workshop"})


def test_a_room_name_typed_wrong_is_the_room_it_sounds_like() -> None:
    lexicon = room_lexicon(("1F客厅", "老人访", "太奶奶房"))
    assert {room.name: room.core for room in lexicon.rooms}["老人访"] == "老人房"
    assert lexicon.resolve("老太太屋") == frozenset({"老人访", "太奶奶房"})


def test_a_room_the_app_named_is_no_bedroom_and_a_room_of_two_names_is_of_both_kinds() -> None:
    rooms = room_lexicon(("Master Bedroom", "宝宝房", "书房/客房", "新房间", "默认房间"))
    assert rooms.resolve("卧室") == {"Master Bedroom", "宝宝房", "书房/客房"}


def test_a_word_for_an_empty_room_and_a_room_in_use_names_the_one_in_use() -> None:
    said = SaidInLabels(holding=("一楼堂屋", "爷奶屋"))
    rooms = room_lexicon(("一楼堂屋", "堂屋", "爷奶屋"), said)
    assert rooms.resolve("堂屋") == {"一楼堂屋"}
    # not known which rooms hold devices: the room made twice, both of them
    assert room_lexicon(("一楼堂屋", "堂屋", "爷奶屋")).resolve("堂屋") == {"堂屋", "一楼堂屋"}


def test_a_room_typed_by_voice_beside_the_one_it_sounds_like_is_the_same_room() -> None:
    rooms = room_lexicon(("爷奶屋", "也奶屋", "主卧"))
    assert rooms.resolve("爷奶屋") == {"爷奶屋", "也奶屋"}
    assert rooms.resolve("主卧") == {"主卧"}


def test_a_shopfront_whose_name_says_no_floor_is_on_the_ground_floor() -> None:
    rooms = room_lexicon(("一楼堂屋", "1F厨房", "2楼主卧", "门面房", "院子"))
    assert rooms.floor_of_room("门面房") == "1"
    assert rooms.floor_of_room("院子") is None


@pytest.mark.parametrize("said", ["外面", "外头", "外边"])
def test_outside_is_the_yard_the_gate_and_the_sheds(said: str) -> None:
    rooms = room_lexicon(("客厅", "院子", "大门", "三轮车棚"))
    assert rooms.resolve(said) == {"院子", "大门", "三轮车棚"}


def test_a_room_name_misheard_as_another_of_the_same_sound_is_that_room() -> None:
    rooms = room_lexicon(("浩浩屋", "妞妞屋", "客厅"))
    assert rooms.resolve("好好屋") == {"浩浩屋"}
    assert rooms.resolve("客听") is None  # two characters: rather a label misheard


@pytest.mark.parametrize(("said", "room"), [("面馆", "门面房"), ("饭店", "门面房"),
                                            ("当院", "院子"), ("中堂", "一楼堂屋")])
def test_local_words_name_the_shop_the_yard_and_the_hall(said: str, room: str) -> None:
    assert room_lexicon(("门面房", "院子", "一楼堂屋")).resolve(said) == {room}


def test_a_room_named_after_a_pet_name_or_the_grandparents_is_a_bedroom() -> None:
    rooms = room_lexicon(("一楼堂屋", "爷奶屋", "浩浩屋", "妞妞屋", "二楼客厅"))
    assert rooms.resolve("卧室") == {"爷奶屋", "浩浩屋", "妞妞屋"}
    assert rooms.resolve("老人房") == {"爷奶屋"}
    # kin said twice stays what it was: 宝宝房 is a baby's room, 婆婆房 the grandmother's
    kin = room_lexicon(("宝宝房", "婆婆房", "客厅"))
    assert kin.resolve("老人房") == {"婆婆房"}
    assert kin.resolve("婴儿房") == {"宝宝房"}


def test_a_room_between_the_last_floor_and_the_outdoors_is_on_that_floor() -> None:
    rooms = room_lexicon(("1F厨房", "2楼主卧", "3F储藏室", "楼顶", "租户", "院子", "大门"))
    assert rooms.floor_of_room("租户") == "3"
    assert rooms.floor_of_room("楼顶") is None  # the roof is above it
    assert rooms.floor_of_room("院子") is None


def test_the_shed_of_a_northern_yard_is_on_no_floor() -> None:
    rooms = room_lexicon(("1F客厅", "2F卧室", "楼上卫生间", "仓房", "大棚", "院子"))
    assert rooms.floor_of_room("仓房") is None


def test_a_korean_room_name_says_its_floor_and_room_in_chinese() -> None:
    rooms = room_lexicon(("1층 거실", "2F卧室"))
    assert rooms.floor_of_room("1층 거실") == "1"
    assert rooms.resolve("客厅") == frozenset({"1층 거실"})


@pytest.mark.parametrize("said", ["大床房", "海景房", "海景大床房"])
def test_a_room_said_by_its_note_shortened_or_by_its_end_is_that_room(said: str) -> None:
    rooms = room_lexicon(("1号房(海景大床房)", "2号房 双床房", "公共客厅"))
    assert rooms.resolve(said) == frozenset({"1号房(海景大床房)"})


def test_a_room_typed_with_one_character_wrong_inside_it_is_that_room() -> None:
    rooms = room_lexicon(("凉坯房", "老人房", "库房"))
    assert rooms.resolve("凉胚房") == frozenset({"凉坯房"})
    assert rooms.resolve("老友房") is None  # 友 sounds nothing like 人: another word
    assert rooms.resolve("新人房") is None


def test_a_room_made_twice_with_and_without_its_floor_is_one_room() -> None:
    rooms = room_lexicon(("1F展厅", "展厅", "一楼工作室", "2F客厅", "主卧"))
    assert rooms.resolve("展厅") == frozenset({"1F展厅", "展厅"})
    assert rooms.resolve("1F展厅") == frozenset({"1F展厅", "展厅"})
    assert rooms.resolve("展厅", exactly=True) == frozenset({"1F展厅", "展厅"})
    # a bare name of no known floor is also the one named with its floor; not the other way
    bathrooms = room_lexicon(("客厅", "卫生间", "4楼卫生间"))
    assert bathrooms.resolve("卫生间") == frozenset({"卫生间", "4楼卫生间"})
    assert bathrooms.resolve("4楼卫生间") == frozenset({"4楼卫生间"})
    # rooms of one name on two floors are two rooms
    kitchens = room_lexicon(("6楼阳台", "客厅", "厨房", "5楼厨房", "5楼卧室"))
    assert kitchens.resolve("5楼厨房") == frozenset({"5楼厨房"})


def test_a_room_named_by_a_pet_name_said_twice_is_a_bedroom() -> None:
    rooms = room_lexicon(("一楼堂屋", "爷奶屋", "浩浩屋", "豆豆房间", "朵朵の房间", "2楼主卧",
                          "妈妈房间", "涵涵"))
    assert rooms.resolve("卧室") == {"爷奶屋", "浩浩屋", "豆豆房间", "朵朵の房间", "2楼主卧",
                                   "妈妈房间", "涵涵"}
    # whose child's room it is, the home does not say
    assert rooms.resolve("孩子房间") is None


def test_a_floor_said_with_a_room_placed_elsewhere_is_the_one_of_no_floor_so_named() -> None:
    rooms = room_lexicon(("1F店面", "灶脚", "客厅", "主卧", "二楼神明厅", "三楼客厅", "3F主卧"))
    assert rooms.resolve("二楼客厅") == frozenset({"客厅"})
    assert rooms.resolve("三楼客厅") == frozenset({"三楼客厅"})
    assert rooms.resolve("二楼主卧") == frozenset({"主卧"})
    # one room of that name, of no floor: nothing sets it apart, the floor is asked about
    assert room_lexicon(("1F客厅", "2F主卧", "库房")).resolve("三楼库房") is None


def test_a_room_made_again_in_english_is_the_same_room_said_in_chinese() -> None:
    lexicon = room_lexicon(("展厅", "Showroom", "Warehouse", "办公室"))
    assert lexicon.resolve("展厅") == frozenset({"展厅", "Showroom"})
    assert lexicon.resolve("仓库") == frozenset({"Warehouse"})


def test_a_sons_room_said_in_cantonese_is_a_bedroom_and_a_childrens_room() -> None:
    lexicon = room_lexicon(("主卧", "仔房", "客厅"))
    assert lexicon.resolve("卧室") == frozenset({"主卧", "仔房"})
    assert lexicon.resolve("儿童房") == frozenset({"仔房"})


def test_the_doorway_is_the_entrance_whatever_it_is_called() -> None:
    lexicon = room_lexicon(("入户花园", "客厅", "门楼", "后院"))
    assert lexicon.resolve("门口") == frozenset({"入户花园", "门楼"})
    assert lexicon.resolve("大门口") == frozenset({"入户花园", "门楼"})


def test_rooms_of_a_flat_naming_its_one_high_storey_are_on_it() -> None:
    rooms = room_lexicon(("客厅", "主卧", "7楼阳台", "B1储藏室", "车库", "院子"))
    assert rooms.floor_of_room("客厅") == rooms.floor_of_room("主卧") == "7"
    assert rooms.floor_of_room("车库") is None  # a tower's cars are under it
    assert rooms.floor_of_room("院子") is None
    # Downstairs of a flat may be its basement or the neighbours' below: any of its rooms.
    assert rooms.rooms_a_level_may_mean("楼下") >= {"客厅", "主卧", "7楼阳台", "B1储藏室"}


def test_rooms_listed_last_after_the_stairs_and_a_room_of_the_top_floor_are_on_it() -> None:
    rooms = room_lexicon(("11F客厅", "厨房", "E房", "楼梯", "12F走廊", "Room 1", "C房", "老刘房"))
    assert rooms.floor_of_room("C房") == rooms.floor_of_room("Room 1") == "12"
    assert rooms.floor_of_room("楼梯") is None
    # Nor the attic, nor what is listed after it, above the floors.
    rooms = room_lexicon(("1F客厅", "厨房", "楼梯", "2F主卧", "书房", "阁楼(茶室)", "露台"))
    assert rooms.floor_of_room("阁楼(茶室)") is rooms.floor_of_room("露台") is None
    # Without the stairs before them, rooms listed last may be added later, anywhere.
    rooms = room_lexicon(("11F客厅", "厨房", "E房", "12F走廊", "Room 1", "C房"))
    assert rooms.floor_of_room("C房") is None


def test_rooms_of_a_flat_under_its_loft_are_on_the_first_floor() -> None:
    rooms = room_lexicon(("一楼客厅", "餐厅 Dining", "厨房", "Jack房间", "小美的房", "阿杰卧室",
                          "直播间", "公共区域", "WC-1", "阳台", "2F 阁楼", "阁楼 储物间"))
    assert rooms.floor_of_room("厨房") == rooms.floor_of_room("阿杰卧室") == "1"
    assert rooms.floor_of_room("阳台") == "1"
    assert rooms.floor_of_room("阁楼 储物间") == "2"
    assert rooms.resolve("阿杰") == frozenset({"阿杰卧室"})  # his room, not the whole floor
    # Not the stairs between the two, nor another home's rooms, nor the garden.
    rooms = room_lexicon(("爸家客厅", "爸家卧室", "一楼客厅", "厨房", "楼梯", "院子", "2F 阁楼"))
    assert rooms.floor_of_room("厨房") == "1"
    assert rooms.floor_of_room("楼梯") is rooms.floor_of_room("爸家卧室") is None
    assert rooms.floor_of_room("院子") is None
    # A second floor of rooms is no loft: what is not said stays unsaid.
    assert room_lexicon(("一楼客厅", "厨房", "2F 阁楼", "2F书房")).floor_of_room("厨房") is None


def test_a_room_on_a_high_storey_sharing_a_core_with_rooms_of_no_floor_is_another_home() -> None:
    rooms = room_lexicon(("客厅", "卫生间", "Kitchen", "4楼卫生间", "B1车库"))
    assert rooms.floor_of_room("客厅") is None
    assert room_lexicon(("客厅", "2F 书房", "B1 车位")).floor_of_room("客厅") is None


def test_a_room_named_after_another_town_is_elsewhere_and_reached_only_by_its_town() -> None:
    rooms = room_lexicon(("18F客廳", "书房", "主卧", "Macau Office", "深圳办公室"))
    assert rooms.floor_of_room("Macau Office") is None  # not on the flat's storey
    assert rooms.rooms_of_the_old_home() == frozenset({"Macau Office", "深圳办公室"})
    assert rooms.resolve("书房") == frozenset({"书房"})  # the family's own
    assert rooms.resolve("澳门") == frozenset({"Macau Office"})
    assert rooms.resolve("深圳办公室") == frozenset({"深圳办公室"})


def test_a_room_called_the_door_by_its_labels_is_the_entrance_and_a_guest_toilet_is_shared(
) -> None:
    assert room_lexicon(("客厅", "门口", "主卧")).resolve("玄关") == frozenset({"门口"})
    assert room_lexicon(("客厅", "公卫", "主卫")).resolve("客厕") == frozenset({"公卫"})


def test_a_floor_before_a_numbered_kind_of_room_names_those_of_that_floor() -> None:
    # "二楼宿舍" of 宿舍1 and 宿舍2 (listed between 2F rooms): those rooms, never the rest of
    # the floor, nor 三楼宿舍.
    rooms = room_lexicon(("1F车间", "2F会议室", "宿舍1", "宿舍2", "2F洗手间", "三楼客厅",
                          "三楼宿舍"))
    assert rooms.resolve("二楼宿舍") == {"宿舍1", "宿舍2"}


@pytest.mark.parametrize(("said", "meant"), [("二号棚", "2号棚"), ("3号仓库", "三号仓库")])
def test_a_room_numbered_before_号_is_named_however_its_number_is_written(
        said: str, meant: str) -> None:
    lexicon = room_lexicon(("大棚1号", "2号棚", "三号仓库", "院子"))
    assert lexicon.resolve(said) == frozenset({meant})


@pytest.mark.parametrize(("said", "meant"), [("客卫", "公卫"), ("玻璃房", "Sunroom阳光房")])
def test_other_words_for_a_kind_of_room_name_the_home_s_room_of_that_kind(
        said: str, meant: str) -> None:
    assert room_lexicon(("主卫", "公卫", "Sunroom阳光房", "客厅")).resolve(said) \
        == frozenset({meant})


@pytest.mark.parametrize(("said", "meant"), [("儿子房间", "仔房"), ("女儿房间", "细妹房"),
                                             ("妹妹房间", "细妹房")])
def test_a_childs_room_said_by_whose_it_is_is_the_homes_childs_room_however_named(
        said: str, meant: str) -> None:
    assert room_lexicon((meant, "主卧", "客厅")).resolve(said) == frozenset({meant})


def test_the_greenhouses_however_numbered_are_said_as_the_greenhouse_not_a_shed() -> None:
    lexicon = room_lexicon(("大棚1号", "2号棚", "车棚", "院子"))
    assert lexicon.resolve("大棚") == frozenset({"大棚1号", "2号棚"})
    assert lexicon.resolve("车棚") == frozenset({"车棚"})


def test_a_daughters_room_is_the_one_called_so_not_every_childs_room() -> None:
    lexicon = room_lexicon(("二楼女儿房", "3F儿童房", "主卧"))
    assert lexicon.resolve("闺女屋") == frozenset({"二楼女儿房"})


def test_a_live_in_helpers_room_is_a_bedroom() -> None:
    # "所有卧室的灯都关了" reaches the room the helper sleeps in; "阿姨房" alone is that room.
    lexicon = room_lexicon(("主卧", "次卧", "阿姨房", "客厅"))
    assert lexicon.resolve("卧室") == {"主卧", "次卧", "阿姨房"}
    assert lexicon.resolve("保姆房") == {"阿姨房"}


def test_the_shared_bathroom_of_a_home_without_one_so_called_is_every_other_bathroom() -> None:
    # "公卫" beside two rooms typed 卫生间 and the master bedroom's: not the master's own.
    lexicon = room_lexicon(("客厅", "卫生间", "主卫", "主卧", "次卧"))
    assert lexicon.resolve("公卫") == frozenset({"卫生间"})
    assert room_lexicon(("公卫", "卫生间", "主卫")).resolve("公卫") == frozenset({"公卫"})


@pytest.mark.parametrize("name", ["Kevin Room", "dage room", "Lily's Room"])
def test_a_room_named_after_someone_in_english_is_a_bedroom(name: str) -> None:
    lexicon = room_lexicon(("客厅", "主卧", name))
    assert lexicon.resolve("卧室") == frozenset({"主卧", name})


@pytest.mark.parametrize("name", ["Tea Room", "Game Room", "Sun Room", "Kiln Room"])
def test_a_room_named_in_english_for_what_it_is_for_is_no_bedroom(name: str) -> None:
    lexicon = room_lexicon(("客厅", "主卧", name))
    assert lexicon.resolve("卧室") == frozenset({"主卧"})


def test_a_room_made_again_under_its_english_name_is_named_by_the_chinese_word() -> None:
    # "大堂的灯都打开" beside a room typed "Lobby": both halves of the lobby.
    lexicon = room_lexicon(("大堂", "Lobby", "前台", "101"))
    assert lexicon.resolve("大堂") == frozenset({"大堂", "Lobby"})
    assert room_lexicon(("upstairs 主卧", "downstairs 客厅")).resolve("楼梯") is None


def test_a_room_and_its_english_twin_are_one_room_made_again() -> None:
    lexicon = room_lexicon(("大堂", "Lobby", "前台", "客厅"))
    assert lexicon.one_room_made_again(("大堂", "Lobby"))
    assert not lexicon.one_room_made_again(("大堂", "前台"))


def test_a_room_named_with_whose_it_is_after_a_space_is_that_persons_room() -> None:
    lexicon = room_lexicon(("A室", "C室-晓雯", "D室 Kevin", "TR2 观山", "2号房 双床房"))
    for said in ("kevin房间", "kevin的房间", "Kevin屋里", "D室"):
        assert lexicon.resolve(said) == {"D室 Kevin"}, said
    assert lexicon.resolve("观山") == {"TR2 观山"}
    assert lexicon.resolve("双床房") == {"2号房 双床房"}


def test_a_room_made_again_under_another_word_for_the_one_living_room_is_the_same_room() -> None:
    lexicon = room_lexicon(("1F客厅", "起居室", "工人房", "保姆房", "主卧", "次卧", "前台",
                            "大堂"))
    assert lexicon.resolve("客厅", exactly=True) == frozenset({"1F客厅", "起居室"})
    assert lexicon.resolve("起居室") == frozenset({"1F客厅", "起居室"})
    assert lexicon.resolve("保姆房") == frozenset({"工人房", "保姆房"})
    assert lexicon.one_room_made_again(("工人房", "保姆房"))
    # bedrooms are many in a home, and a reception desk and a lobby may be two rooms
    assert lexicon.resolve("主卧") == frozenset({"主卧"})
    assert lexicon.resolve("前台") == frozenset({"前台"})
    assert not lexicon.one_room_made_again(("主卧", "次卧"))


def test_the_north_s_enclosed_porch_is_the_entrance() -> None:
    assert room_lexicon(("玄关", "客厅")).resolve("门斗") == frozenset({"玄关"})


def test_an_office_is_no_study_but_a_workroom_may_be() -> None:
    # a shop's or a workshop's office: "书房的灯" there is asked about
    assert room_lexicon(("客厅", "办公室")).resolve("书房") is None
    assert room_lexicon(("客厅", "办公室")).resolve("办公室") == frozenset({"办公室"})
    assert room_lexicon(("客厅", "L2 工作室")).resolve("书房") == frozenset({"L2 工作室"})
    assert room_lexicon(("客厅", "Office")).resolve("书房") is None
    assert room_lexicon(("客厅", "Office")).resolve("办公室") == frozenset({"Office"})


def test_a_bedroom_said_with_or_without_its_room_word_is_one_room_made_twice() -> None:
    lexicon = room_lexicon(("12F客厅", "13楼主卧", "主卧室", "乐乐房间", "次卧"))
    assert lexicon.resolve("主卧") == frozenset({"13楼主卧", "主卧室"})
    assert lexicon.resolve("主卧室") == frozenset({"13楼主卧", "主卧室"})
    assert lexicon.resolve("13楼主卧") == frozenset({"13楼主卧"})  # its floor said: that one
    assert lexicon.resolve("次卧室") == frozenset({"次卧"})


def test_a_guest_room_number_said_with_hao_is_that_room() -> None:
    lexicon = room_lexicon(("203 江景房", "205亲子房"))
    assert lexicon.resolve("203号") == frozenset({"203 江景房"})
    assert lexicon.resolve("205号房间") == frozenset({"205亲子房"})


def test_a_room_named_in_english_is_the_room_its_chinese_name_names_either_way() -> None:
    lexicon = room_lexicon(("前台", "大堂", "Lobby", "办工室", "Office", "餐厅"))
    assert lexicon.resolve("lobby") == frozenset({"Lobby", "大堂"})
    assert lexicon.resolve("大堂") == frozenset({"Lobby", "大堂"})
    assert lexicon.resolve("Office") == frozenset({"Office"})  # 办工室 is another room
    # a flat named in English room by room is another home of the account
    account = room_lexicon(("客厅", "厨房", "主卧", "Living", "Kitchen", "Master Bedroom"))
    assert account.resolve("Living") == frozenset({"Living"})


def test_the_hall_of_a_guesthouse_is_its_lobby_and_of_a_home_its_living_room() -> None:
    assert room_lexicon(("前台", "大堂", "一楼客厅")).resolve("大厅") == frozenset({"大堂"})
    assert room_lexicon(("主卧", "客厅")).resolve("大厅") == frozenset({"客厅"})


def test_a_roof_or_a_shop_made_twice_under_two_words_is_one_room() -> None:
    lexicon = room_lexicon(("一楼堂屋", "房顶", "楼顶", "门面", "店里", "天台"))
    assert lexicon.resolve("房顶") == frozenset({"房顶", "楼顶"})
    assert lexicon.resolve("门面") == frozenset({"门面", "店里"})
    assert lexicon.resolve("天台") == frozenset({"天台"})  # a roof terrace may be apart


def test_a_building_of_an_estate_named_first_is_a_part_with_floors_of_its_own() -> None:
    lexicon = room_lexicon(("新楼一楼客厅", "新楼2F主卧", "新楼三楼-茶室", "老厝厅堂", "老厝楼上",
                            "茶厂萎凋间", "茶厂-焙火房", "晾青间", "茶室", "院子"))
    assert lexicon.resolve("茶厂") == frozenset({"茶厂萎凋间", "茶厂-焙火房"})
    assert lexicon.resolve("新楼") == frozenset({"新楼一楼客厅", "新楼2F主卧", "新楼三楼-茶室"})
    assert lexicon.resolve("新楼二楼") == frozenset({"新楼2F主卧"})
    assert lexicon.resolve("老厝") == frozenset({"老厝厅堂", "老厝楼上"})
    assert lexicon.resolve("萎凋间") == frozenset({"茶厂萎凋间"})
    assert lexicon.floor_of_room("新楼三楼-茶室") == "3"
    assert lexicon.floor_of_room("老厝厅堂") is None  # its upstairs says nothing of it
    assert lexicon.resolve("二楼") is None  # a second floor of each building: which one?
    assert lexicon.rooms_a_level_may_mean("二楼") == frozenset({"新楼2F主卧", "老厝楼上"})
    assert lexicon.parts_of(lexicon.rooms_a_level_may_mean("二楼")) == frozenset({"新楼", "老厝"})


def test_two_flats_joined_are_the_rooms_named_by_their_side() -> None:
    lexicon = room_lexicon(("东屋", "西屋", "北屋", "东户客厅", "西户客厅", "东户厨房", "西厨房",
                            "东卫", "西卫", "储藏间"))
    east = frozenset({"东屋", "东户客厅", "东户厨房", "东卫"})
    assert lexicon.resolve("东户") == lexicon.resolve("东边那套") == east
    assert lexicon.resolve("西户") == frozenset({"西屋", "西户客厅", "西厨房", "西卫"})
    assert lexicon.resolve("东屋") == frozenset({"东屋"})  # a room, not the flat
