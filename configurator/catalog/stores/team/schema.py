"""The team catalog's schema, versioned with Alembic migrations shipped in the package
(`configurator/catalog/stores/team/migrations/versions/`), so that `team init` creates a new
schema or upgrades an old one, any number of times, with the same result.

Only `team init` (and the tests) import this module: it brings SQLAlchemy and Alembic along,
which a member's everyday start does not need (reading the schema's version is one query,
`configurator.catalog.stores.team.db.schema_version`).
"""

from __future__ import annotations

from pathlib import Path

from alembic import command
from alembic.config import Config
from alembic.script import ScriptDirectory
from sqlalchemy import create_engine
from sqlalchemy.pool import NullPool

MIGRATIONS_DIR = Path(__file__).resolve().parent / "migrations"
VERSION_TABLE = "team_schema_version"  # env.py names the same table


def _config() -> Config:
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    return config


def head_revision() -> str:
    """The newest schema this version of the application knows ("0002")."""
    head = ScriptDirectory.from_config(_config()).get_current_head()
    assert head is not None, "no team catalog migrations are shipped"
    return head


def upgrade(connect, revision: str = "head") -> None:
    """Create or upgrade the schema to `revision` on the connection `connect()` makes (a
    psycopg connection: libpq's own URL and password places, and its connect timeout)."""
    engine = create_engine("postgresql+psycopg://", creator=connect, poolclass=NullPool)
    try:
        with engine.begin() as connection:
            config = _config()
            config.attributes["connection"] = connection
            command.upgrade(config, revision)
    finally:
        engine.dispose()


__all__ = ["MIGRATIONS_DIR", "VERSION_TABLE", "head_revision", "upgrade"]
