"""The built wheel, installed with plain pip in a fresh virtual environment, answers a
query against its bundled example home from any directory (package data, entry point and
declared dependencies all complete)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

PROJECT = Path(__file__).resolve().parents[2]


def test_the_installed_wheel_answers_from_its_bundled_example_home(tmp_path: Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w",
                    str(tmp_path / "dist"), str(PROJECT)], check=True)
    (wheel,) = (tmp_path / "dist").glob("context_retrieval-*.whl")
    subprocess.run([sys.executable, "-m", "venv", str(tmp_path / "fresh")], check=True)
    bin_dir = tmp_path / "fresh" / "bin"
    subprocess.run([str(bin_dir / "pip"), "install", "-q", str(wheel)], check=True)
    answer = subprocess.run(
        [str(bin_dir / "context-retrieval"), "-q", "query", "打开客厅的灯", "--json",
         "--embedder", "hashing"], cwd=tmp_path, capture_output=True, check=True)
    payload = json.loads(answer.stdout)
    assert payload[0]["candidates"]
    assert payload[0]["command"]["scope_include"] == ["客厅"]
