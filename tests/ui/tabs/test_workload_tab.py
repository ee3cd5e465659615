"""The Workload tab (docs/workload.md): a preset or a config.json, a task; the memory bar per GPU,
the time, the cost of a run here against the offerings; and, in the window, Buy or rent's
throughput basis following the workload chosen."""

from __future__ import annotations

import itertools
import json
import re
from pathlib import Path

import pytest
from factory import alternatives_of, base_data, gpu, resolved, with_parts
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QLabel

from configurator.analysis.cost_inputs import CostInputs
from configurator.report.workload_section import load_workload_data
from configurator.rules import validate
from configurator.ui.tabs.cost import CostTab
from configurator.ui.tabs.workload import TABLE_MIN_H_PX, WorkloadTab
from configurator.ui.tabs.workload_form import ConfigFiles

from ..ui_helpers import TWO_GPU_TEMPLATE

ACCELERATOR = re.compile(r"&(?!&)(\w)")
LLAMA_CONFIG = {"model_type": "llama", "hidden_size": 4096, "intermediate_size": 14336,
                "num_attention_heads": 32, "num_hidden_layers": 32, "num_key_value_heads": 8,
                "vocab_size": 128256, "tie_word_embeddings": False, "_name_or_path": "my-llama"}


@pytest.fixture(scope="module")
def workload_data(catalog):
    return load_workload_data(catalog.parts("gpu"))


@pytest.fixture
def tab(qtbot, workload_data) -> WorkloadTab:
    widget = WorkloadTab(data=workload_data)
    qtbot.addWidget(widget)
    return widget


def two_cards(memory_gb: float = 80, gpus: int = 2) -> dict:
    data = base_data(gpus)
    return with_parts(data, gpu(memory_gb=memory_gb, fp16_gflops=100_000,
                                memory_bandwidth_gb_s=2000, tdp_w=300))


def show(tab: WorkloadTab, data: dict) -> None:
    r = resolved(data)
    tab.set_build(r, validate(r, alternatives_of(data)))


def column(tab: WorkloadTab, index: int) -> list[str]:
    return [tab.table.item(row, index).text() for row in range(tab.table.rowCount())]


def test_empty_until_a_model_is_chosen(tab: WorkloadTab, qtbot) -> None:
    assert tab.workload() is None and tab.estimate() is None
    assert tab.verdict_label.text().startswith("Choose a model")
    show(tab, two_cards())
    assert tab.table.rowCount() == 0
    with qtbot.waitSignal(tab.sigWorkloadChanged) as changed:
        tab.form.choose_preset("llama-3.1-8b")
    assert changed.args[0].model.preset_id == "llama-3.1-8b"


def test_a_preset_that_fits_shows_memory_time_and_costs(tab: WorkloadTab, workload_data) -> None:
    show(tab, two_cards())
    tab.form.choose_preset("llama-3.1-8b")  # LoRA on 1 billion tokens, bf16: the defaults
    result = tab.estimate()
    assert result is not None and result.fits
    assert tab.verdict_label.text().startswith("Fits: ")
    assert [kind for kind, _ in tab.memory_bar.segments()] == [
        "weights", "gradients", "optimizer", "activations"]
    assert tab.table.rowCount() == 1 + len(workload_data.offerings)
    assert column(tab, 0)[0] == "This build" and column(tab, 4)[0] == "yes"
    assert "Time: " in tab.summary_label.text() and "MFU 0.4" in tab.summary_label.text()
    assert "model FLOPs utilisation (MFU) of 0.4" in tab.notes_label.text()
    assert tab.fit_label.text() == ""


def test_a_workload_that_does_not_fit_says_what_would(tab: WorkloadTab) -> None:
    show(tab, two_cards(memory_gb=24))
    tab.form.choose_preset("llama-3.1-70b")
    tab.form.task_combo.setCurrentIndex(tab.form.task_combo.findData("finetune"))
    result = tab.estimate()
    assert result is not None and result.fits is False
    assert tab.verdict_label.text().startswith("Does not fit: ")
    assert tab.memory_bar.memory.over_gb > 0
    assert tab.fit_label.text().startswith("What would make it fit:")
    tab.form.sharded_check.setChecked(True)
    tab.form.recompute_check.setChecked(True)
    assert tab.estimate().workload.sharded and tab.estimate().workload.recompute


def test_inputs_recompute_and_bad_ones_are_named(tab: WorkloadTab) -> None:
    show(tab, two_cards())
    tab.form.choose_preset("mistral-7b")
    tab.form.tokens_spin.setValue(0)  # a training task without tokens
    assert tab.verdict_label.text() == (  # the field by its label in the form
        "Tokens: a training task needs the number of tokens to train on")
    assert tab.estimate() is None and tab.workload() is None
    tab.form.task_combo.setCurrentIndex(tab.form.task_combo.findData("inference"))
    assert tab.estimate() is not None and "Tokens/s: " in tab.summary_label.text()
    assert not tab.form.optimizer_combo.isEnabled()


def test_typed_values_are_the_workload(tab: WorkloadTab, qtbot) -> None:
    """Typed as a user types: the field's text replaced, then Enter; a value past a field's
    range is held to it (the spin box), never refused with a traceback."""
    show(tab, two_cards())
    tab.form.choose_preset("mistral-7b")

    def type_into(spin, text: str) -> None:
        spin.setFocus()
        spin.selectAll()
        qtbot.keyClicks(spin, text)
        qtbot.keyClick(spin, Qt.Key.Key_Return)

    type_into(tab.form.tokens_spin, "2.5")
    type_into(tab.form.seq_spin, "4096")
    type_into(tab.form.mfu_spin, "0.35")
    workload = tab.workload()
    assert (workload.tokens, workload.seq_len, workload.mfu) == (2.5e9, 4096, 0.35)
    assert "MFU 0.35" in tab.summary_label.text()
    type_into(tab.form.mfu_spin, "7")  # past 1: the field keeps a value in range
    assert 0 < tab.workload().mfu <= 1 and tab.estimate() is not None
    type_into(tab.form.tokens_spin, "0")  # LoRA on no tokens: the field named
    assert tab.estimate() is None and tab.verdict_label.text().startswith("Tokens: ")
    # A preset chosen from the keyboard: the model combo, then the first preset.
    tab.form.model_combo.setFocus()
    tab.form.model_combo.setCurrentIndex(0)
    qtbot.keyClick(tab.form.model_combo, Qt.Key.Key_Down)
    assert tab.form.model_combo.currentIndex() == 1
    assert tab.workload() is None and tab.verdict_label.text().startswith("Tokens: ")


def test_a_parameter_count_leaves_the_shape_not_known(tab: WorkloadTab) -> None:
    show(tab, two_cards())
    tab.form.model_combo.setCurrentIndex(tab.form.model_combo.findData("params"))
    tab.form.params_spin.setValue(13)
    assert tab.estimate().workload.model.params == 13e9
    assert "Not known for a bare parameter count" in tab.notes_label.text()


def test_a_config_json_is_the_model(tab: WorkloadTab, monkeypatch, tmp_path: Path) -> None:
    show(tab, two_cards())
    path = tmp_path / "config.json"
    path.write_text(json.dumps(LLAMA_CONFIG), encoding="utf-8")
    monkeypatch.setattr(ConfigFiles, "open_config", classmethod(lambda cls, parent: str(path)))
    tab.form.config_button.click()
    assert tab.form.model_combo.currentText() == "my-llama (config.json)"
    assert tab.estimate().workload.model.params == 8_029_995_008
    path.write_text('{"model_type": "llama",', encoding="utf-8")
    tab.form.config_button.click()
    assert tab.verdict_label.text().startswith(f"{path}, line 1, column 24: not valid JSON")
    assert tab.estimate() is None


def test_a_build_without_gpus_is_said(tab: WorkloadTab) -> None:
    show(tab, two_cards(gpus=0))
    tab.form.choose_preset("llama-3.1-8b")
    assert tab.verdict_label.text() == "the build has no GPU"


def test_the_cost_of_a_run_follows_the_buy_or_rent_numbers(tab: WorkloadTab) -> None:
    show(tab, two_cards())
    tab.form.choose_preset("llama-3.1-8b")
    first = tab.estimate().costs[0].amount
    tab.set_cost_inputs(CostInputs(hours_per_day=16, kwh_price=0.13, months=36))
    assert tab.estimate().costs[0].amount < first  # half the purchase share an hour
    tab.set_cost_inputs(CostInputs(currency="EUR", per_usd=0.9))
    assert column(tab, 3)[0].endswith(" EUR")


def test_in_the_window_buy_or_rent_takes_the_workloads_basis(window, qtbot) -> None:
    alone = CostTab(catalog=window.catalog)
    qtbot.addWidget(alone)
    own = alone.metric_combo.currentData()  # Buy or rent's basis without a workload
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    workload = window.lazy_tabs.show("workload")
    assert isinstance(workload, WorkloadTab) and workload.estimate() is None
    workload.form.choose_preset("llama-3.1-8b")
    assert workload.estimate() is not None  # the open build's GPUs
    cost = window.lazy_tabs.show("cost")
    assert cost.metric_combo.currentData() == "fp16"  # bf16: the FP16 tensor rate
    workload.form.precision_combo.setCurrentText("fp32")
    assert cost.metric_combo.currentData() == "fp32"
    workload.form.model_combo.setCurrentIndex(0)  # no workload: Buy or rent's own basis
    assert workload.workload() is None and cost.metric_combo.currentData() == own
    workload.form.choose_preset("llama-3.1-8b")
    assert cost.metric_combo.currentData() == "fp32"
    # Once the user picks the basis there, a workload no longer changes it.
    cost.metric_combo.setCurrentIndex(cost.metric_combo.findData("fp16"))
    cost.metric_combo.activated.emit(cost.metric_combo.currentIndex())
    workload.form.precision_combo.setCurrentText("fp32")
    workload.form.precision_combo.setCurrentText("bf16")
    workload.form.precision_combo.setCurrentText("fp32")
    assert cost.metric_combo.currentData() == "fp16"
    # Buy or rent's numbers are the workload's cost of owning.
    cost.hours_spin.setValue(20)
    assert workload.estimate().inputs.hours_per_day == 20
    window.files.new_blank()
    assert workload.verdict_label.text() == "the build has no GPU"


def test_without_buy_or_rent_the_preferred_currency(window) -> None:
    window.preferences.set_currency("CNY", 7.0)
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    workload = window.lazy_tabs.show("workload")
    workload.form.choose_preset("llama-3.1-8b")
    inputs = workload.estimate().inputs
    assert (inputs.currency, inputs.per_usd) == ("CNY", 7.0)
    assert inputs.kwh_price == pytest.approx(0.13 * 7.0)
    window.preferences.set_currency("USD")
    assert workload.estimate().inputs.currency == "USD"
    assert "cost" not in window.lazy_tabs.built
    assert Qt.AlignmentFlag.AlignRight & workload.table.item(0, 3).textAlignment()


@pytest.mark.parametrize("size", [(1024, 700), (1600, 1000), "tab alone"])
def test_nothing_is_drawn_over_anything_else(window, qtbot, size) -> None:
    """The labels wrap to as many lines as the width shown needs, and the page grows (it
    scrolls) rather than drawing them over the cost table: in the window (the form above the
    figures), and alone at 1,300 px (the form beside them)."""
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    if size == "tab alone":
        tab = WorkloadTab(catalog=window.catalog)
        qtbot.addWidget(tab)
        tab.set_build(window.document.resolved, window.document.report)
        tab.resize(1300, 800)
        tab.show()
        qtbot.waitExposed(tab)
    else:
        window.resize(*size)
        tab = window.lazy_tabs.show("workload")
    tab.form.choose_preset("llama-3.1-70b")  # does not fit: the longest ways to fit
    tab.form.task_combo.setCurrentIndex(tab.form.task_combo.findData("finetune"))
    qtbot.wait(50)  # the layout settles
    assert tab.fit_label.text() and tab.notes_label.text()
    column = [tab.verdict_label, tab.memory_bar, tab.legend_label, tab.summary_label,
              tab.table, tab.fit_label, tab.notes_label]
    for above, below in itertools.pairwise(column):
        assert above.geometry().bottom() < below.geometry().top(), (above, below)
    for label in (tab.verdict_label, tab.legend_label, tab.summary_label, tab.fit_label,
                  tab.notes_label):
        assert label.height() >= label.heightForWidth(label.width()), label.text()
    assert tab.table.height() >= TABLE_MIN_H_PX
    beside = tab.form.mapTo(tab, tab.form.rect().topRight()).x() < tab.table.mapTo(
        tab, tab.table.rect().topLeft()).x()
    assert beside == (size == "tab alone")


def test_each_field_has_a_shortcut_letter_of_its_own(window) -> None:
    """Alt + a letter reaches one field of the form, never a menu of the window (the Chinese
    translations keep the letters: tests/i18n/test_catalogue.py)."""
    tab = window.lazy_tabs.show("workload")
    texts = [label.text() for label in tab.form.findChildren(QLabel) if label.buddy()]
    texts += [box.text() for box in tab.form.findChildren(QAbstractButton)]
    letters = [m.group(1).lower() for text in texts if (m := ACCELERATOR.search(text))]
    assert len(letters) == 12  # every labelled field and both check boxes
    assert len(set(letters)) == len(letters), sorted(letters)
    menus = {m.group(1).lower() for action in window.menuBar().actions()
             if (m := ACCELERATOR.search(action.text()))}
    assert menus and not menus & set(letters), sorted(menus & set(letters))
