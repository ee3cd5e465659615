"""Issue 18, finding 3: a damaged user database never locks the user out. It is moved aside
(kept byte for byte), what can still be read is recovered into a fresh file, the app starts
and says what was kept and where the old file is; values read back meet the limits of entry;
a newer schema opens read-only. With a fuzz test of random damage (200 cases under
`--fuzz-long`)."""

from __future__ import annotations

import json
import os
import random
import sqlite3
from pathlib import Path

import pytest
from cli_runner import run_cli

from configurator.catalog.stores.interface import (
    StoreReadOnlyError,
    UserPrice,
    put_parts,
    set_prices,
)
from configurator.catalog.stores.user.db import USER_SCHEMA_VERSION, UserDb, open_user_db
from configurator.model import limits
from configurator.model.parts import GpuSpec

ROOT = Path(__file__).parents[2]
TEMPLATE = ROOT / "resources" / "templates" / "2-one-gpu.gwb.json"
LONG = bool(os.environ.get("CONFIGURATOR_FUZZ_LONG"))
FUZZ_CASES = 200 if LONG else 25


def card(number: int) -> GpuSpec:
    return GpuSpec(id=f"lab-card-{number}", name=f"Lab card {number} 名前", model="Lab",
                   fp32_gflops=1000 + number, memory_gb=8, tdp_w=200, length_mm=250)


def _make(path: Path, parts: int = 30, prices: int = 30) -> None:
    db = UserDb(path)
    put_parts(db, [card(i) for i in range(parts)])
    set_prices(db, [UserPrice(f"lab-card-{i}", 100.0 + i, "2026-01-15",
                              f"https://example.com/q/{i}") for i in range(prices)])
    db.close()


def _sql(path: Path, *statements: str) -> None:
    connection = sqlite3.connect(path)
    connection.execute("PRAGMA writable_schema = ON")
    for statement in statements:
        connection.execute(statement)
    connection.commit()
    connection.close()


def _moved(folder: Path) -> list[Path]:
    return sorted(p for p in folder.glob("user.sqlite.corrupt-*")
                  if not p.name.endswith(("-journal", "-wal", "-shm")))


def _opened_cleanly(path: Path) -> UserDb:
    """The store a start gets: it opens, reads without raising, prices within limits."""
    db = open_user_db(path)
    parts = db.list_parts()
    prices = db.list_prices()
    assert all(limits.PRICE_MIN <= p.price_usd <= limits.PRICE_MAX for p in prices.values())
    assert all(isinstance(part.name, str) for part in parts)
    return db


DAMAGE = {
    "price cell holding text": (
        "UPDATE price_override SET price_usd = 'call us' WHERE part_id = 'lab-card-3'",),
    "price of -5": ("UPDATE price_override SET price_usd = -5 WHERE part_id = 'lab-card-3'",),
    "price of 1e308": (
        "UPDATE price_override SET price_usd = 1e308 WHERE part_id = 'lab-card-3'",),
    "invalid UTF-8 in a part's spec": (
        "UPDATE custom_part SET spec_json = CAST(X'7b22c328' AS TEXT) WHERE id = 'lab-card-3'",),
    "invalid UTF-8 in a price date": (
        "UPDATE price_override SET price_date = CAST(X'32303236ff' AS TEXT) "
        "WHERE part_id = 'lab-card-3'",),
    "damaged schema text": (
        "UPDATE sqlite_master SET sql = 'CREATE TABLE price_override (part_id VAR#@!' "
        "WHERE name = 'price_override'",),
}


@pytest.mark.parametrize("case", list(DAMAGE))
def test_damage_is_moved_aside_and_what_can_be_read_is_kept(tmp_path: Path, case: str) -> None:
    path = tmp_path / "user.sqlite"
    _make(path)
    _sql(path, *DAMAGE[case])
    damaged = path.read_bytes()
    db = _opened_cleanly(path)
    (moved,) = _moved(tmp_path)
    assert moved.read_bytes() == damaged, "the damaged file is kept byte for byte"
    (notice,) = map(str, db.notices)
    assert str(moved) in notice and "kept, not deleted" in notice
    parts, prices = db.list_parts(), db.list_prices()
    # Everything but the damaged row came back (a mended schema loses nothing).
    lost_part = case == "invalid UTF-8 in a part's spec"
    lost_price = not lost_part and case != "damaged schema text"
    assert len(parts) == 30 - lost_part
    assert len(prices) == 30 - lost_price
    assert f"{len(parts)} custom part(s) and {len(prices)} price(s)" in notice
    db.close()
    again = open_user_db(path)
    assert again.notices == [] and len(again.list_parts()) == len(parts)
    again.close()


def test_a_newer_schema_opens_read_only_with_a_notice(tmp_path: Path) -> None:
    path = tmp_path / "user.sqlite"
    _make(path, parts=3, prices=3)
    _sql(path, f"UPDATE user_meta SET value = '{USER_SCHEMA_VERSION + 1}' "
               "WHERE key = 'schema_version'",
         "ALTER TABLE custom_part ADD COLUMN colour TEXT")
    before = path.read_bytes()
    db = open_user_db(path)
    assert db.read_only
    (notice,) = map(str, db.notices)
    assert "newer version" in notice and "read-only" in notice
    assert len(db.list_parts()) == 3 and len(db.list_prices()) == 3
    with pytest.raises(StoreReadOnlyError):
        put_parts(db, [card(99)])
    db.close()
    assert path.read_bytes() == before and not _moved(tmp_path)


def _cli(data_dir: Path, *args: str):
    return run_cli(*args, env={"CONFIGURATOR_DATA_DIR": str(data_dir)})


@pytest.mark.parametrize("price", ["-5", "1e308"])
def test_an_override_past_the_limits_never_reaches_a_figure(tmp_path: Path, price: str) -> None:
    data = tmp_path / "data"
    data.mkdir()
    gpu_id = json.loads(TEMPLATE.read_text())["gpus"][0]["part"]
    db = UserDb(data / "user.sqlite")
    set_prices(db, [UserPrice(gpu_id, 500.0)])
    db.close()
    _sql(data / "user.sqlite", f"UPDATE price_override SET price_usd = {price}")
    result = _cli(data, "validate", str(TEMPLATE), "--format", "json")
    assert result.returncode == 0, result.stderr
    assert "Infinity" not in result.stdout and "NaN" not in result.stdout
    report = json.loads(result.stdout)
    total = report["figures"]["totals"]["price_usd"]
    assert 0 < total < limits.PRICE_MAX
    assert "moved aside" in result.stderr  # the user is told, on stderr, in one note
    pdf = tmp_path / "bom.pdf"
    assert _cli(data, "bom", str(TEMPLATE), "-o", str(pdf)).returncode == 0
    from configurator.catalog.stores.user.db import open_user_db as reopen

    assert gpu_id not in reopen(data / "user.sqlite").list_prices()


def _damage_randomly(data: bytearray, chance: random.Random) -> None:
    mode = chance.choice(["bytes", "run", "header", "truncate", "page"])
    if mode == "bytes":
        for _ in range(chance.randint(1, 40)):
            data[chance.randrange(len(data))] = chance.randrange(256)
    elif mode == "run":
        start = chance.randrange(len(data))
        data[start:start + chance.randint(8, 512)] = bytes(
            chance.randrange(256) for _ in range(chance.randint(8, 512)))
    elif mode == "header":
        data[chance.randrange(100)] = chance.randrange(256)
    elif mode == "truncate":
        del data[chance.randrange(len(data)):]
    else:
        page = 4096
        number = chance.randrange(max(1, len(data) // page))
        data[number * page:(number + 1) * page] = bytes(
            chance.randrange(256) for _ in range(page))


def test_random_damage_never_locks_the_user_out_and_loses_nothing(tmp_path: Path) -> None:
    chance = random.Random(18)
    template = tmp_path / "template.sqlite"
    _make(template, parts=60, prices=40)
    sound = template.read_bytes()
    moved_cases = recovered_rows = 0
    for case in range(FUZZ_CASES):
        folder = tmp_path / f"case-{case}"
        folder.mkdir()
        path = folder / "user.sqlite"
        damaged = bytearray(sound)
        _damage_randomly(damaged, chance)
        path.write_bytes(bytes(damaged))
        db = _opened_cleanly(path)  # never raises, whatever the damage
        moved = _moved(folder)
        if moved:
            moved_cases += 1
            assert moved[0].read_bytes() == bytes(damaged), f"case {case}: not kept as it was"
            assert any(str(moved[0]) in str(n) for n in db.notices), f"case {case}: not told"
            recovered_rows += len(db.list_parts()) + len(db.list_prices())
        else:
            # Not found damaged: every part reads, or the one that does not is named.
            unreadable = [n for n in db.notices if "could not be read" in str(n)]
            assert len(db.list_parts()) + len(unreadable) >= 60 or db.path is None, case
        db.close()
        assert path.exists() or moved, f"case {case}: the user's file is gone"
        again = open_user_db(path)
        if moved:
            assert not [n for n in again.notices if "moved aside" in str(n)], f"case {case}"
        again.close()
    print(f"[robustness] user database: {FUZZ_CASES} random damages, {moved_cases} moved "
          f"aside and repaired, {recovered_rows} rows recovered, 0 escapes, 0 files lost")
