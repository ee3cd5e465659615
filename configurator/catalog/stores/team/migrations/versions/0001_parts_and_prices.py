"""Version 1: the user database's tables (configurator.catalog.stores.user.tables) on the server.

Revision ID: 0001
Revises:
Create Date: 2026-12-01
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "user_meta",
        sa.Column("key", sa.String(), primary_key=True),
        sa.Column("value", sa.String(), nullable=False),
    )
    op.create_table(
        "custom_part",
        sa.Column("id", sa.String(), primary_key=True),
        sa.Column("kind", sa.String(), nullable=False),
        sa.Column("spec_json", sa.Text(), nullable=False),
        sa.Column("name", sa.String(), nullable=True),
        sa.Column("search_text", sa.String(), nullable=True),
    )
    op.create_index("custom_part_listing", "custom_part", ["id", "kind", "name", "search_text"])
    op.create_table(
        "price_override",
        sa.Column("part_id", sa.String(), primary_key=True),
        sa.Column("price_usd", sa.Float(), nullable=False),
        sa.Column("price_date", sa.String(), nullable=True),
        sa.Column("source_url", sa.String(), nullable=True),
    )
    # Every member reads which schema this is (and so whether their version can use it);
    # the parts themselves are granted by the lab (README: "A team catalog").
    op.execute("GRANT SELECT ON team_schema_version TO PUBLIC")


def downgrade() -> None:
    op.drop_table("price_override")
    op.drop_index("custom_part_listing", table_name="custom_part")
    op.drop_table("custom_part")
    op.drop_table("user_meta")
