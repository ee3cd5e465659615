"""Compiling db/ into the SQLite catalog, and keeping the compiled file in step with db/.

The compiled catalog is a cache of the sources: whenever it is missing, built from other
sources or by another schema, or damaged, it is simply rebuilt (nothing in it is the user's).
Builds go to a temporary file that replaces the old one in one step, so a crash or a second
instance starting at the same moment never leaves a half-written catalog behind.
"""

from __future__ import annotations

import contextlib
import enum
import os
import sqlite3
import tempfile
from pathlib import Path

from sqlalchemy import create_engine
from sqlalchemy.engine import Engine
from sqlalchemy.pool import NullPool
from sqlmodel import Session, SQLModel, select

from configurator.catalog.source import CatalogSource, load_sources, read_catalog_version
from configurator.catalog.source import source_hash as compute_source_hash
from configurator.catalog.tables import (
    META_CATALOG_VERSION,
    META_SCHEMA_VERSION,
    META_SOURCE_HASH,
    PART_TABLES,
    CatalogMeta,
    catalog_tables,
    row_from_spec,
    schema_fingerprint,
    spec_from_row,
)
from configurator.model.parts import PartBase


class CatalogState(enum.Enum):
    CURRENT = "current"
    MISSING = "missing"
    OUTDATED = "outdated"
    CORRUPT = "corrupt"


def sqlite_engine(db_path: Path) -> Engine:
    # NullPool: no connection outlives its session, so the file can be replaced or moved
    # (Windows refuses both while a handle is open).
    return create_engine(f"sqlite:///{Path(db_path)}", poolclass=NullPool)


def build_catalog(source_dir: Path, db_path: Path, source: CatalogSource | None = None) -> Path:
    """Compile `source_dir` into the SQLite file `db_path`, atomically. Raises
    CatalogSourceError (nothing written) when a source row is malformed."""
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
        finally:
            engine.dispose()
        os.replace(tmp_path, db_path)
    except BaseException:
        with contextlib.suppress(OSError):
            tmp_path.unlink()
        raise
    return db_path


def read_meta(db_path: Path) -> dict[str, str]:
    """The meta table of a compiled catalog after an integrity check. Raises
    sqlite3.DatabaseError when the file is not a sound SQLite database."""
    uri = f"{Path(db_path).resolve().as_uri()}?mode=ro"
    connection = sqlite3.connect(uri, uri=True)
    try:
        (verdict,) = connection.execute("PRAGMA integrity_check").fetchone()
        if verdict != "ok":
            raise sqlite3.DatabaseError(f"integrity check failed: {verdict}")
        rows = connection.execute(f"SELECT key, value FROM {CatalogMeta.__tablename__}")
        return {str(key): str(value) for key, value in rows}
    finally:
        connection.close()


def catalog_state(source_dir: Path, db_path: Path) -> CatalogState:
    db_path = Path(db_path)
    if not db_path.is_file():
        return CatalogState.MISSING
    try:
        meta = read_meta(db_path)
    except sqlite3.DatabaseError:
        return CatalogState.CORRUPT
    expected = {
        META_CATALOG_VERSION: read_catalog_version(source_dir),
        META_SOURCE_HASH: compute_source_hash(source_dir),
        META_SCHEMA_VERSION: schema_fingerprint(),
    }
    if any(meta.get(key) != value for key, value in expected.items()):
        return CatalogState.OUTDATED
    return CatalogState.CURRENT


def ensure_catalog(source_dir: Path, db_path: Path) -> Path:
    """The path of a compiled catalog that matches `source_dir`, rebuilt when it is missing,
    outdated or corrupt."""
    if catalog_state(source_dir, db_path) is not CatalogState.CURRENT:
        build_catalog(source_dir, db_path)
    return Path(db_path)


def load_catalog_parts(db_path: Path) -> tuple[str, list[PartBase]]:
    """(catalog_version, every part as a validated spec) of a compiled catalog."""
    engine = sqlite_engine(Path(db_path))
    try:
        with Session(engine) as session:
            meta = session.get(CatalogMeta, META_CATALOG_VERSION)
            version = meta.value if meta is not None else ""
            parts = [
                spec_from_row(row)
                for row_type in PART_TABLES.values()
                for row in session.exec(select(row_type))
            ]
    finally:
        engine.dispose()
    return version, parts
