"""Fixtures for the window tests: a main window on the real catalog, with its settings and
autosave folder in the test's tmp_path, and every dialog answered by the test."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings

from configurator.ui.widgets.dialogs import Answer, Dialogs

DIALOG_DEFAULTS: dict[str, object] = {
    "confirm": False, "save_discard_cancel": Answer.DISCARD, "open_path": None,
    "save_path": None, "text": None, "choose": None, "outlet": None, "number": None,
    "error": None, "inform": None,
}


class DialogScript:
    """Stands in for every dialog: records what was asked, answers from a queue."""

    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple]] = []
        self.answers: dict[str, list] = {}

    def answer(self, name: str, *values) -> None:
        self.answers.setdefault(name, []).extend(values)

    def respond(self, name: str, args: tuple):
        self.calls.append((name, args))
        queue = self.answers.get(name)
        return queue.pop(0) if queue else DIALOG_DEFAULTS[name]

    def asked(self, name: str) -> list[tuple]:
        return [args for called, args in self.calls if called == name]


@pytest.fixture(autouse=True)
def dialogs(monkeypatch: pytest.MonkeyPatch) -> DialogScript:
    script = DialogScript()
    for name in DIALOG_DEFAULTS:
        def stand_in(cls, parent, *args, _name=name, **kwargs):
            return script.respond(_name, args)
        monkeypatch.setattr(Dialogs, name, classmethod(stand_in))
    return script


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def autosave_dir(tmp_path: Path) -> Path:
    return tmp_path / "autosave"


@pytest.fixture
def window(qtbot, catalog, settings, autosave_dir):
    from configurator.ui.app import create_main_window

    win = create_main_window(catalog, settings, autosave_dir, autosave_delay_ms=20)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win
