"""The window's catalog session: the one owner of the Catalog in the window
(docs/architecture.md, "The catalog session").

Every change of the user's parts and prices goes through `write()`, which runs it on the
catalog, catches the one refusal every store raises (StoreRefusedError: a team member without
write privilege, a change made from a stale copy, a server gone, a disk's error) and hands
its reason, in one line, to the caller's way of saying it; after a write it signals
`sigChanged`. A swap of the store under the catalog (the team catalog once its server
answers, or read again) is `use_store()`, signalled by `sigStoreChanged`. Whoever shows the
catalog or depends on it (the catalog table, the open build, the plots, the team's status)
listens; nobody else writes to the catalog or swaps its store.

A store on a server (a team catalog) is written on a worker thread of this session, in the
order the changes were made (DESIGN.md 7: the window never waits for the server): the
catalog shows the change at once, marked pending, until the server confirms it; a refusal
then reaches the caller's `refused` and the catalog shows the part as the server holds it.

The user's listing (100,000 parts of one's own, read in pages) is read here too, after the
window shows, a page per event-loop turn.
"""

from __future__ import annotations

import contextlib
import queue
import threading
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from configurator.catalog import Catalog
from configurator.catalog.stores.interface import PartStore, StoreChange, StoreRefusedError
from configurator.words.messages import store_refusal_text

Settle = Callable[[BaseException | None], None]


class _StoreWriter(QObject):
    """Writes changes to a store on a server, one after another, on a thread of its own;
    each result comes back to the GUI thread by a queued signal."""

    sigSettled = Signal(object, object)  # the settle callback, the error or None

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: queue.SimpleQueue = queue.SimpleQueue()
        self._thread: threading.Thread | None = None
        self.sigSettled.connect(self._settled)

    def submit(self, store: PartStore, change: StoreChange, settle: Settle) -> None:
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="team-store-writer",
                                            daemon=True)
            self._thread.start()
        self._queue.put((store, change, settle))

    def _run(self) -> None:
        while True:
            store, change, settle = self._queue.get()
            try:
                store.apply(change)
                error = None
            except Exception as failure:  # every failure is the caller's to say
                error = failure
            with contextlib.suppress(RuntimeError):  # the window is gone
                self.sigSettled.emit(settle, error)

    @staticmethod
    def _settled(settle: Settle, error: BaseException | None) -> None:
        settle(error)

LISTING_ROWS_PER_TURN = 1000  # about 10 ms a turn on a busy 2-core machine: a frame
# The first page waits this long after the window shows (MainWindow.showEvent), so the window
# is painted first: a 0 ms timer started before the first paint runs before it (Qt handles
# timers, then the window system's expose that paints), and two pages were read before the
# window's first frame (docs/performance.md).
FIRST_LISTING_PAGE_DELAY_MS = 50


class CatalogSession(QObject):
    sigChanged = Signal()
    """The user's parts or prices changed: the catalog table and the open build follow."""
    sigStoreChanged = Signal()
    """Another store lies under the catalog now (a team catalog's, live, offline or read
    again): whatever shows the catalog's parts reads them again."""
    sigListed = Signal()
    """The user's listing has been read to its end (it holds parts): the table shows them."""
    sigNotices = Signal(list)
    """What the catalog learnt after the start (a part found unreadable when first shown, a
    price of no part once the listing is read): notices for the user, a few at a time."""
    sigWriting = Signal(int, bool)
    """How many changes are on their way to a store on a server (0: all settled), and
    whether the last one settled was written (True) or refused."""
    _sigLateNotice = Signal()
    # A late notice may come from a worker thread (a part decoded while the fixes of a large
    # build are searched): a queued signal brings it to the GUI thread, where a QTimer
    # started from the worker could not (Qt: "Timers cannot be started from another thread").

    def __init__(self, catalog: Catalog, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._catalog = catalog
        self._writer = _StoreWriter(self)
        self._refused: Callable[[str], object] | None = None  # the write being made
        self.writing = 0  # changes handed to the writer, not yet settled
        catalog.write_later = self._write_later
        self._late: list = []  # notices gathered for the next sigNotices
        catalog.notice_listener = self._late_notice
        self._sigLateNotice.connect(self._say_late_notices, Qt.ConnectionType.QueuedConnection)
        self._listing_timer = QTimer(self)
        self._listing_timer.setInterval(0)
        self._listing_timer.timeout.connect(self._read_listing_page)

    @property
    def catalog(self) -> Catalog:
        return self._catalog

    @property
    def store(self) -> PartStore:
        return self._catalog.store

    # --- writes --------------------------------------------------------------------------

    def write(self, change: Callable[[Catalog], object], refused: Callable[[str], object]
              ) -> bool:
        """Run `change(catalog)`: True when it was written (and `sigChanged` told everyone);
        False when the store refused it, `refused(reason)` having said why in one line.
        A ChangeRefusedError (input the checks refuse, before anything is written) is the
        caller's: it names a field or a row of what the user gave."""
        self._refused = refused
        try:
            change(self._catalog)
        except StoreRefusedError as refusal:
            refused(store_refusal_text(refusal))
            return False
        finally:
            self._refused = None
        self.sigChanged.emit()
        return True

    def _write_later(self, store: PartStore, change: StoreChange, settle: Settle) -> None:
        """The catalog's hand-over of a change for a store on a server (Catalog.apply)."""
        refused = self._refused

        def settled(error: BaseException | None) -> None:  # on the GUI thread
            settle(error)
            self.writing -= 1
            self.sigWriting.emit(self.writing, error is None)
            self.sigChanged.emit()  # pending marks go; a refused change shows as stored
            if error is not None and refused is not None:
                refused(store_refusal_text(error) if isinstance(error, StoreRefusedError)
                        else " ".join(str(error).split()))

        self.writing += 1
        self.sigWriting.emit(self.writing, True)
        self._writer.submit(store, change, settled)

    # --- what the catalog learns later -----------------------------------------------------

    def _late_notice(self, notice) -> None:
        first = not self._late
        self._late.append(notice)
        if first:  # said once the current event is done, with its fellows
            self._sigLateNotice.emit()

    def _say_late_notices(self) -> None:
        notices, self._late = self._late, []
        if notices:
            self.sigChanged.emit()  # a row found unreadable leaves the table
            self.sigNotices.emit(notices)

    # --- the store ---------------------------------------------------------------------------

    def use_store(self, store: PartStore) -> None:
        """Lay `store` under the catalog instead (its listing and prices read whole), close
        the one replaced, and say so."""
        replaced = self._catalog.use_store(store)
        if replaced is not store:
            close_store(replaced)
        self.sigStoreChanged.emit()

    # --- the user's listing, after the window shows --------------------------------------

    def read_listing_later(self) -> None:
        """Read the rest of the user's listing a page per event-loop turn, once the window
        has had a moment to paint."""
        if not self._catalog.user_parts_loaded:
            QTimer.singleShot(FIRST_LISTING_PAGE_DELAY_MS, self, self._start_listing)

    def _start_listing(self) -> None:
        if not self._catalog.user_parts_loaded:
            self._listing_timer.start()

    def _read_listing_page(self) -> None:
        if self._catalog.load_user_parts(LISTING_ROWS_PER_TURN):
            self._listing_timer.stop()
            if self._catalog.listed_later_count:  # none: the table shows what it would again
                self.sigListed.emit()


def close_store(store: PartStore | None) -> None:
    """Close a store no longer used (a store that cannot be closed cleanly is let go)."""
    if store is not None:
        with contextlib.suppress(OSError):
            store.close()


__all__ = ["CatalogSession", "close_store"]
