"""What the compiled catalog's tables hold, told without SQLAlchemy.

The tables themselves are SQLModel classes (`configurator.catalog.tables`), used to write the
catalog. Every start reads it, and importing SQLAlchemy would cost more than the rest of the
start together; so the reader (`configurator.catalog.compiled`) uses the standard `sqlite3`
module and needs only what this module says: the table names, which columns hold JSON, and
the fingerprint that tells whether a compiled file was written by this version's tables,
and how a stored row becomes a part again (`part_from_row`).
"""

from __future__ import annotations

import hashlib
import types
import typing
from functools import cache
from typing import Annotated, Any, Literal, get_args, get_origin

from pydantic import BaseModel

from configurator.model.parts import PART_TYPES, PartBase

# What a start may take from the compiled file without pydantic's validation (see
# `part_from_row`); the types are checked, the values were validated when it was compiled.

# Bump when the way specs are stored changes in a way the field fingerprint cannot see.
SCHEMA_VERSION = 2

META_TABLE = "catalog_meta"
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


def _decode(annotation: Any, value: Any, where: str) -> Any:
    """A stored value as the annotation's type; ValueError when it is not of that type."""
    annotation = _strip_annotated(annotation)
    origin = get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        members = [a for a in get_args(annotation) if a is not type(None)]
        if value is None and len(members) < len(get_args(annotation)):
            return None
        if len(members) == 1:
            return _decode(members[0], value, where)
        raise ValueError(f"{where}: a union of types is not stored by the catalog")
    if origin is Literal:
        choices = get_args(annotation)
        if isinstance(value, bool) or value not in choices:
            raise ValueError(f"{where}: {value!r} is not one of {choices}")
        return value
    if annotation is bool:
        if value in (0, 1) and isinstance(value, int):  # SQLite keeps booleans as 0 and 1
            return bool(value)
    elif annotation is int:
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    elif annotation is float:
        if isinstance(value, int | float) and not isinstance(value, bool):
            return float(value)
    elif annotation is str:
        if isinstance(value, str):
            return value
    elif origin is list:
        (item_type,) = get_args(annotation)
        if isinstance(value, list):
            return [_decode(item_type, item, f"{where}[{i}]") for i, item in enumerate(value)]
    elif origin is dict:
        key_type, value_type = get_args(annotation)
        if isinstance(value, dict):
            return {_decode(key_type, key, where): _decode(value_type, item, f"{where}.{key}")
                    for key, item in value.items()}
    elif isinstance(annotation, type) and issubclass(annotation, BaseModel):
        if isinstance(value, dict):
            return _construct(annotation, value, where)
    else:
        raise ValueError(f"{where}: the catalog does not store {annotation!r}")
    raise ValueError(f"{where}: {value!r} is not a {getattr(annotation, '__name__', annotation)}")


def _construct(model_type: type[BaseModel], values: dict[str, Any], where: str) -> Any:
    unknown = values.keys() - model_type.model_fields.keys()
    if unknown:
        raise ValueError(f"{where}: unknown field(s) {', '.join(sorted(unknown))}")
    fields: dict[str, Any] = {}
    for name, info in model_type.model_fields.items():
        if name in values:
            fields[name] = _decode(info.annotation, values[name], f"{where}.{name}")
        elif info.is_required():
            raise ValueError(f"{where}: {name} is missing")
    return model_type.model_construct(**fields)


def part_from_row(spec_type: type[PartBase], values: dict[str, Any]) -> PartBase:
    """The part a compiled row holds (JSON columns already parsed), built without pydantic's
    validation: each value's type is checked (ValueError when one is not what its field
    says: the file is then rebuilt), its range and the part's own rules are not, since the
    catalog was validated when it was compiled and a schema fingerprint ties the file to
    these specs. Validating would build every spec's pydantic schema at every start."""
    return _construct(spec_type, values, str(values.get("id", spec_type.__name__)))
