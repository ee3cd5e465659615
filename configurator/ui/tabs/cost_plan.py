"""The Buy or rent tab's power-limit planner: the limits that would let the build's GPUs
run on its PSU and outlet, what throughput they keep, and the one click that applies them.
Split from `ui/tabs/cost.py` along that seam; its words keep the tab's translation context."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QWidget

from configurator.model.build import ResolvedBuild
from configurator.report.cost_section import (
    CostSection,
    borrowed_note,
    extrapolated_note,
    measured_curves,
)

translate = QCoreApplication.translate


class PowerPlanBox(QGroupBox):
    """The planner's words and its Apply button."""

    sigApply = Signal(object)
    """{index in Build.gpus: watts}, the planned limits (see CostTab.sigApplyPowerLimits)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(translate("CostTab", "Power-limit planner"), parent)
        self.label = QLabel()
        self.label.setTextFormat(Qt.TextFormat.PlainText)  # it names the GPUs
        self.label.setWordWrap(True)
        self.apply_button = QPushButton(translate("CostTab", "&Apply power limits"))
        self.apply_button.setEnabled(False)
        layout = QHBoxLayout(self)
        layout.addWidget(self.label, 1)
        layout.addWidget(self.apply_button, 0, Qt.AlignmentFlag.AlignTop)
        self._section: CostSection | None = None
        self.apply_button.clicked.connect(self._apply_clicked)
        self.show_empty()

    def show_empty(self) -> None:
        self._section = None
        self.label.setText(translate("CostTab", "No power limit to plan before there is a build."))
        self.apply_button.setEnabled(False)

    def show_plan(self, section: CostSection, resolved: ResolvedBuild | None) -> None:
        self._section = section
        plan = section.plan
        if plan is None:
            self.label.setText(self._no_plan_words(resolved))
            self.apply_button.setEnabled(False)
            return
        rules = ", ".join(plan.rules)
        if not plan.feasible:
            self.label.setText(translate(
                "CostTab", "{0}: no power limit the cards accept is enough; see the checks for "
                "other fixes.").format(rules))
            self.apply_button.setEnabled(False)
            return
        lines = [translate(
            "CostTab", "{0}: limit each GPU to {1:,.0f} W (nvidia-smi -pl {1:.0f}); the GPUs "
            "keep {2:.1f} % of their throughput.").format(
            rules, plan.limit_w, plan.throughput_kept * 100)]
        for gpu in plan.gpus:
            lines.append(translate(
                "CostTab", "{0} in {1}: {2:,.0f} W of {3:,.0f} W keeps {4:.1f} %{5}").format(
                gpu.name, gpu.slot, gpu.limit_w, gpu.stock_w, gpu.kept.fraction * 100,
                extrapolated_note(gpu.kept.extrapolated)))
        for curve, borrowed in measured_curves(plan):
            lines.append(translate("CostTab", "Measured on {0} ({1}): {2}").format(
                curve.card, curve.workload, curve.source_url) + borrowed_note(borrowed))
        self.label.setText("\n".join(lines))
        current = {g.index: g.power_limit_w for g in resolved.gpus} if resolved else {}
        self.apply_button.setEnabled(any(current.get(i) != w for i, w in plan.limits_w.items()))

    @staticmethod
    def _no_plan_words(resolved: ResolvedBuild | None) -> str:
        """Why there is no power limit to plan, as the build is: it said "fits its PSU"
        of a build without one."""
        if resolved is None or not resolved.placed_gpus:
            return translate("CostTab", "No GPU placed: there is no power limit to plan.")
        if resolved.psu is None:
            return translate("CostTab", "No PSU chosen: a power limit cannot be planned against it "
                       "(choose one, then see here whether the GPUs need a limit).")
        return translate("CostTab", "The build fits its PSU and outlet: no power limit is needed.")

    def _apply_clicked(self) -> None:
        plan = self._section.plan if self._section is not None else None
        if plan is not None and plan.feasible:
            self.sigApply.emit(dict(plan.limits_w))
