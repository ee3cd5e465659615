from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Each test's own data folder (user database, offline copies), and no team catalog
    chosen by the environment."""
    from configurator.catalog import paths
    from configurator.catalog.stores.team.url import ENV_TEAM_DB

    folder = tmp_path / "data"
    monkeypatch.setenv(paths.ENV_DATA_DIR, str(folder))
    monkeypatch.delenv(ENV_TEAM_DB, raising=False)
    return folder


@pytest.fixture(autouse=True)
def own_settings(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The commands and the window read Preferences (QSettings): never the developer's own."""
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
