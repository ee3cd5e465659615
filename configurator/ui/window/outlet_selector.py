"""The wall outlet of the build: a preset (OUTLET_PRESETS) or custom volts and amps."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import QComboBox, QWidget

from configurator.model.build import OUTLET_PRESETS, Build, CustomOutlet
from configurator.ui.widgets.dialogs import Dialogs

translate = QCoreApplication.translate

CUSTOM = "custom"


class OutletSelector(QComboBox):
    sigOutletChosen = Signal(object)
    """A preset name (str) or a CustomOutlet."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setAccessibleName(translate("OutletSelector", "Wall outlet"))
        self.setToolTip(
            translate("OutletSelector", "The wall outlet (circuit) the machine plugs into")
        )
        for name, preset in OUTLET_PRESETS.items():
            self.addItem(translate("OutletSelector", "{name} ({volts:g} V, {amps:g} A)").format(
                name=name, volts=preset.volts, amps=preset.amps), name)
        self.addItem(translate("OutletSelector", "Custom…"), CUSTOM)
        self._custom: CustomOutlet | None = None
        self.activated.connect(self._chosen)

    def show_build(self, build: Build) -> None:
        self.blockSignals(True)
        custom_index = self.findData(CUSTOM)
        if isinstance(build.outlet, CustomOutlet):
            self._custom = build.outlet
            self.setItemText(
                custom_index,
                translate("OutletSelector", "Custom: {volts:g} V, {amps:g} A").format(
                    volts=build.outlet.volts, amps=build.outlet.amps
                ),
            )
            self.setCurrentIndex(custom_index)
        else:
            self.setItemText(custom_index, translate("OutletSelector", "Custom…"))
            self.setCurrentIndex(self.findData(build.outlet))
        self.blockSignals(False)

    def _chosen(self, index: int) -> None:
        value = self.itemData(index)
        if value != CUSTOM:
            self.sigOutletChosen.emit(value)
            return
        start = self._custom or CustomOutlet(volts=230.0, amps=10.0)
        answer = Dialogs.outlet(self.window(), start.volts, start.amps)
        if answer is not None:
            self.sigOutletChosen.emit(CustomOutlet(volts=float(answer[0]),
                                                   amps=float(answer[1])))
        else:
            self.sigOutletChosen.emit(None)  # cancelled: the window shows the build's outlet
