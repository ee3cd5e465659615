"""The merged catalog: the shipped parts in memory, the user's store laid over them.

A user part replaces the catalog part of the same id; a user price replaces a part's price
(the catalog's own price stays readable: `catalog_price`). Shipped parts are specs in memory.
User parts may be many (100,000), so they are held as listing rows (id, kind, name, search
text) and each spec is decoded when first read: searching never decodes, and the catalog
table decodes only the rows it shows. With `defer_user_parts` the listing is read in pages
by `load_user_parts(max_rows)` (the window does it after it shows); until then a lookup by id
asks the store directly, so a build file opens with its user parts at once.
"""

from __future__ import annotations

import datetime as dt
import logging
import sqlite3
from collections.abc import Callable, Iterable, Mapping, Sequence

from configurator.catalog.checks import ChangeRefusedError, check_new_parts, check_price
from configurator.catalog.part_list import PartList, PartsByKind
from configurator.catalog.search_rank import ranked
from configurator.catalog.search_text import FIELD_SEPARATOR, haystack
from configurator.catalog.stores.interface import (
    DamagedRow,
    ListingRow,
    Origin,
    PartStore,
    StoreChange,
    StoreReadOnlyError,
    StoreRefusedError,
    StoreWriteError,
    UserPrice,
)
from configurator.catalog.stores.spec_json import stored_cells_text
from configurator.model.messages import Message, T, message
from configurator.model.parts import KINDS, PART_TYPES, PartBase

_KIND_ORDER = {kind: index for index, kind in enumerate(KINDS)}
DAMAGE_GUIDANCE = message(T(
    "Parts or prices that could not be read stay where they are stored, unused: `configurator "
    "parts list --damaged` lists them with the reason, `configurator parts export --damaged "
    "FILE.json` saves them as they are stored, and `configurator parts remove ID` or "
    "`configurator price clear ID` removes one."))
LISTING_PAGE_ROWS = 5000
LOGGED_IDS = 10  # ids of a change named in the log; the rest are counted
log = logging.getLogger(__name__)


def _check_kind(kind: str | None) -> None:
    if kind is not None and kind not in PART_TYPES:
        raise ValueError(f"unknown part kind {kind!r}; kinds are {', '.join(KINDS)}")


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


class Catalog:
    """Every part, the user's overlay applied. Satisfies `PartLookup`."""

    def __init__(self, parts: Iterable[PartBase], version: str,
                 user_db: PartStore | None = None, notices: Iterable[Message] = (),
                 defer_user_parts: bool = False) -> None:
        from configurator.catalog.stores.user.db import UserDb

        self.version = version
        self.store: PartStore = user_db if user_db is not None else UserDb(None)
        self._base: dict[str, PartBase] = {part.id: part for part in parts}
        self._base_rows = {p.id: ListingRow(p.id, p.kind, p.name, haystack(p))
                           for p in self._base.values()}
        self._user_rows: dict[str, ListingRow] = {}
        self._user_specs: dict[str, PartBase | None] = {}  # decoded (None: unreadable)
        # Until the listing is read: which catalog ids the store holds (asked once, not once
        # a part: the catalog table's first rows are shown before the listing is read).
        self._held_catalog_ids: set[str] | None = None
        self._prices: dict[str, UserPrice] = self.store.list_prices()
        self._effective: dict[str, PartBase] = {}  # specs with the user's price applied
        self._ordered: dict[str | None, list[str]] | None = None
        self._id_of: dict[str, str] = {}
        # The last search: (kind, mine), its words, and its texts (to narrow while typing).
        self._last_search: tuple[tuple[str | None, bool], list[str], list[str]] | None = None
        self._listing_after: str | None = ""  # None once the whole listing is read
        # Changes shown but not yet confirmed by a store on a server: ("part" | "price",
        # id) -> how many (see apply).
        self._pending: dict[tuple[str, str], int] = {}
        self.write_later: Callable[[PartStore, StoreChange,
                                    Callable[[BaseException | None], None]], None] | None = None
        self.notices: list[Message] = []
        # Called with each notice added after the catalog was made (a part found unreadable
        # when first shown, a price of no part once the listing is read): the window says it.
        self.notice_listener: Callable[[Message], object] | None = None
        for notice in [*notices, *self.store.notices]:
            self._notice(notice)
        self._note_damage()
        if not defer_user_parts:
            self.load_user_parts()

    # --- what the user is told ---------------------------------------------------------------

    def _notice(self, notice: Message) -> None:
        if notice not in self.notices:
            self.notices.append(notice)
            if self.notice_listener is not None:
                self.notice_listener(notice)

    def _note_damage(self) -> None:
        """The store's notices (parts and prices found unreadable), and once any such row is
        known, how to list, save and remove them."""
        for notice in self.store.notices:
            self._notice(notice)
        if self.store.damaged_rows() or self._orphan_prices():
            self._notice(DAMAGE_GUIDANCE)

    def _orphan_prices(self) -> list[str]:
        """The user's prices that name no part at all (a part removed, a catalog id gone):
        known once the listing is read whole."""
        if not self.user_parts_loaded:
            return []
        return [part_id for part_id in self._prices if part_id not in self._base
                and part_id not in self._user_rows and not self.store.is_damaged("part", part_id)]

    def damaged_rows(self, full: bool = False) -> list[DamagedRow]:
        """Every stored part and price that is kept but not used: those failing the checks
        of entry (`full`: every row checked now), and prices that name no part."""
        rows = self.store.damaged_rows(full)
        self.load_user_parts()
        known = {(row.table, row.key) for row in rows}
        for part_id in self._orphan_prices():
            if ("price", part_id) in known:
                continue
            price = self._prices[part_id]
            rows.append(DamagedRow("price", part_id, "", stored_cells_text(
                {"part_id": part_id, "price_usd": price.price_usd,
                 "price_date": price.price_date, "source_url": price.source_url}),
                message(T("no part has this id"))))
        self._note_damage()
        return rows

    def is_damaged(self, part_id: str) -> bool:
        """A part or price of this id is kept in the store but cannot be used."""
        return (self.store.is_damaged("part", part_id) or self.store.is_damaged("price", part_id)
                or part_id in self._orphan_prices())

    # --- loading the user's listing -------------------------------------------------------

    @property
    def user_parts_loaded(self) -> bool:
        return self._listing_after is None

    @property
    def user_part_count(self) -> int:
        """The user's (or team's) parts listed so far."""
        return len(self._user_rows)

    def load_user_parts(self, max_rows: int | None = None) -> bool:
        """Read (up to `max_rows` more of) the user's listing; True once all is read."""
        while self._listing_after is not None and (max_rows is None or max_rows > 0):
            page_rows = LISTING_PAGE_ROWS if max_rows is None else min(max_rows,
                                                                       LISTING_PAGE_ROWS)
            try:
                page = self.store.listing(self._listing_after, page_rows)
            except sqlite3.Error as error:  # damage past the pages a start checks
                self._listing_after = None
                self._notice(message(
                    T("Some of your parts could not be read ({error}); those read so far "
                      "are shown."), error=str(error)))
                break
            damaged = self.store.is_damaged
            for row in page:
                if damaged("part", row.id):  # kept in the store, listed as damaged
                    continue
                self._user_rows[row.id] = row
                self._effective.pop(row.id, None)
            self._ordered = None
            if max_rows is not None:
                max_rows -= len(page)
            self._listing_after = page[-1].id if len(page) == page_rows else None
            if self._listing_after is None:
                for part_id in self._orphan_prices():
                    self._notice(message(
                        T("Your price for {id!r} names no part of the catalog or of yours and "
                          "is not used"), id=part_id))
                self._note_damage()
        return self._listing_after is None

    # --- the merged view -------------------------------------------------------------------

    def _user_spec(self, part_id: str) -> PartBase | None:
        if part_id in self._user_specs:
            return self._user_specs[part_id]
        if part_id not in self._user_rows and self.user_parts_loaded:
            return None
        if part_id in self._base and part_id not in self._user_rows:
            if self._held_catalog_ids is None:
                self._held_catalog_ids = self.store.held_ids(self._base.keys())
            if part_id not in self._held_catalog_ids:
                return None
        spec = self.store.get_part(part_id)
        if spec is None and part_id in self._user_rows:  # listed but does not read
            self._user_rows.pop(part_id)
            self._ordered = None
            self._note_damage()
        self._user_specs[part_id] = spec
        return spec

    def get(self, part_id: str) -> PartBase | None:
        """The part as the user sees it (their part or the catalog's, their price applied)."""
        spec = self._effective.get(part_id)
        if spec is not None:
            return spec
        spec = self._user_spec(part_id) or self._base.get(part_id)
        if spec is None:
            return None
        price = self._prices.get(part_id)
        if price is not None:
            spec = spec.model_copy(update={"price_usd": price.price_usd,
                                           "price_date": price.price_date})
        self._effective[part_id] = spec
        return spec

    def catalog_part(self, part_id: str) -> PartBase | None:
        """The shipped part of that id, without the user's overlay."""
        return self._base.get(part_id)

    def __contains__(self, part_id: object) -> bool:
        return isinstance(part_id, str) and self.get(part_id) is not None

    def __len__(self) -> int:
        return len(self._base.keys() | self._user_rows.keys())

    def _ordered_by_kind(self) -> dict[str | None, list[str]]:
        """Per kind (and None: every kind) the parts' search texts in display order; each
        text names one part (it holds the id), `_id_of` maps it back. Plain lists of str:
        the fastest thing for Python to scan per keystroke."""
        if self._ordered is None:
            rows = {**self._base_rows, **self._user_rows}
            ordered: dict[str | None, list[str]] = {kind: [] for kind in KINDS}
            every: list[str] = []
            id_of: dict[str, str] = {}
            for row in sorted(rows.values(), key=lambda r: (
                    _KIND_ORDER.get(r.kind, len(KINDS)), r.name.casefold(), r.id)):
                text = row.search_text
                if text in id_of:  # never for real parts (the text holds the id); be safe
                    text = f"{text}{FIELD_SEPARATOR}{row.id}"
                id_of[text] = row.id
                ordered.setdefault(row.kind, []).append(text)
                every.append(text)
            ordered[None] = every
            self._ordered, self._id_of = ordered, id_of
            self._last_search = None
        return self._ordered

    def _texts(self, kind: str | None) -> list[str]:
        _check_kind(kind)
        return self._ordered_by_kind().get(kind, [])

    def _ids(self, kind: str | None) -> list[str]:
        texts = self._texts(kind)  # first: it may rebuild `_id_of`
        id_of = self._id_of
        return [id_of[text] for text in texts]

    def parts(self, kind: str | None = None) -> PartList:
        """Parts sorted by kind (in the order of docs/build-file.md), then name."""
        return PartList(None, self, self._texts(kind), self._id_of)

    def search(self, text: str, kind: str | None = None, mine: bool = False) -> PartList:
        """Parts where every word of `text` occurs (ignoring case) in the name, id, maker,
        part number or a key field of the kind (GPU model, socket, chipset ...). `mine`:
        only the user's own parts and the parts they set a price for."""
        words = sorted(set(text.casefold().split()), key=len, reverse=True)
        texts = self._texts(kind)
        todo = words
        last = self._last_search
        # Typing narrows: when every word of the last search lies inside a word of this
        # one, this search's parts are among the last one's, and only the words that are
        # new need a pass (over 100,000 parts of the user's own, that is the keystroke).
        if last is not None and last[0] == (kind, mine) and all(
                any(old in new for new in words) for old in last[1]):
            texts = last[2]
            todo = [word for word in words if word not in last[1]]
        elif mine:  # (`_texts` above made `_id_of` current)
            id_of, users, prices = self._id_of, self._user_rows, self._prices
            texts = [t for t in texts if id_of[t] in users or id_of[t] in prices]
        # One pass per word, longest first: it rules out most parts, and each later pass
        # runs over the survivors only. A comprehension over plain strings is the fastest
        # scan Python has (map or compress with str.__contains__ are slower).
        for word in todo:
            texts = [t for t in texts if word in t]
        self._last_search = ((kind, mine), words, texts)  # kept in the catalog's order
        shown = ranked(words, texts, lambda t: t)  # whole words first (few results only)
        return PartList(None, self, shown, self._id_of)

    def alternatives(self) -> Mapping[str, list[PartBase]]:
        """Every part by kind (every kind present, possibly empty), for the rules' fixes.
        A kind's parts are read when a fix first asks for them: most builds need few kinds
        or none, and reading every part would ask the user's store for each one (at start,
        before its listing is read, that is a query per catalog part)."""
        texts_by_kind = {kind: texts for kind, texts in self._ordered_by_kind().items()
                         if kind is not None}
        return PartsByKind(texts_by_kind, self, self._id_of)

    # --- what is the user's ---------------------------------------------------------------

    def is_custom(self, part_id: str) -> bool:
        return self._user_spec(part_id) is not None

    def origin(self, part_id: str) -> Origin | None:
        """"user" (or "team") for the user's own parts, "catalog" for shipped ones."""
        if self.is_custom(part_id):
            return self.store.origin
        return "catalog" if part_id in self._base else None

    def has_price_override(self, part_id: str) -> bool:
        return part_id in self._prices

    def user_price(self, part_id: str) -> UserPrice | None:
        return self._prices.get(part_id)

    def own_price(self, part_id: str) -> tuple[float, str | None] | None:
        """The price of the part itself (the catalog's, or the user part's own), without the
        user's price: what stays visible beside the user's."""
        spec = self._user_spec(part_id) or self._base.get(part_id)
        return None if spec is None else (spec.price_usd, spec.price_date)

    def user_part_ids(self) -> list[str]:
        self.load_user_parts()
        return sorted(self._user_rows)

    def user_parts(self, kind: str | None = None) -> PartList:
        """The user's own parts (their price applied), by kind then name."""
        self.load_user_parts()
        return PartList([i for i in self._ids(kind) if i in self._user_rows], self)

    def user_parts_matching(self, text: str = "", kind: str | None = None) -> list[str]:
        """Ids of the user's own parts that `search` finds, in display order."""
        self.load_user_parts()
        return [part_id for part_id in self.search(text, kind).ids if part_id in self._user_rows]

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
        specs = check_new_parts(parts, self._base, stored, replace)
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

    def use_store(self, store: PartStore) -> PartStore:
        """Lay `store` over the shipped parts instead (the team catalog once its server
        answers, or read again): the user's listing and prices are read from it whole. Gives
        the store replaced, for the caller to close."""
        replaced, self.store = self.store, store
        self._user_rows, self._user_specs, self._effective = {}, {}, {}
        self._held_catalog_ids = None
        self._prices = store.list_prices()
        self._ordered, self._last_search = None, None
        self._listing_after = ""
        self._note_damage()
        self.load_user_parts()
        return replaced

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> Catalog:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


__all__ = ["Catalog", "PartList"]
