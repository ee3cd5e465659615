"""Checks on the user's parts and prices before any store writes them (docs/architecture.md).

Every refusal is a `ChangeRefusedError` naming the row (of an input file, or None for a single
value) and the field, with a message of the same templates as the reader's. The checks are
the same for the window, the command line and any store (local or team).
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Iterable, Mapping
from typing import Any

from pydantic import ValidationError

from configurator.catalog.stores.interface import UserPrice
from configurator.model import limits
from configurator.model.messages import Message, T, message
from configurator.model.part_base import PartBase
from configurator.model.parts import KINDS, PART_TYPES
from configurator.model.validation_messages import validation_message

# ISO 8601 calendar dates at the precision a quote has: a year, a month or a day.
_DATE_RE = re.compile(r"^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?$")
_URL_RE = re.compile(r"^https?://[^\s/?#]+[^\s]*$", re.IGNORECASE)


class ChangeRefusedError(ValueError):
    """One value refused: `row` is its row (1-based data row of a file, or a list index),
    `field` the field or column, `problem` why. str() is the English one-liner."""

    def __init__(self, problem: Message | str, field: str | None = None,
                 row: int | None = None, where: Message | str | None = None) -> None:
        self.problem, self.field, self.row, self.where = problem, field, row, where
        super().__init__(str(self.describe()))

    def describe(self) -> Message | str:
        """The refusal as one message: "parts.csv line 3, field price_usd: ..."."""
        place: Message | str | None = self.where
        if place is None and self.row is not None:
            place = message(T("row {row}"), row=self.row)
        if place is not None and self.field:
            return message(T("{where}, field {field}: {problem}"), where=place,
                           field=self.field, problem=self.problem)
        if place is not None:
            return message(T("{where}: {problem}"), where=place, problem=self.problem)
        if self.field:
            return message(T("field {field}: {problem}"), field=self.field,
                           problem=self.problem)
        return self.problem

    def at(self, row: int | None = None, where: Message | str | None = None) -> ChangeRefusedError:
        return ChangeRefusedError(self.problem, self.field, self.row if row is None else row,
                             self.where if where is None else where)


def check_price_usd(value: object) -> float:
    try:
        price = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise ChangeRefusedError(message(T("should be a number (got {got})"), got=repr(value)),
                            "price_usd") from None
    if not math.isfinite(price) or not limits.PRICE_MIN <= price <= limits.PRICE_MAX:
        raise ChangeRefusedError(message(
            T("a price must be a finite number from {low} to {high} USD (got {got})"),
            low=limits.PRICE_MIN, high=f"{limits.PRICE_MAX:,}", got=repr(value)), "price_usd")
    return price


def check_date(value: str | None, field: str = "price_date") -> str | None:
    """An ISO 8601 date (YYYY, YYYY-MM or YYYY-MM-DD), or None for empty."""
    text = (value or "").strip()
    if not text:
        return None
    match = _DATE_RE.match(text)
    ok = match is not None
    if match is not None:
        year, month, day = (int(g) if g else 1 for g in match.groups())
        try:
            dt.date(year, month, day)
        except ValueError:
            ok = False
    if not ok:
        raise ChangeRefusedError(message(
            T("should be an ISO 8601 date: YYYY-MM-DD, YYYY-MM or YYYY (got {got})"),
            got=repr(text)), field)
    return text


def check_url(value: str | None, field: str = "source_url") -> str | None:
    """An http(s) URL, or None for empty."""
    text = (value or "").strip()
    if not text:
        return None
    if len(text) > limits.MAX_STRING_CHARS or not _URL_RE.match(text):
        raise ChangeRefusedError(message(
            T("should be an http:// or https:// address, or empty (got {got})"),
            got=repr(text[:80])), field)
    return text


def check_price(part_id: str, price_usd: object, price_date: str | None = None,
                source_url: str | None = None) -> UserPrice:
    return UserPrice(part_id, check_price_usd(price_usd), check_date(price_date),
                     check_url(source_url))


def validate_part_data(data: Mapping[str, Any] | PartBase) -> PartBase:
    """A part from its fields (or a spec, validated again: one made with model_construct or
    edited in place skipped the checks). Raises ChangeRefusedError naming the field."""
    if isinstance(data, PartBase):
        data = data.model_dump()
    if not isinstance(data, Mapping):
        raise ChangeRefusedError(message(T("should be an object")))
    kind = data.get("kind")
    if kind not in PART_TYPES:
        raise ChangeRefusedError(message(T("unknown kind {got}; kinds are {kinds}"),
                                    got=repr(kind), kinds=", ".join(KINDS)), "kind")
    try:
        part = PART_TYPES[kind].model_validate(dict(data))
    except ValidationError as error:
        refusal = validation_message(error)
        field = refusal.place if isinstance(refusal.place, str) else None
        raise ChangeRefusedError(refusal.message, field) from None
    if part.source_url:
        check_url(part.source_url)
    check_date(part.price_date)
    return part


def check_new_parts(parts: Iterable[PartBase], catalog_ids: Iterable[str] | Mapping[str, Any],
                    existing_user_ids: Iterable[str] | Mapping[str, Any],
                    replace: bool = False) -> list[PartBase]:
    """Validated parts, in order; refused: a repeated id, the id of a catalog part or of a
    stored part (the user's own, or the team's) without `replace`, more parts than the user
    database keeps. The row of a refusal counts from 1."""
    catalog = catalog_ids if isinstance(catalog_ids, Mapping) else set(catalog_ids)
    existing = (existing_user_ids if isinstance(existing_user_ids, Mapping)
                else set(existing_user_ids))
    checked: list[PartBase] = []
    seen: dict[str, int] = {}
    for row, part in enumerate(parts, start=1):
        try:
            spec = validate_part_data(part)
        except ChangeRefusedError as refusal:
            raise refusal.at(row) from None
        if spec.id in seen:
            raise ChangeRefusedError(message(T("id {id!r} is already used by row {row}"),
                                        id=spec.id, row=seen[spec.id]), "id", row)
        seen[spec.id] = row
        if spec.id in existing and not replace:  # a part of one's own, or the team's
            raise ChangeRefusedError(message(
                T("{id!r} is already the id of a stored part (yours, or your team's); choose "
                  "another id, or replace that part (--replace)"), id=spec.id), "id", row)
        if spec.id in catalog and spec.id not in existing and not replace:
            raise ChangeRefusedError(message(
                T("{id!r} is a catalog part's id; choose another id, or replace the catalog "
                  "part (--replace)"), id=spec.id), "id", row)
        checked.append(spec)
    added = sum(1 for spec in checked if spec.id not in existing)
    if len(existing) + added > limits.MAX_USER_CATALOG_PARTS:
        raise ChangeRefusedError(message(T("at most {n} parts of your own can be kept"),
                                    n=f"{limits.MAX_USER_CATALOG_PARTS:,}"))
    return checked


__all__ = ["ChangeRefusedError", "check_date", "check_new_parts", "check_price", "check_price_usd",
           "check_url", "validate_part_data"]
