"""The component catalog: the shipped parts of db/ plus the user's own overlay.

`open_catalog()` makes sure the compiled SQLite catalog matches db/ (rebuilding it when not),
loads every part into memory once as validated specs, and lays the user database over it:
a custom part replaces the catalog part of the same id, a price override replaces a part's
price. Everything above (rules, UI, CLI) sees only the merged, in-memory view, so lookups
and search-as-you-type never touch the disk.
"""

from __future__ import annotations

import datetime as dt
import math
import sqlite3
from collections.abc import Iterable
from pathlib import Path

from pydantic import ValidationError

from configurator.catalog import paths
from configurator.catalog.compiled import (
    CatalogState,
    build_catalog,
    catalog_state,
    ensure_catalog,
    load_catalog_parts,
)
from configurator.catalog.listing import format_parts_text, key_figures, parts_to_json
from configurator.catalog.search_rank import ranked
from configurator.catalog.source import CatalogSourceError, load_sources
from configurator.catalog.user_db import UserDb, open_user_db
from configurator.model import limits
from configurator.model.messages import Message, T, message
from configurator.model.parts import KINDS, PART_TYPES, PartBase

# Fields searched for every part, then the fields that tell a kind's parts apart.
SEARCH_FIELDS: tuple[str, ...] = ("name", "id", "manufacturer", "mpn")
KIND_SEARCH_FIELDS: dict[str, tuple[str, ...]] = {
    "gpu": ("model", "series", "architecture"),
    "cpu": ("socket",),
    "motherboard": ("socket", "chipset", "form_factor"),
    "cooler": ("sockets",),
    "memory": ("memory_type",),
    "storage": ("storage_kind",),
    "psu": ("efficiency",),
    "chassis": ("form_factors",),
}
_KIND_ORDER = {kind: index for index, kind in enumerate(KINDS)}
# A separator no search word can contain, so words never match across two fields.
_FIELD_SEPARATOR = "\x1f"


def _haystack(part: PartBase) -> str:
    texts: list[str] = []
    for field in (*SEARCH_FIELDS, *KIND_SEARCH_FIELDS.get(part.kind, ())):
        value = getattr(part, field, None)
        if isinstance(value, list):
            texts.extend(str(item) for item in value)
        elif value is not None:
            texts.append(str(value))
    return _FIELD_SEPARATOR.join(texts).casefold()


def _sort_key(part: PartBase) -> tuple[int, str, str]:
    return (_KIND_ORDER.get(part.kind, len(_KIND_ORDER)), part.name.casefold(), part.id)


def _check_kind(kind: str | None) -> None:
    if kind is not None and kind not in PART_TYPES:
        raise ValueError(f"unknown part kind {kind!r}; kinds are {', '.join(KINDS)}")


class Catalog:
    """Every part in memory, the user's overlay applied. Satisfies `PartLookup`."""

    def __init__(
        self,
        parts: Iterable[PartBase],
        version: str,
        user_db: UserDb | None = None,
        notices: Iterable[Message] = (),
    ) -> None:
        self.version = version
        self._user_db = user_db if user_db is not None else UserDb(None)
        self._base: dict[str, PartBase] = {part.id: part for part in parts}
        self._custom: dict[str, PartBase] = {p.id: p for p in self._user_db.custom_parts()}
        self._prices = self._user_db.price_overrides()
        self.notices: list[Message] = [*notices, *self._user_db.notices]
        self._effective: dict[str, PartBase] = {}
        self._haystacks: dict[str, str] = {}
        # Parts with their haystacks in display order, per kind; rebuilt lazily after a change.
        self._ordered: dict[str, list[tuple[PartBase, str]]] | None = None
        self._all_entries: list[tuple[PartBase, str]] | None = None
        for part_id in {*self._base, *self._custom}:
            self._refresh(part_id)

    # --- the merged view -------------------------------------------------------------------

    def _refresh(self, part_id: str) -> None:
        spec = self._custom.get(part_id) or self._base.get(part_id)
        if spec is None:
            self._effective.pop(part_id, None)
            self._haystacks.pop(part_id, None)
        else:
            override = self._prices.get(part_id)
            if override is not None:
                price_usd, price_date = override
                spec = spec.model_copy(update={"price_usd": price_usd, "price_date": price_date})
            self._effective[part_id] = spec
            self._haystacks[part_id] = _haystack(spec)
        self._ordered = None

    def _ordered_by_kind(self) -> dict[str, list[tuple[PartBase, str]]]:
        if self._ordered is None:
            ordered: dict[str, list[tuple[PartBase, str]]] = {kind: [] for kind in KINDS}
            for part in sorted(self._effective.values(), key=_sort_key):
                ordered.setdefault(part.kind, []).append((part, self._haystacks[part.id]))
            self._ordered = ordered
            self._all_entries = None
        return self._ordered

    def _entries(self, kind: str | None) -> list[tuple[PartBase, str]]:
        _check_kind(kind)
        ordered = self._ordered_by_kind()
        if kind is not None:
            return ordered.get(kind, [])
        if self._all_entries is None:
            self._all_entries = [entry for entries in ordered.values() for entry in entries]
        return self._all_entries

    def get(self, part_id: str) -> PartBase | None:
        """The part as the user sees it (custom part or catalog part, price override applied)."""
        return self._effective.get(part_id)

    def catalog_part(self, part_id: str) -> PartBase | None:
        """The shipped part of that id, without the user's overlay."""
        return self._base.get(part_id)

    def __contains__(self, part_id: object) -> bool:
        return part_id in self._effective

    def __len__(self) -> int:
        return len(self._effective)

    def parts(self, kind: str | None = None) -> list[PartBase]:
        """Parts sorted by kind (in the order of DESIGN.md section 2), then name."""
        return [part for part, _ in self._entries(kind)]

    def search(self, text: str, kind: str | None = None) -> list[PartBase]:
        """Parts where every word of `text` occurs (ignoring case) in the name, id, maker,
        part number or a key field of the kind (GPU model, socket, chipset ...); those where
        the words are whole words first (configurator.catalog.search_rank)."""
        words = text.casefold().split()
        entries = self._entries(kind)
        if not words:
            return [part for part, _ in entries]
        # One pass per word, longest first: it rules out most parts, and each later pass
        # runs over the survivors only (this is what keeps a keystroke under a frame).
        for word in sorted(words, key=len, reverse=True):
            entries = [entry for entry in entries if word in entry[1]]
        return [part for part, _ in ranked(words, entries)]

    def alternatives(self) -> dict[str, list[PartBase]]:
        """Every part by kind (every kind present, possibly empty), for the rules' fixes."""
        return {kind: [part for part, _ in entries]
                for kind, entries in self._ordered_by_kind().items()}

    # --- the user's overlay ----------------------------------------------------------------

    def is_custom(self, part_id: str) -> bool:
        return part_id in self._custom

    def has_price_override(self, part_id: str) -> bool:
        return part_id in self._prices

    def add_custom_part(self, part: PartBase) -> None:
        """Store a user's part (validated again); one with a catalog id shadows that part.
        Adding a part whose id is already custom replaces it."""
        self.add_custom_parts([part])

    def add_custom_parts(self, parts: Iterable[PartBase]) -> None:
        """Store many user parts in one transaction (all are checked before any is saved)."""
        specs: list[PartBase] = []
        for part in parts:
            if not isinstance(part, PartBase) or part.kind not in PART_TYPES:
                raise TypeError(f"not a part spec: {part!r}")
            # Re-validate: a spec made with model_construct() or edited in place skipped checks.
            specs.append(PART_TYPES[part.kind].model_validate(part.model_dump()))
        new_ids = {s.id for s in specs} - set(self._custom)
        if len(self._custom) + len(new_ids) > limits.MAX_USER_CATALOG_PARTS:
            raise ValueError(
                f"at most {limits.MAX_USER_CATALOG_PARTS:,} custom parts can be kept")
        self._user_db.save_custom_parts(specs)
        for spec in specs:
            self._custom[spec.id] = spec
            self._refresh(spec.id)

    def remove_custom_part(self, part_id: str) -> bool:
        """Delete a custom part; a catalog part it shadowed shows again. False if none."""
        removed = self._user_db.delete_custom_part(part_id)
        if self._custom.pop(part_id, None) is not None:
            removed = True
        self._refresh(part_id)
        return removed

    def set_price(self, part_id: str, price_usd: float, price_date: str | None = None) -> None:
        """Override a part's price; `price_date` (YYYY-MM) defaults to the current month,
        since a price typed in today is today's quote."""
        if part_id not in self._effective:
            raise KeyError(f"no part {part_id!r} in the catalog")
        price_usd = float(price_usd)
        if not (math.isfinite(price_usd) and limits.PRICE_MIN <= price_usd <= limits.PRICE_MAX):
            raise ValueError(
                f"price must be between {limits.PRICE_MIN} and {limits.PRICE_MAX:,} USD"
            )
        if price_date is None:
            price_date = dt.date.today().strftime("%Y-%m")
        if len(price_date) > limits.MAX_STRING_CHARS:
            raise ValueError(f"price date longer than {limits.MAX_STRING_CHARS} characters")
        self._user_db.set_price(part_id, price_usd, price_date)
        self._prices[part_id] = (price_usd, price_date)
        self._refresh(part_id)

    def clear_price(self, part_id: str) -> bool:
        """Back to the catalog's (or custom part's own) price. False if there was no override."""
        cleared = self._user_db.clear_price(part_id)
        if self._prices.pop(part_id, None) is not None:
            cleared = True
        self._refresh(part_id)
        return cleared

    def close(self) -> None:
        self._user_db.close()

    def __enter__(self) -> Catalog:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()


def _load_compiled(
    source_dir: Path, db_path: Path, notices: list[Message]
) -> tuple[str, list[PartBase]]:
    try:
        ensure_catalog(source_dir, db_path)
        try:
            return load_catalog_parts(db_path)
        except (sqlite3.Error, ValueError, ValidationError):
            # Checked sound a moment ago yet unreadable: replaced underneath us, or a row
            # this version cannot read. The file is only a cache; build it once more.
            build_catalog(source_dir, db_path)
            return load_catalog_parts(db_path)
    except (OSError, sqlite3.Error) as error:
        # No writable cache folder (or a broken one): compile in memory, a little slower.
        notices.append(message(
            T("The compiled catalog at {path} could not be written or read ({error}); the parts "
              "were loaded from the catalog sources instead."), path=str(db_path),
            error=str(error)))
        source = load_sources(source_dir)
        return source.version, source.parts


def open_catalog(source_dir: Path | str | None = None,
                 data_dir: Path | str | None = None) -> Catalog:
    """The catalog of `source_dir` (default: the shipped db/) with the user database of
    `data_dir` (default: the platform's folders, or CONFIGURATOR_DATA_DIR) laid over it.
    Raises CatalogSourceError when a db/ source row is malformed."""
    sources = Path(source_dir) if source_dir is not None else paths.source_dir()
    cache_folder = Path(data_dir) if data_dir is not None else paths.cache_dir()
    data_folder = Path(data_dir) if data_dir is not None else paths.data_dir()
    notices: list[Message] = []
    version, parts = _load_compiled(sources, paths.catalog_db_path(cache_folder), notices)
    user_db = open_user_db(paths.user_db_path(data_folder))
    return Catalog(parts, version, user_db, notices)


__all__ = [
    "Catalog", "CatalogSourceError", "CatalogState", "build_catalog", "catalog_state",
    "ensure_catalog", "format_parts_text", "key_figures", "open_catalog", "parts_to_json",
]
