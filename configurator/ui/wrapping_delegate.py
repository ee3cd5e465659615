"""Tree rows whose text wraps to the column width instead of being cut off: finding
messages are sentences, and the whole sentence matters.

The height is measured as Qt paints the text: in the style's text rectangle, laid out by a
QTextLayout. Measuring with the font's metrics alone is not enough for Chinese: a line may
break after any character, and the fallback font's lines are taller than the Latin font's.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtGui import QTextLayout, QTextOption
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTreeView

MIN_TEXT_WIDTH_PX = 40
TALL = 10_000  # a row rectangle high enough for any text


class WrappingDelegate(QStyledItemDelegate):
    def __init__(self, view: QTreeView) -> None:
        super().__init__(view)
        self.view = view

    def _text_width(self, option: QStyleOptionViewItem,
                    index: QModelIndex | QPersistentModelIndex) -> int:
        depth = 0
        parent = index.parent()
        while parent.isValid():
            depth += 1
            parent = parent.parent()
        if self.view.rootIsDecorated():
            depth += 1
        row_width = self.view.columnWidth(index.column()) - self.view.indentation() * depth
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        item.rect = QRect(0, 0, row_width, TALL)
        style = self.view.style()
        text = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, item, self.view)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self.view) + 1
        return text.width() - 2 * margin

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        base = super().sizeHint(option, index)
        width = self._text_width(option, index)
        if width <= MIN_TEXT_WIDTH_PX:
            return base
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        layout = QTextLayout(text.replace("\n", "\u2028"), option.font)
        text_option = QTextOption()
        text_option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
        layout.setTextOption(text_option)
        height = 0.0
        layout.beginLayout()
        while True:
            line = layout.createLine()
            if not line.isValid():
                break
            line.setLineWidth(width)
            height += line.height()
        layout.endLayout()
        return QSize(base.width(), max(base.height(), int(height) + 6))
