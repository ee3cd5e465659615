"""The Buy-or-rent tab's chart: the cumulative cost of owning the build against each comparable
offering by month, its break-even points, and its legend below it (never over the lines)."""

from __future__ import annotations

import html

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QLabel

from configurator.report.cost_section import CostSection, own_the_build_text

translate = QCoreApplication.translate
BUILD_PEN = pg.mkPen("#1f4e79", width=3)


def draw_cumulative_costs(plot: pg.PlotWidget, legend_label: QLabel,
                          section: CostSection) -> None:
    a = section.analysis
    plot.clear()
    legend = [(BUILD_PEN.color().name(), own_the_build_text())]
    months = a.months
    plot.setLabel("left", translate("CostTab", "Cumulative cost ({0})").format(
        section.currency))
    plot.plot(months, a.ownership.cumulative, pen=BUILD_PEN)
    comparable = [r for r in a.rentals if r.comparable]
    for index, rental in enumerate(comparable):
        colour = pg.intColor(index, hues=max(len(comparable), 1))
        plot.plot(months, rental.cumulative, pen=pg.mkPen(colour, width=2))
        legend.append((colour.name(), rental.offering.label))
        if rental.break_even_month is not None:
            m = rental.break_even_month
            marker = pg.ScatterPlotItem([m], [float(a.ownership.cumulative[m])], size=11,
                                        symbol="o", pen=pg.mkPen("k"), brush=pg.mkBrush(colour))
            marker.setToolTip(translate("CostTab", "{0}: owning breaks even in month {1}")
                              .format(rental.offering.label, m))
            plot.addItem(marker)
    # The view stops at twice the cost of owning, so that the crossings stay readable
    # when a dear offering climbs ten times higher; its line simply leaves the view.
    legend_label.setText("  ".join(
        f'<span style="color:{colour}">■</span>&nbsp;{html.escape(label)}'
        for colour, label in legend) + "  " + html.escape(
            translate("CostTab", "● owning breaks even")))
    own_total = float(a.ownership.cumulative[-1])
    top = max([own_total, *(float(np.max(r.cumulative)) for r in comparable)])
    plot.setXRange(0, a.inputs.months, padding=0.02)
    plot.setYRange(0, min(top, 2 * own_total) or 1.0, padding=0.05)


__all__ = ["BUILD_PEN", "draw_cumulative_costs"]
