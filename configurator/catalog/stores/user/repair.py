"""When the user database cannot be read: what is checked at start, and what is kept.

`check_version` and `check_cells` are the start's read-back check, after SQLite's own
integrity check: the schema version first (a newer one is opened read-only), then every cell
of every table read once, text decoded strictly, each price checked against the limits of
entry (a price cell holding text, -5 or 1e308 is damage, not a price). `repair` moves a
damaged file aside (kept, never deleted), starts a fresh one and writes into it every row
`configurator.catalog.stores.db_recovery.salvage` can still read and the checks of entry accept; its
notice says what was kept and where the old file is. A team store's local copy uses
`db_recovery` the same way, with its own tables and checks.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from configurator.catalog.stores import db_recovery
from configurator.catalog.stores.db_recovery import Row
from configurator.catalog.stores.user.sqlite import connect
from configurator.model.messages import Message, T, message


class CellDamageError(sqlite3.DatabaseError):
    """A cell that would make a read fail or give a figure past the limits: the file is
    damaged (and repaired), not merely unreadable for now."""


class NewerSchemaError(sqlite3.DatabaseError):
    """The file was written by a newer version of the application: read it, never write."""

    def __init__(self, version: int) -> None:
        self.version = version
        super().__init__(f"schema version {version}")


def schema_version(path: Path) -> int | None:
    """The schema version the file says it has (None: no user_meta table or row yet).
    Raises CellDamageError when the row is there but is not a whole number."""
    # Not read-only: a journal a crash left behind is rolled back by the first reader.
    connection = connect(path)
    connection.text_factory = bytes
    try:
        try:
            found = connection.execute(
                "SELECT value FROM user_meta WHERE key = 'schema_version'").fetchone()
        except sqlite3.OperationalError as error:
            if "no such table" in str(error):
                return None
            raise
    finally:
        connection.close()
    if found is None:
        return None
    value = found[0]
    try:
        text = value.decode("ascii") if isinstance(value, bytes) else str(value)
        return int(text)
    except (UnicodeDecodeError, ValueError):
        raise CellDamageError(f"the schema version {value!r} is not a whole number") from None


def _price_row(row: Row) -> Row | None:
    from configurator.catalog.checks import ChangeRefusedError, check_price

    part_id = row.get("part_id")
    price = row.get("price_usd")
    if not isinstance(part_id, str) or not part_id or isinstance(price, (str, bytes)):
        return None  # a price cell holding text is damage, whatever the text says
    date, url = row.get("price_date"), row.get("source_url")
    if not isinstance(date, (str, type(None))) or not isinstance(url, (str, type(None))):
        return None
    try:
        checked = check_price(part_id, price, date, url)
    except ChangeRefusedError:
        return None
    kept: Row = {"part_id": checked.part_id, "price_usd": checked.price_usd,
                 "price_date": checked.price_date}
    if "source_url" in row:
        kept["source_url"] = checked.source_url
    return kept


def _part_row(row: Row) -> Row | None:
    from configurator.catalog.checks import validate_part_data
    from configurator.catalog.search_text import haystack

    spec = row.get("spec_json")
    if not isinstance(spec, str) or not isinstance(row.get("id"), str):
        return None
    try:  # the checks of entry (ChangeRefusedError is a ValueError)
        part = validate_part_data(json.loads(spec))
    except (ValueError, TypeError, RecursionError):
        return None
    if part.id != row["id"]:
        return None
    return {"id": part.id, "kind": part.kind, "spec_json": part.model_dump_json(),
            "name": part.name, "search_text": haystack(part)}


def _meta_row(row: Row) -> Row | object | None:
    key, value = row.get("key"), row.get("value")
    if key == "schema_version":
        return db_recovery.SKIP  # the fresh file writes its own version: nothing is lost
    if not isinstance(key, str) or not isinstance(value, str):
        return None
    return {"key": key, "value": value}


def _stock_row(row: Row) -> Row | None:
    from configurator.model.limits import STOCK_MAX, STOCK_MIN

    part_id, qty = row.get("part_id"), row.get("qty")
    if not isinstance(part_id, str) or not part_id or isinstance(qty, bool) or not isinstance(
            qty, int) or not STOCK_MIN <= qty <= STOCK_MAX:
        return None
    return {"part_id": part_id, "qty": qty}


def keep_at_start(table: str, row: Row) -> Row | None:
    """The start's check of one row: only what would make a later read fail or give a
    figure past the limits (a part whose spec no longer validates is the store's notice)."""
    if table == "price_override":
        return _price_row(row)
    if table == "stock":
        return _stock_row(row)
    return row


def keep_salvaged(table: str, row: Row) -> Row | object | None:
    """A salvaged row as the fresh file stores it, or None: the checks of entry."""
    if table == "price_override":
        return _price_row(row)
    if table == "stock":
        return _stock_row(row)
    if table == "custom_part":
        return _part_row(row)
    if table == "user_meta":
        return _meta_row(row)
    return None


def check_version(path: Path, newest: int) -> None:
    """NewerSchemaError when the file was written by a newer version (checked before its
    tables: a newer version may have changed them)."""
    version = schema_version(path)
    if version is not None and version > newest:
        raise NewerSchemaError(version)


def check_cells(path: Path, tables: dict[str, list[str]]) -> None:
    """The read-back check of every cell: CellDamageError naming the first problem."""
    problem = db_recovery.scan(path, tables, keep_at_start, rows_kept=("price_override",))
    if problem is not None:
        raise CellDamageError(problem)


def create_sql() -> dict[str, str]:
    """The CREATE TABLE statement of each table, as this version writes it (to mend a
    damaged schema text in a salvaged copy)."""
    from sqlalchemy.dialects import sqlite
    from sqlalchemy.schema import CreateTable

    from configurator.catalog.stores.user.tables import USER_TABLES

    dialect = sqlite.dialect()
    return {table.name: str(CreateTable(table).compile(dialect=dialect)).strip()
            for table in USER_TABLES}


@dataclass(frozen=True)
class Repaired:
    moved: Path
    parts: int
    prices: int
    lost: int
    notice: Message


def repair(path: Path, error: Exception | str, tables: dict[str, list[str]],
           move_aside: Callable[[Path], Path], start_fresh: Callable[[], object]) -> Repaired:
    """Move the damaged file aside, start a fresh one (`start_fresh` makes its tables) and
    write into it what can still be read. Raises OSError / sqlite3.Error only when the fresh
    file cannot be made (the caller falls back to memory); the moved file is kept."""
    moved = move_aside(path)
    salvaged = db_recovery.salvage(moved, tables, keep_salvaged, create_sql())
    start_fresh()
    rows = {table: salvaged.rows.get(table, []) for table in tables}
    db_recovery.restore(path, rows)
    parts, prices = salvaged.kept("custom_part"), salvaged.kept("price_override")
    lost = salvaged.lost_rows + len(salvaged.unreadable_tables)
    notice = message(
        T("Your user database could not be read ({error}). It was moved aside to {moved} "
          "(kept, not deleted), and a new one was started with what could still be read: "
          "{parts} custom part(s) and {prices} price(s); {lost} damaged row(s) or table(s) "
          "could not be recovered and remain only in the moved file."),
        error=str(error), moved=str(moved), parts=parts, prices=prices, lost=lost)
    return Repaired(moved, parts, prices, lost, notice)


def newer_schema_notice(path: Path, version: int, newest: int) -> Message:
    return message(
        T("Your user database {path} was written by a newer version of the application "
          "(schema {version}; this one knows up to {newest}). It is opened read-only: your "
          "parts and prices are shown, but changes cannot be saved until you update."),
        path=str(path), version=version, newest=newest)


__all__ = ["CellDamageError", "NewerSchemaError", "Repaired", "check_cells", "check_version",
           "create_sql",
           "keep_at_start", "keep_salvaged", "newer_schema_notice", "repair", "schema_version"]
