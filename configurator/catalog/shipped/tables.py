"""SQLModel tables of the compiled catalog: one `table=True` class per part spec.

The classes are generated from the specs' fields, so a new spec field appears in its table
without touching this module. SQLModel cannot map `Literal` fields or lists and nested models
to columns by itself, so each such field gets an explicit column (Integer or String for
literals, JSON for lists and objects: `schema.column_kind` decides, and the reader uses the
same answer). The specs are plain pydantic models (see `configurator.model.parts`), so the
tables copy their fields rather than subclass them. They are the tables' declaration: a
rebuild runs their CREATE text as `configurator.catalog.shipped.ddl` writes it without
importing SQLAlchemy, and tests/catalog/shipped/test_fast_compile.py holds the two equal.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import JSON, Column, Integer, String, Table
from sqlmodel import Field, SQLModel
from sqlmodel.main import SQLModelMetaclass

from configurator.catalog.shipped.schema import (
    LISTING_TABLE,
    META_TABLE,
    column_kind,
    part_table_name,
)
from configurator.model.part_base import PartBase
from configurator.model.parts import PART_TYPES

_COLUMN_TYPES = {"json": JSON, "integer": Integer, "string": String}


class CatalogMeta(SQLModel, table=True):
    """Key/value facts about a compiled catalog: its version and what it was built from."""

    __tablename__ = META_TABLE

    key: str = Field(primary_key=True)
    value: str


class CatalogListing(SQLModel, table=True):
    """Every part's name, search text and source (schema.LISTING_TABLE); `priced`: its
    price is known (not listed in its `unknown`); `fit`: `catalog.fit.fit_facts` as JSON;
    `browse_rank`: its place in the catalog list (`catalog.browse_order.browse_rank`)."""

    __tablename__ = LISTING_TABLE

    id: str = Field(primary_key=True)
    kind: str
    name: str
    search_text: str
    source: str = Field(index=True)
    priced: bool
    fit: str
    browse_rank: int


def _default(info: Any) -> dict[str, Any]:
    if info.default_factory is not None:
        return {"default_factory": info.default_factory}
    if info.is_required():
        return {}
    return {"default": info.default}


def _make_table(kind: str, spec_type: type[PartBase]) -> type[SQLModel]:
    annotations: dict[str, Any] = {}
    fields: dict[str, Any] = {}
    for name, info in spec_type.model_fields.items():
        annotations[name] = info.annotation
        storage = column_kind(info.annotation)
        if storage == "derived":
            fields[name] = Field(**_default(info), primary_key=name == "id")
        else:
            column = Column(_COLUMN_TYPES[storage], nullable=not info.is_required())
            fields[name] = Field(**_default(info), sa_column=column)
    class_name = spec_type.__name__.removesuffix("Spec") + "Row"
    namespace = {
        "__annotations__": annotations,
        "__tablename__": part_table_name(kind),
        "__module__": __name__,
        "__qualname__": class_name,
        **fields,
    }
    return SQLModelMetaclass(class_name, (SQLModel,), namespace, table=True)


PART_TABLES: dict[str, type[SQLModel]] = {
    kind: _make_table(kind, spec) for kind, spec in PART_TYPES.items()
}


def catalog_tables() -> list[Table]:
    """Every table of a compiled catalog (the user database has its own)."""
    tables = [CatalogMeta.__table__, CatalogListing.__table__]
    tables.extend(row_type.__table__ for row_type in PART_TABLES.values())
    return tables


def row_from_spec(spec: PartBase) -> SQLModel:
    """A table row for a validated spec. JSON mode turns nested models into plain data for
    the JSON columns; table models do not re-validate on construction."""
    row_type = PART_TABLES[spec.kind]
    return row_type(**spec.model_dump(mode="json"))
