"""The window and parts of one's own that cannot be read (issue 29, F5; the third reliability
round's gui_userdb_probe.py): no traceback at the start and no row that fails to draw; the
damaged parts are named in the start's notice; a part found unreadable only when first drawn
(bit rot that left the file's size and time) leaves the table and is said then."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from user_parts_samples import SAMPLES

from configurator.catalog import open_catalog
from configurator.catalog.stores.interface import put_parts
from configurator.catalog.stores.user.db import UserDb
from configurator.model.parts import GpuSpec


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, catalog, _session_data_dir) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    shutil.copy(_session_data_dir / "catalog.sqlite", folder / "catalog.sqlite")
    monkeypatch.setenv("CONFIGURATOR_DATA_DIR", str(folder))
    db = UserDb(folder / "user.sqlite")
    put_parts(db, [GpuSpec.model_validate(dict(SAMPLES["gpu"], id=f"my-card-{n}",
                                               name=f"My card {n}")) for n in (1, 2, 3)])
    db.close()
    return folder


def _window(qtbot, settings, autosave_dir):
    from configurator.ui.app import create_main_window

    catalog = open_catalog(defer_user_parts=True)  # as the window's start opens it
    window = create_main_window(catalog, settings, autosave_dir)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.show_catalog_notices()
    return window


def _drawn(window) -> list[str]:
    """Every cell of the catalog table drawn, as the view would (no exception may escape)."""
    model = window.catalog_panel.model
    return [model.data(model.index(row, column), Qt.ItemDataRole.DisplayRole) or ""
            for row in range(model.rowCount()) for column in range(model.columnCount())]


def test_a_start_with_unreadable_parts_names_them_and_draws_every_row(
        qtbot, data: Path, settings, autosave_dir, dialogs) -> None:
    with sqlite3.connect(data / "user.sqlite") as connection:
        connection.execute("UPDATE custom_part SET spec_json = json_set(spec_json, "
                           "'$.pcie_12v2x6_sense', 1) WHERE id = 'my-card-1'")
        connection.execute("UPDATE custom_part SET spec_json = '{\"kind\": \"gpu\", \"id\": ' "
                           "WHERE id = 'my-card-2'")
    window = _window(qtbot, settings, autosave_dir)
    ((_title, text),) = dialogs.asked("inform")
    assert "'my-card-1' (GPU) could not be read" in text
    assert "'my-card-2' (GPU) could not be read" in text and "parts list --damaged" in text
    panel = window.catalog_panel
    panel.search.setText("My card")
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1)
    assert any("My card 3" in cell for cell in _drawn(window))
    window.document.undo_stack.setClean()
    window.close()


def test_a_part_found_unreadable_when_drawn_leaves_the_table_and_is_said(
        qtbot, data: Path, settings, autosave_dir, dialogs,
        monkeypatch: pytest.MonkeyPatch) -> None:
    from configurator.catalog.stores.user import db as user_db

    with sqlite3.connect(data / "user.sqlite") as connection:
        connection.execute("UPDATE custom_part SET spec_json = replace(spec_json, "
                           "'\"tdp_w\"', '\"tdq_w\"') WHERE id = 'my-card-2'")
    monkeypatch.setattr(user_db, "is_checked", lambda path: True)  # size and time unchanged
    monkeypatch.setattr(user_db, "noted_damage", lambda path: [])
    window = _window(qtbot, settings, autosave_dir)
    assert dialogs.asked("inform") == []
    panel = window.catalog_panel
    panel.search.setText("My card")
    # The table reads the rows it shows (their figures, price and source): my-card-2 is
    # found unreadable as it is listed or drawn, and nothing raises.
    _drawn(window)
    qtbot.waitUntil(lambda: bool(dialogs.asked("inform")))
    ((_title, text),) = dialogs.asked("inform")
    assert "'my-card-2' (GPU) could not be read" in text
    qtbot.waitUntil(lambda: panel.model.rowCount() == 2)
    window.document.undo_stack.setClean()
    window.close()
