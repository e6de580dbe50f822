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
from context_retrieval.documents import build_command_document, build_device_document
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
class CommandRow:
    """One (device, command) pair of the index."""

    device_id: str
    """The device."""
    command: CommandSpec | None
    """The command; None for the name/room row of a device with no spec."""
    document: int
    """Index of the row's document in :attr:`CommandIndex.documents`."""


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
    """Rows per device, distinct documents, their vectors and their BM25 index."""

    rows_by_device: Mapping[str, tuple[CommandRow, ...]]
    """device id → its rows (one per command, or one name/room row without spec)."""
    documents: tuple[str, ...]
    """Distinct document texts."""
    vectors: npt.NDArray[np.float32]
    """(len(documents), dim) L2-normalised document vectors."""
    lexical: LexicalIndex
    """BM25 over the same documents."""
    model_id: str
    """The embedder the vectors came from."""

    def rows(self, device_ids: Iterable[str]) -> tuple[CommandRow, ...]:
        """Return the rows of ``device_ids`` in the given order."""
        return tuple(row for device_id in device_ids
                     for row in self.rows_by_device.get(device_id, ()))


def build_command_index(home: Home, embedder: Embedder,
                        progress: EmbeddingProgress | None = None) -> CommandIndex:
    """Build the command index of ``home``, embedding each distinct document once.

    ``progress`` is told (documents embedded, documents in all) after every batch.

    Raises:
        EmbeddingError: the embedder failed.
    """
    documents: dict[str, int] = {}
    rows_by_device: dict[str, tuple[CommandRow, ...]] = {}
    documents_by_profile: dict[str, tuple[tuple[CommandSpec, int], ...]] = {}
    for device in home.devices:
        commands = home.commands_of(device)
        if not commands:
            doc = documents.setdefault(build_device_document(device), len(documents))
            rows_by_device[device.id] = (CommandRow(device.id, None, doc),)
            continue
        profile = device.profile_id or ""
        if profile not in documents_by_profile:
            has_switch = any(command.capability == "switch" for command in commands)
            documents_by_profile[profile] = tuple(
                (command, documents.setdefault(build_command_document(command, has_switch),
                                               len(documents)))
                for command in commands)
        rows_by_device[device.id] = tuple(
            CommandRow(device.id, command, doc) for command, doc in documents_by_profile[profile])
    texts = tuple(documents)
    vectors = _embed_in_batches(texts, embedder, progress) if texts \
        else np.zeros((0, 1), dtype=np.float32)
    return CommandIndex(MappingProxyType(rows_by_device), texts, vectors,
                        LexicalIndex(texts), embedder.model_id)
