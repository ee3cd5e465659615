"""A change is reported only once it is kept (issue 29, F7; the third reliability round's
userdb-readonly-claims-saved.sh): where the user database cannot be opened for writing, the
session falls back to memory, and a command, for which memory is lost at once, exits 2 with
the reason in one line instead of saying "added" or "your price is set"."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest
from user_parts_samples import SAMPLES

from configurator.cli import main


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, catalog, _session_data_dir) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copy(_session_data_dir / "catalog.sqlite", folder / "catalog.sqlite")
    monkeypatch.setenv("CONFIGURATOR_DATA_DIR", str(folder))
    return folder


def _unwritable(kind: str, folder: Path) -> None:
    db = folder / "user.sqlite"
    if kind == "folder":
        db.mkdir()
    elif kind == "fifo":
        os.mkfifo(db)
    elif kind == "link into no folder":  # as a read-only folder: the file cannot be made
        db.symlink_to(folder / "no-such-folder" / "user.sqlite")


@pytest.mark.parametrize("kind", ["folder", "fifo", "link into no folder"])
@pytest.mark.parametrize("command", ["parts add", "price set", "price clear", "parts remove"])
def test_a_change_that_cannot_be_kept_exits_2_in_one_line(
        data: Path, tmp_path: Path, capsys: pytest.CaptureFixture, kind: str,
        command: str) -> None:
    _unwritable(kind, data)
    part = tmp_path / "part.json"
    part.write_text(json.dumps(dict(SAMPLES["gpu"], id="kept-card", name="Kept?")))
    args = {"parts add": ["parts", "add", str(part)], "price set": ["price", "set", "l40s", "9"],
            "price clear": ["price", "clear", "l40s"],
            "parts remove": ["parts", "remove", "kept-card"]}[command]
    code = main(args)
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    (line,) = err.strip().splitlines()
    assert "cannot be opened" in line and "cannot write, nothing was changed" in line, line


def test_reading_commands_still_run_with_a_note(data: Path, capsys) -> None:
    _unwritable("folder", data)
    assert main(["catalog", "--search", "L40S"]) == 0
    out, err = capsys.readouterr()
    assert "L40S" in out and "this is a folder, not a file" in err


def test_a_write_is_read_back_before_it_is_reported(data: Path, monkeypatch, capsys) -> None:
    """A file system that takes a commit and keeps nothing is found by reading it back."""
    from configurator.catalog.stores.user import db as user_db

    monkeypatch.setattr(user_db.UserDb, "held_ids", lambda self, ids: set())
    tmp = data / "part.json"
    tmp.write_text(json.dumps(dict(SAMPLES["gpu"], id="lost-card", name="Lost")))
    assert main(["parts", "add", str(tmp)]) == 2
    _, err = capsys.readouterr()
    assert "was not found in" in err and "when read back" in err
