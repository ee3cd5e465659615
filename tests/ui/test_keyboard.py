"""A whole design with the keyboard alone: search, use parts, place cards, remove, undo,
save. Keys go to whichever widget has the focus, as a user's would."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from .ui_helpers import TWO_GPU_TEMPLATE

CTRL = Qt.KeyboardModifier.ControlModifier


def press(qtbot, key: Qt.Key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    widget = QApplication.focusWidget()
    assert widget is not None, "no widget has the keyboard focus"
    QTest.keyClick(widget, key, modifier)


def type_text(qtbot, text: str) -> None:
    QTest.keyClicks(QApplication.focusWidget(), text)


def search_and_use(qtbot, window, text: str, times: int = 1) -> None:
    press(qtbot, Qt.Key.Key_F, CTRL)
    assert QApplication.focusWidget() is window.catalog_panel.search
    type_text(qtbot, text)
    for _ in range(times):
        press(qtbot, Qt.Key.Key_Return)


def test_a_small_design_made_with_the_keyboard_alone(window, qtbot, dialogs, tmp_path: Path):
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.catalog_panel.search.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is window.catalog_panel.search)

    # The id: OpenDB also lists a 750D variant (CC-9011078-WW, not known to be discontinued),
    # which the list puts before the curated, discontinued one.
    search_and_use(qtbot, window, "corsair-obsidian-750d")
    search_and_use(qtbot, window, "x299 creation")
    search_and_use(qtbot, window, "i9-7900x")
    search_and_use(qtbot, window, "nh-d15")
    search_and_use(qtbot, window, "ct16g4dfd824a", times=4)
    search_and_use(qtbot, window, "970 pro")
    # Two PSUs match: Down goes into the results, Down again picks the second one.
    press(qtbot, Qt.Key.Key_F, CTRL)
    type_text(qtbot, "supernova 1600 t2")
    press(qtbot, Qt.Key.Key_Down)
    assert QApplication.focusWidget() is window.catalog_panel.table
    press(qtbot, Qt.Key.Key_Return)

    build = window.document.build
    assert build.chassis == "corsair-obsidian-750d"
    assert build.motherboard == "msi-meg-x299-creation"
    assert build.cpus == ["core-i9-7900x"]
    assert build.cpu_cooler.part == "noctua-nh-d15"
    assert [(m.part, m.qty) for m in build.memory] == [("crucial-ct16g4dfd824a", 4)]
    assert build.psu.part == "evga-supernova-1600-t2"

    # A card: Enter in the catalog hands the focus to the chassis, where Up/Down pick a
    # slot and Enter places the card.
    search_and_use(qtbot, window, "asus-turbo-rtx-2080-ti")
    view = window.chassis_view
    assert QApplication.focusWidget() is view
    assert view.chassis_scene.focus_slot == "PCI_E1"
    press(qtbot, Qt.Key.Key_Return)
    search_and_use(qtbot, window, "asus-turbo-rtx-2080-ti")
    assert QApplication.focusWidget() is view
    press(qtbot, Qt.Key.Key_Down)
    press(qtbot, Qt.Key.Key_Down)
    assert view.chassis_scene.focus_slot == "PCI_E3"
    press(qtbot, Qt.Key.Key_Return)
    placed = {g.slot: g.part for g in window.document.build.gpus}
    assert placed == {"PCI_E1": "asus-turbo-rtx-2080-ti", "PCI_E3": "asus-turbo-rtx-2080-ti"}
    assert window.document.report.validated
    assert window.status_summary.validated.text() == "Validated"

    # Delete removes the card in the focused slot; Ctrl+Z brings it back.
    press(qtbot, Qt.Key.Key_Delete)
    assert [g.slot for g in window.document.build.gpus] == ["PCI_E1"]
    press(qtbot, Qt.Key.Key_Z, CTRL)
    assert len(window.document.build.gpus) == 2
    press(qtbot, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert len(window.document.build.gpus) == 1
    press(qtbot, Qt.Key.Key_Z, CTRL)

    # Ctrl+S asks where to save (the test answers), then the title loses its mark.
    target = tmp_path / "keyboard.gwb.json"
    dialogs.answer("save_path", str(target))
    assert window.isWindowModified()
    press(qtbot, Qt.Key.Key_S, CTRL)
    assert target.is_file()
    assert not window.isWindowModified()
    assert window.windowTitle().startswith("keyboard.gwb.json")


def test_enter_on_a_slot_without_a_card_selected_says_what_to_do(window, qtbot):
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    window.catalog_panel.set_kind("memory")
    window.chassis_view.setFocus()
    window.chassis_view.chassis_scene.set_focus_slot("PCI_E5")
    window.chassis_view.sigSlotActivated.emit("PCI_E5")
    assert "Select a GPU" in window.statusBar().currentMessage()
    assert window.document.undo_stack.count() == 0
