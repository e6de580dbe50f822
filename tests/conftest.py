"""Fixtures shared by the adapter tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from openai_server import ScriptedOpenAIServer, running_server


@pytest.fixture
def openai_server() -> Iterator[ScriptedOpenAIServer]:
    """A scripted OpenAI-compatible server on 127.0.0.1, stopped after the test."""
    yield from running_server()
