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

import sqlite3
from collections.abc import Callable, Iterable

from configurator.catalog.browse_order import browse_rank
from configurator.catalog.fit import Facts, FitContext
from configurator.catalog.overlay_search import CatalogSearch
from configurator.catalog.overlay_writes import CatalogWrites
from configurator.catalog.part_list import PartList
from configurator.catalog.search_text import haystack
from configurator.catalog.shipped.imported import ImportedLayer, ImportedParts
from configurator.catalog.shipped.source import CURATED, OPENDB
from configurator.catalog.stores.interface import (
    DamagedRow,
    ListingRow,
    Origin,
    PartStore,
    StoreChange,
    UserPrice,
)
from configurator.catalog.stores.spec_json import stored_cells_text
from configurator.model.messages import Message, T, message
from configurator.model.part_base import PartBase

DAMAGE_GUIDANCE = message(T(
    "Parts or prices that could not be read stay where they are stored, unused: `configurator "
    "parts list --damaged` lists them with the reason, `configurator parts export --damaged "
    "FILE.json` saves them as they are stored, and `configurator parts remove ID` or "
    "`configurator price clear ID` removes one."))
LISTING_PAGE_ROWS = 5000


class Catalog(CatalogSearch, CatalogWrites):
    """Every part, the user's overlay applied. Satisfies `PartLookup`."""

    def __init__(self, parts: Iterable[PartBase], version: str,
                 user_db: PartStore | None = None, notices: Iterable[Message] = (),
                 defer_user_parts: bool = False,
                 imported: ImportedParts | None = None) -> None:
        from configurator.catalog.stores.user.db import UserDb

        self.version = version
        # The shipped parts imported from OpenDB (db/opendb/), listed later and decoded when
        # read: with `defer_user_parts` the window lists them after it shows, a page at a
        # time, before the user's parts (`load_user_parts`); otherwise when first needed.
        self._imported = ImportedLayer(imported) if imported is not None else None
        self._defer = defer_user_parts
        self.store: PartStore = user_db if user_db is not None else UserDb(None)
        self._base: dict[str, PartBase] = {part.id: part for part in parts}
        self._base_rows = {p.id: ListingRow(p.id, p.kind, p.name, haystack(p))
                           for p in self._base.values()}
        self._base_rank = {p.id: browse_rank(p, curated=True) for p in self._base.values()}
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
        self._last_search: tuple[tuple[str | None, bool, FitContext | None], list[str],
                                 list[str]] | None = None
        self._fit_facts: dict[str, tuple[str, Facts]] = {}  # (kind, facts) read so far
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
        """The deferred listings are read: the imported parts' and the user's."""
        return self._listing_after is None and (
            self._imported is None or self._imported.loaded)

    @property
    def user_part_count(self) -> int:
        """The user's (or team's) parts listed so far."""
        return len(self._user_rows)

    @property
    def listed_later_count(self) -> int:
        """Parts listed after the start so far: the imported ones and the user's."""
        imported = len(self._imported.rows) if self._imported is not None else 0
        return imported + len(self._user_rows)

    def load_user_parts(self, max_rows: int | None = None) -> bool:
        """Read (up to `max_rows` more of) the imported parts' listing, then the user's;
        True once both are read."""
        if self._imported is not None and not self._imported.loaded:
            done, read = self._imported.load(max_rows)
            if read:
                self._ordered = None
            if max_rows is not None:
                max_rows -= read
            if not done:
                return False
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
        if part_id not in self._user_rows and self._listing_after is None:
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
        spec = self._user_spec(part_id) or self.catalog_part(part_id)
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
        part = self._base.get(part_id)
        if part is None and self._imported is not None:
            part = self._imported.get(part_id)
        return part

    def prefetch(self, part_ids: Iterable[str]) -> None:
        """Decode the imported parts among `part_ids` in one question (for a long list)."""
        if self._imported is not None:
            self._imported.prefetch(part_ids)

    def source(self, part_id: str) -> str | None:
        """Where the part comes from: "curated" (db/), "opendb" (imported from BuildCores
        OpenDB, db/opendb/), "user" or "team"; None when there is no such part."""
        if self.is_custom(part_id):
            return self.store.origin
        if part_id in self._base:
            return CURATED
        return OPENDB if self.catalog_part(part_id) is not None else None

    def __contains__(self, part_id: object) -> bool:
        return isinstance(part_id, str) and self.get(part_id) is not None

    def __len__(self) -> int:
        self._list_imported()
        imported = self._imported.rows.keys() if self._imported is not None else set()
        return len(self._base.keys() | imported | self._user_rows.keys())

    def is_custom(self, part_id: str) -> bool:
        return self._user_spec(part_id) is not None

    def origin(self, part_id: str) -> Origin | None:
        """"user" (or "team") for the user's own parts, "catalog" for shipped ones."""
        if self.is_custom(part_id):
            return self.store.origin
        return "catalog" if self.catalog_part(part_id) is not None else None

    def has_price_override(self, part_id: str) -> bool:
        return part_id in self._prices

    def user_price(self, part_id: str) -> UserPrice | None:
        return self._prices.get(part_id)

    def own_price(self, part_id: str) -> tuple[float, str | None] | None:
        """The price of the part itself (the catalog's, or the user part's own), without the
        user's price: what stays visible beside the user's."""
        spec = self._user_spec(part_id) or self.catalog_part(part_id)
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
