"""The salvage of a damaged SQLite file (configurator.catalog.stores.db_recovery), on a table of its
own: what SQLite can still give is read, bad cells are left out, the file is only read."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

from configurator.catalog.stores.db_recovery import restore, salvage, scan

TABLES = {"item": ["id", "name", "price"]}
CREATE = {"item": "CREATE TABLE item (id TEXT PRIMARY KEY, name TEXT, price REAL)"}


def keep(table: str, row: dict) -> dict | None:
    price = row.get("price")
    if isinstance(price, (str, bytes)) or price is None or not 0 <= price <= 1e6:
        return None
    return row


def _database(path: Path, rows: int = 2000) -> None:
    connection = sqlite3.connect(path)
    connection.execute(CREATE["item"])
    connection.executemany("INSERT INTO item VALUES (?, ?, ?)",
                           [(f"id-{i:05d}", f"name {i} " + "x" * 200, float(i)) for i in
                            range(rows)])
    connection.commit()
    connection.close()


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_a_sound_file_is_read_whole_and_scanned_clean(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite"
    _database(path)
    assert scan(path, TABLES, keep) is None
    result = salvage(path, TABLES, keep, CREATE)
    assert result.kept("item") == 2000 and result.lost_rows == 0


def test_bad_cells_are_left_out_and_named_by_the_scan(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite"
    _database(path, 10)
    connection = sqlite3.connect(path)
    connection.execute("UPDATE item SET name = CAST(X'66fffe' AS TEXT) WHERE id = 'id-00003'")
    connection.execute("UPDATE item SET price = 'cheap' WHERE id = 'id-00005'")
    connection.execute("UPDATE item SET price = 1e308 WHERE id = 'id-00006'")
    connection.commit()
    connection.close()
    assert "not UTF-8" in scan(path, TABLES, keep)
    before = _digest(path)
    result = salvage(path, TABLES, keep, CREATE)
    assert result.kept("item") == 7 and result.lost["item"] == 3
    assert _digest(path) == before, "the damaged file is only read"


def test_damaged_pages_cost_their_rows_not_the_table(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite"
    _database(path)
    data = bytearray(path.read_bytes())
    page = 4096
    for number in (5, 9):  # two leaf pages in the middle of the table
        data[number * page: number * page + 64] = b"\xff" * 64
    path.write_bytes(bytes(data))
    result = salvage(path, TABLES, keep, CREATE)
    assert 1000 < result.kept("item") < 2000, result.kept("item")


def test_a_damaged_schema_text_is_mended_on_a_copy(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite"
    _database(path, 50)
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA writable_schema = ON")
    connection.execute("UPDATE sqlite_master SET sql = 'CREATE TABLE item (id te#@!' "
                       "WHERE name = 'item'")
    connection.commit()
    connection.close()
    before = _digest(path)
    assert salvage(path, TABLES, keep, None).kept("item") == 0
    result = salvage(path, TABLES, keep, CREATE)
    assert result.kept("item") == 50
    assert _digest(path) == before
    fresh = tmp_path / "fresh.sqlite"
    connection = sqlite3.connect(fresh)
    connection.execute(CREATE["item"])
    connection.close()
    restore(fresh, result.rows)
    connection = sqlite3.connect(fresh)
    assert connection.execute("SELECT count(*) FROM item").fetchone() == (50,)
    connection.close()
