"""004 "无密钥时跳过": without DASHSCOPE_API_KEY the DashScope tests skip, never fail."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

DASHSCOPE_TESTS = Path(__file__).with_name("test_dashscope.py")


def test_无密钥时跳过() -> None:
    env = {name: value for name, value in os.environ.items() if name != "DASHSCOPE_API_KEY"}
    finished = subprocess.run(
        [sys.executable, "-m", "pytest", str(DASHSCOPE_TESTS), "-m", "dashscope", "-q",
         "-p", "no:cacheprovider", "--no-cov", "-rs"],
        capture_output=True, text=True, env=env, cwd=Path(__file__).parents[2], check=False)
    assert finished.returncode == 0, finished.stdout + finished.stderr
    assert "skipped" in finished.stdout
    assert "passed" not in finished.stdout
    assert "failed" not in finished.stdout
    assert "DASHSCOPE_API_KEY is not set" in finished.stdout
