"""ASGI middleware of the service: body size limits, and one access log line and one
metrics sample per request."""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Callable
from typing import Any

from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from context_retrieval.service.metrics import ServiceMetrics

access_logger = logging.getLogger("context_retrieval.service.access")

BodyLimit = Callable[[str, str], int]
"""The largest body (bytes) allowed for a request of this method and path."""

UNMATCHED_ENDPOINT = "unmatched"  # one label for every unknown path: bounded cardinality


def error_body(code: str, message: str) -> dict[str, Any]:
    """The JSON body of every error response."""
    return {"error": {"code": code, "message": message}}


class BodyTooLargeError(HTTPException):
    """A body that grew past its limit while it was read (no or a false Content-Length)."""

    def __init__(self, limit: int) -> None:
        """A 413 naming the limit."""
        super().__init__(413, f"the request body is larger than {limit} bytes")


class BodySizeLimit:
    """Refuses with 413 a body larger than its limit, before the app reads all of it."""

    def __init__(self, app: ASGIApp, limit_for: BodyLimit) -> None:
        """Wrap ``app``; ``limit_for`` gives the limit of each request."""
        self.app = app
        self.limit_for = limit_for

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass the request on, or answer 413 when its declared length is over the limit;
        a body that turns out longer than declared raises :class:`BodyTooLargeError`
        while the app reads it."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        limit = self.limit_for(scope["method"], scope["path"])
        declared = dict(scope["headers"]).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > limit:
            await _send_json(send, 413, error_body(
                "body_too_large", f"the request body is larger than {limit} bytes"))
            return
        received = 0

        async def limited() -> Message:
            nonlocal received
            message = await receive()
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise BodyTooLargeError(limit)
            return message

        await self.app(scope, limited, send)


async def _send_json(send: Send, status: int, body: dict[str, Any]) -> None:
    payload = json.dumps(body, ensure_ascii=False).encode("utf-8")
    await send({"type": "http.response.start", "status": status,
                "headers": [(b"content-type", b"application/json"),
                            (b"content-length", str(len(payload)).encode("ascii"))]})
    await send({"type": "http.response.body", "body": payload})


class AccessLog:
    """Logs one JSON line per request (method, path, status, latency, home id; the
    request text only with ``debug``) and records it in the metrics."""

    def __init__(self, app: ASGIApp, metrics: ServiceMetrics, debug: bool) -> None:
        """Wrap ``app``."""
        self.app = app
        self.metrics = metrics
        self.debug = debug

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass the request on and account for it, whatever happens."""
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = 500  # what the server answers when the app raises before responding

        async def watched(message: Message) -> None:
            nonlocal status
            if message["type"] == "http.response.start":
                status = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, watched)
        finally:
            self._account(scope, status, time.perf_counter() - started)

    def _account(self, scope: Scope, status: int, seconds: float) -> None:
        route = scope.get("route")
        endpoint = getattr(route, "path", None) or UNMATCHED_ENDPOINT
        self.metrics.observe_request(endpoint, scope["method"], status, seconds)
        line: dict[str, Any] = {
            "method": scope["method"], "path": scope["path"], "status": status,
            "latency_ms": round(seconds * 1000, 3),
            "home_id": (scope.get("path_params") or {}).get("home_id"),
        }
        if self.debug:
            line["text"] = (scope.get("state") or {}).get("text")
        access_logger.info(json.dumps(line, ensure_ascii=False))
