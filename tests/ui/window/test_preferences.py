"""Preferences in QSettings: window geometry and dock layout, default outlet, currency."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from configurator.ui.app import create_main_window
from configurator.ui.session.preferences import Preferences
from configurator.ui.window.preferences_dialog import PreferencesDialog


def test_window_geometry_and_dock_layout_are_restored(qtbot, catalog, settings, autosave_dir):
    first = create_main_window(catalog, settings, autosave_dir)
    qtbot.addWidget(first)
    first.show()
    first.resize(700, 520)  # within the offscreen screen (800 x 600)
    first.bom_dock.hide()
    qtbot.waitUntil(lambda: first.size().width() == 700)
    assert first.close()
    second = create_main_window(catalog, settings, autosave_dir)
    qtbot.addWidget(second)
    second.show()
    qtbot.waitExposed(second)
    assert second.size().width() == 700
    assert not second.bom_dock.isVisible()
    assert second.checks_dock.isVisible()


def test_preferences_dialog_sets_outlet_and_currency(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat)
    preferences = Preferences(settings)
    dialog = PreferencesDialog(preferences)
    qtbot.addWidget(dialog)
    dialog.outlet_box.setCurrentIndex(dialog.outlet_box.findData("CN-16A"))
    dialog.currency_box.setCurrentIndex(dialog.currency_box.findData("CNY"))
    dialog.rate_box.setValue(6.9)
    with qtbot.waitSignal(preferences.sigCurrencyChanged):
        dialog.apply()
    again = Preferences(QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat))
    assert again.default_outlet == "CN-16A"
    assert again.currency == "CNY"
    assert again.money(100) == "¥690"
    assert Preferences(QSettings(str(tmp_path / "q.ini"), QSettings.Format.IniFormat)
                       ).money(0) == "-"


def test_recent_files_keep_the_newest_first_without_repeats(tmp_path):
    preferences = Preferences(QSettings(str(tmp_path / "r.ini"), QSettings.Format.IniFormat))
    for name in ("a", "b", "a"):
        preferences.add_recent_file(tmp_path / f"{name}.gwb.json")
    assert [p.rsplit("/", 1)[-1] for p in preferences.recent_files()] == [
        "a.gwb.json", "b.gwb.json"]
