"""The "Buy or rent" tab: inputs, plot, table, and the power limits offered in one click."""

from __future__ import annotations

import pytest
from factory import alternatives_of, base_data, gpu, resolved, with_parts
from PySide6.QtCore import Qt

from configurator.analysis.currencies import DEFAULT_PER_USD
from configurator.model.buildfile import resolve
from configurator.model.edits import SetPowerLimits
from configurator.report.cost_section import load_cost_data
from configurator.rules import validate
from configurator.ui.tabs.cost import CostTab


@pytest.fixture(scope="module")
def cost_data(catalog):
    return load_cost_data(catalog.parts("gpu"))


@pytest.fixture
def tab(qtbot, cost_data) -> CostTab:
    widget = CostTab(data=cost_data)
    qtbot.addWidget(widget)
    return widget


def four_300w_gpus() -> dict:
    data = base_data(0)
    data["outlet"] = "US-15A"
    data["gpus"] = [{"part": "gpu-a", "slot": s} for s in ("S1", "S3", "S5", "S7")]
    return with_parts(data, gpu(tdp_w=300, architecture="Turing"))


def show(tab: CostTab, data: dict):
    r = resolved(data)
    report = validate(r, alternatives_of(data))
    tab.set_build(r, report)
    return r, report


def column(tab: CostTab, index: int) -> list[str]:
    return [tab.table.item(row, index).text() for row in range(tab.table.rowCount())]


def test_defaults_and_empty_state(tab: CostTab) -> None:
    inputs = tab.inputs()
    assert (inputs.hours_per_day, inputs.kwh_price, inputs.months) == (8.0, 0.13, 36)
    assert inputs.currency == "USD"
    assert tab.table.rowCount() == 0 and not tab.planner.apply_button.isEnabled()
    assert tab.section() is None


def test_a_build_fills_plot_table_and_summary(tab: CostTab, cost_data) -> None:
    tab.metric_combo.setCurrentIndex(tab.metric_combo.findData("fp32"))  # the test cards'
    show(tab, four_300w_gpus())
    section = tab.section()
    assert section is not None
    # the offerings ticked: those priced within three years of the newest price
    assert tab.table.rowCount() == len(tab.checked_offering_ids()) > 0
    assert column(tab, 0)[0] == "AWS g6e.xlarge (us-east-1, 2025-08)"  # with its price date
    assert any(text.startswith("month ") for text in column(tab, 3))
    # one curve for owning, one per comparable offering, plus the break-even markers
    curves = tab.plot.getPlotItem().listDataItems()
    comparable = [r for r in section.analysis.rentals if r.comparable]
    assert len(curves) >= 1 + len(comparable)
    assert "Purchase 5,310.00 USD" in tab.summary_label.text()


def test_inputs_recompute(tab: CostTab, qtbot) -> None:
    show(tab, four_300w_gpus())
    tab.hours_spin.setValue(0)
    assert set(column(tab, 3)) == {"never"}
    tab.months_spin.setValue(12)
    assert tab.section().analysis.inputs.months == 12
    ticked = len(tab.checked_offering_ids())
    first = tab.offerings_list.offering_items()[0]
    first.setCheckState(Qt.CheckState.Unchecked)
    assert tab.table.rowCount() == ticked - 1


def test_changing_currency_keeps_the_price_meaning(tab: CostTab) -> None:
    show(tab, four_300w_gpus())
    tab.currency_combo.setCurrentText("CNY")
    assert tab.rate_spin.value() == pytest.approx(DEFAULT_PER_USD["CNY"])
    assert tab.kwh_spin.value() == pytest.approx(0.13 * DEFAULT_PER_USD["CNY"], abs=0.001)
    assert tab.section().currency == "CNY"
    assert "CNY" in column(tab, 2)[0]


def test_apply_power_limits_sends_one_edit_that_clears_the_outlet(tab: CostTab, qtbot) -> None:
    data = four_300w_gpus()
    r, report = show(tab, data)
    assert [f for f in report.findings if f.rule == "POWER-OUTLET"]
    assert tab.planner.apply_button.isEnabled()
    assert "264 W" in tab.planner.label.text()
    with qtbot.waitSignal(tab.sigApplyPowerLimits) as signal:
        qtbot.mouseClick(tab.planner.apply_button, Qt.MouseButton.LeftButton)
    limits = signal.args[0]
    assert limits == {0: 264.0, 1: 264.0, 2: 264.0, 3: 264.0}
    # What the main window does with it: one set_power_limits edit.
    limited = resolve(SetPowerLimits.of(limits).apply(r.build), None).resolved
    after = validate(limited, alternatives_of(data))
    assert not [f for f in after.findings if f.rule == "POWER-OUTLET"]
    tab.set_build(limited, after)
    assert not tab.planner.apply_button.isEnabled()


def test_set_data_refills_the_offerings(tab: CostTab, cost_data) -> None:
    show(tab, four_300w_gpus())
    ticked = len(tab.checked_offering_ids())
    tab.offerings_list.offering_items()[0].setCheckState(Qt.CheckState.Unchecked)
    tab.set_data(cost_data)
    assert tab.table.rowCount() == ticked


def test_no_build_again_clears(tab: CostTab) -> None:
    show(tab, four_300w_gpus())
    tab.set_build(None, None)
    assert tab.table.rowCount() == 0 and tab.section() is None


def test_reads_the_offerings_itself_given_the_catalog(qtbot, catalog) -> None:
    widget = CostTab(catalog=catalog)
    qtbot.addWidget(widget)
    assert widget.offerings_list.count() == 0  # nothing read before a build is shown
    show(widget, four_300w_gpus())
    assert len(widget.checked_offering_ids()) == widget.table.rowCount() > 0


def test_the_tab_follows_the_currency_preference(window) -> None:
    window.preferences.set_currency("CNY", 7.3)
    window.tabs.setCurrentWidget(window.lazy_tabs.ensure("cost"))
    tab = window.lazy_tabs.built["cost"]
    assert (tab.currency_combo.currentText(), tab.rate_spin.value()) == ("CNY", 7.3)
    assert tab.section() is not None and tab.section().currency == "CNY"
    window.preferences.set_currency("USD")
    assert (tab.currency_combo.currentText(), tab.rate_spin.value()) == ("USD", 1.0)
    assert tab.section().currency == "USD"
