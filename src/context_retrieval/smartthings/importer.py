"""Import one SmartThings location: choose it, read its rooms, devices, scenes and the
definitions of its capabilities, and turn them into home.json and spec.jsonl content.

:func:`import_location` is what the command line and a service call alike; it writes
nothing. :func:`write_imported_home` (writer.py) puts the result on disk.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from context_retrieval.errors import (
    DataFileError,
    SmartThingsError,
    SmartThingsLocationError,
    SmartThingsNotFoundError,
)
from context_retrieval.home import home_from_documents
from context_retrieval.smartthings.client import SmartThingsClient
from context_retrieval.smartthings.convert import (
    CapabilityKey,
    capabilities_by_profile,
    home_document,
    spec_line,
)

logger = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class ImportedHome:
    """One location as the engine's files hold it."""

    location_id: str
    """The SmartThings locationId that was imported."""
    location_name: str
    """Its name in the SmartThings app ("" when it has none)."""
    home: Mapping[str, Any]
    """home.json's content: ``rooms``, ``items`` and ``scenes``."""
    spec_lines: tuple[Mapping[str, Any], ...]
    """spec.jsonl's lines, one per profile id the devices use."""
    warnings: tuple[str, ...]
    """What was left out and why (a capability the API has no definition for, ...)."""

    @property
    def counts(self) -> Mapping[str, int]:
        """How many rooms, devices, profiles, scenes and warnings the import holds."""
        return {"rooms": len(self.home["rooms"]), "devices": len(self.home["items"]),
                "profiles": len(self.spec_lines), "scenes": len(self.home["scenes"]),
                "warnings": len(self.warnings)}


def choose_location(locations: Sequence[Mapping[str, Any]],
                    location_id: str | None = None) -> Mapping[str, Any]:
    """The location to import: the one named ``location_id``, else the only one.

    Raises:
        SmartThingsLocationError: the account has no location; ``location_id`` is not one of
            them; or there are several and none was named. The message lists every
            location's id and name.
    """
    known = tuple((str(item["locationId"]), str(item.get("name") or ""))
                  for item in locations)
    listed = "; ".join(f"{ident} ({name})" if name else ident for ident, name in known)
    if not known:
        raise SmartThingsLocationError("the SmartThings account has no location to import")
    if location_id is not None:
        for item in locations:
            if item["locationId"] == location_id:
                return item
        raise SmartThingsLocationError(f"location {location_id!r} is not one of the "
                                       f"account's: {listed}", locations=known)
    if len(known) > 1:
        raise SmartThingsLocationError(f"the account has {len(known)} locations; choose one "
                                       f"with --location: {listed}", locations=known)
    return locations[0]


def _unique_devices(devices: list[dict[str, Any]], warnings: list[str]
                    ) -> list[dict[str, Any]]:
    # A device added while the pages are read can shift a later page onto an earlier one.
    seen: set[str] = set()
    unique: list[dict[str, Any]] = []
    for device in devices:
        if device["deviceId"] in seen:
            warnings.append(f"device {device['deviceId']} was listed twice; kept once")
            continue
        seen.add(device["deviceId"])
        unique.append(device)
    return unique


def _definitions(client: SmartThingsClient, needed: Sequence[CapabilityKey],
                 warnings: list[str]) -> dict[CapabilityKey, Mapping[str, Any]]:
    definitions: dict[CapabilityKey, Mapping[str, Any]] = {}
    for capability_id, version in needed:
        try:
            definitions[(capability_id, version)] = client.capability(capability_id, version)
        except SmartThingsNotFoundError:
            warnings.append(f"capability {capability_id} version {version} is unknown to the "
                            "SmartThings API; its commands are left out of the spec")
    return definitions


def _check_loadable(home: Mapping[str, Any], lines: Sequence[Mapping[str, Any]]) -> None:
    try:
        home_from_documents(dict(home), [json.dumps(line, ensure_ascii=False) for line in lines],
                            "imported home.json", "imported spec.jsonl")
    except DataFileError as exc:
        raise SmartThingsError(f"the imported home would not load: {exc}",
                               reason="invalid_response") from exc


def import_location(client: SmartThingsClient, location_id: str | None = None
                    ) -> ImportedHome:
    """Read one location through ``client`` and convert it (see :class:`ImportedHome`).

    Each capability definition is fetched once per (id, version); one the API does not know
    (404) is skipped with a warning.

    Raises:
        SmartThingsLocationError: no location can be chosen (see :func:`choose_location`).
        SmartThingsAuthError: the token is invalid or lacks a scope.
        SmartThingsError: the API failed, or answered a body of an unexpected shape.
    """
    location = choose_location(client.locations(), location_id)
    chosen = str(location["locationId"])
    warnings: list[str] = []
    rooms = client.rooms(chosen)
    devices = _unique_devices(client.devices(chosen), warnings)
    scenes = client.scenes(chosen)
    profiles = capabilities_by_profile(devices)
    needed = list(dict.fromkeys(key for keys in profiles.values() for key in keys))
    definitions = _definitions(client, needed, warnings)
    lines = tuple(spec_line(profile_id, capabilities, definitions)
                  for profile_id, capabilities in profiles.items())
    home = home_document(rooms, devices, scenes)
    _check_loadable(home, lines)
    for warning in warnings:
        logger.warning("%s", warning)
    return ImportedHome(location_id=chosen, location_name=str(location.get("name") or ""),
                        home=home, spec_lines=lines, warnings=tuple(warnings))
