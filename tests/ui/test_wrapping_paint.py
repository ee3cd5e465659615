"""Issue 17 point 10 in the real window at 1024x700: a BOM name with a word wider than its
column ("SuperChassis", "(SYS-4028GR-TR/TRT)") was measured as wrapping anywhere but painted
by Qt as wrapping between words only, so the word was cut at the column's edge. The rows
are painted as they are measured now: the long word goes on over more lines."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QTreeWidget, QTreeWidgetItem

from configurator.ui.wrapping_delegate import WrappingDelegate


def _ink_bands(image, left: int, right: int, top: int, bottom: int) -> int:
    """How many bands of rows hold dark pixels (lines of text) in the rectangle."""
    bands, inked_before = 0, False
    for y in range(top, bottom):
        inked = any(QColor(image.pixel(x, y)).lightness() < 110 for x in range(left, right))
        if inked and not inked_before:
            bands += 1
        inked_before = inked
    return bands


def test_a_word_wider_than_its_column_goes_on_over_more_lines(qtbot):
    tree = QTreeWidget()
    tree.setHeaderHidden(True)
    tree.setRootIsDecorated(False)
    tree.setWordWrap(True)
    tree.setUniformRowHeights(False)
    tree.setItemDelegate(WrappingDelegate(tree))
    qtbot.addWidget(tree)
    item = QTreeWidgetItem(["SuperChassisSuperChassisSuperChassis"])  # no break point
    tree.addTopLevelItem(item)
    tree.resize(140, 200)
    tree.setColumnWidth(0, 110)
    tree.show()
    qtbot.waitExposed(tree)
    tree.doItemsLayout()
    QApplication.processEvents()
    rect = tree.visualItemRect(item)
    line_px = tree.fontMetrics().height()
    assert rect.height() >= 2 * line_px  # measured as two lines or more
    image = tree.viewport().grab().toImage()
    assert _ink_bands(image, rect.left(), rect.right(), rect.top(), rect.bottom()) >= 2
