"""The CREATE statements of the compiled catalog, written without SQLAlchemy.

The tables are declared as SQLModel classes (`configurator.catalog.shipped.tables`), and the
statements here are the very text SQLAlchemy's SQLite dialect makes of them (the test
`tests/catalog/shipped/test_fast_compile.py` compares the two, table by table). Importing
SQLAlchemy, SQLModel and making the table classes took 0.7 s of CPU, a seventh of the first
start's compile (docs/architecture.md), only to create a dozen empty tables.
"""

from __future__ import annotations

import re
import types
import typing
from typing import Any, get_args, get_origin

from configurator.catalog.csv_cells import strip_annotated
from configurator.catalog.shipped.schema import (
    LISTING_COLUMNS,
    LISTING_TABLE,
    META_TABLE,
    column_kind,
    part_table_name,
)
from configurator.model.part_base import PartBase
from configurator.model.parts import PART_TYPES

# The words SQLAlchemy's SQLite dialect quotes when they name a column (its identifier
# preparer's `reserved_words`; the test checks the two lists are the same).
_RESERVED_WORDS_TEXT = """
add after all alter analyze and as asc attach autoincrement before begin between by
cascade case cast check collate column commit conflict constraint create cross
current_date current_time current_timestamp database default deferrable deferred delete
desc detach distinct drop each else end escape except exclusive exists explain fail
false for foreign from full glob group having if ignore immediate in index indexed
initially inner insert instead intersect into is isnull join key left like limit match
natural not notnull null of offset on or order outer plan pragma primary query raise
references reindex rename replace restrict right rollback row select set table temp
temporary then to transaction trigger true union unique update using vacuum values view
virtual when where
"""
SQLITE_RESERVED_WORDS = frozenset(_RESERVED_WORDS_TEXT.split())
_PLAIN_NAME = re.compile(r"^[a-z_$][a-z0-9_$]*$")

# The SQL type of a stored field: by `schema.column_kind`, and for a "derived" field by its
# Python type (as SQLModel maps it).
_KIND_TYPES = {"json": "JSON", "integer": "INTEGER", "string": "VARCHAR"}
_DERIVED_TYPES = {str: "VARCHAR", int: "INTEGER", float: "FLOAT", bool: "BOOLEAN"}

LISTING_COLUMN_TYPES = {
    "id": "VARCHAR", "kind": "VARCHAR", "name": "VARCHAR", "search_text": "VARCHAR",
    "source": "VARCHAR", "priced": "BOOLEAN", "fit": "VARCHAR", "browse_rank": "INTEGER",
}
LISTING_SOURCE_INDEX = f"ix_{LISTING_TABLE}_source"


def quoted(name: str) -> str:
    """`name` as SQLAlchemy writes an identifier for SQLite: in double quotes when it is a
    reserved word or not a plain lower-case name."""
    if name in SQLITE_RESERVED_WORDS or not _PLAIN_NAME.match(name):
        return '"' + name.replace('"', '""') + '"'
    return name


def _create_table(table: str, columns: list[tuple[str, str, bool]], key: str) -> str:
    """CREATE TABLE as SQLAlchemy's `CreateTable` writes it: (name, type, nullable) columns."""
    lines = [f"\t{quoted(name)} {sql_type}{'' if nullable else ' NOT NULL'}, \n"
             for name, sql_type, nullable in columns]
    return f"\nCREATE TABLE {quoted(table)} (\n{''.join(lines)}\tPRIMARY KEY ({quoted(key)})\n)\n\n"


def _optional_member(annotation: Any) -> tuple[Any, bool]:
    """(the type, whether None is allowed) of an annotation such as `int | None`."""
    annotation = strip_annotated(annotation)
    if get_origin(annotation) in (typing.Union, types.UnionType):
        members = get_args(annotation)
        others = [member for member in members if member is not type(None)]
        if len(others) == 1:
            return strip_annotated(others[0]), len(others) < len(members)
    return annotation, False


def part_columns(spec_type: type[PartBase]) -> list[tuple[str, str, bool]]:
    """(name, SQL type, nullable) of each column of a part table. A field stored by its own
    column kind is nullable unless required; one SQLModel maps by its type is nullable when
    its annotation allows None; the id, the primary key, never is."""
    columns: list[tuple[str, str, bool]] = []
    for name, info in spec_type.model_fields.items():
        storage = column_kind(info.annotation)
        if storage == "derived":
            bare, optional = _optional_member(info.annotation)
            columns.append((name, _DERIVED_TYPES[bare], optional and name != "id"))
        else:
            columns.append((name, _KIND_TYPES[storage], not info.is_required()))
    return columns


def create_statements() -> list[str]:
    """Every statement that makes the empty compiled catalog, in SQLAlchemy's order."""
    statements = [
        _create_table(META_TABLE, [("key", "VARCHAR", False), ("value", "VARCHAR", False)],
                      "key"),
        _create_table(LISTING_TABLE, [(name, LISTING_COLUMN_TYPES[name], False)
                                      for name in LISTING_COLUMNS], "id"),
        f"CREATE INDEX {quoted(LISTING_SOURCE_INDEX)} ON {quoted(LISTING_TABLE)} (source)",
    ]
    statements.extend(_create_table(part_table_name(kind), part_columns(spec_type), "id")
                      for kind, spec_type in PART_TYPES.items())
    return statements


__all__ = ["LISTING_COLUMN_TYPES", "SQLITE_RESERVED_WORDS", "create_statements",
           "part_columns", "quoted"]
