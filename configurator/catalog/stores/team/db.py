"""A team catalog on PostgreSQL (docs/architecture.md): the user's parts and prices, shared.

`open_team_store(url, data_folder)` gives a `PartStore` (configurator.catalog.stores.interface) like
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

import threading
from collections.abc import Collection
from pathlib import Path
from typing import TYPE_CHECKING

from configurator.catalog.stores.interface import (
    ListingRow,
    StoreChange,
    StoreReadOnlyError,
    UserPrice,
)
from configurator.catalog.stores.team.connection import (
    CONNECT_TIMEOUT_S,
    TeamConflictError,
    TeamStoreError,
    TeamUnavailableError,
    answer_error,
    check_schema,
    connect,
    privileges,
    schema_revision,
)
from configurator.catalog.stores.team.local_copy import (
    CopyPreload,
    TeamCopy,
    copy_path,
    copy_stamp,
    read_stamp,
    write_copy,
)
from configurator.catalog.stores.team.offline import OfflineTeamCopy, TeamStore, checked_prices
from configurator.catalog.stores.team.url import TeamUrl, parse_team_url
from configurator.catalog.stores.team.versioned_writes import (
    PART,
    PRICE,
    STOCK,
    VersionedWrites,
    Written,
)
from configurator.model.messages import Message, T, message
from configurator.model.parts import PartBase

if TYPE_CHECKING:
    from configurator.catalog.stores.team.deadline import BoundedConnection



class TeamDb(VersionedWrites, TeamStore):
    """The live team catalog. Remembers the version of every row it read (the copy the user
    sees), and makes every change conditional on it."""

    def __init__(self, url: TeamUrl, connection: BoundedConnection,
                 data_folder: Path | None = None) -> None:
        self.url = url
        self.notices: list[Message] = []
        self.changes = 0  # changes written by this store (a reload read meanwhile misses them)
        self._connection = connection
        self._copy_writer: threading.Thread | None = None  # saving the copy last read
        self._copy_path = copy_path(data_folder, url.text) if data_folder else None
        self.copy = TeamCopy(url.text)
        VersionedWrites.__init__(self)  # the versions read, which every change names
        self._fresh: set[str] = set()  # tables just read whole, not yet given out
        self._committing = False  # a change's COMMIT is sent, its answer awaited
        # The first questions are small: a server that cannot answer them within the connect
        # timeout is treated as one that did not answer the connection (DESIGN.md 7).
        with connection.answers_within(CONNECT_TIMEOUT_S):
            check_schema(url, schema_revision(connection))
            self.user, readable, self._writable = privileges(connection)
        if not readable:
            raise TeamStoreError(message(
                T("The role {user} may not read the team catalog {place}: its owner grants "
                  "SELECT on its tables"), user=self.user, place=url.place))

    # --- connection ----------------------------------------------------------------------

    def _conn(self) -> BoundedConnection:
        """The connection, made again (within the timeout) if the server dropped it."""
        if self._connection.closed or self._connection.broken:
            self._connection = connect(self.url)
        return self._connection

    def _failed(self, error: BaseException, changing: bool = False) -> TeamStoreError:
        return answer_error(self.url, self._connection, error, changing, self._committing)

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

    @property
    def status_notice(self) -> Message | None:
        """What the window's status line says of this store: read-only, or nothing."""
        return self.read_only_reason

    def _snapshot(self) -> None:
        """Read every part, price and stock row in one transaction: the copy the user sees (and the
        versions their changes are made from), saved for when the server does not answer."""
        import psycopg

        try:
            connection = self._conn()
            with connection.transaction():
                connection.execute("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ")
                parts = connection.execute(
                    "SELECT id, kind, spec_json, name, search_text, version, changed_by, "
                    "changed_at FROM custom_part ORDER BY id").fetchall()
                prices = connection.execute(
                    "SELECT part_id, price_usd, price_date, source_url, version, changed_by, "
                    "changed_at FROM price_override ORDER BY part_id").fetchall()
                stock = connection.execute(
                    "SELECT part_id, qty, version, changed_by, changed_at FROM stock "
                    "ORDER BY part_id").fetchall()
        except psycopg.Error as error:
            raise self._failed(error) from None
        self._seen = {(PART, r[0]): int(r[5]) for r in parts}
        self._seen.update({(PRICE, r[0]): int(r[4]) for r in prices})
        self._seen.update({(STOCK, r[0]): int(r[2]) for r in stock})
        self._listed = {PART, PRICE, STOCK}
        # The schema holds a quantity to 1..100,000 (migration 0004): read as the server has it.
        self.copy.stock = [(str(r[0]), int(r[1]), int(r[2]), str(r[3]), r[4].isoformat())
                           for r in stock]
        self._damage().clear()  # found again below, in what was read now
        self.copy.parts = [(r[0], r[1], r[2], r[3] or "", r[4] or "", int(r[5]), str(r[6]),
                            r[7].isoformat()) for r in parts]
        # Every row read back is checked as on entry (what another client or psql wrote
        # passed none of the application's checks): one that fails is listed as damaged.
        self.copy.prices = checked_prices(self, [
            (r[0], float(r[1]), r[2], r[3], int(r[4]), str(r[5]), r[6].isoformat())
            for r in prices])
        for row in self.copy.parts:
            self._spec(row)
        self.copy.damaged = [(row.table, row.key, row.kind, row.stored, str(row.reason))
                             for row in self.damaged_rows()]
        self._fresh = {PART, PRICE}
        self._save_copy()

    def _current_copy(self) -> None:
        if not self._listed:
            self._snapshot()

    def prefetch(self) -> None:
        """Read the team's parts and prices now (a start does it on a thread, meanwhile);
        the first list_parts / list_prices after it give what was read."""
        self._snapshot()

    def refresh(self) -> None:
        """Read the team's parts and prices again: the copy is current, changes are made
        from it (after a change was refused as made from a stale copy)."""
        self._snapshot()

    def part_count(self) -> int:
        self._current_copy()
        return super().part_count()

    def listing(self, after_id: str = "", limit: int | None = None) -> list[ListingRow]:
        self._current_copy()
        return super().listing(after_id, limit)

    def get_part(self, part_id: str) -> PartBase | None:
        self._current_copy()
        return super().get_part(part_id)

    def held_ids(self, part_ids: Collection[str]) -> set[str]:
        self._current_copy()
        return super().held_ids(part_ids)

    def list_parts(self) -> list[PartBase]:
        """Every part as stored now (read again, unless just read by prefetch)."""
        if PART not in self._fresh:
            self._snapshot()
        self._fresh.discard(PART)
        return self._copied_parts()

    def list_prices(self) -> dict[str, UserPrice]:
        if PRICE not in self._fresh:
            self._snapshot()
        self._fresh.discard(PRICE)
        return self._copied_prices()

    def list_stock(self) -> dict[str, int]:
        """The lab's stock as last read with the parts and prices (a reload reads it again):
        the catalog table asks for it at every query, which must not wait for the server."""
        self._current_copy()
        return self._copied_stock()

    def _save_copy(self) -> None:
        """Write the copy on a thread of its own (10,000 parts are 10 MB of JSON: a start
        should not wait for them); one write at a time, in order. Not a daemon thread, so a
        command's exit waits for the copy it read to be kept."""
        if self._copy_path is None:
            return
        self.wait_for_copy()
        stamp = copy_stamp(self.copy)
        if stamp == read_stamp(self._copy_path):
            return  # the copy on disk holds these very rows: most starts change nothing
        snapshot = TeamCopy(self.copy.url, parts=self.copy.parts, prices=self.copy.prices,
                            damaged=self.copy.damaged, stock=self.copy.stock)
        self._copy_writer = threading.Thread(target=self._write_copy, args=(snapshot,),
                                             name="team-copy-writer")
        self._copy_writer.start()

    def _write_copy(self, snapshot: TeamCopy) -> None:
        assert self._copy_path is not None
        try:
            write_copy(self._copy_path, snapshot)
        except (OSError, ValueError, TypeError) as error:  # the copy is a convenience: say
            notice = message(T("The offline copy of the team catalog could not be saved at "
                               "{path} ({error})"), path=str(self._copy_path),  # so, carry on
                             error=getattr(error, "strerror", None) or str(error))
            if notice not in self.notices:
                self.notices.append(notice)

    def wait_for_copy(self) -> None:
        """Until the copy last read is on disk."""
        if self._copy_writer is not None:
            self._copy_writer.join()

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

        self._committing = False
        try:
            connection = self._conn()
            with connection.transaction(), connection.cursor() as cursor:
                written, rows = self._write_rows(cursor, change, haystack)
                self._committing = True  # leaving the block sends COMMIT
        except psycopg.errors.InsufficientPrivilege:
            self._writable = False
            raise StoreReadOnlyError(self.read_only_reason or "") from None
        except psycopg.Error as error:  # no answer, a lock, a constraint: see answer_error
            raise self._failed(error, changing=True) from None
        finally:
            self._committing = False
        for key, version in written.items():
            if version is None:
                self._seen.pop(key, None)
            else:
                self._seen[key] = version
        self.changes += 1
        self.forget_damaged(change)
        self.copy.damaged = [row for row in self.copy.damaged
                             if self.is_damaged(row[0], row[1])]
        self._update_copy(written, rows)

    def _update_copy(self, written: Written, rows: dict[tuple[str, str], tuple]) -> None:
        """The copy the user sees, with this session's change in it (others' changes come
        with the next read)."""
        tables = {PART: {row[0]: row for row in self.copy.parts},
                  PRICE: {row[0]: row for row in self.copy.prices},
                  STOCK: {row[0]: row for row in self.copy.stock}}
        for (table, key), version in written.items():
            target = tables[table]
            if version is None:
                target.pop(key, None)
            else:
                target[key] = (*rows[(table, key)], version, *self._stamps.pop((table, key)))
        self.copy.parts, self.copy.prices, self.copy.stock = (
            [target[key] for key in sorted(target)] for target in tables.values())
        self._save_copy()

    def close(self) -> None:
        self.wait_for_copy()
        if not self._connection.closed:
            self._connection.close()


def open_live(url: TeamUrl, data_folder: Path | None) -> TeamDb:
    """The live team catalog of `url` (connected within CONNECT_TIMEOUT_S, the schema this
    version reads). Raises TeamStoreError (TeamUnavailableError: the server did not answer,
    before the login or after it) with the reason in one line."""
    import psycopg

    connection = connect(url)
    try:
        return TeamDb(url, connection, data_folder)
    except psycopg.Error as error:
        connection.close()
        raise answer_error(url, connection, error) from None
    except BaseException:
        connection.close()
        raise


def open_team_store(url_text: str, data_folder: Path | None,
                    preload: CopyPreload | None = None,
                    read: bool = False) -> TeamDb | OfflineTeamCopy:
    """The team catalog of `url_text`: live when it answers within CONNECT_TIMEOUT_S, has
    the schema this version reads and (`read`) gives its parts and prices, else its last
    copy (read-only, with the reason in `status_notice`): DESIGN.md section 7's fallback for
    every failure, before the login or after it. `preload`: the reader of that copy (one a
    caller shares). Raises TeamUrlError for a URL that cannot name one (or holds a
    password)."""
    url, _ = parse_team_url(url_text)
    preload = preload or CopyPreload(url.text, data_folder)
    preload.begin()
    try:
        store = open_live(url, data_folder)
    except TeamStoreError as error:
        return OfflineTeamCopy(url, preload.take(), error.reason)
    if read:
        try:
            store.prefetch()
        except TeamStoreError as error:
            store.close()
            return OfflineTeamCopy(url, preload.take(), error.reason)
    preload.answered.set()  # answered: the copy is not needed
    return store


__all__ = ["OfflineTeamCopy", "TeamConflictError", "TeamDb", "TeamStoreError",
           "TeamUnavailableError", "open_live", "open_team_store"]
