"""The team catalog as the user meets it: `catalog` lists its parts as "origin": "team", edits
by a read-only member or without the server exit 2 in one line, and a window started while
the server is down shows the last copy, read-only, and says so."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from pg_fixtures import ALICE, CAROL, TeamDatabase, lab_card, run_cli

from configurator.catalog import open_catalog
from configurator.catalog.stores.interface import StoreChange, UserPrice
from configurator.catalog.stores.team.db import TeamDb, open_team_store


def _share(team: TeamDatabase, data_dir: Path) -> None:
    store = open_team_store(team.url(ALICE), data_dir)
    assert isinstance(store, TeamDb)
    store.list_parts()
    store.apply(StoreChange(put_parts=(lab_card(),),
                            set_prices=(UserPrice("tesla-t4", 1234.0, "2026-11"),)))
    store.close()


def test_the_catalog_lists_team_parts_and_prices_as_the_teams(
        team_database: TeamDatabase, data_dir: Path) -> None:
    _share(team_database, data_dir)
    result = run_cli("--team-db", team_database.url(CAROL), "catalog", "--kind", "gpu",
                 "--format", "json")
    assert result.returncode == 0, result.stderr
    parts = {part["id"]: part for part in json.loads(result.stdout)}
    assert parts["lab-card"]["origin"] == "team"
    assert parts["tesla-t4"]["origin"] == "catalog" and parts["tesla-t4"]["price_usd"] == 1234
    with open_catalog(team_url=team_database.url(CAROL)) as catalog:
        assert catalog.origin("lab-card") == "team" and catalog.store.read_only


def test_a_read_only_member_s_edit_exits_2_in_one_line(team_database: TeamDatabase,
                                                       data_dir: Path, tmp_path: Path) -> None:
    _share(team_database, data_dir)
    part_file = tmp_path / "part.json"
    part_file.write_text(lab_card("Carol's", "carol-card").model_dump_json())
    for args in (("parts", "add", str(part_file)), ("parts", "remove", "lab-card"),
                 ("price", "set", "lab-card", "10"), ("price", "clear", "tesla-t4")):
        result = run_cli("--team-db", team_database.url(CAROL), *args)
        assert result.returncode == 2, (args, result.stdout, result.stderr)
        (line,) = result.stderr.strip().splitlines()
        assert "read-only for carol" in line, args
    assert team_database.admin("SELECT count(*) FROM custom_part") == [(1,)]


def test_a_writer_s_edit_goes_to_the_team(team_database: TeamDatabase, tmp_path: Path) -> None:
    part_file = tmp_path / "part.json"
    part_file.write_text(lab_card().model_dump_json())
    added = run_cli("--team-db", team_database.url(ALICE), "parts", "add", str(part_file))
    assert added.returncode == 0, added.stderr
    priced = run_cli("--team-db", team_database.url(ALICE), "price", "set", "lab-card", "999")
    assert priced.returncode == 0, priced.stderr
    assert team_database.admin("SELECT part_id, price_usd, changed_by FROM price_override") == [
        ("lab-card", 999.0, ALICE)]


def test_with_the_server_down_the_catalog_lists_the_copy_and_edits_exit_2(
        team_database: TeamDatabase, data_dir: Path, tmp_path: Path) -> None:
    _share(team_database, data_dir)
    open_team_store(team_database.url(ALICE), data_dir).close()  # a start saw the team
    part_file = tmp_path / "part.json"
    part_file.write_text(lab_card("new", "new-card").model_dump_json())
    team_database.cluster.stop()
    try:
        listed = run_cli("--team-db", team_database.url(ALICE), "catalog", "--search", "lab card",
                     "--format", "json")
        assert listed.returncode == 0, listed.stderr
        assert [p["id"] for p in json.loads(listed.stdout)] == ["lab-card"]
        assert "note: The team catalog" in listed.stderr and "read-only" in listed.stderr
        edit = run_cli("--team-db", team_database.url(ALICE), "parts", "add", str(part_file))
        assert edit.returncode == 2
        assert edit.stderr.strip().splitlines()[-1].startswith("configurator: The team catalog")
        assert "changes need the team catalog" in edit.stderr
        status = run_cli("--team-db", team_database.url(ALICE), "team", "status")
        assert status.returncode == 2 and len(status.stderr.strip().splitlines()) == 1
    finally:
        team_database.cluster.start()


def test_a_window_started_with_the_server_down_shows_the_copy_read_only(
        qtbot, team_database: TeamDatabase, data_dir: Path, tmp_path: Path) -> None:
    from PySide6.QtCore import QSettings, Qt

    from configurator.ui.app import create_main_window
    from configurator.ui.catalog_browser.model import PART_ID_ROLE
    from configurator.ui.team.status import install_team_status

    _share(team_database, data_dir)
    open_team_store(team_database.url(ALICE), data_dir).close()
    team_database.cluster.stop()
    try:
        catalog = open_catalog(team_url=team_database.url(ALICE))
    finally:
        team_database.cluster.start()
    assert catalog.store.offline and catalog.store.read_only
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = create_main_window(catalog, settings, tmp_path / "autosave")
    qtbot.addWidget(window)
    label = install_team_status(window.statusBar(), catalog.store)
    assert label.text() == "Team catalog offline: last copy, read-only"
    assert "cannot be reached within 3 s" in label.toolTip()
    assert "Showing the copy of its parts saved" in window.statusBar().currentMessage()
    panel = window.catalog_panel
    panel.set_kind("gpu")
    panel.search.setText("lab card")
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1)
    first = panel.model.index(0, 0)
    assert panel.model.data(first, PART_ID_ROLE) == "lab-card"
    assert not panel.model.data(first, Qt.ItemDataRole.DecorationRole).isNull()  # the mark
    assert "(team part)" in panel.model.data(first, Qt.ItemDataRole.ToolTipRole)
    assert catalog.get("lab-card").name == "Lab card"
    assert catalog.get("tesla-t4").price_usd == 1234.0
    with pytest.raises(PermissionError, match="changes need the team catalog"):
        catalog.set_price("tesla-t4", 1.0)
    window.document.undo_stack.setClean()
    window.close()
    catalog.close()
