"""API bodies → the project's files: home.json (FORMATS.md §1, plus ``scenes``) and the
lines of spec.jsonl (§2).

Pure functions over already-checked bodies (see shapes.py); nothing here does I/O.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from context_retrieval.smartthings.descriptions import describe_command, describe_value

MAIN_COMPONENT = "main"

# Named argument schemas of the SmartThings capability definitions, and the JSON type each
# stands for, for arguments that give a "$ref" instead of a "type".
_NAMED_SCHEMA_TYPES: Mapping[str, str] = {
    "IntegerPercent": "integer", "PositiveInteger": "integer", "Integer": "integer",
    "PositiveNumber": "number", "Number": "number", "TemperatureValue": "number",
    "String": "string", "Bool": "boolean", "Boolean": "boolean", "JsonObject": "object",
}

CapabilityKey = tuple[str, int]
"""A capability id and version: what one definition is fetched for."""


def _room(room: Mapping[str, Any]) -> dict[str, Any]:
    kept = {"roomId": room["roomId"], "name": room["name"]}
    if room.get("locationId"):
        kept["locationId"] = room["locationId"]
    return kept


def _component(component: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "id": component["id"],
        "categories": [{key: category[key] for key in ("name", "categoryType")
                        if key in category}
                       for category in component.get("categories") or ()],
        "capabilities": [{"id": capability["id"], "version": capability.get("version", 1)}
                         for capability in component.get("capabilities") or ()],
    }


def _device(device: Mapping[str, Any]) -> dict[str, Any]:
    kept: dict[str, Any] = {"deviceId": device["deviceId"]}
    for key in ("label", "name", "roomId"):
        if device.get(key) is not None:
            kept[key] = device[key]
    profile_id = (device.get("profile") or {}).get("id")
    if profile_id:
        kept["profile"] = {"id": profile_id}
    kept["components"] = [_component(c) for c in device.get("components") or ()]
    return kept


def _scene(scene: Mapping[str, Any]) -> dict[str, Any]:
    return {"sceneId": scene["sceneId"], "sceneName": scene.get("sceneName"),
            "locationId": scene.get("locationId")}


def home_document(rooms: Iterable[Mapping[str, Any]], devices: Iterable[Mapping[str, Any]],
                  scenes: Iterable[Mapping[str, Any]]) -> dict[str, Any]:
    """home.json's content: ``rooms`` (roomId, name, locationId), ``items`` (deviceId, label,
    name, roomId, profile id, components with categories and capabilities) and ``scenes``
    (sceneId, sceneName, locationId); every other field of the bodies is dropped."""
    return {"rooms": [_room(room) for room in rooms],
            "items": [_device(device) for device in devices],
            "scenes": [_scene(scene) for scene in scenes]}


def main_capabilities(device: Mapping[str, Any]) -> tuple[CapabilityKey, ...]:
    """The (id, version) of each capability of the device's ``main`` component, in order."""
    for component in device.get("components") or ():
        if component.get("id") == MAIN_COMPONENT:
            return tuple(dict.fromkeys(
                (capability["id"], int(capability.get("version", 1)))
                for capability in component.get("capabilities") or ()))
    return ()


def capabilities_by_profile(devices: Iterable[Mapping[str, Any]]
                            ) -> dict[str, tuple[CapabilityKey, ...]]:
    """Each profile id the devices use, in first-use order, with the ``main`` capabilities of
    its first device (devices of one profile share their components)."""
    profiles: dict[str, tuple[CapabilityKey, ...]] = {}
    for device in devices:
        profile_id = (device.get("profile") or {}).get("id")
        if profile_id and profile_id not in profiles:
            profiles[profile_id] = main_capabilities(device)
    return profiles


def _argument_type(schema: Mapping[str, Any]) -> str | None:
    kind = schema.get("type")
    if isinstance(kind, str):
        return kind
    named = str(schema.get("$ref") or schema.get("title") or "")
    return _NAMED_SCHEMA_TYPES.get(named)


def _setter_unit(definition: Mapping[str, Any], command: str) -> str | None:
    """The unit of the attribute that ``command`` sets: its default, or its only choice."""
    for attribute in (definition.get("attributes") or {}).values():
        if attribute.get("setter") != command:
            continue
        unit = (((attribute.get("schema") or {}).get("properties") or {}).get("unit")) or {}
        if isinstance(unit.get("default"), str):
            return str(unit["default"])
        choices: list[Any] = unit.get("enum") or []
        if len(choices) == 1 and isinstance(choices[0], str):
            return str(choices[0])
    return None


def command_entry(capability_id: str, command: str, definition: Mapping[str, Any]
                  ) -> dict[str, Any]:
    """One command of a spec line: id ``main-{capability}-{command}``, description, and
    from the first required argument its type, value_range (minimum/maximum/unit) and
    value_list (enum values)."""
    entry: dict[str, Any] = {"id": f"{MAIN_COMPONENT}-{capability_id}-{command}",
                             "description": describe_command(capability_id, command)}
    arguments = ((definition.get("commands") or {}).get(command) or {}).get("arguments") or ()
    required = [argument for argument in arguments if not argument.get("optional")]
    if not required:
        return entry
    schema: Mapping[str, Any] = required[0].get("schema") or {}
    kind = _argument_type(schema)
    if kind:
        entry["type"] = kind
    low, high = schema.get("minimum"), schema.get("maximum")
    if (low is not None or high is not None) and (low is None or high is None or low <= high):
        value_range: dict[str, Any] = {"min": low, "max": high}
        unit = _setter_unit(definition, command)
        if unit:
            value_range["unit"] = unit
        entry["value_range"] = value_range
    choices = schema.get("enum")
    if choices:
        entry["value_list"] = [{"value": choice, "description": describe_value(str(choice))}
                               for choice in choices
                               if isinstance(choice, str | int | float | bool)]
    return entry


def spec_line(profile_id: str, capabilities: Sequence[CapabilityKey],
              definitions: Mapping[CapabilityKey, Mapping[str, Any]]) -> dict[str, Any]:
    """spec.jsonl's line for one profile: every command of every ``main`` capability that
    has a definition, in the profile's capability order and the definition's command order.
    Capabilities without a definition are left out (the caller has warned)."""
    commands: list[dict[str, Any]] = []
    for capability in capabilities:
        definition = definitions.get(capability)
        if definition is None:
            continue
        for command in definition.get("commands") or {}:
            commands.append(command_entry(capability[0], command, definition))
    return {"profileId": profile_id, "capabilities": commands}
