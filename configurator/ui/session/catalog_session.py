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

The user's listing (100,000 parts of one's own, read in pages) is read here too, after the
window shows, a page per event-loop turn.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from configurator.catalog import Catalog
from configurator.catalog.stores.interface import PartStore, StoreRefusedError
from configurator.words.messages import store_refusal_text

LISTING_ROWS_PER_TURN = 1000  # about 10 ms a turn on a busy 2-core machine: a frame


class CatalogSession(QObject):
    sigChanged = Signal()
    """The user's parts or prices changed: the catalog table and the open build follow."""
    sigStoreChanged = Signal()
    """Another store lies under the catalog now (a team catalog's, live, offline or read
    again): whatever shows the catalog's parts reads them again."""
    sigListed = Signal()
    """The user's listing has been read to its end (it holds parts): the table shows them."""

    def __init__(self, catalog: Catalog, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._catalog = catalog
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
        try:
            change(self._catalog)
        except StoreRefusedError as refusal:
            refused(store_refusal_text(refusal))
            return False
        self.sigChanged.emit()
        return True

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
        """Read the rest of the user's listing a page per event-loop turn."""
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
