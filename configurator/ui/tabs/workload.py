"""The "Workload" tab: will a workload fit this build, how long will it run, what does a run
cost here against the cloud offerings (docs/workload.md).

The figures come from configurator.report.workload_section (the same assembly the command
line uses); the inputs are the form of ui/tabs/workload_form.py; this widget draws the memory
of one GPU by kind and lists the cost of a run here and rented. The cost of owning (lifetime,
busy hours, electricity price, currency) is the Buy or rent tab's: the window passes it
(`set_cost_inputs`). It never edits the build; `sigWorkloadChanged` tells the window which
workload is chosen (None: none), so that Buy or rent compares throughput on its basis.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QFrame,
    QLabel,
    QScrollArea,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from configurator.analysis.cost_inputs import CostInputs
from configurator.analysis.offerings import OfferingsError
from configurator.analysis.workload import WorkloadEstimate
from configurator.analysis.workload_inputs import Workload
from configurator.analysis.workload_model import WorkloadError
from configurator.catalog.shipped.source import CatalogSourceError
from configurator.model.build import ResolvedBuild
from configurator.report.workload_section import (
    WorkloadData,
    assemble,
    cost_header,
    cost_rows,
    fit_lines,
    here_note,
    load_workload_data,
    memory_labels,
    memory_rows,
    note_lines,
    summary_lines,
    verdict_text,
)
from configurator.rules.report import Report
from configurator.ui.tabs.workload_bar import SEGMENT_COLOURS, MemoryBar
from configurator.ui.tabs.workload_form import WorkloadForm
from configurator.ui.widgets.table_fit import fitted_table
from configurator.words.messages import message_text, problems_text

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
# Narrower than this, the form goes above the figures (the window's docks leave the tab about
# 800 px of a 1,560 px window), so that the cost table keeps the whole width.
SIDE_BY_SIDE_MIN_W_PX = 1000
FORM_SHARE, FIGURES_SHARE = 1, 2  # of the width, side by side
TABLE_MIN_H_PX = 260  # about eight offerings; the tab scrolls rather than squash the table


class WorkloadTab(QWidget):
    """The form on the left; the verdict, memory bar, time and costs on the right."""

    sigWorkloadChanged = Signal(object)
    """The workload chosen (configurator.analysis.workload_inputs.Workload), or None."""

    def __init__(self, parent: QWidget | None = None, *, catalog=None,
                 data: WorkloadData | None = None) -> None:
        super().__init__(parent)
        self._catalog = catalog
        self._data = data
        self._resolved: ResolvedBuild | None = None
        self._report: Report | None = None
        self._inputs = CostInputs()
        self._result: WorkloadEstimate | None = None
        self._workload: Workload | None = None

        self.form = WorkloadForm()
        self.verdict_label = QLabel()
        self.verdict_label.setObjectName("workloadVerdict")
        self.verdict_label.setWordWrap(True)
        self.memory_bar = MemoryBar()
        self.legend_label = QLabel()
        self.legend_label.setTextFormat(Qt.TextFormat.RichText)  # our own words, escaped
        self.legend_label.setWordWrap(True)
        self.summary_label = self._text_label()
        self.table, self._columns = fitted_table(cost_header(), TABLE_MIN_H_PX)
        self.fit_label = self._text_label()
        self.notes_label = self._text_label()

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.verdict_label, self.memory_bar, self.legend_label,
                       self.summary_label):
            right_layout.addWidget(widget)
        right_layout.addWidget(self.table, 1)
        right_layout.addWidget(self.fit_label)
        right_layout.addWidget(self.notes_label)
        form_column = QWidget()  # the form at its natural height, at the top
        form_layout = QVBoxLayout(form_column)
        form_layout.setContentsMargins(0, 0, 0, 0)
        form_layout.addWidget(self.form)
        form_layout.addStretch(1)
        # A box layout (not a splitter) between the scroll area and the wrapped labels: the
        # scroll area then sizes the page by its height for the width shown, and a label that
        # wraps to more lines pushes the table down rather than being drawn over it.
        content = QWidget()
        self._arrangement = QBoxLayout(QBoxLayout.Direction.LeftToRight, content)
        self._arrangement.addWidget(form_column, 0)
        self._arrangement.addWidget(right, 1)
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

        self.form.sigChanged.connect(self._refresh)
        if self._ensure_data():
            self.form.set_presets(self._data.presets)
        self._refresh()

    @staticmethod
    def _text_label() -> QLabel:
        label = QLabel()
        label.setTextFormat(Qt.TextFormat.PlainText)  # model and part names are user text
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        return label

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        beside = self.width() >= SIDE_BY_SIDE_MIN_W_PX
        self._arrangement.setDirection(QBoxLayout.Direction.LeftToRight if beside
                                       else QBoxLayout.Direction.TopToBottom)
        # Beside the figures the form takes a third of the width (the model's name in full);
        # above them, its own height and the figures the rest.
        self._arrangement.setStretch(0, FORM_SHARE if beside else 0)
        self._arrangement.setStretch(1, FIGURES_SHARE if beside else 1)

    # --- public ----------------------------------------------------------------------------

    def set_build(self, resolved: ResolvedBuild | None, report: Report | None) -> None:
        self._resolved, self._report = resolved, report
        self._refresh()

    def set_cost_inputs(self, inputs: CostInputs) -> None:
        """Lifetime, busy hours, electricity price and currency: the Buy or rent tab's."""
        self._inputs = inputs
        self._refresh()

    def workload(self) -> Workload | None:
        """The workload chosen and valid, or None."""
        return self._workload

    def estimate(self) -> WorkloadEstimate | None:
        """The figures shown, or None."""
        return self._result

    # --- internals -------------------------------------------------------------------------

    def _ensure_data(self) -> bool:
        if self._data is not None:
            return True
        try:
            if self._catalog is None:
                from configurator.catalog import open_catalog

                self._catalog = open_catalog()
            self._data = load_workload_data(self._catalog.parts("gpu"))
        except (WorkloadError, OfferingsError) as error:
            self._show_empty(self.tr("The workload data cannot be read: {0}").format(
                message_text(error.message)))
            return False
        except CatalogSourceError as error:
            self._show_empty(self.tr("The workload data cannot be read: {0}").format(
                problems_text(error.problems)))
            return False
        return True

    def _set_workload(self, workload: Workload | None) -> None:
        if workload != self._workload:
            self._workload = workload
            self.sigWorkloadChanged.emit(workload)

    def _show_empty(self, message: str) -> None:
        self._result = None
        self.verdict_label.setText(message)
        self.memory_bar.set_memory(None)
        for label in (self.legend_label, self.summary_label, self.fit_label, self.notes_label):
            label.setText("")
        self.table.setRowCount(0)

    def _refresh(self) -> None:
        if not self._ensure_data():
            return
        try:
            workload = self.form.read()
        except WorkloadError as error:
            self._set_workload(None)
            self._show_empty(self._refusal_text(error))
            return
        self._set_workload(workload)
        if workload is None:
            self._show_empty(self.tr("Choose a model (a preset, a config.json or a parameter "
                                     "count) and a task."))
            return
        if self._resolved is None or self._report is None:
            self._show_empty(self.tr("Open or design a build to see whether the workload "
                                     "fits."))
            return
        try:
            inputs = self._inputs
            inputs.check()
            self._result = assemble(self._resolved, self._report, workload, inputs, self._data)
        except WorkloadError as error:  # no GPU placed
            self._show_empty(message_text(error.problem))
            return
        except ValueError as error:  # the cost inputs (checked by the Buy or rent tab)
            self._show_empty(str(error))
            return
        self._show(self._result)

    def _refusal_text(self, error: WorkloadError) -> str:
        """One line naming the field by its label in the form, else the place the error names
        (a config.json's path, line and column)."""
        field = self.form.field_name(error.where)
        if field is None:
            return message_text(error.message)
        return self.tr("{field}: {problem}").format(field=field,
                                                    problem=message_text(error.problem))

    def _show(self, result: WorkloadEstimate) -> None:
        self.verdict_label.setText(verdict_text(result))
        self.memory_bar.set_memory(result.memory)
        labels, rows = memory_labels(), dict(memory_rows(result))
        # Each entry wraps as a whole (a figure never apart from its unit or its colour).
        self.legend_label.setText(" &nbsp;".join(
            f'<span style="white-space:nowrap"><span style="color:{colour}">■</span> '
            f"{html.escape(labels[kind])} {html.escape(rows[labels[kind]])}</span>"
            for kind, colour in SEGMENT_COLOURS.items()))
        # The summary's third line is the verdict, shown above it.
        lines = summary_lines(result)
        self.summary_label.setText("\n".join([*lines[:2], *lines[3:]]))
        costs = cost_rows(result)
        self.table.setRowCount(len(costs))
        for row, cells in enumerate(costs):
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:  # figures line up on the right
                    item.setTextAlignment(RIGHT)
                self.table.setItem(row, column, item)
        self._columns.fit()
        self.fit_label.setText("\n".join(fit_lines(result)))
        here = here_note(result)
        self.notes_label.setText("\n".join([*([here] if here else []), *note_lines(result)]))
