"""The catalog table model (Qt's own model checker) and the panel around it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from configurator.ui.catalog_browser.model import PART_ID_ROLE, CatalogTableModel, columns_for
from configurator.ui.widgets.mime import PART_ID_MIME, dragged_thing


def money(usd: float) -> str:
    return f"${usd:,.0f}"


@pytest.mark.parametrize("kind", [None, "gpu", "cpu", "motherboard", "memory", "storage",
                                  "psu", "chassis", "cooler", "nic", "bridge"])
def test_the_model_passes_qts_model_checker(qtmodeltester, catalog, kind):
    model = CatalogTableModel(catalog, money)
    model.set_query(kind, "")
    qtmodeltester.check(model)
    model.sort(2, Qt.SortOrder.DescendingOrder)
    qtmodeltester.check(model)


def test_search_narrows_and_the_drag_carries_only_the_id(catalog):
    model = CatalogTableModel(catalog, money)
    model.set_query("gpu", "2080 ti turbo blower")  # the curated row's name says "blower"
    assert [model.part_at(r).id for r in range(model.rowCount())] == ["asus-turbo-rtx-2080-ti"]
    mime = model.mimeData([model.index(0, 3)])
    assert mime.formats() == [PART_ID_MIME]
    assert bytes(mime.data(PART_ID_MIME).data()) == b"asus-turbo-rtx-2080-ti"
    assert dragged_thing(mime).part_id == "asus-turbo-rtx-2080-ti"
    assert model.flags(model.index(0, 0)) & Qt.ItemFlag.ItemIsDragEnabled
    assert model.data(model.index(0, 0), PART_ID_ROLE) == "asus-turbo-rtx-2080-ti"


def test_columns_carry_units_and_sort_by_value(catalog):
    titles = [c.title for c in columns_for("gpu")]
    assert {"FP32 (TFLOPS)", "Memory (GB)", "Power (W)", "Length (mm)"} <= set(titles)
    model = CatalogTableModel(catalog, money)
    model.set_query("gpu", "")
    length = titles.index("Length (mm)")
    model.sort(length, Qt.SortOrder.DescendingOrder)
    lengths = [model.part_at(r).length_mm for r in range(model.rowCount())]
    assert lengths == sorted(lengths, reverse=True)
    assert model.data(model.index(0, length), Qt.ItemDataRole.TextAlignmentRole) & int(
        Qt.AlignmentFlag.AlignRight)


def test_the_panel_filters_by_kind_tab_and_search_as_you_type(window, qtbot):
    panel = window.catalog_panel
    panel.set_kind("psu")
    assert {panel.model.part_at(r).kind for r in range(panel.model.rowCount())} == {"psu"}
    catalog = window.catalog
    # EVGA's SuperNOVA units: three curated rows, more imported from OpenDB.
    supernova = len(catalog.search("supernova", "psu"))
    qtbot.keyClicks(panel.search, "supernova")
    assert panel.model.rowCount() == supernova > 3
    qtbot.keyClicks(panel.search, " 1600")
    narrowed = len(catalog.search("supernova 1600", "psu"))
    assert panel.model.rowCount() == narrowed and 2 <= narrowed < supernova
    assert panel.count_label.text() == f"{narrowed} part(s)"
    qtbot.keyClicks(panel.search, " nothing-like-this")
    assert panel.model.rowCount() == 0
    assert "No part matches" in panel.count_label.text()


def test_select_part_switches_to_its_kind(window):
    panel = window.catalog_panel
    panel.search.setText("xyz")
    assert panel.select_part("titan-rtx-ref")
    assert panel.kind == "gpu"
    assert panel.search.text() == ""
    assert panel.current_part_id() == "titan-rtx-ref"


def test_a_narrow_panel_shows_the_price_whole_beside_a_shorter_name(qtbot, catalog):
    """At 1024x700 the catalog dock is about 240 px wide: the prices, right-aligned, fell
    past the edge and the column looked empty. The name gives way instead."""
    from configurator.ui.catalog_browser.panel import NAME_MIN_WIDTH_PX, CatalogPanel

    panel = CatalogPanel(catalog, money, lambda: "USD")
    qtbot.addWidget(panel)
    price = 1  # the All tab: name, price, kind, ...
    assert panel.kind is None and panel.model.is_price_column(price)

    def price_right_edge() -> int:
        return (panel.table.columnViewportPosition(price) + panel.table.columnWidth(price))

    panel.resize(900, 500)
    panel.show()
    qtbot.waitExposed(panel)
    wide_name = panel.table.columnWidth(0)
    panel.resize(240, 500)
    qtbot.waitUntil(lambda: price_right_edge() <= panel.table.viewport().width())
    assert NAME_MIN_WIDTH_PX <= panel.table.columnWidth(0) < wide_name
    text = panel.model.data(panel.model.index(0, price))
    needed = panel.table.fontMetrics().horizontalAdvance(str(text))
    assert panel.table.columnWidth(price) >= needed
    panel.resize(900, 500)
    qtbot.waitUntil(lambda: panel.table.columnWidth(0) == wide_name)
    # A kind's tab has its figures between name and price: the name keeps its width there.
    panel.set_kind("gpu")
    gpu_name = panel.table.columnWidth(0)
    panel.resize(240, 500)
    qtbot.wait(50)
    assert panel.table.columnWidth(0) == gpu_name
