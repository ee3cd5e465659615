"""The two submenus of File that fill themselves when opened: recent files and templates."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMenu, QWidget

from configurator.ui.session.preferences import Preferences
from configurator.ui.window.files import FileActions, template_title, templates_current_first

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
    def __init__(self, new_from_template: Callable[[Path], object], catalog: Callable[[], object],
                 parent: QWidget) -> None:
        """`catalog()`: the window's catalog (it tells today's cards from older ones)."""
        super().__init__(translate("WindowActions", "New from Te&mplate"), parent)
        self.new_from_template = new_from_template
        self.catalog = catalog
        self.aboutToShow.connect(self.fill)

    def fill(self) -> None:
        """Today's cards first; the older templates under a heading of their own."""
        self.clear()
        older_heading = False
        for path, current in templates_current_first(self.catalog()):
            if not current and not older_heading:
                self.addSection(translate("WindowActions", "Older cards, to learn on"))
                older_heading = True
            action = self.addAction(template_title(path))
            action.triggered.connect(
                lambda _checked=False, p=path: self.new_from_template(p))
