"""The "Buy or rent" tab: owning the build against renting cloud GPUs, and the power-limit
planner.

The figures come from configurator.report.cost_section (the same assembly the CLI and the
BOM PDF use); this widget holds the user's inputs, draws the cumulative costs with pyqtgraph,
lists the figures in a table and offers the planner's power limits as one click (the planner:
`cost_plan.py`). It never
edits the build: `sigApplyPowerLimits` asks the main window to, as one undo command.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QGroupBox,
    QLabel,
    QScrollArea,
    QSpinBox,
    QSplitter,
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
    load_cost_data,
    money,
    offering_header,
    offering_rows,
)
from configurator.rules.report import Report
from configurator.ui.tabs.cost_chart import CostChart, CostLegend, draw_cumulative_costs
from configurator.ui.tabs.cost_offerings import OfferingsList
from configurator.ui.tabs.cost_plan import PowerPlanBox
from configurator.ui.widgets.spin_boxes import double_spin
from configurator.ui.widgets.table_fit import fitted_table
from configurator.words.messages import message_text, problems_text

SIDE_BY_SIDE_MIN_W_PX = 760  # narrower: the chart goes below the inputs, full width
OFFERINGS_MIN_H_PX = 160
TABLE_MIN_H_PX = 220
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

        self.hours_spin = double_spin(0, HOURS_PER_DAY, DEFAULT_HOURS_PER_DAY, 1, 0.5,
                                     self.tr(" h/day"))
        self.kwh_spin = double_spin(0, 100, DEFAULT_KWH_PRICE, 3, 0.01, "")
        self.currency_combo = QComboBox()
        self.currency_combo.addItems(CURRENCIES)
        self.rate_spin = double_spin(0.0001, 100000, 1.0, 4, 0.01, "")
        self.rate_spin.setToolTip(self.tr("Units of this currency per US dollar: converts the "
                                          "purchase prices and the offerings' prices"))
        self.months_spin = QSpinBox()
        self.months_spin.setRange(1, MAX_MONTHS)
        self.months_spin.setValue(DEFAULT_MONTHS)
        self.months_spin.setSuffix(self.tr(" months"))
        self.idle_spin = double_spin(0, 100, DEFAULT_IDLE_FRACTION * 100, 0, 5, self.tr(" %"))
        self.idle_spin.setToolTip(self.tr(
            "Draw while the machine is on but not busy, as a share of its peak wall draw; "
            "0 for a machine switched off when it is not working"))
        self.metric_combo = QComboBox()
        self.metric_combo.addItem(self.tr("FP32"), "fp32")
        self.metric_combo.addItem(self.tr("FP16 tensor"), "fp16")
        # Deep learning trains in mixed precision on tensor cores: FP32 made an 8x H100
        # instance "2.56x faster" than two RTX 5090 (a tenth of its tensor rate).
        self.metric_combo.setCurrentIndex(self.metric_combo.findData("fp16"))
        self.metric_combo.setToolTip(self.tr(
            "FP16 tensor: the tensor-core rate with FP32 accumulate, what training in mixed "
            "precision uses (plain FP16 on cards without tensor cores); FP32: single "
            "precision"))
        self.offerings_list = OfferingsList()
        self.offerings_list.setMinimumHeight(OFFERINGS_MIN_H_PX)

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

        self.plot = CostChart()
        self.plot.setLabel("bottom", self.tr("Month"))
        # The legend sits below the chart, never over its lines and break-even points.
        self.legend = CostLegend()
        self.summary_label = QLabel()
        self.summary_label.setTextFormat(Qt.TextFormat.PlainText)  # names are user text
        self.summary_label.setWordWrap(True)
        self.summary_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # The columns share the width and wrap their text: the table fits the window with
        # no name cut off.
        self.table, self._columns = fitted_table(offering_header(), TABLE_MIN_H_PX)

        self.planner = PowerPlanBox()
        self.planner.sigApply.connect(self.sigApplyPowerLimits)

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
        # and table below their readable height (each has a minimum height; the wheel
        # scrolls the page even over the chart).
        content = QWidget()
        self._content = content
        scroll = QScrollArea(self)
        self.scroll = scroll
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(content)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)
        layout = QVBoxLayout(content)
        layout.addWidget(splitter, 3)
        layout.addWidget(self.legend)  # the whole width, as many entries a row as it holds
        layout.addWidget(self.table, 2)  # the whole width: seven columns need it
        layout.addWidget(self.summary_label)
        layout.addWidget(self.planner)

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
        if data is not None:
            self._fill_offerings()
        self._show_empty(self.tr("Open or design a build to compare it with renting."))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        stacked = self.width() < SIDE_BY_SIDE_MIN_W_PX
        self._splitter.setOrientation(Qt.Orientation.Vertical if stacked
                                      else Qt.Orientation.Horizontal)

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
        return self.offerings_list.checked_ids()

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
        self.offerings_list.fill(self._data.offerings if self._data else [])
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
        self.legend.set_entries([])
        self.planner.show_empty()

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
        self.planner.show_plan(self._section, self._resolved)

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
        draw_cumulative_costs(self.plot, self.legend, section)

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
