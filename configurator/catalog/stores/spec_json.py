"""A stored part's spec read back: validated by its own kind's spec, and checked as on entry
(docs/architecture.md, "The catalog and its stores": every row read back is checked as it
was when it went in; one that fails is a `DamagedRow`, kept, listed, never used)."""

from __future__ import annotations

import json
import math
from typing import TYPE_CHECKING

from configurator.model.messages import Message, T, message
from configurator.model.part_base import PartBase
from configurator.model.parts import PART_TYPES, AnyPart

if TYPE_CHECKING:
    from configurator.catalog.stores.interface import UserPrice


def validate_part(data: object) -> PartBase:
    # By its own kind's spec where the kind is known, so that an error's place is the key
    # ("name"), without the union's tag in front of it.
    kind = data.get("kind") if isinstance(data, dict) else None
    spec_type = PART_TYPES.get(kind) if isinstance(kind, str) else None
    if spec_type is None:  # the union says what is wrong with the kind
        from pydantic import TypeAdapter  # (its module is 3 ms of a start that needs none)

        return TypeAdapter(AnyPart).validate_python(data)
    return spec_type.model_validate(data)


def _place(refusal) -> Message | str:
    if not isinstance(refusal.place, str):  # no place, or the whole part
        return refusal.message
    return message(T("{place}: {problem}"), place=refusal.place, problem=refusal.message)


def read_stored_part(part_id: str, kind: str, spec_json: object
                     ) -> tuple[PartBase | None, Message | str | None]:
    """(the part, None), or (None, why it fails the checks of entry) for a stored row: its
    spec must read as JSON, validate as its kind, carry the row's id and kind, and hold a
    source and a date the entry checks take."""
    from pydantic import ValidationError

    from configurator.catalog.checks import ChangeRefusedError, check_date, check_url
    from configurator.model.json_input import JSON_REASONS
    from configurator.model.validation_messages import validation_message

    try:
        spec_type = PART_TYPES.get(kind)
        if spec_type is not None and isinstance(spec_json, str):
            # Straight from the JSON text: twice as fast as json.loads and then validating
            # (a team catalog of 10,000 parts is read at every start).
            part = spec_type.model_validate_json(spec_json)
        else:
            part = validate_part(json.loads(spec_json))  # type: ignore[arg-type]
        if part.id != part_id:
            return None, message(T("the spec's id {found!r} is not the row's id"), found=part.id)
        if part.source_url:
            check_url(part.source_url)
        check_date(part.price_date)
    except ValidationError as error:
        return None, _place(validation_message(error))
    except json.JSONDecodeError as error:
        known = JSON_REASONS.get(error.msg)
        return None, message(known) if known else error.msg
    except ChangeRefusedError as refusal:
        return None, refusal.describe()
    except (TypeError, ValueError, RecursionError) as error:  # a cell that is not text
        return None, " ".join(str(error).split()) or type(error).__name__
    return part, None


def read_stored_price(part_id: object, price_usd: object, price_date: object,
                      source_url: object) -> tuple[UserPrice | None, Message | str | None]:
    """(the price, None), or (None, why it fails the checks of entry) for a stored price row:
    a part id, a finite price within the limits (a cell holding text is never a price,
    whatever the text says), an ISO date, an http(s) source."""
    from configurator.catalog.checks import ChangeRefusedError, check_price

    if not isinstance(part_id, str) or not part_id:
        return None, message(T("a price without a part id"))
    if isinstance(price_usd, (str, bytes, bool)):
        return None, message(T("the price cell holds {got}, not a number"),
                             got=repr(price_usd)[:40])
    for value in (price_date, source_url):
        if not isinstance(value, (str, type(None))):
            return None, message(T("a cell holds {got}, not text"), got=repr(value)[:40])
    try:
        return check_price(part_id, price_usd, price_date, source_url), None  # type: ignore[arg-type]
    except ChangeRefusedError as refusal:
        return None, refusal.describe()


def stored_cells_text(cells: dict[str, object]) -> str:
    """A row's cells as JSON text, whatever they hold (Infinity and NaN as their names, bytes
    as text, anything else as its repr): how a damaged price is listed and exported."""
    def cell(value: object) -> object:
        if isinstance(value, float) and not math.isfinite(value):
            return repr(value)
        if isinstance(value, bytes):
            return value.decode("utf-8", errors="replace")
        if value is None or isinstance(value, (str, int, float)):
            return value
        return repr(value)

    return json.dumps({key: cell(value) for key, value in cells.items()}, ensure_ascii=False,
                      allow_nan=False)


__all__ = ["read_stored_part", "read_stored_price", "stored_cells_text", "validate_part"]
