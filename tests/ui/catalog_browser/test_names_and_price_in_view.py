"""Issue 30 item 11, the catalog: the price in view on every tab at 1024x700, the name column
sized again after a search that matched nothing, and long names told apart."""

from __future__ import annotations

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
    from PySide6.QtWidgets import QStyleOptionViewItem

    from configurator.ui.catalog_browser.name_delegate import NameDelegate

    resize_window(window, qtbot, 1024, 700)
    panel = window.catalog_panel
    panel.set_kind("cpu")
    panel.search.setText("Threadripper PRO")
    table = panel.table
    delegate = table.itemDelegateForColumn(0)
    assert isinstance(delegate, NameDelegate)
    shown = []
    for row in range(panel.model.rowCount()):
        index = panel.model.index(row, 0)
        option = QStyleOptionViewItem()
        option.initFrom(table)
        option.rect = table.visualRect(index)
        option.rect.setWidth(min(option.rect.width(), 150))  # as narrow as at 1024x700
        delegate.initStyleOption(option, index)
        shown.append(option.text)
    assert len(shown) >= 4 and any("…" in text for text in shown), shown
    assert len(set(shown)) == len(shown), shown  # each keeps its model number
    # A GPU's name keeps its model number too, cut after it where that fits.
    from configurator.ui.catalog_browser.name_delegate import fitted_name

    metrics = table.fontMetrics()
    name = "GeForce RTX 5090 Founders Edition"
    width = metrics.horizontalAdvance("GeForce RTX 5090 Fo…")
    assert fitted_name(name, metrics, width).startswith("GeForce RTX 5090")
