"""Version 4: the lab's stock (DESIGN.md section 8 rev. 3, `configurator stock`) in the team
catalog, "with the same privileges as parts and prices".

`stock` is the user database's table (configurator.catalog.stores.user.tables.StockRow) with
who-changed-when as version 2 gave parts and prices: `version`, `changed_by`, `changed_at`
set by the same trigger, removals recorded in `team_removal`, so that a change made from a
stale copy is refused with who changed the row and when. A quantity is held to what the
application checks (1 to 100,000, configurator.model.limits.STOCK_MIN / STOCK_MAX).

Privileges: every role holds on `stock` what it holds on `price_override` when the schema is
upgraded (an upgrade leaves the lab's members as they were: a writer of prices writes stock,
a reader reads it). A lab that grants afterwards names the three tables (README, "A team
catalog").

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-02
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

STOCK_MIN, STOCK_MAX = 1, 100_000  # configurator.model.limits, as this version had them

# What each role holds on price_override, held on stock too (aclexplode: grantee 0 is PUBLIC).
_COPY_GRANTS = """
    DO $$
    DECLARE granted record;
    BEGIN
        FOR granted IN
            SELECT acl.grantee, acl.privilege_type
            FROM pg_catalog.pg_class AS c, pg_catalog.aclexplode(c.relacl) AS acl
            WHERE c.oid = 'public.price_override'::regclass
              AND acl.privilege_type IN ('SELECT', 'INSERT', 'UPDATE', 'DELETE')
              AND acl.grantee <> c.relowner
        LOOP
            EXECUTE pg_catalog.format('GRANT %s ON public.stock TO %s', granted.privilege_type,
                -- regrole's text is the name quoted where it needs to be
                CASE WHEN granted.grantee = 0 THEN 'PUBLIC'
                     ELSE granted.grantee::regrole::text END);
        END LOOP;
    END $$"""


def upgrade() -> None:
    op.create_table(
        "stock",
        sa.Column("part_id", sa.String(), primary_key=True),
        sa.Column("qty", sa.Integer(), nullable=False),
        sa.Column("version", sa.Integer(), nullable=False, server_default="1"),
        sa.Column("changed_by", sa.String(), nullable=False,
                  server_default=sa.text("session_user")),
        sa.Column("changed_at", sa.DateTime(timezone=True), nullable=False,
                  server_default=sa.func.now()),
        sa.CheckConstraint(f"qty >= {STOCK_MIN} AND qty <= {STOCK_MAX}", name="stock_qty_range"),
        sa.CheckConstraint("length(part_id) <= 500", name="stock_part_id_length"),
    )
    op.execute("CREATE TRIGGER stock_track_change BEFORE INSERT OR UPDATE ON public.stock "
               "FOR EACH ROW EXECUTE FUNCTION public.configurator_track_change()")
    op.execute("CREATE TRIGGER stock_track_removal AFTER DELETE ON public.stock FOR EACH ROW "
               "EXECUTE FUNCTION public.configurator_track_removal('part_id')")
    op.execute(_COPY_GRANTS)


def downgrade() -> None:
    op.drop_table("stock")  # its triggers go with it
