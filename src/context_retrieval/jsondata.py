"""JSON read from outside (home, spec, cases, stored state): decoded strictly, cleaned once.

Python's decoder accepts what no JSON producer should send and what later code cannot
handle: NaN and Infinity, nesting deep enough to exhaust the recursion limit of every
recursive reader after it (schema validation included), and ``\\ud800`` escapes that
decode to lone surrogates, which no encoder (UTF-8 output, YAML, Redis) accepts. Each is
refused or repaired here, before any other code sees the data.
"""

from __future__ import annotations

import json
import math
from typing import Any

from context_retrieval.text import without_lone_surrogates

# Deeper than any home, spec line, case or stored state needs (they nest about 6 levels),
# far below the recursion limit of the readers that follow.
MAX_JSON_DEPTH = 32


class JsonInputError(ValueError):
    """The text is not JSON the engine accepts; ``line`` is 1-based when known."""

    def __init__(self, message: str, line: int | None = None) -> None:
        super().__init__(message)
        self.line = line


def _refuse_constant(name: str) -> Any:
    raise JsonInputError(f"{name} is not a number JSON allows")


def _finite(text: str) -> float:
    number = float(text)
    if math.isinf(number):
        raise JsonInputError(f"{text} is too large for a number")
    return number


def _depth_exceeds(data: Any, limit: int) -> bool:
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            children: Any = value.values()
        elif isinstance(value, list):
            children = value
        else:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


def _cleaned(value: Any) -> Any:
    if isinstance(value, str):
        return without_lone_surrogates(value)
    if isinstance(value, dict):
        return {without_lone_surrogates(key): _cleaned(child) for key, child in value.items()}
    if isinstance(value, list):
        return [_cleaned(child) for child in value]
    return value


def decode_json(text: str) -> Any:
    """Decode ``text`` as JSON, with every lone surrogate in it replaced by U+FFFD.

    Raises:
        JsonInputError: not JSON, NaN, Infinity or a number too large for a float, or
            nested deeper than MAX_JSON_DEPTH.
    """
    try:
        data = json.loads(without_lone_surrogates(text), parse_constant=_refuse_constant,
                          parse_float=_finite)
    except json.JSONDecodeError as exc:
        raise JsonInputError(f"not JSON: {exc.msg}", exc.lineno) from exc
    except RecursionError as exc:
        raise JsonInputError(f"nested deeper than {MAX_JSON_DEPTH} levels") from exc
    if _depth_exceeds(data, MAX_JSON_DEPTH):
        raise JsonInputError(f"nested deeper than {MAX_JSON_DEPTH} levels")
    return _cleaned(data)
