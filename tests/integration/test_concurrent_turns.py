"""Two processes answer turns of the same user through one Redis at the same time: every
answer, bound to its question by id, reaches the device and command of its own question."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from redis_server import running_redis_server

PAIRS = 50
ROOMS = ("客厅", "主卧", "书房")
HOME = {
    "rooms": [{"roomId": f"r{n}", "name": name} for n, name in enumerate(ROOMS)],
    "items": [{"deviceId": f"ceiling-{n}", "label": "吸顶灯", "roomId": f"r{n}",
               "profile": {"id": "switch"},
               "components": [{"id": "main", "categories": [{"name": "Light"}]}]}
              for n in range(len(ROOMS))],
}
SPEC = {"profileId": "switch", "capabilities": [
    {"id": "main-switch-on", "description": "打开设备"},
    {"id": "main-switch-off", "description": "关闭设备"}]}

# One process: PAIRS times, ask with REQUEST and answer the question by its id.
TURNS = textwrap.dedent("""
    import json, sys
    from pathlib import Path
    from context_retrieval import Engine, HashingEmbedder
    from context_retrieval.backends import RedisStateStore
    from context_retrieval.home import load_home

    folder, url, request, command, pairs = sys.argv[1:6]
    home = load_home(Path(folder) / "home.json", Path(folder) / "spec.jsonl")
    store = RedisStateStore.from_url(url)
    engine = Engine(home, embedder=HashingEmbedder(), store=store)
    wrong = []
    for number in range(int(pairs)):
        asked = engine.handle("shared-user", request)
        if asked.question_id is None or len(asked.options) < 3:
            wrong.append(f"turn {number}: no question")
            continue
        pick = number % 3
        answer = engine.handle("shared-user", f"第{pick + 1}个", answering=asked.question_id)
        chosen = [(c.entity_id, c.capability_id) for r in answer.results for c in r.selected]
        expected = [(asked.options[pick].entity_id, command)]
        if chosen != expected:
            wrong.append(f"turn {number}: {chosen} instead of {expected}")
    print(json.dumps(wrong, ensure_ascii=False))
""")


@pytest.fixture(scope="module")
def redis_url() -> Iterator[str]:
    with running_redis_server() as url:
        yield url


def test_two_processes_of_one_user_never_lose_or_cross_answers(tmp_path: Path,
                                                              redis_url: str) -> None:
    (tmp_path / "home.json").write_text(json.dumps(HOME, ensure_ascii=False), encoding="utf-8")
    (tmp_path / "spec.jsonl").write_text(json.dumps(SPEC, ensure_ascii=False) + "\n",
                                         encoding="utf-8")
    processes = [subprocess.Popen([sys.executable, "-c", TURNS, str(tmp_path), redis_url,
                                   request, command, str(PAIRS)],
                                  stdout=subprocess.PIPE, stderr=subprocess.PIPE)
                 for request, command in (("打开吸顶灯", "main-switch-on"),
                                          ("关闭吸顶灯", "main-switch-off"))]
    wrong: list[str] = []
    for process in processes:
        out, err = process.communicate(timeout=300)
        assert process.returncode == 0, err.decode()
        wrong += json.loads(out)
    assert wrong == []
