"""Fusion: one ranked list of (device, command) candidates from keyword and command evidence.

Weights follow seed 003: with category gating keyword 1.0 / vector 0.5; without it
(type Unknown, missing or invalid) keyword 1.5 / vector 0.2, because a custom name is then
the strongest signal. A device in a room the command names earns a bonus (003
"房间匹配加分"). Ties are broken by the command score, then by home order, so the ranking
is deterministic.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from context_retrieval.models import Candidate, Device, EntityKind, StageTrace
from context_retrieval.stages.keyword import KeywordEvidence
from context_retrieval.stages.vector import CommandScore


@dataclass(frozen=True, slots=True)
class FusionWeights:
    """How much each kind of evidence counts."""

    keyword: float
    """Weight of name/room/type evidence."""
    vector: float
    """Weight of command evidence."""


GATED_WEIGHTS = FusionWeights(keyword=1.0, vector=0.5)  # 003 "category gating 有效时"
UNGATED_WEIGHTS = FusionWeights(keyword=1.5, vector=0.2)  # 003 "category gating 无效时"
# 003 "房间匹配加分": enough to lift a device in the named room over the same label elsewhere
# when include had to fall back, less than the gap between a name hit and no name.
ROOM_MATCH_BONUS = 0.3
DEFAULT_TOP_K = 5  # 003 "默认输出约 5 个候选"
REASON_COMMAND_MATCH = "command_match"
# The trace names the best pairs only: a bulk command over a large home ranks tens of
# thousands, which no one reads and which would cost more than the ranking.
TRACED_PAIRS = 20
# A command counts as matching the action when its fused score is at least this.
COMMAND_MATCH_THRESHOLD = 0.5


def weights_for(gated: bool) -> FusionWeights:
    """Return the 003 weights for a gated or an ungated command."""
    return GATED_WEIGHTS if gated else UNGATED_WEIGHTS


def fuse_scores(devices: Sequence[Device], keyword: Mapping[str, KeywordEvidence],
                commands: Mapping[tuple[str, str | None], CommandScore],
                weights: FusionWeights, top_k: int | None = DEFAULT_TOP_K
                ) -> tuple[tuple[Candidate, ...], StageTrace]:
    """Rank every (device, command) pair and return the best ``top_k``.

    Args:
        devices: devices in play, in home order (the last tie-breaker).
        keyword: keyword evidence per device id.
        commands: command evidence per (device id, command id).
        weights: fusion weights (see :func:`weights_for`).
        top_k: how many candidates to return (at least 1); None returns all.

    Returns:
        Candidates best first and a trace of the scores of those kept.
    """
    order = {device.id: position for position, device in enumerate(devices)}
    # What a device's evidence adds to each of its commands, worked out once per device.
    by_device: dict[str, tuple[float, float, float, tuple[str, ...]]] = {}
    ranked: list[tuple[tuple[float, float, float, int], Candidate]] = []
    for (device_id, command_id), command in commands.items():
        if device_id not in order:
            continue
        if device_id not in by_device:
            evidence = keyword.get(device_id)
            keyword_score = evidence.score if evidence else 0.0
            bonus = ROOM_MATCH_BONUS if evidence and evidence.room_hit else 0.0
            by_device[device_id] = (round(keyword_score, 4), weights.keyword * keyword_score,
                                    bonus, evidence.reasons if evidence else ())
        rounded_keyword, weighted_keyword, bonus, reasons = by_device[device_id]
        total = weighted_keyword + weights.vector * command.score + bonus
        if command.score >= COMMAND_MATCH_THRESHOLD:
            reasons = (*reasons, REASON_COMMAND_MATCH)
        candidate = Candidate(
            entity_id=device_id, entity_kind=EntityKind.DEVICE, capability_id=command_id,
            keyword_score=rounded_keyword, vector_score=round(command.score, 4),
            total_score=round(total, 4), reasons=reasons)
        # A value that fits lifts two commands to the same capped score ("制冷调到24度"
        # on both setpoints): the closer text tells them apart.
        ranked.append(((-total, -command.score, -command.cosine, order[device_id]), candidate))
    ranked.sort(key=lambda item: item[0])
    kept = tuple(candidate for _, candidate in ranked[:None if top_k is None else max(top_k, 1)])
    trace = StageTrace(
        "fuse_scores",
        kept=tuple(f"{c.entity_id}:{c.capability_id}={c.total_score}"
                   for c in kept[:TRACED_PAIRS]),
        note=f"{len(kept)} pairs ranked, the best {min(len(kept), TRACED_PAIRS)} shown; "
             f"weights keyword {weights.keyword} / vector {weights.vector}, "
             f"room bonus {ROOM_MATCH_BONUS}")
    return kept, trace
