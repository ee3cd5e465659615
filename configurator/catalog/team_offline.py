"""A team catalog's parts as this computer last saw them, for when its server does not
answer: read-only, and every change refused with the reason (DESIGN.md section 7)."""

from __future__ import annotations

import json

from pydantic import ValidationError

from configurator.catalog.store import ListingRow, StoreChange, StoreReadOnlyError, UserPrice
from configurator.catalog.team_connection import when_text
from configurator.catalog.team_copy import TeamCopy
from configurator.catalog.team_url import TeamUrl
from configurator.catalog.user_db import _kind_word, _reason, _validate_part
from configurator.model.json_input import JSON_REASONS, validation_message
from configurator.model.messages import Message, T, message
from configurator.model.parts import PART_TYPES, PartBase


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
            id=part_id, kind=_kind_word(kind), reason=reason)
        if notice not in self.notices:
            self.notices.append(notice)
        return None


def price_of_row(row: tuple) -> UserPrice:
    return UserPrice(str(row[0]), float(row[1]), row[2], row[3])

class OfflineTeamCopy(PartDecoding):
    """The team's parts as last seen, when its server does not answer: read-only, and every
    change is refused with the reason (a command that needs the team exits 2)."""

    origin = "team"
    offline = True
    read_only = True

    def __init__(self, url: TeamUrl, copy: TeamCopy | None, why: Message) -> None:
        self.url = url
        self.why = why
        self.copy = copy or TeamCopy(url.text)
        self.saved_at = copy.saved_at if copy else None
        self.notices: list[Message] = [message(
            T("{why}. Showing the copy of its parts saved {when}, read-only") if copy else
            T("{why}. No copy of its parts has been saved on this computer yet"),
            why=why, when=when_text(self.saved_at) if self.saved_at else "")]
        self._parts = {row[0]: row for row in self.copy.parts}

    @property
    def read_only_reason(self) -> Message:
        return message(T("{why}; changes need the team catalog, nothing was changed"),
                       why=self.why)

    def part_count(self) -> int:
        return len(self._parts)

    def listing(self, after_id: str = "", limit: int | None = None) -> list[ListingRow]:
        rows: list[ListingRow] = []
        for part_id in sorted(self._parts):
            if part_id <= after_id:
                continue
            part = self.get_part(part_id)
            if part is not None:
                from configurator.catalog.search_text import haystack

                rows.append(ListingRow(part.id, part.kind, part.name, haystack(part)))
            if limit is not None and len(rows) >= limit:
                break
        return rows

    def get_part(self, part_id: str) -> PartBase | None:
        row = self._parts.get(part_id)
        return self._decoded(*row[:3]) if row else None

    def prefetch(self) -> None:
        """Nothing to fetch: the copy is read already (TeamDb.prefetch's counterpart)."""

    def list_parts(self) -> list[PartBase]:
        parts = (self._decoded(*row[:3]) for row in sorted(self.copy.parts))
        return [part for part in parts if part is not None]

    def list_prices(self) -> dict[str, UserPrice]:
        return {str(row[0]): price_of_row(row) for row in self.copy.prices}

    def apply(self, change: StoreChange) -> None:
        if not change.empty:
            raise StoreReadOnlyError(self.read_only_reason)

    def close(self) -> None:
        pass


__all__ = ["OfflineTeamCopy", "PartDecoding", "price_of_row"]
