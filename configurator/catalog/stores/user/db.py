"""The user's own database: custom parts and price overrides, kept apart from the catalog.

The compiled catalog can be thrown away and rebuilt at any time; this file cannot, since it
holds the user's work. So a damaged file (SQLite finds it corrupt or not a database, or our
tables lack columns) is never deleted or overwritten: it is moved aside as
`user.sqlite.corrupt-YYYYmmdd-HHMMSS`, a fresh database is started, and a notice tells the
user where the old one went (a support engineer may still recover it). A file that is only
locked by another instance, or cannot be written here, is left as it is: the session keeps
its changes in memory and says so.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Collection
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from configurator.catalog.stores.interface import (
    DamagedRow,
    ListingRow,
    PartStore,
    StoreChange,
    StoreReadOnlyError,
    StoreWriteError,
    UserPrice,
)
from configurator.catalog.stores.spec_json import (
    read_stored_part,
    read_stored_price,
    stored_cells_text,
)
from configurator.catalog.stores.user.create import create_user_tables
from configurator.catalog.stores.user.db_file import (
    CREATE_ATTEMPTS,
    EXPECTED_COLUMNS,
    USER_SCHEMA_VERSION,
    UserDbDamagedError,
    check_user_db,
    is_damage,
    migrate_user_db,
    move_aside,
)
from configurator.catalog.stores.user.repair import (
    NewerSchemaError,
    check_cells,
    check_version,
    keep_at_start,
    newer_schema_notice,
    repair,
)
from configurator.catalog.stores.user.sqlite import BUSY_TIMEOUT_S, connect
from configurator.catalog.stores.user.stamp import (
    forget,
    is_checked,
    mark_checked,
    noted_damage,
)
from configurator.catalog.stores.user.writes import change_kept, change_writer
from configurator.model.messages import Message, T, message
from configurator.model.part_base import KIND_WORDS, PartBase
from configurator.model.safe_files import not_ordinary_file

if TYPE_CHECKING:
    from sqlalchemy.engine import Engine
    from sqlmodel import Session

_Result = TypeVar("_Result")
_IDS_PER_QUERY = 500  # below SQLite's oldest limit of 999 parameters a statement


def _kind_word(kind: str) -> Message | str:
    return message(KIND_WORDS[kind]) if kind in KIND_WORDS else kind


class UserDb(PartStore):
    """Custom parts and price overrides (a `PartStore`). `path=None` keeps them in memory.

    Reads use the standard `sqlite3` module, since every start reads this file; creating and
    writing it go through the SQLModel tables, imported on first use."""

    def __init__(self, path: Path | None) -> None:
        self.path = Path(path) if path is not None else None
        self.notices: list[Message] = []
        self.origin = "user"
        self.keeps_stock = True
        self._read_only_reason: Message | None = None  # a file of a newer version
        self._engine: Engine | None = None
        # In memory, one connection is the database: reads and SQLAlchemy's writes share it.
        self._memory = (sqlite3.connect(":memory:", check_same_thread=False)
                        if self.path is None else None)
        if self.path is not None:
            self._open_file(self.path)

    def _open_file(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        refusal = not_ordinary_file(path)
        if refusal is not None:  # a folder or a FIFO in its place: nothing to open or move
            raise refusal
        checked = False
        if path.exists():
            try:
                check_version(path, USER_SCHEMA_VERSION)
                check_user_db(path)
                checked = is_checked(path)
                if not checked:  # unchanged since it passed: nothing new to find
                    check_cells(path, EXPECTED_COLUMNS)
            except NewerSchemaError as newer:
                self._read_only_reason = newer_schema_notice(path, newer.version,
                                                             USER_SCHEMA_VERSION)
                self.notices.append(self._read_only_reason)
                return  # read as it is: no upgrade, no tables made
            except (sqlite3.Error, UnicodeDecodeError) as error:
                # (SQLite's own message may quote damaged bytes that are not UTF-8.)
                if isinstance(error, sqlite3.Error) and not is_damage(error):
                    raise  # open_user_db works in memory and says so; the file stays as it is
                # Moved aside (kept), and what can still be read is written into a new file.
                forget(path)
                self.notices.append(repair(path, error, EXPECTED_COLUMNS, move_aside,
                                           self._writer).notice)
                self._check_parts(None)  # (the next start checks the new file through)
                return
        if path.exists() and path.stat().st_size == 0:
            # Nothing to lose, but a file emptied (a crash, a sync tool, a full disk) was the
            # user's parts: they hear of it, and the empty file is kept, as any damage is.
            forget(path)
            moved = move_aside(path)
            self.notices.append(message(
                T("Your user database {path} was empty (0 bytes); it was moved aside to "
                  "{moved} and a new one was started. If you had parts or prices of your "
                  "own, restore them from a backup (configurator parts export makes one)."),
                path=str(path), moved=str(moved)))
        if path.exists():
            migrate_user_db(path)
        else:
            # Made at once, so an unwritable folder is found now rather than at the first
            # custom part the user adds; without SQLAlchemy (user/create.py), which the first
            # write imports.
            create_user_tables(path)
        self._check_parts(noted_damage(path) if checked else None)
        mark_checked(path, self._damaged_part_ids())

    def _check_parts(self, part_ids: list[str] | None) -> None:
        """Read back these parts (None: every part) under the checks of entry: those that
        fail are kept in the file, listed as damaged and named in `notices`."""
        if part_ids is None:
            rows = self._read("SELECT id, kind, spec_json FROM custom_part")
        else:
            rows = [row for part_id in part_ids for row in self._read(
                "SELECT id, kind, spec_json FROM custom_part WHERE id = ?", (part_id,))]
        for row in rows:
            self._decoded(*row)

    def _damaged_part_ids(self) -> list[str]:
        return [row.key for row in self.damaged_rows() if row.table == "part"]

    def _writer(self) -> Engine:
        """The SQLAlchemy engine that writes, its tables created on first use. Raises
        sqlite3.Error (SQLAlchemy's own errors converted) when the file cannot be written."""
        if self._engine is None:
            from sqlalchemy import create_engine
            from sqlalchemy.dialects.sqlite import insert
            from sqlalchemy.exc import SQLAlchemyError
            from sqlalchemy.pool import NullPool, StaticPool
            from sqlmodel import SQLModel

            from configurator.catalog.stores.user.tables import USER_TABLES, UserMeta

            if self._memory is not None:
                memory = self._memory
                engine = create_engine("sqlite://", poolclass=StaticPool,
                                       creator=lambda: memory)
            else:
                engine = create_engine(f"sqlite:///{self.path}", poolclass=NullPool,
                                       connect_args={"timeout": BUSY_TIMEOUT_S})
            # OR IGNORE, and more attempts: instances started at the same moment on a new
            # file create the same tables, index and row; a later attempt finds them made
            # (each of the four objects is one window in which another instance may win).
            add_version = insert(UserMeta.__table__).values(
                key="schema_version", value=str(USER_SCHEMA_VERSION)).on_conflict_do_nothing()
            for attempt in range(1, CREATE_ATTEMPTS + 1):
                try:
                    SQLModel.metadata.create_all(engine, tables=USER_TABLES)
                    with engine.begin() as connection:
                        connection.execute(add_version)
                    break
                except SQLAlchemyError as error:
                    if attempt == CREATE_ATTEMPTS:
                        if self._memory is None:  # disposing would close the memory database
                            engine.dispose()
                        raise _sqlite_error(error) from error
            self._engine = engine
        return self._engine

    def _write(self, change: Callable[[Session], _Result]) -> _Result:
        """Run `change(session)` in one committed transaction; SQLAlchemy's errors become
        sqlite3.Error, the only kind callers know."""
        from sqlalchemy.exc import SQLAlchemyError
        from sqlmodel import Session

        # Our own writes pass the checks of entry, so a file that was sound stays noted so.
        was_checked = self.path is not None and is_checked(self.path)
        try:
            with Session(self._writer()) as session:
                result = change(session)
                session.commit()
        except SQLAlchemyError as error:
            raise _sqlite_error(error) from error
        if was_checked:
            mark_checked(self.path, self._damaged_part_ids())
        return result

    def _read(self, sql: str, params: tuple = ()) -> list[tuple]:
        """Rows of `sql`; none when its table does not exist yet (created on first write)."""
        if self._memory is not None:
            connection, close = self._memory, False
        elif self.path is not None and self.path.exists():
            connection, close = connect(self.path), True
            # A cell whose text is not UTF-8 (bit rot the start check did not see: the file
            # kept its size and time) comes as bytes, to be listed as damaged, never raised.
            connection.text_factory = _text_or_bytes
        else:
            return []
        try:
            return connection.execute(sql, params).fetchall()
        except sqlite3.OperationalError as error:
            if "no such table" in str(error):
                return []
            raise
        finally:
            if close:
                connection.close()

    def close(self) -> None:
        # In memory the engine's one connection is the database: closing it would lose it.
        if self._engine is not None and self._memory is None:
            self._engine.dispose()
            self._engine = None

    # --- the PartStore interface (configurator.catalog.stores.interface) -----------------

    @property
    def read_only(self) -> bool:
        return self._read_only_reason is not None

    def part_count(self) -> int:
        rows = self._read("SELECT count(*) FROM custom_part")
        return int(rows[0][0]) if rows else 0

    def listing(self, after_id: str = "", limit: int | None = None) -> list[ListingRow]:
        sql = ("SELECT id, kind, name, search_text FROM custom_part "
               "WHERE id > ? ORDER BY id")
        params: tuple = (after_id,)
        if limit is not None:
            sql += " LIMIT ?"
            params = (after_id, int(limit))
        return [ListingRow(_stored_text(i), _stored_text(k), _stored_text(n or ""),
                           _stored_text(t or "")) for i, k, n, t in self._read(sql, params)]

    def get_part(self, part_id: str) -> PartBase | None:
        rows = self._read("SELECT id, kind, spec_json FROM custom_part WHERE id = ?", (part_id,))
        return self._decoded(*rows[0]) if rows else None

    def held_ids(self, part_ids: Collection[str]) -> set[str]:
        ids = list(part_ids)
        held: set[str] = set()
        for start in range(0, len(ids), _IDS_PER_QUERY):
            chunk = ids[start:start + _IDS_PER_QUERY]
            marks = ", ".join("?" * len(chunk))
            held.update(str(row[0]) for row in self._read(
                f"SELECT id FROM custom_part WHERE id IN ({marks})", tuple(chunk)))
        return held

    def list_parts(self) -> list[PartBase]:
        """Every stored custom part that still passes the checks of entry; the others are
        kept in the file, listed as damaged and named in `notices` (a later version may read
        them again)."""
        parts = [self._decoded(*row) for row in self._read(
            "SELECT id, kind, spec_json FROM custom_part ORDER BY id")]
        return [part for part in parts if part is not None]

    def _decoded(self, part_id: str, kind: str, spec_json: object) -> PartBase | None:
        part, reason = read_stored_part(part_id, kind, spec_json)
        if part is None:
            self.note_damaged(
                DamagedRow("part", str(part_id), str(kind), _stored_text(spec_json),
                           reason or ""),
                message(T("Custom part {id!r} ({kind}) could not be read and is not shown: "
                          "{reason}"), id=part_id, kind=_kind_word(kind), reason=reason))
        return part

    def list_prices(self) -> dict[str, UserPrice]:
        rows = self._read(
            "SELECT part_id, price_usd, price_date, source_url FROM price_override")
        prices: dict[str, UserPrice] = {}
        for part_id, price, date, source in rows:
            # Read back under the limits of entry (the start checked them; another instance
            # may have written since): -5 or 1e308 is never a price.
            kept, reason = read_stored_price(part_id, price, date, source)
            if kept is not None:
                prices[kept.part_id] = kept
            else:
                self.note_damaged(
                    DamagedRow("price", str(part_id), "", stored_cells_text(
                        {"part_id": part_id, "price_usd": price, "price_date": date,
                         "source_url": source}), reason or ""),
                    message(T("Your price for {id!r} could not be read and is not used: "
                              "{reason}"), id=part_id, reason=reason))
        return prices

    def list_stock(self) -> dict[str, int]:
        stock: dict[str, int] = {}
        for part_id, qty in self._read("SELECT part_id, qty FROM stock"):
            kept = keep_at_start("stock", {"part_id": part_id, "qty": qty})
            if kept is not None:
                stock[kept["part_id"]] = kept["qty"]
        return stock

    def apply(self, change: StoreChange) -> None:
        """The whole change in one transaction (many parts at once: an import)."""
        if change.empty:
            return
        if self._read_only_reason is not None:
            raise StoreReadOnlyError(self._read_only_reason)
        self._write(change_writer(change))
        self.forget_damaged(change)
        if self.path is not None:
            if self._read_only_reason is None and is_checked(self.path):
                mark_checked(self.path, self._damaged_part_ids())
            self._read_back(change)

    def _read_back(self, change: StoreChange) -> None:
        """A change is reported only once the file holds it (a folder or a file system that
        takes writes and keeps nothing is found here): StoreWriteError otherwise."""
        held = self.held_ids([*(part.id for part in change.put_parts),
                              *change.remove_parts])
        if not change_kept(change, held, self._read):
            raise StoreWriteError(sqlite3.DatabaseError(
                f"the change was not found in {self.path} when read back"), self.path)


def _sqlite_error(error: Exception) -> sqlite3.Error:
    """SQLAlchemy's error as the sqlite3 error it wraps (its own words, not its class
    name in brackets)."""
    original = getattr(error, "orig", None)
    if isinstance(original, sqlite3.Error):
        return original
    return sqlite3.DatabaseError(str(original or error).splitlines()[0])


def _stored_text(value: object) -> str:
    if isinstance(value, bytes):
        return value.decode("utf-8", errors="replace")
    return value if isinstance(value, str) else repr(value)


def _text_or_bytes(value: bytes) -> str | bytes:
    try:
        return value.decode("utf-8")
    except UnicodeDecodeError:
        return value


def open_user_db(path: Path | None) -> UserDb:
    """The user database at `path`; when it cannot be opened at all (a read-only folder, a
    full disk, a folder or a FIFO in its place) an in-memory one, with a notice that changes
    will not be kept and `unsaved_reason` set (a command that changes it exits 2)."""
    try:
        return UserDb(path)
    except (OSError, sqlite3.Error, ValueError) as error:  # ValueError: undecodable bytes
        from configurator.model.safe_files import UnsafeFileError

        why = error.message if isinstance(error, UnsafeFileError) else (
            getattr(error, "strerror", None) or str(error))
        fallback = UserDb(None)
        fallback.unsaved_reason = message(
            T("The user database {path} cannot be opened ({error})"), path=str(path),
            error=why)
        fallback.notices.append(message(
            T("The user database {path} cannot be opened ({error}); custom parts and price "
              "changes made now will be lost when the application closes."),
            path=str(path), error=why))
        return fallback


__all__ = ["EXPECTED_COLUMNS", "UserDb", "UserDbDamagedError", "check_user_db", "is_damage",
           "move_aside", "open_user_db"]
