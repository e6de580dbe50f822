"""Write an imported home into a directory: home.json and spec.jsonl, each replaced whole.

Both files are written to temporary files beside their targets first and only then moved
into place, so a failed import never leaves a half-written or mismatched pair behind.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path

from context_retrieval.errors import DataFileError
from context_retrieval.smartthings.importer import ImportedHome

HOME_FILE = "home.json"
SPEC_FILE = "spec.jsonl"


def _staged(directory: Path, name: str, text: str) -> Path:
    handle, staged = tempfile.mkstemp(prefix=f".{name}.", suffix=".tmp", dir=directory)
    with os.fdopen(handle, "w", encoding="utf-8") as stream:
        stream.write(text)
        stream.flush()
        os.fsync(stream.fileno())
    return Path(staged)


def write_imported_home(imported: ImportedHome, directory: Path) -> tuple[Path, Path]:
    """Write ``imported`` as ``directory``/home.json and ``directory``/spec.jsonl, creating
    the directory when missing; return the two paths.

    Raises:
        DataFileError: the directory cannot be created or written.
    """
    home_text = json.dumps(imported.home, ensure_ascii=False, indent=2) + "\n"
    spec_text = "".join(json.dumps(line, ensure_ascii=False) + "\n"
                        for line in imported.spec_lines)
    targets = (directory / HOME_FILE, directory / SPEC_FILE)
    staged: list[Path] = []
    try:
        directory.mkdir(parents=True, exist_ok=True)
        staged = [_staged(directory, HOME_FILE, home_text),
                  _staged(directory, SPEC_FILE, spec_text)]
        for source, target in zip(staged, targets, strict=True):
            source.replace(target)
    except OSError as exc:
        raise DataFileError(str(directory), f"cannot write the imported home: "
                            f"{exc.strerror or exc}") from exc
    finally:
        for source in staged:
            source.unlink(missing_ok=True)
    return targets
