"""The JSON command-array protocol (seed 000): one schema, one mapping to QueryIR.

An LLM answers with a JSON array of command objects; the rule parser builds the same
objects. Both go through :func:`command_to_query_ir`, so there is one protocol. Invalid
input never raises: it becomes a single UNKNOWN command with ``meta["parse_error"]``.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

import jsonschema

from context_retrieval.models import CommandValue, Quantifier, QueryIR

UNKNOWN_TYPE = "Unknown"

COMMAND_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "action": {"type": ["string", "null"]},
        "name_hint": {"type": ["string", "null"]},
        "scope": {
            "type": ["object", "null"],
            "properties": {
                "include": {"type": "array", "items": {"type": "string"}},
                "exclude": {"type": "array", "items": {"type": "string"}},
            },
            "additionalProperties": False,
        },
        "quantifier": {"enum": ["one", "all", "any", "except", "ONE", "ALL", "ANY", "EXCEPT"]},
        "count": {"type": ["integer", "null"], "minimum": 1},
        "type_hint": {"type": ["string", "null"]},
        "value": {
            "type": ["object", "null"],
            "properties": {
                "number": {"type": ["number", "null"]},
                "unit": {"type": ["string", "null"]},
                "word": {"type": ["string", "null"]},
            },
            "additionalProperties": False,
        },
        "references": {"type": "array", "items": {"type": "string"}},
        "conditions": {"type": "array", "items": {"type": "string"}},
        "entity_mentions": {"type": "array", "items": {"type": "string"}},
        "confidence": {"type": "number", "minimum": 0, "maximum": 1},
    },
    "additionalProperties": False,
}
COMMAND_ARRAY_SCHEMA: dict[str, Any] = {"type": "array", "minItems": 1, "items": COMMAND_SCHEMA}
_VALIDATOR = jsonschema.Draft202012Validator(COMMAND_ARRAY_SCHEMA)
_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)
# Start of ``meta["parse_error"]`` when the payload is not JSON at all (vs. a schema error).
INVALID_JSON = "invalid JSON"
# Rule-parser key of a command object (not part of the LLM schema): the include scope was
# carried over from an earlier clause.
SCOPE_INHERITED = "_scope_inherited"
# Rule-parser key: the words for kinds of device as said ("风扇").
TYPE_WORDS_SAID = "_type_words"
# An LLM that states no confidence is trusted like a clear rule parse.
DEFAULT_CONFIDENCE = 0.8


@dataclass(frozen=True, slots=True)
class ParseContext:
    """What a parser may know of the home."""

    rooms: tuple[str, ...] = ()
    """Room names of the home."""
    device_names: tuple[str, ...] = ()
    """Device labels of the home."""
    device_categories: tuple[str, ...] = ()
    """The category of each device of ``device_names``, in the same order (may be empty)."""
    device_rooms: tuple[str | None, ...] = ()
    """The room of each device of ``device_names``, in the same order (may be empty)."""
    categories: tuple[str, ...] = ()
    """Categories of the home's devices ("Light", ...); empty → every allowed category."""
    value_words: tuple[str, ...] = ()
    """Words naming the enum values of the home's commands ("制冷", "自然风", "hdmi1")."""


@dataclass(frozen=True, slots=True)
class ParsedCommands:
    """The commands of one request, in order, and how they were obtained."""

    commands: tuple[QueryIR, ...]
    """At least one command."""
    meta: Mapping[str, object] = field(default_factory=lambda: MappingProxyType({}))
    """parser, parse_error, ..."""


def unknown_command(raw: str) -> QueryIR:
    """The degraded command used when nothing could be parsed (000)."""
    return QueryIR(raw=raw, type_hint=UNKNOWN_TYPE, needs_fallback=True, confidence=0.0)


def command_to_query_ir(obj: Mapping[str, Any], raw: str) -> QueryIR:
    """Map one validated command object to a QueryIR."""
    scope = obj.get("scope") or {}
    value = obj.get("value")
    command_value = None
    if value and (value.get("number") is not None or value.get("word")):
        number = value.get("number")
        command_value = CommandValue(float(number) if number is not None else None,
                                     value.get("unit"), value.get("word"))
    name_hint = (obj.get("name_hint") or "").strip() or None
    mentions = tuple(obj.get("entity_mentions") or ((name_hint,) if name_hint else ()))
    return QueryIR(
        raw=raw,
        action=(obj.get("action") or "").strip() or None,
        name_hint=name_hint,
        entity_mentions=mentions,
        scope_include=frozenset(s.strip() for s in scope.get("include", ()) if s.strip()),
        scope_exclude=frozenset(s.strip() for s in scope.get("exclude", ()) if s.strip()),
        scope_inherited=bool(obj.get(SCOPE_INHERITED)),
        type_words=tuple(obj.get(TYPE_WORDS_SAID) or ()),
        quantifier=Quantifier.from_text(obj.get("quantifier") or "one"),
        count=obj.get("count"),
        type_hint=(obj.get("type_hint") or "").strip() or None,
        value=command_value,
        conditions=tuple(obj.get("conditions") or ()),
        references=tuple(obj.get("references") or ()),
        confidence=float(obj.get("confidence", DEFAULT_CONFIDENCE)),
    )


def _decode(payload: str) -> object:
    fenced = _FENCE.search(payload)
    text = fenced.group(1) if fenced else payload
    start = min((i for i in (text.find("["), text.find("{")) if i != -1), default=-1)
    if start == -1:
        raise ValueError("no JSON array or object found")
    decoded, _ = json.JSONDecoder().raw_decode(text[start:])
    return decoded


def parse_command_array(payload: str | object, *, raw: str) -> ParsedCommands:
    """Parse an LLM's answer (JSON text or decoded data) into commands; never raises.

    Code fences and prose around the JSON are tolerated, as is a single object instead of
    an array; every object must satisfy COMMAND_SCHEMA. Anything else → one UNKNOWN command
    and ``meta["parse_error"]``.
    """
    try:
        data = _decode(payload) if isinstance(payload, str) else payload
    except ValueError as exc:
        return ParsedCommands((unknown_command(raw),), MappingProxyType(
            {"parse_error": f"{INVALID_JSON}: {exc}"}))
    if isinstance(data, dict):
        data = [data]
    error = jsonschema.exceptions.best_match(_VALIDATOR.iter_errors(data))
    if error is not None:
        where = "/".join(str(p) for p in error.absolute_path) or "(array)"
        return ParsedCommands((unknown_command(raw),), MappingProxyType(
            {"parse_error": f"{where}: {error.message}"}))
    assert isinstance(data, list)  # the schema guarantees an array
    return ParsedCommands(tuple(command_to_query_ir(obj, raw) for obj in data))
