"""Issue 30 item 11: the panels' layout is remembered from one session to the next."""

from __future__ import annotations

from PySide6.QtCore import Qt

from configurator.ui.app import create_main_window

from ..ui_helpers import resize_window


def _open(qtbot, catalog, settings, autosave_dir):
    window = create_main_window(catalog, settings, autosave_dir, autosave_delay_ms=20)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_the_docks_come_back_as_the_user_left_them(qtbot, catalog, settings, autosave_dir):
    first = _open(qtbot, catalog, settings, autosave_dir)
    resize_window(first, qtbot, 1600, 1000)
    first.resizeDocks([first.catalog_dock], [420], Qt.Orientation.Horizontal)
    first.notes_dock.close()  # the user closes a panel
    qtbot.waitUntil(lambda: abs(first.catalog_dock.width() - 420) <= 8)
    width = first.catalog_dock.width()
    assert first.close()
    second = _open(qtbot, catalog, settings, autosave_dir)
    qtbot.waitUntil(lambda: not second.dock_layout._follow.isActive())
    qtbot.wait(50)
    assert (second.width(), second.height()) == (1600, 1000)
    assert abs(second.catalog_dock.width() - width) <= 8, (second.catalog_dock.width(), width)
    assert not second.notes_dock.isVisible() and second.checks_dock.isVisible()
    assert second.dock_layout.automatic  # still following the window's width
    # A narrow window still gives way to the drawing; a wide one gets the user's widths.
    resize_window(second, qtbot, 1024, 700)
    assert second.dock_layout.compact
