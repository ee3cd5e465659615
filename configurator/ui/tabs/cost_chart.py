"""The Buy-or-rent tab's chart: the cumulative cost of owning the build against each comparable
offering by month, its break-even points, and its legend below it (never over the lines).

Issue 30 item 7: the chart was 150 pixels high under a legend of 17 near-identical colours,
and the mouse wheel zoomed it instead of scrolling the page. Now the lines take a palette
whose colours a reader tells apart (Okabe and Ito's, safe for colour-blind readers) and,
past its seven colours, dashed then dash-dotted lines; the legend is one entry a cell, each
with its line's colour and pattern; the wheel scrolls the page (the chart does not zoom).
"""

from __future__ import annotations

import html

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QTextDocumentFragment, QWheelEvent
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QLabel, QWidget

from configurator.report.cost_section import CostSection, own_the_build_text
from configurator.ui.widgets.flow_layout import FlowLayout

translate = QCoreApplication.translate
BUILD_COLOUR = "#1f4e79"
BUILD_PEN = pg.mkPen(BUILD_COLOUR, width=3)
# Okabe & Ito's palette without its black and its pale yellow (unreadable on white).
RENTAL_COLOURS = ("#E69F00", "#56B4E9", "#009E73", "#D55E00", "#CC79A7", "#9A7D0A", "#7F7F7F")
LINE_STYLES = (Qt.PenStyle.SolidLine, Qt.PenStyle.DashLine, Qt.PenStyle.DashDotLine)
# How each pattern looks in the legend's text.
LINE_SAMPLES = {Qt.PenStyle.SolidLine: "━━━", Qt.PenStyle.DashLine: "╺━╸╺",
                Qt.PenStyle.DashDotLine: "━ · ━"}
CHART_MIN_H_PX = 320


def rental_style(index: int) -> tuple[str, Qt.PenStyle]:
    """The colour and pattern of the `index`th offering's line: every pair differs."""
    colours = len(RENTAL_COLOURS)
    return (RENTAL_COLOURS[index % colours],
            LINE_STYLES[(index // colours) % len(LINE_STYLES)])


class CostChart(pg.PlotWidget):
    """The chart of cumulative costs. It neither zooms nor pans: the wheel scrolls the
    page it is on (in a 700-pixel window the page is taller than the window)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent, background="w")
        self.setMinimumHeight(CHART_MIN_H_PX)
        self.getPlotItem().setMouseEnabled(x=False, y=False)
        self.getPlotItem().setMenuEnabled(False)
        self.getPlotItem().hideButtons()
        self.showGrid(x=True, y=True, alpha=0.3)

    def wheelEvent(self, event: QWheelEvent) -> None:
        # To the scroll area around the page, handed on here: Qt propagates only the
        # window system's own wheel events to a parent, not one sent by another widget.
        area = self.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is None:
            event.ignore()
            return
        scrolled = QWheelEvent(
            QPointF(area.viewport().mapFromGlobal(event.globalPosition().toPoint())),
            event.globalPosition(), event.pixelDelta(), event.angleDelta(), event.buttons(),
            event.modifiers(), event.phase(), event.inverted())
        QApplication.sendEvent(area.viewport(), scrolled)
        event.accept()


class CostLegend(QWidget):
    """The chart's legend: one cell an entry, as many in a row as the width holds."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("costLegend")
        self._layout = FlowLayout(self, spacing_px=14)
        self._entries: list[QLabel] = []

    def set_entries(self, entries: list[tuple[str, Qt.PenStyle, str]]) -> None:
        """(colour, pattern, words) of each line, and the break-even mark."""
        for label in self._entries:
            self._layout.removeWidget(label)
            label.deleteLater()
        self._entries = []
        for colour, style, words in entries:
            label = QLabel(self)
            label.setTextFormat(Qt.TextFormat.RichText)
            label.setText(f'<span style="color:{colour}">{LINE_SAMPLES[style]}</span>'
                          f"&nbsp;{html.escape(words)}")
            self._layout.addWidget(label)
            self._entries.append(label)
        mark = QLabel(translate("CostTab", "● owning breaks even"), self)
        mark.setTextFormat(Qt.TextFormat.PlainText)
        self._layout.addWidget(mark)
        self._entries.append(mark)

    def texts(self) -> list[str]:
        """Each entry's words (for a reader of the screen, and tests)."""
        return [_plain(label.text()) for label in self._entries]

    def text(self) -> str:
        return "  ".join(self.texts())


def _plain(rich: str) -> str:
    """An entry's words without its markup."""
    return QTextDocumentFragment.fromHtml(rich).toPlainText()


def draw_cumulative_costs(plot: pg.PlotWidget, legend: CostLegend,
                          section: CostSection) -> None:
    a = section.analysis
    plot.clear()
    entries = [(BUILD_COLOUR, Qt.PenStyle.SolidLine, own_the_build_text())]
    months = a.months
    plot.setLabel("left", translate("CostTab", "Cumulative cost ({0})").format(
        section.currency))
    plot.setLabel("bottom", translate("CostTab", "Month"))
    plot.plot(months, a.ownership.cumulative, pen=BUILD_PEN)
    comparable = [r for r in a.rentals if r.comparable]
    for index, rental in enumerate(comparable):
        colour, style = rental_style(index)
        plot.plot(months, rental.cumulative, pen=pg.mkPen(colour, width=2, style=style))
        entries.append((colour, style, rental.offering.label))
        if rental.break_even_month is not None:
            m = rental.break_even_month
            marker = pg.ScatterPlotItem([m], [float(a.ownership.cumulative[m])], size=11,
                                        symbol="o", pen=pg.mkPen("k"), brush=pg.mkBrush(colour))
            marker.setToolTip(translate("CostTab", "{0}: owning breaks even in month {1}")
                              .format(rental.offering.label, m))
            plot.addItem(marker)
    legend.set_entries(entries)
    # The view stops at twice the cost of owning, so that the crossings stay readable
    # when a dear offering climbs ten times higher; its line simply leaves the view.
    own_total = float(a.ownership.cumulative[-1])
    top = max([own_total, *(float(np.max(r.cumulative)) for r in comparable)])
    plot.setXRange(0, a.inputs.months, padding=0.02)
    plot.setYRange(0, min(top, 2 * own_total) or 1.0, padding=0.05)


__all__ = ["BUILD_PEN", "CostChart", "CostLegend", "draw_cumulative_costs", "rental_style"]
