"""Compiling db/ into SQLite, and rebuilding it when missing, outdated or corrupt."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest

from configurator.catalog.shipped import builder, compiled
from configurator.catalog.shipped.compiled import (
    CatalogState,
    build_catalog,
    catalog_state,
    ensure_catalog,
    load_catalog_parts,
    read_meta,
)
from configurator.catalog.shipped.schema import schema_fingerprint
from configurator.catalog.shipped.source import SOURCE_FILES, CatalogSourceError, load_sources
from configurator.catalog.shipped.tables import PART_TABLES
from configurator.model.parts import PART_TYPES

from ..sources import CPUS, REAL_DB, write_csv


@pytest.fixture
def builds(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Records each build ensure_catalog starts."""
    calls: list[Path] = []
    real_build = compiled.build_catalog

    def counting_build(source_dir: Path, db_path: Path) -> Path:
        calls.append(db_path)
        return real_build(source_dir, db_path)

    monkeypatch.setattr(compiled, "build_catalog", counting_build)
    return calls


def test_every_present_source_file_of_the_real_db_builds(tmp_path: Path) -> None:
    present = [name for name in SOURCE_FILES.values() if (REAL_DB / name).is_file()]
    assert present, "db/ holds no catalog source file"
    db_path = build_catalog(REAL_DB, tmp_path / "catalog.sqlite")
    version, parts = load_catalog_parts(db_path)
    assert version == json.loads((REAL_DB / "catalog.json").read_text())["catalog_version"]
    source = load_sources(REAL_DB)
    # The round trip through SQLite gives back exactly the validated specs.
    assert sorted(parts, key=lambda p: p.id) == sorted(source.parts, key=lambda p: p.id)
    kinds_present = {kind for kind, name in SOURCE_FILES.items() if name in present}
    assert {part.kind for part in parts} == kinds_present


def test_every_spec_field_has_a_column_and_survives_the_round_trip(
    mini_db: Path, tmp_path: Path
) -> None:
    for kind, row_type in PART_TABLES.items():
        assert set(row_type.__table__.columns.keys()) == set(PART_TYPES[kind].model_fields)
    db_path = build_catalog(mini_db, tmp_path / "c.sqlite")
    _, parts = load_catalog_parts(db_path)
    by_id = {part.id: part for part in parts}
    assert by_id == {part.id: part for part in load_sources(mini_db).parts}
    board = by_id["asus-x99-e-ws"]
    assert board.lane_table[0].widths == {"PCIE1": 16, "PCIE3": 16}
    assert by_id["noctua-nh-u9dx-i4"].sockets == ["LGA2011-3", "LGA2066"]


def test_meta_records_version_hash_and_schema(mini_db: Path, tmp_path: Path) -> None:
    db_path = build_catalog(mini_db, tmp_path / "c.sqlite")
    meta = read_meta(db_path)
    assert meta["catalog_version"] == "2026.01"
    assert meta["schema_version"] == schema_fingerprint()
    assert len(meta["source_hash"]) == 64


def test_ensure_builds_once_and_then_reuses(mini_db: Path, tmp_path: Path, builds) -> None:
    db_path = tmp_path / "cache" / "catalog.sqlite"
    assert catalog_state(mini_db, db_path) is CatalogState.MISSING
    ensure_catalog(mini_db, db_path)
    ensure_catalog(mini_db, db_path)
    assert builds == [db_path]
    assert catalog_state(mini_db, db_path) is CatalogState.CURRENT


def test_rebuilt_after_deletion(mini_db: Path, tmp_path: Path, builds) -> None:
    db_path = ensure_catalog(mini_db, tmp_path / "catalog.sqlite")
    db_path.unlink()
    ensure_catalog(mini_db, db_path)
    assert len(builds) == 2
    assert len(load_catalog_parts(db_path)[1]) == 8


@pytest.mark.parametrize(
    "damage",
    [
        lambda data: b"this is not a database at all" * 100,
        lambda data: data[: len(data) // 2],
        lambda data: data[:100] + b"\xff" * 4000 + data[4100:],
        lambda data: b"",
    ],
    ids=["garbage", "truncated", "overwritten-pages", "empty"],
)
def test_rebuilt_after_corruption(mini_db: Path, tmp_path: Path, builds, damage) -> None:
    db_path = ensure_catalog(mini_db, tmp_path / "catalog.sqlite")
    db_path.write_bytes(damage(db_path.read_bytes()))
    assert catalog_state(mini_db, db_path) in (CatalogState.CORRUPT, CatalogState.OUTDATED)
    ensure_catalog(mini_db, db_path)
    assert len(builds) == 2
    assert catalog_state(mini_db, db_path) is CatalogState.CURRENT
    assert len(load_catalog_parts(db_path)[1]) == 8


def test_rebuilt_when_a_source_file_changes(mini_db: Path, tmp_path: Path, builds) -> None:
    db_path = ensure_catalog(mini_db, tmp_path / "catalog.sqlite")
    faster = [{**CPUS[0], "boost_clock_ghz": 3.9}, CPUS[1]]
    write_csv(mini_db / "cpus.csv", "cpu", faster)
    assert catalog_state(mini_db, db_path) is CatalogState.OUTDATED
    ensure_catalog(mini_db, db_path)
    parts = {part.id: part for part in load_catalog_parts(db_path)[1]}
    assert parts["xeon-e5-2637-v4"].boost_clock_ghz == 3.9
    assert len(builds) == 2


def test_rebuilt_when_a_source_file_appears_or_vanishes(mini_db: Path, tmp_path: Path) -> None:
    db_path = ensure_catalog(mini_db, tmp_path / "catalog.sqlite")
    (mini_db / "psus.csv").unlink()
    assert catalog_state(mini_db, db_path) is CatalogState.OUTDATED
    ensure_catalog(mini_db, db_path)
    assert "psu" not in {part.kind for part in load_catalog_parts(db_path)[1]}


def test_rebuilt_when_the_version_or_schema_changes(
    mini_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db_path = ensure_catalog(mini_db, tmp_path / "catalog.sqlite")
    (mini_db / "catalog.json").write_text('{"catalog_version": "2026.02"}')
    assert catalog_state(mini_db, db_path) is CatalogState.OUTDATED
    ensure_catalog(mini_db, db_path)
    assert load_catalog_parts(db_path)[0] == "2026.02"
    monkeypatch.setattr(compiled, "schema_fingerprint", lambda: "99:new-fields")
    assert catalog_state(mini_db, db_path) is CatalogState.OUTDATED


def test_a_malformed_source_leaves_the_old_catalog_and_no_temp_file(
    mini_db: Path, tmp_path: Path
) -> None:
    folder = tmp_path / "cache"
    db_path = ensure_catalog(mini_db, folder / "catalog.sqlite")
    before = db_path.read_bytes()
    write_csv(mini_db / "cpus.csv", "cpu", [{**CPUS[0], "cores": "many"}])
    with pytest.raises(CatalogSourceError, match=r"db/cpus.csv line 2, column cores"):
        ensure_catalog(mini_db, db_path)
    assert db_path.read_bytes() == before
    # No temporary file is left; the notes of the passed integrity check and of the sources'
    # hash may be beside it.
    assert {p.name for p in folder.iterdir()} - {
        "catalog.sqlite.checked", "catalog.sqlite.sources"} == {"catalog.sqlite"}


def test_a_failed_write_leaves_no_temp_file(
    mini_db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "cache"

    def full_disk(*args: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(builder.os, "replace", full_disk)
    with pytest.raises(OSError, match="No space"):
        build_catalog(mini_db, folder / "catalog.sqlite")
    assert list(folder.iterdir()) == []


def test_read_meta_refuses_a_database_without_meta(tmp_path: Path) -> None:
    path = tmp_path / "other.sqlite"
    connection = sqlite3.connect(path)
    connection.execute("CREATE TABLE t (x)")
    connection.commit()
    connection.close()
    with pytest.raises(sqlite3.DatabaseError):
        read_meta(path)
    assert catalog_state(tmp_path, path) is CatalogState.CORRUPT
