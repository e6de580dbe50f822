"""Closed-choice bulk arbitration (002 §8.3): a numbered prompt, a strictly read answer, and
an INVALID outcome for everything else; it never raises."""

from __future__ import annotations

import pytest

from context_retrieval.backends import OpenAIChatClient, RetryPolicy, ScriptedLLM
from context_retrieval.errors import LLMError
from context_retrieval.parsing import (
    ArbitrationOption,
    ArbitrationOutcome,
    ArbitrationQuestion,
    ArbitrationStatus,
    arbitrate_choice,
    parse_arbitration_answer,
)
from openai_server import ScriptedOpenAIServer, chat, failure

QUESTION = ArbitrationQuestion("把所有灯调亮", (
    ArbitrationOption("main-switchLevel-setLevel", "设置亮度", 5,
                      ("客厅灯 (客厅)", "卧室灯 (卧室)", "书房台灯 (书房)", "走廊灯 (走廊)")),
    ArbitrationOption("main-colorTemperature-setColorTemperature", "设置色温", 2,
                      ("客厅灯 (客厅)",)),
    ArbitrationOption("main-switch-on", "打开设备", 7),
))


@pytest.mark.parametrize(("answer", "expected"), [
    ('{"choice_index": 0}', ArbitrationOutcome(ArbitrationStatus.CHOICE, choice_index=0)),
    (' {"choice_index": 2}\n', ArbitrationOutcome(ArbitrationStatus.CHOICE, choice_index=2)),
    ('```json\n{"choice_index": 1}\n```',
     ArbitrationOutcome(ArbitrationStatus.CHOICE, choice_index=1)),
    ('{"question": " 您是想调亮度还是色温？ "}',
     ArbitrationOutcome(ArbitrationStatus.QUESTION, question="您是想调亮度还是色温？")),
], ids=["first", "last with whitespace", "fenced", "question"])
def test_the_two_allowed_answers_are_read(answer: str, expected: ArbitrationOutcome) -> None:
    assert parse_arbitration_answer(answer, 3) == expected


@pytest.mark.parametrize("answer", [
    '{"choice_index": 3}', '{"choice_index": -1}', '{"choice_index": true}',
    '{"choice_index": 1.0}', '{"choice_index": "1"}', '{"question": ""}', '{"question": 2}',
    '{"question": "' + "长" * 201 + '"}', '{"choice_index": 1, "question": "?"}',
    '{"answer": 1}', "[0]", "1", "选第一个", 'I choose {"choice_index": 0}', "",
], ids=["out of range", "negative", "boolean", "float", "string", "empty question",
        "question not text", "question too long", "both keys", "other key", "array",
        "bare number", "prose", "prose around", "empty"])
def test_every_other_answer_is_invalid(answer: str) -> None:
    outcome = parse_arbitration_answer(answer, 3)
    assert outcome.status is ArbitrationStatus.INVALID
    assert outcome.error
    assert outcome.choice_index is None


def test_the_prompt_numbers_the_options_from_zero_with_their_evidence() -> None:
    llm = ScriptedLLM(['{"choice_index": 1}'])
    assert arbitrate_choice(llm, QUESTION).choice_index == 1
    system, user = llm.calls[0]
    assert '{"choice_index": N}' in system
    lines = user.splitlines()
    assert lines[0] == "Request: 把所有灯调亮"
    assert lines[2] == ("0. main-switchLevel-setLevel — 设置亮度 (supported by 5 devices, "
                        "e.g. 客厅灯 (客厅)、卧室灯 (卧室)、书房台灯 (书房))")
    assert lines[4] == "2. main-switch-on — 打开设备 (supported by 7 devices, e.g. -)"


def test_a_failing_llm_gives_an_invalid_outcome() -> None:
    outcome = arbitrate_choice(ScriptedLLM([LLMError("slow", reason="timeout")]), QUESTION)
    assert outcome == ArbitrationOutcome(ArbitrationStatus.INVALID, error="LLM failed: timeout")


def test_a_broken_adapter_gives_an_invalid_outcome() -> None:
    class Broken(ScriptedLLM):
        def complete(self, system: str, user: str, *, deadline: float | None = None) -> str:
            raise KeyError("bug")

    assert arbitrate_choice(Broken([]), QUESTION).status is ArbitrationStatus.INVALID


@pytest.mark.parametrize("count", [0, 1, 6])
def test_too_few_or_too_many_options_are_not_sent(count: int) -> None:
    llm = ScriptedLLM([])
    options = tuple(ArbitrationOption(f"c{i}", "d", 1) for i in range(count))
    outcome = arbitrate_choice(llm, ArbitrationQuestion("全部打开", options))
    assert outcome.status is ArbitrationStatus.INVALID
    assert llm.calls == []


def test_arbitration_over_http_reads_the_models_choice(
        openai_server: ScriptedOpenAIServer) -> None:
    openai_server.script(failure(503), chat('{"choice_index": 2}'))
    with OpenAIChatClient(base_url=openai_server.url, model="qwen-flash",
                          retry=RetryPolicy(backoff=0.01)) as client:
        outcome = arbitrate_choice(client, QUESTION)
    assert outcome == ArbitrationOutcome(ArbitrationStatus.CHOICE, choice_index=2)
    assert len(openai_server.seen) == 2
