"""Import a BuildCores OpenDB snapshot into the catalog source files of db/opendb/.

    .venv/bin/python scripts/import_opendb.py SNAPSHOT --commit SHA [--out db/opendb]
    .venv/bin/python scripts/import_opendb.py SNAPSHOT [--commit SHA] --check

SNAPSHOT is the archive as published (`buildcores-open-db-<short sha>.tar.xz`) or its
unpacked folder; SHA is the full commit it was taken at (each row's `source_url` points at
its file there; without --commit, the commit --out's README.md names: the same snapshot).
The files written are the same, byte for byte, for the same snapshot. `--check` writes
nothing and exits 1 when the files in --out differ from what the snapshot gives (CI runs it
where the snapshot is at hand). A summary per kind (rows, merged duplicates, dropped records
by reason, rows a curated row of db/ shadows) goes to stdout. db/README.md ("Parts imported
from BuildCores OpenDB") says what is mapped and what stays unknown.
"""

from __future__ import annotations

import argparse
import re
import sys
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # the configurator package, when run from a source tree

from opendb_import.build import MappingError, import_snapshot  # noqa: E402
from opendb_import.output import output_files, write_files  # noqa: E402
from opendb_import.snapshot import read_snapshot  # noqa: E402
from opendb_import.summary import summary_text  # noqa: E402

_COMMIT = re.compile(r"^[0-9a-f]{40}$")


def generate(snapshot_path: Path, commit: str) -> tuple[dict[str, str], dict]:
    snapshot = read_snapshot(snapshot_path)
    if snapshot.license_text is None:
        raise SystemExit(f"{snapshot_path}: no LICENSE.txt: the data cannot be shipped without "
                         "its licence")
    results = import_snapshot(snapshot, commit)
    return output_files(results, commit, snapshot.license_text), results


def named_commit(folder: Path) -> str | None:
    """The commit the README of an earlier import in `folder` names."""
    try:
        text = (folder / "README.md").read_text(encoding="utf-8")
    except OSError:
        return None
    match = re.search(r"at commit\s+`([0-9a-f]{40})`", text)
    return match.group(1) if match else None


def differing(files: dict[str, str], folder: Path) -> list[str]:
    names = {*files, *(path.name for path in folder.glob("*.csv"))}
    return sorted(name for name in names if not (folder / name).is_file()
                  or (folder / name).read_bytes() != files.get(name, "").encode("utf-8")
                  or name not in files)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("snapshot", type=Path, help="the OpenDB archive or its folder")
    parser.add_argument("--commit", help="the snapshot's full commit SHA (default: the one "
                        "the README.md in --out names)")
    parser.add_argument("--out", type=Path, default=ROOT / "db" / "opendb")
    parser.add_argument("--curated", type=Path, default=ROOT / "db",
                        help="the curated catalog whose rows shadow imported ones (summary)")
    parser.add_argument("--check", action="store_true",
                        help="write nothing; exit 1 if --out differs from the snapshot's")
    args = parser.parse_args(argv)
    if args.commit is None:
        args.commit = named_commit(args.out)
        if args.commit is None:
            parser.error(f"--commit is needed: {args.out / 'README.md'} names no commit")
    if not _COMMIT.match(args.commit):
        parser.error("--commit must be a full 40-character commit SHA in lowercase hex")
    try:
        files, results = generate(args.snapshot, args.commit)
    except (OSError, tarfile.TarError) as error:
        print(f"{args.snapshot}: cannot be read ({error})", file=sys.stderr)
        return 2
    except MappingError as error:
        print(f"a bug in the mapping: {error}", file=sys.stderr)
        return 3
    print(summary_text(results, args.curated), end="")
    if args.check:
        stale = differing(files, args.out)
        if stale:
            print(f"{args.out} differs from the snapshot's import: {', '.join(stale)}; run "
                  f"scripts/import_opendb.py to regenerate it", file=sys.stderr)
            return 1
        print(f"{args.out} is what the snapshot gives")
        return 0
    write_files(files, args.out)
    print(f"wrote {len(files)} files to {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
