"""The "Buy or rent" tab: owning the build against renting cloud GPUs, and the power-limit
planner.

The figures come from configurator.report.cost_section (the same assembly the CLI and the
BOM PDF use); this widget holds the user's inputs, draws the cumulative costs with pyqtgraph,
lists the figures in a table and offers the planner's power limits as one click. It never
edits the build: `sigApplyPowerLimits` asks the main window to, as one undo command.
"""

from __future__ import annotations

import pyqtgraph as pg
from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from configurator.analysis.cost_inputs import (
    DEFAULT_HOURS_PER_DAY,
    DEFAULT_IDLE_FRACTION,
    DEFAULT_KWH_PRICE,
    DEFAULT_MONTHS,
    HOURS_PER_DAY,
    MAX_MONTHS,
    CostInputs,
)
from configurator.analysis.currencies import CURRENCIES, DEFAULT_PER_USD
from configurator.analysis.offerings import OfferingsError
from configurator.catalog.shipped.source import CatalogSourceError
from configurator.model.build import ResolvedBuild
from configurator.report.cost_section import (
    CostData,
    CostSection,
    assemble,
    borrowed_note,
    extrapolated_note,
    load_cost_data,
    measured_curves,
    money,
    offering_header,
    offering_rows,
)
from configurator.rules.report import Report
from configurator.ui.tabs.cost_chart import draw_cumulative_costs
from configurator.ui.widgets.table_fit import ColumnFitter, two_lines
from configurator.words.messages import message_text, problems_text

CONTENT_MIN_H_PX = 820
SIDE_BY_SIDE_MIN_W_PX = 760  # narrower: the chart goes below the inputs, full width
STACKED_MIN_H_PX = 1180
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class CostTab(QWidget):
    """Inputs, a plot of cumulative cost by month, a table of figures, the power planner."""

    sigApplyPowerLimits = Signal(object)
    """{index in Build.gpus: watts} to apply with configurator.model.edits.SetPowerLimits,
    as one undoable command. (A Signal(dict) would turn the int keys into strings.)"""
    sigInputsChanged = Signal()
    """The user's numbers changed (the Workload tab's cost of a run follows them)."""

    def __init__(self, parent: QWidget | None = None, *, catalog=None,
                 data: CostData | None = None) -> None:
        super().__init__(parent)
        self._catalog = catalog  # for the GPU figures of the offerings' models
        self._data = data
        self._resolved: ResolvedBuild | None = None
        self._report: Report | None = None
        self._section: CostSection | None = None
        self._updating = False

        self.hours_spin = self._spin(0, HOURS_PER_DAY, DEFAULT_HOURS_PER_DAY, 1, 0.5,
                                     self.tr(" h/day"))
        self.kwh_spin = self._spin(0, 100, DEFAULT_KWH_PRICE, 3, 0.01, "")
        self.currency_combo = QComboBox()
        self.currency_combo.addItems(CURRENCIES)
        self.rate_spin = self._spin(0.0001, 100000, 1.0, 4, 0.01, "")
        self.rate_spin.setToolTip(self.tr("Units of this currency per US dollar: converts the "
                                          "purchase prices and the offerings' prices"))
        self.months_spin = QSpinBox()
        self.months_spin.setRange(1, MAX_MONTHS)
        self.months_spin.setValue(DEFAULT_MONTHS)
        self.months_spin.setSuffix(self.tr(" months"))
        self.idle_spin = self._spin(0, 100, DEFAULT_IDLE_FRACTION * 100, 0, 5, self.tr(" %"))
        self.idle_spin.setToolTip(self.tr(
            "Draw while the machine is on but not busy, as a share of its peak wall draw; "
            "0 for a machine switched off when it is not working"))
        self.metric_combo = QComboBox()
        self.metric_combo.addItem(self.tr("FP32"), "fp32")
        self.metric_combo.addItem(self.tr("FP16 tensor"), "fp16")
        self.offerings_list = QListWidget()
        self.offerings_list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)

        form = QFormLayout()
        form.addRow(self.tr("&Use:"), self.hours_spin)
        form.addRow(self.tr("&Electricity per kWh:"), self.kwh_spin)
        form.addRow(self.tr("C&urrency:"), self.currency_combo)
        form.addRow(self.tr("&Rate per USD:"), self.rate_spin)
        form.addRow(self.tr("&Lifetime:"), self.months_spin)
        form.addRow(self.tr("&Idle draw:"), self.idle_spin)
        form.addRow(self.tr("&Throughput:"), self.metric_combo)
        inputs_box = QGroupBox(self.tr("Your numbers"))
        inputs_layout = QVBoxLayout(inputs_box)
        inputs_layout.addLayout(form)
        inputs_layout.addWidget(QLabel(self.tr("Compare with:")))
        inputs_layout.addWidget(self.offerings_list, 1)

        self.plot = pg.PlotWidget(background="w")
        self.plot.showGrid(x=True, y=True, alpha=0.3)
        self.plot.setLabel("bottom", self.tr("Month"))
        # The legend sits below the chart, never over its lines and break-even points.
        self.legend_label = QLabel()
        self.legend_label.setObjectName("costLegend")
        self.legend_label.setWordWrap(True)
        self.legend_label.setTextFormat(Qt.TextFormat.RichText)
        self.summary_label = QLabel()
        self.summary_label.setTextFormat(Qt.TextFormat.PlainText)  # names are user text
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        headers = offering_header()
        self.table = QTableWidget(0, len(headers))
        # The columns share the width and wrap their text (long headings on two lines),
        # each as wide as its longest word: the table fits the window with no name cut off.
        self.table.setHorizontalHeaderLabels([two_lines(h) for h in headers])
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.verticalHeader().hide()
        self._columns = ColumnFitter(self.table)  # rows are fitted to the columns with them

        self.plan_label = QLabel()
        self.plan_label.setTextFormat(Qt.TextFormat.PlainText)  # it names the GPUs
        self.plan_label.setWordWrap(True)
        self.apply_button = QPushButton(self.tr("&Apply power limits"))
        self.apply_button.setEnabled(False)
        plan_box = QGroupBox(self.tr("Power-limit planner"))
        plan_layout = QHBoxLayout(plan_box)
        plan_layout.addWidget(self.plan_label, 1)
        plan_layout.addWidget(self.apply_button, 0, Qt.AlignmentFlag.AlignTop)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.plot, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(inputs_box)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 0)
        splitter.setStretchFactor(1, 1)
        splitter.setCollapsible(0, False)
        self._splitter = splitter
        # In a small window the tab scrolls up and down rather than squash its inputs, chart
        # and table below their readable height.
        content = QWidget()
        content.setMinimumHeight(CONTENT_MIN_H_PX)
        self._content = content
        scroll = QScrollArea(self)
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        layout = QVBoxLayout(content)
        layout.addWidget(splitter, 3)
        layout.addWidget(self.legend_label)  # the whole width: one or two lines
        layout.addWidget(self.table, 2)  # the whole width: seven columns need it
        layout.addWidget(self.summary_label)
        layout.addWidget(plan_box)

        for spin in (self.hours_spin, self.kwh_spin, self.rate_spin, self.idle_spin):
            spin.valueChanged.connect(self._refresh)
        self.months_spin.valueChanged.connect(self._refresh)
        self.metric_combo.currentIndexChanged.connect(self._refresh)
        self._metric_picked = False  # by the user: a workload's basis no longer replaces it
        self._own_metric = self.metric_combo.currentData()  # the basis without a workload
        self._inputs_said = self.inputs()
        self.metric_combo.activated.connect(self._metric_activated)
        self.currency_combo.currentTextChanged.connect(self._currency_changed)
        self.offerings_list.itemChanged.connect(self._refresh)
        self.apply_button.clicked.connect(self._apply_clicked)
        if data is not None:
            self._fill_offerings()
        self._show_empty(self.tr("Open or design a build to compare it with renting."))

    @staticmethod
    def _spin(low: float, high: float, value: float, decimals: int, step: float,
              suffix: str) -> QDoubleSpinBox:
        spin = QDoubleSpinBox()
        spin.setRange(low, high)
        spin.setDecimals(decimals)
        spin.setSingleStep(step)
        spin.setValue(value)
        spin.setSuffix(suffix)
        return spin

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        stacked = self.width() < SIDE_BY_SIDE_MIN_W_PX
        self._splitter.setOrientation(Qt.Orientation.Vertical if stacked
                                      else Qt.Orientation.Horizontal)
        self._content.setMinimumHeight(
            STACKED_MIN_H_PX if stacked else CONTENT_MIN_H_PX)

    # --- public ----------------------------------------------------------------------------

    def set_build(self, resolved: ResolvedBuild | None, report: Report | None) -> None:
        """Show the figures of a build and its Report (None, None: no build)."""
        self._resolved, self._report = resolved, report
        self._refresh()

    def set_data(self, data: CostData) -> None:
        """Offerings, curves and GPU figures (read from db/ on first use when not given)."""
        self._data = data
        self._fill_offerings()
        self._refresh()

    def inputs(self) -> CostInputs:
        return CostInputs(
            hours_per_day=self.hours_spin.value(), kwh_price=self.kwh_spin.value(),
            currency=self.currency_combo.currentText(), per_usd=self.rate_spin.value(),
            months=self.months_spin.value(), idle_fraction=self.idle_spin.value() / 100,
            metric=self.metric_combo.currentData())

    def set_default_metric(self, metric: str | None) -> None:
        """The throughput basis a workload implies (docs/workload.md), None for the tab's own
        (no workload chosen): taken unless the user picked one here."""
        index = self.metric_combo.findData(metric if metric is not None else self._own_metric)
        if index >= 0 and not self._metric_picked:
            self.metric_combo.setCurrentIndex(index)

    def _metric_activated(self) -> None:
        self._metric_picked = True

    def section(self) -> CostSection | None:
        """The figures shown (for the BOM PDF's cost section), or None."""
        return self._section

    def checked_offering_ids(self) -> list[str]:
        return [self.offerings_list.item(i).data(Qt.ItemDataRole.UserRole)
                for i in range(self.offerings_list.count())
                if self.offerings_list.item(i).checkState() == Qt.CheckState.Checked]

    # --- internals -------------------------------------------------------------------------

    def _ensure_data(self) -> bool:
        if self._data is not None:
            return True
        try:
            if self._catalog is None:
                from configurator.catalog import open_catalog

                self._catalog = open_catalog()
            self._data = load_cost_data(self._catalog.parts("gpu"))
        except (OfferingsError, CatalogSourceError, OSError) as error:
            if isinstance(error, CatalogSourceError):
                detail = problems_text(error.problems)
            elif isinstance(error, OfferingsError):
                detail = message_text(error.message)
            else:
                detail = str(error)
            self._show_empty(self.tr("The offerings data cannot be read: {0}").format(detail))
            return False
        self._fill_offerings()
        return True

    def _fill_offerings(self) -> None:
        self._updating = True
        self.offerings_list.clear()
        for offering in self._data.offerings if self._data else ():
            item = QListWidgetItem(offering.label)
            item.setData(Qt.ItemDataRole.UserRole, offering.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked)
            tip = (self.tr("{0} x {1}, {2:g} {3} per hour ({4}, {5})\n{6}\n{7}")
                   if offering.price_unit == "hour"
                   else self.tr("{0} x {1}, {2:g} {3} per month ({4}, {5})\n{6}\n{7}"))
            item.setToolTip(tip.format(
                offering.gpu_count, offering.gpu_model, offering.price, offering.currency,
                offering.region or self.tr("region not stated"), offering.price_date,
                offering.notes, offering.source_url))
            self.offerings_list.addItem(item)
        self._updating = False

    def set_currency(self, currency: str, per_usd: float) -> None:
        """Show the figures in `currency` at `per_usd` of it to the US dollar: the window's
        currency preference (the user may still pick another here)."""
        if currency not in CURRENCIES or per_usd <= 0:
            return
        blocked = self.currency_combo.blockSignals(True)
        self.currency_combo.setCurrentText(currency)
        self.currency_combo.blockSignals(blocked)
        self._switch_currency(per_usd)

    def _currency_changed(self, currency: str) -> None:
        self._switch_currency(DEFAULT_PER_USD[currency])

    def _switch_currency(self, new_rate: float) -> None:
        # Keep the electricity price meaning the same money in the new currency.
        old_rate = self.rate_spin.value()
        self._updating = True
        self.kwh_spin.setValue(self.kwh_spin.value() / old_rate * new_rate)
        self.rate_spin.setValue(new_rate)
        self._updating = False
        self._refresh()

    def _show_empty(self, message: str) -> None:
        self._section = None
        self.summary_label.setText(message)
        self.plot.clear()
        self.table.setRowCount(0)
        self.plan_label.setText(self.tr("No power limit is needed."))
        self.apply_button.setEnabled(False)

    def _refresh(self) -> None:
        if self._updating:
            return
        if self.inputs() != self._inputs_said:
            self._inputs_said = self.inputs()
            self.sigInputsChanged.emit()
        if self._resolved is None or self._report is None:
            self._show_empty(self.tr("Open or design a build to compare it with renting."))
            return
        if not self._ensure_data():
            return
        inputs = self.inputs()
        try:
            inputs.check()
        except ValueError as error:
            self._show_empty(str(error))
            return
        self._section = assemble(self._resolved, self._report, inputs, self._data,
                                 self.checked_offering_ids())
        self._show_summary(self._section)
        self._show_plot(self._section)
        self._show_table(self._section)
        self._show_plan(self._section)

    def _money(self, amount: float | None) -> str:
        return money(amount, self.currency_combo.currentText())

    def _show_summary(self, section: CostSection) -> None:
        a, own = section.analysis, section.analysis.ownership
        lines = [
            self.tr("Purchase {0}; energy {1:,.0f} kWh = {2} a month (peak {3:,.0f} W at the "
                    "wall, idle {4:,.0f} W); owning for {5} months costs {6}.").format(
                self._money(own.purchase), own.kwh_per_month, self._money(own.energy_per_month),
                own.peak_wall_w, own.idle_w, a.inputs.months, self._money(own.total)),
            self.tr("GPU throughput {0:,.1f} TFLOPS; {1} per busy hour.").format(
                a.build.gflops / 1000, self._money(own.cost_per_busy_hour)),
            *section.notes,
        ]
        self.summary_label.setText("\n".join(lines))

    def _show_plot(self, section: CostSection) -> None:
        draw_cumulative_costs(self.plot, self.legend_label, section)

    def _show_table(self, section: CostSection) -> None:
        rentals = section.analysis.rentals
        self.table.setRowCount(len(rentals))
        for row, (r, cells) in enumerate(zip(rentals, offering_rows(section), strict=True)):
            o = r.offering
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column:  # figures line up on the right
                    item.setTextAlignment(RIGHT)
                item.setToolTip(f"{o.notes}\n{o.source_url}")
                self.table.setItem(row, column, item)
        self._columns.fit()

    def _show_plan(self, section: CostSection) -> None:
        plan = section.plan
        if plan is None:
            self.plan_label.setText(self.tr("The build fits its PSU and outlet: no power limit "
                                            "is needed."))
            self.apply_button.setEnabled(False)
            return
        rules = ", ".join(plan.rules)
        if not plan.feasible:
            self.plan_label.setText(self.tr("{0}: no power limit the cards accept is enough; "
                                            "see the checks for other fixes.").format(rules))
            self.apply_button.setEnabled(False)
            return
        lines = [self.tr("{0}: limit each GPU to {1:,.0f} W (nvidia-smi -pl {1:.0f}); the GPUs "
                         "keep {2:.1f} % of their throughput.").format(
            rules, plan.limit_w, plan.throughput_kept * 100)]
        for gpu in plan.gpus:
            lines.append(self.tr("{0} in {1}: {2:,.0f} W of {3:,.0f} W keeps {4:.1f} %{5}").format(
                gpu.name, gpu.slot, gpu.limit_w, gpu.stock_w, gpu.kept.fraction * 100,
                extrapolated_note(gpu.kept.extrapolated)))
        for curve, borrowed in measured_curves(plan):
            lines.append(self.tr("Measured on {0} ({1}): {2}").format(
                curve.card, curve.workload, curve.source_url) + borrowed_note(borrowed))
        self.plan_label.setText("\n".join(lines))
        current = {g.index: g.power_limit_w for g in self._resolved.gpus} if self._resolved else {}
        self.apply_button.setEnabled(any(current.get(i) != w for i, w in plan.limits_w.items()))

    def _apply_clicked(self) -> None:
        plan = self._section.plan if self._section is not None else None
        if plan is not None and plan.feasible:
            self.sigApplyPowerLimits.emit(dict(plan.limits_w))
