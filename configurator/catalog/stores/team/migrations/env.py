"""Alembic's entry for the team catalog's schema: run by `configurator.catalog.stores.team.schema`
on a connection it opened (never from an alembic.ini: there is no password to put in one).

Every upgrade takes a transaction-wide advisory lock first, so that two members running
`team init` at the same moment upgrade one after the other, and the second finds nothing
left to do."""

from __future__ import annotations

from alembic import context
from sqlalchemy import text

# Any fixed number: the lock's name among this database's advisory locks.
UPGRADE_LOCK = 0x6770_7763  # "gpwc"

connection = context.config.attributes["connection"]
context.configure(connection=connection, target_metadata=None,
                  version_table="team_schema_version")
with context.begin_transaction():
    connection.execute(text(f"SELECT pg_advisory_xact_lock({UPGRADE_LOCK})"))
    context.run_migrations()
