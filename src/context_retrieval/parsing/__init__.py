"""Parsing a request into commands: the JSON command-array protocol, its prompt, the rule parser."""

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
from context_retrieval.parsing.rules import parse_with_rules

__all__ = [
    "ALLOWED_CATEGORIES",
    "COMMAND_ARRAY_SCHEMA",
    "COMMAND_SCHEMA",
    "DEFAULT_SYSTEM_PROMPT",
    "ParseContext",
    "ParsedCommands",
    "build_system_prompt",
    "command_to_query_ir",
    "parse_command_array",
    "parse_with_rules",
    "unknown_command",
]
