"""Load a home (``home.json``) and its capability spec (``spec.jsonl``): FORMATS.md §1–2.

Files are validated once, here, with JSON Schema; every problem becomes a DataFileError
that names the file, the line (spec) and the field. Inside the engine the records are
trusted.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Any

import jsonschema

from context_retrieval.errors import DataFileError, VocabularyError
from context_retrieval.jsondata import JsonInputError, decode_json
from context_retrieval.models import (
    Category,
    CommandSpec,
    Device,
    Home,
    Scene,
    ValueOption,
    ValueRange,
)
from context_retrieval.text import sanitize_text
from context_retrieval.vocabulary import MEASURING_CAPABILITIES

logger = logging.getLogger(__name__)

MAIN_COMPONENT = "main"
EXAMPLES_DIR = Path(__file__).resolve().parent / "examples"  # package data

_ITEM_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["deviceId"],
    "properties": {
        "deviceId": {"type": "string", "minLength": 1},
        "label": {"type": ["string", "null"]},
        "name": {"type": ["string", "null"]},
        "roomId": {"type": ["string", "null"]},
        "profile": {"type": ["object", "null"], "properties": {"id": {"type": "string"}}},
        "components": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "id": {"type": "string"},
                    "categories": {
                        "type": "array",
                        "items": {"type": "object", "required": ["name"],
                                  "properties": {"name": {"type": "string"}}},
                    },
                },
            },
        },
    },
}
HOME_SCHEMA: dict[str, Any] = {
    "oneOf": [
        {"type": "array", "items": _ITEM_SCHEMA},
        {
            "type": "object",
            "required": ["items"],
            "properties": {
                "items": {"type": "array", "items": _ITEM_SCHEMA},
                "rooms": {
                    "type": "array",
                    "items": {"type": "object", "required": ["roomId", "name"],
                              "properties": {"roomId": {"type": "string"},
                                             "name": {"type": "string"}}},
                },
                # The items of GET /v1/scenes for the location.
                "scenes": {
                    "type": "array",
                    "items": {"type": "object", "required": ["sceneId"],
                              "properties": {"sceneId": {"type": "string", "minLength": 1},
                                             "sceneName": {"type": ["string", "null"]}}},
                },
            },
        },
    ]
}
_NUMBER_OR_NULL = {"type": ["number", "null"]}
SPEC_LINE_SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["profileId", "capabilities"],
    "properties": {
        "profileId": {"type": "string", "minLength": 1},
        "capabilities": {
            "type": "array",
            "items": {
                "type": "object",
                "required": ["id", "description"],
                "properties": {
                    "id": {"type": "string", "minLength": 1},
                    "description": {"type": "string"},
                    "type": {"type": ["string", "null"]},
                    "value_range": {
                        "type": ["object", "null"],
                        "properties": {"min": _NUMBER_OR_NULL, "max": _NUMBER_OR_NULL,
                                       "unit": {"type": ["string", "null"]}},
                    },
                    "value_list": {
                        "type": ["array", "null"],
                        "items": {"type": "object", "required": ["value"],
                                  "properties": {"value": {"type": ["string", "number",
                                                                    "boolean"]},
                                                 "description": {"type": ["string", "null"]}}},
                    },
                },
            },
        },
    },
}


def _field_path(error: jsonschema.ValidationError) -> str:
    path = ""
    for part in error.absolute_path:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
    return path or "(document)"


def _validate(data: object, schema: Mapping[str, Any], source: str, line: int | None) -> None:
    validator = jsonschema.Draft202012Validator(schema)
    error = jsonschema.exceptions.best_match(validator.iter_errors(data))
    if error is not None:
        raise DataFileError(source, error.message, line=line, field=_field_path(error))


def _read_text(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except FileNotFoundError as exc:
        raise DataFileError(str(path), "file not found") from exc
    except UnicodeDecodeError as exc:
        raise DataFileError(str(path), f"not UTF-8 text ({exc.reason})") from exc
    except OSError as exc:
        raise DataFileError(str(path), f"cannot read: {exc.strerror}") from exc


def _main_capabilities(item: Mapping[str, Any]) -> tuple[str, ...]:
    """The ids of component main's capabilities, in order."""
    for component in item.get("components") or ():
        if component.get("id") == MAIN_COMPONENT:
            # Listed as {"id": ...} by the API, or as bare ids.
            ids = (capability.get("id") if isinstance(capability, Mapping) else capability
                   for capability in component.get("capabilities") or ())
            return tuple(dict.fromkeys(id_ for id_ in ids if isinstance(id_, str)))
    return ()


def _measures(item: Mapping[str, Any]) -> frozenset[str]:
    """What component main reports of MEASURED_BY's capabilities."""
    return frozenset(MEASURING_CAPABILITIES[capability]
                     for capability in _main_capabilities(item)
                     if capability in MEASURING_CAPABILITIES)


def _category(item: Mapping[str, Any], source: str) -> Category:
    for component in item.get("components") or ():
        if component.get("id") != MAIN_COMPONENT:
            continue
        categories = component.get("categories") or ()
        if not categories:
            return Category.UNKNOWN
        name = str(categories[0]["name"])
        try:
            return Category.from_text(name)
        except VocabularyError:
            logger.warning("%s: device %s has category %r, which is not a known category; "
                           "treating it as Unknown", source, item["deviceId"], name)
            return Category.UNKNOWN
    return Category.UNKNOWN


def parse_home_document(data: object, source: str = "<home>"
                        ) -> tuple[tuple[Device, ...], tuple[str, ...]]:
    """Turn a decoded home.json (object with items/rooms, or a bare list) into devices and rooms.

    Raises:
        DataFileError: the document does not have FORMATS.md §1's shape, or repeats a
            deviceId or a roomId; names the field.
    """
    _validate(data, HOME_SCHEMA, source, None)
    document: Any = data  # its shape is now known
    rooms_data: list[Any] = []
    if isinstance(document, list):
        items = document
    else:
        items, rooms_data = document["items"], document.get("rooms") or []
    room_names: dict[str, str] = {}
    for position, room in enumerate(rooms_data):
        if room["roomId"] in room_names:
            raise DataFileError(source, f"duplicate roomId {room['roomId']!r}",
                                field=f"rooms[{position}].roomId")
        room_names[room["roomId"]] = room["name"]
    devices: list[Device] = []
    seen: set[str] = set()
    roomless: list[str] = []
    for position, item in enumerate(items):
        device_id = item["deviceId"]
        shown = sanitize_text(device_id, None)  # the id as the agent's context shows it
        if device_id in seen or shown in seen:
            raise DataFileError(source, f"duplicate deviceId {shown!r} (ids are compared "
                                "as shown, without control characters and extra spaces)",
                                field=f"items[{position}].deviceId")
        seen.update((device_id, shown))
        name = item.get("label") or item.get("name") or device_id
        room_id = item.get("roomId")
        room = room_names.get(room_id) if room_id else None
        if room_id and room is None:
            roomless.append(device_id)
            logger.debug("%s: device %s names room %s, which is not in rooms: no room",
                         source, device_id, room_id)
        profile = (item.get("profile") or {}).get("id")
        devices.append(Device(device_id, name, room, _category(item, source), profile,
                              _measures(item)))
    if roomless:
        # A room deleted in the app leaves its devices behind: a real account has them.
        logger.warning("%s: %d device(s) name a room that is not in rooms and count as in no "
                       "room: %s", source, len(roomless), _first_few(roomless))
    return tuple(devices), tuple(dict.fromkeys(room_names.values()))


def _scenes(data: object, source: str) -> tuple[Scene, ...]:
    """The scenes of a home.json already validated (its ``scenes`` list; none for a bare
    list of devices). A scene with no name cannot be asked for and is left out, with a
    warning.

    Raises:
        DataFileError: a sceneId is repeated; names the field.
    """
    if not isinstance(data, dict):
        return ()
    scenes: list[Scene] = []
    seen: set[str] = set()
    unnamed: list[str] = []
    for position, item in enumerate(data.get("scenes") or ()):
        scene_id = item["sceneId"]
        if scene_id in seen:
            raise DataFileError(source, f"duplicate sceneId {sanitize_text(scene_id, None)!r}",
                                field=f"scenes[{position}].sceneId")
        seen.add(scene_id)
        name = (item.get("sceneName") or "").strip()
        if name:
            scenes.append(Scene(scene_id, name))
        else:
            unnamed.append(scene_id)
    if unnamed:
        logger.warning("%s: %d scene(s) have no name and cannot be asked for: %s", source,
                       len(unnamed), _first_few(unnamed))
    return tuple(scenes)


def home_from_documents(home_data: object, spec_lines: list[str] | None,
                        source: str = "<home>", spec_source: str = "<spec>") -> Home:
    """Build a home from a decoded home.json and the lines of its spec.jsonl (None: no
    spec; every device then takes part by name and room only).

    Raises:
        DataFileError: either document is malformed (see parse_home_document and
            parse_spec_lines), or a sceneId is repeated.
    """
    devices, rooms = parse_home_document(home_data, source)
    specs = parse_spec_lines(spec_lines, spec_source) if spec_lines is not None \
        else MappingProxyType({})
    read = _standard_commands(home_data, specs) if spec_lines is not None else {}
    home = Home(devices=devices, rooms=rooms, specs=MappingProxyType({**specs, **read}),
                scenes=_scenes(home_data, source))
    if not devices:
        logger.warning("%s has no devices: every request will find nothing", source)
    if read:
        logger.warning("%d profile(s) have no line in %s: %s; their commands are read from "
                       "the standard SmartThings capabilities their devices list", len(read),
                       spec_source, _first_few(list(read)))
    missing = unknown_profiles(home)
    for profile in missing:
        logger.debug("profile %s has no line in the spec", profile)
    if missing and spec_lines is not None:
        logger.warning("%d profile(s) have no line in %s and no standard capability with "
                       "a command: %s; their devices take part by name and room only",
                       len(missing), spec_source, _first_few(missing))
    return home


def _standard_commands(home_data: object, specs: Mapping[str, tuple[CommandSpec, ...]]
                       ) -> dict[str, tuple[CommandSpec, ...]]:
    """The commands of each profile with no line in ``specs``, read from the standard
    capabilities of its first device's ``main`` component (a real account's profiles are
    built from them); profiles none of whose capabilities has a command are left out."""
    # Imported here: the SmartThings package imports this module to load what it imports.
    from context_retrieval.smartthings.standard import standard_spec_line

    document: Any = home_data  # validated: a list of items or {"items": [...]}
    items = document if isinstance(document, list) else document["items"]
    read: dict[str, tuple[CommandSpec, ...]] = {}
    seen: set[str] = set(specs)
    for item in items:
        profile = (item.get("profile") or {}).get("id")
        if not profile or profile in seen:
            continue
        seen.add(profile)
        line = standard_spec_line(profile, _main_capabilities(item))
        if line is not None:
            read[profile] = tuple(_command(entry) for entry in line["capabilities"])
    return read


def _decode_home_file(path: Path) -> object:
    try:
        return decode_json(_read_text(path))
    except JsonInputError as exc:
        raise DataFileError(str(path), str(exc), line=exc.line) from exc


def load_devices(path: Path) -> tuple[tuple[Device, ...], tuple[str, ...]]:
    """Load home.json: its devices and room names.

    Raises:
        DataFileError: missing, unreadable, not JSON, or not FORMATS.md §1's shape.
    """
    return parse_home_document(_decode_home_file(path), str(path))


def _command(entry: Mapping[str, Any]) -> CommandSpec:
    value_range = entry.get("value_range")
    return CommandSpec(
        id=entry["id"],
        description=entry["description"],
        type=entry.get("type"),
        value_range=ValueRange(value_range.get("min"), value_range.get("max"),
                               value_range.get("unit")) if value_range else None,
        value_list=tuple(ValueOption(str(option["value"]),
                                     option.get("description") or str(option["value"]))
                         for option in entry.get("value_list") or ()),
    )


def _commands(entries: list[Any], source: str, line: int) -> tuple[CommandSpec, ...]:
    seen: set[str] = set()
    for position, entry in enumerate(entries):
        where = f"capabilities[{position}]"
        shown = sanitize_text(entry["id"], None)
        if entry["id"] in seen or shown in seen:
            raise DataFileError(source, f"duplicate command id {shown!r}", line=line,
                                field=f"{where}.id")
        seen.update((entry["id"], shown))
        span = entry.get("value_range") or {}
        low, high = span.get("min"), span.get("max")
        if low is not None and high is not None and low > high:
            raise DataFileError(source, f"min {low} is greater than max {high}", line=line,
                                field=f"{where}.value_range")
    return tuple(_command(entry) for entry in entries)


def parse_spec_lines(lines: list[str], source: str = "<spec>"
                     ) -> Mapping[str, tuple[CommandSpec, ...]]:
    """Turn spec.jsonl lines into commands per profile id; blank lines are skipped.

    Raises:
        DataFileError: a line is not JSON, lacks a field or has a wrong type, repeats a
            profile id or a command id, or has a range whose min is above its max; names
            the line (1-based) and the field.
    """
    specs: dict[str, tuple[CommandSpec, ...]] = {}
    first_line: dict[str, int] = {}
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            data = decode_json(line)
        except JsonInputError as exc:
            raise DataFileError(source, str(exc), line=number) from exc
        _validate(data, SPEC_LINE_SCHEMA, source, number)
        profile = data["profileId"]
        if profile in specs:
            raise DataFileError(source, f"profile {profile!r} already defined on line "
                                f"{first_line[profile]}", line=number, field="profileId")
        first_line[profile] = number
        specs[profile] = _commands(data["capabilities"], source, number)
    return MappingProxyType(specs)


def load_spec(path: Path) -> Mapping[str, tuple[CommandSpec, ...]]:
    """Load spec.jsonl: commands per profile id.

    Raises:
        DataFileError: missing or unreadable file, or a malformed line (see parse_spec_lines).
    """
    return parse_spec_lines(_read_text(path).splitlines(), str(path))


def load_home(home_path: Path, spec_path: Path | None = None) -> Home:
    """Load a home and, when given, its spec; warn once per profile that has no spec line.

    Raises:
        DataFileError: either file is missing or malformed.
    """
    home_data = _decode_home_file(home_path)
    spec_lines = _read_text(spec_path).splitlines() if spec_path is not None else None
    return home_from_documents(home_data, spec_lines, str(home_path), str(spec_path))


# A warning names this many; -v (debug) names every one.
_NAMED_IN_A_WARNING = 3


def _first_few(names: Sequence[str]) -> str:
    shown = ", ".join(names[:_NAMED_IN_A_WARNING])
    rest = len(names) - _NAMED_IN_A_WARNING
    return f"{shown} and {rest} more (-v lists them)" if rest > 0 else shown


def unknown_profiles(home: Home) -> tuple[str, ...]:
    """Profile ids used by devices of ``home`` that have no spec line, in first-use order."""
    return tuple(dict.fromkeys(d.profile_id for d in home.devices
                               if d.profile_id and d.profile_id not in home.specs))


def example_home_paths() -> tuple[Path, Path]:
    """Return the bundled example home.json and spec.jsonl.

    Raises:
        DataFileError: the example files are not where the package expects them.
    """
    home_path, spec_path = EXAMPLES_DIR / "home.json", EXAMPLES_DIR / "spec.jsonl"
    for path in (home_path, spec_path):
        if not path.is_file():
            raise DataFileError(str(path), "the bundled example home is missing from the "
                                "installed package; reinstall context-retrieval")
    return home_path, spec_path
