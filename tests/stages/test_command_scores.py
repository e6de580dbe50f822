"""Command evidence as arrays over (device, command) rows, and checking a whole ranking."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

import numpy as np

from builders import COLOR, LEVEL, device, home
from context_retrieval import HashingEmbedder
from context_retrieval.models import CommandSpec, Device, Home, QueryIR
from context_retrieval.stages.capability import validate_candidates
from context_retrieval.stages.command_scores import CommandScore, CommandScores
from context_retrieval.stages.fusion import GATED_WEIGHTS, Ranking, rank_pairs
from context_retrieval.stages.vector import VectorSearcher

LAMP = device("lamp", "台灯", "书房", profile="dimmer")
STRIP = device("strip", "灯带", "客厅", profile="rgb")
SWITCH = device("relay", "开关", "客厅", profile="switch")
HOUSE = home(LAMP, STRIP, SWITCH)
SAID = QueryIR(raw="把台灯调暗", action="调暗", name_hint="台灯", confidence=0.9)


def scores_of(house: Home, devices: Sequence[Device]) -> CommandScores:
    return VectorSearcher.build(house, HashingEmbedder()).search(SAID, devices).scores


def test_rows_of_a_device_are_its_commands_in_spec_order() -> None:
    scores = scores_of(HOUSE, [STRIP, LAMP])
    assert scores.device_ids == ("strip", "lamp")
    assert list(scores) == [("strip", c.id) for c in HOUSE.commands_of(STRIP)] \
        + [("lamp", c.id) for c in HOUSE.commands_of(LAMP)]
    found = scores[("lamp", LEVEL.id)]
    assert 0.0 <= found.score <= 1.0
    assert len(scores) == 7


def test_scores_can_be_narrowed_to_devices_in_another_order() -> None:
    scores = scores_of(HOUSE, [LAMP, STRIP, SWITCH])
    narrowed = scores.for_devices(["relay", "lamp", "unknown"])
    assert narrowed.device_ids == ("relay", "lamp")
    assert [pair[0] for pair in narrowed] == ["relay", "relay", "lamp", "lamp", "lamp"]
    assert narrowed[("lamp", LEVEL.id)] == scores[("lamp", LEVEL.id)]
    assert scores.for_devices(["lamp", "strip", "relay"]) is scores


def test_a_filter_asks_each_distinct_command_once() -> None:
    scores = scores_of(HOUSE, [LAMP, STRIP, SWITCH])
    asked: list[str] = []

    def takes(command: CommandSpec) -> bool:
        asked.append(command.id)
        return command is COLOR

    kept = scores.keeping(takes)
    assert list(kept) == [("strip", COLOR.id)]
    assert len(asked) == len(set(asked)) == 4  # on, off, level, colour


def test_scores_given_as_a_mapping_keep_its_order_per_device() -> None:
    given = {("b", "off"): CommandScore(0.1, 0.0, 0.2), ("a", "on"): CommandScore(0.3, 1.0, 0.4),
             ("b", "on"): CommandScore(0.5, 2.0, 0.6), ("z", "on"): CommandScore(0.0, 0.0, 1.0)}
    scores = CommandScores.from_mapping(["a", "b"], given)
    assert list(scores) == [("a", "on"), ("b", "off"), ("b", "on")]
    assert scores[("b", "on")] == CommandScore(0.5, 2.0, 0.6)


def _ranking(house: Home, devices: Sequence[Device]) -> Ranking:
    ranking, _ = rank_pairs(devices, {}, scores_of(house, devices), GATED_WEIGHTS)
    return ranking


def test_a_ranking_read_from_the_index_of_its_own_home_keeps_everything() -> None:
    ranking = _ranking(HOUSE, [LAMP, STRIP])
    kept, trace = validate_candidates(ranking, HOUSE)
    assert isinstance(kept, Ranking)
    assert list(kept) == list(ranking)
    assert trace.dropped == ()
    assert trace.kept == ("lamp", "strip")


def test_a_ranking_checked_against_another_home_drops_what_it_lacks() -> None:
    # The index was built for a home where the strip takes a colour; the home now checked
    # has no lamp and a strip that only dims.
    ranking = _ranking(HOUSE, [LAMP, STRIP])
    changed = home(replace(STRIP, profile_id="dimmer"), SWITCH)
    kept, trace = validate_candidates(ranking, changed)
    assert {c.entity_id for c in kept} == {"strip"}
    assert COLOR.id not in {c.capability_id for c in kept}
    assert ("lamp", "no such device") in trace.dropped
    assert ("strip", f"command {COLOR.id} not in its spec") in trace.dropped
    assert HOUSE.derived("index_rows_valid", dict) != {}


def test_a_ranking_of_scores_given_as_a_mapping_is_checked_pair_by_pair() -> None:
    given = {("lamp", LEVEL.id): CommandScore(0.5, 0.5, 0.5),
             ("lamp", COLOR.id): CommandScore(0.9, 0.9, 0.9),
             ("ghost", LEVEL.id): CommandScore(1.0, 1.0, 1.0)}
    ghost = device("ghost", "幽灵", "书房", profile="dimmer")
    ranking, _ = rank_pairs([LAMP, ghost], {}, given, GATED_WEIGHTS)
    kept, trace = validate_candidates(ranking, HOUSE)
    assert [(c.entity_id, c.capability_id) for c in kept] == [("lamp", LEVEL.id)]
    assert len(trace.dropped) == 2
    assert np.array_equal(ranking.row_ids(), np.arange(3))
