"""A board's PCIe slot table and its lane-table rows, as editable tables with add/remove
buttons. Values are read back as the spec's own data; the spec validates them."""

from __future__ import annotations

import typing
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from configurator.catalog.checks import ChangeRefusedError
from configurator.catalog.csv_cells import LIST_SEPARATOR
from configurator.model.board_parts import PcieSlot
from configurator.model.messages import T, message
from configurator.ui.my_parts.fields import LANE_COLUMNS, SLOT_COLUMNS, tr

LANE_CHOICES = ("1", "2", "4", "8", "16")
GEN_CHOICES = ("1", "2", "3", "4", "5")
SOURCE_CHOICES = ("cpu", "chipset", "switch")
_COMBOS = {"mech_lanes": LANE_CHOICES, "max_lanes": LANE_CHOICES, "gen": GEN_CHOICES,
           "source": SOURCE_CHOICES}
_INTS = ("position", "cpu", "cpu_lanes")
translate = QCoreApplication.translate


class _Table(QWidget):
    columns: typing.ClassVar[dict[str, str]] = {}
    min_height = 110

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.table = QTableWidget(0, len(self.columns), self)
        self.table.setHorizontalHeaderLabels([tr(title) for title in self.columns.values()])
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(
            QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setMinimumHeight(self.min_height)
        self.add_button = QPushButton(translate("PartForm", "Add row"), self)
        self.remove_button = QPushButton(translate("PartForm", "Remove row"), self)
        self.add_button.clicked.connect(lambda: self.add_row())
        self.remove_button.clicked.connect(self.remove_row)
        buttons = QHBoxLayout()
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.table)
        layout.addLayout(buttons)

    def setToolTip(self, text: str) -> None:
        self.table.setToolTip(text)

    def set_rows(self, rows: list[dict[str, Any]]) -> None:
        self.table.setRowCount(0)
        for row in rows:
            self.add_row(row)

    def add_row(self, values: dict[str, Any] | None = None) -> None:
        values = values if values is not None else self.blank_row()
        row = self.table.rowCount()
        self.table.insertRow(row)
        for column, key in enumerate(self.columns):
            self.set_cell(row, column, key, values.get(key))
        self.table.setCurrentCell(row, 0)

    def remove_row(self) -> None:
        row = self.table.currentRow()
        if row >= 0:
            self.table.removeRow(row)

    def set_cell(self, row: int, column: int, key: str, value: Any) -> None:
        self.table.setItem(row, column, QTableWidgetItem("" if value is None else str(value)))

    def text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text().strip() if item is not None else ""

    def blank_row(self) -> dict[str, Any]:
        return {}

    def _int(self, text: str, where: str) -> int | str:
        try:
            return int(text)
        except ValueError:
            raise ChangeRefusedError(message(T("should be a whole number (got {got})"),
                                             got=repr(text)), where) from None


class SlotTable(_Table):
    """pcie_slots: one row per slot; lanes, generation and wiring chosen from lists; the
    slots that switch it off, ;-separated."""

    columns = SLOT_COLUMNS
    min_height = 220  # about six slots in view

    def blank_row(self) -> dict[str, Any]:
        rows = range(self.table.rowCount())
        positions = {self.text(r, 1) for r in rows}
        ids = {self.text(r, 0) for r in rows}
        position = next((p for p in range(1, 21) if str(p) not in positions), 1)
        number = next(n for n in range(1, 100) if f"PCIE{n}" not in ids)
        return {"id": f"PCIE{number}", "position": position}

    def set_cell(self, row: int, column: int, key: str, value: Any) -> None:
        if value is None:  # a key the row leaves out: the spec's default
            value = PcieSlot.model_fields[key].get_default(call_default_factory=True)
        if key in _COMBOS:
            combo = QComboBox(self.table)
            combo.addItems(list(_COMBOS[key]))
            combo.setCurrentText(str(value))
            self.table.setCellWidget(row, column, combo)
        elif key == "open_ended":
            box = QCheckBox(self.table)
            box.setChecked(bool(value))
            self.table.setCellWidget(row, column, box)
        elif key == "disabled_by":
            super().set_cell(row, column, key, f"{LIST_SEPARATOR} ".join(value))
        else:
            super().set_cell(row, column, key, value)

    def rows(self, field: str) -> list[dict[str, Any]]:
        out = []
        for row in range(self.table.rowCount()):
            values: dict[str, Any] = {}
            for column, key in enumerate(self.columns):
                widget = self.table.cellWidget(row, column)
                where = f"{field}[{row}].{key}"
                if isinstance(widget, QComboBox):
                    text = widget.currentText()
                    values[key] = text if key == "source" else int(text)
                elif isinstance(widget, QCheckBox):
                    values[key] = widget.isChecked()
                elif key == "disabled_by":
                    values[key] = [slot.strip() for slot in
                                   self.text(row, column).split(LIST_SEPARATOR) if slot.strip()]
                else:
                    text = self.text(row, column)
                    if text:
                        values[key] = self._int(text, where) if key in _INTS else text
            out.append(values)
        return out


class LaneTable(_Table):
    """lane_table: which slots are in use (;-separated) and the width each then gets."""

    columns = LANE_COLUMNS

    def blank_row(self) -> dict[str, Any]:
        return {"cpu_lanes": 16, "populated": [], "widths": {}}

    def set_cell(self, row: int, column: int, key: str, value: Any) -> None:
        if key == "populated" and isinstance(value, list):
            value = f"{LIST_SEPARATOR} ".join(value)
        elif key == "widths" and isinstance(value, dict):
            value = f"{LIST_SEPARATOR} ".join(f"{slot}={width}" for slot, width in value.items())
        super().set_cell(row, column, key, value)

    def rows(self, field: str) -> list[dict[str, Any]]:
        out = []
        for row in range(self.table.rowCount()):
            cpu_lanes = self.text(row, 0)
            populated = [s.strip() for s in self.text(row, 1).split(LIST_SEPARATOR) if s.strip()]
            widths: dict[str, Any] = {}
            for pair in self.text(row, 2).split(LIST_SEPARATOR):
                if not pair.strip():
                    continue
                slot, sep, width = pair.partition("=")
                if not sep:
                    raise ChangeRefusedError(message(T("should be {shape}"),
                                                     shape="SLOT=x; SLOT=x"),
                                             f"{field}[{row}].widths")
                widths[slot.strip()] = self._int(width.strip().lstrip("x"),
                                                 f"{field}[{row}].widths")
            values: dict[str, Any] = {"populated": populated, "widths": widths}
            if cpu_lanes:
                values["cpu_lanes"] = self._int(cpu_lanes, f"{field}[{row}].cpu_lanes")
            out.append(values)
        return out


__all__ = ["LaneTable", "SlotTable"]
