"""SQLModel tables of the compiled catalog: one `table=True` subclass per part spec.

This is SQLModel's "HeroBase / Hero" pattern, generated rather than written out: SQLModel
cannot map `Literal` fields or lists and nested models to columns by itself, so each such
field gets an explicit column (String/Integer for literals, JSON for lists and objects).
Every other field keeps the column SQLModel derives from the spec's annotation, so a new
spec field appears in the table without touching this module.
"""

from __future__ import annotations

import hashlib
import types
import typing
from typing import Annotated, Any, Literal, get_args, get_origin

from sqlalchemy import JSON, Column, Integer, String, Table
from sqlmodel import Field, SQLModel
from sqlmodel.main import SQLModelMetaclass

from configurator.model.parts import PART_TYPES, PartBase

# Bump when the way specs are stored changes in a way the field fingerprint cannot see.
SCHEMA_VERSION = 1

META_CATALOG_VERSION = "catalog_version"
META_SOURCE_HASH = "source_hash"
META_SCHEMA_VERSION = "schema_version"


class CatalogMeta(SQLModel, table=True):
    """Key/value facts about a compiled catalog: its version and what it was built from."""

    __tablename__ = "catalog_meta"

    key: str = Field(primary_key=True)
    value: str


def _strip_annotated(annotation: Any) -> Any:
    while get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    return annotation


def _explicit_column_type(annotation: Any) -> type | None:
    """The column type for a field SQLModel cannot map itself, or None to let it decide."""
    annotation = _strip_annotated(annotation)
    origin = get_origin(annotation)
    if origin in (typing.Union, types.UnionType):
        members = [a for a in get_args(annotation) if a is not type(None)]
        return _explicit_column_type(members[0]) if len(members) == 1 else JSON
    if origin is Literal:
        values = get_args(annotation)
        whole_numbers = all(isinstance(v, int) and not isinstance(v, bool) for v in values)
        return Integer if whole_numbers else String
    if origin in (list, dict, tuple) or annotation in (list, dict, tuple):
        return JSON
    if isinstance(annotation, type) and issubclass(annotation, SQLModel):
        return JSON
    return None


def _make_table(kind: str, base: type[PartBase]) -> type[PartBase]:
    annotations: dict[str, Any] = {}
    overrides: dict[str, Any] = {}
    for name, info in base.model_fields.items():
        column_type = _explicit_column_type(info.annotation)
        if column_type is None:
            continue
        annotations[name] = info.annotation
        if info.default_factory is not None:
            default: dict[str, Any] = {"default_factory": info.default_factory}
        elif info.is_required():
            default = {}
        else:
            default = {"default": info.default}
        overrides[name] = Field(
            **default, sa_column=Column(column_type, nullable=not info.is_required())
        )
    class_name = base.__name__.removesuffix("Spec") + "Row"
    namespace = {
        "__annotations__": annotations,
        "__tablename__": f"{kind}_part",
        "__module__": __name__,
        "__qualname__": class_name,
        **overrides,
    }
    return SQLModelMetaclass(class_name, (base,), namespace, table=True)


PART_TABLES: dict[str, type[PartBase]] = {
    kind: _make_table(kind, spec) for kind, spec in PART_TYPES.items()
}


def catalog_tables() -> list[Table]:
    """Every table of a compiled catalog (the user database has its own)."""
    tables = [CatalogMeta.__table__]
    tables.extend(row_type.__table__ for row_type in PART_TABLES.values())
    return tables


def schema_fingerprint() -> str:
    """SCHEMA_VERSION plus a hash of every table's columns: a changed spec forces a rebuild."""
    digest = hashlib.sha256()
    for table in catalog_tables():
        digest.update(table.name.encode())
        for column in table.columns:
            digest.update(f"|{column.name}:{column.type!r}:{column.nullable}".encode())
        digest.update(b"\n")
    return f"{SCHEMA_VERSION}:{digest.hexdigest()[:16]}"


def row_from_spec(spec: PartBase) -> PartBase:
    """A table row for a validated spec. JSON mode turns nested models into plain data for
    the JSON columns; table models do not re-validate on construction."""
    row_type = PART_TABLES[spec.kind]
    return row_type(**spec.model_dump(mode="json"))


def spec_from_row(row: PartBase) -> PartBase:
    """The validated spec of a row (model_dump() on a row with nested data would warn)."""
    spec_type = PART_TYPES[row.kind]
    return spec_type.model_validate({name: getattr(row, name) for name in spec_type.model_fields})
