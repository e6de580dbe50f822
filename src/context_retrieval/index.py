"""The command index: one row per (device, command), pointing at shared document vectors.

Command documents depend on the profile, not on the device, so a home of 1,000 devices
has only a few hundred distinct texts (DESIGN "Beyond the seeds" 2). Each distinct text is
embedded once; a query costs one query embedding and one matrix product over the distinct
documents its devices use. Beside the vectors sits a BM25 index over characters and
character pairs of the same documents (DESIGN: rank-fused with the embedding it is the
best command matcher measured here).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

import numpy as np
import numpy.typing as npt

from context_retrieval.backends.embedders import Embedder
from context_retrieval.documents import (
    SWITCHED_OTHERWISE,
    build_command_document,
    build_device_document,
)
from context_retrieval.models import CommandSpec, Home
from context_retrieval.text import char_ngrams

# Standard BM25 parameters; documents are short, so length normalisation stays moderate.
BM25_K1 = 1.2
BM25_B = 0.5


# Documents embedded between two progress reports.
PROGRESS_BATCH = 128

EmbeddingProgress = Callable[[int, int], None]
"""Told (documents embedded so far, documents in all) while an index is built."""


def _embed_in_batches(texts: Sequence[str], embedder: Embedder,
                      progress: EmbeddingProgress | None) -> npt.NDArray[np.float32]:
    if progress is None:
        return embedder.embed(texts)
    parts = []
    for start in range(0, len(texts), PROGRESS_BATCH):
        parts.append(embedder.embed(texts[start:start + PROGRESS_BATCH]))
        progress(min(start + PROGRESS_BATCH, len(texts)), len(texts))
    return np.vstack(parts)


@dataclass(frozen=True, slots=True)
class RowSelection:
    """The index rows of some devices, in the order the devices were given."""

    device_ids: tuple[str, ...]
    """The devices that have rows, in the given order."""
    owners: npt.NDArray[np.intp]
    """Per row: the position of its device in :attr:`device_ids`."""
    positions: npt.NDArray[np.intp]
    """Per row: its position in the index."""


def gather(starts: npt.NDArray[np.intp], sizes: npt.NDArray[np.intp]
           ) -> tuple[npt.NDArray[np.intp], npt.NDArray[np.intp]]:
    """The rows of consecutive segments (each ``sizes[i]`` rows from ``starts[i]``) and,
    per row, the number of its segment."""
    owners = np.repeat(np.arange(len(sizes), dtype=np.intp), sizes)
    firsts = np.cumsum(sizes) - sizes
    rows = np.arange(int(sizes.sum()), dtype=np.intp) - firsts[owners] + starts[owners]
    return rows, owners


class LexicalIndex:
    """BM25 over character unigrams and pairs of a fixed list of documents."""

    def __init__(self, documents: Sequence[str]) -> None:
        """Index ``documents`` (cheap: counting only)."""
        self._terms = [Counter(char_ngrams(doc)) for doc in documents]
        self._lengths = np.array([sum(t.values()) for t in self._terms], dtype=np.float32)
        self._average = float(self._lengths.mean()) if len(documents) else 0.0
        frequency: Counter[str] = Counter()
        for terms in self._terms:
            frequency.update(terms.keys())
        total = len(documents)
        self._idf = {term: math.log(1 + (total - n + 0.5) / (n + 0.5))
                     for term, n in frequency.items()}

    def score(self, query: str, documents: Sequence[int]) -> npt.NDArray[np.float32]:
        """Return the BM25 score of ``query`` against each of ``documents`` (indices)."""
        scores = np.zeros(len(documents), dtype=np.float32)
        query_terms = set(char_ngrams(query))
        for position, doc in enumerate(documents):
            terms = self._terms[doc]
            norm = BM25_K1 * (1 - BM25_B + BM25_B * self._lengths[doc] / (self._average or 1))
            total = 0.0
            for term in query_terms:
                count = terms.get(term, 0)
                if count:
                    total += self._idf[term] * count * (BM25_K1 + 1) / (count + norm)
            scores[position] = total
        return scores


@dataclass(frozen=True, slots=True)
class CommandIndex:
    """One row per (device, command), distinct documents, their vectors and their BM25 index.

    A device's rows are contiguous, one per command of its spec (or one name/room row,
    command None, for a device without spec); devices of one profile share the same
    commands and documents, so the rows hold codes into small tables rather than objects.
    """

    spans: Mapping[str, tuple[int, int]]
    """device id → (first row, row after its last)."""
    groups: Mapping[str, int]
    """device id → its row group: devices of one profile have the same commands, in the
    same order, and share a group."""
    row_commands: npt.NDArray[np.intp]
    """Per row: its command, as a position in :attr:`commands`."""
    row_documents: npt.NDArray[np.intp]
    """Per row: its document, as a position in :attr:`documents`."""
    commands: tuple[CommandSpec | None, ...]
    """The distinct commands rows point at (None: a device without spec)."""
    command_ids: tuple[str | None, ...]
    """The id of each of :attr:`commands`."""
    documents: tuple[str, ...]
    """Distinct document texts."""
    vectors: npt.NDArray[np.float32]
    """(len(documents), dim) L2-normalised document vectors."""
    lexical: LexicalIndex
    """BM25 over the same documents."""
    model_id: str
    """The embedder the vectors came from."""

    def rows_valid_in(self, home: Home) -> npt.NDArray[np.bool_]:
        """Per row: True when ``home`` has the row's device and the device's spec has the
        row's command (always so for the home the index was built from)."""
        valid = np.ones(len(self.row_commands), dtype=bool)
        # Devices of one group have the same commands: which of them a spec lacks is
        # worked out once per (group, spec).
        lacking: dict[tuple[int, int], npt.NDArray[np.intp]] = {}
        for device_id, (start, stop) in self.spans.items():
            device = home.device(device_id)
            if device is None:
                valid[start:stop] = False
                continue
            spec = home.commands_of(device)
            key = (self.groups[device_id], id(spec))
            codes = self.row_commands[start:stop]
            if key not in lacking:
                ids = {command.id for command in spec}
                lacking[key] = np.array(
                    [code for code in codes.tolist() if (said := self.command_ids[code])
                     is not None and said not in ids], dtype=np.intp)
            if lacking[key].size:
                valid[start:stop] &= ~np.isin(codes, lacking[key])
        return valid

    def rows(self, device_ids: Iterable[str]) -> RowSelection:
        """The rows of ``device_ids`` in the given order (devices the index lacks have none)."""
        owned = [(device_id, span) for device_id in device_ids
                 if (span := self.spans.get(device_id)) is not None]
        starts = np.fromiter((span[0] for _, span in owned), dtype=np.intp, count=len(owned))
        lengths = np.fromiter((span[1] - span[0] for _, span in owned), dtype=np.intp,
                              count=len(owned))
        positions, owners = gather(starts, lengths)
        return RowSelection(tuple(device_id for device_id, _ in owned), owners, positions)


def build_command_index(home: Home, embedder: Embedder,
                        progress: EmbeddingProgress | None = None) -> CommandIndex:
    """Build the command index of ``home``, embedding each distinct document once.

    ``progress`` is told (documents embedded, documents in all) after every batch.

    Raises:
        EmbeddingError: the embedder failed.
    """
    documents: dict[str, int] = {}
    commands: dict[int, int] = {}  # id of a command object → its code
    command_table: list[CommandSpec | None] = []
    spans: dict[str, tuple[int, int]] = {}
    row_commands: list[int] = []
    row_documents: list[int] = []
    rows_by_profile: dict[str, tuple[tuple[int, int], ...]] = {}
    groups: dict[str, int] = {}
    group_of_profile: dict[str, int] = {}

    def code(command: CommandSpec | None) -> int:
        if id(command) not in commands:
            commands[id(command)] = len(command_table)
            command_table.append(command)
        return commands[id(command)]

    for device in home.devices:
        specs = home.commands_of(device)
        if not specs:
            rows: tuple[tuple[int, int], ...] = ((code(None), documents.setdefault(
                build_device_document(device), len(documents))),)
            group = group_of_profile.setdefault("", len(group_of_profile))
        else:
            profile = device.profile_id or ""
            group = group_of_profile.setdefault(f"profile:{profile}", len(group_of_profile))
            if profile not in rows_by_profile:
                has_switch = any(command.capability == "switch" for command in specs)
                sound_only = not any(command.capability in SWITCHED_OTHERWISE
                                     for command in specs)
                rows_by_profile[profile] = tuple(
                    (code(command), documents.setdefault(
                        build_command_document(command, has_switch, sound_only=sound_only),
                        len(documents)))
                    for command in specs)
            rows = rows_by_profile[profile]
        spans[device.id] = (len(row_commands), len(row_commands) + len(rows))
        groups[device.id] = group
        row_commands.extend(command for command, _ in rows)
        row_documents.extend(document for _, document in rows)
    texts = tuple(documents)
    vectors = _embed_in_batches(texts, embedder, progress) if texts \
        else np.zeros((0, 1), dtype=np.float32)
    return CommandIndex(MappingProxyType(spans), MappingProxyType(groups),
                        np.array(row_commands, dtype=np.intp),
                        np.array(row_documents, dtype=np.intp), tuple(command_table),
                        tuple(command.id if command else None for command in command_table),
                        texts,
                        vectors, LexicalIndex(texts), embedder.model_id)
