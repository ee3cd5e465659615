"""Every question the Lab tab asks, as class methods a test replaces (as
configurator.ui.widgets.dialogs.Dialogs for the window)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QSpinBox,
    QWidget,
)

from configurator.lab.plan import (
    COOLING_W_MAX,
    RACK_KW_MAX,
    RACK_UNITS_MAX,
    RACK_WEIGHT_KG_MAX,
    Circuit,
    Rack,
    Room,
)
from configurator.model import limits
from configurator.model.build import OUTLET_PRESETS
from configurator.ui.widgets.dialogs import Dialogs, ask_save_path

translate = QCoreApplication.translate
CUSTOM = "custom"


def _form(parent: QWidget | None, title: str) -> tuple[QDialog, QFormLayout]:
    dialog = QDialog(parent)
    dialog.setWindowTitle(title)
    return dialog, QFormLayout(dialog)


def _run(dialog: QDialog, form: QFormLayout) -> bool:
    buttons = QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog)
    buttons.accepted.connect(dialog.accept)
    buttons.rejected.connect(dialog.reject)
    form.addRow(buttons)
    return dialog.exec() == QDialog.DialogCode.Accepted


def _optional(box: QDoubleSpinBox, maximum: float, suffix: str, value: float | None) -> None:
    """A spin box whose lowest value reads "none" (the figure is not given)."""
    box.setRange(0, maximum)
    box.setSuffix(suffix)
    box.setSpecialValueText(translate("LabDialogs", "none"))
    box.setValue(value or 0)


class LabDialogs:
    @classmethod
    def circuit(cls, parent: QWidget | None, circuit_id: str) -> Circuit | None:
        """A new circuit: a preset outlet or volts and amps of its own."""
        dialog, form = _form(parent, translate("LabDialogs", "Add circuit"))
        outlet = QComboBox(dialog)
        outlet.addItems([*OUTLET_PRESETS, translate("LabDialogs", "Custom")])
        outlet.setCurrentText("US-208V-30A")
        volts, amps = QDoubleSpinBox(dialog), QDoubleSpinBox(dialog)
        volts.setRange(limits.VOLTS_MIN, limits.VOLTS_MAX)
        volts.setSuffix(" V")
        volts.setValue(208)
        amps.setRange(limits.AMPS_MIN, limits.AMPS_MAX)
        amps.setSuffix(" A")
        amps.setValue(30)
        form.addRow(translate("LabDialogs", "Outlet:"), outlet)
        form.addRow(translate("LabDialogs", "Voltage (custom):"), volts)
        form.addRow(translate("LabDialogs", "Breaker rating (custom):"), amps)
        if not _run(dialog, form):
            return None
        preset = outlet.currentText()
        chosen = (preset if preset in OUTLET_PRESETS
                  else {"volts": volts.value(), "amps": amps.value()})
        return Circuit.model_validate({"id": circuit_id, "outlet": chosen})

    @classmethod
    def rack(cls, parent: QWidget | None, rack: Rack) -> Rack | None:
        """A rack's height and limits (a new one, or one changed)."""
        dialog, form = _form(parent, translate("LabDialogs", "Rack {rack}").format(
            rack=rack.id))
        units = QSpinBox(dialog)
        units.setRange(1, RACK_UNITS_MAX)
        units.setSuffix(" U")
        units.setValue(rack.units)
        max_kw, max_kg = QDoubleSpinBox(dialog), QDoubleSpinBox(dialog)
        _optional(max_kw, RACK_KW_MAX, " kW", rack.max_kw)
        _optional(max_kg, RACK_WEIGHT_KG_MAX, " kg", rack.max_weight_kg)
        form.addRow(translate("LabDialogs", "Height:"), units)
        form.addRow(translate("LabDialogs", "Power limit:"), max_kw)
        form.addRow(translate("LabDialogs", "Weight limit:"), max_kg)
        if not _run(dialog, form):
            return None
        return Rack.model_validate({"id": rack.id, "units": units.value(),
                                    "max_kw": max_kw.value() or None,
                                    "max_weight_kg": max_kg.value() or None})

    @classmethod
    def room(cls, parent: QWidget | None, room: Room) -> Room | None:
        dialog, form = _form(parent, translate("LabDialogs", "Room"))
        cooling = QDoubleSpinBox(dialog)
        _optional(cooling, COOLING_W_MAX, " W", room.cooling_w)
        cooling.setDecimals(0)
        form.addRow(translate("LabDialogs", "Cooling:"), cooling)
        if not _run(dialog, form):
            return None
        return room.model_copy(update={"cooling_w": cooling.value() or None})

    @classmethod
    def build_files(cls, parent: QWidget | None, folder: str) -> list[str]:
        paths, _ = QFileDialog.getOpenFileNames(
            parent, translate("LabDialogs", "Add build files"), folder,
            translate("LabDialogs", "Build files (*.gwb *.gwb.json);;All files (*)"))
        return list(paths)

    @classmethod
    def save_path(cls, parent: QWidget | None, suggested: str) -> str | None:
        return ask_save_path(parent, translate("LabDialogs", "Save lab plan as"), suggested,
                             translate("LabDialogs", "Lab plans (*.gwlab)"))

    @classmethod
    def pdf_path(cls, parent: QWidget | None, suggested: str) -> str | None:
        return ask_save_path(parent, translate("LabDialogs", "Export the lab plan as PDF"),
                             suggested, translate("LabDialogs", "PDF files (*.pdf)"))

    @classmethod
    def csv_path(cls, parent: QWidget | None, suggested: str) -> str | None:
        return ask_save_path(parent, translate("LabDialogs", "Export the lab's purchase list "
                                                             "as CSV"),
                             suggested, translate("LabDialogs", "CSV files (*.csv)"))

    @classmethod
    def confirm(cls, parent: QWidget | None, title: str, text: str) -> bool:
        return Dialogs.confirm(parent, title, text)

    @classmethod
    def error(cls, parent: QWidget | None, title: str, text: str) -> None:
        Dialogs.error(parent, title, text)
