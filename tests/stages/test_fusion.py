"""Fusion: seed 003 "混合召回" weights, room bonus and deterministic ranking."""

from __future__ import annotations

import random

import numpy as np
import pytest

from builders import device
from context_retrieval.models import Candidate
from context_retrieval.stages.command_scores import CommandScore
from context_retrieval.stages.fusion import (
    DEFAULT_TOP_K,
    GATED_WEIGHTS,
    ROOM_MATCH_BONUS,
    UNGATED_WEIGHTS,
    FusionWeights,
    best_per_device,
    devices_in,
    rank_pairs,
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
    candidates, _ = rank_pairs([LAMP], {"lamp": evidence(1.0)},
                                {("lamp", "main-switch-on"): command(0.8)}, GATED_WEIGHTS)
    assert candidates[0].total_score == 1.4


def test_房间匹配加分() -> None:
    scores = {("lamp", "on"): command(0.5), ("fan", "on"): command(0.5)}
    candidates, _ = rank_pairs([LAMP, FAN], {"lamp": evidence(0.0), "fan": evidence(0.0, True)},
                                scores, GATED_WEIGHTS)
    assert candidates[0].entity_id == "fan"
    assert candidates[0].total_score > candidates[1].total_score


def test_a_name_hit_outweighs_a_better_command_match() -> None:
    scores = {("lamp", "on"): command(0.2), ("fan", "on"): command(1.0)}
    candidates, _ = rank_pairs([LAMP, FAN], {"lamp": evidence(1.0), "fan": evidence(0.0)},
                                scores, UNGATED_WEIGHTS)
    assert candidates[0].entity_id == "lamp"


def test_同设备多命令匹配_orders_commands_of_one_device_by_command_score() -> None:
    scores = {("lamp", "main-switch-on"): command(0.4),
              ("lamp", "main-switchLevel-setLevel"): command(0.9)}
    candidates, _ = rank_pairs([LAMP], {"lamp": evidence(1.0)}, scores, GATED_WEIGHTS)
    assert [c.capability_id for c in candidates] == ["main-switchLevel-setLevel",
                                                     "main-switch-on"]


def test_默认输出约5个候选() -> None:
    # Every pair is ranked; the pipeline hands on the best DEFAULT_TOP_K (003: about 5).
    scores = {("lamp", f"c{i}"): command(i / 10) for i in range(9)}
    candidates, _ = rank_pairs([LAMP], {}, scores, GATED_WEIGHTS)
    assert len(candidates) == 9
    assert DEFAULT_TOP_K == 5
    assert [c.capability_id for c in candidates[:DEFAULT_TOP_K]] == [
        "c8", "c7", "c6", "c5", "c4"]


def test_ties_follow_home_order() -> None:
    scores = {("fan", "on"): command(0.5), ("lamp", "on"): command(0.5)}
    candidates, _ = rank_pairs([LAMP, FAN], {}, scores, GATED_WEIGHTS)
    assert [c.entity_id for c in candidates] == ["lamp", "fan"]


def test_commands_capped_at_the_same_score_are_told_apart_by_their_text() -> None:
    # "制冷调到24度": the value fits both setpoints, which reach the same capped score; the
    # cooling one is closer to what was said.
    ac = device("ac", "空调", "客厅")
    scores = {("ac", "main-thermostatHeatingSetpoint-setHeatingSetpoint"):
              CommandScore(cosine=0.71, lexical=2.0, score=1.0),
              ("ac", "main-thermostatCoolingSetpoint-setCoolingSetpoint"):
              CommandScore(cosine=0.83, lexical=3.0, score=1.0)}
    candidates, _ = rank_pairs([ac], {"ac": evidence(1.0)}, scores, GATED_WEIGHTS)
    assert candidates[0].capability_id == "main-thermostatCoolingSetpoint-setCoolingSetpoint"


def _reference_ranking(devices: list[str], keyword: dict[str, KeywordEvidence],
                       scores: dict[tuple[str, str | None], CommandScore],
                       weights: FusionWeights) -> list[tuple[str, str | None, float]]:
    """Every pair sorted one by one, as the ranking promises to order them."""
    order = {device_id: number for number, device_id in enumerate(devices)}
    rows = []
    for number, ((device_id, command_id), score) in enumerate(scores.items()):
        found = keyword.get(device_id)
        total = weights.keyword * (found.score if found else 0.0) + weights.vector * score.score \
            + (ROOM_MATCH_BONUS if found and found.room_hit else 0.0)
        rows.append(((-total, -score.score, -score.cosine, order[device_id], number),
                     (device_id, command_id, round(total, 4))))
    return [pair for _, pair in sorted(rows)]


def _many_pairs(seed: int) -> tuple[list[str], dict[str, KeywordEvidence],
                                    dict[tuple[str, str | None], CommandScore]]:
    """Thirty devices of up to six commands whose scores tie often (few distinct values)."""
    pick = random.Random(seed)
    devices = [f"d{n}" for n in range(30)]
    keyword = {d: evidence(pick.choice((0.0, 0.5, 1.0)), pick.random() < 0.3)
               for d in devices if pick.random() < 0.7}
    scores: dict[tuple[str, str | None], CommandScore] = {}
    for d in devices:
        for c in range(pick.randint(1, 6)):
            value = pick.choice((0.0, 0.25, 0.5, 0.75, 1.0))
            scores[(d, f"c{c}")] = CommandScore(pick.choice((0.1, 0.2)), 1.0, value)
    return devices, keyword, scores


@pytest.mark.parametrize("seed", range(8))
def test_the_ranking_orders_every_pair_as_sorting_them_one_by_one(seed: int) -> None:
    devices, keyword, scores = _many_pairs(seed)
    ranking, _ = rank_pairs([device(d, d, "书房") for d in devices], keyword, scores,
                            GATED_WEIGHTS)
    expected = _reference_ranking(devices, keyword, scores, GATED_WEIGHTS)
    read = [(c.entity_id, c.capability_id, c.total_score) for c in ranking]
    assert read == expected
    assert len(ranking) == len(expected)
    # Read in parts, from the front or by position, the order is the same.
    assert [(c.entity_id, c.capability_id, c.total_score) for c in ranking[:3]] == expected[:3]
    assert (ranking[-1].entity_id, ranking[-1].capability_id) == expected[-1][:2]
    assert ranking[5:9:2] == tuple(ranking[i] for i in (5, 7))


@pytest.mark.parametrize("seed", range(8))
def test_each_device_is_represented_by_its_first_pair_in_the_ranking(seed: int) -> None:
    devices, keyword, scores = _many_pairs(seed)
    ranking, _ = rank_pairs([device(d, d, "书房") for d in devices], keyword, scores,
                            UNGATED_WEIGHTS)
    first: dict[str, Candidate] = {}
    for candidate in list(ranking):
        first.setdefault(candidate.entity_id, candidate)
    per_device = best_per_device(ranking)
    assert list(per_device) == list(first)
    assert all(per_device[d] == first[d] for d in first)
    assert "missing" not in per_device
    assert devices_in(ranking) == frozenset(first)


def test_a_ranking_leaves_out_pairs_it_is_told_to_and_keeps_its_order() -> None:
    devices, keyword, scores = _many_pairs(3)
    ranking, _ = rank_pairs([device(d, d, "书房") for d in devices], keyword, scores,
                            GATED_WEIGHTS)
    odd = np.array([row % 2 == 1 for row in range(len(ranking))])
    kept = ranking.keeping(odd)
    assert len(kept) == int(odd.sum())
    assert [c for c in ranking if c in set(kept)] == list(kept)
    assert ranking.keeping(np.ones(len(ranking), dtype=bool)) is ranking


def test_pairs_of_devices_not_in_play_are_not_ranked() -> None:
    scores = {("lamp", "on"): command(0.9), ("ghost", "on"): command(1.0)}
    ranking, trace = rank_pairs([LAMP], {}, scores, GATED_WEIGHTS)
    assert [c.entity_id for c in ranking] == ["lamp"]
    assert "1 pairs ranked" in (trace.note or "")
    assert list(rank_pairs([], {}, {}, GATED_WEIGHTS)[0]) == []
    assert best_per_device(rank_pairs([], {}, {}, GATED_WEIGHTS)[0]) == {}
    with pytest.raises(IndexError):
        ranking[1]
