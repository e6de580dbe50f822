"""Fusion: one ranked list of (device, command) candidates from keyword and command evidence.

Weights follow seed 003: with category gating keyword 1.0 / vector 0.5; without it
(type Unknown, missing or invalid) keyword 1.5 / vector 0.2, because a custom name is then
the strongest signal. A device in a room the command names earns a bonus (003
"房间匹配加分"). Ties are broken by the command score, then by home order, so the ranking
is deterministic.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import overload

import numpy as np
import numpy.typing as npt

from context_retrieval.models import Candidate, Device, EntityKind, StageTrace
from context_retrieval.stages.command_scores import CommandScore, CommandScores
from context_retrieval.stages.keyword import KeywordEvidence


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


class Ranking(Sequence[Candidate]):
    """Every (device, command) pair in play, best first; a pair becomes a
    :class:`Candidate` only when it is read.

    The order is by total score, then command score, then cosine, then home order (the
    order of the devices given, then of each device's commands).
    """

    __slots__ = (
        "_head",
        "_keyword",
        "_made",
        "_order",
        "_per_device",
        "_reasons",
        "_rows",
        "scores",
        "total",
    )

    def __init__(self, scores: CommandScores, total: npt.NDArray[np.float64],
                 keyword: Sequence[float], reasons: Sequence[tuple[str, ...]],
                 rows: npt.NDArray[np.intp] | None = None) -> None:
        """Rank the rows ``rows`` (ascending; None: all) of ``scores``; ``total`` is each
        row's fused score, ``keyword`` and ``reasons`` each device's keyword evidence."""
        self.scores = scores
        """The command evidence of the devices in play."""
        self.total = total
        """Per row of :attr:`scores`: the fused score."""
        self._keyword = keyword
        self._reasons = reasons
        self._rows = np.arange(len(total), dtype=np.intp) if rows is None else rows
        self._head: npt.NDArray[np.intp] | None = None
        self._order: npt.NDArray[np.intp] | None = None
        self._made: dict[int, Candidate] = {}
        self._per_device: DeviceBests | None = None

    def keeping(self, rows: npt.NDArray[np.bool_]) -> Ranking:
        """Only the pairs whose rows of :attr:`scores` are true in ``rows``."""
        kept = self._rows[rows[self._rows]]
        if len(kept) == len(self._rows):
            return self
        return Ranking(self.scores, self.total, self._keyword, self._reasons, kept)

    def lowering(self, rows: npt.NDArray[np.bool_], by: float) -> Ranking:
        """The same pairs with the total of those whose rows of :attr:`scores` are true in
        ``rows`` lowered ``by`` so much."""
        if not rows[self._rows].any():
            return self
        return Ranking(self.scores, self.total - by * rows, self._keyword, self._reasons,
                       self._rows)

    def row_ids(self) -> npt.NDArray[np.intp]:
        """The rows of :attr:`scores` in play, in home order."""
        return self._rows

    def _sorted(self, rows: npt.NDArray[np.intp]) -> npt.NDArray[np.intp]:
        return rows[np.lexsort((rows, -self.scores.cosine[rows], -self.scores.score[rows],
                                -self.total[rows]))]

    def _first(self, count: int) -> npt.NDArray[np.intp]:
        """At least the best ``count`` rows, best first."""
        if self._order is not None:
            return self._order
        if self._head is not None and len(self._head) >= count:
            return self._head
        if count >= len(self._rows) // 4:
            self._order = self._sorted(self._rows)
            return self._order
        totals = self.total[self._rows]
        bar = np.partition(totals, len(totals) - count)[len(totals) - count]
        # Every row as good as the count-th best, so ties are ordered as in the whole.
        self._head = self._sorted(self._rows[totals >= bar])
        return self._head

    def candidate(self, row: int) -> Candidate:
        """The candidate of ``row`` of :attr:`scores`."""
        made = self._made.get(row)
        if made is None:
            scores = self.scores
            owner = int(scores.owners[row])
            score = float(scores.score[row])
            reasons = self._reasons[owner]
            if score >= COMMAND_MATCH_THRESHOLD:
                reasons = (*reasons, REASON_COMMAND_MATCH)
            made = Candidate(
                entity_id=scores.device_ids[owner], entity_kind=EntityKind.DEVICE,
                capability_id=scores.command_ids[scores.codes[row]],
                keyword_score=round(self._keyword[owner], 4), vector_score=round(score, 4),
                total_score=round(float(self.total[row]), 4), reasons=reasons)
            self._made[row] = made
        return made

    def best_per_device(self) -> DeviceBests:
        """Each device's best pair, the devices in the order of their best pairs."""
        if self._per_device is None:
            self._per_device = DeviceBests(self, self._best_rows())
        return self._per_device

    def _best_rows(self) -> npt.NDArray[np.intp]:
        rows = self._rows
        if not len(rows):
            return rows
        starts = np.flatnonzero(_first_of_each(self.scores.owners[rows]))
        totals = self.total[rows]
        most = np.repeat(np.maximum.reduceat(totals, starts), np.diff(np.r_[starts, len(rows)]))
        tops = rows[totals == most]  # usually one a device; ties go to the finer keys
        tops = tops[np.lexsort((tops, -self.scores.cosine[tops], -self.scores.score[tops],
                                self.scores.owners[tops]))]
        return self._sorted(tops[_first_of_each(self.scores.owners[tops])])

    def device_ids(self) -> frozenset[str]:
        """The devices with a pair in play."""
        owners = np.unique(self.scores.owners[self._rows])
        return frozenset(self.scores.device_ids[owner] for owner in owners.tolist())

    def __len__(self) -> int:
        return len(self._rows)

    @overload
    def __getitem__(self, index: int) -> Candidate: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Candidate, ...]: ...

    def __getitem__(self, index: int | slice) -> Candidate | tuple[Candidate, ...]:
        if isinstance(index, slice):
            start, stop, step = index.indices(len(self))
            wanted = range(start, stop, step)
            if not wanted:
                return ()
            order = self._first(max(wanted) + 1)
            return tuple(self.candidate(int(order[position])) for position in wanted)
        if index < 0:
            index += len(self)
        if not 0 <= index < len(self):
            raise IndexError("ranking index out of range")
        return self.candidate(int(self._first(index + 1)[index]))

    def __iter__(self) -> Iterator[Candidate]:
        # Readers mostly stop early: the order is worked out a few rows ahead of them.
        done, wanted = 0, 16
        while done < len(self._rows):
            order = self._first(min(wanted, len(self._rows)))
            for row in order[done:].tolist():
                yield self.candidate(row)
            done, wanted = len(order), max(wanted * 4, len(order) + 1)


def _first_of_each(owners: npt.NDArray[np.intp]) -> npt.NDArray[np.bool_]:
    """True at the first of each run of equal ``owners`` (rows grouped by device)."""
    first = np.ones(len(owners), dtype=bool)
    first[1:] = owners[1:] != owners[:-1]
    return first


class DeviceBests(Mapping[str, Candidate]):
    """Device id → the device's best pair of a :class:`Ranking`, in the order of those
    pairs; each candidate is made when read."""

    __slots__ = ("_ids", "_positions", "_ranking", "_rows")

    def __init__(self, ranking: Ranking, rows: npt.NDArray[np.intp]) -> None:
        """``rows``: each device's best row of ``ranking``, best first."""
        self._ranking = ranking
        self._rows = rows.tolist()
        scores = ranking.scores
        self._ids = [scores.device_ids[owner] for owner in scores.owners[rows].tolist()]
        self._positions: dict[str, int] | None = None

    def _by_id(self) -> dict[str, int]:
        if self._positions is None:
            self._positions = {device_id: number for number, device_id in enumerate(self._ids)}
        return self._positions

    def __getitem__(self, device_id: str) -> Candidate:
        return self._ranking.candidate(self._rows[self._by_id()[device_id]])

    def __contains__(self, device_id: object) -> bool:
        return device_id in self._by_id()

    def __iter__(self) -> Iterator[str]:
        return iter(self._ids)

    def __len__(self) -> int:
        return len(self._ids)


def best_per_device(candidates: Sequence[Candidate]) -> Mapping[str, Candidate]:
    """Each device's first candidate in ``candidates``, in that order."""
    if isinstance(candidates, Ranking):
        return candidates.best_per_device()
    per_device: dict[str, Candidate] = {}
    for candidate in candidates:
        per_device.setdefault(candidate.entity_id, candidate)
    return per_device


def devices_in(candidates: Sequence[Candidate]) -> frozenset[str]:
    """The devices of ``candidates``."""
    if isinstance(candidates, Ranking):
        return candidates.device_ids()
    return frozenset(candidate.entity_id for candidate in candidates)


def rank_pairs(devices: Sequence[Device], keyword: Mapping[str, KeywordEvidence],
               commands: Mapping[tuple[str, str | None], CommandScore],
               weights: FusionWeights) -> tuple[Ranking, StageTrace]:
    """Rank every (device, command) pair.

    Args:
        devices: devices in play, in home order (the last tie-breaker).
        keyword: keyword evidence per device id.
        commands: command evidence per (device id, command id); pairs of devices not in
            ``devices`` are left out.
        weights: fusion weights (see :func:`weights_for`).

    Returns:
        Every pair, best first, as a :class:`Ranking` that makes candidates only as they
        are read; and a trace of the best scores.
    """
    ids = [device.id for device in devices]
    scores = CommandScores.of(ids, commands)
    evidence = [keyword.get(device_id) for device_id in scores.device_ids]
    said = [found.score if found else 0.0 for found in evidence]
    # What a device's evidence adds to each of its commands, worked out once per device.
    weighted = np.array([weights.keyword * score for score in said], dtype=np.float64)
    bonus = np.array([ROOM_MATCH_BONUS if found and found.room_hit else 0.0
                      for found in evidence], dtype=np.float64)
    owners = scores.owners
    total = weighted[owners] + weights.vector * scores.score + bonus[owners]
    ranking = Ranking(scores, total, said, [found.reasons if found else () for found in evidence])
    shown = ranking[:TRACED_PAIRS]
    trace = StageTrace(
        "fuse_scores",
        kept=tuple(f"{c.entity_id}:{c.capability_id}={c.total_score}" for c in shown),
        note=f"{len(ranking)} pairs ranked, the best {len(shown)} shown; "
             f"weights keyword {weights.keyword} / vector {weights.vector}, "
             f"room bonus {ROOM_MATCH_BONUS}")
    return ranking, trace
