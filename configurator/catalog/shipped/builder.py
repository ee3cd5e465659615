"""Compiling db/ into the SQLite catalog with SQLModel.

Builds go to a temporary file that replaces the old one in one step, so a crash or a second
instance starting at the same moment never leaves a half-written catalog behind. This module
imports SQLAlchemy; `configurator.catalog.shipped.compiled` imports it only when a rebuild is due.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.engine import Engine
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.pool import NullPool
from sqlmodel import Session, SQLModel

from configurator.catalog.shipped.schema import (
    META_CATALOG_VERSION,
    META_SCHEMA_VERSION,
    META_SOURCE_HASH,
    schema_fingerprint,
)
from configurator.catalog.shipped.source import CatalogSource, load_sources
from configurator.catalog.shipped.source import source_hash as compute_source_hash
from configurator.catalog.shipped.tables import CatalogMeta, catalog_tables, row_from_spec


def sqlite_engine(db_path: Path) -> Engine:
    # NullPool: no connection outlives its session, so the file can be replaced or moved
    # (Windows refuses both while a handle is open).
    return create_engine(f"sqlite:///{Path(db_path)}", poolclass=NullPool)


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
            with Session(engine) as session:
                session.add_all(row_from_spec(spec) for spec in source.parts)
                session.add_all([
                    CatalogMeta(key=META_CATALOG_VERSION, value=source.version),
                    CatalogMeta(key=META_SOURCE_HASH, value=hash_before),
                    CatalogMeta(key=META_SCHEMA_VERSION, value=schema_fingerprint()),
                ])
                session.commit()
        except SQLAlchemyError as error:
            # Callers know the standard library's errors only (they never import SQLAlchemy).
            raise sqlite3.DatabaseError(str(error).splitlines()[0]) from error
        finally:
            engine.dispose()
        os.replace(tmp_path, db_path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp_path.unlink()
        raise
    return db_path
