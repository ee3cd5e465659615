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

import datetime as dt
import json
import sqlite3
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from pydantic import TypeAdapter, ValidationError

from configurator.model.json_input import JSON_REASONS, BuildFileError, validation_message
from configurator.model.messages import Message, T, message
from configurator.model.parts import KIND_WORDS, PART_TYPES, AnyPart, PartBase

if TYPE_CHECKING:
    from sqlalchemy.engine import Engine
    from sqlmodel import Session

_Result = TypeVar("_Result")

USER_SCHEMA_VERSION = 1

# Each table's columns as this version reads them (the SQLModel tables of
# `configurator.catalog.user_tables` define them; a test holds the two together). A file
# without them cannot be used.
EXPECTED_COLUMNS: dict[str, list[str]] = {
    "user_meta": ["key", "value"],
    "custom_part": ["id", "kind", "spec_json"],
    "price_override": ["part_id", "price_usd", "price_date"],
}


def _validate_part(data: object) -> PartBase:
    # By its own kind's spec where the kind is known, so that an error's place is the key
    # ("name"), without the union's tag in front of it.
    kind = data.get("kind") if isinstance(data, dict) else None
    spec_type = PART_TYPES.get(kind) if isinstance(kind, str) else None
    if spec_type is None:  # the union says what is wrong with the kind
        return TypeAdapter(AnyPart).validate_python(data)
    return spec_type.model_validate(data)


def _reason(refusal: BuildFileError) -> Message | str:
    if not isinstance(refusal.place, str):  # no place, or the whole part ("(top level)")
        return refusal.message
    return message(T("{place}: {problem}"), place=refusal.place, problem=refusal.message)


def _kind_word(kind: str) -> Message | str:
    return message(KIND_WORDS[kind]) if kind in KIND_WORDS else kind


class UserDbDamagedError(sqlite3.DatabaseError):
    """The file is not a sound user database of ours: it is moved aside."""


# What SQLite says of a file that is damaged or not a database at all. Anything else (locked
# by another instance, read-only, a hot journal it may not roll back) leaves the file alone.
_DAMAGE_CODES = ("SQLITE_CORRUPT", "SQLITE_NOTADB")
# How long a start waits for another instance's write to finish.
BUSY_TIMEOUT_S = 5.0


def is_damage(error: sqlite3.Error) -> bool:
    return (isinstance(error, UserDbDamagedError)
            or getattr(error, "sqlite_errorname", None) in _DAMAGE_CODES)


def check_user_db(path: Path) -> None:
    """Raise UserDbDamagedError when `path` is not a sound user database of ours (tables that
    do not exist yet are fine: they are created), another sqlite3.Error when it cannot be
    read now (see `is_damage`). Opened for writing, so that SQLite can roll back the journal
    a crash in the middle of a write left behind."""
    connection = sqlite3.connect(Path(path), timeout=BUSY_TIMEOUT_S)
    try:
        (verdict,) = connection.execute("PRAGMA integrity_check").fetchone()
        if verdict != "ok":
            raise UserDbDamagedError(f"integrity check failed: {verdict}")
        tables = connection.execute("SELECT name FROM sqlite_master WHERE type='table'")
        existing = {name for (name,) in tables}
        for table, columns in EXPECTED_COLUMNS.items():
            if table not in existing:
                continue
            have = {row[1] for row in connection.execute(f"PRAGMA table_info({table})")}
            lacking = [column for column in columns if column not in have]
            if lacking:
                raise UserDbDamagedError(
                    f"table {table} lacks the column(s) {', '.join(lacking)}")
    finally:
        connection.close()


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


class UserDb:
    """Custom parts and price overrides. `path=None` keeps them in memory only.

    Reads use the standard `sqlite3` module, since every start reads this file; creating and
    writing it go through the SQLModel tables, imported on first use."""

    def __init__(self, path: Path | None) -> None:
        self.path = Path(path) if path is not None else None
        self.notices: list[Message] = []
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
                check_user_db(path)
            except sqlite3.Error as error:
                if not is_damage(error):
                    raise  # open_user_db works in memory and says so; the file stays as it is
                moved = move_aside(path)
                self.notices.append(message(
                    T("Your user database could not be read ({error}); it was moved aside to "
                      "{moved} and a new, empty one was started. Custom parts and price "
                      "overrides saved before are in the moved file."),
                    error=str(error), moved=str(moved)))
        if not path.exists() or path.stat().st_size == 0:
            # Made at once, so an unwritable folder is found now rather than at the first
            # custom part the user adds.
            self._writer()

    def _writer(self) -> Engine:
        """The SQLAlchemy engine that writes, its tables created on first use. Raises
        sqlite3.Error (SQLAlchemy's own errors converted) when the file cannot be written."""
        if self._engine is None:
            from sqlalchemy import create_engine
            from sqlalchemy.dialects.sqlite import insert
            from sqlalchemy.exc import SQLAlchemyError
            from sqlalchemy.pool import NullPool, StaticPool
            from sqlmodel import SQLModel

            from configurator.catalog.user_tables import USER_TABLES, UserMeta

            if self._memory is not None:
                memory = self._memory
                engine = create_engine("sqlite://", poolclass=StaticPool,
                                       creator=lambda: memory)
            else:
                engine = create_engine(f"sqlite:///{self.path}", poolclass=NullPool)
            # OR IGNORE, and a second attempt: instances started at the same moment on a new
            # file create the same tables and row; the second finds them made.
            add_version = insert(UserMeta.__table__).values(
                key="schema_version", value=str(USER_SCHEMA_VERSION)).on_conflict_do_nothing()
            for attempt in (1, 2):
                try:
                    SQLModel.metadata.create_all(engine, tables=USER_TABLES)
                    with engine.begin() as connection:
                        connection.execute(add_version)
                    break
                except SQLAlchemyError as error:
                    if attempt == 2:
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

        try:
            with Session(self._writer()) as session:
                result = change(session)
                session.commit()
        except SQLAlchemyError as error:
            raise sqlite3.DatabaseError(str(error).splitlines()[0]) from error
        return result

    def _read(self, sql: str) -> list[tuple]:
        """Rows of `sql`; none when its table does not exist yet (created on first write)."""
        if self._memory is not None:
            connection, close = self._memory, False
        elif self.path is not None and self.path.exists():
            connection, close = sqlite3.connect(self.path), True
        else:
            return []
        try:
            return connection.execute(sql).fetchall()
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

    # --- custom parts ----------------------------------------------------------------------

    def custom_parts(self) -> list[PartBase]:
        """Every stored custom part that still validates; the others are kept in the file
        and named in `notices` (a later version may read them again)."""
        parts: list[PartBase] = []
        for part_id, kind, spec_json in self._read(
                "SELECT id, kind, spec_json FROM custom_part ORDER BY id"):
            try:
                parts.append(_validate_part(json.loads(spec_json)))
            except ValidationError as error:
                self._unreadable(part_id, kind, _reason(validation_message(error)))
            except json.JSONDecodeError as error:
                known = JSON_REASONS.get(error.msg)
                self._unreadable(part_id, kind, message(known) if known else error.msg)
            except (TypeError, ValueError) as error:  # a cell that is not text at all
                self._unreadable(part_id, kind, str(error))
        return parts

    def _unreadable(self, part_id: str, kind: str, reason: Message | str) -> None:
        self.notices.append(message(
            T("Custom part {id!r} ({kind}) could not be read and is not shown: {reason}"),
            id=part_id, kind=_kind_word(kind), reason=reason))

    def save_custom_part(self, part: PartBase) -> None:
        self.save_custom_parts([part])

    def save_custom_parts(self, parts: list[PartBase]) -> None:
        """One transaction for many parts (an import of a parts list)."""
        from configurator.catalog.user_tables import CustomPartRow

        def change(session: Session) -> None:
            for part in parts:
                session.merge(
                    CustomPartRow(id=part.id, kind=part.kind, spec_json=part.model_dump_json()))

        self._write(change)

    def delete_custom_part(self, part_id: str) -> bool:
        from configurator.catalog.user_tables import CustomPartRow

        return self._delete(CustomPartRow, part_id)

    def _delete(self, row_type: type, key: str) -> bool:
        """Delete the row of `row_type` with primary key `key`; False when there is none."""
        def change(session: Session) -> bool:
            row = session.get(row_type, key)
            if row is not None:
                session.delete(row)
            return row is not None

        return self._write(change)

    # --- prices ----------------------------------------------------------------------------

    def price_overrides(self) -> dict[str, tuple[float, str | None]]:
        rows = self._read("SELECT part_id, price_usd, price_date FROM price_override")
        return {str(part_id): (float(price), date) for part_id, price, date in rows}

    def set_price(self, part_id: str, price_usd: float, price_date: str | None) -> None:
        from configurator.catalog.user_tables import PriceOverrideRow

        row = PriceOverrideRow(part_id=part_id, price_usd=price_usd, price_date=price_date)
        self._write(lambda session: session.merge(row))

    def clear_price(self, part_id: str) -> bool:
        from configurator.catalog.user_tables import PriceOverrideRow

        return self._delete(PriceOverrideRow, part_id)


def open_user_db(path: Path | None) -> UserDb:
    """The user database at `path`; when it cannot be opened at all (a read-only folder, a
    full disk) an in-memory one, with a notice that changes will not be kept."""
    try:
        return UserDb(path)
    except (OSError, sqlite3.Error) as error:
        fallback = UserDb(None)
        fallback.notices.append(message(
            T("The user database {path} cannot be opened ({error}); custom parts and price "
              "changes made now will be lost when the application closes."),
            path=str(path), error=str(error)))
        return fallback


__all__ = ["EXPECTED_COLUMNS", "UserDb", "UserDbDamagedError", "check_user_db", "is_damage",
           "move_aside", "open_user_db"]
