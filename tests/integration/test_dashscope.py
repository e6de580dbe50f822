"""DashScope online models (seed 004 "dashscope 集成测试"): run by hand with a key.

    DASHSCOPE_API_KEY=sk-... .venv/bin/pytest -m dashscope tests/integration

Without the key every test here is skipped; with the key but no network they skip too.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable, Iterator
from pathlib import Path

import numpy as np
import pytest

from context_retrieval.backends import (
    CachedEmbedder,
    OpenAIChatClient,
    OpenAIEmbedder,
    VectorCache,
    dashscope_embedder,
)
from context_retrieval.engine import Engine
from context_retrieval.errors import BackendError
from context_retrieval.home import example_home_paths, load_home
from context_retrieval.models import Quantifier, QueryIR
from context_retrieval.parsing import LLMParser, ParseContext
from context_retrieval.providers import DASHSCOPE_BASE_URL, DASHSCOPE_CHAT_EXTRA
from context_retrieval.stages.vector import embedding_text

KEY = os.environ.get("DASHSCOPE_API_KEY", "")
# 004 "命令 embedding top-N 命中": the expected command must be among the top N.
TOP_N = 10
# Failures that mean "no network here", which skip rather than fail (004).
OFFLINE_REASONS = frozenset({"connection", "timeout"})

pytestmark = [
    pytest.mark.dashscope,
    pytest.mark.skipif(not KEY, reason="DASHSCOPE_API_KEY is not set"),
]


@pytest.fixture(scope="module")
def parser() -> Iterator[LLMParser]:
    client = OpenAIChatClient(base_url=DASHSCOPE_BASE_URL, model="qwen-flash", api_key=KEY,
                              timeout=15, deadline=30, extra_body=DASHSCOPE_CHAT_EXTRA)
    llm_parser = LLMParser(client, deadline=30)
    yield llm_parser
    llm_parser.close()


@pytest.fixture(scope="module")
def embedder() -> Iterator[OpenAIEmbedder]:
    with dashscope_embedder(KEY) as remote:
        yield remote


def _skip_when_offline(reason: object) -> None:
    if reason in OFFLINE_REASONS:
        pytest.skip(f"DashScope unreachable ({reason})")


@pytest.mark.parametrize(("text", "check"), [
    ("打开老伙计", lambda c: c.name_hint == "老伙计"),
    ("关闭所有卧室的灯", lambda c: c.quantifier is Quantifier.ALL
     or "卧室" in c.scope_include or (c.type_hint or "").casefold() == "light"),
    ("打开除卧室以外的灯", lambda c: "卧室" in c.scope_exclude),
], ids=["名称", "量词与范围", "排除语义"])
def test_LLM解析QueryIR(parser: LLMParser, text: str,
                      check: Callable[[QueryIR], bool]) -> None:
    context = ParseContext(rooms=("卧室", "客厅", "厨房"), device_names=("老伙计",),
                           categories=("Light", "Switch"))
    parsed = parser.parse(text, context)
    _skip_when_offline(parsed.meta.get("parser_fallback"))
    assert parsed.meta["parser"] == "llm", parsed.meta
    command = parsed.commands[0]
    assert command.action
    assert check(command), command


def test_LLM到Embedding的主路径联通(parser: LLMParser, embedder: OpenAIEmbedder,
                                    tmp_path: Path) -> None:
    home_path, spec_path = example_home_paths()
    engine = Engine(load_home(home_path, spec_path), parser=parser,
                    embedder=CachedEmbedder(embedder, VectorCache(tmp_path / "v.sqlite3")))
    try:
        results = engine.query("把客厅的灯调到百分之五十")
    except BackendError as exc:
        _skip_when_offline(exc.reason)
        raise
    _skip_when_offline(results[0].meta.get("parser_fallback"))
    assert results[0].meta["parser"] == "llm"
    assert results[0].meta["embedding_text"] == embedding_text(results[0].command)
    assert results[0].candidates


@pytest.mark.parametrize(("query", "expected"), [
    ("把灯调暗一点到百分之三十", "main-switchLevel-setLevel"),
    ("拉上窗帘", "main-windowShade-close"),
    ("空调调成制冷模式", "main-airConditionerMode-setAirConditionerMode"),
    ("音量大一点", "main-audioVolume-volumeUp"),
])
def test_命令embedding_topN命中(embedder: OpenAIEmbedder, query: str, expected: str) -> None:
    _, spec_path = example_home_paths()
    documents: dict[str, str] = {}
    for line in spec_path.read_text(encoding="utf-8").splitlines():
        for command in json.loads(line)["capabilities"]:
            documents.setdefault(command["description"], command["id"])
    texts = list(documents)
    try:
        vectors = embedder.embed([query, *texts])
    except BackendError as exc:
        _skip_when_offline(exc.reason)
        raise
    scores = vectors[1:] @ vectors[0]
    top = [documents[texts[i]] for i in np.argsort(-scores)[:TOP_N]]
    assert expected in top
