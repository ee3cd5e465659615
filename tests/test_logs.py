"""The log (configurator.logs): a rotating file in the data folder, no password in it
whatever logged it, and never a reason for the program to stop."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from configurator import logs


@pytest.fixture(autouse=True)
def _log_set_up_again():
    yield
    logs.setup_logging(None)  # back to the session's data folder for the tests after


def test_records_go_to_the_file_in_the_data_folder(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("CONFIGURATOR_DATA_DIR", str(tmp_path / "data"))
    path = logs.setup_logging()
    assert path == tmp_path / "data" / "configurator.log" == logs.log_path()
    logs.log_start("window")
    logging.getLogger("configurator.ui.window.files").info("opened %s", "lab.gwb")
    logging.getLogger("configurator.catalog").debug("not at INFO")
    text = path.read_text(encoding="utf-8")
    assert "configurator 0.1.0: window" in text and "opened lab.gwb" in text
    assert "not at INFO" not in text


def test_no_password_reaches_the_log(tmp_path: Path) -> None:
    path = logs.setup_logging(tmp_path / "x.log", verbose=True)
    log = logging.getLogger("configurator.catalog.stores.team")
    log.info("connecting to %s", "postgresql://alice:s3cret@db.lab:5432/parts")
    log.warning("libpq said: host=db.lab password='hunter 2' dbname=parts")
    try:
        raise OSError("could not connect to postgresql://bob:letmein@db.lab/parts")
    except OSError:
        log.exception("failed")
    text = path.read_text(encoding="utf-8")
    assert "s3cret" not in text and "hunter 2" not in text and "letmein" not in text
    assert "postgresql://alice:***@db.lab:5432/parts" in text and "password=***" in text
    assert "Traceback" in text


def test_a_big_log_is_rotated(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setattr(logs, "MAX_BYTES", 2000)
    path = logs.setup_logging(tmp_path / "r.log")
    for index in range(100):
        logging.getLogger("configurator").info("record %d %s", index, "x" * 40)
    assert path.stat().st_size <= 2000 and (tmp_path / "r.log.1").exists()
    assert not (tmp_path / f"r.log.{logs.BACKUP_COUNT + 1}").exists()


def test_a_folder_that_cannot_be_written_leaves_no_log_and_no_error(tmp_path: Path) -> None:
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    assert logs.setup_logging(blocker / "sub" / "x.log") is None
    assert logs.log_path() is None
    logging.getLogger("configurator").error("goes nowhere, says nothing")
