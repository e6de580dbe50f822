"""The LLM parser over a real local HTTP server: every answer shape and every degradation
path (meta ``parser`` / ``parser_fallback``), and the English-action rule downstream."""

from __future__ import annotations

import json
import logging
import time
from collections.abc import Iterator

import pytest

from builders import device, home
from context_retrieval.backends import (
    CachedEmbedder,
    HashingEmbedder,
    OpenAIChatClient,
    RetryPolicy,
    ScriptedLLM,
    VectorCache,
)
from context_retrieval.errors import ConfigurationError, LLMError
from context_retrieval.index import build_command_index
from context_retrieval.models import Category, Quantifier, QueryIR
from context_retrieval.parsing import LLMParser, ParseContext
from context_retrieval.parsing.llm import each_in_its_clause
from context_retrieval.parsing.protocol import UNKNOWN_TYPE
from context_retrieval.pipeline import parse_context, retrieve
from context_retrieval.stages.vector import VectorSearcher, embedding_text
from openai_server import Reply, ScriptedOpenAIServer, chat, failure

CONTEXT = ParseContext(rooms=("客厅", "卧室"), device_names=("客厅灯", "老伙计"),
                       categories=("Light", "Fan"))
ON_LIVING_ROOM = {"action": "打开", "name_hint": None, "scope": {"include": ["客厅"]},
                  "quantifier": "one", "type_hint": "Light", "confidence": 0.9}
CLOSE_CURTAIN = {"action": "关闭", "quantifier": "all", "type_hint": "Blind",
                 "scope": {"include": ["*"], "exclude": ["卧室"]}}
FAST_RETRY = RetryPolicy(retries=2, backoff=0.01, backoff_cap=0.05)


def as_json(value: object) -> str:
    return json.dumps(value, ensure_ascii=False)


@pytest.fixture
def parser(openai_server: ScriptedOpenAIServer) -> Iterator[LLMParser]:
    client = OpenAIChatClient(base_url=openai_server.url, model="qwen-flash", api_key="k",
                              timeout=1.0, retry=FAST_RETRY)
    llm_parser = LLMParser(client, deadline=2.0)
    yield llm_parser
    llm_parser.close()


@pytest.mark.parametrize("answer", [
    as_json([ON_LIVING_ROOM]),
    f"```json\n{as_json([ON_LIVING_ROOM])}\n```",
    f"好的，解析结果如下：\n{as_json([ON_LIVING_ROOM])}\n以上。",
    as_json(ON_LIVING_ROOM),
], ids=["array", "fenced", "prose around", "single object"])
def test_a_usable_answer_is_the_llm_parse(openai_server: ScriptedOpenAIServer,
                                          parser: LLMParser, answer: str) -> None:
    openai_server.script(chat(answer))
    parsed = parser.parse("打开客厅的灯", CONTEXT)
    assert parsed.meta["parser"] == "llm"
    assert parsed.meta["llm_model"] == "qwen-flash"
    assert "parser_fallback" not in parsed.meta
    (command,) = parsed.commands
    assert (command.action, command.type_hint, command.scope_include) == (
        "打开", "Light", frozenset({"客厅"}))
    assert command.raw == "打开客厅的灯"


def test_several_commands_keep_their_order(openai_server: ScriptedOpenAIServer,
                                           parser: LLMParser) -> None:
    openai_server.script(chat(as_json([ON_LIVING_ROOM, CLOSE_CURTAIN])))
    parsed = parser.parse("打开客厅的灯，然后关掉卧室以外的窗帘", CONTEXT)
    assert parsed.meta["parser"] == "llm"
    assert [c.action for c in parsed.commands] == ["打开", "关闭"]
    assert parsed.commands[1].quantifier is Quantifier.ALL
    assert parsed.commands[1].scope_exclude == frozenset({"卧室"})


def test_the_prompt_names_the_homes_rooms_and_categories(
        openai_server: ScriptedOpenAIServer, parser: LLMParser) -> None:
    openai_server.script(chat(as_json([ON_LIVING_ROOM])))
    parser.parse("打开客厅的灯", CONTEXT)
    system, user = (m["content"] for m in openai_server.seen[0].body["messages"])
    assert "Rooms of this home: 客厅, 卧室" in system
    assert "Allowed categories: Fan, Light, Unknown" in system
    assert user == "打开客厅的灯"


def test_without_known_categories_every_allowed_category_is_offered() -> None:
    llm = ScriptedLLM([as_json([ON_LIVING_ROOM])])
    LLMParser(llm).parse("打开灯", ParseContext())
    assert "AirConditioner" in llm.calls[0][0]


def test_an_english_action_is_kept_and_the_raw_request_is_embedded_instead(
        openai_server: ScriptedOpenAIServer, parser: LLMParser,
        caplog: pytest.LogCaptureFixture) -> None:
    openai_server.script(chat(as_json([{**ON_LIVING_ROOM, "action": "turn on"}])))
    parsed = parser.parse("打开客厅的灯", CONTEXT)
    assert parsed.meta["parser"] == "llm"
    assert parsed.commands[0].action == "turn on"
    caplog.set_level(logging.DEBUG, logger="context_retrieval.stages.vector")
    assert embedding_text(parsed.commands[0]) == "打开客厅的灯"
    assert "contains Latin letters" in caplog.text


@pytest.mark.parametrize(("replies", "reason"), [
    ([chat("I cannot help with that.")], "invalid_json"),
    ([chat('[{"action": "打开", ')], "invalid_json"),
    ([chat("[]")], "invalid_commands"),
    ([chat(as_json([{"action": 3}]))], "invalid_commands"),
    ([chat(as_json([{**ON_LIVING_ROOM, "quantifier": "many"}]))], "invalid_commands"),
    ([chat(as_json({"commands": [ON_LIVING_ROOM]}))], "invalid_commands"),
    ([failure(500), failure(500), failure(500)], "http_500"),
    ([failure(401)], "http_401"),
    ([failure(429, retry_after="60")], "http_429"),
    ([Reply(body={"choices": []})], "invalid_response"),
], ids=["prose only", "truncated JSON", "empty array", "wrong type", "bad quantifier",
        "wrapped array", "server errors", "unauthorised", "rate limited", "no message"])
def test_a_failed_llm_parse_falls_back_to_the_rule_parser(
        openai_server: ScriptedOpenAIServer, parser: LLMParser, replies: list[Reply],
        reason: str) -> None:
    openai_server.script(*replies)
    parsed = parser.parse("打开客厅的灯", CONTEXT)
    assert parsed.meta["parser"] == "rules"
    assert parsed.meta["parser_fallback"] == reason
    assert parsed.meta["llm_model"] == "qwen-flash"
    assert parsed.meta["llm_error"]
    (command,) = parsed.commands
    assert command.action == "打开"
    assert command.scope_include == frozenset({"客厅"})


def test_a_401_is_not_retried_before_falling_back(openai_server: ScriptedOpenAIServer,
                                                   parser: LLMParser) -> None:
    openai_server.script(failure(401), chat(as_json([ON_LIVING_ROOM])))
    assert parser.parse("打开客厅的灯", CONTEXT).meta["parser_fallback"] == "http_401"
    assert len(openai_server.seen) == 1


def test_a_429_then_success_is_an_llm_parse(openai_server: ScriptedOpenAIServer,
                                            parser: LLMParser) -> None:
    openai_server.script(failure(429, retry_after="0"), chat(as_json([ON_LIVING_ROOM])))
    assert parser.parse("打开客厅的灯", CONTEXT).meta["parser"] == "llm"
    assert len(openai_server.seen) == 2


def test_a_slow_llm_falls_back_within_the_deadline(openai_server: ScriptedOpenAIServer) -> None:
    openai_server.script(*[chat(as_json([ON_LIVING_ROOM]), delay=2.0)] * 3)
    with OpenAIChatClient(base_url=openai_server.url, model="m", timeout=5.0,
                          retry=FAST_RETRY) as client:
        started = time.monotonic()
        parsed = LLMParser(client, deadline=0.3).parse("打开客厅的灯", CONTEXT)
        elapsed = time.monotonic() - started
    assert parsed.meta["parser_fallback"] == "timeout"
    assert parsed.commands[0].action == "打开"
    assert elapsed < 1.0


def test_an_unreachable_llm_falls_back_with_reason_connection() -> None:
    with OpenAIChatClient(base_url="http://127.0.0.1:9/v1", model="m",
                          retry=RetryPolicy(retries=0)) as client:
        parsed = LLMParser(client).parse("打开客厅的灯", CONTEXT)
    assert parsed.meta["parser_fallback"] == "connection"


def test_when_both_parsers_fail_the_command_is_unknown() -> None:
    llm = ScriptedLLM([LLMError("down", reason="http_503")])
    parsed = LLMParser(llm).parse("？？？", CONTEXT)
    assert parsed.meta["parser"] == "rules"
    assert parsed.meta["parser_fallback"] == "http_503"
    assert parsed.meta["parse_error"] == "nothing to parse"
    (command,) = parsed.commands
    assert command.type_hint == UNKNOWN_TYPE
    assert command.needs_fallback


class BrokenLLM(ScriptedLLM):
    def complete(self, system: str, user: str, *, deadline: float | None = None) -> str:
        raise RuntimeError("adapter bug")


def test_a_broken_adapter_degrades_instead_of_raising() -> None:
    parsed = LLMParser(BrokenLLM([])).parse("打开客厅的灯", CONTEXT)
    assert parsed.meta["parser_fallback"] == "unexpected_error"
    assert "adapter bug" in str(parsed.meta["llm_error"])


def test_the_parser_is_configured_with_a_positive_deadline() -> None:
    with pytest.raises(ConfigurationError):
        LLMParser(ScriptedLLM([]), deadline=0)
    assert repr(LLMParser(ScriptedLLM([]), deadline=3)) == "LLMParser(model='scripted', deadline=3)"


def test_retrieve_records_the_parser_and_its_fallback_in_every_result() -> None:
    house = home(device("lamp", "客厅灯", "客厅"), device("fan", "卧室风扇", "卧室", Category.FAN))
    embedder = CachedEmbedder(HashingEmbedder(), VectorCache(None))
    searcher = VectorSearcher(build_command_index(house, embedder), embedder)
    answer = as_json([{"action": "打开", "type_hint": "Light", "scope": {"include": ["客厅"]}},
                      {"action": "turn off", "type_hint": "Fan"}])
    llm = ScriptedLLM([answer, "garbage"])
    results = retrieve("打开客厅灯，关掉风扇", house, LLMParser(llm), vector_searcher=searcher)
    assert [r.meta["parser"] for r in results] == ["llm", "llm"]
    assert results[0].candidates[0].entity_id == "lamp"
    assert results[1].meta["embedding_text"] == "关掉风扇"  # its own clause, not the request
    assert "Fan, Light" in llm.calls[0][0]
    fallback = retrieve("打开客厅灯", house, LLMParser(llm), vector_searcher=searcher)
    assert fallback[0].meta["parser"] == "rules"
    assert fallback[0].meta["parser_fallback"] == "invalid_json"
    assert parse_context(house).categories == ("Fan", "Light")


def test_each_of_several_commands_gets_its_own_words() -> None:
    commands = (QueryIR("打开客厅灯，关掉风扇", action="turn on", name_hint="灯"),
                QueryIR("打开客厅灯，关掉风扇", action="turn off", name_hint="风扇"))
    first, second = each_in_its_clause(commands, "打开客厅灯，关掉风扇")
    assert (first.raw, second.raw) == ("打开客厅灯", "关掉风扇")
    first, second = each_in_its_clause(commands, "打开客厅灯关掉风扇")
    assert (first.raw, second.raw) == ("turn on灯", "turn off风扇")
