"""The Complete build dialog's workload constraint (docs/workload.md, "Completing a build around
a workload"): a check box "so that this workload fits", taking the Workload tab's workload, or,
when that tab has none, the row's own model (a preset), task and tokens.

It reads the workload only; deciding whether the build can hold it and saying so per answer is
configurator.report.complete_workload's.
"""

from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QWidget

from configurator.analysis.offerings import OfferingsError
from configurator.analysis.workload_inputs import (
    TASKS,
    TOKENS_MAX,
    Workload,
    model_from_preset,
)
from configurator.analysis.workload_model import WorkloadError
from configurator.catalog.shipped.source import CatalogSourceError
from configurator.report.complete_workload import workload_name
from configurator.report.workload_section import WorkloadData, load_workload_data, task_text
from configurator.ui.widgets.spin_boxes import double_spin
from configurator.words.messages import message_text, problems_text

DEFAULT_TOKENS_B = 1.0  # the Workload tab's own default


class WorkloadRow(QWidget):
    """`workload()` the workload to hold (None: the box is not checked); `data()` the presets,
    offerings and catalog GPUs it is judged with."""

    def __init__(self, catalog, workload: Workload | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._catalog = catalog
        self._tab_workload = workload
        self._data: WorkloadData | None = None
        self.data_refusal = ""  # why the workload data cannot be read
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.check = QCheckBox(self.tr("So that this &workload fits:"))
        self.check.setToolTip(self.tr(
            "The completed build must hold the workload in its GPUs' memory; the build's own "
            "GPUs are kept, so when they cannot hold it nothing is searched and the dialog "
            "says what would make it fit"))
        layout.addWidget(self.check)
        self.preset = QComboBox()
        self.task = QComboBox()
        for task in TASKS:
            self.task.addItem(task_text(task), task)
        self.task.setCurrentIndex(TASKS.index("lora"))
        self.tokens = double_spin(0, TOKENS_MAX / 1e9, DEFAULT_TOKENS_B, 3, 0.1,
                                  self.tr(" billion tokens"))
        if workload is not None:  # the Workload tab's, as it is there
            self.from_tab = QLabel(self.tr("{workload} (the Workload tab's)").format(
                workload=workload_name(workload)))
            layout.addWidget(self.from_tab)
        else:
            self.from_tab = None
            for widget in (self.preset, self.task, self.tokens):
                layout.addWidget(widget)
                widget.setEnabled(False)
            self.check.toggled.connect(self._checked)
        layout.addStretch(1)

    def _checked(self, on: bool) -> None:
        if on and self.data() is not None and not self.preset.count():
            for preset in self._data.presets.values():
                self.preset.addItem(preset.name, preset.id)
        for widget in (self.preset, self.task, self.tokens):
            widget.setEnabled(on and self._data is not None)

    def data(self) -> WorkloadData | None:
        """The workload data, read once (None, and `data_refusal` says why, when it cannot
        be)."""
        if self._data is None and not self.data_refusal:
            try:
                self._data = load_workload_data(self._catalog.parts("gpu"))
            except (WorkloadError, OfferingsError) as error:
                self.data_refusal = message_text(error.message)
            except CatalogSourceError as error:
                self.data_refusal = problems_text(error.problems)
        return self._data

    def workload(self) -> Workload | None:
        """The workload to hold, None when the box is not checked; WorkloadError (one line)
        when the row's own fields do not make one."""
        if not self.check.isChecked():
            return None
        if self._tab_workload is not None:
            return self._tab_workload
        data = self.data()
        if data is None or not self.preset.count():
            return None
        model = model_from_preset(self.preset.currentData(), data.presets)
        task = self.task.currentData()
        tokens = self.tokens.value() * 1e9 or None
        return Workload(model, task, tokens=tokens).check()
