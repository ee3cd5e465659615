"""Column widths for a table whose cells wrap: every column at least as wide as its longest
word and the lines of its heading (a cell wraps between words, never through one:
"p3.8xlarge" was cut to "p3.8xlarg" and "Offering" broken into "Offe/ring" in a 1024-pixel
window), the rest of the width shared by what the columns would need on one line. A narrow
table first puts its headings a word a line and takes a slightly smaller type; only when
even then the words do not fit does it scroll sideways."""

from __future__ import annotations

import re

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QStyle, QTableWidget

# A run that cannot be broken: no space, no CJK character (those break anywhere), ending
# at a hyphen (a line may break after one).
FONT_SCALES = (1.0, 0.93, 0.86)  # the type a narrow table tries, largest first
_UNBREAKABLE = re.compile(r"[^\s\u2e80-\u9fff\u3000-\u303f\uff00-\uffef-]+-?")


def longest_word_px(text: str, advance) -> int:
    """The width of the widest unbreakable run of `text` (`advance(str) -> px`)."""
    runs = _UNBREAKABLE.findall(text)
    cjk = [ch for ch in text if "\u2e80" <= ch <= "\u9fff" or "\uff00" <= ch <= "\uffef"]
    return max([advance(r) for r in runs] + [advance(ch) for ch in cjk] + [0])


def word_lines(title: str) -> str:
    """A heading a word a line (broken at its spaces and after its hyphens)."""
    return "\n".join(_UNBREAKABLE.findall(title)) if " " in title or "-" in title else title


class ColumnFitter(QObject):
    """Keeps `table`'s columns fitted: after new rows (`fit()`) and on every resize."""

    def __init__(self, table: QTableWidget) -> None:
        super().__init__(table)
        self.table = table
        self._base_font = QFont(table.font())
        self._given: list[str] | None = None  # the headings as the table was given them
        header = table.horizontalHeader()
        self._base_header_font = QFont(header.font())
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        header.setStretchLastSection(False)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(0)
        self._timer.timeout.connect(self.fit)
        # Per pixel: per item, a last column that just fits still counted as one to scroll to.
        table.setHorizontalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        table.viewport().installEventFilter(self)

    def _titles(self) -> list[str]:
        items = [self.table.horizontalHeaderItem(c) for c in range(self.table.columnCount())]
        return [item.text() if item is not None else "" for item in items]

    def eventFilter(self, watched: QObject, event) -> bool:
        if event.type() == event.Type.Resize:
            self._timer.start()
        return False

    def minimum_widths(self, font: QFont, header_font: QFont, titles: list[str] | None = None
                       ) -> tuple[list[int], list[int]]:
        """Per column in these fonts (and headings): its longest word, and its longest line
        unwrapped (pixels, padded)."""
        table = self.table
        titles = titles if titles is not None else self._titles()
        cell = QFontMetrics(font).horizontalAdvance
        head = QFontMetrics(header_font).horizontalAdvance
        style = table.style()
        pad = 2 * (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, table) + 1)
        head_pad = pad + 2 * style.pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, table)
        words, lines = [], []
        for column in range(table.columnCount()):
            title = titles[column]
            texts = [table.item(r, column).text() for r in range(table.rowCount())
                     if table.item(r, column) is not None]
            # A heading does not wrap: its lines (two_lines in cost_tab breaks it) are words.
            words.append(max([longest_word_px(t, cell) + pad for t in texts]
                             + [head(line) + head_pad for line in title.splitlines()] + [0]))
            lines.append(max([cell(line) + pad for t in texts for line in t.splitlines()]
                             + [head(line) + head_pad for line in title.splitlines()] + [0]))
        return words, lines

    def fit(self) -> None:
        table = self.table
        count = table.columnCount()
        if not count:
            return
        room = table.viewport().width()
        if self._given is None or len(self._given) != count:
            self._given = self._titles()
        for scale in FONT_SCALES:
            font, heading = QFont(self._base_font), QFont(self._base_header_font)
            font.setPointSizeF(self._base_font.pointSizeF() * scale)
            heading.setPointSizeF(self._base_header_font.pointSizeF() * scale)
            # The headings as given, else a word a line.
            for titles in (self._given, [word_lines(t) for t in self._given]):
                words, lines = self.minimum_widths(font, heading, titles)
                if sum(words) <= room:
                    break
            if sum(words) <= room:
                break
        for column, title in enumerate(titles):
            item = table.horizontalHeaderItem(column)
            if item is not None and item.text() != title:
                item.setText(title)
        # Only a change of type is applied: each change lays the table out again.
        if table.font() != font:
            table.setFont(font)
        if table.horizontalHeader().font() != heading:
            table.horizontalHeader().setFont(heading)
        widths = list(words)
        spare = room - sum(words)
        # A bar only when the words do not fit (a bar left "as needed" showed for a moment
        # after each pass, until the table had laid itself out again).
        table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff if spare >= 0
                                           else Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        if spare > 0:
            wants = [max(0, line - word) for line, word in zip(lines, words, strict=True)]
            total = sum(wants)
            for column in range(count):
                share = wants[column] / total if total else 1 / count
                widths[column] += int(spare * share)
            widths[-1] += room - sum(widths)  # the pixels the rounding left over
        header = table.horizontalHeader()
        for column, width in enumerate(widths):
            header.resizeSection(column, width)
        table.resizeRowsToContents()
        # The scroll bars follow the new widths now: an unchanged width emits nothing, and
        # the bar kept the range of an earlier pass.
        table.doItemsLayout()


def two_lines(heading: str) -> str:
    """A long heading on two lines: broken at its middle space, or (Chinese, which has none)
    at its middle character; a short one as it is."""
    words = " " in heading
    if len(heading) < (12 if words else 5):
        return heading
    middle = len(heading) // 2
    if not words:
        # One word of a spaced script stays whole ("Offering" was cut into "Offe/ring").
        if not any("\u2e80" <= ch <= "\u9fff" for ch in heading):
            return heading
        return heading[:middle] + "\n" + heading[middle:]
    spaces = [i for i, ch in enumerate(heading) if ch == " "]
    cut = min(spaces, key=lambda i: abs(i - middle))
    return heading[:cut] + "\n" + heading[cut + 1:]


def fitted_table(headers: list[str], min_height_px: int) -> tuple[QTableWidget, ColumnFitter]:
    """A read-only table of figures (the Buy or rent and Workload tabs): its columns share
    the width and wrap their text (long headings on two lines), each as wide as its longest
    word, so that it fits the window with no name cut off. Call the fitter's `fit()` after
    new rows."""
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels([two_lines(h) for h in headers])
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setWordWrap(True)
    table.setTextElideMode(Qt.TextElideMode.ElideNone)
    table.verticalHeader().hide()
    table.setMinimumHeight(min_height_px)
    return table, ColumnFitter(table)  # rows are fitted to the columns with them
