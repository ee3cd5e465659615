"""Preferences > Team catalog: URL, Test connection, status line; no password kept."""

from __future__ import annotations

from pathlib import Path

import pytest
from pg_fixtures import ALICE, CAROL, TeamDatabase
from PySide6.QtCore import QSettings

from configurator.catalog.stores.team.url import SETTINGS_KEY
from configurator.ui.team.preferences import TeamCatalogBox

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def test_a_password_typed_in_the_url_is_never_kept(qtbot, settings: QSettings,
                                                   tmp_path: Path) -> None:
    box = TeamCatalogBox(settings)
    qtbot.addWidget(box)
    box.url_edit.setText("postgresql://alice:hunter2@db.lab/parts")
    assert "password is not kept" in box.status_label.text()
    box.apply()
    settings.sync()
    assert settings.value(SETTINGS_KEY) == "postgresql://alice@db.lab/parts"
    assert "hunter2" not in (tmp_path / "settings.ini").read_text()
    assert "hunter2" not in box.url_edit.text()


def test_a_url_that_names_no_team_catalog_is_not_kept(qtbot, settings: QSettings) -> None:
    settings.setValue(SETTINGS_KEY, "postgresql://alice@db.lab/parts")
    box = TeamCatalogBox(settings)
    qtbot.addWidget(box)
    box.url_edit.setText("mysql://alice@db.lab/parts")
    assert "must start with postgresql://" in box.status_label.text()
    assert not box.test_button.isEnabled()
    box.apply()
    assert settings.value(SETTINGS_KEY) == "postgresql://alice@db.lab/parts"
    box.url_edit.setText("")
    box.apply()
    assert settings.value(SETTINGS_KEY) == ""


@pytest.mark.parametrize(("user", "verdict"), [(ALICE, "you may change them"),
                                               (CAROL, "read-only for you")])
def test_test_connection_says_who_what_and_whether_you_may_write(
        qtbot, settings: QSettings, team_database: TeamDatabase, user: str,
        verdict: str) -> None:
    team_database.admin("INSERT INTO custom_part (id, kind, spec_json) VALUES ('a', 'gpu', "
                        "'{\"id\": \"a\", \"kind\": \"gpu\"}')")
    box = TeamCatalogBox(settings)
    qtbot.addWidget(box)
    box.url_edit.setText(team_database.url(user))
    box.test_button.click()
    assert "Connecting to" in box.status_label.text()
    qtbot.waitUntil(lambda: "Connected" in box.status_label.text(), timeout=10_000)
    assert box.status_label.text() == (
        f"Connected as {user}: 1 parts, 0 prices, schema version 4; {verdict}.")


def test_test_connection_to_a_server_that_is_down_says_so(qtbot, settings: QSettings) -> None:
    from pg_cluster import free_port

    box = TeamCatalogBox(settings)
    qtbot.addWidget(box)
    box.url_edit.setText(f"postgresql://alice@127.0.0.1:{free_port()}/parts")
    box.test_button.click()
    qtbot.waitUntil(lambda: "cannot be reached" in box.status_label.text(), timeout=10_000)
