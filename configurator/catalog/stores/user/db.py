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

import json
import sqlite3
from collections.abc import Callable, Collection
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from pydantic import ValidationError

from configurator.catalog.stores.interface import (
    ListingRow,
    PartStore,
    StoreChange,
    StoreReadOnlyError,
    UserPrice,
)
from configurator.catalog.stores.spec_json import validate_part
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
from configurator.catalog.stores.user.stamp import forget, is_checked, mark_checked
from configurator.model.json_input import JSON_REASONS, BuildFileError, validation_message
from configurator.model.messages import Message, T, message
from configurator.model.parts import KIND_WORDS, PartBase

if TYPE_CHECKING:
    from sqlalchemy.engine import Engine
    from sqlmodel import Session

_Result = TypeVar("_Result")
_IDS_PER_QUERY = 500  # below SQLite's oldest limit of 999 parameters a statement


def _reason(refusal: BuildFileError) -> Message | str:
    if not isinstance(refusal.place, str):  # no place, or the whole part ("(top level)")
        return refusal.message
    return message(T("{place}: {problem}"), place=refusal.place, problem=refusal.message)


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
        if path.exists():
            try:
                check_version(path, USER_SCHEMA_VERSION)
                check_user_db(path)
                if not is_checked(path):  # unchanged since it passed: nothing new to find
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
                return
        if path.exists() and path.stat().st_size > 0:
            migrate_user_db(path)
        if not path.exists() or path.stat().st_size == 0:
            # Made at once, so an unwritable folder is found now rather than at the first
            # custom part the user adds.
            self._writer()
        mark_checked(path)

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
                        raise sqlite3.DatabaseError(str(error).splitlines()[0]) from error
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
            raise sqlite3.DatabaseError(str(error).splitlines()[0]) from error
        if was_checked:
            mark_checked(self.path)
        return result

    def _read(self, sql: str, params: tuple = ()) -> list[tuple]:
        """Rows of `sql`; none when its table does not exist yet (created on first write)."""
        if self._memory is not None:
            connection, close = self._memory, False
        elif self.path is not None and self.path.exists():
            connection, close = connect(self.path), True
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
        return [ListingRow(str(i), str(k), str(n or ""), str(t or ""))
                for i, k, n, t in self._read(sql, params)]

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
        """Every stored custom part that still validates; the others are kept in the file
        and named in `notices` (a later version may read them again)."""
        parts = [self._decoded(*row) for row in self._read(
            "SELECT id, kind, spec_json FROM custom_part ORDER BY id")]
        return [part for part in parts if part is not None]

    def _decoded(self, part_id: str, kind: str, spec_json: object) -> PartBase | None:
        try:
            return validate_part(json.loads(spec_json))  # type: ignore[arg-type]
        except ValidationError as error:
            self._unreadable(part_id, kind, _reason(validation_message(error)))
        except json.JSONDecodeError as error:
            known = JSON_REASONS.get(error.msg)
            self._unreadable(part_id, kind, message(known) if known else error.msg)
        except (TypeError, ValueError) as error:  # a cell that is not text at all
            self._unreadable(part_id, kind, str(error))
        return None

    def _unreadable(self, part_id: str, kind: str, reason: Message | str) -> None:
        notice = message(
            T("Custom part {id!r} ({kind}) could not be read and is not shown: {reason}"),
            id=part_id, kind=_kind_word(kind), reason=reason)
        if notice not in self.notices:
            self.notices.append(notice)

    def list_prices(self) -> dict[str, UserPrice]:
        rows = self._read(
            "SELECT part_id, price_usd, price_date, source_url FROM price_override")
        prices: dict[str, UserPrice] = {}
        for part_id, price, date, source in rows:
            # Read back under the limits of entry (the start checked them; another instance
            # may have written since): -5 or 1e308 is never a price.
            kept = keep_at_start("price_override", {"part_id": part_id, "price_usd": price,
                                                     "price_date": date, "source_url": source})
            if kept is not None:
                prices[str(part_id)] = UserPrice(str(part_id), float(kept["price_usd"]),
                                                 kept["price_date"], kept["source_url"])
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
        from configurator.catalog.search_text import haystack
        from configurator.catalog.stores.user.tables import (
            CustomPartRow,
            PriceOverrideRow,
            StockRow,
        )

        parts = [{"id": part.id, "kind": part.kind, "spec_json": part.model_dump_json(),
                  "name": part.name, "search_text": haystack(part)}
                 for part in change.put_parts]
        prices = [{"part_id": p.part_id, "price_usd": p.price_usd, "price_date": p.price_date,
                   "source_url": p.source_url} for p in change.set_prices]

        def write(session: Session) -> None:
            from sqlalchemy import delete
            from sqlalchemy.dialects.sqlite import insert

            part_table, price_table = CustomPartRow.__table__, PriceOverrideRow.__table__
            if change.remove_parts:
                session.execute(delete(part_table).where(
                    part_table.c.id.in_(change.remove_parts)))
            if change.clear_prices:
                session.execute(delete(price_table).where(
                    price_table.c.part_id.in_(change.clear_prices)))
            if parts:
                upsert = insert(part_table)
                session.execute(upsert.on_conflict_do_update(
                    index_elements=["id"], set_={column: upsert.excluded[column] for column
                                                 in ("kind", "spec_json", "name",
                                                     "search_text")}), parts)
            stock_table = StockRow.__table__
            if change.clear_stock:
                session.execute(delete(stock_table).where(
                    stock_table.c.part_id.in_(change.clear_stock)))
            if change.set_stock:
                upsert = insert(stock_table)
                session.execute(upsert.on_conflict_do_update(
                    index_elements=["part_id"], set_={"qty": upsert.excluded.qty}),
                    [{"part_id": part_id, "qty": qty} for part_id, qty in change.set_stock])
            if prices:
                upsert = insert(price_table)
                session.execute(upsert.on_conflict_do_update(
                    index_elements=["part_id"], set_={column: upsert.excluded[column] for
                                                      column in ("price_usd", "price_date",
                                                                 "source_url")}), prices)

        self._write(write)


def open_user_db(path: Path | None) -> UserDb:
    """The user database at `path`; when it cannot be opened at all (a read-only folder, a
    full disk) an in-memory one, with a notice that changes will not be kept."""
    try:
        return UserDb(path)
    except (OSError, sqlite3.Error, ValueError) as error:  # ValueError: undecodable bytes
        fallback = UserDb(None)
        fallback.notices.append(message(
            T("The user database {path} cannot be opened ({error}); custom parts and price "
              "changes made now will be lost when the application closes."),
            path=str(path), error=str(error)))
        return fallback


__all__ = ["EXPECTED_COLUMNS", "UserDb", "UserDbDamagedError", "check_user_db", "is_damage",
           "move_aside", "open_user_db"]
