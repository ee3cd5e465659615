"""The first start's compile takes short cuts (issue 28): its tables made from their CREATE text
without SQLAlchemy, each row's column values read from the spec's attributes rather than
dumped. These tests hold the short cuts to what the long way gives."""

from __future__ import annotations

import gc
import subprocess
import sys
from pathlib import Path

import pytest
from import_probe import packages_imported
from pydantic_core import to_json
from sqlalchemy.dialects import sqlite
from sqlalchemy.dialects.sqlite.base import SQLiteIdentifierPreparer
from sqlalchemy.schema import CreateIndex, CreateTable

from configurator.catalog import paths
from configurator.catalog.shipped import ddl
from configurator.catalog.shipped.builder import part_rows
from configurator.catalog.shipped.compiled import build_catalog
from configurator.catalog.shipped.schema import json_fields
from configurator.catalog.shipped.source import CatalogSource, load_sources
from configurator.catalog.shipped.tables import catalog_tables
from configurator.model.parts import PART_TYPES

from ..sources import REAL_DB

ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture(scope="module")
def real_source() -> CatalogSource:
    return load_sources(REAL_DB)


def test_the_create_statements_are_sqlalchemys_text_for_the_declared_tables() -> None:
    dialect = sqlite.dialect()
    expected: list[str] = []
    for table in catalog_tables():
        expected.append(str(CreateTable(table).compile(dialect=dialect)))
        expected.extend(str(CreateIndex(index).compile(dialect=dialect))
                        for index in sorted(table.indexes, key=lambda index: index.name))
    assert ddl.create_statements() == expected
    assert frozenset(SQLiteIdentifierPreparer.reserved_words) == ddl.SQLITE_RESERVED_WORDS


def test_quoting_follows_sqlalchemys_rules() -> None:
    preparer = sqlite.dialect().identifier_preparer
    for name in ("key", "order", "name", "value", "Mixed", "2nd", "with space", 'a"b', "x_1"):
        assert ddl.quoted(name) == preparer.quote(name), name


def _typed(values: list[object]) -> list[tuple[type, object]]:
    return [(type(value), value) for value in values]


def test_every_parts_column_values_are_its_json_dump(real_source: CatalogSource) -> None:
    """Every row of the real catalog, of every kind: the values written are those of
    `spec.model_dump(mode="json")`, JSON text in the JSON columns, of the same Python types
    (so SQLite stores them alike)."""
    by_kind = part_rows(real_source.rows)
    assert set(by_kind) == set(PART_TYPES)
    specs_by_kind: dict[str, list] = {}
    for row in real_source.rows:
        specs_by_kind.setdefault(row.spec.kind, []).append(row.spec)
    for kind, (columns, rows) in by_kind.items():
        spec_type = PART_TYPES[kind]
        assert columns == tuple(spec_type.model_fields)
        assert len(rows) == len(specs_by_kind[kind])
        encoded = json_fields(spec_type)
        for spec, values in zip(specs_by_kind[kind], rows, strict=True):
            dumped = spec.model_dump(mode="json")
            expected = [to_json(dumped[name], inf_nan_mode="null").decode()
                        if name in encoded else dumped[name] for name in columns]
            assert _typed(list(values)) == _typed(expected), spec.id


@pytest.mark.parametrize("enabled", [True, False])
def test_the_collector_is_left_as_it_was_found(mini_db: Path, tmp_path: Path,
                                               enabled: bool) -> None:
    was = gc.isenabled()
    try:
        gc.enable() if enabled else gc.disable()
        build_catalog(mini_db, tmp_path / "c.sqlite")
        assert gc.isenabled() is enabled
    finally:
        gc.enable() if was else gc.disable()


def test_compiling_imports_no_sqlalchemy(mini_db: Path, tmp_path: Path) -> None:
    code = ("from pathlib import Path\n"
            "from configurator.catalog.shipped.compiled import build_catalog\n"
            f"build_catalog(Path({str(mini_db)!r}), Path({str(tmp_path / 'c.sqlite')!r}))")
    assert packages_imported(code, ("sqlalchemy", "sqlmodel")) == []
    assert (tmp_path / "c.sqlite").is_file()


FIRST_START = """
import sys
from configurator.catalog import open_catalog
catalog = open_catalog()
assert len(catalog) > 0
print(sorted(m for m in sys.modules if m.split(".")[0] in ("sqlalchemy", "sqlmodel")))
"""


@pytest.mark.process
def test_a_first_start_imports_no_sqlalchemy(mini_db: Path, data_dir: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    """An empty data folder: the catalog compiled, the user database made, neither through
    SQLAlchemy (0.7 and 0.6 s of CPU before the window shows)."""
    monkeypatch.setenv(paths.ENV_DB_DIR, str(mini_db))
    result = subprocess.run([sys.executable, "-c", FIRST_START], cwd=ROOT, capture_output=True,
                            text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"
    assert {path.name for path in data_dir.iterdir()} >= {"catalog.sqlite", "user.sqlite"}
