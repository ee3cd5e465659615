"""Test-wide setup: Qt without a screen, and data folders that are never the user's own."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

# A 1920x1080 screen (offscreen's own is 800x800): the window takes its default size only
# where the screen has room for it (configurator.ui.window.main_window).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen:configfile="
                      + str(Path(__file__).with_name("offscreen-screen.json")))
# Keep the compiled catalog and the user database of a test run away from the real ones;
# one folder for the session, so the catalog is compiled once.
_SESSION_DATA = Path(os.environ.get("PYTEST_CONFIGURATOR_DATA", "")) if os.environ.get(
    "PYTEST_CONFIGURATOR_DATA") else None

sys.path.insert(0, str(Path(__file__).parent))

# One scratch PostgreSQL cluster per test process, for every folder whose tests need one
# (tests/catalog, tests/team): declared here once, since a session fixture imported into two
# folders' conftests is two fixtures, two clusters, and each points PGPASSFILE at its own
# password file, so whichever started last locked the other's tests out when the test
# processes of `pytest -n` ran the two folders' files in turns.
from pg_fixtures import empty_team_database, pg_cluster, team_database  # noqa: E402, F401

# The offscreen platform cannot resize native windows to their size hints and says so for
# every main window with docks; it is the test platform talking, not the application.
OFFSCREEN_NOISE = r"This plugin does not support propagateSizeHints\(\)"
WINDOW_TEST_DIRS = (Path(__file__).parent / "ui", Path(__file__).parent / "i18n")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if any(folder in Path(item.path).parents for folder in WINDOW_TEST_DIRS):
            item.add_marker(pytest.mark.qt_log_ignore(OFFSCREEN_NOISE))


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--fuzz-long", action="store_true",
                     help="run the fuzzers with 20x the examples")


def pytest_configure(config: pytest.Config) -> None:
    # Read at import time by the fuzz modules, so set it before they are collected.
    if config.getoption("--fuzz-long", default=False):
        os.environ["CONFIGURATOR_FUZZ_LONG"] = "1"


@pytest.fixture(scope="session", autouse=True)
def _session_data_dir(tmp_path_factory: pytest.TempPathFactory):
    folder = _SESSION_DATA or tmp_path_factory.mktemp("configurator-data")
    # The real catalog (20,000 rows with db/opendb/) is compiled once for the session and
    # copied into each test's own data folder (configurator.catalog.paths.prebuilt_catalogs).
    settings = {"CONFIGURATOR_DATA_DIR": str(folder),
                "CONFIGURATOR_SHARED_CATALOGS": str(folder / "shared-catalogs")}
    previous = {name: os.environ.get(name) for name in settings}
    os.environ.update(settings)
    yield folder
    for name, value in previous.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value


@pytest.fixture(scope="session")
def catalog(_session_data_dir):
    """The real catalog compiled from db/, shared by the session (read-only use)."""
    from configurator.catalog import open_catalog

    return open_catalog()
