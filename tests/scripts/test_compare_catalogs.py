"""scripts/compare_catalogs.py: two compiles of the same sources are the same; a changed value
or the same rows in another order are told apart."""

from __future__ import annotations

import io
import shutil
import sqlite3
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "scripts"))

import compare_catalogs  # noqa: E402

from configurator.catalog.shipped.compiled import build_catalog  # noqa: E402


def _compiled(tmp_path: Path) -> tuple[Path, Path]:
    """Two compiles of a small catalog: the shipped NVLink bridges alone."""
    source = tmp_path / "db"
    source.mkdir()
    for name in ("catalog.json", "bridges.csv"):
        shutil.copyfile(ROOT / "db" / name, source / name)
    first = build_catalog(source, tmp_path / "a.sqlite")
    second = build_catalog(source, tmp_path / "b.sqlite")
    return first, second


def _change(path: Path, sql: str) -> None:
    connection = sqlite3.connect(path)
    with connection:
        connection.execute(sql)
    connection.close()


def test_two_compiles_of_the_same_sources_are_the_same(tmp_path: Path) -> None:
    first, second = _compiled(tmp_path)
    out = io.StringIO()
    assert compare_catalogs.compare(first, second, out)
    assert out.getvalue().rstrip().endswith("THE SAME")
    assert compare_catalogs.main([str(first), str(second)]) == 0


def test_a_changed_value_is_told(tmp_path: Path) -> None:
    first, second = _compiled(tmp_path)
    changed = tmp_path / "changed.sqlite"
    shutil.copyfile(second, changed)
    _change(changed, "UPDATE catalog_listing SET name = name || ' ' WHERE rowid = 1")
    assert not compare_catalogs.compare(first, changed, io.StringIO())


def test_the_same_rows_in_another_order_are_told(tmp_path: Path) -> None:
    """`SELECT *` reads rows in rowid order, which is the catalog's order of parts."""
    first, second = _compiled(tmp_path)
    connection = sqlite3.connect(second)
    with connection:
        key, value = connection.execute("SELECT key, value FROM catalog_meta "
                                        "ORDER BY rowid LIMIT 1").fetchone()
        connection.execute("DELETE FROM catalog_meta WHERE key = ?", (key,))
        connection.execute("INSERT INTO catalog_meta (key, value) VALUES (?, ?)", (key, value))
    connection.close()
    out = io.StringIO()
    assert not compare_catalogs.compare(first, second, out)
    assert "catalog_meta: rows differ" in out.getvalue()
    assert compare_catalogs.main([str(first), str(second)]) == 1


def test_a_value_of_another_storage_type_is_told(tmp_path: Path) -> None:
    """5 and 5.0 are equal in Python; stored, one is an integer and one a real."""
    for name, value in (("int.sqlite", 5), ("real.sqlite", 5.0)):
        _change(tmp_path / name, "CREATE TABLE t (x)")
        _change(tmp_path / name, f"INSERT INTO t (x) VALUES ({value!r})")
    out = io.StringIO()
    assert not compare_catalogs.compare(tmp_path / "int.sqlite", tmp_path / "real.sqlite", out)
    assert "t: rows differ" in out.getvalue()
