"""The Plots and "Buy or rent" tabs inside the main window, and the BOM export menu."""

from __future__ import annotations

import pytest

from configurator.ui.tabs.cost import CostTab
from configurator.ui.tabs.plots import PlotsTab
from configurator.ui.window.export import ExportDialogs

from ..ui_helpers import FOUR_GPU_TEMPLATE, TWO_GPU_TEMPLATE


def test_the_plots_tab_is_built_when_shown_and_follows_the_build(window):
    assert window.files.open_path(TWO_GPU_TEMPLATE)
    assert "plots" not in window.lazy_tabs.built
    window.tabs.setCurrentIndex(1)
    tab = window.lazy_tabs.built["plots"]
    assert isinstance(tab, PlotsTab)
    assert window.tabs.currentWidget() is tab
    # The build's ASUS Turbo cards are plotted as themselves and carry the halo, not the
    # Founders Edition (issue 17, point 12).
    assert tab.highlighted_ids() == {"asus-turbo-rtx-2080-ti"}
    assert tab.charts["price"].halo_ids() == {"asus-turbo-rtx-2080-ti"}
    window.files.new_blank()
    assert tab.highlighted_ids() == set()


def test_a_card_clicked_in_the_plots_is_selected_in_the_catalog(window):
    tab = window.plots_tab
    tab.sigCardClicked.emit("titan-rtx-ref")
    assert window.catalog_panel.current_part_id() == "titan-rtx-ref"
    assert "TITAN RTX" in window.statusBar().currentMessage()


def test_power_limits_from_the_cost_tab_are_one_undoable_step(window):
    assert window.files.open_path(FOUR_GPU_TEMPLATE)
    tab = window.lazy_tabs.show("cost")
    assert isinstance(tab, CostTab)
    tab.sigApplyPowerLimits.emit({0: 200.0, 1: 200.0, 2: 200.0, 3: 200.0})
    assert [g.power_limit_w for g in window.document.build.gpus] == [200.0] * 4
    assert window.document.report.power.peak_w < 1247 - 150
    window.document.undo_stack.undo()
    assert [g.power_limit_w for g in window.document.build.gpus] == [None] * 4


@pytest.mark.parametrize("kind", ["csv", "pdf"])
def test_export_the_bom_from_the_file_menu(window, monkeypatch, tmp_path, kind):
    assert window.files.open_path(FOUR_GPU_TEMPLATE)
    target = tmp_path / f"bom.{kind}"
    monkeypatch.setattr(ExportDialogs, f"{kind}_path",
                        classmethod(lambda cls, parent, suggested: str(target)))
    action = window.actions_["export_csv" if kind == "csv" else "export_pdf"]
    action.trigger()
    assert target.is_file() and target.stat().st_size > 100
    assert window.statusBar().currentMessage() == f"Exported bom.{kind}."
