"""Where conversation states live between requests (seed 001 §1.3, DESIGN decision 4).

:class:`InMemoryStateStore` serves one process and is the default;
:class:`RedisStateStore` lets several service replicas share the conversations. Both
forget a state ``ttl_seconds`` after it was last saved, and both answer a missing or
expired user with a fresh :class:`ConversationState`.
"""

from __future__ import annotations

import logging
import math
import random
import threading
import time
from collections.abc import Callable
from types import TracebackType
from typing import TYPE_CHECKING, Protocol, Self

import redis

from context_retrieval.conversation import (
    STATE_TTL_SECONDS,
    ConversationState,
    state_from_json,
    state_to_json,
)
from context_retrieval.errors import InputError, StateFormatError, StateStoreError
from context_retrieval.text import without_lone_surrogates

logger = logging.getLogger(__name__)

MAX_USER_ID_CHARS = 256  # user ids become Redis keys; a bound keeps keys small and logs readable
DEFAULT_KEY_PREFIX = "context-retrieval:state:"  # one namespace per application in a shared Redis
DEFAULT_REDIS_URL = "redis://127.0.0.1:6379/0"
DEFAULT_REDIS_TIMEOUT_SECONDS = 2.0  # a request must not hang on an unreachable store
# Turns of one user racing to store their states: each attempt after the first means
# another turn was stored in between; this many means something is wrong.
MAX_UPDATE_ATTEMPTS = 50
UPDATE_BACKOFF_SECONDS = 0.005


class StateStore(Protocol):
    """Keeps one :class:`ConversationState` per user between requests."""

    def load(self, user_id: str) -> ConversationState:
        """Return the user's state, or a fresh one when none is stored or it has expired.

        Raises:
            InputError: ``user_id`` is empty or too long.
            StateStoreError: the store cannot be reached.
        """
        ...

    def save(self, user_id: str, state: ConversationState) -> None:
        """Store ``state`` as the user's state; it expires the store's TTL after this call.

        Raises:
            InputError: ``user_id`` is empty or too long.
            StateStoreError: the store cannot be reached.
        """
        ...

    def update(self, user_id: str,
               change: Callable[[ConversationState], ConversationState]) -> ConversationState:
        """Apply ``change`` to the user's current state and store the result atomically (no
        other turn's state is stored in between); return the stored state. ``change`` may
        be called more than once, so it must have no side effects.

        Raises:
            InputError: ``user_id`` is empty or too long.
            StateStoreError: the store cannot be reached.
        """
        ...

    def clear(self, user_id: str) -> None:
        """Forget the user's state (nothing happens when none is stored).

        Raises:
            InputError: ``user_id`` is empty or too long.
            StateStoreError: the store cannot be reached.
        """
        ...


def validate_user_id(user_id: str) -> str:
    """Return ``user_id`` when it can name a conversation.

    Raises:
        InputError: ``user_id`` is not a string, is empty or blank, is longer than
            ``MAX_USER_ID_CHARS`` characters, or holds a lone surrogate (no store could
            write it, and replacing it could merge two users).
    """
    if not isinstance(user_id, str) or not user_id.strip():
        raise InputError(f"user id must be a non-empty string, got {user_id!r:.40}")
    if len(user_id) > MAX_USER_ID_CHARS:
        raise InputError(f"user id is {len(user_id)} characters long; "
                         f"at most {MAX_USER_ID_CHARS} are allowed")
    if without_lone_surrogates(user_id) != user_id:
        raise InputError("user id is not valid Unicode (it holds a lone surrogate)")
    return user_id


def _validate_ttl(ttl_seconds: float) -> float:
    if not math.isfinite(ttl_seconds) or ttl_seconds <= 0:
        raise InputError(f"ttl_seconds must be a positive number, got {ttl_seconds!r}")
    return ttl_seconds


class InMemoryStateStore:
    """States in a dict of this process; safe to share between threads.

    Expiry follows the injected ``clock`` (``time.time`` by default), so tests can move
    time without sleeping.
    """

    def __init__(self, *, ttl_seconds: float = STATE_TTL_SECONDS,
                 clock: Callable[[], float] = time.time) -> None:
        """Start empty.

        Raises:
            InputError: ``ttl_seconds`` is not a positive number.
        """
        self.ttl_seconds = _validate_ttl(ttl_seconds)
        self._clock = clock
        self._lock = threading.Lock()
        self._states: dict[str, tuple[float, ConversationState]] = {}
        self._last_sweep = clock()

    def __len__(self) -> int:
        """Number of users whose state is held (expired states linger until the next sweep)."""
        with self._lock:
            return len(self._states)

    def load(self, user_id: str) -> ConversationState:
        """Return the user's state, or a fresh one when none is stored or it has expired.

        Raises:
            InputError: ``user_id`` is empty or too long.
        """
        validate_user_id(user_id)
        now = self._clock()
        with self._lock:
            entry = self._states.get(user_id)
            if entry is None:
                return ConversationState()
            saved_at, state = entry
            if now - saved_at > self.ttl_seconds:
                del self._states[user_id]
                return ConversationState()
            return state

    def save(self, user_id: str, state: ConversationState) -> None:
        """Store ``state``; it expires ``ttl_seconds`` after this call.

        Raises:
            InputError: ``user_id`` is empty or too long.
        """
        validate_user_id(user_id)
        with self._lock:
            self._store(user_id, state)

    def update(self, user_id: str,
               change: Callable[[ConversationState], ConversationState]) -> ConversationState:
        """Apply ``change`` to the user's current state and store the result, atomically:
        no other turn of the user is stored in between. Returns the stored state.

        Raises:
            InputError: ``user_id`` is empty or too long.
        """
        validate_user_id(user_id)
        with self._lock:
            entry = self._states.get(user_id)
            current = entry[1] if entry is not None \
                and self._clock() - entry[0] <= self.ttl_seconds else ConversationState()
            changed = change(current)
            self._store(user_id, changed)
        return changed

    def _store(self, user_id: str, state: ConversationState) -> None:
        now = self._clock()
        self._states[user_id] = (now, state)
        # Users who never come back would otherwise stay forever; one sweep per TTL keeps
        # memory bounded by the users of the last two TTLs at O(1) amortised cost.
        if now - self._last_sweep > self.ttl_seconds:
            self._states = {user: entry for user, entry in self._states.items()
                            if now - entry[0] <= self.ttl_seconds}
            self._last_sweep = now

    def clear(self, user_id: str) -> None:
        """Forget the user's state.

        Raises:
            InputError: ``user_id`` is empty or too long.
        """
        validate_user_id(user_id)
        with self._lock:
            self._states.pop(user_id, None)


class RedisStateStore:
    """States as JSON strings in Redis, one key per user, expired by Redis itself (SET EX).

    A stored value that cannot be read (written by another version, or damaged) is logged
    and answered with a fresh state: a lost conversation is better than a failed request.
    """

    def __init__(self, client: redis.Redis, *, key_prefix: str = DEFAULT_KEY_PREFIX,
                 ttl_seconds: float = STATE_TTL_SECONDS) -> None:
        """Use ``client``, which the caller keeps owning (and closes).

        ``ttl_seconds`` is rounded up to whole seconds, the resolution of ``SET ... EX``.

        Raises:
            InputError: ``ttl_seconds`` is not a positive number.
        """
        self.ttl_seconds = math.ceil(_validate_ttl(ttl_seconds))
        self.key_prefix = key_prefix
        self._client = client
        self._owns_client = False

    @classmethod
    def from_url(cls, url: str = DEFAULT_REDIS_URL, *, key_prefix: str = DEFAULT_KEY_PREFIX,
                 ttl_seconds: float = STATE_TTL_SECONDS,
                 timeout_seconds: float = DEFAULT_REDIS_TIMEOUT_SECONDS) -> RedisStateStore:
        """Connect lazily to the Redis at ``url``; :meth:`close` (or ``with``) releases it.

        Raises:
            InputError: ``url`` is not a Redis URL, or ``ttl_seconds`` is not positive.
        """
        try:
            client = redis.Redis.from_url(url, socket_timeout=timeout_seconds,
                                          socket_connect_timeout=timeout_seconds)
        except ValueError as exc:
            raise InputError(f"not a Redis URL: {exc}") from exc
        store = cls(client, key_prefix=key_prefix, ttl_seconds=ttl_seconds)
        store._owns_client = True
        return store

    def close(self) -> None:
        """Close the connection pool when this store opened it (:meth:`from_url`)."""
        if self._owns_client:
            self._client.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self.close()

    def key(self, user_id: str) -> str:
        """The Redis key that holds the user's state.

        Raises:
            InputError: ``user_id`` is empty or too long.
        """
        return self.key_prefix + validate_user_id(user_id)

    def load(self, user_id: str) -> ConversationState:
        """Return the user's state, or a fresh one when none is stored, it has expired,
        or the stored value cannot be read (logged as a warning).

        Raises:
            InputError: ``user_id`` is empty or too long.
            StateStoreError: Redis cannot be reached or refused the command.
        """
        key = self.key(user_id)
        try:
            raw = self._client.get(key)
        except redis.RedisError as exc:
            raise StateStoreError(f"could not read {key!r} from Redis: {exc}") from exc
        return self._decoded(key, raw)

    @staticmethod
    def _decoded(key: str, raw: object) -> ConversationState:
        if raw is None:
            return ConversationState()
        try:
            return state_from_json(raw if isinstance(raw, str | bytes) else str(raw))
        except StateFormatError as exc:
            logger.warning("ignoring the unreadable state at %r: %s", key, exc)
            return ConversationState()

    def save(self, user_id: str, state: ConversationState) -> None:
        """Store ``state``; Redis deletes it ``ttl_seconds`` after this call.

        Raises:
            InputError: ``user_id`` is empty or too long.
            StateFormatError: ``state`` cannot be serialised (non-finite ``updated_at``).
            StateStoreError: Redis cannot be reached or refused the command.
        """
        key = self.key(user_id)
        value = state_to_json(state).encode("utf-8")
        try:
            self._client.set(key, value, ex=self.ttl_seconds)
        except redis.RedisError as exc:
            raise StateStoreError(f"could not write {key!r} to Redis: {exc}") from exc

    def update(self, user_id: str,
               change: Callable[[ConversationState], ConversationState]) -> ConversationState:
        """Apply ``change`` to the user's current state and store the result, atomically
        (WATCH/MULTI: when another turn of the user stored a state in between, ``change``
        is applied again to that one). Returns the stored state.

        Raises:
            InputError: ``user_id`` is empty or too long.
            StateFormatError: the changed state cannot be serialised.
            StateStoreError: Redis cannot be reached, or the key kept changing under
                MAX_UPDATE_ATTEMPTS attempts.
        """
        key = self.key(user_id)
        try:
            with self._client.pipeline() as pipe:
                for _ in range(MAX_UPDATE_ATTEMPTS):
                    try:
                        pipe.watch(key)  # type: ignore[no-untyped-call]
                        changed = change(self._decoded(key, pipe.get(key)))
                        pipe.multi()
                        pipe.set(key, state_to_json(changed).encode("utf-8"),
                                 ex=self.ttl_seconds)
                        pipe.execute()
                        return changed
                    except redis.WatchError:
                        # Another turn stored first: step aside a random moment, so racing
                        # turns do not collide again in lockstep.
                        time.sleep(random.uniform(0, UPDATE_BACKOFF_SECONDS))
                        continue
        except redis.RedisError as exc:
            raise StateStoreError(f"could not update {key!r} in Redis: {exc}") from exc
        raise StateStoreError(f"{key!r} changed under {MAX_UPDATE_ATTEMPTS} attempts to "
                              "update it", reason="conflict")

    def clear(self, user_id: str) -> None:
        """Delete the user's state.

        Raises:
            InputError: ``user_id`` is empty or too long.
            StateStoreError: Redis cannot be reached or refused the command.
        """
        key = self.key(user_id)
        try:
            self._client.delete(key)
        except redis.RedisError as exc:
            raise StateStoreError(f"could not delete {key!r} from Redis: {exc}") from exc


if TYPE_CHECKING:  # mypy proves here that both adapters satisfy the protocol
    _ADAPTERS: tuple[type[StateStore], ...] = (InMemoryStateStore, RedisStateStore)
