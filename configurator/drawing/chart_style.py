"""The performance charts' look: sizes in pixels, colours and markers per series, the fonts,
and the QApplication a chart needs when there is no window. Split from `charts` along that
seam."""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QApplication

EXPORT_SIZE_PX = (1280, 800)
# Fonts in pixels, not points: the scene is painted onto screens, images and PDF pages of
# different resolutions, and pixel sizes keep text in proportion to the plot on all of them.
TICK_FONT_PX, LABEL_FONT_PX, TITLE_FONT_PX, LEGEND_FONT_PX, CAPTION_FONT_PX = 13, 15, 17, 14, 15
POINT_LABEL_FONT_PX = 11
MIN_LABEL_FONT_PX = 10  # an axis title's smallest type, in a short chart
AXIS_TITLE_MARGIN_PX = 12  # the title's text box is wider than its letters
LEGEND_FONT_PX_STEPS = (LEGEND_FONT_PX, LEGEND_FONT_PX - 2)  # a narrow chart's legend
LEGEND_MARGINS_PX = 40  # the plot's own margins, left and right of the legend's row
LEGEND_SPACING_PX = 10  # between a legend entry's sample and label, and between entries
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
    "RTX 3000": SeriesStyle("#E69F00", "h", SYMBOL_SIZE_PX + 2),
    "RTX 4000": SeriesStyle("#56B4E9", "t", SYMBOL_SIZE_PX + 1),
    "RTX 5000": SeriesStyle("#000000", "star", SYMBOL_SIZE_PX + 4),
    "Workstation": SeriesStyle("#8C510A", "t2", SYMBOL_SIZE_PX + 1),
    "Data center": SeriesStyle("#882255", "t3", SYMBOL_SIZE_PX + 1),
}
_FALLBACK_STYLE = SeriesStyle("#555555", "p")
# Series of several architectures and markets: their cards are not joined by a line (a line
# in price order would zigzag between generations); they keep their fit.
UNJOINED_SERIES = frozenset({"Workstation", "Data center"})
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


def pixel_font(size_px: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(size_px)
    font.setBold(bold)
    return font


def label_color(series: str) -> QColor:
    """The series' colour, darkened enough to read as text on white."""
    color = QColor(series_style(series).color)
    return color.darker(135) if color.lightness() > 110 else color
