"""The bill of materials: grouped rows, totals, editable extras, currency display."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QSpinBox

from configurator.ui.panels.bom import ROW_ROLE, BomRow

from ..ui_helpers import FOUR_GPU_TEMPLATE


def rows(panel) -> dict[str, list[tuple[str, ...]]]:
    tree = panel.tree
    result = {}
    for i in range(tree.topLevelItemCount()):
        group = tree.topLevelItem(i)
        result[group.text(0)] = [tuple(group.child(j).text(c) for c in range(5))
                                 for j in range(group.childCount())]
    return result


def group_row(panel, group: str, index: int = 0) -> BomRow:
    item = panel.tree.findItems(group, Qt.MatchFlag.MatchExactly)[0]
    return item.child(index).data(0, ROW_ROLE)


def test_grouped_rows_with_quantity_unit_and_extended_price(window):
    assert window.files.open_path(FOUR_GPU_TEMPLATE)
    table = rows(window.bom_panel)
    assert table["GPU"] == [("ASUS Turbo GeForce RTX 2080 Ti (blower, 2-slot)", "4", "$999",
                              "$3,996", "1,000")]
    assert table["Memory"][0][1] == "8"
    assert list(table)[:3] == ["Chassis", "Motherboard", "CPU"]
    report = window.document.report
    totals = window.bom_panel.totals.text()
    assert f"${report.totals.price_usd:,.0f}" in totals
    assert f"peak {report.power.peak_w:,.0f} W" in totals
    assert f"wall {report.power.wall_w:,.0f} W" in totals


def test_extras_are_added_edited_and_removed_undoably(window):
    panel, doc = window.bom_panel, window.document
    assert window.files.open_path(FOUR_GPU_TEMPLATE)
    price_before = doc.report.totals.price_usd
    panel.add_button.click()
    assert rows(panel)["Extra"] == [("New item", "1", "no price", "no price", "")]
    assert group_row(panel, "Extra").section == "extras"
    assert panel.edit_row(group_row(panel, "Extra"), name="PCIe riser cable")
    assert panel.edit_row(group_row(panel, "Extra"), qty=2)
    assert panel.edit_row(group_row(panel, "Extra"), unit_usd=35)
    assert [(e.name, e.qty, e.price_usd) for e in doc.build.extras] == [
        ("PCIe riser cable", 2, 35.0)]
    assert doc.report.totals.price_usd == price_before + 70
    assert rows(panel)["Extra"] == [("PCIe riser cable", "2", "$35.00", "$70.00", "")]
    assert not panel.edit_row(group_row(panel, "Extra"), name="  ")  # a name is required
    doc.undo_stack.undo()
    assert doc.build.extras[0].price_usd == 0
    for _ in range(3):
        doc.undo_stack.undo()
    assert doc.build.extras == []
    doc.undo_stack.redo()
    extras = panel.tree.findItems("Extra", Qt.MatchFlag.MatchExactly)[0]
    panel.tree.setCurrentItem(extras.child(0))
    assert panel.remove_button.isEnabled()
    panel.remove_button.click()
    assert doc.build.extras == []


def test_an_extra_edited_in_the_table_goes_through_the_editor(window, qtbot):
    panel, doc = window.bom_panel, window.document
    panel.add_button.click()
    extras = panel.tree.findItems("Extra", Qt.MatchFlag.MatchExactly)[0]
    item = extras.child(0)
    panel.tree.setCurrentItem(item, 1)
    panel.tree.editItem(item, 1)
    editor = panel.tree.findChild(QSpinBox)
    assert editor is not None and editor.maximum() == 64
    editor.setValue(3)
    QTest.keyClick(editor, Qt.Key.Key_Return)  # Enter commits, as for a user
    qtbot.waitUntil(lambda: bool(doc.build.extras) and doc.build.extras[0].qty == 3)


def test_quantities_of_parts_are_edited_in_place(window):
    assert window.files.open_path(FOUR_GPU_TEMPLATE)
    assert window.bom_panel.edit_row(group_row(window.bom_panel, "Memory"), qty=4)
    assert window.document.build.memory[0].qty == 4
    assert window.document.report.totals.ram_gb == 64


def test_prices_in_yuan_with_the_users_rate(window):
    assert window.files.open_path(FOUR_GPU_TEMPLATE)
    window.preferences.set_currency("CNY", 7.0)
    assert rows(window.bom_panel)["GPU"][0][2:4] == ("¥6,993", "¥27,972")
    model = window.catalog_panel.model
    assert model.headerData(1, Qt.Orientation.Horizontal) == "Price (CNY)"
    window.preferences.set_currency("USD")
    assert rows(window.bom_panel)["GPU"][0][2] == "$999"


def test_delete_in_the_bom_removes_the_selected_part(window):
    from PySide6.QtTest import QTest

    assert window.files.open_path(FOUR_GPU_TEMPLATE)
    tree = window.bom_panel.tree
    storage = tree.findItems("Storage", Qt.MatchFlag.MatchExactly)[0]
    tree.setFocus()
    tree.setCurrentItem(storage.child(1))
    QTest.keyClick(tree, Qt.Key.Key_Delete)
    assert [s.part for s in window.document.build.storage] == ["samsung-970-pro-1tb"]
    gpu = tree.findItems("GPU", Qt.MatchFlag.MatchExactly)[0]
    tree.setCurrentItem(gpu.child(0))
    assert window.bom_panel.remove_action.isEnabled()
    window.bom_panel.remove_action.trigger()
    assert [g.slot for g in window.document.build.gpus] == ["PCI_E1", "PCI_E2", "PCI_E3"]
    window.document.undo_stack.undo()
    window.document.undo_stack.undo()
    assert len(window.document.build.gpus) == 4 and len(window.document.build.storage) == 2
