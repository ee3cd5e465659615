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
from collections.abc import Iterable, Iterator, Sequence
from typing import overload

from configurator.catalog.search_rank import ranked
from configurator.catalog.search_text import haystack
from configurator.catalog.store import ListingRow, Origin, PartStore, StoreChange, UserPrice
from configurator.catalog.user_checks import ChangeRefusedError, check_new_parts, check_price
from configurator.model.messages import Message, T, message
from configurator.model.parts import KINDS, PART_TYPES, PartBase

_KIND_ORDER = {kind: index for index, kind in enumerate(KINDS)}
LISTING_PAGE_ROWS = 5000


def _check_kind(kind: str | None) -> None:
    if kind is not None and kind not in PART_TYPES:
        raise ValueError(f"unknown part kind {kind!r}; kinds are {', '.join(KINDS)}")


class PartList(Sequence[PartBase]):
    """Parts in display order, each decoded when read (`ids` never decodes)."""

    def __init__(self, ids: list[str], catalog: Catalog) -> None:
        self.ids = ids
        self._catalog = catalog

    def __len__(self) -> int:
        return len(self.ids)

    @overload
    def __getitem__(self, index: int) -> PartBase: ...
    @overload
    def __getitem__(self, index: slice) -> PartList: ...

    def __getitem__(self, index: int | slice) -> PartBase | PartList:
        if isinstance(index, slice):
            return PartList(self.ids[index], self._catalog)
        part = self._catalog.get(self.ids[index])
        if part is None:  # removed, or unreadable since it was listed
            raise IndexError(index)
        return part

    def __iter__(self) -> Iterator[PartBase]:
        for part_id in self.ids:
            part = self._catalog.get(part_id)
            if part is not None:
                yield part

    def __eq__(self, other: object) -> bool:
        if isinstance(other, PartList):
            return self.ids == other.ids
        if isinstance(other, Sequence):
            return list(self) == list(other)
        return NotImplemented

    def __repr__(self) -> str:
        return f"PartList({len(self.ids)} parts)"


class Catalog:
    """Every part, the user's overlay applied. Satisfies `PartLookup`."""

    def __init__(self, parts: Iterable[PartBase], version: str,
                 user_db: PartStore | None = None, notices: Iterable[Message] = (),
                 defer_user_parts: bool = False) -> None:
        from configurator.catalog.user_db import UserDb

        self.version = version
        self.store: PartStore = user_db if user_db is not None else UserDb(None)
        self._base: dict[str, PartBase] = {part.id: part for part in parts}
        self._base_rows = {p.id: ListingRow(p.id, p.kind, p.name, haystack(p))
                           for p in self._base.values()}
        self._user_rows: dict[str, ListingRow] = {}
        self._user_specs: dict[str, PartBase | None] = {}  # decoded (None: unreadable)
        self._prices: dict[str, UserPrice] = self.store.list_prices()
        self._effective: dict[str, PartBase] = {}  # specs with the user's price applied
        self._ordered: dict[str, list[ListingRow]] | None = None
        self._listing_after: str | None = ""  # None once the whole listing is read
        self.notices: list[Message] = [*notices, *self.store.notices]
        if not defer_user_parts:
            self.load_user_parts()

    # --- loading the user's listing -------------------------------------------------------

    @property
    def user_parts_loaded(self) -> bool:
        return self._listing_after is None

    def load_user_parts(self, max_rows: int | None = None) -> bool:
        """Read (up to `max_rows` more of) the user's listing; True once all is read."""
        while self._listing_after is not None and (max_rows is None or max_rows > 0):
            page_rows = LISTING_PAGE_ROWS if max_rows is None else min(max_rows,
                                                                       LISTING_PAGE_ROWS)
            page = self.store.listing(self._listing_after, page_rows)
            for row in page:
                self._user_rows[row.id] = row
                self._effective.pop(row.id, None)
            self._ordered = None
            if max_rows is not None:
                max_rows -= len(page)
            self._listing_after = page[-1].id if len(page) == page_rows else None
        return self._listing_after is None

    # --- the merged view -------------------------------------------------------------------

    def _user_spec(self, part_id: str) -> PartBase | None:
        if part_id in self._user_specs:
            return self._user_specs[part_id]
        if part_id not in self._user_rows and self.user_parts_loaded:
            return None
        spec = self.store.get_part(part_id)
        if spec is None and part_id in self._user_rows:  # listed but does not read
            self._user_rows.pop(part_id)
            self._ordered = None
            self.notices.extend(n for n in self.store.notices if n not in self.notices)
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

    def _ordered_by_kind(self) -> dict[str, list[ListingRow]]:
        if self._ordered is None:
            rows = {**self._base_rows, **self._user_rows}
            ordered: dict[str, list[ListingRow]] = {kind: [] for kind in KINDS}
            for row in sorted(rows.values(), key=lambda r: (
                    _KIND_ORDER.get(r.kind, len(KINDS)), r.name.casefold(), r.id)):
                ordered.setdefault(row.kind, []).append(row)
            self._ordered = ordered
        return self._ordered

    def _rows(self, kind: str | None) -> list[ListingRow]:
        _check_kind(kind)
        ordered = self._ordered_by_kind()
        if kind is not None:
            return ordered.get(kind, [])
        return [row for rows in ordered.values() for row in rows]

    def parts(self, kind: str | None = None) -> PartList:
        """Parts sorted by kind (in the order of DESIGN.md section 2), then name."""
        return PartList([row.id for row in self._rows(kind)], self)

    def search(self, text: str, kind: str | None = None, mine: bool = False) -> PartList:
        """Parts where every word of `text` occurs (ignoring case) in the name, id, maker,
        part number or a key field of the kind (GPU model, socket, chipset ...), those where
        they are whole words first (configurator.catalog.search_rank). `mine`:
        only the user's own parts and the parts they set a price for."""
        rows = self._rows(kind)
        if mine:
            rows = [row for row in rows if row.id in self._user_rows or row.id in self._prices]
        # One pass per word, longest first: it rules out most parts, and each later pass
        # runs over the survivors only (this is what keeps a keystroke under a frame).
        words = text.casefold().split()
        for word in sorted(words, key=len, reverse=True):
            rows = [row for row in rows if word in row.search_text]
        rows = ranked(words, rows, lambda row: row.search_text)  # whole words first
        return PartList([row.id for row in rows], self)

    def alternatives(self) -> dict[str, list[PartBase]]:
        """Every part by kind (every kind present, possibly empty), for the rules' fixes."""
        return {kind: list(PartList([row.id for row in rows], self))
                for kind, rows in self._ordered_by_kind().items()}

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
        return PartList([row.id for row in self._rows(kind) if row.id in self._user_rows],
                        self)

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
        specs = check_new_parts(parts, self._base, self._user_rows, replace)
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
        """Write a checked change to the store, then show it (nothing shows if it fails)."""
        self.store.apply(change)
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
        self._ordered = None

    def close(self) -> None:
        self.store.close()

    def __enter__(self) -> Catalog:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


__all__ = ["Catalog", "PartList"]
