"""What every part has (docs/build-file.md, part fields): the text and lane types the specs
share and `PartBase`, the fields of every kind. The kinds themselves are in `model/parts.py`
(the board in `model/board_parts.py`).
"""

# No `from __future__ import annotations` here: with it every field's annotation is a string
# that pydantic evaluates when it makes the class, a third of this module's import (run at
# every start). The few methods that name their own class quote it.
import functools
import re
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StringConstraints,
    field_validator,
    model_validator,
)

from configurator.model import limits
from configurator.model.messages import Message, MessageError, T

Text = Annotated[str, StringConstraints(max_length=limits.MAX_STRING_CHARS)]
NonEmptyText = Annotated[
    str, StringConstraints(min_length=1, max_length=limits.MAX_STRING_CHARS, strip_whitespace=False)
]
Lanes = Literal[1, 2, 4, 8, 16]
PcieGen = Literal[1, 2, 3, 4, 5]

SLUG_RE = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")
YEAR_MONTH_RE = re.compile(r"^(\d{4})-(0[1-9]|1[0-2])$")

# Fields about the record rather than the hardware: never an estimate, never unknown.
RECORD_FIELDS = frozenset({"kind", "id", "estimated", "unknown"})

# A kind as a message names it ("part 'x' is a GPU, not a CPU").
KIND_WORDS: dict[str, str] = {
    "gpu": T("GPU"), "cpu": T("CPU"), "motherboard": T("motherboard"), "psu": T("power supply"),
    "chassis": T("chassis"), "memory": T("memory module"), "storage": T("drive"),
    "nic": T("network card"), "bridge": T("NVLink bridge"), "cooler": T("CPU cooler"),
}


def watts_field(default: Any = None, **kw: Any) -> Any:
    """A power figure in watts, within the limits every spec shares."""
    return Field(default=default, ge=limits.WATTS_MIN, le=limits.WATTS_MAX, **kw)


def length_mm_field(default: Any = None, **kw: Any) -> Any:
    """A length in millimetres, within the limits every spec shares."""
    return Field(default=default, ge=limits.LENGTH_MM_MIN, le=limits.LENGTH_MM_MAX, **kw)


def _field_names() -> Field:
    # Names of fields of the part's own kind (checked by PartBase._names_of_this_kind).
    return Field(default_factory=list, max_length=limits.MAX_LIST_ITEMS)


@functools.cache
def _listable_names(part_type: type) -> frozenset[str]:
    """The fields of `part_type` a part's `estimated` and `unknown` may name. Read once:
    pydantic's `model_fields` is a property that costs microseconds a read."""
    return frozenset(part_type.model_fields) - RECORD_FIELDS


class PartBase(BaseModel):
    """Fields every part has."""

    # defer_build: pydantic builds a spec's schema when it first validates one, not when the
    # class is made; a start reads the compiled catalog without validating
    # (configurator.catalog.shipped.schema.part_from_row) and so never pays for the schemas.
    model_config = ConfigDict(extra="forbid", validate_assignment=False, defer_build=True)

    id: Text
    name: NonEmptyText
    price_usd: float = Field(default=0.0, ge=limits.PRICE_MIN, le=limits.PRICE_MAX)
    price_date: Text | None = None
    manufacturer: Text | None = None
    mpn: Text | None = None
    source_url: Text | None = None
    # Rev. 3 (docs/build-file.md, part fields): when the maker stopped selling it new
    # ("YYYY-MM"; None =
    # on sale); fields whose values are estimates; fields nobody published (they hold their
    # default, and a rule that needs one reports the part as "not checked").
    discontinued: Text | None = None
    estimated: list[NonEmptyText] = _field_names()
    unknown: list[NonEmptyText] = _field_names()

    @field_validator("discontinued")
    @classmethod
    def _year_month(cls, value: str | None) -> str | None:
        if value is None:
            return None
        match = YEAR_MONTH_RE.match(value.strip())
        if not match or not limits.YEAR_MIN <= int(match.group(1)) <= limits.YEAR_MAX:
            raise MessageError(T("should be a month as YYYY-MM, e.g. 2019-06 (got {got!r})"),
                               got=value)
        return value.strip()

    @field_validator("estimated", "unknown")
    @classmethod
    def _names_of_this_kind(cls, names: list[str]) -> list[str]:
        if not names:
            return names
        # The catalog validates 20,000 rows with several names each at its first start: the
        # usual case, every name a field and none twice, is answered by two set operations.
        listable = _listable_names(cls)
        if listable.issuperset(names) and len(set(names)) == len(names):
            return names
        fields = cls.model_fields
        kind = fields["kind"].default
        seen: set[str] = set()
        for index, name in enumerate(names):
            if name not in fields or name in RECORD_FIELDS:
                raise MessageError(T("item {index}: {name!r} is not a field of a {kind} part"),
                                   index=index, name=name, kind=Message(KIND_WORDS[kind]))
            if name in seen:
                raise MessageError(T("item {index}: {name!r} is listed twice"),
                                   index=index, name=name)
            seen.add(name)
        return names

    @model_validator(mode="after")
    def _estimate_or_unknown(self) -> "PartBase":
        both = [name for name in self.estimated if name in self.unknown]
        if both:
            raise MessageError(T("{name!r} is listed both as estimated and as unknown: a value "
                                 "nobody published is not an estimate"), name=both[0])
        return self

    @field_validator("id")
    @classmethod
    def _slug_shaped(cls, value: str) -> str:
        if not SLUG_RE.match(value):
            raise MessageError(T("part id {id!r} must be a slug: lowercase letters and digits, "
                                 "single '-' between them"), id=value)
        return value

    @property
    def display_name(self) -> str:
        return self.name
