"""Compare two compiled catalogs (or any two SQLite files) table by table, row by row.

    .venv/bin/python scripts/compare_catalogs.py BEFORE.sqlite AFTER.sqlite

For a change to how the catalog is compiled (`configurator.catalog.shipped.builder`) that
must not change what it writes: compile db/ before and after it, then compare. Compared:
the schema (`sqlite_master`: every table and index, its page and its CREATE text), and in
each table every row with its rowid (the order `SELECT *` reads them in) and each value's
SQLite storage type (an integer 5 and a real 5.0 differ). Prints a line per table; exits 0
when the two are the same, 1 when not (naming the first differing rows).
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
from pathlib import Path


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def dump(path: Path) -> tuple[list[tuple], dict[str, tuple[list[str], list[tuple]]]]:
    """(the schema rows, each table's (columns, rows as (values, storage types)))."""
    connection = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro", uri=True)
    try:
        schema = connection.execute("SELECT type, name, tbl_name, rootpage, sql "
                                    "FROM sqlite_master ORDER BY rowid").fetchall()
        tables: dict[str, tuple[list[str], list[tuple]]] = {}
        names = connection.execute("SELECT name FROM sqlite_master WHERE type = 'table'")
        for (name,) in names.fetchall():
            columns = [row[1] for row in connection.execute(
                f"PRAGMA table_info({_quoted(name)})")]
            types = ", ".join(f"typeof({_quoted(column)})" for column in columns)
            rows = connection.execute(
                f"SELECT rowid, *, {types} FROM {_quoted(name)} ORDER BY rowid").fetchall()
            tables[name] = (columns, rows)
    finally:
        connection.close()
    return schema, tables


def compare(before: Path, after: Path, out: object = sys.stdout) -> bool:
    """Print how the two files compare; True when they hold the same."""
    schema_a, tables_a = dump(before)
    schema_b, tables_b = dump(after)
    same = True
    if schema_a != schema_b:
        same = False
        print("schema differs:", file=out)
        for row_a, row_b in zip(schema_a, schema_b, strict=False):
            if row_a != row_b:
                print(f"  before {row_a!r}\n  after  {row_b!r}", file=out)
                break
    for name in sorted(tables_a.keys() | tables_b.keys()):
        if name not in tables_a or name not in tables_b:
            same = False
            print(f"{name}: only in {'after' if name in tables_b else 'before'}", file=out)
            continue
        (columns_a, rows_a), (columns_b, rows_b) = tables_a[name], tables_b[name]
        if columns_a != columns_b:
            same = False
            print(f"{name}: columns differ: {columns_a} / {columns_b}", file=out)
        elif rows_a != rows_b:
            same = False
            first = next(((a, b) for a, b in zip(rows_a, rows_b, strict=False) if a != b),
                         None)
            print(f"{name}: rows differ ({len(rows_a)} / {len(rows_b)}); first: {first!r}",
                  file=out)
        else:
            print(f"{name}: {len(rows_a)} rows the same (values and storage types)", file=out)
    print("THE SAME" if same else "DIFFERENT", file=out)
    return same


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", type=Path)
    parser.add_argument("after", type=Path)
    args = parser.parse_args(argv)
    return 0 if compare(args.before, args.after) else 1


if __name__ == "__main__":
    sys.exit(main())
