from __future__ import annotations

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
    return folder


@pytest.fixture
def mini_db(tmp_path: Path) -> Path:
    return write_mini_db(tmp_path / "db")
