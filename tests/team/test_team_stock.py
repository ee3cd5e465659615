"""The lab's stock in the team catalog (DESIGN.md sections 7 and 8 rev. 3, issue 27), on a
real PostgreSQL server: `configurator stock` reads and writes the team's when one is used,
with the same privileges as parts and prices (a read-only member exit 2, nothing written), a
change from a stale copy refused with who-changed-when, the offline copy carrying it, `team
status` counting it, `team push` copying the local stock, and `team init` upgrading a
version-3 team so that its members keep their rights."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from pg_fixtures import ALICE, BOB, CAROL, OWNER, READERS, WRITERS, TeamDatabase, init_schema
from pg_fixtures import run_cli as cli

from configurator.catalog.stores.interface import StoreChange, StoreReadOnlyError
from configurator.catalog.stores.team.connection import TeamConflictError
from configurator.catalog.stores.team.db import TeamDb, open_team_store
from configurator.catalog.stores.team.local_copy import copy_path, read_copy
from configurator.catalog.stores.team.offline import OfflineTeamCopy
from configurator.catalog.stores.team.url import parse_team_url
from configurator.catalog.stores.user.db import UserDb
from configurator.model.messages import message

WHEN = r"\d{4}-\d\d-\d\d \d\d:\d\d UTC"


def _stock_rows(team: TeamDatabase) -> list[tuple]:
    return team.admin("SELECT part_id, qty, version, changed_by FROM stock ORDER BY part_id")


def test_stock_set_list_and_clear_in_the_team_catalog(team_database: TeamDatabase) -> None:
    url = team_database.url(ALICE)
    assert cli("--team-db", url, "stock", "set", "tesla-t4", "2").returncode == 0
    result = cli("--team-db", url, "stock", "set", "tesla-t4", "3")
    assert result.returncode == 0 and "tesla-t4: 3 on the shelf" in result.stdout
    assert _stock_rows(team_database) == [("tesla-t4", 3, 2, ALICE)]
    listed = cli("--team-db", team_database.url(BOB), "stock", "list", "--format", "json")
    assert listed.returncode == 0, listed.stderr
    assert [(row["part"], row["qty"]) for row in json.loads(listed.stdout)] == [
        ("tesla-t4", 3)]
    status = cli("--team-db", url, "team", "status", "--format", "json")
    assert json.loads(status.stdout)["stock"] == 1
    assert "parts in stock: 1" in cli("--team-db", url, "team", "status").stdout
    cleared = cli("--team-db", team_database.url(BOB), "stock", "clear", "tesla-t4")
    assert cleared.returncode == 0 and "none on the shelf" in cleared.stdout
    assert _stock_rows(team_database) == []
    assert team_database.admin("SELECT removed_by FROM team_removal WHERE table_name = "
                               "'stock' AND key = 'tesla-t4'") == [(BOB,)]


def test_a_read_only_member_is_refused_in_one_line_and_nothing_is_written(
        team_database: TeamDatabase) -> None:
    assert cli("--team-db", team_database.url(ALICE), "stock", "set", "tesla-t4",
               "2").returncode == 0
    for args in (("set", "tesla-t4", "5"), ("clear", "tesla-t4")):
        refused = cli("--team-db", team_database.url(CAROL), "stock", *args)
        assert refused.returncode == 2, refused.stdout
        (line,) = refused.stderr.strip().splitlines()
        assert "read-only for carol" in line, line
    assert _stock_rows(team_database) == [("tesla-t4", 2, 1, ALICE)]
    listed = cli("--team-db", team_database.url(CAROL), "stock", "list", "--format", "json")
    assert listed.returncode == 0 and json.loads(listed.stdout)[0]["qty"] == 2


def test_a_stock_change_from_a_stale_copy_says_who_changed_it_and_when(
        team_database: TeamDatabase) -> None:
    alice = open_team_store(team_database.url(ALICE), None)
    assert isinstance(alice, TeamDb)
    assert alice.list_stock() == {}  # read: the shelf is empty
    bob = open_team_store(team_database.url(BOB), None)
    bob.list_stock()
    bob.apply(StoreChange(set_stock=(("tesla-t4", 4),)))
    bob.close()
    with pytest.raises(TeamConflictError) as added:
        alice.apply(StoreChange(set_stock=(("tesla-t4", 1),)))
    assert re.fullmatch(rf"The stock of 'tesla-t4' was added to the team catalog by bob at "
                        rf"{WHEN} since this copy was read; nothing was saved: reload and "
                        r"make the change again", str(added.value)), str(added.value)
    alice.refresh()
    assert alice.list_stock() == {"tesla-t4": 4}
    change_bob = open_team_store(team_database.url(BOB), None)
    change_bob.list_stock()
    change_bob.apply(StoreChange(set_stock=(("tesla-t4", 6),)))
    change_bob.close()
    with pytest.raises(TeamConflictError, match=rf"The stock of 'tesla-t4' was changed by bob "
                                                 rf"at {WHEN}"):
        alice.apply(StoreChange(clear_stock=("tesla-t4",)))
    assert _stock_rows(team_database) == [("tesla-t4", 6, 2, BOB)]
    alice.refresh()
    alice.apply(StoreChange(set_stock=(("tesla-t4", 7),)))  # from a current copy: written
    assert _stock_rows(team_database) == [("tesla-t4", 7, 3, ALICE)]
    alice.close()


def test_the_offline_copy_carries_the_stock_read_only(team_database: TeamDatabase,
                                                       data_dir: Path) -> None:
    url = team_database.url(ALICE)
    store = open_team_store(url, data_dir)
    assert isinstance(store, TeamDb)
    store.list_parts()
    store.apply(StoreChange(set_stock=(("tesla-t4", 2), ("l4", 1))))
    store.close()  # waits for the copy on disk
    parsed = parse_team_url(url)[0]
    copy = read_copy(copy_path(data_dir, parsed.text), parsed.text)
    assert copy is not None
    offline = OfflineTeamCopy(parsed, copy, message("The server did not answer"))
    assert offline.keeps_stock and offline.list_stock() == {"l4": 1, "tesla-t4": 2}
    with pytest.raises(StoreReadOnlyError, match="changes need the team catalog"):
        offline.apply(StoreChange(set_stock=(("tesla-t4", 3),)))


def test_push_copies_the_local_stock_and_says_so(team_database: TeamDatabase,
                                                 data_dir: Path) -> None:
    local = UserDb(data_dir / "user.sqlite")
    local.apply(StoreChange(set_stock=(("tesla-t4", 2), ("l4", 5))))
    local.close()
    url = team_database.url(ALICE)
    result = cli("--team-db", url, "team", "push")
    assert result.returncode == 0, result.stderr
    assert "pushed 0 part(s), 0 price(s) and the stock of 2 part(s)" in result.stdout
    assert _stock_rows(team_database) == [("l4", 5, 1, ALICE), ("tesla-t4", 2, 1, ALICE)]
    assert cli("--team-db", team_database.url(BOB), "stock", "set", "l4", "9").returncode == 0
    refused = cli("--team-db", url, "team", "push")
    assert refused.returncode == 2 and "'l4 (stock)'" in refused.stderr, refused.stderr
    assert "--replace" in refused.stderr
    replaced = cli("--team-db", url, "team", "push", "--replace")
    assert replaced.returncode == 0 and "the stock of 1 part(s)" in replaced.stdout
    assert _stock_rows(team_database)[0][:2] == ("l4", 5)


def test_an_upgrade_gives_stock_the_privileges_of_prices(
        empty_team_database: TeamDatabase) -> None:
    team = empty_team_database
    init_schema(team.url(OWNER), "0003")
    # Version 3's README grants: parts and prices only.
    team.admin(f"GRANT SELECT, INSERT, UPDATE, DELETE ON custom_part, price_override TO "
               f"{WRITERS}; GRANT SELECT ON custom_part, price_override TO {READERS}")
    # A role whose name needs quoting keeps its right too.
    team.admin("DO $$ BEGIN CREATE ROLE \"Lab Guests\" NOLOGIN; EXCEPTION WHEN "
               "duplicate_object THEN NULL; END $$; "
               "GRANT SELECT ON price_override TO \"Lab Guests\"")
    upgraded = cli("team", "init", team.url(OWNER))
    assert upgraded.returncode == 0 and "from version 3 to 4" in upgraded.stdout
    assert team.admin("SELECT has_table_privilege('Lab Guests', 'stock', 'SELECT'), "
                      "has_table_privilege('Lab Guests', 'stock', 'INSERT')") == [
        (True, False)]
    writer = open_team_store(team.url(ALICE), None)
    reader = open_team_store(team.url(CAROL), None)
    assert isinstance(writer, TeamDb) and isinstance(reader, TeamDb)
    assert not writer.read_only and reader.read_only
    writer.list_stock()
    writer.apply(StoreChange(set_stock=(("tesla-t4", 1),)))
    assert reader.list_stock() == {"tesla-t4": 1}
    with pytest.raises(StoreReadOnlyError):
        reader.apply(StoreChange(set_stock=(("tesla-t4", 2),)))
    writer.close()
    reader.close()


def test_the_schema_holds_a_quantity_to_the_application_limits(
        team_database: TeamDatabase) -> None:
    import psycopg

    for qty in (0, -1, 100_001):
        with pytest.raises(psycopg.errors.CheckViolation), \
                psycopg.connect(team_database.url(ALICE)) as connection:
            connection.execute("INSERT INTO stock (part_id, qty) VALUES ('x', %s)", (qty,))
    assert _stock_rows(team_database) == []


# --- the window: Set stock… on the team catalog (pytest-qt) ------------------------------------

def _window(qtbot, user: str, team: TeamDatabase, tmp_path: Path):
    from PySide6.QtCore import QSettings

    from configurator.catalog import open_catalog
    from configurator.ui.app import create_main_window

    catalog = open_catalog(team_url=team.url(user))
    assert isinstance(catalog.store, TeamDb)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = create_main_window(catalog, settings, tmp_path / "autosave")
    qtbot.addWidget(window)
    return window


@pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")
def test_the_window_saves_stock_to_the_team_and_a_reader_is_told_why_not(
        qtbot, team_database: TeamDatabase, tmp_path: Path, monkeypatch) -> None:
    from configurator.ui.my_parts.stock_dialog import SetStockDialog
    from configurator.ui.widgets.dialogs import Dialogs

    errors: list[tuple[str, str]] = []
    monkeypatch.setattr(Dialogs, "error", classmethod(
        lambda cls, parent, title, text: errors.append((title, text))))
    notes: list[str | None] = []

    def set_to(qty: int):
        def exec_(dialog: SetStockDialog) -> int:
            notes.append(dialog.read_only_note.text()
                         if dialog.read_only_note.isVisibleTo(dialog) else None)
            notes.append("ok enabled" if dialog.ok_button.isEnabled() else "ok disabled")
            dialog.qty.setValue(qty)
            dialog.save()  # what OK would do (a reader's OK is disabled: forced here)
            return 1
        return exec_

    writer = _window(qtbot, ALICE, team_database, tmp_path / "alice")
    monkeypatch.setattr(SetStockDialog, "exec", set_to(4))
    writer.my_parts.set_stock_of(writer.catalog.get("tesla-t4"))
    qtbot.waitUntil(lambda: not writer.catalog_session.writing, timeout=20_000)
    assert notes == [None, "ok enabled"] and errors == []
    assert _stock_rows(team_database) == [("tesla-t4", 4, 1, ALICE)]
    panel = writer.catalog_panel
    panel.set_kind("gpu")
    column = next(c for c in range(panel.model.columnCount()) if panel.model.is_stock_column(c))
    assert panel.model.data(panel.model.index(panel.model.row_of("tesla-t4"), column)) == "4"
    writer.document.undo_stack.setClean()
    writer.close()
    writer.catalog.close()

    notes.clear()
    reader = _window(qtbot, CAROL, team_database, tmp_path / "carol")
    monkeypatch.setattr(SetStockDialog, "exec", set_to(9))
    assert reader.my_parts.set_stock_of(reader.catalog.get("tesla-t4")) is None
    reason = (f"The team catalog {reader.catalog.store.url.place} is read-only for carol: its "
              "owner grants INSERT, UPDATE and DELETE to members who change parts and prices")
    assert notes == [reason, "ok disabled"]  # said before anything is typed
    assert errors == [("Not saved", f"The stock of “{reader.catalog.get('tesla-t4').name}” "
                                    f"was not saved: {reason}")]
    assert _stock_rows(team_database) == [("tesla-t4", 4, 1, ALICE)]
    reader.document.undo_stack.setClean()
    reader.close()
    reader.catalog.close()
