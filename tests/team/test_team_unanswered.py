"""A team server that does not answer after the login, or holds a lock past its timeout
(issue 29, F2 and F3): every statement is bounded on the client's side, and DESIGN.md
section 7's fallback holds for every failure after the login as before it: a command that
needs the team exits 2 with one line, the others use the last copy with a note.

The third reliability round's reproducers (team-lock-traceback.sh, team-stall-hang.sh) are
these tests: the lock of an owner's open transaction (VACUUM FULL takes the same), and a
proxy that goes silent after the login (tests/team/silent_server.py)."""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import psycopg
import pytest
from pg_fixtures import ALICE, OWNER, TeamDatabase, change_as
from silent_server import StallProxy

from configurator.catalog.stores.interface import StoreChange, UserPrice
from configurator.catalog.stores.team.connection import TeamUnavailableError
from configurator.catalog.stores.team.db import TeamDb, open_team_store
from configurator.catalog.stores.team.offline import OfflineTeamCopy

ROOT = Path(__file__).parents[2]
TEMPLATE = ROOT / "resources" / "templates" / "1-beginner.gwb.json"
# Bounds well past the app's own (3 s for the first questions, 15 s for an answer) and far
# below the minutes the commands waited before.
COMMAND_LIMIT_S = 60


def _cli(*args: str, url: str) -> tuple[subprocess.CompletedProcess, float]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "CONFIGURATOR_TEAM_DB": url}
    start = time.monotonic()
    result = subprocess.run([sys.executable, "-m", "configurator", *args], capture_output=True,
                            text=True, env=env, timeout=COMMAND_LIMIT_S, check=False)
    return result, time.monotonic() - start


def _one_line(result: subprocess.CompletedProcess) -> str:
    assert "Traceback" not in result.stderr, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1, result.stderr
    return lines[0]


def _with_a_copy(team: TeamDatabase) -> None:
    """Alice has used the team catalog before: its copy is on her computer."""
    change_as(team, OWNER, StoreChange(set_prices=(UserPrice("l40s", 7000.0),)))
    from configurator.catalog import paths

    store = open_team_store(team.url(ALICE), paths.data_dir())
    assert isinstance(store, TeamDb)
    store.close()  # (waits for the copy to be written)


@pytest.fixture
def locked(team_database: TeamDatabase) -> Iterator[TeamDatabase]:
    """The owner holds ACCESS EXCLUSIVE on price_override (VACUUM FULL, an open ALTER)."""
    _with_a_copy(team_database)
    holder = psycopg.connect(team_database.url(OWNER))
    holder.execute("LOCK TABLE price_override IN ACCESS EXCLUSIVE MODE")
    yield team_database
    holder.rollback()
    holder.close()


def _proxy_url(team: TeamDatabase, proxy: StallProxy, user: str = ALICE) -> str:
    """The member's URL through `proxy`, with the member's password for its port."""
    passfile = team.cluster.passfile
    line = f"127.0.0.1:{proxy.port}:*:{user}:{team.cluster.passwords[user]}\n"
    passfile.write_text(passfile.read_text() + line)
    return f"postgresql://{user}@127.0.0.1:{proxy.port}/{team.dbname}"


@pytest.mark.parametrize("args", [("validate", str(TEMPLATE)), ("catalog", "--kind", "gpu")])
def test_a_lock_past_its_timeout_leaves_reading_commands_on_the_last_copy(
        locked: TeamDatabase, args: tuple[str, ...]) -> None:
    result, _ = _cli(*args, url=locked.url(ALICE))
    assert result.returncode == 0, result.stderr
    note = _one_line(result)
    assert note.startswith("note: ") and "is busy" in note and "copy of its parts" in note


@pytest.mark.parametrize("args", [("price", "set", "l40s", "99"), ("team", "status")])
def test_a_lock_past_its_timeout_makes_commands_that_need_the_team_exit_2(
        locked: TeamDatabase, args: tuple[str, ...]) -> None:
    result, _ = _cli(*args, url=locked.url(ALICE))
    assert result.returncode == 2
    assert "is busy" in _one_line(result)


def test_a_server_silent_after_the_login_bounds_every_command(
        team_database: TeamDatabase) -> None:
    _with_a_copy(team_database)
    with StallProxy(team_database.cluster.port, ready=1) as proxy:
        url = _proxy_url(team_database, proxy)
        change, change_s = _cli("price", "set", "l40s", "7", url=url)
        listing, listing_s = _cli("catalog", "--kind", "gpu", url=url)
    assert change.returncode == 2 and "did not answer within 3 s" in _one_line(change)
    assert listing.returncode == 0, listing.stderr
    assert "did not answer within 3 s" in _one_line(listing)
    assert "L40S" in listing.stdout
    # The first questions after the login wait the connect timeout, not for ever.
    assert change_s < COMMAND_LIMIT_S and listing_s < COMMAND_LIMIT_S
    assert team_database.admin("SELECT price_usd FROM price_override") == [(7000.0,)]


def test_a_change_to_a_server_that_goes_silent_is_refused_and_nothing_lands(
        team_database: TeamDatabase) -> None:
    with StallProxy(team_database.cluster.port, ready=None, relay_s=1.5) as proxy:
        store = open_team_store(_proxy_url(team_database, proxy), None)
        assert isinstance(store, TeamDb), store.status_notice
        time.sleep(2)  # the proxy relays nothing more from here on
        start = time.monotonic()
        with pytest.raises(TeamUnavailableError) as refused:
            store.apply(StoreChange(set_prices=(UserPrice("l40s", 1.0),)))
        waited = time.monotonic() - start
        store.close()
    assert "did not answer within 15 s; nothing was changed" in str(refused.value)
    assert waited < 20
    assert team_database.admin("SELECT count(*) FROM price_override") == [(0,)]


def test_a_start_against_a_silent_server_uses_the_copy_within_the_connect_timeout(
        team_database: TeamDatabase) -> None:
    from configurator.catalog import paths

    with StallProxy(team_database.cluster.port, ready=1) as proxy:
        start = time.monotonic()
        store = open_team_store(_proxy_url(team_database, proxy), paths.data_dir(), read=True)
        waited = time.monotonic() - start
    assert isinstance(store, OfflineTeamCopy)
    assert "did not answer within 3 s" in str(store.status_notice)
    assert waited < 6
