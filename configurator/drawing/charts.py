"""The performance charts (GFLOPS against price or power), drawn with pyqtgraph.

One `PerformanceChart` serves the plots tab, the PNG/SVG export and the BOM PDF
(`chart_export`), so the figure is the same everywhere; `chart_parts` holds its log axis
and the placement of the cards' labels, `chart_text` the legend and axis titles fitted
to its size, `chart_style` its sizes, colours and fonts, and
configurator.words.charts its titles, hover text and caption.
"""

from __future__ import annotations

from collections.abc import Iterable

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QSizePolicy, QWidget

from configurator.analysis.series import (
    PlotKind,
    SeriesSet,
)
from configurator.drawing.chart_parts import (
    ChartAxis,
    LegendBelow,
    log10_or_nan,
    place_labels,
    view_range,
)
from configurator.drawing.chart_style import (
    FIT_PEN_STYLE,
    HALO_BRUSH,
    HALO_PEN,
    HALO_SIZE_PX,
    LABEL_FONT_PX,
    LEFT_AXIS_WIDTH_PX,
    LEGEND_FONT_PX,
    LEGEND_MARGINS_PX,
    LEGEND_SPACING_PX,
    POINT_LABEL_FONT_PX,
    TEXT_COLOR,
    TICK_FONT_PX,
    TITLE_FONT_PX,
    UNJOINED_SERIES,
    label_color,
    pixel_font,
    series_style,
)
from configurator.drawing.chart_text import fit_axis_titles, fit_legend, legend_samples
from configurator.words.charts import (
    gflops_axis_title,
    plot_title,
    series_display_name,
    tooltip_text,
    x_axis_title,
)

translate = QCoreApplication.translate

class PerformanceChart(pg.PlotWidget):
    """GFLOPS against price or power: one colour and marker per series, the cards joined in
    x order, a dashed least-squares line per series, every card labelled with its name,
    hover tooltips, a halo round the cards of the current build, linear or log axes."""

    sigCardClicked = Signal(str)
    """A card's point was clicked; sends its part id."""

    def __init__(self, kind: PlotKind, parent: QWidget | None = None) -> None:
        super().__init__(parent, background="w", axisItems={
            "left": ChartAxis("left"), "bottom": ChartAxis("bottom")})
        self._kind: PlotKind = kind
        self._series_set: SeriesSet | None = None
        self._highlighted: frozenset[str] = frozenset()
        self._tooltips: dict[str, str] = {}
        self._log_axes = False
        # The view's range as set (in view coordinates: log10 on log axes).
        self._view_range = (0.0, 1.0, 0.0, 1.0)
        self._axis_titles: dict[str, str] = {}
        self.series_items: dict[str, pg.PlotDataItem] = {}
        self.fit_items: dict[str, pg.PlotDataItem] = {}
        # A build's partner cards, each drawn on its own (no line, no fit).
        self.extra_items: dict[str, pg.ScatterPlotItem] = {}
        # One label per drawn card, by part id.
        self.label_items: dict[str, pg.TextItem] = {}
        self._label_font = pixel_font(POINT_LABEL_FONT_PX)
        plot = self.getPlotItem()
        plot.setMenuEnabled(False)
        # pyqtgraph's auto-range button (an "A" at the bottom left) shows on hover once the
        # range is set by hand; the chart sets its range itself, so the button only confuses.
        plot.hideButtons()
        plot.showGrid(x=True, y=True, alpha=0.12)
        # Room on the right for the last tick label and the marker of the dearest card.
        plot.layout.setContentsMargins(4, 4, 28, 4)
        for name in ("left", "bottom"):
            axis = plot.getAxis(name)
            # Plain numbers: an SI prefix ("x1e+03") would change the axis title's unit.
            axis.enableAutoSIPrefix(False)
            axis.setPen(TEXT_COLOR)
            axis.setTextPen(TEXT_COLOR)
            axis.setTickFont(pixel_font(TICK_FONT_PX))
        # A fixed width for six-digit GFLOPS ticks plus the title: left to itself pyqtgraph
        # widens the axis only after the first paint, and a first paint (an export, a grab)
        # puts the title over the tick labels.
        plot.getAxis("left").setWidth(LEFT_AXIS_WIDTH_PX)
        self._halo = pg.ScatterPlotItem(size=HALO_SIZE_PX, symbol="o", brush=HALO_BRUSH,
                                        pen=pg.mkPen(HALO_PEN, width=1.5))
        # Behind the cards' markers, and deaf to clicks, so a click reaches the card.
        self._halo.setZValue(-10)
        self._halo.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        plot.addItem(self._halo)
        # One legend for the chart's life, cleared and refilled on each redraw; below the
        # axis title, never over the cards (in the plot's corner it covered the cheap ones
        # in a 1024-pixel window).
        self._legend = LegendBelow(
            offset=None, labelTextSize=f"{LEGEND_FONT_PX}px", labelTextColor=TEXT_COLOR,
            brush=pg.mkBrush(255, 255, 255, 230), pen=pg.mkPen(None), verSpacing=-4,
            horSpacing=LEGEND_SPACING_PX)
        # Its width never widens the view's column: the columns are chosen to fit instead.
        self._legend.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._legend.setMinimumWidth(0)
        plot.layout.addItem(self._legend, 4, 1, Qt.AlignmentFlag.AlignHCenter)
        plot.legend = self._legend  # named plot items enter it
        # Labels are laid out in pixels: again whenever the view changes size.
        plot.vb.sigResized.connect(
            lambda *_: (self._fit_legend(), self._fit_axis_titles(), self.place_labels()))

    @property
    def kind(self) -> PlotKind:
        return self._kind

    @property
    def series_set(self) -> SeriesSet | None:
        return self._series_set

    @property
    def highlighted_ids(self) -> frozenset[str]:
        """Ids of the plotted cards drawn with the build halo."""
        return self._highlighted

    def halo_ids(self) -> set[str]:
        """Ids of the cards the build halo is drawn round (as drawn, for checks)."""
        return {str(point.data()) for point in self._halo.points()}

    def tooltip_for(self, part_id: str) -> str:
        return self._tooltips.get(part_id, "")

    @property
    def log_axes(self) -> bool:
        return self._log_axes

    def set_log_axes(self, on: bool, redraw: bool = True) -> None:
        """Logarithmic (True) or linear axes; redraws what is drawn unless told not to (the
        caller is about to call `set_series`)."""
        if on != self._log_axes:
            self._log_axes = on
            if redraw and self._series_set is not None:
                self.set_series(self._series_set)

    def _view(self, xs, ys) -> tuple[np.ndarray, np.ndarray]:
        """Data values -> view coordinates (log10 on log axes)."""
        xs, ys = np.asarray(xs, dtype=float), np.asarray(ys, dtype=float)
        return (log10_or_nan(xs), log10_or_nan(ys)) if self._log_axes else (xs, ys)

    def set_series(self, series_set: SeriesSet) -> None:
        """Draw `series_set` (replacing what was drawn); the halo stays on the same ids."""
        self._series_set = series_set
        plot = self.getPlotItem()
        for item in [*self.series_items.values(), *self.fit_items.values(),
                     *self.extra_items.values()]:
            plot.removeItem(item)
        self.series_items.clear()
        self.fit_items.clear()
        self.extra_items.clear()
        # Labels are kept across redraws (adding and removing scene items is what a redraw
        # spends its time on); those of cards no longer drawn go.
        drawn_ids = {p.part_id for p in series_set.all_points}
        for part_id in [i for i in self.label_items if i not in drawn_ids]:
            plot.removeItem(self.label_items.pop(part_id))
        legend = self._legend
        legend.clear()
        kind, basis, metric = self._kind, series_set.price_basis, series_set.metric
        self._tooltips = {p.part_id: tooltip_text(p, basis, metric)
                          for p in series_set.all_points}
        for series in series_set.series:
            if not series.points:
                continue
            style = series_style(series.name)
            points = series.sorted_by(kind)
            xs, ys = self._view([p.x(kind) for p in points], [p.gflops for p in points])
            pen = None if series.name in UNJOINED_SERIES else pg.mkPen(style.color, width=2)
            # A card at its catalog price (no launch price) is hollow, as its legend entry.
            item = pg.PlotDataItem(
                xs, ys, data=[p.part_id for p in points], name=series_display_name(series.name),
                pen=pen, symbol=style.symbol, symbolSize=style.size_px,
                symbolBrush=[pg.mkBrush("w") if p.at_catalog_price else pg.mkBrush(style.color)
                             for p in points],
                symbolPen=[pg.mkPen(style.color, width=2) if p.at_catalog_price
                           else pg.mkPen("w", width=1) for p in points], antialias=True,
            )
            item.scatter.setData(hoverable=True, tip=self._tip)
            item.sigPointsClicked.connect(self._on_points_clicked)
            plot.addItem(item)
            self.series_items[series.name] = item
            fit = series.drawn_fit(kind)  # none where it explains too little (caption says)
            if fit is not None:
                # Straight on linear axes; on log axes the same line is a curve, so sampled.
                count = 48 if self._log_axes else 2
                fit_xs = np.linspace(points[0].x(kind), points[-1].x(kind), count)
                fit_ys = fit.predict(fit_xs)
                keep = fit_ys > 0 if self._log_axes else np.ones_like(fit_ys, dtype=bool)
                line_xs, line_ys = self._view(fit_xs[keep], fit_ys[keep])
                line = pg.PlotDataItem(line_xs, line_ys, antialias=True, pen=pg.mkPen(
                    style.color, width=1.5, style=FIT_PEN_STYLE))
                line.setZValue(-5)
                # Hiding a series from its legend entry hides its fit and labels with it.
                item.visibleChanged.connect(
                    lambda item=item, line=line: line.setVisible(item.isVisible()))
                plot.addItem(line)
                self.fit_items[series.name] = line
            # The series' labels hide and show with it (and the others' spots change).
            item.visibleChanged.connect(self.place_labels)
        for point in series_set.extras:
            # A partner card of the build: its series' marker, hollow, on its own; a part of
            # the user's own: a star in its series' colour.
            style = series_style(point.series)
            xs, ys = self._view([point.x(kind)], [point.gflops])
            extra = pg.ScatterPlotItem(
                xs, ys, data=[point.part_id], symbol="star" if point.own else style.symbol,
                size=style.size_px + (4 if point.own else 0),
                brush=pg.mkBrush(style.color if point.own else "w"),
                pen=pg.mkPen("w" if point.own else style.color, width=1 if point.own else 2.5),
                hoverable=True, tip=self._tip, antialias=True)
            extra.sigClicked.connect(self._on_points_clicked)
            plot.addItem(extra)
            self.extra_items[point.part_id] = extra
        for point in series_set.all_points:
            label = self.label_items.get(point.part_id)
            if label is None:
                label = pg.TextItem(anchor=(0, 0))
                label.setFont(self._label_font)
                # A tight box: the default 4 px document margin makes neighbours collide.
                label.textItem.document().setDocumentMargin(1)
                # Under the markers in z, and deaf to the mouse, so hover and clicks reach them.
                label.setZValue(-2)
                label.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
                label.setAcceptHoverEvents(False)
                plot.addItem(label)
                self.label_items[point.part_id] = label
            label.setText(point.label, color=label_color(point.series))
            label.setVisible(True)
        for sample, words in legend_samples(series_set, bool(self.fit_items)):
            legend.addItem(sample, words)
            legend.items[-1][0].setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._fit_legend()
        plot.setTitle(plot_title(kind), color=TEXT_COLOR, size=f"{TITLE_FONT_PX}px")
        label_style = {"color": TEXT_COLOR, "font-size": f"{LABEL_FONT_PX}px"}
        self._axis_titles = {"left": gflops_axis_title(metric),
                             "bottom": x_axis_title(kind, basis)}
        for name, title in self._axis_titles.items():
            plot.setLabel(name, title, **label_style)
        self._fit_axis_titles()
        self._set_range(series_set)
        # After the range: an axis told "log" while it still holds a linear range would
        # raise 10 to the 14,000th power.
        for name in ("left", "bottom"):
            plot.getAxis(name).setLogMode(self._log_axes)
        self.set_highlighted(self._highlighted)
        self.place_labels()

    def _set_range(self, series_set: SeriesSet) -> None:
        plot = self.getPlotItem()
        plot.disableAutoRange()
        self._view_range = view_range(series_set.value_range(self._kind), self._log_axes)
        x0, x1, y0, y1 = self._view_range
        plot.setXRange(x0, x1, padding=0)
        plot.setYRange(y0, y1, padding=0)

    def _fit_legend(self) -> None:
        # The chart's width less the left axis and the margins: not the view's width, which
        # a legend wider than the view would widen in turn.
        fit_legend(self._legend, self.width() - LEFT_AXIS_WIDTH_PX - LEGEND_MARGINS_PX)

    def _fit_axis_titles(self) -> None:
        fit_axis_titles(self.getPlotItem(), self._axis_titles)

    def place_labels(self) -> None:
        """Put each card's label beside its marker where it overlaps nothing (in pixels of
        the view as it is now sized)."""
        if self._series_set is None or not self.label_items:
            return
        view_box = self.getPlotItem().vb
        width_px = max(view_box.width(), 1.0) if view_box.width() > 1 else float(self.width())
        height_px = max(view_box.height(), 1.0) if view_box.height() > 1 else float(self.height())
        x0, x1, y0, y1 = self._view_range
        points = []
        for point in self._series_set.all_points:
            if point.part_id not in self.label_items:
                continue
            if self._series_shown(point):
                points.append(point)
            else:
                self.label_items[point.part_id].setVisible(False)
        # The user's own and the build's cards first, then dear and fast cards: they sit
        # where the plot is sparse and get the best spots; the crowd near the origin fits
        # round them, and what finds no free spot names itself on hover.
        points.sort(key=lambda p: (not (p.own or p.part_id in self._highlighted), -p.gflops))
        xs, ys = self._view([p.x(self._kind) for p in points], [p.gflops for p in points])
        to_px = [((x - x0) / (x1 - x0) * width_px, (y1 - y) / (y1 - y0) * height_px)
                 for x, y in zip(xs, ys, strict=True)]
        # The text item's own box (its document margin included), in pixels: a TextItem
        # ignores the view's scaling.
        boxes = [self.label_items[p.part_id].textItem.boundingRect() for p in points]
        sizes = [(box.width(), box.height()) for box in boxes]
        lines = []
        for name, item in self.series_items.items():
            if name in UNJOINED_SERIES or not item.isVisible():
                continue
            xs_line, ys_line = item.xData, item.yData
            lines.append([((x - x0) / (x1 - x0) * width_px, (y1 - y) / (y1 - y0) * height_px)
                          for x, y in zip(xs_line, ys_line, strict=True)])
        # The legend sits over the plot's top left: labels keep out of it as out of a line.
        legend = self._legend.mapRectToItem(view_box, self._legend.boundingRect())
        avoid = ([(legend.left(), legend.top(), legend.right(), legend.bottom())]
                 if legend.width() > 1 else [])
        corners = place_labels(to_px, sizes, width_px, height_px, lines, avoid)
        for point, corner in zip(points, corners, strict=True):
            label = self.label_items[point.part_id]
            # No free spot: the label would lie on others' (old cards crowd the origin of
            # linear axes); its card still names itself on hover.
            label.setVisible(corner is not None)
            if corner is not None:
                cx, cy = corner
                label.setPos(x0 + cx / width_px * (x1 - x0), y1 - cy / height_px * (y1 - y0))

    def _series_shown(self, point) -> bool:
        item = self.series_items.get(point.series)
        return item is None or point.part_id in self.extra_items or item.isVisible()

    def set_highlighted(self, part_ids: Iterable[str]) -> None:
        """Draw the build halo round the plotted cards among `part_ids`."""
        self._highlighted = frozenset(part_ids)
        plotted = [p for p in (self._series_set.all_points if self._series_set else ())
                   if p.part_id in self._highlighted]
        xs, ys = self._view([p.x(self._kind) for p in plotted], [p.gflops for p in plotted])
        self._halo.setData(xs, ys, data=[p.part_id for p in plotted])
        # The halo's legend entry only while there is a halo to explain.
        self._legend.removeItem(self._halo)
        if plotted:
            self._legend.addItem(self._halo, translate("Charts", "in current build"))
            self._legend.items[-1][0].setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self._fit_legend()

    def _tip(self, x: float, y: float, data: object) -> str:
        return self._tooltips.get(str(data), "")

    def _on_points_clicked(self, _item: object, points: list, _event: object = None) -> None:
        if len(points):
            self.sigCardClicked.emit(str(points[0].data()))
