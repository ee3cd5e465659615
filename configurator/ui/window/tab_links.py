"""The Workload tab and the Buy or rent tab, each built the first time it is shown: a run's
cost of owning follows Buy or rent's numbers (lifetime, busy hours, electricity, currency), and
Buy or rent's throughput basis follows the workload chosen (its precision's rate) until the
user picks one there. The window makes one link and tells it when either tab is made."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

from configurator.ui.session.document import BuildDocument
from configurator.ui.session.preferences import Preferences
from configurator.ui.window.lazy_tabs import LazyTabs

if TYPE_CHECKING:
    # Imported when first asked for (a tab made, Complete build… opened): the window shows
    # without the cost and workload models (docs/performance.md).
    from configurator.analysis.cost_inputs import CostInputs
    from configurator.analysis.workload_inputs import Workload


class WorkloadCostLink(QObject):
    def __init__(self, lazy_tabs: LazyTabs, preferences: Preferences,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._tabs = lazy_tabs
        self._preferences = preferences
        self._workload: Workload | None = None
        # Before Buy or rent is made, a run's cost follows the preferred currency itself.
        preferences.sigCurrencyChanged.connect(self._cost_inputs_changed)

    def cost_inputs(self) -> CostInputs:
        """Buy or rent's numbers; before that tab is made, its defaults in the preferred
        currency (as it would open)."""
        cost = self._tabs.built.get("cost")
        if cost is not None:
            return cost.inputs()
        from configurator.analysis.cost_inputs import DEFAULT_KWH_PRICE, CostInputs

        prefs = self._preferences
        return CostInputs(currency=prefs.currency, per_usd=prefs.per_usd,
                          kwh_price=DEFAULT_KWH_PRICE * prefs.per_usd)

    def workload(self) -> Workload | None:
        """The workload chosen in the Workload tab (None: none, or the tab not made yet):
        Complete build… offers it as its constraint."""
        return self._workload

    def cost_tab_made(self, tab) -> None:
        from configurator.analysis.workload_inputs import throughput_metric

        tab.sigInputsChanged.connect(self._cost_inputs_changed)
        if self._workload is not None:
            tab.set_default_metric(throughput_metric(self._workload))

    def make_workload_tab(self, parent: QWidget, catalog, document: BuildDocument) -> QWidget:
        """The Workload tab (the lazy tabs' factory), linked and showing the open build."""
        from configurator.ui.tabs.workload import WorkloadTab

        tab = WorkloadTab(parent, catalog=catalog)
        tab.sigWorkloadChanged.connect(self._workload_changed)
        tab.set_cost_inputs(self.cost_inputs())
        tab.set_build(document.resolved, document.report)
        return tab

    def _cost_inputs_changed(self) -> None:
        workload = self._tabs.built.get("workload")
        if workload is not None:
            workload.set_cost_inputs(self.cost_inputs())

    def _workload_changed(self, workload: Workload | None) -> None:
        from configurator.analysis.workload_inputs import throughput_metric

        self._workload = workload
        cost = self._tabs.built.get("cost")
        if cost is not None:  # no workload: Buy or rent's own basis again
            cost.set_default_metric(throughput_metric(workload) if workload is not None else None)
