"""Where the catalog's files live; overrides for tests and the frozen (PyInstaller) app."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from configurator.catalog import paths

from .sources import REAL_DB


def test_the_data_dir_override_moves_cache_and_user_folders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(paths.ENV_DATA_DIR, str(tmp_path))
    assert paths.catalog_db_path() == tmp_path / "catalog.sqlite"
    assert paths.user_db_path() == tmp_path / "user.sqlite"


def test_without_override_the_platform_folders_are_used(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(paths.ENV_DATA_DIR, raising=False)
    assert paths.APP_DIR_NAME in str(paths.cache_dir())
    assert paths.APP_DIR_NAME in str(paths.data_dir())
    assert paths.cache_dir() != paths.data_dir()


def test_source_dir_is_the_repository_db_folder() -> None:
    assert paths.source_dir() == REAL_DB


def test_source_dir_override(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.ENV_DB_DIR, str(tmp_path))
    assert paths.source_dir() == tmp_path
    monkeypatch.setenv(paths.ENV_DB_DIR, str(tmp_path / "absent"))
    with pytest.raises(FileNotFoundError, match="absent"):
        paths.source_dir()


def test_a_frozen_app_reads_db_from_its_bundle(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "db").mkdir()
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.source_dir() == tmp_path / "db"
