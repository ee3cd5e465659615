"""run_gui: the real entry point, event loop included."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QTimer
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QApplication, QFrame

from configurator.ui.app import run_gui
from configurator.ui.window.main_window import MainWindow

from .ui_helpers import TWO_GPU_TEMPLATE


@pytest.fixture
def private_settings(qapp, tmp_path):
    """QSettings() of the app goes to tmp_path, never the user's configuration."""
    old_format = QSettings.defaultFormat()
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    yield tmp_path
    QSettings.setDefaultFormat(old_format)
    qapp.setStyleSheet("")


def test_run_gui_opens_the_file_given_and_exits_cleanly(private_settings, dialogs, tmp_path):
    own = tmp_path / "two.gwb.json"  # a user's file (a template opens as an untitled copy)
    own.write_bytes(TWO_GPU_TEMPLATE.read_bytes())
    seen = {}

    def look_and_close() -> None:
        window = next(w for w in QApplication.topLevelWidgets()
                      if isinstance(w, MainWindow) and w.isVisible())
        seen["path"] = window.document.path
        seen["gpus"] = len(window.document.build.gpus)
        seen["marker"] = window.autosaver.marker.is_file()
        detail = window.checks_panel.detail
        seen["looks"] = {  # set on the labels (configurator.ui.widgets.looks)
            "bold": [label.font().bold() for label in (
                window.checks_panel.summary, window.bom_panel.totals,
                window.status_summary.validated)],
            "detail": (detail.autoFillBackground(), detail.backgroundRole(),
                       detail.frameShape()),
            "count": window.catalog_panel.count_label.foregroundRole()}
        window.close()
        window.deleteLater()
        QApplication.quit()

    QTimer.singleShot(0, look_and_close)
    assert run_gui([str(own)]) == 0
    assert seen == {"path": own.resolve(), "gpus": 2, "marker": True, "looks": {
        "bold": [True, True, True],
        "detail": (True, QPalette.ColorRole.Base, QFrame.Shape.StyledPanel),
        "count": QPalette.ColorRole.Dark}}
    assert QCoreApplication.organizationName() == "gpu-workstation-configurator"
    assert QCoreApplication.applicationName() == "GPU Workstation Configurator"
    # No application style sheet: it would put every widget through Qt's style-sheet style.
    assert QApplication.instance().styleSheet() == ""
    assert not dialogs.asked("error")


def test_the_collector_paused_by_the_entry_runs_again_once_the_window_shows(
        private_settings, dialogs, monkeypatch):
    import gc

    import configurator.ui.app as app_module

    frozen, paused_while_built = [], []
    monkeypatch.setattr(gc, "freeze", lambda: frozen.append(True))  # not this test process's
    create = app_module.create_main_window
    monkeypatch.setattr(app_module, "create_main_window", lambda catalog: (
        paused_while_built.append(not gc.isenabled()) or create(catalog)))
    seen = {}

    def look_and_close() -> None:
        seen["collecting"] = gc.isenabled()
        for window in QApplication.topLevelWidgets():
            if isinstance(window, MainWindow):
                window.close()
                window.deleteLater()
        QApplication.quit()

    QTimer.singleShot(0, look_and_close)
    gc.disable()  # as configurator.entry does
    try:
        assert run_gui([]) == 0
    finally:
        gc.enable()
    assert paused_while_built == [True] and seen == {"collecting": True} and frozen == [True]


def test_a_catalog_that_cannot_be_loaded_is_said_once_and_the_collector_runs_again(
        private_settings, dialogs, monkeypatch):
    import gc

    import configurator.ui.app as app_module

    def unreadable():
        raise OSError("db/ is not readable here")

    monkeypatch.setattr(gc, "freeze", lambda: None)  # not this test process's objects
    monkeypatch.setattr(app_module, "_open_catalog_with_team", unreadable)
    gc.disable()  # as configurator.entry does
    try:
        assert run_gui([]) == 1
        assert gc.isenabled()
    finally:
        gc.enable()
    [(_title, text)] = dialogs.asked("error")
    assert "db/ is not readable here" in text
