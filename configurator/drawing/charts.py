"""The performance charts (GFLOPS against price or power), drawn with pyqtgraph.

One `PerformanceChart` serves the plots tab, the PNG/SVG export and the BOM PDF, so the
figure is the same everywhere. Export renders the chart's scene with a QPainter into a
QImage (PNG) or a QSvgGenerator (SVG): pyqtgraph's own SVGExporter fails on Qt 6.12, and
the painter route keeps axis titles and series names as SVG text.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QEventLoop, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QImage, QPainter, QPicture
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QApplication, QWidget

from configurator.analysis.caption import caption_figures, caption_text
from configurator.analysis.series import (
    CardPoint,
    Metric,
    PartSource,
    PlotKind,
    PriceBasis,
    SeriesSet,
    series_from_catalog,
)

translate = QCoreApplication.translate

EXPORT_SIZE_PX = (1280, 800)
# Fonts in pixels, not points: the scene is painted onto screens, images and PDF pages of
# different resolutions, and pixel sizes keep text in proportion to the plot on all of them.
TICK_FONT_PX, LABEL_FONT_PX, TITLE_FONT_PX, LEGEND_FONT_PX, CAPTION_FONT_PX = 13, 15, 17, 14, 15
CAPTION_MARGIN_PX = 16
SYMBOL_SIZE_PX, HALO_SIZE_PX = 12, 26
LEFT_AXIS_WIDTH_PX = 84
TEXT_COLOR = "#222222"


@dataclass(frozen=True)
class SeriesStyle:
    color: str
    symbol: str  # a pyqtgraph symbol name
    size_px: int = SYMBOL_SIZE_PX


# Okabe-Ito colours (distinguishable with the common colour-vision deficiencies), and a
# different marker per series so that a grey-scale print still tells them apart.
SERIES_STYLES: dict[str, SeriesStyle] = {
    "GTX 900": SeriesStyle("#0072B2", "o"),
    "GTX 1000": SeriesStyle("#009E73", "t1"),
    "RTX 2000": SeriesStyle("#D55E00", "s"),
    "Titan": SeriesStyle("#CC79A7", "d", SYMBOL_SIZE_PX + 3),  # a diamond looks smaller
}
_FALLBACK_STYLE = SeriesStyle("#555555", "p")
FIT_PEN_STYLE = Qt.PenStyle.DashLine
HALO_BRUSH, HALO_PEN = QColor(240, 228, 66, 200), QColor("#333333")


def ensure_app() -> QApplication:
    """The running QApplication, or a new one for headless use (CLI, tests, PDF)."""
    app = QApplication.instance()
    if app is None:
        # A headless command on a Linux box without a display would abort in the xcb plugin.
        if sys.platform.startswith("linux") and not (
                os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        app = QApplication([])
    if not isinstance(app, QApplication):
        raise RuntimeError("the charts need a QApplication, not a bare QCoreApplication")
    return app


def series_style(name: str) -> SeriesStyle:
    return SERIES_STYLES.get(name, _FALLBACK_STYLE)


def gflops_axis_title(metric: Metric) -> str:
    if metric == "fp16":
        return translate("Charts", "GFLOPS, FP16 tensor (FP32 accumulate) at boost clock")
    return translate("Charts", "GFLOPS, FP32 at boost clock")


def x_axis_title(kind: PlotKind, price_basis: PriceBasis) -> str:
    if kind == "power":
        return translate("Charts", "Board power (TDP), W")
    if price_basis == "catalog":
        return translate("Charts", "Catalog price, USD")
    return translate("Charts", "Launch price (MSRP), USD")


def plot_title(kind: PlotKind) -> str:
    if kind == "price":
        return translate("Charts", "GFLOPS vs price")
    return translate("Charts", "GFLOPS vs power")


def price_label(price_basis: PriceBasis) -> str:
    if price_basis == "catalog":
        return translate("Charts", "Catalog price")
    return translate("Charts", "Launch price")


def tooltip_text(point: CardPoint, price_basis: PriceBasis, metric: Metric) -> str:
    """What hovering a card's point shows: name, price, power, GFLOPS and both ratios."""
    metric_words = (translate("Charts", "FP16 tensor") if metric == "fp16"
                    else translate("Charts", "FP32 at boost clock"))
    lines = [
        f"{point.name} ({point.series})",
        translate("Charts", "{price_label}: ${price:,.0f}").format(
            price_label=price_label(price_basis), price=point.price_usd),
        translate("Charts", "Power (TDP): {power:,.0f} W").format(power=point.power_w),
        translate("Charts", "{metric}: {gflops:,.0f} GFLOPS").format(
            metric=metric_words, gflops=point.gflops),
        translate("Charts", "GFLOPS per dollar: {value:,.2f}").format(value=point.gflops_per_usd),
        translate("Charts", "GFLOPS per watt: {value:,.2f}").format(value=point.gflops_per_w),
    ]
    return "\n".join(lines)


def caption_for(series_set: SeriesSet, kind: PlotKind) -> str:
    """The caption under a plot, in the user's language."""
    return caption_text(caption_figures(series_set, kind),
                        lambda text: QCoreApplication.translate("PlotCaption", text))


def _pixel_font(size_px: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(size_px)
    font.setBold(bold)
    return font


class PerformanceChart(pg.PlotWidget):
    """GFLOPS against price or power: one colour and marker per series, the cards joined in
    x order, a dashed least-squares line per series, hover tooltips, and a halo round the
    cards of the current build."""

    sigCardClicked = Signal(str)
    """A card's point was clicked; sends its part id."""

    def __init__(self, kind: PlotKind, parent: QWidget | None = None) -> None:
        super().__init__(parent, background="w")
        self._kind: PlotKind = kind
        self._series_set: SeriesSet | None = None
        self._highlighted: frozenset[str] = frozenset()
        self._tooltips: dict[str, str] = {}
        self.series_items: dict[str, pg.PlotDataItem] = {}
        self.fit_items: dict[str, pg.PlotDataItem] = {}
        plot = self.getPlotItem()
        plot.setMenuEnabled(False)
        plot.showGrid(x=True, y=True, alpha=0.12)
        # Room on the right for the last tick label and the marker of the dearest card.
        plot.layout.setContentsMargins(4, 4, 28, 4)
        for name in ("left", "bottom"):
            axis = plot.getAxis(name)
            axis.setPen(TEXT_COLOR)
            axis.setTextPen(TEXT_COLOR)
            axis.setTickFont(_pixel_font(TICK_FONT_PX))
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
        # One legend for the chart's life, cleared and refilled on each redraw.
        self._legend = plot.addLegend(
            offset=(12, 12), labelTextSize=f"{LEGEND_FONT_PX}px", labelTextColor=TEXT_COLOR,
            brush=pg.mkBrush(255, 255, 255, 230), pen=pg.mkPen("#999999"), verSpacing=-4)

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

    def set_series(self, series_set: SeriesSet) -> None:
        """Draw `series_set` (replacing what was drawn); the halo stays on the same ids."""
        self._series_set = series_set
        plot = self.getPlotItem()
        for item in [*self.series_items.values(), *self.fit_items.values()]:
            plot.removeItem(item)
        self.series_items.clear()
        self.fit_items.clear()
        legend = self._legend
        legend.clear()
        kind, basis, metric = self._kind, series_set.price_basis, series_set.metric
        self._tooltips = {p.part_id: tooltip_text(p, basis, metric) for p in series_set.points}
        for series in series_set.series:
            if not series.points:
                continue
            style = series_style(series.name)
            points = series.sorted_by(kind)
            item = pg.PlotDataItem(
                [p.x(kind) for p in points], [p.gflops for p in points],
                data=[p.part_id for p in points], name=series.name,
                pen=pg.mkPen(style.color, width=2), symbol=style.symbol,
                symbolSize=style.size_px, symbolBrush=style.color,
                symbolPen=pg.mkPen("w", width=1), antialias=True,
            )
            item.scatter.setData(hoverable=True, tip=self._tip)
            item.sigPointsClicked.connect(self._on_points_clicked)
            plot.addItem(item)
            self.series_items[series.name] = item
            fit = series.fit(kind)
            if fit is not None:
                xs = np.array([points[0].x(kind), points[-1].x(kind)])
                line = pg.PlotDataItem(xs, fit.predict(xs), antialias=True, pen=pg.mkPen(
                    style.color, width=1.5, style=FIT_PEN_STYLE))
                line.setZValue(-5)
                # Hiding a series from its legend entry hides its fit with it.
                item.visibleChanged.connect(
                    lambda item=item, line=line: line.setVisible(item.isVisible()))
                plot.addItem(line)
                self.fit_items[series.name] = line
        # Samples for the line styles; they explain, they do not toggle anything.
        legend.addItem(pg.PlotDataItem(pen=pg.mkPen("#666666", width=1.5, style=FIT_PEN_STYLE)),
                       translate("Charts", "least-squares fit"))
        legend.items[-1][0].setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        plot.setTitle(plot_title(kind), color=TEXT_COLOR, size=f"{TITLE_FONT_PX}px")
        label_style = {"color": TEXT_COLOR, "font-size": f"{LABEL_FONT_PX}px"}
        plot.setLabel("left", gflops_axis_title(metric), **label_style)
        plot.setLabel("bottom", x_axis_title(kind, basis), **label_style)
        self._set_range(series_set)
        self.set_highlighted(self._highlighted)

    def _set_range(self, series_set: SeriesSet) -> None:
        # Both axes start at 0: a line from the origin to a card then has the card's GFLOPS
        # per dollar (or watt) as its slope, and series compare honestly.
        points = series_set.points
        x_max = max((p.x(self._kind) for p in points), default=1.0)
        y_max = max((p.gflops for p in points), default=1.0)
        plot = self.getPlotItem()
        plot.disableAutoRange()
        # A little below 0, so that the 0 ticks show and markers near 0 are not cut in half.
        plot.setXRange(-0.02 * x_max, x_max * 1.04, padding=0)
        plot.setYRange(-0.03 * y_max, y_max * 1.06, padding=0)

    def set_highlighted(self, part_ids: Iterable[str]) -> None:
        """Draw the build halo round the plotted cards among `part_ids`."""
        self._highlighted = frozenset(part_ids)
        plotted = [p for p in (self._series_set.points if self._series_set else ())
                   if p.part_id in self._highlighted]
        self._halo.setData([p.x(self._kind) for p in plotted], [p.gflops for p in plotted],
                           data=[p.part_id for p in plotted])
        # The halo's legend entry only while there is a halo to explain.
        self._legend.removeItem(self._halo)
        if plotted:
            self._legend.addItem(self._halo, translate("Charts", "in current build"))
            self._legend.items[-1][0].setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def _tip(self, x: float, y: float, data: object) -> str:
        return self._tooltips.get(str(data), "")

    def _on_points_clicked(self, _item: object, points: list, _event: object) -> None:
        if len(points):
            self.sigCardClicked.emit(str(points[0].data()))


def _series_set(catalog: PartSource | None, include_titans: bool, price_basis: PriceBasis,
                metric: Metric) -> SeriesSet:
    if catalog is None:
        from configurator.catalog import open_catalog  # only when the caller has none open

        catalog = open_catalog()
    return series_from_catalog(catalog, include_titans=include_titans,
                               price_basis=price_basis, metric=metric)


def paint_chart(painter: QPainter, rect: QRectF, kind: PlotKind, series_set: SeriesSet, *,
                highlight_ids: Iterable[str] = (), with_caption: bool = True,
                logical_width_px: float = EXPORT_SIZE_PX[0]) -> None:
    """Paint the chart of `series_set` (and its caption below it) into `rect`.

    The figure is laid out `logical_width_px` wide and scaled to `rect`, so a PDF page at
    1200 dpi gets the same proportions as a 1280-pixel image, drawn as vectors.
    """
    ensure_app()
    scale = rect.width() / logical_width_px
    width_px, height_px = logical_width_px, rect.height() / scale
    caption = caption_for(series_set, kind) if with_caption else ""
    painter.save()
    try:
        painter.translate(rect.topLeft())
        painter.scale(scale, scale)
        caption_height_px = 0.0
        if caption:
            painter.setFont(_pixel_font(CAPTION_FONT_PX))
            text_box = QRectF(CAPTION_MARGIN_PX, 0, width_px - 2 * CAPTION_MARGIN_PX, height_px)
            flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft)
            caption_height_px = painter.boundingRect(text_box, flags, caption).height()
            caption_top = height_px - caption_height_px - CAPTION_MARGIN_PX
            painter.setPen(QColor(TEXT_COLOR))
            painter.drawText(QRectF(CAPTION_MARGIN_PX, caption_top, text_box.width(),
                                    caption_height_px + 1), flags, caption)
            caption_height_px += 2 * CAPTION_MARGIN_PX
        chart_size = QSize(round(width_px), max(200, round(height_px - caption_height_px)))
        chart = PerformanceChart(kind)
        try:
            # Laid out as a widget that is never put on a screen: pyqtgraph sizes its items
            # from the view's resize events.
            chart.setAttribute(Qt.WidgetAttribute.WA_DontShowOnScreen)
            chart.resize(chart_size)
            chart.set_series(series_set)
            chart.set_highlighted(highlight_ids)
            chart.show()
            # Layout requests are posted events; user input must not run in the middle.
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
            # Views update their transforms when told a paint is coming (a screen paint does).
            chart.scene().prepareForPaint()
            source = QRectF(chart.viewport().rect())
            # Recorded at the screen's resolution, then replayed as vectors: pyqtgraph sizes
            # its tick labels and legend in points, which a 1200 dpi PDF device would make a
            # dozen times too large if the scene painted on it directly.
            picture = QPicture()
            recorder = QPainter(picture)
            # Export mode, as pyqtgraph's own exporters set it: markers drawn as paths, not
            # copied from a pixmap cache.
            items = [i for i in chart.scene().items() if hasattr(i, "setExportMode")]
            try:
                recorder.setRenderHints(painter.renderHints())
                for item in items:
                    item.setExportMode(True, {"antialias": True, "painter": recorder})
                chart.scene().render(recorder, QRectF(0, 0, chart_size.width(),
                                                      chart_size.height()), source)
            finally:
                for item in items:
                    item.setExportMode(False)
                recorder.end()
            # drawPicture scales a picture by the device's resolution against its own:
            # undone here, since `painter` already maps the layout onto `rect`.
            device = painter.device()
            painter.save()
            painter.scale(picture.logicalDpiX() / device.logicalDpiX(),
                          picture.logicalDpiY() / device.logicalDpiY())
            painter.drawPicture(0, 0, picture)
            painter.restore()
        finally:
            chart.close()
            chart.deleteLater()
    finally:
        painter.restore()


def paint_plot(painter: QPainter, rect: QRectF, kind: PlotKind, *, include_titans: bool = False,
               price_basis: PriceBasis = "launch", metric: Metric = "fp32",
               catalog: PartSource | None = None, highlight_ids: Iterable[str] = (),
               with_caption: bool = True) -> None:
    """Paint the "price" or "power" plot of the catalog into `rect` (for the BOM PDF)."""
    series_set = _series_set(catalog, include_titans, price_basis, metric)
    paint_chart(painter, rect, kind, series_set, highlight_ids=highlight_ids,
                with_caption=with_caption)


def export_plot(kind: PlotKind, path: str | os.PathLike[str], *, include_titans: bool = False,
                price_basis: PriceBasis = "launch", metric: Metric = "fp32",
                catalog: PartSource | None = None, highlight_ids: Iterable[str] = (),
                size_px: tuple[int, int] = EXPORT_SIZE_PX) -> Path:
    """Write the plot of `kind` ("price" or "power") to `path`: PNG or SVG by its suffix.

    Works without a display (creates a QApplication when there is none). Raises ValueError
    for an unknown kind or suffix and OSError when the file cannot be written.
    """
    if kind not in ("price", "power"):
        raise ValueError(f"plot kind must be 'price' or 'power', not {kind!r}")
    target = Path(path)
    suffix = target.suffix.lower()
    if suffix not in (".png", ".svg"):
        raise ValueError(translate("Charts", "cannot export a plot as {suffix}; use .png or .svg")
                         .format(suffix=suffix or translate("Charts", "a file without suffix")))
    if not target.parent.is_dir():
        raise OSError(translate("Charts", "folder {folder} does not exist").format(
            folder=target.parent))
    ensure_app()
    series_set = _series_set(catalog, include_titans, price_basis, metric)
    width_px, height_px = size_px
    rect = QRectF(0, 0, width_px, height_px)
    if suffix == ".png":
        image = QImage(width_px, height_px, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_chart(painter, rect, kind, series_set, highlight_ids=highlight_ids,
                    logical_width_px=width_px)
        painter.end()
        if not image.save(str(target), "PNG"):
            raise OSError(translate("Charts", "could not write {file}").format(file=target))
    else:
        generator = QSvgGenerator()
        generator.setFileName(str(target))
        generator.setSize(QSize(width_px, height_px))
        generator.setViewBox(rect)
        generator.setTitle(plot_title(kind))
        painter = QPainter()
        if not painter.begin(generator):
            raise OSError(translate("Charts", "could not write {file}").format(file=target))
        painter.fillRect(rect, QColor("white"))
        paint_chart(painter, rect, kind, series_set, highlight_ids=highlight_ids,
                    logical_width_px=width_px)
        painter.end()
    return target
