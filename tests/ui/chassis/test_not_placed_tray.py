"""GPUs first in the window (issue 27, DESIGN section 8 rev. 3): the drawing's "not placed"
tray holds the cards bought but not in a slot, a board or not; catalog cards dropped on it are
bought unplaced, placed cards dropped on it leave their slot, its cards are dragged (or placed
with the keys) onto slots, and Complete Build places them. Drags are synthesised on the view's
viewport (QDrag.exec cannot be driven from a test)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from configurator.drawing.chassis_scene import build_chassis_scene
from configurator.model.build import Build
from configurator.model.buildfile import resolve
from configurator.model.card_key import CardKey
from configurator.ui.complete.dialog import CompleteDialog
from configurator.ui.widgets.mime import card_mime, part_mime

from ..ui_helpers import TWO_GPU_TEMPLATE, drag_enter, drag_move, drop, template_data, write_build

MAX_Q = "rtx-pro-6000-blackwell-max-q"
TURBO = "asus-turbo-rtx-2080-ti"


def _empty(window) -> None:
    empty = Build()
    window.document.load(empty, resolve(empty, window.document.catalog).resolved, None)


def _texts(item) -> list[str]:
    """The words drawn in a scene item and its children."""
    found = [item.text()] if hasattr(item, "text") else []
    for child in item.childItems():
        found.extend(_texts(child))
    return found


def _bom_lines(window) -> dict[str, str]:
    """Part id: quantity, of the BOM's part rows."""
    from configurator.ui.panels.bom import NAME, QTY, ROW_ROLE

    lines = {}
    for item in window.bom_panel._items():
        row = item.data(NAME, ROW_ROLE)
        if row is not None and row.part_id:
            lines[row.part_id] = item.text(QTY)
    return lines


def _drop_on_tray(view, mime) -> tuple[bool, bool, str]:
    """(drag-move accepted, drop accepted, the note shown over the tray)."""
    point = view.chassis_scene.tray_centre()
    assert drag_enter(view, mime, point)
    moved = drag_move(view, mime, point)
    note = view.drag_note.text_shown() if view.drag_note.isVisible() else ""
    return moved, drop(view, mime, point), note


def test_an_empty_build_shows_the_tray_with_what_to_drop_there(window):
    _empty(window)
    scene = window.chassis_view.chassis_scene
    assert scene.tray is not None and not scene.tray_keys()
    words = " ".join(_texts(scene.tray))
    assert "Not placed" in words and "Drop GPUs here" in words
    # On a page the empty tray is not drawn, nor a hint of what to drop.
    assert build_chassis_scene(window.document.resolved, window.document.report).tray is None


def test_gpus_dropped_on_the_tray_of_an_empty_build_show_there_and_in_the_bom(window):
    _empty(window)
    view = window.chassis_view
    moved, dropped, note = _drop_on_tray(view, part_mime(MAX_Q))
    assert moved and dropped and note.startswith("Not placed:")
    assert [(g.part, g.slot) for g in window.document.build.gpus] == [(MAX_Q, None)]
    assert window.document.undo_stack.count() == 1
    # With no board, a drop anywhere on the drawing goes to the tray as well.
    anywhere = view.chassis_scene.sceneRect().center()
    mime = part_mime(MAX_Q)
    assert drag_enter(view, mime, anywhere) and drag_move(view, mime, anywhere)
    assert drop(view, mime, anywhere)
    scene = view.chassis_scene
    assert scene.tray_keys() == [CardKey.unplaced("gpus", 0), CardKey.unplaced("gpus", 1)]
    assert "Not placed: 2 GPU(s)" in _texts(scene.tray)
    assert _bom_lines(window) == {MAX_Q: "2"}
    window.document.undo_stack.undo()
    assert scene is view.chassis_scene and len(view.chassis_scene.tray_keys()) == 1
    assert _bom_lines(window) == {MAX_Q: "1"}


def test_a_card_of_the_tray_dragged_onto_a_slot_is_previewed_and_placed(window, tmp_path):
    data = template_data(TWO_GPU_TEMPLATE)
    data["gpus"].append({"part": TURBO, "slot": None})
    assert window.files.open_path(write_build(tmp_path / "tray.gwb.json", data))
    view = window.chassis_view
    scene = view.chassis_scene
    key = CardKey.unplaced("gpus", 2)
    assert scene.tray_keys() == [key]
    mime = card_mime(key)
    target = scene.slot_centre("PCI_E5")
    assert drag_enter(view, mime, target)
    tints = scene.tints()
    assert tints["PCI_E5"] in ("green", "amber", "red")
    assert scene.tray.colour is None  # the card's own place: nothing to drop there
    assert drag_move(view, mime, target)
    assert view.drag_note.text_shown().startswith("PCI_E5:")
    tray = scene.tray_centre()
    assert not drag_move(view, mime, tray)  # over its own tray: no drop
    assert drag_move(view, mime, target) and drop(view, mime, target)
    build = window.document.build
    assert build.gpus[2].slot == "PCI_E5" and not view.chassis_scene.tray_keys()
    assert window.document.undo_stack.count() == 1
    window.document.undo_stack.undo()
    assert view.chassis_scene.tray_keys() == [key]


def test_a_placed_card_dragged_onto_the_tray_leaves_its_slot(window):
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    view = window.chassis_view
    before = window.document.build
    assert before.bridges  # the template's NVLink bridge holds the card
    mime = card_mime(CardKey.in_slot("PCI_E3"))
    moved, dropped, note = _drop_on_tray(view, mime)
    assert moved and dropped and note.startswith("Not placed:")
    build = window.document.build
    assert [g.slot for g in build.gpus] == ["PCI_E1", None] and build.bridges == []
    assert view.chassis_scene.tray_keys() == [CardKey.unplaced("gpus", 1)]
    assert CardKey.in_slot("PCI_E3") not in view.chassis_scene.cards
    assert window.document.undo_stack.undoText().startswith("Take ")
    window.document.undo_stack.undo()
    assert window.document.build == before and not view.chassis_scene.tray_keys()


def test_the_menus_take_a_card_out_and_place_one_of_the_tray(window, qtbot):
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    view = window.chassis_view
    menu = view.context_menu(view.chassis_scene.slot_centre("PCI_E3"))
    (out,) = [a for a in menu.actions() if a.text() == "Take out of its slot (not placed)"]
    out.trigger()
    assert window.document.build.gpus[1].slot is None
    chip = view.chassis_scene.cards[CardKey.unplaced("gpus", 1)]
    menu = view.context_menu(chip.sceneBoundingRect().center())
    (place,) = [a for a in menu.actions() if a.text().startswith("Place in a slot")]
    place.trigger()
    qtbot.waitUntil(view.hasFocus)
    assert view.placing_card == CardKey.unplaced("gpus", 1)
    assert view.chassis_scene.focus_slot == "PCI_E1"  # the first slot; its card would swap
    assert view.chassis_scene.tints()["PCI_E1"] in ("green", "amber", "red")
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.chassis_scene.focus_slot == "PCI_E2"
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert [g.slot for g in window.document.build.gpus] == ["PCI_E1", "PCI_E2"]
    assert not view.chassis_scene.tray_keys() and view.placing_card is None


def test_the_keys_reach_the_tray_place_its_card_and_delete_one(window, qtbot, tmp_path):
    data = template_data(TWO_GPU_TEMPLATE)
    data["gpus"] += [{"part": TURBO, "slot": None}, {"part": MAX_Q, "slot": None}]
    assert window.files.open_path(write_build(tmp_path / "tray.gwb.json", data))
    view = window.chassis_view
    view.setFocus()
    qtbot.waitUntil(view.hasFocus)
    slots = view.chassis_scene.slot_order()
    for _ in slots:
        qtbot.keyClick(view, Qt.Key.Key_Down)  # past the last slot: the tray's first card
    assert view.chassis_scene.focus_slot is None
    assert view.selected_tray_card() == CardKey.unplaced("gpus", 2)
    qtbot.keyClick(view, Qt.Key.Key_Down)
    assert view.selected_tray_card() == CardKey.unplaced("gpus", 3)
    qtbot.keyClick(view, Qt.Key.Key_Delete)  # Delete removes the selected card of the tray
    assert [g.part for g in window.document.build.gpus][2:] == [TURBO]
    assert view.selected_tray_card() == CardKey.unplaced("gpus", 2)  # the keys stay there
    qtbot.keyClick(view, Qt.Key.Key_Return)  # Enter: place it, the first slot previewed
    assert view.placing_card == CardKey.unplaced("gpus", 2)
    assert view.chassis_scene.focus_slot == slots[0]
    free = next(s for s in slots if s not in {g.slot for g in window.document.build.gpus})
    view.chassis_scene.set_focus_slot(free)
    view.move_focus(0)
    assert view.drag_note.text_shown().startswith(f"{free}:")
    qtbot.keyClick(view, Qt.Key.Key_Return)
    assert window.document.build.gpus[2].slot == free
    assert not view.chassis_scene.tray_keys()


def test_choosing_a_card_of_the_tray_selects_its_bom_row_and_finding(window, qtbot):
    _empty(window)
    for _ in range(2):
        window.catalog_panel.sigPartActivated.emit(MAX_Q)  # a double-click in the catalog
    view = window.chassis_view
    chip = view.chassis_scene.cards[CardKey.unplaced("gpus", 1)]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton,
                     pos=view.mapFromScene(chip.sceneBoundingRect().center()))
    assert view.selected_tray_card() == CardKey.unplaced("gpus", 1)
    row = window.bom_panel.selected_row()
    assert row is not None and row.part_id == MAX_Q
    finding = window.checks_panel.selected_finding()
    assert finding is not None and finding.rule == "BUILD-INCOMPLETE"
    assert chip.isSelected() or view.selected_tray_card()  # the drawing keeps the choice


@pytest.mark.parametrize("count", [2])
def test_complete_build_places_the_tray_and_undo_brings_it_back(qtbot, window, count):
    _empty(window)
    view = window.chassis_view
    for _ in range(count):
        assert _drop_on_tray(view, part_mime(MAX_Q))[1]
    assert len(view.chassis_scene.tray_keys()) == count
    gpus_only = window.document.build
    dialog = CompleteDialog(window.document, window)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(dialog.sigFinished, timeout=60_000):
        dialog.start()
    assert dialog.panels
    qtbot.mouseClick(dialog.panels[0].use, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    done = window.document.build
    assert done.motherboard is not None and all(g.slot for g in done.gpus)
    scene = view.chassis_scene
    assert not scene.tray_keys() and {CardKey.in_slot(g.slot) for g in done.gpus} <= set(
        scene.cards)
    assert "Drag a card here" in " ".join(_texts(scene.tray))
    window.document.undo_stack.undo()
    assert window.document.build == gpus_only
    assert len(view.chassis_scene.tray_keys()) == count
