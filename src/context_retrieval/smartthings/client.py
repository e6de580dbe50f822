"""A read-only client for the SmartThings REST API: bearer token, pages, retries.

Every failure becomes a :class:`~context_retrieval.errors.SmartThingsError`: 401/403 at once
as :class:`~context_retrieval.errors.SmartThingsAuthError`; 429 after the server's
Retry-After, 5xx and transport errors after an exponential backoff, a bounded number of
times and for a bounded total wait. The token is sent only to the base URL's host and never
appears in a message, a log line or the repr.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable, Mapping
from typing import Any
from urllib.parse import quote, urljoin, urlsplit

import httpx

from context_retrieval.backends.http import (
    HttpAnswer,
    ResponseTooLargeError,
    RetryableError,
    RetryPolicy,
    check_base_url,
    read_bounded,
    retry_after_seconds,
)
from context_retrieval.errors import (
    ConfigurationError,
    SmartThingsAuthError,
    SmartThingsError,
    SmartThingsNotFoundError,
)
from context_retrieval.jsondata import JsonInputError, decode_json
from context_retrieval.redaction import Secret, redact
from context_retrieval.smartthings import shapes

logger = logging.getLogger(__name__)

DEFAULT_BASE_URL = "https://api.smartthings.com"
# One request; a page of 200 devices is a few hundred kilobytes.
DEFAULT_TIMEOUT = 20.0
# An import is a one-off batch job, so it rides out longer trouble than a spoken request:
# four retries, backoff 0.5 → 8 s, and a Retry-After of up to 30 s is honoured.
DEFAULT_RETRY = RetryPolicy(retries=4, backoff=0.5, backoff_cap=8.0, retry_after_max=30.0)
# Seconds one request may spend waiting between its attempts, Retry-After included.
MAX_TOTAL_WAIT = 60.0
# 200 items a page: 500 pages is 100,000 devices, far beyond any home; more is a loop.
MAX_PAGES = 500
# A page of 200 devices with every field is well under 1 MiB.
MAX_RESPONSE_BYTES = 32 * 1024 * 1024
ERROR_BODY_CHARS = 200
# The scopes of a personal access token that the import reads with.
NEEDED_SCOPES = "r:locations:*, r:devices:*, r:scenes:*"
USER_AGENT = "context-retrieval"

Sleep = Callable[[float], None]


class SmartThingsClient:
    """GETs JSON from the SmartThings REST API with a bearer token.

    ``sleep`` is called for every wait between attempts (tests pass a recorder).
    """

    def __init__(self, token: str | Secret, *, base_url: str = DEFAULT_BASE_URL,
                 timeout: float = DEFAULT_TIMEOUT, retry: RetryPolicy = DEFAULT_RETRY,
                 max_total_wait: float = MAX_TOTAL_WAIT, sleep: Sleep = time.sleep,
                 transport: httpx.BaseTransport | None = None) -> None:
        """Remember the API root and the token; no connection is opened until a request.

        Raises:
            ConfigurationError: the token is empty, ``base_url`` is not an http(s) URL, or a
                time is not positive.
        """
        secret = token.reveal() if isinstance(token, Secret) else token
        if not secret.strip():
            raise ConfigurationError("the SmartThings token is empty")
        if timeout <= 0 or max_total_wait < 0:
            raise ConfigurationError("timeout must be positive and max_total_wait not negative")
        self.base_url = check_base_url(base_url)
        self.timeout = timeout
        self.retry = retry
        self.max_total_wait = max_total_wait
        self._token = secret.strip()
        self._sleep = sleep
        self._origin = _origin(self.base_url)
        self._client = httpx.Client(
            headers={"User-Agent": USER_AGENT, "Accept": "application/json",
                     "Authorization": f"Bearer {self._token}"},
            transport=transport, follow_redirects=False, timeout=httpx.Timeout(timeout))

    def __repr__(self) -> str:
        """Where requests go, never the token."""
        return f"SmartThingsClient(base_url={redact(self.base_url)!r})"

    def __enter__(self) -> SmartThingsClient:
        """Use the client in a ``with`` block that closes it."""
        return self

    def __exit__(self, *_: object) -> None:
        """Close the connection pool."""
        self.close()

    def close(self) -> None:
        """Close the connection pool."""
        self._client.close()

    # -- the endpoints the import reads ------------------------------------------------------

    def locations(self) -> list[dict[str, Any]]:
        """GET /v1/locations: every location of the account.

        Raises:
            SmartThingsError: see :meth:`get_items`; or an item lacks ``locationId``.
        """
        return shapes.check_items(self.get_items("/v1/locations"), shapes.LOCATION,
                                  "GET /v1/locations")

    def rooms(self, location_id: str) -> list[dict[str, Any]]:
        """GET /v1/locations/{locationId}/rooms.

        Raises:
            SmartThingsError: see :meth:`get_items`; or an item lacks ``roomId``/``name``.
        """
        path = f"/v1/locations/{quote(location_id, safe='')}/rooms"
        return shapes.check_items(self.get_items(path), shapes.ROOM, f"GET {path}")

    def devices(self, location_id: str) -> list[dict[str, Any]]:
        """GET /v1/devices?locationId=…, every page.

        Raises:
            SmartThingsError: see :meth:`get_items`; or an item is not a device.
        """
        return shapes.check_items(self.get_items("/v1/devices", {"locationId": location_id}),
                                  shapes.DEVICE, "GET /v1/devices")

    def scenes(self, location_id: str) -> list[dict[str, Any]]:
        """GET /v1/scenes?locationId=…, every page.

        Raises:
            SmartThingsError: see :meth:`get_items`; or an item lacks ``sceneId``.
        """
        return shapes.check_items(self.get_items("/v1/scenes", {"locationId": location_id}),
                                  shapes.SCENE, "GET /v1/scenes")

    def capability(self, capability_id: str, version: int) -> dict[str, Any]:
        """GET /v1/capabilities/{capabilityId}/{version}: a capability's definition.

        Raises:
            SmartThingsNotFoundError: the API has no such capability or version.
            SmartThingsError: see :meth:`get`; or the body is not a capability definition.
        """
        path = f"/v1/capabilities/{quote(capability_id, safe='')}/{int(version)}"
        definition = self.get(path)
        shapes.check(definition, shapes.CAPABILITY, f"GET {path}")
        return definition

    # -- transport ---------------------------------------------------------------------------

    def get(self, path: str, params: Mapping[str, str] | None = None) -> dict[str, Any]:
        """GET ``path`` (under the base URL, or an absolute URL on its host) as a JSON object.

        Raises:
            SmartThingsAuthError: HTTP 401 or 403.
            SmartThingsNotFoundError: HTTP 404.
            SmartThingsError: another 4xx; 429, 5xx or a transport error that outlasted the
                retries; an answer that is not a JSON object; a URL on another host.
        """
        return self._request(self._resolve(path), params)

    def get_items(self, path: str, params: Mapping[str, str] | None = None
                  ) -> list[Any]:
        """GET a paged listing and return the ``items`` of every page, following
        ``_links.next.href`` until it is absent or null.

        Raises:
            SmartThingsError: as :meth:`get`; or a page has no ``items`` list, a ``next``
                link that is not a string, a link loop, or more than MAX_PAGES pages.
        """
        url: str = self._resolve(path)
        query: Mapping[str, str] | None = params
        items: list[Any] = []
        visited: set[str] = set()
        for _ in range(MAX_PAGES):
            page = self._request(url, query)
            shown = redact(url)
            page_items = page.get("items")
            if not isinstance(page_items, list):
                raise SmartThingsError(f"{shown} answered a page without an 'items' list",
                                       reason="invalid_response")
            items.extend(page_items)
            href = _next_href(page, shown)
            if href is None:
                return items
            visited.add(str(httpx.URL(url, params=query) if query else httpx.URL(url)))
            url, query = self._resolve(href), None
            if url in visited:
                raise SmartThingsError(f"{shown}: the next-page link leads back to a page "
                                       "already read", reason="invalid_response")
        raise SmartThingsError(f"{redact(path)}: more than {MAX_PAGES} pages",
                               reason="invalid_response")

    def _resolve(self, path: str) -> str:
        url = urljoin(self.base_url + "/", path)
        if _origin(url) != self._origin:
            # The token goes to the API host only, whatever a body links to.
            raise SmartThingsError(f"{redact(url)} is not on {redact(self.base_url)}; the "
                                   "token is sent only there", reason="invalid_response")
        return url

    def _request(self, url: str, params: Mapping[str, str] | None) -> dict[str, Any]:
        waited = 0.0
        retry = 0
        while True:
            try:
                return self._attempt(url, params)
            except RetryableError as retryable:
                failure, retry_after = retryable.error, retryable.retry_after
            delay = self.retry.delay(retry, retry_after)
            if retry >= self.retry.retries or delay is None:
                raise failure
            if waited + delay > self.max_total_wait:
                raise SmartThingsError(f"{failure} (gave up: waiting {delay:g} s more would "
                                       f"exceed {self.max_total_wait:g} s)",
                                       reason=failure.reason)
            logger.info("%s failed (%s); retry %d in %.2f s", redact(url), failure.reason,
                        retry + 1, delay)
            self._sleep(delay)
            waited += delay
            retry += 1

    def _attempt(self, url: str, params: Mapping[str, str] | None) -> dict[str, Any]:
        shown = redact(url)
        try:
            answer = self._send(url, params)
        except httpx.TimeoutException as exc:
            raise RetryableError(SmartThingsError(f"{shown}: timed out after "
                                                   f"{self.timeout:g} s",
                                                   reason="timeout")) from exc
        except httpx.TransportError as exc:
            raise RetryableError(SmartThingsError(
                f"{shown}: {type(exc).__name__}: {redact(str(exc), self._token)}",
                reason="connection")) from exc
        except httpx.HTTPError as exc:
            raise SmartThingsError(f"{shown}: {type(exc).__name__}: "
                                   f"{redact(str(exc), self._token)}",
                                   reason="connection") from exc
        except ResponseTooLargeError as exc:
            raise SmartThingsError(f"{shown}: answer larger than {MAX_RESPONSE_BYTES} bytes",
                                   reason="too_large") from exc
        if 200 <= answer.status < 300:
            return _decode(shown, answer.body)
        error = self._status_error(shown, answer)
        if answer.status == 429 or answer.status >= 500:
            raise RetryableError(error, retry_after_seconds(answer.headers.get("Retry-After"))
                                  if answer.status == 429 else None)
        raise error

    def _send(self, url: str, params: Mapping[str, str] | None) -> HttpAnswer:
        with self._client.stream("GET", url, params=dict(params) if params else None
                                 ) as response:
            return read_bounded(response, MAX_RESPONSE_BYTES)

    def _status_error(self, shown: str, answer: HttpAnswer) -> SmartThingsError:
        status = answer.status
        reason = f"http_{status}"
        if status == 401:
            return SmartThingsAuthError(
                f"SmartThings refused the token (HTTP 401 at {shown}): it is invalid or has "
                "expired; create a new personal access token", reason=reason)
        if status == 403:
            return SmartThingsAuthError(
                f"SmartThings refused the request (HTTP 403 at {shown}): the token lacks a "
                f"scope it needs ({NEEDED_SCOPES}) or this account may not read it",
                reason=reason)
        # Redacted whole, then cut: a cut could split a token past recognition.
        body = " ".join(answer.body.decode("utf-8", "replace").split())
        snippet = redact(body, self._token)[:ERROR_BODY_CHARS]
        if status == 404:
            return SmartThingsNotFoundError(f"{shown} answered HTTP 404: {snippet}",
                                            reason=reason)
        return SmartThingsError(f"{shown} answered HTTP {status}: {snippet}", reason=reason)


def _origin(url: str) -> tuple[str, str]:
    parts = urlsplit(url)
    return parts.scheme, parts.netloc.rpartition("@")[2].lower()


def _decode(shown: str, body: bytes) -> dict[str, Any]:
    try:
        data = decode_json(body.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise SmartThingsError(f"{shown} answered text that is not UTF-8",
                               reason="invalid_response") from exc
    except JsonInputError as exc:
        raise SmartThingsError(f"{shown} answered something that is not JSON ({exc})",
                               reason="invalid_response") from exc
    if not isinstance(data, dict):
        raise SmartThingsError(f"{shown} answered JSON that is not an object",
                               reason="invalid_response")
    return data


def _next_href(page: Mapping[str, Any], shown: str) -> str | None:
    links = page.get("_links")
    if links is None:
        return None
    following = links.get("next") if isinstance(links, dict) else None
    if following is None:
        return None
    href = following.get("href") if isinstance(following, dict) else None
    if not isinstance(href, str) or not href:
        raise SmartThingsError(f"{shown} answered a '_links.next' without an 'href' string",
                               reason="invalid_response")
    return href
