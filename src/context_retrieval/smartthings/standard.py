"""The commands of SmartThings' standard capabilities, bundled: what a device whose profile has
no line in the spec can still be asked to do, read from the capabilities its ``main``
component lists in home.json ("switch" → on, off; "switchLevel" → setLevel 0–100 %).

The bundle (standard_capabilities.json, package data) holds the capability definitions in the
shape the SmartThings API returns them (``commands`` and ``attributes`` by name), so that the
importer's conversion (convert.spec_line) turns them into spec lines. ``bundle_definitions``
writes it from a capability table such as shared/data/smartthings/capabilities.json:

    python -m context_retrieval.smartthings.standard CAPABILITIES_JSON TARGET_JSON
"""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping, Sequence
from functools import lru_cache
from importlib import resources
from pathlib import Path
from types import MappingProxyType
from typing import Any

from context_retrieval.smartthings.convert import CapabilityKey, spec_line

BUNDLE = "standard_capabilities.json"
# Capabilities that keep a device in order, not what it does.
_UPKEEP = frozenset({"healthCheck", "configuration", "ocf", "execute", "bridge",
                     "firmwareUpdate", "refresh"})
_REFRESH = "-refresh-refresh"
# The argument fields a definition's schema keeps: what a spec line is written from.
_SCHEMA_FIELDS = ("type", "minimum", "maximum", "enum")


def _argument(argument: Mapping[str, Any]) -> dict[str, Any]:
    schema = {key: argument[key] for key in _SCHEMA_FIELDS if key in argument}
    return {"name": argument.get("name"), "optional": bool(argument.get("optional")),
            "schema": schema}


def _attribute(attribute: Mapping[str, Any]) -> dict[str, Any]:
    kept: dict[str, Any] = {}
    if attribute.get("setter"):
        kept["setter"] = attribute["setter"]
    if attribute.get("default_unit"):
        kept["schema"] = {"properties": {"unit": {"default": attribute["default_unit"]}}}
    return kept


def bundle_definitions(table: Mapping[str, Any]) -> dict[str, Any]:
    """The bundle's content from a capability table (``capabilities`` by id, each with lists
    of ``commands`` and ``attributes``, arguments flattened as in
    shared/data/smartthings/capabilities.json): each capability with commands, in the API's
    shape, keyed by id.

    Raises:
        KeyError, TypeError: ``table`` does not have that shape.
    """
    capabilities: dict[str, Any] = {}
    for capability_id, capability in sorted(table["capabilities"].items()):
        commands = capability.get("commands") or []
        capabilities[capability_id] = {
            "version": int(capability.get("version", 1)),
            "commands": {command["name"]: {"arguments": [_argument(argument) for argument
                                                         in command.get("arguments") or ()]}
                         for command in commands},
            "attributes": {attribute["name"]: kept
                           for attribute in capability.get("attributes") or ()
                           if (kept := _attribute(attribute))},
        }
    return {"about": "Commands of SmartThings standard capabilities, in the shape the API's "
                     "capability definitions have (sources: "
                     f"{', '.join(sorted(set(map(str, (table.get('sources') or {}).values()))))})",
            "capabilities": capabilities}


@lru_cache(maxsize=1)
def standard_definitions() -> Mapping[CapabilityKey, Mapping[str, Any]]:
    """The bundled definitions, keyed by (capability id, version). Read once.

    Raises:
        OSError, ValueError: the bundle is missing or not JSON (a broken installation).
    """
    text = resources.files(__package__).joinpath(BUNDLE).read_text(encoding="utf-8")
    bundle = json.loads(text)
    return MappingProxyType({(capability_id, int(definition["version"])): definition
                             for capability_id, definition in bundle["capabilities"].items()})


def standard_spec_line(profile_id: str, capabilities: Sequence[CapabilityKey]
                       ) -> dict[str, Any] | None:
    """spec.jsonl's line for a profile no spec line describes, from the standard definitions
    of the capabilities its devices' ``main`` component lists; None when one of them is a
    standard capability the bundle does not know (a camera's "videoCapture2": what the device
    does would be missing), or when nothing but a refresh is left. A manufacturer's own
    capabilities ("samsungim.hueSyncMode") and the device's health ones are left out. Never
    raises."""
    known = {capability_id: definition
             for (capability_id, _), definition in standard_definitions().items()}
    if any(key[0] not in known and "." not in key[0] and key[0] not in _UPKEEP
           for key in capabilities):
        return None
    # Any version of a standard capability takes the same commands.
    line = spec_line(profile_id, capabilities, {key: known[key[0]] for key in capabilities
                                                if key[0] in known})
    if all(command["id"].endswith(_REFRESH) for command in line["capabilities"]):
        return None
    return line


def main(argv: Sequence[str] | None = None) -> int:
    """Write the bundle: ``standard.py CAPABILITIES_JSON TARGET_JSON``."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    if len(arguments) != 2:
        print("usage: python -m context_retrieval.smartthings.standard "
              "CAPABILITIES_JSON TARGET_JSON", file=sys.stderr)
        return 2
    source, target = map(Path, arguments)
    bundle = bundle_definitions(json.loads(source.read_text(encoding="utf-8")))
    target.write_text(json.dumps(bundle, ensure_ascii=False, indent=1, sort_keys=True) + "\n",
                      encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
