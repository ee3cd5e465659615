"""Issue 17 point 11 in the real window at 1024x700: the Buy-or-rent table cut offering
names ("p3.8xlarg") and headings ("stance-ho", "eak-eve"), and broke one-word headings
("Offe/ring"). Every column is now as wide as its longest word and heading line, and the
table still needs no sideways scrolling."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from configurator.ui.widgets.table_fit import longest_word_px, word_lines
from configurator.ui.widgets.table_fit import two_lines as _two_lines

from ..ui_helpers import TEMPLATES


def test_one_word_headings_stay_whole_and_chinese_ones_still_break():
    assert _two_lines("Offering") == "Offering"
    assert _two_lines("Break-even") == "Break-even"
    assert _two_lines("Own per instance-hour") == "Own per\ninstance-hour"
    assert "\n" in _two_lines("每实例小时自有成本")
    assert word_lines("Own per\ninstance-hour") == "Own\nper\ninstance-\nhour"
    assert word_lines("Offering") == "Offering"


def test_a_word_is_the_run_between_spaces_hyphens_and_chinese_characters():
    width = len  # one pixel a character
    assert longest_word_px("AWS p3.8xlarge (us-east-1)", width) == len("p3.8xlarge")
    assert longest_word_px("instance-hour", width) == len("instance-")
    assert longest_word_px("每实例小时", width) == 1


def test_at_1024_by_700_no_word_of_the_table_is_cut(window, qtbot):
    window.resize(1024, 700)
    assert window.files.open_path(TEMPLATES["4"])
    tab = window.lazy_tabs.ensure("cost")
    window.tabs.setCurrentWidget(tab)
    QApplication.processEvents()
    table = tab.table
    qtbot.waitUntil(lambda: table.rowCount() > 3)
    qtbot.wait(50)
    cell = QFontMetrics(table.font()).horizontalAdvance
    head = QFontMetrics(table.horizontalHeader().font()).horizontalAdvance
    header = table.horizontalHeader()
    for column in range(table.columnCount()):
        width = header.sectionSize(column)
        title = table.horizontalHeaderItem(column).text()
        for line in title.splitlines():  # a heading does not wrap: each line must fit
            assert head(line) < width, title
        for row in range(table.rowCount()):
            text = table.item(row, column).text()
            assert longest_word_px(text, cell) < width, text
    assert header.length() <= table.viewport().width()
    assert not table.horizontalScrollBar().isVisible()
    assert table.font().pointSizeF() >= 0.85 * QApplication.font().pointSizeF()
