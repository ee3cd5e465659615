"""The open build: one Build, its resolved form and its Report, and the undo stack.

One change travels one way (docs/architecture.md): a view pushes a typed edit
(configurator.model.edits); its undo command replaces the Build; the document resolves it
against the catalog, validates it, and emits `sigChanged(resolved, report)`; every view redraws
from that signal.

The document keeps every part it resolved this session. When the catalog changes under the
build (a part of the user's deleted, a team catalog swapped in that lacks it), the parts the
catalog no longer has are still found here, so the build, its undo and its redo always
resolve: the history is never rewritten. A save writes them into the file's parts snapshot,
as every part the build uses.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from configurator.catalog import Catalog
from configurator.model.build import Build, ResolvedBuild
from configurator.model.buildfile import BuildFileError, resolve
from configurator.model.edits import Edit
from configurator.model.part_base import PartBase
from configurator.rules import Report, validate
from configurator.ui.session.file_document import FileDocument, ReplaceCommand
from configurator.words.messages import message_text, refusal_text
from configurator.words.names import template_text

translate = QCoreApplication.translate


class _PartsOfThisSession:
    """The catalog's parts, then those the document resolved this session (a `PartLookup`)."""

    def __init__(self, catalog: Catalog, known: dict[str, PartBase]) -> None:
        self.catalog = catalog
        self.known = known

    def get(self, part_id: str) -> PartBase | None:
        part = self.catalog.get(part_id)
        return part if part is not None else self.known.get(part_id)


# Cards (GPUs and NICs, placed or not) past which a build's fixes are found off the GUI
# thread: each fix is tried on a what-if build, a whole validation each, and a legal file may
# hold 1,000 cards (issue 29, F11). Below it the report comes whole at once, as ever.
LARGE_BUILD_CARDS = 64


class _Checked(QObject):
    """Lives in the GUI thread; a worker's emit reaches the document queued."""

    sigReport = Signal(object, object, int)  # ResolvedBuild, Report, generation


class BuildDocument(FileDocument):
    """Holds the truth about the open build; views listen, commands change it."""

    sigChanged = Signal(object, object)
    """(ResolvedBuild, Report) after every change of the build. For a large build
    (LARGE_BUILD_CARDS) first with the findings alone, then again with their fixes, found on
    a worker thread meanwhile (`checking` until then)."""
    sigLoaded = Signal()
    """Another build is open (New, Open, a template, a recovered build)."""

    def __init__(self, catalog: Catalog, parent: QObject | None = None,
                 build: Build | None = None) -> None:
        super().__init__(None, parent)
        self.catalog = catalog
        # Views that hold a change not yet pushed (the notes being typed): each pushes it
        # when asked, before the build is saved, exported or replaced.
        self._pending: list[Callable[[], None]] = []
        self._known: dict[str, PartBase] = {}
        self._parts = _PartsOfThisSession(catalog, self._known)
        self._checked = _Checked(self)
        # Emitted from the worker thread that finds a large build's fixes: queued, so that
        # the views hear of the report on the GUI thread (PySide may call a plain method
        # in the emitting thread, where a view's timers cannot start).
        self._checked.sigReport.connect(self._fixes_found, Qt.ConnectionType.QueuedConnection)
        self._generation = 0  # of the build shown: a late report of an older one is dropped
        self.checking = False  # a large build's fixes are being found
        self.build = build if build is not None else Build()
        self.resolved: ResolvedBuild = self._resolve(self.build)
        self.report: Report = self._validate(self.resolved)

    # --- state changes -------------------------------------------------------------
    def _resolve(self, build: Build) -> ResolvedBuild:
        resolved = resolve(build, self._parts).resolved
        self._remember(resolved)
        return resolved

    def _remember(self, resolved: ResolvedBuild) -> None:
        for part in resolved.all_parts():
            self._known[part.id] = part

    def _show(self, build: Build, resolved: ResolvedBuild | None = None) -> None:
        """Make `build` current and tell every view. Only commands and loads call this."""
        if resolved is None:
            resolved = self._resolve(build)
        else:
            self._remember(resolved)
        self.build = build
        self.resolved = resolved
        self.report = self._validate(resolved)
        self.sigChanged.emit(self.resolved, self.report)

    def _validate(self, resolved: ResolvedBuild) -> Report:
        """The report of `resolved`: whole, or for a large build its findings at once (a
        validation without fixes is linear in the build and fast) and the fixes later."""
        self._generation += 1
        if len(resolved.gpus) + len(resolved.nics) <= LARGE_BUILD_CARDS:
            self.checking = False
            return validate(resolved, self.catalog.alternatives())
        self.checking = True
        generation, alternatives, relay = self._generation, self.catalog.alternatives(), \
            self._checked

        def find_fixes() -> None:
            report = validate(resolved, alternatives)
            with contextlib.suppress(RuntimeError):  # the document is gone
                relay.sigReport.emit(resolved, report, generation)

        threading.Thread(target=find_fixes, name="build-fixes", daemon=True).start()
        return validate(resolved)

    def _fixes_found(self, resolved: ResolvedBuild, report: Report, generation: int) -> None:
        if generation != self._generation:
            return  # the build changed meanwhile: its own report is on its way
        self.checking = False
        self.report = report
        self.sigChanged.emit(resolved, report)

    def catalog_changed(self) -> None:
        """Resolve and check the build again after the catalog changed under it (the user's
        parts or prices, another store: configurator.ui.session.catalog_session); not an
        undoable step. A part the catalog no longer has is the one resolved before."""
        self._show(self.build)

    @property
    def retired(self) -> dict[str, PartBase]:
        """Parts resolved this session that the catalog no longer has, by id."""
        return {part_id: part for part_id, part in self._known.items()
                if self.catalog.get(part_id) is None}

    def name_of(self, part_id: str) -> str:
        """A part's name: the catalog's, the build's own (a custom part), else its id."""
        part = self._parts.get(part_id)
        return part.name if part is not None else part_id

    def describe(self, edit: Edit) -> str:
        """What `edit` would do to the build as it is, in the user's language."""
        return message_text(edit.describe(self.build, self.name_of))

    def push(self, edit: Edit, text: str | None = None, say: bool = False) -> bool:
        """Apply `edit` as one undoable step (`text`: the undo stack's words, else the edit's
        own description); `say`: repeat them in the status bar. An edit that changes nothing
        is not pushed; a build the catalog cannot resolve is refused with a status message."""
        text = text if text is not None else self.describe(edit)
        try:
            after = edit.apply(self.build)
        except (ValueError, KeyError, IndexError) as error:
            self.sigMessage.emit(translate("BuildDocument", "Not changed: {error}").format(
                error=error))
            return False
        changed = self._push_build(text, after)
        if changed and say:
            self.sigMessage.emit(text)
        return changed

    def _push_build(self, text: str, after: Build) -> bool:
        if after == self.build:
            return False
        try:
            resolve(after, self._parts)
        except BuildFileError as error:
            self.sigMessage.emit(
                translate("BuildDocument", "Not changed: {error}").format(
                    error=refusal_text(error))
            )
            return False
        self.undo_stack.push(ReplaceCommand(self._show, self.build, after, text))
        return True

    def add_pending_source(self, commit: Callable[[], None]) -> None:
        """`commit()` pushes a view's change that is not yet on the undo stack."""
        self._pending.append(commit)

    def commit_pending(self) -> None:
        """Every view's change not yet pushed, pushed now (before a save, an export, a
        question whether to save, or another build replacing this one)."""
        for commit in self._pending:
            commit()

    def load(self, build: Build, resolved: ResolvedBuild, path: Path | None) -> None:
        """A new document content (New, Open): the undo history starts afresh."""
        self.undo_stack.clear()
        self.path = path
        self._show(build, resolved)
        self.undo_stack.setClean()
        self.sigPathChanged.emit(path)
        self.sigLoaded.emit()

    @property
    def display_name(self) -> str:
        if self.path is not None:
            return self.path.name
        return template_text(self.build.name) or translate("BuildDocument", "Untitled")
