from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import pytest

from configurator.catalog import paths

from .sources import write_mini_db


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every catalog test gets its own cache and user folders, never the real ones."""
    folder = tmp_path / "data"
    monkeypatch.setenv(paths.ENV_DATA_DIR, str(folder))
    monkeypatch.delenv(paths.ENV_DB_DIR, raising=False)
    # These tests watch the catalog being compiled into their own folder.
    monkeypatch.delenv(paths.ENV_SHARED_CATALOG, raising=False)
    return folder


@pytest.fixture
def mini_db(tmp_path: Path) -> Path:
    return write_mini_db(tmp_path / "db")


# The user's parts and prices live in the local user database (SQLite) or in a team catalog
# (PostgreSQL, docs/architecture.md): the store tests run against both through this one fixture
# (the PostgreSQL fixtures are tests/conftest.py's).


@dataclass
class StoreBackend:
    name: str
    team_url: str | None  # open_catalog(team_url=...): None for the local user database
    open: Callable[[], object]  # a PartStore of this backend
    origin: str


@pytest.fixture(params=["sqlite", "postgresql"])
def store_backend(request: pytest.FixtureRequest, data_dir: Path) -> StoreBackend:
    from configurator.catalog.stores.user.db import UserDb

    if request.param == "sqlite":
        return StoreBackend("sqlite", None, lambda: UserDb(data_dir / "user.sqlite"), "user")
    from pg_fixtures import ALICE

    from configurator.catalog.stores.team.db import open_team_store

    team = request.getfixturevalue("team_database")
    return StoreBackend("postgresql", team.url(ALICE),
                        lambda: open_team_store(team.url(ALICE), data_dir), "team")
