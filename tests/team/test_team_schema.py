"""The team catalog's schema: Alembic migrations shipped in the package, the user database's
own tables, `team init` idempotent, and an upgrade from the previous version."""

from __future__ import annotations

import pytest
from pg_fixtures import ALICE, CAROL, OWNER, TeamDatabase, init_schema

from configurator.catalog.stores.team.connection import TEAM_SCHEMA_REVISION
from configurator.catalog.stores.team.schema import MIGRATIONS_DIR, head_revision
from configurator.catalog.stores.user.tables import USER_TABLES

TRACKING = {"version", "changed_by", "changed_at"}


def _columns(team: TeamDatabase) -> dict[str, set[str]]:
    rows = team.admin("SELECT table_name, column_name FROM information_schema.columns "
                      "WHERE table_schema = 'public'")
    columns: dict[str, set[str]] = {}
    for table, column in rows:
        columns.setdefault(table, set()).add(column)
    return columns


def test_the_application_reads_the_newest_shipped_schema() -> None:
    assert head_revision() == TEAM_SCHEMA_REVISION
    assert sorted(p.name for p in (MIGRATIONS_DIR / "versions").glob("*.py")) == [
        "0001_parts_and_prices.py", "0002_change_tracking.py",
        "0003_pinned_path_and_checks.py", "0004_stock.py"]


def test_the_team_tables_are_the_user_database_tables_plus_who_and_when(
        team_database: TeamDatabase) -> None:
    columns = _columns(team_database)
    # The lab's stock (issue 27) is shared as parts and prices are (migration 0004).
    shared = USER_TABLES
    for table in shared:
        expected = {column.name for column in table.columns}
        if table.name in ("custom_part", "price_override", "stock"):
            expected |= TRACKING
        assert columns[table.name] == expected, table.name
    assert set(columns) == {*(t.name for t in shared), "team_schema_version",
                            "team_removal"}


def test_init_twice_changes_nothing(team_database: TeamDatabase) -> None:
    before = _columns(team_database)
    init_schema(team_database.url(OWNER))
    assert _columns(team_database) == before
    assert team_database.admin("SELECT version_num FROM team_schema_version") == [
        (TEAM_SCHEMA_REVISION,)]


def test_an_upgrade_from_the_previous_version_keeps_every_part_and_price(
        empty_team_database: TeamDatabase) -> None:
    team = empty_team_database
    init_schema(team.url(OWNER), "0001")
    team.admin("INSERT INTO custom_part (id, kind, spec_json, name, search_text) VALUES "
               "('old-card', 'gpu', '{\"kind\": \"gpu\"}', 'Old card', 'old card'); "
               "INSERT INTO price_override (part_id, price_usd, price_date) VALUES "
               "('tesla-t4', 1234.5, '2026-01')")
    init_schema(team.url(OWNER))
    assert team.admin("SELECT id, name, version, changed_by FROM custom_part") == [
        ("old-card", "Old card", 1, OWNER)]
    assert team.admin("SELECT part_id, price_usd, version FROM price_override") == [
        ("tesla-t4", 1234.5, 1)]
    team.grant()
    team.admin("UPDATE custom_part SET name = 'Renamed' WHERE id = 'old-card'")
    assert team.admin("SELECT version FROM custom_part") == [(2,)]


def test_members_cannot_forge_who_changed_a_row(team_database: TeamDatabase) -> None:
    import psycopg

    with psycopg.connect(team_database.url(ALICE)) as connection:
        connection.execute(
            "INSERT INTO custom_part (id, kind, spec_json, version, changed_by, changed_at) "
            "VALUES ('x', 'gpu', '{\"id\": \"x\", \"kind\": \"gpu\"}', 99, 'someone-else', "
            "'2000-01-01')")
    assert team_database.admin("SELECT version, changed_by, changed_at > '2020-01-01' "
                               "FROM custom_part") == [(1, ALICE, True)]


def test_init_by_a_member_who_may_not_create_tables_is_refused(
        empty_team_database: TeamDatabase) -> None:
    from sqlalchemy.exc import ProgrammingError

    empty_team_database.admin("REVOKE CREATE ON SCHEMA public FROM PUBLIC")
    with pytest.raises(ProgrammingError, match="permission denied"):
        init_schema(empty_team_database.url(CAROL))
