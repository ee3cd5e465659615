"""How the catalog cuts a name too long for its column: after the model number when that
fits ("GeForce RTX 5090 Fo…"), else keeping the model number at the end of what shows
("AMD Ryzen Thr…7995WX"): cut at the right, every Threadripper PRO read "AMD Ryzen
Threadripper PR…" (issue 30 item 11)."""

from __future__ import annotations

import re

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem

MODEL_NUMBER = re.compile(r"\S*\d\S*")
ELLIPSIS = "…"


def fitted_name(text: str, metrics: QFontMetrics, width: int) -> str:
    """`text` in `width` pixels, its first word with a digit (the model number) kept."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    number = MODEL_NUMBER.search(text)
    right = metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)
    if number is None or (right.endswith(ELLIPSIS) and len(right) - 1 >= number.end()):
        return right
    token = number.group(0)
    room = width - metrics.horizontalAdvance(ELLIPSIS + token)
    head = metrics.elidedText(text[:number.start()].rstrip() + " ", Qt.TextElideMode.ElideRight,
                              max(room, 0))
    if not head or room <= 0:
        return right
    if not head.endswith(ELLIPSIS):
        head += ELLIPSIS
    return head + token


class NameDelegate(QStyledItemDelegate):
    """The name column's cells, cut by `fitted_name`."""

    def initStyleOption(self, option: QStyleOptionViewItem,
                        index: QModelIndex | QPersistentModelIndex) -> None:
        super().initStyleOption(option, index)
        style = option.widget.style() if option.widget is not None else None
        margin = (style.pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, option.widget)
                  + 1) * 2 if style is not None else 6
        option.text = fitted_name(option.text, option.fontMetrics, option.rect.width() - margin)
