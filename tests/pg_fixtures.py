"""pytest fixtures for a real PostgreSQL server (tests/pg_cluster.py): one scratch cluster for
the session, one fresh team database per test. Conftests import them by name.

Without an installed server the tests that need one are skipped on a developer's machine;
in CI (CI=true, as .ci/run and every CI service set it) they fail instead, so a CI image
that lost its `postgresql` package cannot pass silently.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterator
from dataclasses import dataclass

import pytest
from pg_cluster import Cluster, start_cluster

from configurator.catalog.stores.team.db import TeamDb, open_team_store
from configurator.model.parts import GpuSpec

OWNER, ALICE, BOB, CAROL = "lab_owner", "alice", "bob", "carol"
WRITERS, READERS = "parts_writers", "parts_readers"
_counter = itertools.count(1)


def _unavailable(reason: str) -> None:
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail(f"CI needs a PostgreSQL server for the team-catalog tests: {reason}",
                    pytrace=False)
    pytest.skip(f"no PostgreSQL server: {reason}")


@pytest.fixture(scope="session")
def pg_cluster() -> Iterator[Cluster]:
    try:
        cluster = start_cluster()
    except (FileNotFoundError, RuntimeError, OSError) as error:
        _unavailable(str(error))
    with cluster.in_use():
        for role in (OWNER, ALICE, BOB, CAROL):
            cluster.add_role(role, f"{role}-secret")
        cluster.admin(f"CREATE ROLE {WRITERS} NOLOGIN; CREATE ROLE {READERS} NOLOGIN; "
                      f"GRANT {WRITERS} TO {ALICE}, {BOB}; GRANT {READERS} TO {CAROL}")
        yield cluster


@dataclass
class TeamDatabase:
    cluster: Cluster
    dbname: str

    def url(self, user: str = ALICE) -> str:
        return self.cluster.url(user, self.dbname)

    def admin(self, sql: str) -> list[tuple]:
        return self.cluster.admin(sql, self.dbname)

    def grant(self) -> None:
        """The README's grants: writers change parts, prices and stock, readers read them."""
        # An older schema has no stock table yet: its upgrade copies the prices' grants.
        tables = ", ".join(name for name, in self.admin(
            "SELECT name FROM unnest(ARRAY['custom_part', 'price_override', 'stock']) AS name "
            "WHERE to_regclass(name) IS NOT NULL"))
        self.admin(f"GRANT SELECT, INSERT, UPDATE, DELETE ON {tables} TO {WRITERS}; "
                   f"GRANT SELECT ON {tables} TO {READERS}")


def run_cli(*args: str, env: dict[str, str] | None = None):
    """`configurator ARGS` as a member runs it (their PGPASSFILE and such in `env`), in this
    process (tests/cli_runner.py)."""
    from cli_runner import run_cli as run

    return run(*args, env=env)


def lab_card(name: str = "Lab card", card_id: str = "lab-card"):
    """A GPU of the lab's own, as the team tests share it."""
    return GpuSpec(id=card_id, name=name, model="GeForce RTX 2080 Ti", fp32_gflops=14000,
                   memory_gb=11, tdp_w=250, length_mm=300)


def change_as(team: TeamDatabase, user: str, change) -> None:
    """`user` writes `change` to the team catalog from a store of their own (after reading
    it, as a member's window does). The store is opened with the function as imported here,
    so that a test that holds the window's own opening back does not hold this one."""
    store = open_team_store(team.url(user), None)
    assert isinstance(store, TeamDb)
    store.list_parts()
    store.list_prices()
    store.apply(change)
    store.close()


def init_schema(url: str, revision: str = "head") -> None:
    from configurator.catalog.stores.team.connection import connect
    from configurator.catalog.stores.team.schema import upgrade
    from configurator.catalog.stores.team.url import parse_team_url

    parsed = parse_team_url(url)[0]
    upgrade(lambda: connect(parsed), revision)


@pytest.fixture
def empty_team_database(pg_cluster: Cluster) -> Iterator[TeamDatabase]:
    """A fresh database owned by the lab's owner role, without a schema."""
    dbname = f"team_{os.getpid()}_{next(_counter)}"
    pg_cluster.admin(f"CREATE DATABASE {dbname} OWNER {OWNER}")
    yield TeamDatabase(pg_cluster, dbname)
    pg_cluster.admin(f"DROP DATABASE IF EXISTS {dbname} WITH (FORCE)")


@pytest.fixture
def team_database(empty_team_database: TeamDatabase) -> TeamDatabase:
    """A team catalog as the README sets one up: `team init` by the owner, then the grants."""
    init_schema(empty_team_database.url(OWNER))
    empty_team_database.grant()
    return empty_team_database
