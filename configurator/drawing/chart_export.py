"""Painting and exporting the performance charts: into a painter's rect (the BOM PDF), a
PNG or an SVG file. The chart is laid out off screen at the export's size and its scene
rendered with a QPainter (pyqtgraph's own SVG exporter fails on Qt 6.12; the painter route
keeps axis titles, series names and card labels as SVG text)."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEventLoop, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPicture
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QApplication

from configurator.analysis.series import MarkedPartSource, Metric, PlotKind, PriceBasis, SeriesSet
from configurator.analysis.series_gather import series_from_catalog
from configurator.drawing.chart_style import (
    CAPTION_FONT_PX,
    CAPTION_MARGIN_PX,
    EXPORT_SIZE_PX,
    TEXT_COLOR,
    ensure_app,
    pixel_font,
)
from configurator.drawing.charts import PerformanceChart
from configurator.words.charts import caption_for, plot_title

translate = QCoreApplication.translate


def _series_set(catalog: MarkedPartSource | None, include_titans: bool, price_basis: PriceBasis,
                metric: Metric, series: Iterable[str] = (),
                build_ids: Iterable[str] = ()) -> SeriesSet:
    if catalog is None:
        from configurator.catalog import open_catalog  # only when the caller has none open

        catalog = open_catalog()
    return series_from_catalog(catalog, include_titans=include_titans, series=series,
                               price_basis=price_basis, metric=metric, build_ids=build_ids)


def paint_chart(painter: QPainter, rect: QRectF, kind: PlotKind, series_set: SeriesSet, *,
                highlight_ids: Iterable[str] = (), with_caption: bool = True,
                logical_width_px: float = EXPORT_SIZE_PX[0],
                log_axes: bool | None = False) -> None:
    """Paint the chart of `series_set` (and its caption below it) into `rect`; `log_axes`
    None: logarithmic when the series span a wide range (`SeriesSet.is_wide`).

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
            painter.setFont(pixel_font(CAPTION_FONT_PX))
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
            chart.set_log_axes(series_set.is_wide(kind) if log_axes is None else log_axes,
                               redraw=False)
            chart.set_series(series_set)
            chart.set_highlighted(highlight_ids)
            chart.show()
            # Layout requests are posted events; user input must not run in the middle.
            QApplication.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)
            # The labels' spots depend on the view's laid-out size, known only now.
            chart.place_labels()
            # Views update their transforms when told a paint is coming (a screen paint does).
            chart.scene().prepareForPaint()
            # Recorded at the screen's resolution, then replayed as vectors: pyqtgraph sizes
            # its tick labels and legend in points, which a 1200 dpi PDF device would make a
            # dozen times too large if the scene painted on it directly.
            picture = QPicture()
            recorder = QPainter(picture)
            recorder.setRenderHints(painter.renderHints())
            # Export mode, as pyqtgraph's own exporters set it: markers are drawn as paths, not
            # as cached pixmap fragments (which an SVG cannot hold and a PDF blurs).
            for item in chart.scene().items():
                if hasattr(item, "setExportMode"):
                    item.setExportMode(True, {"antialias": True, "painter": recorder})
            source = QRectF(chart.viewport().rect())
            try:
                chart.scene().render(recorder, QRectF(0, 0, chart_size.width(),
                                                      chart_size.height()), source)
            finally:
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
               catalog: MarkedPartSource | None = None, highlight_ids: Iterable[str] = (),
               with_caption: bool = True, series: Iterable[str] = (),
               build_ids: Iterable[str] = (), log_axes: bool | None = False) -> None:
    """Paint the "price" or "power" plot of the catalog into `rect` (for the BOM PDF);
    `series` adds optional series, `build_ids` plots the build's partner cards as
    themselves, `log_axes` None picks log axes for a wide range."""
    series_set = _series_set(catalog, include_titans, price_basis, metric, series, build_ids)
    paint_chart(painter, rect, kind, series_set, highlight_ids=highlight_ids,
                with_caption=with_caption, log_axes=log_axes)


def export_plot(kind: PlotKind, path: str | os.PathLike[str], *, include_titans: bool = False,
                price_basis: PriceBasis = "launch", metric: Metric = "fp32",
                catalog: MarkedPartSource | None = None, highlight_ids: Iterable[str] = (),
                size_px: tuple[int, int] = EXPORT_SIZE_PX, series: Iterable[str] = (),
                build_ids: Iterable[str] = (), log_axes: bool = False,
                series_set: SeriesSet | None = None) -> Path:
    """Write the plot of `kind` ("price" or "power") to `path`: PNG or SVG by its suffix;
    `series_set`: what to draw, as gathered already (the plots tab's), else gathered from
    `catalog` with the other choices.

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
    if series_set is None:
        series_set = _series_set(catalog, include_titans, price_basis, metric, series,
                                 build_ids)
    width_px, height_px = size_px
    rect = QRectF(0, 0, width_px, height_px)
    if suffix == ".png":
        image = QImage(width_px, height_px, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        paint_chart(painter, rect, kind, series_set, highlight_ids=highlight_ids,
                    logical_width_px=width_px, log_axes=log_axes)
        painter.end()
        if not image.save(str(target), "PNG"):
            raise OSError(translate("Charts", "could not write {file}").format(file=target))
    else:
        generator = QSvgGenerator()
        generator.setFileName(str(target))
        generator.setSize(QSize(width_px, height_px))
        generator.setViewBox(rect)
        # Screen resolution: pyqtgraph sizes what it draws in device pixels at 96 dpi, and at
        # the generator's default 72 dpi the plot's contents came out a third too large.
        generator.setResolution(96)
        generator.setTitle(plot_title(kind))
        painter = QPainter()
        if not painter.begin(generator):
            raise OSError(translate("Charts", "could not write {file}").format(file=target))
        painter.fillRect(rect, QColor("white"))
        paint_chart(painter, rect, kind, series_set, highlight_ids=highlight_ids,
                    logical_width_px=width_px, log_axes=log_axes)
        painter.end()
    return target
