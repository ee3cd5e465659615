"""What the compiled catalog's tables hold, told without SQLAlchemy.

The tables themselves are SQLModel classes (`configurator.catalog.shipped.tables`), used to
write the catalog. Every start reads it, and importing SQLAlchemy would cost more than the
rest of the start together; so the reader (`configurator.catalog.shipped.compiled`) uses the
standard `sqlite3` module and needs only what this module says: the table names, which
columns hold JSON, and the fingerprint that tells whether a compiled file was written by
this version's tables,
and how a stored row becomes a part again (`part_from_row`).
"""

from __future__ import annotations

import hashlib
import types
import typing
from collections.abc import Callable
from functools import cache
from typing import Annotated, Any, Literal, NamedTuple, get_args, get_origin

from pydantic import BaseModel

from configurator.model.construct import construct
from configurator.model.part_base import PartBase
from configurator.model.parts import PART_TYPES

# What a start may take from the compiled file without pydantic's validation (see
# `part_from_row`); the types are checked, the values were validated when it was compiled.

# Bump when the way specs are stored changes in a way the field fingerprint cannot see.
# 3: the listing table (every part's name, search text and source, for a deferred start).
# 4: the listing's browse_rank (the catalog list's order, configurator.catalog.browse_order).
SCHEMA_VERSION = 4

META_TABLE = "catalog_meta"
# One row per part: what listing and search need without decoding the part, and where it
# came from ("curated" db/, or "opendb" for db/opendb/), and the figures the catalog list's
# "Only parts that fit" compares (`catalog.fit.fit_facts`, JSON). A start decodes the curated
# parts and leaves the imported ones to be listed after the window shows and decoded when
# read.
LISTING_TABLE = "catalog_listing"
LISTING_COLUMNS = ("id", "kind", "name", "search_text", "source", "priced", "fit",
                   "browse_rank")
META_CATALOG_VERSION = "catalog_version"
META_SOURCE_HASH = "source_hash"
META_SCHEMA_VERSION = "schema_version"

ColumnKind = Literal["json", "integer", "string", "derived"]


def part_table_name(kind: str) -> str:
    return f"{kind}_part"


def _strip_annotated(annotation: Any) -> Any:
    while get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    return annotation


def column_kind(annotation: Any) -> ColumnKind:
    """How a spec field is stored: "json" for lists, mappings, nested models and unions of
    several types, "integer" or "string" for literals, "derived" where SQLModel's own
    mapping of the annotation is right (str, int, float, bool and their optionals)."""
    annotation = _strip_annotated(annotation)
    origin = get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        members = [a for a in get_args(annotation) if a is not type(None)]
        return column_kind(members[0]) if len(members) == 1 else "json"
    if origin is Literal:
        values = get_args(annotation)
        whole_numbers = all(isinstance(v, int) and not isinstance(v, bool) for v in values)
        return "integer" if whole_numbers else "string"
    if origin in (list, dict, tuple) or annotation in (list, dict, tuple):
        return "json"
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        return "json"
    return "derived"


@cache
def json_fields(spec_type: type[PartBase]) -> frozenset[str]:
    return frozenset(name for name, info in spec_type.model_fields.items()
                     if column_kind(info.annotation) == "json")


def schema_fingerprint() -> str:
    """SCHEMA_VERSION plus a hash of every part table's columns (name, storage, required):
    a changed spec forces a rebuild of the compiled catalog."""
    digest = hashlib.sha256()
    for kind, spec_type in PART_TYPES.items():
        digest.update(part_table_name(kind).encode())
        for name, info in spec_type.model_fields.items():
            storage = column_kind(info.annotation)
            if storage == "derived":
                storage = repr(_strip_annotated(info.annotation))
            digest.update(f"|{name}:{storage}:{info.is_required()}".encode())
        digest.update(b"\n")
    return f"{SCHEMA_VERSION}:{digest.hexdigest()[:16]}"


Decoder = Callable[[Any, str], Any]


def _decoder(annotation: Any) -> Decoder:
    """A function giving a stored value as the annotation's type (ValueError when it is not
    of that type). Built once per field, so reading a part walks no annotations: a start
    reads every catalog part."""
    annotation = _strip_annotated(annotation)
    origin = get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        members = [a for a in get_args(annotation) if a is not type(None)]
        if len(members) != 1:
            def union(value: Any, where: str) -> Any:
                if value is None and len(members) < len(get_args(annotation)):
                    return None
                raise ValueError(f"{where}: a union of types is not stored by the catalog")
            return union
        member = _decoder(members[0])

        def optional(value: Any, where: str) -> Any:
            return None if value is None else member(value, where)
        return optional
    if origin is Literal:
        choices = get_args(annotation)

        def literal(value: Any, where: str) -> Any:
            if isinstance(value, bool) or value not in choices:
                raise ValueError(f"{where}: {value!r} is not one of {choices}")
            return value
        return literal
    name = getattr(annotation, "__name__", annotation)

    def wrong(value: Any, where: str) -> ValueError:
        return ValueError(f"{where}: {value!r} is not a {name}")

    if annotation is bool:
        def boolean(value: Any, where: str) -> bool:
            if value in (0, 1) and isinstance(value, int):  # SQLite keeps booleans as 0, 1
                return bool(value)
            raise wrong(value, where)
        return boolean
    if annotation is int:
        def integer(value: Any, where: str) -> int:
            if isinstance(value, int) and not isinstance(value, bool):
                return value
            raise wrong(value, where)
        return integer
    if annotation is float:
        def real(value: Any, where: str) -> float:
            if isinstance(value, int | float) and not isinstance(value, bool):
                return float(value)
            raise wrong(value, where)
        return real
    if annotation is str:
        def text(value: Any, where: str) -> str:
            if isinstance(value, str):
                return value
            raise wrong(value, where)
        return text
    if origin is list:
        (item_type,) = get_args(annotation)
        item = _decoder(item_type)

        def items(value: Any, where: str) -> list:
            if isinstance(value, list):
                return [item(entry, f"{where}[{i}]") for i, entry in enumerate(value)]
            raise wrong(value, where)
        return items
    if origin is dict:
        key_type, value_type = get_args(annotation)
        key_of, value_of = _decoder(key_type), _decoder(value_type)

        def mapping(value: Any, where: str) -> dict:
            if isinstance(value, dict):
                return {key_of(key, where): value_of(entry, f"{where}.{key}")
                        for key, entry in value.items()}
            raise wrong(value, where)
        return mapping
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        model_type = annotation

        def model(value: Any, where: str) -> Any:
            if isinstance(value, dict):
                return _construct(model_type, value, where)
            raise wrong(value, where)
        return model

    def unstored(value: Any, where: str) -> Any:
        raise ValueError(f"{where}: the catalog does not store {annotation!r}")
    return unstored


class _Field(NamedTuple):
    name: str
    decode: Decoder
    required: bool


@cache
def _fields(model_type: type[BaseModel]) -> tuple[_Field, ...]:
    return tuple(_Field(name, _decoder(info.annotation), info.is_required())
                 for name, info in model_type.model_fields.items())


@cache
def _field_names(model_type: type[BaseModel]) -> frozenset[str]:
    return frozenset(model_type.model_fields)


def _construct(model_type: type[BaseModel], values: dict[str, Any], where: str) -> Any:
    unknown = values.keys() - _field_names(model_type)
    if unknown:
        raise ValueError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    fields: dict[str, Any] = {}
    for field in _fields(model_type):
        if field.name in values:
            fields[field.name] = field.decode(values[field.name], f"{where}.{field.name}")
        elif field.required:
            raise ValueError(f"{where}: {field.name} is missing")
    return construct(model_type, **fields)


def part_from_row(spec_type: type[PartBase], values: dict[str, Any]) -> PartBase:
    """The part a compiled row holds (JSON columns already parsed), built without pydantic's
    validation: each value's type is checked (ValueError when one is not what its field
    says: the file is then rebuilt), its range and the part's own rules are not, since the
    catalog was validated when it was compiled and a schema fingerprint ties the file to
    these specs. Validating would build every spec's pydantic schema at every start."""
    return _construct(spec_type, values, str(values.get("id", spec_type.__name__)))
