"""The OpenAI-compatible chat client against a real local HTTP server: answers, retries,
deadlines, error translation, and a key that never shows."""

from __future__ import annotations

import logging
import socket
import time
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from email.utils import format_datetime

import pytest

from context_retrieval.backends import LLM, OpenAIChatClient, RetryPolicy, ScriptedLLM, http
from context_retrieval.backends.http import check_base_url, retry_after_seconds
from context_retrieval.errors import BackendError, ConfigurationError, LLMError
from openai_server import ECHO_HEADERS, Reply, ScriptedOpenAIServer, chat, failure

KEY = "sk-test-0123456789abcdef"
FAST_RETRY = RetryPolicy(retries=2, backoff=0.01, backoff_cap=0.05)


@pytest.fixture
def client(openai_server: ScriptedOpenAIServer) -> Iterator[OpenAIChatClient]:
    with OpenAIChatClient(base_url=openai_server.url, model="qwen-test", api_key=KEY,
                          timeout=2.0, deadline=3.0, retry=FAST_RETRY) as chat_client:
        yield chat_client


class LLMContract:
    """What every LLM adapter promises; subclasses provide an LLM that answers "[]"."""

    @pytest.fixture
    def llm(self) -> LLM:
        raise NotImplementedError

    def test_it_returns_the_answer_text(self, llm: LLM) -> None:
        assert llm.complete("system", "打开灯") == "[]"

    def test_it_names_its_model(self, llm: LLM) -> None:
        assert llm.model


class TestScriptedLLM(LLMContract):
    @pytest.fixture
    def llm(self) -> LLM:
        return ScriptedLLM(["[]"])


class TestOpenAIChatClient(LLMContract):
    @pytest.fixture
    def llm(self, openai_server: ScriptedOpenAIServer,
            client: OpenAIChatClient) -> LLM:
        openai_server.script(chat("[]"))
        return client


def test_the_request_is_an_openai_chat_completion_with_a_bearer_key(
        openai_server: ScriptedOpenAIServer, client: OpenAIChatClient) -> None:
    openai_server.script(chat("ok"))
    client.complete("你是解析器", "打开灯")
    (seen,) = openai_server.seen
    assert seen.path == "/v1/chat/completions"
    assert seen.headers["Authorization"] == f"Bearer {KEY}"
    assert seen.body["model"] == "qwen-test"
    assert seen.body["messages"] == [{"role": "system", "content": "你是解析器"},
                                     {"role": "user", "content": "打开灯"}]
    assert seen.body["temperature"] == 0.0
    assert seen.body["stream"] is False


def test_provider_extras_are_sent_with_the_request(openai_server: ScriptedOpenAIServer) -> None:
    openai_server.script(chat("ok"))
    with OpenAIChatClient(base_url=openai_server.url, model="m",
                          extra_body={"enable_thinking": False}) as plain:
        plain.complete("s", "u")
    assert openai_server.seen[0].body["enable_thinking"] is False
    assert "Authorization" not in openai_server.seen[0].headers


def test_a_429_is_retried_after_its_short_retry_after(
        openai_server: ScriptedOpenAIServer, client: OpenAIChatClient) -> None:
    openai_server.script(failure(429, retry_after="0"), chat("done"))
    assert client.complete("s", "u") == "done"
    assert len(openai_server.seen) == 2


def test_a_429_asking_for_a_long_wait_is_not_retried(
        openai_server: ScriptedOpenAIServer, client: OpenAIChatClient) -> None:
    openai_server.script(failure(429, retry_after="120"), chat("too late"))
    started = time.monotonic()
    with pytest.raises(LLMError) as caught:
        client.complete("s", "u")
    assert caught.value.reason == "http_429"
    assert len(openai_server.seen) == 1
    assert time.monotonic() - started < 1.0


def test_server_errors_are_retried_a_bounded_number_of_times(
        openai_server: ScriptedOpenAIServer, client: OpenAIChatClient) -> None:
    openai_server.script(failure(500), failure(502), failure(503), chat("never asked"))
    with pytest.raises(LLMError) as caught:
        client.complete("s", "u")
    assert caught.value.reason == "http_503"
    assert len(openai_server.seen) == 3  # first attempt + 2 retries


@pytest.mark.parametrize("status", [400, 401, 403, 404, 422])
def test_client_errors_are_not_retried(openai_server: ScriptedOpenAIServer,
                                       client: OpenAIChatClient, status: int) -> None:
    openai_server.script(failure(status), chat("never asked"))
    with pytest.raises(LLMError) as caught:
        client.complete("s", "u")
    assert caught.value.reason == f"http_{status}"
    assert len(openai_server.seen) == 1


def test_a_slow_answer_is_abandoned_at_the_deadline(
        openai_server: ScriptedOpenAIServer, client: OpenAIChatClient) -> None:
    openai_server.script(chat("late", delay=2.0), chat("late", delay=2.0))
    started = time.monotonic()
    with pytest.raises(LLMError) as caught:
        client.complete("s", "u", deadline=0.3)
    elapsed = time.monotonic() - started
    assert caught.value.reason == "timeout"
    assert 0.25 < elapsed < 1.0


def test_an_unreachable_server_is_a_connection_error() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    with OpenAIChatClient(base_url=f"http://127.0.0.1:{port}/v1", model="m",
                          retry=FAST_RETRY) as unreachable, pytest.raises(LLMError) as caught:
        unreachable.complete("s", "u")
    assert caught.value.reason == "connection"
    assert caught.value.__cause__ is not None  # the foreign exception is kept as the cause


@pytest.mark.parametrize("reply", [
    Reply(body="this is not json"),
    Reply(body=[1, 2]),
    Reply(body={"choices": []}),
    Reply(body={"choices": [{"message": {"content": None}}]}),
    Reply(body={"choices": [{"message": {"content": "   "}}]}),
], ids=["not JSON", "not an object", "no choices", "null content", "blank content"])
def test_an_answer_without_message_text_is_an_invalid_response(
        openai_server: ScriptedOpenAIServer, client: OpenAIChatClient, reply: Reply) -> None:
    openai_server.script(reply)
    with pytest.raises(LLMError) as caught:
        client.complete("s", "u")
    assert caught.value.reason == "invalid_response"
    assert len(openai_server.seen) == 1


def test_an_oversized_answer_is_refused(openai_server: ScriptedOpenAIServer,
                                        client: OpenAIChatClient,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(http, "MAX_RESPONSE_BYTES", 64)
    openai_server.script(chat("x" * 500))
    with pytest.raises(LLMError) as caught:
        client.complete("s", "u")
    assert caught.value.reason == "too_large"


def test_the_key_is_in_no_repr_log_or_error(openai_server: ScriptedOpenAIServer,
                                            client: OpenAIChatClient,
                                            caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    openai_server.script(failure(500), chat("ok"), failure(401))
    client.complete("s", "u")
    with pytest.raises(LLMError) as caught:
        client.complete("s", "u")
    for shown in (repr(client), str(client), caplog.text, str(caught.value)):
        assert KEY not in shown
    assert "qwen-test" in repr(client)


def test_the_scripted_double_replays_answers_and_errors_in_order() -> None:
    scripted = ScriptedLLM(["first", LLMError("down", reason="http_503")])
    assert scripted.complete("s", "u") == "first"
    with pytest.raises(LLMError, match="down"):
        scripted.complete("s", "u")
    with pytest.raises(LLMError) as caught:
        scripted.complete("s", "u")
    assert caught.value.reason == "exhausted"
    assert scripted.calls == [("s", "u")] * 3


@pytest.mark.parametrize("base_url", ["ftp://example.com/v1", "localhost:8000", "", "http://"])
def test_base_urls_must_be_http(base_url: str) -> None:
    with pytest.raises(ConfigurationError):
        check_base_url(base_url)


@pytest.mark.parametrize("arguments", [{"model": " "}, {"model": "m", "timeout": 0},
                                       {"model": "m", "deadline": -1}])
def test_invalid_client_settings_are_refused(arguments: dict[str, object]) -> None:
    with pytest.raises(ConfigurationError):
        OpenAIChatClient(base_url="http://127.0.0.1:9/v1", **arguments)  # type: ignore[arg-type]


@pytest.mark.parametrize(("header", "expected"), [
    (None, None), ("", None), ("2", 2.0), ("0.5", 0.5), ("-3", 0.0), ("soon", None),
])
def test_retry_after_is_read_as_seconds(header: str | None, expected: float | None) -> None:
    assert retry_after_seconds(header) == expected


def test_retry_after_may_be_an_http_date() -> None:
    later = format_datetime(datetime.now(UTC) + timedelta(seconds=30), usegmt=True)
    seconds = retry_after_seconds(later)
    assert seconds is not None
    assert 25 < seconds <= 30


def test_backoff_doubles_up_to_its_cap_and_long_retry_after_means_stop() -> None:
    policy = RetryPolicy(retries=5, backoff=0.5, backoff_cap=1.5, retry_after_max=5)
    assert [policy.delay(n, None) for n in range(4)] == [0.5, 1.0, 1.5, 1.5]
    assert policy.delay(0, 3.0) == 3.0
    assert policy.delay(0, 6.0) is None


def test_llm_errors_are_backend_errors_with_a_reason() -> None:
    error = LLMError("x", reason="timeout")
    assert isinstance(error, BackendError)
    assert error.reason == "timeout"


@pytest.mark.parametrize("status", [400, 500])
def test_a_server_echoing_the_key_back_leaks_it_nowhere(
        openai_server: ScriptedOpenAIServer, client: OpenAIChatClient, status: int,
        caplog: pytest.LogCaptureFixture) -> None:
    openai_server.script(*(Reply(status, ECHO_HEADERS) for _ in range(3)))
    with caplog.at_level(logging.DEBUG), pytest.raises(LLMError) as caught:
        client.complete("system", "打开灯")
    assert "rejected request" in str(caught.value)
    assert "Bearer ***" in str(caught.value)
    shown = [str(caught.value), repr(caught.value), caplog.text, repr(client),
             str(caught.value.__cause__ or "")]
    assert all(KEY not in text for text in shown)


def test_user_and_password_in_a_base_url_never_show(openai_server: ScriptedOpenAIServer) -> None:
    url = openai_server.url.replace("http://", "http://admin:hunter2@")
    openai_server.script(failure(400))
    with OpenAIChatClient(base_url=url, model="qwen-test", retry=FAST_RETRY) as leaky:
        assert "hunter2" not in repr(leaky)
        with pytest.raises(LLMError) as caught:
            leaky.complete("system", "打开灯")
    assert "hunter2" not in str(caught.value)
    with pytest.raises(ConfigurationError) as bad:
        check_base_url("ftp://admin:hunter2@example.com")
    assert "hunter2" not in str(bad.value)
