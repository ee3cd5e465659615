"""The bill of materials as a PDF: what a lab manager sends to purchasing and keeps with the
machine (issue 6). QPdfWriter and QPainter, A4 or US Letter.

Every page carries the build's name, the date, the application and catalog versions and the
status banner (VALIDATED, or NOT VALIDATED with the counts), so a single printed page never
overstates the build. Then: the BOM with its totals, the notes, the computed figures, every
finding, the waivers, what is not checked, the chassis drawing (vectors, from the window's
own scene) and, optionally, the plots. Text is drawn as text with embedded fonts, so it can
be searched and copied; user text is never interpreted as markup.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date

from PySide6.QtCore import QBuffer, QCoreApplication, QIODevice, QMarginsF
from PySide6.QtGui import QFont, QPageLayout, QPageSize, QPainter, QPdfWriter

from configurator import APP_NAME, __version__, i18n
from configurator.analysis.series import PartSource
from configurator.drawing.chart_style import ensure_app
from configurator.drawing.palette import INK
from configurator.model.build import ResolvedBuild
from configurator.report.bom import Bom, assemble_bom
from configurator.report.pdf.figures import chassis_section, plots_section
from configurator.report.pdf.findings import (
    findings_section,
    not_checked_section,
    not_judged_section,
    notes_section,
    waivers_section,
)
from configurator.report.pdf.flow import Page, PageFlow, draw_line, draw_text
from configurator.report.pdf.sections import bom_section, figures_section
from configurator.report.pdf.style import (
    BANNER_INK,
    DPI,
    MUTED,
    NOT_VALIDATED_FILL,
    PAPER_SIZES,
    RULE,
    VALIDATED_FILL,
    PageGeometry,
    cjk_sc_family,
    fonts,
    mm,
)
from configurator.report.pdf.tounicode import fix_tounicode, shadow_table
from configurator.rules.report import Report

translate = QCoreApplication.translate

HEADER_RIGHT_MM = 40.0  # room kept right of the build name for "Bill of materials"
MIN_BANNER_PT = 7.0  # the smallest the status banner's text shrinks to before it is elided


def fitting_font(flow: PageFlow, text: str, base: QFont, width: float) -> QFont:
    """`base`, or a smaller size of it (down to MIN_BANNER_PT) that holds `text` on one line
    of `width`: a longer language's banner shrinks before it is shortened."""
    size = base.pointSizeF()
    candidate = QFont(base)
    while size > MIN_BANNER_PT and flow.metrics.width(candidate, text) > width:
        size = max(MIN_BANNER_PT, size - 0.5)
        candidate = QFont(base)
        candidate.setPointSizeF(size)
    return candidate


class PdfChrome:
    """What every page shows around its content: header, status banner, footer. `summary`
    says the status (`validated`, `banner_text()`): a build's ValidationSummary or a lab's."""

    def __init__(self, name: str, summary, generated: date, catalog_version: str,
                 kind_text: str | None = None) -> None:
        self.name = name
        self.summary = summary
        self.kind_text = kind_text or translate("Bom", "Bill of materials")
        self.document_line = translate(
            "Bom", "Generated {date} by {app} {version} · catalog {catalog}").format(
            date=generated.isoformat(), app=i18n.display_name(), version=__version__,
            catalog=catalog_version or translate("Bom", "unknown"))

    def header_name(self, flow: PageFlow, geometry: PageGeometry) -> tuple[str, bool]:
        """The name as the header shows it, and whether it had to be shortened."""
        width = geometry.header.width() - mm(HEADER_RIGHT_MM)
        name = self.name
        shown = flow.metrics.elide(name, fonts().header_name, width)
        return shown, shown != name

    def paint(self, painter: QPainter, flow: PageFlow, page: Page, number: int,
              count: int) -> None:
        f, g = fonts(), page.geometry
        header, banner, footer = g.header, g.banner, g.footer
        metrics = flow.metrics
        name, _ = self.header_name(flow, g)
        name_ascent = metrics.of(f.header_name).ascent()
        draw_text(painter, header.left(), header.top() + name_ascent, name, f.header_name, INK)
        right = self.kind_text
        draw_text(painter, header.right() - metrics.width(f.small, right),
                  header.top() + name_ascent, right, f.small, MUTED)
        line_y = header.top() + metrics.line_height(f.header_name)
        document_line = metrics.elide(self.document_line, f.small, header.width())
        draw_text(painter, header.left(), line_y + metrics.of(f.small).ascent(), document_line,
                  f.small, MUTED)
        summary = self.summary
        painter.fillRect(banner, VALIDATED_FILL if summary.validated else NOT_VALIDATED_FILL)
        banner_font = fitting_font(flow, summary.banner_text(), f.banner, banner.width() - mm(6))
        text = metrics.elide(summary.banner_text(), banner_font, banner.width() - mm(6))
        banner_metrics = metrics.of(banner_font)
        baseline = banner.center().y() + (banner_metrics.ascent() - banner_metrics.descent()) / 2
        draw_text(painter, banner.left() + mm(3), baseline, text, banner_font, BANNER_INK)
        draw_line(painter, footer.left(), footer.top() + mm(2), footer.right(), RULE, 0.2)
        footer_base = footer.top() + mm(2.5) + metrics.of(f.small).ascent()
        prices = translate("Bom", "Prices in USD; catalog prices are dated estimates.")
        draw_text(painter, footer.left(), footer_base, prices, f.small, MUTED)
        page_text = translate("Bom", "Page {n} of {count}").format(n=number, count=count)
        draw_text(painter, footer.right() - metrics.width(f.small, page_text), footer_base,
                  page_text, f.small, MUTED)


def full_name_if_shortened(flow: PageFlow, chrome: PdfChrome) -> None:
    """The whole name once, on the first page, when the header could not hold it."""
    if chrome.header_name(flow, flow.page.geometry)[1]:
        flow.paragraph(chrome.name, fonts().title, after_mm=2)


def layout_pages(flow: PageFlow, chrome: PdfChrome, bom: Bom, resolved: ResolvedBuild,
                 report: Report, *, include_plots: bool, catalog: PartSource | None) -> None:
    full_name_if_shortened(flow, chrome)
    bom_section(flow, bom, report)
    notes_section(flow, bom.notes)  # what the BOM is for, in the user's words
    figures_section(flow, resolved, report)
    findings_section(flow, report)
    not_judged_section(flow, resolved, report)
    waivers_section(flow, resolved, report)
    not_checked_section(flow)
    chassis_section(flow, resolved, report)
    if include_plots:
        plots_section(flow, resolved, catalog)
    flow.flush_headings()


def _writer(device: QIODevice, paper: str, title: str) -> QPdfWriter:
    writer = QPdfWriter(device)
    writer.setResolution(DPI)
    writer.setPageLayout(QPageLayout(QPageSize(PAPER_SIZES[paper]),
                                     QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0),
                                     QPageLayout.Unit.Millimeter))
    writer.setTitle(title)
    writer.setCreator(f"{APP_NAME} {__version__}")
    return writer


def bom_pdf_bytes(resolved: ResolvedBuild, report: Report, *, catalog_version: str,
                  paper: str = "a4", include_plots: bool = False, catalog: PartSource | None = None,
                  generated: date | None = None, bom: Bom | None = None) -> bytes:
    """The PDF's bytes. `report` must come from validating `resolved`; `catalog` (any part
    source) feeds the optional plots."""
    check_paper(paper)
    ensure_app()  # fonts and the chassis scene need a QApplication, even headless
    bom = bom if bom is not None else assemble_bom(resolved, report, catalog)
    chrome = PdfChrome(bom.display_name, bom.summary, generated or date.today(),
                       catalog_version)
    title = translate("Bom", "Bill of materials: {name}").format(name=bom.display_name)
    return render_pdf(paper, title, chrome, lambda flow: layout_pages(
        flow, chrome, bom, resolved, report, include_plots=include_plots, catalog=catalog))


def check_paper(paper: str) -> None:
    if paper not in PAPER_SIZES:
        raise ValueError(f"paper must be one of {', '.join(PAPER_SIZES)}, not {paper!r}")


def render_pdf(paper: str, title: str, chrome: PdfChrome,
               layout: Callable[[PageFlow], None]) -> bytes:
    """The PDF of what `layout` lays out on the page flow, `chrome` around every page."""
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = _writer(buffer, paper, title)
    flow = PageFlow(writer, PageGeometry(paper))
    layout(flow)
    flow.flush_headings()
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError("the PDF writer could not start")
    try:
        for index, page in enumerate(flow.pages):
            if index:
                writer.setPageOrientation(QPageLayout.Orientation.Landscape
                                          if page.geometry.landscape
                                          else QPageLayout.Orientation.Portrait)
                writer.newPage()
            chrome.paint(painter, flow, page, index + 1, len(flow.pages))
            for op in page.ops:
                painter.save()
                op(painter)
                painter.restore()
    finally:
        painter.end()
    buffer.close()
    data = bytes(buffer.data())
    family = cjk_sc_family()
    return fix_tounicode(data, shadow_table(family)) if family else data
