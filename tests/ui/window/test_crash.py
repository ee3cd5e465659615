"""An exception nothing caught in the window: logged with its traceback, the build saved
automatically, one dialog saying so and where the log is, and the window goes on."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QTimer

from configurator import logs
from configurator.model.setting_edits import SetName
from configurator.ui.window.crash import CrashDialog, CrashHandler

from ..ui_helpers import TWO_GPU_TEMPLATE


@pytest.fixture
def shown(monkeypatch) -> list[tuple[str, str, str]]:
    seen: list[tuple[str, str, str]] = []
    monkeypatch.setattr(CrashDialog, "show", classmethod(
        lambda cls, parent, title, text, details: seen.append((title, text, details))))
    return seen


@pytest.fixture
def log_file(tmp_path):
    path = logs.setup_logging(tmp_path / "crash.log")
    yield path
    logs.setup_logging(None)


@pytest.mark.qt_no_exception_capture
def test_an_exception_in_a_slot_shows_one_dialog_and_the_window_goes_on(
        window, qtbot, shown, log_file) -> None:
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    handler = CrashHandler(window, window.autosaver.save_now, lambda: window.document.modified)
    handler.install()
    try:
        window.document.push(SetName("After"))  # unsaved: the autosave has work to do

        def broken() -> None:
            raise ZeroDivisionError("a bug in a slot")

        QTimer.singleShot(0, broken)
        qtbot.waitUntil(lambda: len(shown) == 1)
    finally:
        handler.uninstall()
    assert sys.excepthook is not handler.handle
    title, text, details = shown[0]
    assert title == "Something went wrong"
    assert "ZeroDivisionError: a bug in a slot" in text
    assert str(log_file) in text and "saved automatically" in text
    assert "Traceback" in details and "broken" in details
    assert window.autosaver.build_path.exists()  # the build was saved, as the dialog says
    assert "Uncaught exception" in log_file.read_text(encoding="utf-8")
    assert window.isVisible() and window.document.build.name == "After"


def test_an_exception_while_the_dialog_shows_is_only_logged(window, shown, log_file,
                                                           monkeypatch) -> None:
    handler = CrashHandler(window, lambda: None, lambda: False)

    def show_and_fail_again(cls, parent, title, text, details) -> None:
        shown.append((title, text, details))
        try:
            raise RuntimeError("again")
        except RuntimeError as again:
            handler.handle(RuntimeError, again, again.__traceback__)

    monkeypatch.setattr(CrashDialog, "show", classmethod(show_and_fail_again))
    try:
        raise ValueError("first")
    except ValueError as first:
        handler.handle(ValueError, first, first.__traceback__)
    assert len(shown) == 1 and "no unsaved changes" in shown[0][1]
    text = log_file.read_text(encoding="utf-8")
    assert "ValueError: first" in text and "RuntimeError: again" in text


def test_without_a_log_the_dialog_says_so(window, shown, tmp_path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    logs.setup_logging(blocker / "x.log")
    try:
        handler = CrashHandler(window, lambda: None, lambda: True)
        try:
            raise KeyError("k")
        except KeyError as error:
            handler.handle(KeyError, error, error.__traceback__)
    finally:
        logs.setup_logging(None)
    assert "could not be saved automatically" in shown[0][1]
    assert "No log could be written" in shown[0][1]
