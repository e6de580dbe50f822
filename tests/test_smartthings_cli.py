"""``context-retrieval smartthings import`` end to end against the fake SmartThings API, and
``query`` over the files it writes."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from click.testing import CliRunner

from context_retrieval.cli import main
from smartthings_server import TOKEN, FakeSmartThings, Reply, family_home, running_api

FAMILY = family_home(40)
HOLIDAY = family_home(5, name="海边的家")


@pytest.fixture
def api() -> Iterator[FakeSmartThings]:
    yield from running_api(FAMILY, page_size=15)


def smartthings_import(*args: str, token: str | None = TOKEN) -> tuple[int, str]:
    env = {"SMARTTHINGS_TOKEN": token} if token is not None else {"SMARTTHINGS_TOKEN": ""}
    result = CliRunner().invoke(main, ["smartthings", "import", *args], env=env)
    return result.exit_code, result.output


def test_import_writes_the_files_and_query_answers_from_them(api: FakeSmartThings,
                                                             tmp_path: Path) -> None:
    code, output = smartthings_import("--out", str(tmp_path), "--base-url", api.url)
    assert code == 0, output
    assert str(tmp_path / "home.json") in output
    assert "rooms: 10, devices: 40, profiles: 26, scenes: 4, warnings: " in output
    result = CliRunner().invoke(main, [
        "query", "打开客厅的灯", "--home", str(tmp_path / "home.json"),
        "--spec", str(tmp_path / "spec.jsonl"), "--json", "--embedder", "hashing"])
    assert result.exit_code == 0, result.output
    answer = json.loads(result.output[result.output.index("["):])
    assert answer[0]["candidates"][0]["capability_id"] == "main-switch-on"


def test_the_token_can_come_from_a_file(api: FakeSmartThings, tmp_path: Path) -> None:
    token_file = tmp_path / "token"
    token_file.write_text(f"{TOKEN}\n", encoding="utf-8")
    code, output = smartthings_import("--out", str(tmp_path / "out"), "--base-url", api.url,
                                      "--token-file", str(token_file), token=None)
    assert code == 0, output


def test_a_refused_token_fails_with_one_line_that_hides_the_token(api: FakeSmartThings,
                                                                  tmp_path: Path) -> None:
    code, output = smartthings_import("--out", str(tmp_path), "--base-url", api.url,
                                      token="wrong-token-123")
    assert code == 2
    assert output.count("\n") == 1
    assert output.startswith("error: SmartThings refused the token (HTTP 401")
    assert "wrong-token-123" not in output
    assert not (tmp_path / "home.json").exists()


def test_several_locations_need_location(tmp_path: Path) -> None:
    for api in running_api(FAMILY, HOLIDAY):
        code, output = smartthings_import("--out", str(tmp_path), "--base-url", api.url)
        assert code == 2
        assert HOLIDAY.location_id in output
        assert "--location" in output
        code, output = smartthings_import("--out", str(tmp_path), "--base-url", api.url,
                                          "--location", HOLIDAY.location_id)
        assert code == 0, output
        assert "devices: 5," in output


def test_a_malformed_answer_fails_with_a_clear_error(api: FakeSmartThings,
                                                     tmp_path: Path) -> None:
    api.script("/v1/devices", Reply(200, "<html>maintenance</html>"))
    code, output = smartthings_import("--out", str(tmp_path), "--base-url", api.url)
    assert code == 2
    assert "answered something that is not JSON" in output


@pytest.mark.parametrize(("args", "message"), [
    ((), "no SmartThings token: set SMARTTHINGS_TOKEN"),
    (("--token-file", "missing-token-file"), "cannot read the token file"),
])
def test_without_a_token_the_import_says_how_to_give_one(tmp_path: Path, args: tuple[str, ...],
                                                         message: str) -> None:
    code, output = smartthings_import("--out", str(tmp_path), *args, token=None)
    assert code == 2
    assert message in output


def test_an_empty_token_file_is_refused(tmp_path: Path) -> None:
    empty = tmp_path / "token"
    empty.write_text("\n", encoding="utf-8")
    code, output = smartthings_import("--out", str(tmp_path), "--token-file", str(empty))
    assert (code, "is empty" in output) == (2, True)
