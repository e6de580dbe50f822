"""What one service process holds: the shared embedder and parser, the conversation
stores, the homes, and whether all of it is ready."""

from __future__ import annotations

import logging
import threading

import redis

from context_retrieval.backends import Embedder, InMemoryStateStore, RedisStateStore, StateStore
from context_retrieval.backends.state_stores import (
    DEFAULT_KEY_PREFIX,
    DEFAULT_REDIS_TIMEOUT_SECONDS,
)
from context_retrieval.engine import Engine
from context_retrieval.errors import ContextRetrievalError, InputError
from context_retrieval.factories import build_arbitrator, build_embedder, build_parser
from context_retrieval.models import Home
from context_retrieval.parsing import LLMParser
from context_retrieval.service.homes import DEFAULT_HOME_ID, HomeRegistry
from context_retrieval.service.settings import ServiceSettings
from context_retrieval.settings import Settings

logger = logging.getLogger(__name__)

# Embedded once at start: loads the model, so the first request does not.
WARM_UP_TEXT = "打开客厅的灯"


class ServiceRuntime:
    """The long-lived parts of one service process."""

    def __init__(self, settings: ServiceSettings, *, engine_settings: Settings | None = None,
                 embedder: Embedder | None = None) -> None:
        """Build the parts; nothing heavy happens until :meth:`start`.

        ``engine_settings`` (default: from the environment) choose the parser and the
        embedder; ``embedder`` overrides the latter (one model shared by several apps).

        Raises:
            ConfigurationError: the settings ask for an LLM or embedder not configured.
            InputError: the Redis URL is not a Redis URL.
        """
        self.settings = settings
        self._engine_settings = engine_settings or Settings.from_env()
        self.embedder: Embedder = embedder or build_embedder(self._engine_settings)
        self.parser = build_parser(self._engine_settings)
        self.redis: redis.Redis | None = None
        if settings.redis_url is not None:
            try:
                self.redis = redis.Redis.from_url(
                    settings.redis_url, socket_timeout=DEFAULT_REDIS_TIMEOUT_SECONDS,
                    socket_connect_timeout=DEFAULT_REDIS_TIMEOUT_SECONDS)
            except ValueError as exc:
                raise InputError(f"not a Redis URL: {exc}") from exc
        self._memory_stores: dict[str, InMemoryStateStore] = {}
        self.homes = HomeRegistry(settings.data_dir, self._engine)
        self.model_loaded = False
        self.homes_loaded = False
        self.start_error: str | None = None
        self._lock = threading.Lock()

    def _engine(self, home_id: str, home: Home) -> Engine:
        return Engine(home, embedder=self.embedder, parser=self.parser,
                      store=self._store(home_id),
                      arbitrator=build_arbitrator(self._engine_settings, home))

    def _store(self, home_id: str) -> StateStore:
        """Conversations of one home: the same user id in two homes is two users."""
        if self.redis is not None:
            return RedisStateStore(self.redis, key_prefix=f"{DEFAULT_KEY_PREFIX}{home_id}:")
        with self._lock:
            # Kept across uploads: replacing a home does not end its conversations.
            return self._memory_stores.setdefault(home_id, InMemoryStateStore())

    def start(self) -> None:
        """Load the model, every stored home and the home from files; a failure is
        logged and kept in :attr:`start_error` (the process stays up, not ready)."""
        try:
            self.embedder.embed([WARM_UP_TEXT])
            self.model_loaded = True
            count = self.homes.load_stored()
            if self.settings.home_path is not None:
                self.homes.serve_files(DEFAULT_HOME_ID, self.settings.home_path,
                                       self.settings.spec_path)
                count += 1
            self.homes_loaded = True
            logger.info("serving %d home(s)", count)
        except (ContextRetrievalError, OSError) as exc:
            self.start_error = str(exc)
            logger.error("the service could not start: %s", exc)

    def redis_reachable(self) -> bool | None:
        """True when the configured Redis answers PING, None when none is configured."""
        if self.redis is None:
            return None
        try:
            return bool(self.redis.ping())
        except redis.RedisError:
            return False

    def close(self) -> None:
        """Release the Redis connections and the LLM client."""
        if self.redis is not None:
            self.redis.close()
        if isinstance(self.parser, LLMParser):
            self.parser.close()
