"""The service over HTTP: a real uvicorn server on 127.0.0.1, spoken to with httpx."""

from __future__ import annotations

import copy
import json
import logging
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from asgi_server import serving_in_thread
from context_retrieval.backends import CachedEmbedder
from context_retrieval.home import example_home_paths
from context_retrieval.redaction import Secret
from context_retrieval.service.app import create_app
from context_retrieval.service.middleware import access_logger
from context_retrieval.service.settings import ServiceSettings
from context_retrieval.settings import Settings
from home_documents import SMALL_HOME, SMALL_SPEC

pytestmark = pytest.mark.slow

TOKEN = "test-token-5d1c"
MAX_BODY_BYTES = 4096
MAX_TEXT_CHARS = 50
LOG_WAIT_SECONDS = 5.0


@pytest.fixture(scope="module")
def service_url(tmp_path_factory: pytest.TempPathFactory,
                embedder: CachedEmbedder) -> Iterator[str]:
    home_path, spec_path = example_home_paths()
    settings = ServiceSettings(
        data_dir=tmp_path_factory.mktemp("homes"), home_path=home_path, spec_path=spec_path,
        api_token=Secret(TOKEN), max_body_bytes=MAX_BODY_BYTES, max_text_chars=MAX_TEXT_CHARS)
    with serving_in_thread(create_app(settings, engine_settings=Settings(),
                                      embedder=embedder)) as url:
        yield url


@pytest.fixture
def client(service_url: str) -> Iterator[httpx.Client]:
    with httpx.Client(base_url=service_url, timeout=30,
                      headers={"Authorization": f"Bearer {TOKEN}"}) as authorised:
        yield authorised


@pytest.fixture
def access_lines() -> Iterator[list[dict[str, object]]]:
    """The access log lines written during the test, decoded."""
    lines: list[dict[str, object]] = []

    class Collect(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            lines.append(json.loads(record.getMessage()))

    handler = Collect()
    access_logger.addHandler(handler)
    yield lines
    access_logger.removeHandler(handler)


def logged(lines: list[dict[str, object]], path: str) -> list[dict[str, object]]:
    """The access lines of ``path``, once one is written (a line follows its response;
    a line of an earlier test may come late, so lines are picked by path)."""
    deadline = time.monotonic() + LOG_WAIT_SECONDS
    while time.monotonic() < deadline:
        found = [line for line in lines if line["path"] == path]
        if found:
            return found
        time.sleep(0.01)
    return []


def error_code(answer: httpx.Response) -> str:
    code: str = answer.json()["error"]["code"]
    return code


def test_an_ambiguous_turn_asks_which_and_the_answer_gets_the_agent_context(
        client: httpx.Client) -> None:
    asked = client.post("/v1/homes/default/turns", json={"user_id": "ann", "text": "打开吸顶灯"})
    assert asked.status_code == 200
    question = asked.json()
    assert question["kind"] == "clarification"
    assert question["question"]
    assert question["question_id"]
    assert [option["label"] for option in question["options"]] == ["餐厅 · 吸顶灯",
                                                                   "主卧 · 吸顶灯"]
    answered = client.post("/v1/homes/default/turns", json={
        "user_id": "ann", "text": "第二个", "answering": question["question_id"]}).json()
    assert answered["kind"] == "context"
    assert answered["answered_question"]
    assert [(s["entity_id"], s["capability_id"]) for s in answered["selected"]] == [
        ("dev-master-ceiling", "main-switch-on")]
    assert "dev-master-ceiling" in answered["yaml_context"]
    assert answered["yaml_context"] in answered["system_prompt"]
    assert "trace" not in answered["results"][0]


def test_a_query_answers_one_result_per_command_with_scores_and_reasons(
        client: httpx.Client) -> None:
    answer = client.post("/v1/homes/default/query?trace=true",
                         json={"text": "关闭所有灯，打开客厅主灯", "top_k": 3})
    assert answer.status_code == 200
    bulk, single = answer.json()["results"]
    assert bulk["groups"]
    assert {"device_ids", "capability_id", "batches"} <= set(bulk["groups"][0])
    top = single["candidates"][0]
    assert top["entity_id"] == "dev-living-main"
    assert top["capability_id"] == "main-switch-on"
    assert {"keyword_score", "vector_score", "total_score", "reasons"} <= set(top)
    assert len(single["candidates"]) <= 3
    assert single["trace"]
    assert {"skipped", "clarification", "hint", "meta"} <= set(single)


def test_without_the_token_or_with_a_wrong_one_the_api_answers_401(service_url: str) -> None:
    for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": TOKEN}):
        answer = httpx.post(f"{service_url}/v1/homes/default/query", json={"text": "开灯"},
                            headers=headers)
        assert answer.status_code == 401
        assert error_code(answer) == "unauthorized"
        assert answer.headers["www-authenticate"] == "Bearer"


def test_health_readiness_metrics_and_docs_need_no_token(service_url: str) -> None:
    health = httpx.get(f"{service_url}/healthz")
    assert (health.status_code, health.json()["redis"]) == (200, "not_configured")
    ready = httpx.get(f"{service_url}/readyz")
    assert ready.status_code == 200
    assert ready.json()["model_loaded"]
    assert ready.json()["homes_loaded"]
    assert httpx.get(f"{service_url}/docs").status_code == 200
    paths = httpx.get(f"{service_url}/openapi.json").json()["paths"]
    assert {"/v1/homes/{home_id}/turns", "/v1/homes/{home_id}/query",
            "/v1/homes/{home_id}"} <= set(paths)


def test_a_body_over_the_limit_answers_413_whether_its_length_is_declared_or_not(
        client: httpx.Client) -> None:
    padding = "x" * MAX_BODY_BYTES
    declared = client.post("/v1/homes/default/query",
                           json={"text": "开灯", "padding": padding})
    assert declared.status_code == 413
    assert error_code(declared) == "body_too_large"

    def chunks() -> Iterator[bytes]:
        yield b'{"text": "'
        yield padding.encode()
        yield b'"}'

    streamed = client.post("/v1/homes/default/query", content=chunks(),
                           headers={"Content-Type": "application/json"})
    assert streamed.status_code == 413
    assert error_code(streamed) == "body_too_large"


def test_a_text_over_the_limit_or_a_malformed_body_answers_422(client: httpx.Client) -> None:
    too_long = client.post("/v1/homes/default/turns",
                           json={"user_id": "ann", "text": "开" * (MAX_TEXT_CHARS + 1)})
    assert (too_long.status_code, error_code(too_long)) == (422, "text_too_long")
    missing = client.post("/v1/homes/default/turns", json={"text": "开灯"})
    assert (missing.status_code, error_code(missing)) == (422, "invalid_request")
    assert "user_id" in missing.json()["error"]["message"]
    empty = client.post("/v1/homes/default/turns", json={"user_id": "ann", "text": "  "})
    assert (empty.status_code, error_code(empty)) == (422, "invalid_input")


@pytest.mark.parametrize(("method", "path"), [
    ("POST", "/v1/homes/nowhere/turns"), ("POST", "/v1/homes/nowhere/query"),
    ("GET", "/v1/homes/nowhere"), ("DELETE", "/v1/homes/nowhere"),
    ("GET", "/v1/homes/.hidden"), ("PUT", "/v1/homes/..%2Fetc"),
])
def test_an_unknown_home_answers_404_in_json(client: httpx.Client, method: str,
                                             path: str) -> None:
    body = {"text": "开灯"} if path.endswith("/query") else {"user_id": "ann", "text": "开灯"}
    answer = client.request(method, path, json=body)
    assert answer.status_code == 404
    assert error_code(answer) in {"unknown_home", "not_found"}


def test_an_upload_serves_a_home_and_a_broken_one_leaves_it_serving(
        client: httpx.Client) -> None:
    created = client.put("/v1/homes/flat-7", json={"home": SMALL_HOME, "spec": SMALL_SPEC})
    assert created.status_code == 201
    assert {key: created.json()[key] for key in ("rooms", "devices", "profiles", "version")} \
        == {"rooms": 2, "devices": 2, "profiles": 1, "version": 1}
    broken = copy.deepcopy(SMALL_SPEC)
    broken[0]["capabilities"][2]["value_range"] = {"min": 100, "max": 0}
    for body, code in (({"home": SMALL_HOME, "spec": broken}, "invalid_home"),
                       ({"home": SMALL_HOME, "spec": "not a list"}, "invalid_home"),
                       ({"house": SMALL_HOME}, "invalid_home")):
        refused = client.put("/v1/homes/flat-7", json=body)
        assert (refused.status_code, error_code(refused)) == (422, code)
    not_json = client.put("/v1/homes/flat-7", content=b"{", headers={
        "Content-Type": "application/json"})
    assert (not_json.status_code, error_code(not_json)) == (422, "invalid_json")
    assert client.get("/v1/homes/flat-7").json()["version"] == 1
    lamp = client.post("/v1/homes/flat-7/query", json={"text": "打开客厅的灯"}).json()
    assert lamp["results"][0]["candidates"][0]["entity_id"] == "lamp"

    replaced = client.put("/v1/homes/flat-7", json={"home": SMALL_HOME, "spec": SMALL_SPEC})
    assert (replaced.status_code, replaced.json()["version"]) == (200, 2)
    assert client.delete("/v1/homes/flat-7").status_code == 204
    assert client.get("/v1/homes/flat-7").status_code == 404


def test_metrics_count_requests_clarifications_and_stage_times(
        client: httpx.Client, service_url: str) -> None:
    client.post("/v1/homes/default/turns", json={"user_id": "metrics", "text": "打开吸顶灯"})
    client.post("/v1/homes/nowhere/query", json={"text": "开灯"})
    exposition = httpx.get(f"{service_url}/metrics")
    assert exposition.headers["content-type"].startswith("text/plain")
    text = exposition.text
    assert ('context_retrieval_requests_total{endpoint="/v1/homes/{home_id}/turns",'
            'method="POST",status="200"}') in text
    assert ('context_retrieval_requests_total{endpoint="/v1/homes/{home_id}/query",'
            'method="POST",status="404"}') in text
    assert 'context_retrieval_clarifications_total{endpoint="turns"}' in text
    assert 'context_retrieval_request_seconds_bucket{endpoint="/v1/homes/{home_id}/turns"' \
        in text
    assert 'context_retrieval_stage_seconds_count{stage="recall_by_vector"}' in text
    assert 'context_retrieval_stage_seconds_count{stage="parse"}' in text


def test_each_request_logs_one_json_line_without_the_users_words(
        client: httpx.Client, access_lines: list[dict[str, object]]) -> None:
    client.post("/v1/homes/logged/turns", json={"user_id": "logged", "text": "打开老伙计"})
    line, = logged(access_lines, "/v1/homes/logged/turns")
    assert {key: line[key] for key in ("method", "path", "status", "home_id")} == {
        "method": "POST", "path": "/v1/homes/logged/turns", "status": 404,
        "home_id": "logged"}
    assert isinstance(line["latency_ms"], float)
    assert "老伙计" not in json.dumps(line, ensure_ascii=False)


@pytest.fixture(scope="module")
def impatient_url(tmp_path_factory: pytest.TempPathFactory,
                  embedder: CachedEmbedder) -> Iterator[str]:
    """A service with a deadline no request can meet, logging at debug level."""
    home_path, spec_path = example_home_paths()
    settings = ServiceSettings(data_dir=tmp_path_factory.mktemp("impatient"),
                               home_path=home_path, spec_path=spec_path,
                               request_deadline_seconds=1e-6, log_level="debug")
    with serving_in_thread(create_app(settings, engine_settings=Settings(),
                                      embedder=embedder)) as url:
        yield url


def test_a_request_past_its_deadline_answers_504_and_debug_logs_its_text(
        impatient_url: str, access_lines: list[dict[str, object]]) -> None:
    answer = httpx.post(f"{impatient_url}/v1/homes/default/turns",
                        json={"user_id": "ann", "text": "打开老伙计"})
    assert answer.status_code == 504
    assert error_code(answer) == "deadline_exceeded"
    line, = logged(access_lines, "/v1/homes/default/turns")
    assert (line["status"], line["text"]) == (504, "打开老伙计")


def test_a_restarted_service_serves_the_homes_uploaded_before(
        tmp_path: Path, embedder: CachedEmbedder) -> None:
    settings = ServiceSettings(data_dir=tmp_path)
    with serving_in_thread(create_app(settings, engine_settings=Settings(),
                                      embedder=embedder)) as url:
        assert httpx.put(f"{url}/v1/homes/flat-9",
                         json={"home": SMALL_HOME, "spec": SMALL_SPEC}).status_code == 201
    with serving_in_thread(create_app(settings, engine_settings=Settings(),
                                      embedder=embedder)) as url:
        summary = httpx.get(f"{url}/v1/homes/flat-9").json()
        assert (summary["devices"], summary["version"]) == (2, 1)
        assert httpx.get(f"{url}/readyz").json()["homes"] == 1
