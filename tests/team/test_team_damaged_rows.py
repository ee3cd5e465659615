"""Rows of the team catalog that fail the application's checks (issue 29, F6; the third
reliability round's team-poison.sh): schema version 3's CHECK constraints refuse them, and
rows that got in before (the constraints are NOT VALID: old rows stay) are checked on every
read as on entry: listed as damaged, never used, never a traceback, and the offline copy is
still written. Also F9 for the team: `parts add` of a team part's id needs --replace."""

from __future__ import annotations

import json
from pathlib import Path

import psycopg
import pytest
from pg_fixtures import ALICE, BOB, OWNER, TeamDatabase, init_schema, run_cli

from configurator.catalog.stores.team.local_copy import copy_path, read_copy

ROOT = Path(__file__).parents[2]
POISON_SQL = """
INSERT INTO custom_part(id, kind, spec_json, name, search_text)
    VALUES ('poison-json', 'gpu', '{bad json', 'Poison', 'poison');
INSERT INTO price_override(part_id, price_usd) VALUES ('l4', 'Infinity'), ('rtx-a6000', 'NaN'),
    ('h100-pcie', -5);
"""


def _as(team: TeamDatabase, user: str, sql: str) -> None:
    with psycopg.connect(team.url(user)) as connection:
        connection.execute(sql)


@pytest.mark.parametrize("sql", [
    "INSERT INTO price_override(part_id, price_usd) VALUES ('l4', 'Infinity')",
    "INSERT INTO price_override(part_id, price_usd) VALUES ('l4', 'NaN')",
    "INSERT INTO price_override(part_id, price_usd) VALUES ('l4', -5)",
    "INSERT INTO price_override(part_id, price_usd) VALUES ('l4', 1e9)",
    "INSERT INTO price_override(part_id, price_usd, price_date) VALUES ('l4', 5, 'soon')",
    "INSERT INTO price_override(part_id, price_usd, source_url) VALUES ('l4', 5, 'file:///x')",
    "INSERT INTO custom_part(id, kind, spec_json) VALUES ('p', 'gpu', '{bad json')",
    "INSERT INTO custom_part(id, kind, spec_json) VALUES ('p', 'gpu', '[1, 2]')",
    "INSERT INTO custom_part(id, kind, spec_json) VALUES ('p', 'gpu', "
    "'{\"id\": \"other\", \"kind\": \"gpu\"}')",
    "INSERT INTO custom_part(id, kind, spec_json) VALUES ('Not A Slug', 'gpu', "
    "'{\"id\": \"Not A Slug\", \"kind\": \"gpu\"}')",
])
def test_the_schema_refuses_what_the_application_would(team_database: TeamDatabase,
                                                        sql: str) -> None:
    with pytest.raises((psycopg.errors.CheckViolation, psycopg.errors.InvalidTextRepresentation)):
        _as(team_database, ALICE, sql)
    assert team_database.admin("SELECT (SELECT count(*) FROM custom_part) + "
                               "(SELECT count(*) FROM price_override)") == [(0,)]


@pytest.fixture
def poisoned(empty_team_database: TeamDatabase) -> TeamDatabase:
    """Bad rows written by a writer with psql before version 3, then `team init` upgraded."""
    team = empty_team_database
    init_schema(team.url(OWNER), "0002")
    team.grant()
    _as(team, ALICE, POISON_SQL)
    init_schema(team.url(OWNER))
    assert team.admin("SELECT count(*) FROM price_override") == [(3,)]
    return team


def _no_traceback(result) -> None:
    assert "Traceback" not in result.stderr, result.stderr


def _strict_json(text: str):
    def refuse(name: str):
        raise AssertionError(f"{name} in JSON")
    return json.loads(text, parse_constant=refuse)


def test_bad_rows_of_the_team_are_listed_and_never_used(poisoned: TeamDatabase,
                                                        tmp_path: Path, data_dir: Path) -> None:
    url = poisoned.url(BOB)
    listing = run_cli("--team-db", url, "catalog", "--format", "json")
    _no_traceback(listing)
    assert listing.returncode == 0
    parts = {part["id"]: part for part in _strict_json(listing.stdout)}
    assert "poison-json" not in parts
    for part_id in ("l4", "rtx-a6000", "h100-pcie"):  # the catalog's own price, no other
        assert "catalog_price_usd" not in parts[part_id]
        assert 0 < parts[part_id]["price_usd"] < 1_000_000
    assert "'poison-json' (GPU) could not be read" in listing.stderr
    for part_id in ("l4", "rtx-a6000", "h100-pcie"):
        assert f"The team's price for '{part_id}' could not be read" in listing.stderr
    build = tmp_path / "l4.gwb"
    build.write_text('{"format":"gpu-workstation-build","version":1,'
                     '"gpus":[{"part":"l4","slot":null}]}')
    report = run_cli("--team-db", url, "validate", str(build), "--format", "json")
    _no_traceback(report)
    assert report.returncode == 0
    total = _strict_json(report.stdout)["figures"]["totals"]["price_usd"]
    assert 0 < total < 1_000_000
    text = run_cli("--team-db", url, "validate", str(build))
    assert "$inf" not in text.stdout and "-*" not in text.stdout
    damaged = run_cli("--team-db", url, "parts", "list", "--damaged", "--format", "json")
    assert sorted((row["table"], row["id"]) for row in _strict_json(damaged.stdout)) == [
        ("part", "poison-json"), ("price", "h100-pcie"), ("price", "l4"),
        ("price", "rtx-a6000")]
    # The offline copy was written (its writer survives the rows JSON cannot hold).
    copy = read_copy(copy_path(data_dir, url), url)
    assert copy is not None
    assert sorted(row[1] for row in copy.damaged) == ["h100-pcie", "l4", "poison-json",
                                                      "rtx-a6000"]


def test_a_writer_removes_the_bad_rows(poisoned: TeamDatabase) -> None:
    url = poisoned.url(ALICE)
    cleared = run_cli("--team-db", url, "price", "clear", "l4")
    assert cleared.returncode == 0, cleared.stderr
    removed = run_cli("--team-db", url, "parts", "remove", "poison-json")
    assert removed.returncode == 0, removed.stderr
    assert poisoned.admin("SELECT part_id FROM price_override ORDER BY part_id") == [
        ("h100-pcie",), ("rtx-a6000",)]
    assert poisoned.admin("SELECT count(*) FROM custom_part") == [(0,)]
    assert poisoned.admin("SELECT key, removed_by FROM team_removal ORDER BY key") == [
        ("l4", ALICE), ("poison-json", ALICE)]


def test_adding_a_team_part_of_the_same_id_needs_replace(team_database: TeamDatabase,
                                                         tmp_path: Path) -> None:
    """F9 (team-parts-add-overwrites.sh): Bob's `parts add` of Alice's part is refused."""
    from user_parts_samples import SAMPLES

    alice, bob = tmp_path / "alice.json", tmp_path / "bob.json"
    alice.write_text(json.dumps(dict(SAMPLES["gpu"], id="shared-card", name="Alice card")))
    bob.write_text(json.dumps(dict(SAMPLES["gpu"], id="shared-card", name="Bob overwrote it")))
    assert run_cli("--team-db", team_database.url(ALICE), "parts", "add",
                   str(alice)).returncode == 0
    refused = run_cli("--team-db", team_database.url(BOB), "parts", "add", str(bob))
    assert refused.returncode == 2 and "--replace" in refused.stderr
    assert team_database.admin("SELECT name, version FROM custom_part") == [("Alice card", 1)]
    replaced = run_cli("--team-db", team_database.url(BOB), "parts", "add", str(bob),
                       "--replace")
    assert replaced.returncode == 0, replaced.stderr
    assert team_database.admin("SELECT name, version, changed_by FROM custom_part") == [
        ("Bob overwrote it", 2, BOB)]
