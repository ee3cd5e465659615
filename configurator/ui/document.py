"""The open build: one Build, its resolved form and its Report, and the undo stack.

One change travels one way (DESIGN 1): an undo command replaces the Build; the document
resolves it against the catalog, validates it, and emits `sigChanged(resolved, report)`;
every view redraws from that signal.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from configurator.catalog import Catalog
from configurator.model.build import Build, ResolvedBuild
from configurator.model.buildfile import BuildFileError, resolve
from configurator.report.bom import template_text
from configurator.report.message_text import refusal_text
from configurator.rules import Report, validate

translate = QCoreApplication.translate


class EditBuildCommand(QUndoCommand):
    """Replace the document's Build. Builds are immutable values, so undo keeps the one
    before and redo the one after; nothing is recomputed or mutated in place."""

    def __init__(self, document: BuildDocument, before: Build, after: Build, text: str) -> None:
        super().__init__(text)
        self._document = document
        self._before = before
        self._after = after

    def redo(self) -> None:
        self._document._show(self._after)

    def undo(self) -> None:
        self._document._show(self._before)


class BuildDocument(QObject):
    """Holds the truth about the open build; views listen, commands change it."""

    sigChanged = Signal(object, object)
    """(ResolvedBuild, Report) after every change of the build."""
    sigPathChanged = Signal(object)
    """The file the build belongs to (a Path, or None for an unsaved build)."""
    sigMessage = Signal(str)
    """A short sentence for the status bar (e.g. cards unplaced by a board change)."""

    def __init__(self, catalog: Catalog, parent: QObject | None = None,
                 build: Build | None = None) -> None:
        super().__init__(parent)
        self.catalog = catalog
        self.undo_stack = QUndoStack(self)
        # ~QUndoStack clears itself and signals it; by then the views listening are half
        # destroyed. `destroyed` comes before the children go, so silence the stack there.
        stack = self.undo_stack
        self.destroyed.connect(lambda: stack.blockSignals(True))
        self.path: Path | None = None
        self.build = build if build is not None else Build()
        self.resolved: ResolvedBuild = resolve(self.build, catalog).resolved
        self.report: Report = validate(self.resolved, catalog.alternatives())

    # --- state changes -------------------------------------------------------------
    def _show(self, build: Build, resolved: ResolvedBuild | None = None) -> None:
        """Make `build` current and tell every view. Only commands and loads call this."""
        if resolved is None:
            resolved = resolve(build, self.catalog).resolved
        self.build = build
        self.resolved = resolved
        self.report = validate(resolved, self.catalog.alternatives())
        self.sigChanged.emit(self.resolved, self.report)

    def revalidate(self) -> None:
        """Run the rules again (after the catalog changed under the build, e.g. a price)."""
        self._show(self.build)

    def edit(self, text: str, after: Build) -> bool:
        """Push an undoable change to `after`. A build the catalog cannot resolve is refused
        with a status message, and nothing changes."""
        if after == self.build:
            return False
        try:
            resolve(after, self.catalog)
        except BuildFileError as error:
            self.sigMessage.emit(
                translate("BuildDocument", "Not changed: {error}").format(
                    error=refusal_text(error))
            )
            return False
        self.undo_stack.push(EditBuildCommand(self, self.build, after, text))
        return True

    @contextmanager
    def macro(self, text: str) -> Iterator[None]:
        """Several edits undone as one step."""
        self.undo_stack.beginMacro(text)
        try:
            yield
        finally:
            self.undo_stack.endMacro()

    def load(self, build: Build, resolved: ResolvedBuild, path: Path | None) -> None:
        """A new document content (New, Open): the undo history starts afresh."""
        self.undo_stack.clear()
        self.path = path
        self._show(build, resolved)
        self.undo_stack.setClean()
        self.sigPathChanged.emit(path)

    def set_saved(self, path: Path) -> None:
        """After a save: the file is `path`, and this state is the clean one. (The writer
        adds the parts snapshot on every save, so the build itself need not carry it.)"""
        self.path = path
        self.undo_stack.setClean()
        self.sigPathChanged.emit(path)

    @property
    def modified(self) -> bool:
        return not self.undo_stack.isClean()

    @property
    def display_name(self) -> str:
        if self.path is not None:
            return self.path.name
        return template_text(self.build.name) or translate("BuildDocument", "Untitled")
