"""Fusion: seed 003 "混合召回" weights, room bonus and deterministic ranking."""

from __future__ import annotations

from builders import device
from context_retrieval.stages.command_scores import CommandScore
from context_retrieval.stages.fusion import (
    GATED_WEIGHTS,
    UNGATED_WEIGHTS,
    fuse_scores,
    weights_for,
)
from context_retrieval.stages.keyword import KeywordEvidence

LAMP = device("lamp", "台灯", "书房")
FAN = device("fan", "风扇", "书房")


def evidence(score: float, room_hit: bool = False) -> KeywordEvidence:
    return KeywordEvidence(score, score, room_hit, ("name_hit",) if score else ())


def command(score: float) -> CommandScore:
    return CommandScore(cosine=score, lexical=score, score=score)


def test_category_gating_有效时_weights_are_1_and_half() -> None:
    assert (weights_for(True).keyword, weights_for(True).vector) == (1.0, 0.5)


def test_category_gating_无效时_weights_are_one_and_a_half_and_a_fifth() -> None:
    assert (weights_for(False).keyword, weights_for(False).vector) == (1.5, 0.2)


def test_total_is_the_weighted_sum() -> None:
    candidates, _ = fuse_scores([LAMP], {"lamp": evidence(1.0)},
                                {("lamp", "main-switch-on"): command(0.8)}, GATED_WEIGHTS)
    assert candidates[0].total_score == 1.4


def test_房间匹配加分() -> None:
    scores = {("lamp", "on"): command(0.5), ("fan", "on"): command(0.5)}
    candidates, _ = fuse_scores([LAMP, FAN], {"lamp": evidence(0.0), "fan": evidence(0.0, True)},
                                scores, GATED_WEIGHTS)
    assert candidates[0].entity_id == "fan"
    assert candidates[0].total_score > candidates[1].total_score


def test_a_name_hit_outweighs_a_better_command_match() -> None:
    scores = {("lamp", "on"): command(0.2), ("fan", "on"): command(1.0)}
    candidates, _ = fuse_scores([LAMP, FAN], {"lamp": evidence(1.0), "fan": evidence(0.0)},
                                scores, UNGATED_WEIGHTS)
    assert candidates[0].entity_id == "lamp"


def test_同设备多命令匹配_orders_commands_of_one_device_by_command_score() -> None:
    scores = {("lamp", "main-switch-on"): command(0.4),
              ("lamp", "main-switchLevel-setLevel"): command(0.9)}
    candidates, _ = fuse_scores([LAMP], {"lamp": evidence(1.0)}, scores, GATED_WEIGHTS)
    assert [c.capability_id for c in candidates] == ["main-switchLevel-setLevel",
                                                     "main-switch-on"]


def test_默认输出约5个候选() -> None:
    scores = {("lamp", f"c{i}"): command(i / 10) for i in range(9)}
    candidates, _ = fuse_scores([LAMP], {}, scores, GATED_WEIGHTS)
    assert len(candidates) == 5


def test_ties_follow_home_order() -> None:
    scores = {("fan", "on"): command(0.5), ("lamp", "on"): command(0.5)}
    candidates, _ = fuse_scores([LAMP, FAN], {}, scores, GATED_WEIGHTS)
    assert [c.entity_id for c in candidates] == ["lamp", "fan"]


def test_commands_capped_at_the_same_score_are_told_apart_by_their_text() -> None:
    # "制冷调到24度": the value fits both setpoints, which reach the same capped score; the
    # cooling one is closer to what was said.
    ac = device("ac", "空调", "客厅")
    scores = {("ac", "main-thermostatHeatingSetpoint-setHeatingSetpoint"):
              CommandScore(cosine=0.71, lexical=2.0, score=1.0),
              ("ac", "main-thermostatCoolingSetpoint-setCoolingSetpoint"):
              CommandScore(cosine=0.83, lexical=3.0, score=1.0)}
    candidates, _ = fuse_scores([ac], {"ac": evidence(1.0)}, scores, GATED_WEIGHTS)
    assert candidates[0].capability_id == "main-thermostatCoolingSetpoint-setCoolingSetpoint"
