"""Compiling db/ into the SQLite catalog.

Builds go to a temporary file that replaces the old one in one step, so a crash or a second
instance starting at the same moment never leaves a half-written catalog behind. The tables
are declared as SQLModel classes (`configurator.catalog.shipped.tables`) but made from the
statements of `configurator.catalog.shipped.ddl`, their very text, and filled through the
standard `sqlite3` module: the first start compiles 20,000 rows before the window shows and
imports neither SQLAlchemy nor SQLModel (0.7 s of CPU).
"""

from __future__ import annotations

import contextlib
import functools
import gc
import operator
import os
import sqlite3
import tempfile
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

from pydantic_core import to_json

from configurator.catalog.browse_order import browse_rank, has_known_price
from configurator.catalog.fit import fit_facts
from configurator.catalog.search_text import haystack
from configurator.catalog.shipped.ddl import create_statements
from configurator.catalog.shipped.schema import (
    LISTING_COLUMNS,
    LISTING_TABLE,
    META_CATALOG_VERSION,
    META_SCHEMA_VERSION,
    META_SOURCE_HASH,
    META_TABLE,
    json_fields,
    part_table_name,
    schema_fingerprint,
)
from configurator.catalog.shipped.source import CURATED, CatalogSource, SourceRow, load_sources
from configurator.catalog.shipped.source import source_hash as compute_source_hash
from configurator.model.part_base import PartBase


@contextlib.contextmanager
def _collection_paused() -> Iterator[None]:
    """Python's cyclic garbage collector paused while compiling: the 20,000 specs and their
    column values live until the end and make no cycles, yet the collector walked them again
    and again, a third of the compile's CPU. As at start (configurator.startup_gc), which
    already pauses it: restored as it was found."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


@functools.cache
def _column_values(spec_type: type[PartBase]) -> tuple[tuple[str, ...],
                                                      Callable[[PartBase], tuple[Any, ...]]]:
    """(the columns of a kind's table, a function giving a part's values for them). The
    values are the part's own attributes, as `spec.model_dump(mode="json")` gives them (the
    specs hold only text, numbers, booleans and None besides the JSON fields; test:
    tests/catalog/shipped/test_fast_compile.py), with JSON text in the JSON columns: dumping
    each spec was a fifth of writing the rows."""
    names = tuple(spec_type.model_fields)
    encoded = json_fields(spec_type)
    plain = operator.itemgetter(*names)
    json_positions = [index for index, name in enumerate(names) if name in encoded]

    json_names = {names[index] for index in json_positions}

    def values(spec: PartBase) -> tuple[Any, ...]:
        row = list(plain(spec.__dict__))
        if json_positions:
            # The JSON fields dumped by the spec itself: they may hold models (a board's
            # slots) whose own serializer pydantic builds only then (defer_build), and an
            # older pydantic-core (the Windows check's, under Wine) cannot encode them before.
            dumped = spec.model_dump(mode="json", include=json_names)
            for index in json_positions:
                # pydantic-core's encoder: json.dumps was a seventh of compiling 20,000 rows.
                # The values were validated (finite); a NaN could only become null, never NaN.
                row[index] = to_json(dumped[names[index]], inf_nan_mode="null").decode()
        return tuple(row)
    return names, values


def part_rows(rows: Iterable[SourceRow]) -> dict[str, tuple[tuple[str, ...], list[tuple]]]:
    """Each kind's (columns, rows of column values), in the order of `rows`."""
    by_kind: dict[str, tuple[tuple[str, ...], list[tuple]]] = {}
    for row in rows:
        spec = row.spec
        names, values = _column_values(type(spec))
        by_kind.setdefault(spec.kind, (names, []))[1].append(values(spec))
    return by_kind


def _insert(connection: sqlite3.Connection, table: str, columns: tuple[str, ...],
            rows: Iterable[tuple]) -> None:
    names = ", ".join(f'"{column}"' for column in columns)
    marks = ", ".join("?" for _ in columns)
    connection.executemany(f'INSERT INTO "{table}" ({names}) VALUES ({marks})', rows)


def listing_row(row: SourceRow) -> tuple:
    """A part's row of the listing table, in the order of LISTING_COLUMNS."""
    spec = row.spec
    return (spec.id, spec.kind, spec.name, haystack(spec), row.source, has_known_price(spec),
            to_json(fit_facts(spec), inf_nan_mode="null").decode(),
            browse_rank(spec, curated=row.source == CURATED))


def write_catalog(source_dir: Path, db_path: Path, source: CatalogSource | None = None) -> Path:
    """Compile `source_dir` into the SQLite file `db_path`, atomically. Raises
    CatalogSourceError (nothing written) when a source row is malformed, OSError or
    sqlite3.Error when the file cannot be written."""
    with _collection_paused():
        return _write_catalog(Path(source_dir), Path(db_path), source)


def _write_catalog(source_dir: Path, db_path: Path, source: CatalogSource | None) -> Path:
    # Hash first: should a file change while we read, the stored hash is then stale and the
    # next start rebuilds, rather than trusting a catalog of mixed versions.
    hash_before = compute_source_hash(source_dir)
    if source is None:
        source = load_sources(source_dir)
    db_path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{db_path.name}.", suffix=".tmp", dir=db_path.parent)
    os.close(fd)
    tmp_path = Path(tmp_name)
    try:
        # The rows go in through sqlite3, many a statement: SQLAlchemy's ORM took 20 s and its
        # Core 4 s for the 20,000 rows of db/opendb/, which the first start compiles.
        connection = sqlite3.connect(tmp_path)
        try:
            # No rollback journal and no waiting for the disk at each statement: this file is
            # a temporary one that only the os.replace below makes the catalog, once it is
            # whole, closed and synced. A crash or a full disk before then leaves a .tmp file
            # that is deleted, never a catalog half written; the old one is untouched until
            # the replace.
            connection.execute("PRAGMA journal_mode = OFF")
            connection.execute("PRAGMA synchronous = OFF")
            with connection:
                for statement in create_statements():
                    connection.execute(statement)
                for kind, (columns, rows) in part_rows(source.rows).items():
                    _insert(connection, part_table_name(kind), columns, rows)
                _insert(connection, LISTING_TABLE, LISTING_COLUMNS,
                        map(listing_row, source.rows))
                _insert(connection, META_TABLE, ("key", "value"), [
                    (META_CATALOG_VERSION, source.version),
                    (META_SOURCE_HASH, hash_before),
                    (META_SCHEMA_VERSION, schema_fingerprint()),
                ])
        finally:
            connection.close()
        # On the disk before it becomes the catalog, as `synchronous` would have made it: a
        # power cut after the replace must not leave a catalog of pages never written.
        with open(tmp_path, "rb+") as written:
            os.fsync(written.fileno())
        os.replace(tmp_path, db_path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp_path.unlink()
        raise
    return db_path
