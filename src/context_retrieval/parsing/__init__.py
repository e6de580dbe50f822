"""Parsing a request into commands: the JSON command-array protocol, its prompt, the rule and
LLM parsers, and the closed-choice arbitration of bulk commands."""

from context_retrieval.parsing.arbitration import (
    ArbitrationOption,
    ArbitrationOutcome,
    ArbitrationQuestion,
    ArbitrationStatus,
    arbitrate_choice,
    parse_arbitration_answer,
)
from context_retrieval.parsing.llm import LLMParser
from context_retrieval.parsing.prompt import (
    ALLOWED_CATEGORIES,
    DEFAULT_SYSTEM_PROMPT,
    build_system_prompt,
)
from context_retrieval.parsing.protocol import (
    COMMAND_ARRAY_SCHEMA,
    COMMAND_SCHEMA,
    ParseContext,
    ParsedCommands,
    command_to_query_ir,
    parse_command_array,
    unknown_command,
)
from context_retrieval.parsing.rules import RuleParser, parse_with_rules

__all__ = [
    "ALLOWED_CATEGORIES",
    "COMMAND_ARRAY_SCHEMA",
    "COMMAND_SCHEMA",
    "DEFAULT_SYSTEM_PROMPT",
    "ArbitrationOption",
    "ArbitrationOutcome",
    "ArbitrationQuestion",
    "ArbitrationStatus",
    "LLMParser",
    "ParseContext",
    "ParsedCommands",
    "RuleParser",
    "arbitrate_choice",
    "build_system_prompt",
    "command_to_query_ir",
    "parse_arbitration_answer",
    "parse_command_array",
    "parse_with_rules",
    "unknown_command",
]
