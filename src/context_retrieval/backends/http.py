"""JSON over HTTP to OpenAI-compatible endpoints: per-attempt timeouts, a total deadline,
bounded retries with exponential backoff, and one translation of foreign errors.

Only the chat client and the remote embedders use this module; it is the one place where
``httpx`` exceptions become :class:`~context_retrieval.errors.BackendError` subclasses.
"""

from __future__ import annotations

import json
import logging
import ssl
import time
from collections.abc import Mapping
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from functools import cache
from typing import Any
from urllib.parse import urlsplit

import certifi
import httpx

from context_retrieval.errors import BackendError, ConfigurationError
from context_retrieval.redaction import redact

logger = logging.getLogger(__name__)

# Waiting for one answer longer than this is a failure worth retrying (chat answers of a few
# commands take 1–3 s on qwen-flash).
DEFAULT_TIMEOUT = 6.0
# The whole call, retries included: a spoken request cannot wait longer than this.
DEFAULT_DEADLINE = 10.0
# Two retries ride out a brief overload without multiplying a real outage's latency.
DEFAULT_RETRIES = 2
# First backoff, doubled each retry up to the cap (seconds).
BACKOFF_BASE = 0.5
BACKOFF_CAP = 4.0
# A Retry-After above this means "not now": we give up rather than hold the user.
RETRY_AFTER_MAX = 5.0
# Statuses that say "try again later"; every other 4xx is our mistake and is not retried.
RETRYABLE_STATUSES = frozenset({408, 409, 425, 429, 500, 502, 503, 504})
# An embeddings answer of 64 texts × 2,048 dims is ~3 MiB of JSON; anything far larger is
# not an answer we asked for.
MAX_RESPONSE_BYTES = 32 * 1024 * 1024
# How much of an error body goes into the error message.
ERROR_BODY_CHARS = 200
USER_AGENT = "context-retrieval"


@dataclass(frozen=True, slots=True)
class RetryPolicy:
    """How often and how patiently a failed request is repeated."""

    retries: int = DEFAULT_RETRIES
    """Retries after the first attempt (0 = no retry)."""
    backoff: float = BACKOFF_BASE
    """Seconds before the first retry; doubled for each further retry."""
    backoff_cap: float = BACKOFF_CAP
    """Longest backoff, in seconds."""
    retry_after_max: float = RETRY_AFTER_MAX
    """Longest server-requested wait (Retry-After) that is honoured."""

    def delay(self, retry: int, retry_after: float | None) -> float | None:
        """Seconds to wait before retry number ``retry`` (0-based); None → do not retry."""
        if retry_after is not None:
            return retry_after if retry_after <= self.retry_after_max else None
        return min(self.backoff_cap, self.backoff * 2.0 ** retry)


def retry_after_seconds(value: str | None) -> float | None:
    """Parse a Retry-After header (seconds or an HTTP date); None when absent or unreadable."""
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    return max(0.0, when.timestamp() - time.time())


def check_base_url(base_url: str) -> str:
    """Return ``base_url`` without a trailing slash.

    Raises:
        ConfigurationError: it is not an http(s) URL with a host.
    """
    parts = urlsplit(base_url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ConfigurationError(f"base URL {redact(base_url)!r} is not an http(s) URL")
    return base_url.rstrip("/")


@cache
def _tls_context() -> ssl.SSLContext:
    # Loading the CA bundle takes ~80 ms; every client of the process shares one context.
    return ssl.create_default_context(cafile=certifi.where())


class RetryableError(Exception):
    """A failed attempt that a later attempt may not repeat (the clients' retry loops)."""

    def __init__(self, error: BackendError, retry_after: float | None = None) -> None:
        """Carry ``error`` and the server's Retry-After, if it gave one."""
        super().__init__(str(error))
        self.error = error
        self.retry_after = retry_after


class _DeadlineExceededError(Exception):
    """The answer was still arriving when the deadline passed."""


class ResponseTooLargeError(Exception):
    """The answer exceeded the size a client reads."""


@dataclass(frozen=True, slots=True)
class HttpAnswer:
    """A whole HTTP answer, read within its limits."""

    status: int
    headers: httpx.Headers
    body: bytes


def read_bounded(response: httpx.Response, limit: int,
                 stop: float | None = None) -> HttpAnswer:
    """Read a streamed ``response`` whole, up to ``limit`` bytes and, when ``stop`` is given,
    until that ``time.monotonic()`` moment (a slow trickle is bounded too, not only each
    socket read).

    Raises:
        ResponseTooLargeError: the body is longer than ``limit``.
        httpx.HTTPError: the transfer failed.
    """
    chunks: list[bytes] = []
    size = 0
    for chunk in response.iter_bytes():
        size += len(chunk)
        if size > limit:
            raise ResponseTooLargeError
        if stop is not None and time.monotonic() > stop:
            raise _DeadlineExceededError
        chunks.append(chunk)
    return HttpAnswer(response.status_code, response.headers, b"".join(chunks))


class JSONEndpoint:
    """POSTs JSON to paths under one base URL and returns the decoded JSON object.

    The API key is sent as a bearer token and appears in no repr, log line or error.
    """

    def __init__(self, base_url: str, *, api_key: str | None = None,
                 timeout: float = DEFAULT_TIMEOUT, deadline: float = DEFAULT_DEADLINE,
                 retry: RetryPolicy | None = None, error_type: type[BackendError] = BackendError,
                 transport: httpx.BaseTransport | None = None) -> None:
        """Remember the endpoint; no connection is opened until the first request.

        Raises:
            ConfigurationError: ``base_url`` is not an http(s) URL, or a time is not positive.
        """
        if timeout <= 0 or deadline <= 0:
            raise ConfigurationError("timeout and deadline must be positive seconds")
        self.base_url = check_base_url(base_url)
        self.timeout = timeout
        self.deadline = deadline
        self.retry = retry or RetryPolicy()
        self._error_type = error_type
        self._api_key = api_key
        headers = {"User-Agent": USER_AGENT, "Accept": "application/json"}
        if api_key:
            headers["Authorization"] = f"Bearer {api_key}"
        self._client = httpx.Client(headers=headers, transport=transport,
                                    verify=_tls_context(), follow_redirects=False)

    def __repr__(self) -> str:
        """Show where requests go, never the key."""
        return f"JSONEndpoint(base_url={self.shown_url!r}, timeout={self.timeout})"

    @property
    def shown_url(self) -> str:
        """The base URL as messages show it: without a user or password."""
        return redact(self.base_url)

    def close(self) -> None:
        """Close the connection pool."""
        self._client.close()

    def post(self, path: str, payload: Mapping[str, Any], *,
             deadline: float | None = None) -> dict[str, Any]:
        """POST ``payload`` to ``path`` and return the JSON object answered.

        Retries on connection errors, timeouts, 429 and 5xx with exponential backoff (or the
        server's short Retry-After), never past ``deadline`` seconds from now (default: the
        endpoint's deadline).

        Raises:
            BackendError: of the endpoint's ``error_type``, with ``reason`` "timeout",
                "connection", "http_<status>", "too_large" or "invalid_response".
        """
        budget = self.deadline if deadline is None else deadline
        stop = time.monotonic() + budget
        url = f"{self.base_url}/{path.lstrip('/')}"
        retry = 0
        while True:
            remaining = stop - time.monotonic()
            if remaining <= 0:
                raise self._error(f"{url}: no answer within the {budget:g} s deadline",
                                  "timeout")
            try:
                return self._attempt(url, payload, min(self.timeout, remaining), stop)
            except RetryableError as retryable:
                failure, retry_after = retryable.error, retryable.retry_after
            delay = self.retry.delay(retry, retry_after)
            if (retry >= self.retry.retries or delay is None
                    or time.monotonic() + delay >= stop):
                raise failure
            logger.info("%s failed (%s); retry %d in %.2f s", redact(url, self._api_key),
                        failure.reason, retry + 1, delay)
            time.sleep(delay)
            retry += 1

    def _attempt(self, url: str, payload: Mapping[str, Any], timeout: float,
                 stop: float) -> dict[str, Any]:
        """One request and its decoded answer.

        Raises:
            RetryableError: a failure that may pass (timeout, connection, 429, 5xx).
            BackendError: a failure that retrying cannot fix.
        """
        try:
            answer = self._send(url, payload, timeout, stop)
        except (httpx.TimeoutException, _DeadlineExceededError) as exc:
            raise RetryableError(self._error(f"{url}: timed out", "timeout", exc)) from exc
        except ResponseTooLargeError as exc:
            raise self._error(f"{url}: answer larger than {MAX_RESPONSE_BYTES} bytes",
                              "too_large") from exc
        except httpx.HTTPError as exc:
            raise RetryableError(self._error(f"{url}: {type(exc).__name__}: {exc}",
                                              "connection", exc)) from exc
        if 200 <= answer.status < 300:
            return self._decode(url, answer.body)
        # Redacted whole, then cut: a cut could split a key past recognition.
        snippet = redact(answer.body.decode("utf-8", "replace"),
                         self._api_key)[:ERROR_BODY_CHARS]
        error = self._error(f"{url} answered HTTP {answer.status}: {snippet}",
                            f"http_{answer.status}")
        if answer.status not in RETRYABLE_STATUSES:
            raise error
        raise RetryableError(error, retry_after_seconds(answer.headers.get("Retry-After")))

    def _send(self, url: str, payload: Mapping[str, Any], timeout: float,
              stop: float) -> HttpAnswer:
        with self._client.stream("POST", url, json=dict(payload),
                                 timeout=httpx.Timeout(timeout)) as response:
            return read_bounded(response, MAX_RESPONSE_BYTES, stop)

    def _decode(self, url: str, body: bytes) -> dict[str, Any]:
        try:
            data = json.loads(body)
        except ValueError as exc:
            raise self._error(f"{url} answered something that is not JSON",
                              "invalid_response") from exc
        if not isinstance(data, dict):
            raise self._error(f"{url} answered JSON that is not an object", "invalid_response")
        return data

    def _error(self, message: str, reason: str,
               cause: BaseException | None = None) -> BackendError:
        # A server may echo the request (its Authorization header) in an error body.
        error = self._error_type(redact(message, self._api_key), reason=reason)
        error.__cause__ = cause
        return error
