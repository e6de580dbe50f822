"""The service's configuration: one frozen :class:`ServiceSettings`, read from the
environment in one place.

The engine's own variables (parser, embedder, cache directory) stay in
:class:`~context_retrieval.settings.Settings`; these are the front door's. Variables (all
optional):

=========================================  =================================================
``CONTEXT_RETRIEVAL_DATA_DIR``             where uploaded homes are kept
``CONTEXT_RETRIEVAL_HOME``                 a home.json served as home ``default``
``CONTEXT_RETRIEVAL_SPEC``                 its spec.jsonl
``CONTEXT_RETRIEVAL_REDIS_URL``            conversation state in this Redis (else memory)
``CONTEXT_RETRIEVAL_API_TOKEN``            bearer token every ``/v1`` request must carry
``CONTEXT_RETRIEVAL_MAX_BODY_BYTES``       largest turn or query body
``CONTEXT_RETRIEVAL_MAX_UPLOAD_BYTES``     largest home upload body
``CONTEXT_RETRIEVAL_MAX_TEXT_CHARS``       longest request text
``CONTEXT_RETRIEVAL_REQUEST_DEADLINE``     seconds a request may take before 504
``CONTEXT_RETRIEVAL_LOG_LEVEL``            ``debug`` puts request text in the access log
``CONTEXT_RETRIEVAL_SMARTTHINGS_URL``      the SmartThings API that imports read
=========================================  =================================================
"""

from __future__ import annotations

import math
import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from context_retrieval.errors import ConfigurationError
from context_retrieval.redaction import Secret
from context_retrieval.settings import CACHE_DIR_NAME, PREFIX, env_number, env_text
from context_retrieval.smartthings import DEFAULT_BASE_URL

DATA_DIR_VARIABLE = f"{PREFIX}DATA_DIR"
HOME_VARIABLE = f"{PREFIX}HOME"
SPEC_VARIABLE = f"{PREFIX}SPEC"
REDIS_URL_VARIABLE = f"{PREFIX}REDIS_URL"
API_TOKEN_VARIABLE = f"{PREFIX}API_TOKEN"
MAX_BODY_VARIABLE = f"{PREFIX}MAX_BODY_BYTES"
MAX_UPLOAD_VARIABLE = f"{PREFIX}MAX_UPLOAD_BYTES"
MAX_TEXT_VARIABLE = f"{PREFIX}MAX_TEXT_CHARS"
DEADLINE_VARIABLE = f"{PREFIX}REQUEST_DEADLINE"
LOG_LEVEL_VARIABLE = f"{PREFIX}LOG_LEVEL"
SMARTTHINGS_URL_VARIABLE = f"{PREFIX}SMARTTHINGS_URL"

# A turn carries one spoken sentence and a few ids: 64 KiB is generous and still small.
DEFAULT_MAX_BODY_BYTES = 64 * 1024
# A home of 1,000 devices is about 2 MB of home.json; leave room for its spec lines.
DEFAULT_MAX_UPLOAD_BYTES = 16 * 1024 * 1024
# Spoken requests are short; the engine's own limit (2,000) is for transcripts.
DEFAULT_MAX_TEXT_CHARS = 500
# The LLM parser gives up after 10 s (its own deadline) and the rules answer in
# milliseconds; past 15 s a caller is better told than kept waiting.
DEFAULT_REQUEST_DEADLINE_SECONDS = 15.0
LOG_LEVELS = ("debug", "info", "warning", "error")


@dataclass(frozen=True, slots=True)
class ServiceSettings:
    """Everything configurable about the HTTP service."""

    data_dir: Path
    """Directory of uploaded homes; created when missing."""
    home_path: Path | None = None
    """A home.json served as home ``default`` without an upload."""
    spec_path: Path | None = None
    """The spec.jsonl of ``home_path``."""
    redis_url: str | None = None
    """Conversation state in this Redis, shared by replicas; None → in this process."""
    api_token: Secret | None = None
    """Bearer token for ``/v1``; None → no authentication."""
    max_body_bytes: int = DEFAULT_MAX_BODY_BYTES
    """Largest body of a turn or query request."""
    max_upload_bytes: int = DEFAULT_MAX_UPLOAD_BYTES
    """Largest body of a home upload."""
    max_text_chars: int = DEFAULT_MAX_TEXT_CHARS
    """Longest request text."""
    request_deadline_seconds: float = DEFAULT_REQUEST_DEADLINE_SECONDS
    """Seconds the engine may work on one request."""
    log_level: str = "info"
    """Access log level; ``debug`` adds each request's text to its log line."""
    smartthings_url: str = DEFAULT_BASE_URL
    """Root of the SmartThings API that ``smartthings-import`` reads."""

    def __post_init__(self) -> None:
        """Check the limits.

        Raises:
            ConfigurationError: a limit is not positive, the log level is unknown, or a
                spec is given without a home.
        """
        for name in ("max_body_bytes", "max_upload_bytes", "max_text_chars"):
            if getattr(self, name) < 1:
                raise ConfigurationError(f"{name} must be positive, not {getattr(self, name)}")
        if not math.isfinite(self.request_deadline_seconds) \
                or self.request_deadline_seconds <= 0:
            raise ConfigurationError("the request deadline must be a positive number of "
                                     f"seconds, not {self.request_deadline_seconds}")
        if self.log_level not in LOG_LEVELS:
            raise ConfigurationError(f"log level {self.log_level!r} is not one of "
                                     f"{', '.join(LOG_LEVELS)}")
        if self.spec_path is not None and self.home_path is None:
            raise ConfigurationError("a spec was given without a home")

    @property
    def debug(self) -> bool:
        """True when request text may be logged."""
        return self.log_level == "debug"

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> ServiceSettings:
        """Read the settings from ``environ`` (default: the process environment).

        Raises:
            ConfigurationError: a variable cannot be read; the message names it.
        """
        env = os.environ if environ is None else environ
        home = env_text(env, HOME_VARIABLE)
        spec = env_text(env, SPEC_VARIABLE)
        token = env_text(env, API_TOKEN_VARIABLE)
        return cls(
            data_dir=Path(env_text(env, DATA_DIR_VARIABLE) or _default_data_dir(env)),
            home_path=None if home is None else Path(home),
            spec_path=None if spec is None else Path(spec),
            redis_url=env_text(env, REDIS_URL_VARIABLE),
            api_token=None if token is None else Secret(token),
            max_body_bytes=env_number(env, MAX_BODY_VARIABLE, int, DEFAULT_MAX_BODY_BYTES),
            max_upload_bytes=env_number(env, MAX_UPLOAD_VARIABLE, int, DEFAULT_MAX_UPLOAD_BYTES),
            max_text_chars=env_number(env, MAX_TEXT_VARIABLE, int, DEFAULT_MAX_TEXT_CHARS),
            request_deadline_seconds=env_number(env, DEADLINE_VARIABLE, float,
                                                DEFAULT_REQUEST_DEADLINE_SECONDS),
            log_level=(env_text(env, LOG_LEVEL_VARIABLE) or "info").casefold(),
            smartthings_url=env_text(env, SMARTTHINGS_URL_VARIABLE) or DEFAULT_BASE_URL,
        )

    def environment(self) -> dict[str, str]:
        """These settings as the variables :meth:`from_env` reads, for worker processes
        that build their own app (the API token included: only pass it to children)."""
        return {
            DATA_DIR_VARIABLE: str(self.data_dir),
            HOME_VARIABLE: "" if self.home_path is None else str(self.home_path),
            SPEC_VARIABLE: "" if self.spec_path is None else str(self.spec_path),
            REDIS_URL_VARIABLE: self.redis_url or "",
            API_TOKEN_VARIABLE: "" if self.api_token is None else self.api_token.reveal(),
            MAX_BODY_VARIABLE: str(self.max_body_bytes),
            MAX_UPLOAD_VARIABLE: str(self.max_upload_bytes),
            MAX_TEXT_VARIABLE: str(self.max_text_chars),
            DEADLINE_VARIABLE: str(self.request_deadline_seconds),
            LOG_LEVEL_VARIABLE: self.log_level,
            SMARTTHINGS_URL_VARIABLE: self.smartthings_url,
        }


def _default_data_dir(env: Mapping[str, str]) -> Path:
    base = env_text(env, "XDG_DATA_HOME")
    if base:
        return Path(base) / CACHE_DIR_NAME / "homes"
    home = env_text(env, "HOME")
    return (Path(home) if home else Path.home()) / ".local" / "share" / CACHE_DIR_NAME / "homes"
