"""`configurator team init|status|push` and `--team-db`, run as a user runs them (a separate
process, a password only in libpq's PGPASSFILE)."""

from __future__ import annotations

import json
from pathlib import Path

from pg_fixtures import ALICE, CAROL, OWNER, TeamDatabase, lab_card, run_cli

from configurator.catalog.stores.interface import StoreChange, UserPrice
from configurator.catalog.stores.user.db import UserDb
from configurator.model.parts import GpuSpec


def test_init_creates_then_finds_the_schema_current(empty_team_database: TeamDatabase) -> None:
    url = empty_team_database.url(OWNER)
    first = run_cli("team", "init", url)
    assert first.returncode == 0, first.stderr
    assert "schema created (version 4)" in first.stdout
    again = run_cli("team", "init", url)
    assert again.returncode == 0 and "version 4 already; nothing to do" in again.stdout


def test_init_upgrades_the_previous_version(empty_team_database: TeamDatabase) -> None:
    from pg_fixtures import init_schema

    init_schema(empty_team_database.url(OWNER), "0001")
    result = run_cli("team", "init", empty_team_database.url(OWNER))
    assert result.returncode == 0, result.stderr
    assert "schema upgraded from version 1 to 4" in result.stdout


def test_status_says_where_what_and_whether_you_may_write(team_database: TeamDatabase) -> None:
    team_database.admin("INSERT INTO custom_part (id, kind, spec_json) VALUES ('a', 'gpu', "
                        "'{\"id\": \"a\", \"kind\": \"gpu\"}'); INSERT INTO "
                        "price_override (part_id, price_usd) VALUES ('a', 1), ('b', 2)")
    writer = run_cli("--team-db", team_database.url(ALICE), "team", "status")
    assert writer.returncode == 0, writer.stderr
    assert f"Team catalog: {team_database.url(ALICE)} (PostgreSQL 1" in writer.stdout
    assert "Schema version: 4" in writer.stdout
    assert "Parts: 1, prices: 2, parts in stock: 0" in writer.stdout
    assert "alice may change parts and prices" in writer.stdout
    reader = run_cli("team", "status", "--format", "json",
                 env={"CONFIGURATOR_TEAM_DB": team_database.url(CAROL)})
    assert reader.returncode == 0, reader.stderr
    status = json.loads(reader.stdout)
    assert (status["user"], status["writable"], status["parts"], status["prices"],
            status["schema_version"], status["schema_current"]) == ("carol", False, 1, 2,
                                                                    4, True)


def test_status_of_a_database_without_the_schema_exits_2(
        empty_team_database: TeamDatabase) -> None:
    result = run_cli("--team-db", empty_team_database.url(ALICE), "team", "status")
    assert result.returncode == 2
    assert "team init" in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_a_team_command_without_a_team_catalog_exits_2_in_one_line() -> None:
    result = run_cli("team", "status")
    assert result.returncode == 2
    assert result.stderr.strip().splitlines() == [
        "configurator: no team catalog is set: give --team-db URL, set CONFIGURATOR_TEAM_DB, "
        "or choose one in Preferences > Team catalog"]


def test_a_server_that_is_down_exits_2_in_one_line() -> None:
    from pg_cluster import free_port

    result = run_cli("--team-db", f"postgresql://alice@127.0.0.1:{free_port()}/parts", "team",
                 "status")
    assert result.returncode == 2
    (line,) = result.stderr.strip().splitlines()
    assert "cannot be reached within 3 s" in line and "Traceback" not in result.stderr


def test_a_password_in_the_url_exits_2_and_is_not_echoed() -> None:
    result = run_cli("team", "init", "postgresql://alice:hunter2@127.0.0.1/parts")
    assert result.returncode == 2 and "hunter2" not in result.stderr + result.stdout
    assert "must not hold a password" in result.stderr


def _local(data_dir: Path, *parts: GpuSpec, prices: tuple[UserPrice, ...] = ()) -> None:
    db = UserDb(data_dir / "user.sqlite")
    db.apply(StoreChange(put_parts=parts, set_prices=prices))
    db.close()


def test_push_copies_the_local_parts_and_prices(team_database: TeamDatabase,
                                                data_dir: Path) -> None:
    _local(data_dir, lab_card(), prices=(UserPrice("tesla-t4", 1900.0, "2026-11"),))
    result = run_cli("--team-db", team_database.url(ALICE), "team", "push")
    assert result.returncode == 0, result.stderr
    assert "pushed 1 part(s), 1 price(s) and the stock of 0 part(s)" in result.stdout
    assert team_database.admin("SELECT id, changed_by FROM custom_part") == [
        ("lab-card", ALICE)]
    again = run_cli("--team-db", team_database.url(ALICE), "team", "push")
    assert again.returncode == 0 and "pushed 0 part(s), 0 price(s) and the stock of 0 part(s)" in again.stdout
    assert "(2 already there)" in again.stdout


def test_push_of_a_part_the_team_has_otherwise_needs_replace(team_database: TeamDatabase,
                                                             data_dir: Path) -> None:
    _local(data_dir, lab_card("Theirs"))
    assert run_cli("--team-db", team_database.url(ALICE), "team", "push").returncode == 0
    UserDb(data_dir / "user.sqlite").apply(StoreChange(put_parts=(lab_card("Mine"),)))
    refused = run_cli("--team-db", team_database.url(ALICE), "team", "push")
    assert refused.returncode == 2
    assert "'lab-card'" in refused.stderr and "--replace" in refused.stderr
    assert team_database.admin("SELECT name FROM custom_part") == [("Theirs",)]
    replaced = run_cli("--team-db", team_database.url(ALICE), "team", "push", "--replace")
    assert replaced.returncode == 0, replaced.stderr
    assert team_database.admin("SELECT name, version FROM custom_part") == [("Mine", 2)]


def test_push_by_a_read_only_member_exits_2_in_one_line(team_database: TeamDatabase,
                                                        data_dir: Path) -> None:
    _local(data_dir, lab_card())
    result = run_cli("--team-db", team_database.url(CAROL), "team", "push")
    assert result.returncode == 2
    (line,) = result.stderr.strip().splitlines()
    assert "read-only for carol" in line
    assert team_database.admin("SELECT count(*) FROM custom_part") == [(0,)]


def test_a_server_that_refuses_the_password_or_has_none_says_so_not_unreachable(
        team_database: TeamDatabase, tmp_path: Path) -> None:
    wrong = tmp_path / "wrong.pgpass"
    wrong.write_text(f"127.0.0.1:{team_database.cluster.port}:*:{ALICE}:not-her-password\n")
    wrong.chmod(0o600)
    refused = run_cli("--team-db", team_database.url(ALICE), "team", "status",
                  env={"PGPASSFILE": str(wrong)})
    assert refused.returncode == 2
    (line,) = refused.stderr.strip().splitlines()
    assert line.startswith("configurator: The team catalog alice@127.0.0.1:")
    assert line.endswith(f" refused the connection: password authentication failed for user "
                         f"\"{ALICE}\""), line
    empty = tmp_path / "empty.pgpass"
    empty.write_text("")
    empty.chmod(0o600)
    none = run_cli("--team-db", team_database.url(ALICE), "team", "status",
               env={"PGPASSFILE": str(empty)})
    assert none.returncode == 2
    (line,) = none.stderr.strip().splitlines()
    assert "asks for a password and none was found for alice: put it in ~/.pgpass" in line
