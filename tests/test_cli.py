"""The command line: query and eval, against the example home and small case files."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner
from rich.cells import cell_len

from context_retrieval.cli import main
from openai_server import ScriptedOpenAIServer, chat

HOME = {
    "rooms": [{"roomId": "r1", "name": "客厅"}, {"roomId": "r2", "name": "卧室"}],
    "items": [
        {"deviceId": "lamp", "label": "客厅灯", "roomId": "r1", "profile": {"id": "dimmer"},
         "components": [{"id": "main", "categories": [{"name": "Light"}]}]},
        {"deviceId": "bed", "label": "卧室灯", "roomId": "r2", "profile": {"id": "dimmer"},
         "components": [{"id": "main", "categories": [{"name": "Light"}]}]},
    ],
}
SPEC = {"profileId": "dimmer", "capabilities": [
    {"id": "main-switch-on", "description": "打开设备"},
    {"id": "main-switch-off", "description": "关闭设备"},
    {"id": "main-switchLevel-setLevel", "description": "设置亮度", "type": "integer",
     "value_range": {"min": 0, "max": 100, "unit": "%"}},
]}


@pytest.fixture
def home_dir(tmp_path: Path) -> Path:
    (tmp_path / "home.json").write_text(json.dumps(HOME, ensure_ascii=False), encoding="utf-8")
    (tmp_path / "spec.jsonl").write_text(json.dumps(SPEC, ensure_ascii=False) + "\n",
                                         encoding="utf-8")
    case = {"id": "c1", "home": "home.json", "query": "打开客厅的灯", "tags": ["room"],
            "expect": [{"devices": ["lamp"], "capabilities": ["main-switch-on"], "mode": "one"}]}
    (tmp_path / "cases.jsonl").write_text(json.dumps(case, ensure_ascii=False) + "\n",
                                          encoding="utf-8")
    return tmp_path


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, ["--verbose", *args], catch_exceptions=False)
    return result.exit_code, result.output


def test_query_prints_json_for_a_home_given_on_the_command_line(home_dir: Path) -> None:
    code, output = run("query", "打开客厅的灯", "--home", str(home_dir / "home.json"),
                       "--json", "--embedder", "hashing")
    assert code == 0
    payload = json.loads(output[output.index("["):])
    top = payload[0]["candidates"][0]
    assert (top["entity_id"], top["capability_id"]) == ("lamp", "main-switch-on")
    assert "trace" not in payload[0]


def test_query_table_with_trace_names_every_stage(home_dir: Path) -> None:
    code, output = run("query", "打开客厅的灯", "--home", str(home_dir / "home.json"),
                       "--spec", str(home_dir / "spec.jsonl"), "--trace",
                       "--embedder", "hashing")
    assert code == 0
    for stage in ("filter_by_scope", "gate_by_category", "recall_by_keyword", "fuse_scores"):
        assert stage in output


def test_query_against_the_bundled_example_home() -> None:
    code, output = run("query", "打开客厅的灯", "--json", "--embedder", "hashing")
    assert code == 0
    assert json.loads(output[output.index("["):])[0]["candidates"]


def test_a_scene_is_shown_by_its_name() -> None:
    code, output = run("query", "执行回家模式", "--embedder", "hashing")
    assert code == 0
    assert "回家模式" in output
    assert "scene-execute" in output


@pytest.mark.parametrize("text", ["", "   "])
def test_query_rejects_an_empty_request_with_a_clear_error(text: str) -> None:
    result = CliRunner().invoke(main, ["query", text, "--embedder", "hashing"])
    assert result.exit_code == 2
    assert "empty" in result.output


def test_query_reports_a_missing_home_file(tmp_path: Path) -> None:
    result = CliRunner().invoke(main, ["query", "打开灯", "--home", str(tmp_path / "nope.json"),
                                       "--embedder", "hashing"])
    assert result.exit_code == 2
    assert "nope.json" in result.output


def test_eval_writes_the_json_report_and_prints_misses(home_dir: Path) -> None:
    out = home_dir / "report.json"
    code, output = run("eval", str(home_dir / "cases.jsonl"), "--json", str(out), "--misses",
                       "--embedder", "hashing")
    assert code == 0
    report = json.loads(out.read_text(encoding="utf-8"))
    assert report["cases"] == 1
    assert report["overall"]["hit@1"] == 1.0
    assert "room" in report["by_tag"]
    assert "hit@5" in output


def test_eval_reports_a_malformed_cases_file(tmp_path: Path) -> None:
    bad = tmp_path / "cases.jsonl"
    bad.write_text('{"id": "x"}\n', encoding="utf-8")
    result = CliRunner().invoke(main, ["eval", str(bad), "--embedder", "hashing"])
    assert result.exit_code == 2
    assert "cases.jsonl:1" in result.output
    assert "home" in result.output


LLM_VARIABLES = ("DASHSCOPE_API_KEY", "CONTEXT_RETRIEVAL_PARSER", "CONTEXT_RETRIEVAL_LLM_BASE_URL",
                 "CONTEXT_RETRIEVAL_LLM_MODEL", "CONTEXT_RETRIEVAL_LLM_API_KEY",
                 "CONTEXT_RETRIEVAL_EMBEDDER", "CONTEXT_RETRIEVAL_EMBEDDING_BASE_URL")


@pytest.fixture
def llm_env(monkeypatch: pytest.MonkeyPatch, openai_server: ScriptedOpenAIServer,
            tmp_path: Path) -> ScriptedOpenAIServer:
    for name in LLM_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("CONTEXT_RETRIEVAL_LLM_BASE_URL", openai_server.url)
    monkeypatch.setenv("CONTEXT_RETRIEVAL_LLM_MODEL", "qwen-local")
    monkeypatch.setenv("CONTEXT_RETRIEVAL_LLM_RETRIES", "0")
    monkeypatch.setenv("CONTEXT_RETRIEVAL_CACHE_DIR", str(tmp_path / "cache"))
    return openai_server


def test_query_with_llm_parses_through_the_configured_endpoint(
        home_dir: Path, llm_env: ScriptedOpenAIServer) -> None:
    command = {"action": "打开", "type_hint": "Light", "scope": {"include": ["客厅"]}}
    llm_env.script(chat(json.dumps([command], ensure_ascii=False)))
    code, output = run("query", "打开客厅的灯", "--home", str(home_dir / "home.json"),
                       "--json", "--llm", "--embedder", "hashing")
    assert code == 0
    result = json.loads(output[output.index("["):])[0]
    assert result["meta"]["parser"] == "llm"
    assert result["meta"]["llm_model"] == "qwen-local"
    assert result["candidates"][0]["entity_id"] == "lamp"
    assert llm_env.seen[0].body["messages"][1]["content"] == "打开客厅的灯"


def test_eval_with_a_failing_llm_falls_back_to_rules_and_still_scores(
        home_dir: Path, llm_env: ScriptedOpenAIServer) -> None:
    out = home_dir / "report.json"
    code, _ = run("eval", str(home_dir / "cases.jsonl"), "--json", str(out), "--llm",
                  "--embedder", "hashing")
    assert code == 0
    assert json.loads(out.read_text(encoding="utf-8"))["overall"]["hit@1"] == 1.0
    assert [seen.path for seen in llm_env.seen] == ["/v1/chat/completions"]


def test_llm_without_configuration_is_a_clear_error(monkeypatch: pytest.MonkeyPatch) -> None:
    for name in LLM_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    result = CliRunner().invoke(main, ["query", "打开灯", "--llm", "--embedder", "hashing"])
    assert result.exit_code == 2
    assert "no LLM configured" in result.output
    assert "DASHSCOPE_API_KEY" in result.output


def test_an_unconfigured_remote_embedder_is_a_clear_error(
        monkeypatch: pytest.MonkeyPatch) -> None:
    for name in LLM_VARIABLES:
        monkeypatch.delenv(name, raising=False)
    result = CliRunner().invoke(main, ["eval", "cases.jsonl", "--embedder", "openai"])
    assert result.exit_code == 2
    assert "CONTEXT_RETRIEVAL_EMBEDDING_BASE_URL" in result.output


def test_chat_reads_turns_from_a_pipe_and_answers_a_question_with_its_option(
        home_dir: Path) -> None:
    home_file = json.loads((home_dir / "home.json").read_text(encoding="utf-8"))
    for item in home_file["items"]:
        item["label"] = "吸顶灯"
    (home_dir / "home.json").write_text(json.dumps(home_file, ensure_ascii=False),
                                        encoding="utf-8")
    result = CliRunner().invoke(
        main, ["chat", "--home", str(home_dir / "home.json"), "--embedder", "hashing",
               "--context"], input="打开吸顶灯\n第一个\n\n", catch_exceptions=False)
    assert result.exit_code == 0
    assert "问: " in result.output
    assert "1. 客厅 · 吸顶灯" in result.output
    assert "main-switch-on → 客厅 · 吸顶灯" in result.output
    assert 'id: "lamp"' in result.output


@pytest.mark.parametrize("command", ["query", "eval"])
def test_bulk_arbitration_is_read_from_the_settings_by_query_and_eval(
        home_dir: Path, llm_env: ScriptedOpenAIServer, monkeypatch: pytest.MonkeyPatch,
        command: str) -> None:
    monkeypatch.setenv("ENABLE_BULK_ARBITRATION_LLM", "1")
    llm_env.script(chat(json.dumps({"choice_index": 0})))
    case = {"id": "c2", "home": "home.json", "query": "所有灯", "tags": ["bulk"],
            "expect": [{"devices": ["lamp", "bed"], "capabilities": ["*"], "mode": "all"}]}
    (home_dir / "bulk.jsonl").write_text(json.dumps(case, ensure_ascii=False) + "\n",
                                         encoding="utf-8")
    args = (["query", "所有灯", "--home", str(home_dir / "home.json"), "--json"]
            if command == "query" else ["eval", str(home_dir / "bulk.jsonl")])
    code, output = run(*args, "--rules", "--embedder", "hashing")
    assert code == 0
    assert [seen.path for seen in llm_env.seen] == ["/v1/chat/completions"]
    if command == "query":
        result = json.loads(output[output.index("["):])[0]
        assert result["meta"]["bulk_arbitration"] == "choice"
        assert {d for group in result["groups"] for d in group["device_ids"]} == {"lamp", "bed"}


def test_version_and_quiet_and_python_dash_m(home_dir: Path) -> None:
    code, output = run("--version")
    assert code == 0
    assert "context-retrieval, version" in output
    process = subprocess.run(
        [sys.executable, "-m", "context_retrieval", "-q", "query", "打开客厅的灯",
         "--home", str(home_dir / "home.json"), "--embedder", "hashing", "--json"],
        capture_output=True, check=False)
    assert process.returncode == 0
    assert process.stderr == b""
    assert json.loads(process.stdout)[0]["candidates"]


def test_undecodable_piped_input_and_arguments_are_replaced_not_raised(home_dir: Path) -> None:
    home = str(home_dir / "home.json")
    chat_process = subprocess.run(
        [sys.executable, "-m", "context_retrieval", "chat", "--home", home,
         "--embedder", "hashing"], input="打开客厅的灯".encode() + b"\xff\xfe\n",
        capture_output=True, check=False)
    assert chat_process.returncode == 0
    assert "客厅灯".encode() in chat_process.stdout
    query_process = subprocess.run(
        [sys.executable, "-m", "context_retrieval", "query", b"\xff\xfe" + "打开客厅的灯".encode(),
         "--home", home, "--embedder", "hashing", "--json"], capture_output=True, check=False)
    assert query_process.returncode == 0
    assert json.loads(query_process.stdout)[0]["candidates"]


def test_a_home_without_a_spec_beside_it_needs_no_spec_said(home_dir: Path) -> None:
    (home_dir / "spec.jsonl").unlink()
    result = CliRunner().invoke(main, ["query", "打开客厅的灯", "--home",
                                       str(home_dir / "home.json"), "--embedder", "hashing"])
    assert result.exit_code == 2
    assert "--no-spec" in result.output
    code, output = run("query", "打开客厅的灯", "--home", str(home_dir / "home.json"),
                       "--no-spec", "--embedder", "hashing")
    assert code == 0
    assert "客厅灯" in output
    contradiction = CliRunner().invoke(main, ["query", "打开灯", "--spec", "s.jsonl", "--no-spec"])
    assert contradiction.exit_code == 2


def test_the_default_table_and_the_eval_table_fit_80_columns(home_dir: Path) -> None:
    for args in (["query", "把客厅的灯调到百分之五十"],
                 ["eval", str(home_dir / "cases.jsonl")]):
        result = CliRunner().invoke(main, [*args, "--embedder", "hashing"],
                                    env={"COLUMNS": "80"}, catch_exceptions=False)
        assert result.exit_code == 0
        assert max(cell_len(line) for line in result.output.splitlines()) <= 80
        assert "reasons" not in result.output


def test_reasons_are_shown_on_demand(home_dir: Path) -> None:
    code, output = run("query", "打开客厅的灯", "--home", str(home_dir / "home.json"),
                       "--reasons", "--embedder", "hashing")
    assert code == 0
    assert "keyword" in output
    assert "name_hint" in output
