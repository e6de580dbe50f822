"""The shapes of the SmartThings API bodies the import reads, checked once as they arrive.

Only the fields the import uses are constrained; real bodies carry many more, which pass.
A body that breaks a constraint becomes a SmartThingsError naming the request and the field.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import jsonschema

from context_retrieval.errors import SmartThingsError

_TEXT = {"type": "string", "minLength": 1}
_TEXT_OR_NULL = {"type": ["string", "null"]}

LOCATION: dict[str, Any] = {
    "type": "object", "required": ["locationId"],
    "properties": {"locationId": _TEXT, "name": _TEXT_OR_NULL},
}
ROOM: dict[str, Any] = {
    "type": "object", "required": ["roomId", "name"],
    "properties": {"roomId": _TEXT, "name": {"type": "string"}},
}
DEVICE: dict[str, Any] = {
    "type": "object", "required": ["deviceId"],
    "properties": {
        "deviceId": _TEXT, "label": _TEXT_OR_NULL, "name": _TEXT_OR_NULL,
        "roomId": _TEXT_OR_NULL,
        "profile": {"type": ["object", "null"], "properties": {"id": {"type": "string"}}},
        "components": {"type": "array", "items": {
            "type": "object", "required": ["id"],
            "properties": {
                "id": {"type": "string"},
                "categories": {"type": "array", "items": {
                    "type": "object", "required": ["name"],
                    "properties": {"name": {"type": "string"},
                                   "categoryType": {"type": "string"}}}},
                "capabilities": {"type": "array", "items": {
                    "type": "object", "required": ["id"],
                    "properties": {"id": _TEXT, "version": {"type": "integer", "minimum": 1}}}},
            }}},
    },
}
SCENE: dict[str, Any] = {
    "type": "object", "required": ["sceneId"],
    "properties": {"sceneId": _TEXT, "sceneName": _TEXT_OR_NULL, "locationId": _TEXT_OR_NULL},
}
_ARGUMENT_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {"type": {"type": "string"}, "minimum": {"type": "number"},
                   "maximum": {"type": "number"}, "enum": {"type": "array"},
                   "$ref": {"type": "string"}, "title": {"type": "string"}},
}
CAPABILITY: dict[str, Any] = {
    "type": "object", "required": ["id"],
    "properties": {
        "id": _TEXT,
        "commands": {"type": "object", "additionalProperties": {
            "type": "object",
            "properties": {"arguments": {"type": "array", "items": {
                "type": "object", "required": ["name"],
                "properties": {"name": {"type": "string"}, "optional": {"type": "boolean"},
                               "schema": _ARGUMENT_SCHEMA}}}}}},
        "attributes": {"type": "object", "additionalProperties": {
            "type": "object",
            "properties": {"setter": {"type": "string"}, "schema": {"type": "object"}}}},
    },
}


def _field_path(error: jsonschema.ValidationError) -> str:
    path = ""
    for part in error.absolute_path:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
    return path or "(body)"


def check(data: object, schema: Mapping[str, Any], request: str) -> None:
    """Check that ``data`` has ``schema``'s shape.

    Raises:
        SmartThingsError: reason "invalid_response"; the message names ``request`` and the
            first field that breaks the shape.
    """
    validator = jsonschema.Draft202012Validator(schema)
    error = jsonschema.exceptions.best_match(validator.iter_errors(data))
    if error is not None:
        raise SmartThingsError(f"{request} answered an unexpected shape: field "
                               f"{_field_path(error)!r}: {error.message}",
                               reason="invalid_response")


def check_items(items: list[Any], schema: Mapping[str, Any],
                request: str) -> list[dict[str, Any]]:
    """Check every item of a listing against ``schema`` and return them.

    Raises:
        SmartThingsError: reason "invalid_response"; names ``request`` and the field
            (``items[3].deviceId``).
    """
    check({"items": items},
          {"type": "object", "properties": {"items": {"type": "array", "items": schema}}},
          request)
    return [dict(item) for item in items]
