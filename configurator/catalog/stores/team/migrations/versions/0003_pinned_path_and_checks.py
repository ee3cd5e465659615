"""Version 3: the removal record safe from members' temporary tables, and the rows held to
the limits the application checks (docs/architecture.md, "The team catalog").

1. `configurator_track_removal()` runs with its owner's rights (SECURITY DEFINER), so that
   members record a removal without any privilege on `team_removal`. Version 2 pinned its
   search path as `"$user", public`, without `pg_temp`; PostgreSQL then searches a session's
   temporary schema *first*, so any member could shadow `team_removal` with a temporary table
   whose trigger ran as the schema's owner. PostgreSQL's manual ("Writing SECURITY DEFINER
   Functions Safely") asks for `pg_temp` last and schema-qualified names: both functions are
   made again so, and only the owner may call them (a trigger needs no EXECUTE right).
2. CHECK constraints for what the application checks of a row: a price from 0 to 1,000,000
   USD (so never NaN or Infinity), a date of YYYY, YYYY-MM or YYYY-MM-DD, an http(s) source;
   a part's spec a JSON object whose `id` and `kind` are the row's, an id shaped as a slug,
   a name of at most 500 characters. The spec's own fields are too many for SQL: the
   application checks them on every read and lists a part that fails as damaged. The
   constraints are NOT VALID: rows an older version let in stay readable (and are listed as
   damaged where they fail), while every new or changed row must meet them.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02
"""

from __future__ import annotations

from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

TRACKED = ("custom_part", "price_override")

_TRACK_CHANGE = """
    CREATE OR REPLACE FUNCTION public.configurator_track_change() RETURNS trigger
    LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
    BEGIN
        IF TG_OP = 'UPDATE' THEN
            NEW.version := OLD.version + 1;
        ELSE
            NEW.version := 1;
        END IF;
        NEW.changed_by := session_user;
        NEW.changed_at := pg_catalog.now();
        RETURN NEW;
    END $$"""

_TRACK_REMOVAL = """
    CREATE OR REPLACE FUNCTION public.configurator_track_removal() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
    BEGIN
        INSERT INTO public.team_removal (table_name, key, removed_by, removed_at)
        VALUES (TG_TABLE_NAME, pg_catalog.to_jsonb(OLD) ->> TG_ARGV[0], session_user,
                pg_catalog.now())
        ON CONFLICT (table_name, key) DO UPDATE
            SET removed_by = EXCLUDED.removed_by, removed_at = EXCLUDED.removed_at;
        RETURN OLD;
    END $$"""

# ISO 8601 at a quote's precision, and an http(s) address (configurator.catalog.checks).
_DATE = r"^[0-9]{4}(-[0-9]{2}(-[0-9]{2})?)?$"
_URL = r"^[hH][tT][tT][pP][sS]?://[^[:space:]/?#]+[^[:space:]]*$"
_SLUG = r"^[a-z0-9]+(-[a-z0-9]+)*$"

CHECKS = {
    "price_override": {
        "price_override_price_usd_range":
            "price_usd >= 0 AND price_usd <= 1000000",  # NaN sorts above every number
        "price_override_price_date_iso": f"price_date IS NULL OR price_date ~ '{_DATE}'",
        "price_override_source_url_http":
            f"source_url IS NULL OR (length(source_url) <= 500 AND source_url ~ '{_URL}')",
    },
    "custom_part": {
        "custom_part_id_slug": f"id ~ '{_SLUG}' AND length(id) <= 500",
        "custom_part_name_length": "name IS NULL OR length(name) <= 500",
        # A spec that is not JSON fails the cast: the row is refused all the same.
        "custom_part_spec_matches_row":
            "jsonb_typeof(spec_json::jsonb) = 'object' "
            "AND spec_json::jsonb ->> 'id' = id AND spec_json::jsonb ->> 'kind' = kind",
    },
}


def upgrade() -> None:
    op.execute(_TRACK_CHANGE)
    op.execute(_TRACK_REMOVAL)
    for function in ("configurator_track_change", "configurator_track_removal"):
        op.execute(f"REVOKE ALL ON FUNCTION public.{function}() FROM PUBLIC")
    for table, checks in CHECKS.items():
        for name, condition in checks.items():
            op.execute(f"ALTER TABLE public.{table} ADD CONSTRAINT {name} "
                       f"CHECK ({condition}) NOT VALID")


def downgrade() -> None:
    for table, checks in CHECKS.items():
        for name in checks:
            op.execute(f"ALTER TABLE public.{table} DROP CONSTRAINT {name}")
    # Version 2's functions as they were (with the search path this version fixes).
    op.execute(_TRACK_REMOVAL.replace("SET search_path = public, pg_temp",
                                      "SET search_path FROM CURRENT"))
    op.execute(_TRACK_CHANGE.replace("SET search_path = public, pg_temp", ""))
