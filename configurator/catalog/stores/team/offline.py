"""A team catalog's parts as this computer last saw them, for when its server does not
answer: read-only, and every change refused with the reason (docs/architecture.md)."""

from __future__ import annotations

import bisect
import json
from collections.abc import Collection

from pydantic import TypeAdapter, ValidationError

from configurator.catalog.stores.interface import (
    ListingRow,
    PartStore,
    StoreChange,
    StoreOpening,
    StoreReadOnlyError,
    UserPrice,
)
from configurator.catalog.stores.team.connection import when_text
from configurator.catalog.stores.team.local_copy import PartRow, TeamCopy
from configurator.catalog.stores.team.url import TeamUrl
from configurator.model.json_input import JSON_REASONS, BuildFileError, validation_message
from configurator.model.messages import Message, T, message
from configurator.model.parts import KIND_WORDS, PART_TYPES, AnyPart, PartBase


def _validate_part(data: object) -> PartBase:
    """A part of unknown or unlisted kind: the union says what is wrong with its kind."""
    kind = data.get("kind") if isinstance(data, dict) else None
    spec_type = PART_TYPES.get(kind) if isinstance(kind, str) else None
    if spec_type is None:
        return TypeAdapter(AnyPart).validate_python(data)
    return spec_type.model_validate(data)


def _reason(refusal: BuildFileError) -> Message | str:
    if not isinstance(refusal.place, str):  # no place, or the whole part
        return refusal.message
    return message(T("{place}: {problem}"), place=refusal.place, problem=refusal.message)


class PartDecoding:
    """Turning stored rows into specs, naming the unreadable ones in `notices`."""

    notices: list[Message]

    def _decoded(self, part_id: str, kind: str, spec_json: object) -> PartBase | None:
        try:
            spec_type = PART_TYPES.get(kind)
            if spec_type is not None and isinstance(spec_json, str):
                # Straight from the JSON text: twice as fast as json.loads and then validating
                # (a team catalog of 10,000 parts is read at every start).
                return spec_type.model_validate_json(spec_json)
            return _validate_part(json.loads(spec_json))  # type: ignore[arg-type]
        except ValidationError as error:
            reason: Message | str = _reason(validation_message(error))
        except json.JSONDecodeError as error:
            known = JSON_REASONS.get(error.msg)
            reason = message(known) if known else error.msg
        except (TypeError, ValueError) as error:
            reason = str(error)
        notice = message(
            T("Team part {id!r} ({kind}) could not be read and is not shown: {reason}"),
            id=part_id, kind=message(KIND_WORDS[kind]) if kind in KIND_WORDS else kind,
            reason=reason)
        if notice not in self.notices:
            self.notices.append(notice)
        return None


def price_of_row(row: tuple) -> UserPrice:
    return UserPrice(str(row[0]), float(row[1]), row[2], row[3])

class TeamStore(PartDecoding, PartStore):
    """A team catalog's store: the live one (TeamDb) or its last copy (OfflineTeamCopy,
    ConnectingTeamCopy). Reads are served from a TeamCopy, the team's rows as last read, kept
    in memory: a part is decoded when asked for; listing and search need no decoding."""

    origin = "team"
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
        row = self._index()[1].get(part_id)
        return self._decoded(*row[:3]) if row else None

    def held_ids(self, part_ids: Collection[str]) -> set[str]:
        by_id = self._index()[1]
        return {part_id for part_id in part_ids if part_id in by_id}

    def _copied_parts(self) -> list[PartBase]:
        ids, by_id = self._index()
        parts = (self._decoded(*by_id[i][:3]) for i in ids)
        return [part for part in parts if part is not None]

    def _copied_prices(self) -> dict[str, UserPrice]:
        return {str(row[0]): price_of_row(row) for row in self.copy.prices}


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
    "price_of_row",
]
