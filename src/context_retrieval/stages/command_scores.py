"""Command evidence as arrays: one row per (device, command) of the devices in play.

"所有的灯都关了" in a home of thousands of lights puts a hundred thousand (device, command)
pairs in play. Their scores, filters and ranking are worked on as arrays over rows, and
objects are made only for the pairs someone reads, so a request costs what it matches.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from context_retrieval.index import CommandIndex, gather
from context_retrieval.models import CommandSpec

Pair = tuple[str, str | None]
"""(device id, command id or None for a device without spec)."""


@dataclass(frozen=True, slots=True)
class CommandScore:
    """Evidence that one command of one device is what the action asks for."""

    cosine: float
    """Raw cosine similarity of query and document."""
    lexical: float
    """Raw BM25 score of the query against the document."""
    score: float
    """Fused, normalised score in [0, 1]."""


def segments(owners: npt.NDArray[np.intp], count: int
             ) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.intp]]:
    """(first row, number of rows) of each of ``count`` owners, for rows sorted by owner."""
    sizes = np.bincount(owners, minlength=count).astype(np.intp)
    return np.cumsum(sizes) - sizes, sizes


class CommandScores(Mapping[Pair, CommandScore]):
    """How well each command of each device in play fits the action, as arrays over rows.

    Rows of one device are contiguous and in the order of its commands; devices are in the
    order given. Read as a mapping: (device id, command id or None) → :class:`CommandScore`.
    """

    __slots__ = (
        "_rows_by_pair",
        "codes",
        "command_ids",
        "commands",
        "cosine",
        "device_ids",
        "index",
        "lexical",
        "owners",
        "positions",
        "score",
    )

    def __init__(self, device_ids: tuple[str, ...], owners: npt.NDArray[np.intp],
                 codes: npt.NDArray[np.intp], commands: tuple[CommandSpec | None, ...],
                 command_ids: tuple[str | None, ...], score: npt.NDArray[np.float64],
                 cosine: npt.NDArray[np.float64], lexical: npt.NDArray[np.float64],
                 index: CommandIndex | None = None,
                 positions: npt.NDArray[np.intp] | None = None) -> None:
        """Hold the rows; ``owners`` must not decrease (rows grouped by device, in order).
        Rows read from ``index`` give their ``positions`` there."""
        self.device_ids = device_ids
        """The devices in play, in order."""
        self.index = index
        """The command index the rows were read from, if any."""
        self.positions = positions
        """Per row: its position in :attr:`index`, when there is one."""
        self.owners = owners
        """Per row: the position of its device in :attr:`device_ids`."""
        self.codes = codes
        """Per row: its command, as a position in :attr:`commands` and :attr:`command_ids`."""
        self.commands = commands
        """Distinct commands (None: unknown, or a device without spec)."""
        self.command_ids = command_ids
        """The id of each of :attr:`commands` (None: a device without spec)."""
        self.score = score
        """Per row: the fused, normalised score in [0, 1]."""
        self.cosine = cosine
        """Per row: the raw cosine similarity."""
        self.lexical = lexical
        """Per row: the raw BM25 score."""
        self._rows_by_pair: dict[Pair, int] | None = None

    @classmethod
    def from_mapping(cls, device_ids: Sequence[str],
                     scores: Mapping[Pair, CommandScore]) -> CommandScores:
        """The scores of ``device_ids`` (in that order) found in ``scores``; each device's
        commands in the order ``scores`` lists them."""
        position = {device_id: number for number, device_id in enumerate(device_ids)}
        found = sorted((position[pair[0]], order, pair, score)
                       for order, (pair, score) in enumerate(scores.items())
                       if pair[0] in position)
        ids = tuple(dict.fromkeys(pair[1] for _, _, pair, _ in found))
        code = {command_id: number for number, command_id in enumerate(ids)}
        return cls(tuple(device_ids), np.array([owner for owner, _, _, _ in found], dtype=np.intp),
                   np.array([code[pair[1]] for _, _, pair, _ in found], dtype=np.intp),
                   (None,) * len(ids), ids,
                   np.array([score.score for *_, score in found], dtype=np.float64),
                   np.array([score.cosine for *_, score in found], dtype=np.float64),
                   np.array([score.lexical for *_, score in found], dtype=np.float64))

    def pair(self, row: int) -> Pair:
        """The (device id, command id) of ``row``."""
        return self.device_ids[self.owners[row]], self.command_ids[self.codes[row]]

    @classmethod
    def of(cls, device_ids: Sequence[str], scores: Mapping[Pair, CommandScore]
           ) -> CommandScores:
        """The scores of ``device_ids``, in that order, from arrays or any mapping."""
        if isinstance(scores, CommandScores):
            return scores.for_devices(device_ids)
        return cls.from_mapping(device_ids, scores)

    def rows(self, rows: npt.NDArray[np.intp]) -> CommandScores:
        """Only ``rows`` (ascending), of the same devices."""
        return self._select(rows, self.device_ids, self.owners[rows])

    def _select(self, rows: npt.NDArray[np.intp], device_ids: tuple[str, ...],
                owners: npt.NDArray[np.intp]) -> CommandScores:
        return CommandScores(device_ids, owners, self.codes[rows], self.commands,
                             self.command_ids, self.score[rows], self.cosine[rows],
                             self.lexical[rows], self.index,
                             None if self.positions is None else self.positions[rows])

    def for_devices(self, device_ids: Sequence[str]) -> CommandScores:
        """The rows of ``device_ids``, in that order (ids not in play have none)."""
        wanted = tuple(device_ids)
        if wanted == self.device_ids:
            return self
        position = {device_id: number for number, device_id in enumerate(self.device_ids)}
        kept = [position[device_id] for device_id in wanted if device_id in position]
        starts, sizes = segments(self.owners, len(self.device_ids))
        picked = np.array(kept, dtype=np.intp)
        rows, owners = gather(starts[picked], sizes[picked])
        return self._select(rows, tuple(self.device_ids[number] for number in kept), owners)

    def taking(self, takes: Callable[[CommandSpec], bool]) -> npt.NDArray[np.bool_]:
        """Per row: True when its command ``takes`` or is unknown; ``takes`` is asked once
        per distinct command."""
        fits = np.ones(len(self.commands), dtype=bool)
        for code in np.unique(self.codes).tolist():
            command = self.commands[code]
            fits[code] = command is None or takes(command)
        return fits[self.codes]

    def keeping(self, takes: Callable[[CommandSpec], bool]) -> CommandScores:
        """Only the rows whose command ``takes`` (see :meth:`taking`)."""
        kept = self.taking(takes)
        return self if kept.all() else self.rows(np.flatnonzero(kept))

    def _by_pair(self) -> dict[Pair, int]:
        # Made only when the scores are read as a mapping; a pair said twice keeps its last.
        if self._rows_by_pair is None:
            self._rows_by_pair = {self.pair(row): row for row in range(len(self.owners))}
        return self._rows_by_pair

    def __getitem__(self, pair: Pair) -> CommandScore:
        row = self._by_pair()[pair]
        return CommandScore(float(self.cosine[row]), float(self.lexical[row]),
                            float(self.score[row]))

    def __iter__(self) -> Iterator[Pair]:
        return iter(self._by_pair())

    def __len__(self) -> int:
        return len(self._by_pair())
