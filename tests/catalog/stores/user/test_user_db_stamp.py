"""Issue 16, start speed with 100,000 user parts: the start's cell check reads a file again
only when something else may have written it since it passed (user_db_stamp)."""

from __future__ import annotations

import json
import os
import shutil
import sqlite3
from pathlib import Path

import pytest

from configurator.catalog.stores.interface import UserPrice, put_parts, set_prices
from configurator.catalog.stores.user import db as user_db_module
from configurator.catalog.stores.user import stamp as user_db_stamp
from configurator.catalog.stores.user.db import UserDb, open_user_db
from configurator.model.parts import GpuSpec


def card(number: int) -> GpuSpec:
    return GpuSpec(id=f"lab-card-{number}", name=f"Lab card {number}", model="Lab",
                   fp32_gflops=1000 + number, memory_gb=8, tdp_w=200, length_mm=250)


@pytest.fixture
def cell_checks(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """The files whose cells a start read through."""
    checked: list[Path] = []
    real = user_db_module.check_cells

    def counting(path: Path, tables: dict[str, list[str]]) -> None:
        checked.append(path)
        real(path, tables)

    monkeypatch.setattr(user_db_module, "check_cells", counting)
    return checked


def _made(path: Path) -> None:
    db = UserDb(path)
    put_parts(db, [card(i) for i in range(5)])
    set_prices(db, [UserPrice("lab-card-1", 900.0, "2026-11-02", "")])
    db.close()


def _damage_price(path: Path) -> None:
    connection = sqlite3.connect(path)
    connection.execute("UPDATE price_override SET price_usd = -5")
    connection.commit()
    connection.close()


def test_an_unchanged_file_is_not_read_through_again(tmp_path: Path,
                                                     cell_checks: list[Path]) -> None:
    path = tmp_path / "user.sqlite"
    _made(path)
    assert cell_checks == []  # a file this application made and wrote
    for _ in range(2):
        db = open_user_db(path)
        assert len(db.list_parts()) == 5 and db.notices == []
        db.close()
    assert cell_checks == []


def test_our_own_writes_keep_the_file_noted(tmp_path: Path, cell_checks: list[Path]) -> None:
    path = tmp_path / "user.sqlite"
    _made(path)
    db = open_user_db(path)
    put_parts(db, [card(7)])
    db.close()
    again = open_user_db(path)
    assert len(again.list_parts()) == 6
    again.close()
    assert cell_checks == []


def test_a_file_written_by_something_else_is_read_through(tmp_path: Path,
                                                          cell_checks: list[Path]) -> None:
    path = tmp_path / "user.sqlite"
    _made(path)
    connection = sqlite3.connect(path)
    connection.execute("UPDATE price_override SET price_date = '2026-11-03'")
    connection.commit()
    connection.close()
    db = open_user_db(path)
    assert db.notices == [] and db.list_prices()["lab-card-1"].price_date == "2026-11-03"
    db.close()
    assert cell_checks == [path]
    open_user_db(path).close()  # passed, noted again
    assert cell_checks == [path]


def test_damage_written_within_the_same_clock_tick_is_still_found(tmp_path: Path) -> None:
    """File times tick coarsely (a few ms): an outside write that keeps size and time is
    still seen through SQLite's change counter."""
    path = tmp_path / "user.sqlite"
    _made(path)
    before = os.stat(path)
    _damage_price(path)
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))
    assert os.stat(path).st_size == before.st_size
    db = open_user_db(path)
    assert db.list_prices() == {}, "the -5 price never reaches a figure"
    assert any("kept, not deleted" in str(notice) for notice in db.notices)
    db.close()


def test_a_copy_put_in_its_place_is_read_through(tmp_path: Path,
                                                 cell_checks: list[Path]) -> None:
    path = tmp_path / "user.sqlite"
    _made(path)
    elsewhere = tmp_path / "restored.sqlite"
    shutil.copy2(path, elsewhere)
    _damage_price(elsewhere)
    os.replace(elsewhere, path)
    db = open_user_db(path)
    assert cell_checks == [path] and db.list_prices() == {}
    db.close()


def test_a_note_from_an_older_check_or_unreadable_means_read_through(
        tmp_path: Path, cell_checks: list[Path]) -> None:
    path = tmp_path / "user.sqlite"
    _made(path)
    note = user_db_stamp.stamp_path(path)
    noted = json.loads(note.read_text(encoding="utf-8"))
    note.write_text(json.dumps({**noted, "check": user_db_stamp.CHECK_VERSION - 1}),
                    encoding="utf-8")
    open_user_db(path).close()
    note.write_text("{not json", encoding="utf-8")
    open_user_db(path).close()
    assert cell_checks == [path, path]
    assert json.loads(note.read_text(encoding="utf-8")) == {
        **user_db_stamp.file_state(path), "damaged_parts": []}


def test_a_repaired_file_is_checked_at_the_next_start(tmp_path: Path,
                                                      cell_checks: list[Path]) -> None:
    path = tmp_path / "user.sqlite"
    _made(path)
    _damage_price(path)
    repaired = open_user_db(path)
    assert repaired.notices and not user_db_stamp.stamp_path(path).exists()
    repaired.close()
    again = open_user_db(path)
    assert again.notices == [] and len(again.list_parts()) == 5
    again.close()
    assert cell_checks == [path, path]
