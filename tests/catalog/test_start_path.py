"""A start reads the compiled catalog and the user database without SQLAlchemy (issue 4: its
import alone costs several bare-window starts); SQLModel writes both. Nor does a start load
numpy or pyqtgraph: the plots and the cost analysis load them when first shown. The reader and the
SQLModel tables must agree on what each column holds."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

from sqlalchemy import JSON

from configurator.catalog import open_catalog
from configurator.catalog.compiled import build_catalog, load_catalog_parts
from configurator.catalog.schema import column_kind, json_fields, part_table_name
from configurator.catalog.tables import PART_TABLES
from configurator.catalog.user_db import EXPECTED_COLUMNS, UserDb
from configurator.catalog.user_tables import USER_TABLES
from configurator.model.parts import PART_TYPES, GpuSpec

# Everything a start of the window does with the data: open the catalog (the compiled file
# current, the user database present) and import the window's modules.
START = """
import sys
from configurator.catalog import open_catalog
import configurator.cli, configurator.ui.app, configurator.ui.main_window
catalog = open_catalog()
assert len(catalog) > 100, len(catalog)
assert catalog.get("my-start-card") is not None, "custom part not read"
heavy = ("sqlalchemy", "sqlmodel", "numpy", "pyqtgraph")
print(sorted(name for name in sys.modules if name.split(".")[0] in heavy))
"""


def _card() -> GpuSpec:
    return GpuSpec(id="my-start-card", name="My card", model="GeForce RTX 2080 Ti",
                   fp32_gflops=14000, memory_gb=11, tdp_w=250, length_mm=300)


def test_a_start_with_a_current_catalog_imports_no_sqlalchemy_nor_numpy(data_dir: Path) -> None:
    catalog = open_catalog()  # compiles the catalog and creates the user database
    catalog.add_custom_part(_card())
    catalog.set_price("tesla-t4", 1234)
    catalog.close()
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", START], env=env, capture_output=True,
                            text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip() == "[]"


def test_the_reader_decodes_exactly_the_json_columns_of_the_tables() -> None:
    for kind, row_type in PART_TABLES.items():
        assert row_type.__tablename__ == part_table_name(kind)
        spec_type = PART_TYPES[kind]
        json_columns = {column.name for column in row_type.__table__.columns
                        if isinstance(column.type, JSON)}
        assert json_columns == json_fields(spec_type), kind
        assert set(row_type.__table__.columns.keys()) == set(spec_type.model_fields)
    assert column_kind(list[str]) == "json" and column_kind(int | None) == "derived"


def test_the_user_db_reader_knows_the_columns_of_its_tables() -> None:
    assert {table.name: [column.name for column in table.columns]
            for table in USER_TABLES} == EXPECTED_COLUMNS


def test_a_json_column_that_does_not_parse_gets_the_catalog_rebuilt(
    mini_db: Path, data_dir: Path
) -> None:
    open_catalog(mini_db).close()
    (db_path,) = data_dir.rglob("catalog.sqlite")
    connection = sqlite3.connect(db_path)
    connection.execute("UPDATE motherboard_part SET pcie_slots = '[{\"id\": '")
    connection.commit()
    connection.close()
    try:
        load_catalog_parts(db_path)
    except ValueError:
        pass
    else:
        raise AssertionError("a broken JSON column was read")
    catalog = open_catalog(mini_db)
    assert catalog.get("asus-x99-e-ws").pcie_slots, "not rebuilt"
    assert catalog.notices == []
    catalog.close()


def test_reads_in_memory_see_the_writes() -> None:
    db = UserDb(None)
    assert db.custom_parts() == [] and db.price_overrides() == {}
    db.save_custom_part(_card())
    db.set_price("tesla-t4", 99.5, "2026-11")
    assert [part.id for part in db.custom_parts()] == ["my-start-card"]
    assert db.price_overrides() == {"tesla-t4": (99.5, "2026-11")}
    assert db.delete_custom_part("my-start-card") is True
    assert db.delete_custom_part("my-start-card") is False
    db.close()


def test_a_build_writes_json_the_reader_takes(mini_db: Path, tmp_path: Path) -> None:
    db_path = build_catalog(mini_db, tmp_path / "c.sqlite")
    connection = sqlite3.connect(db_path)
    (slots,) = connection.execute(
        "SELECT pcie_slots FROM motherboard_part WHERE id = 'asus-x99-e-ws'").fetchone()
    connection.close()
    assert json.loads(slots)[0]["id"]
