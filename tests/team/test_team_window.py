"""The window and its team catalog on a real PostgreSQL server: a start never waits for the
server (it shows the last copy, read-only, connecting), switches to the live team parts when
the server answers or says offline after the timeout, keeps what the user did meanwhile; and
Tools > Reload Team Catalog reads the team's parts again (reconnecting when offline)."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from pg_fixtures import ALICE, BOB, TeamDatabase, change_as, lab_card
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel
from user_parts_samples import SAMPLES

from configurator.catalog import open_catalog
from configurator.catalog.stores.interface import StoreChange, StoreReadOnlyError
from configurator.catalog.stores.team.db import TeamDb, open_team_store
from configurator.catalog.stores.team.offline import ConnectingTeamCopy, OfflineTeamCopy
from configurator.model.parts import ChassisSpec

pytestmark = pytest.mark.qt_log_ignore(r"This plugin does not support propagateSizeHints\(\)")


CHASSIS = ChassisSpec.model_validate(SAMPLES["chassis"])


def _share(team: TeamDatabase, data_dir: Path) -> None:
    """Alice shares a card and a chassis; a start of hers leaves the copy of them."""
    change_as(team, ALICE, StoreChange(put_parts=(lab_card(), CHASSIS)))
    seen = open_team_store(team.url(ALICE), data_dir)
    seen.list_parts()
    seen.close()


def _window(qtbot, catalog, tmp_path: Path):
    from configurator.ui.app import create_main_window

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    window = create_main_window(catalog, settings, tmp_path / "autosave")
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def _label(window) -> QLabel:
    label = window.statusBar().findChild(QLabel, "teamStatusLabel")
    assert label is not None
    return label


def _done(window) -> None:
    window.document.undo_stack.setClean()
    window.close()
    window.catalog.close()


@pytest.fixture
def silent_server(team_database: TeamDatabase) -> Iterator[TeamDatabase]:
    """The team's server stopped, and its port taken by a socket that accepts connections
    and never answers (a server hung, or a firewall that drops the rest)."""
    cluster = team_database.cluster
    cluster.stop()
    silent = socket.socket()
    try:
        silent.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        silent.bind(("127.0.0.1", cluster.port))
        silent.listen(16)
        yield team_database
    finally:
        silent.close()
        cluster.start()


@pytest.fixture
def held_opening(monkeypatch: pytest.MonkeyPatch) -> threading.Event:
    """The window's connection waits for the event before it reaches the (live) server: the
    test decides when the server 'answers'."""
    from configurator.catalog.stores.team import db as team_db

    answer = threading.Event()
    real = team_db.open_team_store

    def held(*args, **kwargs):
        assert answer.wait(30)
        return real(*args, **kwargs)

    monkeypatch.setattr(team_db, "open_team_store", held)
    return answer


def test_a_silent_server_the_window_starts_on_the_copy_then_says_offline(
        qtbot, team_database: TeamDatabase, data_dir: Path, tmp_path: Path,
        request: pytest.FixtureRequest) -> None:
    _share(team_database, data_dir)
    request.getfixturevalue("silent_server")
    catalog = open_catalog(team_url=team_database.url(ALICE), team_wait=False)
    assert isinstance(catalog.store, ConnectingTeamCopy)  # did not wait for the server
    window = _window(qtbot, catalog, tmp_path)
    label = _label(window)
    assert label.text().startswith("Team catalog alice@127.0.0.1:")
    assert label.text().endswith(": connecting… (last copy, read-only)")
    assert "meanwhile showing the copy of its parts saved" in label.toolTip()
    # Interactive on the copy meanwhile: search, select, build, undo.
    panel = window.catalog_panel
    panel.search.setText("lab card")
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1)
    assert panel.select_part("lab-card")
    window.use_catalog_part("lab-chassis")
    assert window.document.build.chassis == "lab-chassis"
    with pytest.raises(StoreReadOnlyError, match="is not connected yet"):
        catalog.set_price("lab-card", 1.0)
    qtbot.waitUntil(lambda: "offline" in label.text(), timeout=15_000)
    assert label.text() == "Team catalog offline: last copy, read-only"
    assert "cannot be reached within 3 s" in label.toolTip()
    assert isinstance(catalog.store, OfflineTeamCopy) and not window.team.busy
    # Nothing the user did was lost, and the view shows the same query and selection.
    assert window.document.build.chassis == "lab-chassis"
    assert window.document.resolved.chassis == CHASSIS
    assert window.document.undo_stack.count() == 1
    assert panel.search.text() == "lab card" and panel.current_part_id() == "lab-card"
    assert catalog.origin("lab-card") == "team"
    _done(window)


def test_a_server_that_answers_later_the_window_switches_to_the_live_team_parts(
        qtbot, team_database: TeamDatabase, data_dir: Path, tmp_path: Path,
        held_opening: threading.Event) -> None:
    _share(team_database, data_dir)
    # Since the copy was saved: Bob renamed the card and removed the chassis.
    change_as(team_database, BOB, StoreChange(put_parts=(lab_card("Lab card v2"),),
                                            remove_parts=("lab-chassis",)))
    catalog = open_catalog(team_url=team_database.url(ALICE), team_wait=False)
    assert isinstance(catalog.store, ConnectingTeamCopy)
    window = _window(qtbot, catalog, tmp_path)
    label = _label(window)
    assert "connecting…" in label.text()
    panel = window.catalog_panel
    panel.set_kind("gpu")
    panel.search.setText("lab")
    qtbot.waitUntil(lambda: panel.model.rowCount() == 1)
    assert panel.select_part("lab-card")
    assert panel.current_part().name == "Lab card"  # the copy's
    window.use_catalog_part("lab-chassis")  # a part the team has removed since the copy
    held_opening.set()  # the server answers
    qtbot.waitUntil(lambda: isinstance(catalog.store, TeamDb), timeout=15_000)
    assert label.text() == f"Team catalog {catalog.store.url.place}"
    assert panel.current_part_id() == "lab-card" and panel.search.text() == "lab"
    assert panel.current_part().name == "Lab card v2"  # the live team part, shown
    assert "parts and 0 prices, current" in window.statusBar().currentMessage()
    # The build keeps the chassis it uses (in its parts snapshot), and its undo.
    assert window.document.resolved.chassis == CHASSIS
    assert "lab-chassis" not in catalog.user_part_ids()
    window.document.undo_stack.undo()
    assert window.document.build.chassis is None
    window.document.undo_stack.redo()
    assert window.document.resolved.chassis == CHASSIS
    # Live and writable now: a change goes to the team (written off the window's thread).
    catalog.set_price("lab-card", 777.0)
    qtbot.waitUntil(lambda: not window.catalog_session.writing, timeout=15_000)
    assert team_database.admin("SELECT price_usd FROM price_override") == [(777.0,)]
    _done(window)


def test_reload_team_catalog_reads_the_team_again_and_reconnects_when_offline(
        qtbot, team_database: TeamDatabase, data_dir: Path, tmp_path: Path) -> None:
    _share(team_database, data_dir)
    team_database.cluster.stop()
    try:
        catalog = open_catalog(team_url=team_database.url(ALICE))  # offline: the copy
    finally:
        team_database.cluster.start()
    window = _window(qtbot, catalog, tmp_path)
    assert isinstance(catalog.store, OfflineTeamCopy)
    assert _label(window).text() == "Team catalog offline: last copy, read-only"
    action = window.actions_["reload_team"]
    assert action.text() == "&Reload Team Catalog" and action in _tools_menu(window)
    action.trigger()
    assert "Reloading the team catalog" in window.statusBar().currentMessage()
    qtbot.waitUntil(lambda: isinstance(catalog.store, TeamDb), timeout=15_000)
    assert _label(window).text() == f"Team catalog {catalog.store.url.place}"
    live = catalog.store
    # Someone else changes the team catalog; a reload shows it (a new connection).
    change_as(team_database, BOB, StoreChange(put_parts=(lab_card("Bob's card", "bob-card"),)))
    assert catalog.get("bob-card") is None
    window.actions_["reload_team"].trigger()
    qtbot.waitUntil(lambda: catalog.store is not live, timeout=15_000)
    assert catalog.get("bob-card").name == "Bob's card"
    assert live._connection.closed  # the store replaced is closed
    window.catalog_panel.search.setText("bob's card")
    qtbot.waitUntil(lambda: window.catalog_panel.model.rowCount() == 1)
    _done(window)


def test_reload_without_a_team_catalog_says_so(qtbot, tmp_path: Path) -> None:
    catalog = open_catalog()
    window = _window(qtbot, catalog, tmp_path)
    assert not window.team.reload()
    assert "No team catalog is in use" in window.statusBar().currentMessage()
    assert window.statusBar().findChild(QLabel, "teamStatusLabel") is None
    _done(window)


def _tools_menu(window) -> list:
    (tools,) = [a.menu() for a in window.menuBar().actions() if a.text() == "&Tools"]
    return tools.actions()


def test_the_swap_waits_while_a_modal_dialog_is_open(
        qtbot, team_database: TeamDatabase, data_dir: Path, tmp_path: Path,
        held_opening: threading.Event, monkeypatch: pytest.MonkeyPatch) -> None:
    """A form filled in from the copy is not saved against the live catalog behind its back:
    the live store comes in once the dialog is closed."""
    from configurator.ui.team import session as team_session

    _share(team_database, data_dir)
    catalog = open_catalog(team_url=team_database.url(ALICE), team_wait=False)
    window = _window(qtbot, catalog, tmp_path)
    dialog_open = [True]
    monkeypatch.setattr(team_session.QApplication, "activeModalWidget",
                        staticmethod(lambda: window if dialog_open[0] else None))
    held_opening.set()
    qtbot.waitUntil(lambda: window.team._pending.done, timeout=15_000)
    qtbot.wait(3 * team_session.MODAL_RETRY_MS)
    assert isinstance(catalog.store, ConnectingTeamCopy) and window.team.busy
    dialog_open[0] = False
    qtbot.waitUntil(lambda: isinstance(catalog.store, TeamDb), timeout=5_000)
    assert not window.team.busy
    _done(window)


def test_a_change_made_while_a_reload_reads_is_not_lost_from_the_view(
        qtbot, team_database: TeamDatabase, data_dir: Path, tmp_path: Path,
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The reload read the team before this window's own change went in: it reads again."""
    from configurator.catalog.stores.team import db as team_db

    _share(team_database, data_dir)
    catalog = open_catalog(team_url=team_database.url(ALICE))
    window = _window(qtbot, catalog, tmp_path)
    assert isinstance(catalog.store, TeamDb)
    delivered, reads = threading.Event(), []
    real = team_db.TeamDb.prefetch

    def read_then_wait(store: TeamDb) -> None:
        real(store)  # the snapshot, taken now
        reads.append(store)
        if len(reads) == 1:
            assert delivered.wait(30)  # ... and handed over only later

    monkeypatch.setattr(team_db.TeamDb, "prefetch", read_then_wait)
    window.actions_["reload_team"].trigger()
    qtbot.waitUntil(lambda: len(reads) == 1, timeout=15_000)
    catalog.set_price("lab-card", 555.0)  # after the reload's read, before it arrives
    delivered.set()
    qtbot.waitUntil(lambda: len(reads) == 2 and catalog.store is reads[1], timeout=15_000)
    assert catalog.user_price("lab-card").price_usd == 555.0
    assert reads[0]._connection.closed  # the read that missed it was dropped
    _done(window)
