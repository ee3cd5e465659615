"""Reading an OpenDB snapshot: a .tar.xz (or .tar.gz, .tar) as published, or its unpacked
folder. One JSON file per product at `open-db/<Folder>/<uuid>.json`; records come sorted by
folder and file name, so two runs over one snapshot see the same order."""

from __future__ import annotations

import json
import re
import tarfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path, PurePosixPath
from typing import Any

# The folders the catalog imports (db/README.md); Motherboard and CaseFan are read
# by nothing (boards need a slot map OpenDB does not have).
FOLDERS = ("GPU", "PCCase", "PSU", "CPUCooler", "CPU", "RAM", "Storage", "NetworkCard")
LICENSE_NAME = "LICENSE.txt"
_RECORD = re.compile(r"(?:^|/)open-db/([^/]+)/([^/]+)\.json$")


@dataclass(frozen=True)
class Record:
    folder: str  # OpenDB's folder: "GPU", "PCCase" ...
    uuid: str  # the file name without .json: OpenDB's id of the product
    data: dict[str, Any] | None  # None when the file is not a JSON object
    problem: str = ""  # why `data` is None


@dataclass
class Snapshot:
    records: list[Record]
    license_text: str | None


def _record(folder: str, stem: str, raw: bytes) -> Record:
    try:
        data = json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        return Record(folder, stem, None, f"not JSON ({error})")
    if not isinstance(data, dict):
        return Record(folder, stem, None, "not a JSON object")
    return Record(folder, stem, data)


def _wanted(path: str) -> tuple[str, str] | None:
    match = _RECORD.search(path)
    if match is None or match.group(1) not in FOLDERS:
        return None
    return match.group(1), match.group(2)


def read_snapshot(path: Path) -> Snapshot:
    """Every record of the imported folders, and the snapshot's LICENSE.txt text (None when
    it has none). Raises OSError or tarfile.TarError when `path` cannot be read."""
    path = Path(path)
    found: list[Record] = []
    license_text: str | None = None
    if path.is_dir():
        for file in sorted(path.rglob("*.json")):
            wanted = _wanted(file.relative_to(path).as_posix())
            if wanted is not None:
                found.append(_record(*wanted, file.read_bytes()))
        licences = sorted(path.rglob(LICENSE_NAME), key=lambda p: len(p.parts))
        if licences:
            license_text = licences[0].read_text(encoding="utf-8")
    else:
        with tarfile.open(path) as archive:
            licence_depth = None
            for member in archive:
                if not member.isfile():
                    continue
                name = PurePosixPath(member.name)
                if name.name == LICENSE_NAME and (licence_depth is None
                                                  or len(name.parts) < licence_depth):
                    licence_depth = len(name.parts)
                    license_text = _read(archive, member).decode("utf-8")
                    continue
                wanted = _wanted(member.name)
                if wanted is not None:
                    found.append(_record(*wanted, _read(archive, member)))
    found.sort(key=lambda record: (record.folder, record.uuid))
    return Snapshot(found, license_text)


def _read(archive: tarfile.TarFile, member: tarfile.TarInfo) -> bytes:
    handle = archive.extractfile(member)
    if handle is None:
        return b""
    with handle:
        return handle.read()


def iter_folder(snapshot: Snapshot, folder: str) -> Iterator[Record]:
    return (record for record in snapshot.records if record.folder == folder)
