"""The user database's tables made in a new file without SQLAlchemy.

The first start makes the file at once (so that an unwritable folder is found then, not at the
first part the user adds), and importing SQLAlchemy and SQLModel for that was 0.6 s of CPU,
an eighth of the first start. The statements are the very text SQLAlchemy writes for the
SQLModel tables of `configurator.catalog.stores.user.tables` (the test
`tests/catalog/stores/user/test_create.py` compares the two, and the files they make); the
first write imports SQLAlchemy as before and finds the tables made.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import tempfile
from pathlib import Path

from configurator.catalog.stores.user.db_file import CREATE_ATTEMPTS, USER_SCHEMA_VERSION
from configurator.catalog.stores.user.sqlite import connect

# (name, statement) in the order SQLAlchemy's `create_all` makes them.
CREATE_STATEMENTS: tuple[tuple[str, str], ...] = (
    ("user_meta", '\nCREATE TABLE user_meta (\n\t"key" VARCHAR NOT NULL, \n\t'
                  'value VARCHAR NOT NULL, \n\tPRIMARY KEY ("key")\n)\n\n'),
    ("custom_part", "\nCREATE TABLE custom_part (\n\tid VARCHAR NOT NULL, \n\t"
                    "kind VARCHAR NOT NULL, \n\tspec_json TEXT NOT NULL, \n\tname VARCHAR, \n\t"
                    "search_text VARCHAR, \n\tPRIMARY KEY (id)\n)\n\n"),
    ("custom_part_listing", "CREATE INDEX custom_part_listing ON custom_part "
                            "(id, kind, name, search_text)"),
    ("price_override", "\nCREATE TABLE price_override (\n\tpart_id VARCHAR NOT NULL, \n\t"
                       "price_usd FLOAT NOT NULL, \n\tprice_date VARCHAR, \n\t"
                       "source_url VARCHAR, \n\tPRIMARY KEY (part_id)\n)\n\n"),
    ("stock", "\nCREATE TABLE stock (\n\tpart_id VARCHAR NOT NULL, \n\t"
              "qty INTEGER NOT NULL, \n\tPRIMARY KEY (part_id)\n)\n\n"),
)
_ADD_VERSION = ("INSERT INTO user_meta (\"key\", value) VALUES (?, ?) "
                "ON CONFLICT DO NOTHING")


def _create_once(path: Path) -> None:
    connection = connect(path)
    try:
        made = {name for (name,) in connection.execute("SELECT name FROM sqlite_master")}
        for name, statement in CREATE_STATEMENTS:
            if name not in made:
                connection.execute(statement)
        with connection:
            connection.execute(_ADD_VERSION, ("schema_version", str(USER_SCHEMA_VERSION)))
    finally:
        connection.close()


def create_user_tables(path: Path) -> None:
    """Make the tables and the schema version row the file at `path` lacks, as the SQLAlchemy
    writer does (`UserDb._writer`). A new file is made whole beside `path` and linked into
    place only if `path` is still absent: an instance starting at the same moment never sees a
    file half made (an empty file is a damage it would move aside, docs/architecture.md). Where
    another instance made it first, or the folder cannot hold links, the tables are made in
    place, each only when missing, the row only when absent, and a failed attempt is tried
    again (another instance may have made what this one could not). Raises sqlite3.Error when
    the file cannot be written."""
    path = Path(path)
    if path.is_symlink() and not path.exists():
        # A link whose file is gone (a synced or network folder not there now): SQLite would
        # start an empty database at its target, and the user's parts would vanish without
        # a word. Refused: the caller works in memory and says why.
        raise sqlite3.OperationalError(
            f"it is a link to {os.readlink(path)}, which does not exist")
    if not path.exists() and _made_whole_beside(path):
        return
    for attempt in range(1, CREATE_ATTEMPTS + 1):
        try:
            _create_once(path)
            return
        except sqlite3.Error:
            if attempt == CREATE_ATTEMPTS:
                raise


def _made_whole_beside(path: Path) -> bool:
    """True when a complete new file was put at `path`; False when something is there now
    (another instance's file) or this folder cannot do it so (no links, no room, not
    writable): the caller then makes what is missing in place and reports what fails."""
    try:
        handle, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".new", dir=path.parent)
    except OSError:
        return False
    os.close(handle)
    scratch = Path(name)
    try:
        _create_once(scratch)  # closed after: no journal left beside it
        # Fails if the name exists (another instance's whole file, or a link to nowhere):
        # never replaces anything; the caller then looks at what is there.
        os.link(scratch, path)
        return True
    except (OSError, sqlite3.Error):
        return False
    finally:
        with contextlib.suppress(OSError):
            scratch.unlink()


__all__ = ["CREATE_STATEMENTS", "create_user_tables"]
