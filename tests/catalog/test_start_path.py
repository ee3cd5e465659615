"""A start reads the compiled catalog and the user database without SQLAlchemy (issue 4: its
import alone costs several bare-window starts); SQLModel writes both. Nor does a start load
numpy or pyqtgraph: the plots and the cost analysis load them when first shown. The reader and the
SQLModel tables must agree on what each column holds."""

from __future__ import annotations

import json
import os
import re
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest
from sqlalchemy import JSON

from configurator.catalog import open_catalog
from configurator.catalog.shipped.compiled import build_catalog, load_catalog_parts
from configurator.catalog.shipped.schema import column_kind, json_fields, part_table_name
from configurator.catalog.shipped.tables import PART_TABLES
from configurator.catalog.stores.interface import UserPrice, put_parts, remove_parts, set_prices
from configurator.catalog.stores.user.db import EXPECTED_COLUMNS, UserDb
from configurator.catalog.stores.user.tables import USER_TABLES
from configurator.model.parts import PART_TYPES, GpuSpec

# Everything a start of the window does with the data: open the catalog (the compiled file
# current, the user database present) and import the window's modules.
START = """
import sys
from configurator.catalog import open_catalog
import configurator.cli, configurator.ui.app, configurator.ui.window.main_window
catalog = open_catalog()
assert len(catalog) > 100, len(catalog)
assert catalog.get("my-start-card") is not None, "custom part not read"
heavy = ("sqlalchemy", "sqlmodel", "numpy", "pyqtgraph", "psycopg", "alembic")
print(sorted(name for name in sys.modules if name.split(".")[0] in heavy))
"""


def _card() -> GpuSpec:
    return GpuSpec(id="my-start-card", name="My card", model="GeForce RTX 2080 Ti",
                   fp32_gflops=14000, memory_gb=11, tdp_w=250, length_mm=300)


@pytest.mark.process
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


def test_reads_in_memory_see_the_writes() -> None:
    db = UserDb(None)
    assert db.list_parts() == [] and db.list_prices() == {}
    put_parts(db, [_card()])
    set_prices(db, [UserPrice("tesla-t4", 99.5, "2026-11")])
    assert [part.id for part in db.list_parts()] == ["my-start-card"]
    assert db.list_prices() == {"tesla-t4": UserPrice("tesla-t4", 99.5, "2026-11")}
    assert db.get_part("my-start-card") == _card() and db.part_count() == 1
    assert [row.id for row in db.listing()] == ["my-start-card"]
    remove_parts(db, ["my-start-card"])
    assert db.list_parts() == [] and db.get_part("my-start-card") is None
    db.close()


def test_a_build_writes_json_the_reader_takes(mini_db: Path, tmp_path: Path) -> None:
    db_path = build_catalog(mini_db, tmp_path / "c.sqlite")
    connection = sqlite3.connect(db_path)
    (slots,) = connection.execute(
        "SELECT pcie_slots FROM motherboard_part WHERE id = 'asus-x99-e-ws'").fetchone()
    connection.close()
    assert json.loads(slots)[0]["id"]


WINDOW_START = """
import sys
from PySide6.QtCore import QSettings
from configurator.catalog import open_catalog
from configurator.model.build import Build
from configurator.model.parts import PART_TYPES
from configurator.ui.app import create_application, create_main_window
app = create_application()
catalog = open_catalog()
window = create_main_window(catalog, QSettings(sys.argv[1], QSettings.Format.IniFormat),
                            None)
window.show()
app.processEvents()
built = [cls.__name__ for cls in (*PART_TYPES.values(), Build) if cls.__pydantic_complete__]
print(built, window.document.build.outlet)
window.document.undo_stack.setClean()
window.close()
"""


@pytest.mark.process
def test_a_start_builds_no_pydantic_schema(data_dir: Path, tmp_path: Path) -> None:
    """pydantic builds a model's schema when it first validates one; the start validates
    nothing (the compiled catalog is read by part_from_row, the blank build is made)."""
    open_catalog().close()  # compiled before: a rebuild validates every part, of course
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    result = subprocess.run([sys.executable, "-c", WINDOW_START, str(tmp_path / "s.ini")],
                            env=env, capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split()[:1] == ["[]"], result.stdout


def test_parts_read_from_the_compiled_file_are_those_validated(tmp_path: Path) -> None:
    """Same values, same types (a boolean stays a boolean, not SQLite's 1), same JSON: a build
    saved with them re-reads under the build file's strict validation."""
    from configurator.catalog.shipped.source import load_sources
    from configurator.model.build import Build
    from configurator.model.buildfile import read_build, resolve, write_build

    from .sources import REAL_DB

    db_path = build_catalog(REAL_DB, tmp_path / "c.sqlite")
    _, stored = load_catalog_parts(db_path)
    validated = {part.id: part for part in load_sources(REAL_DB).parts}
    for part in stored:
        assert part == validated[part.id]
        assert part.model_dump(mode="json") == validated[part.id].model_dump(mode="json")
        for name, value in part:
            assert type(value) is type(getattr(validated[part.id], name)), (part.id, name)
    by_id = {part.id: part for part in stored}
    gpus = [p for p in stored if p.kind == "gpu" and p.nvlink][:1]
    boards = [p for p in stored if p.kind == "motherboard" and p.pcie_slots][:1]
    build = Build(motherboard=boards[0].id,
                  gpus=[{"part": gpus[0].id, "slot": boards[0].pcie_slots[0].id}])
    path = tmp_path / "b.gwb.json"
    write_build(path, resolve(build, by_id).resolved, "test")
    reread = read_build(path, None)  # every part from the file's own snapshot
    assert reread.resolved.gpus[0].spec == validated[gpus[0].id]


@pytest.mark.parametrize(("damage", "complaint"), [
    ("UPDATE motherboard_part SET pcie_slots = '[{\"id\": '", "Expecting"),
    ("UPDATE cpu_part SET cores = 'many'", "'many' is not a int"),
    ("UPDATE gpu_part SET nvlink = 2", "2 is not a bool"),
    ("UPDATE motherboard_part SET pcie_slots = '[{\"id\": \"S1\", \"colour\": 1}]'",
     "unknown field(s) colour"),
], ids=["json-does-not-parse", "text-in-a-number", "not-a-boolean", "unknown-nested-key"])
def test_a_row_this_version_did_not_write_gets_the_catalog_rebuilt(
    mini_db: Path, data_dir: Path, damage: str, complaint: str
) -> None:
    open_catalog(mini_db).close()
    (db_path,) = data_dir.rglob("catalog.sqlite")
    connection = sqlite3.connect(db_path)
    connection.execute(damage)
    connection.commit()
    connection.close()
    with pytest.raises(ValueError, match=re.escape(complaint)):
        load_catalog_parts(db_path)
    catalog = open_catalog(mini_db)
    assert catalog.get("asus-x99-e-ws").pcie_slots[0].id != "S1"
    assert all(isinstance(cpu.cores, int) for cpu in catalog.parts("cpu"))
    assert all(isinstance(gpu.nvlink, bool) for gpu in catalog.parts("gpu"))
    assert catalog.notices == []
    catalog.close()


COMMAND_MODULES = tuple(f"configurator.cli.{name}" for name in (
    "bom", "catalog", "complete", "cost", "parts", "plot", "price", "validate"))


@pytest.mark.process
def test_the_window_start_imports_no_command_module() -> None:
    """`configurator-gui` imports configurator.cli (its options); the modules of the other
    commands are imported when a command line is read."""
    code = ("import sys, configurator.cli, configurator.ui.app\n"
            f"print(sorted(m for m in sys.modules if m in {COMMAND_MODULES!r}))\n"
            "configurator.cli.commands()\n"
            f"print(sorted(m for m in sys.modules if m in {COMMAND_MODULES!r}))\n")
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                            text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["[]", str(sorted(COMMAND_MODULES))]
