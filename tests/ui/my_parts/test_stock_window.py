"""The lab's stock in the window's catalog (DESIGN.md section 8 rev. 3, issue 27): a Stock
column (empty when none on the shelf, sortable), Set stock… from a double-click on it or the
context menu, saved at once to the store in use (`configurator stock list` has it), 0 clears
it, and the BOM groups the part under "From stock" once Complete Build takes it."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from configurator.catalog import open_catalog
from configurator.cli import main
from configurator.ui.app import create_main_window
from configurator.ui.my_parts.stock_dialog import SetStockDialog


@pytest.fixture
def folder(tmp_path: Path, catalog, _session_data_dir, monkeypatch) -> Path:
    data = tmp_path / "data"
    data.mkdir()
    shutil.copy(_session_data_dir / "catalog.sqlite", data / "catalog.sqlite")
    monkeypatch.setenv("CONFIGURATOR_DATA_DIR", str(data))  # `configurator stock list`
    return data


@pytest.fixture
def win(qtbot, folder, settings, autosave_dir):
    catalog = open_catalog(data_dir=folder)
    window = create_main_window(catalog, settings, autosave_dir, autosave_delay_ms=20)
    qtbot.addWidget(window)
    window.show()
    yield window
    window.document.undo_stack.setClean()
    catalog.close()


def _stock_column(model) -> int:
    (column,) = [c for c in range(model.columnCount()) if model.is_stock_column(c)]
    return column


def _answer(qty: int):
    def exec_(dialog: SetStockDialog) -> int:
        assert not dialog.read_only_note.isVisibleTo(dialog) and dialog.qty.isEnabled()
        dialog.qty.setValue(qty)
        dialog.save()
        return 1
    return exec_


def _stock_list(capsys) -> dict[str, int]:
    capsys.readouterr()
    assert main(["stock", "list", "--format", "json"]) == 0
    return {row["part"]: row["qty"] for row in json.loads(capsys.readouterr().out)}


def test_stock_set_in_the_table_is_saved_at_once_and_shown(win, monkeypatch, capsys):
    panel = win.catalog_panel
    panel.set_kind("gpu")
    model = panel.model
    column = _stock_column(model)
    assert model.headerData(column, Qt.Orientation.Horizontal) == "Stock"
    assert column == 2  # beside the price, in view in a narrow panel
    assert panel.select_part("tesla-t4")
    assert model.data(model.index(model.row_of("tesla-t4"), column)) == ""
    monkeypatch.setattr(SetStockDialog, "exec", _answer(1200))
    panel.table.activated.emit(model.index(model.row_of("tesla-t4"), column))  # double-click
    assert model.data(model.index(model.row_of("tesla-t4"), column)) == "1,200"
    assert "1200 on your shelf" in model.data(model.index(model.row_of("tesla-t4"), column),
                                              Qt.ItemDataRole.ToolTipRole)
    assert _stock_list(capsys) == {"tesla-t4": 1200}
    assert win.statusBar().currentMessage().endswith(": 1200 on the shelf.")
    # The context menu's Set stock…, on another part; then a sort by stock puts both first.
    assert panel.select_part("l4")
    (action,) = [a for a in panel.context_menu().actions() if a.text() == "Set stock…"]
    assert action.isEnabled()
    monkeypatch.setattr(SetStockDialog, "exec", _answer(3))
    action.trigger()
    assert _stock_list(capsys) == {"tesla-t4": 1200, "l4": 3}
    model.sort(_stock_column(model), Qt.SortOrder.DescendingOrder)
    assert [model.part_at(r).id for r in range(2)] == ["tesla-t4", "l4"]
    assert model.data(model.index(2, _stock_column(model))) == ""
    # 0 is "none on the shelf": the row is cleared.
    assert panel.select_part("l4")
    monkeypatch.setattr(SetStockDialog, "exec", _answer(0))
    assert win.my_parts.set_stock_of(win.catalog.get("l4")) == 0
    assert _stock_list(capsys) == {"tesla-t4": 1200}
    assert model.data(model.index(model.row_of("l4"), _stock_column(model))) == ""


def test_cancel_writes_nothing(win, monkeypatch, capsys):
    def cancel(dialog: SetStockDialog) -> int:
        dialog.qty.setValue(5)
        dialog.reject()
        return 0

    monkeypatch.setattr(SetStockDialog, "exec", cancel)
    assert win.my_parts.set_stock_of(win.catalog.get("tesla-t4")) is None
    assert _stock_list(capsys) == {}


def test_every_kind_shows_the_stock_column_on_the_all_tab(win):
    panel = win.catalog_panel
    panel.set_kind(None)
    titles = [panel.model.headerData(c, Qt.Orientation.Horizontal)
              for c in range(panel.model.columnCount())]
    assert titles[:5] == ["Name", "Price (USD)", "Kind", "Stock", "Source"]
