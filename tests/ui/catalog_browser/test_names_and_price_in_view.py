"""Issue 30 item 11, the catalog: the price in view on every tab at 1024x700, the name column
sized again after a search that matched nothing, and long names told apart."""

from __future__ import annotations

from PySide6.QtCore import Qt

from ..ui_helpers import resize_window


def _price_in_view(panel) -> bool:
    table = panel.table
    price = next(c for c in range(panel.model.columnCount()) if panel.model.is_price_column(c))
    right = table.columnViewportPosition(price) + table.columnWidth(price)
    return table.columnViewportPosition(price) >= 0 and right <= table.viewport().width()


def test_the_price_shows_on_every_tab_at_1024_by_700(window, qtbot):
    resize_window(window, qtbot, 1024, 700)
    window.catalog_dock.raise_()
    panel = window.catalog_panel
    for kind in ("gpu", "cpu", "motherboard", "psu", "chassis", None):
        panel.set_kind(kind)
        qtbot.waitUntil(lambda: _price_in_view(panel))


def test_the_name_column_is_sized_again_after_a_search_that_matched_nothing(window, qtbot):
    panel = window.catalog_panel
    panel.set_kind("gpu")
    sized = panel.table.columnWidth(0)
    panel.search.setText("zzzz no such part")
    assert panel.model.rowCount() == 0
    panel.set_kind("cpu")  # sized with no rows to measure
    panel.search.clear()
    assert panel.model.rowCount() > 0
    title = panel.table.fontMetrics().horizontalAdvance("Name")
    assert panel.table.columnWidth(0) > 3 * title
    panel.set_kind("gpu")
    assert panel.table.columnWidth(0) == sized


def test_long_names_that_begin_alike_are_told_apart(window, qtbot):
    resize_window(window, qtbot, 1024, 700)
    panel = window.catalog_panel
    panel.set_kind("cpu")
    panel.search.setText("Threadripper PRO")
    table = panel.table
    assert table.textElideMode() == Qt.TextElideMode.ElideMiddle
    width = table.columnWidth(0) - 10  # the cell's margins
    shown = [table.fontMetrics().elidedText(panel.model.part_at(row).name,
                                            table.textElideMode(), width)
             for row in range(panel.model.rowCount())]
    assert len(shown) >= 4 and any("…" in text for text in shown)
    assert len(set(shown)) == len(shown), shown
