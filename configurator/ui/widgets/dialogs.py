"""Every question the window asks the user, as small class methods a test can replace.

A test monkeypatches e.g. `Dialogs.error` to record the message instead of opening a modal
box; nothing else in the window opens a dialog directly.
"""

from __future__ import annotations

from enum import Enum

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QInputDialog,
    QMessageBox,
    QWidget,
)

from configurator.model import limits
from configurator.ui.widgets.plain_boxes import message_box

translate = QCoreApplication.translate


class Answer(Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


class Dialogs:
    """Modal questions. Class methods so tests can replace them one by one."""

    @classmethod
    def error(cls, parent: QWidget | None, title: str, text: str) -> None:
        message_box(QMessageBox.Icon.Critical, parent, title, text)

    @classmethod
    def inform(cls, parent: QWidget | None, title: str, text: str) -> None:
        message_box(QMessageBox.Icon.Information, parent, title, text)

    @classmethod
    def confirm(cls, parent: QWidget | None, title: str, text: str) -> bool:
        answer = message_box(QMessageBox.Icon.Question, parent, title, text,
                             QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    @classmethod
    def save_discard_cancel(cls, parent: QWidget | None, title: str, text: str) -> Answer:
        buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                   | QMessageBox.StandardButton.Cancel)
        answer = message_box(QMessageBox.Icon.Warning, parent, title, text, buttons,
                             QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return Answer.SAVE
        if answer == QMessageBox.StandardButton.Discard:
            return Answer.DISCARD
        return Answer.CANCEL

    @classmethod
    def open_path(cls, parent: QWidget | None, folder: str) -> str | None:
        path, _ = QFileDialog.getOpenFileName(
            parent,
            translate("Dialogs", "Open build or lab plan"),
            folder,
            translate("Dialogs", "Builds and lab plans (*.gwb *.gwb.json *.gwlab);;"
                                 "Build files (*.gwb *.gwb.json);;Lab plans (*.gwlab);;"
                                 "All files (*)"),
        )
        return path or None

    @classmethod
    def save_path(cls, parent: QWidget | None, suggested: str) -> str | None:
        return ask_save_path(parent, translate("Dialogs", "Save build as"), suggested,
                             translate("Dialogs", "Build files (*.gwb)"))

    @classmethod
    def text(cls, parent: QWidget | None, title: str, label: str, initial: str = "") -> str | None:
        value, ok = QInputDialog.getText(parent, title, label, text=initial)
        return value if ok else None

    @classmethod
    def number(cls, parent: QWidget | None, title: str, label: str, value: float,
               minimum: float, maximum: float, decimals: int = 0) -> float | None:
        number, ok = QInputDialog.getDouble(parent, title, label, value, minimum, maximum,
                                            decimals)
        return number if ok else None

    @classmethod
    def choose(cls, parent: QWidget | None, title: str, label: str,
               items: list[str]) -> int | None:
        """Index of the chosen item, or None when cancelled."""
        if not items:
            return None
        value, ok = QInputDialog.getItem(parent, title, label, items, 0, False)
        return items.index(value) if ok and value in items else None

    @classmethod
    def outlet(cls, parent: QWidget | None, volts: float, amps: float
               ) -> tuple[float, float] | None:
        """A custom outlet: (volts, amps), or None when cancelled."""
        dialog = QDialog(parent)
        dialog.setWindowTitle(translate("Dialogs", "Custom outlet"))
        form = QFormLayout(dialog)
        volts_box = QDoubleSpinBox(dialog)
        volts_box.setRange(limits.VOLTS_MIN, limits.VOLTS_MAX)
        volts_box.setSuffix(" V")
        volts_box.setValue(volts)
        amps_box = QDoubleSpinBox(dialog)
        amps_box.setRange(limits.AMPS_MIN, limits.AMPS_MAX)
        amps_box.setSuffix(" A")
        amps_box.setValue(amps)
        form.addRow(translate("Dialogs", "Voltage:"), volts_box)
        form.addRow(translate("Dialogs", "Breaker rating:"), amps_box)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, dialog)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        form.addRow(buttons)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return None
        return volts_box.value(), amps_box.value()


def ask_save_path(parent: QWidget | None, title: str, suggested: str,
                  file_filter: str) -> str | None:
    """A native save dialog; None when the user cancels."""
    path, _ = QFileDialog.getSaveFileName(parent, title, suggested, file_filter)
    return path or None
