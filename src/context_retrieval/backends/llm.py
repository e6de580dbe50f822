"""Chat LLMs behind one small Protocol: any OpenAI-compatible endpoint, and a scripted double.

DashScope's compatible mode, vLLM, Ollama and OpenAI all speak ``POST /chat/completions``;
:class:`OpenAIChatClient` talks to any of them. :class:`ScriptedLLM` replays answers for
tests and examples.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from types import TracebackType
from typing import Any, Protocol

import httpx

from context_retrieval.backends.http import (
    DEFAULT_DEADLINE,
    DEFAULT_TIMEOUT,
    JSONEndpoint,
    RetryPolicy,
)
from context_retrieval.errors import ConfigurationError, LLMError

# A command array of a few commands is ~100 tokens per command; 1,024 leaves room for six
# and stops a runaway answer early.
MAX_ANSWER_TOKENS = 1024
# Parsing is extraction, not creativity: the same request should give the same commands.
TEMPERATURE = 0.0


class LLM(Protocol):
    """A chat model that answers one system prompt and one user message with text."""

    @property
    def model(self) -> str:
        """The model name, as recorded in ``meta``."""
        ...

    def complete(self, system: str, user: str, *, deadline: float | None = None) -> str:
        """Return the model's answer to ``user`` under the instructions ``system``.

        Args:
            system: the system prompt.
            user: the user message.
            deadline: total seconds the call may take, retries included; None → the
                client's own deadline.

        Raises:
            LLMError: no usable answer in time; ``reason`` says why.
        """
        ...


class OpenAIChatClient:
    """Chat completions from an OpenAI-compatible endpoint (DashScope, vLLM, Ollama, OpenAI).

    Construction opens nothing; close the client (or use it as a context manager) when done.
    """

    def __init__(self, *, base_url: str, model: str, api_key: str | None = None,
                 timeout: float = DEFAULT_TIMEOUT, deadline: float = DEFAULT_DEADLINE,
                 retry: RetryPolicy | None = None,
                 extra_body: Mapping[str, object] | None = None,
                 transport: httpx.BaseTransport | None = None) -> None:
        """Configure the client.

        Args:
            base_url: the API root, e.g. ``https://dashscope.aliyuncs.com/compatible-mode/v1``
                or ``http://localhost:11434/v1``.
            model: the model name the endpoint knows.
            api_key: sent as a bearer token; None for servers that need none.
            timeout: seconds one attempt may wait.
            deadline: default total seconds of one :meth:`complete`, retries included.
            retry: the retry policy (default: two retries with exponential backoff).
            extra_body: provider-specific request fields (DashScope's ``enable_thinking``).
            transport: an httpx transport, for callers that route requests themselves.

        Raises:
            ConfigurationError: empty model, bad base URL or non-positive times.
        """
        if not model.strip():
            raise ConfigurationError("the LLM model name is empty")
        self._model = model
        self._extra = dict(extra_body or {})
        self._endpoint = JSONEndpoint(base_url, api_key=api_key, timeout=timeout,
                                      deadline=deadline, retry=retry, error_type=LLMError,
                                      transport=transport)

    def __repr__(self) -> str:
        """Show endpoint and model, never the key."""
        return f"OpenAIChatClient(base_url={self._endpoint.shown_url!r}, model={self._model!r})"

    def __enter__(self) -> OpenAIChatClient:
        """Use the client in a ``with`` block that closes it."""
        return self

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None,
                 trace: TracebackType | None) -> None:
        """Close the client."""
        self.close()

    @property
    def model(self) -> str:
        """See :class:`LLM`."""
        return self._model

    @property
    def base_url(self) -> str:
        """The API root requests go to, as messages show it (no user or password)."""
        return self._endpoint.shown_url

    def close(self) -> None:
        """Close the connection pool."""
        self._endpoint.close()

    def complete(self, system: str, user: str, *, deadline: float | None = None) -> str:
        """See :class:`LLM`.

        Raises:
            LLMError: reason "timeout", "connection", "http_<status>", "too_large" or
                "invalid_response" (no text in the answer).
        """
        payload: dict[str, Any] = {
            **self._extra,
            "model": self._model,
            "messages": [{"role": "system", "content": system},
                         {"role": "user", "content": user}],
            "temperature": TEMPERATURE,
            "max_tokens": MAX_ANSWER_TOKENS,
            "stream": False,
        }
        answer = self._endpoint.post("chat/completions", payload, deadline=deadline)
        return _message_text(answer, self._endpoint.shown_url)


def _message_text(answer: Mapping[str, Any], base_url: str) -> str:
    """The text of the first choice.

    Raises:
        LLMError: reason "invalid_response" when the answer has no text.
    """
    choices = answer.get("choices")
    first = choices[0] if isinstance(choices, list) and choices else None
    message = first.get("message") if isinstance(first, dict) else None
    content = message.get("content") if isinstance(message, dict) else None
    if not isinstance(content, str) or not content.strip():
        raise LLMError(f"{base_url}: the chat answer has no message text",
                       reason="invalid_response")
    return content


class ScriptedLLM:
    """Replays scripted answers in order, for tests and examples; records every call.

    An answer that is an :class:`LLMError` is raised instead of returned.
    """

    def __init__(self, answers: Iterable[str | LLMError], *, model: str = "scripted") -> None:
        """Queue ``answers``."""
        self._answers = list(answers)
        self._model = model
        self.calls: list[tuple[str, str]] = []
        """(system, user) of every call, in order."""

    @property
    def model(self) -> str:
        """See :class:`LLM`."""
        return self._model

    def complete(self, system: str, user: str, *, deadline: float | None = None) -> str:
        """Return (or raise) the next scripted answer.

        Raises:
            LLMError: the scripted answer is an error, or no answer is left
                (reason "exhausted").
        """
        self.calls.append((system, user))
        if not self._answers:
            raise LLMError("the scripted LLM has no answer left", reason="exhausted")
        answer = self._answers.pop(0)
        if isinstance(answer, LLMError):
            raise answer
        return answer
