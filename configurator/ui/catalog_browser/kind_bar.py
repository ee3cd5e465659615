"""The catalog's kinds as a grid of buttons, every one visible at any width (tabs hid five
of them behind scroll arrows). The same small interface as a QTabBar: an index, its kind
(`tabData`), `currentChanged`. Arrow keys move between the buttons; Ctrl+] and Ctrl+[ (the
window's actions) step through them from anywhere."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QButtonGroup, QGridLayout, QSizePolicy, QToolButton, QWidget

COLUMNS = 4


class KindBar(QWidget):
    currentChanged = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._group = QButtonGroup(self)
        self._group.setExclusive(True)
        self._kinds: list[str | None] = []
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setSpacing(2)
        self._group.idToggled.connect(self._toggled)

    def addTab(self, text: str, kind: str | None) -> int:
        index = len(self._kinds)
        button = QToolButton(self)
        button.setText(text)
        button.setCheckable(True)
        button.setAutoRaise(True)
        button.setFocusPolicy(Qt.FocusPolicy.TabFocus)
        button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        button.setObjectName(f"kind_{kind or 'all'}")
        self._group.addButton(button, index)
        self._grid.addWidget(button, index // COLUMNS, index % COLUMNS)
        self._kinds.append(kind)
        if index == 0:
            button.setChecked(True)
        return index

    def button(self, index: int) -> QToolButton:
        return self._group.button(index)

    def count(self) -> int:
        return len(self._kinds)

    def currentIndex(self) -> int:
        return max(0, self._group.checkedId())

    def setCurrentIndex(self, index: int) -> None:
        if 0 <= index < self.count() and index != self._group.checkedId():
            self._group.button(index).setChecked(True)

    def tabData(self, index: int) -> str | None:
        return self._kinds[index] if 0 <= index < self.count() else None

    def tabText(self, index: int) -> str:
        return self._group.button(index).text()

    def _toggled(self, index: int, checked: bool) -> None:
        if checked:
            self.currentChanged.emit(index)

    def keyPressEvent(self, event) -> None:
        steps = {Qt.Key.Key_Left: -1, Qt.Key.Key_Right: 1, Qt.Key.Key_Up: -COLUMNS,
                 Qt.Key.Key_Down: COLUMNS}
        step = steps.get(event.key())
        if step is None:
            super().keyPressEvent(event)
            return
        index = min(max(self.currentIndex() + step, 0), self.count() - 1)
        self.setCurrentIndex(index)
        self._group.button(index).setFocus(Qt.FocusReason.TabFocusReason)
        event.accept()
