"""The compiled SQLite catalog: is it in step with db/, and reading every part from it.

The compiled catalog is a cache of the sources: whenever it is missing, built from other
sources or by another schema, or damaged, it is simply rebuilt (nothing in it is the user's).
Reading uses the standard `sqlite3` module, not SQLAlchemy: every start reads the catalog.
A rebuild (`configurator.catalog.shipped.builder`) writes through `sqlite3` too.
"""

from __future__ import annotations

import contextlib
import enum
import json
import os
import shutil
import sqlite3
import tempfile
from collections.abc import Iterator
from pathlib import Path

from configurator.catalog import paths
from configurator.catalog.shipped.schema import (
    LISTING_TABLE,
    META_CATALOG_VERSION,
    META_SCHEMA_VERSION,
    META_SOURCE_HASH,
    META_TABLE,
    json_fields,
    part_from_row,
    part_table_name,
    schema_fingerprint,
)
from configurator.catalog.shipped.source import (
    CURATED,
    CatalogSource,
    read_catalog_version,
    source_names,
)
from configurator.catalog.shipped.source import source_hash as compute_source_hash
from configurator.catalog.stores.user import stamp as user_db_stamp
from configurator.model.part_base import PartBase
from configurator.model.parts import PART_TYPES


class CatalogState(enum.Enum):
    CURRENT = "current"
    MISSING = "missing"
    OUTDATED = "outdated"
    CORRUPT = "corrupt"


def _connect_read_only(db_path: Path) -> sqlite3.Connection:
    uri = f"{Path(db_path).resolve().as_uri()}?mode=ro"
    return sqlite3.connect(uri, uri=True)


def build_catalog(source_dir: Path, db_path: Path, source: CatalogSource | None = None) -> Path:
    """Compile `source_dir` into the SQLite file `db_path`, atomically. Raises
    CatalogSourceError (nothing written) when a source row is malformed."""
    from configurator.catalog.shipped import builder

    return builder.write_catalog(source_dir, db_path, source)


def read_meta(db_path: Path) -> dict[str, str]:
    """The meta table of a compiled catalog after an integrity check. Raises
    sqlite3.DatabaseError when the file is not a sound SQLite database.

    The check reads every page: 0.1 s for the 17 MB the imported parts make, more than a
    third of a start. So a file that passed is noted beside it (`catalog.sqlite.checked`,
    as the user database is: `stores.user.stamp`), and an unchanged file is not read through
    again; a rebuild, a copy put in its place or any other write changes what the note
    records and brings the check back."""
    checked = user_db_stamp.is_checked(db_path)
    connection = _connect_read_only(db_path)
    try:
        if not checked:
            (verdict,) = connection.execute("PRAGMA integrity_check").fetchone()
            if verdict != "ok":
                raise sqlite3.DatabaseError(f"integrity check failed: {verdict}")
        rows = connection.execute(f"SELECT key, value FROM {META_TABLE}")
        meta = {str(key): str(value) for key, value in rows}
    finally:
        connection.close()
    if not checked:
        user_db_stamp.mark_checked(db_path)
    return meta


def _source_stats(source_dir: Path) -> list[list[object]]:
    stats: list[list[object]] = []
    for name in source_names():
        try:
            info = os.stat(Path(source_dir) / name)
        except OSError:
            stats.append([name])
            continue
        stats.append([name, info.st_size, info.st_mtime_ns, info.st_ino])
    return stats


def current_source_hash(source_dir: Path, db_path: Path) -> str:
    """`source.source_hash(source_dir)`, taken from a note beside the compiled catalog
    (`catalog.sqlite.sources`) while no source file has changed size, time or identity
    since it was noted: hashing the 8 MB of db/opendb/ is a twentieth of a start, and the
    files change only when someone edits or regenerates them."""
    note = Path(db_path).with_name(Path(db_path).name + ".sources")
    stats = _source_stats(source_dir)
    try:
        noted = json.loads(note.read_text(encoding="utf-8"))
        if noted["folder"] == str(Path(source_dir).resolve()) and noted["stats"] == stats:
            return str(noted["hash"])
    except (OSError, ValueError, KeyError, TypeError):
        pass
    digest = compute_source_hash(source_dir)
    with contextlib.suppress(OSError):
        partial = note.with_name(note.name + ".partial")
        partial.write_text(json.dumps({"folder": str(Path(source_dir).resolve()),
                                       "stats": stats, "hash": digest}, allow_nan=False),
                           encoding="utf-8")
        os.replace(partial, note)
    return digest


def catalog_state(source_dir: Path, db_path: Path) -> CatalogState:
    db_path = Path(db_path)
    if not db_path.is_file():
        return CatalogState.MISSING
    try:
        meta = read_meta(db_path)
    except sqlite3.DatabaseError:
        return CatalogState.CORRUPT
    expected = {
        META_CATALOG_VERSION: read_catalog_version(source_dir),
        META_SOURCE_HASH: current_source_hash(source_dir, db_path),
        META_SCHEMA_VERSION: schema_fingerprint(),
    }
    if any(meta.get(key) != value for key, value in expected.items()):
        return CatalogState.OUTDATED
    return CatalogState.CURRENT


def ensure_catalog(source_dir: Path, db_path: Path) -> Path:
    """The path of a compiled catalog that matches `source_dir`, rebuilt when it is missing,
    outdated or corrupt: copied from a prebuilt one that matches (`paths.prebuilt_catalogs`),
    else compiled (20,000 rows: seconds)."""
    if (catalog_state(source_dir, db_path) is not CatalogState.CURRENT
            and not _copy_prebuilt(source_dir, Path(db_path))):
        build_catalog(source_dir, db_path)
    return Path(db_path)


def _copy_prebuilt(source_dir: Path, db_path: Path) -> bool:
    for prebuilt, may_compile in paths.prebuilt_catalogs(source_dir):
        if prebuilt.resolve() == db_path.resolve():
            continue
        try:
            if catalog_state(source_dir, prebuilt) is not CatalogState.CURRENT:
                if not may_compile:
                    continue
                build_catalog(source_dir, prebuilt)
            db_path.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp_name = tempfile.mkstemp(prefix=f".{db_path.name}.", suffix=".tmp",
                                            dir=db_path.parent)
            os.close(fd)
            try:
                shutil.copyfile(prebuilt, tmp_name)
                os.replace(tmp_name, db_path)
            except BaseException:
                with contextlib.suppress(OSError):
                    os.unlink(tmp_name)
                raise
        except (OSError, sqlite3.Error):
            continue  # unreadable or not writable: the next one, or compile in place
        return True
    return False


def decode_rows(cursor: sqlite3.Cursor, spec_type: type[PartBase]) -> Iterator[PartBase]:
    """The parts a `SELECT *` of a part table gives (JSON columns parsed, types checked)."""
    decode = json_fields(spec_type)
    # The spec's columns by position, found once: `model_fields` is a property that builds
    # its answer at every call (once per cell it was a fifth of decoding the curated parts).
    fields = spec_type.model_fields
    columns = [(index, description[0]) for index, description in enumerate(cursor.description)
               if description[0] in fields]
    for row in cursor:
        values = {name: row[index] for index, name in columns}
        for name in decode & values.keys():
            if isinstance(values[name], str):
                values[name] = json.loads(values[name])
        yield part_from_row(spec_type, values)


def load_catalog_parts(db_path: Path, curated_only: bool = False) -> tuple[str, list[PartBase]]:
    """(catalog_version, every part as a spec) of a compiled catalog; with `curated_only`,
    the parts of db/ itself and not those imported (db/opendb/, read when needed:
    `configurator.catalog.shipped.imported`). Raises sqlite3.Error or ValueError (a JSON column that
    does not parse, a value not of its field's type) when the file is not what this version
    wrote."""
    connection = _connect_read_only(db_path)
    try:
        row = connection.execute(f"SELECT value FROM {META_TABLE} WHERE key = ?",
                                 (META_CATALOG_VERSION,)).fetchone()
        version = str(row[0]) if row is not None else ""
        parts: list[PartBase] = []
        for kind, spec_type in PART_TYPES.items():
            table = part_table_name(kind)
            if curated_only:  # by the listing's index: the imported rows' pages stay unread
                cursor = connection.execute(
                    f"SELECT p.* FROM {LISTING_TABLE} AS l JOIN {table} AS p ON p.id = l.id "
                    f"WHERE l.source = ? AND l.kind = ?", (CURATED, kind))
            else:
                cursor = connection.execute(f"SELECT * FROM {table}")
            parts.extend(decode_rows(cursor, spec_type))
    finally:
        connection.close()
    return version, parts
