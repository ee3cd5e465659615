"""Issue 17 point 10 in the real window at 1024x700: a BOM name with a word wider than its
column ("SuperChassis", "(SYS-4028GR-TR/TRT)") was measured as wrapping anywhere but painted
by Qt as wrapping between words only, so the word was cut at the column's edge. The rows
are painted as they are measured now: the long word goes on over more lines."""

from __future__ import annotations

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QTreeWidget, QTreeWidgetItem

from configurator.ui.widgets.wrapping_delegate import WrappingDelegate


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


def test_a_bold_row_is_measured_bold(qtbot):
    """A BOM group title ("Motherboard", bold) was measured in the plain type: it wrapped
    when painted and its last letter fell below the row."""
    from PySide6.QtGui import QFont, QFontMetrics

    tree = QTreeWidget()
    tree.setHeaderHidden(True)
    tree.setRootIsDecorated(False)
    tree.setWordWrap(True)
    tree.setItemDelegate(WrappingDelegate(tree))
    qtbot.addWidget(tree)
    bold = QFont(tree.font())
    bold.setBold(True)
    text = "MotherboardMotherboard"  # one word, wide enough for bold to tell
    plain_w = QFontMetrics(tree.font()).horizontalAdvance(text)
    tree.header().setStretchLastSection(False)  # the column as wide as the test sets it
    item = QTreeWidgetItem([text])
    item.setFont(0, bold)
    tree.addTopLevelItem(item)
    tree.show()
    qtbot.waitExposed(tree)
    delegate = tree.itemDelegate()
    from PySide6.QtWidgets import QStyleOptionViewItem
    option = QStyleOptionViewItem()
    option.initFrom(tree)
    index = tree.indexFromItem(item, 0)
    # A column the plain word fits but the bold one does not.
    bold_w = QFontMetrics(bold).horizontalAdvance(text)
    assert bold_w > plain_w
    for width in range(plain_w, plain_w + 200):
        tree.setColumnWidth(0, width)
        if plain_w + 2 <= delegate._text_width(option, index) < bold_w:
            break
    else:
        raise AssertionError("no column width between the plain and the bold word")
    assert delegate.sizeHint(option, index).height() >= 2 * QFontMetrics(bold).height()
