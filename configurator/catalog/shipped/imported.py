"""The imported parts of the compiled catalog (db/opendb/, docs/architecture.md), read when
needed rather than at every start.

They are a hundred times the curated rows (20,000 against 230), so a start decodes only the
curated ones (`compiled.load_catalog_parts(curated_only=True)`); the imported rows are listed
after the window shows, a page at a time (id, kind, name, search text: what search and the
catalog table need), and each part is decoded when it is first read, one query for many
(`get_parts`). Reading uses the standard `sqlite3` module, a connection per question, so the
file can be replaced by another instance's rebuild at any time (Windows refuses to replace a
file held open).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import NamedTuple

from configurator.catalog.browse_order import UNRANKED
from configurator.catalog.shipped.compiled import decode_rows
from configurator.catalog.shipped.schema import LISTING_TABLE, part_table_name
from configurator.catalog.shipped.source import OPENDB
from configurator.model.part_base import PartBase
from configurator.model.parts import PART_TYPES

# SQLite takes at most 999 parameters a statement on old builds.
_IDS_PER_QUERY = 500


class ImportedRow(NamedTuple):
    id: str
    kind: str
    name: str
    search_text: str
    priced: bool  # its price is known (OpenDB gives none: False unless a maker's row says)
    fit: str  # `catalog.fit.fit_facts` as JSON, read when the list filters by fit
    rank: int  # its place in the catalog list (`catalog.browse_order.browse_rank`)


class ImportedParts:
    """The rows of source "opendb" in the compiled catalog at `db_path`."""

    source = OPENDB

    def __init__(self, db_path: Path) -> None:
        self.db_path = Path(db_path)
        self.total = 0  # rows when last counted

    def _connect(self) -> sqlite3.Connection:
        return sqlite3.connect(f"{self.db_path.resolve().as_uri()}?mode=ro", uri=True)

    def count(self) -> int:
        connection = self._connect()
        try:
            (number,) = connection.execute(
                f"SELECT count(*) FROM {LISTING_TABLE} WHERE source = ?",
                (self.source,)).fetchone()
        finally:
            connection.close()
        self.total = int(number)
        return self.total

    def listing(self, after_id: str = "", limit: int | None = None) -> list[ImportedRow]:
        """Rows ordered by id, from the first id greater than `after_id` (keyset paging).

        `+source`: SQLite then walks the id index from `after_id` and stops after `limit`
        rows, instead of taking every row of the source from its index and sorting them all
        for each page (the imported parts are nearly all rows: 20 ms a page of 1,000, 0.4 s
        for a listing read a page per event-loop turn; now about 6 ms a page). A unary `+`
        keeps a term from using an index: https://sqlite.org/optoverview.html#disqualifying_where_clause_terms_using_unary_"""
        connection = self._connect()
        try:
            rows = connection.execute(
                f"SELECT id, kind, name, search_text, priced, fit, browse_rank "
                f"FROM {LISTING_TABLE} "
                f"WHERE +source = ? AND id > ? ORDER BY id LIMIT ?",
                (self.source, after_id, -1 if limit is None else limit)).fetchall()
        finally:
            connection.close()
        return [ImportedRow(str(i), str(k), str(n), str(t), bool(p), str(f),
                            r if isinstance(r, int) else UNRANKED)
                for i, k, n, t, p, f, r in rows]

    def kinds_of(self, part_ids: Iterable[str]) -> dict[str, str]:
        """The kind of each of `part_ids` that is an imported part (others left out)."""
        found: dict[str, str] = {}
        ids = list(dict.fromkeys(part_ids))
        connection = self._connect()
        try:
            for start in range(0, len(ids), _IDS_PER_QUERY):
                chunk = ids[start:start + _IDS_PER_QUERY]
                marks = ", ".join("?" for _ in chunk)
                found.update(connection.execute(
                    f"SELECT id, kind FROM {LISTING_TABLE} WHERE source = ? AND id IN "
                    f"({marks})", (self.source, *chunk)).fetchall())
        finally:
            connection.close()
        return found

    def get_parts(self, kinds: dict[str, str]) -> dict[str, PartBase]:
        """The parts of `kinds` (id -> kind), decoded. Raises sqlite3.Error or ValueError when
        the file is not what this version wrote (the caller treats the parts as unreadable)."""
        by_kind: dict[str, list[str]] = {}
        for part_id, kind in kinds.items():
            if kind in PART_TYPES:
                by_kind.setdefault(kind, []).append(part_id)
        parts: dict[str, PartBase] = {}
        connection = self._connect()
        try:
            for kind, ids in by_kind.items():
                for start in range(0, len(ids), _IDS_PER_QUERY):
                    chunk = ids[start:start + _IDS_PER_QUERY]
                    marks = ", ".join("?" for _ in chunk)
                    cursor = connection.execute(
                        f"SELECT * FROM {part_table_name(kind)} WHERE id IN ({marks})", chunk)
                    parts.update((part.id, part) for part in decode_rows(cursor,
                                                                         PART_TYPES[kind]))
        finally:
            connection.close()
        return parts

    def get_part(self, part_id: str, kind: str | None = None) -> PartBase | None:
        kinds = {part_id: kind} if kind is not None else self.kinds_of([part_id])
        return self.get_parts(kinds).get(part_id) if kinds else None


def imported_parts(db_path: Path) -> ImportedParts | None:
    """The imported parts of a compiled catalog, None when it holds none."""
    parts = ImportedParts(db_path)
    return parts if parts.count() else None




class ImportedLayer:
    """What the merged catalog holds of the imported parts: their listing rows once read
    (`load`, a page at a time), the parts decoded so far, and which have no known price."""

    def __init__(self, parts: ImportedParts) -> None:
        self.parts = parts
        self.rows: dict[str, ImportedRow] = {}
        self._specs: dict[str, PartBase | None] = {}
        self._after: str | None = ""  # None once the whole listing is read

    @property
    def loaded(self) -> bool:
        return self._after is None

    def load(self, max_rows: int | None = None) -> tuple[bool, int]:
        """Read (up to `max_rows` more of) the listing: (all read now, rows read)."""
        read = 0
        while self._after is not None and (max_rows is None or read < max_rows):
            page_rows = 5000 if max_rows is None else min(max_rows - read, 5000)
            try:
                page = self.parts.listing(self._after, page_rows)
            except sqlite3.Error:  # replaced underneath us and unreadable: list no more
                page = []
            self.rows.update((row.id, row) for row in page)
            read += len(page)
            self._after = page[-1].id if len(page) == page_rows else None
        return self._after is None, read

    @property
    def unpriced(self) -> set[str]:
        return {part_id for part_id, row in self.rows.items() if not row.priced}

    def holds(self, part_id: str) -> bool:
        return part_id in self.rows or (not self.loaded and self.get(part_id) is not None)

    def prefetch(self, part_ids: Iterable[str]) -> None:
        """Decode those of `part_ids` that are listed and not decoded yet, in one question."""
        wanted = {part_id: self.rows[part_id].kind for part_id in part_ids
                  if part_id in self.rows and part_id not in self._specs}
        if wanted:
            self._decode(wanted)

    def _decode(self, kinds: dict[str, str]) -> None:
        try:
            found: dict[str, PartBase] = self.parts.get_parts(kinds)
        except (sqlite3.Error, ValueError):  # the file changed underneath: unreadable now
            found = {}
        for part_id in kinds:
            self._specs[part_id] = found.get(part_id)

    def get(self, part_id: str) -> PartBase | None:
        if part_id in self._specs:
            return self._specs[part_id]
        row = self.rows.get(part_id)
        if row is not None:
            self._decode({part_id: row.kind})
        elif self.loaded:
            return None
        else:  # not listed yet: a build file opened at start names it
            try:
                kinds = self.parts.kinds_of([part_id])
            except sqlite3.Error:
                kinds = {}
            if kinds:
                self._decode(kinds)
            else:
                self._specs[part_id] = None
        return self._specs.get(part_id)


__all__ = ["ImportedLayer", "ImportedParts", "ImportedRow", "imported_parts"]
