"""A new user database is made without SQLAlchemy (issue 28: the first start); these tests hold
that short cut to what the SQLAlchemy writer makes."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from import_probe import packages_imported
from sqlalchemy import create_engine
from sqlalchemy.dialects import sqlite
from sqlalchemy.dialects.sqlite import insert
from sqlalchemy.pool import NullPool
from sqlalchemy.schema import CreateIndex, CreateTable
from sqlmodel import SQLModel

from configurator.catalog.stores.interface import UserPrice, set_prices
from configurator.catalog.stores.user.create import CREATE_STATEMENTS, create_user_tables
from configurator.catalog.stores.user.db import UserDb
from configurator.catalog.stores.user.db_file import USER_SCHEMA_VERSION
from configurator.catalog.stores.user.tables import USER_TABLES, UserMeta

ROOT = Path(__file__).resolve().parents[4]


def _schema(path: Path) -> tuple[list[tuple], list[tuple]]:
    connection = sqlite3.connect(path)
    try:
        master = connection.execute(
            "SELECT type, name, tbl_name, rootpage, sql FROM sqlite_master ORDER BY rowid"
        ).fetchall()
        meta = connection.execute("SELECT key, value FROM user_meta").fetchall()
    finally:
        connection.close()
    return master, meta


def _made_by_sqlalchemy(path: Path) -> None:
    engine = create_engine(f"sqlite:///{path}", poolclass=NullPool)
    try:
        SQLModel.metadata.create_all(engine, tables=USER_TABLES)
        with engine.begin() as connection:
            connection.execute(insert(UserMeta.__table__).values(
                key="schema_version", value=str(USER_SCHEMA_VERSION)).on_conflict_do_nothing())
    finally:
        engine.dispose()


def test_the_statements_are_sqlalchemys_text_for_the_declared_tables() -> None:
    dialect = sqlite.dialect()
    expected: list[tuple[str, str]] = []
    for table in USER_TABLES:
        expected.append((table.name, str(CreateTable(table).compile(dialect=dialect))))
        expected.extend((index.name, str(CreateIndex(index).compile(dialect=dialect)))
                        for index in sorted(table.indexes, key=lambda index: index.name))
    assert list(CREATE_STATEMENTS) == expected


def test_the_file_is_the_one_sqlalchemy_makes(tmp_path: Path) -> None:
    create_user_tables(tmp_path / "fast.sqlite")
    _made_by_sqlalchemy(tmp_path / "slow.sqlite")
    fast, slow = _schema(tmp_path / "fast.sqlite"), _schema(tmp_path / "slow.sqlite")
    assert fast == slow
    assert fast[1] == [("schema_version", str(USER_SCHEMA_VERSION))]


def test_making_it_again_or_after_the_writer_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "user.sqlite"
    _made_by_sqlalchemy(path)
    before = _schema(path)
    create_user_tables(path)
    create_user_tables(path)
    assert _schema(path) == before


def test_a_half_made_file_gets_the_rest(tmp_path: Path) -> None:
    """Another instance stopped part way: what is missing is made, the rest kept."""
    path = tmp_path / "user.sqlite"
    connection = sqlite3.connect(path)
    connection.execute(CREATE_STATEMENTS[0][1])
    connection.close()
    create_user_tables(path)
    reference = tmp_path / "reference.sqlite"
    _made_by_sqlalchemy(reference)
    assert _schema(path) == _schema(reference)


def test_an_unwritable_place_raises_sqlite3s_error(tmp_path: Path) -> None:
    with pytest.raises(sqlite3.Error):
        create_user_tables(tmp_path / "no such folder" / "user.sqlite")


def test_a_new_user_database_is_made_without_sqlalchemy_and_written_with_it(
        tmp_path: Path) -> None:
    path = tmp_path / "user.sqlite"
    code = ("from pathlib import Path\n"
            "from configurator.catalog.stores.user.db import UserDb\n"
            f"UserDb(Path({str(path)!r}))")
    assert packages_imported(code, ("sqlalchemy", "sqlmodel")) == []
    db = UserDb(path)
    try:
        set_prices(db, [UserPrice("some-part", 12.5)])
        assert db.list_prices()["some-part"].price_usd == 12.5
    finally:
        db.close()


def test_a_new_file_appears_whole_to_an_instance_starting_beside(tmp_path: Path,
                                                                 monkeypatch) -> None:
    """The tables are made in a file of another name, linked into place once whole: another
    instance starting at that moment finds no file, or the whole file, never an empty one
    (which it would take for damage and move aside)."""
    from configurator.catalog.stores.user import create

    path = tmp_path / "user.sqlite"
    name_taken_while_making: list[bool] = []
    real = create._create_once

    def making(target: Path) -> None:
        real(target)
        name_taken_while_making.append(path.exists())  # tables made, the file not yet shown

    monkeypatch.setattr(create, "_create_once", making)
    create_user_tables(path)
    assert name_taken_while_making == [False]
    made = {name for (name,) in sqlite3.connect(path).execute("SELECT name FROM sqlite_master")}
    assert {name for name, _ in CREATE_STATEMENTS} <= made
    assert sorted(p.name for p in tmp_path.iterdir()) == ["user.sqlite"]  # nothing left beside


def test_a_link_to_a_file_that_is_gone_is_never_a_silent_fresh_start(tmp_path: Path) -> None:
    """user.sqlite a link whose file is gone (the damage run's dangling_symlink; a synced
    folder not mounted): no empty database is started at its target; the app works in memory
    and says the file cannot be opened."""
    from configurator.catalog.stores.user.db import open_user_db

    path = tmp_path / "user.sqlite"
    path.symlink_to(tmp_path / "elsewhere.sqlite")
    db = open_user_db(path)
    assert db.path is None
    (notice,) = map(str, db.notices)
    assert "cannot be opened" in notice and "elsewhere.sqlite, which does not exist" in notice
    assert not (tmp_path / "elsewhere.sqlite").exists()
    db.close()
