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
from configurator.model.part_base import PartBase
from configurator.model.parts import PART_TYPES

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
        ("prices cleared", change.clear_prices),
        ("stock set", [part_id for part_id, _ in change.set_stock]),
        ("stock cleared", change.clear_stock)) if values]
    return "; ".join(f"{len(values)} {what} ({ids(values)})" for what, values in done) or (
        "nothing")


def _touched(change: StoreChange) -> list[tuple[str, str]]:
    """The parts and prices a change touches, as ("part" | "price", id)."""
    return list(dict.fromkeys([
        *(("part", part_id) for part_id in change.remove_parts),
        *(("part", part.id) for part in change.put_parts),
        *(("price", part_id) for part_id in change.clear_prices),
        *(("price", price.part_id) for price in change.set_prices)]))


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
    _pending: dict[tuple[str, str], int]
    write_later: Any

    def load_user_parts(self, max_rows: int | None = None) -> bool: ...  # the reading half
    def catalog_part(self, part_id: str) -> PartBase | None: ...
    def is_custom(self, part_id: str) -> bool: ...
    def __contains__(self, part_id: object) -> bool: ...

    # --- changes (all or nothing: checked first, then one store transaction) ---------------

    def add_custom_part(self, part: PartBase, replace: bool = False) -> None:
        self.add_custom_parts([part], replace)

    def add_custom_parts(self, parts: Iterable[PartBase], replace: bool = False) -> None:
        """Store user parts (validated again). A part with the id of a catalog part or of a
        stored part (the user's, the team's, a damaged one) is refused unless `replace`, with
        which it shadows the catalog part or replaces the stored one. Raises
        ChangeRefusedError naming the row (from 1) and field."""
        parts = list(parts)
        for part in parts:
            if not isinstance(part, PartBase) or part.kind not in PART_TYPES:
                raise TypeError(f"not a part spec: {part!r}")
        self.load_user_parts()
        stored = self._user_rows.keys() | {row.key for row in self.store.damaged_rows()
                                           if row.table == "part"}
        # Imported parts are decoded on demand (not in `_base`): ask for each new id.
        shipped = self._base.keys() | {part.id for part in parts
                                       if self.catalog_part(part.id) is not None}
        specs = check_new_parts(parts, shipped, stored, replace)
        self.apply(StoreChange(put_parts=tuple(specs)))

    def remove_custom_parts(self, part_ids: Sequence[str]) -> list[str]:
        """Delete user parts (a catalog part they shadowed shows again), damaged ones too;
        the ids removed."""
        present = [part_id for part_id in dict.fromkeys(part_ids) if self.is_custom(part_id)
                   or self.store.is_damaged("part", part_id)]
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
        if part_id not in self._prices and not self.store.is_damaged("price", part_id):
            return False
        self.apply(StoreChange(clear_prices=(part_id,)))
        return True

    def stock(self) -> dict[str, int]:
        """Part id -> quantity on the lab's shelf, as the store keeps it now."""
        return self.store.list_stock()

    def set_stock(self, part_id: str, qty: int) -> None:
        """Keep `qty` of a catalog part on the shelf. Raises KeyError, ChangeRefusedError,
        StoreRefusedError (a store that keeps no stock, read-only ...)."""
        from configurator.model.limits import STOCK_MAX, STOCK_MIN

        if part_id not in self:
            raise KeyError(f"no part {part_id!r} in the catalog")
        if isinstance(qty, bool) or not isinstance(qty, int) or not (
                STOCK_MIN <= qty <= STOCK_MAX):
            raise ChangeRefusedError(message(
                T("the quantity should be a whole number from {least} to {most} (got {got!r})"),
                least=STOCK_MIN, most=STOCK_MAX, got=qty), "qty")
        self._stock_kept()
        self.apply(StoreChange(set_stock=((part_id, qty),)))

    def clear_stock(self, part_id: str) -> bool:
        """None of the part on the shelf any more. False if none was there."""
        if part_id not in self.stock():
            return False
        self._stock_kept()
        self.apply(StoreChange(clear_stock=(part_id,)))
        return True

    def _stock_kept(self) -> None:
        if not self.store.keeps_stock:
            raise StoreRefusedError(message(T(
                "the {origin} catalog keeps no stock; stock is kept in your own database "
                "(without a team catalog)"), origin=self.store.origin))

    def apply(self, change: StoreChange) -> None:
        """Write a checked change to the store, then show it (nothing shows if it fails).
        Raises StoreRefusedError (the one refusal of every store: read-only, a stale copy, a
        server gone, a disk's error) when nothing was written.

        With `write_later` set (the window) and a store on a server, the change is shown at
        once, marked pending (`is_pending`), and handed to `write_later(store, change,
        settle)`, which writes it elsewhere and calls `settle(error)` here when the server
        has confirmed it (None) or refused it: then what the change touched is shown as the
        store holds it (DESIGN.md 7: the window never waits for the server)."""
        if self.store.read_only:  # a team store says why (no privilege, or offline)
            raise StoreReadOnlyError(self.store.read_only_reason or message(
                T("your parts and prices here can be read but not changed")))
        if self.write_later is not None and self.store.remote:
            self._apply_later(change)
            return
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
        self._show(change)

    def _apply_later(self, change: StoreChange) -> None:
        assert self.write_later is not None
        store = self.store
        touched = _touched(change)
        for key in touched:
            self._pending[key] = self._pending.get(key, 0) + 1
        self._show(change)

        def settle(error: BaseException | None) -> None:
            for key in touched:
                left = self._pending.get(key, 0) - 1
                if left > 0:
                    self._pending[key] = left
                else:
                    self._pending.pop(key, None)
            if error is None:
                log.info("%s store (%s): %s", store.origin, store.where, _ids_of(change))
                return
            log.warning("%s store (%s) refused a change: %s", store.origin, store.where, error)
            if store is self.store:  # (a store swapped meanwhile was read whole)
                self._show_as_stored([key for key in touched if key not in self._pending])

        self.write_later(store, change, settle)

    def is_pending(self, part_id: str) -> bool:
        """A change of this part or its price is shown but not yet confirmed by the server."""
        return ("part", part_id) in self._pending or ("price", part_id) in self._pending

    @property
    def pending_changes(self) -> bool:
        return bool(self._pending)

    def _show_as_stored(self, keys: Sequence[tuple[str, str]]) -> None:
        """Show these parts and prices as the store holds them (a change it refused)."""
        for table, part_id in keys:
            if table == "price":
                price = self.store.price_of(part_id)
                if price is None:
                    self._prices.pop(part_id, None)
                else:
                    self._prices[part_id] = price
            else:
                spec = self.store.get_part(part_id)
                if spec is None:
                    self._user_rows.pop(part_id, None)
                else:
                    self._user_rows[part_id] = ListingRow(spec.id, spec.kind, spec.name,
                                                          haystack(spec))
                self._user_specs[part_id] = spec
            self._effective.pop(part_id, None)
        self._ordered, self._last_search = None, None

    def _show(self, change: StoreChange) -> None:
        """The overlay with `change` in it."""
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
