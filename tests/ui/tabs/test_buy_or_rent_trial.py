"""Issue 30 item 7: Buy or rent was cramped (a 150-pixel chart under a 17-item legend of
near-identical colours), compared in FP32 by default (an 8x H100 instance "2.56x faster"
than two RTX 5090), ticked retired offerings (K80, V100, a GTX 1080 Ti instance) by
default, showed no price dates, had a tooltip pointing "above" at nothing, zoomed the chart
on the wheel instead of scrolling, said "no power limit is needed" of a build without a PSU
and gave the costs of builds with errors without a word."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication

from configurator.model.part_edits import RemovePart
from configurator.ui.tabs.cost_chart import CHART_MIN_H_PX

from ..ui_helpers import TEMPLATES

STALE = ("aws-p2-xlarge", "aws-p3-2xlarge", "genesis-1080-ti")  # K80, V100, GTX 1080 Ti


@pytest.fixture
def cost(window, qtbot):
    def open_tab(template: str, size=(1024, 700)):
        window.resize(*size)
        assert window.files.open_path(TEMPLATES[template])
        tab = window.lazy_tabs.show("cost")
        qtbot.waitUntil(lambda: tab.section() is not None)
        QApplication.processEvents()
        qtbot.wait(30)
        return tab
    return open_tab


def _rows(tab) -> dict[str, list[str]]:
    table = tab.table
    return {table.item(r, 0).text(): [table.item(r, c).text()
                                      for c in range(table.columnCount())]
            for r in range(table.rowCount())}


def test_tensor_fp16_by_default_and_retired_offerings_off(cost):
    tab = cost("6")  # two RTX 5090 on a TRX50 board
    assert tab.inputs().metric == "fp16"
    checked = set(tab.checked_offering_ids())
    assert not checked & set(STALE)
    items = {item.data(Qt.ItemDataRole.UserRole): item.text()
             for item in tab.offerings_list.offering_items()}
    assert set(STALE) <= set(items)  # still listed, to tick
    assert items["aws-p2-xlarge"].endswith("(2017-03)")  # with the month of its price
    assert all(text.endswith(")") and "-" in text.rsplit("(", 1)[1] for text in items.values())
    rows = _rows(tab)
    h100 = next(row for name, row in rows.items() if name.startswith("Google Cloud a3-highgpu-8g"))
    assert "2026-08" in h100[0]  # the table dates its prices too
    # At FP16 tensor the eight H100 are some 15 times two RTX 5090, not "2.56x" (FP32).
    ratio = float(h100[1].split("×")[0].split()[-1])
    assert h100[1].startswith("instance ") and ratio > 8, h100[1]


def test_no_tooltip_points_above_at_nothing(cost):
    tab = cost("4")
    for item in tab.offerings_list.offering_items():
        assert "above" not in item.toolTip(), item.text()
    for row in range(tab.table.rowCount()):
        assert "above" not in tab.table.item(row, 0).toolTip()


def test_the_page_scrolls_under_the_wheel_and_the_chart_keeps_its_height(cost, qtbot):
    tab = cost("4")
    assert tab.plot.height() >= CHART_MIN_H_PX
    bar = tab.scroll.verticalScrollBar()
    assert bar.maximum() > 0  # at 1024x700 the page is taller than the tab
    bar.setValue(0)
    before = tab.plot.getPlotItem().vb.viewRange()
    centre = QPointF(tab.plot.viewport().rect().center())
    wheel = QWheelEvent(centre, QPointF(tab.plot.viewport().mapToGlobal(centre.toPoint())),
                        QPoint(0, 0), QPoint(0, -120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(tab.plot.viewport(), wheel)
    assert bar.value() > 0  # the page moved
    assert tab.plot.getPlotItem().vb.viewRange() == before  # the chart did not zoom


def test_every_line_tells_itself_apart_in_the_legend(cost):
    tab = cost("4", size=(1600, 1000))
    import pyqtgraph as pg

    items = [item for item in tab.plot.getPlotItem().listDataItems()
             if isinstance(item, pg.PlotDataItem)]  # the lines, not the break-even marks
    pens = [(item.opts["pen"].color().name(), item.opts["pen"].style()) for item in items]
    assert len(set(pens)) == len(pens)  # no two lines alike
    texts = tab.legend.texts()
    assert texts[0].endswith("Own the build")
    comparable = [r for r in tab.section().analysis.rentals if r.comparable]
    assert len(texts) == 1 + len(comparable) + 1  # and the break-even mark
    assert not tab.legend.geometry().intersects(tab.plot.geometry())


def test_honest_words_for_a_build_with_errors_or_without_a_psu(cost, window):
    tab = cost("1")
    assert window.document.report.validated
    assert "error" not in tab.summary_label.text()
    doc = window.document
    assert doc.push(RemovePart("psu", doc.build.psu.part))
    text = tab.planner.label.text()
    assert "no power limit is needed" not in text and "No PSU chosen" in text
    assert "No PSU chosen: electricity uses the DC peak" in tab.summary_label.text()
    assert "incomplete" in tab.summary_label.text()  # the purchase lacks the PSU
    # a build with an error: said so above its costs
    from configurator.model.edits import PlaceCard

    assert doc.push(PlaceCard("gpu", "asus-turbo-rtx-2080-ti", "PCI_E4"))  # an x1 slot
    assert doc.report.error_count
    assert "error(s) (see the checks)" in tab.summary_label.text()
