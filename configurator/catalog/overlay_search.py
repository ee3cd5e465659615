"""The listing and searching half of the merged catalog (`overlay.Catalog`): every part's
search text in display order, the search that narrows while the user types, "only parts that
fit", and the parts by kind the rules' fixes choose from. Kept apart from the state it reads
(`overlay.py`) and the writing half (`overlay_writes.py`) so that each stays one reader's worth
(docs/architecture.md, "The catalog and its stores")."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from configurator.catalog.browse_order import OWN_PART_RANK
from configurator.catalog.fit import Facts, FitContext, fit_facts, fits
from configurator.catalog.part_list import PartList, PartsByKind
from configurator.catalog.search_rank import ranked
from configurator.catalog.search_text import FIELD_SEPARATOR
from configurator.catalog.stores.interface import ListingRow, UserPrice
from configurator.model.part_base import PartBase
from configurator.model.parts import KINDS, PART_TYPES

_KIND_ORDER = {kind: index for index, kind in enumerate(KINDS)}


def _check_kind(kind: str | None) -> None:
    if kind is not None and kind not in PART_TYPES:
        raise ValueError(f"unknown part kind {kind!r}; kinds are {', '.join(KINDS)}")


class CatalogSearch:
    """Listing and search; `overlay.Catalog` holds the state they read (the shipped and
    imported rows, the user's rows and prices) and keeps the order they cache current."""

    _imported: Any
    _defer: bool
    _base: dict[str, PartBase]
    _base_rows: dict[str, ListingRow]
    _base_rank: dict[str, int]
    _user_rows: dict[str, ListingRow]
    _prices: dict[str, UserPrice]
    _ordered: dict[str | None, list[str]] | None
    _id_of: dict[str, str]
    _last_search: tuple[tuple[str | None, bool, FitContext | None], list[str],
                        list[str]] | None
    _fit_facts: dict[str, tuple[str, Facts]]

    def catalog_part(self, part_id: str) -> PartBase | None: ...  # the reading half

    def _list_imported(self) -> None:
        """Outside the window (which lists them after it shows), the imported parts are
        listed when first needed."""
        if self._imported is not None and not self._imported.loaded and not self._defer:
            self._imported.load()
            self._ordered = None

    def _ordered_by_kind(self, list_imported: bool = True) -> dict[str | None, list[str]]:
        """Per kind (and None: every kind) the parts' search texts in display order; each
        text names one part (it holds the id), `_id_of` maps it back. Plain lists of str:
        the fastest thing for Python to scan per keystroke. `list_imported`: list the
        imported parts first if they are not yet (and the window is not doing it)."""
        if list_imported:
            self._list_imported()
        if self._ordered is None:
            imported = self._imported.rows if self._imported is not None else {}
            rows = {**self._base_rows, **imported, **self._user_rows}
            rank = {**{i: r.rank for i, r in imported.items()}, **self._base_rank,
                    **dict.fromkeys(self._user_rows, OWN_PART_RANK)}
            ordered: dict[str | None, list[str]] = {kind: [] for kind in KINDS}
            every: list[str] = []
            id_of: dict[str, str] = {}
            # Curated priced parts first, discontinued last (catalog.browse_order).
            for row in sorted(rows.values(), key=lambda r: (
                    _KIND_ORDER.get(r.kind, len(KINDS)), rank[r.id], r.name.casefold(), r.id)):
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
        """Parts by kind (in the order of docs/build-file.md), then their place in the
        catalog list (`catalog.browse_order`: curated priced parts first, discontinued
        last), then name."""
        return PartList(None, self, self._texts(kind), self._id_of)

    def search(self, text: str, kind: str | None = None, mine: bool = False,
               fit: FitContext | None = None) -> PartList:
        """Parts where every word of `text` occurs (ignoring case) in the name, id, maker,
        part number or a key field of the kind (GPU model, socket, chipset ...). `mine`:
        only the user's own parts and the parts they set a price for. `fit`: only parts
        that fit what the build has chosen (`catalog.fit`; the user's own always do)."""
        words = sorted(set(text.casefold().split()), key=len, reverse=True)
        texts = self._texts(kind)
        todo = words
        last = self._last_search
        fresh = True
        # Typing narrows: when every word of the last search lies inside a word of this
        # one, this search's parts are among the last one's, and only the words that are
        # new need a pass (over 100,000 parts of the user's own, that is the keystroke).
        if last is not None and last[0] == (kind, mine, fit) and all(
                any(old in new for new in words) for old in last[1]):
            texts, fresh = last[2], False
            todo = [word for word in words if word not in last[1]]
        elif mine:  # (`_texts` above made `_id_of` current)
            id_of, users, prices = self._id_of, self._user_rows, self._prices
            texts = [t for t in texts if id_of[t] in users or id_of[t] in prices]
        # One pass per word, longest first: it rules out most parts, and each later pass
        # runs over the survivors only. A comprehension over plain strings is the fastest
        # scan Python has (map or compress with str.__contains__ are slower).
        for word in todo:
            texts = [t for t in texts if word in t]
        if fit is not None and fresh:
            id_of = self._id_of
            texts = [t for t in texts if self.fits(id_of[t], fit)]
        self._last_search = ((kind, mine, fit), words, texts)  # kept in the catalog's order
        shown = ranked(words, texts, lambda t: t)  # whole words first (few results only)
        return PartList(None, self, shown, self._id_of)

    def fits(self, part_id: str, context: FitContext) -> bool:
        """The shipped part fits what the build has chosen (`catalog.fit.fits`); parts of
        the user's own always do (their figures are read only when a part is shown)."""
        if part_id in self._user_rows:
            return True
        known = self._fit_facts.get(part_id)
        if known is None:
            imported = self._imported.rows.get(part_id) if self._imported is not None else None
            if imported is not None:
                known = (imported.kind, json.loads(imported.fit))
            else:
                part = self.catalog_part(part_id)
                if part is None:
                    return True
                known = (part.kind, fit_facts(part))
            self._fit_facts[part_id] = known
        return fits(known[0], known[1], context)

    def alternatives(self) -> Mapping[str, list[PartBase]]:
        """Every part by kind (every kind present, possibly empty), for the rules' fixes.
        A kind's parts are read when a fix first asks for them: most builds need few kinds
        or none, and reading every part would ask the user's store for each one (at start,
        before its listing is read, that is a query per catalog part)."""
        ordered = self._ordered_by_kind(list_imported=False)
        id_of = self._id_of
        # Imported parts have no price (OpenDB gives none): a fix or a completion offers one
        # only once the user has priced it (docs/architecture.md: a completion is a machine
        # to order).
        unpriced = self._imported.unpriced if self._imported is not None else set()
        ids_by_kind = {kind: [id_of[text] for text in texts if id_of[text] not in unpriced
                              or id_of[text] in self._prices or id_of[text] in self._user_rows]
                       for kind, texts in ordered.items() if kind is not None}
        if self._imported is not None and not self._imported.loaded:
            for part_id in self._prices.keys() - self._base.keys() - self._user_rows.keys():
                part = self._imported.get(part_id)
                if part is not None:
                    ids_by_kind.setdefault(part.kind, []).append(part_id)
        return PartsByKind(ids_by_kind, self)

    # --- what is the user's ---------------------------------------------------------------
