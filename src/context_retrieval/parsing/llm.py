"""The LLM parser: the command-array prompt to a chat model, its answer through the protocol.

It degrades, never raises (DESIGN "offline by default", 000 "不抛未处理异常"):

    LLM answer valid          → its commands, meta parser=llm
    LLM error / timeout /
    garbage / invalid schema  → the rule parser, meta parser=rules, parser_fallback=<reason>
    rule parser finds nothing → one UNKNOWN command (the rule parser's own degradation)
"""

from __future__ import annotations

import logging
import time
from collections.abc import Mapping
from dataclasses import replace
from types import MappingProxyType
from typing import Protocol, runtime_checkable

from context_retrieval.backends.llm import LLM
from context_retrieval.errors import ConfigurationError, LLMError
from context_retrieval.models import QueryIR
from context_retrieval.parsing.prompt import ALLOWED_CATEGORIES, build_system_prompt
from context_retrieval.parsing.protocol import (
    INVALID_JSON,
    ParseContext,
    ParsedCommands,
    parse_command_array,
)
from context_retrieval.parsing.rules import parse_with_rules, request_clauses

logger = logging.getLogger(__name__)

# The LLM answer must arrive within this many seconds, retries included, or the rule parser
# answers instead: a spoken request waits for the whole pipeline, not only for parsing.
DEFAULT_PARSE_DEADLINE = 10.0
# ``parser_fallback`` reasons of the parser itself (the client's are "timeout", "http_<n>", ...).
FALLBACK_INVALID_JSON = "invalid_json"
FALLBACK_INVALID_COMMANDS = "invalid_commands"
FALLBACK_UNEXPECTED = "unexpected_error"


@runtime_checkable
class _Closable(Protocol):
    def close(self) -> None: ...


class LLMParser:
    """A :class:`~context_retrieval.pipeline.CommandParser` that asks an LLM for the command
    array and falls back to the rule parser when the LLM fails or answers garbage."""

    def __init__(self, llm: LLM, *, deadline: float = DEFAULT_PARSE_DEADLINE) -> None:
        """Parse with ``llm``, waiting at most ``deadline`` seconds per request.

        Raises:
            ConfigurationError: ``deadline`` is not positive.
        """
        if deadline <= 0:
            raise ConfigurationError(f"the parse deadline must be positive, not {deadline}")
        self.llm = llm
        self.deadline = deadline

    def __repr__(self) -> str:
        """Name the model and the deadline."""
        return f"LLMParser(model={self.llm.model!r}, deadline={self.deadline:g})"

    def close(self) -> None:
        """Close the LLM client when it holds connections (an OpenAIChatClient does)."""
        if isinstance(self.llm, _Closable):
            self.llm.close()

    def parse(self, text: str, context: ParseContext) -> ParsedCommands:
        """Parse ``text`` into commands; never raises (see the module docstring)."""
        categories = context.categories or ALLOWED_CATEGORIES
        system = build_system_prompt(context.rooms, categories)
        started = time.perf_counter()
        try:
            answer = self.llm.complete(system, text, deadline=self.deadline)
        except LLMError as exc:
            logger.warning("LLM parse failed (%s): %s; using the rule parser", exc.reason, exc)
            return self._fallback(text, context, exc.reason, str(exc))
        except Exception as exc:  # a broken LLM adapter must degrade, not break retrieval
            logger.exception("LLM adapter raised unexpectedly; using the rule parser")
            return self._fallback(text, context, FALLBACK_UNEXPECTED, repr(exc))
        llm_ms = round((time.perf_counter() - started) * 1000, 3)
        parsed = parse_command_array(answer, raw=text)
        error = parsed.meta.get("parse_error")
        if error is not None:
            reason = (FALLBACK_INVALID_JSON if str(error).startswith(INVALID_JSON)
                      else FALLBACK_INVALID_COMMANDS)
            logger.warning("LLM answer rejected (%s): %s; using the rule parser", reason, error)
            return self._fallback(text, context, reason, str(error))
        return ParsedCommands(each_in_its_clause(parsed.commands, text), MappingProxyType(
            {**parsed.meta, "parser": "llm", "llm_model": self.llm.model, "llm_ms": llm_ms}))

    def _fallback(self, text: str, context: ParseContext, reason: str,
                  error: str) -> ParsedCommands:
        parsed = parse_with_rules(text, context)
        meta: Mapping[str, object] = {**parsed.meta, "parser": "rules",
                                      "parser_fallback": reason, "llm_model": self.llm.model,
                                      "llm_error": error}
        return ParsedCommands(parsed.commands, MappingProxyType(dict(meta)))


def each_in_its_clause(commands: tuple[QueryIR, ...], text: str) -> tuple[QueryIR, ...]:
    """Give each of several commands its own words as ``raw`` (003): the clause it was said
    in when the request has one clause per command, else its own action and name. A
    command whose action is not Chinese is embedded by ``raw``; it must not be the whole
    request ("打开客厅灯，关掉风扇" for the fan)."""
    if len(commands) < 2:
        return commands
    clauses = request_clauses(text)
    if len(clauses) == len(commands):
        return tuple(replace(command, raw=clause) for command, clause in zip(
            commands, clauses, strict=True))
    return tuple(replace(command, raw="".join(part for part in (
        command.action, *sorted(command.scope_include), command.name_hint) if part)
        or command.raw) for command in commands)
