"""The two submenus of File that fill themselves when opened: recent files and templates."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QWidget

from configurator.ui.session.preferences import Preferences
from configurator.ui.widgets.resources import template_paths
from configurator.ui.window.files import FileActions, template_title

translate = QCoreApplication.translate


class RecentMenu(QMenu):
    def __init__(self, preferences: Preferences, files: FileActions, parent: QWidget) -> None:
        super().__init__(translate("WindowActions", "Open &Recent"), parent)
        self.preferences = preferences
        self.files = files
        self.aboutToShow.connect(self.fill)

    def fill(self) -> None:
        self.clear()
        recent = self.preferences.recent_files()
        for path in recent:
            action = self.addAction(Path(path).name)
            action.setToolTip(path)
            action.triggered.connect(lambda _checked=False, p=path: self.open_recent(p))
        if not recent:
            self.addAction(translate("WindowActions", "No recent files")).setEnabled(False)

    def open_recent(self, path: str) -> None:
        if not Path(path).is_file():
            self.preferences.remove_recent_file(path)
        self.files.open_path(path)


class TemplateMenu(QMenu):
    def __init__(self, new_from_template: Callable[[Path], object], parent: QWidget) -> None:
        super().__init__(translate("WindowActions", "New from Te&mplate"), parent)
        self.new_from_template = new_from_template
        self.aboutToShow.connect(self.fill)

    def fill(self) -> None:
        self.clear()
        for path in template_paths():
            action = self.addAction(template_title(path))
            action.triggered.connect(
                lambda _checked=False, p=path: self.new_from_template(p))
