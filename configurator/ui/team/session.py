"""The window's team catalog over a session (the team catalog: docs/architecture.md): a start
does not wait for the team's server. The window opens at once on the last copy of the team's
parts (read-only, and the status line says it is connecting); the connection runs on a worker
thread (configurator.catalog.stores.team.start) and its store comes back to the GUI thread by
a queued signal: the live team catalog when the server answers, or the offline copy, saying
why, after the connect timeout. Tools > Reload team catalog reads the team's parts again on a
new connection (and so reconnects when offline), the same way.

The store is swapped by the catalog session (CatalogSession.use_store), whose signal the
catalog table, the open build and the plots follow: what the user did meanwhile stays (the
build and its undo history, a part the team no longer has still resolving from the document;
the catalog's kind, search and selection). A swap waits while a modal dialog is open, so that
a form filled in from one copy is not saved against another.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtWidgets import QApplication, QStatusBar

from configurator.catalog.stores.interface import StoreOpening, StoreRefusedError
from configurator.ui.session.catalog_session import CatalogSession, close_store
from configurator.ui.team.status import install_team_status
from configurator.words.messages import message_text

translate = QCoreApplication.translate
log = logging.getLogger(__name__)
MODAL_RETRY_MS = 250
MAX_RELOADS = 3  # a reload that keeps missing this session's own changes gives up


class _Relay(QObject):
    """Lives in the GUI thread; a worker thread's emit reaches `_opened` queued."""

    sigOpened = Signal(object)


class TeamSession(QObject):
    sigStoreChanged = Signal()
    """The catalog now reads another store (live, offline, or read again)."""

    def __init__(self, session: CatalogSession, status_bar: QStatusBar,
                 say: Callable[[str], None], data_folder: Path | None = None) -> None:
        super().__init__(session)
        self.session = session
        self.status_bar = status_bar
        self.say = say
        self.data_folder = data_folder
        self._relay = _Relay(self)
        self._relay.sigOpened.connect(self._opened)
        self._pending: StoreOpening | None = None  # the opening whose store is awaited
        self._changes_before = 0
        self._reloads = 0
        session.sigWriting.connect(self._writing)
        store = session.store
        if self.in_use:
            install_team_status(status_bar, store)
        if store.opening is not None:  # a start that did not wait for the server
            self._follow(store.opening)

    @property
    def in_use(self) -> bool:
        return self.session.store.origin == "team"

    @property
    def busy(self) -> bool:
        """Connecting (at the start, or a reload) and not answered yet."""
        return self._pending is not None

    # --- reload ---------------------------------------------------------------------------
    def reload(self) -> bool:
        """Read the team's parts again on a new connection (reconnecting when offline).
        False (and the status line says why) when no team catalog is in use."""
        from configurator.catalog.stores.team.offline import TeamStore

        store = self.session.store
        if not isinstance(store, TeamStore):
            self.say(translate(
                "TeamSession", "No team catalog is in use: choose one in Preferences > Team "
                "catalog, then start the configurator again."))
            return False
        if self.busy:
            self.say(translate("TeamSession", "Still connecting to the team catalog "
                               "{place}…").format(place=store.url.place))
            return True
        self._changes_before = store.changes
        from configurator.catalog import paths
        from configurator.catalog.stores.team import start

        folder = self.data_folder if self.data_folder is not None else paths.data_dir()
        self.say(translate("TeamSession", "Reloading the team catalog {place}…").format(
            place=store.url.place))
        # The copy the current store is still writing goes to disk first (the reload may
        # end up reading it, when the server no longer answers).
        self._follow(start.reopen(store.url.text, folder, store.wait_for_copy))
        return True

    # --- changes on their way to the server --------------------------------------------------
    def _writing(self, pending: int, written: bool) -> None:
        place = getattr(self.session.store, "url", None)
        place = place.place if place is not None else ""
        if pending:
            self.say(translate("TeamSession", "Saving {n} change(s) to the team catalog "
                               "{place}…").format(n=pending, place=place))
        elif written:
            self.say(translate("TeamSession", "The team catalog {place} saved your "
                               "change.").format(place=place))
        else:
            self.say(translate("TeamSession", "The team catalog {place} did not save your "
                               "change.").format(place=place))

    # --- the store comes back ---------------------------------------------------------------
    def _follow(self, opening: StoreOpening) -> None:
        self._pending = opening
        relay = self._relay

        def arrived(done: StoreOpening) -> None:  # on the worker thread
            with contextlib.suppress(RuntimeError):  # the window is gone
                relay.sigOpened.emit(done)

        opening.add_done_callback(arrived)

    def _opened(self, opening: StoreOpening) -> None:
        if opening is not self._pending:
            close_store(opening.store)  # superseded
            return
        if QApplication.activeModalWidget() is not None or self.session.writing:
            # (A change on its way to the server settles against the store it was made in.)
            QTimer.singleShot(MODAL_RETRY_MS, self, lambda: self._opened(opening))
            return
        self._pending = None
        if opening.error is not None:
            error = opening.error
            from configurator.catalog.stores.team.url import TeamUrlError

            self.say(message_text(error.reason)
                     if isinstance(error, StoreRefusedError | TeamUrlError) else str(error))
            return
        store = opening.store
        if self.session.store.changes != self._changes_before and (
                self._reloads < MAX_RELOADS):
            # This session changed the team catalog while the reload read it: the read may
            # lack that change, so read once more.
            close_store(store)
            self._reloads += 1
            self.reload()
            return
        self._reloads = 0
        log.info("team catalog %s: %s", store.where, "offline copy" if store.offline
                 else "read-only" if store.read_only else "live")
        self.session.use_store(store)  # the table, the actions, the build (and the plots)
        install_team_status(self.status_bar, store)
        from configurator.catalog.stores.team.offline import TeamStore

        if isinstance(store, TeamStore) and not (store.read_only or store.offline):
            self.say(translate("TeamSession", "Team catalog {place}: {parts} parts and "
                               "{prices} prices, current.").format(
                place=store.url.place, parts=store.part_count(),
                prices=len(store.copy.prices)))
        self.sigStoreChanged.emit()


__all__ = ["TeamSession"]
