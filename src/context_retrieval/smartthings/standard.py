"""The commands of SmartThings' standard capabilities, bundled: what a device whose profile has
no line in the spec can be told, read from the capabilities its ``main`` component lists.

``standard_capabilities.json`` holds the capability definitions in the shape the SmartThings
API returns them (``commands`` by name with their arguments' schemas, ``attributes`` with the
command that sets them), for the capabilities with commands. It is written from the
capability facts the project is given (their ``source`` cites the definitions)::

    python -m context_retrieval.smartthings.standard FACTS.json [OUT.json]
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping, Sequence
from functools import cache
from importlib.resources import files
from pathlib import Path
from types import MappingProxyType
from typing import Any

from context_retrieval.smartthings.convert import CapabilityKey, spec_line

STANDARD_CAPABILITIES = "standard_capabilities.json"
# The keys of an argument's facts that are its JSON schema ("schema_title" is the named
# schema, which command_entry reads as "title").
_SCHEMA_KEYS = ("type", "minimum", "maximum", "enum")


def definition_from_facts(facts: Mapping[str, Any]) -> dict[str, Any]:
    """One capability's definition in the API's shape from its facts (``commands`` and
    ``attributes`` as lists, each argument's schema spelled inline)."""
    commands: dict[str, Any] = {}
    for command in facts.get("commands") or ():
        arguments = []
        for argument in command.get("arguments") or ():
            schema = {key: argument[key] for key in _SCHEMA_KEYS if key in argument}
            if "schema_title" in argument:
                schema["title"] = argument["schema_title"]
            arguments.append({"name": argument["name"],
                              "optional": bool(argument.get("optional")), "schema": schema})
        commands[command["name"]] = {"name": command["name"], "arguments": arguments}
    attributes = {
        attribute["name"]: {"setter": attribute["setter"], "schema": {"properties": {
            "unit": {"default": attribute["default_unit"]}}}}
        if attribute.get("default_unit") else {"setter": attribute["setter"]}
        for attribute in facts.get("attributes") or () if attribute.get("setter")}
    return {"id": facts["id"], "version": facts.get("version", 1), "commands": commands,
            "attributes": attributes}


def definitions_from_facts(facts: Mapping[str, Any]) -> dict[str, Any]:
    """The bundled file's content: the definitions of the capabilities with commands among
    ``facts["capabilities"]``, by id, the ids of those whose commands only keep a device
    (refresh, firmware, a meter's reset: ``upkeep``), and where the facts came from."""
    commanded = {capability_id: capability
                 for capability_id, capability in facts["capabilities"].items()
                 if capability.get("commands")}
    return {"source": facts.get("sources"),
            "capabilities": {capability_id: definition_from_facts(capability)
                             for capability_id, capability in commanded.items()},
            "upkeep": sorted(capability_id for capability_id, capability in commanded.items()
                             if capability.get("group") == "maintenance"
                             or not capability.get("controllable", True))}


@cache
def _bundled() -> Mapping[str, Any]:
    text = files("context_retrieval.smartthings").joinpath(STANDARD_CAPABILITIES).read_text(
        encoding="utf-8")
    content: dict[str, Any] = json.loads(text)
    return MappingProxyType(content)


def standard_definitions() -> Mapping[str, Mapping[str, Any]]:
    """The bundled definitions by capability id.

    Raises:
        OSError: the bundled file cannot be read (a broken installation).
    """
    return MappingProxyType(_bundled()["capabilities"])


def standard_spec_line(profile_id: str, capabilities: Sequence[str]) -> dict[str, Any] | None:
    """spec.jsonl's line for a profile with these ``main`` capability ids, from the standard
    definitions; None when none of them has a command that does more than keep the device
    (a camera that can only be refreshed is asked about by name, as one with no line).

    Raises:
        OSError: the bundled file cannot be read (a broken installation).
    """
    definitions, upkeep = standard_definitions(), frozenset(_bundled()["upkeep"])
    keys: list[CapabilityKey] = [(capability, 1) for capability in capabilities]
    known = {key: definitions[key[0]] for key in keys if key[0] in definitions}
    if all(key[0] in upkeep for key in known):
        return None
    return spec_line(profile_id, keys, known)


def main(arguments: Sequence[str]) -> None:
    """Write the bundled file (or the file named second) from the capability facts file
    named first."""
    facts_path, *out = arguments
    facts = json.loads(Path(facts_path).read_text(encoding="utf-8"))
    target = Path(out[0]) if out else Path(__file__).with_name(STANDARD_CAPABILITIES)
    target.write_text(json.dumps(definitions_from_facts(facts), ensure_ascii=False, indent=1,
                                 sort_keys=True) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main(sys.argv[1:])
