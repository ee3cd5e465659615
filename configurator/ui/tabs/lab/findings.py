"""The Lab tab's live findings: the lab's own by severity, what it could not check, and each
machine with its own errors and warnings; above them the room's figures in one line. Redrawn
from the LabReport after every change (the view computes nothing)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtWidgets import (
    QLabel,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from configurator.lab import Lab, LabReport
from configurator.model.safe_text import drawable
from configurator.ui.widgets.wrapping_delegate import (
    wrapped_list_tree,
)
from configurator.words.findings import finding_text, severity_group, severity_name
from configurator.words.lab import counts_text, lab_finding_text, not_checked_text, status_text
from configurator.words.names import template_text

translate = QCoreApplication.translate
PARTS_ROLE = 32  # Qt.ItemDataRole.UserRole: the ids a row concerns


class LabFindings(QWidget):
    sigIdsSelected = Signal(list)
    """The machine, circuit and rack ids of the row the user chose."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.summary = QLabel(self)
        self.summary.setWordWrap(True)
        # Rows wrapped at the column's width, as the Checks panel's.
        self.tree = wrapped_list_tree(self)
        self.tree.itemSelectionChanged.connect(self._selected)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.summary)
        layout.addWidget(self.tree, 1)

    def show_report(self, lab: Lab, report: LabReport) -> None:
        cooling = lab.room.cooling_w
        heat = translate("LabTab", "{heat:,.0f} W of heat").format(heat=report.heat_w)
        if cooling is not None:
            heat = translate("LabTab", "{heat:,.0f} W of heat, cooling {cooling:,.0f} W").format(
                heat=report.heat_w, cooling=cooling)
        self.summary.setText(translate(
            "LabTab", "{status} · {counts}\n{heat} · {gpus} GPU(s) · ${price:,.2f}").format(
            status=status_text(report), counts=counts_text(report), heat=heat,
            gpus=report.gpus, price=report.price_usd))
        self.tree.clear()
        for severity in ("error", "warning", "info"):
            findings = [f for f in report.findings if f.severity == severity]
            if not findings:
                continue
            group = self._row(None, f"{severity_group(severity)} ({len(findings)})", [])
            for finding in findings:
                self._row(group, f"{finding.rule}: {lab_finding_text(finding, report)}",
                          finding.parts)
        if report.not_checked:
            group = self._row(None, translate("LabTab", "Not checked ({n})").format(
                n=len(report.not_checked)), [])
            for note in report.not_checked:
                self._row(group, f"{note.rule}: {not_checked_text(note)}", note.parts)
        if report.machines:
            group = self._row(None, translate("LabTab", "Machines ({n})").format(
                n=len(report.machines)), [])
            for result in report.machines:
                if result.report is None:
                    state = translate("LabTab", "not checked")
                elif result.validated:
                    state = translate("LabTab", "validated")
                else:
                    state = translate("LabTab", "not validated")
                row = self._row(group, f"{result.id} · {template_text(result.machine.name)}: "
                                       f"{state}", [result.id])
                own = result.report.findings if result.report is not None else []
                for finding in own:
                    if finding.severity != "info" and not finding.waived:
                        self._row(row, f"{severity_name(finding.severity)} · {finding.rule}: "
                                       f"{finding_text(finding)}", [result.id])
        self.tree.expandToDepth(0)

    def _row(self, parent: QTreeWidgetItem | None, text: str, ids: list[str]) -> QTreeWidgetItem:
        item = QTreeWidgetItem([drawable(text)])
        item.setToolTip(0, drawable(text))
        item.setData(0, PARTS_ROLE, list(ids))
        if parent is None:
            self.tree.addTopLevelItem(item)
        else:
            parent.addChild(item)
        return item

    def _selected(self) -> None:
        items = self.tree.selectedItems()
        if items:
            self.sigIdsSelected.emit(list(items[0].data(0, PARTS_ROLE) or []))

    def rows(self) -> list[str]:
        """Every row's text, depth first (for tests and the keyboard help)."""
        texts: list[str] = []

        def walk(item: QTreeWidgetItem) -> None:
            texts.append(item.text(0))
            for index in range(item.childCount()):
                walk(item.child(index))

        for index in range(self.tree.topLevelItemCount()):
            walk(self.tree.topLevelItem(index))
        return texts
