"""The performance chart's words fitted to its size: the legend's explaining samples, its
columns and type size, and the axis titles' type size. Split from `charts` along that seam;
`chart_parts` holds the pieces that need no Qt text at all."""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFontMetrics

from configurator.analysis.series import SeriesSet
from configurator.drawing.chart_parts import LegendBelow, legend_columns
from configurator.drawing.chart_style import (
    AXIS_TITLE_MARGIN_PX,
    FIT_PEN_STYLE,
    LABEL_FONT_PX,
    LEGEND_FONT_PX_STEPS,
    LEGEND_SPACING_PX,
    MIN_LABEL_FONT_PX,
    TEXT_COLOR,
    pixel_font,
)

translate = QCoreApplication.translate


def legend_samples(series_set: SeriesSet,
                   with_fit: bool) -> list[tuple[pg.GraphicsObject, str]]:
    """Samples for the line styles and marks the chart uses; they explain, they do not
    toggle anything. `with_fit`: a fit line is drawn."""
    samples: list[tuple[pg.GraphicsObject, str]] = []
    if with_fit:
        samples.append((pg.PlotDataItem(pen=pg.mkPen("#666666", width=1.5,
                                                      style=FIT_PEN_STYLE)),
                        translate("Charts", "least-squares fit (R² ≥ 0.5)")))
    if any(p.at_catalog_price for p in series_set.all_points):
        samples.append((pg.ScatterPlotItem(symbol="o", size=10, brush=pg.mkBrush("w"),
                                           pen=pg.mkPen("#666666", width=2)),
                        translate("Charts", "* at catalog price: no launch price")))
    if any(p.own for p in series_set.all_points):
        samples.append((pg.ScatterPlotItem(symbol="star", size=14,
                                           brush=pg.mkBrush("#666666"), pen=pg.mkPen("w")),
                        translate("Charts", "★ your own part")))
    return samples


def fit_legend(legend: LegendBelow, room_px: float) -> None:
    """As many legend columns as `room_px` holds (rows below the axis title), in a smaller
    type when that makes a row of two."""
    if not legend.items:
        return
    for size_px in LEGEND_FONT_PX_STEPS:
        for _sample, label in legend.items:
            if label.opts.get("size") != f"{size_px}px":
                label.setText(label.text, size=f"{size_px}px", color=TEXT_COLOR)
        # A label's own text, not the cell the legend's grid stretched it to.
        widths = [sample.boundingRect().width() + label.item.boundingRect().width()
                  for sample, label in legend.items]
        columns = legend_columns(widths, room_px, LEGEND_SPACING_PX)
        if columns > 1:
            break
    legend.setColumnCount(columns)


def fit_axis_titles(plot: pg.PlotItem, titles: dict[str, str]) -> None:
    """Each axis title in the largest type that the view's side holds, cut short with an
    ellipsis below the smallest (the Chinese title of the GFLOPS axis ran past a short
    chart's top)."""
    view_box = plot.vb
    for name, length in (("left", view_box.height()), ("bottom", view_box.width())):
        title = titles.get(name)
        if not title or length <= 1:
            continue
        room = length - AXIS_TITLE_MARGIN_PX
        size_px = next((px for px in range(LABEL_FONT_PX, MIN_LABEL_FONT_PX - 1, -1)
                        if QFontMetrics(pixel_font(px)).horizontalAdvance(title) <= room),
                       MIN_LABEL_FONT_PX)
        shown = QFontMetrics(pixel_font(size_px)).elidedText(
            title, Qt.TextElideMode.ElideRight, max(1, int(room)))
        axis = plot.getAxis(name)
        if axis.labelStyle.get("font-size") != f"{size_px}px" or axis.labelText != shown:
            axis.setLabel(shown, color=TEXT_COLOR, **{"font-size": f"{size_px}px"})
