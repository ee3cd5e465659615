"""The user's own database: custom parts and price overrides, kept apart from the catalog.

The compiled catalog can be thrown away and rebuilt at any time; this file cannot, since it
holds the user's work. So a damaged file is never deleted or overwritten: it is moved aside
as `user.sqlite.corrupt-YYYYmmdd-HHMMSS`, a fresh database is started, and a notice tells the
user where the old one went (a support engineer may still recover it).
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from pathlib import Path

from pydantic import TypeAdapter, ValidationError
from sqlalchemy import Column, Text, create_engine
from sqlalchemy.engine import Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.pool import NullPool, StaticPool
from sqlmodel import Field, Session, SQLModel, select

from configurator.model.parts import AnyPart, PartBase

USER_SCHEMA_VERSION = 1
_PART_ADAPTER = TypeAdapter(AnyPart)


class UserMeta(SQLModel, table=True):
    __tablename__ = "user_meta"

    key: str = Field(primary_key=True)
    value: str


class CustomPartRow(SQLModel, table=True):
    """A user's part: its whole spec as JSON, so a new spec field needs no migration."""

    __tablename__ = "custom_part"

    id: str = Field(primary_key=True)
    kind: str
    spec_json: str = Field(sa_column=Column(Text, nullable=False))


class PriceOverrideRow(SQLModel, table=True):
    __tablename__ = "price_override"

    part_id: str = Field(primary_key=True)
    price_usd: float
    price_date: str | None = None


_TABLES = [UserMeta.__table__, CustomPartRow.__table__, PriceOverrideRow.__table__]
# Each table's columns as this version reads them; a file without them cannot be used.
_EXPECTED_COLUMNS = {table.name: [column.name for column in table.columns] for table in _TABLES}


def check_user_db(path: Path) -> None:
    """Raise sqlite3.DatabaseError when `path` is not a sound user database of ours.
    Tables that do not exist yet are fine (they are created)."""
    uri = f"{Path(path).resolve().as_uri()}?mode=ro"
    connection = sqlite3.connect(uri, uri=True)
    try:
        (verdict,) = connection.execute("PRAGMA integrity_check").fetchone()
        if verdict != "ok":
            raise sqlite3.DatabaseError(f"integrity check failed: {verdict}")
        tables = connection.execute("SELECT name FROM sqlite_master WHERE type='table'")
        existing = {name for (name,) in tables}
        for table, columns in _EXPECTED_COLUMNS.items():
            if table in existing:
                connection.execute(f"SELECT {', '.join(columns)} FROM {table} LIMIT 1").fetchall()
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
    """Custom parts and price overrides. `path=None` keeps them in memory only."""

    def __init__(self, path: Path | None) -> None:
        self.path = Path(path) if path is not None else None
        self.notices: list[str] = []
        self.engine = self._open()

    def _open(self) -> Engine:
        if self.path is None:
            return _memory_engine()
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if self.path.exists():
            try:
                check_user_db(self.path)
            except sqlite3.DatabaseError as error:
                moved = move_aside(self.path)
                self.notices.append(
                    f"Your user database could not be read ({error}); it was moved aside to "
                    f"{moved} and a new, empty one was started. Custom parts and price "
                    "overrides saved before are in the moved file."
                )
        engine = create_engine(f"sqlite:///{self.path}", poolclass=NullPool)
        SQLModel.metadata.create_all(engine, tables=_TABLES)
        with Session(engine) as session:
            if session.get(UserMeta, "schema_version") is None:
                session.add(UserMeta(key="schema_version", value=str(USER_SCHEMA_VERSION)))
                session.commit()
        return engine

    def close(self) -> None:
        self.engine.dispose()

    # --- custom parts ----------------------------------------------------------------------

    def custom_parts(self) -> list[PartBase]:
        """Every stored custom part that still validates; the others are kept in the file
        and named in `notices` (a later version may read them again)."""
        parts: list[PartBase] = []
        with Session(self.engine) as session:
            rows = session.exec(select(CustomPartRow).order_by(CustomPartRow.id)).all()
        for row in rows:
            try:
                parts.append(_PART_ADAPTER.validate_python(json.loads(row.spec_json)))
            except (ValueError, ValidationError) as error:
                first_line = str(error).splitlines()[0]
                self.notices.append(
                    f"Custom part {row.id!r} ({row.kind}) could not be read and is not shown: "
                    f"{first_line}"
                )
        return parts

    def save_custom_part(self, part: PartBase) -> None:
        self.save_custom_parts([part])

    def save_custom_parts(self, parts: list[PartBase]) -> None:
        """One transaction for many parts (an import of a parts list)."""
        with Session(self.engine) as session:
            for part in parts:
                session.merge(
                    CustomPartRow(id=part.id, kind=part.kind, spec_json=part.model_dump_json()))
            session.commit()

    def delete_custom_part(self, part_id: str) -> bool:
        with Session(self.engine) as session:
            row = session.get(CustomPartRow, part_id)
            if row is None:
                return False
            session.delete(row)
            session.commit()
        return True

    # --- prices ----------------------------------------------------------------------------

    def price_overrides(self) -> dict[str, tuple[float, str | None]]:
        with Session(self.engine) as session:
            rows = session.exec(select(PriceOverrideRow)).all()
        return {row.part_id: (row.price_usd, row.price_date) for row in rows}

    def set_price(self, part_id: str, price_usd: float, price_date: str | None) -> None:
        row = PriceOverrideRow(part_id=part_id, price_usd=price_usd, price_date=price_date)
        with Session(self.engine) as session:
            session.merge(row)
            session.commit()

    def clear_price(self, part_id: str) -> bool:
        with Session(self.engine) as session:
            row = session.get(PriceOverrideRow, part_id)
            if row is None:
                return False
            session.delete(row)
            session.commit()
        return True


def _memory_engine() -> Engine:
    # One shared connection: each new connection to "sqlite://" would be a new empty database.
    engine = create_engine(
        "sqlite://", poolclass=StaticPool, connect_args={"check_same_thread": False}
    )
    SQLModel.metadata.create_all(engine, tables=_TABLES)
    return engine


def open_user_db(path: Path | None) -> UserDb:
    """The user database at `path`; when it cannot be opened at all (a read-only folder, a
    full disk) an in-memory one, with a notice that changes will not be kept."""
    try:
        return UserDb(path)
    except (OSError, sqlite3.Error, SQLAlchemyError) as error:
        fallback = UserDb(None)
        fallback.notices.append(
            f"The user database {path} cannot be opened ({error}); custom parts and price "
            "changes made now will be lost when the application closes."
        )
        return fallback


__all__ = ["CustomPartRow", "PriceOverrideRow", "UserDb", "UserMeta", "move_aside",
           "open_user_db"]
