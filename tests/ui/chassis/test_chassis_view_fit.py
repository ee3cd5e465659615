"""Issue 17 point 10 in the real window: at 1024x700 the chassis was fitted to the width of
its narrow view and drawn with letters four pixels tall. It keeps a readable scale now and
shows the top left (the slots' labels and the cards' names) first, scrolling for the rest."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from configurator.ui.chassis.view import MIN_READABLE_PX_PER_MM

from ..ui_helpers import EIGHT_GPU_TEMPLATE, TEMPLATES, slot_rects_in_viewport


@pytest.mark.parametrize("template", [TEMPLATES["1"], TEMPLATES["4"], EIGHT_GPU_TEMPLATE])
def test_at_1024_by_700_the_chassis_is_drawn_readable_from_its_labels(window, qtbot, template):
    window.resize(1024, 700)
    assert window.files.open_path(template)
    QApplication.processEvents()
    qtbot.wait(20)
    view, scene = window.chassis_view, window.chassis_view.chassis_scene
    assert view.transform().m11() >= MIN_READABLE_PX_PER_MM * 0.97
    label_x = view.mapFromScene(scene.layout.label_x, 0).x()
    assert 0 <= label_x < 40  # the slots' names are in view, at its left edge
    first = slot_rects_in_viewport(view)[scene.slot_order()[0]]
    assert 0 <= first.top() < view.viewport().height()  # and the first slot


def test_a_wide_window_still_shows_the_whole_drawing(window, qtbot):
    assert window.files.open_path(TEMPLATES["1"])
    QApplication.processEvents()
    view = window.chassis_view
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    assert seen.contains(view.chassis_scene.itemsBoundingRect())
