"""The writing half of the merged catalog (`overlay.Catalog`): the user's parts and prices
changed all or nothing, checked first (`catalog/checks.py`), then written to the store in one
transaction, then shown. Kept apart from the reading half so that each stays one reader's
worth (docs/architecture.md, "The catalog and its stores")."""

from __future__ import annotations

import datetime as dt
import logging
import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

from configurator.catalog.checks import ChangeRefusedError, check_new_parts, check_price
from configurator.catalog.search_text import haystack
from configurator.catalog.stores.interface import (
    ListingRow,
    PartStore,
    StoreChange,
    StoreReadOnlyError,
    StoreRefusedError,
    StoreWriteError,
    UserPrice,
)
from configurator.model.messages import T, message
from configurator.model.parts import PART_TYPES, PartBase

LOGGED_IDS = 10  # ids of a change named in the log; the rest are counted
log = logging.getLogger("configurator.catalog.overlay")


def _ids_of(change: StoreChange) -> str:
    """A change for the log: what it does to which ids (no part data beyond them)."""
    def ids(values: Sequence[str]) -> str:
        shown = ", ".join(values[:LOGGED_IDS])
        return shown + (f" and {len(values) - LOGGED_IDS} more" if len(values) > LOGGED_IDS
                        else "")

    done = [(what, list(values)) for what, values in (
        ("parts put", [p.id for p in change.put_parts]), ("parts removed", change.remove_parts),
        ("prices set", [p.part_id for p in change.set_prices]),
        ("prices cleared", change.clear_prices)) if values]
    return "; ".join(f"{len(values)} {what} ({ids(values)})" for what, values in done) or (
        "nothing")



class CatalogWrites:
    """Changes of the user's parts and prices; `overlay.Catalog` holds the state they keep
    current (its listing of the user's rows, decoded parts, prices, order, last search)."""

    store: PartStore
    _base: dict[str, PartBase]
    _user_rows: dict[str, ListingRow]
    _user_specs: dict[str, PartBase | None]
    _prices: dict[str, UserPrice]
    _effective: dict[str, PartBase]
    _ordered: Any
    _last_search: Any

    def load_user_parts(self, max_rows: int | None = None) -> bool: ...  # the reading half
    def catalog_part(self, part_id: str) -> PartBase | None: ...
    def is_custom(self, part_id: str) -> bool: ...
    def __contains__(self, part_id: object) -> bool: ...

    # --- changes (all or nothing: checked first, then one store transaction) ---------------

    def add_custom_part(self, part: PartBase, replace: bool = False) -> None:
        self.add_custom_parts([part], replace)

    def add_custom_parts(self, parts: Iterable[PartBase], replace: bool = False) -> None:
        """Store user parts (validated again). A part with a catalog id is refused unless
        `replace`, with which it shadows the catalog part; one with the id of a user part
        replaces it. Raises ChangeRefusedError naming the row (from 1) and field."""
        parts = list(parts)
        for part in parts:
            if not isinstance(part, PartBase) or part.kind not in PART_TYPES:
                raise TypeError(f"not a part spec: {part!r}")
        self.load_user_parts()
        shipped = self._base.keys() | {part.id for part in parts
                                       if self.catalog_part(part.id) is not None}
        specs = check_new_parts(parts, shipped, self._user_rows, replace)
        self.apply(StoreChange(put_parts=tuple(specs)))

    def remove_custom_parts(self, part_ids: Sequence[str]) -> list[str]:
        """Delete user parts (a catalog part they shadowed shows again); the ids removed."""
        present = [part_id for part_id in dict.fromkeys(part_ids) if self.is_custom(part_id)]
        self.apply(StoreChange(remove_parts=tuple(present)))
        return present

    def remove_custom_part(self, part_id: str) -> bool:
        return bool(self.remove_custom_parts([part_id]))

    def set_price(self, part_id: str, price_usd: float, price_date: str | None = None,
                  source_url: str | None = None) -> None:
        """The user's price for a part; `price_date` defaults to the current month, since a
        price typed in today is today's quote. Raises KeyError, ChangeRefusedError."""
        if part_id not in self:
            raise KeyError(f"no part {part_id!r} in the catalog")
        if price_date is None:
            price_date = dt.date.today().strftime("%Y-%m")
        self.apply(StoreChange(set_prices=(
            check_price(part_id, price_usd, price_date, source_url),)))

    def set_prices(self, prices: Iterable[UserPrice]) -> None:
        """Many prices at once (a quote), all or nothing; each must name a part."""
        checked = []
        for row, price in enumerate(prices, start=1):
            if price.part_id not in self:
                raise ChangeRefusedError(message(T("no part {id!r} in the catalog"),
                                            id=price.part_id), "id", row)
            try:
                checked.append(check_price(price.part_id, price.price_usd, price.price_date,
                                           price.source_url))
            except ChangeRefusedError as refusal:
                raise refusal.at(row) from None
        self.apply(StoreChange(set_prices=tuple(checked)))

    def clear_price(self, part_id: str) -> bool:
        """Back to the catalog's (or the user part's own) price. False if none was set."""
        if part_id not in self._prices:
            return False
        self.apply(StoreChange(clear_prices=(part_id,)))
        return True

    def apply(self, change: StoreChange) -> None:
        """Write a checked change to the store, then show it (nothing shows if it fails).
        Raises StoreRefusedError (the one refusal of every store: read-only, a stale copy, a
        server gone, a disk's error) when nothing was written."""
        if self.store.read_only:  # a team store says why (no privilege, or offline)
            raise StoreReadOnlyError(self.store.read_only_reason or message(
                T("your parts and prices here can be read but not changed")))
        try:
            self.store.apply(change)
        except StoreRefusedError as refusal:
            log.warning("%s store (%s) refused a change: %s", self.store.origin,
                        self.store.where, refusal)
            raise
        except (OSError, sqlite3.Error) as error:  # the file's own trouble: nothing written
            log.warning("%s store (%s) failed to write: %s", self.store.origin,
                        self.store.where, error)
            raise StoreWriteError(error, self.store.path) from error
        log.info("%s store (%s): %s", self.store.origin, self.store.where, _ids_of(change))
        for part_id in change.remove_parts:
            self._user_rows.pop(part_id, None)
            self._user_specs[part_id] = None
        for part in change.put_parts:
            self._user_rows[part.id] = ListingRow(part.id, part.kind, part.name, haystack(part))
            self._user_specs[part.id] = part
        for part_id in change.clear_prices:
            self._prices.pop(part_id, None)
        for price in change.set_prices:
            self._prices[price.part_id] = price
        for part_id in {*change.remove_parts, *(p.id for p in change.put_parts),
                        *change.clear_prices, *(p.part_id for p in change.set_prices)}:
            self._effective.pop(part_id, None)
        if change.put_parts or change.remove_parts:
            self._ordered = None  # sorted again when next read
        self._last_search = None

