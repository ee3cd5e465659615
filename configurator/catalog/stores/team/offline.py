"""A team catalog's parts as this computer last saw them, for when its server does not
answer: read-only, and every change refused with the reason (docs/architecture.md)."""

from __future__ import annotations

import bisect
from collections.abc import Collection

from configurator.catalog.stores.interface import (
    DamagedRow,
    ListingRow,
    PartStore,
    StoreChange,
    StoreOpening,
    StoreReadOnlyError,
    UserPrice,
)
from configurator.catalog.stores.spec_json import (
    read_stored_part,
    read_stored_price,
    stored_cells_text,
)
from configurator.catalog.stores.team.connection import when_text
from configurator.catalog.stores.team.local_copy import PartRow, TeamCopy
from configurator.catalog.stores.team.url import TeamUrl
from configurator.model.messages import Message, T, message
from configurator.model.part_base import KIND_WORDS, PartBase


class PartDecoding:
    """Turning stored rows into specs, checked as on entry: a row that fails is kept where
    it is, listed as damaged (PartStore.damaged_rows) and named in `notices`."""

    notices: list[Message]

    def _decoded(self, part_id: str, kind: str, spec_json: object) -> PartBase | None:
        part, reason = read_stored_part(part_id, kind, spec_json)
        if part is None:
            self.note_damaged(  # type: ignore[attr-defined]
                DamagedRow("part", part_id, kind, spec_json if isinstance(spec_json, str)
                           else repr(spec_json), reason or ""),
                message(T("Team part {id!r} ({kind}) could not be read and is not shown: "
                          "{reason}"), id=part_id,
                        kind=message(KIND_WORDS[kind]) if kind in KIND_WORDS else kind,
                        reason=reason))
        return part


def checked_prices(store: PartStore, rows: list[tuple]) -> list[tuple]:
    """The price rows that pass the checks of entry; the others listed as damaged (a price
    of Infinity, NaN or -5 written past the application: never a figure)."""
    kept = []
    for row in rows:
        price, reason = read_stored_price(row[0], row[1], row[2], row[3])
        if price is not None:
            kept.append(row)
            continue
        stored = stored_cells_text({"part_id": row[0], "price_usd": row[1],
                                    "price_date": row[2], "source_url": row[3]})
        store.note_damaged(DamagedRow("price", str(row[0]), "", stored, reason or ""), message(
            T("The team's price for {id!r} could not be read and is not used: {reason}"),
            id=row[0], reason=reason))
    return kept


def note_copied_damage(store: PartStore, copy: TeamCopy) -> None:
    """The rows the copy's read found damaged, listed again from the copy (an offline start
    does not read every part through)."""
    for table, key, kind, stored, reason in copy.damaged:
        if table == "part":
            notice = message(T("Team part {id!r} ({kind}) could not be read and is not shown: "
                               "{reason}"), id=key,
                             kind=message(KIND_WORDS[kind]) if kind in KIND_WORDS else kind,
                             reason=reason)
        else:
            notice = message(T("The team's price for {id!r} could not be read and is not "
                               "used: {reason}"), id=key, reason=reason)
        store.note_damaged(DamagedRow("part" if table == "part" else "price", key, kind,
                                      stored, reason), notice)


def price_of_row(row: tuple) -> UserPrice:
    return UserPrice(str(row[0]), float(row[1]), row[2], row[3])


class TeamStore(PartDecoding, PartStore):
    """A team catalog's store: the live one (TeamDb) or its last copy (OfflineTeamCopy,
    ConnectingTeamCopy). Reads are served from a TeamCopy, the team's rows as last read, kept
    in memory: a part is decoded when asked for; listing and search need no decoding."""

    origin = "team"
    remote = True
    keeps_stock = True  # the lab's stock, shared as parts and prices are (migration 0004)
    url: TeamUrl
    copy: TeamCopy
    _indexed: list[PartRow] | None = None  # the rows `_by_id` and `_ids` were made from

    @property
    def where(self) -> str:
        return self.url.place

    def _index(self) -> tuple[list[str], dict[str, PartRow]]:
        if self._indexed is not self.copy.parts:
            self._by_id = {row[0]: row for row in self.copy.parts}
            self._ids = sorted(self._by_id)
            self._indexed = self.copy.parts
        return self._ids, self._by_id

    def part_count(self) -> int:
        return len(self.copy.parts)

    def listing(self, after_id: str = "", limit: int | None = None) -> list[ListingRow]:
        ids, by_id = self._index()
        start = bisect.bisect_right(ids, after_id)
        chosen = ids[start:] if limit is None else ids[start:start + int(limit)]
        return [ListingRow(i, by_id[i][1], by_id[i][3], by_id[i][4]) for i in chosen]

    def get_part(self, part_id: str) -> PartBase | None:
        if self.is_damaged("part", part_id):
            return None
        row = self._index()[1].get(part_id)
        return self._spec(row) if row else None

    def _spec(self, row: PartRow) -> PartBase | None:
        """The row's part, decoded once per row read (a read of the team makes new rows)."""
        cache = self.__dict__.setdefault("_specs", {})
        cached = cache.get(row[0])
        if cached is not None and cached[0] is row:
            return cached[1]
        spec = self._decoded(*row[:3])
        cache[row[0]] = (row, spec)
        return spec

    def held_ids(self, part_ids: Collection[str]) -> set[str]:
        by_id = self._index()[1]
        return {part_id for part_id in part_ids if part_id in by_id}

    def _copied_parts(self) -> list[PartBase]:
        ids, by_id = self._index()
        damaged = self.is_damaged
        parts = (self._spec(by_id[i]) for i in ids if not damaged("part", i))
        return [part for part in parts if part is not None]

    def _copied_prices(self) -> dict[str, UserPrice]:
        return {str(row[0]): price_of_row(row) for row in self.copy.prices}

    def price_of(self, part_id: str) -> UserPrice | None:
        return self._copied_prices().get(part_id)

    def _copied_stock(self) -> dict[str, int]:
        # A quantity outside 1..100,000 is no stock (the server's check holds it there; a
        # copy edited by hand may not).
        from configurator.model.limits import STOCK_MAX, STOCK_MIN

        return {row[0]: row[1] for row in self.copy.stock if STOCK_MIN <= row[1] <= STOCK_MAX}


class OfflineTeamCopy(TeamStore):
    """The team's parts as last seen, when its server does not answer: read-only, and every
    change is refused with the reason (a command that needs the team exits 2)."""

    offline = True
    read_only = True

    def __init__(self, url: TeamUrl, copy: TeamCopy | None, why: Message) -> None:
        self.url = url
        self.why = why
        self.copy = copy or TeamCopy(url.text)
        self.saved_at = copy.saved_at if copy else None
        self.notices: list[Message] = []
        note_copied_damage(self, self.copy)
        # What the window's status line and a command's note say about this store.
        self.status_notice: Message = message(
            T("{why}. Showing the copy of its parts saved {when}, read-only") if copy else
            T("{why}. No copy of its parts has been saved on this computer yet"),
            why=why, when=when_text(self.saved_at) if self.saved_at else "")

    @property
    def read_only_reason(self) -> Message:
        return message(T("{why}; changes need the team catalog, nothing was changed"),
                       why=self.why)

    def prefetch(self) -> None:
        """Nothing to fetch: the copy is read already (TeamDb.prefetch's counterpart)."""

    def list_parts(self) -> list[PartBase]:
        return self._copied_parts()

    def list_prices(self) -> dict[str, UserPrice]:
        return self._copied_prices()

    def list_stock(self) -> dict[str, int]:
        return self._copied_stock()

    def apply(self, change: StoreChange) -> None:
        if not change.empty:
            raise StoreReadOnlyError(self.read_only_reason)

    def close(self) -> None:
        pass


class ConnectingTeamCopy(OfflineTeamCopy):
    """The team's parts as last seen while its server is still being reached (a window start
    does not wait for it): read-only until the connection gives the live team catalog, or
    its timeout the offline copy. `opening`: what brings that store (team_start)."""

    connecting = True

    def __init__(self, url: TeamUrl, copy: TeamCopy | None, opening: StoreOpening) -> None:
        super().__init__(url, copy, message(T("Connecting to the team catalog {place}"),
                                            place=url.place))
        self.opening = opening
        self.status_notice = message(
            T("Connecting to the team catalog {place}; meanwhile showing the copy of its parts "
              "saved {when}, read-only") if copy else
            T("Connecting to the team catalog {place}; no copy of its parts has been saved on "
              "this computer yet"),
            place=url.place, when=when_text(self.saved_at) if self.saved_at else "")

    @property
    def read_only_reason(self) -> Message:
        return message(T("The team catalog {place} is not connected yet; changes need it, "
                         "nothing was changed"), place=self.url.place)


__all__ = [
    "ConnectingTeamCopy",
    "OfflineTeamCopy",
    "PartDecoding",
    "TeamStore",
    "checked_prices",
    "note_copied_damage",
    "price_of_row",
]
