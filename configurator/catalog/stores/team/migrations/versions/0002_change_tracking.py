"""Version 2: who changed a part or price, when, and its version (no lost update).

Every row of custom_part and price_override gets `version` (1 when made, one more at every
change), `changed_by` (the PostgreSQL role that made the change) and `changed_at`. A trigger
sets all three on the server, so no client can forget or forge them, and a write from a
stale copy (`... WHERE version = <the version the writer saw>`) changes nothing. Removed
rows leave who-and-when in `team_removal`, so that an edit of a part someone removed says
who removed it. Rows made before this version count as version 1, changed by the schema's
owner at the time of the upgrade.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

TRACKED = ("custom_part", "price_override")
KEYS = {"custom_part": "id", "price_override": "part_id"}


def upgrade() -> None:
    for table in TRACKED:
        op.add_column(table, sa.Column("version", sa.Integer(), nullable=False,
                                       server_default="1"))
        op.add_column(table, sa.Column("changed_by", sa.String(), nullable=False,
                                       server_default=sa.text("session_user")))
        op.add_column(table, sa.Column("changed_at", sa.DateTime(timezone=True),
                                       nullable=False, server_default=sa.func.now()))
    op.create_table(
        "team_removal",
        sa.Column("table_name", sa.String(), primary_key=True),
        sa.Column("key", sa.String(), primary_key=True),
        sa.Column("removed_by", sa.String(), nullable=False),
        sa.Column("removed_at", sa.DateTime(timezone=True), nullable=False),
    )
    op.execute("GRANT SELECT ON team_removal TO PUBLIC")
    op.execute("""
        CREATE FUNCTION configurator_track_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
            IF TG_OP = 'UPDATE' THEN
                NEW.version := OLD.version + 1;
            ELSE
                NEW.version := 1;
            END IF;
            NEW.changed_by := session_user;
            NEW.changed_at := now();
            RETURN NEW;
        END $$""")
    # SECURITY DEFINER: members write the record of a removal without any privilege on
    # team_removal itself; search_path pinned, as PostgreSQL's manual asks of such functions.
    op.execute("""
        CREATE FUNCTION configurator_track_removal() RETURNS trigger LANGUAGE plpgsql
        SECURITY DEFINER SET search_path FROM CURRENT AS $$
        BEGIN
            INSERT INTO team_removal (table_name, key, removed_by, removed_at)
            VALUES (TG_TABLE_NAME, to_jsonb(OLD) ->> TG_ARGV[0], session_user, now())
            ON CONFLICT (table_name, key) DO UPDATE
                SET removed_by = EXCLUDED.removed_by, removed_at = EXCLUDED.removed_at;
            RETURN OLD;
        END $$""")
    for table in TRACKED:
        op.execute(f"CREATE TRIGGER {table}_track_change BEFORE INSERT OR UPDATE ON {table} "
                   "FOR EACH ROW EXECUTE FUNCTION configurator_track_change()")
        # The trigger's argument names the table's key column.
        op.execute(f"CREATE TRIGGER {table}_track_removal AFTER DELETE ON {table} FOR EACH "
                   f"ROW EXECUTE FUNCTION configurator_track_removal('{KEYS[table]}')")


def downgrade() -> None:
    for table in TRACKED:
        op.execute(f"DROP TRIGGER {table}_track_change ON {table}")
        op.execute(f"DROP TRIGGER {table}_track_removal ON {table}")
        for column in ("changed_at", "changed_by", "version"):
            op.drop_column(table, column)
    op.execute("DROP FUNCTION configurator_track_removal()")
    op.execute("DROP FUNCTION configurator_track_change()")
    op.drop_table("team_removal")
