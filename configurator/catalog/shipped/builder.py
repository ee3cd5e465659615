"""Compiling db/ into the SQLite catalog with SQLModel.

Builds go to a temporary file that replaces the old one in one step, so a crash or a second
instance starting at the same moment never leaves a half-written catalog behind. This module
imports SQLAlchemy; `configurator.catalog.shipped.compiled` imports it only when a rebuild is due.
"""

from __future__ import annotations

import contextlib
import operator
import os
import sqlite3
import tempfile
from pathlib import Path
from typing import Any

from pydantic_core import to_json
from sqlalchemy import create_engine
from sqlalchemy.engine import Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.pool import NullPool
from sqlmodel import SQLModel

from configurator.catalog.browse_order import browse_rank, has_known_price
from configurator.catalog.fit import fit_facts
from configurator.catalog.search_text import haystack
from configurator.catalog.shipped.schema import (
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
from configurator.catalog.shipped.tables import catalog_tables


def sqlite_engine(db_path: Path) -> Engine:
    # NullPool: no connection outlives its session, so the file can be replaced or moved
    # (Windows refuses both while a handle is open).
    return create_engine(f"sqlite:///{Path(db_path)}", poolclass=NullPool)


def _rows_by_kind(rows: list[SourceRow]) -> dict[str, list[dict[str, Any]]]:
    """Each kind's rows as column values: JSON text in the JSON columns (what SQLAlchemy's
    JSON type writes), booleans as 0 and 1."""
    by_kind: dict[str, list[dict[str, Any]]] = {}
    for row in rows:
        spec = row.spec
        values = spec.model_dump(mode="json")
        for name in json_fields(type(spec)):
            # pydantic-core's encoder: json.dumps was a seventh of compiling 20,000 rows.
            # The values were validated (finite); a NaN could only become null, never NaN.
            values[name] = to_json(values[name], inf_nan_mode="null").decode()
        by_kind.setdefault(spec.kind, []).append(values)
    return by_kind


def _insert(connection: sqlite3.Connection, table: str, rows: list[dict[str, Any]]) -> None:
    if not rows:
        return
    columns = list(rows[0])
    names = ", ".join(f'"{column}"' for column in columns)
    marks = ", ".join("?" for _ in columns)
    values = operator.itemgetter(*columns) if len(columns) > 1 else (
        lambda row: (row[columns[0]],))
    connection.executemany(f'INSERT INTO "{table}" ({names}) VALUES ({marks})',
                           map(values, rows))


def _listing_row(row: SourceRow) -> dict:
    spec = row.spec
    return {"id": spec.id, "kind": spec.kind, "name": spec.name,
            "search_text": haystack(spec), "source": row.source,
            "priced": has_known_price(spec),
            "browse_rank": browse_rank(spec, curated=row.source == CURATED),
            "fit": to_json(fit_facts(spec), inf_nan_mode="null").decode()}


def write_catalog(source_dir: Path, db_path: Path, source: CatalogSource | None = None) -> Path:
    """Compile `source_dir` into the SQLite file `db_path`, atomically. Raises
    CatalogSourceError (nothing written) when a source row is malformed, OSError or
    sqlite3.Error when the file cannot be written."""
    source_dir, db_path = Path(source_dir), Path(db_path)
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
        engine = sqlite_engine(tmp_path)
        try:
            SQLModel.metadata.create_all(engine, tables=catalog_tables())
        except SQLAlchemyError as error:
            # Callers know the standard library's errors only (they never import SQLAlchemy).
            raise sqlite3.DatabaseError(str(error).splitlines()[0]) from error
        finally:
            engine.dispose()
        # The rows go in through sqlite3, many a statement: SQLAlchemy's ORM took 20 s and its
        # Core 4 s for the 20,000 rows of db/opendb/, which the first start compiles.
        connection = sqlite3.connect(tmp_path)
        try:
            with connection:
                for kind, rows in _rows_by_kind(source.rows).items():
                    _insert(connection, part_table_name(kind), rows)
                _insert(connection, LISTING_TABLE, [_listing_row(row) for row in source.rows])
                _insert(connection, META_TABLE, [
                    {"key": META_CATALOG_VERSION, "value": source.version},
                    {"key": META_SOURCE_HASH, "value": hash_before},
                    {"key": META_SCHEMA_VERSION, "value": schema_fingerprint()},
                ])
        finally:
            connection.close()
        os.replace(tmp_path, db_path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp_path.unlink()
        raise
    return db_path
