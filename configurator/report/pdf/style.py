"""Fonts, colours and page geometry of the BOM PDF.

Lengths are device dots of a QPdfWriter at `DPI`; `mm()` converts. Fonts are sized in points,
which the writer maps through its resolution, so metrics taken on the writer are exact.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QColor, QFont, QFontDatabase, QFontInfo, QPageSize

from configurator.drawing.palette import MUTED_INK, SEVERITY_INK
from configurator.report.paper import PAPERS

DPI = 1200
MM_PER_INCH = 25.4

# Simplified Chinese faces, best first. Without one named, Qt's per-glyph fallback takes
# whatever fontconfig offers first, often a Japanese face with Japanese glyph shapes.
CJK_SC_FAMILIES = ("Noto Sans CJK SC", "Source Han Sans SC", "Source Han Sans CN",
                   "Microsoft YaHei", "PingFang SC", "WenQuanYi Micro Hei", "SimHei")

PAPER_SIZES = dict(zip(PAPERS, (QPageSize.PageSizeId.A4, QPageSize.PageSizeId.Letter),
                       strict=True))

MUTED = MUTED_INK
RULE = QColor("#9aa7ad")
HEADER_FILL = QColor("#e3e9ec")
ZEBRA_FILL = QColor("#f4f7f8")
VALIDATED_FILL = QColor("#2e7d32")
NOT_VALIDATED_FILL = SEVERITY_INK["error"]
BANNER_INK = QColor("#ffffff")


def mm(value_mm: float) -> float:
    """Millimetres in device dots."""
    return value_mm * DPI / MM_PER_INCH


@functools.cache
def cjk_sc_family() -> str | None:
    """The first Simplified Chinese family installed, or None (then Qt falls back)."""
    installed = set(QFontDatabase.families())
    return next((family for family in CJK_SC_FAMILIES if family in installed), None)


@functools.cache
def base_family() -> str:
    """The platform's default sans face, resolved (the "Sans Serif" alias is not a face)."""
    return QFontInfo(QFont()).family()


def font(size_pt: float, *, bold: bool = False, italic: bool = False) -> QFont:
    result = QFont()
    families = [base_family()]
    if (cjk := cjk_sc_family()) is not None:
        families.append(cjk)  # tried per glyph before any system fallback
    result.setFamilies(families)
    result.setPointSizeF(size_pt)
    result.setBold(bold)
    result.setItalic(italic)
    # Glyph positions from the font's own advances, not hinted to a screen's pixel grid:
    # the writer's 1200 dpi grid is fine enough, and layout then matches what prints.
    result.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return without_ligatures(result)


def without_ligatures(value: QFont) -> QFont:
    """`value` drawing "fi" as two glyphs: a ligature glyph extracts as U+FB01, and a
    search for "efficient" or "Configurator" in the PDF would miss the word."""
    value.setFeature(QFont.Tag("liga"), 0)
    return value


@dataclass(frozen=True)
class Fonts:
    title: QFont
    heading: QFont
    subheading: QFont
    body: QFont
    body_bold: QFont
    small: QFont
    small_italic: QFont
    table: QFont
    table_bold: QFont
    banner: QFont
    header_name: QFont


@functools.cache
def fonts() -> Fonts:
    return Fonts(
        title=font(15, bold=True), heading=font(12.5, bold=True),
        subheading=font(10, bold=True), body=font(9), body_bold=font(9, bold=True),
        small=font(7.5), small_italic=font(7.5, italic=True), table=font(8),
        table_bold=font(8, bold=True), banner=font(10, bold=True),
        header_name=font(11, bold=True))


@dataclass(frozen=True)
class PageGeometry:
    """Where things go on a page of one paper size, in dots."""

    paper: str
    landscape: bool = False
    margin_x_mm: float = 15.0
    margin_y_mm: float = 11.0
    header_mm: float = 11.5  # build name and the document line
    banner_mm: float = 7.5
    gap_mm: float = 4.0  # between the banner and the content
    footer_mm: float = 7.0

    @property
    def size_mm(self) -> QSizeF:
        size = QPageSize(PAPER_SIZES[self.paper]).size(QPageSize.Unit.Millimeter)
        return size.transposed() if self.landscape else size

    @property
    def page(self) -> QRectF:
        size = self.size_mm
        return QRectF(0, 0, mm(size.width()), mm(size.height()))

    @property
    def header(self) -> QRectF:
        page = self.page
        return QRectF(mm(self.margin_x_mm), mm(self.margin_y_mm),
                      page.width() - 2 * mm(self.margin_x_mm), mm(self.header_mm))

    @property
    def banner(self) -> QRectF:
        header = self.header
        return QRectF(header.left(), header.bottom(), header.width(), mm(self.banner_mm))

    @property
    def content(self) -> QRectF:
        banner, page = self.banner, self.page
        top = banner.bottom() + mm(self.gap_mm)
        bottom = page.height() - mm(self.margin_y_mm) - mm(self.footer_mm)
        return QRectF(banner.left(), top, banner.width(), bottom - top)

    @property
    def footer(self) -> QRectF:
        content = self.content
        return QRectF(content.left(), content.bottom(), content.width(), mm(self.footer_mm))

    def turned(self, landscape: bool) -> PageGeometry:
        return PageGeometry(self.paper, landscape, self.margin_x_mm, self.margin_y_mm,
                            self.header_mm, self.banner_mm, self.gap_mm, self.footer_mm)
