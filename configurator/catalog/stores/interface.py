"""Where the user's own parts and prices live: a small store interface (DESIGN.md section 7).

The local user database (`configurator.catalog.stores.user.db.UserDb`) implements it; a team
catalog on PostgreSQL implements the same interface, so the catalog overlay, the parts
editor and the `parts` / `price` commands work unchanged on either.

A store only keeps what it is given: every check (slugs, the part limits, price ranges,
dates, URLs, catalog ids without `--replace`) happens above it, in
`configurator.catalog.checks`, before `apply()` is called. `apply()` writes one
`StoreChange` in one transaction: all of it or, on any error, none of it.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Literal, NamedTuple, Protocol, runtime_checkable

from configurator.model.messages import Message
from configurator.model.parts import PartBase

Origin = Literal["catalog", "user", "team"]


@dataclass(frozen=True)
class UserPrice:
    """The user's price for a part (catalog or their own): it replaces the part's price."""

    part_id: str
    price_usd: float
    price_date: str | None = None  # ISO 8601: YYYY, YYYY-MM or YYYY-MM-DD
    source_url: str | None = None  # the quote it comes from, http(s)


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
    # Who makes it, for stores that record it (a team catalog's who-changed-when).
    author: str | None = field(default=None, compare=False)

    @property
    def empty(self) -> bool:
        return not (self.put_parts or self.remove_parts or self.set_prices or self.clear_prices)


class StoreReadOnlyError(PermissionError):
    """The store may be read but not written (a team member without write privilege)."""

    def __init__(self, reason: Message | str) -> None:
        self.reason = reason
        super().__init__(str(reason))


@runtime_checkable
class PartStore(Protocol):
    """The user's parts and prices. Reads return what is stored now; `apply` raises
    sqlite3.Error (or the store's own OSError / StoreReadOnlyError) and then wrote nothing."""

    origin: Origin  # what `configurator catalog --format json` calls these parts
    notices: list[Message]  # what the user should be told about the store (damage, fallback)

    @property
    def read_only(self) -> bool: ...

    def part_count(self) -> int: ...

    def listing(self, after_id: str = "", limit: int | None = None) -> list[ListingRow]:
        """Stored parts ordered by id, from the first id greater than `after_id` (paging)."""

    def get_part(self, part_id: str) -> PartBase | None:
        """One stored part that validates (None when absent or unreadable)."""

    def held_ids(self, part_ids: Collection[str]) -> set[str]:
        """Those of `part_ids` that are stored (read or not): one question for many ids."""

    def list_parts(self) -> list[PartBase]:
        """Every stored part that validates; unreadable ones are named in `notices`."""

    def list_prices(self) -> dict[str, UserPrice]: ...

    def apply(self, change: StoreChange) -> None: ...

    def close(self) -> None: ...


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


__all__ = ["ListingRow", "Origin", "PartStore", "StoreChange", "StoreReadOnlyError",
           "UserPrice", "clear_prices", "iter_listing", "put_parts", "remove_parts",
           "set_prices"]
