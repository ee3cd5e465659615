"""Rows of the user database that fail the checks of entry (issue 29, F5 and F12): kept in the
file, never used, never hidden. The third reliability round's userdb-unreadable-part.sh and
userdb-silent-cases.sh are these tests: a part with a field from a newer version and one whose
spec bit rot cut short are named at once, listed by `parts list --damaged`, saved as they are
stored by `parts export --damaged`, left out of a backup with a word, and removable; a price
of a part that no longer exists likewise; a foreign SQLite file or a dropped table is never
the ground of a silent fresh start; a repair counts the rows it lost right."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest
from user_parts_samples import SAMPLES

from configurator.catalog import open_catalog
from configurator.cli import main
from configurator.model.parts import PART_TYPES

GPU = SAMPLES["gpu"]


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, catalog, _session_data_dir) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copy(_session_data_dir / "catalog.sqlite", folder / "catalog.sqlite")
    monkeypatch.setenv("CONFIGURATOR_DATA_DIR", str(folder))
    return folder


def run(capsys: pytest.CaptureFixture, *args: str) -> tuple[int, str, str]:
    code = main(list(args))
    out, err = capsys.readouterr()
    return code, out, err


def _three(data: Path, tmp_path: Path, capsys) -> Path:
    """Three parts of one's own; then one gets a field of a newer version, one a spec that
    bit rot cut short (userdb-unreadable-part.sh)."""
    parts = [dict(GPU, id=f"my-card-{n}", name=f"My card {n}") for n in (1, 2, 3)]
    source = tmp_path / "three.json"
    source.write_text(json.dumps(parts))
    assert run(capsys, "parts", "add", str(source))[0] == 0
    db = data / "user.sqlite"
    with sqlite3.connect(db) as connection:
        connection.execute("UPDATE custom_part SET spec_json = json_set(spec_json, "
                           "'$.pcie_12v2x6_sense', 1) WHERE id = 'my-card-1'")
        connection.execute("UPDATE custom_part SET spec_json = '{\"kind\": \"gpu\", \"id\": ' "
                           "WHERE id = 'my-card-2'")
    return db


def test_an_unreadable_part_is_named_at_once_and_listed(data, tmp_path, capsys) -> None:
    _three(data, tmp_path, capsys)
    code, out, err = run(capsys, "catalog", "--search", "My card")
    assert code == 0
    assert "my-card-3" in out and "my-card-1" not in out and "my-card-2" not in out
    assert "'my-card-1' (GPU) could not be read and is not shown: pcie_12v2x6_sense" in err
    assert "'my-card-2' (GPU) could not be read" in err
    assert "parts list --damaged" in err
    code, out, _ = run(capsys, "parts", "list", "--damaged", "--format", "json")
    assert code == 0
    listed = json.loads(out)
    assert [(row["table"], row["id"], row["kind"]) for row in listed] == [
        ("part", "my-card-1", "gpu"), ("part", "my-card-2", "gpu")]
    assert "pcie_12v2x6_sense" in listed[0]["reason"]


def test_a_backup_says_what_it_left_out_and_the_damaged_rows_export_as_stored(
        data, tmp_path, capsys) -> None:
    db = _three(data, tmp_path, capsys)
    backup = tmp_path / "backup.json"
    code, out, err = run(capsys, "parts", "export", str(backup))
    assert code == 0 and "wrote 1 part(s)" in out
    assert "2 of your parts cannot be read and are not in" in err
    assert "my-card-1, my-card-2" in err
    raw = tmp_path / "damaged.json"
    code, out, _ = run(capsys, "parts", "export", "--damaged", str(raw))
    assert code == 0 and "wrote 2 damaged row(s)" in out
    rows = json.loads(raw.read_text(encoding="utf-8"))
    with sqlite3.connect(db) as connection:
        stored = dict(connection.execute("SELECT id, spec_json FROM custom_part"))
    assert {row["id"]: row["stored"] for row in rows} == {
        "my-card-1": stored["my-card-1"], "my-card-2": stored["my-card-2"]}


def test_a_damaged_part_can_be_removed_or_replaced(data, tmp_path, capsys) -> None:
    db = _three(data, tmp_path, capsys)
    code, out, _ = run(capsys, "parts", "remove", "my-card-2")
    assert code == 0 and "removed 1 part(s)" in out
    mended = tmp_path / "mended.json"
    mended.write_text(json.dumps(dict(GPU, id="my-card-1", name="Mended")))
    code, _, err = run(capsys, "parts", "add", str(mended))
    assert code == 2 and "--replace" in err  # a stored id, damaged or not (F9)
    assert run(capsys, "parts", "add", str(mended), "--replace")[0] == 0
    with sqlite3.connect(db) as connection:
        assert sorted(connection.execute("SELECT id, name FROM custom_part")) == [
            ("my-card-1", "Mended"), ("my-card-3", "My card 3")]
    code, out, err = run(capsys, "parts", "list", "--damaged")
    assert code == 0 and "No damaged parts or prices." in out and "could not" not in err


def test_a_price_of_no_part_is_listed_and_cleared(data, tmp_path, capsys) -> None:
    part = tmp_path / "one.json"
    part.write_text(json.dumps(dict(GPU, id="gone-card", name="Gone")))
    assert run(capsys, "parts", "add", str(part))[0] == 0
    assert run(capsys, "price", "set", "gone-card", "500")[0] == 0
    with sqlite3.connect(data / "user.sqlite") as connection:  # another program removed it
        connection.execute("DELETE FROM custom_part")
    code, _, err = run(capsys, "catalog", "--kind", "gpu")
    assert code == 0 and "Your price for 'gone-card' names no part" in err
    code, out, _ = run(capsys, "parts", "list", "--damaged")
    assert "gone-card\tprice" in out
    code, out, err = run(capsys, "price", "clear", "gone-card")
    assert code == 0, err
    with sqlite3.connect(data / "user.sqlite") as connection:
        assert connection.execute("SELECT count(*) FROM price_override").fetchone() == (0,)


def test_a_foreign_database_or_a_dropped_table_is_never_a_silent_fresh_start(
        data, tmp_path, capsys) -> None:
    shutil.copy(data / "catalog.sqlite", data / "user.sqlite")  # another SQLite file
    code, _, err = run(capsys, "catalog", "--kind", "gpu")
    assert code == 0
    assert "lacks the table(s)" in err and "moved aside" in err
    assert len(list(data.glob("user.sqlite.corrupt-*"))) == 1
    assert run(capsys, "price", "set", "l40s", "5")[0] == 0
    with sqlite3.connect(data / "user.sqlite") as connection:
        connection.execute("DROP TABLE price_override")
    code, _, err = run(capsys, "catalog", "--kind", "gpu")
    assert "lacks the table(s) price_override" in err and "moved aside" in err


def test_a_repair_counts_the_rows_it_lost(data, capsys) -> None:
    assert run(capsys, "price", "set", "l40s", "5")[0] == 0
    with sqlite3.connect(data / "user.sqlite") as connection:
        connection.execute("INSERT INTO price_override VALUES ('rtx-a6000', 'abc', NULL, NULL)")
    _, _, err = run(capsys, "catalog", "--kind", "gpu")
    assert "0 custom part(s) and 1 price(s); 1 damaged row(s)" in err


def test_a_part_found_unreadable_after_the_start_is_said_after_the_output(
        data, tmp_path, capsys, monkeypatch) -> None:
    """Bit rot that kept the file's size and time (the start's check is skipped for an
    unchanged file): the part is found when first decoded, and said then."""
    from configurator.catalog.stores.user import db as user_db

    part = tmp_path / "one.json"
    part.write_text(json.dumps(dict(GPU, id="rotten-card", name="Rotten")))
    assert run(capsys, "parts", "add", str(part))[0] == 0
    with sqlite3.connect(data / "user.sqlite") as connection:
        connection.execute("UPDATE custom_part SET spec_json = replace(spec_json, "
                           "'\"tdp_w\"', '\"tdq_w\"')")
    monkeypatch.setattr(user_db, "is_checked", lambda path: True)  # as if unchanged
    code, out, err = run(capsys, "parts", "export", str(tmp_path / "backup.json"))
    assert code == 0 and "wrote 0 part(s)" in out
    assert "'rotten-card' (GPU) could not be read" in err and "not in" in err


def test_every_shipped_kind_reads_back_as_stored(data, tmp_path, capsys) -> None:
    """The read-back check takes what the checks of entry took: no sound part is damaged."""
    source = tmp_path / "all.json"
    source.write_text(json.dumps(list(SAMPLES.values())))
    assert run(capsys, "parts", "add", str(source))[0] == 0
    (data / "user.sqlite.checked").unlink()  # read every part through at the next start
    with open_catalog() as catalog:
        assert catalog.damaged_rows(full=True) == []
        assert len(list(catalog.user_parts())) == len(PART_TYPES)


def test_text_that_rotted_past_the_start_check_is_a_damaged_row(data, tmp_path, capsys) -> None:
    """The user-database damage run's trial 93 (tests/robustness/harness/userdb_damage.py,
    byte rot keeping the file's size and time): the start trusts its note that the file was
    checked, and a spec whose bytes are no longer UTF-8 is read when it is listed. It is a
    damaged row with the others, never a traceback."""
    from configurator.catalog.stores.user.stamp import mark_checked

    parts = [dict(GPU, id=f"my-card-{n}", name=f"My card {n}") for n in (1, 2)]
    source = tmp_path / "two.json"
    source.write_text(json.dumps(parts))
    assert run(capsys, "parts", "add", str(source))[0] == 0
    db = data / "user.sqlite"
    with sqlite3.connect(db) as connection:
        connection.execute("UPDATE custom_part SET spec_json = CAST(x'7b22ff22' AS TEXT) "
                           "WHERE id = 'my-card-1'")
    mark_checked(db)  # as if it had rotted after the last start's check
    code, out, err = run(capsys, "catalog", "--format", "json")
    assert code == 0, err
    mine = [part["id"] for part in json.loads(out) if part.get("origin") == "user"]
    assert mine == ["my-card-2"]
    assert "'my-card-1' (GPU) could not be read and is not shown" in err
    code, out, _ = run(capsys, "parts", "list", "--damaged", "--format", "json")
    assert code == 0 and [row["id"] for row in json.loads(out)] == ["my-card-1"]
