"""Issue 30 item 2: a drop preview only once the user starts keyboard placement (Enter on a
catalog card), never on a click into the drawing or on opening a build. The trial saw every
slot tinted and a large note about the first catalog row (a card the user never chose)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from configurator.model.card_key import CardKey

from ..ui_helpers import TEMPLATES, TWO_GPU_TEMPLATE, own_copy

TURBO_2080_TI = "asus-turbo-rtx-2080-ti"


def _nothing_previewed(view) -> bool:
    return (set(view.chassis_scene.tints().values()) == {None}
            and not view.drag_note.isVisible())


def test_a_click_into_the_drawing_previews_nothing(window, qtbot):
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    view = window.chassis_view
    assert window.catalog_panel.current_part() is not None  # the first row, never chosen
    card = view.chassis_scene.cards[CardKey.in_slot("PCI_E1")].sceneBoundingRect().center()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(card))
    qtbot.waitUntil(view.hasFocus)
    assert _nothing_previewed(view)
    qtbot.keyClick(view, Qt.Key.Key_Down)  # the keys choose a slot, and preview nothing
    assert view.chassis_scene.focus_slot is not None
    assert _nothing_previewed(view)


def test_reopening_a_build_previews_nothing(window, qtbot, tmp_path):
    path = own_copy(tmp_path, TEMPLATES["1"])
    view = window.chassis_view
    assert window.files.open_path(path)
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    window.catalog_panel.search.setFocus()  # the file dialog has the focus meanwhile
    qtbot.waitUntil(lambda: not view.hasFocus())
    assert window.files.open_path(path)
    view.setFocus(Qt.FocusReason.ActiveWindowFocusReason)  # and gives it back on closing
    qtbot.waitUntil(view.hasFocus)
    assert _nothing_previewed(view)


def test_enter_on_a_catalog_card_starts_the_preview_and_escape_ends_it(window, qtbot):
    assert window.files.open_path(TEMPLATES["1"])
    view, panel = window.chassis_view, window.catalog_panel
    assert panel.select_part(TURBO_2080_TI)
    panel.table.setFocus()
    qtbot.keyClick(panel.table, Qt.Key.Key_Return)
    qtbot.waitUntil(view.hasFocus)
    slot = view.chassis_scene.focus_slot
    assert view.chassis_scene.tints()[slot] in ("green", "amber", "red")
    assert view.drag_note.text_shown().startswith(f"{slot}:")
    # another row selected in the catalog meanwhile does not change the card being placed
    panel.table.selectRow(0)
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert _nothing_previewed(view)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert _nothing_previewed(view)


def test_the_slot_menu_offers_only_a_card_and_names_it(window):
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    view, panel = window.chassis_view, window.catalog_panel
    free = view.chassis_scene.slot_centre("PCI_E5")
    panel.set_kind("psu")
    panel.table.selectRow(0)
    menu = view.context_menu(free)
    assert menu is None or not any("Place" in a.text() for a in menu.actions())
    assert panel.select_part(TURBO_2080_TI)
    texts = [a.text() for a in view.context_menu(free).actions()]
    name = window.catalog.get(TURBO_2080_TI).name
    assert f"Place {name} in PCI_E5" in texts
