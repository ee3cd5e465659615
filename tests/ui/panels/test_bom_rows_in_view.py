"""Issue 30 item 10: "Add extra" shows the new row and opens its name; an extra without a
price is marked in the window, the PDF and the CSV; the quantity editor is wide enough."""

from __future__ import annotations

import csv
import io

from bom_cases import needs_poppler, page_texts, squeezed
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QSpinBox

from configurator.ui.panels.bom import NAME, QTY, ROW_ROLE, TOTAL, UNIT, BomRow
from configurator.ui.window.export import ExportDialogs

from ..ui_helpers import TEMPLATES, resize_window


def _open(window, qtbot, template=TEMPLATES["8"]):
    resize_window(window, qtbot, 1024, 700)
    assert window.files.open_path(template)
    window.bom_dock.raise_()
    qtbot.waitUntil(window.bom_panel.isVisible)
    return window.bom_panel


def test_add_extra_shows_the_new_row_and_opens_its_name(window, qtbot):
    panel = _open(window, qtbot)
    tree = panel.tree
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    item = panel.extra_item(len(window.document.build.extras) - 1)
    assert item is not None and tree.currentItem() is item
    assert tree.viewport().rect().contains(tree.visualItemRect(item))  # in view, whole
    assert tree.state() == QAbstractItemView.State.EditingState
    editor = tree.focusWidget()
    # The name's editor stays in its column; in the narrow panel the names keep room.
    assert editor.width() <= tree.columnWidth(NAME) + 2
    assert tree.columnWidth(NAME) >= tree.viewport().width() * 0.4
    editor.selectAll()
    qtbot.keyClicks(editor, "PCIe riser cable")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.document.build.extras[-1].name == "PCIe riser cable")
    window.document.undo_stack.undo()  # the name, then the row: each undoable
    window.document.undo_stack.undo()
    assert window.document.build.extras == []


def test_an_extra_without_a_price_says_so(window, qtbot):
    panel = _open(window, qtbot)
    panel.add_extra()
    item = panel.extra_item(0)
    assert item.text(UNIT) == item.text(TOTAL) == "no price"
    assert "no price entered" in item.toolTip(NAME)
    row = item.data(NAME, ROW_ROLE)
    assert panel.edit_row(row, unit_usd=45.0)
    assert "no price" not in panel.extra_item(0).text(UNIT)


@needs_poppler
def test_a_validated_pdf_marks_an_extra_without_a_price(window, qtbot, tmp_path, monkeypatch):
    panel = _open(window, qtbot, TEMPLATES["7"])
    panel.add_extra()
    assert window.document.report.validated
    for kind in ("pdf", "csv"):
        monkeypatch.setattr(ExportDialogs, f"{kind}_path", classmethod(
            lambda _cls, _parent, _suggested, k=kind: str(tmp_path / f"bom.{k}")))
        window.actions_[f"export_{kind}"].trigger()
    text = squeezed(" ".join(page_texts(tmp_path / "bom.pdf")))
    assert "VALIDATED" in text and squeezed("no price entered: not in the total") in text
    rows = list(csv.DictReader(io.StringIO(
        (tmp_path / "bom.csv").read_text(encoding="utf-8-sig"))))
    new_item = next(r for r in rows if r.get("Name") == "New item")
    assert "no price entered" in " ".join(new_item.values())


def test_the_quantity_editor_is_wide_enough_to_read(window, qtbot):
    panel = _open(window, qtbot)
    tree = panel.tree
    memory = next(item for item in panel._items()
                  if isinstance(item.data(NAME, ROW_ROLE), BomRow)
                  and item.data(NAME, ROW_ROLE).section == "memory")
    tree.scrollToItem(memory)
    tree.editItem(memory, QTY)
    editor = tree.findChild(QSpinBox)
    assert editor is not None and editor.isVisible()
    assert editor.width() >= editor.sizeHint().width() >= 40
