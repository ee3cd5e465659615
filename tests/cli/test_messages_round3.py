"""Message faults of the third reliability round (issue 29, F13; its minor-messages.sh and
slow-and-size.sh): each refusal one line in the app's words, with the right figure."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

import pytest
from user_parts_samples import SAMPLES

from configurator.cli import main

ROOT = Path(__file__).parents[2]
TEMPLATE = ROOT / "resources" / "templates" / "2-one-gpu.gwb.json"


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, catalog, _session_data_dir) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copy(_session_data_dir / "catalog.sqlite", folder / "catalog.sqlite")
    monkeypatch.setenv("CONFIGURATOR_DATA_DIR", str(folder))
    return folder


def _one_line(capsys) -> str:
    _, err = capsys.readouterr()
    (line,) = err.strip().splitlines()
    return line


def test_an_oversized_build_file_is_refused_with_its_own_size(data, tmp_path, capsys):
    big = tmp_path / "52mb.gwb"
    with big.open("wb") as handle:
        handle.write(TEMPLATE.read_bytes())
        handle.truncate(52 * 1000 * 1000)
    assert main(["validate", str(big)]) == 2
    assert "the file is 52.0 MB; build files are at most 5 MB" in _one_line(capsys)


def test_two_byte_order_marks_are_named_in_the_apps_words(data, tmp_path, capsys):
    doubled = tmp_path / "bom2.gwb"
    doubled.write_bytes(b"\xef\xbb\xbf\xef\xbb\xbf" + TEMPLATE.read_bytes())
    assert main(["validate", str(doubled)]) == 2
    line = _one_line(capsys)
    assert "two byte-order marks" in line and "utf-8-sig" not in line


@pytest.mark.parametrize("length", [229, 240, 251, 255])
def test_exports_take_every_name_the_system_allows(data, tmp_path, capsys, length):
    pdf = tmp_path / ("n" * (length - 4) + ".pdf")
    assert main(["bom", str(TEMPLATE), "-o", str(pdf)]) == 0, capsys.readouterr().err
    assert pdf.read_bytes().startswith(b"%PDF")
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []


def test_a_long_named_build_keeps_its_backup(tmp_path):
    from configurator.model.safe_files import backup_path, write_bytes_atomic

    target = tmp_path / ("b" * 251 + ".gwb")
    write_bytes_atomic(target, b"first")
    write_bytes_atomic(target, b"second", keep_backup=True)
    assert target.read_bytes() == b"second"
    assert backup_path(target).read_bytes() == b"first"
    assert len(backup_path(target).name.encode()) <= 255


def test_a_giant_csv_cell_is_named_as_such(data, tmp_path, capsys):
    cells = tmp_path / "bigcell.csv"
    cells.write_text("id,name\nx-1," + "n" * 140_000 + "\n")
    assert main(["parts", "add", str(cells), "--kind", "gpu"]) == 2
    line = _one_line(capsys)
    assert "bigcell.csv line 2: a cell of more than 131,072 characters" in line
    assert "quoting is broken" not in line


def test_utf16_without_a_byte_order_mark_is_called_utf16(data, tmp_path, capsys):
    part = tmp_path / "u16.json"
    part.write_bytes(json.dumps(SAMPLES["gpu"]).encode("utf-16-le"))
    assert main(["parts", "add", str(part)]) == 2
    assert "this looks like UTF-16; save it as UTF-8" in _one_line(capsys)


def test_a_disk_error_is_said_in_sqlites_words_not_sqlalchemys(data, monkeypatch, capsys):
    from sqlalchemy.exc import OperationalError

    from configurator.catalog.stores.user import db as user_db

    def full(self, change):
        raise user_db._sqlite_error(OperationalError(
            "INSERT ...", {}, sqlite3.OperationalError("database or disk is full")))

    monkeypatch.setattr(user_db.UserDb, "_write", full)
    assert main(["price", "set", "l40s", "5"]) == 2
    line = _one_line(capsys)
    assert line.endswith("cannot write: database or disk is full"), line
    assert "sqlite3.OperationalError" not in line
