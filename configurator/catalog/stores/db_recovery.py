"""Reading what is left of a damaged SQLite file (issue 18, finding 3).

The user database holds the user's own work, and a team catalog's local copy holds the last
parts a user saw; neither is ever deleted. When one cannot be read, its store moves it aside
and calls `salvage` on the moved file: every row SQLite can still give, table by table, each
cell decoded strictly (text that is not UTF-8 is not guessed at) and checked by the store's
own `keep` function, which applies the same limits as on entry. The store then writes the
rows it kept into a fresh file and tells the user what was kept and where the old file is.

`scan` is the cheap half: one pass over every cell, at start, finding what would make a later
read fail (text that is not UTF-8, a value `keep` refuses), so that the damage is handled
once, at start, rather than as an error at an arbitrary moment later.

The damaged file itself is only read: `salvage` works on a temporary copy, since mending a
damaged schema (SQLite's `writable_schema`) writes to the file.
"""

from __future__ import annotations

import contextlib
import shutil
import sqlite3
import tempfile
from collections.abc import Callable, Collection, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path

Row = dict[str, object]


class _Skip:
    """What `keep` returns for a row that is neither kept nor lost (the fresh file writes its
    own: a schema version row); not counted among the rows that could not be recovered."""

    def __repr__(self) -> str:
        return "SKIP"


SKIP = _Skip()
# keep(table, row) -> the row to keep (possibly completed), None to leave it out (lost), or
# SKIP (neither).
Keep = Callable[[str, Row], "Row | _Skip | None"]

# What reading a damaged file raises: SQLite's errors, and UnicodeDecodeError when SQLite's
# own message quotes damaged bytes (a table name) that are not UTF-8.
DAMAGE_ERRORS = (sqlite3.DatabaseError, UnicodeDecodeError)
# Rows probed past an unreadable page of a table before giving up on the rest of it.
MAX_PROBES_PER_GAP = 40
LAST_ROWID = 2 ** 62  # past it, a skip ahead would overflow SQLite's 64-bit rowid
# Rows read from one table at most (a damaged file may claim any number): ten times the
# largest user catalog.
MAX_ROWS_READ = 1_000_000


@dataclass
class Salvage:
    """What could be read from a damaged file: rows per table, and how many were lost."""

    rows: dict[str, list[Row]] = field(default_factory=dict)
    lost: dict[str, int] = field(default_factory=dict)
    unreadable_tables: list[str] = field(default_factory=list)

    def kept(self, table: str) -> int:
        return len(self.rows.get(table, ()))

    @property
    def lost_rows(self) -> int:
        return sum(self.lost.values())


class _UndecodableError(ValueError):
    pass


def _decoded(value: object) -> object:
    if isinstance(value, bytes):  # text_factory=bytes: every TEXT cell arrives as bytes
        try:
            return value.decode("utf-8")
        except UnicodeDecodeError:
            raise _UndecodableError from None
    return value


def _connect_read_only(path: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(f"{Path(path).resolve().as_uri()}?mode=ro", uri=True)
    connection.text_factory = bytes
    return connection


def _columns(connection: sqlite3.Connection, table: str) -> list[str]:
    return [row[1].decode() if isinstance(row[1], bytes) else row[1]
            for row in connection.execute(f'PRAGMA table_info("{table}")')]


def _all_text_decodes(rows: list[tuple]) -> bool:
    # One decode of every text cell joined by line feeds: a line feed can neither end a
    # broken sequence nor continue one, so the whole decodes exactly when every cell does.
    # (A start with 100,000 parts of the user's own pays this, not a decode per cell.)
    try:
        b"\n".join(v for row in rows for v in row if isinstance(v, bytes)).decode("utf-8")
    except UnicodeDecodeError:
        return False
    return True


def scan(path: Path, tables: Mapping[str, Sequence[str]], keep: Keep,
         rows_kept: Collection[str] | None = None) -> str | None:
    """The first problem a read of every cell of `tables` finds (in English, for the
    notice), or None when all of them read and `keep` takes every row. `rows_kept`: the
    tables whose rows `keep` must see (default all); the others' cells are only decoded.
    Raises sqlite3.Error when the file cannot be read at all (the caller's integrity check
    says how)."""
    connection = _connect_read_only(path)
    try:
        for table, wanted in tables.items():
            have = _columns(connection, table)
            if not have:
                continue  # made on first write
            columns = [c for c in wanted if c in have]
            listed = ", ".join(f'"{c}"' for c in columns)
            rows = connection.execute(f'SELECT {listed} FROM "{table}"').fetchall()
            decodes = _all_text_decodes(rows)
            if decodes and rows_kept is not None and table not in rows_kept:
                continue
            for number, raw in enumerate(rows, 1):
                try:
                    row = {c: _decoded(v) for c, v in zip(columns, raw, strict=True)}
                except _UndecodableError:
                    return f"table {table}, row {number}: text that is not UTF-8"
                if keep(table, row) is None:
                    return f"table {table}, row {number}: a value outside the limits"
    finally:
        connection.close()
    return None


def _read_table(connection: sqlite3.Connection, table: str, columns: list[str],
                keep: Keep, salvage: Salvage) -> None:
    listed = ", ".join(f'"{c}"' for c in columns)
    kept: list[Row] = []
    lost = 0
    last_rowid: int | None = None
    probes = steps = 0
    while True:
        # Row by row in rowid order: a damaged page costs the rows on it, not the table.
        try:
            if last_rowid is None:
                found = connection.execute(
                    f'SELECT rowid, {listed} FROM "{table}" ORDER BY rowid LIMIT 1').fetchone()
            else:
                found = connection.execute(
                    f'SELECT rowid, {listed} FROM "{table}" WHERE rowid > ? ORDER BY rowid '
                    "LIMIT 1", (last_rowid,)).fetchone()
        except DAMAGE_ERRORS:
            # Skip ahead past the unreadable page, farther at each try.
            probes += 1
            lost += 1
            if probes > MAX_PROBES_PER_GAP or (last_rowid or 0) > LAST_ROWID:
                break
            last_rowid = (last_rowid or 0) + 2 ** probes
            continue
        if found is None:
            break
        steps += 1
        if steps > MAX_ROWS_READ:
            break
        rowid = int(found[0])
        if rowid >= LAST_ROWID:
            break
        if last_rowid is not None and rowid <= last_rowid:
            # A damaged b-tree can lead back to rows already read: step past them.
            last_rowid += 1
            continue
        probes = 0
        last_rowid = rowid
        try:
            row = {c: _decoded(v) for c, v in zip(columns, found[1:], strict=True)}
        except _UndecodableError:
            lost += 1
            continue
        checked = keep(table, row)
        if checked is None:
            lost += 1
        elif checked is not SKIP:
            kept.append(checked)  # type: ignore[arg-type]
    salvage.rows[table] = kept
    salvage.lost[table] = lost


def _mend_schema(connection: sqlite3.Connection, create_sql: Mapping[str, str]) -> None:
    """Replace the schema text of our tables by what this version would write, when SQLite
    cannot parse it (damaged bytes in sqlite_schema). Only on the temporary copy."""
    connection.execute("PRAGMA writable_schema = ON")
    try:
        for table, sql in create_sql.items():
            connection.execute("UPDATE sqlite_master SET sql = ? WHERE type = 'table' AND "
                               "name = ?", (sql, table))
        # Indexes are rebuilt in the fresh file; a damaged one must not stop the reading.
        connection.execute("DELETE FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")
        connection.commit()
    finally:
        connection.execute("PRAGMA writable_schema = OFF")


def salvage(path: Path, tables: Mapping[str, Sequence[str]], keep: Keep,
            create_sql: Mapping[str, str] | None = None) -> Salvage:
    """Every row of `tables` that can still be read from the damaged file at `path` and that
    `keep` takes. `create_sql` (table -> CREATE TABLE statement, columns in the order the
    file was written) lets a damaged schema text be mended on a copy. Never raises for
    damage: what cannot be read is counted in `lost` / `unreadable_tables`."""
    result = Salvage()
    folder = tempfile.mkdtemp(prefix="configurator-salvage-")
    copy = Path(folder) / "copy.sqlite"
    try:
        try:
            shutil.copyfile(path, copy)
        except OSError:
            result.unreadable_tables = list(tables)
            return result
        result = _salvage_copy(copy, tables, keep)
        broken = {t: sql for t, sql in (create_sql or {}).items()
                  if t in result.unreadable_tables}
        if broken:
            try:
                with contextlib.closing(sqlite3.connect(copy)) as connection:
                    _mend_schema(connection, broken)
                mended = _salvage_copy(copy, tables, keep)
            except DAMAGE_ERRORS:
                mended = None
            if mended is not None and sum(map(len, mended.rows.values())) >= sum(
                    map(len, result.rows.values())):
                result = mended
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return result


def _salvage_copy(copy: Path, tables: Mapping[str, Sequence[str]], keep: Keep) -> Salvage:
    result = Salvage()
    try:
        connection = sqlite3.connect(copy)
        connection.text_factory = bytes
    except DAMAGE_ERRORS:
        result.unreadable_tables = list(tables)
        return result
    try:
        with contextlib.suppress(*DAMAGE_ERRORS):
            # Tolerate schema text SQLite cannot parse: the other tables still read.
            connection.execute("PRAGMA writable_schema = ON")
        for table, wanted in tables.items():
            try:
                _salvage_table(connection, table, list(wanted), keep, result)
            except DAMAGE_ERRORS:
                result.unreadable_tables.append(table)
    finally:
        connection.close()
    return result


def _salvage_table(connection: sqlite3.Connection, table: str, wanted: list[str], keep: Keep,
                   result: Salvage) -> None:
    have = _columns(connection, table)
    if not have:
        if _master_readable(connection) and connection.execute(
                "SELECT count(*) FROM sqlite_master WHERE type='table' AND name=?",
                (table,)).fetchone()[0]:
            result.unreadable_tables.append(table)  # there, but its schema does not parse
        return
    _read_table(connection, table, [c for c in wanted if c in have], keep, result)


def _master_readable(connection: sqlite3.Connection) -> bool:
    try:
        connection.execute("SELECT count(*) FROM sqlite_master").fetchone()
    except DAMAGE_ERRORS:
        return False
    return True


def restore(path: Path, rows: Mapping[str, list[Row]]) -> None:
    """Write salvaged rows into the fresh file at `path` (its tables made by the store), in
    one transaction; a row whose key is already there replaces it."""
    connection = sqlite3.connect(path)
    try:
        with connection:
            for table, table_rows in rows.items():
                for row in table_rows:
                    columns = list(row)
                    listed = ", ".join(f'"{c}"' for c in columns)
                    marks = ", ".join("?" for _ in columns)
                    connection.execute(
                        f'INSERT OR REPLACE INTO "{table}" ({listed}) VALUES ({marks})',
                        [row[c] for c in columns])
    finally:
        connection.close()


__all__ = ["SKIP", "Keep", "Row", "Salvage", "restore", "salvage", "scan"]
