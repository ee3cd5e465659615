"""Tree rows whose text wraps to the column width instead of being cut off: finding
messages are sentences, and the whole sentence matters.

The height is measured as Qt paints the text: in the style's text rectangle, laid out by a
QTextLayout. Measuring with the font's metrics alone is not enough for Chinese: a line may
break after any character, and the fallback font's lines are taller than the Latin font's.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, QPointF, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QFont, QPainter, QPalette, QTextLayout, QTextOption
from PySide6.QtWidgets import (
    QHeaderView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeView,
    QTreeWidget,
    QWidget,
)

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
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)  # the item's own font: a group title is bold
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        _layout, height = _wrapped(text, item.font, width)
        return QSize(base.width(), max(base.height(), int(height) + 6))

    def paint(self, painter: QPainter, option: QStyleOptionViewItem,
              index: QModelIndex | QPersistentModelIndex) -> None:
        """The text laid out as it was measured: between words, and through a word wider
        than the column (Qt's own painting only breaks between words, and cut
        "SuperChassis" and "(SYS-4028GR-TR/TRT)" in a 1024-pixel window)."""
        item = QStyleOptionViewItem(option)
        self.initStyleOption(item, index)
        width = self._text_width(option, index)
        if not item.text or width <= MIN_TEXT_WIDTH_PX:
            super().paint(painter, option, index)
            return
        text, item.text = item.text, ""
        widget = item.widget or self.view
        style = widget.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, item, painter, widget)
        rect = style.subElementRect(QStyle.SubElement.SE_ItemViewItemText, item, widget)
        margin = style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, widget) + 1
        rect = rect.adjusted(margin, 0, -margin, 0)
        layout, height = _wrapped(text, item.font, rect.width(),
                                  item.displayAlignment & Qt.AlignmentFlag.AlignHorizontal_Mask)
        group = (QPalette.ColorGroup.Normal if item.state & QStyle.StateFlag.State_Enabled
                 else QPalette.ColorGroup.Disabled)
        if group == QPalette.ColorGroup.Normal and not (
                item.state & QStyle.StateFlag.State_Active):
            group = QPalette.ColorGroup.Inactive
        role = (QPalette.ColorRole.HighlightedText if item.state & QStyle.StateFlag.State_Selected
                else QPalette.ColorRole.Text)
        painter.save()
        painter.setPen(item.palette.color(group, role))
        painter.setClipRect(rect)
        top = rect.top() + max(0.0, (rect.height() - height) / 2)  # centred, as Qt does
        layout.draw(painter, QPointF(rect.left(), top))
        painter.restore()


def _wrapped(text: str, font: QFont, width: float,
             alignment: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft
             ) -> tuple[QTextLayout, float]:
    """`text` laid out in lines of `width`, broken between words, else anywhere; its
    height."""
    layout = QTextLayout(text.replace("\n", "\u2028"), font)
    text_option = QTextOption()
    text_option.setWrapMode(QTextOption.WrapMode.WrapAtWordBoundaryOrAnywhere)
    text_option.setAlignment(alignment)
    layout.setTextOption(text_option)
    height = 0.0
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        line.setPosition(QPointF(0, height))
        height += line.height()
    layout.endLayout()
    return layout, height


def relayout_on_resize(tree: QTreeView) -> None:
    """Wrapped rows are as high as their text at the column's width: when a width changes (the
    dock is resized), lay the rows out again, once the resizing settles."""
    relayout = QTimer(tree)
    relayout.setSingleShot(True)
    relayout.setInterval(0)
    relayout.timeout.connect(tree.doItemsLayout)
    tree.header().sectionResized.connect(lambda *_: relayout.start())


def wrapped_list_tree(parent: QWidget) -> QTreeWidget:
    """A one-column tree without a header whose rows wrap at its width (the Checks panel's
    findings, the Lab tab's): elided, a finding lost the part that matters."""
    tree = QTreeWidget(parent)
    tree.setHeaderHidden(True)
    tree.setColumnCount(1)
    tree.setWordWrap(True)
    tree.setTextElideMode(Qt.TextElideMode.ElideNone)
    tree.setUniformRowHeights(False)
    tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
    tree.setItemDelegate(WrappingDelegate(tree))
    relayout_on_resize(tree)
    return tree
