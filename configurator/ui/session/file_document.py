"""What the open build and an open lab plan share: a document saved to a file, changed only
through its undo stack of replaced contents (docs/architecture.md, "One change, one way"),
clean once saved."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack


class ReplaceCommand(QUndoCommand):
    """Replace a document's content (a Build, a Lab). Contents are immutable values, so undo
    shows the one before and redo the one after; nothing is recomputed or mutated in place."""

    def __init__(self, show: Callable[[Any], None], before: Any, after: Any, text: str) -> None:
        super().__init__(text)
        self._show = show
        self._before = before
        self._after = after

    def redo(self) -> None:
        self._show(self._after)

    def undo(self) -> None:
        self._show(self._before)


class FileDocument(QObject):
    """A file's path, its undo stack and whether it is saved; the subclass holds the content."""

    sigPathChanged = Signal(object)
    """The file the document belongs to (a Path, or None while it is not saved)."""
    sigMessage = Signal(str)
    """A short sentence for the status bar (e.g. cards unplaced by a board change)."""

    def __init__(self, path: Path | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.undo_stack = QUndoStack(self)
        # ~QUndoStack clears itself and signals it; by then the views listening are half
        # destroyed. `destroyed` comes before the children go, so silence the stack there.
        stack = self.undo_stack
        self.destroyed.connect(lambda: stack.blockSignals(True))
        self.path: Path | None = path

    def set_saved(self, path: Path) -> None:
        """After a save: the file is `path`, and this state is the clean one."""
        self.path = path
        self.undo_stack.setClean()
        self.sigPathChanged.emit(path)

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()
