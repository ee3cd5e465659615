"""No lost update in the team catalog (docs/architecture.md, "The team catalog"): each row
of a change — a part, a price, a stock quantity — is written only if it is still the version
the writer read; otherwise nothing of the change is written and TeamConflictError says who
changed the row and when (the server's trigger keeps version, who and when: migration 0002,
and 0004 for stock).

Kept apart from `db.py` (the connection, reads and the offline copy): this is the part a
reader of "why was my edit refused" wants, and the one table of statements per kind of row.
"""

from __future__ import annotations

from typing import Any

from configurator.catalog.stores.interface import StoreChange
from configurator.catalog.stores.team.connection import TeamConflictError, when_text
from configurator.model.messages import Message, T, message

PART, PRICE, STOCK = "part", "price", "stock"
# Each statement of a change, per table; %s in the order the values are given (the row's
# values, then its key, then the version it was read at).
SQL = {
    PART: {
        "update": "UPDATE custom_part SET kind = %s, spec_json = %s, name = %s, "
                  "search_text = %s WHERE id = %s AND version = %s "
                  "RETURNING version, changed_by, changed_at",
        "insert": "INSERT INTO custom_part (kind, spec_json, name, search_text, id) "
                  "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (id) DO NOTHING "
                  "RETURNING version, changed_by, changed_at",
        "delete": "DELETE FROM custom_part WHERE id = %s AND version = %s RETURNING id",
        "current": "SELECT version, changed_by, changed_at FROM custom_part "
                   "WHERE id = %s FOR UPDATE",
    },
    PRICE: {
        "update": "UPDATE price_override SET price_usd = %s, price_date = %s, "
                  "source_url = %s WHERE part_id = %s AND version = %s "
                  "RETURNING version, changed_by, changed_at",
        "insert": "INSERT INTO price_override (price_usd, price_date, source_url, "
                  "part_id) VALUES (%s, %s, %s, %s) ON CONFLICT (part_id) DO NOTHING "
                  "RETURNING version, changed_by, changed_at",
        "delete": "DELETE FROM price_override WHERE part_id = %s AND version = %s "
                  "RETURNING part_id",
        "current": "SELECT version, changed_by, changed_at FROM price_override "
                   "WHERE part_id = %s FOR UPDATE",
    },
    STOCK: {
        "update": "UPDATE stock SET qty = %s WHERE part_id = %s AND version = %s "
                  "RETURNING version, changed_by, changed_at",
        "insert": "INSERT INTO stock (qty, part_id) VALUES (%s, %s) "
                  "ON CONFLICT (part_id) DO NOTHING RETURNING version, changed_by, changed_at",
        "delete": "DELETE FROM stock WHERE part_id = %s AND version = %s RETURNING part_id",
        "current": "SELECT version, changed_by, changed_at FROM stock "
                   "WHERE part_id = %s FOR UPDATE",
    },
}
TABLE_NAMES = {PART: "custom_part", PRICE: "price_override", STOCK: "stock"}
# (table, key) -> the version written, None where the row was removed.
Written = dict[tuple[str, str], "int | None"]


def _what(table: str, key: str) -> Message:
    if table == PART:
        return message(T("Part {id!r}"), id=key)
    if table == PRICE:
        return message(T("The price of {id!r}"), id=key)
    return message(T("The stock of {id!r}"), id=key)


class VersionedWrites:
    """The versions a store read (`_seen`; a table in `_listed` was read whole, so a key
    missing from it was absent), and the writes made conditional on them."""

    def __init__(self) -> None:
        self._seen: dict[tuple[str, str], int] = {}
        self._listed: set[str] = set()
        self._stamps: dict[tuple[str, str], tuple[str, str]] = {}  # who, when of a write

    def _write_rows(self, cursor: Any, change: StoreChange,
                    haystack: Any) -> tuple[Written, dict[tuple[str, str], tuple]]:
        """Every row of `change`, in one transaction the caller holds: the versions written
        and the rows as the copy keeps them (less who and when, in `_stamps`). Raises
        TeamConflictError at the first row changed by someone else since it was read."""
        written: Written = {}
        rows: dict[tuple[str, str], tuple] = {}
        self._stamps.clear()
        for table, keys in ((PART, change.remove_parts), (PRICE, change.clear_prices),
                            (STOCK, change.clear_stock)):
            for key in keys:
                written[(table, key)] = self._remove(cursor, table, key)
        puts: list[tuple[str, str, tuple]] = [
            *((PART, part.id, (part.kind, part.model_dump_json(), part.name, haystack(part)))
              for part in change.put_parts),
            *((PRICE, price.part_id, (price.price_usd, price.price_date, price.source_url))
              for price in change.set_prices),
            *((STOCK, part_id, (qty,)) for part_id, qty in change.set_stock)]
        for table, key, values in puts:
            written[(table, key)] = self._put(cursor, table, key, values)
            rows[(table, key)] = (key, *values)
        return written, rows

    def _expected(self, table: str, key: str) -> int | str | None:
        """The version the change was made from; None: known absent; "unread": never read
        (a change without a copy, such as a command given an id: the current row is it)."""
        if (table, key) in self._seen:
            return self._seen[(table, key)]
        return None if table in self._listed else "unread"

    def _current(self, cursor: Any, table: str, key: str) -> tuple | None:
        return cursor.execute(SQL[table]["current"], (key,)).fetchone()

    def _put(self, cursor: Any, table: str, key: str, values: tuple) -> int:
        expected = self._expected(table, key)
        if expected == "unread":
            row = self._current(cursor, table, key)
            expected = None if row is None else int(row[0])
        sql = SQL[table]
        if expected is None:
            row = cursor.execute(sql["insert"], (*values, key)).fetchone()
        else:
            row = cursor.execute(sql["update"], (*values, key, expected)).fetchone()
        if row is None:
            raise self._conflict(cursor, table, key)
        self._stamps[(table, key)] = (str(row[1]), row[2].isoformat())
        return int(row[0])

    def _remove(self, cursor: Any, table: str, key: str) -> None:
        expected = self._expected(table, key)
        current = self._current(cursor, table, key)
        if current is None:
            return None  # gone already (by whoever): removing it again loses nothing
        if expected == "unread":
            expected = int(current[0])
        if expected is None or cursor.execute(SQL[table]["delete"],
                                              (key, expected)).fetchone() is None:
            raise self._conflict(cursor, table, key)
        return None

    def _conflict(self, cursor: Any, table: str, key: str) -> TeamConflictError:
        what = _what(table, key)
        row = self._current(cursor, table, key)
        if row is not None:
            template = (T("{what} was changed by {who} at {when} since this copy of the team "
                          "catalog was read; nothing was saved: reload and make the change "
                          "again") if self._expected(table, key) is not None else
                        T("{what} was added to the team catalog by {who} at {when} since this "
                          "copy was read; nothing was saved: reload and make the change "
                          "again"))
            return TeamConflictError(message(template, what=what, who=row[1],
                                             when=when_text(row[2])))
        removed = cursor.execute(
            "SELECT removed_by, removed_at FROM team_removal WHERE table_name = %s AND "
            "key = %s", (TABLE_NAMES[table], key)).fetchone()
        who, when = (removed[0], when_text(removed[1])) if removed else ("?", "?")
        return TeamConflictError(message(
            T("{what} was removed from the team catalog by {who} at {when} since this copy "
              "was read; nothing was saved: reload and make the change again"),
            what=what, who=who, when=when))


__all__ = ["PART", "PRICE", "SQL", "STOCK", "TABLE_NAMES", "VersionedWrites", "Written"]
