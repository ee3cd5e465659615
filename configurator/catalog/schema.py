"""What the compiled catalog's tables hold, told without SQLAlchemy.

The tables themselves are SQLModel classes (`configurator.catalog.tables`), used to write the
catalog. Every start reads it, and importing SQLAlchemy would cost more than the rest of the
start together; so the reader (`configurator.catalog.compiled`) uses the standard `sqlite3`
module and needs only what this module says: the table names, which columns hold JSON, and
the fingerprint that tells whether a compiled file was written by this version's tables.
"""

from __future__ import annotations

import hashlib
import types
import typing
from functools import cache
from typing import Annotated, Any, Literal, get_args, get_origin

from pydantic import BaseModel

from configurator.model.parts import PART_TYPES, PartBase

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
