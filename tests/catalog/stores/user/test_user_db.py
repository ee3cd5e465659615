"""The user database: a damaged file is moved aside (never deleted) and a fresh one started."""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
from pathlib import Path

import pytest

from configurator.catalog import open_catalog
from configurator.catalog.stores.interface import UserPrice, clear_prices, put_parts, set_prices
from configurator.catalog.stores.user.db import UserDb, move_aside, open_user_db
from configurator.model.parts import GpuSpec

GARBAGE = b"SQLite format 2\x00 but not really; a half-synced file from a cloud folder\n" * 50


def my_card(card_id: str = "my-card") -> GpuSpec:
    return GpuSpec(id=card_id, name="My card", model="GeForce RTX 2080 Ti", fp32_gflops=14000,
                   memory_gb=11, tdp_w=250, length_mm=300)


def _corrupt_copies(folder: Path) -> list[Path]:
    return sorted(folder.glob("user.sqlite.corrupt-*"))


def test_a_garbage_user_db_is_moved_aside_with_a_notice(mini_db: Path, data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    (data_dir / "user.sqlite").write_bytes(GARBAGE)
    catalog = open_catalog(mini_db)
    (moved,) = _corrupt_copies(data_dir)
    assert moved.read_bytes() == GARBAGE  # kept, byte for byte
    assert len(moved.name) == len("user.sqlite.corrupt-20260101-120000")
    (notice,) = map(str, catalog.notices)
    assert str(moved) in notice
    # Custom parts work afterwards and are kept in the fresh database.
    catalog.add_custom_part(my_card())
    catalog.set_price("tesla-t4", 1900)
    catalog.close()
    reopened = open_catalog(mini_db)
    assert reopened.notices == []
    assert reopened.is_custom("my-card")
    assert reopened.get("tesla-t4").price_usd == 1900
    reopened.close()


def test_a_user_db_with_an_unreadable_schema_is_moved_aside(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    path = data_dir / "user.sqlite"
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE custom_part (id TEXT PRIMARY KEY, colour TEXT)")
    connection.commit()
    connection.close()
    db = UserDb(path)
    assert len(_corrupt_copies(data_dir)) == 1
    assert "moved aside" in str(db.notices[0])
    put_parts(db, [my_card()])
    assert [part.id for part in db.list_parts()] == ["my-card"]
    db.close()


def test_a_leftover_journal_moves_with_its_database(tmp_path: Path) -> None:
    path = tmp_path / "user.sqlite"
    path.write_bytes(GARBAGE)
    (tmp_path / "user.sqlite-journal").write_bytes(b"journal")
    moved = move_aside(path, now=dt.datetime(2026, 11, 30, 9, 41, 5))
    assert moved.name == "user.sqlite.corrupt-20261130-094105"
    assert (tmp_path / "user.sqlite.corrupt-20261130-094105-journal").read_bytes() == b"journal"
    assert not path.exists() and not (tmp_path / "user.sqlite-journal").exists()


def test_two_corrupt_files_in_one_second_both_kept(tmp_path: Path) -> None:
    now = dt.datetime(2026, 11, 30, 9, 41, 5)
    path = tmp_path / "user.sqlite"
    path.write_bytes(b"first")
    first = move_aside(path, now)
    path.write_bytes(b"second")
    second = move_aside(path, now)
    assert first != second
    assert (first.read_bytes(), second.read_bytes()) == (b"first", b"second")


def test_a_custom_part_this_version_cannot_read_is_kept_and_named(data_dir: Path) -> None:
    db = UserDb(data_dir / "user.sqlite")
    put_parts(db, [my_card()])
    db.close()
    connection = sqlite3.connect(data_dir / "user.sqlite")
    unreadable = json.dumps({"kind": "gpu", "id": "my-card"})
    connection.execute("UPDATE custom_part SET spec_json = ?", (unreadable,))
    connection.commit()
    connection.close()
    db = UserDb(data_dir / "user.sqlite")
    assert db.list_parts() == []
    assert str(db.notices[0]) == ("Custom part 'my-card' (GPU) could not be read and is not "
                                  "shown: name: required key is missing")
    assert _corrupt_copies(data_dir) == []  # one bad row is not a corrupt database
    db.close()


def test_an_unusable_folder_falls_back_to_memory(tmp_path: Path) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the folder should be")
    db = open_user_db(blocker / "user.sqlite")
    assert db.path is None
    assert "will be lost" in str(db.notices[0])
    put_parts(db, [my_card()])
    assert [part.id for part in db.list_parts()] == ["my-card"]
    db.close()


def test_prices_round_trip(store_backend) -> None:
    db = store_backend.open()
    set_prices(db, [UserPrice("tesla-t4", 1800.5, "2026-11")])
    set_prices(db, [UserPrice("tesla-t4", 1700, None, "https://example.com/q")])
    assert db.list_prices() == {"tesla-t4": UserPrice("tesla-t4", 1700, None, "https://example.com/q")}
    clear_prices(db, ["tesla-t4"])
    assert db.list_prices() == {}
    db.close()


def test_an_absent_file_is_simply_a_new_database(data_dir: Path) -> None:
    data_dir.mkdir(parents=True)
    db = UserDb(data_dir / "user.sqlite")
    assert db.notices == [] and _corrupt_copies(data_dir) == []
    db.close()


def test_an_emptied_file_is_kept_and_the_new_start_said(data_dir: Path) -> None:
    """A user.sqlite of 0 bytes (a crash, a sync tool, a full disk emptied it) was the user's
    parts: the fresh start is said, never silent (issue 29, F12), and the empty file kept."""
    data_dir.mkdir(parents=True)
    path = data_dir / "user.sqlite"
    path.write_bytes(b"")
    db = UserDb(path)
    (notice,) = map(str, db.notices)
    (moved,) = _corrupt_copies(data_dir)
    assert "was empty (0 bytes)" in notice and str(moved) in notice
    assert moved.read_bytes() == b""
    put_parts(db, [my_card()])
    assert [part.id for part in db.list_parts()] == ["my-card"]
    db.close()


def test_a_user_db_that_cannot_be_created_falls_back_to_memory(data_dir: Path) -> None:
    """SQLite cannot make the file (here: a link into a folder that does not exist; in life a
    read-only folder or a full disk): one notice, no traceback, and the app works on."""
    data_dir.mkdir(parents=True)
    (data_dir / "user.sqlite").symlink_to(data_dir / "no-such-folder" / "user.sqlite")
    db = open_user_db(data_dir / "user.sqlite")
    assert db.path is None
    (notice,) = map(str, db.notices)
    assert "cannot be opened" in notice and "will be lost" in notice
    put_parts(db, [my_card()])
    assert [part.id for part in db.list_parts()] == ["my-card"]
    db.close()
    assert [part.id for part in db.list_parts()] == ["my-card"]  # memory outlives close()


def test_a_locked_user_db_is_left_alone(data_dir: Path, monkeypatch) -> None:
    """Another instance in the middle of a write is not damage: the file is not moved aside
    (its custom parts would seem lost); this session works in memory and says so."""
    from configurator.catalog.stores.user import sqlite as user_sqlite

    path = data_dir / "user.sqlite"
    db = UserDb(path)
    put_parts(db, [my_card()])
    db.close()
    before = path.read_bytes()
    monkeypatch.setattr(user_sqlite, "BUSY_TIMEOUT_S", 0.1)
    writer = sqlite3.connect(path)
    writer.execute("BEGIN EXCLUSIVE")
    try:
        locked = open_user_db(path)
    finally:
        writer.rollback()
        writer.close()
    assert locked.path is None and "will be lost" in str(locked.notices[0])
    assert _corrupt_copies(data_dir) == [] and path.read_bytes() == before
    reopened = UserDb(path)
    assert [part.id for part in reopened.list_parts()] == ["my-card"]
    reopened.close()


@pytest.mark.process
def test_a_journal_left_by_a_crash_is_rolled_back_not_taken_for_damage(data_dir: Path) -> None:
    path = data_dir / "user.sqlite"
    db = UserDb(path)
    put_parts(db, [my_card()])
    db.close()
    # A write that died half-way leaves its hot journal beside the file.
    script = (
        "import os, sqlite3, sys\n"
        "c = sqlite3.connect(sys.argv[1], isolation_level=None)\n"
        "c.execute('PRAGMA cache_size=1')\n"
        "c.execute('BEGIN')\n"
        "c.execute(\"UPDATE custom_part SET spec_json = '\" + 'x' * 200000 + \"'\")\n"
        "os._exit(1)\n")
    import subprocess
    import sys

    subprocess.run([sys.executable, "-c", script, str(path)], check=False)
    reopened = UserDb(path)
    assert _corrupt_copies(data_dir) == [] and reopened.notices == []
    assert [part.id for part in reopened.list_parts()] == ["my-card"]
    reopened.close()


@pytest.mark.process
def test_instances_starting_together_on_a_new_file_all_open_it(tmp_path: Path) -> None:
    import subprocess
    import sys

    script = ("import sys\nfrom configurator.catalog.stores.user.db import open_user_db\n"
              "db = open_user_db(sys.argv[1])\n"
              "print(db.path is not None, len(db.notices))\n")
    for attempt in range(4):
        path = tmp_path / f"user-{attempt}.sqlite"
        runs = [subprocess.Popen([sys.executable, "-c", script, str(path)],
                                 stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
                for _ in range(4)]
        for run in runs:
            out, err = run.communicate(timeout=120)
            assert run.returncode == 0, err
            assert out.split() == ["True", "0"], (out, err)


def test_a_notice_of_a_whole_part_has_no_top_level_place(data_dir: Path) -> None:
    db = UserDb(data_dir / "user.sqlite")
    put_parts(db, [my_card()])
    db.close()
    # A board whose two slots share an id: its own validator refuses the whole part.
    board = {"kind": "motherboard", "id": "my-card", "name": "B", "socket": "LGA2066",
             "form_factor": "ATX", "dimm_slots": 4,
             "pcie_slots": [{"id": "S1", "position": 1}, {"id": "S1", "position": 3}]}
    connection = sqlite3.connect(data_dir / "user.sqlite")
    connection.execute("UPDATE custom_part SET spec_json = ?, kind = 'motherboard'",
                       (json.dumps(board),))
    connection.commit()
    connection.close()
    db = UserDb(data_dir / "user.sqlite")
    assert db.list_parts() == []
    (notice,) = map(str, db.notices)
    assert notice == ("Custom part 'my-card' (motherboard) could not be read and is not shown: "
                      "slot ids must be unique on a board; repeated: S1")
    db.close()
