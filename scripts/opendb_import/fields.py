"""What every imported row shares: OpenDB's figures read strictly (a zero or a missing value
is "not given"), the row's id, name, maker, part numbers and source, and the row under
construction with its `unknown` and `estimated` lists (docs/build-file.md)."""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

from configurator.catalog.shipped.product_keys import PART_NUMBER_SEPARATOR
from configurator.model import limits

REPOSITORY = "https://github.com/buildcores/buildcores-open-db"
ID_PREFIX = "odb-"  # no curated id starts so: imported ids never collide with curated ones
_UUID = re.compile(r"^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$")
_SPACES = re.compile(r"\s+")


class DroppedError(Exception):
    """The record does not become a row; `reason` is counted in the summary."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def figure(value: Any) -> float | None:
    """A positive finite number, else None: OpenDB writes 0 (and null) for "not entered"."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return None
    if not math.isfinite(value) or value <= 0:
        return None
    return float(value)


def count(value: Any) -> int | None:
    """A whole count > 0, else None (0 is "not entered" in OpenDB, not "none")."""
    number = figure(value)
    return int(number) if number is not None and number == int(number) else None


def text(value: Any) -> str | None:
    """Text with runs of white space made one space; None for empty or non-text."""
    if not isinstance(value, str):
        return None
    cleaned = _SPACES.sub(" ", value).strip()
    return cleaned[:limits.MAX_STRING_CHARS] or None


def part_numbers(metadata: dict[str, Any]) -> list[str]:
    """OpenDB's part numbers of the product, cleaned, in its order. Numbers that are UUIDs
    (left there by a scraper) are dropped; a number holding the separator " / " has it
    written as a space, so that the joined list splits back into the same numbers."""
    numbers: list[str] = []
    for value in metadata.get("part_numbers") or []:
        number = text(value)
        if number is None or _UUID.match(number.lower()):
            continue
        number = number.replace(PART_NUMBER_SEPARATOR, " ")
        if number not in numbers:
            numbers.append(number)
    return numbers


def joined_part_numbers(numbers: list[str]) -> str | None:
    """As many of `numbers` as fit the limit of a text field, joined by the separator."""
    joined = ""
    for number in numbers:
        candidate = number if not joined else f"{joined}{PART_NUMBER_SEPARATOR}{number}"
        if len(candidate) > limits.MAX_STRING_CHARS:
            break
        joined = candidate
    return joined or None


@dataclass
class Row:
    """One catalog row being made: its fields, and which of them are unknown or estimated."""

    kind: str
    values: dict[str, Any]
    unknown: list[str] = field(default_factory=list)
    estimated: list[str] = field(default_factory=list)

    def set(self, name: str, value: Any, *, estimated: bool = False) -> None:
        self.values[name] = value
        if estimated and name not in self.estimated:
            self.estimated.append(name)

    def not_given(self, name: str, placeholder: Any = None) -> None:
        """`name` is unknown: it holds `placeholder` (its default when None), and every rule
        that needs it reports the part as not checked."""
        if placeholder is not None:
            self.values[name] = placeholder
        else:
            self.values.pop(name, None)
        if name not in self.unknown:
            self.unknown.append(name)

    def finished(self) -> dict[str, Any]:
        values = dict(self.values)
        values["unknown"] = sorted(self.unknown)
        values["estimated"] = sorted(self.estimated)
        return values


def base_row(kind: str, folder: str, uuid: str, data: dict[str, Any], commit: str) -> Row:
    """A row with the fields every part has: id, name, maker, part numbers, source; the
    price is not in OpenDB. Raises DroppedError for a record without a usable id or name."""
    uuid = uuid.lower()
    if not _UUID.match(uuid):
        raise DroppedError("file name is not an OpenDB id")
    metadata = data.get("metadata") if isinstance(data.get("metadata"), dict) else {}
    name = text(metadata.get("name"))
    if name is None:
        raise DroppedError("no name")
    row = Row(kind, {
        "id": f"{ID_PREFIX}{uuid}",
        "name": name,
        "manufacturer": text(metadata.get("manufacturer")),
        "mpn": joined_part_numbers(part_numbers(metadata)),
        "source_url": f"{REPOSITORY}/blob/{commit}/open-db/{folder}/{uuid}.json",
    })
    row.not_given("price_usd")  # OpenDB has no prices
    return row


def release_year(data: dict[str, Any]) -> int | None:
    metadata = data.get("metadata") if isinstance(data.get("metadata"), dict) else {}
    year = count(metadata.get("releaseYear"))
    return year if year is not None and 1990 <= year <= 2100 else None


def within(value: float | None, low: float, high: float, reason: str) -> float | None:
    """`value` when it is a figure a real part can have; DroppedError(reason) when it is given
    but impossible (a 5 mm GPU, a 0 W PSU is "not given" and never reaches here)."""
    if value is not None and not low <= value <= high:
        raise DroppedError(reason)
    return value
