"""The window's team catalog over a session (DESIGN.md section 7): a start does not wait for
the team's server. The window opens at once on the last copy of the team's parts (read-only,
and the status line says it is connecting); the connection runs on a worker thread
(configurator.catalog.stores.team.start) and its store comes back to the GUI thread by a queued
signal: the live team catalog when the server answers, or the offline copy, saying why,
after the connect timeout. Tools > Reload team catalog reads the team's parts again on a
new connection (and so reconnects when offline), the same way.

Swapping the store keeps what the user did meanwhile: the build and its undo history (a part
it uses that the team no longer has stays in the build's parts snapshot), the catalog's
kind, search and selection. A swap waits while a modal dialog is open, so that a form filled
in from one copy is not saved against another.
"""

from __future__ import annotations

import contextlib
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication

from configurator.ui.team.status import install_team_status
from configurator.words.messages import message_text

translate = QCoreApplication.translate
MainWindow = Any  # the main window (it imports this module)
MODAL_RETRY_MS = 250
MAX_RELOADS = 3  # a reload that keeps missing this session's own changes gives up


class _Relay(QObject):
    """Lives in the GUI thread; a worker thread's emit reaches `_opened` queued."""

    sigOpened = Signal(object)


class TeamSession(QObject):
    sigStoreChanged = Signal()
    """The catalog now reads another store (live, offline, or read again)."""

    def __init__(self, window: MainWindow, data_folder: Path | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.data_folder = data_folder
        self._relay = _Relay(self)
        self._relay.sigOpened.connect(self._opened)
        self._pending = None  # the opening whose store is awaited
        self._changes_before = 0
        self._reloads = 0
        store = window.catalog.store
        if self.in_use:
            install_team_status(window, store)
        opening = getattr(store, "opening", None)
        if opening is not None:  # a start that did not wait for the server
            self._follow(opening)

    @property
    def in_use(self) -> bool:
        return getattr(self.window.catalog.store, "origin", None) == "team"

    @property
    def busy(self) -> bool:
        """Connecting (at the start, or a reload) and not answered yet."""
        return self._pending is not None

    # --- reload ---------------------------------------------------------------------------
    def reload(self) -> bool:
        """Read the team's parts again on a new connection (reconnecting when offline).
        False (and the status line says why) when no team catalog is in use."""
        w = self.window
        if not self.in_use:
            w.show_message(translate(
                "TeamSession", "No team catalog is in use: choose one in Preferences > Team "
                "catalog, then start the configurator again."))
            return False
        if self.busy:
            w.show_message(translate("TeamSession", "Still connecting to the team catalog "
                                     "{place}…").format(place=w.catalog.store.url.place))
            return True
        store = w.catalog.store
        self._changes_before = getattr(store, "changes", 0)
        from configurator.catalog import paths
        from configurator.catalog.stores.team import start as team_start

        folder = self.data_folder if self.data_folder is not None else paths.data_dir()
        # The copy the current store is still writing goes to disk first (the reload may
        # end up reading it, when the server no longer answers).
        wait = getattr(store, "wait_for_copy", None)
        w.show_message(translate("TeamSession", "Reloading the team catalog {place}…").format(
            place=store.url.place))
        self._follow(team_start.reopen(store.url.text, folder, wait))
        return True

    # --- the store comes back ---------------------------------------------------------------
    def _follow(self, opening) -> None:
        self._pending = opening
        relay = self._relay

        def arrived(done) -> None:  # on the worker thread
            with contextlib.suppress(RuntimeError):  # the window is gone
                relay.sigOpened.emit(done)

        opening.add_done_callback(arrived)

    def _opened(self, opening) -> None:
        if opening is not self._pending:
            _close(opening.store)  # superseded
            return
        if QApplication.activeModalWidget() is not None:
            QTimer.singleShot(MODAL_RETRY_MS, self, lambda: self._opened(opening))
            return
        w = self.window
        self._pending = None
        if opening.error is not None:
            error = opening.error
            w.show_message(message_text(getattr(error, "reason", None) or str(error)))
            return
        current = w.catalog.store
        if getattr(current, "changes", 0) != self._changes_before and (
                self._reloads < MAX_RELOADS):
            # This session changed the team catalog while the reload read it: the read may
            # lack that change, so read once more.
            _close(opening.store)
            self._reloads += 1
            self.reload()
            return
        self._reloads = 0
        replaced = w.catalog.use_store(opening.store)
        if replaced is not opening.store:
            _close(replaced)
        w.my_parts.catalog_changed()  # the table, the actions, the build (and its snapshot)
        plots = w.lazy_tabs.built.get("plots")
        if plots is not None:  # shown already: its series come from the catalog
            plots.refresh()
        install_team_status(w, opening.store)
        if not (opening.store.read_only or getattr(opening.store, "offline", False)):
            w.show_message(translate("TeamSession", "Team catalog {place}: {parts} parts and "
                                     "{prices} prices, current.").format(
                place=opening.store.url.place, parts=opening.store.part_count(),
                prices=len(opening.store.copy.prices)))
        self.sigStoreChanged.emit()


def _close(store) -> None:
    if store is not None:
        with contextlib.suppress(OSError):
            store.close()


def install(window: MainWindow) -> TeamSession:
    return TeamSession(window)


__all__ = ["TeamSession", "install"]
