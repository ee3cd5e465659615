"""The user database's file: the columns this version reads, the check at open (what counts
as damage, which is moved aside, never deleted), the upgrade of older files.

Split from `configurator.catalog.stores.user.db` (which re-exports these names) along the seam
between the file and the parts in it."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from pathlib import Path

from pydantic import ValidationError

from configurator.catalog.stores.spec_json import validate_part
from configurator.catalog.stores.user.repair import CellDamageError
from configurator.catalog.stores.user.sqlite import connect

USER_SCHEMA_VERSION = 2

# Each table's columns as this version reads them (the SQLModel tables of
# `configurator.catalog.stores.user.tables` define them; a test holds the two together). A file
# without them cannot be used, except for the columns version 2 added: those are added.
EXPECTED_COLUMNS: dict[str, list[str]] = {
    "user_meta": ["key", "value"],
    "custom_part": ["id", "kind", "spec_json", "name", "search_text"],
    "price_override": ["part_id", "price_usd", "price_date", "source_url"],
    "stock": ["part_id", "qty"],
}
ADDED_COLUMNS: dict[str, tuple[str, ...]] = {
    "custom_part": ("name", "search_text"),
    "price_override": ("source_url",),
}
# Tables a later version added: a file made before them lacks them and is sound (they are
# created at its first write; reads of a missing one find no rows).
ADDED_TABLES: tuple[str, ...] = ("stock",)
LISTING_INDEX_SQL = ("CREATE INDEX IF NOT EXISTS custom_part_listing "
                     "ON custom_part (id, kind, name, search_text)")


class UserDbDamagedError(sqlite3.DatabaseError):
    """The file is not a sound user database of ours: it is moved aside."""


# What SQLite says of a file that is damaged or not a database at all. Anything else (locked
# by another instance, read-only, a hot journal it may not roll back) leaves the file alone.
_DAMAGE_CODES = ("SQLITE_CORRUPT", "SQLITE_NOTADB")
CREATE_ATTEMPTS = 5
# Files up to this size get SQLite's whole-file integrity check at every start.
FULL_CHECK_MAX_BYTES = 4 * 1024 * 1024


def is_damage(error: sqlite3.Error) -> bool:
    # CellDamageError: the start's read-back check (user_db_repair) found a bad cell.
    return (isinstance(error, UserDbDamagedError | CellDamageError)
            or getattr(error, "sqlite_errorname", None) in _DAMAGE_CODES)


def check_user_db(path: Path) -> None:
    """Raise UserDbDamagedError when `path` is not a sound user database of ours (tables that
    do not exist yet are fine: they are created), another sqlite3.Error when it cannot be
    read now (see `is_damage`). Opened for writing, so that SQLite can roll back the journal
    a crash in the middle of a write left behind."""
    connection = connect(Path(path))
    try:
        # A whole-file check reads every page: about 0.3 s for 100,000 parts, more than the
        # rest of a start. Larger files get the schema check below (which reads the header
        # and the schema, so a file that is not a database is still found at once); damage
        # further in shows when those pages are read (see Catalog.load_user_parts).
        if Path(path).stat().st_size <= FULL_CHECK_MAX_BYTES:
            (verdict,) = connection.execute("PRAGMA integrity_check").fetchone()
            if verdict != "ok":
                raise UserDbDamagedError(f"integrity check failed: {verdict}")
        tables = connection.execute("SELECT name FROM sqlite_master WHERE type='table'")
        existing = {name for (name,) in tables}
        # The tables are made together, in the file's first moments: a file that lacks any
        # (another program's database put in its place, a table dropped) is not ours as it
        # is, and a fresh start in it would hide what it held (F12 of issue 29).
        lacking_tables = [table for table in EXPECTED_COLUMNS
                          if table not in existing and table not in ADDED_TABLES]
        if lacking_tables and Path(path).stat().st_size > 0:
            foreign = sorted(existing - set(EXPECTED_COLUMNS))
            raise UserDbDamagedError(
                f"it lacks the table(s) {', '.join(lacking_tables)}"
                + (f" and holds other tables ({', '.join(foreign[:5])})" if foreign else ""))
        for table, columns in EXPECTED_COLUMNS.items():
            if table not in existing:
                continue
            have = {row[1] for row in connection.execute(f"PRAGMA table_info({table})")}
            lacking = [column for column in columns
                       if column not in have and column not in ADDED_COLUMNS.get(table, ())]
            if lacking:
                raise UserDbDamagedError(
                    f"table {table} lacks the column(s) {', '.join(lacking)}")
    finally:
        connection.close()


def migrate_user_db(path: Path) -> None:
    """Bring a version 1 file up to this version: the listing columns (filled from each
    part's spec), the price's source and the listing index. Raises sqlite3.Error."""
    connection = connect(Path(path))
    try:
        tables = {name for (name,) in connection.execute(
            "SELECT name FROM sqlite_master WHERE type='table'")}
        missing = {
            table: [c for c in columns
                    if c not in {row[1] for row in connection.execute(
                        f"PRAGMA table_info({table})")}]
            for table, columns in ADDED_COLUMNS.items() if table in tables}
        if not any(missing.values()):
            return
        with connection:  # one transaction
            for table, columns in missing.items():
                for column in columns:
                    connection.execute(f"ALTER TABLE {table} ADD COLUMN {column} TEXT")
            if "custom_part" in tables:
                for part_id, spec_json in connection.execute(
                        "SELECT id, spec_json FROM custom_part WHERE search_text IS NULL"
                ).fetchall():
                    name, text = _listing_of_json(spec_json)
                    connection.execute(
                        "UPDATE custom_part SET name = ?, search_text = ? WHERE id = ?",
                        (name, text, part_id))
                connection.execute(LISTING_INDEX_SQL)
            if "user_meta" in tables:
                connection.execute(
                    "INSERT OR REPLACE INTO user_meta (key, value) VALUES (?, ?)",
                    ("schema_version", str(USER_SCHEMA_VERSION)))
    finally:
        connection.close()


def _listing_of_json(spec_json: object) -> tuple[str, str]:
    """Name and search text of a stored spec; a spec that does not read gets its raw text
    (it is named in the notices when read)."""
    from configurator.catalog.search_text import haystack

    try:
        part = validate_part(json.loads(spec_json))  # type: ignore[arg-type]
    except (ValidationError, TypeError, ValueError):
        return "", str(spec_json).casefold()
    return part.name, haystack(part)


def move_aside(path: Path, now: dt.datetime | None = None) -> Path:
    """Rename a damaged database (and its journal files) to NAME.corrupt-YYYYmmdd-HHMMSS."""
    stamp = (now or dt.datetime.now()).strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    counter = 1
    while target.exists():
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{counter}")
        counter += 1
    path.replace(target)
    # A leftover journal would be replayed into the fresh database: it goes along.
    for suffix in ("-journal", "-wal", "-shm"):
        companion = path.with_name(path.name + suffix)
        if companion.exists():
            companion.replace(target.with_name(target.name + suffix))
    return target
