"""Import a home from the SmartThings REST API into the engine's files.

``import_location(client)`` reads one location and returns an :class:`ImportedHome`;
``write_imported_home(imported, directory)`` writes its home.json and spec.jsonl.
"""

from context_retrieval.smartthings.client import DEFAULT_BASE_URL, SmartThingsClient
from context_retrieval.smartthings.importer import ImportedHome, choose_location, import_location
from context_retrieval.smartthings.writer import write_imported_home

__all__ = [
    "DEFAULT_BASE_URL",
    "ImportedHome",
    "SmartThingsClient",
    "choose_location",
    "import_location",
    "write_imported_home",
]
