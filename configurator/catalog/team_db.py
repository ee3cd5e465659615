"""A team catalog on PostgreSQL (DESIGN.md section 7): the user's parts and prices, shared.

`open_team_store(url, data_folder)` gives a `PartStore` (configurator.catalog.store) like
the local user database: a live `TeamDb` when the server answers within CONNECT_TIMEOUT_S,
else an `OfflineTeamCopy` of the parts it last saw, read-only, that says so.

- Roles: a member whose role lacks INSERT, UPDATE or DELETE on the tables reads the team's
  parts and gets a one-line refusal (StoreReadOnlyError) for every change.
- No lost update: every row carries a version the server bumps on each change (the schema's
  trigger, migration 0002). A change names the version it was made from and the server
  applies it only if the row is still at that version; otherwise nothing of the change is
  written and TeamConflictError says who changed the row and when.
- Credentials: libpq's own places only; this module never sees or keeps a password.

psycopg is imported here and only here, on first use: a start without a team catalog never
loads it.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from configurator.catalog.store import ListingRow, StoreChange, StoreReadOnlyError, UserPrice
from configurator.catalog.team_connection import (
    TeamConflictError,
    TeamStoreError,
    TeamUnavailableError,
    check_schema,
    connect,
    first_line,
    privileges,
    schema_revision,
    when_text,
)
from configurator.catalog.team_copy import TeamCopy, copy_path, read_copy, write_copy
from configurator.catalog.team_offline import OfflineTeamCopy, PartDecoding, price_of_row
from configurator.catalog.team_url import TeamUrl, parse_team_url
from configurator.model.messages import Message, T, message
from configurator.model.parts import PartBase

if TYPE_CHECKING:
    import psycopg

_PART, _PRICE = "part", "price"
# Each statement of a change, per table; %s in the order the values are given.
_SQL = {
    _PART: {
        "update": "UPDATE custom_part SET kind = %s, spec_json = %s, name = %s, "
                  "search_text = %s WHERE id = %s AND version = %s RETURNING version",
        "insert": "INSERT INTO custom_part (kind, spec_json, name, search_text, id) "
                  "VALUES (%s, %s, %s, %s, %s) ON CONFLICT (id) DO NOTHING "
                  "RETURNING version",
        "delete": "DELETE FROM custom_part WHERE id = %s AND version = %s RETURNING id",
        "current": "SELECT version, changed_by, changed_at FROM custom_part "
                   "WHERE id = %s FOR UPDATE",
    },
    _PRICE: {
        "update": "UPDATE price_override SET price_usd = %s, price_date = %s, "
                  "source_url = %s WHERE part_id = %s AND version = %s RETURNING version",
        "insert": "INSERT INTO price_override (price_usd, price_date, source_url, "
                  "part_id) VALUES (%s, %s, %s, %s) ON CONFLICT (part_id) DO NOTHING "
                  "RETURNING version",
        "delete": "DELETE FROM price_override WHERE part_id = %s AND version = %s "
                  "RETURNING part_id",
        "current": "SELECT version, changed_by, changed_at FROM price_override "
                   "WHERE part_id = %s FOR UPDATE",
    },
}
_TABLE_NAMES = {_PART: "custom_part", _PRICE: "price_override"}


class TeamDb(PartDecoding):
    """The live team catalog. Remembers the version of every row it read (the copy the user
    sees), and makes every change conditional on it."""

    origin = "team"
    offline = False

    def __init__(self, url: TeamUrl, connection: psycopg.Connection,
                 data_folder: Path | None = None) -> None:
        self.url = url
        self.notices: list[Message] = []
        self._connection = connection
        self._copy_path = copy_path(data_folder, url.text) if data_folder else None
        self._copy = TeamCopy(url.text)
        # Versions read: (table, key) -> version. A table listed whole knows that a key
        # missing from it was absent when read.
        self._seen: dict[tuple[str, str], int] = {}
        self._listed: set[str] = set()
        self._prefetched_parts: list[PartBase] | None = None
        self._prefetched_prices: dict[str, UserPrice] | None = None
        check_schema(url, schema_revision(connection))
        self.user, readable, self._writable = privileges(connection)
        if not readable:
            raise TeamStoreError(message(
                T("The role {user} may not read the team catalog {place}: its owner grants "
                  "SELECT on its tables"), user=self.user, place=url.place))

    # --- connection ----------------------------------------------------------------------

    def _conn(self) -> psycopg.Connection:
        """The connection, made again (within the timeout) if the server dropped it."""
        if self._connection.closed or self._connection.broken:
            self._connection = connect(self.url)
        return self._connection

    def _run(self, sql: str, params: tuple | list = ()) -> list[tuple]:
        import psycopg

        try:
            connection = self._conn()
            with connection.transaction():
                return connection.execute(sql, params).fetchall()
        except psycopg.OperationalError as error:
            raise self._lost(error) from None

    def _lost(self, error: BaseException) -> TeamUnavailableError:
        return TeamUnavailableError(message(
            T("The team catalog {place} stopped answering ({error}); nothing was changed"),
            place=self.url.place, error=first_line(error)))

    # --- reads (PartStore) ---------------------------------------------------------------

    @property
    def read_only(self) -> bool:
        return not self._writable

    @property
    def read_only_reason(self) -> Message | None:
        if self._writable:
            return None
        return message(T("The team catalog {place} is read-only for {user}: its owner grants "
                         "INSERT, UPDATE and DELETE to members who change parts and prices"),
                       place=self.url.place, user=self.user)

    def part_count(self) -> int:
        try:
            return int(self._run("SELECT count(*) FROM custom_part")[0][0])
        except TeamUnavailableError:
            return len(self._copy.parts)

    def price_count(self) -> int:
        return int(self._run("SELECT count(*) FROM price_override")[0][0])

    def listing(self, after_id: str = "", limit: int | None = None) -> list[ListingRow]:
        sql = "SELECT id, kind, name, search_text FROM custom_part WHERE id > %s ORDER BY id"
        params: tuple = (after_id,)
        if limit is not None:
            sql += " LIMIT %s"
            params = (after_id, int(limit))
        return [ListingRow(str(i), str(k), str(n or ""), str(t or ""))
                for i, k, n, t in self._run(sql, params)]

    def get_part(self, part_id: str) -> PartBase | None:
        rows = self._run("SELECT id, kind, spec_json, version FROM custom_part WHERE id = %s",
                         (part_id,))
        if not rows:
            return None
        self._seen[(_PART, part_id)] = int(rows[0][3])
        return self._decoded(*rows[0][:3])

    def prefetch(self) -> None:
        """Read parts and prices now (on a start's thread); the next list_parts and
        list_prices give what was read instead of asking the server again."""
        self._prefetched_parts = self._read_parts()
        self._prefetched_prices = self._read_prices()

    def list_parts(self) -> list[PartBase]:
        parts, self._prefetched_parts = self._prefetched_parts, None
        return parts if parts is not None else self._read_parts()

    def list_prices(self) -> dict[str, UserPrice]:
        prices, self._prefetched_prices = self._prefetched_prices, None
        return prices if prices is not None else self._read_prices()

    def _read_parts(self) -> list[PartBase]:
        rows = self._run("SELECT id, kind, spec_json, version, changed_by, changed_at "
                         "FROM custom_part ORDER BY id")
        self._forget(_PART)
        parts: list[PartBase] = []
        for part_id, kind, spec_json, version, _by, _at in rows:
            self._seen[(_PART, part_id)] = int(version)
            part = self._decoded(part_id, kind, spec_json)
            if part is not None:
                parts.append(part)
        self._copy.parts = [(r[0], r[1], r[2], int(r[3]), str(r[4]), r[5].isoformat())
                            for r in rows]
        self._save_copy()
        return parts

    def _read_prices(self) -> dict[str, UserPrice]:
        rows = self._run("SELECT part_id, price_usd, price_date, source_url, version, "
                         "changed_by, changed_at FROM price_override ORDER BY part_id")
        self._forget(_PRICE)
        for row in rows:
            self._seen[(_PRICE, row[0])] = int(row[4])
        self._copy.prices = [(r[0], float(r[1]), r[2], r[3], int(r[4]), str(r[5]),
                              r[6].isoformat()) for r in rows]
        self._save_copy()
        return {str(row[0]): price_of_row(row) for row in rows}

    def _forget(self, table: str) -> None:
        for key in [key for key in self._seen if key[0] == table]:
            del self._seen[key]
        self._listed.add(table)

    def _save_copy(self) -> None:
        if self._copy_path is None:
            return
        try:
            write_copy(self._copy_path, self._copy)
        except OSError as error:  # the copy is a convenience: say so once, carry on
            notice = message(T("The offline copy of the team catalog could not be saved at "
                               "{path} ({error})"), path=str(self._copy_path),
                             error=error.strerror or str(error))
            if notice not in self.notices:
                self.notices.append(notice)

    # --- changes (PartStore) -------------------------------------------------------------

    def apply(self, change: StoreChange) -> None:
        """The whole change in one transaction, each row only if it is still the version
        read; otherwise nothing is written and TeamConflictError says who changed what."""
        if change.empty:
            return
        reason = self.read_only_reason
        if reason is not None:
            raise StoreReadOnlyError(reason)
        import psycopg

        from configurator.catalog.search_text import haystack

        written: dict[tuple[str, str], int | None] = {}
        try:
            connection = self._conn()
            with connection.transaction(), connection.cursor() as cursor:
                for part_id in change.remove_parts:
                    written[(_PART, part_id)] = self._remove(cursor, _PART, part_id)
                for part_id in change.clear_prices:
                    written[(_PRICE, part_id)] = self._remove(cursor, _PRICE, part_id)
                for part in change.put_parts:
                    values = (part.kind, part.model_dump_json(), part.name, haystack(part))
                    written[(_PART, part.id)] = self._put(cursor, _PART, part.id, values)
                for price in change.set_prices:
                    values = (price.price_usd, price.price_date, price.source_url)
                    written[(_PRICE, price.part_id)] = self._put(
                        cursor, _PRICE, price.part_id, values)
        except psycopg.errors.InsufficientPrivilege:
            self._writable = False
            raise StoreReadOnlyError(self.read_only_reason or "") from None
        except psycopg.OperationalError as error:
            raise self._lost(error) from None
        for key, version in written.items():
            if version is None:
                self._seen.pop(key, None)
            else:
                self._seen[key] = version

    def _expected(self, table: str, key: str) -> int | str | None:
        """The version the change was made from; None: known absent; "unread": never read
        (a change without a copy, such as a command given an id: the current row is it)."""
        if (table, key) in self._seen:
            return self._seen[(table, key)]
        return None if table in self._listed else "unread"

    def _current(self, cursor: Any, table: str, key: str) -> tuple | None:
        return cursor.execute(_SQL[table]["current"], (key,)).fetchone()

    def _put(self, cursor: Any, table: str, key: str, values: tuple) -> int:
        expected = self._expected(table, key)
        if expected == "unread":
            row = self._current(cursor, table, key)
            expected = None if row is None else int(row[0])
        sql = _SQL[table]
        if expected is None:
            row = cursor.execute(sql["insert"], (*values, key)).fetchone()
        else:
            row = cursor.execute(sql["update"], (*values, key, expected)).fetchone()
        if row is None:
            raise self._conflict(cursor, table, key)
        return int(row[0])

    def _remove(self, cursor: Any, table: str, key: str) -> None:
        expected = self._expected(table, key)
        current = self._current(cursor, table, key)
        if current is None:
            return None  # gone already (by whoever): removing it again loses nothing
        if expected == "unread":
            expected = int(current[0])
        if expected is None or cursor.execute(_SQL[table]["delete"],
                                              (key, expected)).fetchone() is None:
            raise self._conflict(cursor, table, key)
        return None

    def _conflict(self, cursor: Any, table: str, key: str) -> TeamConflictError:
        what = (message(T("Part {id!r}"), id=key) if table == _PART
                else message(T("The price of {id!r}"), id=key))
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
            "key = %s", (_TABLE_NAMES[table], key)).fetchone()
        who, when = (removed[0], when_text(removed[1])) if removed else ("?", "?")
        return TeamConflictError(message(
            T("{what} was removed from the team catalog by {who} at {when} since this copy "
              "was read; nothing was saved: reload and make the change again"),
            what=what, who=who, when=when))

    def close(self) -> None:
        if not self._connection.closed:
            self._connection.close()

def open_team_store(url_text: str, data_folder: Path | None) -> TeamDb | OfflineTeamCopy:
    """The team catalog of `url_text`: live when it answers within CONNECT_TIMEOUT_S and
    has the schema this version reads, else its last copy (read-only, with the reason in
    `notices`). Raises TeamUrlError for a URL that cannot name one (or holds a password)."""
    url, _ = parse_team_url(url_text)
    try:
        connection = connect(url)
    except TeamStoreError as error:
        return _offline(url, data_folder, error.reason)
    try:
        return TeamDb(url, connection, data_folder)
    except TeamStoreError as error:
        connection.close()
        return _offline(url, data_folder, error.reason)


def _offline(url: TeamUrl, data_folder: Path | None, why: Message) -> OfflineTeamCopy:
    copy = read_copy(copy_path(data_folder, url.text), url.text) if data_folder else None
    return OfflineTeamCopy(url, copy, why)


__all__ = ["OfflineTeamCopy", "TeamConflictError", "TeamDb", "TeamStoreError",
           "TeamUnavailableError", "open_team_store"]
