"""Where the user's own parts and prices live: the store interface every store declares
(docs/architecture.md, "The catalog and its stores").

The local user database (`configurator.catalog.stores.user.db.UserDb`) implements it; a team
catalog on PostgreSQL implements the same interface (configurator.catalog.stores.team), so the
catalog overlay, the parts editor and the `parts` / `price` commands work unchanged on
either. What only a store that may be out of reach has to say (read-only for a reason, its
last copy while offline or connecting) has defaults here that the local store keeps, so a
caller reads it of any store without asking what kind it is.

A refusal to write is one type, `StoreRefusedError`, whatever the store and the cause: a team
member without write privilege, a change made from a stale copy, a server that stopped
answering, a disk's error. Its `reason` is one line for the user.

A store only keeps what it is given: every check (slugs, the part limits, price ranges,
dates, URLs, catalog ids without `--replace`) happens above it, in
`configurator.catalog.checks`, before `apply()` is called. `apply()` writes one
`StoreChange` in one transaction: all of it or, on any error, none of it.
"""

from __future__ import annotations

import sqlite3
from abc import ABC, abstractmethod
from collections.abc import Callable, Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Literal, NamedTuple, Protocol

from configurator.model.messages import Message
from configurator.model.part_base import PartBase

Origin = Literal["catalog", "user", "team"]


@dataclass(frozen=True)
class UserPrice:
    """The user's price for a part (catalog or their own): it replaces the part's price."""

    part_id: str
    price_usd: float
    price_date: str | None = None  # ISO 8601: YYYY, YYYY-MM or YYYY-MM-DD
    source_url: str | None = None  # the quote it comes from, http(s)


@dataclass(frozen=True)
class DamagedRow:
    """A stored part or price that fails the checks of entry (a field from a newer version,
    bit rot, a row another program wrote): kept where it is, never used, listed
    (`configurator parts list --damaged`), exportable as it is stored, removable."""

    table: Literal["part", "price"]
    key: str  # the part's id (of a price: the id it prices)
    kind: str  # a part's stored kind ("" for a price)
    stored: str  # the row as stored, as text: a spec's JSON, a price's cells as JSON
    reason: Message | str


class ListingRow(NamedTuple):
    """What search and the catalog table need of a stored part, without decoding its spec."""

    id: str
    kind: str
    name: str
    search_text: str  # `configurator.catalog.search_text.haystack(spec)`


@dataclass(frozen=True)
class StoreChange:
    """One all-or-nothing change: parts put (added, or replacing the stored part of that id),
    parts removed, prices set, prices cleared."""

    put_parts: tuple[PartBase, ...] = ()
    remove_parts: tuple[str, ...] = ()
    set_prices: tuple[UserPrice, ...] = ()
    clear_prices: tuple[str, ...] = ()
    set_stock: tuple[tuple[str, int], ...] = ()  # (part id, quantity on the shelf)
    clear_stock: tuple[str, ...] = ()
    # Who makes it, for stores that record it (a team catalog's who-changed-when).
    author: str | None = field(default=None, compare=False)

    @property
    def empty(self) -> bool:
        return not (self.put_parts or self.remove_parts or self.set_prices or self.clear_prices
                    or self.set_stock or self.clear_stock)


class StoreRefusedError(Exception):
    """The store wrote nothing of a change. `reason`: why, in one line (a Message to be
    translated, or the system's own words); str() its English text."""

    def __init__(self, reason: Message | str) -> None:
        self.reason = reason
        super().__init__(str(reason))

    def __str__(self) -> str:
        return str(self.reason)


class StoreReadOnlyError(StoreRefusedError, PermissionError):
    """The store may be read but not written (a team member without write privilege, a
    file of a newer version, the team's last copy)."""


class StoreWriteError(StoreRefusedError, OSError):
    """Writing failed in the store's file (a disk that is full or read-only, a database
    another program holds locked): `error` is what the system said."""

    def __init__(self, error: OSError | sqlite3.Error, path: Path | None = None) -> None:
        self.error = error
        self.path = path
        if isinstance(error, OSError) and error.strerror:
            text = f"{error.strerror}: {error.filename}" if error.filename else error.strerror
        else:
            text = str(error)
        super().__init__(" ".join(text.split()))  # one line, whatever the system put in it


class StoreOpening(Protocol):
    """What brings a store that is still being reached (configurator.catalog.stores.team.
    start.Opening): `store` once opened, `error` when it cannot be; callbacks on its thread."""

    store: PartStore | None
    error: BaseException | None

    def add_done_callback(self, callback: Callable[[StoreOpening], object]) -> None: ...


class PartStore(ABC):
    """The user's parts and prices. Reads return what is stored now; `apply` writes all of a
    change or, raising StoreRefusedError, none of it."""

    origin: Origin  # what `configurator catalog --format json` calls these parts
    notices: list[Message]  # what the user should be told about the store (damage, fallback)
    path: Path | None = None  # the store's file (None: in memory, or on a server)
    # What a store that may be out of reach says; a local store keeps these defaults.
    read_only_reason: Message | None = None  # why it may not be written, if it says
    status_notice: Message | None = None  # what the window's status line says of it
    offline: bool = False  # the team's last copy: its server did not answer
    connecting: bool = False  # the team's last copy while its server is being reached
    opening: StoreOpening | None = None  # what brings the live store of a connecting copy
    changes: int = 0  # changes this store wrote (a reload made meanwhile may miss them)
    keeps_stock: bool = False  # it keeps the lab's stock (`configurator stock`)
    # Writes go to a server (which may not answer at once): the window writes them elsewhere
    # than on its own thread (Catalog.apply's `write_later`).
    remote: bool = False
    # Why changes are not kept (a user database that could not be opened, kept in memory
    # instead): a command that changes parts or prices exits 2 with it (nothing is "saved").
    unsaved_reason: Message | None = None

    @property
    @abstractmethod
    def read_only(self) -> bool: ...

    @abstractmethod
    def part_count(self) -> int: ...

    @abstractmethod
    def listing(self, after_id: str = "", limit: int | None = None) -> list[ListingRow]:
        """Stored parts ordered by id, from the first id greater than `after_id` (paging)."""

    @abstractmethod
    def get_part(self, part_id: str) -> PartBase | None:
        """One stored part that validates (None when absent or unreadable)."""

    @abstractmethod
    def held_ids(self, part_ids: Collection[str]) -> set[str]:
        """Those of `part_ids` that are stored (read or not): one question for many ids."""

    @abstractmethod
    def list_parts(self) -> list[PartBase]:
        """Every stored part that validates; unreadable ones are named in `notices`."""

    @abstractmethod
    def list_prices(self) -> dict[str, UserPrice]: ...

    def list_stock(self) -> dict[str, int]:
        """Part id -> quantity on the lab's shelf (none in a store that keeps no stock)."""
        return {}
    # --- damaged rows: kept, not used, listed (DamagedRow) ---------------------------------

    def damaged_rows(self, full: bool = False) -> list[DamagedRow]:
        """The stored rows found failing the checks of entry so far, parts first; `full`:
        check every row now (a listing reads parts without decoding them)."""
        if full:
            self.list_parts()
            self.list_prices()
        return sorted(self._damage().values(), key=lambda row: (row.table, row.key))

    def is_damaged(self, table: str, key: str) -> bool:
        return (table, key) in self._damage()

    def _damage(self) -> dict[tuple[str, str], DamagedRow]:
        damage = self.__dict__.get("_damaged")
        if damage is None:
            damage = self.__dict__["_damaged"] = {}
        return damage

    def note_damaged(self, row: DamagedRow, notice: Message) -> None:
        """Record a row found failing the checks, and tell the user once (`notices`)."""
        self._damage()[(row.table, row.key)] = row
        if notice not in self.notices:
            self.notices.append(notice)

    def forget_damaged(self, change: StoreChange) -> None:
        """Rows a written change removed or replaced are no longer damaged."""
        damage = self._damage()
        for key in (*(("part", i) for i in change.remove_parts),
                    *(("part", p.id) for p in change.put_parts),
                    *(("price", i) for i in change.clear_prices),
                    *(("price", p.part_id) for p in change.set_prices)):
            damage.pop(key, None)

    def price_of(self, part_id: str) -> UserPrice | None:
        """The stored price of one part (a store on a server answers from the copy it read,
        without asking the server again)."""
        return self.list_prices().get(part_id)

    @abstractmethod
    def apply(self, change: StoreChange) -> None: ...

    @abstractmethod
    def close(self) -> None: ...

    @property
    def where(self) -> str:
        """Where the store is, for the log: its file, "memory", or a team catalog's place
        (never a password)."""
        return str(self.path) if self.path is not None else "memory"

    def wait_for_copy(self) -> None:
        """Return once the copy this store keeps of a server's parts is on disk (nothing to
        wait for in a local store)."""
        return None


def put_parts(store: PartStore, parts: Iterable[PartBase]) -> None:
    store.apply(StoreChange(put_parts=tuple(parts)))


def remove_parts(store: PartStore, part_ids: Sequence[str]) -> None:
    store.apply(StoreChange(remove_parts=tuple(part_ids)))


def set_prices(store: PartStore, prices: Iterable[UserPrice]) -> None:
    store.apply(StoreChange(set_prices=tuple(prices)))


def clear_prices(store: PartStore, part_ids: Sequence[str]) -> None:
    store.apply(StoreChange(clear_prices=tuple(part_ids)))


def iter_listing(store: PartStore, page_rows: int = 5000) -> Iterator[list[ListingRow]]:
    """The whole listing in pages (keyset paging: no cursor is held open between pages, so
    writes in between neither wait nor are missed)."""
    after = ""
    while True:
        page = store.listing(after, page_rows)
        if not page:
            return
        yield page
        after = page[-1].id


__all__ = ["DamagedRow", "ListingRow", "Origin", "PartStore", "StoreChange", "StoreOpening",
           "StoreReadOnlyError", "StoreRefusedError", "StoreWriteError", "UserPrice",
           "clear_prices", "iter_listing", "put_parts", "remove_parts", "set_prices"]
