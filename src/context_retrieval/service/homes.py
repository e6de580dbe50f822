"""The homes a service answers for: uploaded ones kept on disk, and one from files.

Each uploaded home is one JSON file in the data directory (home document, spec lines,
version, time), replaced atomically. An upload is parsed, indexed and warmed up before
it replaces the home it updates, so a bad upload never stops the old one serving.
Several processes may share the data directory: each notices a file another one wrote
or deleted when the home is next asked for.
"""

from __future__ import annotations

import json
import logging
import os
import re
import tempfile
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from context_retrieval.engine import Engine
from context_retrieval.errors import DataFileError, InputError, UnknownHomeError
from context_retrieval.home import home_from_documents, load_home
from context_retrieval.jsondata import JsonInputError, decode_json
from context_retrieval.models import Home

logger = logging.getLogger(__name__)

DEFAULT_HOME_ID = "default"
# Home ids name files: letters, digits and a few separators, never a path.
HOME_ID_PATTERN = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")
STORED_SUFFIX = ".home.json"
STORED_FORMAT = 1

EngineFactory = Callable[[str, Home], Engine]
"""Builds the engine of a home, given its id (conversation state is kept per home)."""


def validate_home_id(home_id: str) -> str:
    """Return ``home_id`` when it can name a home.

    Raises:
        InputError: it is empty, too long, or holds characters other than letters,
            digits, ``_``, ``.`` and ``-`` (or starts with one of those three).
    """
    if not HOME_ID_PATTERN.match(home_id):
        raise InputError(f"home id {home_id[:80]!r} must be 1-64 letters, digits, '_', '.' "
                         "or '-', starting with a letter or digit")
    return home_id


@dataclass(frozen=True, slots=True)
class ServedHome:
    """One home being answered for."""

    home_id: str
    """Its id in the URL."""
    engine: Engine
    """The warmed-up engine over it."""
    version: int
    """1 for the first upload, one more for each upload after it."""
    updated_at: float
    """When this version was uploaded or loaded (Unix seconds)."""
    source: str
    """``upload`` (kept in the data directory) or ``files`` (--home)."""
    file_stamp: int | None
    """Modification time (ns) of its stored file when it was loaded; None without one."""

    def summary(self) -> dict[str, object]:
        """What ``GET /v1/homes/{home_id}`` shows."""
        home = self.engine.home
        return {
            "home_id": self.home_id,
            "version": self.version,
            "updated_at": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(self.updated_at)),
            "source": self.source,
            "rooms": len(home.rooms),
            "devices": len(home.devices),
            "profiles": len(home.specs),
            "scenes": len(home.scenes),
        }


def parse_upload(home_document: object, spec: Sequence[object], home_id: str) -> Home:
    """Turn an uploaded home document and spec lines (objects) into a home.

    Raises:
        DataFileError: the document or a spec line does not have FORMATS.md's shape;
            the message names ``home`` or ``spec`` line and field.
    """
    lines = [json.dumps(line, ensure_ascii=False) for line in spec]
    return home_from_documents(home_document, lines or None, f"{home_id}: home",
                               f"{home_id}: spec")


class HomeRegistry:
    """Homes by id, with their engines; safe to share between threads."""

    def __init__(self, data_dir: Path, engine_factory: EngineFactory) -> None:
        """Keep uploads in ``data_dir`` (created on the first upload); build engines
        with ``engine_factory``. Nothing is loaded until :meth:`load_stored`."""
        self.data_dir = data_dir
        self._engine_factory = engine_factory
        self._homes: dict[str, ServedHome] = {}
        self._lock = threading.RLock()

    def __len__(self) -> int:
        """Number of homes served by this process right now."""
        with self._lock:
            return len(self._homes)

    def load_stored(self) -> int:
        """Load and warm up every home kept in the data directory; a file that cannot be
        read is logged and skipped. Returns how many were loaded.

        Raises:
            EmbeddingError: the embedding model failed.
        """
        loaded = 0
        for path in sorted(self.data_dir.glob(f"*{STORED_SUFFIX}")):
            home_id = path.name.removesuffix(STORED_SUFFIX)
            try:
                validate_home_id(home_id)
                self._load_file(home_id)
            except (InputError, DataFileError) as exc:
                logger.error("skipping the stored home %s: %s", path, exc)
                continue
            loaded += 1
        return loaded

    def serve_files(self, home_id: str, home_path: Path, spec_path: Path | None) -> ServedHome:
        """Serve the home in these files as ``home_id`` (not copied to the data directory).

        Raises:
            InputError: ``home_id`` is not a valid id.
            DataFileError: a file is missing or malformed.
            EmbeddingError: the embedding model failed.
        """
        validate_home_id(home_id)
        engine = self._warm(home_id, load_home(home_path, spec_path))
        with self._lock:
            served = ServedHome(home_id, engine, 1, time.time(), "files",
                                self._stamp(home_id))
            self._homes[home_id] = served
            return served

    def put(self, home_id: str, home_document: object, spec: Sequence[object]) -> ServedHome:
        """Replace (or create) ``home_id`` with an upload, once it is parsed, indexed and
        stored; until then the old version keeps serving.

        Raises:
            InputError: ``home_id`` is not a valid id.
            DataFileError: the upload does not have FORMATS.md's shape.
            EmbeddingError: the embedding model failed.
            OSError: the data directory cannot be written.
        """
        validate_home_id(home_id)
        engine = self._warm(home_id, parse_upload(home_document, spec, home_id))
        with self._lock:
            previous = self._homes.get(home_id)
            version = 1 if previous is None else previous.version + 1
            updated_at = time.time()
            path = self._path(home_id)
            self._write(path, {"format": STORED_FORMAT, "home_id": home_id,
                               "version": version, "updated_at": updated_at,
                               "home": home_document, "spec": list(spec)})
            served = ServedHome(home_id, engine, version, updated_at, "upload",
                                self._stamp(home_id))
            self._homes[home_id] = served
            return served

    def get(self, home_id: str) -> ServedHome:
        """The home served as ``home_id``, reloaded first when another process has
        uploaded or deleted it since.

        Raises:
            UnknownHomeError: no such home.
            EmbeddingError: the embedding model failed while reloading it.
        """
        if not HOME_ID_PATTERN.match(home_id):
            raise UnknownHomeError(f"no home {home_id[:80]!r}")
        stamp = self._stamp(home_id)
        with self._lock:
            served = self._homes.get(home_id)
            if served is not None and served.file_stamp == stamp:
                return served
            if stamp is None:
                self._homes.pop(home_id, None)
                raise UnknownHomeError(f"no home {home_id!r}")
            try:
                return self._load_file(home_id)
            except DataFileError as exc:
                logger.error("the stored home %s cannot be read: %s", home_id, exc)
                if served is not None:
                    return served
                raise UnknownHomeError(f"no home {home_id!r}") from exc

    def delete(self, home_id: str) -> None:
        """Stop serving ``home_id`` and delete its stored file.

        Raises:
            UnknownHomeError: no such home.
            OSError: the stored file cannot be deleted.
        """
        with self._lock:
            served = self._homes.pop(home_id, None) if HOME_ID_PATTERN.match(home_id) else None
            stored = HOME_ID_PATTERN.match(home_id) is not None and self._path(home_id).exists()
            if stored:
                self._path(home_id).unlink(missing_ok=True)
            if served is None and not stored:
                raise UnknownHomeError(f"no home {home_id[:80]!r}")

    def _warm(self, home_id: str, home: Home) -> Engine:
        engine = self._engine_factory(home_id, home)
        engine.warm_up()
        return engine

    def _load_file(self, home_id: str) -> ServedHome:
        path = self._path(home_id)
        stamp = self._stamp(home_id)
        stored = _read_stored(path)
        engine = self._warm(home_id, parse_upload(stored["home"], stored["spec"], home_id))
        served = ServedHome(home_id, engine, int(stored["version"]),
                            float(stored["updated_at"]), "upload", stamp)
        with self._lock:
            self._homes[home_id] = served
        return served

    def _path(self, home_id: str) -> Path:
        return self.data_dir / f"{home_id}{STORED_SUFFIX}"

    def _stamp(self, home_id: str) -> int | None:
        try:
            return self._path(home_id).stat().st_mtime_ns
        except FileNotFoundError:
            return None

    def _write(self, path: Path, document: dict[str, Any]) -> None:
        self.data_dir.mkdir(parents=True, exist_ok=True)
        # Written beside the target and renamed over it: readers in other processes see
        # the old file or the new one, never half of one.
        handle, temporary = tempfile.mkstemp(dir=self.data_dir, suffix=".tmp")
        try:
            with os.fdopen(handle, "w", encoding="utf-8") as stream:
                json.dump(document, stream, ensure_ascii=False)
            Path(temporary).replace(path)
        except BaseException:
            Path(temporary).unlink(missing_ok=True)
            raise


def _read_stored(path: Path) -> dict[str, Any]:
    """The stored upload at ``path``.

    Raises:
        DataFileError: unreadable, not JSON, or not a stored home of this format.
    """
    try:
        data = decode_json(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise DataFileError(str(path), f"cannot read: {exc}") from exc
    except JsonInputError as exc:
        raise DataFileError(str(path), str(exc), line=exc.line) from exc
    if not isinstance(data, dict) or data.get("format") != STORED_FORMAT \
            or not isinstance(data.get("spec"), list) or "home" not in data \
            or not isinstance(data.get("version"), int) \
            or not isinstance(data.get("updated_at"), int | float):
        raise DataFileError(str(path), f"not a stored home of format {STORED_FORMAT}")
    return data
