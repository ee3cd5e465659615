"""What the window does with an exception nothing caught (docs/architecture.md, "The log and
the crash dialog"): instead of vanishing into a console the installed app does not have, or
ending the program, it is written to the log with its traceback, the open build is saved
automatically, and one dialog says what happened, where the log is and what became of the
build. The window goes on.

Python hands such an exception to `sys.excepthook`: one raised in a slot, and (PySide6) one
raised in a Qt virtual override (an event handler, a paint), which Qt cannot propagate. One
dialog at a time: an exception while it shows (a paint that fails again) is only logged.
`CrashDialog.show` is the one question asked, a class method a test replaces.
"""

from __future__ import annotations

import logging
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QMessageBox, QWidget

from configurator.logs import log_path
from configurator.model.safe_text import drawable_lines

translate = QCoreApplication.translate
log = logging.getLogger(__name__)

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]


class CrashDialog:
    """The dialog of an uncaught exception. A class method, so a test can replace it."""

    @classmethod
    def show(cls, parent: QWidget | None, title: str, text: str, details: str) -> None:
        box = QMessageBox(QMessageBox.Icon.Critical, title, drawable_lines(text),
                          QMessageBox.StandardButton.Ok, parent)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setDetailedText(details)
        box.exec()


def crash_text(error: BaseException, saved: Path | None, modified: bool,
               log_file: Path | None) -> str:
    """What happened, what became of the build, where the log is: in the user's language."""
    what = translate("Crash", "Something went wrong inside the configurator: {error}. The "
                     "window goes on; the last thing you did may not have happened.").format(
        error=f"{type(error).__name__}: {error}" if str(error) else type(error).__name__)
    if saved is not None:
        build = translate("Crash", "Your build was saved automatically: should the "
                          "configurator close, it is offered back at the next start.")
    elif modified:
        build = translate("Crash", "Your build could not be saved automatically: save it "
                          "(File > Save) if you can.")
    else:
        build = translate("Crash", "Your build has no unsaved changes.")
    where = (translate("Crash", "The details are in the log: {path}").format(path=log_file)
             if log_file is not None
             else translate("Crash", "No log could be written (the data folder cannot be "
                                     "written)."))
    return "\n\n".join((what, build, where))


class CrashHandler:
    """Installed as `sys.excepthook` while the window runs (`install`, `uninstall`)."""

    def __init__(self, parent: QWidget, autosave: Callable[[], Path | None],
                 modified: Callable[[], bool]) -> None:
        self.parent = parent
        self.autosave = autosave
        self.modified = modified
        self._showing = False
        self._previous: ExceptHook | None = None

    def install(self) -> None:
        self._previous = sys.excepthook
        sys.excepthook = self.handle

    def uninstall(self) -> None:
        if self._previous is not None and sys.excepthook == self.handle:
            sys.excepthook = self._previous
        self._previous = None

    def handle(self, kind: type[BaseException], error: BaseException,
               trace: TracebackType | None) -> None:
        if issubclass(kind, KeyboardInterrupt | SystemExit):  # not a crash: as Python would
            (self._previous or sys.__excepthook__)(kind, error, trace)
            return
        log.error("Uncaught exception in the window", exc_info=(kind, error, trace))
        if self._showing:
            return
        self._showing = True
        try:
            try:
                saved = self.autosave()
            except Exception:  # the build may be what broke: say so, do not crash again
                log.exception("The automatic save after the exception failed")
                saved = None
            details = "".join(traceback.format_exception(kind, error, trace))
            CrashDialog.show(self.parent, translate("Crash", "Something went wrong"),
                             crash_text(error, saved, self.modified(), log_path()), details)
        finally:
            self._showing = False


__all__ = ["CrashDialog", "CrashHandler", "crash_text"]
