"""A small page-flow engine: text, key-value lists, tables and figures laid out top to bottom
across pages, recorded as drawing operations per page and painted afterwards.

Two passes, because the page chrome says "page 2 of 5" before page 5 exists. All text is
drawn with `QPainter.drawText` from plain strings (never through a rich-text document), so
whatever a user typed — `<b>`, `&`, `<script>` — prints as those characters.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import Literal

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QPaintDevice,
    QPainter,
    QTextLayout,
    QTextOption,
)

from configurator.drawing.palette import INK
from configurator.model.safe_text import drawable
from configurator.report.pdf.style import (
    HEADER_FILL,
    MUTED,
    RULE,
    ZEBRA_FILL,
    PageGeometry,
    mm,
)

DrawOp = Callable[[QPainter], None]
Align = Literal["left", "right"]


@dataclass
class Page:
    geometry: PageGeometry
    ops: list[DrawOp] = field(default_factory=list)


@dataclass(frozen=True)
class Span:
    """A run of text in one font and colour; a table cell is a list of them, stacked."""

    text: str
    font: QFont
    colour: QColor = field(default_factory=lambda: QColor(INK))


@dataclass(frozen=True)
class Column:
    title: str
    width_mm: float  # relative: the table scales the columns to the content width
    align: Align = "left"


@dataclass(frozen=True)
class Row:
    cells: Sequence[Sequence[Span]]
    fill: QColor | None = None
    rule_above: bool = False


CELL_PAD_X_MM, CELL_PAD_Y_MM = 1.2, 0.8


class Metrics:
    """Font metrics on the PDF device, cached per font (they are asked for every line)."""

    def __init__(self, device: QPaintDevice) -> None:
        self.device = device
        self._cache: dict[str, QFontMetricsF] = {}

    def of(self, font: QFont) -> QFontMetricsF:
        key = font.key()
        if key not in self._cache:
            self._cache[key] = QFontMetricsF(font, self.device)
        return self._cache[key]

    def line_height(self, font: QFont) -> float:
        return self.of(font).lineSpacing()

    def width(self, font: QFont, text: str) -> float:
        return self.of(font).horizontalAdvance(text)

    def wrap(self, text: str, font: QFont, width: float) -> list[str]:
        """`text` broken into lines no wider than `width` (at words, else anywhere)."""
        lines: list[str] = []
        option = QTextOption()
        option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        text = text.replace("\r\n", "\n").replace("\r", "\n").replace("\t", "    ")
        for paragraph in text.split("\n"):
            paragraph = drawable(paragraph)  # U+202E and friends shown, never obeyed
            if not paragraph.strip():
                lines.append("")
                continue
            layout = QTextLayout(paragraph, font, self.device)
            layout.setTextOption(option)
            layout.beginLayout()
            while (line := layout.createLine()).isValid():
                line.setLineWidth(width)
            layout.endLayout()
            # Qt counts UTF-16 units; slice in those, so emoji and rare CJK stay whole.
            units = paragraph.encode("utf-16-le")
            for index in range(layout.lineCount()):
                line = layout.lineAt(index)
                start, length = line.textStart(), line.textLength()
                piece = units[2 * start: 2 * (start + length)].decode("utf-16-le", "replace")
                lines.append(piece.rstrip())
        return lines

    def elide(self, text: str, font: QFont, width: float) -> str:
        return self.of(font).elidedText(drawable(text.replace("\n", " ")),
                                        Qt.TextElideMode.ElideRight, width)


def draw_text(painter: QPainter, x: float, baseline: float, text: str, font: QFont,
              colour: QColor) -> None:
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(QPointF(x, baseline), drawable(text))


def fill_rect(painter: QPainter, rect: QRectF, colour: QColor) -> None:
    painter.fillRect(rect, colour)


def draw_line(painter: QPainter, x1: float, y: float, x2: float, colour: QColor,
              width_mm: float = 0.2) -> None:
    pen = painter.pen()
    pen.setColor(colour)
    pen.setWidthF(mm(width_mm))
    painter.setPen(pen)
    painter.drawLine(QPointF(x1, y), QPointF(x2, y))


def _draw_in(painter: QPainter, draw: Callable[[QPainter, QRectF], None], rect: QRectF
             ) -> None:
    draw(painter, rect)


class PageFlow:
    """Lays content out from the top of the first page down, starting pages as needed."""

    def __init__(self, device: QPaintDevice, geometry: PageGeometry) -> None:
        self.metrics = Metrics(device)
        self.base_geometry = geometry
        self.pages: list[Page] = []
        self.y = 0.0
        # Headings waiting for content: (text, font, space above mm, space after mm).
        self._pending: list[tuple[str, QFont, float, float]] = []
        self.new_page()

    # --- pages ------------------------------------------------------------------------
    def new_page(self, landscape: bool = False) -> None:
        self.pages.append(Page(self.base_geometry.turned(landscape)))
        self.y = self.content.top()

    @property
    def page(self) -> Page:
        return self.pages[-1]

    @property
    def content(self) -> QRectF:
        return self.page.geometry.content

    @property
    def room(self) -> float:
        return self.content.bottom() - self.y

    @property
    def at_top(self) -> bool:
        return self.y <= self.content.top() + 0.5

    def ensure(self, height: float) -> None:
        """Start a new page unless `height` fits below (a block taller than a page starts
        at the top of one and runs over)."""
        if height > self.room and not self.at_top:
            self.new_page()

    def space(self, height_mm: float) -> None:
        if not self.at_top:
            self.y = min(self.y + mm(height_mm), self.content.bottom())

    def add(self, op: DrawOp) -> None:
        self.page.ops.append(op)

    # --- text -------------------------------------------------------------------------
    def spans_height(self, spans: Sequence[Span], width: float) -> float:
        return sum(len(self.metrics.wrap(s.text, s.font, width)) * self.metrics.line_height(
            s.font) for s in spans)

    def heading(self, text: str, font: QFont, *, above_mm: float = 2.5,
                after_mm: float = 1.5) -> None:
        """A heading, placed with whatever comes next: it never ends a page alone."""
        self._pending.append((text, font, above_mm, after_mm))

    def flush_headings(self, next_height: float = 0.0) -> None:
        """Place the pending headings, on a new page unless they and `next_height` fit."""
        if not self._pending:
            return
        pending, self._pending = self._pending, []
        width = self.content.width()
        height = sum(self.spans_height([Span(text, font)], width) + mm(above + after)
                     for text, font, above, after in pending)
        self.ensure(height + next_height)
        for text, font, above, after in pending:
            self.space(above)
            self._lines(self.metrics.wrap(text, font, width), font, INK, 0.0)
            self.space(after)

    def paragraph(self, text: str, font: QFont, colour: QColor = INK, *, indent_mm: float = 0,
                  after_mm: float = 1.0, keep_lines: int = 2) -> None:
        """Wrapped text; it may break across pages between lines, never inside one."""
        lines = self.metrics.wrap(text, font, self.content.width() - mm(indent_mm))
        line_h = self.metrics.line_height(font)
        self.flush_headings(min(len(lines), keep_lines) * line_h)
        self.ensure(min(len(lines), keep_lines) * line_h)
        self._lines(lines, font, colour, indent_mm)
        self.space(after_mm)

    def _lines(self, lines: list[str], font: QFont, colour: QColor, indent_mm: float) -> None:
        line_h = self.metrics.line_height(font)
        ascent = self.metrics.of(font).ascent()
        for line in lines:
            if line_h > self.room:
                self.new_page()
            if line:
                self.add(partial(draw_text, x=self.content.left() + mm(indent_mm),
                                 baseline=self.y + ascent, text=line, font=font, colour=colour))
            self.y += line_h

    def block(self, spans: Sequence[tuple[Span, float]], *, after_mm: float = 1.0) -> None:
        """Paragraphs (span, indent in mm) kept on one page when they fit on one."""
        width = self.content.width()
        total = sum(self.spans_height([s], width - mm(indent)) for s, indent in spans)
        self.flush_headings(total)
        self.ensure(total)
        for span, indent in spans:
            self._lines(self.metrics.wrap(span.text, span.font, width - mm(indent)), span.font,
                        span.colour, indent)
        self.space(after_mm)

    # --- key-value lists and tables ---------------------------------------------------
    def key_values(self, pairs: Sequence[tuple[str, str]], key_font: QFont, value_font: QFont,
                   *, key_width_mm: float = 45.0, after_mm: float = 1.5) -> None:
        columns = [Column("", key_width_mm), Column("", 180.0 - key_width_mm)]
        rows = [Row([[Span(k, key_font, MUTED)], [Span(v, value_font)]]) for k, v in pairs]
        self.table(columns, rows, header_font=None, zebra=False, keep_together=True,
                   after_mm=after_mm)

    def table(self, columns: Sequence[Column], rows: Sequence[Row], *,
              header_font: QFont | None, continued: str = "", continued_font: QFont | None
              = None, zebra: bool = True, keep_together: bool = False,
              after_mm: float = 2.0) -> None:
        """Rows that never split; the header row is repeated on every page the table
        spans, under a "(continued)" line when one is given. `keep_together` moves a short
        table whole to the next page rather than splitting it."""
        scale = self.content.width() / sum(c.width_mm for c in columns)
        widths = [c.width_mm * scale for c in columns]
        pad_x, pad_y = mm(CELL_PAD_X_MM), mm(CELL_PAD_Y_MM)
        header = (Row([[Span(c.title, header_font)] for c in columns], fill=HEADER_FILL)
                  if header_font is not None else None)

        def laid(row: Row) -> tuple[float, list[list[tuple[list[str], Span]]]]:
            cells, height = [], 0.0
            for cell, width in zip(row.cells, widths, strict=True):
                stacked = [(self.metrics.wrap(s.text, s.font, width - 2 * pad_x), s)
                           for s in cell if s.text]
                cells.append(stacked)
                height = max(height, sum(len(lines) * self.metrics.line_height(s.font)
                                         for lines, s in stacked))
            return height + 2 * pad_y, cells

        header_laid = laid(header) if header is not None else None
        header_h = header_laid[0] if header_laid is not None else 0.0
        laid_rows = [laid(row) for row in rows]
        if keep_together and laid_rows:
            total = header_h + sum(height for height, _cells in laid_rows)
            self.flush_headings(total)
            self.ensure(total)
        for index, (row, (height, cells)) in enumerate(zip(rows, laid_rows, strict=True)):
            first = index == 0
            if first:
                self.flush_headings(header_h + height)
            if height + (header_h if first else 0.0) > self.room and not self.at_top:
                self.new_page()
                if not first and continued and continued_font is not None:
                    self.paragraph(continued, continued_font, MUTED, after_mm=0.5)
                first = True  # a fresh page: the header goes on top
            if first and header_laid is not None:
                self._row(header, *header_laid, widths, columns, pad_x, pad_y)
                self.add(partial(draw_line, x1=self.content.left(), y=self.y,
                                 x2=self.content.right(), colour=RULE, width_mm=0.25))
            fill = row.fill or (ZEBRA_FILL if zebra and index % 2 else None)
            self._row(Row(row.cells, fill, row.rule_above), height, cells, widths, columns,
                      pad_x, pad_y)
        self.space(after_mm)

    def _row(self, row: Row, height: float, cells: list[list[tuple[list[str], Span]]],
             widths: list[float], columns: Sequence[Column], pad_x: float, pad_y: float
             ) -> None:
        left, top = self.content.left(), self.y
        if row.fill is not None:
            rect = QRectF(left, top, sum(widths), height)
            self.add(partial(fill_rect, rect=rect, colour=row.fill))
        if row.rule_above:
            self.add(partial(draw_line, x1=left, y=top, x2=left + sum(widths), colour=INK,
                             width_mm=0.3))
        x = left
        for stacked, width, column in zip(cells, widths, columns, strict=True):
            y = top + pad_y
            for lines, span in stacked:
                metrics = self.metrics.of(span.font)
                for line in lines:
                    if line:
                        tx = (x + width - pad_x - metrics.horizontalAdvance(line)
                              if column.align == "right" else x + pad_x)
                        self.add(partial(draw_text, x=tx, baseline=y + metrics.ascent(),
                                         text=line, font=span.font, colour=span.colour))
                    y += metrics.lineSpacing()
            x += width
        self.y = top + height

    # --- figures ----------------------------------------------------------------------
    def figure(self, height: float, draw: Callable[[QPainter, QRectF], None]) -> QRectF:
        """Reserve `height` (at most the page's room) and paint `draw` into it."""
        self.flush_headings(height)
        self.ensure(height)
        rect = QRectF(self.content.left(), self.y, self.content.width(),
                      min(height, self.room))
        self.add(partial(_draw_in, draw=draw, rect=rect))
        self.y = rect.bottom()
        return rect
