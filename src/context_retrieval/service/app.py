"""The ASGI app: per-home turns and queries, home uploads, health, readiness, metrics.

Engine work runs in worker threads under a deadline, never on the event loop.
"""

from __future__ import annotations

import logging
import sys
import threading
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Annotated, Any, TypeVar

import anyio
import anyio.to_thread
from fastapi import APIRouter, Depends, FastAPI, Header, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from starlette.exceptions import HTTPException

from context_retrieval.backends import Embedder
from context_retrieval.errors import (
    AuthenticationError,
    DataFileError,
    DeadlineError,
    EmbeddingError,
    InputError,
    SmartThingsAuthError,
    SmartThingsError,
    SmartThingsLocationError,
    SmartThingsNotFoundError,
    StateStoreError,
    UnknownHomeError,
)
from context_retrieval.jsondata import JsonInputError, decode_json
from context_retrieval.redaction import Secret
from context_retrieval.service.auth import check_bearer
from context_retrieval.service.homes import ServedHome
from context_retrieval.service.metrics import ServiceMetrics
from context_retrieval.service.middleware import (
    AccessLog,
    BodySizeLimit,
    access_logger,
    error_body,
)
from context_retrieval.service.runtime import ServiceRuntime
from context_retrieval.service.schemas import (
    UPLOAD_SCHEMA,
    QueryRequest,
    SmartThingsImportRequest,
    TurnRequest,
    results_json,
    turn_json,
)
from context_retrieval.service.settings import ServiceSettings
from context_retrieval.settings import Settings
from context_retrieval.smartthings import SmartThingsClient, import_location

logger = logging.getLogger(__name__)
_T = TypeVar("_T")

API_PREFIX = "/v1"
HTTP_CODES = {401: "unauthorized", 404: "not_found", 405: "method_not_allowed",
              413: "body_too_large", 503: "not_ready"}
PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8"


def create_app(settings: ServiceSettings, *, engine_settings: Settings | None = None,
               embedder: Embedder | None = None) -> FastAPI:
    """The service over the homes ``settings`` name; loading starts with the app.

    ``engine_settings`` (default: from the environment) choose parser and embedder;
    ``embedder`` shares one loaded model between apps.

    Raises:
        ConfigurationError: an LLM or embedder is asked for but not configured.
        InputError: the Redis URL is not a Redis URL.
    """
    runtime = ServiceRuntime(settings, engine_settings=engine_settings, embedder=embedder)
    metrics = ServiceMetrics()
    _configure_access_log(settings)

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        # Loading runs beside the server: /healthz answers at once, /readyz once loaded.
        threading.Thread(target=runtime.start, name="load-homes", daemon=True).start()
        yield
        runtime.close()

    app = FastAPI(title="context-retrieval", lifespan=lifespan,
                  summary="Which smart-home devices and commands a Chinese request is about.")
    app.state.runtime = runtime
    app.state.metrics = metrics
    app.add_middleware(BodySizeLimit, limit_for=_body_limit(settings))
    app.add_middleware(AccessLog, metrics=metrics, debug=settings.debug)
    _add_error_handlers(app)
    app.include_router(_probes(runtime, metrics))
    app.include_router(_homes_api(runtime, metrics, settings,
                                  engine_settings or Settings.from_env()))
    return app


def app_from_env() -> FastAPI:
    """The app the environment describes (the factory uvicorn workers call).

    Raises:
        ConfigurationError: a variable cannot be read, or asks for something
            unconfigured.
        InputError: the Redis URL is not a Redis URL.
    """
    return create_app(ServiceSettings.from_env())


def _configure_access_log(settings: ServiceSettings) -> None:
    if not any(isinstance(handler, _StandardOutput) for handler in access_logger.handlers):
        handler = _StandardOutput()
        handler.setFormatter(logging.Formatter("%(message)s"))
        access_logger.addHandler(handler)
    access_logger.propagate = False  # the lines are JSON of their own, not root's format
    # Access lines are INFO: "warning" and "error" turn them off.
    access_logger.setLevel(logging.getLevelName(settings.log_level.upper()))


class _StandardOutput(logging.Handler):
    """Writes each line to the ``sys.stdout`` of the moment (a StreamHandler would keep
    the one it was built with, which a test runner or a worker may have replaced)."""

    def emit(self, record: logging.LogRecord) -> None:
        try:
            sys.stdout.write(self.format(record) + "\n")
            sys.stdout.flush()
        except Exception:
            self.handleError(record)


def _body_limit(settings: ServiceSettings) -> Callable[[str, str], int]:
    def limit_for(method: str, path: str) -> int:
        return settings.max_upload_bytes if method == "PUT" else settings.max_body_bytes

    return limit_for


def _json_error(status: int, code: str, message: str,
                headers: dict[str, str] | None = None) -> JSONResponse:
    return JSONResponse(error_body(code, message), status_code=status, headers=headers)


def _add_error_handlers(app: FastAPI) -> None:
    simple: dict[type[Exception], tuple[int, str]] = {
        UnknownHomeError: (404, "unknown_home"),
        DataFileError: (422, "invalid_home"),
        InputError: (422, "invalid_input"),
        StateStoreError: (503, "state_store_unavailable"),
        EmbeddingError: (503, "embedding_unavailable"),
        DeadlineError: (504, "deadline_exceeded"),
        # The caller's token or location is wrong: theirs to fix. Anything else SmartThings
        # did is an upstream failure.
        SmartThingsAuthError: (422, "smartthings_token_refused"),
        SmartThingsLocationError: (422, "smartthings_location"),
        SmartThingsNotFoundError: (422, "smartthings_not_found"),
        SmartThingsError: (502, "smartthings_unavailable"),
    }
    for kind, (status, code) in simple.items():
        def handle(_: Request, exc: Exception, status: int = status,
                   code: str = code) -> JSONResponse:
            return _json_error(status, code, str(exc))

        app.add_exception_handler(kind, handle)

    def unauthorized(_: Request, exc: Exception) -> JSONResponse:
        return _json_error(401, "unauthorized", str(exc), {"WWW-Authenticate": "Bearer"})

    def invalid_request(_: Request, exc: Exception) -> JSONResponse:
        errors = exc.errors() if isinstance(exc, RequestValidationError) else []
        described = "; ".join(f"{'.'.join(str(part) for part in error.get('loc', ()))}: "
                              f"{error.get('msg', '')}" for error in errors)
        return _json_error(422, "invalid_request", described or str(exc))

    def http_error(_: Request, exc: Exception) -> JSONResponse:
        status = exc.status_code if isinstance(exc, HTTPException) else 500
        detail = exc.detail if isinstance(exc, HTTPException) else str(exc)
        return _json_error(status, HTTP_CODES.get(status, "http_error"), str(detail))

    def internal(_: Request, exc: Exception) -> JSONResponse:
        logger.error("unexpected error", exc_info=exc)
        return _json_error(500, "internal_error", "the service failed to answer")

    app.add_exception_handler(AuthenticationError, unauthorized)
    app.add_exception_handler(RequestValidationError, invalid_request)
    app.add_exception_handler(HTTPException, http_error)
    app.add_exception_handler(Exception, internal)


async def _in_worker(work: Callable[[], _T], deadline: float | None) -> _T:
    """Run ``work`` in a worker thread; past ``deadline`` seconds stop waiting for it.

    Raises:
        DeadlineError: the deadline passed (the thread finishes on its own, unobserved).
    """
    if deadline is None:
        return await anyio.to_thread.run_sync(work)
    try:
        with anyio.fail_after(deadline):
            return await anyio.to_thread.run_sync(work, abandon_on_cancel=True)
    except TimeoutError as exc:
        raise DeadlineError(f"the request took longer than {deadline:g} s") from exc


def _probes(runtime: ServiceRuntime, metrics: ServiceMetrics) -> APIRouter:
    router = APIRouter(tags=["operations"])

    @router.get("/healthz")
    async def healthz() -> JSONResponse:
        """The process is up; says whether Redis (when configured) answers."""
        reachable = await anyio.to_thread.run_sync(runtime.redis_reachable)
        return JSONResponse({"status": "ok", "redis": _redis_status(reachable),
                             "homes": len(runtime.homes)})

    @router.get("/readyz")
    async def readyz() -> JSONResponse:
        """200 when the model and the homes are loaded and Redis (when configured)
        answers; 503 otherwise, saying what is missing."""
        reachable = await anyio.to_thread.run_sync(runtime.redis_reachable)
        checks = {"model_loaded": runtime.model_loaded, "homes_loaded": runtime.homes_loaded,
                  "redis": _redis_status(reachable)}
        ready = runtime.model_loaded and runtime.homes_loaded and reachable is not False
        body: dict[str, Any] = {"ready": ready, **checks, "homes": len(runtime.homes)}
        if runtime.start_error is not None:
            body["error"] = runtime.start_error
        return JSONResponse(body, status_code=200 if ready else 503)

    @router.get("/metrics")
    async def prometheus_metrics() -> Response:
        """The process's metrics in Prometheus' text format."""
        return Response(metrics.exposition(), media_type=PROMETHEUS_CONTENT_TYPE)

    return router


def _redis_status(reachable: bool | None) -> str:
    return {None: "not_configured", True: "ok", False: "unreachable"}[reachable]


def _homes_api(runtime: ServiceRuntime, metrics: ServiceMetrics,
               settings: ServiceSettings, engine_settings: Settings) -> APIRouter:
    def authenticated(authorization: Annotated[str | None, Header()] = None) -> None:
        check_bearer(authorization, settings.api_token)

    router = APIRouter(prefix=API_PREFIX, tags=["homes"],
                       dependencies=[Depends(authenticated)])

    def served(home_id: str) -> ServedHome:
        """The home, or 503 while homes are still loading and this one is not yet.

        Raises:
            UnknownHomeError: no such home (after loading).
            HTTPException: 503 while loading.
        """
        try:
            return runtime.homes.get(home_id)
        except UnknownHomeError:
            if not runtime.homes_loaded:
                raise HTTPException(503, "the service is still loading its homes") from None
            raise

    def refused(request: Request, text: str) -> JSONResponse | None:
        """Note ``text`` for the access log; a 422 answer when it is over the limit."""
        request.state.text = text
        if len(text) <= settings.max_text_chars:
            return None
        return _json_error(422, "text_too_long", f"the text is {len(text)} characters long; "
                           f"at most {settings.max_text_chars} are allowed")

    @router.post("/homes/{home_id}/turns")
    async def turns(home_id: str, body: TurnRequest, request: Request,
                    trace: bool = False) -> JSONResponse:
        """One user turn: a question for the user, or the agent's context."""
        if (refusal := refused(request, body.text)) is not None:
            return refusal
        turn = await _in_worker(lambda: served(home_id).engine.handle(
            body.user_id, body.text, answering=body.answering),
            settings.request_deadline_seconds)
        metrics.observe_turn(turn)
        return JSONResponse(turn_json(turn, trace=trace))

    @router.post("/homes/{home_id}/query")
    async def query(home_id: str, body: QueryRequest, request: Request,
                    trace: bool = False) -> JSONResponse:
        """One request without a conversation: one result per command."""
        if (refusal := refused(request, body.text)) is not None:
            return refusal
        results = await _in_worker(lambda: served(home_id).engine.query(
            body.text, top_k=body.top_k), settings.request_deadline_seconds)
        metrics.observe_results(results)
        return JSONResponse({"results": results_json(results, trace=trace)})

    @router.put("/homes/{home_id}", openapi_extra={"requestBody": {
        "required": True, "content": {"application/json": {"schema": UPLOAD_SCHEMA}}}})
    async def put_home(home_id: str, request: Request) -> JSONResponse:
        """Upload a home: ``{"home": home.json, "spec": [spec lines]}``. It replaces the
        old version only once it is parsed and indexed; a bad upload answers 422 and
        leaves the old version serving."""
        try:
            document = decode_json((await request.body()).decode("utf-8", errors="replace"))
        except JsonInputError as exc:
            return _json_error(422, "invalid_json", str(exc))
        if not isinstance(document, dict) or "home" not in document \
                or not isinstance(document.get("spec", []), list):
            return _json_error(422, "invalid_home", 'the body must be {"home": {...}, '
                               '"spec": [{...}, ...]}')
        stored = await _in_worker(lambda: runtime.homes.put(
            home_id, document["home"], document.get("spec", [])), None)
        return JSONResponse(stored.summary(), status_code=201 if stored.version == 1 else 200)

    @router.post("/homes/{home_id}/smartthings-import")
    async def smartthings_import(home_id: str, body: SmartThingsImportRequest) -> JSONResponse:
        """Import a SmartThings location (rooms, devices, scenes, the commands of their
        capabilities) and serve it as this home, the way an upload does: the old version
        keeps serving until the new one is indexed."""
        token = Secret(body.token) if body.token else engine_settings.smartthings_token
        if token is None:
            return _json_error(422, "smartthings_token_missing", "no SmartThings token: send "
                               "one as token, or set SMARTTHINGS_TOKEN for the service")

        def work() -> tuple[ServedHome, tuple[str, ...]]:
            with SmartThingsClient(token, base_url=settings.smartthings_url) as client:
                imported = import_location(client, body.location_id)
            stored = runtime.homes.put(home_id, dict(imported.home), list(imported.spec_lines))
            return stored, imported.warnings

        stored, warnings = await _in_worker(work, None)
        return JSONResponse({**stored.summary(), "warnings": list(warnings)},
                            status_code=201 if stored.version == 1 else 200)

    @router.get("/homes/{home_id}")
    async def get_home(home_id: str) -> JSONResponse:
        """Counts of rooms, devices and profiles; version and time of the upload."""
        home = await _in_worker(lambda: served(home_id), settings.request_deadline_seconds)
        return JSONResponse(home.summary())

    @router.delete("/homes/{home_id}", status_code=204)
    async def delete_home(home_id: str) -> Response:
        """Stop serving a home and delete its stored upload."""
        await _in_worker(lambda: runtime.homes.delete(home_id), None)
        return Response(status_code=204)

    return router
