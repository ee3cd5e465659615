"""Tree rows whose text wraps to the column width instead of being cut off: finding
messages are sentences, and the whole sentence matters."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QRect, QSize, Qt
from PySide6.QtWidgets import QStyledItemDelegate, QStyleOptionViewItem, QTreeView

ICON_AND_MARGINS_PX = 34


class WrappingDelegate(QStyledItemDelegate):
    def __init__(self, view: QTreeView) -> None:
        super().__init__(view)
        self.view = view

    def sizeHint(self, option: QStyleOptionViewItem,
                 index: QModelIndex | QPersistentModelIndex) -> QSize:
        base = super().sizeHint(option, index)
        depth = 0
        parent = index.parent()
        while parent.isValid():
            depth += 1
            parent = parent.parent()
        width = (self.view.columnWidth(index.column()) - ICON_AND_MARGINS_PX
                 - self.view.indentation() * depth)
        if width <= 40:
            return base
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        rect = option.fontMetrics.boundingRect(QRect(0, 0, width, 10_000),
                                               int(Qt.TextFlag.TextWordWrap), text)
        return QSize(base.width(), max(base.height(), rect.height() + 6))
