"""Tabs built the first time they are shown: the plots and the cost tab import pyqtgraph,
which would otherwise add its import time to every start of the window."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QTabWidget, QWidget


class LazyTabs(QObject):
    def __init__(self, tabs: QTabWidget) -> None:
        super().__init__(tabs)
        self.tabs = tabs
        self._factories: dict[str, Callable[[], QWidget]] = {}
        self._placeholders: dict[str, QWidget] = {}
        self.built: dict[str, QWidget] = {}
        tabs.currentChanged.connect(self._current_changed)

    def add(self, key: str, title: str, factory: Callable[[], QWidget]) -> None:
        placeholder = QWidget(self.tabs)
        self._factories[key] = factory
        self._placeholders[key] = placeholder
        self.tabs.addTab(placeholder, title)

    def ensure(self, key: str) -> QWidget:
        """The tab's widget, built now if it was not yet."""
        if key in self.built:
            return self.built[key]
        placeholder = self._placeholders.pop(key)
        widget = self._factories.pop(key)()
        index = self.tabs.indexOf(placeholder)
        title = self.tabs.tabText(index)
        current = self.tabs.currentIndex() == index
        self.tabs.blockSignals(True)
        self.tabs.removeTab(index)
        self.tabs.insertTab(index, widget, title)
        if current:
            self.tabs.setCurrentIndex(index)
        self.tabs.blockSignals(False)
        placeholder.deleteLater()
        self.built[key] = widget
        return widget

    def show(self, key: str) -> QWidget:
        widget = self.ensure(key)
        self.tabs.setCurrentWidget(widget)
        return widget

    def _current_changed(self, index: int) -> None:
        widget = self.tabs.widget(index)
        for key, placeholder in list(self._placeholders.items()):
            if placeholder is widget:
                self.ensure(key)
