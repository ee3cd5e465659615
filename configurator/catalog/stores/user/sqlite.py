"""How the user database's file is opened: one busy timeout for every reader and writer.

Two instances of the application (or a command beside the window) share the file; a reader
or writer that finds it locked waits this long for the other's write to finish before it
gives up with "database is locked".
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

BUSY_TIMEOUT_S = 5.0


def connect(path: Path | str) -> sqlite3.Connection:
    """A connection to the user database at `path` that waits out another's write."""
    return sqlite3.connect(path, timeout=BUSY_TIMEOUT_S)
