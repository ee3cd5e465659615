"""A note that the user database passed the start's cell check, so an unchanged file is not
read through again at the next start.

The cell check (`user_db_repair.check_cells`) reads every cell: about half a second for
100,000 parts, more than all the rest of a start. A file that nobody has written since it
passed has nothing new to show, so the note beside it (`user.sqlite.checked`) records the
file as it was when it passed, or when this application last wrote it (our own writes pass
the checks of entry first). Anything else that writes it changes what the note records:
SQLite's file change counter (in the header, bumped by every committed write in rollback
journal mode), the size, the modification time, the file's identity (a copy or a restored
backup put in its place), and any write-ahead log or journal beside it. Then the next start
reads every cell again. A note that cannot be read or written costs only that time.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Iterable
from pathlib import Path

# Raised whenever the start check learns to find something new, so that files passed by an
# older check are read again once. 2: every part is checked as on entry (issue 29, F5); the
# ids of those that fail are noted, so that a start of an unchanged file lists them without
# reading every part again.
CHECK_VERSION = 2
_DAMAGED = "damaged_parts"
_HEADER_BYTES = 100  # SQLite's database header; the change counter is bytes 24-27


def stamp_path(path: Path) -> Path:
    return path.with_name(path.name + ".checked")


def file_state(path: Path) -> dict[str, object] | None:
    """What the note compares; None when the file cannot be read."""
    try:
        info = os.stat(path)
        with open(path, "rb") as handle:
            header = handle.read(_HEADER_BYTES)
    except OSError:
        return None
    state: dict[str, object] = {
        "check": CHECK_VERSION, "size": info.st_size, "mtime_ns": info.st_mtime_ns,
        "device": info.st_dev, "inode": info.st_ino,
        "change_counter": header[24:28].hex() if len(header) >= 28 else None,
    }
    for suffix in ("-wal", "-journal"):
        try:
            companion = os.stat(path.with_name(path.name + suffix))
        except OSError:
            continue
        state[suffix] = [companion.st_size, companion.st_mtime_ns]
    return state


def _note(path: Path) -> dict | None:
    try:
        noted = json.loads(stamp_path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return noted if isinstance(noted, dict) else None


def is_checked(path: Path) -> bool:
    """True when the note says the file passed the check and it has not changed since."""
    state = file_state(path)
    noted = _note(path)
    if state is None or noted is None:
        return False
    noted.pop(_DAMAGED, None)
    return noted == state


def noted_damage(path: Path) -> list[str]:
    """The ids of the parts the check found failing (call after is_checked is True)."""
    ids = (_note(path) or {}).get(_DAMAGED, [])
    return [i for i in ids if isinstance(i, str)] if isinstance(ids, list) else []


def mark_checked(path: Path, damaged_parts: Iterable[str] = ()) -> None:
    """Note the file as it is now (call only when it has been checked), with the ids of its
    parts that fail the checks of entry (kept in it, listed, not used)."""
    state = file_state(path)
    if state is None:
        return
    state[_DAMAGED] = sorted(damaged_parts)
    note = stamp_path(path)
    partial = note.with_name(note.name + ".partial")
    try:
        partial.write_text(json.dumps(state, allow_nan=False), encoding="utf-8")
        os.replace(partial, note)
    except OSError:
        with contextlib.suppress(OSError):
            partial.unlink(missing_ok=True)


def forget(path: Path) -> None:
    with contextlib.suppress(OSError):
        stamp_path(path).unlink(missing_ok=True)


__all__ = ["CHECK_VERSION", "file_state", "forget", "is_checked", "mark_checked",
           "noted_damage", "stamp_path"]
