"""Capability checks: seed 003 output validity and 004 "无匹配命令被过滤"."""

from __future__ import annotations

from builders import device, home
from context_retrieval.models import Candidate, Category, EntityKind, QueryIR
from context_retrieval.stages.capability import check_capabilities, validate_candidates

LAMP = device("lamp", "台灯", "书房")
THERMOMETER = device("thermo", "温度计", "书房", Category.TEMP_SENSOR, "sensor")
HOME = home(LAMP, THERMOMETER)


def candidate(entity_id: str, capability_id: str | None) -> Candidate:
    return Candidate(entity_id, EntityKind.DEVICE, capability_id, 0.0, 0.0, 0.0)


def test_device候选必须引用有效设备信息() -> None:
    kept, trace = validate_candidates([candidate("ghost", "main-switch-on")], HOME)
    assert kept == ()
    assert trace.dropped == (("ghost", "no such device"),)


def test_device候选的capability_id必须能映射到有效CommandSpec() -> None:
    kept, _ = validate_candidates(
        [candidate("lamp", "main-switch-on"), candidate("lamp", "main-colorControl-setColor")],
        HOME)
    assert [c.capability_id for c in kept] == ["main-switch-on"]


def test_a_device_without_spec_may_be_returned_without_a_command() -> None:
    no_spec = device("x", "老伙计", "客厅", profile=None)
    kept, _ = validate_candidates([candidate("x", None)], home(no_spec))
    assert len(kept) == 1


def similarity(action: str, description: str) -> float:
    return 1.0 if action[-1] in description else 0.0


def test_无匹配命令被过滤() -> None:
    ir = QueryIR(raw="打开", action="打开", confidence=0.9)
    kept, trace = check_capabilities([THERMOMETER], HOME, ir, similarity)
    assert kept == ()
    assert trace.dropped[0][0] == "thermo"


def test_capable_devices_stay() -> None:
    ir = QueryIR(raw="打开", action="打开", confidence=0.9)
    kept, _ = check_capabilities([LAMP, THERMOMETER], HOME, ir, similarity)
    assert [d.id for d in kept] == ["lamp"]


def test_low_confidence_keeps_everything_as_a_soft_feature() -> None:
    ir = QueryIR(raw="打开", action="打开", confidence=0.5)
    kept, _ = check_capabilities([LAMP, THERMOMETER], HOME, ir, similarity)
    assert len(kept) == 2


def test_without_a_similarity_function_nothing_is_filtered() -> None:
    ir = QueryIR(raw="打开", action="打开", confidence=0.9)
    kept, _ = check_capabilities([THERMOMETER], HOME, ir)
    assert len(kept) == 1
