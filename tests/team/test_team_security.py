"""A member of parts_writers may change parts and prices, and nothing more (issue 29, F1).

The escalation below is the reliability round's reproducer (team-escalation.sql of the
third attack, copied here): in one session a writer shadows `team_removal` with a
temporary table whose trigger would run as whoever inserts into it, then deletes a part.
Schema version 2's SECURITY DEFINER removal trigger searched the session's temporary schema
first, so the writer's trigger ran as the schema's owner: it created a table and granted
the readers write access, and the removal was not recorded. Version 3 pins `pg_temp` last and
names every table with its schema.
"""

from __future__ import annotations

import psycopg
import pytest
from pg_fixtures import (
    ALICE,
    OWNER,
    READERS,
    TeamDatabase,
    change_as,
    init_schema,
    lab_card,
    run_cli,
)

from configurator.catalog.stores.interface import StoreChange

ESCALATION_SQL = """
CREATE TEMP TABLE team_removal (table_name varchar, key varchar, removed_by varchar,
                                removed_at timestamptz, PRIMARY KEY (table_name, key));
GRANT ALL ON pg_temp.team_removal TO PUBLIC;
CREATE FUNCTION pg_temp.as_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE 'CREATE TABLE public.proof_of_owner_rights(who text, at timestamptz)';
  EXECUTE 'INSERT INTO public.proof_of_owner_rights VALUES (current_user || '' via '' || session_user, now())';
  EXECUTE 'GRANT INSERT, UPDATE, DELETE ON public.custom_part, public.price_override TO parts_readers';
  RETURN NEW;
END $$;
CREATE TRIGGER t BEFORE INSERT ON pg_temp.team_removal FOR EACH ROW EXECUTE FUNCTION pg_temp.as_owner();
DELETE FROM custom_part WHERE id = 'escalation-bait';
"""


def _bait(team: TeamDatabase) -> None:
    change_as(team, ALICE, StoreChange(put_parts=(lab_card("Bait", "escalation-bait"),)))


def _escalate(team: TeamDatabase) -> None:
    with psycopg.connect(team.url(ALICE)) as connection:
        connection.execute(ESCALATION_SQL)


def _owner_rights_were_not_taken(team: TeamDatabase) -> None:
    assert team.admin("SELECT to_regclass('public.proof_of_owner_rights')") == [(None,)]
    assert team.admin(
        f"SELECT has_table_privilege('{READERS}', 'public.custom_part', 'INSERT'), "
        f"has_table_privilege('{READERS}', 'public.price_override', 'UPDATE')") == [
        (False, False)]
    # The removal is recorded where every member reads it, by the member who made it.
    assert team.admin("SELECT table_name, removed_by FROM public.team_removal "
                      "WHERE key = 'escalation-bait'") == [("custom_part", ALICE)]


def test_a_writer_cannot_run_sql_as_the_schema_owner(team_database: TeamDatabase) -> None:
    _bait(team_database)
    _escalate(team_database)
    _owner_rights_were_not_taken(team_database)


def test_team_init_upgrades_a_version_2_schema_so_the_escalation_fails(
        empty_team_database: TeamDatabase) -> None:
    team = empty_team_database
    init_schema(team.url(OWNER), "0002")
    team.grant()
    result = run_cli("team", "init", team.url(OWNER))
    assert result.returncode == 0, result.stderr
    assert "schema upgraded from version 2 to 4" in result.stdout
    _bait(team)
    _escalate(team)
    _owner_rights_were_not_taken(team)


def test_the_readme_set_up_leaves_writers_no_temporary_tables(
        team_database: TeamDatabase) -> None:
    """README "A team catalog" revokes TEMPORARY from PUBLIC: the shadow table is refused."""
    team_database.admin(f"REVOKE TEMPORARY ON DATABASE {team_database.dbname} FROM PUBLIC")
    _bait(team_database)
    with pytest.raises(psycopg.errors.InsufficientPrivilege):
        _escalate(team_database)
    assert team_database.admin("SELECT count(*) FROM custom_part") == [(1,)]


def test_the_removal_function_searches_pg_temp_last(team_database: TeamDatabase) -> None:
    rows = team_database.admin(
        "SELECT p.proname, p.prosecdef, p.proconfig FROM pg_proc p "
        "WHERE p.proname LIKE 'configurator_track_%' ORDER BY p.proname")
    assert rows == [("configurator_track_change", False, ["search_path=public, pg_temp"]),
                    ("configurator_track_removal", True, ["search_path=public, pg_temp"])]
    # Nobody but the owner may call them directly (a trigger needs no EXECUTE right).
    assert team_database.admin(
        f"SELECT has_function_privilege('{ALICE}', 'public.configurator_track_removal()', "
        "'EXECUTE')") == [(False,)]
