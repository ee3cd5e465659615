"""Issue 30 item 3: at 1024x700 the chassis drawing shrank to a 200-pixel strip between the
docks, Fit Drawing did not fit, and the status bar's hint was cut; at 1560x960 with a wide
catalog dock the gauges were cut and Zoom Out did not recentre. The panels give way now
(tabbed in one column below a readable drawing width), Fit fits, and a layout the user
makes is theirs and remembered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from configurator.ui.app import create_main_window
from configurator.ui.window.dock_layout import READABLE_DRAWING_PX

from ..ui_helpers import EIGHT_GPU_TEMPLATE, TEMPLATES


def _settle(qtbot) -> None:
    QApplication.processEvents()
    qtbot.wait(30)
    QApplication.processEvents()


def _seen(view):
    return view.mapToScene(view.viewport().rect()).boundingRect()


def _in_front(dock) -> bool:
    """A tabbed dock stays "visible" behind another's tab: only its painted region says."""
    return dock.isVisible() and not dock.visibleRegion().isEmpty()


def _tabbed_together(window) -> bool:
    tabbed = set(window.tabifiedDockWidgets(window.catalog_dock))
    return {window.checks_dock, window.bom_dock} <= tabbed


def test_at_1024_by_700_the_panels_give_way_and_the_drawing_fits_its_width(window, qtbot):
    window.resize(1024, 700)
    assert window.files.open_path(TEMPLATES["4"])
    _settle(qtbot)
    view = window.chassis_view
    assert _tabbed_together(window)
    assert view.viewport().width() >= READABLE_DRAWING_PX - 20
    drawing = view.chassis_scene.sceneRect()
    seen = _seen(view)
    # the slots' labels on the left and the gauges on the right are both in view
    assert seen.left() <= drawing.left() + 1 and seen.right() >= drawing.right() - 1
    # every panel is one click away: its tab, and the View menu's keys raise it
    window.actions_["focus_checks"].trigger()
    _settle(qtbot)
    assert _in_front(window.checks_dock) and not _in_front(window.catalog_dock)
    window.actions_["focus_catalog"].trigger()
    _settle(qtbot)
    assert _in_front(window.catalog_dock)


def test_a_wide_window_puts_the_panels_back_side_by_side(window, qtbot):
    window.resize(1024, 700)
    _settle(qtbot)
    assert _tabbed_together(window)
    window.resize(1560, 960)
    _settle(qtbot)
    assert not window.tabifiedDockWidgets(window.catalog_dock)
    assert window.dockWidgetArea(window.catalog_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert window.chassis_view.viewport().width() >= READABLE_DRAWING_PX - 20


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000)])
def test_fit_drawing_fits_the_whole_drawing(window, qtbot, size):
    window.resize(*size)
    assert window.files.open_path(EIGHT_GPU_TEMPLATE)  # the tallest drawing
    _settle(qtbot)
    view = window.chassis_view
    window.actions_["zoom_in"].trigger()
    window.actions_["fit"].trigger()
    _settle(qtbot)
    assert _seen(view).contains(view.chassis_scene.sceneRect().adjusted(1, 1, -1, -1))
    window.resize(size[0] - 100, size[1] - 50)  # it stays fitted as the window changes
    _settle(qtbot)
    assert _seen(view).contains(view.chassis_scene.sceneRect().adjusted(1, 1, -1, -1))


def test_a_wide_catalog_dock_leaves_the_gauges_in_view_and_zoom_out_recentres(window, qtbot):
    window.resize(1560, 960)
    assert window.files.open_path(TEMPLATES["4"])
    window.resizeDocks([window.catalog_dock], [560], Qt.Orientation.Horizontal)
    _settle(qtbot)
    view = window.chassis_view
    drawing = view.chassis_scene.sceneRect()
    seen = _seen(view)
    assert seen.right() >= drawing.right() - 1  # the gauges on the right
    window.actions_["zoom_in"].trigger()
    window.actions_["zoom_in"].trigger()
    for _ in range(4):
        window.actions_["zoom_out"].trigger()
    _settle(qtbot)
    middle = view.mapToScene(view.viewport().rect().center())
    assert abs(middle.x() - drawing.center().x()) < drawing.width() * 0.05
    assert _seen(view).contains(drawing.adjusted(1, 1, -1, -1))


def test_a_hint_in_the_status_bar_is_shown_whole_at_1024(window, qtbot):
    window.resize(1024, 700)
    assert window.files.open_path(TEMPLATES["4"])
    window.catalog_panel.select_part("asus-turbo-rtx-2080-ti")
    window.use_catalog_part("asus-turbo-rtx-2080-ti")
    _settle(qtbot)
    bar = window.statusBar()
    hint = bar.currentMessage()
    assert hint.startswith("Place ")
    assert not window.status_summary.isVisible()  # the summary gives the hint the bar
    assert bar.fontMetrics().horizontalAdvance(hint) < bar.width() - 20
    bar.clearMessage()
    _settle(qtbot)
    assert window.status_summary.isVisible()


def test_a_layout_the_user_makes_is_kept_and_remembered(qtbot, catalog, settings,
                                                          autosave_dir):
    first = create_main_window(catalog, settings, autosave_dir)
    qtbot.addWidget(first)
    first.show()
    first.resize(1024, 700)
    _settle(qtbot)
    # the user docks the bill of materials on the left, beside the drawing
    first.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, first.bom_dock)
    _settle(qtbot)
    assert not first.dock_layout.automatic
    first.resize(1600, 1000)  # a wide window does not undo the user's layout
    _settle(qtbot)
    assert first.dockWidgetArea(first.bom_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert first.close()
    second = create_main_window(catalog, settings, autosave_dir)
    qtbot.addWidget(second)
    second.show()
    _settle(qtbot)
    assert second.size().width() == 1600
    assert second.dockWidgetArea(second.bom_dock) == Qt.DockWidgetArea.LeftDockWidgetArea
    assert not second.dock_layout.automatic_action.isChecked()
    second.dock_layout.automatic_action.trigger()  # View > Arrange Panels Automatically
    _settle(qtbot)
    assert second.dockWidgetArea(second.bom_dock) == Qt.DockWidgetArea.RightDockWidgetArea

